"""Pin requests as every host receives them: a loose dict from a tool call, CLI or slash command.

One parser and dispatcher for the Hermes tool, the MCP tools and the CLI, so a bad argument gets
the same clear message everywhere and nothing half-applies: the durable copy of a global/project
pin is written inside the same locked session update, and a failure there cancels both.

Every change passes the admission gate (:mod:`.admission`): the safety policy, grounding in the
user's message for the model's durable pins, tombstones, and the evidence of who asked through
which surface (``provenance``). For a durable pin the gate runs inside the store's lock, on the
store's current copy.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Callable

from memlock_core.anchor import Anchor
from memlock_core.compliance.propose import propose_check
from memlock_core.detection.probes import ProbeError, validate_probes
from memlock_core.errors import PinStoreError, StoreUnavailable
from memlock_core.session import compliance_flow, pins
from memlock_core.session.admission import TombstoneView, admit, precheck
from memlock_core.session.engine import Engine
from memlock_core.session.pins import PinError
from memlock_core.session.state import SessionState
from memlock_core.session.state_store import SessionIdError, check_session_id
from memlock_core.trust.admission import PENDING, approve_command
from memlock_core.trust.evidence import Provenance
from memlock_core.trust.safety import MAX_REMINDER, MAX_TEXT
from memlock_core.trust.tombstones import Tombstone, text_key

log = logging.getLogger("memlock")


@dataclass
class ActionResult:
    """What a pin request did: words for the user, data for a machine."""

    ok: bool
    message: str
    data: dict[str, Any] = field(default_factory=dict)

ACTIONS = ("pin", "update", "rollback", "unpin", "list")
# A request's whole shape is bounded before any per-item work and before the session is touched (issue 24):
# a hostile request is refused in microseconds and never waits for, or holds, a session lock.
MAX_REQUEST_NODES = 2_000  # values in the whole request (a check object's lists included)
MAX_REQUEST_DEPTH = 16
MAX_REQUEST_STRING = MAX_TEXT  # no field of a pin request is longer than a pin's text
FIELDS = {"action", "text", "pin_id", "version", "reminder", "priority", "probes", "scope", "unpin", "check", "enforce"}


def bound_request(request: dict[str, Any]) -> None:
    """Refuse an oversized request on its size alone: text and reminder lengths, the probe count, and
    every value of the request (count, nesting depth, string length), walked iteratively and stopped at
    the first bound exceeded. Raises :class:`PinError` naming the bound."""
    for name, limit in (("text", MAX_TEXT), ("reminder", MAX_REMINDER)):
        value = request.get(name)
        if isinstance(value, str) and len(value) > limit:
            raise PinError(f"{name} is {len(value)} characters; the limit is {limit} (nothing was changed)")
    validate_probes(request.get("probes"))  # count and size first (ProbeError is a UsageError: reported as is)
    stack: list[tuple[Any, int]] = [(request, 1)]
    seen = 0
    while stack:
        value, depth = stack.pop()
        seen += 1
        if seen > MAX_REQUEST_NODES:
            raise PinError(f"the request holds more than {MAX_REQUEST_NODES} values; nothing was changed")
        if depth > MAX_REQUEST_DEPTH:
            raise PinError(f"the request nests deeper than {MAX_REQUEST_DEPTH} levels; nothing was changed")
        if isinstance(value, str):
            if len(value) > MAX_REQUEST_STRING:
                raise PinError(f"a value of the request is {len(value)} characters; the limit is "
                               f"{MAX_REQUEST_STRING} (nothing was changed)")
        elif isinstance(value, dict):
            if len(value) > MAX_REQUEST_NODES:
                raise PinError(f"the request holds more than {MAX_REQUEST_NODES} values; nothing was changed")
            stack.extend((v, depth + 1) for v in value.values())
            stack.extend((k, depth + 1) for k in value.keys())
        elif isinstance(value, (list, tuple)):
            if len(value) > MAX_REQUEST_NODES:
                raise PinError(f"the request holds more than {MAX_REQUEST_NODES} values; nothing was changed")
            stack.extend((v, depth + 1) for v in value)


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
    checked = f", check: {anchor.check.describe()}" if anchor.check is not None else ""
    return (f"{anchor.id} (v{anchor.version}, priority {anchor.priority}, scope {anchor.scope}, "
            f"probes: {', '.join(anchor.probes) or 'none'}{checked}): {anchor.text}")


def run_request(engine: Engine, session_id: Any, request: Any, *, actor: str = "model",
                provenance: Provenance | None = None) -> ActionResult:
    """Run one pin request for ``session_id``; never raises for bad input (the result says why).

    ``provenance`` says where the request came from (surface and reference: a tool call id, an MCP
    client name); its actor wins over ``actor``."""
    try:
        prov = provenance or Provenance(actor=actor)
        sid = check_session_id(session_id)
        if not isinstance(request, dict):
            raise PinError(f"arguments must be an object, got {type(request).__name__}")
        if len(request) > len(FIELDS) + 1:
            raise PinError(f"a pin request has at most {len(FIELDS) + 1} arguments, got {len(request)}")
        unknown = sorted(set(request) - FIELDS - {"session_id"})
        if unknown:
            raise PinError(f"unknown argument(s): {', '.join(map(str, unknown))}; allowed: {', '.join(sorted(FIELDS))}")
        bound_request(request)  # before the session is looked at, started or locked
        action = infer_action(request)
        if action in ("unpin", "update", "rollback") and not engine.session_known(sid):
            raise PinError(f"no session {sid!r}: nothing to {action} there (nothing was created)")
        engine.ensure_started(sid)
        handler = {"pin": _pin, "update": _update, "rollback": _rollback, "unpin": _unpin, "list": _list}[action]
        return handler(engine, sid, request, prov)
    except (PinError, SessionIdError, ProbeError) as exc:
        return ActionResult(False, f"Error: {exc}")
    except StoreUnavailable as exc:  # unreachable, not a verdict on the pin: say so, keep nothing pending
        return ActionResult(False, f"Error: {exc}. Nothing was changed (not pending either); retry when the "
                                   "durable pin store answers.", {"unavailable": True})
    except PinStoreError as exc:
        return ActionResult(False, f"Error: durable pin store refused the change: {exc}")
    except PermissionError as exc:  # the disk said no (read-only home, wrong owner)
        return ActionResult(False, f"Error: memlock could not write its files: {exc}")
    except Exception as exc:  # noqa: BLE001 - a host's tool call must get an answer, not a traceback
        log.exception("memlock: pin request failed")
        return ActionResult(False, f"Error: memlock could not complete the request ({type(exc).__name__}: {exc})")


def _tombstones(engine: Engine, state: SessionState, prov: Provenance) -> TombstoneView:
    """Only the model is held to tombstones; a person may always pin again (and that clears them)."""
    if prov.actor != "model":
        return TombstoneView()
    # the durable keys as last read while the store is unreachable; StoreUnavailable without them
    return TombstoneView(set(state.tombstones) | engine.durable_tombstones())


def _admission_note(anchor: Anchor) -> str:
    if anchor.admission == PENDING:
        return (f"\nIt is PENDING: not injected until the user approves it ({approve_command(anchor.id, anchor.version)} "
                f"or {approve_command(anchor.id, anchor.version, 'guard')}). Reason: "
                f"{anchor.evidence[-1].note if anchor.evidence else 'awaiting approval'}")
    return ""


def _edit_pin(engine: Engine, state: SessionState, pin_id: Any,
              edit: Callable[[SessionState, str], Anchor], prov: Provenance, action: str) -> Anchor:
    """Apply ``edit`` to a session pin; for a durable pin, to the store's current copy under the
    store's lock (so an update made meanwhile by another session or host is never overwritten),
    then refresh this session's copy from the result. The new version passes the admission gate."""
    anchor = pins.find_pin(state, pin_id)
    now = engine.clock()
    user_message = state.current_user_message()

    view = _tombstones(engine, state, prov)

    def gate(target: Anchor) -> None:
        admit(target, provenance=prov, action=action, policy=engine.policy, user_message=user_message,
              tombstoned=view, now=now)

    if anchor.scope == "session":
        edited = edit(state, anchor.id)
        gate(edited)
        pins.place(state, edited)
        return edited

    def on_store_copy(current: Anchor) -> Anchor:  # runs under the store's lock
        scratch = SessionState(session_id="-")
        pins.place(scratch, current)
        edited = edit(scratch, current.id)
        gate(edited)
        return edited

    stored = engine.pin_store.modify(anchor.id, on_store_copy, prov.actor, action)
    fresh = Anchor.from_dict(stored.to_dict())
    fresh.kind = anchor.kind
    fresh.status, fresh.last_score, fresh.last_evidence, fresh.last_alive_turn = (
        anchor.status, anchor.last_score, anchor.last_evidence, anchor.last_alive_turn)
    pins.place(state, fresh)
    return fresh


