"""Semantic detection (sentence embeddings). Placeholder until the embedding path lands:
reports itself unavailable so the audit falls back to keyword probes with the configured threshold."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class SemanticOutcome:
    verdicts: list | None
    mode_used: str = "keyword"
    units_scored: int = 0
    units_capped: bool = False
    notes: list[str] = field(default_factory=list)


def semantic_verdicts(anchors, pieces, settings) -> SemanticOutcome:
    return SemanticOutcome(None, notes=[f"{settings.mode} detection unavailable; fell back to keyword probes"])
