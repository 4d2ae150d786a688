"""A closing line named by its marker: "Finish each reply with a single TL;DR: line" for "End every answer with a
one-line summary starting with 'TL;DR:'".

The reply parse reads some wordings of such a rule as a closing summary and others as a marker the reply ends with
("Finish each reply with a TL;DR: line" / "End every answer with a TL;DR: line"). A unit read as a closing
summary that names the pin's own end marker word for word says that marker too: it covers the pin's marker part.
Another marker ("Summary:", "Bottom line:") or none leaves the unit the closing summary it parsed as.
"""
from __future__ import annotations

import re

Part = tuple[str, ...]


def with_named_marker(unit_parts: frozenset[Part], pin_parts: frozenset[Part], unit_text: str) -> frozenset[Part]:
    """``unit_parts`` plus the pin's end-marker parts whose marker the unit, read as a closing summary, names."""
    if not any(p[:4] == ("reply", "closing", "must", "closing_summary") for p in unit_parts):
        return unit_parts
    said = unit_text.casefold()
    named = {p for p in pin_parts if p[:4] == ("reply", "marker", "must", "ends_with") and len(p) > 5
             and (marker := p[5].casefold().rstrip(":： ")) and re.search(rf"(?<!\w){re.escape(marker)}(?!\w)", said)}
    return unit_parts | named if named else unit_parts
