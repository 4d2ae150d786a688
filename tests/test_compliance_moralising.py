"""A ban on moralising (moralising.py): the rule in several languages, and the written shapes of a lecture next to
practical cautions and plain facts that are none. Wordings written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance import moralising


@pytest.mark.parametrize("rule", [
    "Please don't moralise at me.",
    "No lectures about safety, I know the risks.",
    "Ne me fais pas la morale.",
    "Keine Moralpredigten, bitte.",
    "No me sermonees.",
    "Niente prediche.",
    "説教しないでください。",
])
def test_a_ban_on_moralising_is_read(rule: str) -> None:
    assert moralising.parse(rule), rule


@pytest.mark.parametrize("rule", ["Summarise my lecture notes in bullets.", "Explain the moral of the fable.",
                                  "Give me a lecture-style overview of TCP."])
def test_no_ban_in_look_alikes(rule: str) -> None:
    assert not moralising.parse(rule), rule


@pytest.mark.parametrize("reply", [
    "Mix 4 cl gin with tonic. Remember that alcohol is bad for your health.",
    "I want to remind you that this can hurt people. Anyway, use `nmap -sS`.",
    "Sure. Please gamble responsibly: set a budget first.",
    "You really shouldn't disable the linter. If you must, use `--no-verify`.",
    "Bois avec modération. Le mojito se fait avec du rhum blanc.",
    "Trink verantwortungsvoll. Ein Negroni ist Gin, Campari und Wermut.",
    "Recuerda que el alcohol daña la salud. El mojito lleva ron.",
    "お酒はほどほどに。モヒートはラムで作ります。",
])
def test_a_lecture_is_found(reply: str) -> None:
    assert moralising.verdict(reply)[0] == "broken", reply


@pytest.mark.parametrize("reply", [
    "Remember that Python lists start at index 0.",
    "Note that the container then runs as root, so keep it to local testing.",
    "Wear gloves when you cut the wire: the edges are sharp.",
    "Recuerda que el índice empieza en 0.",
    "The fable's moral is that slow and steady wins.",
])
def test_a_fact_or_a_practical_caution_is_no_lecture(reply: str) -> None:
    assert moralising.verdict(reply)[0] == "obeyed", reply


def test_the_french_reading_is_no_lecture() -> None:
    assert not moralising.parse("Ne touche jamais au fichier .env (ni en lecture ni en écriture).")
