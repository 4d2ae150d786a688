"""A ban of code with a judged exception ("unless it's needed") stays unchecked; what follows it is read (code_needed.py),
and Go named against another language ("Go, not Python") is the language code is written in."""
from __future__ import annotations

import pytest

from memlock_core.compliance.code_needed import without_judged_ban
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule", [
    "No code unless it's truly necessary.",
    "Geen code tenzij het noodzakelijk is.",
    "Pas de code sauf si c'est vraiment nécessaire.",
    "Kein Code, außer wenn er wirklich nötig ist.",
    "Nada de código a menos que sea imprescindible.",
])
def test_judged_ban_alone_unchecked(rule: str) -> None:
    assert without_judged_ban(rule) == ""
    assert propose_check(rule) is None


@pytest.mark.parametrize("rule", [
    "No snippets unless really needed, and when you do: Rust, not Python.",
    "Geen code tenzij het nodig is; als het moet: Rust, geen Python.",
    "Sin código salvo que sea necesario, y si hace falta: Rust, no Python.",
    "Kein Code, außer wenn es nötig ist. Und wenn doch: Rust, nicht Python.",
])
def test_what_follows_the_judged_ban_is_read(rule: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None
    assert found.check.reply.code_languages == ("rust",)
    assert "no_code" not in found.check.reply.format


@pytest.mark.parametrize("rule", ["Go, not Python, for every snippet.", "Snippets: Go, geen Python.",
                                  "Beispiele: Go, nicht Python."])
def test_go_against_another_language(rule: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None and found.check.reply.code_languages == ("go",)


@pytest.mark.parametrize("rule", ["No code unless I ask for it.", "Keep answers short unless I ask for detail."])
def test_measurable_exceptions_untouched(rule: str) -> None:
    assert without_judged_ban(rule) is None


@pytest.mark.parametrize("rule", ["Go ahead, not python yet.", "Go, not now."])
def test_go_as_a_verb_is_no_language(rule: str) -> None:
    found = propose_check(rule)
    assert found is None or found.check.reply is None or "go" not in found.check.reply.code_languages
