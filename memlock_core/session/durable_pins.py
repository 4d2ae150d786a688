"""Pin, update, roll back and unpin durable (global/project) pins without a session.

Why: a user in a terminal (``memlock pin --scope global "..."``) or an MCP client may have no
session to attach to, and durable pins do not need one. These functions reuse the pure lifecycle
in :mod:`.pins` on a scratch state, and updates run as a read-modify-write under the store's lock
(:meth:`~memlock_core.pinstore.base.PinStoreBase.modify`), so two people updating the same pin at
once never overwrite each other. Running sessions pick the change up at
their next start.
"""
from __future__ import annotations

from typing import Any, Callable

from memlock_core.anchor import Anchor
from memlock_core.errors import NotFound, StoreUnavailable, StoreUntrusted
from memlock_core.pinstore.contract import PinStore
from memlock_core.session import pins
from memlock_core.session.state import SessionState


def _trusted_pins(store: PinStore) -> list[Anchor]:
    load = store.load()
    if load.unavailable:
        raise StoreUnavailable(load.held_back_reason)
    if load.held_back:
        raise StoreUntrusted(load.held_back_reason)
    return load.pins


def pin(store: PinStore, text: Any, *, scope: str, project: str | None, actor: str, now: float, reminder: Any = None,
        priority: Any = None, probes: Any = None) -> Anchor:
    if scope not in ("global", "project"):
        raise pins.PinError("only global and project pins can be made without a session")
    if scope == "project" and not project:
        raise pins.PinError("no proven project here (no git root above the working directory); "
                            "run this inside the project's repository or use --scope global")
    scratch = SessionState(session_id="durable")
    for existing in _trusted_pins(store):
        if existing.scope == "global" or existing.project == project:
            scratch.anchors[existing.id] = existing
    anchor = pins.add_pin(scratch, text, reminder=reminder, priority=priority, probes=probes, kind=scope, scope=scope,
                          created_by=actor, now=now, max_pins=10**9, project=project if scope == "project" else None)
    store.put(anchor, actor, "pinned")
    return anchor


def _change(store: PinStore, pin_id: Any, actor: str, action: str, apply: Callable[[SessionState, str], Anchor]) -> Anchor:
    if not isinstance(pin_id, str) or not pin_id.strip():
        raise pins.PinError("pin_id must be a non-empty string")

    def change(current: Anchor) -> Anchor:
        return apply(SessionState(session_id="durable", anchors={current.id: current}), current.id)

    return store.modify(pin_id.strip(), change, actor, action)


def update(store: PinStore, pin_id: Any, *, actor: str, now: float, text: Any = None, reminder: Any = None,
           priority: Any = None, probes: Any = None) -> Anchor:
    return _change(store, pin_id, actor, "updated", lambda state, pid: pins.update_pin(
        state, pid, text=text, reminder=reminder, priority=priority, probes=probes, now=now))


def rollback(store: PinStore, pin_id: Any, *, actor: str, now: float, version: Any = None) -> Anchor:
    return _change(store, pin_id, actor, "rolled back",
                   lambda state, pid: pins.rollback_pin(state, pid, version, now=now))


def unpin(store: PinStore, pin_id: Any, *, actor: str) -> Anchor:
    if not isinstance(pin_id, str) or not pin_id.strip():
        raise pins.PinError("pin_id must be a non-empty string")
    current = next((p for p in _trusted_pins(store) if p.id == pin_id.strip()), None)
    if current is None:
        raise NotFound(f"no durable pin {pin_id!r} (see `memlock pins list`)")
    store.remove(current.id, actor)
    return current
