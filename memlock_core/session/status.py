"""Human-readable status (the ``/guard`` view), shared by every host."""
from __future__ import annotations

import time
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.compliance.record import compliance_summary
from memlock_core.pinstore.contract import PinLoad, QuarantineRecord
from memlock_core.session.preference_pass import summary_lines
from memlock_core.session.state import SessionState
from memlock_core.trust.admission import AUTO_SAFE, PENDING, approve_command


def _when(ts: float | None) -> str:
    if not ts:
        return "never"
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts))


def pending_pins(state: SessionState, pin_load: PinLoad | None = None) -> list[Anchor]:
    """Pins waiting for a person: this session's, and durable ones visible to it."""
    waiting = dict(state.pending)
    if pin_load is not None:
        for pin in pin_load.pins:
            visible = pin.scope == "global" or (pin.scope == "project" and pin.project == state.project)
            if pin.admission == PENDING and visible:
                waiting.setdefault(pin.id, pin)
    return sorted(waiting.values(), key=lambda a: (a.created_at, a.id))


def render_pending(waiting: list[Anchor], surface: str = "cli") -> list[str]:
    """The "awaiting approval" lines: each pin with the exact command that admits it."""
    if not waiting:
        return []
    lines = [f"Awaiting your approval ({len(waiting)}; never injected until approved):"]
    for a in waiting:
        why = a.evidence[-1] if a.evidence else None
        origin = f"by {why.actor} via {why.surface}" + (f" {why.ref}" if why and why.ref else "") if why else \
            f"by {a.created_by}"
        lines.append(f"  [PENDING] {a.id}  {a.scope}  v{a.version}  {origin}: {a.text[:100]}")
        if why and why.note:
            lines.append(f"      why pending: {why.note[:140]}")
        lines.append(f"      approve: {approve_command(a.id, a.version, surface)}   "
                     f"reject: {'/guard reject' if surface == 'guard' else 'memlock reject'} {a.id}")
    return lines


def render_status(state: SessionState, pin_load: PinLoad | None = None, *, detection: str = "keyword",
                  surface: str = "cli", model_status: str = "") -> str:
    """The ``/guard`` view. ``model_status``: what ``detection: auto`` is doing in the process that
    audits (``embedding_model.auto_status``); only a host that audits in-process knows it."""
    anchors = state.sorted_anchors()
    score = "n/a (no audit yet)" if state.integrity_score is None else f"{state.integrity_score}%"
    lines = [
        f"memlock - session {state.session_id}",
        f"  integrity: {score}   anchors: {len(anchors)} "
        f"(pins {sum(a.kind == 'pin' for a in anchors)}, global {sum(a.kind == 'global' for a in anchors)}, "
        f"project {sum(a.kind == 'project' for a in anchors)}, static {sum(a.kind == 'static' for a in anchors)})",
        f"  turn: {state.turn}   compactions seen: {state.compactions}   last compaction: "
        f"{_when(state.last_compaction_at)}" + (f" (turn {state.last_compaction_turn})" if state.last_compaction_turn else ""),
        "  last reinjection: " + (f"turn {state.last_reinject_turn}" if state.last_reinject_turn else "none"),
        f"  detection: {detection}" + (f" (last audit used {state.last_audit_mode})"
                                       if state.last_audit_mode and state.last_audit_mode != detection else "")
        + (f"  [{model_status}]" if model_status and detection == "auto" else "")
        + ("  [unit cap reached: oldest sentences were not scored]" if state.last_audit_units_capped else ""),
    ]
    if pin_load is not None and pin_load.unavailable:  # first: the one thing the user must know now
        held = f"last verified copy (verified {_when(pin_load.verified_at)})" if pin_load.from_copy else "not injected"
        lines[1:1] = [f"  ! durable pins: {held}, store unreachable since {_when(pin_load.unreachable_since)}"]
    if state.project:
        lines.append(f"  project: {state.project}")
    lines.append("Anchors (priority order):")
    if not anchors:
        lines.append("  (none) - pin one with the guard_pin tool or `memlock pin \"...\"`")
    for a in anchors:
        status = a.status.upper() if a.status != "unknown" else "NOT AUDITED"
        auto = "  (auto-admitted)" if a.admission == AUTO_SAFE else ""
        lines.append(f"  [{status}] {a.id}  {a.kind}  p={a.priority}  v{a.version}{auto}  {a.reminder[:80]}")
        if a.last_evidence:
            lines.append(f"      evidence: {a.last_evidence[:100]}")
        for h in a.history:
            lines.append(f"      v{h.version} ({_when(h.saved_at)}, then {h.change}): {h.text[:60]}")
    lines += render_pending(pending_pins(state, pin_load), surface)
    lines.extend(summary_lines(state.preference_audit, anchors=state.anchors.values(), surface=surface))
    lines.extend(compliance_lines(state))
    if state.drift_log:
        lines.append(f"Drift events ({len(state.drift_log)}, most recent first):")
        for event in reversed(state.drift_log[-5:]):
            lost = ", ".join(event.casualties) or "none"
            lines.append(f"  {_when(event.at)}  turn {event.turn}  {event.reason}  integrity {event.score}%  drifted: {lost}")
    notes = list(state.notices)
    if pin_load is not None:
        notes.extend(unreachable_lines(pin_load))
        if pin_load.held_back and not pin_load.unavailable:
            notes.append(f"durable pins held back: {pin_load.held_back_reason}")
        for q in pin_load.quarantined[-5:]:
            notes.append(f"quarantined pin file {q.file}: {q.reason}")
    if notes:
        lines.append("Notices:")
        lines.extend(f"  ! {n}" for n in notes)
    return "\n".join(lines)


