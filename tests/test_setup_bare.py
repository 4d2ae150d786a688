"""The setup wizard's dry run on a bare machine: a fresh, empty ``HERMES_HOME`` (no config.yaml yet)
and a Python without ruamel.yaml. It needs nothing beyond the core (pyyaml) and exits as documented
(``--help``: 0 configured, 1 nothing detected, 2 error), writing nothing.

Run as a subprocess, as a user runs it: with this venv's Python with ruamel.yaml made unimportable,
and with the system Python (``/usr/bin/python3 -I``) where it has no ruamel.yaml.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.require import require

REPO = Path(__file__).resolve().parent.parent
SETUP = REPO / "memlock_setup.py"
SYSTEM_PYTHON = "/usr/bin/python3"
# ruamel.yaml unimportable (None in sys.modules makes `import ruamel` raise ImportError), then the script
NO_RUAMEL = ("import runpy, sys; sys.modules['ruamel'] = None; sys.argv = sys.argv[1:]; "
             "runpy.run_path(sys.argv[0], run_name='__main__')")


def _system_python() -> list[str]:
    probe = "import sys, yaml; sys.exit(0 if sys.version_info >= (3, 11) else 3)"
    ok = os.path.exists(SYSTEM_PYTHON) and subprocess.run([SYSTEM_PYTHON, "-I", "-c", probe]).returncode == 0
    require(ok, f"a system Python 3.11+ with pyyaml at {SYSTEM_PYTHON} (the core's one dependency)")
    has_ruamel = subprocess.run([SYSTEM_PYTHON, "-I", "-c", "import ruamel.yaml"], capture_output=True).returncode == 0
    require(not has_ruamel, f"a system Python without ruamel.yaml ({SYSTEM_PYTHON} has it)")
    return [SYSTEM_PYTHON, "-I", str(SETUP)]


PYTHONS = {"venv-without-ruamel": lambda: [sys.executable, "-c", NO_RUAMEL, str(SETUP)], "system": _system_python}


def _dry_run(argv: list[str], tmp_path: Path, hermes_home: Path) -> subprocess.CompletedProcess:
    user = tmp_path / "user"
    user.mkdir(exist_ok=True)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(user), "HERMES_HOME": str(hermes_home), "LANG": "C.UTF-8"}
    return subprocess.run([*argv, "--dry-run"], capture_output=True, text=True, env=env, cwd=user, timeout=120)


@pytest.mark.parametrize("python", sorted(PYTHONS))
def test_dry_run_on_an_empty_hermes_home_exits_0_and_writes_nothing(python, tmp_path):
    home = tmp_path / "hermes"
    home.mkdir()
    run = _dry_run(PYTHONS[python](), tmp_path, home)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "dry run, nothing written" in run.stdout
    assert f"{home / 'config.yaml'}: create" in run.stdout and "plugins.enabled: added memlock" in run.stdout
    assert "ruamel" not in run.stderr
    assert list(home.iterdir()) == [], "a dry run wrote something"


@pytest.mark.parametrize("python", sorted(PYTHONS))
def test_dry_run_with_nothing_to_set_up_exits_1_with_guidance(python, tmp_path):
    run = _dry_run(PYTHONS[python](), tmp_path, tmp_path / "no-hermes-here")
    assert run.returncode == 1, run.stdout + run.stderr
    assert "No Hermes Agent and no Claude Code found" in run.stdout
    assert not (tmp_path / "no-hermes-here").exists()


def test_the_documented_exit_codes_are_these():
    shown = subprocess.run([sys.executable, str(SETUP), "--help"], capture_output=True, text=True, timeout=60).stdout
    assert "0 configured, 1 nothing detected (guidance printed), 2 error" in " ".join(shown.split())


def test_without_ruamel_the_config_it_creates_keeps_both_edits(tmp_path):
    """Not a dry run: the config.yaml created without ruamel.yaml has the plugin enabled AND the
    memlock section (the pyyaml fallback used to write the section alone)."""
    import yaml

    home = tmp_path / "hermes"
    home.mkdir()
    user = tmp_path / "user"
    user.mkdir()
    env = {"PATH": "/usr/bin:/bin", "HOME": str(user), "HERMES_HOME": str(home), "LANG": "C.UTF-8"}
    run = subprocess.run([sys.executable, "-c", NO_RUAMEL, str(SETUP)], capture_output=True, text=True, env=env,
                         cwd=user, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    config = yaml.safe_load((home / "config.yaml").read_text(encoding="utf-8"))
    assert "memlock" in config["plugins"]["enabled"]
    assert config["memlock"]["reverse_audit"] is True
