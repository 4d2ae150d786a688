"""One definition of a place a restatement names by a proper or file name (slots and neighbour share it)."""
from __future__ import annotations

from memlock_core.detection.slots import named_place


def test_a_file_or_proper_name_with_its_determiner_is_a_place() -> None:
    assert named_place("Indent with four spaces.", "Indent with four spaces in the Dockerfile.")
    assert named_place("Einrückung mit vier Leerzeichen.", "Einrückung mit vier Leerzeichen im Dockerfile.")
    assert named_place("Indente avec quatre espaces.", "Indente avec quatre espaces dans le Makefile.")


def test_a_capitalised_noun_without_a_determiner_is_no_name() -> None:
    # German capitalises every noun: "in Grad Celsius" says how, not where
    assert not named_place("Gib Temperaturen immer in Celsius an.", "Alle Temperaturen bitte in Grad Celsius.")
    assert not named_place("Indent with four spaces.", "Indent with four spaces in the plan.")  # the work at hand


def test_the_pins_own_place_is_not_another() -> None:
    assert not named_place("Indent the Dockerfile with four spaces.", "Indent with four spaces in the Dockerfile.")
