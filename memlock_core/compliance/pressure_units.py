"""Pressure as a quantity of a unit rule: "firmware docs: pressure in kPa or bar, never psi", "Druck immer in bar,
nie in psi", "la pression en kPa, jamais en psi", "presión en bar, no en psi", "圧力は kPa で、psi は使わない".

Why a module: the unit rules read systems (metric, imperial) over named quantities (length, mass, ...); pressure
was none of them, so a rule naming only pressure units got no check. The SI units and bar count as the metric side,
psi as the imperial one (the reply side already reads "30 psi" and "200 kPa" as quantities of those systems). A
pressure unit in a rule counts only where the rule speaks of pressure - its noun, or psi / a pascal unit beside it -
so "no bar charts" stays no unit rule.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

PRESSURE_METRIC = r"(?-i:kPa|MPa|hPa|Pa)|pascals?|kilopascals?|millibars?|mbar|bars?"
PRESSURE_IMPERIAL = r"psi|psig|psia|pounds per square inch"

_ABOUT = rx(r"\b(?:pressures?|psi|psig|psia|kpa|mpa|hpa|pascals?|kilopascals?|druck\w*|pression\w*|presi[oó]n\w*|"
            r"pression[ei]|press[ãa]o|pressões|tyre|tire|reifen)\b|圧力|気圧|压力|气压|압력", re.I)


def about_pressure(clause: str) -> bool:
    """Does ``clause`` speak of pressure (its noun, or a unit only pressure has)?"""
    return bool(_ABOUT.search(clause))


