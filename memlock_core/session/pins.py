"""Pin lifecycle as pure operations on a :class:`SessionState`: pin, update, rollback, unpin.

No I/O here: the engine wraps each call in a locked load-modify-save and mirrors durable scopes to
the pin store. Every error is a :class:`PinError` whose message is written for the person (or
model) who made the request.
"""
from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

from memlock_core.anchor import Anchor, clamp_priority, default_reminder, pin_kind
from memlock_core.compliance.check import ENFORCE, CheckError, PinCheck, parse_check_field
from memlock_core.detection.probes import ProbeError, derive_probes, flatten, validate_probes
from memlock_core.errors import MemlockError
from memlock_core.session.state import SessionState
from memlock_core.trust.admission import MANUAL
from memlock_core.trust.safety import MAX_REMINDER, MAX_TEXT


class PinError(MemlockError, ValueError):
    pass


def new_pin_id(taken: set[str] | dict[str, Any]) -> str:
    while True:
        candidate = f"pin_{uuid.uuid4().hex[:12]}"
        if candidate not in taken:
            return candidate


def clean_text(value: Any, what: str = "text", limit: int = MAX_TEXT) -> str:
    if not isinstance(value, str):
        raise PinError(f"{what} must be a string, got {type(value).__name__}")
    text = flatten(value)
    if not text:
        raise PinError(f"{what} is empty")
    if len(text) > limit:
        raise PinError(f"{what} is {len(text)} characters; the limit is {limit}")
    return text


def clean_probes(value: Any) -> list[str] | None:
    try:
        return validate_probes(value)
    except ProbeError as exc:
        raise PinError(str(exc)) from None


def resolve_check(value: Any, text: str, current: PinCheck | None, enforce: Any = None) -> PinCheck | None:
    """The check a request asks for: an object, "proposed" (memlock's proposal for ``text``) or
    "none"; ``current`` when the request gives none. ``enforce`` (warn|block) overrides the check's."""
    try:
        parsed = parse_check_field(value)
    except CheckError as exc:
        raise PinError(str(exc)) from None
    if parsed == "none":
        return None
    if parsed is None:
        chosen = current
    elif parsed == "proposed":
        from memlock_core.compliance.propose import propose_check  # the rule parser: only when a pin is made

        proposal = propose_check(text)
        if proposal is None:
            raise PinError("memlock recognises no checkable rule in this pin's text; give a check object "
                           "(see docs/COMPLIANCE.md) or leave the pin unchecked")
        chosen = proposal.check
    else:
        assert isinstance(parsed, PinCheck)
        chosen = parsed
    if enforce in (None, ""):
        return chosen
    if enforce not in ENFORCE:
        raise PinError(f"enforce must be warn or block, got {enforce!r}")
    if chosen is None:
        raise PinError("enforce needs a check: give check \"proposed\" or a check object")
    return replace(chosen, enforce=enforce)


