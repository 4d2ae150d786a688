"""Sentence units: the pieces of the active region that semantic detection scores one by one.

A standing instruction is one short sentence; embedding a whole message (or a 1,000-character
window) averages it with everything around it and washes it out. So the active region is cut into
sentence-level units — list items and lines are units of their own, fragments too short to mean
anything are joined to their neighbour — and an anchor is scored by its best unit.

The number of units is capped (``max_units``): system prompt units are always kept (that is where
standing instructions live), the rest are taken most recent first. :class:`UnitPlan` says whether
the cap dropped anything, so ``/guard`` can show it.
"""
from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from memlock_core.detection.quote_intro import introduces_quote
from memlock_core.regex_cache import rx

MAX_UNIT_CHARS = 320  # MiniLM reads ~256 tokens; a unit longer than this is a paragraph, not a sentence
MIN_UNIT_CHARS = 16  # "OK.", "Thanks!" carry no instruction on their own: joined to a neighbour
PAIR_MAX_CHARS = 220  # two short neighbouring sentences are also scored together (an instruction
#                       restated over two sentences: "Schema changes are for staging. Prod is off limits.")

# A sentence ends at . ! ? … (followed by space) or at CJK full stops (no space needed).
_SENTENCE_END = rx(r"(?<=[.!?…])[\"'”’)\]]*\s+|(?<=[。！？])\s*")
_LIST_MARKER = rx(r"^\s*(?:[-*•·+>]+|\d{1,3}[.)]|[a-zA-Z][.)]|#{1,6})\s+")
_ABBREVIATION = rx(r"(?:\b(?:e\.g|i\.e|etc|vs|cf|al|approx|mr|mrs|ms|dr|st|no|fig|ca)\.)$", re.IGNORECASE)
_SOFT_BREAK = rx(r"(?<=[;:,])\s+")
_CLAUSE_BREAK = rx(r"(?<=[;:])\s+")
_WIDE_CHAR = rx("[\u2e80-\U0010ffff]")  # ord(c) >= 0x2E80 (surrogates included, as ord counts them)
# Each split above runs its lookbehind at every character of a message (~20 ns each, the bulk of a
# cold compaction audit); a text holding none of the characters a split needs is returned whole
# without running it (the result is the same: a pattern that cannot match splits nothing).
_END_CHARS = ".!?…。！？"
_ABBREVIATION_TAIL = 10  # the longest abbreviation ("approx.") plus a trailing newline, with room


def _has_any(text: str, chars: str) -> bool:
    return any(map(text.__contains__, chars))


def _is_abbreviated(part: str) -> bool:
    """``_ABBREVIATION.search(part)``, read from the tail only: the pattern is anchored at the end
    (a search from ``pos`` still sees the character before it for ``\b``)."""
    return _ABBREVIATION.search(part, max(0, len(part) - _ABBREVIATION_TAIL)) is not None


@dataclass(frozen=True)
class Unit:
    """One scored unit: a sentence (or two short neighbours) of one active message."""

    index: int  # message index in the history
    role: str
    text: str


@dataclass
class UnitPlan:
    units: list[Unit]
    total: int  # units before the cap
    capped: bool


def _split_long(sentence: str) -> list[str]:
    """Cut an over-long sentence at clause breaks, then at word boundaries."""
    if len(sentence) <= MAX_UNIT_CHARS:
        return [sentence]
    out: list[str] = []
    current = ""
    for clause in (_SOFT_BREAK.split(sentence) if _has_any(sentence, ";:,") else [sentence]):
        while len(clause) > MAX_UNIT_CHARS:
            cut = clause.rfind(" ", 0, MAX_UNIT_CHARS)
            cut = cut if cut > MAX_UNIT_CHARS // 2 else MAX_UNIT_CHARS
            head, clause = clause[:cut].strip(), clause[cut:].strip()
            if current:
                out.append(current)
                current = ""
            out.append(head)
        if current and len(current) + 1 + len(clause) > MAX_UNIT_CHARS:
            out.append(current)
            current = clause
        else:
            current = f"{current} {clause}".strip()
    if current:
        out.append(current)
    return [s for s in out if s]


def _no_before_word(part: str, after: str) -> bool:
    """"No." abbreviates a number only before one ("No. 5"); before a word it is the Spanish, Italian or Portuguese
    "no" closing a sentence ("Tutéame siempre, que me siento viejo si no. ¿Qué etapa va primero?")."""
    return part[-3:].casefold() == "no." and not after[:1].isdigit()


def _sentences_of_line(line: str) -> list[str]:
    parts: list[str] = []
    for raw in (_SENTENCE_END.split(line) if _has_any(line, _END_CHARS) else [line]):
        raw = raw.strip()
        if not raw:
            continue
        if parts and _is_abbreviated(parts[-1]) and not _no_before_word(parts[-1], raw):
            parts[-1] = f"{parts[-1]} {raw}"  # "e.g. this" is one sentence
        else:
            parts.append(raw)
    return parts


