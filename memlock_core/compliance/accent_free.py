"""Spanish words a rule wants written without their accent: "Escribe «solo» sin tilde", "demostrativos sin tilde".

Since 2010 the RAE writes "solo" and the demonstratives (este, ese, aquel and their forms) without the diacritic
accent that once told them from their twins; a user who follows that asks for "solo", never "sólo", "este", never
"éste". Such a rule names its words quoted («solo», "este"), in a bracket of examples ("(este, ese)") or by their
class ("los demostrativos": every form of the class, not only the examples). Each is refused in its accented form,
the accent put where Spanish stress puts it (the last syllable but one after a vowel, n or s, else the last): "sólo",
"éste", "aquél", "ésos". The same letters with the accent elsewhere are another word ("esté": the verb) and stay.

The rule is then a ban on those forms (the reply check's ``no_words``), not the opposite ask that every accent be
kept (``es_accents``, which "tilde" alone would read), and its quoted words are no program a tool runs.
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance.check import ReplyCheck
from memlock_core.compliance.typography_spec import ES_ACCENTS
from memlock_core.regex_cache import rx

# "sin tilde", "sin acento (gráfico)", "without the accent", "sans accent": the accent refused
_WITHOUT = rx(r"\bsin\s+(?:la\s+|el\s+|su\s+|ninguna?\s+)?(?:tildes?|acentos?)\b|"
              r"\bwithout\s+(?:an?\s+|the\s+|its\s+|their\s+|any\s+)?(?:written\s+)?(?:accents?|tildes?)\b|"
              r"\bno\s+(?:llevan?|lleva)\s+(?:tilde|acento)\b|\bsans\s+(?:l['’])?accents?\b|\bohne\s+(?:Akzent|Tilde)\b",
              re.I)
_DEMONSTRATIVE_CLASS = rx(r"\bdemostrativos?\b|\bdemonstratives?\b|\bdémonstratifs?\b|\bDemonstrativ\w*", re.I)
DEMONSTRATIVES = ("este", "esta", "estos", "estas", "ese", "esa", "esos", "esas", "aquel", "aquella", "aquellos",
                  "aquellas")
# the words the rule names: quoted, or listed in a bracket
_QUOTED = rx(r"[«\"“'‘]\s*([^\W\d_]{2,20})\s*[»\"”'’]")
_BRACKET = rx(r"\(([^()]{2,80})\)")
_ACUTE = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"}


def accented(word: str) -> str:
    """``word`` with an acute accent where Spanish stress falls on it by default ("solo": "sólo", "aquel": "aquél")."""
    low = word.lower()
    nuclei = list(re.finditer(r"[aeiouü]+", low))
    if not nuclei:
        return ""
    at = nuclei[-2] if low[-1] in "aeiouns" and len(nuclei) >= 2 else nuclei[-1]
    group = at.group(0)
    strong = next((i for i, ch in enumerate(group) if ch in "aeo"), len(group) - 1)
    where = at.start() + strong
    if low[where] not in _ACUTE:
        return ""
    return word[:where] + _ACUTE[low[where]] + word[where + 1:]


def _named(text: str) -> list[str]:
    """The words the rule names, in order, once each (a bracket's items only when every one is a bare word)."""
    out: list[str] = [m.group(1) for m in _QUOTED.finditer(text)]
    for bracket in _BRACKET.finditer(text):
        items = [i.strip() for i in re.split(r",|\by\b|\bo\b|\band\b|\bor\b", bracket.group(1)) if i.strip()]
        if items and all(re.fullmatch(r"[^\W\d_]{2,20}", i) for i in items):
            out += items
    if _DEMONSTRATIVE_CLASS.search(text):
        out += DEMONSTRATIVES
    return list(dict.fromkeys(w.lower() for w in out))


def refused(text: str) -> tuple[str, ...]:
    """The accented forms a "without the accent" rule refuses; () when ``text`` asks for no such thing."""
    if not _WITHOUT.search(text):
        return ()
    forms: list[str] = []
    for word in _named(text):
        if re.search(r"[áéíóú]", word):
            forms.append(word)  # "no «sólo»": the accented form itself, named
            continue
        form = accented(word)
        if form and form != word:
            forms.append(form)
    return tuple(dict.fromkeys(forms))


def with_refused(text: str, reply: ReplyCheck | None, kinds: list[str]) -> tuple[ReplyCheck | None, list[str]]:
    """``reply`` with the accented forms ``text`` refuses as banned words, and no ask that accents be kept."""
    forms = refused(text)
    if not forms:
        return reply, kinds
    base = reply or ReplyCheck()
    words = (*base.no_words, *(f for f in forms if f not in base.no_words))
    formats = tuple(f for f in base.format if f != ES_ACCENTS)
    kept = [k for k in kinds if k != ES_ACCENTS]
    return replace(base, no_words=words, format=formats), kept + ([] if "no_words" in kept else ["no_words"])
