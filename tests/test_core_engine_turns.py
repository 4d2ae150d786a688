"""The turn flow: quiet turns, audits on compaction, the safety net, integrity, the drift log, alerts."""
from __future__ import annotations

import json
import logging
import os
import stat
import threading
import time
from pathlib import Path

import pytest
from conftest import chat, summary_message

from memlock_core import REMINDER_MARKER, Engine, load_config

ANCHORS = [
    {"id": "bullets", "text": "Answer in bullet points.", "priority": 90, "probes": ["bullet", "points"]},
    {"id": "metric", "text": "Use metric units.", "priority": 50, "probes": ["metric", "units"]},
    {"id": "tests", "text": "Write tests first.", "priority": 50, "probes": ["tests", "first"]},
]
SYSTEM = {"role": "system", "content": "You are helpful. Write tests first."}  # keeps "tests" alive


def compacted(tag: str, live: str = "") -> list[dict]:
    """A post-compaction history: every rule only in the summary, plus ``live`` text in the tail."""
    return [SYSTEM, summary_message(f"{tag}: user wanted bullet points and metric units"), *chat(2),
            {"role": "user", "content": f"next question {live}".strip()}]


@pytest.fixture
def engine(make_engine):
    eng = make_engine(anchors=ANCHORS)
    eng.start_session("s")
    return eng


def test_quiet_turn_injects_nothing_and_audits_nothing(engine):
    history = [SYSTEM, *chat(3)]
    for _ in range(3):
        outcome = engine.before_llm("s", history)
        assert (outcome.block, outcome.reason, outcome.report) == (None, "quiet", None)
        history = history + chat(1, start=len(history))
    assert engine.state("s").integrity_score is None and engine.state("s").drift_log == []


def test_compaction_turn_injects_only_casualties(engine):
    outcome = engine.before_llm("s", compacted("one"))
    assert outcome.reason == "compaction"
    assert outcome.report.casualties == ["bullets", "metric"]
    assert outcome.reminder.included == ["bullets", "metric"]  # priority, then id
    lines = outcome.block.splitlines()
    assert lines[0] == REMINDER_MARKER
    assert lines[1:] == ["  - Answer in bullet points.", "  - Use metric units."]
    state = engine.state("s")
    assert state.integrity_score == 33 and state.compactions == 1
    assert state.anchors["tests"].status == "alive" and state.anchors["bullets"].status == "drifted"
    # the next turns are quiet again
    history = compacted("one") + [{"role": "assistant", "content": "ok"}, {"role": "user", "content": "more"}]
    assert engine.before_llm("s", history).block is None


def test_compaction_with_everything_alive_injects_nothing(engine):
    outcome = engine.before_llm("s", compacted("one", live="From now on: bullet points, and metric units please"))
    assert outcome.reason == "compaction" and outcome.block is None
    assert engine.state("s").integrity_score == 100


def test_current_user_message_counts_when_host_passes_it_separately(engine):
    history = compacted("one")[:-1]  # the host's history lacks the current user message
    outcome = engine.before_llm("s", history, user_message="always answer with bullet points in metric units")
    assert outcome.report.casualties == []


def test_inject_always_carries_all_anchors_every_turn(make_engine):
    engine = make_engine(anchors=ANCHORS, inject="always")
    engine.start_session("s")
    for i in range(3):
        outcome = engine.before_llm("s", [SYSTEM, *chat(i + 1)])
        assert outcome.reason == "always"
        assert outcome.reminder.included == ["bullets", "metric", "tests"]
    outcome = engine.before_llm("s", compacted("x"))
    assert outcome.reason == "compaction" and outcome.reminder.included == ["bullets", "metric", "tests"]


def test_safety_net_after_hard_reinject_turns(make_engine):
    engine = make_engine(anchors=ANCHORS, hard_reinject_turns=5)
    engine.start_session("s")
    history = [SYSTEM, *chat(1)]
    reasons = []
    for i in range(12):
        history = history + chat(1, start=100 + i)
        reasons.append(engine.before_llm("s", history).reason)
    assert reasons == ["quiet"] * 4 + ["safety-net"] + ["quiet"] * 4 + ["safety-net"] + ["quiet"] * 2
    state = engine.state("s")
    assert state.last_reinject_turn == 10
    assert [e.reason for e in state.drift_log] == ["safety-net", "safety-net"]


def test_safety_net_reasserts_every_anchor_and_resets_after_a_reinjection(make_engine):
    engine = make_engine(anchors=ANCHORS, hard_reinject_turns=3)
    engine.start_session("s")
    assert engine.before_llm("s", [SYSTEM, *chat(1)]).reason == "quiet"
    assert engine.before_llm("s", compacted("c1")).reason == "compaction"  # turn 2: reinjects -> counter resets
    history = compacted("c1")
    outcomes = []
    for i in range(3):
        history = history + chat(1, start=200 + i)
        outcomes.append(engine.before_llm("s", history))
    assert [o.reason for o in outcomes] == ["quiet", "quiet", "safety-net"]
    assert outcomes[-1].reminder.included == ["bullets", "metric", "tests"]  # alive ones too


def test_safety_net_zero_disables(make_engine):
    engine = make_engine(anchors=ANCHORS, hard_reinject_turns=0)
    engine.start_session("s")
    history = [SYSTEM]
    for i in range(120):
        history = history + chat(1, start=i)
        assert engine.before_llm("s", history).reason == "quiet"


