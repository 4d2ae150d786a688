"""Keyword evidence: do an anchor's probes land together in one sentence that states a rule?

A probe found anywhere proves little: "the bullet train was late" holds "bullet", a tool's grep
output holds the whole instruction. So the probes count only inside one *evidence unit* (a
sentence of the system prompt or of a user message after the latest summary that reads as a rule,
or a line of memlock's reminder block; :mod:`memlock_core.detection.evidence`), and the anchor's
score is the best fraction of its probes found in a single such unit.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import REMINDER_ROLE, ActivePiece
from memlock_core.detection.audit_report import AnchorVerdict
from memlock_core.detection.caps import bounds
from memlock_core.detection.concept_frame import frame, same_frame
from memlock_core.detection.concepts import canonical
from memlock_core.detection.described_fact import other_person
from memlock_core.detection.echo import find_echo
from memlock_core.detection.emphasis import without_emphasis, without_symbol_examples
from memlock_core.detection.evidence import EVIDENCE, LIST_ROLE
from memlock_core.detection.idioms import said_as_ban
from memlock_core.detection.probe_index import ProbeIndex, SearchKey
from memlock_core.detection.probes import derive_probes, flatten, normalize, probe_hits
from memlock_core.detection.rule_identity import (
    consent_waived,
    different_rule,
    frame_vetoed,
    mentions_language_rule,
    names_language,
    parses_completely,
    same_consent,
    same_rule,
    says_other,
)
from memlock_core.detection.shortened import says_less_of_the_same
from memlock_core.detection.typo_mend import mended
from memlock_core.detection.unparsed_echo import find_unparsed_echo


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


def _verdict(anchor: Anchor, found: list[str] | bool, total: int, threshold: float) -> AnchorVerdict:
    """The verdict for the best unit's hits (a list of probes), or for a whole-text search (a bool)."""
    if isinstance(found, bool):
        return AnchorVerdict(anchor.id, found, 1.0 if found else 0.0,
                             "whole text found in a rule" if found else "whole text not found in a rule", "keyword")
    score = len(found) / total
    evidence = (f"{len(found)}/{total} probes in one rule sentence: "
                + (", ".join(found) if found else "none found"))
    return AnchorVerdict(anchor.id, score >= threshold, round(score, 3), evidence, "keyword")


def keyword_verdict(anchor: Anchor, haystacks: Sequence[str], threshold: float) -> AnchorVerdict:
    """Keyword evidence for one anchor against normalized evidence units (``haystacks``)."""
    probes = anchor_probes(anchor)
    if not probes:  # nothing distinctive to look for: require the whole instruction verbatim
        phrase = normalize(flatten(anchor.text))
        return _verdict(anchor, bool(phrase) and any(phrase in h for h in haystacks), 1, threshold)
    best: list[str] = []
    for haystack in haystacks:
        hits = probe_hits(probes, haystack)
        if len(hits) > len(best):
            best = hits
            if len(best) == len(probes):
                break
    return _verdict(anchor, best, len(probes), threshold)


def _masked_verdict(anchor: Anchor, bits: dict[SearchKey, int], masks: Sequence[int], threshold: float) -> AnchorVerdict:
    """:func:`keyword_verdict` from each unit's key bits (``masks``, distinct, in history order)."""
    probes = anchor_probes(anchor)
    if not probes:
        phrase = normalize(flatten(anchor.text))
        bit = bits.get((phrase, True), 0)
        return _verdict(anchor, bool(phrase) and any(m & bit for m in masks), 1, threshold)
    probe_bits = [bits[(p, False)] for p in probes]
    wanted = 0
    for bit in probe_bits:
        wanted |= bit
    best_mask, best_count = 0, 0
    for mask in masks:
        if not mask & wanted:
            continue
        count = sum(1 for bit in probe_bits if mask & bit)
        if count > best_count:  # the first unit with the most hits, as a search in history order finds it
            best_mask, best_count = mask, count
            if count == len(probes):
                break
    return _verdict(anchor, [p for p, bit in zip(probes, probe_bits) if best_mask & bit], len(probes), threshold)


