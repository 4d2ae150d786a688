"""A verbless rule under a topic and a colon ("Code blocks: Python only, no pseudo-code") passes the mood gate
(framed_rule.py), and keeps its pin alive; a statement, a question, someone else's note or a look back in the same
shape does not."""
from __future__ import annotations

import pytest
from drift_history import compacted_history

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.framed_rule import framed_rule
from memlock_core.detection.gated_rule import gated_rule
from memlock_core.detection.settings import AuditSettings

RULES = [
    "Code blocks: Python only, no pseudo-code.",
    "Dates in the report: ISO format, please.",
    "Variable names: full words, not abbreviations.",
    "Important for this project: all dates in UTC.",
    "Pour les tableaux : uniquement du Markdown, jamais de HTML.",
    "Für die Doku: nur Markdown, keine Tabellen.",
    "Para los ejemplos: siempre Python 3, nunca Python 2.",
    "コード例：Pythonのみ。",
]

LOOKALIKES = [
    "Last sprint: Python only, no pseudo-code.",  # a look back
    "Context: Python only runs on the build server.",  # a statement with its verb
    "Marc's setup: tabs only, never spaces.",  # someone else's ways
    "She said: Markdown only.",  # another person's words
    "Code blocks: Python only?",  # a question
    "Status: no tables yet.",  # a report
    "Note from Anna: no tables please.",  # someone else's note
    "Rappel de la réunion d'hier : uniquement du Markdown.",
    "Le client : il veut uniquement du Markdown.",
    "Hintergrund: Das alte Team schrieb nur Markdown.",
    "Dato curioso: el equipo siempre usa tabs.",
    "Ayer: solo Python, nada de Go.",
    "前回のレビュー：Pythonのみでした。",
    "コード例：Pythonのみ？",
]


@pytest.mark.parametrize("text", RULES)
def test_a_framed_verbless_rule_reads_as_a_rule(text: str) -> None:
    assert framed_rule(text)
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_a_framed_statement_question_or_quote_is_no_rule(text: str) -> None:
    assert not framed_rule(text)


PAIRS = [
    ("Use metric units only.", "For the recipe cards: grams and millilitres, metric only, no cups."),
    ("Use metric units only.", "She wrote: our recipe cards use metric units only."),
    ("Use metric units only.", "Context: metric units only appear in the appendix."),
    ("Use metric units only.", "Old cards: metric only?"),
]


@pytest.mark.parametrize(("pin", "sentence", "alive"), [(*PAIRS[0], True), (*PAIRS[1], False), (*PAIRS[2], False),
                                                        (*PAIRS[3], False)])
def test_a_framed_restatement_keeps_the_pin_alive_and_a_lookalike_does_not(pin: str, sentence: str,
                                                                          alive: bool) -> None:
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    verdict = audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0]
    assert verdict.alive is alive, verdict.evidence


GATES = [
    "IMPORTANT: Nothing gets merged until the linter is clean.",
    "Nothing ships to production without my sign-off.",
    "No migration runs before I have read the plan.",
    "Rien ne part en prod tant que je n'ai pas validé.",
    "Nichts wird committet, bevor alle Tests grün sind.",
    "Nada se sube a producción hasta que yo lo diga.",
    "Niente va in produzione senza il mio via libera.",
]

GATE_LOOKALIKES = [
    "Nothing got committed until the tests passed.",  # the past
    "Nothing gets committed until the tests pass?",  # a question
    "At Acme, nothing ships until QA signs off.",  # someone else's scope
    "He says nothing goes live until Friday.",  # someone else's words
    "Note from Anna: nothing ships until QA signs off.",  # someone else's note
    "Rien n'a été déployé avant vendredi.",
    "Nichts wurde committet, bevor die Tests liefen.",
    "Nada se subió a producción hasta el lunes.",
    "No problem, I'll wait until tomorrow.",
    "テストが通るまで何もコミットされなかった。",
]


@pytest.mark.parametrize("text", GATES)
def test_a_gate_on_everything_reads_as_a_rule(text: str) -> None:
    assert gated_rule(text)
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", GATE_LOOKALIKES)
def test_a_gate_told_of_the_past_of_others_or_asked_is_no_rule(text: str) -> None:
    assert not gated_rule(text)


@pytest.mark.parametrize(("sentence", "alive"), [
    ("Nothing gets committed until the whole test suite has passed.", True),
    ("Nothing got committed until the whole test suite had passed.", False),
    ("At my last job nothing got committed until the test suite passed.", False),
])
def test_a_gate_restatement_keeps_the_pin_alive(sentence: str, alive: bool) -> None:
    pin = "Run the full test suite before every commit."
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    verdict = audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0]
    assert verdict.alive is alive, verdict.evidence
