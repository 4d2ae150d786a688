"""Pin requests as every host receives them: a loose dict from a tool call, CLI or slash command.

One parser and dispatcher for the Hermes tool, the MCP tools and the CLI, so a bad argument gets
the same clear message everywhere and nothing half-applies: the durable copy of a global/project
pin is written inside the same locked session update, and a failure there cancels both.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable

from memlock_core.anchor import Anchor
from memlock_core.errors import PinStoreError
from memlock_core.session import pins
from memlock_core.session.engine import Engine
from memlock_core.session.pins import PinError
from memlock_core.session.state import SessionState
from memlock_core.session.state_store import SessionIdError, check_session_id

log = logging.getLogger("memlock")


@dataclass
class ActionResult:
    """What a pin request did: words for the user, data for a machine."""

    ok: bool
    message: str
    data: dict[str, Any] = field(default_factory=dict)

ACTIONS = ("pin", "update", "rollback", "unpin", "list")
FIELDS = {"action", "text", "pin_id", "version", "reminder", "priority", "probes", "scope", "unpin"}


def infer_action(request: dict[str, Any]) -> str:
    action = request.get("action")
    if action not in (None, ""):
        if not isinstance(action, str) or action.strip().lower() not in ACTIONS:
            raise PinError(f"action must be one of {', '.join(ACTIONS)}, got {action!r}")
        return action.strip().lower()
    if request.get("unpin") not in (None, "", False):
        return "unpin"
    if request.get("pin_id") not in (None, ""):
        return "update"
    return "pin"


def _scope(value: Any) -> str:
    if value in (None, ""):
        return "session"
    if not isinstance(value, str) or value.strip().lower() not in ("session", "project", "global"):
        raise PinError(f"scope must be session, project or global, got {value!r}")
    return value.strip().lower()


def describe(anchor: Anchor) -> str:
    return (f"{anchor.id} (v{anchor.version}, priority {anchor.priority}, scope {anchor.scope}, "
            f"probes: {', '.join(anchor.probes) or 'none'}): {anchor.text}")


def run_request(engine: Engine, session_id: Any, request: Any, *, actor: str = "model") -> ActionResult:
    """Run one pin request for ``session_id``; never raises for bad input (the result says why)."""
    try:
        sid = check_session_id(session_id)
        if not isinstance(request, dict):
            raise PinError(f"arguments must be an object, got {type(request).__name__}")
        unknown = sorted(set(request) - FIELDS - {"session_id"})
        if unknown:
            raise PinError(f"unknown argument(s): {', '.join(map(str, unknown))}; allowed: {', '.join(sorted(FIELDS))}")
        action = infer_action(request)
        engine.ensure_started(sid)
        handler = {"pin": _pin, "update": _update, "rollback": _rollback, "unpin": _unpin, "list": _list}[action]
        return handler(engine, sid, request, actor)
    except (PinError, SessionIdError) as exc:
        return ActionResult(False, f"Error: {exc}")
    except PinStoreError as exc:
        return ActionResult(False, f"Error: durable pin store refused the change: {exc}")
    except PermissionError as exc:  # the disk said no (read-only home, wrong owner)
        return ActionResult(False, f"Error: memlock could not write its files: {exc}")
    except Exception as exc:  # noqa: BLE001 - a host's tool call must get an answer, not a traceback
        log.exception("memlock: pin request failed")
        return ActionResult(False, f"Error: memlock could not complete the request ({type(exc).__name__}: {exc})")


def _durable_allowed(engine: Engine, scope: str, actor: str) -> None:
    if scope != "session" and actor == "model" and not engine.cfg.allow_model_global_pins:
        raise PinError(f"{scope} pins from the model are disabled (allow_model_global_pins: false); "
                       "ask the user to pin it with `memlock pin --scope " + scope + "`")


def _edit_pin(engine: Engine, state: SessionState, pin_id: Any,
              edit: Callable[[SessionState, str], Anchor], actor: str, action: str) -> Anchor:
    """Apply ``edit`` to a session pin; for a durable pin, to the store's current copy under the
    store's lock (so an update made meanwhile by another session or host is never overwritten),
    then refresh this session's copy from the result."""
    anchor = pins.find_pin(state, pin_id)
    _durable_allowed(engine, anchor.scope, actor)
    if anchor.scope == "session":
        return edit(state, anchor.id)

    def on_store_copy(current: Anchor) -> Anchor:
        scratch = SessionState(session_id="-", anchors={current.id: current})
        return edit(scratch, current.id)

    stored = engine.pin_store.modify(anchor.id, on_store_copy, actor, action)
    fresh = Anchor.from_dict(stored.to_dict())
    fresh.kind = anchor.kind
    fresh.status, fresh.last_score, fresh.last_evidence, fresh.last_alive_turn = (
        anchor.status, anchor.last_score, anchor.last_evidence, anchor.last_alive_turn)
    state.anchors[anchor.id] = fresh
    return fresh


