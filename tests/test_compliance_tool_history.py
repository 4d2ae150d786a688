"""A branch's history rewritten, however the call does it (rebase, amend, a reset back, a branch forced,
a ref updated by hand, the history filters), judged on the branch it happens to: the one a call names or
the one checked out earlier in the turn. And open example lists of an act ("publish anything (npm
publish, twine upload, etc.)") that do not close the class (issue 21, the analyser of issue 20)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.intent.action import REWRITE
from memlock_core.compliance.intent.memory import TurnMemory
from memlock_core.compliance.intent.tools import analyse_call
from memlock_core.compliance.propose import propose_check


def _rewrites(command: str, branch: str = "") -> list[str]:
    memory = TurnMemory()
    memory.branch = branch
    return [a.branch for a in analyse_call("Bash", {"command": command}, memory, None, "") if a.kind == REWRITE]


@pytest.mark.parametrize("command, on, rewritten", [
    ("git rebase origin/trunk", "topic", ["topic"]),
    ("git rebase trunk topic-2", "x", ["topic-2"]),
    ("git commit --amend -m 'better words'", "trunk", ["trunk"]),
    ("git reset --soft HEAD~3", "trunk", ["trunk"]),
    ("git reset --hard v2.0.1", "trunk", ["trunk"]),
    ("git branch --force trunk 1a2b3c4", "x", ["trunk"]),
    ("git update-ref refs/heads/trunk HEAD^", "x", ["trunk"]),
    ("git filter-repo --invert-paths --path keys/", "x", ["*"]),
    ("git switch trunk && git commit --amend --no-edit", "topic", ["trunk"]),
])
def test_history_rewrites_are_read_with_their_branch(command: str, on: str, rewritten: list[str]) -> None:
    assert _rewrites(command, on) == rewritten


@pytest.mark.parametrize("command", [
    "git rebase --continue", "git reset HEAD", "git reset -- notes.txt", "git commit -m 'new work'",
    "git branch -d old-topic", "git update-ref -d refs/heads/gone", "git log --oneline",
])
def test_commands_that_rewrite_nothing(command: str) -> None:
    assert _rewrites(command, "trunk") == []


def _verdict(rule: str, command: str, before: str = "") -> str:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    memory = TurnMemory()
    if before:
        analyse_call("Bash", {"command": before}, memory, None, "")
    [verdict] = check_tool_call([anchor], "Bash", {"command": command}, memory=memory, user_message="ok")
    return verdict.outcome


EN = "Do not alter the history of trunk in any way - no rebasing, no amending, no resets there."
FR = "Ne modifie jamais l'historique de master : pas de rebase, pas d'amend."


@pytest.mark.parametrize("rule, before, command, outcome", [
    (EN, "git switch topic/pay", "git rebase trunk", "obeyed"),
    (EN, "git switch topic/pay", "git commit --amend --no-edit", "obeyed"),
    (EN, "git switch trunk", "git commit --amend --no-edit", "broken"),
    (EN, "git switch trunk", "git reset --hard 9f8e7d6", "broken"),
    (EN, "", "git branch -f trunk HEAD~1", "broken"),
    (FR, "git checkout master", "git rebase -i HEAD~3", "broken"),
    (FR, "git checkout fix/typo", "git rebase -i HEAD~3", "obeyed"),
])
def test_a_rewrite_rule_scoped_to_a_branch(rule: str, before: str, command: str, outcome: str) -> None:
    assert _verdict(rule, command, before) == outcome


OPEN = "Don't publish any packages anywhere (npm publish, twine upload and so on)."


@pytest.mark.parametrize("command, outcome", [
    ("poetry publish --build", "broken"),
    ("uv publish", "broken"),
    ("npm publish --dry-run", "obeyed"),
    ("npm pack", "obeyed"),
])
def test_an_open_list_of_examples_does_not_close_the_act(command: str, outcome: str) -> None:
    assert _verdict(OPEN, command) == outcome
