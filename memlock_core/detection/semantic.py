"""Semantic and hybrid detection: is an instruction still in force, in any wording?

Only *evidence units* count (:mod:`memlock_core.detection.evidence`): sentences that state a rule
with authority after the latest summary, and memlock's reminder lines. Per anchor the best unit
decides, never a pooled window. Which evidence decides depends on the anchor's language, and each
verdict says which one it used (``method``):

* ``semantic`` — English, what all-MiniLM-L6-v2 covers: alive when the cosine of the anchor and
  one evidence unit reaches ``sim_threshold`` AND that unit is the same rule, not a neighbouring
  one (four in five of the anchor's key content terms and none swapped for a term of its own, or a
  cosine of at least :data:`SAME_RULE_COSINE`), and the rule parse does not call it another rule.
* ``lexical`` — any other language: script-aware content overlap (:mod:`memlock_core.detection.lexical`),
  because the English model scores unrelated CJK sentences 0.7-0.9 against each other.

``hybrid`` = the above, plus the keyword probes as a second witness: a unit holding every probe,
which the rule parse does not call another rule, may keep the anchor alive when its score falls
short by at most :data:`HYBRID_RESCUE_MARGIN`.

Everything that is not positive evidence means drifted: a missed casualty is the costly error, an
extra reminder is cheap. The constants were chosen on the dev part of ``bench/corpus`` only
(``python -m bench corpus --split dev``); docs/BENCHMARKS.md reports the frozen test part. When the
model cannot be had, the outcome says so and :func:`memlock_core.detection.audit.audit` falls back to
keyword probes.
"""
from __future__ import annotations

import logging
import os
import queue
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import REMINDER_ROLE, ActivePiece
from memlock_core.detection.audit_report import AnchorVerdict
from memlock_core.detection.embedding_cache import CACHE
from memlock_core.detection.embedding_model import ModelUnavailable, get_encoder
from memlock_core.detection.evidence import EVIDENCE, LIST_ROLE
from memlock_core.detection.keyword import (
    SAME_RULE_CANDIDATES,
    anchor_probes,
    keyword_verdict,
    same_rule_verdict,
    shortened_verdict,
)
from memlock_core.detection.lexical import content_grams, model_covers
from memlock_core.detection.probes import normalize
from memlock_core.detection.rule_identity import different_rule, mentions_language_rule, names_language, says_other
from memlock_core.detection.rule_identity import same_rule as parsed_same_rule
from memlock_core.detection.sentence_units import Unit, UnitPlan, build_units, unit_texts
from memlock_core.detection.settings import AuditSettings
from memlock_core.detection.shortened import says_less_of_the_same

log = logging.getLogger("memlock")

# Alive needs a cosine of at least ``AuditSettings.sim_threshold`` between the anchor and one
# evidence unit (a sentence that states a rule with authority, see evidence.py) AND the same rule:
# the unit holds at least SAME_RULE_TERMS of the anchor's key content terms (5-letter stems:
# "bullet"/"bulleted"), or its cosine reaches SAME_RULE_COSINE (a near-verbatim restatement).
# A different rule on the same topic swaps the one word that matters and keeps the rest ("include a
# changelog entry" for "include a test" for every bug fix): all-MiniLM-L6-v2 scores such pairs
# 0.6-0.75 and they share 3 of 4 content stems, so neither a cosine below 0.8 nor a share of 3/4 may
# call it the same rule. Chosen on the dev part of bench/corpus plus its dev-only neighbour-rule cases
# (bench/corpus/_neighbours_dev.py) by `python -m bench corpus --split dev --calibrate`: the best F1
# with recall >= 0.98 AND every drifted-only category >= 0.95 (sim_threshold 0.45-0.55,
# SAME_RULE_COSINE 0.80, SAME_RULE_TERMS 0.76-1.0 are one plateau). The price: most paraphrases
# read as drifted and get a ~20-token reminder they did not need.
SAME_RULE_COSINE = 0.80
SAME_RULE_TERMS = 0.8
# Lexical evidence (anchors the model does not cover): alive when at least this fraction of the
# anchor's content grams (word stems / CJK bigrams) appears in one unit.
LEXICAL_THRESHOLD = 0.5
LEXICAL_SURE = 0.8  # overlap that alone proves a restatement in a language the model does not cover
# Hybrid: a unit holding every keyword probe of the anchor may keep it alive with a cosine this far
# below sim_threshold (the keyword evidence is the cross-check that it is the same rule).
HYBRID_RESCUE_MARGIN = 0.05


