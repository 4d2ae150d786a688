"""Many sessions in one process (a gateway): per-session locks, quiet turns that write nothing,
LRU and idle eviction, durable pins changed elsewhere reaching running sessions by their next turn,
and project identity from the git remote."""
from __future__ import annotations

import json
import threading
import time
import uuid
from pathlib import Path

import pytest
from conftest import chat, summary_message
from pin_store_backends import drop_schema, pg_dsn

from memlock_core import REMINDER_MARKER, Engine, load_config, run_request
from memlock_core.detection.audit import audit
from memlock_core.pinstore.project import legacy_project_key, normalize_remote, project_key
from memlock_core.session import engine as engine_module

ANCHORS = [{"id": "metric", "text": "Use metric units.", "priority": 50, "probes": ["metric", "units"]}]


def compacted(tag: str) -> list[dict]:
    return [summary_message(f"{tag}: the user wanted metric units"), *chat(2), {"role": "user", "content": "next"}]


def test_an_audit_in_one_session_does_not_stall_another(home):
    entered, release = threading.Event(), threading.Event()

    def slow_auditor(anchors, history, settings, **kwargs):
        if any("SLOW" in str(m.get("content")) for m in history):
            entered.set()
            release.wait(30)
        return audit(anchors, history, settings, **kwargs)

    engine = Engine(load_config({"anchors": ANCHORS}), auditor=slow_auditor)
    engine.start_session("a")
    engine.start_session("b")
    slow = threading.Thread(target=engine.before_llm, args=("a", compacted("SLOW")))
    slow.start()
    assert entered.wait(30)
    done = threading.Event()
    threading.Thread(target=lambda: (engine.before_llm("b", compacted("fast")), engine.end_turn("b"),
                                     done.set())).start()
    try:
        assert done.wait(10), "session b waited for session a's audit"
    finally:
        release.set()
        slow.join(30)
    assert engine.state("a").compactions == 1 and engine.state("b").compactions == 1


def test_quiet_turns_write_nothing_until_a_flush(make_engine):
    engine = make_engine(anchors=ANCHORS)
    engine.start_session("s")
    path = engine.sessions.path_for("s")
    before = (path.stat().st_mtime_ns, path.read_bytes())
    history = chat(2)
    for i in range(5):
        history = history + chat(1, start=10 + i)
        assert engine.before_llm("s", history).block is None
        engine.end_turn("s")
    assert (path.stat().st_mtime_ns, path.read_bytes()) == before  # nothing written
    engine.flush("s")
    assert json.loads(path.read_text())["turn"] == 5
    # a compaction is written at the end of its turn
    engine.before_llm("s", compacted("one"))
    engine.end_turn("s")
    assert json.loads(path.read_text())["compactions"] == 1


def test_quiet_counters_are_written_by_the_flusher_not_by_a_turn(make_engine, clock):
    engine = make_engine(anchors=ANCHORS, state_flush_s=5)
    # The process's background flusher ticks every second and would write these sessions at a random
    # moment (the fake clock makes them due): this test drives flush_due itself, so it opts out.
    engine_module._ENGINES.discard(engine)
    engine.start_session("s")
    engine.start_session("busy")
    path = engine.sessions.path_for("s")
    history = chat(2)
    for i in range(3):
        clock.now += 10  # well past state_flush_s: still nothing written by the turn itself
        history = history + chat(1, start=10 + i)
        engine.before_llm("s", history)
        engine.before_llm("busy", history)
        engine.end_turn("s")
        engine.end_turn("busy")
    assert json.loads(path.read_text())["turn"] == 0
    clock.now += 10
    with engine.registry.locked("busy"):  # a session in a turn right now is skipped, not waited for
        written = threading.Thread(target=engine.flush_due)
        written.start()
        written.join(10)
        assert not written.is_alive()
    assert json.loads(path.read_text())["turn"] == 3
    assert json.loads(engine.sessions.path_for("busy").read_text())["turn"] == 0
    assert engine.flush_due() == 1  # the next tick writes it
    assert json.loads(engine.sessions.path_for("busy").read_text())["turn"] == 3
    assert engine.flush_due() == 0  # nothing new: nothing written


