"""The Claude Code hook entry point, end to end: real-format payloads piped into
``python -m memlock_adapters.claude_code`` as a subprocess, real-format transcripts on disk, the
real engine and stores under a private memlock home. Nothing is mocked."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.require import require

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claude_format import Transcript, payload  # noqa: E402

from memlock_adapters.claude_code.fast_cache import apply_journal  # noqa: E402
from memlock_core import REMINDER_MARKER, Engine  # noqa: E402
from memlock_core.config_loader import load_host_config  # noqa: E402
from memlock_core.session.requests import run_request
from memlock_core.session.session_map import current_session  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
STATIC = """memlock:
  anchors:
    - id: tests-first
      text: Run the test suite before every commit.
      probes: [test suite, commit]
"""


@dataclass
class Hook:
    rc: int
    out: dict | None
    stdout: str
    stderr: str

    @property
    def context(self) -> str | None:
        if not self.out or "hookSpecificOutput" not in self.out:
            return None
        return self.out["hookSpecificOutput"]["additionalContext"]


class Claude:
    """One Claude Code session in a git project, driving the installed hook command."""

    def __init__(self, tmp: Path, config: str = STATIC):
        self.tmp = tmp
        self.home = tmp / "memlock-home"
        self.project = tmp / "project"
        (self.project / ".git").mkdir(parents=True)
        self.config = tmp / "memlock.yaml"
        self.config.write_text(config, encoding="utf-8")
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "MEMLOCK")) or k == "MEMLOCK_DAEMON"}
        self.env.update(MEMLOCK_HOME=str(self.home), HERMES_HOME=str(tmp / "hermes"), HOME=str(tmp / "user"),
                        MEMLOCK_CONFIG=str(self.config), PYTHONPATH=str(REPO), CLAUDE_PROJECT_DIR=str(self.project),
                        MEMLOCK_DEBUG="1")
        self.t = Transcript(tmp / "claude" / "projects" / "-project" / "s1.jsonl", session_id="5f0c9d1e-s1",
                            cwd=str(self.project))
        self.sid = "claude-code:" + self.t.session_id

    def run(self, stdin: bytes, *args: str) -> Hook:
        proc = subprocess.run([sys.executable, "-m", "memlock_adapters.claude_code", *args], input=stdin,
                              capture_output=True, env=self.env, cwd=str(self.project), timeout=120)
        out = json.loads(proc.stdout) if proc.stdout.strip().startswith(b"{") else None
        return Hook(proc.returncode, out, proc.stdout.decode(), proc.stderr.decode())

    def hook(self, event: str, **fields) -> Hook:
        result = self.run(json.dumps(payload(event, self.t, **fields)).encode())
        assert result.rc == 0, result.stderr
        if result.out is not None and "hookSpecificOutput" in result.out:
            assert result.out["hookSpecificOutput"]["hookEventName"] == event
            assert len(result.context) < 10_000
        return result

    def prompt(self, text: str, reply: str = "ok") -> Hook:
        result = self.hook("UserPromptSubmit", prompt=text)
        self.t.user(text)
        self.t.assistant(reply)
        return result

    def compact(self, summary: str, *, session_start: bool = True, post: bool = True) -> Hook | None:
        self.hook("PreCompact")
        self.t.compact(summary)
        started = self.hook("SessionStart", source="compact") if session_start else None
        if post:
            assert self.hook("PostCompact", compact_summary=summary).out is None  # PostCompact never injects
        return started

    def engine(self) -> Engine:
        old = os.environ.get("MEMLOCK_CONFIG")
        os.environ["MEMLOCK_CONFIG"] = str(self.config)
        try:
            return Engine(load_host_config(), home=self.home)
        finally:
            if old is None:
                os.environ.pop("MEMLOCK_CONFIG")
            else:
                os.environ["MEMLOCK_CONFIG"] = old

    def user_pins(self, text: str, **request) -> str:
        """What `memlock pin "..."` does in a terminal: attach to the project's current session."""
        sid = current_session(self.home, str(self.project))
        assert sid == self.sid
        result = run_request(self.engine(), sid, {"text": text, **request}, actor="user")
        assert result.ok, result.message
        return result.data["anchor"]["id"]

    def state(self):
        """The session as the next full hook run sees it: the quiet turns the fast path journaled
        (issue 27) are applied first, as every full run and `status` do."""
        engine = self.engine()
        old = os.environ.get("MEMLOCK_HOME")
        os.environ["MEMLOCK_HOME"] = str(self.home)  # where the hooks keep the journal
        try:
            apply_journal(engine, self.t.session_id)
        finally:
            if old is None:
                os.environ.pop("MEMLOCK_HOME")
            else:
                os.environ["MEMLOCK_HOME"] = old
        return engine.state(self.sid)


