"""Temperatures in kelvin under a rule that wants them in Celsius ("Temperatures in Celsius", "Températures en degrés
Celsius", "Temperaturen in °C", "気温は摂氏で").

Why: the unit readers sort quantities into two systems, and kelvin, an SI unit, is neither side of a Celsius-or-
Fahrenheit rule; a reply that gives "77 K" where the rule wants Celsius was read as having no temperature. Kelvin is
read only as a temperature: a figure with a spaced capital K ("77 K", never "4K", "$50K", "10K rows") or the word
kelvin, and never a colour temperature ("6500 K" of a lamp, a screen), which is given in kelvin by convention. A
kelvin value glossed with its Celsius value in brackets ("77 K (−196 °C)") keeps the rule.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_KELVIN = rx(r"(?<![\w.,])[-−]?\d+(?:[.,]\d+)?(?:\s(?-i:K)|\s?kelvins?|\s?(?-i:Kelvin))(?![\w°/-])", re.I)
_COLOUR = rx(r"\b(?:colou?r\s+temperatures?|farbtemperatur\w*|température\s+de\s+couleur|temperatura\s+de\s+color|"
             r"temperatura\s+di\s+colore|white\s+balance|cct|warm\s+white|cool\s+white|daylight|led|bulb|lamp|"
             r"monitor|display|screen)\b|色温度|色温", re.I)
_CELSIUS_GLOSS = rx(r"\s*[(\[]\s*(?:about\s+|≈\s*|~\s*|environ\s+|etwa\s+|unos\s+)?[-−]?\d+(?:[.,]\d+)?\s?(?:°\s?C|℃|"
                    r"degrees? C(?:elsius)?|Grad Celsius|degrés Celsius|grados Celsius)")


def kelvin_temperatures(text: str) -> list[str]:
    """The temperatures ``text`` gives in kelvin with no Celsius value in brackets after them, as written."""
    out = []
    for found in _KELVIN.finditer(text):
        sentence_start = max(text.rfind(".", 0, found.start()), text.rfind("\n", 0, found.start())) + 1
        if _COLOUR.search(text, sentence_start, min(len(text), found.end() + 40)):
            continue  # "a 6500 K bulb": a colour temperature
        if _CELSIUS_GLOSS.match(text, found.end()):
            continue
        out.append(found.group(0).strip())
    return out


def celsius_wanted(of: tuple[str, ...]) -> bool:
    """A metric rule on temperatures alone ("Temperatures in Celsius") wants them in degrees Celsius."""
    return tuple(of) == ("temperature",)
