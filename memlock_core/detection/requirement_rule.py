"""A requirement said as what a thing must have: "Any UPDATE or DELETE you write must have a WHERE clause" is "Never
run DELETE or UPDATE queries without a WHERE clause".

An obligation that every X carries Y bans an X without Y; the rule model reads the ban form ("No X without Y") and
not the obligation, so a user's restatement in that form kept no pin alive. :func:`as_ban_without` says the
obligation as the ban (English, French, Spanish, Portuguese, Italian), for the rule parse to compare with the pin;
every other sentence is returned as it is. Nothing else of the sentence is dropped but the addressee's "you write".
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (rx(r"^\W*(?:(?:every|any|all|each)\s+)?(?P<x>[^,;:.!?]{2,60}?)\s+(?:(?:you|we)\s+(?:write|run|send|issue|use)\s+)?"
        r"(?:must|should|has\s+to|have\s+to|needs?\s+to)\s+(?:have|include|contain|carry|come\s+with)\s+"
        r"(?P<y>[^,;:!?]{2,60}?)[.!]?\s*$", re.IGNORECASE), "No {x} without {y}."),
    (rx(r"^\W*(?:tou(?:te?s?|s)\s+(?:les?\s+)?)?(?P<x>[^,;:.!?]{2,60}?)\s+(?:doi(?:t|vent)|devrai(?:t|ent))\s+"
        r"(?:avoir|contenir|comporter|inclure)\s+(?P<y>[^,;:!?]{2,60}?)[.!]?\s*$", re.IGNORECASE), "Pas de {x} sans {y}."),
    (rx(r"^\W*(?:tod[oa]s?\s+(?:l[oa]s?\s+|[oa]s?\s+)?|cada\s+)?(?P<x>[^,;:.!?]{2,60}?)\s+(?:debe[n]?|tiene[n]?\s+que|"
        r"deve[m]?|tem\s+que|têm\s+que)\s+(?:tener|llevar|incluir|contener|ter|incluir|conter)\s+"
        r"(?P<y>[^,;:!?]{2,60}?)[.!]?\s*$", re.IGNORECASE), "Nunca {x} sin {y}."),
    (rx(r"^\W*(?:ogni\s+|tutt[ie]\s+(?:i\s+|le\s+|gli\s+)?)?(?P<x>[^,;:.!?]{2,60}?)\s+(?:dev(?:e|ono))\s+"
        r"(?:avere|contenere|includere)\s+(?P<y>[^,;:!?]{2,60}?)[.!]?\s*$", re.IGNORECASE), "Mai {x} senza {y}."),
)
_NEGATED = rx(r"\b(?:not|never|no|don['’]?t|doesn['’]?t|ne|pas|jamais|nunca|não|non|mai|nicht)\b|n['’]t\b", re.IGNORECASE)


def as_ban_without(sentence: str) -> str:
    """``sentence`` said as "No X without Y" when it requires that every X has Y; otherwise ``sentence``."""
    if _NEGATED.search(sentence) or "?" in sentence:
        return sentence
    for pattern, ban in _FORMS:
        if (m := pattern.match(sentence)) is not None:
            return ban.format(x=m.group("x").strip(), y=m.group("y").strip())
    return sentence
