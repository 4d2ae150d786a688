"""A ban whose object is a pronoun for a noun of the clause before it: "My terminal mangles markdown tables, so please
don't use them.", "Emojis look childish in client mail; never add any.", "Our screen reader chokes on ASCII art, so
don't include it".

Why a module: the readers find the object of a ban in the ban's own words, and "them" names nothing; the reason
clause before it holds the noun. The noun phrase is found by trying the phrases of that clause, nearest the ban
first (two words, then one), in the ban's own frame ("don't use markdown tables"): the first phrase the readers turn
into a check is the object. Only a clause that ends before the ban (a comma, a semicolon, a dash, "so") lends its
noun, and only when nothing read the rule as written (the caller's fallback).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from memlock_core.regex_cache import rx

T = TypeVar("T")

_BAN = rx(r"(?P<lead>.+?)\s*(?:[,;:—–]|\s-\s|\.)\s*(?:(?:and\s+)?so\s+|therefore\s+|hence\s+|which is why\s+|and\s+)?"
          r"(?:please\s+)?(?P<neg>don'?t|do not|never|avoid|stop|please don'?t)\s+(?:ever\s+)?"
          r"(?P<verb>use|using|write|writing|add|adding|put|putting|include|including|send|sending|give|giving)\s+"
          r"(?:me\s+)?(?P<pro>them|it|those|these|any|one|ones)\b(?P<rest>[^.;!?]*)[.;!?]*\s*$", re.I | re.S)
_LIGHT = frozenset({"my", "our", "your", "the", "a", "an", "this", "that", "these", "those", "is", "are", "was", "were",
                    "be", "it", "they", "them", "i", "we", "you", "he", "she", "on", "in", "at", "of", "for", "to", "and",
                    "or", "with", "by", "from", "look", "looks", "break", "breaks", "mangles", "mangle", "hate", "hates",
                    "chokes", "choke", "can't", "cannot", "doesn't", "don't", "not", "no", "really", "very", "so", "just",
                    "render", "renders", "show", "shows", "display", "displays", "handle", "handles", "read", "reads"})


def reread(text: str, read: Callable[[str], T | None]) -> T | None:
    """``read`` of the ban with its pronoun replaced by the noun phrase of the clause before it; None when the text
    has no such ban or no phrase gives a check."""
    if not isinstance(text, str) or "?" in text:
        return None
    found = _BAN.match(text.strip())
    if not found:
        return None
    words = re.findall(r"[A-Za-z][\w'-]*", found.group("lead"))
    frame = f"{found.group('neg')} {found.group('verb')} {{}}{found.group('rest')}"
    for end in range(len(words), 0, -1):
        for size in (2, 1):
            phrase = words[max(0, end - size):end]
            if len(phrase) < size or any(w.lower() in _LIGHT for w in phrase):
                continue
            got = read(frame.format(" ".join(phrase)))
            if got is not None:
                return got
    return None