def unreachable_lines(pin_load: PinLoad) -> list[str]:
    """What ``/guard`` says while the durable store cannot be reached (unavailable, not untrusted)."""
    if not pin_load.unavailable:
        return []
    since = _when(pin_load.unreachable_since)
    if pin_load.from_copy:
        return [f"durable pins from the last verified copy (verified {_when(pin_load.verified_at)}), "
                f"store unreachable since {since}; pins made or removed elsewhere meanwhile are not seen yet "
                f"({pin_load.held_back_reason[:160]})"]
    return [f"durable pins not injected: store unreachable since {since} ({pin_load.held_back_reason[:240]})"]


def compliance_rows(state: SessionState) -> list[dict[str, Any]]:
    """Compliance per checked pin (rate over the last ``compliance_window`` verdicts, last violation)."""
    anchors = state.sorted_anchors()
    checks = {a.id: a.check.describe() for a in anchors if a.check is not None}
    return compliance_summary(state.compliance, [a.id for a in anchors], checks)


def compliance_lines(state: SessionState) -> list[str]:
    from memlock_core.compliance.propose import propose_check  # the rule parser, only for the status view

    rows = compliance_rows(state)
    unchecked = [a for a in state.sorted_anchors() if a.check is None and propose_check(a.text) is not None]
    if not rows and not unchecked:
        return []
    lines = ["Compliance (checked pins; rate over the last verdicts):"]
    for row in rows:
        rate = "no verdict yet" if row["rate"] is None else f"{round(100 * row['rate'])}% obeyed of last {row['window']}"
        lines.append(f"  {row['pin_id']}  {rate}  [{row['check']}]")
        last = row["last_violation"]
        if last:
            lines.append(f"      last violation: turn {last['turn']} {_when(last['at'])} {last['source']}"
                         f"{' (blocked)' if last['blocked'] else ''}: {last['evidence'][:100]}")
    for anchor in unchecked:
        lines.append(f"  {anchor.id}  unchecked; proposed: {propose_check(anchor.text).describe()}"  # type: ignore[union-attr]
                     f" (accept: `/guard accept {anchor.id}` or `memlock check accept {anchor.id}`)")
    return lines


def render_sessions(rows: Sequence[tuple[str, float, int]], limit: int = 20) -> str:
    if not rows:
        return "memlock: no sessions recorded yet."
    lines = [f"memlock sessions ({len(rows)}, most recent first):"]
    for sid, last, count in rows[:limit]:
        lines.append(f"  {sid}  last active {_when(last)}  anchors {count}")
    if len(rows) > limit:
        lines.append(f"  ... {len(rows) - limit} more")
    return "\n".join(lines)


def quarantine_notice(items: Sequence[QuarantineRecord], shown: int = 3) -> str:
    """The session notice for pin records in quarantine: how many, and why (the newest ``shown``)."""
    why = "; ".join(f"{q.file}: {q.reason}" for q in items[-shown:])
    more = f" (+{len(items) - shown} more)" if len(items) > shown else ""
    return f"{len(items)} durable pin file(s) in quarantine (see `memlock quarantine list`): {why}{more}"

