"""A unit rule's exception that names its own unit: "Utilise le système métrique, sauf pour les tailles d'écran en
pouces", "metric, except screen sizes in inches", "sistema métrico, salvo para los tamaños de pantalla en pulgadas",
"metrisch, außer bei Bildschirmgrößen in Zoll".

Why a module of its own: the unit reader counts the systems a rule names, and the unit inside the exception ("en
pouces") made it two, so the rule went unread. Here the exception's unit is taken out of the text the system is read
from, and it is kept as a leave-out of its own: quantities in that unit are not judged (``=pouce``), beside the thing
the exception names (screens: their sentences are left out as before).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_UNIT_WORDS = (r"feet|foot|inch(?:es)?|miles?|pounds?|ounces?|fahrenheit|pieds?|pouces?|miles?|livres?|fuß|zoll|"
               r"meilen|pfund|pies|pulgadas?|millas?|libras?|piedi|pollici|miglia|pés|polegadas?|milhas?|knots?|"
               r"nœuds?|noeuds?|knoten|nudos?|nautical miles?|milles nautiques|kilomet\w+|km|met(?:er|re)s?|mètres?|"
               r"metros?|centimet\w+|cm|kilos?|kilograms?|kg|celsius")
_EXCEPTED_UNIT = rx(
    r"\b(?:except(?:\s+for)?|apart from|other than|sauf(?:\s+pour)?|hormis|à part|außer(?:\s+für|\s+bei)?|"
    r"ausser(?:\s+für|\s+bei)?|excepto(?:\s+para)?|salvo(?:\s+para)?|menos\s+para|tranne(?:\s+per)?|eccetto|"
    r"exceto(?:\s+para)?)\s+(?P<thing>[^.;,:\d]{2,40}?)\s+(?P<u>(?:in|en|em|im|auf)\s+(?P<unit>" + _UNIT_WORDS + r"))\b",
    re.I)


def _stem(word: str) -> str:
    word = word.lower()
    if re.search(r"(?:ch|sh|x|ss)es$", word):
        return word[:-2]
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def without_excepted_unit(clause: str) -> str:
    """``clause`` without the unit its exception names ("sauf pour les tailles d'écran" without "en pouces"), the
    thing's elided article dropped ("d'écran": écran); unchanged when it has none."""
    found = _EXCEPTED_UNIT.search(clause)
    if found is None:
        return clause
    thing = re.sub(r"\b[^\W\d]{1,2}['’]", "", found.group("thing"))
    # "los tamaños de pantalla", "the sizes of screens": the thing's own words, no link word between them
    thing = re.sub(r"\s+(?:de|des|du|del|di|da|do|of|der|von)(?=\s)", "", thing, flags=re.I)
    return clause[:found.start("thing")] + thing + clause[found.end("u"):]


def excepted_units(rule: str) -> tuple[str, ...]:
    """The units an exception names, as leave-outs of their quantities (``=pouce``)."""
    return tuple(f"={_stem(m.group('unit'))}" for m in _EXCEPTED_UNIT.finditer(rule))
