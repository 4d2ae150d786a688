"""A permission said first, the ban after "but": "You may work against staging, but leave production alone", "Tu peux
toucher à staging, mais pas à la prod", "Du darfst auf Staging arbeiten, aber lass Produktion in Ruhe", "Puedes usar
staging, pero no toques producción".

Why a module of its own: the exception reader sets apart "X is fine" and "except X", and a "but" only before a word of
permission; a permission that opens the sentence stayed in the prohibition, and its object was read as kept off too
(staging beside production). The clause before "but" that grants and refuses nothing is the allowed part.
"""
from __future__ import annotations

import re
from typing import Pattern

from memlock_core.regex_cache import rx

__all__ = ["permitted_first"]

_PERMIT = rx(r"^\s*(?:you\s+(?:may|can|are\s+(?:free|allowed|welcome)\s+to)|feel\s+free\s+to|it'?s\s+(?:fine|ok(?:ay)?)\s+to|"
             r"tu\s+peux|vous\s+pouvez|du\s+darfst|du\s+kannst|sie\s+dürfen|puedes|podés|pod[eé]is|puede|puoi|pu[oò]|"
             r"voc[eê]\s+pode|pode)\b", re.I)
_BUT = rx(r",?\s+\b(?:but|mais|aber|pero|ma|mas)\b\s+", re.I)


def permitted_first(sentence: str, neg: Pattern[str]) -> tuple[str, str] | None:
    """(the permission, the ban) of "you may X, but Y"; None when ``sentence`` is not one."""
    if not _PERMIT.match(sentence):
        return None
    m = _BUT.search(sentence)
    if m is None:
        return None
    allowed, banned = sentence[:m.start()], sentence[m.end():]
    if neg.search(allowed) or not neg.search(banned):
        return None
    return allowed, banned