@pytest.fixture
def cc(tmp_path) -> Claude:
    return Claude(tmp_path)


def test_startup_injects_every_anchor_and_records_the_current_session(cc):
    started = cc.hook("SessionStart", source="startup")
    assert started.context.startswith(REMINDER_MARKER)
    assert "Run the test suite before every commit." in started.context
    assert current_session(cc.home, str(cc.project)) == cc.sid
    (cc.project / "sub" / "dir").mkdir(parents=True)
    assert current_session(cc.home, str(cc.project / "sub" / "dir")) == cc.sid  # anywhere in the project
    assert cc.state().project == str(cc.project.resolve())


def test_the_full_compaction_cycle(cc):
    cc.hook("SessionStart", source="startup")
    cc.prompt("Always answer in French, please.", "D'accord.")
    pin = cc.user_pins("Always answer in French.")
    announced = cc.prompt("What is the status?")
    assert "Always answer in French." in announced.context  # a pin made outside the chat is announced once
    assert cc.prompt("And now?").out is None  # quiet turn: nothing injected
    started = cc.compact("The user and the assistant talked about the build.")
    assert started.context is not None
    assert "Always answer in French." in started.context and "Run the test suite" in started.context
    fallback = cc.prompt("Next question")  # SessionStart(compact) output may be dropped: delivered once more
    assert fallback.context == started.context.replace("SessionStart", "UserPromptSubmit")
    assert cc.prompt("And again").out is None
    state = cc.state()
    assert state.turn == 5 and state.compactions == 1  # the turn counter survives the per-hook processes
    assert state.anchors[pin].status == "drifted" and state.integrity_score == 0
    log = (cc.home / "logs" / "claude-code.log").read_text()
    assert "SessionStart(compact)" in log and "compaction (fallback)" in log


