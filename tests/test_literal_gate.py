"""The literal prefilter before costly regexes (memlock_core/detection/literal_gate.py): it may only skip a scan that
could not have matched. Each gate's words are checked against the pattern's parse tree, and the gated search is
compared with the plain one on sentences of our own, including look-alikes and letters folded apart."""
from __future__ import annotations

import re

import pytest

from memlock_core.detection import (
    described_fact,
    directive,
    idioms,
    infinitive_rule,
    output_obligation,
    quote_intro,
    verbless_rule,
)
from memlock_core.detection.literal_gate import (
    FOLDS_APART,
    LiteralGate,
    WordGate,
    covered,
    leading_words,
    required_literals,
)
from tests.require import require_module

GATES: dict[str, LiteralGate] = {"described_fact._BACK": described_fact._BACK_GATE,
                                 "output_obligation._CUE": output_obligation._CUE_GATE,
                                 "directive._AGAIN": directive._AGAIN_GATE, "directive._COPULA": directive._COPULA_GATE,
                                 "directive._ADDRESSED": directive._ADDRESSED_GATE, "directive._USED_TO": directive._USED_TO_GATE,
                                 "directive._CONTENT_TASK": directive._CONTENT_TASK_GATE, "directive._PLEASE": directive._PLEASE_GATE,
                                 "verbless_rule._LIMIT": verbless_rule._LIMIT_GATE,
                                 "infinitive_rule._FORBIDDEN": infinitive_rule._FORBIDDEN_GATE,
                                 "infinitive_rule._ITALIAN_NORM": infinitive_rule._ITALIAN_NORM_GATE,
                                 "idioms._RULED_OUT": idioms._RULED_OUT_GATE, "idioms._HANDS_OFF": idioms._HANDS_OFF_GATE}


@pytest.mark.parametrize("name", sorted(GATES))
def test_gate_words_cover_every_match(name: str) -> None:
    gate = GATES[name]
    if isinstance(gate, WordGate):  # each match opens with one of the words, whole
        lead = leading_words(gate.regex)
        assert lead is not None and lead <= set(gate.words), name
        return
    found = required_literals(gate.regex, gate.words)
    assert found is not None and covered(found, gate.words), name


# introduces_quote answers False at once for a lead without a colon: each pattern that makes it True needs one
QUOTE_PATTERNS = ("_PAST_OR_MATERIAL", "_MACHINE_TEXT", "_SAID_JA", "_MATERIAL_LABEL", "_SAYS_COLON", "_TOLD_OTHERS",
                  "_SAID_ELSEWHERE")


@pytest.mark.parametrize("name", QUOTE_PATTERNS)
def test_quote_patterns_need_a_colon(name: str) -> None:
    found = required_literals(getattr(quote_intro, name), (":", "："))
    assert found is not None and covered(found, (":", "：")), name


def test_introduces_quote_without_colon_is_false() -> None:
    for lead in ("I told the interns", "Le dije al becario", "Translate into German"):
        assert not quote_intro.introduces_quote(lead)
        assert quote_intro.introduces_quote(lead + ":")  # the same lead with its colon hands over


def test_folds_apart_matches_the_engine() -> None:
    casefix = require_module("re._casefix", "CPython's re module (3.11 and later)")
    extra = {chr(c) for k, v in casefix._EXTRA_CASES.items() for c in (k, *v)}
    assert {ch for ch in extra if not ch.isascii()} | {"İ"} == set(FOLDS_APART)


