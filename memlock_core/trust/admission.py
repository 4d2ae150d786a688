"""The admission decision: which state a new pin version starts in, and which states are injected.

States (``Anchor.admission``):

* ``pending``: proposed, not admitted; never injected; shown by ``/guard`` and ``memlock status``
  with the exact approve command;
* ``approved_manual``: a person made or approved it (CLI, ``/guard``, config, an MCP approval from a
  server started with user approvals allowed);
* ``approved_auto_safe``: admitted by policy with no person involved, labelled so for good;
* ``rejected``: a person said no; never injected.

Defaults (:func:`decide`): a person's pins are ``approved_manual``. A model's session pin is
``approved_auto_safe`` when it passes the safety policy. A model's global/project pin is
``approved_auto_safe`` only when it is grounded in the user's own words in the same turn
(:mod:`.grounding`), else ``pending``; ``model_durable_pins: pending`` makes every one pending and
``refuse`` refuses them. A model pin whose text the user unpinned or rejected before (a tombstone)
is ``pending`` whatever its scope. With ``require_manual_for_durable: true`` only
``approved_manual`` durable pins are injected and model durable pins always start pending.
"""
from __future__ import annotations

from dataclasses import dataclass

from memlock_core.trust.grounding import Grounding
from memlock_core.trust.safety import MODEL_ONLY_RULES, SafetyVerdict

PENDING, MANUAL, AUTO_SAFE, REJECTED = "pending", "approved_manual", "approved_auto_safe", "rejected"
ADMISSIONS = (PENDING, MANUAL, AUTO_SAFE, REJECTED)
ADMITTED = (MANUAL, AUTO_SAFE)
PERSON_ACTORS = ("user", "config", "import")
MODEL_DURABLE_MODES = ("grounded", "pending", "refuse")


@dataclass(frozen=True)
class AdmissionPolicy:
    """The knobs of :func:`decide` and :func:`injectable`, read from config."""

    model_durable_pins: str = "grounded"
    require_manual_for_durable: bool = False


@dataclass(frozen=True)
class AdmissionDecision:
    """``refused`` (with ``reason``) or the state the version starts in."""

    state: str
    reason: str
    refused: bool = False


def decide(*, actor: str, scope: str, safety: SafetyVerdict, grounding: Grounding | None, tombstoned: bool,
           policy: AdmissionPolicy) -> AdmissionDecision:
    if not safety.ok:
        hint = ""
        if actor not in PERSON_ACTORS and all(f.rule in MODEL_ONLY_RULES for f in safety.findings):
            hint = " (if the user really wants this rule, they can pin it themselves: /guard pin or `memlock pin`)"
        return AdmissionDecision(REJECTED, "refused by the safety policy: " + safety.explain() + hint, refused=True)
    if actor in PERSON_ACTORS:
        return AdmissionDecision(MANUAL, f"made by the {actor}")
    durable = scope != "session"
    if durable and policy.model_durable_pins == "refuse":
        return AdmissionDecision(REJECTED, f"{scope} pins from the model are disabled (model_durable_pins: refuse)",
                                 refused=True)
    if tombstoned:
        return AdmissionDecision(PENDING, "the user unpinned or rejected this rule before; it waits for the user")
    if not durable:
        return AdmissionDecision(AUTO_SAFE, "a session pin that passes the safety policy")
    if policy.require_manual_for_durable:
        return AdmissionDecision(PENDING, "durable pins need a person's approval (require_manual_for_durable)")
    if policy.model_durable_pins == "pending":
        return AdmissionDecision(PENDING, "durable pins from the model wait for the user (model_durable_pins: pending)")
    if grounding is not None and grounding.grounded:
        return AdmissionDecision(AUTO_SAFE, "grounded in the user's own words this turn")
    why = grounding.reason if grounding is not None else "no user message was recorded for this turn"
    return AdmissionDecision(PENDING, f"not grounded in the user's message ({why})")


def injectable(admission: str, scope: str, policy: AdmissionPolicy) -> bool:
    """May a record in this state be put in front of the model? Checked at every injection."""
    if admission not in ADMITTED:
        return False
    return not (scope != "session" and policy.require_manual_for_durable and admission != MANUAL)


def approve_command(pin_id: str, version: int, surface: str = "cli") -> str:
    """The exact command a person runs to approve this version."""
    if surface == "guard":
        return f"/guard approve {pin_id} {version}"
    return f"memlock approve {pin_id} --version {version}"
