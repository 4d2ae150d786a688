"""A source rule that only says WHERE or HOW sources go ("Quellen als nummerierte Fußnoten", "cita las fuentes al
final en una sección 'Fuentes'", "put sources as a list at the end") speaks to replies that have something to source.

Such a rule names the sources as its object and a place or a form for them, and demands nothing: no "always",
"at least one", "include", "attach". An opinion ("it is a team convention") or a how-to with nothing cited leaves it
not applicable; a reply that cites, or states a figure, a year or a version, owes the placement. A rule that demands
sources ("gib am Ende immer mindestens eine Quelle an", "回答の最後に参考URLを1つ以上つけて") keeps judging every
factual reply.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

SCOPE = "sourced"

# the sources as the rule's object
_SOURCES = rx(r"\b(?:sources?|references?|citations?|quellen?|quellenangaben|literaturverzeichnis|fuentes?|"
              r"referencias?|referências?|fontes?|références?|fonti|riferimenti|źródła)\b|出典|出处|出處|来源|參考文獻|参考文献|"
              r"출처|источник\w*", re.I)
# a demand: sources every time, at least one, or added to every reply
_DEMAND = rx(r"\b(?:always|every|each|at least|include|add|attach|append|give|provide|must|immer|jede[rsn]?|"
             r"mindestens|füg\w*|gib|toujours|chaque|au moins|ajoute\w*|donne\w*|siempre|cada|al menos|añad\w*|"
             r"inclu\w*|sempre|ogni|almeno|aggiung\w*|adicion\w*|pelo menos|zawsze|każd\w*|всегда|каждо\w*)\b|"
             r"つけ|付け|添え|必ず|毎回|以上|附上|加上|务必|總是|总是|每|항상|반드시|달아|붙여", re.I)


def placement_only(clause: str) -> bool:
    """The rule names sources and says where or how they go, without asking for them."""
    return bool(_SOURCES.search(clause)) and not _DEMAND.search(clause)


def owes_sources(prose: str, cites: bool) -> bool:
    """A reply a placement rule speaks to: it cites something, or its own prose states a number (a figure, a year,
    a version)."""
    return cites or bool(re.search(r"\d", prose))