def _pin(engine: Engine, sid: str, request: dict[str, Any], prov: Provenance) -> ActionResult:
    if request.get("text") in (None, ""):
        raise PinError("text is required to pin an instruction")
    scope = _scope(request.get("scope"))
    precheck(prov, request.get("text"), request.get("reminder"))

    def change(state: SessionState) -> Anchor:
        project = None
        if scope == "project":
            if not state.project:
                raise PinError("this session has no proven project (no git root for its working directory); "
                               "use scope session or global")
            project = state.project
        engine.sync_durable(state)  # the store may have changed since this session started
        view = _tombstones(engine, state, prov)
        anchor = pins.add_pin(state, request.get("text"), reminder=request.get("reminder"),
                              priority=request.get("priority"), probes=request.get("probes"), scope=scope,
                              created_by=prov.actor, now=engine.clock(), max_pins=engine.cfg.max_pins, project=project,
                              check=request.get("check"), enforce=request.get("enforce"))
        admit(anchor, provenance=prov, action="created", policy=engine.policy,
              user_message=state.current_user_message(), tombstoned=view, now=engine.clock())
        pins.place(state, anchor)
        if prov.actor != "model":
            state.tombstones.pop(text_key(anchor.text), None)  # the user re-pinning clears a tombstone
        if scope != "session":
            engine.pin_store.put(anchor, prov.actor, "pinned", unique=True)
        return anchor

    anchor = engine.mutate(sid, change)
    if anchor.admission == PENDING:
        return ActionResult(True, f"Proposed {describe(anchor)}{_admission_note(anchor)}",
                            {"anchor": anchor.to_dict(), "action": "pin", "admission": anchor.admission})
    extra = " It is stored durably and reaches every new session" + (" of this project." if scope == "project" else ".") \
        if scope != "session" else ""
    note, data = proposal_note(anchor)
    return ActionResult(True, f"Pinned {describe(anchor)}\nIt will be re-injected if compaction drops it.{extra}{note}",
                        {"anchor": anchor.to_dict(), "action": "pin", "admission": anchor.admission, **data})


