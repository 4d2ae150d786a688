"""Semantic and hybrid detection: is an instruction still in the active region, in any wording?

Per anchor the evidence is its best *sentence unit* of the active region
(:mod:`memlock_core.detection.sentence_units`), never a pooled window: an instruction restated in one
sentence of a long message scores as that sentence. Which evidence decides depends on the anchor's
language, and each verdict says which one it used (``method``):

* ``semantic`` — English, what all-MiniLM-L6-v2 covers: cosine similarity of the anchor to the
  unit, shifted by :data:`DIRECTIVE_BONUS` up for a unit that reads as a rule and down for one that
  does not (:mod:`memlock_core.detection.directive`), so "the bullet train was late" does not keep "always
  answer in bullet points" alive.
* ``lexical`` — any other language: script-aware content overlap (:mod:`memlock_core.detection.lexical`),
  because the English model scores unrelated CJK sentences 0.7-0.9 against each other.

``hybrid`` = the above, plus the keyword probes as a second witness: alive when the semantic (or
lexical) evidence is strong on its own, or when every probe is found AND that evidence falls short
by at most :data:`HYBRID_RESCUE_MARGIN`; drifted when both are weak. A keyword hit alone never
keeps an anchor alive (that is the incidental-mention failure of keyword mode).

All constants were chosen by measurement on ``bench/corpus`` (``bench/eval_corpus.py
--calibrate``; docs/BENCHMARKS.md). When the model cannot be had, the outcome says so and
:func:`memlock_core.detection.audit.audit` falls back to keyword probes with the configured threshold.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.audit_report import AnchorVerdict
from memlock_core.detection.directive import reads_as_directive
from memlock_core.detection.embedding_cache import CACHE
from memlock_core.detection.embedding_model import ModelUnavailable, get_encoder
from memlock_core.detection.keyword import keyword_verdict
from memlock_core.detection.lexical import content_grams, model_covers
from memlock_core.detection.probes import normalize
from memlock_core.detection.sentence_units import Unit, UnitPlan, build_units
from memlock_core.detection.settings import AuditSettings

log = logging.getLogger("memlock")

# A unit that reads as a rule gains this much, one that does not loses it (applied when the anchor
# itself reads as a rule). Measured: 0.08-0.10 removes the incidental-mention errors; beyond 0.12
# F1 drops again.
DIRECTIVE_BONUS = 0.10
# Lexical evidence (anchors the model does not cover): alive when at least this fraction of the
# anchor's content grams (word stems / CJK bigrams) appears in one unit. Measured: 0.45-0.55 is a
# plateau on the non-English cases; no drifted case reaches 0.45.
LEXICAL_THRESHOLD = 0.5
# Hybrid: a full probe match may keep an anchor alive whose semantic/lexical score is this close
# below its threshold. Measured: on the corpus keyword evidence never helps (0.05 lets one incidental
# "200-word limit" through; wider margins let more keyword noise in), so the margin is kept small.
HYBRID_RESCUE_MARGIN = 0.05


@dataclass
class SemanticOutcome:
    """What the semantic path concluded; ``verdicts`` None means "unavailable, fall back"."""

    verdicts: list[Any] | None
    mode_used: str = "keyword"
    units_scored: int = 0
    units_capped: bool = False
    notes: list[str] = field(default_factory=list)


@dataclass
class _Best:
    score: float  # the deciding score: adjusted cosine, or lexical overlap
    unit: Unit | None
    cosine: float | None = None
    directive: bool | None = None


def _quote(unit: Unit | None) -> str:
    if unit is None:
        return "no sentence of the active region shares anything with it"
    text = unit.text if len(unit.text) <= 90 else unit.text[:89] + "…"
    return f"\"{text}\" (message {unit.index}, {unit.role})"


def _best_semantic(anchors: Sequence[Anchor], anchor_vecs: Any, unit_vecs: Any, units: Sequence[Unit]) -> list[_Best]:
    """Each anchor's best unit by cosine, shifted by :data:`DIRECTIVE_BONUS` when the anchor is a rule.

    ``units`` are only those the model covers: the English model's score on another language
    means nothing (unrelated CJK sentences score 0.7-0.9), and such text is also the most costly
    to embed (a Han character or an Arabic word is one or more tokens each).
    """
    import numpy as np

    if not units:
        return [_Best(0.0, None) for _ in anchors]
    sims = anchor_vecs @ unit_vecs.T  # rows are L2-normalized: the dot product is the cosine
    directive = np.fromiter((reads_as_directive(u.text, u.role) for u in units), dtype=bool, count=len(units))
    rule_anchor = np.fromiter((reads_as_directive(a.text) for a in anchors), dtype=np.float32, count=len(anchors))
    shift = np.where(directive, DIRECTIVE_BONUS, -DIRECTIVE_BONUS).astype(np.float32)
    adjusted = sims + rule_anchor[:, None] * shift[None, :]
    best = adjusted.argmax(axis=1)
    return [_Best(float(adjusted[row, j]), units[j], float(sims[row, j]), bool(directive[j]))
            for row, j in enumerate(best)]


def _best_lexical(anchor: Anchor, units: Sequence[Unit], unit_grams: list[set[str]]) -> _Best:
    grams = content_grams(anchor.text)
    best = _Best(0.0, None)
    if not grams:
        return best
    for unit, ug in zip(units, unit_grams):
        score = len(grams & ug) / len(grams)
        if score > best.score:
            best = _Best(score, unit)
    return best


def may_carry_instruction(text: str, role: str) -> bool:
    """Which units are scored at all: everything the user or the system prompt says (memlock's own
    reminder block included), but of the assistant's words only a commitment ("Understood: from now
    on I'll keep it short"). The assistant's explanations and advice are not instructions to itself,
    and they are half of all text: skipping them halves embedding time and removes false "alive"
    verdicts from narrative such as "`--force` overwrites the branch, never mind what is on it"."""
    if role != "assistant":
        return True
    return not model_covers(text) or reads_as_directive(text, role)


def semantic_verdicts(anchors: Sequence[Anchor], pieces: Sequence[Any], settings: AuditSettings) -> SemanticOutcome:
    """Verdicts for ``settings.mode`` semantic or hybrid; ``verdicts=None`` when the model is unavailable."""
    plan = build_units(pieces, settings.max_units, keep=may_carry_instruction)
    try:
        encoder = get_encoder(settings.embedding_model)
    except ModelUnavailable as exc:
        return SemanticOutcome(None, notes=[f"{settings.mode} detection unavailable ({exc}); fell back to "
                                            f"keyword probes (drift_threshold {settings.drift_threshold})"])
    try:
        return _score(anchors, pieces, plan, settings, encoder)
    except Exception as exc:  # noqa: BLE001 - a scoring error must never break a turn
        log.warning("memlock: %s detection failed: %s: %s", settings.mode, type(exc).__name__, exc)
        return SemanticOutcome(None, notes=[f"{settings.mode} detection failed ({type(exc).__name__}); fell back "
                                            f"to keyword probes (drift_threshold {settings.drift_threshold})"])


def _score(anchors: Sequence[Anchor], pieces: Sequence[Any], plan: UnitPlan, settings: AuditSettings,
           encoder: Any) -> SemanticOutcome:

    units = plan.units
    anchor_covered = [model_covers(a.text) for a in anchors]
    covered_anchors = [a for a, c in zip(anchors, anchor_covered) if c]
    semantic_best: dict[str, _Best] = {}
    if covered_anchors:
        english = [u for u in units if model_covers(u.text)]
        unit_vecs = CACHE.embed(encoder.key, [u.text for u in english], encoder.encode) if english else None
        anchor_vecs = CACHE.embed(encoder.key, [a.text for a in covered_anchors], encoder.encode)
        for anchor, best in zip(covered_anchors, _best_semantic(covered_anchors, anchor_vecs, unit_vecs, english)):
            semantic_best[anchor.id] = best
    unit_grams: list[set[str]] | None = None
    haystack: str | None = None
    verdicts: list[AnchorVerdict] = []
    lexical_used = False
    for anchor, covered in zip(anchors, anchor_covered):
        if covered:
            best = semantic_best[anchor.id]
            threshold, method = settings.sim_threshold, "semantic"
            form = "" if best.directive is None else (" reads as a rule," if best.directive else " not a rule,")
            evidence = f"cosine {best.cosine or 0.0:.2f},{form} score {best.score:.2f}: {_quote(best.unit)}"
        else:
            if unit_grams is None:
                unit_grams = [content_grams(u.text) for u in units]
            best = _best_lexical(anchor, units, unit_grams)
            threshold, method = LEXICAL_THRESHOLD, "lexical"
            evidence = f"lexical overlap {best.score:.2f} (language not covered by the model): {_quote(best.unit)}"
        alive = best.score >= threshold
        if settings.mode == "hybrid":
            if haystack is None:
                haystack = normalize("\n".join(p.text for p in pieces))
            kw = keyword_verdict(anchor, haystack, settings.drift_threshold)
            full_match = kw.score >= 1.0
            alive = alive or (full_match and best.score >= threshold - HYBRID_RESCUE_MARGIN)
            evidence = f"{evidence}; keyword {kw.evidence}"
            method = "hybrid"
        lexical_used = lexical_used or not covered
        verdicts.append(AnchorVerdict(anchor.id, alive, round(best.score, 3), evidence, method))
    # "semantic", "hybrid", or "semantic+lexical" / "hybrid+lexical" when some anchor is in a
    # language the model does not cover and lexical evidence decided it.
    mode_used = settings.mode + ("+lexical" if lexical_used else "")
    return SemanticOutcome(verdicts, mode_used=mode_used, units_scored=len(units), units_capped=plan.capped)
