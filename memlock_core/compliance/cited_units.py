"""A verb of citing whose object is units or quantities ("si citas unidades imperiales, pon la conversión", "if you
quote figures in miles, convert them", "quand tu cites des pouces, ...", "wenn du Zoll zitierst"): a units rule, not a
sources rule.

Why: the sources reader takes "cite" / "citas" / "zitierst" as asking for sources; what is cited here is a unit the
reply may name, and the rule around it says how to write it (converted, in brackets). The sources reader then stays
silent on that verb; the units reader reads the clause.
"""
from __future__ import annotations

import re

from memlock_core.compliance import units

_CLAUSE_END = re.compile(r"[.;:!?,\n]")


def cites_units(clause: str, start: int, end: int) -> bool:
    """Is the verb of citing at ``clause[start:end]`` said of units: its object (the words after it in its clause, or
    before it for a German verb put last) names units and no source, work or study?"""
    after = _CLAUSE_END.split(clause[end:end + 60])[0]
    before = _CLAUSE_END.split(clause[max(0, start - 40):start])[-1]
    window = f"{after} {before}" if re.search(r"zitier", clause[start:end], re.I) else after
    if re.search(r"\b(?:sources?|fuentes?|quellen?|studies|studien|estudios?|études?|works?|papers?|articles?|"
                 r"artículos?|artikel|art[ií]colos?|books?|libros?|livres?|bücher)\b", window, re.I):
        return False
    return units.names_units(window)
