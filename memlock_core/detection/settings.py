"""How an audit is run: mode, thresholds, model, markers. Shared by the keyword and semantic paths."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memlock_core.detection.compaction import DEFAULT_MARKERS


@dataclass(frozen=True)
class AuditSettings:
    mode: str = "keyword"  # keyword | semantic | hybrid | auto (semantic once the model is loaded; config default)
    drift_threshold: float = 1.0
    sim_threshold: float = 0.50
    embedding_model: str = "all-MiniLM-L6-v2"
    max_units: int = 2000
    markers: tuple[str, ...] = DEFAULT_MARKERS
    # Digests of the reminder blocks memlock injected in this session (reminder_format.block_digest): only
    # those blocks are memlock's evidence. Empty: no block counts (fail closed toward trust; re-inject).
    own_blocks: frozenset[str] = frozenset()

    @classmethod
    def from_config(cls, cfg: Any) -> "AuditSettings":
        return cls(mode=cfg.detection, drift_threshold=cfg.drift_threshold, sim_threshold=cfg.sim_threshold,
                   embedding_model=cfg.embedding_model, max_units=cfg.max_units,
                   markers=tuple(DEFAULT_MARKERS) + tuple(m for m in cfg.summary_markers if m not in DEFAULT_MARKERS))


