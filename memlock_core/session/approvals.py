"""A person approves or rejects a pending pin: ``/guard approve``, ``memlock approve``, MCP.

Why a separate entry point from :func:`~memlock_core.session.requests.run_request`: the model's
tools must never reach it. Only a request whose provenance says ``user`` gets here, and the host
decides that (the CLI and ``/guard`` are typed by a person; MCP only with user approvals enabled).

Every approval names the version it approves. The read, the staleness check and the write happen
under one lock hold (the session's lock, or the durable store's for a global/project pin), and the
safety policy runs again inside it: a version that changed since the person looked, or that a
tighter policy now refuses, is never admitted.
"""
from __future__ import annotations

from typing import Any

from memlock_core.anchor import Anchor
from memlock_core.errors import NotFound, PinConflict
from memlock_core.session import pins
from memlock_core.session.engine import Engine
from memlock_core.session.pins import PinError
from memlock_core.session.requests import ActionResult, describe
from memlock_core.session.state import SessionState
from memlock_core.trust.admission import MANUAL, PENDING, REJECTED
from memlock_core.trust.evidence import Provenance, evidence_for
from memlock_core.trust.safety import check_pin_text
from memlock_core.trust.tombstones import Tombstone, text_key


def parse_version(value: Any) -> int | None:
    if value in (None, ""):
        return None
    if isinstance(value, bool):
        raise PinError("version must be a version number such as 2")
    try:
        number = int(str(value).strip().lstrip("vV"))
    except ValueError:
        raise PinError(f"version must be a version number such as 2, got {value!r}") from None
    if number < 1:
        raise PinError("version must be 1 or more")
    return number


def _check_current(anchor: Anchor, version: int | None, verb: str) -> None:
    """Refuse a decision about a version the person did not see."""
    if version is not None and version != anchor.version:
        raise PinConflict(f"{anchor.id} is now v{anchor.version}, not v{version}: it changed since you looked. "
                          f"Review it (`memlock pins show {anchor.id}` or /guard) and {verb} v{anchor.version}")
    if version is None and any(e.admission == PENDING and e.version < anchor.version for e in anchor.evidence):
        raise PinConflict(f"{anchor.id} changed while it was pending (now v{anchor.version}); name the version "
                          f"you reviewed: memlock {verb} {anchor.id} --version {anchor.version}")


def _approve_in_place(anchor: Anchor, version: int | None, prov: Provenance, now: float) -> Anchor:
    _check_current(anchor, version, "approve")
    if anchor.admission == MANUAL:
        raise PinError(f"{anchor.id} v{anchor.version} is already approved by a person")
    model_made = anchor.created_by == "model" or any(e.actor == "model" for e in anchor.evidence)
    verdict = check_pin_text(anchor.text, anchor.reminder, model_made=model_made)
    if not verdict.ok:  # the policy may have tightened since capture
        raise PinError(f"{anchor.id} cannot be approved: refused by the safety policy: {verdict.explain()}")
    anchor.admission = MANUAL
    anchor.add_evidence(evidence_for(prov, version=anchor.version, action="approved", admission=MANUAL, at=now,
                                     note="approved by a person"))
    return anchor


def _require_person(prov: Provenance) -> None:
    if prov.actor != "user":
        raise PinError("only a person can approve or reject a pin (the model's tools cannot)")


def _session_pin(engine: Engine, session_id: str | None, pin_id: str) -> bool:
    if not session_id:
        return False
    state = engine.state(session_id)
    anchor = state.pending.get(pin_id) or state.anchors.get(pin_id)
    return anchor is not None and anchor.scope == "session"


def approve(engine: Engine, pin_id: Any, *, version: Any = None, provenance: Provenance,
            session_id: str | None = None) -> ActionResult:
    """Admit a pending (or auto-admitted) pin as ``approved_manual``; never raises for bad input."""
    try:
        _require_person(provenance)
        if not isinstance(pin_id, str) or not pin_id.strip():
            raise PinError("give the id of the pin to approve (see /guard or `memlock status`)")
        pin_id, number = pin_id.strip(), parse_version(version)
        now = engine.clock()
        if _session_pin(engine, session_id, pin_id):
            def change(state: SessionState) -> Anchor:
                anchor = state.pending.get(pin_id) or state.anchors[pin_id]
                _approve_in_place(anchor, number, provenance, now)
                pins.place(state, anchor)
                state.tombstones.pop(text_key(anchor.text), None)
                return anchor

            anchor = engine.mutate(session_id, change)  # type: ignore[arg-type]
        else:
            anchor = engine.pin_store.modify(pin_id, lambda current: _approve_in_place(current, number, provenance, now),
                                             "user", "approved")
            if session_id:
                engine.refresh_durable(session_id)
        where = "" if anchor.scope == "session" else " It reaches every new session" + (
            " of its project." if anchor.scope == "project" else ".")
        return ActionResult(True, f"Approved {describe(anchor)}\nIt is admitted (approved_manual) and will be "
                                  f"injected when needed.{where}", {"anchor": anchor.to_dict(), "action": "approve"})
    except (PinError, PinConflict, NotFound) as exc:
        return ActionResult(False, f"Error: {exc}")


def reject(engine: Engine, pin_id: Any, *, version: Any = None, provenance: Provenance,
           session_id: str | None = None) -> ActionResult:
    """Reject a pending pin: it is removed, the decision logged, and its text tombstoned."""
    try:
        _require_person(provenance)
        if not isinstance(pin_id, str) or not pin_id.strip():
            raise PinError("give the id of the pin to reject (see /guard or `memlock status`)")
        pin_id, number = pin_id.strip(), parse_version(version)
        now = engine.clock()
        if _session_pin(engine, session_id, pin_id):
            def change(state: SessionState) -> Anchor:
                anchor = state.pending.get(pin_id) or state.anchors[pin_id]
                _check_current(anchor, number, "reject")
                pins.unpin(state, anchor.id)
                state.add_tombstone(Tombstone(text_key(anchor.text), anchor.id, now, "rejected by the user"))
                return anchor

            anchor = engine.mutate(session_id, change)  # type: ignore[arg-type]
        else:
            current = engine.pin_store.get(pin_id)
            if current is None:
                raise NotFound(f"no pin {pin_id!r} awaiting a decision (see /guard or `memlock status`)")
            _check_current(current, number, "reject")
            if not engine.pin_store.remove(pin_id, "user", "rejected", expect_version=current.version,
                                           admission=REJECTED, surface=provenance.surface,
                                           ref=provenance.ref or None):
                raise NotFound(f"no durable pin {pin_id!r}")
            anchor = current
            if session_id:
                engine.refresh_durable(session_id)
        anchor.admission = REJECTED
        return ActionResult(True, f"Rejected {anchor.id} v{anchor.version}: {anchor.text}\nIt is removed and the "
                                  "model cannot pin this text again without your approval.",
                            {"anchor": anchor.to_dict(), "action": "reject"})
    except (PinError, PinConflict, NotFound) as exc:
        return ActionResult(False, f"Error: {exc}")
