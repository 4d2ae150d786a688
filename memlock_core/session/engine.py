"""The turn flow every host drives: start a session, audit on compaction, re-inject casualties.

Hosts translate their events into these calls:

* :meth:`Engine.start_session` - seed static anchors and durable (global/project) pins.
* :meth:`Engine.before_llm` - once per user turn; returns the reminder block to add, or None.
* :meth:`Engine.on_request` - before every model request of a turn; catches a compaction that
  happened mid-turn and returns a patched message list.
* :meth:`Engine.end_turn` - persist, and memoize the new messages' probe hits for the next audit
  (slow work stays off the per-turn hot path).
* :meth:`Engine.apply` - pin / update / rollback / unpin requests from a tool, CLI or command.

Quiet turns (no new compaction) cost O(new messages): summaries are found by an incremental
scanner and nothing is written to disk until :meth:`end_turn`.

Many sessions at once (a Hermes gateway): every session has its own lock, so the audit of one never
waits for another; the only engine-wide locks guard a dict lookup and the cached durable pins.
What a turn writes, and when (``docs/ARCHITECTURE.md`` names what a crash can lose):

* a pin change: at once, fsynced (``_mutate``);
* a compaction, an audit, a reminder: at :meth:`end_turn`, without fsync (losing it to a power cut
  only makes the next turn audit again, which re-injects: recall first);
* a quiet turn's counters (turn number, last activity): never on the turn itself; a background
  flusher thread writes them at most every ``state_flush_s`` seconds (skipping a session that is in
  a turn), and they are written when the session is evicted, finalized or the process exits
  (``state_flush_s: 0``: at the end of every turn instead).

Idle sessions are evicted from memory (LRU cap ``live_sessions_max`` plus ``live_session_idle_s``);
their state stays on disk and is loaded again on their next turn. Durable pins changed elsewhere
(another process, another gateway on the same PostgreSQL) reach a running session by its next turn:
the pin store offers a cheap change token (a file stat, or a LISTEN/NOTIFY counter) checked each turn.

A quiet turn makes no syscall: each one releases the GIL, and in a gateway taking it back can wait
behind fifty other chats. The session file and the pin store's files are stat-ed by one watcher
thread per process (:mod:`memlock_core.file_watch`) and a quiet turn compares what it last saw, in
memory. A change made in this process is seen at once; one made by another process within about
``WATCH_INTERVAL_S``. A turn that acts (a compaction, a safety-net or carried-over reminder) looks
at the disk and the store again before it audits, as every turn used to.
"""
from __future__ import annotations

import atexit
import contextlib
import logging
import os
import threading
import time
import weakref
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

from memlock_core.anchor import Anchor, pin_kind
from memlock_core.config import Config, load_config
from memlock_core.detection.audit import audit
from memlock_core.detection.audit_report import AuditReport
from memlock_core.detection.compaction import CompactionScanner, SummarySpan, new_summary
from memlock_core.detection.keyword import search_keys
from memlock_core.detection.messages import validate_history
from memlock_core.detection.probe_index import ProbeIndex
from memlock_core.detection.settings import AuditSettings
from memlock_core.errors import StoreUnavailable, StoreUntrusted
from memlock_core.file_watch import FILE_WATCH, Signature
from memlock_core.paths import memlock_home
from memlock_core.pinstore.contract import PinLoad, PinStore
from memlock_core.pinstore.factory import open_pin_store
from memlock_core.preferences.provider import PreferenceProvider
from memlock_core.session import alerts, durable_pins
from memlock_core.session.injection import inject_block
from memlock_core.session.preference_pass import PreferencePass
from memlock_core.session.reminder import Reminder, build_reminder
from memlock_core.session.state import MAX_SUMMARY_HASHES, DriftEvent, SessionState
from memlock_core.session.state_store import SessionStore, check_session_id
from memlock_core.trust.admission import AdmissionPolicy, injectable
from memlock_core.trust.tombstones import from_log

if TYPE_CHECKING:
    from memlock_core.detection.semantic import PrewarmJob

log = logging.getLogger("memlock")


@dataclass
class TurnOutcome:
    """What :meth:`Engine.before_llm` decided for one turn."""

    block: str | None = None
    reason: str = "quiet"  # quiet | compaction | safety-net | carry-over | always | pin-update | disabled
    report: AuditReport | None = None
    reminder: Reminder | None = None


@dataclass
class _Live:
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


_ENGINES: "weakref.WeakSet[Engine]" = weakref.WeakSet()
FLUSH_TICK_S = 1.0  # how often the flusher looks for due quiet-turn counters and idle sessions
_flusher: threading.Thread | None = None
_flusher_lock = threading.Lock()


def _flush_loop() -> None:
    """One daemon thread per process: quiet-turn writes and idle eviction, off every user's turn."""
    while True:
        time.sleep(FLUSH_TICK_S)
        for engine in list(_ENGINES):
            try:
                engine.flush_due()
            except Exception as exc:  # noqa: BLE001 - a failed flush is retried next tick, never fatal
                log.warning("memlock: background flush failed: %s: %s", type(exc).__name__, exc)