def _pin(engine: Engine, sid: str, request: dict[str, Any], actor: str) -> ActionResult:
    if request.get("text") in (None, ""):
        raise PinError("text is required to pin an instruction")
    scope = _scope(request.get("scope"))
    _durable_allowed(engine, scope, actor)

    def change(state: SessionState) -> Anchor:
        project = None
        if scope == "project":
            if not state.project:
                raise PinError("this session has no proven project (no git root for its working directory); "
                               "use scope session or global")
            project = state.project
        kind = {"session": "pin", "global": "global", "project": "project"}[scope]
        anchor = pins.add_pin(state, request.get("text"), reminder=request.get("reminder"),
                              priority=request.get("priority"), probes=request.get("probes"), kind=kind, scope=scope,
                              created_by=actor, now=engine.clock(), max_pins=engine.cfg.max_pins, project=project)
        if scope != "session":
            engine.pin_store.put(anchor, actor, "pinned")
        return anchor

    anchor = engine.mutate(sid, change)
    extra = " It is stored durably and reaches every new session" + (" of this project." if scope == "project" else ".") \
        if scope != "session" else ""
    return ActionResult(True, f"Pinned {describe(anchor)}\nIt will be re-injected if compaction drops it.{extra}",
                        {"anchor": anchor.to_dict(), "action": "pin"})


def _update(engine: Engine, sid: str, request: dict[str, Any], actor: str) -> ActionResult:
    def edit(state: SessionState, pin_id: str) -> Anchor:
        return pins.update_pin(state, pin_id, text=request.get("text"), reminder=request.get("reminder"),
                               priority=request.get("priority"), probes=request.get("probes"), now=engine.clock())

    def change(state: SessionState) -> Anchor:
        return _edit_pin(engine, state, request.get("pin_id"), edit, actor, "updated")

    anchor = engine.mutate(sid, change)
    return ActionResult(True, f"Updated {describe(anchor)}\nThe previous version is kept (rollback with action=rollback).",
                        {"anchor": anchor.to_dict(), "action": "update"})


def _rollback(engine: Engine, sid: str, request: dict[str, Any], actor: str) -> ActionResult:
    def edit(state: SessionState, pin_id: str) -> Anchor:
        return pins.rollback_pin(state, pin_id, request.get("version"), now=engine.clock())

    def change(state: SessionState) -> Anchor:
        return _edit_pin(engine, state, request.get("pin_id"), edit, actor, "rolled back")

    anchor = engine.mutate(sid, change)
    return ActionResult(True, f"Rolled back {describe(anchor)}\nThe replaced state is kept in history.",
                        {"anchor": anchor.to_dict(), "action": "rollback"})


def _unpin(engine: Engine, sid: str, request: dict[str, Any], actor: str) -> ActionResult:
    target = request.get("unpin")
    if target in (None, "", True):
        target = request.get("pin_id")

    def change(state: SessionState) -> Anchor:
        anchor = pins.find_pin(state, target)
        _durable_allowed(engine, anchor.scope, actor)
        pins.unpin(state, anchor.id)
        if anchor.scope != "session":
            engine.pin_store.remove(anchor.id, actor)
        return anchor

    anchor = engine.mutate(sid, change)
    where = " everywhere (removed from the durable store)" if anchor.scope != "session" else ""
    return ActionResult(True, f"Unpinned {anchor.id}{where}: {anchor.text}", {"anchor": anchor.to_dict(), "action": "unpin"})


def _list(engine: Engine, sid: str, request: dict[str, Any], actor: str) -> ActionResult:
    state = engine.state(sid)
    anchors = state.sorted_anchors()
    lines = [f"- [{a.kind}] {describe(a)}" for a in anchors] or ["(no anchors)"]
    return ActionResult(True, "\n".join(lines), {"anchors": [a.to_dict() for a in anchors], "action": "list"})
