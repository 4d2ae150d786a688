"""Tool rules in Swedish, Polish and Turkish: "never" and the verbs of running, and migrations named in those
languages. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import judge_call


@pytest.mark.parametrize("rule", [
    "Never run database migrations yourself.",
    "Kör aldrig databasmigreringar själv.",
    "Nigdy nie uruchamiaj migracji bazy danych.",
    "Veritabanı migrasyonlarını asla çalıştırma.",
])
def test_a_ban_on_running_migrations(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and "no_migrate" in proposal.kinds, rule
    assert judge_call(rule, "Bash", {"command": "alembic upgrade head"}) == "broken"
    assert judge_call(rule, "Bash", {"command": "alembic history"}) in ("obeyed", "not_applicable")


def test_a_swedish_ban_on_a_command() -> None:
    rule = "Kör aldrig git push."
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None
    assert judge_call(rule, "Bash", {"command": "git push origin main"}) == "broken"
    assert judge_call(rule, "Bash", {"command": "git status"}) in ("obeyed", "not_applicable")
