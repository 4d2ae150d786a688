"""A neighbour of a pin (issue 22): the pin's words in a rule of the other polarity or of a narrower scope
are another rule; a restatement with softeners or a lead-in is the same. Sentences written for this test."""
from __future__ import annotations

import pytest

from memlock_core.detection.neighbour import narrower, neighbour_rule, opposite_polarity, substituted
from memlock_core.detection.rule_identity import different_rule

NEIGHBOURS = [
    ("Never merge on Saturdays.", "Always merge on Saturdays after the retro."),
    ("Use spaces for alignment.", "Don't use spaces for alignment."),
    ("Lint with ruff, not flake8.", "Lint with flake8, not ruff."),
    ("Never merge on Saturdays.", "Never merge the mobile app on Saturdays."),
    ("Never merge on Saturdays.", "Never merge to the release branch on Saturdays."),
    ("Use spaces for alignment.", "Use spaces for alignment for Dockerfiles."),
    ("Ask before dropping tables.", "Ask before dropping staging tables."),
    ("Réponds toujours en italien.", "Réponds toujours en italien aux fournisseurs."),
]
SAME = [
    ("Never merge on Saturdays.", "Don't merge anything on Saturdays."),
    ("Never merge on Saturdays.", "No merges on Saturdays, please."),
    ("Never merge on Saturdays.", "Reminder: never merge on Saturdays."),
    ("Never merge on Saturdays.", "Merging on Saturdays is forbidden."),
    ("Use spaces for alignment.", "Please use spaces for alignment from now on."),
    ("Lint with ruff, not flake8.", "Lint with ruff, not flake8, as agreed."),
    ("Keep replies under 90 words.", "90 words max."),
    ("Keep methods under 30 lines.", "No method longer than 30 lines."),
    ("Antworte immer auf Italienisch.", "Bitte antworte mir weiterhin immer auf Italienisch."),
    ("Write all log messages in English.", "[pref] log messages in English"),
]


@pytest.mark.parametrize(("pin", "unit"), NEIGHBOURS)
def test_neighbours_are_other_rules(pin: str, unit: str) -> None:
    assert neighbour_rule(pin, unit)
    assert different_rule(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), SAME)
def test_restatements_are_not_neighbours(pin: str, unit: str) -> None:
    assert not neighbour_rule(pin, unit)


def test_a_negation_of_something_else_is_no_flip() -> None:
    assert not opposite_polarity("Keep replies under 90 words.", "no emoji max 90 words per reply")


def test_scripts_without_words_are_left_to_the_other_checks() -> None:
    assert not narrower("常に表形式で答えてください。", "議事録は常に表形式で答えてください。")


def test_a_word_swapped_in_place_is_another_rule() -> None:
    assert neighbour_rule("Always ask before adding new packages.", "Always ask before removing old packages.")
    assert neighbour_rule("Never rebase on Mondays.", "Never merge on Mondays.")
    # a word said at more length, or a paraphrase in other words, is no swap
    assert not substituted("Put logs in a folder with a date tag.", "Put logs in a folder with the date name after the slash.")
    assert not substituted("Never rebase on Mondays.", "Mondays are for anything but rebasing.")


@pytest.mark.parametrize(("pin", "unit"), [
    ("Reply in bullet points.", "please always reply in bullet points with metric units"),
    ("Réponds en français.", "Réponds en français et en moins de 100 mots."),
])
def test_a_pin_restated_beside_another_rule_is_not_narrowed(pin: str, unit: str) -> None:
    """The rule model reads every part of the pin and another rule: a restatement of two rules, which keeps
    the pin alive (recall first), not a narrower neighbour."""
    assert not different_rule(pin, unit)


def test_a_preposition_is_no_swapped_word() -> None:
    assert not neighbour_rule("Never run schema changes against staging.", "schema changes never touch the staging cluster.")


@pytest.mark.parametrize("pin,unit", [
    ("Never rebase shared branches.", "Rebase shared branches whenever you like, it's fine."),
    ("Keep summaries under 50 words.", "Keep summaries over 50 words."),
    ("Write the examples in Kotlin.", "Write the examples in Scala."),
    ("N'ajoute jamais de tableaux.", "Ajoute toujours des tableaux."),
])
def test_other_polarity_mirror_words_and_swapped_names_are_other_rules(pin: str, unit: str) -> None:
    assert different_rule(pin, unit)


def test_a_name_swapped_in_the_same_frame_is_not_the_same_rule_however_it_parses() -> None:
    from memlock_core.detection.rule_identity import same_rule
    assert not same_rule("Write the examples in Kotlin.", "Write the examples in Scala.")
    assert same_rule("Write the examples in Kotlin.", "Please write the examples in Kotlin.") or \
        not different_rule("Write the examples in Kotlin.", "Please write the examples in Kotlin.")


def test_a_tool_rule_with_its_object_swapped_is_not_the_same_rule() -> None:
    from memlock_core.detection.rule_identity import same_rule
    assert not same_rule("Never touch the staging database.", "Don't touch the staging Kafka, it's shared.")
