"""The hook's fast path (issue 27): an event with nothing to do ends in the stdlib-only fast path,
and any change that could give it something to do (a pin added, removed or given a check, the
durable store, the config, a corrupt cache) sends the next event down the full path.

Which path ran is read from the log: with MEMLOCK_DEBUG=1 (the harness sets it) every full-path
run writes one line; the fast path writes none. No wall-clock assert: the benchmark measures time
(bench/bench_claude_hook.py --events).
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claude_format import payload  # noqa: E402
from test_claude_hooks import Claude  # noqa: E402

from memlock_adapters.claude_code import fast_path  # noqa: E402
from memlock_core.paths import memlock_home  # noqa: E402
from memlock_core.session.requests import run_request  # noqa: E402


@pytest.fixture
def cc(tmp_path) -> Claude:
    return Claude(tmp_path)


def _log_lines(cc: Claude) -> int:
    path = cc.home / "logs" / "claude-code.log"
    return len(path.read_text().splitlines()) if path.exists() else 0


def _full(cc: Claude, event: str, **fields):
    """Run one event; (took the full path?, result)."""
    before = _log_lines(cc)
    result = cc.run(json.dumps(payload(event, cc.t, **fields)).encode())
    assert result.rc == 0, result.stderr
    return _log_lines(cc) > before, result


def _tool(cc: Claude, command: str):
    return _full(cc, "PreToolUse", tool_name="Bash", tool_input={"command": command})


def _quiet_session(cc: Claude) -> None:
    cc.hook("SessionStart", source="startup")
    cc.prompt("Hello there.")  # the first prompt announces nothing new, writes the cache


def _cache_file(cc: Claude) -> Path:
    files = list((cc.home / "claude_code" / "fast").glob("*.json"))
    assert len(files) == 1, files
    return files[0]


def test_quiet_events_take_the_fast_path_and_quiet_turns_are_still_counted(cc):
    _quiet_session(cc)
    turn = cc.state().turn  # applies the journal: the session file changed, the next event runs in full
    assert _tool(cc, "ls -la")[0]
    assert _tool(cc, "ls -la")[0] is False
    assert _full(cc, "Stop", stop_hook_active=False)[0] is False
    for i in range(3):
        cc.t.user(f"question {i}")
        cc.t.assistant("answer")
        full, result = _full(cc, "UserPromptSubmit", prompt=f"quiet prompt {i}")
        assert not full and result.stdout == ""
    state = cc.state()  # applies the journal, as the next full run does
    assert state.turn == turn + 3
    assert state.current_user_message() == "quiet prompt 2"  # a pin the model makes now is grounded in it


def test_the_fast_path_never_imports_memlock_core(cc):
    _quiet_session(cc)
    _tool(cc, "ls")
    data = json.dumps(payload("PreToolUse", cc.t, tool_name="Bash", tool_input={"command": "ls"}))
    code = ("import sys, runpy; sys.argv=['x']; "
            "import memlock_adapters.claude_code.__main__ as m; rc = m.main([]); "
            "assert rc == 0; bad = [n for n in sys.modules if n.startswith('memlock_core') "
            "or n in ('logging', 'dataclasses')]; print(bad)")
    proc = subprocess.run([sys.executable, "-c", code], input=data.encode(), capture_output=True, env=cc.env,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.decode().strip().endswith("[]"), proc.stdout


def test_a_blocking_tool_pin_is_judged_on_every_call(cc):
    _quiet_session(cc)
    _tool(cc, "ls")
    assert _tool(cc, "ls")[0] is False
    cc.user_pins("Never use sudo.", check="proposed", enforce="block")  # from another terminal
    for command in ("ls", "sudo apt-get install jq", "ls -la", "sudo rm -rf /tmp/x", "pwd"):
        full, result = _tool(cc, command)
        assert full, command  # every PreToolUse under a tool check runs the full path
        assert ("deny" in result.stdout) == command.startswith("sudo"), (command, result.stdout)


def test_removing_the_checked_pin_or_its_check_brings_the_fast_path_back(cc):
    _quiet_session(cc)
    pin = cc.user_pins("Never use sudo.", check="proposed", enforce="block")
    assert "deny" in _tool(cc, "sudo ls")[1].stdout
    assert _tool(cc, "ls")[0]
    engine = cc.engine()
    assert run_request(engine, cc.sid, {"action": "update", "pin_id": pin, "check": "none"}, actor="user").ok
    full, result = _tool(cc, "sudo ls")
    assert full and result.stdout == ""  # the check is gone: the call goes ahead
    assert _tool(cc, "sudo ls")[0] is False  # and the next one is fast
    assert run_request(engine, cc.sid, {"action": "update", "pin_id": pin, "check": "proposed", "enforce": "block"},
                       actor="user").ok
    full, result = _tool(cc, "sudo ls")
    assert full and "deny" in result.stdout  # a check given back is seen by the very next call
    assert run_request(engine, cc.sid, {"action": "unpin", "pin_id": pin}, actor="user").ok
    full, result = _tool(cc, "sudo ls")
    assert full and result.stdout == ""
    assert _tool(cc, "sudo ls")[0] is False


def test_a_durable_store_change_sends_the_next_event_down_the_full_path(cc):
    _quiet_session(cc)
    _tool(cc, "ls")
    assert _tool(cc, "ls")[0] is False
    engine = cc.engine()
    result = run_request(engine, cc.sid, {"text": "Keep commits small.", "scope": "global"}, actor="user")
    assert result.ok, result.message
    assert _tool(cc, "ls")[0]  # the store's files changed: full path, then the cache is current again
    assert _tool(cc, "ls")[0] is False


def test_a_config_change_sends_the_next_event_down_the_full_path(cc):
    _quiet_session(cc)
    _tool(cc, "ls")
    assert _tool(cc, "ls")[0] is False
    cc.config.write_text(cc.config.read_text() + "  compliance: true\n", encoding="utf-8")
    assert _tool(cc, "ls")[0]


@pytest.mark.parametrize("damage", [b"", b"{not json", b"[]", b'{"version": 999}', None])
def test_a_corrupt_or_missing_cache_falls_back_to_the_full_path(cc, damage):
    _quiet_session(cc)
    cc.user_pins("Never use sudo.", check="proposed", enforce="block")
    _tool(cc, "ls")
    cache = _cache_file(cc)
    if damage is None:
        cache.unlink()
    else:
        cache.write_bytes(damage)
    full, result = _tool(cc, "sudo ls")
    assert full and "deny" in result.stdout


def test_a_forged_quiet_cache_does_not_survive_a_pin_change(cc):
    """The cache says "nothing to check" only for the exact session file it was computed from."""
    _quiet_session(cc)
    _tool(cc, "ls")
    stale = _cache_file(cc).read_bytes()
    cc.user_pins("Never use sudo.", check="proposed", enforce="block")
    _cache_file(cc).write_bytes(stale)  # an old cache left behind (a crash between writes)
    full, result = _tool(cc, "sudo ls")
    assert full and "deny" in result.stdout


def test_a_compaction_in_the_transcript_is_never_a_quiet_prompt(cc):
    _quiet_session(cc)
    cc.t.user("next")
    cc.t.assistant("ok")
    assert _full(cc, "UserPromptSubmit", prompt="quiet")[0] is False
    cc.t.compact("The user and the assistant talked about the build.")
    cc.t.user("continue")
    full, result = _full(cc, "UserPromptSubmit", prompt="after the compaction")
    assert full and "Run the test suite" in (result.context or "")


def test_a_pin_made_in_another_terminal_is_announced_by_the_very_next_prompt(cc):
    _quiet_session(cc)
    assert _full(cc, "UserPromptSubmit", prompt="quiet")[0] is False
    cc.user_pins("Always answer in French.")
    full, result = _full(cc, "UserPromptSubmit", prompt="next")
    assert full and "Always answer in French." in (result.context or "")


def test_the_safety_net_still_fires_on_time(tmp_path):
    cc = Claude(tmp_path, config="memlock:\n  hard_reinject_turns: 3\n  anchors:\n"
                                 "    - {id: tests-first, text: Run the test suite before every commit.}\n")
    _quiet_session(cc)
    paths = [_full(cc, "UserPromptSubmit", prompt=f"p{i}") for i in range(4)]
    reminded = [i for i, (_full_path, result) in enumerate(paths) if "Run the test suite" in result.stdout]
    assert reminded and all(paths[i][0] for i in reminded)  # the due turn ran the full path and re-asserted


def test_a_model_pin_after_a_fast_prompt_is_grounded(cc):
    """The CLI in the agent's shell applies the journal first: the user's words of this turn are there."""
    _quiet_session(cc)
    assert _full(cc, "UserPromptSubmit", prompt="From now on, never push to main without asking me.")[0] is False
    env = dict(cc.env, CLAUDECODE="1")
    proc = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", "--json", "pin", "--scope", "global",
                           "Never push to main without asking me."], capture_output=True, env=env,
                          cwd=str(cc.project), timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["anchor"]["admission"] == "approved_auto_safe"


def test_fast_path_home_matches_the_core(monkeypatch, tmp_path):
    for env in ({"MEMLOCK_HOME": str(tmp_path / "m")}, {"HERMES_HOME": str(tmp_path / "h")}, {"HOME": str(tmp_path)}):
        for key in ("MEMLOCK_HOME", "HERMES_HOME"):
            monkeypatch.delenv(key, raising=False)
        for key, value in env.items():
            monkeypatch.setenv(key, value)
        assert Path(fast_path.env_home()) == memlock_home()


def test_decide_is_false_on_anything_odd(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMLOCK_HOME", str(tmp_path))
    for raw in (b"", b"[]", b"{", b'{"hook_event_name": "Stop"}', b'{"hook_event_name": "Stop", "session_id": "x"}',
                b'{"hook_event_name": "SessionStart", "session_id": "x"}'):
        assert fast_path.decide(raw) is False
    os.makedirs(fast_path.fast_dir())
    Path(fast_path.cache_path("x")).write_text('{"version": 1, "session_id": "y"}')
    assert fast_path.decide(b'{"hook_event_name": "Stop", "session_id": "x"}') is False