def split_clauses(text: str) -> list[str]:
    """Sentences of a unit, and clauses after a semicolon or colon (each may carry its own rule:
    "Quick rule for this chat: format each reply as a list")."""
    out: list[str] = []
    for sentence in _sentences_of_line(" ".join(text.split())):
        clauses = _CLAUSE_BREAK.split(sentence) if _has_any(sentence, ";:") else [sentence]
        out.extend(c for c in clauses if c.strip())
    return out


def _weight(text: str) -> int:
    """Length in "latin characters": a Han/Kana/Hangul character carries about a word's meaning."""
    if text.isascii():
        return len(text)
    return len(text) + 2 * len(_WIDE_CHAR.findall(text))


def raw_sentences(text: str) -> list[str]:
    """Sentences of one message before short fragments are joined: lines and list items first, then
    sentence ends, then long cuts. The mood gate reads these: a fragment joined to a statement ("Écris-la.
    Le vouvoiement des clients a fait débat") must not lend its imperative to the statement."""
    sentences: list[str] = []
    for line in text.splitlines():
        line = _LIST_MARKER.sub("", line, count=1).strip()
        if not line or line.startswith("```"):
            continue
        for sentence in _sentences_of_line(line):
            sentences.extend(_split_long(sentence))
    return sentences


def split_sentences(text: str) -> list[str]:
    """Sentences of one message (:func:`raw_sentences`), a fragment too short to stand alone joined to a
    neighbour."""
    sentences = raw_sentences(text)
    # Join fragments too short to stand alone to the sentence after them (or before, at the end).
    merged: list[str] = []
    carry = ""
    for sentence in sentences:
        sentence = f"{carry} {sentence}".strip() if carry else sentence
        carry = ""
        if _weight(sentence) < MIN_UNIT_CHARS:
            carry = sentence
            continue
        merged.append(sentence)
    if carry:
        if merged and len(merged[-1]) + len(carry) < MAX_UNIT_CHARS:
            merged[-1] = f"{merged[-1]} {carry}"
        else:
            merged.append(carry)
    return merged


_LEAD_IN = rx(r"^[^:]{3,60}:\s+(?=\S)")


def unit_texts(text: str) -> list[str]:
    """The unit texts of one message: each sentence, each pair of short neighbours, and a sentence
    without its lead-in ("From now on, please: Format every reply as a list" is also scored as
    "Format every reply as a list": the lead-in dilutes the embedding of a short rule)."""
    sentences = split_sentences(text)
    out = list(sentences)
    for sentence in sentences:
        lead = _LEAD_IN.match(sentence)
        if lead and len(sentence) - lead.end() >= MIN_UNIT_CHARS and not introduces_quote(lead.group(0).rstrip()):
            out.append(sentence[lead.end():])
    for a, b in zip(sentences, sentences[1:]):
        if len(a) + len(b) + 1 <= PAIR_MAX_CHARS:
            out.append(f"{a} {b}")
    return out


class _SplitMemo:
    """Split results by message text: a turn re-splits only messages it has not seen."""

    def __init__(self, capacity: int = 20000) -> None:
        self.capacity = capacity
        self._data: OrderedDict[str, tuple[str, ...]] = OrderedDict()

    def get(self, text: str) -> tuple[str, ...]:
        hit = self._data.get(text)
        if hit is not None:
            self._data.move_to_end(text)
            return hit
        value = tuple(unit_texts(text))
        self._data[text] = value
        if len(self._data) > self.capacity:
            self._data.popitem(last=False)
        return value


_MEMO = _SplitMemo()


def build_units(pieces: Sequence[Any], max_units: int, keep: Callable[[str, str], bool] | None = None,
                units_of: Callable[[Any], Sequence[str]] | None = None) -> UnitPlan:
    """Units of the active pieces (``ActivePiece``-like: index, role, text), capped at ``max_units``.

    ``keep(text, role)`` may drop units that cannot carry an instruction before they count against
    the cap; ``units_of(piece)``, when given, replaces splitting and ``keep`` (the detection passes
    its evidence index: each text is split and classified once per process). System messages are
    always kept; other messages are taken newest first until the cap. Returned in history order.
    """
    system: list[Unit] = []
    rest: list[list[Unit]] = []
    for piece in pieces:
        texts = units_of(piece) if units_of is not None else [t for t in _MEMO.get(piece.text)
                                                              if keep is None or keep(t, piece.role)]
        units = [Unit(piece.index, piece.role, t) for t in texts]
        if not units:
            continue
        (system.extend(units) if piece.role in ("system", "developer") else rest.append(units))
    total = len(system) + sum(len(u) for u in rest)
    system = system[:max_units]
    budget = max(0, max_units - len(system))
    kept: list[list[Unit]] = []
    for units in reversed(rest):
        if budget <= 0:
            break
        if len(units) > budget:
            units = units[-budget:]
        kept.append(units)
        budget -= len(units)
    ordered = system + [u for group in reversed(kept) for u in group]
    return UnitPlan(ordered, total, len(ordered) < total)
