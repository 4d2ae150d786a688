"""memlock_setup.py --harness claude-code: the real CLI, run as a subprocess against settings files
that already hold other hooks, in a private HOME (never the developer's ~/.claude)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claude_format import Transcript, payload  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
SETUP = REPO / "memlock_setup.py"

OTHER_HOOKS = {
    "permissions": {"allow": ["Bash(npm test:*)"]},
    "model": "sonnet",
    "hooks": {
        "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "echo hello"}]}],
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "/usr/local/bin/audit-bash"}]}],
        "UserPromptSubmit": [{"hooks": [{"type": "command", "command": "python3 ~/bin/prompt-log.py", "timeout": 5}]}],
    },
}


class Setup:
    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.user = tmp / "user"
        self.hermes = tmp / "hermes"
        self.project = tmp / "project"
        (self.project / ".git").mkdir(parents=True)
        self.user.mkdir()
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "MEMLOCK")) or k == "MEMLOCK_DAEMON"}
        self.bin = tmp / "bin"  # a private PATH: what `claude --version` says is up to each test
        self.bin.mkdir()
        self.env.update(HOME=str(self.user), HERMES_HOME=str(self.hermes), MEMLOCK_HOME=str(tmp / "memlock-home"),
                        PATH=f"{self.bin}:/usr/bin:/bin")

    def fake_claude(self, version: str) -> None:
        script = self.bin / "claude"
        script.write_text(f"#!/bin/sh\necho '{version} (Claude Code)'\n")
        script.chmod(0o755)

    def run(self, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, str(SETUP), "--harness", "claude-code", *args], capture_output=True,
                              text=True, env=self.env, cwd=str(cwd or self.project), timeout=120)

    @property
    def settings(self) -> Path:
        return self.project / ".claude" / "settings.json"

    def backups(self, directory: Path) -> list[Path]:
        return sorted(directory.glob("*.memlock-backup-*"))


@pytest.fixture
def s(tmp_path) -> Setup:
    return Setup(tmp_path)


def memlock_commands(settings: dict) -> dict[str, list[str]]:
    out = {}
    for event, groups in settings.get("hooks", {}).items():
        cmds = [h["command"] for g in groups for h in g.get("hooks", []) if "memlock_adapters" in h["command"]]
        if cmds:
            out[event] = cmds
    return out


def test_install_merges_into_existing_settings_and_round_trips(s):
    s.settings.parent.mkdir(parents=True)
    original = json.dumps(OTHER_HOOKS, indent=4) + "\n"
    s.settings.write_text(original)
    s.fake_claude("2.1.80")
    first = s.run()
    assert first.returncode == 0, first.stderr
    data = json.loads(s.settings.read_text())
    assert data["permissions"] == OTHER_HOOKS["permissions"] and data["model"] == "sonnet"
    for event in ("SessionStart", "UserPromptSubmit", "PreToolUse"):  # the user's own hooks are still there, first
        assert data["hooks"][event][0] == OTHER_HOOKS["hooks"][event][0]
    assert "matcher" not in data["hooks"]["PreToolUse"][-1]  # memlock's compliance hook sees every tool
    mine = memlock_commands(data)
    assert set(mine) == {"SessionStart", "PreCompact", "UserPromptSubmit", "PostCompact", "PreToolUse", "Stop"}
    assert all(len(c) == 1 for c in mine.values())
    start = data["hooks"]["SessionStart"][-1]
    assert start["matcher"] == "startup|resume|clear|compact" and start["hooks"][0]["timeout"] == 30
    assert "matcher" not in data["hooks"]["UserPromptSubmit"][-1]
    backups = s.backups(s.settings.parent)
    assert len(backups) == 1 and backups[0].read_text() == original
    guard = s.project / ".claude" / "commands" / "guard.md"
    assert "memlock_adapters.claude_code status" in guard.read_text()

    again = s.run()  # idempotent: nothing rewritten, no new backup
    assert again.returncode == 0 and "nothing to change" in again.stdout
    assert json.loads(s.settings.read_text()) == data and len(s.backups(s.settings.parent)) == 1

    removed = s.run("--uninstall")
    assert removed.returncode == 0, removed.stderr
    assert json.loads(s.settings.read_text()) == OTHER_HOOKS  # exactly what the user had
    assert not guard.exists()
    assert not (s.hermes / ".claude").exists() and not s.hermes.exists()  # nothing under HERMES_HOME, ever


def test_installed_command_really_runs_the_hook(s, tmp_path):
    assert s.run().returncode == 0
    data = json.loads(s.settings.read_text())
    command = data["hooks"]["SessionStart"][-1]["hooks"][0]["command"]
    t = Transcript(tmp_path / "t.jsonl", cwd=str(s.project))
    config = tmp_path / "memlock.yaml"
    config.write_text("memlock:\n  anchors: [{id: a, text: Always write tests first.}]\n")
    env = dict(s.env, MEMLOCK_CONFIG=str(config), CLAUDE_PROJECT_DIR=str(s.project))
    env.pop("PYTHONPATH", None)
    proc = subprocess.run(command, shell=True, input=json.dumps(payload("SessionStart", t)), capture_output=True,
                          text=True, env=env, cwd="/")  # Claude Code runs hook commands through a shell
    assert proc.returncode == 0, proc.stderr
    assert "Always write tests first." in json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    guard = (s.project / ".claude" / "commands" / "guard.md").read_text()
    status_cmd = guard.split("!`")[1].split("`")[0]
    assert "allowed-tools: Bash(" + status_cmd + ":*)" in guard
    status = subprocess.run(status_cmd, shell=True, capture_output=True, text=True, env=env, cwd=str(s.project))
    assert status.returncode == 0 and "Always write tests first." in status.stdout


def test_old_memlock_entries_are_replaced_not_duplicated(s):
    s.settings.parent.mkdir(parents=True)
    stale = {"hooks": {"UserPromptSubmit": [{"matcher": "*", "hooks": [
        {"type": "command", "command": "python3 -m memlock_adapters.claude_code"},
        {"type": "command", "command": "echo keep-me"}]}]}}
    s.settings.write_text(json.dumps(stale))
    assert s.run().returncode == 0
    data = json.loads(s.settings.read_text())
    groups = data["hooks"]["UserPromptSubmit"]
    assert groups[0]["hooks"] == [{"type": "command", "command": "echo keep-me"}]
    assert len(memlock_commands(data)["UserPromptSubmit"]) == 1


def test_user_scope_writes_the_home_settings(s):
    result = s.run("--scope", "user", "--with-mcp", "--post-compact")
    assert result.returncode == 0, result.stderr
    settings = json.loads((s.user / ".claude" / "settings.json").read_text())
    assert set(memlock_commands(settings)) == {"SessionStart", "PreCompact", "UserPromptSubmit", "PostCompact",
                                               "PreToolUse", "Stop"}
    assert (s.user / ".claude" / "commands" / "guard.md").is_file()
    assert "claude mcp add -s user memlock" in result.stdout  # user MCP config is Claude Code's own file
    assert not s.settings.exists() and not s.hermes.exists()
    assert s.run("--scope", "user", "--uninstall").returncode == 0
    assert not (s.user / ".claude" / "settings.json").exists()  # memlock created it: gone again


def test_dry_run_writes_nothing(s):
    s.settings.parent.mkdir(parents=True)
    s.settings.write_text(json.dumps(OTHER_HOOKS))
    before = s.settings.read_text()
    result = s.run("--dry-run", "--with-mcp")
    assert result.returncode == 0 and "dry run" in result.stdout and "update" in result.stdout
    assert s.settings.read_text() == before and not s.backups(s.settings.parent)
    assert not (s.project / ".mcp.json").exists() and not (s.project / ".claude" / "commands").exists()


def test_with_mcp_registers_the_server_in_mcp_json(s):
    mcp = s.project / ".mcp.json"
    mcp.write_text(json.dumps({"mcpServers": {"github": {"type": "stdio", "command": "gh-mcp", "args": []}}}))
    assert s.run("--with-mcp").returncode == 0
    servers = json.loads(mcp.read_text())["mcpServers"]
    assert servers["github"]["command"] == "gh-mcp"
    assert servers["memlock"]["args"] == ["-m", "mcp_server"] and servers["memlock"]["type"] == "stdio"
    assert s.run("--with-mcp").returncode == 0 and len(s.backups(s.project)) == 1  # idempotent
    assert s.run("--with-mcp", "--uninstall").returncode == 0
    assert json.loads(mcp.read_text()) == {"mcpServers": {"github": {"type": "stdio", "command": "gh-mcp", "args": []}}}


def test_unparseable_settings_are_left_alone(s):
    s.settings.parent.mkdir(parents=True)
    s.settings.write_text('{"hooks": {"SessionStart": [}')  # a typo the user made
    result = s.run()
    assert result.returncode == 2 and "not valid JSON" in result.stderr and "nothing was changed" in result.stderr
    assert s.settings.read_text() == '{"hooks": {"SessionStart": [}' and not s.backups(s.settings.parent)
    s.settings.write_text('{"hooks": {"SessionStart": {"not": "a list"}}}')
    assert s.run().returncode == 2


def test_a_users_own_guard_command_is_not_overwritten(s):
    commands = s.project / ".claude" / "commands"
    commands.mkdir(parents=True)
    (commands / "guard.md").write_text("my own guard command")
    result = s.run()
    assert result.returncode == 0 and "left alone" in result.stdout
    assert (commands / "guard.md").read_text() == "my own guard command"
    assert s.run("--uninstall").returncode == 0
    assert (commands / "guard.md").read_text() == "my own guard command"


def test_project_dir_defaults_to_the_git_root(s):
    sub = s.project / "src" / "pkg"
    sub.mkdir(parents=True)
    assert s.run(cwd=sub).returncode == 0
    assert s.settings.is_file() and not (sub / ".claude").exists()
    other = s.tmp / "elsewhere"
    other.mkdir()
    assert s.run("--project-dir", str(other)).returncode == 0
    assert (other / ".claude" / "settings.json").is_file()


def test_local_scope_writes_the_personal_settings_file(s):
    assert s.run("--scope", "local", "--post-compact").returncode == 0
    local = s.project / ".claude" / "settings.local.json"
    assert set(memlock_commands(json.loads(local.read_text()))) == {"SessionStart", "PreCompact",
                                                                    "UserPromptSubmit", "PostCompact",
                                                                    "PreToolUse", "Stop"}
    assert not s.settings.exists()
    assert s.run("--scope", "local", "--uninstall").returncode == 0
    assert not local.exists()  # memlock created it: an uninstall leaves the project as it was


@pytest.mark.parametrize("version, expected", [(None, False), ("2.0.14", False), ("2.1.75", False),
                                               ("2.1.76", True), ("2.3.1", True)])
def test_post_compact_only_for_claude_code_that_knows_it(s, version, expected):
    if version:
        s.fake_claude(version)
    result = s.run()
    assert result.returncode == 0, result.stderr
    events = set(memlock_commands(json.loads(s.settings.read_text())))
    assert events == {"SessionStart", "PreCompact", "UserPromptSubmit", "PreToolUse", "Stop"} \
        | ({"PostCompact"} if expected else set())
    assert ("PostCompact: added" if expected else "PostCompact: skipped") in result.stdout


def test_switching_post_compact_off_removes_the_old_entry(s):
    assert s.run("--post-compact").returncode == 0
    assert "PostCompact" in memlock_commands(json.loads(s.settings.read_text()))
    assert s.run("--no-post-compact").returncode == 0
    data = json.loads(s.settings.read_text())
    assert "PostCompact" not in data["hooks"] and len(memlock_commands(data)) == 5


def test_uninstall_restores_the_original_bytes(s):
    s.settings.parent.mkdir(parents=True)
    original = '{\n    "env": {"FOO": "1"},   "hooks": {"Stop": [{"hooks": [{"type": "command", "command": "true"}]}]}\n}'
    s.settings.write_text(original)
    assert s.run("--post-compact").returncode == 0 and s.settings.read_text() != original
    assert s.run("--uninstall").returncode == 0
    assert s.settings.read_text() == original  # byte for byte, from the install's backup
