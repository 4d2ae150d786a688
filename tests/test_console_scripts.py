"""The console scripts pyproject.toml declares are the ones installed, each resolves to a callable and
starts. A missing script or a stale entry point fails here (under CI; locally a package that is not
pip-installed skips with that reason): the per-command tests (test_cli, test_claude_hooks, the MCP
tests) then exercise what each script does."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path

import pytest

from tests.require import require

REPO = Path(__file__).resolve().parent.parent
DECLARED = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
BIN = Path(sys.executable).parent


def installed_scripts() -> dict[str, str]:
    try:
        dist = distribution("memlock")
    except PackageNotFoundError:
        require(False, "memlock installed with pip (`pip install -e .`, as ./dev test does)")
    return {ep.name: ep.value for ep in dist.entry_points if ep.group == "console_scripts"}


def test_installed_entry_points_are_the_declared_ones():
    installed = installed_scripts()
    assert installed == DECLARED, "the installed console scripts differ from pyproject.toml: reinstall (pip install -e .)"
    from importlib.metadata import EntryPoint

    for name, value in DECLARED.items():
        target = EntryPoint(name, value, "console_scripts").load()
        assert callable(target), f"{name} -> {value} is not callable"


@pytest.mark.parametrize("name, stdin, expect", [
    ("memlock", None, "usage"),
    ("memlock-mcp", None, "usage"),
    ("memlock-claude-hook", "", "empty hook input"),  # fails open: exit 0, the reason on stderr
])
def test_each_console_script_starts(name, stdin, expect, tmp_path):
    assert name in DECLARED, f"{name} is no longer declared in pyproject.toml: update this test"
    installed_scripts()
    script = BIN / name
    assert script.is_file(), f"{script} is missing although memlock is installed"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MEMLOCK", "HERMES", "CLAUDE"))}
    env.update(MEMLOCK_HOME=str(tmp_path / "m"), HERMES_HOME=str(tmp_path / "h"), HOME=str(tmp_path), MEMLOCK_DAEMON="0")
    argv = [str(script)] if stdin is not None else [str(script), "--help"]
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert expect in (proc.stdout + proc.stderr).lower()


def test_every_declared_script_is_tested_here():
    assert set(DECLARED) == {"memlock", "memlock-mcp", "memlock-claude-hook"}
