"""The sessions this process holds in memory: lookup, per-session locks, writing, flushing, eviction.

One role of the :class:`~memlock_core.session.engine.Engine` facade. Every session has its own lock,
so the work of one never waits for another; the registry lock guards a dict lookup only. A session's
in-memory view (:class:`LiveSession`) is loaded from its file on first use and adopted again when
another process changed the file; what it holds that is not on disk yet is written by
:meth:`SessionRegistry.persist` (the turn's end, the flusher, eviction) or at once, fsynced, by
:meth:`SessionRegistry.mutate` (a pin change).
"""
from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Callable

from memlock_core.config import Config
from memlock_core.detection.compaction import CompactionScanner
from memlock_core.detection.probe_index import ProbeIndex
from memlock_core.file_watch import FILE_WATCH, Signature
from memlock_core.session.state import SessionState
from memlock_core.session.state_store import SessionStore

log = logging.getLogger("memlock")


@dataclass
class LiveSession:
    """In-memory view of one session in this process. Touched only under its session's lock."""

    state: SessionState
    disk_sig: Signature  # the session file as this process last wrote or read it
    path: str  # the session file (the watcher's key)
    scanner: CompactionScanner = field(default_factory=CompactionScanner)
    request_scanner: CompactionScanner = field(default_factory=CompactionScanner)
    dirty: bool = False  # turn-flow news (a compaction, an audit, a reminder): written at end_turn
    unsaved: bool = False  # anything not on disk yet, quiet-turn counters included
    flushed_at: float = 0.0
    last_used: float = 0.0
    midturn_block: str | None = None
    midturn_pending: bool = False
    started: bool = False
    durable_token: Any = None  # the pin store's change token this session's durable pins reflect
    index: ProbeIndex = field(default_factory=ProbeIndex)  # probe hits per message text, learned in end_turn
    seen: list[Any] | None = None  # this turn's history, for end_turn to learn from
    prewarmed: int = 0  # messages of this history already handed to a background prewarm
    host_system: dict[str, Any] | None = None  # the system message of the last request (hosts whose hook history lacks it)


