"""A heading for every section: "use a ## heading for each section", "Utilise des titres ## pour chaque section",
"jeder Abschnitt bekommt eine Überschrift", "un encabezado para cada sección", "セクションごとに見出しを付けて".

Why a module of its own: the heading readers (reply_rule.py, reply_shape.py) hear "use ## headings" as "the reply
has headings (of that level)", so a reply that titles its first section ``## Structure`` and its second one with a
bold line (``**Configuration**``) passed. A rule that asks the heading *of each section* is broken by any section
whose title is a bold line standing in for a heading; this module reads that from the rule and adds the existing
``no_bold_headings`` shape (reply_shape.bold_headings_verdict) beside the heading clause it goes with.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["EACH_SECTION_SHAPES", "asks_heading_per_section"]

# the heading clauses a per-section wording goes with (the reply has headings / headings of one level / levels)
EACH_SECTION_SHAPES = frozenset({"headings", "heading_level_only", "heading_levels"})

_SECTION = (r"(?:sections?|parts?|topics?|sub-?sections?|sujets?|parties|abschnitts?|abschnitte|teile?s?|themas?|"
            r"secci[oó]n(?:es)?|apartados?|partes?|sezion[ei]|parti|se[cç][aã]o|se[cç][oõ]es|sectie|onderdeel)")
_EACH = (r"(?:each|every|all|per|chaque|toutes?\s+les|pour\s+chaque|par|jede[rsnm]?|alle|pro|je|cada|todas?\s+las|"
         r"por|ogni|tutte\s+le|per\s+ogni|elke?|iedere?)")
_RULE = rx(rf"\b{_EACH}\s+(?:(?:new|single|separate|nouvelle|neue[rn]?|nueva|nuova)\s+)?{_SECTION}\b|"
           r"(?:セクション|節|章|項目|部分|段落)(?:ごと|毎|それぞれ)|(?:各|每个?|每一个)\s*(?:セクション|節|章|部分|部|节|章节)|"
           r"각\s*(?:섹션|절|부분)", re.I)
_NOT = rx(r"\b(?:no|not|never|don'?t|pas\s+de|keine?|nicht|sin|nada\s+de|niente|senza)\b", re.I)


def asks_heading_per_section(text: str) -> bool:
    """The rule asks a heading for each section of the reply ("a heading per section") and refuses no heading."""
    found = _RULE.search(text)
    if found is None:
        return False
    # "no headings for each section", "pas de titre pour chaque section": the heading refused, not asked
    lead = text[max(0, found.start() - 40):found.start()]
    return _NOT.search(lead) is None
