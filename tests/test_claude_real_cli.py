"""memlock inside the REAL Claude Code CLI (npm @anthropic-ai/claude-code, pinned in ./dev).

Each test drives ``claude -p ... --output-format json`` / ``--continue`` (one scenario through
tmux) in a temp git project whose hooks were installed by memlock_setup.py, against a fake
Anthropic API on 127.0.0.1 (tests/fake_anthropic.py). Every check about what the model was told
is judged from the request bodies the fake API received. Without the CLI these tests skip
loudly; under CI=1 they fail (tests/claude_cli.py).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.require import require_module

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claude_cli import ClaudeProject, RunResult, Tmux, reminders, times_shown  # noqa: E402
from fake_anthropic import SUMMARY_TEXT, FakeAnthropic, Reply, Request  # noqa: E402

FRENCH = "Always answer in French."
BRANCH = "Never push to main."
ALLOW_BASH = ("--allowedTools", "Bash")


@pytest.fixture
def api():
    with FakeAnthropic() as server:
        yield server


@pytest.fixture
def cc(tmp_path, api) -> ClaudeProject:
    project = ClaudeProject(tmp_path, api)
    out = project.setup().stdout
    for event in ("SessionStart", "PreCompact", "UserPromptSubmit", "PostCompact"):
        assert out.count(f"{event}:") == 1, out  # the installer names each hook once
    return project


def last_main(result: RunResult) -> Request:
    assert result.main, [r.body.get("messages", [])[-1:] for r in result.requests]
    return result.main[-1]


def status(cc: ClaudeProject) -> str:
    """What /guard shows: the status command its `!` line runs."""
    proc = subprocess.run([sys.executable, "-m", "memlock_adapters.claude_code", "status"], cwd=cc.project,
                          env=cc.env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_pins_are_delivered_once_and_quiet_turns_stay_quiet(cc):
    first = cc.run("hello", resume=False)
    assert reminders(last_main(first)) == []  # nothing pinned, nothing injected
    cc.memlock("pin", FRENCH)
    announced = cc.run("first question")
    assert times_shown(last_main(announced), FRENCH) == 1
    for prompt in ("second question", "third question"):
        quiet = cc.run(prompt)
        assert times_shown(last_main(quiet), FRENCH) == 1  # still the one copy from before: no repeat
    cc.memlock("pin", BRANCH)
    second = last_main(cc.run("fourth question"))
    assert times_shown(second, FRENCH) == 1 and times_shown(second, BRANCH) == 1  # the first is not re-sent
    assert [block.lines for block in reminders(second)] == [[FRENCH], [BRANCH]]
    shown = status(cc)
    assert "NOT AUDITED" not in shown and "[ALIVE]" in shown and "integrity: 100%" in shown
    assert "Drift events" not in shown  # announcing a pin is not drift


def test_compact_then_one_reminder_exactly_once(cc, api):
    cc.run("hello", resume=False)
    cc.memlock("pin", FRENCH)
    cc.run("first question")
    compacted = cc.run("/compact")
    assert any(r.is_compaction for r in compacted.requests)
    after = last_main(cc.run("after the compaction"))
    assert times_shown(after, FRENCH) == 1  # the pre-compaction copy is summarised away; exactly one new one
    assert [b.hook for b in reminders(after)] == ["SessionStart"]  # from SessionStart(compact), no fallback copy
    assert "The user and the assistant chatted about the build" in after.messages_text()
    assert times_shown(last_main(cc.run("and again")), FRENCH) == 1
    shown = status(cc)
    assert "compactions seen: 1" in shown
    drift = [line for line in shown.splitlines() if "drifted:" in line]
    assert len(drift) == 1 and " compaction " in drift[0] and "mid-turn" not in drift[0]  # a manual /compact


def test_auto_compaction_inside_a_tool_loop_reminds_the_request_that_continues_the_turn(cc, api):
    steps = {"n": 0}

    def script(request: Request) -> Reply:
        if request.is_compaction:
            return Reply(text=SUMMARY_TEXT)
        if "run the build" in request.messages_text() and steps["n"] < 3:
            steps["n"] += 1  # the second tool call reports a context far over the window: auto-compaction
            return Reply(text="", tool_use={"name": "Bash", "input": {"command": f"echo step{steps['n']}",
                                                                      "description": "build step"}},
                         input_tokens=990_000 if steps["n"] == 2 else 1_000)
        return Reply(text="built")

    api.script = script
    cc.run("hello", resume=False)
    cc.memlock("pin", FRENCH)
    cc.run("first question")
    turn = cc.run("run the build", args=ALLOW_BASH)
    kinds = ["compaction" if r.is_compaction else "main" for r in turn.requests if r.is_compaction or r.is_main]
    assert "compaction" in kinds and kinds[-1] == "main", kinds
    cut = max(i for i, r in enumerate(turn.requests) if r.is_compaction)
    continuing = [r for r in turn.requests[cut + 1:] if r.is_main]
    assert continuing, "the turn did not continue after the compaction"
    assert times_shown(continuing[0], FRENCH) == 1  # the very request that continues the turn
    assert "step2" in continuing[0].messages_text()  # it is the same turn (the tool loop goes on)
    assert turn.data["result"] == "built"
    assert times_shown(last_main(cc.run("next question")), FRENCH) == 1  # and no double copy later
    assert "mid-turn compaction" in status(cc)
    assert "SessionStart(compact)" in cc.hook_log() and "reason=mid-turn compaction" in cc.hook_log()


def test_guard_slash_command(cc):
    cc.run("hello", resume=False)
    cc.memlock("pin", FRENCH)
    guard = last_main(cc.run("/guard"))
    text = guard.messages_text()
    session = cc.run("anything").session_id
    assert f"memlock - session claude-code:{session}" in text
    assert "[ALIVE]" in text and FRENCH in text and "NOT AUDITED" not in text
    assert "memlock-guard" not in guard.text()  # the installer's marker line is not sent to the model


def test_project_and_global_pins_reach_a_new_session(cc):
    cc.run("hello", resume=False)
    cc.memlock("pin", "--scope", "project", "Deploy only from the main branch.")
    cc.memlock("pin", "--scope", "global", "Use British spelling.")
    fresh = last_main(cc.run("new session", resume=False))
    assert times_shown(fresh, "Deploy only from the main branch.") == 1
    assert times_shown(fresh, "Use British spelling.") == 1
    other = cc.add_project("other-project")
    cc.setup("--project-dir", str(other), cwd=other)
    elsewhere = last_main(cc.run("hello", resume=False, cwd=other))
    assert times_shown(elsewhere, "Use British spelling.") == 1
    assert "Deploy only from the main branch." not in elsewhere.messages_text()


def mcp_pin_script(text: str):
    """A model that loads the deferred memlock tool with ToolSearch, then pins ``text`` on the current
    session, once; then answers."""
    tool = "mcp__memlock__memlock_pin"
    calls: list[str] = []

    def script(request: Request) -> Reply:
        if request.is_compaction:
            return Reply(text=SUMMARY_TEXT)
        if "pin this" not in request.messages_text() or tool in calls:
            return Reply(text="pinned it" if calls else "ok")
        if tool in {t.get("name") for t in request.body.get("tools") or []}:
            calls.append(tool)
            return Reply(text="", tool_use={"name": tool, "input": {"session_id": "current", "text": text}})
        if calls.count("ToolSearch") >= 5:  # the server starts while the turn runs: a few searches may miss
            return Reply(text="the memlock tool did not load")
        calls.append("ToolSearch")
        return Reply(text="", tool_use={"name": "ToolSearch", "input": {"query": f"select:{tool}"}})

    return script


def check_mcp_pin(cc: ClaudeProject, api: FakeAnthropic, *, then_compact: bool = True) -> None:
    api.script = mcp_pin_script(BRANCH)
    cc.run("hello", resume=False)
    first = cc.run("pin this rule please", args=("--allowedTools", "mcp__memlock"))
    assert any("mcp__memlock__memlock_status" in r.messages_text() for r in first.requests)  # deferred tools
    results = json.dumps([m for r in first.main for m in r.messages])
    assert "pin_" in results and BRANCH in results, "the memlock_pin tool result never reached the model"
    shown = status(cc)
    assert f"claude-code:{first.session_id}" in shown and BRANCH in shown  # on the session Claude Code runs
    if not then_compact:
        return
    # The rule is only in the model's own tool call, which is not evidence that it is in force (issue 9:
    # only the user, the system prompt and memlock's reminder are): memlock states the new pin once...
    assert times_shown(last_main(cc.run("next")), BRANCH) == 1
    # ...and once its reminder is in the live context, quiet turns add nothing (the one copy is that reminder).
    assert times_shown(last_main(cc.run("and the next")), BRANCH) == 1
    cc.run("/compact")
    assert times_shown(last_main(cc.run("after compaction")), BRANCH) == 1


def test_mcp_server_added_with_claude_mcp_add(cc, api):
    env = [arg for k in ("PYTHONPATH", "MEMLOCK_HOME", "MEMLOCK_CONFIG", "HERMES_HOME") for arg in ("-e", f"{k}={cc.env[k]}")]
    proc = subprocess.run([cc.claude, "mcp", "add", "memlock", *env, "--", sys.executable, "-m", "mcp_server",
                           "--session-prefix", "claude-code:"], cwd=cc.project, env=cc.env, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    check_mcp_pin(cc, api)


def test_mcp_server_installed_with_setup_with_mcp(cc, api):
    out = cc.setup("--with-mcp").stdout
    assert "MCP server registered" in out
    cc.trust(cc.project, mcp_json=True)
    assert json.loads((cc.project / ".mcp.json").read_text())["mcpServers"]["memlock"]["args"][-1] == "mcp_server"
    check_mcp_pin(cc, api)


def test_interactive_compact_guard_menu_and_clear(cc, api):
    def script(request: Request) -> Reply:
        if request.is_compaction:
            return Reply(text=SUMMARY_TEXT)
        return Reply(text="guard shown" if "memlock - session" in request.messages_text() else "ok")

    api.script = script
    tmux = Tmux(cc)
    try:
        tmux.wait_for(lambda s: "Claude Code v" in s and "❯" in s, 90, "the prompt")
        tmux.submit("hello")
        tmux.wait_for(lambda s: "● ok" in s, 60, "the first answer")
        cc.memlock("pin", FRENCH)
        mark = api.mark()
        tmux.submit("second question")
        tmux.wait_for(lambda s: s.count("● ok") >= 2, 60, "the second answer")
        assert times_shown([r for r in api.since(mark) if r.is_main][-1], FRENCH) == 1  # announced on the prompt
        tmux.submit("/compact")
        tmux.wait_for(lambda s: "Compacted" in s or "compacted" in s, 90, "the compaction")
        mark = api.mark()
        tmux.submit("after the compaction")
        tmux.wait_for(lambda _: any(r.is_main for r in api.since(mark)), 60, "the request after /compact")
        after = [r for r in api.since(mark) if r.is_main][-1]
        assert times_shown(after, FRENCH) == 1 and [b.hook for b in reminders(after)] == ["SessionStart"]
        tmux.type("/gu")
        menu = tmux.wait_for(lambda s: "/guard" in s and "memlock status" in s, 30, "/guard in the slash menu")
        assert "standing instructions" in menu
        mark = api.mark()
        tmux.key("Enter")
        tmux.wait_for(lambda _: any("memlock - session" in r.messages_text() for r in api.since(mark)), 90,
                      "the /guard request")
        guard = next(r for r in api.since(mark) if "memlock - session" in r.messages_text())
        assert FRENCH in guard.messages_text() and "memlock-guard" not in guard.text()
        tmux.wait_for(lambda s: "● guard shown" in s, 60, "the /guard answer")
        tmux.submit("/clear")  # a new session: its session pin stays behind, and the user is told so
        tmux.wait_for(lambda s: "/clear started a new conversation" in s, 60, "the /clear notice")
        mark = api.mark()
        tmux.submit("fresh start")
        tmux.wait_for(lambda _: any(r.is_main for r in api.since(mark)), 60, "the request after /clear")
        assert FRENCH not in [r for r in api.since(mark) if r.is_main][-1].messages_text()
    finally:
        tmux.close()


@pytest.mark.parametrize("scope", ["local", "user"])
def test_install_scopes(cc, scope, tmp_path):
    cc.setup("--uninstall")  # the fixture installed at project scope
    out = cc.setup("--scope", scope).stdout
    settings = (cc.project / ".claude" / "settings.local.json") if scope == "local" else \
        (cc.home / ".claude" / "settings.json")
    assert str(settings) in out and "memlock_adapters.claude_code" in settings.read_text()
    assert not (cc.project / ".claude" / "settings.json").exists()  # the project-scope install is gone
    cc.run("hello", resume=False)
    cc.memlock("pin", "--scope", "project", "Deploy only from the main branch.")
    fresh = last_main(cc.run("new session", resume=False))
    assert times_shown(fresh, "Deploy only from the main branch.") == 1  # the hooks ran from that scope
    cc.setup("--scope", scope, "--uninstall")
    assert "memlock_adapters" not in (settings.read_text() if settings.exists() else "")


def test_uninstall_leaves_settings_byte_identical(tmp_path, api):
    cc = ClaudeProject(tmp_path, api)
    claude_dir = cc.project / ".claude"
    claude_dir.mkdir()
    original = ('{\n    "permissions": {"allow": ["Bash(ls:*)"]},\n    "hooks": {"Stop": [{"hooks": [{"type": '
                '"command", "command": "true"}]}]},\n    "env": {"FOO": "1"}\n}\n')
    (claude_dir / "settings.json").write_text(original)
    mcp = '{"mcpServers": {"other": {"command": "true", "args": []}}}'
    (cc.project / ".mcp.json").write_text(mcp)
    cc.setup("--with-mcp")
    assert (claude_dir / "settings.json").read_text() != original
    cc.memlock("pin", "--scope", "project", "Deploy only from the main branch.")
    assert times_shown(last_main(cc.run("hello", resume=False)), "Deploy only from the main branch.") == 1
    cc.setup("--uninstall", "--with-mcp")
    assert (claude_dir / "settings.json").read_text() == original
    assert (cc.project / ".mcp.json").read_text() == mcp
    assert not (claude_dir / "commands" / "guard.md").exists()
    log_before = cc.hook_log()
    after = last_main(cc.run("hello again", resume=False))
    assert reminders(after) == [] and cc.hook_log() == log_before  # memlock no longer runs


@pytest.mark.uses_daemon
def test_semantic_mode_through_the_audit_daemon(tmp_path, api):
    require_module("sentence_transformers", "the semantic extra (./dev test installs it)")
    cc = ClaudeProject(tmp_path, api, config="memlock:\n  detection: semantic\n")
    cc.setup()
    try:
        cc.run("hello", resume=False)
        cc.memlock("pin", FRENCH)
        assert times_shown(last_main(cc.run("first question")), FRENCH) == 1
        cc.run("/compact")
        assert times_shown(last_main(cc.run("after the compaction")), FRENCH) == 1
        shown = status(cc)
        assert "audit daemon: pid" in shown and "detection: semantic" in shown
        assert "last audit used keyword" not in shown  # the daemon answered; no keyword fallback
    finally:
        subprocess.run([sys.executable, "-m", "memlock_adapters.claude_code", "daemon", "--stop",
                        "--home", str(cc.memlock_home)], env=cc.env, capture_output=True, timeout=60)
