"""Soak (issue 16): a 10,000-turn session with a compaction every 50 turns and pin churn every 20.
Memory (live Python objects), stored state and per-turn work (summary checks per quiet turn) must stay
flat. Asserted on counters and growth ratios between turn 5,000 and turn 10,000, never on wall-clock
time. About 20 s of CPU."""
from __future__ import annotations

import gc
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from conftest import chat, summary_message

from memlock_core import Engine, load_config
from memlock_core.detection import compaction
from memlock_core.session.requests import run_request
from memlock_core.session.state import TOMBSTONE_CAP

# EARLY is past the point where every bounded list is full (200 tombstones need ~4,100 turns of churn)
TURNS, COMPACT_EVERY, CHURN_EVERY, EARLY = 10_000, 50, 20, 5_000
SYSTEM = {"role": "system", "content": "You are a helpful assistant."}


@pytest.fixture
def fast_home(tmp_path):
    """A tmpfs home when there is one (/dev/shm): the soak measures memlock, not the disk's fsync."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        home = Path(tempfile.mkdtemp(prefix="memlock-soak-", dir=shm))
        yield home
        shutil.rmtree(home, ignore_errors=True)
    else:
        yield tmp_path


def test_soak_ten_thousand_turns_stay_flat(fast_home, monkeypatch):
    calls = {"n": 0}
    real = compaction.summary_span_in

    def counting(*args, **kwargs):
        calls["n"] += 1
        return real(*args, **kwargs)
    monkeypatch.setattr(compaction, "summary_span_in", counting)
    engine = Engine(load_config({"hard_reinject_turns": 0}), home=fast_home)
    sid = "soak"
    engine.start_session(sid)
    history: list = [SYSTEM, *chat(3)]
    pinned: list[str] = []
    quiet_work: list[int] = []
    compaction_turns = reminders = 0
    checkpoints: dict[int, tuple[int, int, int]] = {}
    for turn in range(1, TURNS + 1):
        if turn % CHURN_EVERY == 0:  # pin churn: one new pin, the oldest goes when more than 6 are held
            result = run_request(engine, sid, {"action": "pin", "text": f"Rule {turn}: keep topic {turn} formal."},
                                 actor="user")
            assert result.ok, result.message
            pinned.append(result.data["anchor"]["id"])
            if len(pinned) > 6:
                assert run_request(engine, sid, {"action": "unpin", "pin_id": pinned.pop(0)}, actor="user").ok
        compacted = turn % COMPACT_EVERY == 0
        if compacted:  # Hermes folds the middle into a summary and keeps the head and a short tail
            history = [SYSTEM, summary_message(f"recap up to turn {turn}"), *history[-6:]]
        text = f"question {turn} about the weather"
        history = [*history, {"role": "user", "content": text}]
        before = calls["n"]
        outcome = engine.before_llm(sid, history, user_message=text)
        work = calls["n"] - before
        if compacted:
            compaction_turns += outcome.reason == "compaction"
            reminders += outcome.block is not None
        else:
            assert outcome.reason == "quiet", (turn, outcome.reason)
            quiet_work.append(work)
        history = [*history, {"role": "assistant", "content": f"answer {turn}: sunny"}]
        engine.end_turn(sid)
        if turn in (EARLY, TURNS):
            gc.collect()
            state_file = engine.sessions.path_for(sid)
            checkpoints[turn] = (len(gc.get_objects()), state_file.stat().st_size, len(history))
    assert compaction_turns == TURNS // COMPACT_EVERY  # every compaction seen, none invented
    assert reminders == compaction_turns  # each one re-injected the pins it dropped
    assert max(quiet_work[1:]) <= 3  # a quiet turn scans only what is new (the first turn scans all)
    early_objects, early_file, early_len = checkpoints[EARLY]
    end_objects, end_file, end_len = checkpoints[TURNS]
    assert end_objects / early_objects < 1.05, (early_objects, end_objects)  # live Python objects: flat
    assert end_file / early_file < 1.25, (early_file, end_file)
    assert end_len == early_len
    state = engine.state(sid)
    assert len(state.tombstones) <= TOMBSTONE_CAP
    assert len(state.summary_hashes) <= 32 and len(state.drift_log) <= engine.cfg.drift_log_size
    assert len(state.anchors) <= 6 + len(engine.cfg.static_anchors)
