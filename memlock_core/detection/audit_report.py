"""The audit's result records: one verdict per anchor, gathered in a report."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class AnchorVerdict:
    """Whether one anchor is still present in the active region, and what decided it."""

    anchor_id: str
    alive: bool
    score: float
    evidence: str  # the probes found, or the best-matching sentence
    method: str  # keyword | semantic | lexical | hybrid


@dataclass
class AuditReport:
    """Everything one audit concluded; hosts render it, the engine stores a summary of it."""

    mode_requested: str
    mode_used: str
    verdicts: list[AnchorVerdict] = field(default_factory=list)
    summary_hash: str | None = None
    summaries_found: int = 0
    active_messages: int = 0
    units_scored: int = 0
    units_capped: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def casualties(self) -> list[str]:
        return [v.anchor_id for v in self.verdicts if not v.alive]

    @property
    def alive(self) -> list[str]:
        return [v.anchor_id for v in self.verdicts if v.alive]

    @property
    def integrity(self) -> int | None:
        """Percentage of anchors alive; None when there is nothing to audit."""
        if not self.verdicts:
            return None
        return round(100 * len(self.alive) / len(self.verdicts))

    def verdict(self, anchor_id: str) -> AnchorVerdict | None:
        return next((v for v in self.verdicts if v.anchor_id == anchor_id), None)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["integrity"] = self.integrity
        data["casualties"] = self.casualties
        return data