def test_state_flush_s_zero_writes_every_turn(make_engine):
    engine = make_engine(anchors=ANCHORS, state_flush_s=0)
    engine.start_session("s")
    engine.before_llm("s", chat(1))
    engine.end_turn("s")
    assert json.loads(engine.sessions.path_for("s").read_text())["turn"] == 1


def test_sessions_beyond_the_cap_are_evicted_and_come_back_from_disk(make_engine):
    engine = make_engine(anchors=ANCHORS, live_sessions_max=3)
    for n in range(6):
        sid = f"s{n}"
        assert run_request(engine, sid, {"text": f"Rule number {n} about apples."}, actor="user").ok
        engine.before_llm(sid, chat(1))
        engine.end_turn(sid)
    engine.evict_idle()
    live = engine.live_sessions()
    assert len(live) <= 3 and "s5" in live and "s0" not in live
    state = engine.state("s0")  # loaded again from disk, counters flushed at eviction
    assert state.turn == 1 and any("apples" in a.text for a in state.pins())


def test_idle_sessions_are_evicted(make_engine, monkeypatch):
    engine = make_engine(anchors=ANCHORS, live_session_idle_s=60)
    engine.start_session("idle")
    engine.before_llm("idle", chat(1))
    engine.end_turn("idle")
    later = time.monotonic() + 120
    monkeypatch.setattr(time, "monotonic", lambda: later)
    engine.start_session("fresh")
    engine.evict_idle()
    assert engine.live_sessions() == ["fresh"]
    assert json.loads(engine.sessions.path_for("idle").read_text())["turn"] == 1


def test_finalize_drops_the_session_from_memory(make_engine):
    engine = make_engine(anchors=ANCHORS)
    engine.start_session("s")
    engine.before_llm("s", chat(1))
    engine.finalize("s")
    assert engine.live_sessions() == []
    assert json.loads(engine.sessions.path_for("s").read_text())["turn"] == 1


def _durable_reaches_running_session(first: Engine, second: Engine) -> None:
    second.start_session("b")
    second.before_llm("b", chat(1))
    second.end_turn("b")
    made = run_request(first, "a", {"text": "Never deploy on Fridays.", "scope": "global"}, actor="user")
    assert made.ok, made.message
    deadline = time.monotonic() + 5
    outcome = second.before_llm("b", chat(2))
    while outcome.block is None and time.monotonic() < deadline:  # a NOTIFY takes a few ms to arrive
        second.end_turn("b")
        time.sleep(0.02)
        outcome = second.before_llm("b", chat(2))
    assert outcome.reason == "pin-update" and outcome.block and REMINDER_MARKER in outcome.block
    assert "Never deploy on Fridays." in outcome.block
    second.end_turn("b")
    assert second.before_llm("b", chat(3)).block is None  # told once
    pid = made.data["anchor"]["id"]
    assert pid in second.state("b").anchors
    run_request(first, "a", {"unpin": pid}, actor="user")
    time.sleep(0.05)
    second.before_llm("b", chat(4))
    assert pid not in second.state("b").anchors  # an unpin reaches it too


def test_a_durable_pin_made_elsewhere_reaches_a_running_session_next_turn(home):
    first, second = Engine(load_config()), Engine(load_config())
    _durable_reaches_running_session(first, second)


def test_two_homes_on_one_postgres_share_pins_by_the_next_turn(tmp_path):
    dsn = pg_dsn()
    schema = f"fleet_{uuid.uuid4().hex[:8]}"
    try:
        engines = [Engine(load_config({"persistence_backend": "postgres", "postgres_dsn": dsn,
                                       "postgres_schema": schema}), home=tmp_path / f"home{n}") for n in (1, 2)]
        _durable_reaches_running_session(*engines)
    finally:
        drop_schema(dsn, schema)