@dataclass
class SemanticOutcome:
    """What the semantic path concluded; ``verdicts`` None means "unavailable, fall back"."""

    verdicts: list[AnchorVerdict] | None
    mode_used: str = "keyword"
    units_scored: int = 0
    units_capped: bool = False
    notes: list[str] = field(default_factory=list)


@dataclass
class _Best:
    score: float  # the deciding score: cosine, or lexical overlap
    unit: Unit | None
    same_rule: bool = True


def _quote(unit: Unit | None) -> str:
    if unit is None:
        return "no sentence that states a rule shares anything with it"
    text = unit.text if len(unit.text) <= 90 else unit.text[:89] + "…"
    return f"\"{text}\" (message {unit.index}, {unit.role})"


def _best_semantic(anchors: Sequence[Anchor], anchor_vecs: Any, unit_vecs: Any, units: Sequence[Unit],
                   threshold: float) -> list[_Best]:
    """Each anchor's best evidence unit: the highest cosine among units that pass the same-rule
    check, or (when none passes the threshold) the highest cosine overall, reported as drifted."""
    import numpy as np

    if not units:
        return [_Best(0.0, None) for _ in anchors]
    sims = anchor_vecs @ unit_vecs.T  # rows are L2-normalized: the dot product is the cosine
    unit_terms = [_terms(u.text) for u in units]
    out: list[_Best] = []
    for row, anchor in enumerate(anchors):
        terms = _terms(anchor.text)

        def same_rule(j: int, cos: float) -> bool:
            if cos >= SAME_RULE_COSINE:
                return True
            shared = terms & unit_terms[j]
            if not terms or len(shared) < SAME_RULE_TERMS * len(terms):
                return False
            # Most terms shared, but one of the pin's swapped for another ("restart the postgres service"
            # for "restart the nginx service"): the frame is the same, the object is not.
            return shared == terms or not (unit_terms[j] - terms)

        order = np.argsort(-sims[row])
        chosen: _Best | None = None
        for j in order:
            cos = float(sims[row, j])
            if cos < threshold:
                break
            if different_rule(anchor.text, units[int(j)].text):
                continue  # the parse says it is another rule, however close the embedding
            if same_rule(int(j), cos):
                chosen = _Best(cos, units[j], True)
                break
        if chosen is None:
            j = int(order[0])
            cos = float(sims[row, j])
            chosen = _Best(cos, units[j], same_rule(j, cos) and not different_rule(anchor.text, units[j].text))
        out.append(chosen)
    return out


@lru_cache(maxsize=65536)
def _terms(text: str) -> frozenset[str]:
    """Content stems of a unit, memoized: a compaction audit re-reads every unit of the history."""
    return frozenset(content_grams(text))


def _best_lexical(anchor: Anchor, units: Sequence[Unit], unit_grams: list[set[str]]) -> _Best:
    grams = content_grams(anchor.text)
    best = _Best(0.0, None)
    if not grams:
        return best
    for unit, ug in zip(units, unit_grams):
        if different_rule(anchor.text, unit.text):
            continue
        score = len(grams & ug) / len(grams)
        if score > best.score:
            best = _Best(score, unit)
    return best


def scored_units(piece: ActivePiece) -> Sequence[str]:
    """The units of one in-force piece that semantic detection scores: its evidence units, from the
    shared index; every sentence unit of memlock's own reminder line (all of it is evidence)."""
    if piece.role in (REMINDER_ROLE, LIST_ROLE):
        return unit_texts(piece.text)
    return EVIDENCE.evidence(piece.text).units


def semantic_verdicts(anchors: Sequence[Anchor], pieces: Sequence[ActivePiece],
                      settings: AuditSettings) -> SemanticOutcome:
    """Verdicts for ``settings.mode`` semantic or hybrid; ``verdicts=None`` when the model is unavailable."""
    plan = build_units(pieces, settings.max_units, units_of=scored_units)
    try:
        encoder = get_encoder(settings.embedding_model)
    except ModelUnavailable as exc:
        return SemanticOutcome(None, notes=[f"{settings.mode} detection unavailable ({exc}); fell back to "
                                            f"keyword probes (drift_threshold {settings.drift_threshold})"])
    try:
        return _score(anchors, plan, settings, encoder)
    except Exception as exc:  # noqa: BLE001 - a scoring error must never break a turn
        log.warning("memlock: %s detection failed: %s: %s", settings.mode, type(exc).__name__, exc)
        return SemanticOutcome(None, notes=[f"{settings.mode} detection failed ({type(exc).__name__}); fell back "
                                            f"to keyword probes (drift_threshold {settings.drift_threshold})"])


