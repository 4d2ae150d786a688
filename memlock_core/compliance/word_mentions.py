"""A word the reply names as a spelling rather than uses: "Die Schreibung muß gilt als veraltet", "the old spelling
colour", "l'orthographe clef", "la grafía antigua sólo".

Why: a spelling rule broke on a reply that explained the old form by naming it ("Man schreibt muss; die Schreibung muß
ist veraltet"). A word right after a noun that names a spelling or a form (with an adjective between: "die alte
Schreibung") is mentioned, not written as the reply's own; a quoted word already is (the prose reader drops quotes).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_MENTION = rx(r"\b(?:(?:old|older|former|new|alte|ältere|frühere|neue|ancienne|nouvelle|antigua|nueva|vecchia|nuova)\s+)?"
              r"(?:spellings?|words?|schreibung|schreibweise|variante|orthographe|graphie|mot|"
              r"grafía|palabra|grafia|parola)\s+(?:(?:alte|ancienne|antigua|old)\s+)?"
              r"(?P<w>[^\W\d_]+)", re.I)


def without_mentions(prose: str) -> str:
    """``prose`` with each word named as a spelling blanked out."""
    return _MENTION.sub(lambda m: m.group(0)[:m.start("w") - m.start()] + " " * len(m.group("w")), prose)


__all__ = ["without_mentions"]
