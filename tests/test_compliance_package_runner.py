"""A package runner's flags after the program belong to the program (``npx prettier --write``), and an npm script
named ``test:KIND`` runs that part of the suite when there is no package.json to read."""
from __future__ import annotations

import pytest

from memlock_core.compliance.intent.action import TEST_RUN, WRITE
from memlock_core.compliance.tool_eval import analyse


def _kinds(command: str) -> list[tuple[str, str]]:
    return [(a.kind, a.path) for a in analyse("Bash", {"command": command}, None, None, "")]


@pytest.mark.parametrize("command", ["npx prettier --write src/", "npx -y prettier --write src/",
                                     "pnpm exec eslint --fix .", "yarn dlx prettier --write src/"])
def test_runner_keeps_the_programs_flags(command: str) -> None:
    assert any(kind == WRITE for kind, _ in _kinds(command))


@pytest.mark.parametrize("command", ["npx prettier --check src/", "npx eslint src/"])
def test_check_only_writes_nothing(command: str) -> None:
    assert not any(kind == WRITE for kind, _ in _kinds(command))


@pytest.mark.parametrize("command, part", [("npm run test:e2e", "e2e"), ("yarn test:unit", "unit"),
                                           ("pnpm test:integration", "integration"), ("npm run test", "")])
def test_test_script_names_the_part(command: str, part: str) -> None:
    assert (TEST_RUN, part) in _kinds(command)


def test_other_scripts_are_no_test_run() -> None:
    assert not any(kind == TEST_RUN for kind, _ in _kinds("npm run build"))
    assert not any(kind == TEST_RUN for kind, _ in _kinds("npm run contest"))
