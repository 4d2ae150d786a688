"""A sentence that waives the consent an ask-first pin asks for is the opposite rule (issue 22, recall first).

"Deploy without asking, I trust you" shares most words of "Never deploy without my explicit approval", and the
rule parse read both as a deploy rule with consent; a drifted pin was then taken for alive. These stay drifted.
"""
from __future__ import annotations

import pytest
from drift_history import compacted_history

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.consent_rule import waives_consent
from memlock_core.detection.rule_identity import same_rule
from memlock_core.detection.settings import AuditSettings

WAIVERS = [
    ("Never deploy without my explicit approval.", "Deploy without asking, I trust you."),
    ("Never deploy without my explicit approval.", "Deploy unless I say no."),
    ("Never deploy without my explicit approval.", "Ship it to prod without checking with me."),
    ("Ask me before deleting any file.", "Don't ask me before deleting files."),
    ("Ask me before deleting any file.", "No need to ask before deleting files."),
    ("Always ask before running migrations.", "Run migrations without asking me first."),
    ("Demande-moi toujours avant de lancer une migration.", "Lance les migrations sans me demander."),
    ("Frag mich immer, bevor du etwas löschst.", "Du musst mich nicht fragen, bevor du etwas löschst."),
    ("Pregúntame siempre antes de borrar archivos.", "No hace falta que me preguntes antes de borrar archivos."),
    ("Never deploy without my explicit approval.", "Rules for this project:\n- deploy without asking\n- tabs not spaces"),
    ("Ask me before deleting any file.", "My rules from now on:\n1. Don't ask me before deleting files\n2. Use tabs"),
]

RULES = [
    "Never deploy without asking me.", "Never deploy without my explicit approval.", "Ask me before deleting any file.",
    "Deploy only with my OK.", "Ok, deploy it.", "Never deploy before asking me.", "Deploys need my approval.",
    "Nie ohne Rückfrage deployen.", "Ne déploie jamais sans mon accord.", "Nunca hagas deploy sin preguntarme.",
    "Don't delete files without asking me first.", "Please confirm before you drop tables.",
]


@pytest.mark.parametrize(("pin", "sentence"), WAIVERS)
def test_a_waiver_never_keeps_an_ask_first_pin_alive(pin: str, sentence: str) -> None:
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    verdict = audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0]
    assert not verdict.alive, verdict.evidence
    assert not same_rule(pin, sentence.replace("\n", " "))


@pytest.mark.parametrize("text", RULES)
def test_a_consent_rule_is_no_waiver(text: str) -> None:
    assert not waives_consent(text)


def test_the_ask_first_pin_restated_stays_alive() -> None:
    pin = "Never deploy without my explicit approval."
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    verdict = audit([anchor], compacted_history(pin, "Never deploy without my explicit approval."),
                    AuditSettings(mode="keyword")).verdicts[0]
    assert verdict.alive


LOOK_BACK = [
    ("Use metric units only.", "Last year's recipe cards: metric only, no cups."),
    ("Always answer in French.", "Yesterday's meeting notes: French only, no English."),
    ("Never use emoji.", "The old style guide: no emoji, no exclamation marks."),
    ("Use tabs, not spaces.", "Marc's setup: tabs, not spaces."),
    ("Réponds toujours en français.", "Les notes d'hier : français uniquement."),
]


@pytest.mark.parametrize("sentence", ["Rule for this chat: metric only, no cups.", "Reminder: metric only, no cups.",
                                      "For all these recipe cards: metric only, no cups."])
def test_a_rule_under_a_rule_topic_still_counts(sentence: str) -> None:
    pin = "Use metric units only."
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    assert audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0].alive


NARROWER_OR_STATED = [
    ("Always run the full test suite before pushing.", "Run the smoke tests before you push."),
    ("Always run the unit tests before committing.", "Run the integration tests before you commit."),
    ("Never use the passive voice.", "None of us use the passive voice here."),
    ("Never use emoji.", "We never use emoji in this team."),
]


@pytest.mark.parametrize(("pin", "sentence"), LOOK_BACK + NARROWER_OR_STATED)
def test_a_look_back_another_suite_part_or_a_stated_habit_keeps_no_pin_alive(pin: str, sentence: str) -> None:
    """The words after "Last year's recipe cards:" describe those cards, the smoke tests are not the full suite, and
    "We never use emoji in this team" states a habit: none of them is the user's rule now."""
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    verdict = audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0]
    assert not verdict.alive, verdict.evidence


@pytest.mark.parametrize("sentence", ["Run the full test suite before you push.", "Run all the tests before you push."])
def test_the_whole_suite_said_otherwise_is_the_same_rule(sentence: str) -> None:
    assert same_rule("Always run the full test suite before pushing.", sentence)


@pytest.mark.parametrize(("pin", "sentence"), [
    ("Don't install new packages without asking me first.", "Install new packages without asking me first."),
    ("Ask before deleting files.", "Delete files without asking."),
])
def test_a_waiver_vetoes_a_pin_whose_probes_it_holds(pin: str, sentence: str) -> None:
    """Every probe of the pin is in the waiver: the rule parse's veto (different_rule) must still call it another rule."""
    anchor = Anchor(id="P1", text=pin, reminder=pin)
    verdict = audit([anchor], compacted_history(pin, sentence), AuditSettings(mode="keyword")).verdicts[0]
    assert not verdict.alive, verdict.evidence


def test_a_checkpoint_is_no_consent_word() -> None:
    assert not waives_consent("Don't delete any checkpoints without asking me, disk is tight but I need them.")