class SessionRegistry:
    """Live sessions by id (least recently used first), each with its own lock."""

    def __init__(self, sessions: SessionStore, cfg: Config, clock: Callable[[], float]):
        self.sessions = sessions
        self.cfg = cfg
        self.clock = clock
        self.live_by_id: OrderedDict[str, LiveSession] = OrderedDict()  # least recently used first
        self._locks: dict[str, threading.RLock] = {}  # one per session: sessions never wait for each other
        self._lookup = threading.Lock()  # guards the two dicts above; held for a lookup only

    # ── lookup ────────────────────────────────────────────────────────────
    def locked(self, session_id: str) -> _SessionLock:
        """Hold ``session_id``'s own lock (a ``with`` block). Eviction may retire a lock: then the
        new one is taken."""
        return _SessionLock(self, session_id)

    def _acquire(self, session_id: str) -> threading.RLock:
        while True:
            with self._lookup:
                lock = self._locks.get(session_id)
                if lock is None:
                    lock = self._locks[session_id] = threading.RLock()
            lock.acquire()
            with self._lookup:
                current = self._locks.get(session_id)
            if current is lock:
                return lock
            lock.release()

    def get(self, session_id: str) -> LiveSession | None:
        """The session's in-memory view if it is held now (no load, no lock of the session)."""
        with self._lookup:
            return self.live_by_id.get(session_id)

    def peek(self, session_id: str) -> LiveSession | None:
        """The session's in-memory view when :meth:`live` with ``fresh=False`` would return it as it
        is (held, and its file unchanged as the watcher last saw it), else None; no lock taken. A
        read-only look on the hot path (a quiet turn), right after the turn itself looked."""
        live = self.live_by_id.get(session_id)  # a plain dict lookup, atomic under the GIL
        if live is None or FILE_WATCH.cached(live.path) != live.disk_sig:
            return None
        return live

    def holds(self, session_id: str) -> bool:
        with self._lookup:
            return session_id in self.live_by_id

    def known(self, session_id: str) -> bool:
        """The session is live in this process or was saved by some process."""
        return self.holds(session_id) or self.sessions.exists(session_id)

    def ids(self) -> list[str]:
        """Sessions held in memory now, least recently used first."""
        with self._lookup:
            return list(self.live_by_id)

    def watched_paths(self) -> list[str]:
        """The files :data:`FILE_WATCH` stats for us: our live sessions'."""
        return [live.path for live in list(self.live_by_id.values())]  # a C-level copy: safe without the lock

    def live(self, session_id: str, *, fresh: bool = True) -> LiveSession:
        """This session's in-memory view (loaded from disk if needed). Call under its lock.

        ``fresh=False`` (a quiet turn): compare with the file as the process's watcher last saw it,
        no syscall; a change made elsewhere is then adopted within about ``WATCH_INTERVAL_S``."""
        with self._lookup:
            live = self.live_by_id.get(session_id)
            if live is not None:
                self.live_by_id.move_to_end(session_id)
        if live is None:
            path = str(self.sessions.path_for(session_id))
            with self.sessions.reading(session_id):
                state = self.sessions.load(session_id)
                sig = self.sessions.signature(session_id)
            live = LiveSession(state=state, disk_sig=sig, path=path, flushed_at=self.clock())
            with self._lookup:
                self.live_by_id[session_id] = live
        else:
            sig = self.sessions.signature(session_id) if fresh else FILE_WATCH.cached(live.path)
            if sig != live.disk_sig:  # another process changed it: adopt its pins, keep our turn data
                with self.sessions.reading(session_id):
                    disk = self.sessions.load(session_id)
                    sig = self.sessions.signature(session_id)
                live.state, live.disk_sig = adopt(live, disk), sig
        live.last_used = time.monotonic()
        return live

    # ── writing ───────────────────────────────────────────────────────────
    def persist(self, session_id: str, live: LiveSession, *, durable: bool = False) -> None:
        """Write this process's view, adopting a change another process made meanwhile. Call under
        the session's lock; the file lock is per session too, so no other session waits on this."""
        with self.sessions.locked(session_id):
            if self.sessions.signature(session_id) != live.disk_sig:
                disk = self.sessions.load(session_id)
                if disk.revision != live.state.revision or disk.recovered_from is not None:
                    live.state = adopt(live, disk)
            self.sessions.save(live.state, durable=durable)
            live.disk_sig = self.sessions.signature(session_id)
        live.dirty = live.unsaved = False
        live.flushed_at = self.clock()

    def mutate(self, session_id: str, change: Callable[[SessionState], Any]) -> Any:
        """Locked load-modify-save (fsynced) that keeps this process's unsaved turn data. Call under
        the session's lock."""
        live = self.live(session_id)
        with self.sessions.locked(session_id):
            state = adopt(live, self.sessions.load(session_id))
            result = change(state)
            self.sessions.save(state)
            live.disk_sig = self.sessions.signature(session_id)
        live.state, live.dirty, live.unsaved = state, False, False
        live.flushed_at = self.clock()
        return result

    # ── flushing and eviction ─────────────────────────────────────────────
    def flush(self, session_id: str) -> None:
        """Write this session's unsaved counters now (eviction, finalize and exit do it too)."""
        if not self.holds(session_id):
            return
        with self.locked(session_id):
            live = self.live_by_id.get(session_id)
            if live is not None and live.unsaved:
                self.persist(session_id, live)

    def flush_due(self) -> int:
        """Write the quiet-turn counters older than ``state_flush_s`` and drop idle sessions; returns
        how many sessions were written. The flusher thread calls this, never a turn: a session in
        a turn right now (its lock taken) is skipped until the next tick, so no turn waits for it."""
        interval, now = self.cfg.state_flush_s, self.clock()
        with self._lookup:
            due = [(sid, self._locks.get(sid)) for sid, live in self.live_by_id.items()
                   if live.unsaved and now - live.flushed_at >= interval]
        written = 0
        for session_id, lock in due:
            if lock is None or not lock.acquire(blocking=False):
                continue
            try:
                with self._lookup:
                    live = self.live_by_id.get(session_id) if self._locks.get(session_id) is lock else None
                if live is not None and live.unsaved:
                    try:
                        self.persist(session_id, live)
                        written += 1
                    except OSError as exc:  # kept in memory and tried again next tick
                        log.warning("memlock: session %s could not be saved: %s", session_id, exc)
            finally:
                lock.release()
        self.evict_idle()
        return written

    def flush_all(self) -> None:
        for session_id in self.ids():
            self.flush(session_id)

    def evict(self, session_id: str, *, wait: bool) -> bool:
        """Flush a session and drop it from memory; a busy session is skipped unless ``wait``."""
        with self._lookup:
            lock = self._locks.get(session_id)
        if lock is None:
            return False
        if not lock.acquire(blocking=wait):
            return False
        try:
            live = self.live_by_id.get(session_id)
            if live is not None and live.unsaved:
                self.persist(session_id, live)
            with self._lookup:
                self.live_by_id.pop(session_id, None)
                if self._locks.get(session_id) is lock:
                    del self._locks[session_id]
            return True
        finally:
            lock.release()

    def evict_idle(self) -> None:
        """Drop the least recently used sessions beyond the cap, and any idle too long."""
        cutoff = time.monotonic() - self.cfg.live_session_idle_s
        with self._lookup:
            excess = len(self.live_by_id) - self.cfg.live_sessions_max
            victims = []
            for session_id, live in self.live_by_id.items():
                if excess > 0 or live.last_used < cutoff:
                    victims.append(session_id)
                    excess -= 1
                else:
                    break
        for session_id in victims:
            with contextlib.suppress(Exception):
                self.evict(session_id, wait=False)


def adopt(live: LiveSession, disk: SessionState) -> SessionState:
    """The record to go on from after reading ``disk``: its pins (another process may have changed
    them), this process's unsaved turn data and notices. A file found corrupt was moved aside and
    yields an empty record, so this process's in-memory anchors are the best copy left: keep them."""
    if disk.recovered_from is not None:
        for anchor_id, anchor in live.state.anchors.items():
            disk.anchors.setdefault(anchor_id, anchor)
        disk.absorb_turn_fields(live.state)
    elif live.unsaved:
        disk.absorb_turn_fields(live.state)
    for notice in live.state.notices:
        disk.add_notice(notice)
    return disk


class _SessionLock:
    """``with registry.locked(sid):`` - a plain context manager, not a generator one: every turn
    takes it at least twice."""

    __slots__ = ("_registry", "_session_id", "_lock")

    def __init__(self, registry: SessionRegistry, session_id: str) -> None:
        self._registry, self._session_id = registry, session_id
        self._lock: threading.RLock | None = None

    def __enter__(self) -> None:
        self._lock = self._registry._acquire(self._session_id)

    def __exit__(self, *exc: object) -> None:
        lock, self._lock = self._lock, None
        if lock is not None:
            lock.release()
