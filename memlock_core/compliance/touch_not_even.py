"""A file kept off altogether, reading named as the least of it: "No toques el archivo .env, ni para leerlo", "don't
touch .env, not even to read it", "Fass die .env nicht an, nicht einmal zum Lesen", ".envには触らないで。読むのも禁止".

Why a module of its own: the path reader takes a rule that says a reading word as a rule against reading, and a
"touch" word alone as one against changing; said together, the reading word narrowed the rule to reads, and an
append (``echo KEY=x >> .env``) went through. "Touch" keeps every access off, the read named on top of it.
"""
from __future__ import annotations

import re

from memlock_core.compliance.tool_classes import HANDS_OFF
from memlock_core.regex_cache import rx

__all__ = ["touches_too"]

# the German separable verb: "fass die .env nicht an", "rühr sie nicht an"
_SEPARABLE = rx(r"\b(?:fass|fasse|fasst|rühr|rühre|rührt)\b(?:[^.;!?]|\.(?=\S)){0,40}\ban\b", re.I)


def touches_too(forbid: str) -> bool:
    """Does the prohibition keep its files off with a "touch" word (so writing breaks it, whatever reading word it
    also says)?"""
    return bool(HANDS_OFF.search(forbid) or _SEPARABLE.search(forbid))
