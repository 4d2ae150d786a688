"""The per-session compliance log: recent outcomes per pin, the last violation, pending corrections.

Stored in the session record (``SessionState.compliance``). Bounded: ``window`` outcomes per pin,
``MAX_PENDING`` corrections; not-applicable verdicts are not counted in the rate.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from memlock_core.compliance.outcomes import BROKEN, OBEYED, ComplianceVerdict

MAX_PENDING = 8
MAX_WINDOW = 1000


@dataclass
class Violation:
    turn: int
    at: float
    rule: str
    evidence: str
    source: str = "reply"  # reply | tool
    blocked: bool = False

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Violation":
        return cls(turn=int(data.get("turn") or 0), at=float(data.get("at") or 0.0), rule=str(data.get("rule") or ""),
                   evidence=str(data.get("evidence") or ""), source=str(data.get("source") or "reply"),
                   blocked=bool(data.get("blocked", False)))


@dataclass
class PinCompliance:
    """One pin's recent record: "o" obeyed / "b" broken, oldest first."""

    recent: str = ""
    checked: int = 0
    broken: int = 0
    last_violation: Violation | None = None

    def rate(self) -> float | None:
        if not self.recent:
            return None
        return self.recent.count("o") / len(self.recent)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PinCompliance":
        last = data.get("last_violation")
        recent = "".join(c for c in str(data.get("recent") or "") if c in "ob")[-MAX_WINDOW:]
        return cls(recent=recent, checked=int(data.get("checked") or 0), broken=int(data.get("broken") or 0),
                   last_violation=Violation.from_dict(last) if isinstance(last, dict) else None)


@dataclass
class Correction:
    """A broken rule to point out in the next request."""

    anchor_id: str
    evidence: str
    source: str = "reply"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Correction":
        return cls(anchor_id=str(data.get("anchor_id") or ""), evidence=str(data.get("evidence") or ""),
                   source=str(data.get("source") or "reply"))


@dataclass
class ComplianceLog:
    pins: dict[str, PinCompliance] = field(default_factory=dict)
    pending: list[Correction] = field(default_factory=list)
    last_reply_key: str = ""  # which reply was checked last (a reply is never counted twice)
    stop_retries: int = 0  # Claude Code Stop-hook retries used since the last user prompt
    last_alert_at: float | None = None
    tool_memory: dict[str, Any] = field(default_factory=dict)  # TurnMemory of this turn's earlier tool calls

    def record(self, verdicts: Sequence[ComplianceVerdict], *, turn: int, now: float, window: int,
               blocked: bool = False) -> list[ComplianceVerdict]:
        """Count obeyed/broken verdicts; queue a correction per broken one. Returns the broken ones."""
        broken: list[ComplianceVerdict] = []
        for verdict in verdicts:
            if verdict.outcome not in (OBEYED, BROKEN):
                continue
            entry = self.pins.setdefault(verdict.anchor_id, PinCompliance())
            entry.recent = (entry.recent + ("b" if verdict.broken else "o"))[-max(1, min(window, MAX_WINDOW)):]
            entry.checked += 1
            if verdict.outcome == BROKEN:
                entry.broken += 1
                entry.last_violation = Violation(turn, now, verdict.rule, verdict.evidence, verdict.source, blocked)
                broken.append(verdict)
                self.pending = [c for c in self.pending if c.anchor_id != verdict.anchor_id]
                self.pending.append(Correction(verdict.anchor_id, verdict.evidence, verdict.source))
                del self.pending[:-MAX_PENDING]
        return broken

    def forget(self, keep: set[str]) -> None:
        """Drop entries of pins that no longer exist."""
        self.pins = {k: v for k, v in self.pins.items() if k in keep}
        self.pending = [c for c in self.pending if c.anchor_id in keep]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> "ComplianceLog":
        if not isinstance(data, dict):
            return cls()
        raw = data.get("pins")
        pins: dict[str, Any] = raw if isinstance(raw, dict) else {}
        alert = data.get("last_alert_at")
        return cls(pins={str(k): PinCompliance.from_dict(v) for k, v in pins.items() if isinstance(v, dict)},
                   pending=[Correction.from_dict(c) for c in data.get("pending") or [] if isinstance(c, dict)],
                   last_reply_key=str(data.get("last_reply_key") or ""),
                   stop_retries=int(data.get("stop_retries") or 0),
                   tool_memory=data["tool_memory"] if isinstance(data.get("tool_memory"), dict) else {},
                   last_alert_at=float(alert) if isinstance(alert, (int, float)) and not isinstance(alert, bool) else None)


def compliance_summary(log: ComplianceLog, anchor_ids: Sequence[str], checks: dict[str, str]) -> list[dict[str, Any]]:
    """Per checked pin: its check, the compliance rate over the window, the last violation."""
    rows: list[dict[str, Any]] = []
    for anchor_id in anchor_ids:
        entry = log.pins.get(anchor_id)
        if anchor_id not in checks and entry is None:
            continue
        rate = entry.rate() if entry is not None else None
        rows.append({"pin_id": anchor_id, "check": checks.get(anchor_id, ""),
                     "rate": None if rate is None else round(rate, 3),
                     "window": len(entry.recent) if entry is not None else 0,
                     "checked": entry.checked if entry is not None else 0,
                     "broken": entry.broken if entry is not None else 0,
                     "last_violation": asdict(entry.last_violation) if entry is not None and entry.last_violation else None})
    return rows
