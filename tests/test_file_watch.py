"""A quiet turn makes no syscall (issue 13: in a gateway each one can wait a GIL switch interval or
more), yet still sees what changed: a change made in this process at once, one made by another
process within the watcher's interval, and a turn that acts (a compaction) looks at the disk first.

No clock: the tests wait for the watcher's polling rounds (``FILE_WATCH.wait_rounds``), or stop the
poller to show that what they check does not depend on it."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import chat, summary_message

from memlock_core import REMINDER_MARKER, Engine, load_config, run_request
from memlock_core.file_watch import FILE_WATCH, FileWatch

ANCHORS = [{"id": "metric", "text": "Use metric units.", "priority": 50, "probes": ["metric", "units"]}]
REPO_ROOT = Path(__file__).resolve().parent.parent
SYSCALLS = ("stat", "lstat", "open", "replace", "rename", "fsync", "scandir", "listdir")


class _Syscalls:
    """Counts the file syscalls (through ``os``) made by one thread: the watcher's own are not ours."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.thread = threading.get_ident()
        self.calls: list[str] = []
        for name in SYSCALLS:
            real = getattr(os, name)

            def counted(*args, _real=real, _name=name, **kwargs):
                if threading.get_ident() == self.thread:
                    self.calls.append(f"{_name}{args[:1]}")
                return _real(*args, **kwargs)

            monkeypatch.setattr(os, name, counted)


def _other_process(home: Path, code: str) -> None:
    """Run ``code`` (with ``engine`` bound to an Engine over ``home``) in a separate Python process."""
    script = ("import sys; sys.path.insert(0, sys.argv[1])\n"
              "from memlock_core import Engine, load_config, run_request\n"
              f"engine = Engine(load_config({{'anchors': {ANCHORS!r}}}), home=sys.argv[2])\n" + code)
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    subprocess.run([sys.executable, "-c", script, str(REPO_ROOT), str(home)], check=True, env=env, timeout=120)


def _warm(engine: Engine, sid: str) -> list[dict]:
    engine.start_session(sid)
    history = chat(2)
    for i in range(2):  # the first looks register the session's file with the watcher
        history = history + chat(1, start=10 + i)
        engine.before_llm(sid, history)
        engine.on_request(sid, [{"role": "system", "content": "sys"}, *history])
        engine.end_turn(sid)
    return history


def test_a_quiet_turn_makes_no_file_syscall(make_engine, monkeypatch):
    engine = make_engine(anchors=ANCHORS)
    history = _warm(engine, "s")
    seen = _Syscalls(monkeypatch)
    for i in range(3):
        history = history + chat(1, start=20 + i)
        assert engine.before_llm("s", history).block is None
        assert engine.on_request("s", [{"role": "system", "content": "sys"}, *history]) is None
        engine.state("s", fresh=False)
        engine.end_turn("s")
    assert seen.calls == []
    engine.state("s")  # an exact look (/guard, a pin request) still stats the file
    assert seen.calls


def test_a_durable_pin_made_in_this_process_reaches_a_quiet_turn_at_once(home, monkeypatch):
    """Two engines (two store objects) in one process: the commit publishes the store's new
    signature, so the other engine's next quiet turn sees it without the poller."""
    monkeypatch.setattr(FILE_WATCH, "poll_once", lambda: 0)
    first, second = Engine(load_config()), Engine(load_config())
    history = _warm(second, "b")
    made = run_request(first, "a", {"text": "Never deploy on Fridays.", "scope": "global"}, actor="user")
    assert made.ok, made.message
    outcome = second.before_llm("b", history + chat(1, start=30))
    assert outcome.reason == "pin-update" and outcome.block and REMINDER_MARKER in outcome.block
    assert "Never deploy on Fridays." in outcome.block


def test_a_session_change_made_in_this_process_is_seen_at_once(home, monkeypatch):
    monkeypatch.setattr(FILE_WATCH, "poll_once", lambda: 0)
    cfg = load_config({"anchors": ANCHORS})
    first, second = Engine(cfg), Engine(cfg)
    _warm(first, "s")
    assert run_request(second, "s", {"text": "Answer in French."}, actor="user").ok
    assert any("French" in a.text for a in first.state("s", fresh=False).pins())


def test_changes_made_by_another_process_reach_a_quiet_turn_within_the_watch_interval(home):
    engine = Engine(load_config({"anchors": ANCHORS}))
    history = _warm(engine, "s")
    _other_process(home, "assert run_request(engine, 's', {'text': 'Answer in French.'}, actor='user').ok\n"
                         "assert run_request(engine, 'x', {'text': 'Never deploy on Fridays.', 'scope': 'global'},"
                         " actor='user').ok\n")
    assert FILE_WATCH.wait_rounds(2, timeout=30)  # a full round after the change: no clock in the test
    outcome = engine.before_llm("s", history + chat(1, start=30))
    assert outcome.reason == "pin-update" and "Never deploy on Fridays." in (outcome.block or "")
    assert any("French" in a.text for a in engine.state("s", fresh=False).pins())


def test_a_compaction_turn_looks_at_the_disk_before_it_audits(home, monkeypatch):
    """With the poller stopped the cached view is stale; a turn that audits reads the disk anyway,
    so a pin another process just added is audited and, lost in the compaction, re-injected."""
    monkeypatch.setattr(FILE_WATCH, "poll_once", lambda: 0)
    engine = Engine(load_config({"anchors": ANCHORS}))
    _warm(engine, "s")
    _other_process(home, "assert run_request(engine, 's', {'text': 'Answer every question in French.'},"
                         " actor='user').ok\n")
    compacted = [summary_message("the user talked about the weather"), *chat(2, start=40),
                 {"role": "user", "content": "next"}]
    outcome = engine.before_llm("s", compacted)
    assert outcome.reason == "compaction" and "French" in (outcome.block or "")


def test_the_watcher_polls_its_sources_and_forgets_nothing_it_still_watches(tmp_path):
    watch = FileWatch(interval=3600)  # driven by hand: poll_once
    target = tmp_path / "f"

    class Source:
        def watched_paths(self):
            return [str(target)]

    source = Source()
    watch.add_source(source)
    assert watch._thread is None  # nothing looked twice yet: no thread (one-shot processes never start one)
    assert watch.cached(str(target)) is None  # missing
    assert watch.cached(str(target)) is None and watch._thread is not None  # a second look starts the poller
    target.write_text("one")
    assert watch.cached(str(target)) is None  # not polled yet: the cached value
    assert watch.poll_once() == 1
    first = watch.cached(str(target))
    assert first is not None
    target.write_text("two!")
    assert watch.refresh(str(target)) != first  # an exact look publishes at once
