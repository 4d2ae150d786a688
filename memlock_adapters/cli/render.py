"""Formatting shared by several commands: a pin on one line, and what the durable store's last
load says (notes, exit code, JSON fields)."""
from __future__ import annotations

import time
from dataclasses import asdict
from typing import TYPE_CHECKING

from memlock_core.errors import ERROR, INTEGRITY, OK

if TYPE_CHECKING:
    from memlock_adapters.cli.context import Context
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.check import PinCheck
    from memlock_core.pinstore.contract import PinLoad

ENFORCEMENT = {
    "warn": "a violation is recorded and reported; the tool call runs",
    "block": "a tool call the check forbids is refused; a reply that breaks it is reported",
}


def when(ts: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts)) if ts else "-"


def pin_line(a: Anchor) -> str:
    where = f" [{a.project}]" if a.scope == "project" and a.project else ""
    state = "" if a.admission == "approved_manual" else f"  [{a.admission}]"
    return f"{a.id}  {a.scope}{where}  p={a.priority}  v{a.version}  by {a.created_by}{state}  {a.text[:90]}"


def check_lines(check: PinCheck | None) -> list[str]:
    """A pin's compliance check as ``pins show`` lists it: what is checked, and the enforcement."""
    if check is None:
        return ["  check:     none (memlock does not verify this rule is obeyed)"]
    return [f"  check:     {check.describe()}",
            f"  enforce:   {check.enforce} ({ENFORCEMENT.get(check.enforce, check.enforce)})"]


def check_accepted(check: PinCheck) -> tuple[str, dict]:
    """The line a command that set a check prints, and its JSON: what memlock now checks, and how."""
    text = (f"Check accepted: {check.describe()}. Enforcement: {check.enforce} "
            f"({ENFORCEMENT.get(check.enforce, check.enforce)}).")
    return text, {"check_accepted": {"describe": check.describe(), "enforce": check.enforce, "check": check.to_dict()}}


def load_notes(load: PinLoad) -> list[str]:
    notes = []
    if load.held_back:
        notes.append(f"! durable pins held back: {load.held_back_reason}")
    if load.quarantined:
        notes.append(f"! {len(load.quarantined)} item(s) in quarantine (see `memlock quarantine list`)")
    return notes


def load_code(load: PinLoad) -> int:
    if load.unavailable:
        return ERROR
    return INTEGRITY if load.held_back or load.quarantined else OK


def load_data(load: PinLoad) -> dict:
    return {"trusted": load.trusted, "unavailable": load.unavailable, "held_back_reason": load.held_back_reason,
            "store_id": load.store_id,
            "quarantined": [asdict(q) for q in load.quarantined],
            "newly_quarantined": [asdict(q) for q in load.newly_quarantined]}


def store_line(ctx: Context, load: PinLoad) -> str:
    store = ctx.store
    return (f"durable store: {store.backend} at {store.location}; {len(load.pins)} trusted pin(s); "
            f"HMAC {'on' if getattr(store, 'key', None) else 'off'}; quarantine {len(load.quarantined)}")
