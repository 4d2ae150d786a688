"""memlock_setup.py --harness hermes: plugin link/copy into $HERMES_HOME/plugins/memlock and
`memlock` in plugins.enabled of $HERMES_HOME/config.yaml, keeping every other key and comment."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.require import require

REPO = Path(__file__).resolve().parent.parent
SETUP = REPO / "memlock_setup.py"

CONFIG = """# my Hermes config
model:
  default: gpt-4o   # the model I use
plugins:
  enabled: [other-plugin]
memlock:
  detection: keyword   # keep it cheap
compression:
  threshold: 0.6
"""


class Hermes:
    def __init__(self, tmp: Path):
        self.home = tmp / "hermes"
        self.home.mkdir()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "MEMLOCK")) or k == "MEMLOCK_DAEMON"}
        self.env.update(HOME=str(tmp / "user"), HERMES_HOME=str(self.home))
        self.config = self.home / "config.yaml"
        self.plugin = self.home / "plugins" / "memlock"

    def run(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(SETUP), "--harness", "hermes", *args], capture_output=True,
                              text=True, env=self.env, cwd=str(self.home), timeout=120)

    def backups(self) -> list[Path]:
        return sorted(self.home.glob("config.yaml.memlock-backup-*"))


@pytest.fixture
def h(tmp_path) -> Hermes:
    return Hermes(tmp_path)


def test_link_install_keeps_config_comments_and_round_trips(h):
    h.config.write_text(CONFIG)
    result = h.run()
    assert result.returncode == 0, result.stderr
    assert h.plugin.is_symlink() and h.plugin.resolve() == REPO and (h.plugin / "plugin.yaml").is_file()
    text = h.config.read_text()
    data = yaml.safe_load(text)
    assert data["plugins"]["enabled"] == ["other-plugin", "memlock"]
    assert data["memlock"] == {"detection": "keyword"} and data["compression"] == {"threshold": 0.6}
    for comment in ("# my Hermes config", "# the model I use", "# keep it cheap"):
        assert comment in text
    assert [b.read_text() for b in h.backups()] == [CONFIG]

    again = h.run()
    assert again.returncode == 0 and "nothing to change" in again.stdout and len(h.backups()) == 1

    removed = h.run("--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert not h.plugin.exists() and not h.plugin.is_symlink()
    assert h.config.read_text() == CONFIG  # byte for byte what the user had


def test_missing_config_is_created_and_dry_run_writes_nothing(h):
    dry = h.run("--dry-run")
    assert dry.returncode == 0 and "dry run" in dry.stdout
    assert not h.config.exists() and not h.plugin.exists()
    assert h.run().returncode == 0
    assert yaml.safe_load(h.config.read_text()) == {"plugins": {"enabled": ["memlock"]}}


def test_copy_install_is_a_self_contained_plugin(h):
    h.config.write_text(CONFIG)
    assert h.run("--copy").returncode == 0
    assert h.plugin.is_dir() and not h.plugin.is_symlink()
    for item in ("plugin.yaml", "__init__.py", "memlock_core/session/engine.py", "memlock_adapters/hermes_plugin.py"):
        assert (h.plugin / item).is_file()
    assert not list(h.plugin.rglob("__pycache__"))
    assert h.run("--uninstall").returncode == 0 and not h.plugin.exists()


def test_refuses_what_it_did_not_install(h):
    h.plugin.mkdir(parents=True)
    (h.plugin / "__init__.py").write_text("# someone else's plugin")
    result = h.run()
    assert result.returncode == 2 and "not installed by memlock_setup.py" in result.stderr
    assert (h.plugin / "__init__.py").read_text() == "# someone else's plugin"
    h.config.write_text("plugins: [not, a, mapping]\n")
    (h.plugin / "__init__.py").unlink()
    h.plugin.rmdir()
    result = h.run()
    assert result.returncode == 2 and "must be a mapping" in result.stderr
    assert h.config.read_text() == "plugins: [not, a, mapping]\n"


def test_warns_when_disabled_wins(h):
    h.config.write_text("plugins:\n  enabled: []\n  disabled: [memlock]\n")
    result = h.run()
    assert result.returncode == 0 and "plugins.disabled" in result.stdout


def test_real_hermes_sees_the_plugin_enabled(h):
    hermes = Path(sys.executable).with_name("hermes")
    require(hermes.is_file(), "hermes-agent's `hermes` command (the [hermes] extra)")

    def listed() -> str:
        proc = subprocess.run([str(hermes), "plugins", "list", "--plain", "--no-bundled"], capture_output=True,
                              text=True, env=h.env, cwd=str(h.home), timeout=120)
        assert proc.returncode == 0, proc.stderr
        return next((line for line in proc.stdout.splitlines() if line.split()[-1:] == ["memlock"]), "")

    h.config.write_text(CONFIG)
    assert h.run().returncode == 0
    assert listed().split()[0] == "enabled"
    assert h.run("--uninstall").returncode == 0
    assert not listed().startswith("enabled")
