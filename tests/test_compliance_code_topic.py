"""Code named as a rule's topic heading ("Shader code: no branching") is no ban of code in the reply (code_topic)."""
from __future__ import annotations

import pytest

from memlock_core.compliance.code_topic import code_is_topic
from memlock_core.compliance.propose import propose_check


def _formats(rule: str) -> tuple[str, ...]:
    proposal = propose_check(rule)
    reply = proposal.check.reply if proposal is not None else None
    return reply.format if reply is not None else ()


@pytest.mark.parametrize("rule", [
    "Shader code: no dynamic branching.",
    "Embedded code: never malloc after init.",
    "Migration code — no raw DELETE statements.",
    "Código de los tests: nada de mocks globales.",
    "Produktivcode: keine globalen Variablen.",
    "Code du pilote : pas de printf.",
])
def test_a_topic_heading_bans_no_code(rule: str) -> None:
    assert "no_code" not in _formats(rule)


@pytest.mark.parametrize("rule", [
    "No code in your answers, just words.",
    "Code: none, explain in prose.",
    "Never paste code: describe the fix.",
])
def test_a_ban_of_code_itself_stays(rule: str) -> None:
    assert "no_code" in _formats(rule)


def test_the_reader() -> None:
    text = "Kernel code: no floating point."
    assert code_is_topic(text, text.index("code"), text.index("code") + 4)
    text = "We reviewed the code yesterday: no issues."
    assert not code_is_topic(text, text.index("code"), text.index("code") + 4)
