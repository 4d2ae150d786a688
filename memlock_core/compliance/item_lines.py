"""List items of one line: "each bullet point should be a single short line", "keep every list item to one line",
"si haces una lista, que cada punto sea una sola línea corta", "chaque puce sur une seule ligne", "jeder Punkt
eine Zeile", "箇条書きは各項目1行で".

Why a module of its own: the per-part length reader (part_length.py) counts words, sentences and characters; a
*line* is a unit of the rendered reply, not of its words. An item's lines are the markdown lines it spans (its
first line and the lines continuing it), and a line longer than :data:`WRAP` characters counts as the lines it
wraps to on a chat screen: "- Install Docker Desktop, which on Windows needs WSL2 and on macOS ..." of 180
characters is more than "one short line" though it has no line break. The rule side gives the token
``item:lines:N`` (part_spec.py); a reply without a list item is not_applicable.
"""
from __future__ import annotations

import math
import re

from memlock_core.compliance.markdown import BULLET, CONTINUATION, NUMBERED, Line
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["WRAP", "item_lines_token", "item_lines_verdict"]

WRAP = 100  # characters of one line on a chat screen

_ITEM = (r"(?:bullet[- ]?points?|bullets?|list items?|items?|entries|points?|puces?|éléments?|points?|"
         r"Punkte?|Stichpunkte?|Listenpunkte?|Einträge|Eintrag|vi[ñn]etas?|puntos?|elementos?|punti|voci|itens?|"
         r"項目|箇条書き|리스트\s*항목|항목)")
_ONE = (r"(?:one|a\s+single|a|single|une?\s+seule?|une?|eine[rn]?|einzige[rn]?|una?\s+sola|una?|un[oa]?\s+sol[oa]|"
        r"uma?\s+só|1)")
_LINE = r"(?:lines?|ligne|Zeile|línea|linea|riga|linha|regel|行|줄)"
# "each bullet (should be) one (short) line", "every list item on a single line", "chaque puce sur une seule ligne",
# "jeder Punkt (nur) eine Zeile", "cada punto (sea) una sola línea (corta)", "各項目1行", "항목은 한 줄"
_RULE = rx(
    rf"\b(?:each|every|all|chaque|tous\s+les|toutes\s+les|jede[rsnm]?|alle|cada|todos\s+los|todas\s+las|ogni|elk[e]?|"
    rf"my|your|the|les|die|los|las|i|gli)?\s*{_ITEM}\b[^.;\n]{{0,40}}?\b(?:on|in|to|at\s+most|max(?:imum)?|sur|en|auf|in|"
    rf"de|di|em|op|sea|soit|sein|be|is|are|must\s+be|should\s+be|stay|fit(?:s)?\s+(?:on|in))?\s*{_ONE}\s+"
    rf"(?:(?:short|courte|kurze|corta|breve|curta)\s+)?{_LINE}\b|"
    rf"{_ITEM}\s*(?:は|を)?\s*(?:各|それぞれ)?\s*(?:1|一|１)\s*行|(?:各|それぞれの){_ITEM}\s*(?:は|を)?\s*(?:1|一|１)\s*行|"
    rf"{_ITEM}\s*(?:은|는)?\s*(?:한|1)\s*줄", re.I)
_NOT = rx(r"\b(?:not|never|no|pas|nicht|kein\w*|no|nunca|non|niet)\s+(?:\w+\s+){0,2}$", re.I)


def item_lines_token(text: str) -> str:
    """``item:lines:1`` when the rule asks every list item to be one line; "" otherwise."""
    found = _RULE.search(text)
    if not found or _NOT.search(text[:found.start()]):
        return ""
    if re.search(r"\bcode\b|\bcommit\b|\bfunction\b|\bfile\b|\bcomment\b", text[:found.start()], re.I):
        return ""  # "each function one line", "commit subject one line": not a list of the reply
    return "item:lines:1"


def _items(lines: tuple[Line, ...]) -> list[list[str]]:
    out: list[list[str]] = []
    for line in lines:
        if line.kind in (BULLET, NUMBERED):
            out.append([line.body])
        elif line.kind == CONTINUATION and out:
            out[-1].append(line.body)
    return out


def item_lines_verdict(lines: tuple[Line, ...], limit: int) -> Finding:
    """Every list item spans at most ``limit`` lines (a line past :data:`WRAP` characters wraps)."""
    items = [i for i in _items(lines) if any(p.strip() for p in i)]
    if not items:
        return NOT_APPLICABLE, "no list item in the reply"
    for item in items:
        count = sum(max(1, math.ceil(len(p.strip()) / WRAP)) for p in item if p.strip())
        if count > limit:
            shown = " ".join(" ".join(item).split())
            return BROKEN, f"a list item of {count} lines (limit {limit}): \"{shown[:60]}\""
    return OBEYED, f"{len(items)} list items, each on {limit} line{'s' if limit > 1 else ''}"
