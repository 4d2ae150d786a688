"""Session state on disk: where it lives, atomic locked writes shared by several processes, the turn
counter, and corrupt files (moved aside and reported, never silently reset)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import REPO_ROOT, chat, summary_message

from memlock_core import Engine, load_config, run_request
from memlock_core.paths import memlock_home, safe_file_stem
from memlock_core.session.state import SessionState
from memlock_core.session.state_store import SessionIdError, SessionStore, check_session_id
from memlock_core.session.status import render_status


def test_home_resolution_order(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    monkeypatch.delenv("MEMLOCK_HOME", raising=False)
    monkeypatch.delenv("HERMES_HOME", raising=False)
    assert memlock_home() == tmp_path / "user" / ".hermes" / "memlock"
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "hh"))
    assert memlock_home() == tmp_path / "hh" / "memlock"
    monkeypatch.setenv("MEMLOCK_HOME", str(tmp_path / "mh"))
    assert memlock_home() == tmp_path / "mh"
    assert memlock_home(str(tmp_path / "explicit")) == tmp_path / "explicit"
    assert Engine(load_config({"home": str(tmp_path / "cfg")})).home == tmp_path / "cfg"


def test_one_file_per_session_written_atomically(make_engine, home):
    engine = make_engine()
    for sid in ("alpha", "beta", "a:b", "a_b"):
        assert run_request(engine, sid, {"text": f"rule for {sid}"}).ok
    files = sorted((home / "sessions").glob("*.json"))
    assert len(files) == 4  # "a:b" and "a_b" do not collide
    assert safe_file_stem("a:b") != safe_file_stem("a_b")
    for path in files:
        assert oct(path.stat().st_mode & 0o777) == "0o600"
        data = json.loads(path.read_text())
        assert data["schema_version"] == 3 and len(data["anchors"]) == 1
    assert not [p for p in (home / "sessions").iterdir() if p.name.endswith(".tmp")]
    assert {row[0] for row in engine.list_sessions()} == {"alpha", "beta", "a:b", "a_b"}


def test_session_ids_are_checked(make_engine):
    for bad in ("", "   ", "x" * 513, "line\nbreak", None, 42):
        with pytest.raises(SessionIdError):
            check_session_id(bad)
    engine = make_engine()
    result = run_request(engine, "bad\x00id", {"text": "rule"})
    assert not result.ok and "session_id" in result.message
    with pytest.raises(SessionIdError):
        engine.before_llm("", [])
    long_but_ok = "s" * 512
    assert run_request(engine, long_but_ok, {"text": "rule"}).ok


def _spawn(code: str, home: Path) -> subprocess.Popen:
    env = {**os.environ, "MEMLOCK_HOME": str(home), "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def test_concurrent_processes_lose_no_pin(home):
    per_process, processes = 15, 4
    code = textwrap.dedent(f"""
        from memlock_core import Engine, load_config, run_request
        engine = Engine(load_config({{"max_pins": 256}}))
        for i in range({per_process}):
            result = run_request(engine, "shared", {{"text": f"rule {{TAG}} number {{i}}"}}, actor="user")
            assert result.ok, result.message
    """)
    procs = [_spawn(code.replace("{TAG}", f"p{n}"), home) for n in range(processes)]
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    state = Engine(load_config({"max_pins": 256}), home=home).state("shared")
    texts = {a.text for a in state.pins()}
    assert texts == {f"rule p{n} number {i}" for n in range(processes) for i in range(per_process)}


def test_turns_and_pins_from_different_processes_merge(home):
    turns = 30
    turn_code = textwrap.dedent(f"""
        from memlock_core import Engine, load_config, run_request
        engine = Engine(load_config({{"max_pins": 256}}))
        engine.start_session("shared")
        history = [{{"role": "system", "content": "sys"}}]
        for i in range({turns}):
            history = history + [{{"role": "user", "content": f"q{{i}}"}}, {{"role": "assistant", "content": f"a{{i}}"}}]
            engine.before_llm("shared", history)
            engine.end_turn("shared")
    """)
    pin_code = textwrap.dedent("""
        from memlock_core import Engine, load_config, run_request
        engine = Engine(load_config({"max_pins": 256}))
        for i in range(12):
            assert run_request(engine, "shared", {"text": f"rule TAG {i}"}, actor="user").ok
    """)
    procs = [_spawn(turn_code, home)] + [_spawn(pin_code.replace("TAG", f"w{n}"), home) for n in range(3)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    state = Engine(load_config({"max_pins": 256}), home=home).state("shared")
    assert state.turn == turns
    assert len(state.pins()) == 36


def test_pin_made_elsewhere_is_seen_by_a_running_engine(make_engine, home):
    engine = make_engine()
    engine.start_session("s")
    engine.before_llm("s", [{"role": "user", "content": "hi"}])
    other = Engine(load_config(), home=home)
    pid = run_request(other, "s", {"text": "Use metric units."}).data["anchor"]["id"]
    assert pid in engine.state("s").anchors  # adopted from disk
    engine.end_turn("s")  # and not clobbered by the running engine's save
    assert pid in Engine(load_config(), home=home).state("s").anchors
    engine.flush("s")  # a quiet turn's counter is written lazily (state_flush_s), or on flush/eviction/exit
    assert Engine(load_config(), home=home).state("s").turn == 1


def test_corrupt_state_file_is_moved_aside_and_reported(make_engine, home):
    engine = make_engine()
    assert run_request(engine, "s", {"text": "Use metric units."}).ok
    path = engine.sessions.path_for("s")
    garbage = b"{ this is not json"
    path.write_bytes(garbage)
    fresh = Engine(load_config(), home=home)
    state = fresh.state("s")
    kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".corrupt-")]
    assert len(kept) == 1 and kept[0].read_bytes() == garbage  # evidence kept, byte for byte
    assert any("corrupt" in n and str(kept[0]) in n for n in state.notices)
    assert "corrupt" in render_status(state)
    run_request(fresh, "s", {"text": "Answer in bullet points."})
    assert kept[0].read_bytes() == garbage  # a later save never overwrites it
    saved = json.loads(path.read_text())
    assert any("corrupt" in n for n in saved["notices"])  # the notice is persisted too


def test_corruption_under_a_running_engine_keeps_its_pins(make_engine):
    engine = make_engine()
    pid = run_request(engine, "s", {"text": "Use metric units."}).data["anchor"]["id"]
    engine.before_llm("s", [{"role": "user", "content": "hi"}])
    path = engine.sessions.path_for("s")
    path.write_bytes(b"\x00\x01 garbage")
    engine.end_turn("s")
    state = engine.state("s")
    assert pid in state.anchors, "pins held in memory were dropped because the file on disk was corrupt"
    assert any("corrupt" in n for n in state.notices)
    assert [p for p in path.parent.iterdir() if ".corrupt-" in p.name]


def test_reference_layout_is_upgraded_not_discarded(home):
    store = SessionStore(home)
    path = store.path_for("legacy")
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "session_id": "legacy", "turn_count": 12,
        "anchors": {"a1": {"text": "Answer in bullet points.", "priority": 70, "pinned": True, "probes": ["bullet"]}},
        "drift_log": [{"time": 5.0, "turn": 3, "score": 50, "casualties": ["a1"]}],
    }))
    state = store.load("legacy")
    assert state.turn == 12 and state.anchors["a1"].priority == 70 and state.anchors["a1"].kind == "pin"
    assert state.drift_log[0].at == 5.0 and state.drift_log[0].casualties == ["a1"]


def test_state_round_trip():
    state = SessionState(session_id="s", turn=7, integrity_score=50, notices=["n"])
    again = SessionState.from_dict(json.loads(json.dumps(state.to_dict())))
    assert again.to_dict() == state.to_dict()


def test_end_turn_after_compaction_writes_once(make_engine):
    engine = make_engine(anchors=[{"id": "a", "text": "Answer in bullet points."}])
    engine.start_session("s")
    engine.before_llm("s", [summary_message("recap"), *chat(2)])
    path = engine.sessions.path_for("s")
    rev = json.loads(path.read_text())["revision"]
    engine.end_turn("s")
    engine.end_turn("s")  # nothing new: no second write
    assert json.loads(path.read_text())["revision"] == rev + 1