def _score(anchors: Sequence[Anchor], plan: UnitPlan, settings: AuditSettings, encoder: Any) -> SemanticOutcome:
    units = plan.units
    anchor_covered = [model_covers(a.text) for a in anchors]
    covered_anchors = [a for a, c in zip(anchors, anchor_covered) if c]
    semantic_best: dict[str, _Best] = {}
    if covered_anchors:
        english = [u for u in units if model_covers(u.text)]
        unit_vecs = CACHE.embed(encoder.key, [u.text for u in english], encoder.encode) if english else None
        anchor_vecs = CACHE.embed(encoder.key, [a.text for a in covered_anchors], encoder.encode)
        for anchor, best in zip(covered_anchors, _best_semantic(covered_anchors, anchor_vecs, unit_vecs, english,
                                                                 settings.sim_threshold)):
            semantic_best[anchor.id] = best
    unit_grams: list[set[str]] | None = None
    haystacks: list[str] | None = None
    verdicts: list[AnchorVerdict] = []
    lexical_used = False
    for anchor, covered in zip(anchors, anchor_covered):
        terms = _terms(anchor.text)
        language_rule = mentions_language_rule(anchor.text)
        candidates = [u for u in units if terms & _terms(u.text) or (language_rule and names_language(u.text))]
        parsed = next((u for u in reversed(candidates[-SAME_RULE_CANDIDATES:])
                       if parsed_same_rule(anchor.text, u.text)), None)
        if parsed is not None:
            verdicts.append(same_rule_verdict(anchor, parsed.text, settings.mode,
                                              f"message {parsed.index}, {parsed.role}"))
            continue
        probes = anchor_probes(anchor)
        shorter = next((u for u in reversed(candidates[-SAME_RULE_CANDIDATES:])
                        if not anchor.probes and (part := says_less_of_the_same(anchor.text, probes, u.text))
                        and not says_other(anchor.text, part)),
                       None)
        if shorter is not None:
            verdicts.append(shortened_verdict(anchor, shorter.text, settings.mode))
            continue
        if covered:
            best = semantic_best[anchor.id]
            threshold, method = settings.sim_threshold, "semantic"
            same = "" if best.unit is None else (", same rule" if best.same_rule else ", a different rule")
            evidence = f"cosine {best.score:.2f}{same}: {_quote(best.unit)}"
            alive = best.score >= threshold and best.same_rule
        else:
            if unit_grams is None:
                unit_grams = [content_grams(u.text) for u in units]
            best = _best_lexical(anchor, units, unit_grams)
            threshold, method = LEXICAL_THRESHOLD, "lexical"
            evidence = f"lexical overlap {best.score:.2f} (language not covered by the model): {_quote(best.unit)}"
            # Content overlap cannot tell a swapped verb ("muevas" for "borres"): below LEXICAL_SURE the
            # unit must also hold every keyword probe of the anchor (issue 22, chosen on drift2 dev).
            alive = best.score >= threshold and (best.score >= LEXICAL_SURE or (
                best.unit is not None and keyword_verdict(anchor, [normalize(best.unit.text)], 1.0).alive))
        if settings.mode == "hybrid":
            if haystacks is None:
                haystacks = [EVIDENCE.normalized(u.text) for u in units]
            kw = keyword_verdict(anchor, haystacks, settings.drift_threshold)
            full_match = kw.score >= 1.0
            if not alive and full_match and best.score >= threshold - HYBRID_RESCUE_MARGIN:
                # the witness must be a unit the parse does not call another rule, as in keyword mode
                # ("you never use bullet points anymore" holds every probe of "Always answer in bullet points")
                alive = any(keyword_verdict(anchor, [h], 1.0).alive and not different_rule(anchor.text, u.text)
                            for u, h in zip(units, haystacks))
            evidence = f"{evidence}; keyword {kw.evidence}"
            method = "hybrid"
        lexical_used = lexical_used or not covered
        verdicts.append(AnchorVerdict(anchor.id, alive, round(best.score, 3), evidence, method))
    # "semantic", "hybrid", or "semantic+lexical" / "hybrid+lexical" when some anchor is in a
    # language the model does not cover and lexical evidence decided it.
    mode_used = settings.mode + ("+lexical" if lexical_used else "")
    return SemanticOutcome(verdicts, mode_used=mode_used, units_scored=len(units), units_capped=plan.capped)


