"""A practice described, then handed to the listener: "We always write commit messages in English here — please do
too" (issue 22, the alive side of the statement gate).

Why: a "we" / "our team" description of practice is a statement (described_fact.py, statement_lead.py), but a tail
that asks the listener to do the same ("please do too", "do the same", "haz lo mismo", "fais de même", "mach das
bitte auch so", "fai lo stesso", "faça o mesmo", "你也一样", "あなたも同じようにして") makes the description the
rule itself: the evidence is the whole sentence, not the bare tail, which holds none of the rule's words.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_SEGMENT = rx(r"\s*(?:[,;:–—]|\s-)\s+")
_SEGMENT_MARK = rx(r"[,;:–—-]")  # one of which every break of _SEGMENT holds: a sentence without any is one segment
# the whole tail after the description: a request to do the same, with a courtesy at most
_ADOPT = rx(
    r"^\W*(?:(?:so\s+|and\s+)?(?:please\s+)?(?:you\s+)?(?:do|follow|stick\s+to|keep\s+to)\s+(?:that|this|it|the\s+same|"
    r"likewise|too|as\s+well)(?:\s+(?:too|as\s+well|please))?|(?:please\s+)?(?:you\s+)?(?:do\s+)?(?:too|as\s+well|"
    r"likewise),?\s*(?:please)?|same\s+(?:for|goes\s+for)\s+you|"
    r"(?:por\s+favor,?\s+)?haz\s*(?:lo)?\s+(?:lo\s+)?mismo|hazlo\s+(?:tú\s+)?(?:también|igual)|tú\s+también|"
    r"(?:s['’]il\s+te\s+pla[iî]t,?\s+)?fais(?:-en)?\s+(?:de\s+même|pareil|autant|la\s+même\s+chose)|toi\s+aussi|"
    r"(?:bitte\s+)?mach\s+(?:das|es)\s+(?:bitte\s+)?(?:auch\s+so|genauso|ebenso)|du\s+bitte\s+auch|"
    r"(?:per\s+favore\s+)?fai\s+(?:lo\s+stesso|altrettanto|anche\s+tu|come\s+noi)|anche\s+tu|"
    r"(?:por\s+favor,?\s+)?fa[çc]a\s+(?:o\s+mesmo|igual)|você\s+também)"
    r"(?:,?\s*(?:please|por\s+favor|s['’]il\s+te\s+pla[iî]t|bitte|per\s+favore))?\W*$|"
    r"^\W*(?:请)?你也(?:一样|这样做|这样)\W*$|^\W*あなたも(?:同じように|そう)(?:して|お願い)\S*$",
    re.IGNORECASE)


def adopts_lead(tail: str) -> bool:
    """``tail`` (what follows a description) asks the listener to do the same and says nothing else."""
    return bool(_ADOPT.match(tail.strip()))


def adopted_practice(sentence: str) -> bool:
    """``sentence`` describes a practice, then hands it to the listener in its last segment (see the module doc)."""
    if not _SEGMENT_MARK.search(sentence):
        return False  # no mark a segment break needs: one segment
    parts = _SEGMENT.split(sentence.strip())
    return len(parts) >= 2 and len(parts[0].split()) >= 3 and adopts_lead(parts[-1]) and not re.search(r"[?？]", sentence)
