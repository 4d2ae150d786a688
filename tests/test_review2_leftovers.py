"""REVIEW-2 leftovers (issue 26): each test failed before its fix.

* ``SessionState.absorb_turn_fields`` kept the in-memory turn even when the file's was higher
  (``max`` of a value with itself);
* the Claude hooks marked every chosen anchor as announced, also those the reminder budget left out;
* the reasons pin records were quarantined for stayed in ``memlock quarantine list``: the session
  notice (``/guard``, the Claude hooks' start notice) only counted them;
* ``prune`` decided a session was idle before it locked it, and unlinked lock files another process
  might hold.
"""
from __future__ import annotations

import fcntl
import os
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_claude_hooks import Claude  # noqa: E402

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.config import Config  # noqa: E402
from memlock_core.fileio import file_lock  # noqa: E402
from memlock_core.pinstore.contract import stem_for  # noqa: E402
from memlock_core.pinstore.file_backend import FilePinStore  # noqa: E402
from memlock_core.session.engine import Engine  # noqa: E402
from memlock_core.session.state import SessionState  # noqa: E402
from memlock_core.session.state_store import SessionStore  # noqa: E402


def test_absorbing_turn_fields_keeps_the_higher_turn():
    disk = SessionState(session_id="s", turn=9)  # another process counted further meanwhile
    mine = SessionState(session_id="s", turn=4)
    disk.absorb_turn_fields(mine)
    assert disk.turn == 9


def test_claude_hooks_announce_again_what_did_not_fit_the_reminder(tmp_path):
    cc = Claude(tmp_path, "memlock:\n  max_slots: 2\n  max_pins: 16\n")
    cc.hook("SessionStart", source="startup")
    texts = [f"Standing rule number {i}: keep the {word} in mind." for i, word in
             enumerate(("alpha budget", "beta schedule", "gamma schema", "delta release"))]
    for text in texts:
        cc.user_pins(text)
    first = cc.prompt("hello")
    shown = [t for t in texts if t in first.context]
    assert len(shown) == 2  # the budget (max_slots) lets two through
    second = cc.prompt("and now?")
    assert second.context is not None, "the two pins that did not fit were marked announced"
    assert {t for t in texts if t in second.context} == set(texts) - set(shown)


def _tampered_store(home: Path) -> FilePinStore:
    store = FilePinStore(home)
    store.put(Anchor(id="g1", text="Never force-push to main.", reminder="Never force-push to main.", kind="global", scope="global",
                     created_by="user", admission="approved_manual"), "user")
    record = store.records / f"{stem_for('g1')}.json"
    record.write_bytes(record.read_bytes().replace(b"force-push", b"FORCE-push"))
    return store


def test_the_session_notice_says_why_pin_records_were_quarantined(tmp_path):
    store = _tampered_store(tmp_path)
    engine = Engine(Config(), home=tmp_path, pin_store=store)
    state = engine.start_session("s")
    notices = " | ".join(state.notices)
    assert "1 durable pin file(s) in quarantine" in notices
    assert "content does not match the manifest" in notices, notices


def _session(store: SessionStore, sid: str, last_active_at: float) -> None:
    with store.locked(sid):
        store.save(SessionState(session_id=sid, last_active_at=last_active_at))


def test_prune_checks_idleness_under_the_lock(tmp_path, monkeypatch):
    store = SessionStore(tmp_path)
    now = time.time()
    _session(store, "busy", now)  # active right now
    stale = [("busy", now - 10 * 86400, 0)]  # what a listing taken before its last turn said
    monkeypatch.setattr(store, "list_sessions", lambda: stale)
    removed, _ = store.prune(now - 86400)
    assert removed == [] and store.path_for("busy").exists()
    assert store._lock_path("busy").exists()  # a live session's lock file is never unlinked


def test_prune_removes_an_idle_session_and_its_lock_safely(tmp_path):
    store = SessionStore(tmp_path)
    now = time.time()
    _session(store, "old", now - 10 * 86400)
    removed, _ = store.prune(now - 86400)
    assert removed == ["old"] and not store.path_for("old").exists()


def test_a_lock_file_unlinked_while_waited_on_is_not_a_second_lock(tmp_path):
    """The waiter on the old inode must not think it holds the lock once the file is replaced."""
    path = tmp_path / "x.lock"
    inside, release, done = threading.Event(), threading.Event(), threading.Event()

    def waiter() -> None:
        with file_lock(path):
            inside.set()
            release.wait(10)
        done.set()

    with file_lock(path):
        thread = threading.Thread(target=waiter)
        thread.start()
        time.sleep(0.3)  # the waiter is blocked in flock on this inode
        path.unlink()  # what prune did (after releasing): the next locker makes a new file
    assert inside.wait(10)
    fd = os.open(str(path), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            second = True
            fcntl.flock(fd, fcntl.LOCK_UN)
        except BlockingIOError:
            second = False
    finally:
        os.close(fd)
        release.set()
        thread.join(10)
    assert done.is_set()
    assert not second, "a second process took the lock while the waiter held the unlinked one"

