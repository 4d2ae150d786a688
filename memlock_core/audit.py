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
from .probe_index import ProbeIndex, SearchKey
from .probes import derive_probes, flatten, normalize, probe_hits


@dataclass(frozen=True)
class AuditSettings:
    mode: str = "keyword"  # keyword | semantic | hybrid
    drift_threshold: float = 0.5
    sim_threshold: float = 0.48
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


def search_keys(anchors: Sequence[Anchor]) -> tuple[SearchKey, ...]:
    """Every probe (and whole-text phrase, for anchors without probes) the keyword audit looks for."""
    keys: dict[SearchKey, None] = {}
    for anchor in anchors:
        probes = anchor_probes(anchor)
        if probes:
            keys.update(((p, False), None) for p in probes)
        elif (phrase := normalize(flatten(anchor.text))):
            keys[(phrase, True)] = None
    return tuple(keys)


def keyword_verdict(anchor: Anchor, haystack: str | None, threshold: float, *,
                    present: set[SearchKey] | None = None) -> AnchorVerdict:
    """Keyword evidence for one anchor against normalized active text, or against ``present``:
    the search keys already known to be in it (see :class:`~memlock_core.probe_index.ProbeIndex`)."""
    probes = anchor_probes(anchor)
    if not probes:  # nothing distinctive to look for: require the whole instruction verbatim
        phrase = normalize(flatten(anchor.text))
        found = bool(phrase) and ((phrase, True) in present if present is not None else phrase in haystack)
        return AnchorVerdict(anchor.id, found, 1.0 if found else 0.0,
                             "whole text found" if found else "whole text not found", "keyword")
    hits = [p for p in probes if (p, False) in present] if present is not None else probe_hits(probes, haystack)
    score = len(hits) / len(probes)
    evidence = f"{len(hits)}/{len(probes)} probes: " + (", ".join(hits) if hits else "none found")
    return AnchorVerdict(anchor.id, score >= threshold, round(score, 3), evidence, "keyword")


def keyword_audit(anchors: Sequence[Anchor], pieces: Sequence[ActivePiece], threshold: float,
                  index: ProbeIndex | None = None) -> list[AnchorVerdict]:
    if index is not None:
        present = index.present(search_keys(anchors), (p.text for p in pieces))
        return [keyword_verdict(a, None, threshold, present=present) for a in anchors]
    haystack = normalize("\n".join(p.text for p in pieces))
    return [keyword_verdict(a, haystack, threshold) for a in anchors]


def audit(anchors: Sequence[Anchor], messages: Any, settings: AuditSettings = AuditSettings(),
          *, spans: Sequence[SummarySpan] | None = None, index: ProbeIndex | None = None) -> AuditReport:
    """Audit ``anchors`` against the active region of ``messages``.

    ``spans`` may be passed when the caller already located the summaries (the engine's incremental
    scanner); otherwise they are found here. ``index`` (the engine's per-session memo) only makes
    the keyword search faster; the verdicts are the same without it. Raises
    :class:`~memlock_core.messages.HistoryError` only when ``messages`` is not a list at all.
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
    report.verdicts = keyword_audit(anchors, pieces, settings.drift_threshold, index)
    return report
