"""What a user's message asks for after the user takes part of it back.

"give me the detailed pros and cons — no wait, just a quick take", "explique en détail… non attends, fais court",
"erklär es ausführlich, ach nein, vergiss es, nur kurz", "dame todos los detalles… mejor no, algo breve",
"詳しく説明して。やっぱり簡単でいい": a request the user withdraws is no request. A rule's stated exception ("unless I
say 'detail'") is read on what the message still asks for: the text after its last retraction.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["still_asked"]

_RETRACT = rx(
    r"\b(?:no,? wait|wait,? no|actually,? no|never ?mind|scratch that|forget (?:that|it)|on second thought|"
    r"change of plans?|no,? actually|"
    r"non,? attends?|en fait,? non|laisse tomber|oublie(?:z)? ça|tout compte fait|"
    r"nein,? warte|ach nein|doch nicht|vergiss (?:das|es)|lieber doch|"
    r"no,? espera|mejor no|olv[ií]dalo|pens[aá]ndolo mejor|"
    r"no,? aspetta|lascia perdere|anzi|"
    r"não,? espera|esquece|pensando bem)\b|やっぱり|やっぱ|いや、|算了|不对", re.I)


def still_asked(message: str) -> str:
    """The part of ``message`` after its last retraction (the whole message when it takes nothing back)."""
    last = None
    for last in _RETRACT.finditer(message):
        pass
    return message if last is None else message[last.end():]
