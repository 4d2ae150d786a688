"""Pin, update, roll back and unpin durable (global/project) pins without a session.

Why: a user in a terminal (``memlock pin --scope global "..."``) or an MCP client may have no
session to attach to, and durable pins do not need one. These functions reuse the pure lifecycle
in :mod:`.pins` on a scratch state, and updates run as a read-modify-write under the store's lock
(:meth:`~memlock_core.pinstore.base.PinStoreBase.modify`), so two people updating the same pin at
once never overwrite each other. Running sessions pick the change up at their next turn (the
store's change token, see ``Engine.before_llm``).
"""
from __future__ import annotations

from typing import Any, Callable

from memlock_core.anchor import Anchor
from memlock_core.detection.probes import validate_probes
from memlock_core.errors import NotFound, StoreUnavailable, StoreUntrusted
from memlock_core.pinstore.contract import PinStore
from memlock_core.session import pins
from memlock_core.session.admission import TombstoneView, admit, precheck
from memlock_core.session.state import SessionState
from memlock_core.trust.admission import AdmissionPolicy
from memlock_core.trust.evidence import Provenance

# With no session there is no recorded user message: a model's durable pin made here is never
# grounded, so it waits for a person (unless it is the user's own, which it is from a terminal).
NO_USER_MESSAGE = None


def _trusted_pins(store: PinStore) -> list[Anchor]:
    load = store.load()
    if load.unavailable:
        raise StoreUnavailable(load.held_back_reason)
    if load.held_back:
        raise StoreUntrusted(load.held_back_reason)
    trusted: list[Anchor] = load.pins
    return trusted


def _prov(actor: str, provenance: Provenance | None) -> Provenance:
    return provenance or Provenance(actor=actor)


def _view(store: PinStore, prov: Provenance) -> TombstoneView:
    return TombstoneView.gather((), store) if prov.actor == "model" else TombstoneView()


def pin(store: PinStore, text: Any, *, scope: str, project: str | None, actor: str, now: float, reminder: Any = None,
        priority: Any = None, probes: Any = None, provenance: Provenance | None = None,
        policy: AdmissionPolicy | None = None, check: Any = None, enforce: Any = None) -> Anchor:
    prov = _prov(actor, provenance)
    precheck(prov, text, reminder)  # size first (issue 24)
    validate_probes(probes)  # count and size first, before the store is read
    if scope not in ("global", "project"):
        raise pins.PinError("only global and project pins can be made without a session")
    if scope == "project" and not project:
        raise pins.PinError("no proven project here (no git root above the working directory); "
                            "run this inside the project's repository or use --scope global")
    scratch = SessionState(session_id="durable")
    for existing in _trusted_pins(store):
        if existing.scope == "global" or existing.project == project:
            pins.place(scratch, existing)
    view = _view(store, prov)
    anchor = pins.add_pin(scratch, text, reminder=reminder, priority=priority, probes=probes, scope=scope,
                          created_by=prov.actor, now=now, max_pins=10**9,
                          project=project if scope == "project" else None, check=check, enforce=enforce)
    admit(anchor, provenance=prov, action="created", policy=policy or AdmissionPolicy(), user_message=NO_USER_MESSAGE,
          tombstoned=view, now=now)
    store.put(anchor, prov.actor, "pinned", unique=True)  # the duplicate check again, under the store lock
    return anchor


def _change(store: PinStore, pin_id: Any, prov: Provenance, action: str, apply: Callable[[SessionState, str], Anchor],
            now: float, policy: AdmissionPolicy | None) -> Anchor:
    if not isinstance(pin_id, str) or not pin_id.strip():
        raise pins.PinError("pin_id must be a non-empty string")
    view = _view(store, prov)

    def change(current: Anchor) -> Anchor:
        scratch = SessionState(session_id="durable")
        pins.place(scratch, current)
        edited = apply(scratch, current.id)
        admit(edited, provenance=prov, action=action, policy=policy or AdmissionPolicy(), user_message=NO_USER_MESSAGE,
              tombstoned=view, now=now)
        return edited

    changed: Anchor = store.modify(pin_id.strip(), change, prov.actor, action)
    return changed


def update(store: PinStore, pin_id: Any, *, actor: str, now: float, text: Any = None, reminder: Any = None,
           priority: Any = None, probes: Any = None, provenance: Provenance | None = None,
           policy: AdmissionPolicy | None = None, check: Any = None, enforce: Any = None) -> Anchor:
    prov = _prov(actor, provenance)
    precheck(prov, text or "", reminder)
    return _change(store, pin_id, prov, "updated", lambda state, pid: pins.update_pin(
        state, pid, text=text, reminder=reminder, priority=priority, probes=probes, now=now, check=check,
        enforce=enforce), now, policy)


def rollback(store: PinStore, pin_id: Any, *, actor: str, now: float, version: Any = None,
             provenance: Provenance | None = None, policy: AdmissionPolicy | None = None) -> Anchor:
    return _change(store, pin_id, _prov(actor, provenance), "rolled back",
                   lambda state, pid: pins.rollback_pin(state, pid, version, now=now), now, policy)


def unpin(store: PinStore, pin_id: Any, *, actor: str, provenance: Provenance | None = None) -> Anchor:
    if not isinstance(pin_id, str) or not pin_id.strip():
        raise pins.PinError("pin_id must be a non-empty string")
    current = next((p for p in _trusted_pins(store) if p.id == pin_id.strip()), None)
    if current is None:
        raise NotFound(f"no durable pin {pin_id!r} (see `memlock pins list`)")
    prov = _prov(actor, provenance)
    store.remove(current.id, prov.actor, surface=prov.surface, ref=prov.ref or None)
    return current


def project_pins_under(store: Any, project: str) -> list[Anchor]:
    """The trusted project pins stored under ``project`` (e.g. an old path key)."""
    return [p for p in _trusted_pins(store) if p.scope == "project" and p.project == project]


def rekey_project(store: Any, old: str, new: str, *, actor: str) -> list[str]:
    """Move every project pin stored under ``old`` to ``new`` (the upgrade from path keys to remote
    keys); each move is one logged "re-keyed project" decision. Returns the moved pin ids."""
    if not old or not new or old == new:
        raise pins.PinError("give two different project keys")

    def move(anchor: Anchor) -> Anchor:
        anchor.project = new
        return anchor

    moved = []
    for pin in project_pins_under(store, old):
        store.modify(pin.id, move, actor, "re-keyed project")
        moved.append(pin.id)
    return moved
