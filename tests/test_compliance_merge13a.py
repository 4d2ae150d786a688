"""The merge of ctool13a into main: one implementation per class (scoped_writes for rules scoped to a kind of file,
version_field for a manifest's version, allowed_forms for a wrapper gone through, connect_guesses for a host in a
text filter's pattern), checked on sentences of their own."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck, ToolCheck
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.tool_rule import parse_tool_rules


def _verdict(rule: str, tool: str, args: dict) -> str:
    parsed = parse_tool_rules(rule)
    anchor = Anchor(id="p", text=rule, reminder=rule, check=PinCheck(tool=ToolCheck(forbid=tuple(parsed.rules))))
    return check_tool_call([anchor], tool, args)[0].outcome


@pytest.mark.parametrize("rule, tool, args, expected", [
    # a rule scoped to a kind of file: a shell call is not the rule's, a write of such a file is judged on its lines
    ("In the Makefile never run pip install.", "Bash", {"command": "pip install rich"}, "not_applicable"),
    ("In the Makefile never run pip install.", "Write", {"file_path": "Makefile", "content": "deps:\n\tpip install -e .\n"},
     "broken"),
    ("In the Makefile never run pip install.", "Write", {"file_path": "Makefile", "content": "deps:\n\tuv sync\n"},
     "obeyed"),
    ("In the Makefile never run pip install.", "Write", {"file_path": "scripts/setup.sh", "content": "pip install -e .\n"},
     "not_applicable"),
    # reaching past the files ("anywhere", "localement"): the shell is the rule's too
    ("Never yarn upgrade, in the CI pipelines or anywhere else.", "Bash", {"command": "yarn upgrade"}, "broken"),
])
def test_scoped_rules_one_reader(rule: str, tool: str, args: dict, expected: str) -> None:
    assert _verdict(rule, tool, args) == expected


@pytest.mark.parametrize("rule, args, expected", [
    ("Do not bump the version in Cargo.toml.", {"file_path": "Cargo.toml", "old_string": 'version = "0.3.1"',
                                                  "new_string": 'version = "0.4.0"'}, "broken"),
    ("Do not bump the version in Cargo.toml.", {"file_path": "Cargo.toml", "old_string": "[dependencies]",
                                                  "new_string": "[dependencies]\nserde = \"1\""}, "obeyed"),
    # the whole file kept, its version said after a comma: every edit breaks it
    ("Don't edit pyproject.toml, and that includes the version.", {"file_path": "pyproject.toml",
                                                                   "old_string": "[tool.ruff]",
                                                                   "new_string": "[tool.ruff]\nline-length = 100"},
     "broken"),
])
def test_version_field_or_whole_file(rule: str, args: dict, expected: str) -> None:
    assert _verdict(rule, "Edit", args) == expected


@pytest.mark.parametrize("rule, command, expected", [
    ("Las migraciones pasan por `make migrate`, nunca alembic directamente.", "alembic upgrade head", "broken"),
    ("Las migraciones pasan por `make migrate`, nunca alembic directamente.", "make migrate", "obeyed"),
    ("Les migrations passent par `make migrate`, jamais alembic directement.", "make migrate ENV=dev", "obeyed"),
    ("Les migrations passent par `make migrate`, jamais alembic directement.", "alembic downgrade -1", "broken"),
])
def test_wrapper_gone_through(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, "Bash", {"command": command}) == expected


@pytest.mark.parametrize("rule, command, expected", [
    ("No kubectl against prod-eu.", "zgrep -c prod-eu /var/log/deploy.log.gz", "obeyed"),
    ("No kubectl against prod-eu.", "kubectl --context prod-eu get pods", "broken"),
    # a URL's host in hex is no host named for certain: the decoded address is the one reached
    ("Never connect to 10.1.2.3.", "curl -s http://0x0a010203:8080/health", "broken"),
    ("Never connect to 10.1.2.3.", "curl -s http://0x0a010204:8080/health", "obeyed"),
])
def test_host_named_where_it_is_reached(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, "Bash", {"command": command}) == expected