def proposal_note(anchor: Anchor) -> tuple[str, dict[str, Any]]:
    """For an unchecked pin whose text memlock recognises: the proposed check, shown, never applied."""
    if anchor.check is not None:
        return "", {}
    proposal = propose_check(anchor.text)
    if proposal is None:
        return "", {}
    note = (f"\nProposed check ({proposal.describe()}). It is NOT active until accepted: update the pin with "
            f"check \"proposed\" (guard_pin {{\"pin_id\": \"{anchor.id}\", \"check\": \"proposed\"}}, or "
            f"`memlock check accept {anchor.id}`).")
    return note, {"proposed_check": proposal.check.to_dict(), "proposed_kinds": proposal.kinds}


def _update(engine: Engine, sid: str, request: dict[str, Any], prov: Provenance) -> ActionResult:
    precheck(prov, request.get("text") or "", request.get("reminder"))

    def edit(state: SessionState, pin_id: str) -> Anchor:
        compliance_flow.refuse_weakening(pins.find_pin(state, pin_id), prov.actor, check=request.get("check"),
                                         enforce=request.get("enforce"), text=request.get("text"))
        return pins.update_pin(state, pin_id, text=request.get("text"), reminder=request.get("reminder"),
                               priority=request.get("priority"), probes=request.get("probes"), now=engine.clock(),
                               check=request.get("check"), enforce=request.get("enforce"))

    def change(state: SessionState) -> Anchor:
        return _edit_pin(engine, state, request.get("pin_id"), edit, prov, "updated")

    anchor = engine.mutate(sid, change)
    note, data = proposal_note(anchor) if request.get("text") not in (None, "") else ("", {})
    return ActionResult(True, f"Updated {describe(anchor)}\nThe previous version is kept (rollback with action=rollback)."
                        + _admission_note(anchor) + note,
                        {"anchor": anchor.to_dict(), "action": "update", "admission": anchor.admission, **data})


