"""memlock_setup.py without --harness: the detection matrix on prepared Hermes homes, the provider
choice and --provider override, writing only the memlock: section (backup first, comments and key
order kept), --dry-run, exit codes, --prune-days, and SKILL.md loaded by Hermes's own skill loader."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parent.parent
SETUP = REPO / "memlock_setup.py"

CONFIG = """# my Hermes config
model:
  default: gpt-4o   # the model I use
memlock:
  detection: keyword   # keep it cheap
  reverse_limit: 20
compression:
  threshold: 0.6
"""


class Box:
    """A prepared machine: $HOME, $HERMES_HOME and a PATH that holds only what the test puts there."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.user = tmp / "user"
        self.user.mkdir()
        self.home = tmp / "hermes"
        self.bin = tmp / "bin"
        self.bin.mkdir()
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith(("CLAUDE", "MEMLOCK", "SEVERIAN", "MNEMOSYNE")) or k == "MEMLOCK_DAEMON"}
        self.env.update(HOME=str(self.user), HERMES_HOME=str(self.home), PATH=str(self.bin),
                        MEMLOCK_HOME=str(tmp / "memlock-home"))
        self.config = self.home / "config.yaml"

    def hermes(self, config: str = CONFIG) -> "Box":
        self.home.mkdir(exist_ok=True)
        self.config.write_text(config)
        return self

    def run(self, *args: str, **env: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(SETUP), *args], capture_output=True, text=True,
                              env={**self.env, **env}, cwd=str(self.tmp), timeout=120)

    def memlock(self) -> dict:
        return yaml.safe_load(self.config.read_text())["memlock"]

    def backups(self) -> list[Path]:
        return sorted(self.home.glob("config.yaml.memlock-backup-*"))


@pytest.fixture
def box(tmp_path) -> Box:
    return Box(tmp_path)


def _user_md(box: Box) -> None:
    (box.home / "memories").mkdir(parents=True, exist_ok=True)
    (box.home / "memories" / "USER.md").write_text("User prefers bullet points")


def _holographic(box: Box) -> None:
    box.config.write_text(CONFIG + "memory:\n  provider: holographic\n")


def _mnemosyne_dir(box: Box) -> None:
    (box.home / "plugins" / "mnemosyne").mkdir(parents=True)


def _mnemosyne_enabled(box: Box) -> None:
    box.config.write_text(CONFIG + "plugins:\n  enabled: [mnemosyne]\n")


def _severian_dir(box: Box) -> None:
    (box.home / "plugins" / "severian").mkdir(parents=True)
    (box.home / "plugins" / "severian" / "plugin.yaml").write_text("name: severian\n")


MATRIX = {
    "bare hermes": ([], {}, "auto"),
    "USER.md": ([_user_md], {}, "hermes"),
    "holographic": ([_holographic, _user_md], {}, "holographic"),
    "mnemosyne plugin dir": ([_mnemosyne_dir, _user_md], {}, "mnemosyne"),
    "mnemosyne enabled": ([_mnemosyne_enabled], {}, "mnemosyne"),
    "severian DSN": ([_user_md], {"SEVERIAN_DSN": "postgresql://sev:s3cret@db/severian"}, "severian"),
    "severian plugin dir": ([_severian_dir, _holographic, _mnemosyne_dir], {}, "severian"),
}


@pytest.mark.parametrize("case", list(MATRIX))
def test_detection_matrix(box, case):
    prepare, env, expected = MATRIX[case]
    box.hermes()
    for step in prepare:
        step(box)
    before = box.config.read_text()
    result = box.run(**env)
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    for what in ("Hermes home", "memlock plugin installed", "memlock plugin enabled", "Claude Code", "Severian",
                 "Mnemosyne", "holographic fact store", "Hermes USER.md"):
        assert f"] {what}:" in out, (what, out)  # every finding is reported, found or not
    section = box.memlock()
    assert section["preference_adapter"] == expected and section["reverse_audit"] is True
    assert section["detection"] == "keyword" and section["reverse_limit"] == 20  # the user's keys stay
    assert "s3cret" not in box.config.read_text()  # a DSN is never copied into config.yaml
    assert "memlock" in yaml.safe_load(box.config.read_text())["plugins"]["enabled"]
    assert [b.read_text() for b in box.backups()] == [before]
    skill = box.home / "skills" / "memlock" / "SKILL.md"
    assert skill.read_text() == (REPO / "SKILL.md").read_text()
    if case == "severian plugin dir":
        assert "several stores found (severian, mnemosyne, holographic)" in out


def test_comments_and_key_order_kept_and_rerun_changes_nothing(box):
    box.hermes()
    _user_md(box)
    assert box.run().returncode == 0
    text = box.config.read_text()
    for comment in ("# my Hermes config", "# the model I use", "# keep it cheap"):
        assert comment in text
    assert list(yaml.safe_load(text)) == ["model", "memlock", "compression", "plugins"]
    assert list(box.memlock()) == ["detection", "reverse_limit", "reverse_audit", "preference_adapter"]
    again = box.run()
    assert again.returncode == 0 and "nothing to change" in again.stdout and len(box.backups()) == 1


