"""A literal prefilter before a costly regex: skip the scan when the text holds none of the words a match needs.

Why: a cold compaction audit reads every in-force sentence once through the mood gate, and a few long alternations
that open on ``\\b`` (``looks_back``'s past places, ``obliges_output``'s modal cue, the idiom bans) cost tens of
microseconds a sentence each: CPython's engine has no fast scan for a pattern whose first item is a word boundary
and whose literals are case-insensitive, so it tries every alternative at every word edge. Most sentences hold
none of the words any match needs; a substring test in C says so in a few microseconds.

Exactness: the gate only ever answers "no match" when the regex could not match. :func:`required_literals` reads a
pattern's parse tree and returns strings of which every match must contain one (lower-cased); a gate declared
with hand-written words is checked against it in ``tests/test_literal_gate.py`` (each derived string contains one
of the words). Case-insensitive matching is ``str.lower`` containment on a text without the few letters the engine folds
otherwise (:data:`FOLDS_APART`); a text holding one goes to the regex as before. No cache of verdicts, nothing across
processes: the same regex still decides every sentence that might match.
"""
from __future__ import annotations

import re
from typing import Any

__all__ = ["LiteralGate", "WordGate", "covered", "leading_words", "required_literals"]


class LiteralGate:
    """``regex`` behind a literal prefilter: :meth:`search` and :meth:`match` answer None at once for a text that
    holds none of ``words`` (lower-cased; every match of ``regex`` contains one of them)."""

    __slots__ = ("regex", "words", "_any")

    def __init__(self, regex: re.Pattern[str], words: tuple[str, ...]) -> None:
        self.regex = regex
        self.words = tuple(w.lower() for w in words)
        # many words: one case-sensitive scan of the lower-cased text for any of them, the words merged by their
        # common prefixes (the engine tries an alternative only when its first letter is there); a few: ``in`` each
        self._any = re.compile(_trie(sorted(set(self.words)))).search if len(self.words) > 6 else None

    def may_match(self, text: str) -> bool:
        if not text.isascii() and (_FOLDS_APART.search(text) or _OTHER_DIGIT.search(text)):
            return True  # a letter the engine folds otherwise than ``str.lower`` ("ſ", "ı", "İ", Greek), or a digit
            # other than 0-9 ("２", "٣": ``\d`` matches them): the regex decides
        if self._any is not None:
            return self._any(text.lower()) is not None
        return any(map(text.lower().__contains__, self.words))

    def search(self, text: str) -> re.Match[str] | None:
        return self.regex.search(text) if self.may_match(text) else None

    def match(self, text: str) -> re.Match[str] | None:
        return self.regex.match(text) if self.may_match(text) else None


def _trie(words: list[str]) -> str:
    """A pattern matching exactly ``words`` (sorted, distinct), alternatives grouped by their first letter."""
    if words and not words[0]:
        rest = _trie(words[1:]) if len(words) > 1 else ""
        return f"(?:{rest})?" if rest else ""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(word[1:])
    alts = [re.escape(first) + _trie(tails) for first, tails in groups.items()]
    return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"


# Letters that IGNORECASE matches to another letter than ``str.lower`` says: the non-ASCII members of the engine's
# extra case classes (``re._casefix``: "ſ" ~ "s", "ı" ~ "i", "ς" ~ "σ", Cyrillic "ᲀ" ~ "в" ...) and "İ", whose full
# lower case is two characters (tests/test_literal_gate.py checks the list against the running interpreter's table).
FOLDS_APART = (
    "\u00b5\u0130\u0131\u017f\u0345\u0390\u03b0\u03b2\u03b5\u03b8\u03b9\u03ba\u03bc\u03c0\u03c1\u03c2"
    "\u03c3\u03c6\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u0432\u0434\u043e\u0441\u0442\u044a\u0463"
    "\u1c80\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e61\u1e9b\u1fbe\u1fd3\u1fe3\ua64b\ufb05\ufb06")