SENTENCES = [
    "Commit messages in English since 2019.", "Answers in Spanish, like at my old job.", "Metric units from now on.",
    "Respuestas en español desde 2020.", "Antworten auf Deutsch, wie in meinem alten Team.", "Réponses courtes depuis 2021.",
    "Use tabs, please.", "Hold the bold text.", "Keep the lastname field.", "Never push to main.", "In 1999 we used SVN.",
    "Deploys only on Tuesdays", "Réponds en français.", "ſince ２０１９, no tables.", "SINCE 2019 answers in German.",
    "从2019年起用中文。", "2019年から英語で書いています。", "Ответы на русском с 2019 года.", "", "in the OLD repo: tabs",
    "Your replies must be short.", "This list is long.", "Tes réponses doivent être en français.", "Je veux tes réponses en français",
    "Deine Antworten müssen auf Deutsch sein.", "The mustard is yellow.", "Yours should stay short", "ISSUE tracker: mustn't",
    "Le tue risposte devono essere in italiano", "I'd like your answers in Dutch.", "Havoc in the handler, as usual.",
    # perf16b: the look-alikes of the second batch of gates (the word inside another word, another case, folded letters)
    "Tabs, as agreed, in every Makefile.", "Reminder: the staging DB is read-only for you.", "Same as last time, please.",
    "The cache IS warm; nothing was printed.", "YOU'RE to use the metric system.", "Thx, add it to the README.",
    "We USED to rebase every branch.", "Paste this into the wiki page.", "Five bullets max, tops.", "Jusqu'à dix lignes au plus.",
    "Höchstens drei Absätze.", "Force-Push ist streng verboten.", "Le push forcé est INTERDIT.", "Принудительный пуш запрещён.",
    "Non si tocca la cartella src/gen/.", "None of the nonsense applies.", "Prod est hors limites pour toi.",
    "The production DB is a no-go for you.", "Finger weg von der Prod-DB!", "Hands off the billing service, staging only.",
    "db/migrations/ — только для чтения", "El force-push a main no está permitido.", "Il branch main è intoccabile.",
    "The tablet stays off, the lecture hall stays open.", "Thousands of lesser reads were banned.",
    "Do it the uſual way, as alwaysſ.", "ſame as before: no tables.", "Deploys are off-limits on Fridays.",
]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_gated_search_equals_plain_search(sentence: str) -> None:
    for gate in GATES.values():
        plain, gated = gate.regex.search(sentence), gate.search(sentence)
        assert (plain is None) == (gated is None)
        assert plain is None or gated is None or plain.span() == gated.span()
        plain, gated = gate.regex.match(sentence), gate.match(sentence)
        assert (plain is None) == (gated is None)


def test_derivation_reads_sequences_branches_and_classes() -> None:
    assert required_literals(re.compile(r"\b(?:foo|bar)\s+baz", re.I)) == frozenset({"baz"})
    assert required_literals(re.compile(r"x?")) is None  # matches the empty string
    assert required_literals(re.compile(r"\d{4}")) == frozenset("0123456789")
    assert required_literals(re.compile(r"a|[^b]")) is None  # a negated class names no character
    assert required_literals(re.compile(r"(?i)\u017fx")) == frozenset({"x"})  # "ſ" folds onto "s": never required


def test_word_gate_reads_whole_words() -> None:
    gate = WordGate(re.compile(r"\b(?:must|is\s+to)\b", re.I), ("must", "is"))
    assert not gate.may_match("This mustard list")  # "must" and "is" only inside other words
    assert gate.may_match("It MUST stay") and gate.search("It MUST stay") is not None
    assert leading_words(re.compile(r"\b(?:foo|ba[rz]\s+x|(?:yo\s+)?quiero)\b", re.I)) == {"foo", "bar", "baz", "yo", "quiero"}
    assert leading_words(re.compile(r"\b(?:foo|bar)", re.I)) is None  # "food": the match may end inside a word


def test_skips_only_texts_without_any_word() -> None:
    gate = LiteralGate(re.compile(r"\bsince\s+\d{4}", re.I), ("since",))
    assert gate.search("no year here") is None and not gate.may_match("no year here")
    assert gate.may_match("ſince 2019")  # the engine folds "ſ" onto "s": the regex decides
    assert gate.search("SINCE 2019") is not None


def test_many_words_scan_equals_substring_test() -> None:
    """A gate of more than six words scans the lower-cased text once for any of them (the words merged by their
    common prefixes); it answers as the word-by-word substring test does."""
    words = ("tab", "table", "tabu", "no-go", "no go", "lesen", "lecture", "только")
    gate = LiteralGate(re.compile(r"x"), words)
    assert gate._any is not None
    for text in ("a TABLE here", "ta ble", "No-Go", "nogo", "vorlesen", "ТОЛЬКО", "lectur", "", "tabú"):
        assert gate.may_match(text) == any(w in text.lower() for w in words), text
