"""A "no X" opener followed by a subject and its verb is a statement, not a verbless ban (issue 22, recall first).

"Aucun de nous ne déploie le vendredi" opens like "Aucune migration sans mon feu vert" but states what people do:
the French negation particle before a finite verb, or "none of us" naming people, gives it away.
"""
from __future__ import annotations

import pytest

from memlock_core.detection.evidence import is_evidence
from memlock_core.detection.verbless_rule import long_ban

STATEMENTS = [
    "Aucun de nous ne déploie le vendredi.",
    "Ninguno de nosotros despliega los viernes.",
    "Keiner von uns deployt freitags.",
    "Nessuno di noi fa deploy il venerdì.",
    "None of us deploys on Fridays.",
]
BANS = [
    "Aucune migration de la base sans mon feu vert.",
    "Pas de print() dans le code, merci.",
    "Niente tabelle o colonne nelle risposte che mi mandi, grazie.",
    "No emojis in the replies, please.",
]


@pytest.mark.parametrize("text", STATEMENTS)
def test_a_subject_with_its_verb_is_no_ban(text: str) -> None:
    assert not long_ban(text)
    assert not is_evidence(text, "user")


@pytest.mark.parametrize("text", BANS)
def test_verbless_bans_still_read(text: str) -> None:
    assert long_ban(text)