_FOLDS_APART = re.compile("[" + FOLDS_APART + "]")
_OTHER_DIGIT = re.compile(r"[^\W\D0-9]")


# ── derivation (tests) ─────────────────────────────────────────────────────────────────────────────
_DIGITS = frozenset("0123456789")  # \d, on a text without other digits (may_match)


def required_literals(regex: re.Pattern[str], prefer: tuple[str, ...] = ()) -> frozenset[str] | None:
    """Lower-cased strings of which every match of ``regex`` contains one; None when the parse
    tree names no such set (an optional part only, a negated class, a back-reference ...). Where a sequence offers
    several such sets, one whose strings each contain a word of ``prefer`` is taken (a gate's own words)."""
    from re import _parser  # type: ignore[attr-defined]  # CPython's own parser; tests only

    global _PREFER
    _PREFER = tuple(w.lower() for w in prefer)
    return _seq(_parser.parse(regex.pattern, regex.flags))


_PREFER: tuple[str, ...] = ()


def covered(found: frozenset[str], words: tuple[str, ...]) -> bool:
    """Whether each string of ``found`` contains one of ``words``."""
    return all(any(w in s for w in words) for s in found)


def _char(code: int) -> str | None:
    ch = chr(code)
    if not ch.isascii() and (ch.lower().isascii() or ch in "ſı"):
        return None  # a letter that folds onto an ASCII one under IGNORECASE ("K" Kelvin, "ſ", "İ", "ı")
    return ch.lower()


def _better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    if a is None or not a:
        return b
    if b is None or not b:
        return a
    if covered(a, _PREFER) != covered(b, _PREFER):
        return a if covered(a, _PREFER) else b
    return a if (min(map(len, a)), -len(a)) >= (min(map(len, b)), -len(b)) else b


def _seq(items: Any) -> frozenset[str] | None:
    """A sequence: each item's requirement holds for the whole; literal runs make longer strings, and a small class
    inside a run makes one string per member ("no[- ]go": "no-go", "no go")."""
    best: frozenset[str] | None = None
    runs = frozenset([""])
    for op, av in list(items):
        name = str(op)
        if name == "LITERAL":
            ch = _char(av)
            if ch is not None:
                runs = frozenset(r + ch for r in runs)
                continue
            best, runs = _better(best, _runs(runs)), frozenset([""])
            continue
        members = _small_class(av) if name == "IN" else None
        if members is not None and len(runs) * len(members) <= _MAX_RUNS:
            runs = frozenset(r + ch for r in runs for ch in members)
            continue
        best, runs = _better(best, _runs(runs)), frozenset([""])
        best = _better(best, _item(name, av))
    return _better(best, _runs(runs))


_MAX_RUNS = 16


def _runs(runs: frozenset[str]) -> frozenset[str] | None:
    return runs if all(runs) else None


def _small_class(av: Any) -> frozenset[str] | None:
    """The lower-cased members of a class of at most four plain characters; None for any other class."""
    out: set[str] = set()
    for op, v in av:
        if str(op) != "LITERAL":
            return None
        ch = _char(v)
        if ch is None:
            return None
        out.add(ch)
    return frozenset(out) if len(out) <= 4 else None


def _item(name: str, av: Any) -> frozenset[str] | None:
    if name == "SUBPATTERN":
        return _seq(av[-1])
    if name == "BRANCH":
        out: set[str] = set()
        for alt in av[1]:
            req = _seq(alt)
            if not req:
                return None
            out |= req
        return frozenset(out)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        return _seq(av[2]) if av[0] >= 1 else None
    if name == "IN":
        chars: set[str] = set()
        for op, v in av:
            kind = str(op)
            if kind == "LITERAL":
                ch = _char(v)
                if ch is None:
                    return None
                chars.add(ch)
            elif kind == "RANGE" and v[1] - v[0] < 16:
                for code in range(v[0], v[1] + 1):
                    ch = _char(code)
                    if ch is None:
                        return None
                    chars.add(ch)
            elif kind == "CATEGORY" and str(v) == "CATEGORY_DIGIT":
                chars |= _DIGITS
            else:
                return None  # a negated class, \w, \s, a wide range
        return frozenset(chars)
    return None  # zero-width (\b, ^, look-arounds), any character, a back-reference