def _rollback(engine: Engine, sid: str, request: dict[str, Any], prov: Provenance) -> ActionResult:
    def edit(state: SessionState, pin_id: str) -> Anchor:
        compliance_flow.refuse_weakening(pins.find_pin(state, pin_id), prov.actor, unpin=True)  # a rollback may drop the check
        return pins.rollback_pin(state, pin_id, request.get("version"), now=engine.clock())

    def change(state: SessionState) -> Anchor:
        return _edit_pin(engine, state, request.get("pin_id"), edit, prov, "rolled back")

    anchor = engine.mutate(sid, change)
    return ActionResult(True, f"Rolled back {describe(anchor)}\nThe replaced state is kept in history."
                        + _admission_note(anchor),
                        {"anchor": anchor.to_dict(), "action": "rollback", "admission": anchor.admission})


def _unpin(engine: Engine, sid: str, request: dict[str, Any], prov: Provenance) -> ActionResult:
    target = request.get("unpin")
    if target in (None, "", True):
        target = request.get("pin_id")

    def change(state: SessionState) -> Anchor:
        anchor = pins.find_pin(state, target)
        if anchor.scope != "session" and prov.actor == "model" and engine.cfg.model_durable_pins == "refuse":
            raise PinError(f"{anchor.scope} pins are the user's to remove (model_durable_pins: refuse); "
                           f"ask the user to run `memlock unpin {anchor.id}`")
        compliance_flow.refuse_weakening(anchor, prov.actor, unpin=True)
        pins.unpin(state, anchor.id)
        if prov.actor != "model":  # a rule the user removed: the model may not silently put it back
            state.add_tombstone(Tombstone(text_key(anchor.text), anchor.id, engine.clock(), "unpinned by the user"))
        if anchor.scope != "session":
            engine.pin_store.remove(anchor.id, prov.actor, surface=prov.surface, ref=prov.ref or None)
        return anchor

    anchor = engine.mutate(sid, change)
    where = " everywhere (removed from the durable store)" if anchor.scope != "session" else ""
    return ActionResult(True, f"Unpinned {anchor.id}{where}: {anchor.text}", {"anchor": anchor.to_dict(), "action": "unpin"})


def _list(engine: Engine, sid: str, request: dict[str, Any], prov: Provenance) -> ActionResult:
    state = engine.state(sid)
    anchors = state.sorted_anchors()
    lines = [f"- [{a.kind}] {describe(a)}" for a in anchors] or ["(no anchors)"]
    waiting = sorted(state.pending.values(), key=lambda a: a.id)
    lines += [f"- [pending {a.kind}] {describe(a)} (not injected until the user approves it)" for a in waiting]
    return ActionResult(True, "\n".join(lines), {"anchors": [a.to_dict() for a in anchors],
                                                 "pending": [a.to_dict() for a in waiting], "action": "list"})