def test_provider_override_and_mnemosyne_env_path(box, tmp_path):
    box.hermes()
    _user_md(box)
    db = tmp_path / "mn" / "store.db"
    result = box.run("--provider", "mnemosyne", MNEMOSYNE_DB_PATH=str(db))
    assert result.returncode == 0, result.stderr
    assert "was not detected here; configured as asked" in result.stdout
    assert box.memlock()["preference_adapter"] == "mnemosyne" and box.memlock()["adapter_db_path"] == str(db)
    assert box.run("--provider", "none").returncode == 0
    assert box.memlock()["reverse_audit"] is False and box.memlock()["preference_adapter"] == "none"


def test_dry_run_reports_only(box):
    box.hermes()
    _user_md(box)
    result = box.run("--dry-run")
    assert result.returncode == 0 and "dry run, nothing written" in result.stdout
    assert "memlock.preference_adapter: 'hermes'" in result.stdout
    assert box.config.read_text() == CONFIG and not box.backups()
    assert not (box.home / "skills").exists() and not (box.home / "plugins" / "memlock").is_symlink()


def test_nothing_detected_exits_1_with_guidance(box):
    result = box.run()
    assert result.returncode == 1, result.stdout + result.stderr
    assert "No Hermes Agent and no Claude Code found" in result.stdout and "--harness claude-code" in result.stdout
    assert not box.home.exists()


def test_claude_code_only_points_at_the_claude_install(box):
    (box.user / ".claude").mkdir()
    result = box.run()
    assert result.returncode == 1
    assert "[x] Claude Code" in result.stdout and "python memlock_setup.py --harness claude-code" in result.stdout
    assert not (box.user / ".claude" / "settings.json").exists()  # nothing written without --harness


def test_hermes_found_by_its_command(box):
    hermes = box.bin / "hermes"
    hermes.write_text("#!/bin/sh\nexit 0\n")
    hermes.chmod(0o755)
    result = box.run("--dry-run")
    assert result.returncode == 0 and "[x] hermes command" in result.stdout


def test_errors_exit_2(box):
    box.hermes("memlock: [not, a, mapping]\n")
    result = box.run()
    assert result.returncode == 2 and "'memlock' must be a mapping" in result.stderr
    box.hermes("key: [unclosed\n")
    assert box.run().returncode == 2
    assert box.run("--uninstall").returncode == 2


def test_prune_days(box):
    from memlock_core.pinstore.factory import open_pin_store  # noqa: F401 - the store a global pin lives in

    box.hermes()
    memlock_home = Path(box.env["MEMLOCK_HOME"])
    pinned = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", "pin", "--scope", "global",
                             "Never touch prod"], capture_output=True, text=True, env=box.env, cwd=str(box.tmp))
    assert pinned.returncode == 0, pinned.stdout + pinned.stderr
    sessions = memlock_home / "sessions"
    sessions.mkdir(parents=True, exist_ok=True)
    from memlock_core.session.state import SessionState
    from memlock_core.session.state_store import SessionStore

    store = SessionStore(memlock_home)
    for sid, age_days in (("old", 40), ("new", 1)):
        state = SessionState(session_id=sid, last_active_at=time.time() - age_days * 86400)
        store.save(state)
    refused = box.run("--prune-days", "3")
    assert refused.returncode == 2 and "at least 7" in refused.stderr
    assert {row[0] for row in store.list_sessions()} == {"old", "new"}
    dry = box.run("--prune-days", "30", "--dry-run")
    assert dry.returncode == 0 and "would remove 1 session" in dry.stdout
    done = box.run("--prune-days", "30")
    assert done.returncode == 0 and "removed 1 session" in done.stdout, done.stdout + done.stderr
    assert {row[0] for row in store.list_sessions()} == {"new"}
    listed = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", "pins", "list", "--json"], capture_output=True,
                            text=True, env=box.env, cwd=str(box.tmp))
    assert "Never touch prod" in listed.stdout  # durable pins are never pruned
    assert box.config.read_text() == CONFIG  # prune does nothing else


def test_skill_loads_with_hermes_own_loader(box, monkeypatch):
    box.hermes()
    assert box.run().returncode == 0
    monkeypatch.setenv("HERMES_HOME", str(box.home))
    from tools import skill_manager_tool, skills_tool

    content = (box.home / "skills" / "memlock" / "SKILL.md").read_text()
    assert skill_manager_tool._validate_frontmatter(content) is None
    monkeypatch.setattr(skills_tool, "SKILLS_DIR", box.home / "skills")
    listed = json.loads(skills_tool.skills_list())
    entry = [s for s in listed["skills"] if s["name"] == "memlock"]
    assert entry and "standing instructions" in entry[0]["description"], listed
    viewed = json.loads(skills_tool.skill_view("memlock"))
    assert viewed["success"], viewed
    assert "Update in place" in viewed["content"] and "Reading /guard" in viewed["content"]