# ── whole words ────────────────────────────────────────────────────────────────────────────────────
_TOKEN = re.compile(r"\w+")


class WordGate(LiteralGate):
    """``regex`` behind a whole-word prefilter, for a pattern whose every match opens on a word boundary with one of
    ``words`` as a whole word ("\\b(?:must|should|have\\s+to)\\b": "must", "should", "have"). A substring test would
    not help there ("is" is in "this"); the text's words are read once with one C scan."""

    __slots__ = ("word_set",)

    def __init__(self, regex: re.Pattern[str], words: tuple[str, ...]) -> None:
        super().__init__(regex, words)
        self.word_set = frozenset(self.words)

    def may_match(self, text: str) -> bool:
        if not text.isascii() and (_FOLDS_APART.search(text) or _OTHER_DIGIT.search(text)):
            return True
        return not self.word_set.isdisjoint(_TOKEN.findall(text.lower()))


def leading_words(regex: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-cased words one of which every match of ``regex`` opens with as a whole word (a word character before it
    is ruled out by a leading ``\\b``, one after it by what follows in the pattern); None when that cannot be read."""
    from re import _parser  # type: ignore[attr-defined]  # CPython's own parser; tests only

    tree = list(_parser.parse(regex.pattern, regex.flags))
    if not tree or str(tree[0][0]) != "AT" or str(tree[0][1]) != "AT_BOUNDARY":
        return None
    return _lead(tree[1:], "")


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _non_word_class(av: Any) -> bool:
    """An IN item whose every member is a non-word character."""
    for op, v in av:
        kind = str(op)
        if kind == "LITERAL" and not _word_char(chr(v)):
            continue
        if kind == "CATEGORY" and str(v) in ("CATEGORY_SPACE", "CATEGORY_NOT_WORD"):
            continue
        return False
    return True


def _lead(items: list[Any], prefix: str) -> frozenset[str] | None:
    if not items:
        return None  # the match may end inside a longer word
    (op, av), rest = items[0], items[1:]
    name = str(op)
    if name == "LITERAL":
        ch = chr(av)
        if _word_char(ch):
            low = _char(av)
            return None if low is None else _lead(rest, prefix + low)
        return frozenset([prefix]) if prefix else None
    if name == "IN":
        if prefix and _non_word_class(av):
            return frozenset([prefix])
        if all(str(k) == "LITERAL" and _word_char(chr(v)) for k, v in av):  # "ha[sv]e": each letter in turn
            out: set[str] = set()
            for _kind, code in av:
                found = _lead([(_kind, code), *rest], prefix)
                if found is None:
                    return None
                out |= found
            return frozenset(out)
        return None
    if name == "AT" and str(av) == "AT_BOUNDARY":
        return frozenset([prefix]) if prefix else _lead(rest, prefix)
    if name == "SUBPATTERN":
        return _lead(list(av[-1]) + rest, prefix)
    if name == "BRANCH":
        out = set()
        for alt in av[1]:
            found = _lead(list(alt) + rest, prefix)
            if found is None:
                return None
            out |= found
        return frozenset(out)
    if name in ("MAX_REPEAT", "MIN_REPEAT") and av[0] >= 1 and prefix:
        inner = list(av[2])
        return frozenset([prefix]) if inner and str(inner[0][0]) == "IN" and _non_word_class(inner[0][1]) else None
    if name in ("MAX_REPEAT", "MIN_REPEAT") and av[0] == 0 and av[1] == 1:
        skip, take = _lead(rest, prefix), _lead(list(av[2]) + rest, prefix)
        return None if skip is None or take is None else skip | take
    return None
