"""A ban said as a predicate after its object: "rm -rf is forbidden, always", "rm -rf è vietato, sempre",
"git push --force est interdit, toujours", "--no-verify ist immer verboten", "rm -rf está prohibido siempre".

Why a module of its own: :mod:`tool_flags` reads "always" next to an option as the option asked for ("always run
pytest with -x"), unless the sentence holds a plain negator. A ban said with a predicate ("is forbidden") and a
standing adverb has none, so "rm -rf è vietato, sempre" was read as "always pass -rf to rm". This is the lexicon of
those predicates, read by :func:`tool_flags.required_flag_rules` and :func:`tool_flags.mentions_flags`.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["BAN_PREDICATE"]

# "is forbidden", "ist verboten", "est interdit", "está prohibido", "è vietato", "é proibido", "is not allowed"
BAN_PREDICATE = rx(
    r"\b(?:is|are)\s+(?:strictly\s+|always\s+|absolutely\s+)?(?:forbidden|banned|prohibited|off[- ]limits|not\s+allowed|not\s+permitted)\b|"
    r"\b(?:ist|sind)\s+(?:streng\s+|immer\s+|grundsätzlich\s+)?(?:verboten|untersagt|tabu|nicht\s+erlaubt)\b|"
    r"\b(?:est|sont)\s+(?:strictement\s+|toujours\s+)?(?:interdite?s?|défendue?s?|proscrite?s?)\b|"
    r"\b(?:está|están)\s+(?:terminantemente\s+|siempre\s+)?(?:prohibid[oa]s?|vetad[oa]s?)\b|"
    r"\b(?:è|sono)\s+(?:severamente\s+|sempre\s+)?(?:vietat[oaie]|proibit[oaie])\b|"
    r"\b(?:é|são)\s+(?:estritamente\s+|sempre\s+)?proibid[oa]s?\b|\bis\s+verboden\b|は禁止|禁止です|금지", re.I)