def check_priority(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise PinError("priority must be a number from 1 to 100")
    try:
        float(value)
    except ValueError:
        raise PinError("priority must be a number from 1 to 100") from None
    return clamp_priority(value)


def available_ids(state: SessionState) -> str:
    ids = [a.id for a in state.sorted_anchors() if a.removable] + sorted(state.pending)
    if not ids:
        return "(none)"
    return ", ".join(ids[:8]) + (f" … (+{len(ids) - 8})" if len(ids) > 8 else "")


def find_pin(state: SessionState, pin_id: Any) -> Anchor:
    if not isinstance(pin_id, str) or not pin_id.strip():
        raise PinError("pin_id must be a non-empty string")
    anchor = state.anchors.get(pin_id.strip()) or state.pending.get(pin_id.strip())
    if anchor is None:
        raise PinError(f"no pin with id {pin_id!r} in this session; pins: {available_ids(state)}")
    if not anchor.removable:
        raise PinError(f"{pin_id} is a static anchor from config; change it in config.yaml, not with a pin tool")
    return anchor


def add_pin(state: SessionState, text: Any, *, reminder: Any = None, priority: Any = None, probes: Any = None,
            kind: str | None = None, scope: str = "session", created_by: str = "user", now: float,
            max_pins: int = 16, pin_id: str | None = None, project: str | None = None,
            admission: str = MANUAL, check: Any = None, enforce: Any = None) -> Anchor:
    """A new pin, placed in ``state.anchors`` when admitted, else in ``state.pending``; its kind follows
    its scope (:func:`~memlock_core.anchor.pin_kind`) unless given (``static``, preference)."""
    body = clean_text(text)
    pin_check = resolve_check(check, body, None, enforce)
    note = clean_text(reminder, "reminder", MAX_REMINDER) if reminder not in (None, "") else default_reminder(body)
    given = clean_probes(probes)
    prio = check_priority(priority)
    for existing in [*state.pins(), *state.pending.values()]:
        if existing.text == body:
            waiting = " (awaiting approval)" if existing.id in state.pending else ""
            raise PinError(f"already pinned as {existing.id}{waiting}")
    anchor = Anchor(id=pin_id or new_pin_id({**state.anchors, **state.pending}), text=body, reminder=note,
                    priority=prio if prio is not None else 50, probes=given or derive_probes(body),
                    kind=kind or pin_kind(scope),
                    scope=scope, created_by=created_by, created_at=now, updated_at=now, project=project,
                    admission=admission, check=pin_check)
    crowd = state.pins() if anchor.admitted else list(state.pending.values())
    if len(crowd) >= max_pins:
        what = "pins" if anchor.admitted else "pins awaiting approval"
        raise PinError(f"this session already has {max_pins} {what} (max_pins); unpin one first (see /guard)")
    place(state, anchor)
    return anchor


def place(state: SessionState, anchor: Anchor) -> None:
    """Keep the invariant: admitted anchors in ``state.anchors``, pending ones in ``state.pending``,
    rejected ones nowhere."""
    state.anchors.pop(anchor.id, None)
    state.pending.pop(anchor.id, None)
    if anchor.admitted:
        state.anchors[anchor.id] = anchor
    elif anchor.admission == "pending":
        state.pending[anchor.id] = anchor


def update_pin(state: SessionState, pin_id: Any, *, text: Any = None, reminder: Any = None, priority: Any = None,
               probes: Any = None, now: float, check: Any = None, enforce: Any = None) -> Anchor:
    anchor = find_pin(state, pin_id)
    if all(v in (None, "") for v in (text, reminder, priority, probes, check, enforce)):
        raise PinError("nothing to update: give text, reminder, priority, probes, check or enforce")
    new_text = clean_text(text) if text not in (None, "") else anchor.text
    new_check = resolve_check(check, new_text, anchor.check, enforce)
    given = clean_probes(probes)
    prio = check_priority(priority)
    if reminder not in (None, ""):
        new_reminder = clean_text(reminder, "reminder", MAX_REMINDER)
    elif new_text != anchor.text:
        new_reminder = default_reminder(new_text)
    else:
        new_reminder = anchor.reminder
    if given is not None:
        new_probes = given
    elif new_text != anchor.text:
        new_probes = derive_probes(new_text)
    else:
        new_probes = anchor.probes
    anchor.push_history(anchor.snapshot(now, "updated"))
    anchor.text, anchor.reminder, anchor.probes, anchor.check = new_text, new_reminder, new_probes, new_check
    if prio is not None:
        anchor.priority = prio
    anchor.version += 1
    anchor.updated_at = now
    return anchor


def rollback_pin(state: SessionState, pin_id: Any, version: Any = None, *, now: float) -> Anchor:
    """Restore a kept version. The displaced current state goes to history: nothing is destroyed."""
    anchor = find_pin(state, pin_id)
    if not anchor.history:
        raise PinError(f"{anchor.id} has no earlier version to roll back to")
    kept = ", ".join(f"v{h.version}" for h in anchor.history)
    if version in (None, ""):
        target = anchor.history[-1]
    else:
        if isinstance(version, bool):
            raise PinError(f"version must be a version number; kept versions: {kept}")
        try:
            number = int(str(version).lstrip("vV"))
        except ValueError:
            raise PinError(f"version must be a version number; kept versions: {kept}") from None
        found = next((h for h in anchor.history if h.version == number), None)
        if found is None:
            raise PinError(f"{anchor.id} has no kept version v{number}; kept versions: {kept} (current v{anchor.version})")
        target = found
    anchor.history.remove(target)
    anchor.push_history(anchor.snapshot(now, f"rolled back to v{target.version}"))
    anchor.text, anchor.reminder, anchor.priority, anchor.probes, anchor.check = (
        target.text, target.reminder, target.priority, list(target.probes), target.check)
    anchor.version += 1
    anchor.updated_at = now
    return anchor


def unpin(state: SessionState, pin_id: Any) -> Anchor:
    anchor = find_pin(state, pin_id)
    state.anchors.pop(anchor.id, None)
    state.pending.pop(anchor.id, None)
    return anchor
