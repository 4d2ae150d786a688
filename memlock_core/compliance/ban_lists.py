"""A ban spoken once over a list of form marks: "no bullets, bold, headers or code fences", "pas de puces, de gras
ni de titres", "keine Aufzählungen, Fettdruck oder Überschriften", "sin viñetas, negritas ni tablas".

The clause readers see the ban word next to the first mark only, so "bold" and "headers" further on read as
things the reply must hold (a heading rule that then conflicts with "no markdown"). The ban is spoken over the
whole list: each mark after the first is given its own ban word before the rule is read. Only a list whose
every item names a form mark (a lexicon per language) is rewritten, so "no bullets, use numbered steps" or
"no emoji, keep it short" stay as written.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# marks of a reply's form, in English, French, German, Spanish, Italian and Portuguese (plural and singular)
_MARK = (r"(?:bullet(?:\s+point)?s?|bold(?:\s+text)?|italics?|headers?|headings?|titles?|code\s+(?:fences?|blocks?)|"
         r"fences?|tables?|lists?|emojis?|links?|horizontal\s+rules?|block\s*quotes?|backticks?|inline\s+code|"
         r"puces?|gras|italiques?|titres?|tableaux?|listes?|blocs?\s+de\s+code|liens?|émojis?|"
         r"aufzählung(?:en|szeichen)?|fettdruck|fett|kursiv(?:schrift)?|überschriften?|tabellen?|listen?|"
         r"code-?blöcken?|codeblöcken?|links?|"
         r"viñetas?|negritas?|cursivas?|encabezados?|títulos?|tablas?|listas?|bloques?\s+de\s+código|enlaces?|"
         r"grassetto|corsivo|titoli|tabelle|elenchi|negrito|itálico|cabeçalhos|tabelas)")
# the ban word that opens the list, kept as written for every item after the first
_BAN = r"(?P<ban>no|without|never|pas\s+de|sans|kein(?:e[nrs]?)?|ohne|sin|nada\s+de|ni|niente|senza|nenhum|sem)"
# an article or preposition an item may carry ("de gras", "de titres", "los encabezados")
_ART = r"(?:(?:de|d'|des|les|le|la|los|las|el|die|der|den|das|the|any|di|il|i|le|gli|os|as)\s+)?"
_SEP = r"(?:\s*,\s*(?:(?:or|and|nor|ni|ou|oder|und|noch|o|y|e)\s+)?|\s+(?:or|and|nor|ni|ou|oder|und|noch|o|y|e)\s+)"
_LIST = rx(
    rf"\b{_BAN}\s+{_ART}(?P<first>{_MARK})(?P<rest>(?:{_SEP}{_ART}{_MARK}\b)+)", re.I)
_ITEM = rx(rf"{_SEP}{_ART}(?P<item>{_MARK})\b", re.I)


def distribute(text: str) -> str:
    """The rule with the ban word given to every mark of a banned list; the text as written when it holds none."""

    def spell(found: re.Match[str]) -> str:
        ban = found.group("ban")
        rest = _ITEM.sub(lambda item: f", {ban} {item.group('item')}", found.group("rest"))
        return found.group(0)[:found.start("rest") - found.start()] + rest

    return _LIST.sub(spell, text)
