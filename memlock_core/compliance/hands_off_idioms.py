"""A thing kept hands-off by an idiom, said back as "Don't touch X.": "production stays off limits", "Production is
off-limits", "lass die Produktion in Ruhe", "Finger weg von der Produktion", "laisse la prod tranquille", "deja
producción en paz", "lascia stare la produzione", "deixa a produção em paz".

Why: the tool readers read "don't touch production" / "leave production alone" (a target, a file or a folder kept
off), not these idioms, and a rule said with one got no check. Only the fallback reads this (propose: nothing else
read the text), and only the object the idiom keeps off is rewritten; what the plain sentence then gets is what
"Don't touch X." gets, so a thing the readers cannot place ("my notes") stays unchecked.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["as_hands_off"]

_OBJ = r"(?P<x>[^.;:!?\n]{2,60}?)"
# "X is / stays / remains off limits", "X bleibt tabu", "X est intouchable", "X es intocable", "X è intoccabile"
_AFTER = rx(r"^\W*" + _OBJ + r"\s+(?:is|are|stays?|remains?|must\s+stay|should\s+stay|bleibt|bleiben|ist|sind|est|sont|reste|"
            r"restent|es|son|queda|quedan|è|sono|resta|é|são|fica)\s+(?:strictly\s+|completely\s+|totally\s+|absolut\s+|"
            r"strikt\s+)?(?:off[- ]limits|hands[- ]off|tabu|intouchables?|intocables?|intoccabil[ei]|intocáve(?:l|is))\b", re.I)
# "lass X in Ruhe", "lass die Finger von X", "Finger weg von X", "laisse X tranquille", "deja X en paz",
# "lascia stare X", "lascia in pace X", "deixa X em paz", "keep (your hands) off X", "hands off X"
_BEFORE = rx(r"^\W*(?:please\s+|bitte\s+|s'il te plaît,?\s+|por favor,?\s+)?(?:"
             r"lass(?:t)?\s+" + _OBJ + r"\s+in\s+Ruhe|"
             r"(?:lass(?:t)?\s+(?:die\s+)?Finger\s+von|Finger\s+weg\s+von)\s+" + _OBJ.replace("x>", "y>") + r"|"
             r"laisse[sz]?\s+" + _OBJ.replace("x>", "z>") + r"\s+tranquilles?|"
             r"(?:deja|dejad|deixa|deixe)\s+" + _OBJ.replace("x>", "w>") + r"\s+(?:en|em)\s+paz|"
             r"lascia(?:te)?\s+(?:stare|in\s+pace)\s+" + _OBJ.replace("x>", "v>") + r"|"
             r"(?:keep\s+(?:your\s+hands\s+)?off|hands\s+off)\s+(?:of\s+)?" + _OBJ.replace("x>", "u>") + r")"
             r"\s*(?=[.;!]|,|$)", re.I)
_DETERMINER = rx(r"^(?:the|die|der|das|den|dem|la|le|les|l'|el|los|las|il|lo|gli|a|o|os|as)\s+", re.I)


def as_hands_off(text: str) -> str | None:
    """"Don't touch X." for a rule that keeps X off with an idiom; None when the text says no such thing."""
    if not isinstance(text, str):
        return None
    first = re.split(r"(?<=[.;!?])\s+|\n", text.strip(), maxsplit=1)[0]
    found = _AFTER.search(first) or _BEFORE.search(first)
    if found is None:
        return None
    thing = next((g for g in found.groups() if g), "").strip(" ,`\"'")
    if not thing or re.search(r"\b(?:not|nicht|pas|no|non|nie)\b", thing, re.I):
        return None  # "nothing is off limits": not a thing kept off
    return f"Don't touch the {_DETERMINER.sub('', thing)}."
