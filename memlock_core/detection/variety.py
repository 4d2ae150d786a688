"""The variety slot: "español de México" is a neighbour of "español" (issue 22).

The rule parse reads the language of a reply rule ("es") and, for English and Portuguese, a spelling variety; a
variety said another way ("español de México", "français québécois", "Schweizerdeutsch", "Mexican Spanish",
"latinoamericano") reads as the bare language. A unit that asks for a variety where the pin asks for the bare
language, or for another variety than the pin's, or the bare language where the pin names a variety, is another
rule: it may not keep the pin alive (recall first).

A variety is read by its form next to a language name, not from a list of countries: the name followed by
"de / del / do / da / du / di / from / of / aus / von" and a capitalised place ("español de España", "português do
Brasil", "English from India"), an adjective of a known kind after it (a regional or national ending: -ano, -ense,
-ois, -ien, -eiro, -ese; "latinoamericano", "rioplatense", "québécois", "brasileiro"), a capitalised adjective
before it ("Mexican Spanish", "Swiss German"), or a compound of the language name ("Schweizerdeutsch",
"Hochdeutsch").
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.compliance.reply_rule import LANGUAGES
from memlock_core.regex_cache import rx

_NAMES = sorted((k for k in LANGUAGES if k.isascii() or k.isalpha()) , key=len, reverse=True)
_NAME = "(?:" + "|".join(re.escape(k) for k in _NAMES if " " not in k and len(k) > 3) + ")"
_AFTER_PLACE = rx(rf"\b(?P<lang>{_NAME})\s+(?:de|del|do|da|du|di|from|of|aus|von|des)\s+"
                          r"(?:la\s+|el\s+|l['’]|the\s+)?(?P<v>(?-i:[A-ZÁÉÍÓÚÂÊÔÃÕÇÄÖÜ])[^\W\d_]+)", re.IGNORECASE)
# a regional or national adjective after the name: "español latinoamericano", "français québécois", "português
# brasileiro", "italiano svizzero", "castellano rioplatense"; "neutro" / "peninsular" / "standard" name a variety too
_AFTER_ADJECTIVE = rx(rf"\b(?P<lang>{_NAME})\s+(?P<v>[^\W\d_]{{3,}}(?:ano|ana|ense|ois|oise|ien|ienne|eiro|eira|"
                              r"ese|ês|esa|isch|ische|ischen)|neutro|neutral|peninsular|standard|estándar|"
                              r"europeu|europeo|européen)\b", re.IGNORECASE)
# a capitalised adjective before the name: "Mexican Spanish", "Swiss German", "Canadian French"
_BEFORE = rx(rf"\b(?P<v>(?-i:[A-Z][a-z]+(?:an|ian|ese|ish|ic)))\s+(?P<lang>{_NAME})\b", re.IGNORECASE)
# a compound of a German language name: "Schweizerdeutsch", "Hochdeutsch", "Plattdeutsch"
_COMPOUND = rx(r"\b(?P<v>[A-ZÄÖÜ][a-zäöüß]+)(?P<lang>deutsch|englisch|französisch|spanisch)\b")
_NOT_A_VARIETY = frozenset("""usar user utiliser para pour para por per und and und oder for con con avec with mit
siempre toujours immer always sempre nunca jamais nie never whenever license""".split())


@lru_cache(maxsize=16384)
def varieties(text: str) -> frozenset[str]:
    """The varieties ``text`` names for a language, each as its first five letters folded."""
    found: set[str] = set()
    for pattern in (_AFTER_PLACE, _AFTER_ADJECTIVE, _BEFORE, _COMPOUND):
        for m in pattern.finditer(text):
            v = m.group("v").casefold()
            if v not in _NOT_A_VARIETY and v not in LANGUAGES:
                found.add(v[:5])
    return frozenset(found)


@lru_cache(maxsize=16384)
def _names_language(text: str) -> bool:
    return bool(re.search(rf"\b{_NAME}\b", text, re.IGNORECASE)) or bool(_COMPOUND.search(text))


def other_variety(pin: str, unit: str, shorter: bool = False) -> bool:
    """Both name a language and the unit names another variety of it than the pin (none counts as one, unless the
    unit says less: with ``shorter`` a variety the unit leaves out is no difference)."""
    if not (_names_language(pin) and _names_language(unit)):
        return False
    mine, theirs = varieties(pin), varieties(unit)
    if mine == theirs:
        return False
    return bool(theirs) or not shorter
