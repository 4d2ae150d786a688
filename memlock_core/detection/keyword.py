"""Keyword evidence: do an anchor's probes land together in one sentence that states a rule?

A probe found anywhere proves little: "the bullet train was late" holds "bullet", a tool's grep
output holds the whole instruction. So the probes count only inside one *evidence unit* (a
sentence of the system prompt or of a user message after the latest summary that reads as a rule,
or a line of memlock's reminder block; :mod:`memlock_core.detection.evidence`), and the anchor's
score is the best fraction of its probes found in a single such unit.
"""
from __future__ import annotations

from typing import Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import ActivePiece
from memlock_core.detection.audit_report import AnchorVerdict
from memlock_core.detection.evidence import evidence_units
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


def keyword_verdict(anchor: Anchor, haystacks: Sequence[str], threshold: float) -> AnchorVerdict:
    """Keyword evidence for one anchor against normalized evidence units (``haystacks``)."""
    probes = anchor_probes(anchor)
    if not probes:  # nothing distinctive to look for: require the whole instruction verbatim
        phrase = normalize(flatten(anchor.text))
        found = bool(phrase) and any(phrase in h for h in haystacks)
        return AnchorVerdict(anchor.id, found, 1.0 if found else 0.0,
                             "whole text found in a rule" if found else "whole text not found in a rule", "keyword")
    best: list[str] = []
    for haystack in haystacks:
        hits = probe_hits(probes, haystack)
        if len(hits) > len(best):
            best = hits
            if len(best) == len(probes):
                break
    score = len(best) / len(probes)
    evidence = (f"{len(best)}/{len(probes)} probes in one rule sentence: "
                + (", ".join(best) if best else "none found"))
    return AnchorVerdict(anchor.id, score >= threshold, round(score, 3), evidence, "keyword")


def keyword_audit(anchors: Sequence[Anchor], pieces: Sequence[ActivePiece], threshold: float,
                  index: ProbeIndex | None = None) -> list[AnchorVerdict]:
    """Verdicts for ``anchors`` from the in-force ``pieces``. ``index`` (the engine's memo of which
    probes each message holds) only skips pieces that hold no probe at all."""
    if index is not None:
        keys = search_keys(anchors)
        present = index.present(keys, (p.text for p in pieces))
        if not present:
            return [keyword_verdict(a, [], threshold) for a in anchors]
    haystacks = [normalize(u.text) for u in evidence_units(pieces)]
    return [keyword_verdict(a, haystacks, threshold) for a in anchors]