def keyword_audit(anchors: Sequence[Anchor], pieces: Sequence[ActivePiece], threshold: float,
                  index: ProbeIndex | None = None) -> list[AnchorVerdict]:
    """Verdicts for ``anchors`` from the in-force ``pieces``. ``index`` (the engine's per-session memo
    of which probes each evidence unit holds) only saves searching units read before.

    The rule parse (:mod:`memlock_core.detection.rule_identity`) then corrects the probes both ways,
    reading only the few units that matter: a unit whose probes keep an anchor alive but which parses
    as a different rule does not; a unit that shares a probe (or, for a language rule, names a
    language) and parses as the same rule does, whatever its words."""
    memo = index if index is not None else ProbeIndex()
    memo.use(search_keys(anchors))
    units: list[tuple[int, str]] = []  # (mask, text) of every evidence unit, in history order
    for piece in pieces:
        if piece.role in (REMINDER_ROLE, LIST_ROLE):  # memlock's reminder line, the user's list item: whole
            units.append((memo.mask(normalize(piece.text)), without_emphasis(piece.text)))
            continue
        evidence = EVIDENCE.evidence(piece.text)
        # the rule parse reads a unit without its Markdown emphasis ("**Never ...**!" is the rule, emphasis.py)
        # and without symbols shown as examples of a word ("the pictographs (😀, ✅)")
        units.extend((memo.mask(h), without_symbol_examples(without_emphasis(u)))
                     for h, u in zip(evidence.haystacks, evidence.units))
    masks = list(dict.fromkeys(mask for mask, _ in units))  # distinct: the first unit with the most hits wins
    folded: list[str] = []  # the units lower-cased, once per audit and only if a pin needs its stems looked up
    user_texts = [piece.text for piece in pieces if piece.role == "user"]  # for a verbless echo (echo.py)
    items = tuple(piece.text for piece in pieces if piece.role == LIST_ROLE)  # the user's own list items
    return [_checked_verdict(a, memo.bits, masks, units, threshold, folded, user_texts, items) for a in anchors]


SAME_RULE_CANDIDATES = 64  # newest units sharing something with a pin that the rule parse reads
STEM_CANDIDATE = 5  # a unit holding a probe's first letters ("emoji" for "emojis") is read by the parse too
PARSE_OLDEST, PARSE_NEWEST = 8, 12  # units the parse reads for a pin it parses whole, whatever their words


def _stems(probes: Sequence[str]) -> tuple[str, ...]:
    """Probe stems that widen the units the rule parse reads (never the probe verdict itself); a number
    is its own stem ("24" in "24h")."""
    return tuple(dict.fromkeys(p[:STEM_CANDIDATE] for p in probes if len(p) > STEM_CANDIDATE or p.isdigit()))