PREWARM_LIMIT = 256  # newest evidence units embedded per prewarm run (a history seen cold is worked off over turns)
_prewarm_lock = threading.Lock()  # held from a job's submission until the worker has run it (single flight)


class PrewarmJob:
    """One queued :func:`prewarm` run; :meth:`join` waits for it (tests)."""

    def __init__(self, anchors: Sequence[Anchor], messages: Sequence[Any], settings: AuditSettings) -> None:
        self.anchors, self.messages, self.settings = anchors, messages, settings
        self.done = threading.Event()

    def join(self, timeout: float | None = None) -> bool:
        return self.done.wait(timeout)


_prewarm_jobs: "queue.SimpleQueue[PrewarmJob]" = queue.SimpleQueue()
_prewarm_worker: threading.Thread | None = None


def _prewarm_loop() -> None:
    while True:
        job = _prewarm_jobs.get()
        try:
            prewarm(job.anchors, job.messages, job.settings)
        finally:
            _prewarm_lock.release()
            job.done.set()


def prewarm_in_background(anchors: Sequence[Anchor], messages: Sequence[Any],
                          settings: AuditSettings) -> PrewarmJob | None:
    """Queue :func:`prewarm` for the process's one long-lived prewarm thread; None when a run is
    already queued or running (single flight: the caller offers the messages again later).

    A queue, not a thread per turn: ``Thread.start()`` on the turn waited until the new thread (which
    goes straight into Python work and the tokenizer) let go of the GIL, ~5-25 ms in a gateway."""
    global _prewarm_worker
    if not _prewarm_lock.acquire(blocking=False):
        return None
    try:
        if _prewarm_worker is None or not _prewarm_worker.is_alive():  # first use, or after a fork
            _prewarm_worker = threading.Thread(target=_prewarm_loop, name="memlock-prewarm", daemon=True)
            _prewarm_worker.start()
    except BaseException:
        _prewarm_lock.release()
        raise
    job = PrewarmJob(anchors, messages, settings)
    _prewarm_jobs.put(job)
    return job


def _prewarm_after_fork() -> None:
    """The child has no prewarm thread; a run in flight in the parent must not keep the lock held."""
    global _prewarm_lock, _prewarm_jobs, _prewarm_worker
    _prewarm_lock, _prewarm_jobs, _prewarm_worker = threading.Lock(), queue.SimpleQueue(), None


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_prewarm_after_fork)


def prewarm(anchors: Sequence[Anchor], messages: Sequence[Any], settings: AuditSettings) -> int:
    """Embed the anchors and the newest evidence units of ``messages`` not cached yet (at most
    :data:`PREWARM_LIMIT`); returns how many were embedded.

    The engine runs this after a turn, in the background, when the model is already loaded, so a
    compaction audit finds almost everything in the cache and only scores. Never loads the model
    and never raises: it is an optimisation, the audit gives the same verdicts without it.
    """
    from memlock_core.detection import embedding_model as em
    from memlock_core.detection.active_region import in_force_pieces
    from memlock_core.detection.compaction import find_summaries

    if not em.ready(settings.embedding_model):
        return 0
    try:
        encoder = em.get_encoder(settings.embedding_model)
        pieces = in_force_pieces(messages, find_summaries(messages, settings.markers), settings.own_blocks)
        plan = build_units(pieces, settings.max_units, units_of=scored_units)
        texts = [a.text for a in anchors if model_covers(a.text)]
        texts += [u.text for u in plan.units if model_covers(u.text)][-PREWARM_LIMIT:]
        before = CACHE.stats.misses
        if texts:
            CACHE.embed(encoder.key, texts, encoder.encode)
        return CACHE.stats.misses - before
    except Exception as exc:  # noqa: BLE001 - an optimisation must never break a turn
        log.warning("memlock: prewarm failed: %s: %s", type(exc).__name__, exc)
        return 0
