"""Which sentence an inline paste intro's colon belongs to.

A line like "From the onboarding doc: 1. Never ..." introduces someone else's text: the colon closes the
sentence that names the source. But "Check the style guide for how we write product names. Reminder: keep
your answers short." names a source in a finished request and then opens a sentence of the user's own; the
colon belongs to that second sentence, and what follows it is the user's own words, not a paste. Only a
presentational sentence ("Here's the wiki page.", "Voici le fichier.", "Anbei das Protokoll.") hands over
the text that follows it even across a full stop.
"""
from __future__ import annotations

import re
from typing import Callable

from memlock_core.regex_cache import rx

# a sentence end inside a line: ". " "! " "? " (not "e.g." or "README.md", which have no space after the stop)
_SENTENCE_END = rx(r"(?<!\b[A-Za-z])(?<!\be\.g)(?<!\bi\.e)(?<!\betc)(?<!\bvs)(?<!\bcf)(?<!\b[NS][ro])(?<!\b[DM][rs])"
                   r"[.!?](?=[ \t]+\S)[ \t]+|[。！？]")
# a sentence that presents text rather than asks for work on it
_PRESENTS = rx(r"^\W*(?:here(?:['’]s|\s+is|\s+are|\s+goes)|below\s+(?:is|are)|pasted|pasting|copied|forwarded|"
               r"attached|this\s+is|these\s+are|voici|voilà|ci-dessous|hier\s+(?:ist|sind|kommt)|anbei|"
               r"aquí\s+(?:está|tienes|va)|abajo|ecco|segue|seguem|aqui\s+(?:está|vai))\b", re.IGNORECASE)

# a colon sentence that points back at the named source ("The rule there:", "Its first line:", "Darin steht:")
_REFERS_BACK = rx(r"\b(?:it|its|there|they|their|them|this|that|these|those|which|dort|darin|dessen|deren|es|là|y|"
                  r"dedans|ahí|allí|allí|ahi|lì|là|ali|lá|nele|nela|dele|dela|ello|esto|eso|ça|cela|ceci|das|dies)\b",
                  re.IGNORECASE)


def colon_sentence_opens_own(intro: str, names_source: Callable[[str], bool]) -> bool:
    """Whether the colon ending ``intro`` (one line's inline paste intro, up to and with its colon) opens a
    sentence of the user's own after finished sentences that named the source as work to do, not as text
    handed over: then what follows the colon is the user's own words. ``names_source`` tells whether a
    sentence alone still reads as a paste intro (then the paste holds)."""
    ends = list(_SENTENCE_END.finditer(intro.rstrip().rstrip(":：").rstrip()))
    if not ends:
        return False
    own = intro[ends[-1].end():]
    if names_source(own) or _REFERS_BACK.search(own):
        return False
    starts = [0] + [m.end() for m in ends]
    return not any(_PRESENTS.match(intro[a:]) for a in starts[:-1])
