"""A rule sentence as the user meant it: markdown emphasis taken off, a letter-swap typo read as its word.

Why: a user who restates a pin stresses it ("**Never delete customer data.**!") or types fast ("rispondi smepre
in italiano"). The rule parse read the stars as part of a path ("**never" became a file a tool rule names) and the
swapped letters as another word (an object swapped for another, neighbour.py), so a live rule read as a different
one and the pin was re-injected. Emphasis marks say nothing about what the rule is; a word that is the pin's word
with two neighbouring letters swapped is the pin's word. Both readings are language-independent.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.regex_cache import rx

# "**word" and "word**" at a word's edge (not "j***@gmail.com", not a glob "src/**/x"; "__init__" is a name)
_EMPHASIS = rx(r"(?:(?<![\w*/])\*\*(?=[^\W_]|[\"'«„“(¿¡])|(?<=[^\W_]|[.!?。！？:：,)\"'»”])\*\*(?![\w*/]))")


@lru_cache(maxsize=65536)
def without_emphasis(text: str) -> str:
    """``text`` with its markdown emphasis marks removed; the text itself when it has none."""
    if "**" not in text:
        return text
    return _EMPHASIS.sub("", text)


MIN_TYPO_WORD = 5  # shorter words swap into other words too often ("form" / "from")


def letters_swapped(one: str, other: str) -> bool:
    """``other`` is ``one`` with two neighbouring letters swapped ("sempre" / "smepre"), case aside; words of
    :data:`MIN_TYPO_WORD` letters or more, the first letter kept."""
    a, b = one.casefold(), other.casefold()
    if len(a) != len(b) or len(a) < MIN_TYPO_WORD or a == b or a[0] != b[0]:
        return False
    diff = [i for i in range(len(a)) if a[i] != b[i]]
    return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]


_WORD = rx(r"[^\W\d_]+")


@lru_cache(maxsize=65536)
def respelled(pin: str, text: str) -> str:
    """``text`` with each word that is a word of ``pin`` with two neighbouring letters swapped spelled as the pin
    spells it ("without asikng me first" -> "without asking me first"): the rule model then reads the user's rule as
    meant. The text itself when no word is."""
    mine: dict[str, str] = {str(w).casefold(): str(w) for w in _WORD.findall(pin) if len(w) >= MIN_TYPO_WORD}
    if not mine:
        return text

    def fixed(m: "re.Match[str]") -> str:
        word = str(m.group(0))
        if len(word) < MIN_TYPO_WORD or word.casefold() in mine:
            return word
        for low, spelled in mine.items():
            if letters_swapped(low, word):
                return spelled if not word[:1].isupper() else spelled[:1].upper() + spelled[1:]
        return word
    out: str = _WORD.sub(fixed, text)
    return out
