"""Regular expressions a pin may carry (``must_match``, ``must_not_match``, tool-argument patterns).

A pattern runs on every reply and every tool call, so a bad one must never stall a turn. Python's
``re`` has no timeout; instead memlock only accepts patterns that cannot backtrack catastrophically
and bounds the text they see:

* at most ``MAX_PATTERN_CHARS`` characters per pattern and ``MAX_PATTERNS`` patterns per list;
* no repeat (``*``, ``+``, ``{m,}``, ``{m,n}`` with n > 1) inside another repeat, and no alternation
  inside a repeat: the two shapes behind exponential backtracking (``(a+)+``, ``(a|a)*``);
* no back-references (``\\1``, ``(?P=name)``) and no conditional groups;
* a text is scanned up to ``MAX_SCAN_CHARS`` characters.

Patterns are matched case-insensitively (write ``(?-i:...)`` for a case-sensitive part) and are
compiled once per process (``compile_pattern`` is memoized).
"""
from __future__ import annotations

import functools
import importlib
import re
from typing import Any

from memlock_core.errors import UsageError
from memlock_core.regex_cache import rx

MAX_PATTERN_CHARS = 200
MAX_PATTERNS = 8
MAX_SCAN_CHARS = 20_000

_parser: Any = importlib.import_module("re._parser")
_const: Any = importlib.import_module("re._constants")
_REPEATS = {_const.MAX_REPEAT, _const.MIN_REPEAT, getattr(_const, "POSSESSIVE_REPEAT", _const.MAX_REPEAT)}
_REFS = {_const.GROUPREF, _const.GROUPREF_EXISTS}


class PatternError(UsageError):
    """A pattern memlock will not run: too long, invalid, or able to backtrack without bound."""


def _children(op: Any, av: Any) -> list[Any]:
    """The sub-patterns under one parse-tree node."""
    if op in _REPEATS:
        return [av[2]]
    if op == _const.SUBPATTERN:
        return [av[-1]]
    if op == _const.BRANCH:
        return list(av[1])
    if op in (_const.ASSERT, _const.ASSERT_NOT):
        return [av[1]]
    if op == getattr(_const, "ATOMIC_GROUP", None):
        return [av]
    return []


def _walk(tree: Any, inside_repeat: bool, pattern: str) -> None:
    for op, av in tree:
        if op in _REFS:
            raise PatternError(f"pattern {pattern!r}: back-references are not allowed")
        if op in _REPEATS:
            unbounded = av[1] > 1
            if inside_repeat and unbounded:
                raise PatternError(f"pattern {pattern!r}: a repeat inside a repeat can backtrack without bound; "
                                   "rewrite it without nesting (e.g. `(ab)+` instead of `(a+b)+`)")
            for child in _children(op, av):
                _walk(child, inside_repeat or unbounded, pattern)
            continue
        if op == _const.BRANCH and inside_repeat:
            raise PatternError(f"pattern {pattern!r}: an alternation inside a repeat can backtrack without bound; "
                               "list the alternatives as separate patterns instead")
        for child in _children(op, av):
            _walk(child, inside_repeat, pattern)


@functools.lru_cache(maxsize=512)
def compile_pattern(pattern: str) -> re.Pattern[str]:
    """Validate and compile one pattern (memoized). Raises :class:`PatternError`."""
    if not isinstance(pattern, str) or not pattern:
        raise PatternError("a pattern must be a non-empty string")
    if len(pattern) > MAX_PATTERN_CHARS:
        raise PatternError(f"pattern is {len(pattern)} characters; the limit is {MAX_PATTERN_CHARS}")
    try:
        tree = _parser.parse(pattern, re.IGNORECASE)
        compiled = rx(pattern, re.IGNORECASE | re.MULTILINE)
    except re.error as exc:
        raise PatternError(f"pattern {pattern!r} is not a valid regular expression: {exc}") from None
    _walk(tree, False, pattern)
    return compiled


def validate_patterns(value: Any, what: str) -> list[str]:
    """A list of safe patterns from loose input (a string is one pattern)."""
    if value in (None, "", [], ()):
        return []
    items = [value] if isinstance(value, str) else list(value) if isinstance(value, tuple) else value
    if not isinstance(items, list) or not all(isinstance(p, str) for p in items):
        raise PatternError(f"{what} must be a list of regular expressions (strings)")
    if len(items) > MAX_PATTERNS:
        raise PatternError(f"{what} has {len(items)} patterns; the limit is {MAX_PATTERNS}")
    for pattern in items:
        compile_pattern(pattern)
    return list(items)


def first_match(patterns: list[str], text: str) -> tuple[str, str] | None:
    """(pattern, matched text) of the first pattern found in ``text`` (scanned up to the cap)."""
    scanned = text[:MAX_SCAN_CHARS]
    for pattern in patterns:
        found = compile_pattern(pattern).search(scanned)
        if found is not None:
            return pattern, found.group(0)
    return None


def around(text: str, needle: str, width: int = 60) -> str:
    """A short excerpt of ``text`` around ``needle``, for evidence."""
    at = text.find(needle)
    if at < 0:
        return needle[:width]
    start, end = max(0, at - width // 2), min(len(text), at + len(needle) + width // 2)
    return ("…" if start else "") + text[start:end].replace("\n", " ") + ("…" if end < len(text) else "")
