"""Request handling: what a pin request, a status view or a compliance verdict does to a session.

One role of the :class:`~memlock_core.session.engine.Engine` facade, outside the turn flow. The
request parser and dispatcher (:mod:`memlock_core.session.requests`), the approvals
(:mod:`memlock_core.session.approvals`), the compliance flow and the hosts' status views read and
change sessions only through these calls, each under the session's own lock: a pin change is
written at once, fsynced (:meth:`SessionAccess.mutate`); turn bookkeeping waits for the turn's end
(:meth:`SessionAccess.record`); a status view changes nothing (:meth:`SessionAccess.preview`).
"""
from __future__ import annotations

from typing import Any, Callable

from memlock_core.session.durable_sync import DurableSync
from memlock_core.session.registry import SessionRegistry
from memlock_core.session.state import SessionState
from memlock_core.session.state_store import check_session_id


class SessionAccess:
    """Locked reads and writes of one session's record, for requests and reports."""

    def __init__(self, registry: SessionRegistry, durable: DurableSync):
        self.registry = registry
        self.durable = durable

    def state(self, session_id: str, *, fresh: bool = True) -> SessionState:
        """This session's record. ``fresh=False``: as of the watcher's last look at its file (a turn's
        quick check, no syscall); the default reads a change made elsewhere at once."""
        with self.registry.locked(session_id):
            return self.registry.live(session_id, fresh=fresh).state

    def is_started(self, session_id: str) -> bool:
        live = self.registry.get(session_id)
        return live is not None and live.started

    def preview(self, session_id: str) -> SessionState:
        """This session's record as it would look once started (static anchors and the durable pins it
        sees seeded), without starting it or writing anything: a read-only status view."""
        check_session_id(session_id)
        if self.is_started(session_id):
            return self.state(session_id)
        known = self.registry.known(session_id)  # an unknown one is not even looked up (no lock file made)
        copy = SessionState.from_dict(self.state(session_id).to_dict(), session_id) if known \
            else SessionState(session_id=session_id)
        self.durable.seed_static(copy)
        self.durable.seed(copy, self.durable.current()[1])
        return copy

    def mutate(self, session_id: str, change: Callable[[SessionState], Any]) -> Any:
        """Apply ``change`` in a locked load-modify-save, fsynced (a pin change)."""
        with self.registry.locked(session_id):
            return self.registry.mutate(session_id, change)

    def record(self, session_id: str, change: Callable[[SessionState], Any],
               changed: Callable[[Any], bool] | None = None, *, exact: bool = True) -> Any:
        """Apply ``change`` to this process's copy of the session (turn bookkeeping such as compliance
        verdicts); it is written with the turn's other bookkeeping at the turn's end. ``changed``
        tells from the result whether anything was changed (default: always), so a look that found
        nothing to record leaves the session clean. ``exact=False``: the file as the watcher last saw
        it (no syscall)."""
        with self.registry.locked(session_id):
            live = self.registry.live(session_id, fresh=exact)
            result = change(live.state)
            if changed is None or changed(result):
                live.dirty = live.unsaved = True
            return result