def test_drift_log_is_bounded(make_engine):
    engine = make_engine(anchors=ANCHORS, drift_log_size=3)
    engine.start_session("s")
    for i in range(6):
        assert engine.before_llm("s", compacted(f"c{i}")).reason == "compaction"
    log = engine.state("s").drift_log
    assert len(log) == 3 and [e.turn for e in log] == [4, 5, 6]
    assert log[-1].casualties == ["bullets", "metric"] and log[-1].score == 33


def test_turn_counter_and_audit_persist_at_end_turn(engine, home):
    engine.before_llm("s", [SYSTEM, *chat(1)])
    engine.before_llm("s", compacted("c1"))
    path = engine.sessions.path_for("s")
    before = json.loads(path.read_text())
    assert before["turn"] == 0  # nothing written on the hot path
    engine.end_turn("s")
    saved = json.loads(path.read_text())
    assert saved["turn"] == 2 and saved["integrity_score"] == 33 and saved["compactions"] == 1
    other = Engine(load_config({"anchors": ANCHORS}), home=home)
    state = other.state("s")
    assert state.turn == 2 and state.last_summary_hash == engine.state("s").last_summary_hash
    # the same summary seen by another process is not a new compaction
    assert other.before_llm("s", compacted("c1")).reason == "quiet"
    assert other.state("s").turn == 3


def test_disabled_engine_does_nothing(make_engine):
    engine = make_engine(anchors=ANCHORS, enabled=False)
    assert engine.before_llm("s", compacted("c")).reason == "disabled"
    assert engine.on_request("s", compacted("c")) is None


# ── alerts ───────────────────────────────────────────────────────────────────────────────────────

def test_alert_below_floor_respects_cooldown(make_engine, clock, caplog):
    engine = make_engine(anchors=ANCHORS, alert_floor=70, alert_cooldown_s=1800)
    engine.start_session("s")
    caplog.set_level(logging.WARNING, logger="memlock")
    engine.before_llm("s", compacted("c1"))
    alerts = [r for r in caplog.records if "integrity 33%" in r.getMessage()]
    assert len(alerts) == 1 and "bullets" in alerts[0].getMessage()
    assert engine.state("s").last_alert_at == clock.now
    clock.advance(600)
    engine.before_llm("s", compacted("c2"))
    assert len([r for r in caplog.records if "integrity 33%" in r.getMessage()]) == 1  # cooling down
    clock.advance(1200)
    engine.before_llm("s", compacted("c3"))
    assert len([r for r in caplog.records if "integrity 33%" in r.getMessage()]) == 2


def test_no_alert_at_or_above_floor(make_engine, caplog):
    engine = make_engine(anchors=ANCHORS, alert_floor=30)
    engine.start_session("s")
    caplog.set_level(logging.WARNING, logger="memlock")
    engine.before_llm("s", compacted("c1"))  # 33% >= 30
    assert not [r for r in caplog.records if "integrity" in r.getMessage()]
    assert engine.state("s").last_alert_at is None


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _wait_for(path: Path, timeout: float = 20.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text()
        time.sleep(0.02)
    raise AssertionError(f"{path} never appeared")


def test_alert_script_runs_as_argv_never_stalls_and_is_killed(make_engine, tmp_path):
    out = tmp_path / "alert-out"
    out.mkdir()
    script = tmp_path / "alert.sh"
    script.write_text(
        "#!/bin/sh\n"
        "out=\"$1\"; shift\n"
        "printf '%s\\n' \"$@\" > \"$out/argv.tmp\" && mv \"$out/argv.tmp\" \"$out/argv\"\n"
        "sleep 300 &\n"
        "echo $! > \"$out/child\"\n"
        "echo $$ > \"$out/pid\"\n"
        "wait\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    marker = tmp_path / "pwned"
    engine = make_engine(anchors=ANCHORS, alert_script=[str(script), str(out)], alert_timeout_s=1)
    # a session id with shell metacharacters reaches the script as plain text
    sid = f"s; touch {marker}; $(touch {marker})"
    engine.start_session(sid)
    outcome = engine.before_llm(sid, compacted("c1"))
    assert outcome.block  # the turn got its reminder...
    workers = [t for t in threading.enumerate() if t.name == "memlock-alert"]
    assert workers and workers[0].is_alive()  # ...while the alert script is still running
    pid, child = int(_wait_for(out / "pid")), int(_wait_for(out / "child"))
    argv = _wait_for(out / "argv").splitlines()
    assert argv[-1].startswith("memlock: integrity 33% in session") and sid in argv[-1]
    assert not marker.exists()  # never a shell
    for worker in workers:
        worker.join(timeout=30)
        assert not worker.is_alive()
    deadline = time.monotonic() + 10
    while (_running(pid) or _running(child)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _running(pid), "alert script outlived its timeout"
    assert not _running(child), "alert script's child outlived its timeout"


def test_alert_script_that_cannot_start_is_logged(make_engine, tmp_path, caplog):
    engine = make_engine(anchors=ANCHORS, alert_script=[str(tmp_path / "missing-script")])
    engine.start_session("s")
    caplog.set_level(logging.WARNING, logger="memlock")
    assert engine.before_llm("s", compacted("c1")).block
    for worker in [t for t in threading.enumerate() if t.name == "memlock-alert"]:
        worker.join(timeout=10)
    assert any("could not start" in r.getMessage() for r in caplog.records)
    assert os.path.exists(engine.home)
