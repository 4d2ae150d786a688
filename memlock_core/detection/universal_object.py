"""A ban's universal object: "Never deploy anything to production" is "Never deploy to production".

A negated act with "anything" as its object ("nada", "rien", "nichts", "niente", "nulla") bans the act itself;
the object adds nothing. The tool parse read those words as a rule of its own (nothing may be touched in
production) and not as the deploy ban the pin states, so a restatement with them kept no pin alive.
:func:`without_universal_object` drops the word (with its "de" in Portuguese, "von" in German) in a sentence that
negates, for the rule parse to compare with the pin as one more reading; the sentence is otherwise unchanged.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_UNIVERSAL = rx(r"\s+(?:de\s+)?(?:anything|nada|rien|nichts|niente|nulla)\b", re.IGNORECASE)
_NEGATES = rx(r"\b(?:never|not|no|don['’]?t|nunca|no|ne|jamais|nie|niemals|nicht|non|mai|não|nada|nichts|rien|niente)\b",
              re.IGNORECASE)


def without_universal_object(sentence: str) -> str:
    """``sentence`` without its universal object when it negates an act; otherwise ``sentence``."""
    if not _UNIVERSAL.search(sentence) or not _NEGATES.search(_UNIVERSAL.sub(" ", sentence)):
        return sentence
    return _UNIVERSAL.sub("", sentence)
