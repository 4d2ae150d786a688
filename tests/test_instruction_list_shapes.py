"""The user's own instruction lists in the shapes users write them inline (issue 22): a spec header ("Output
format:", "Naming:", "Tone guide for these replies:"), items split by " * ", " - ", "(a)" or, alone, commas; a
header about someone else's list is not the user's instructions. Sentences written for this test."""
from __future__ import annotations

import pytest

from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.instruction_list import instruction_items


@pytest.mark.parametrize("text,item", [
    ("Regole per oggi: niente tabelle, frasi brevi, tono informale.", "niente tabelle"),
    ("Ground rules for the migration: * never drop columns * additive changes only", "never drop columns"),
    ("Style guide for release notes: - past tense - no jargon", "no jargon"),
    ("Output format:\n1. summary first\n2. caveats last", "caveats last"),
    ("Naming: camelCase functions; SCREAMING_CASE constants", "SCREAMING_CASE constants"),
    ("Backend rules: (a) no ORMs (b) raw SQL in repositories", "no ORMs"),
])
def test_inline_and_spec_lists_give_their_items(text: str, item: str) -> None:
    assert item in instruction_items(text, reads_as_rule_any)


def test_a_numbered_item_keeps_its_commas() -> None:
    items = instruction_items("Checklist: (1) be brief (2) no rebases on main, not ever", reads_as_rule_any)
    assert "no rebases on main, not ever" in items


@pytest.mark.parametrize("text", [
    "The old bot's output format:\n- always bullet points\n- French only",
    "Their house rules: no shoes, no phones, quiet after ten",
])
def test_someone_elses_list_is_not_the_users(text: str) -> None:
    assert instruction_items(text, reads_as_rule_any) == ()
