"""The judgement gate: a rule about honesty or care names no object a check could measure, so it gets none;
the build tool named in a real command rule still gets its check. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule", [
    "If you aren't sure, say so; never make facts up.",
    "Don't make numbers up when you lack data.",
    "Be truthful and do not make things up.",
    "never make the figures up, ask me instead",
])
def test_make_as_the_english_phrasal_verb_gets_no_command_check(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is None or proposal.check.tool is None


@pytest.mark.parametrize("rule, command", [
    ("Don't run make deploy without asking.", "make deploy"),
    ("never make release", "make release"),
    ("Nie uruchamiaj make clean.", "make clean"),
])
def test_make_as_the_build_tool_keeps_its_check(rule: str, command: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None
    assert any(command in r.commands for r in proposal.check.tool.forbid)