def _ensure_flusher() -> None:
    global _flusher
    if _flusher is not None and _flusher.is_alive():
        return
    with _flusher_lock:  # started lazily; again after a fork (the child has no threads)
        if _flusher is None or not _flusher.is_alive():
            _flusher = threading.Thread(target=_flush_loop, name="memlock-flush", daemon=True)
            _flusher.start()


@atexit.register
def _flush_at_exit() -> None:
    """Quiet-turn counters not yet written reach disk when the process ends normally."""
    for engine in list(_ENGINES):
        with contextlib.suppress(Exception):
            engine.flush_all()


class Engine:
    def __init__(self, config: Config | None = None, *, home: str | os.PathLike[str] | None = None,
                 pin_store: PinStore | None = None, clock: Callable[[], float] = time.time,
                 auditor: Callable[..., AuditReport] | None = None,
                 preference_provider: PreferenceProvider | None = None):
        self.cfg = config or load_config()
        # Same signature as audit(); a host whose every call is a new process (Claude Code hooks)
        # passes one that asks a long-lived process holding the embedding model.
        self.auditor = auditor or audit
        self.home = memlock_home(home or self.cfg.home or None)
        self.sessions = SessionStore(self.home)
        self._pin_store = pin_store
        self._pin_store_lock = threading.Lock()  # one store (and so one PostgreSQL listener) per engine
        self.clock = clock
        self.settings = AuditSettings.from_config(self.cfg)
        # Reverse audit: stored preferences checked after each audit (None provider: from config).
        self.preferences = PreferencePass(self.cfg, preference_provider)
        self._live: OrderedDict[str, _Live] = OrderedDict()  # least recently used first
        self._locks: dict[str, threading.RLock] = {}  # one per session: sessions never wait for each other
        self._registry = threading.Lock()  # guards the two dicts above; held for a lookup only
        self._durable_lock = threading.Lock()
        self._durable_cache: tuple[Any, PinLoad] | None = None
        # the last load that verified (wall time, load): served while the store is unreachable, up to
        # durable_offline_max_s after it was taken (docs/STORE.md, "When the database goes away")
        self._verified: tuple[float, PinLoad] | None = None
        self._unreachable_since: float | None = None
        self._tombstone_copy: tuple[float, frozenset[str]] | None = None
        self._rekeyed: dict[tuple[str, str], str | None] = {}  # (old, new) project key -> notice, if any
        self.last_pin_load: PinLoad | None = None
        self.prewarm_job: PrewarmJob | None = None  # the last background embedding run queued (tests join it)
        _ENGINES.add(self)
        FILE_WATCH.add_source(self)  # the watcher stats our live sessions' files (watched_paths)

    # ── plumbing ──────────────────────────────────────────────────────────
    @property
    def policy(self) -> AdmissionPolicy:
        return AdmissionPolicy(self.cfg.model_durable_pins, self.cfg.require_manual_for_durable)

    @property
    def pin_store(self) -> PinStore:
        store = self._pin_store
        if store is None:
            with self._pin_store_lock:  # two threads' first turns must not open two stores (two listeners)
                store = self._pin_store
                if store is None:
                    store = self._pin_store = open_pin_store(self.cfg, self.home)
        return store

    @contextlib.contextmanager
    def _session_locked(self, session_id: str) -> Iterator[None]:
        """Hold ``session_id``'s own lock. Eviction may retire a lock: then take the new one."""
        while True:
            with self._registry:
                lock = self._locks.get(session_id)
                if lock is None:
                    lock = self._locks[session_id] = threading.RLock()
            with lock:
                with self._registry:
                    current = self._locks.get(session_id)
                if current is lock:
                    yield
                    return

    def watched_paths(self) -> list[str]:
        """The files :data:`FILE_WATCH` stats for us: our live sessions'."""
        return [live.path for live in list(self._live.values())]  # a C-level copy: safe without the lock

    def _live_session(self, session_id: str, *, fresh: bool = True) -> _Live:
        """This session's in-memory view (loaded from disk if needed). Call under its lock.

        ``fresh=False`` (a quiet turn): compare with the file as the process's watcher last saw it,
        no syscall; a change made elsewhere is then adopted within about ``WATCH_INTERVAL_S``."""
        with self._registry:
            live = self._live.get(session_id)
            if live is not None:
                self._live.move_to_end(session_id)
        if live is None:
            path = str(self.sessions.path_for(session_id))
            with self.sessions.reading(session_id):
                state = self.sessions.load(session_id)
                sig = self.sessions.signature(session_id)
            live = _Live(state=state, disk_sig=sig, path=path, flushed_at=self.clock())
            with self._registry:
                self._live[session_id] = live
        else:
            sig = self.sessions.signature(session_id) if fresh else FILE_WATCH.cached(live.path)
            if sig != live.disk_sig:  # another process changed it: adopt its pins, keep our turn data
                with self.sessions.reading(session_id):
                    disk = self.sessions.load(session_id)
                    sig = self.sessions.signature(session_id)
                live.state, live.disk_sig = self._adopt(live, disk), sig
        live.last_used = time.monotonic()
        return live

    @staticmethod
    def _adopt(live: _Live, disk: SessionState) -> SessionState:
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

    def _persist(self, session_id: str, live: _Live, *, durable: bool = False) -> None:
        """Write this process's view, adopting a change another process made meanwhile. Call under
        the session's lock; the file lock is per session too, so no other session waits on this."""
        with self.sessions.locked(session_id):
            if self.sessions.signature(session_id) != live.disk_sig:
                disk = self.sessions.load(session_id)
                if disk.revision != live.state.revision or disk.recovered_from is not None:
                    live.state = self._adopt(live, disk)
            self.sessions.save(live.state, durable=durable)
            live.disk_sig = self.sessions.signature(session_id)
        live.dirty = live.unsaved = False
        live.flushed_at = self.clock()

    def _mutate(self, session_id: str, change: Callable[[SessionState], Any]) -> Any:
        """Locked load-modify-save (fsynced) that keeps this process's unsaved turn data."""
        live = self._live_session(session_id)
        with self.sessions.locked(session_id):
            state = self._adopt(live, self.sessions.load(session_id))
            result = change(state)
            self.sessions.save(state)
            live.disk_sig = self.sessions.signature(session_id)
        live.state, live.dirty, live.unsaved = state, False, False
        live.flushed_at = self.clock()
        return result

    # ── durable pins: one cached load per store change, not one per session or turn ──
    def _store_token(self, *, cached: bool = False) -> Any:
        """The pin store's cheap change token (None: the store offers none, or it failed).
        ``cached``: its files as the process's watcher last saw them (no syscall; a quiet turn)."""
        try:
            return self.pin_store.change_token(cached=cached)
        except Exception:  # noqa: BLE001 - no token means "no per-turn refresh", never a failed turn
            return None

    def _durable(self) -> tuple[Any, PinLoad]:
        token = self._store_token()
        with self._durable_lock:
            cached = self._durable_cache
            if cached is not None and token is not None and cached[0] == token:
                return cached
            result = (token, self._load_durable())
            self._durable_cache = result if token is not None else None
            if not result[1].unavailable:  # once per store change: the tombstones a store outage will need
                with contextlib.suppress(Exception):
                    self.durable_tombstones()
            return result

    def _refresh_durable(self, session_id: str, live: _Live, *, cached: bool = False) -> list[str]:
        """A durable pin changed somewhere since this session last looked: re-seed (rare, fsynced).
        Returns the ids of durable pins that are new to this session or changed: the model has
        never seen them, so this turn's reminder carries them."""
        token = self._store_token(cached=cached)
        if token is None or token == live.durable_token or not live.started:
            return []
        token, durable = self._durable()

        def reseed(state: SessionState) -> list[str]:
            before = {a.id: (a.version, a.text) for a in state.anchors.values() if a.kind in ("global", "project")}
            self._seed_durable(state, durable)
            return [a.id for a in state.anchors.values()
                    if a.kind in ("global", "project") and before.get(a.id) != (a.version, a.text)]

        fresh: list[str] = self._mutate(session_id, reseed)
        live.durable_token = token
        return fresh

    # ── memory: flush and evict ───────────────────────────────────────────
    def flush(self, session_id: str) -> None:
        """Write this session's unsaved counters now (eviction, finalize and exit do it too)."""
        with self._registry:
            present = session_id in self._live
        if not present:
            return
        with self._session_locked(session_id):
            live = self._live.get(session_id)
            if live is not None and live.unsaved:
                self._persist(session_id, live)

    def flush_due(self) -> int:
        """Write the quiet-turn counters older than ``state_flush_s`` and drop idle sessions; returns
        how many sessions were written. The flusher thread calls this, never a turn: a session in
        a turn right now (its lock taken) is skipped until the next tick, so no turn waits for it."""
        interval, now = self.cfg.state_flush_s, self.clock()
        with self._registry:
            due = [(sid, self._locks.get(sid)) for sid, live in self._live.items()
                   if live.unsaved and now - live.flushed_at >= interval]
        written = 0
        for session_id, lock in due:
            if lock is None or not lock.acquire(blocking=False):
                continue
            try:
                with self._registry:
                    live = self._live.get(session_id) if self._locks.get(session_id) is lock else None
                if live is not None and live.unsaved:
                    try:
                        self._persist(session_id, live)
                        written += 1
                    except OSError as exc:  # kept in memory and tried again next tick
                        log.warning("memlock: session %s could not be saved: %s", session_id, exc)
            finally:
                lock.release()
        self.evict_idle()
        return written

    def flush_all(self) -> None:
        with self._registry:
            ids = list(self._live)
        for session_id in ids:
            self.flush(session_id)

    def live_sessions(self) -> list[str]:
        """Sessions held in memory now, least recently used first."""
        with self._registry:
            return list(self._live)

    def _evict(self, session_id: str, *, wait: bool) -> bool:
        """Flush a session and drop it from memory; a busy session is skipped unless ``wait``."""
        with self._registry:
            lock = self._locks.get(session_id)
        if lock is None:
            return False
        if not lock.acquire(blocking=wait):
            return False
        try:
            live = self._live.get(session_id)
            if live is not None and live.unsaved:
                self._persist(session_id, live)
            with self._registry:
                self._live.pop(session_id, None)
                if self._locks.get(session_id) is lock:
                    del self._locks[session_id]
            return True
        finally:
            lock.release()

    def evict_idle(self) -> None:
        """Drop the least recently used sessions beyond the cap, and any idle too long."""
        cutoff = time.monotonic() - self.cfg.live_session_idle_s
        with self._registry:
            excess = len(self._live) - self.cfg.live_sessions_max
            victims = []
            for session_id, live in self._live.items():
                if excess > 0 or live.last_used < cutoff:
                    victims.append(session_id)
                    excess -= 1
                else:
                    break
        for session_id in victims:
            with contextlib.suppress(Exception):
                self._evict(session_id, wait=False)

    # ── session lifecycle ─────────────────────────────────────────────────
    def start_session(self, session_id: str, *, project: str | None = None,
                      legacy_project: str | None = None) -> SessionState:
        """Seed static anchors from config and durable pins (global + this project's).

        ``legacy_project`` is the key older versions used for the same project (its checkout path):
        project pins stored under it are moved to ``project`` first (see :meth:`_upgrade_project_key`).
        """
        check_session_id(session_id)
        notice = self._upgrade_project_key(legacy_project, project)
        with self._session_locked(session_id):
            token, durable = self._durable()

            def seed(state: SessionState) -> None:
                now = self.clock()
                state.created_at = state.created_at or now
                state.last_active_at = now
                if project:
                    state.project = project
                self._seed_static(state)
                self._seed_durable(state, durable)
                if notice:
                    state.add_notice(notice)

            try:
                self._mutate(session_id, seed)
            except OSError as exc:  # a read-only or full disk: the session runs from memory
                log.warning("memlock: session %s cannot be saved (%s); running from memory", session_id, exc)
                seed(self._live_session(session_id).state)
                self._live_session(session_id).dirty = True
            self._preload_model()
            live = self._live_session(session_id)
            live.started, live.durable_token = True, token
            return live.state

    def session_known(self, session_id: str) -> bool:
        """The session is live in this process or was saved by some process."""
        with self._registry:
            if session_id in self._live:
                return True
        return self.sessions.exists(session_id)

    def _preload_model(self) -> None:
        """Semantic detection in this process: start loading the model now, in the background, so
        the first compaction audit does not pay the ~8 s import on the user's turn."""
        if self.auditor is audit and self.settings.mode != "keyword":
            from memlock_core.detection.embedding_model import preload

            preload(self.settings.embedding_model)

    def _upgrade_project_key(self, old: str | None, new: str | None) -> str | None:
        """Project pins stored under a session's old project key (its checkout path) move to the new
        key (its git remote), once per process. On a local store (files, SQLite) that path was this
        machine's, so the move is made at once and logged. A PostgreSQL store is shared by machines
        whose equal paths may hold different repositories: there an operator decides, and the
        session shows how (``memlock pins rekey-project``)."""
        if not old or not new or old == new:
            return None
        with self._durable_lock:
            if (old, new) in self._rekeyed:
                return self._rekeyed[(old, new)]
            notice: str | None = None
            try:
                waiting = durable_pins.project_pins_under(self.pin_store, old)
                if waiting and getattr(self.pin_store, "backend", "") == "postgres":
                    notice = (f"{len(waiting)} project pin(s) are stored under this project's old key {old!r}; "
                              f"if they belong to {new}, run `memlock pins rekey-project '{old}'` here")
                elif waiting:
                    moved = durable_pins.rekey_project(self.pin_store, old, new, actor="memlock")
                    log.info("memlock: moved %d project pin(s) from %s to %s", len(moved), old, new)
            except Exception as exc:  # noqa: BLE001 - an upgrade that cannot run now is retried next process
                log.warning("memlock: project pins under %s were not moved to %s: %s", old, new, exc)
            self._rekeyed[(old, new)] = notice
            return notice

    def is_started(self, session_id: str) -> bool:
        with self._registry:
            live = self._live.get(session_id)
        return live is not None and live.started

    def ensure_started(self, session_id: str, *, project: str | None = None,
                       legacy_project: str | None = None) -> SessionState:
        with self._registry:
            live = self._live.get(session_id)
        if live is not None and live.started:
            return live.state
        return self.start_session(session_id, project=project, legacy_project=legacy_project)

    def _load_durable(self) -> PinLoad:
        """The store's verified pins; while it cannot be reached, this process's last verified copy.

        Only positive evidence of tampering (a manifest or HMAC that does not verify, a record that
        does not match: the load's ``held_back`` and quarantine) withholds a pin. An unreachable store
        (stopped, frozen, cut off, any error reading it) is no such evidence: the pins this process
        last verified keep being served, marked ``from_copy``, for ``durable_offline_max_s``."""
        try:
            result = self.pin_store.load()
        except StoreUntrusted as exc:
            result = PinLoad(held_back=True, held_back_reason=f"pin store not trusted: {exc}")
        except Exception as exc:  # noqa: BLE001 - an unreachable store is not a crash, nor a verdict
            if self._unreachable_since is None:
                log.warning("memlock: durable pin store unreachable: %s", exc)
            result = PinLoad(held_back=True, held_back_reason=f"pin store unreachable: {exc}", unavailable=True)
        if result.unavailable:
            result = self._last_verified(result)
        else:
            self._unreachable_since = None
            if not result.held_back:
                self._verified = (time.time(), result)
        self.last_pin_load = result
        return result

    def _last_verified(self, failed: PinLoad) -> PinLoad:
        now = time.time()
        probe = getattr(self.pin_store, "unreachable_since", None)
        since = (probe() if callable(probe) else None) or self._unreachable_since or now
        self._unreachable_since = since
        verified, bound = self._verified, self.cfg.durable_offline_max_s
        if verified is None or now - verified[0] > bound:
            why = ("no verified copy in this process" if verified is None else
                   f"the last verified copy is older than durable_offline_max_s ({bound} s)")
            return PinLoad(held_back=True, unavailable=True, unreachable_since=since,
                           held_back_reason=f"{failed.held_back_reason}; {why}: durable pins are not injected until "
                                            "the store answers")
        copy = verified[1]
        return PinLoad(pins=copy.pins, quarantined=copy.quarantined, store_id=copy.store_id, generation=copy.generation,
                       unavailable=True, unreachable_since=since, verified_at=verified[0],
                       held_back_reason=failed.held_back_reason)

    def current_pin_load(self) -> PinLoad | None:
        """The durable pins as the sessions see them now (for status views): cached per change token,
        so it reads the store only when the token moved (or while it is unreachable, not at all)."""
        try:
            return self._durable()[1]
        except Exception:  # noqa: BLE001 - a status view never fails on the store
            return self.last_pin_load

    def durable_tombstones(self) -> frozenset[str]:
        """The value keys the user unpinned or rejected durably (from the decision log). While the store
        is unreachable: the keys this process last read, within ``durable_offline_max_s``; without
        them, :class:`StoreUnavailable` (a pin is refused with that reason, never held as tombstoned)."""
        try:
            keys = frozenset(from_log(self.pin_store.history()))
        except Exception as exc:  # noqa: BLE001 - unreachable: never read as "everything is tombstoned"
            copy = self._tombstone_copy
            if copy is not None and time.time() - copy[0] <= self.cfg.durable_offline_max_s:
                return copy[1]
            raise StoreUnavailable(
                f"the durable pin store is unreachable ({exc}), so memlock cannot check this rule against the rules "
                "the user removed; nothing was pinned - try again when the store answers") from None
        self._tombstone_copy = (time.time(), keys)
        return keys

    def _seed_static(self, state: SessionState) -> None:
        configured = {a.id: a for a in self.cfg.static_anchors}
        for anchor_id in [a.id for a in state.anchors.values() if a.kind == "static" and a.id not in configured]:
            del state.anchors[anchor_id]
        for anchor_id, anchor in configured.items():
            current = state.anchors.get(anchor_id)
            if current is None or current.kind != "static" or not current.content_equals(anchor):
                state.anchors[anchor_id] = Anchor.from_dict(anchor.to_dict())

    def _seed_durable(self, state: SessionState, durable: PinLoad) -> None:
        """Admitted durable pins become anchors; pending ones are listed for approval; anything the
        store no longer vouches for (unpinned, quarantined, held back) leaves the session. A store that
        cannot be reached vouches for nothing either way: without a verified copy the session keeps
        what it has (injection still re-checks, see :meth:`admitted_now`)."""
        if durable.unavailable and not durable.from_copy:
            return
        visible = {p.id: p for p in durable.pins
                   if p.scope == "global" or (p.scope == "project" and state.project and p.project == state.project)}
        live = {i: p for i, p in visible.items() if injectable(p.admission, p.scope, self.policy)}
        for anchor_id in [a.id for a in state.anchors.values() if a.kind in ("global", "project") and a.id not in live]:
            del state.anchors[anchor_id]  # unpinned elsewhere, quarantined, held back or not admitted: never injected
        for anchor_id in [a.id for a in state.pending.values() if a.scope != "session"]:
            del state.pending[anchor_id]
        for pin in visible.values():
            kind = pin_kind(pin.scope)
            if pin.id not in live:
                if pin.admission != "rejected":
                    waiting = Anchor.from_dict(pin.to_dict())
                    waiting.kind = kind
                    state.pending[pin.id] = waiting
                continue
            current = state.anchors.get(pin.id)
            if current is not None and current.kind == kind and current.content_equals(pin) \
                    and current.version == pin.version and current.admission == pin.admission:
                continue
            copy = Anchor.from_dict(pin.to_dict())
            copy.kind = kind
            if current is not None:
                copy.status, copy.last_score, copy.last_alive_turn = current.status, current.last_score, current.last_alive_turn
            state.anchors[pin.id] = copy
        if durable.held_back:
            state.add_notice(f"durable pins held back: {durable.held_back_reason}")
        if durable.quarantined:
            state.add_notice(f"{len(durable.quarantined)} durable pin file(s) in quarantine (see `memlock quarantine list`)")

    def sync_durable(self, state: SessionState) -> None:
        """Bring ``state``'s durable pins in line with the store (call under the session lock)."""
        self._seed_durable(state, self._load_durable())

    def refresh_durable(self, session_id: str) -> SessionState:
        """Re-seed this session's durable pins from the store now (after an approval or unpin)."""
        with self._session_locked(session_id):
            durable = self._load_durable()

            def reseed(state: SessionState) -> SessionState:
                self._seed_durable(state, durable)
                return state

            result: SessionState = self._mutate(session_id, reseed)
            return result

    def admitted_now(self, anchors: Sequence[Anchor]) -> list[Anchor]:
        """Re-check at replay: the anchors that may be injected right now.

        Every injection goes through here. A session pin must be admitted; a durable pin must also
        be in the store *now* (the load re-verifies the manifest and its HMAC), at the same version,
        with an admission the policy injects. Anything else is dropped: fail closed toward trust.
        """
        policy = self.policy
        chosen = [a for a in anchors if a.kind == "static" or (a.admitted and injectable(a.admission, a.scope, policy))]
        if not any(a.kind in ("global", "project") for a in chosen):
            return chosen
        load = self._load_durable()
        stored = {p.id: p for p in load.pins}
        out = []
        for anchor in chosen:
            if anchor.kind in ("global", "project"):
                pin = stored.get(anchor.id)
                if pin is None or pin.version != anchor.version or not pin.content_equals(anchor) \
                        or not injectable(pin.admission, pin.scope, policy):
                    log.warning("memlock: durable pin %s is no longer admitted as seeded; not injected", anchor.id)
                    continue
            out.append(anchor)
        return out

    # ── the turn ──────────────────────────────────────────────────────────
    def before_llm(self, session_id: str, messages: Any, *, user_message: str | None = None) -> TurnOutcome:
        """Once per user turn, before the first model call. Fast unless a compaction happened."""
        if not self.cfg.enabled:
            return TurnOutcome(reason="disabled")
        check_session_id(session_id)
        history = validate_history(messages)
        with self._session_locked(session_id):
            # a quiet turn reads memory only (the module docstring says why); a turn that will act
            # looks at the session file and the pin store now, as another process may have acted
            live = self._live_session(session_id, fresh=False)
            spans = live.scanner.scan(history, self.settings.markers)
            acting = self._turn_acts(live, spans)
            if acting:
                live = self._live_session(session_id)
            arrived = self._refresh_durable(session_id, live, cached=not acting)
            state = live.state
            now = self.clock()
            state.turn += 1
            state.last_active_at = now
            if isinstance(user_message, str) and user_message.strip():
                # the host's word for what the user said; kept in memory, merged into any pin
                # request's load-modify-save, and written with the turn's counters
                state.record_user_turn(user_message, now)
            live.unsaved = True
            live.seen = history
            fresh = new_summary(spans, state.summary_hashes, state.last_summary_hash)
            compaction = fresh is not None
            if fresh is not None:
                self._record_compaction(state, fresh.body_hash, now)
            _remember_summaries(state, spans)
            hard = self.cfg.hard_reinject_turns
            safety = not compaction and hard > 0 and state.turn - state.last_reinject_turn >= hard and bool(state.anchors)
            carry = live.midturn_pending
            live.midturn_block, live.midturn_pending = None, False
            if not (compaction or safety or carry):
                if self.cfg.inject == "always" and state.anchors:
                    return self._emit(state, list(state.anchors.values()), "always", None)
                if arrived:  # pinned elsewhere (another session, host or gateway) since the last turn
                    live.dirty = True
                    return self._emit(state, [state.anchors[i] for i in arrived if i in state.anchors],
                                      "pin-update", None)
                return TurnOutcome()
            live.dirty = True
            if user_message and not _has_user_message(history, user_message):
                history = [*history, {"role": "user", "content": user_message}]
            reason = "compaction" if compaction else ("carry-over" if carry else "safety-net")
            report = self._audit_and_record(session_id, state, history, spans, reason, now, live.index)
            if self.cfg.inject == "always" or safety:
                chosen = list(state.anchors.values())
            else:
                wanted = list(report.casualties) + [i for i in arrived if i not in report.casualties]
                chosen = [state.anchors[i] for i in wanted if i in state.anchors]
            return self._emit(state, chosen, reason, report, self._reverse(live, history, spans, now))

    def _turn_acts(self, live: _Live, spans: Sequence[SummarySpan]) -> bool:
        """Whether this turn may re-inject (see :meth:`before_llm`): then it looks at the disk first."""
        state = live.state
        if live.midturn_pending or (self.cfg.inject == "always" and state.anchors):
            return True
        if new_summary(spans, state.summary_hashes, state.last_summary_hash) is not None:
            return True
        hard = self.cfg.hard_reinject_turns
        return hard > 0 and state.turn + 1 - state.last_reinject_turn >= hard and bool(state.anchors)

    def _record_compaction(self, state: SessionState, body_hash: str, now: float) -> None:
        state.last_summary_hash = body_hash
        state.last_compaction_at = now
        state.last_compaction_turn = state.turn
        state.compactions += 1

    def _indexed(self) -> bool:
        """The probe memo only serves the in-process keyword audit."""
        return self.auditor is audit and self.settings.mode == "keyword"

    def _audit_and_record(self, session_id: str, state: SessionState, history: list[Any], spans: Sequence[SummarySpan],
                          reason: str, now: float, index: ProbeIndex | None = None, *, log_drift: bool = True,
                          settings: AuditSettings | None = None) -> AuditReport:
        extra = {"index": index} if index is not None and self._indexed() else {}
        own = frozenset(state.injected_blocks)  # only the blocks this session injected are memlock's evidence
        report = self.auditor(list(state.anchors.values()), history, replace(settings or self.settings, own_blocks=own),
                              spans=spans, **extra)
        for verdict in report.verdicts:
            anchor = state.anchors.get(verdict.anchor_id)
            if anchor is None:
                continue
            anchor.status = "alive" if verdict.alive else "drifted"
            anchor.last_score, anchor.last_evidence = verdict.score, verdict.evidence[:200]
            if verdict.alive:
                anchor.last_alive_turn = state.turn
        state.integrity_score = report.integrity
        state.last_audit_mode = report.mode_used
        state.last_audit_units_capped = report.units_capped
        for note in report.notes:
            state.add_notice(note)
        if not log_drift:
            return report
        if report.verdicts:
            state.log_drift(DriftEvent(now, state.turn, report.integrity, report.casualties, reason), self.cfg.drift_log_size)
        integrity = report.integrity
        if integrity is not None and alerts.alert_due(integrity, self.cfg.alert_floor, state.last_alert_at, self.cfg.alert_cooldown_s, now):
            state.last_alert_at = now
            alerts.fire_alert(alerts.alert_message(session_id, integrity, report.casualties),
                              self.cfg.alert_script, self.cfg.alert_timeout_s)
        return report

    def _reverse(self, live: _Live, history: list[Any], spans: Sequence[SummarySpan] | None, now: float) -> list[Anchor]:
        """Reverse audit (stored preferences); returns the remembered preferences to re-inject.

        A host whose turn hook gets the history without the system prompt (Hermes) shows it to
        :meth:`on_request`; the last one seen counts as live context here, so a memory entry
        already in the system prompt is not injected a second time."""
        state = live.state
        if live.host_system is not None and not (history and isinstance(history[0], dict)
                                                 and history[0].get("role") == "system"):
            history, spans = [live.host_system, *history], None
        report = self.preferences.run(history, spans, self.settings, now)
        if report is None:
            return []
        state.preference_audit = report.to_dict()
        return self.preferences.candidates(report, state.anchors.values())

    def _emit(self, state: SessionState, chosen: Sequence[Anchor], reason: str, report: AuditReport | None,
              preferences: Sequence[Anchor] = ()) -> TurnOutcome:
        reminder = build_reminder(self.admitted_now(chosen), self.cfg.max_slots, self.cfg.max_reminder_chars,
                                  preferences)
        if reminder is None:
            return TurnOutcome(reason=reason, report=report)
        state.last_reinject_turn = state.turn
        state.note_injected(reminder.text)
        return TurnOutcome(block=reminder.text, reason=reason, report=report, reminder=reminder)

    def on_request(self, session_id: str, messages: Any) -> list[Any] | None:
        """Before each model request of a turn: a compaction that happened mid-turn (after
        ``before_llm``) is audited here and its reminder is added to this and every later request
        of the turn; returns a new message list, or None to send the request unchanged."""
        if not self.cfg.enabled:
            return None
        history = validate_history(messages)
        with self._session_locked(session_id):
            live = self._live_session(session_id, fresh=False)  # no syscall unless it acts
            if history and isinstance(history[0], dict) and history[0].get("role") == "system":
                live.host_system = history[0]
            spans = live.request_scanner.scan(history, self.settings.markers)
            state = live.state
            fresh = new_summary(spans, state.summary_hashes, state.last_summary_hash)
            if fresh is not None:  # look at the disk now: another process may have handled this summary
                state = self._live_session(session_id).state
                fresh = new_summary(spans, state.summary_hashes, state.last_summary_hash)
            if fresh is not None:
                now = self.clock()
                self._record_compaction(state, fresh.body_hash, now)
                _remember_summaries(state, spans)
                live.dirty = live.unsaved = True
                report = self._audit_and_record(session_id, state, history, spans, "mid-turn compaction", now,
                                                live.index)
                chosen = [state.anchors[i] for i in report.casualties if i in state.anchors]
                if self.cfg.inject == "always":
                    chosen = list(state.anchors.values())
                outcome = self._emit(state, chosen, "mid-turn compaction", report,
                                     self._reverse(live, history, spans, now))
                live.midturn_block = outcome.block
                live.midturn_pending = outcome.block is not None
            if not live.midturn_block:
                return None
            return inject_block(history, live.midturn_block, spans)

    def record_audit(self, session_id: str, messages: Any, reason: str, *, compaction: bool = False,
                     log_drift: bool = True, settings: AuditSettings | None = None) -> AuditReport:
        """Audit ``messages`` now and record the verdicts, outside the turn flow.

        For a host that learns of a compaction from an event before its history shows it (Claude
        Code runs SessionStart(compact) before writing the summary), or that resumes a stored
        conversation. ``compaction`` counts one (the history's latest summary, if any, becomes the
        known one). ``log_drift=False`` records statuses and integrity but no drift event or alert:
        a resumed conversation that lacks a pin made outside it has nothing drifted, only news."""
        check_session_id(session_id)
        history = validate_history(messages)
        with self._session_locked(session_id):
            live = self._live_session(session_id)
            state = live.state
            now = self.clock()
            spans = CompactionScanner().scan(history, self.settings.markers)
            if compaction:
                self._record_compaction(state, spans[-1].body_hash if spans else f"event:{now}", now)
            live.dirty = live.unsaved = True
            return self._audit_and_record(session_id, state, history, spans, reason, now, log_drift=log_drift,
                                          settings=settings)

    def adopt_summary(self, session_id: str, messages: Any) -> bool:
        """Make the history's latest summary the known one WITHOUT counting a compaction: the host
        already reported this compaction through :meth:`record_audit`, and its summary arrived later.
        Returns False when the history holds no summary."""
        history = validate_history(messages)
        with self._session_locked(session_id):
            live = self._live_session(session_id)
            spans = CompactionScanner().scan(history, self.settings.markers)
            if not spans:
                return False
            if live.state.last_summary_hash != spans[-1].body_hash:
                live.state.last_summary_hash = spans[-1].body_hash
                live.dirty = live.unsaved = True
            return True

    def end_turn(self, session_id: str) -> None:
        """Persist what the turn must not lose (see the module docstring), learn its messages' probes."""
        warm: tuple[_Live, list[Anchor], list[Any], int] | None = None
        with self._registry:
            present = session_id in self._live
        if present:
            with self._session_locked(session_id):
                live = self._live.get(session_id)
                if live is not None:
                    # quiet-turn counters are the flusher's (flush_due), unless state_flush_s is 0
                    if live.dirty or (live.unsaved and self.cfg.state_flush_s <= 0):
                        try:
                            self._persist(session_id, live)
                        except OSError as exc:  # kept in memory (dirty) and saved by a later turn if the disk recovers
                            log.warning("memlock: session %s could not be saved: %s", session_id, exc)
                    if live.seen is not None:
                        if self._indexed():  # off the hot path: the next compaction audit reads these masks
                            live.index.learn(live.seen, search_keys(list(live.state.anchors.values())))
                        elif self.auditor is audit and self.settings.mode != "keyword" and live.state.anchors:
                            # only the messages added since the last prewarm (a shorter history was
                            # compacted: start over); re-reading 1,000 messages every turn held the GIL
                            # ~9 ms per chat per turn, which every other chat of a gateway waited for
                            start = live.prewarmed if live.prewarmed <= len(live.seen) else 0
                            if start < len(live.seen):
                                warm = (live, list(live.state.anchors.values()), live.seen[start:], len(live.seen))
                        live.seen = None
        if warm is not None:  # in the background: the next compaction audit finds these sentences embedded
            from memlock_core.detection.embedding_model import ready
            from memlock_core.detection.semantic import prewarm_in_background

            owner, anchors, fresh, length = warm
            job = prewarm_in_background(anchors, fresh, self.settings)
            if job is not None:
                self.prewarm_job = job
                if ready(self.settings.embedding_model):  # else nothing was embedded: try them again later
                    owner.prewarmed = length
        if len(self._live) > self.cfg.live_sessions_max:
            self.evict_idle()
        _ensure_flusher()

    def finalize(self, session_id: str) -> None:
        """The host says the session ended: write it and drop it from memory."""
        self.end_turn(session_id)
        self._evict(session_id, wait=True)

    # ── pins ──────────────────────────────────────────────────────────────
    def state(self, session_id: str, *, fresh: bool = True) -> SessionState:
        """This session's record. ``fresh=False``: as of the watcher's last look at its file (a turn's
        quick check, no syscall); the default reads a change made elsewhere at once."""
        with self._session_locked(session_id):
            return self._live_session(session_id, fresh=fresh).state

    def preview(self, session_id: str) -> SessionState:
        """This session's record as it would look once started (static anchors and the durable pins it
        sees seeded), without starting it or writing anything: a read-only status view."""
        check_session_id(session_id)
        if self.is_started(session_id):
            return self.state(session_id)
        known = self.session_known(session_id)  # an unknown one is not even looked up (no lock file made)
        copy = SessionState.from_dict(self.state(session_id).to_dict(), session_id) if known \
            else SessionState(session_id=session_id)
        self._seed_static(copy)
        self._seed_durable(copy, self._durable()[1])
        return copy

    def mutate(self, session_id: str, change: Callable[[SessionState], Any]) -> Any:
        with self._session_locked(session_id):
            return self._mutate(session_id, change)

    def record(self, session_id: str, change: Callable[[SessionState], Any],
               changed: Callable[[Any], bool] | None = None) -> Any:
        """Apply ``change`` to this process's copy of the session (turn bookkeeping such as compliance
        verdicts); it is written with the turn's other bookkeeping by :meth:`end_turn`. ``changed``
        tells from the result whether anything was changed (default: always), so a look that found
        nothing to record leaves the session clean."""
        with self._session_locked(session_id):
            live = self._live_session(session_id)
            result = change(live.state)
            if changed is None or changed(result):
                live.dirty = live.unsaved = True
            return result

    def list_sessions(self) -> list[tuple[str, float, int]]:
        return self.sessions.list_sessions()

    def knows(self, session_id: str) -> bool:
        """True if this session exists in memory or on disk (a /guard naming it gets its status)."""
        with self._registry:
            if session_id in self._live:
                return True
        return self.sessions.mtime_ns(session_id) is not None


def _remember_summaries(state: SessionState, spans: Sequence[SummarySpan]) -> None:
    """Keep the bodies of the summaries seen, so a summary already handled is never new again."""
    for span in spans:
        if span.body_hash not in state.summary_hashes:
            state.summary_hashes.append(span.body_hash)
    del state.summary_hashes[:-MAX_SUMMARY_HASHES]


def _has_user_message(history: list[Any], text: str) -> bool:
    for message in reversed(history[-4:]):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            return isinstance(content, str) and text in content
    return False