def test_instruction_still_in_the_live_context_is_not_reinjected(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Always answer in French.")
    cc.prompt("hello")
    started = cc.compact("chat")
    assert "French" in started.context
    cc.prompt("Always answer in French, and run the test suite before every commit.")
    cc.t.compact("second compaction; nothing about language")  # the instruction was repeated after it
    cc.t.user("Keep answering in French. Run the test suite before each commit.")
    second = cc.hook("SessionStart", source="compact")
    assert second.out is None
    assert cc.state().compactions == 2 and cc.state().integrity_score == 100


def test_dropped_session_start_falls_back_to_the_next_prompt(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Indent with tabs, never spaces.")
    cc.prompt("hello")
    cc.compact("summary", session_start=False)  # only PreCompact + PostCompact reached memlock
    nxt = cc.prompt("go on")
    assert "Indent with tabs" in nxt.context
    assert cc.prompt("more").out is None


def test_prompt_alone_detects_a_compaction(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Indent with tabs, never spaces.")
    cc.prompt("hello")
    cc.t.compact("summary")  # no PreCompact / SessionStart / PostCompact hook ran at all
    nxt = cc.prompt("go on")
    assert "Indent with tabs" in nxt.context
    assert cc.state().compactions == 1


def test_several_compactions_sidechains_meta_and_tool_output(cc):
    cc.hook("SessionStart", source="startup")
    pin = cc.user_pins("Indent with tabs, never spaces.")
    cc.prompt("hello")
    for n in range(3):
        cc.t.tool_call("Read", "STYLE.md says: indent with tabs, never spaces.")  # data, not an instruction
        cc.t.sidechain_user("Subagent: indent with tabs, never spaces.")
        cc.t.meta("<command-message>indent with tabs, never spaces</command-message>")
        started = cc.compact(f"summary {n}")
        assert "Indent with tabs" in started.context
        cc.prompt(f"question {n}")
    assert cc.state().compactions == 3
    assert cc.state().anchors[pin].status == "drifted"


def test_resume_injects_only_what_the_context_lost(cc):
    cc.hook("SessionStart", source="startup")
    cc.prompt("Run the test suite before every commit, always.")
    resumed = cc.hook("SessionStart", source="resume")
    assert resumed.out is None  # the instruction is in the resumed context
    cc.user_pins("Always answer in French.")
    resumed = cc.hook("SessionStart", source="resume")
    assert "French" in resumed.context and "test suite" not in resumed.context


def test_clear_starts_a_new_memlock_session(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Always answer in French.")
    cleared = Transcript(cc.t.path.with_name("s2.jsonl"), session_id="s2-after-clear", cwd=str(cc.project))
    result = cc.run(json.dumps(payload("SessionStart", cleared, source="clear")).encode())
    out = json.loads(result.stdout)
    assert result.rc == 0 and "test suite" in out["hookSpecificOutput"]["additionalContext"]
    assert "French" not in out["hookSpecificOutput"]["additionalContext"]  # a session pin stays with its session
    assert "1 session pin(s)" in out["systemMessage"] and "French" in out["systemMessage"]  # the user is told
    assert "--scope project" in out["systemMessage"]
    assert current_session(cc.home, str(cc.project)) == "claude-code:s2-after-clear"


def test_project_and_global_pins_are_seeded_at_session_start(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Use British spelling.", scope="global")
    cc.user_pins("Deploy only from the main branch.", scope="project")
    other = Transcript(cc.t.path.with_name("s3.jsonl"), session_id="s3", cwd=str(cc.project))
    result = cc.run(json.dumps(payload("SessionStart", other)).encode())
    ctx = json.loads(result.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "British spelling" in ctx and "main branch" in ctx
    elsewhere = cc.tmp / "other-project"
    (elsewhere / ".git").mkdir(parents=True)
    far = Transcript(cc.t.path.with_name("s4.jsonl"), session_id="s4", cwd=str(elsewhere))
    result = cc.run(json.dumps(payload("SessionStart", far)).encode())
    ctx = json.loads(result.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "British spelling" in ctx and "main branch" not in ctx


def test_injections_stay_under_ten_thousand_characters(cc):
    cc.config.write_text("memlock:\n  max_reminder_chars: 9000\n  max_slots: 64\n  max_pins: 64\n")
    cc.hook("SessionStart")
    for i in range(60):
        cc.user_pins(f"Rule {i}: " + "keep this standing instruction in mind at all times " * 6)
    announced = cc.prompt("hi")
    assert 8000 < len(announced.context) <= 9000 and "more not shown" in announced.context
    started = cc.compact("nothing")
    assert len(started.context) <= 9000


def test_fifty_megabyte_transcript_is_read_incrementally(cc):
    cc.env["MEMLOCK_FAST_PATH"] = "0"  # the full path's reader is measured here (a quiet prompt skips it)
    cc.hook("SessionStart")
    cc.user_pins("Indent with tabs, never spaces.")
    cc.t.filler(250, tool_bytes=100_000)
    cc.t.compact("long session")
    cc.t.filler(250, tool_bytes=100_000)
    assert cc.t.size() > 50_000_000
    size = cc.t.size()
    first = cc.prompt("first prompt after a long time")
    assert "Indent with tabs" in first.context
    state_file = next((cc.home / "claude_code" / "sessions").glob("*.json"))
    cursor = json.loads(state_file.read_text())["cursor"]
    assert cursor["offset"] == size and cursor["carried_chars"] < 200_000  # tool output is not carried
    before = cc.t.size()
    cc.prompt("second prompt")
    cursor = json.loads(state_file.read_text())["cursor"]
    assert cursor["offset"] == before
    lines = (cc.home / "logs" / "claude-code.log").read_text().splitlines()
    prompts = [line for line in lines if "UserPromptSubmit" in line]
    boundary_at = cc.t.path.read_bytes().rfind(b'"compact_boundary"')
    first_read = int(prompts[-2].split("transcript=+")[1].split("B")[0])
    assert first_read < size - boundary_at + 4096  # a big gap jumps to the last boundary
    assert f"transcript=+{before - size}B" in prompts[-1]  # a prompt parses only the new bytes


@pytest.mark.parametrize("stdin", [b"", b"not json", b"[1,2]", b'{"hook_event_name":"UserPromptSubmit"}',
                                   b'{"session_id":"x"}', b"\xff\xfe\x00garbage", b'{"session_id":"x\\u0000y",'
                                   b'"hook_event_name":"SessionStart"}'])
def test_bad_input_exits_zero_with_no_output(cc, stdin):
    result = cc.run(stdin)
    assert result.rc == 0 and result.stdout == ""
    assert "memlock" in result.stderr
    assert "hook" in (cc.home / "logs" / "claude-code.log").read_text()


def test_unhandled_events_and_disabled_config(cc):
    assert cc.hook("Stop", stop_hook_active=False).out is None
    assert cc.hook("Notification", message="hi").out is None
    cc.config.write_text("memlock:\n  enabled: false\n  anchors: [{id: a, text: Always be kind.}]\n")
    assert cc.hook("SessionStart").out is None and cc.hook("UserPromptSubmit", prompt="x").out is None


def test_broken_environment_fails_open(cc):
    cc.hook("SessionStart")
    state_file = next((cc.home / "claude_code" / "sessions").glob("*.json"))
    state_file.write_text("{corrupt")  # a damaged cache is rebuilt
    assert cc.hook("UserPromptSubmit", prompt="hi").rc == 0
    cc.t.path.unlink()
    cc.t.path.mkdir()  # the transcript path is a directory: unreadable
    result = cc.hook("UserPromptSubmit", prompt="hi")
    assert result.rc == 0
    assert "cannot" in (cc.home / "logs" / "claude-code.log").read_text()
    cc.config.write_text("memlock:\n  detection: bogus\n  anchors: not-a-list\n")  # config errors are warnings
    started = cc.hook("SessionStart")
    assert started.rc == 0 and "config" in started.out["systemMessage"]


def test_unwritable_home_fails_open(cc, tmp_path):
    if os.geteuid() == 0:
        blocker = tmp_path / "file-not-dir"
        blocker.write_text("x")
        cc.env["MEMLOCK_HOME"] = str(blocker / "home")  # a home that cannot be created, even by root
    else:
        cc.home.mkdir()
        cc.home.chmod(0o500)
    result = cc.run(json.dumps(payload("SessionStart", cc.t)).encode())
    assert result.rc == 0 and result.stdout == "" and "memlock" in result.stderr


def test_status_command_shows_the_current_session(cc):
    cc.hook("SessionStart")
    cc.user_pins("Always answer in French.")
    status = cc.run(b"", "status")
    assert status.rc == 0 and cc.sid in status.stdout and "Always answer in French." in status.stdout
    nowhere = cc.tmp / "elsewhere"
    nowhere.mkdir()
    proc = subprocess.run([sys.executable, "-m", "memlock_adapters.claude_code", "status", "--cwd", str(nowhere)],
                          capture_output=True, text=True, env=cc.env)
    assert proc.returncode == 0 and "no Claude Code session recorded" in proc.stdout


def test_hook_config_cache_matches_the_host_loader(cc, monkeypatch):
    from memlock_adapters.claude_code.config_cache import load_hook_config

    monkeypatch.setenv("MEMLOCK_HOME", str(cc.home))
    monkeypatch.setenv("MEMLOCK_CONFIG", str(cc.config))
    for text in (STATIC, "memlock:\n  detection: hybrid\n  max_slots: 3\n", "memlock:\n  typo_key: 1\n", "]: bad yaml"):
        cc.config.write_text(text)
        os.utime(cc.config, ns=(1, hash(text) & 0xFFFFFFFF))  # a distinct mtime even within one clock tick
        for _ in range(2):  # cache miss, then hit
            hook_cfg, host_cfg = load_hook_config(), load_host_config()
            assert hook_cfg.values == host_cfg.values and hook_cfg.warnings == host_cfg.warnings


def test_integrity_alert_script_runs_from_a_hook(cc):
    marker = cc.tmp / "alerted.txt"
    script = cc.tmp / "alert.sh"
    script.write_text(f"#!/bin/sh\necho \"$1\" > {marker}\n")
    script.chmod(0o755)
    cc.config.write_text(STATIC + f"  alert_script: [{script}]\n  alert_floor: 70\n")
    cc.hook("SessionStart")
    cc.prompt("hello")
    cc.compact("nothing about tests")
    deadline = time.monotonic() + 10
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert "integrity 0%" in marker.read_text() and "tests-first" in marker.read_text()


def test_two_installs_of_the_hook_run_once(cc):
    """memlock installed at user AND project scope with different interpreters: Claude Code starts
    both commands for one event at the same time; only one may count the turn and inject."""
    cc.hook("SessionStart")
    cc.user_pins("Always answer in French.")
    data = json.dumps(payload("UserPromptSubmit", cc.t, prompt="hi")).encode()
    procs = [subprocess.Popen([sys.executable, "-m", "memlock_adapters.claude_code"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cc.env) for _ in range(2)]
    outs = [p.communicate(data, timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs)
    injected = [o for o, _ in outs if b"Always answer in French." in o]
    assert len(injected) == 1 and cc.state().turn == 1
    log = (cc.home / "logs" / "claude-code.log").read_text()
    # the second process steps aside in the full path, or in the fast path when the first one's
    # cache is already written (issue 27; the fast path does not log, so only one line is there)
    assert "duplicate invocation skipped" in log or log.count("UserPromptSubmit") == 1
    again = cc.hook("UserPromptSubmit", prompt="hi")  # the same prompt later is a real new turn
    assert again.rc == 0 and cc.state().turn == 2


def test_console_script_entry_point(cc):
    script = Path(sys.executable).with_name("memlock-claude-hook")
    require(script.is_file(), f"the console script {script} (pip install -e . installs it)")
    proc = subprocess.run([str(script)], input=json.dumps(payload("SessionStart", cc.t)).encode(),
                          capture_output=True, env=cc.env, timeout=120)
    assert proc.returncode == 0 and b"Run the test suite" in proc.stdout


def test_mcp_tools_default_to_the_hooks_current_session(cc):
    from mcp_server.tools import MemlockTools

    cc.hook("SessionStart")
    tools = MemlockTools(cc.engine(), session_prefix="claude-code:", cwd=str(cc.project))
    result = tools.call("memlock_pin", {"session_id": "current", "text": "Never push to main."})
    assert result.ok, result.text if hasattr(result, "text") else result
    state = cc.state()
    pin = next(a for a in state.anchors.values() if a.text == "Never push to main.")
    assert pin.created_by == "model"
    assert cc.prompt("next").out is None  # the model pinned it itself: no announcement
    cc.compact("nothing about branches")
    assert "Never push to main." in cc.prompt("after").context


def compact_as_2_1_332(cc: Claude, summary: str, *, trigger: str = "manual", deliver: bool = True) -> Hook:
    """Claude Code 2.1.332's order: the three hooks run, THEN the boundary and summary are written,
    then (if the build delivers it) the SessionStart(compact) context is recorded after them."""
    cc.hook("PreCompact", trigger=trigger)
    started = cc.hook("SessionStart", source="compact")
    cc.hook("PostCompact", trigger=trigger, compact_summary=summary)
    cc.t.compact(summary, trigger=trigger)
    if deliver and started.context:
        cc.t.hook_context(started.context)
    return started


def test_compact_event_is_trusted_before_the_transcript_shows_it(cc):
    cc.hook("SessionStart", source="startup")
    pin = cc.user_pins("Always answer in French.")
    cc.prompt("hello")
    started = compact_as_2_1_332(cc, "talked about the build")
    assert "Always answer in French." in started.context and "Run the test suite" in started.context
    assert cc.prompt("next").out is None  # the reminder landed: no second copy on the next prompt
    assert cc.prompt("and next").out is None
    state = cc.state()
    assert state.compactions == 1  # the summary found later is this compaction's, not a second one
    assert state.anchors[pin].status == "drifted" and state.drift_log[-1].reason == "compaction"


def test_auto_compaction_is_labelled_mid_turn(cc):
    cc.hook("SessionStart", source="startup")
    cc.prompt("hello")
    started = compact_as_2_1_332(cc, "summary", trigger="auto")
    assert "Run the test suite" in started.context
    assert cc.state().drift_log[-1].reason == "mid-turn compaction"


def test_dropped_compact_context_is_delivered_by_the_next_prompt_once(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Indent with tabs, never spaces.")
    cc.prompt("hello")
    compact_as_2_1_332(cc, "summary", deliver=False)  # a build that drops SessionStart(compact) output
    fallback = cc.prompt("go on")
    assert "Indent with tabs" in fallback.context
    assert cc.prompt("more").out is None and cc.state().compactions == 1


def test_resume_sees_its_own_reminders_and_records_the_audit(cc):
    cc.t.hook_context(cc.hook("SessionStart", source="startup").context)  # recorded, as 2.1.332 does
    cc.prompt("hello")
    pin = cc.user_pins("Always answer in French.")
    resumed = cc.hook("SessionStart", source="resume")
    assert resumed.context and "French" in resumed.context and "test suite" not in resumed.context
    assert cc.state().anchors[pin].status == "alive"  # delivered now: in force, not NOT AUDITED
    cc.t.hook_context(resumed.context)
    cc.prompt("quiet turn")
    assert cc.hook("SessionStart", source="resume").out is None  # the reminder is in context: no repeat
    assert not cc.state().drift_log  # announcing a pin is not drift
