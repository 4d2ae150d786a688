"""Keyword evidence: does each anchor's probe set (or whole text) occur in the active text?"""
from __future__ import annotations

from typing import Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import ActivePiece
from memlock_core.detection.audit_report import AnchorVerdict
from memlock_core.detection.probe_index import ProbeIndex, SearchKey
from memlock_core.detection.probes import derive_probes, flatten, normalize, probe_hits


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
    the search keys already known to be in it (see :class:`~memlock_core.detection.probe_index.ProbeIndex`)."""
    probes = anchor_probes(anchor)
    if not probes:  # nothing distinctive to look for: require the whole instruction verbatim
        phrase = normalize(flatten(anchor.text))
        found = bool(phrase) and ((phrase, True) in present if present is not None else phrase in (haystack or ""))
        return AnchorVerdict(anchor.id, found, 1.0 if found else 0.0,
                             "whole text found" if found else "whole text not found", "keyword")
    hits = [p for p in probes if (p, False) in present] if present is not None else probe_hits(probes, haystack or "")
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


