"""scoped_writes.call_off_scope: a call that writes none of the files a scoped rule is about is not the rule's."""
from __future__ import annotations

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.scoped_writes import call_off_scope

_CI = ToolRule(intent="written_command", commands=("npm install",), paths=(".github/workflows/*",))


def test_a_shell_call_writes_no_scoped_file() -> None:
    assert call_off_scope([_CI], "Bash", [".github/workflows/build.yml"])  # the paths of a shell call are not read
    assert call_off_scope([_CI], "Write", ["src/app.ts"])
    assert not call_off_scope([_CI], "Write", [".github/workflows/build.yml"])
    assert not call_off_scope([], "Write", ["src/app.ts"])  # no rule: nothing to be outside of
