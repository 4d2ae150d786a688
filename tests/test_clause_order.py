"""A "before ..." condition put first reads like the same rule with the condition after its main clause. Examples
written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.clause_order import condition_last
from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import judge_call


@pytest.mark.parametrize("text, moved", [
    ("Before removing any files, check with me.", "Check with me before removing any files."),
    ("Avant de supprimer un fichier, demande-moi. Toujours.", "Demande-moi avant de supprimer un fichier. Toujours."),
    ("Keep it short. Before you delete anything, ask!", "Keep it short. Ask before you delete anything!"),
])
def test_the_condition_moves_after_the_main_clause(text: str, moved: str) -> None:
    assert condition_last(text) == moved


@pytest.mark.parametrize("text", ["Ask me before deleting files.", "Run the linter, before and after edits.", "No emoji."])
def test_nothing_to_move(text: str) -> None:
    assert condition_last(text) is None


@pytest.mark.parametrize("rule", ["Before removing any file, ask me first.", "Antes de eliminar archivos, pregúntame."])
def test_a_condition_first_delete_rule_gets_its_tool_check(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and "no_delete" in proposal.kinds, rule
    assert judge_call(rule, "Bash", {"command": "rm -rf build/"}) == "broken"
    assert judge_call(rule, "Bash", {"command": "ls build/"}) in ("obeyed", "not_applicable")
