"""German spelling after the 1996 reform: ß only after a long vowel or a diphthong, ss after a short vowel.

"Bitte neue deutsche Rechtschreibung", "kein ß nach kurzem Vokal (dass, nicht daß)": the old forms are the ones
with ß after a short vowel (daß, muß, Fluß, Genuß, läßt, Schloß). The letters alone do not show a vowel's length,
so the model is the rule plus the closed class of stems whose single vowel before ß is long (Fuß, Gruß, groß, Maß,
Straße, süß, bloß, Stoß ...); a diphthong or ie before ß (weiß, heißen, fließen, außen) is long by its spelling.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# A rule that asks for the reformed spelling ("neue deutsche Rechtschreibung", "reformierte Rechtschreibung",
# "nach der Rechtschreibreform", "kein ß nach kurzem Vokal", "new German spelling")
REFORM_RULE = rx(r"\b(?:neue[nr]?|reformierte[nr]?|aktuelle[nr]?)\s+(?:deutsche[nr]?\s+)?rechtschreibung\b|"
                         r"\brechtschreibreform\b|\bnach (?:einem |kurzen? )?kurze[mn]? vokal(?:en)?\b|"
                         r"\bafter (?:a )?short vowels?\b|\bnew german (?:spelling|orthography)\b", re.I)
# stems whose single vowel before ß is long, in any compound or inflection ("Fußball", "größeres", "Straßenbahn")
_LONG_STEMS = ("fuß", "füß", "gruß", "grüß", "groß", "größ", "maß", "mäß", "spaß", "späß", "straß", "süß", "bloß", "blöß",
               "stoß", "stöß", "soß", "buß", "büß", "kloß", "klöß", "schoß", "schöß", "floß", "flöß", "ruß", "gefäß",
               "gesäß", "fraß", "fräß", "muße")
# short past forms with a long vowel, as whole words ("aß", "saß", "vergaß")
_LONG_WORDS = frozenset({"aß", "äße", "äßen", "saß", "säße", "säßen", "vergaß", "vergäße", "fraß", "maß", "spaß"})
_LONG = rx("|".join(_LONG_STEMS))
_WORD = rx(r"[^\W\d_]*ß[^\W\d_]*")
_VOWEL = "aeiouäöüy"


def old_eszett(text: str) -> list[str]:
    """Words in ``text`` spelled with ß after a short vowel (the pre-1996 forms: "daß", "Genuß", "läßt"), as written."""
    out: list[str] = []
    for found in _WORD.finditer(text):
        word = found.group(0).lower()
        if word in _LONG_WORDS or _LONG.search(word):
            continue
        for at in (i for i, c in enumerate(word) if c == "ß"):
            before = word[max(0, at - 2):at]
            if len(before) == 2 and before[1] in _VOWEL and before[0] not in _VOWEL + "h" \
                    or len(before) == 1 and before in _VOWEL:
                out.append(found.group(0))
                break
    return out
