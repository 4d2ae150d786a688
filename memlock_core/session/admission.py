"""The admission gate every pin change passes: safety policy, grounding, tombstones, decision,
evidence. One function, so the Hermes tool, the MCP tools, the CLI and ``/guard`` cannot drift
apart; the rules themselves are in :mod:`memlock_core.trust`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from memlock_core.anchor import Anchor
from memlock_core.errors import StoreUnavailable
from memlock_core.session.pins import PinError
from memlock_core.trust import tombstones
from memlock_core.trust.admission import AdmissionDecision, AdmissionPolicy, decide
from memlock_core.trust.evidence import Provenance, evidence_for
from memlock_core.trust.grounding import check_grounding
from memlock_core.trust.safety import check_pin_text

log = logging.getLogger("memlock")


@dataclass
class TombstoneView:
    """The value keys a model pin is checked against. A durable log that cannot be read is never
    read as "everything is tombstoned" (that verdict would be false): :meth:`gather` raises
    :class:`StoreUnavailable` instead, and the pin is refused with that reason."""

    keys: set[str] = field(default_factory=set)
    unknown: bool = False

    def hit(self, text: str) -> bool:
        return self.unknown or tombstones.text_key(text) in self.keys

    @classmethod
    def gather(cls, session_keys: Any = (), store: Any = None) -> "TombstoneView":
        view = cls(set(session_keys))
        if store is not None:
            try:
                view.keys |= set(tombstones.from_log(store.history()))
            except Exception as exc:  # noqa: BLE001 - refused, with the true reason
                log.warning("memlock: decision log unreadable for tombstones: %s", exc)
                raise StoreUnavailable(
                    f"the durable decision log cannot be read ({exc}), so memlock cannot check this rule against "
                    "the rules the user removed; nothing was pinned - try again when the store answers") from None
        return view


def precheck(provenance: Provenance, text: Any, reminder: Any = None) -> None:
    """The safety policy on the raw request, before any cleaning hides a control character."""
    if not isinstance(text, str):
        return  # the pin layer reports the type error in its own words
    verdict = check_pin_text(text, reminder if isinstance(reminder, str) else None,
                             model_made=provenance.actor == "model")
    if not verdict.ok:
        raise PinError(decide(actor=provenance.actor, scope="session", safety=verdict, grounding=None,
                              tombstoned=False, policy=AdmissionPolicy()).reason)


def admit(anchor: Anchor, *, provenance: Provenance, action: str, policy: AdmissionPolicy,
          user_message: str | None, tombstoned: TombstoneView, now: float) -> AdmissionDecision:
    """Decide the admission of ``anchor``'s current version, set it, and record the evidence.
    Raises :class:`PinError` when the policy refuses the version outright."""
    model = provenance.actor == "model"
    verdict = check_pin_text(anchor.text, anchor.reminder, model_made=model)
    grounding = check_grounding(anchor.text, user_message) if model and anchor.scope != "session" else None
    hit = model and tombstoned.hit(anchor.text)
    decision = decide(actor=provenance.actor, scope=anchor.scope, safety=verdict, grounding=grounding,
                      tombstoned=hit, policy=policy)
    if decision.refused:
        raise PinError(decision.reason)
    anchor.admission = decision.state
    anchor.add_evidence(evidence_for(provenance, version=anchor.version, action=action, admission=decision.state,
                                     at=now, note=decision.reason))
    return decision


