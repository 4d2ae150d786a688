"""A unit refused in favour of another unit that is no system's: "Speeds in m/s, not km/h", "Temperatures in Kelvin,
not Celsius", "Wind in knots, not km/h", "Geschwindigkeiten in m/s, nicht in km/h", "Vitesses en m/s, pas en km/h",
"速度は km/h ではなく m/s で".

Why: the units reader turns a refused metric unit into the other system ("not km/h" = imperial only), which is right
for "distances in miles, not km" but wrong when the unit wanted is itself metric or outside the metric/imperial pair:
"12 m/s" was read as a broken imperial rule. When every unit the reader knows in the clause is refused and the clause
wants a unit the reader does not know (a compound symbol such as m/s, Kelvin, knots), the rule names no system, and
the units reader leaves it unchecked (a wrong "broken" costs more than a missing check).
"""
from __future__ import annotations

import re
from typing import Callable

from memlock_core.regex_cache import rx

__all__ = ["refused_for_another_unit"]

# a unit the system reader does not know: a compound symbol ("m/s", "kWh/m²", "L/100km"), Kelvin, knots, in the
# languages the reader reads
_OTHER_UNIT = rx(r"(?<![\w/])[A-Za-zµ°²³]{1,4}/[A-Za-z0-9µ°²³]{1,6}(?![\w/])|\bkelvins?\b|\bknots?\b|\bnœuds?\b|"
                 r"\bknoten\b|\bnudos?\b|\bnodi\b|\bnós\b|ケルビン|ノット|开尔文|节", re.I)


def refused_for_another_unit(clause: str, found: list[re.Match[str]],
                             negated: Callable[[str, int, int], bool]) -> bool:
    """Every unit of ``found`` is refused in ``clause`` and the clause names another unit outside the reader's."""
    if not found or not all(negated(clause, m.start(), m.end()) for m in found):
        return False
    rest = clause
    for match in reversed(found):
        rest = rest[:match.start()] + " " * (match.end() - match.start()) + rest[match.end():]
    return bool(_OTHER_UNIT.search(rest))