# ── project identity ──────────────────────────────────────────────────────────
@pytest.mark.parametrize("url", ["git@github.com:Team/Proj.git", "ssh://git@github.com:22/Team/Proj",
                                 "https://github.com/Team/Proj/", "https://bot:secret@GitHub.com/Team/Proj.git"])
def test_remote_urls_normalise_to_one_project(url):
    assert normalize_remote(url) == "github.com/Team/Proj"


def test_relative_remote_is_no_identity():
    assert normalize_remote("../sibling") is None and normalize_remote("") is None


def _repo(path: Path, remote: str | None) -> Path:
    (path / ".git").mkdir(parents=True)
    config = "[core]\n\tbare = false\n"
    if remote:
        config += f'[remote "upstream"]\n\turl = https://example.org/other.git\n[remote "origin"]\n\turl = {remote}\n'
    (path / ".git" / "config").write_text(config)
    (path / "src").mkdir()
    return path


def test_two_clones_share_a_key_and_a_repo_without_remote_keeps_its_path(tmp_path):
    one = _repo(tmp_path / "one", "git@example.com:team/proj.git")
    two = _repo(tmp_path / "elsewhere" / "two", "https://example.com/team/proj")
    assert project_key(one / "src") == project_key(two) == "git:example.com/team/proj"
    bare = _repo(tmp_path / "local", None)
    assert project_key(bare / "src") == legacy_project_key(bare) == str(bare.resolve())
    assert project_key(tmp_path) is None


def test_a_worktree_reads_its_main_repositorys_remote(tmp_path):
    main = _repo(tmp_path / "main", "https://example.com/team/proj.git")
    gitdir = main / ".git" / "worktrees" / "wt"
    gitdir.mkdir(parents=True)
    (gitdir / "commondir").write_text("../..\n")
    wt = tmp_path / "wt"
    wt.mkdir()
    (wt / ".git").write_text(f"gitdir: {gitdir}\n")
    assert project_key(wt) == "git:example.com/team/proj"


def test_project_pins_under_the_old_path_key_move_to_the_remote_key(home, tmp_path):
    repo = _repo(tmp_path / "proj", "git@example.com:team/proj.git")
    old, new = legacy_project_key(repo), project_key(repo)
    engine = Engine(load_config())
    engine.start_session("old", project=old)  # what an older memlock did
    assert run_request(engine, "old", {"text": "Run the linter before committing.", "scope": "project"},
                       actor="user").ok
    fresh = Engine(load_config())
    state = fresh.start_session("new", project=new, legacy_project=old)
    assert [a.text for a in state.anchors.values() if a.kind == "project"] == ["Run the linter before committing."]
    assert {p.project for p in fresh.pin_store.load().pins} == {new}
    assert any(e.action == "re-keyed project" for e in fresh.pin_store.history())


def test_on_postgres_the_old_key_is_left_to_the_operator(tmp_path):
    dsn = pg_dsn()
    schema = f"rekey_{uuid.uuid4().hex[:8]}"
    cfg = {"persistence_backend": "postgres", "postgres_dsn": dsn, "postgres_schema": schema}
    try:
        engine = Engine(load_config(cfg), home=tmp_path / "h")
        engine.start_session("old", project="/srv/proj")
        assert run_request(engine, "old", {"text": "Run the linter.", "scope": "project"}, actor="user").ok
        other = Engine(load_config(cfg), home=tmp_path / "h2")
        state = other.start_session("new", project="git:example.com/team/proj", legacy_project="/srv/proj")
        assert not [a for a in state.anchors.values() if a.kind == "project"]
        assert any("memlock pins rekey-project" in n for n in state.notices)
    finally:
        drop_schema(dsn, schema)