def _checked_verdict(anchor: Anchor, bits: dict[SearchKey, int], masks: list[int],
                     units: Sequence[tuple[int, str]], threshold: float, folded: list[str],
                    user_texts: Sequence[str] = (), items: Sequence[str] = ()) -> AnchorVerdict:
    verdict = _masked_verdict(anchor, bits, masks, threshold)
    probes = anchor_probes(anchor)
    units = [(m, mended(anchor.text, t)) for m, t in units]  # a pin word typed with a slip is that word
    wanted = 0
    for key in ([(p, False) for p in probes] if probes else [(normalize(flatten(anchor.text)), True)]):
        wanted |= bits.get(key, 0)
    if verdict.alive:
        keys = len(set(probes))  # a probe given twice ("alpha alpha") is one bit of the mask
        need = max(1, -(-int(threshold * 1000) * max(1, keys) // 1000))
        deciding = [(m, t) for m, t in units if bin(m & wanted).count("1") >= need]
        vetoed = {m for m, t in deciding if different_rule(anchor.text, t)}
        if deciding and all(m in vetoed for m, _ in deciding):
            kept = [m for m, t in units if not (m in vetoed and different_rule(anchor.text, t))]
            verdict = _masked_verdict(anchor, bits, list(dict.fromkeys(kept)), threshold)
        if verdict.alive:
            return verdict
        # every unit holding the probes says another rule: another unit may still restate the pin (a list
        # item "no sudo" beside "Script rules: no sudo, set -euo pipefail"), read as for any casualty below
    language_rule = mentions_language_rule(anchor.text)
    stems = _stems(probes)
    if stems and not folded:
        folded.extend(t.casefold() for _, t in units)
    candidates = [t for i, (m, t) in enumerate(units) if m & wanted or (language_rule and names_language(t))
                  or (stems and any(stem in folded[i] for stem in stems))]
    # a restatement in other words shares no probe: the parse (or, for a limit, caps.py) reads the oldest units (the
    # protected head) and the newest ones as well, for a pin it parses whole as written or in the concept lexicons'
    # words ("배포" -> deploy)
    if parses_completely(anchor.text) or bounds(anchor.text) or parses_completely(canonical(anchor.text)):
        texts = [t for _, t in units]
        candidates = list(dict.fromkeys(texts[:PARSE_OLDEST] + candidates + texts[-PARSE_NEWEST:]))
    own_probes = bool(anchor.probes)
    for text in reversed(candidates[-SAME_RULE_CANDIDATES:]):
        reading = restatement(anchor.text, tuple(probes), text, own_probes)
        if reading == SAME:
            return same_rule_verdict(anchor, text, "keyword")
        if reading == SHORTENED:
            return shortened_verdict(anchor, text, "keyword")
    # the same working rule in other words, read by concept (concept_frame.py): "Niks naar de remote sturen zonder
    # dat de lint-check schoon is" for "Draai de linter voordat je iets pusht"
    if frame(anchor.text) is not None:
        for _, text in reversed(units):
            if same_frame(anchor.text, text) and not frame_vetoed(anchor.text, text):
                return same_rule_verdict(anchor, text, "keyword")
    # the user said it again as a bare phrase of the pin's own words, which the mood gate does not read
    echo = find_echo(anchor.text, probes, user_texts) if not anchor.probes and user_texts else ""
    if not echo and not anchor.probes and user_texts:  # ... of a pin the rule model does not parse
        echo = find_unparsed_echo(anchor.text, probes, user_texts)
    return shortened_verdict(anchor, echo, "keyword") if echo else verdict


SAME, SHORTENED = "same", "shortened"


@lru_cache(maxsize=65536)
def restatement(pin: str, probes: tuple[str, ...], text: str, own_probes: bool) -> str:
    """How ``text`` restates ``pin``: :data:`SAME` (the rule parse reads the whole pin), :data:`SHORTENED` (part of
    it and nothing else; only for a pin whose probes memlock derived), or "". Pure and memoised: a warm audit asks it
    of the same (pin, sentence) pairs on every turn."""
    if other_person(pin, text):
        return ""  # "No despliegan los viernes": what others do (described_fact.py)
    if same_rule(pin, text) or same_consent(pin, text) \
            or any(same_rule(pin, plain) for plain in said_as_ban(text)):  # "X is off the table" (idioms.py)
        return SAME
    shorter = says_less_of_the_same(pin, probes, text) if not own_probes else ""
    if shorter and not says_other(pin, shorter) and not consent_waived(pin, text):
        return SHORTENED
    return ""


def shortened_verdict(anchor: Anchor, text: str, method: str) -> AnchorVerdict:
    """Alive: a rule sentence or list item says part of the anchor and nothing else (shortened.py)."""
    quoted = text if len(text) <= 90 else text[:89] + "…"
    return AnchorVerdict(anchor.id, True, 1.0, f"the same rule, shortened: \"{quoted}\"", method)


def same_rule_verdict(anchor: Anchor, text: str, method: str, where: str = "") -> AnchorVerdict:
    """Alive: a sentence that reads as a rule says the whole anchor, by the rule parse (rule_identity.py).
    ``where`` ("message 3, user") says which message, when the caller knows it."""
    quoted = text if len(text) <= 90 else text[:89] + "…"
    at = f" ({where})" if where else ""
    return AnchorVerdict(anchor.id, True, 1.0, f"the same rule, parsed: \"{quoted}\"{at}", method)
