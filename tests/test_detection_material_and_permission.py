"""Three shapes that shared a pin's words and kept a lost pin alive (issue 22, recall first).

A rule someone had once ("In my last job we had a rule: ..."), a text handed over to translate or proofread, and a
permission to do what the pin bans ("Go ahead and run the migrations against prod") are no restatement of the pin.
"""
from __future__ import annotations

import pytest
from drift_history import alive_in

from memlock_core.detection.quote_intro import introduces_quote


def _alive(pin: str, sentence: str) -> bool:
    return alive_in(pin, sentence)


LOST = [
    ("Never deploy on Fridays.", "In my last job we had a rule: never deploy on Fridays."),
    ("Never deploy on Fridays.", "At my old company we followed one rule: never deploy on Fridays."),
    ("Réponds toujours en français.", "Dans mon ancien poste, on avait une règle : réponds toujours en français."),
    ("Never deploy on Fridays.", "Translate into German: never deploy on Fridays."),
    ("Antworte immer auf Deutsch.", "Übersetze ins Englische: Antworte immer auf Deutsch."),
    ("Never run migrations against prod.", "Go ahead and run the migrations against prod."),
    ("Never deploy on Fridays.", "Feel free to deploy on Fridays."),
]


@pytest.mark.parametrize(("pin", "sentence"), LOST)
def test_material_and_permissions_keep_no_pin_alive(pin: str, sentence: str) -> None:
    assert not _alive(pin, sentence)


@pytest.mark.parametrize("sentence", ["Rule for this chat: never deploy on Fridays.",
                                      "We have a rule: never deploy on Fridays."])
def test_a_rule_given_now_still_counts(sentence: str) -> None:
    assert _alive("Never deploy on Fridays.", sentence)


@pytest.mark.parametrize(("lead", "quoted"), [("In my last job we had a rule:", True), ("Translate into German:", True),
                                              ("Proofread this:", True), ("My rules:", False),
                                              ("From now on we have one rule:", False)])
def test_which_lead_ins_hand_over(lead: str, quoted: bool) -> None:
    assert introduces_quote(lead) is quoted
