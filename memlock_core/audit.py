"""The audit: which anchors are still present in the active region of a conversation.

:func:`audit` is memlock's one public entry point for this question. Every host (Hermes plugin,
Claude Code hooks, MCP server) and every benchmark calls it with plain data: anchors, an
OpenAI-style message list and :class:`AuditSettings`. It is pure: no I/O, no global state except
the optional, lazily loaded embedding model of semantic mode.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .active_region import ActivePiece, active_pieces
from .anchor import Anchor
from .audit_report import AnchorVerdict, AuditReport
from .compaction import DEFAULT_MARKERS, SummarySpan, find_summaries
from .messages import validate_history
from .probes import derive_probes, flatten, normalize, probe_hits


@dataclass(frozen=True)
class AuditSettings:
    mode: str = "keyword"  # keyword | semantic | hybrid
    drift_threshold: float = 0.5
    sim_threshold: float = 0.5
    embedding_model: str = "all-MiniLM-L6-v2"
    max_units: int = 2000
    markers: tuple[str, ...] = DEFAULT_MARKERS

    @classmethod
    def from_config(cls, cfg: Any) -> "AuditSettings":
        return cls(mode=cfg.detection, drift_threshold=cfg.drift_threshold, sim_threshold=cfg.sim_threshold,
                   embedding_model=cfg.embedding_model, max_units=cfg.max_units,
                   markers=tuple(DEFAULT_MARKERS) + tuple(m for m in cfg.summary_markers if m not in DEFAULT_MARKERS))


def anchor_probes(anchor: Anchor) -> list[str]:
    return list(anchor.probes) or derive_probes(anchor.text)


def keyword_verdict(anchor: Anchor, haystack: str, threshold: float) -> AnchorVerdict:
    """Keyword evidence for one anchor against normalized active text."""
    probes = anchor_probes(anchor)
    if not probes:  # nothing distinctive to look for: require the whole instruction verbatim
        phrase = normalize(flatten(anchor.text))
        found = bool(phrase) and phrase in haystack
        return AnchorVerdict(anchor.id, found, 1.0 if found else 0.0,
                             "whole text found" if found else "whole text not found", "keyword")
    hits = probe_hits(probes, haystack)
    score = len(hits) / len(probes)
    evidence = f"{len(hits)}/{len(probes)} probes: " + (", ".join(hits) if hits else "none found")
    return AnchorVerdict(anchor.id, score >= threshold, round(score, 3), evidence, "keyword")


def keyword_audit(anchors: Sequence[Anchor], pieces: Sequence[ActivePiece], threshold: float) -> list[AnchorVerdict]:
    haystack = normalize("\n".join(p.text for p in pieces))
    return [keyword_verdict(a, haystack, threshold) for a in anchors]


def audit(anchors: Sequence[Anchor], messages: Any, settings: AuditSettings = AuditSettings(),
          *, spans: Sequence[SummarySpan] | None = None) -> AuditReport:
    """Audit ``anchors`` against the active region of ``messages``.

    ``spans`` may be passed when the caller already located the summaries (the engine's incremental
    scanner); otherwise they are found here. Raises :class:`~memlock_core.messages.HistoryError` only
    when ``messages`` is not a list at all.
    """
    history = validate_history(messages)
    if spans is None:
        spans = find_summaries(history, settings.markers)
    pieces = active_pieces(history, spans)
    report = AuditReport(mode_requested=settings.mode, mode_used="keyword",
                         summary_hash=spans[-1].body_hash if spans else None,
                         summaries_found=len(spans), active_messages=len(pieces))
    anchors = list(anchors)
    if not anchors:
        report.mode_used = settings.mode
        return report
    if settings.mode in ("semantic", "hybrid"):
        from . import semantic  # numpy + sentence-transformers, loaded only when asked for

        outcome = semantic.semantic_verdicts(anchors, pieces, settings)
        if outcome.verdicts is not None:
            report.verdicts = outcome.verdicts
            report.mode_used = outcome.mode_used
            report.units_scored = outcome.units_scored
            report.units_capped = outcome.units_capped
            report.notes.extend(outcome.notes)
            return report
        report.notes.extend(outcome.notes)
    report.verdicts = keyword_audit(anchors, pieces, settings.drift_threshold)
    return report
