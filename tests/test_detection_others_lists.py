"""A list that is someone else's text keeps no pin alive, however imperative its items read (issue 22, recall first).

"It lists:" / "The handbook recommends:" hand over to a text the user is discussing, and "Their rules:" names someone
else's list; their items ("2. Never touch prod.") are no rule the user gives now. A list the user adopts ("Rules for
you:") or a header with "'s" meaning "is" or "has" ("since this chat's gotten long") stays the user's own.
"""
from __future__ import annotations

import pytest
from drift_history import alive_in

from memlock_core.detection.instruction_list import names_someone_else

PIN = "Never deploy on Fridays."


def _alive(message: str, pin: str = PIN) -> bool:
    return alive_in(pin, message)


SOMEONE_ELSES = [
    "I'm reviewing a vendor's onboarding doc. It lists:\n1. Keep tickets small.\n2. Never deploy on Fridays.\n"
    "3. Tag every release.\nWhich of these would you drop?",
    "Here is what the handbook recommends:\n- Never deploy on Fridays.\n- Pair on every migration.\nThoughts?",
    "Their rules:\n- Never deploy on Fridays.\n- Squash before merging.",
    "The previous contractor's checklist:\n- Never deploy on Fridays.\n- Rotate keys monthly.",
    "Das Wiki des anderen Teams empfiehlt:\n- Never deploy on Fridays.\n- Keine Hotfixes ohne Ticket.",
    "La guía del cliente recomienda:\n- Never deploy on Fridays.\n- Revisar los logs a diario.",
]


@pytest.mark.parametrize("message", SOMEONE_ELSES)
def test_the_items_of_someone_elses_list_keep_no_pin_alive(message: str) -> None:
    assert not _alive(message)


OWN = [
    "Rules for you:\n- Never deploy on Fridays.\n- Squash before merging.",
    "Stealing from a friend's notes. Rules for you:\n- Never deploy on Fridays.\n- Squash before merging.",
    "Ground rules, since this chat's gotten long:\n- Never deploy on Fridays.\n- Squash before merging.",
    "Here's my list:\n- Never deploy on Fridays.\n- Squash before merging.",
    "Their rules:\n- Squash before merging.\nAnd for you: never deploy on Fridays.",
]


@pytest.mark.parametrize("message", OWN)
def test_a_list_the_user_gives_or_adopts_still_counts(message: str) -> None:
    assert _alive(message)


@pytest.mark.parametrize(("header", "someone_else"), [
    ("The old bot's rules:", True), ("Marta's checklist:", True), ("Their conventions:", True),
    ("Since this session's gotten long, my rules:", False), ("Here's what I want:", False),
    ("Let's agree on rules:", False), ("The chat's been long, so again:", False),
])
def test_a_possessive_names_someone_else_a_contraction_does_not(header: str, someone_else: bool) -> None:
    assert names_someone_else(header) is someone_else
