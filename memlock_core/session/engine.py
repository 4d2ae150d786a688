"""The turn flow every host drives: start a session, audit on compaction, re-inject casualties.

``Engine`` is a facade over four roles, each a small class in its own module::

    Engine ── SessionRegistry  (session/registry.py)     lookup, per-session locks, flush, evict
           ├─ TurnFlow         (session/turn_flow.py)    start, before_llm, on_request, end_turn
           ├─ DurableSync      (session/durable_sync.py) pin store, cached verified load, seeding
           └─ SessionAccess    (session/access.py)       request handling: state, mutate, record, preview

Hosts translate their events into these calls:

* :meth:`Engine.start_session` - seed static anchors and durable (global/project) pins.
* :meth:`Engine.before_llm` - once per user turn; returns the reminder block to add, or None.
* :meth:`Engine.on_request` - before every model request of a turn; catches a compaction that
  happened mid-turn and returns a patched message list.
* :meth:`Engine.end_turn` - persist, and memoize the new messages' probe hits for the next audit
  (slow work stays off the per-turn hot path).
* :func:`memlock_core.session.requests.run_request` - pin / update / rollback / unpin requests
  from a tool, CLI or command, applied through :meth:`Engine.mutate` and friends.

Quiet turns (no new compaction) cost O(new messages): summaries are found by an incremental
scanner and nothing is written to disk until :meth:`end_turn`.

Many sessions at once (a Hermes gateway): every session has its own lock, so the audit of one never
waits for another; the only engine-wide locks guard a dict lookup and the cached durable pins.
What a turn writes, and when (``docs/ARCHITECTURE.md`` names what a crash can lose):

* a pin change: at once, fsynced (:meth:`SessionRegistry.mutate`);
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
from typing import TYPE_CHECKING, Any, Callable, Sequence

from memlock_core.anchor import Anchor
from memlock_core.config import Config, load_config
from memlock_core.detection.audit_report import AuditReport
from memlock_core.detection.settings import AuditSettings
from memlock_core.file_watch import FILE_WATCH
from memlock_core.paths import memlock_home
from memlock_core.pinstore.contract import PinLoad, PinStore
from memlock_core.preferences.provider import PreferenceProvider
from memlock_core.session.access import SessionAccess
from memlock_core.session.durable_sync import DurableSync
from memlock_core.session.preference_pass import PreferencePass
from memlock_core.session.registry import SessionRegistry
from memlock_core.session.state import SessionState
from memlock_core.session.state_store import SessionStore
from memlock_core.session.turn_flow import TurnFlow, TurnOutcome, in_process_audit
from memlock_core.trust.admission import AdmissionPolicy

if TYPE_CHECKING:
    from memlock_core.detection.judge import Judge
    from memlock_core.detection.semantic import PrewarmJob

__all__ = ["Engine", "TurnOutcome"]
log = logging.getLogger("memlock")

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
    """The public API every host calls; each method hands the call to the role that owns it.

    Over ~20 methods by design: it is the one surface hosts see, and every method is a one-line
    delegation (the logic lives in the four role classes named in the module docstring)."""

    def __init__(self, config: Config | None = None, *, home: str | os.PathLike[str] | None = None,
                 pin_store: PinStore | None = None, clock: Callable[[], float] = time.time,
                 auditor: Callable[..., AuditReport] | None = None,
                 preference_provider: PreferenceProvider | None = None):
        self.cfg = config or load_config()
        self.home = memlock_home(home or self.cfg.home or None)
        self.sessions = SessionStore(self.home)
        self.clock = clock
        self.registry = SessionRegistry(self.sessions, self.cfg, clock)
        self.durable = DurableSync(self.cfg, self.home, self.registry, pin_store)
        # ``auditor``: same signature as audit(); a host whose every call is a new process (Claude
        # Code hooks) passes one that asks a long-lived process holding the embedding model.
        # Reverse audit: stored preferences checked after each audit (None provider: from config).
        self.turns = TurnFlow(self.cfg, self.registry, self.durable, clock, auditor or in_process_audit,
                              AuditSettings.from_config(self.cfg), PreferencePass(self.cfg, preference_provider))
        self.access = SessionAccess(self.registry, self.durable)
        _ENGINES.add(self)
        FILE_WATCH.add_source(self)  # the watcher stats our live sessions' files (watched_paths)

    # ── the roles' shared settings ────────────────────────────────────────
    @property
    def settings(self) -> AuditSettings:
        return self.turns.settings

    @settings.setter
    def settings(self, value: AuditSettings) -> None:  # a host may narrow them (Claude Code's markers)
        self.turns.settings = value

    @property
    def auditor(self) -> Callable[..., AuditReport]:
        return self.turns.auditor

    @property
    def judge(self) -> Judge | None:
        """The host's model for the uncertain band (``judge: true``); None: memlock's own verdicts only."""
        return self.turns.judge

    @judge.setter
    def judge(self, value: Judge | None) -> None:
        self.turns.judge = value

    @property
    def preferences(self) -> PreferencePass:
        return self.turns.preferences

    @property
    def prewarm_job(self) -> PrewarmJob | None:
        return self.turns.prewarm_job

    @property
    def policy(self) -> AdmissionPolicy:
        return self.durable.policy

    @property
    def pin_store(self) -> PinStore:
        return self.durable.pin_store

    @property
    def last_pin_load(self) -> PinLoad | None:
        return self.durable.last_pin_load

    def watched_paths(self) -> list[str]:
        """The files :data:`FILE_WATCH` stats for us: our live sessions'."""
        return self.registry.watched_paths()

    # ── the turn (TurnFlow) ───────────────────────────────────────────────
    def start_session(self, session_id: str, *, project: str | None = None,
                      legacy_project: str | None = None) -> SessionState:
        """Seed static anchors from config and durable pins (global + this project's).

        ``legacy_project`` is the key older versions used for the same project (its checkout path):
        project pins stored under it are moved to ``project`` first (see
        :meth:`DurableSync.upgrade_project_key`)."""
        return self.turns.start(session_id, project=project, legacy_project=legacy_project)

    def ensure_started(self, session_id: str, *, project: str | None = None,
                       legacy_project: str | None = None) -> SessionState:
        live = self.registry.get(session_id)
        if live is not None and live.started:
            return live.state
        return self.turns.start(session_id, project=project, legacy_project=legacy_project)

    def before_llm(self, session_id: str, messages: Any, *, user_message: str | None = None) -> TurnOutcome:
        """Once per user turn, before the first model call. Fast unless a compaction happened."""
        return self.turns.before_llm(session_id, messages, user_message=user_message)

    def on_request(self, session_id: str, messages: Any) -> list[Any] | None:
        """Before each model request of a turn: a compaction that happened mid-turn (after
        ``before_llm``) is audited here and its reminder is added to this and every later request
        of the turn; returns a new message list, or None to send the request unchanged."""
        return self.turns.on_request(session_id, messages)

    def record_audit(self, session_id: str, messages: Any, reason: str, *, compaction: bool = False,
                     log_drift: bool = True, settings: AuditSettings | None = None) -> AuditReport:
        """Audit ``messages`` now and record the verdicts, outside the turn flow.

        For a host that learns of a compaction from an event before its history shows it (Claude
        Code runs SessionStart(compact) before writing the summary), or that resumes a stored
        conversation. ``compaction`` counts one (the history's latest summary, if any, becomes the
        known one). ``log_drift=False`` records statuses and integrity but no drift event or alert:
        a resumed conversation that lacks a pin made outside it has nothing drifted, only news."""
        return self.turns.record_audit(session_id, messages, reason, compaction=compaction, log_drift=log_drift,
                                       settings=settings)

    def adopt_summary(self, session_id: str, messages: Any) -> bool:
        """Make the history's latest summary the known one WITHOUT counting a compaction: the host
        already reported this compaction through :meth:`record_audit`, and its summary arrived later.
        Returns False when the history holds no summary."""
        return self.turns.adopt_summary(session_id, messages)

    def end_turn(self, session_id: str) -> None:
        """Persist what the turn must not lose (see the module docstring), learn its messages' probes."""
        self.turns.end_turn(session_id)
        _ensure_flusher()

    def finalize(self, session_id: str) -> None:
        """The host says the session ended: write it and drop it from memory."""
        self.end_turn(session_id)
        self.registry.evict(session_id, wait=True)

    # ── memory (SessionRegistry) ──────────────────────────────────────────
    def flush(self, session_id: str) -> None:
        """Write this session's unsaved counters now (eviction, finalize and exit do it too)."""
        self.registry.flush(session_id)

    def flush_due(self) -> int:
        """Write the quiet-turn counters older than ``state_flush_s`` and drop idle sessions (the
        flusher thread's tick); returns how many sessions were written."""
        return self.registry.flush_due()

    def flush_all(self) -> None:
        self.registry.flush_all()

    def evict_idle(self) -> None:
        """Drop the least recently used sessions beyond the cap, and any idle too long."""
        self.registry.evict_idle()

    def live_sessions(self) -> list[str]:
        """Sessions held in memory now, least recently used first."""
        return self.registry.ids()

    def is_started(self, session_id: str) -> bool:
        return self.access.is_started(session_id)

    def session_known(self, session_id: str) -> bool:
        """The session is live in this process or was saved by some process."""
        return self.registry.known(session_id)

    def list_sessions(self) -> list[tuple[str, float, int]]:
        return self.sessions.list_sessions()

    # ── durable pins (DurableSync) ────────────────────────────────────────
    def current_pin_load(self) -> PinLoad | None:
        """The durable pins as the sessions see them now (for status views): cached per change token,
        so it reads the store only when the token moved (or while it is unreachable, not at all)."""
        try:
            return self.durable.current()[1]
        except Exception:  # noqa: BLE001 - a status view never fails on the store
            return self.durable.last_pin_load

    def durable_tombstones(self) -> frozenset[str]:
        """The value keys the user unpinned or rejected durably (see :meth:`DurableSync.tombstones`)."""
        return self.durable.tombstones()

    def sync_durable(self, state: SessionState) -> None:
        """Bring ``state``'s durable pins in line with the store (call under the session lock)."""
        self.durable.seed(state, self.durable.load())

    def refresh_durable(self, session_id: str) -> SessionState:
        """Re-seed this session's durable pins from the store now (after an approval or unpin)."""
        return self.durable.refresh(session_id)

    def admitted_now(self, anchors: Sequence[Anchor]) -> list[Anchor]:
        """Re-check at replay: the anchors that may be injected right now (fail closed toward trust)."""
        return self.durable.admitted_now(anchors)

    # ── request handling (SessionAccess) ──────────────────────────────────
    def state(self, session_id: str, *, fresh: bool = True) -> SessionState:
        """This session's record. ``fresh=False``: as of the watcher's last look at its file (a turn's
        quick check, no syscall); the default reads a change made elsewhere at once."""
        return self.access.state(session_id, fresh=fresh)

    def preview(self, session_id: str) -> SessionState:
        """This session's record as it would look once started, without starting it or writing
        anything: a read-only status view."""
        return self.access.preview(session_id)

    def mutate(self, session_id: str, change: Callable[[SessionState], Any]) -> Any:
        """Locked load-modify-save of the session, fsynced (a pin change)."""
        return self.access.mutate(session_id, change)

    def record(self, session_id: str, change: Callable[[SessionState], Any],
               changed: Callable[[Any], bool] | None = None, *, exact: bool = True) -> Any:
        """Apply ``change`` to this process's copy of the session (turn bookkeeping such as compliance
        verdicts); it is written with the turn's other bookkeeping by :meth:`end_turn`. ``changed``
        tells from the result whether anything was changed (default: always), so a look that found
        nothing to record leaves the session clean. ``exact=False``: compare with the file as the
        watcher last saw it (no syscall; a change made elsewhere is seen within ``WATCH_INTERVAL_S``)."""
        return self.access.record(session_id, change, changed, exact=exact)
