"""A required closing part that is a list: "ALWAYS give a bulleted summary at the end (3 bullets max)", "termine par un
résumé en puces", "am Ende eine Zusammenfassung in Stichpunkten", "al final, un resumen con viñetas", "最後に箇条書きで
まとめて".

Why a module of its own: :mod:`closing_summary` reads a summary the rule does not shape as a one-line closing
passage; a rule that shapes it as a list asks for another part (a list of a few items, maybe under a label such as
"**Summary:**"), and a one-line prose summary does not keep it. The rule's words are read here (a summary noun at
the end with a list word next to it); the reply's last block is read by its markdown structure: the reply keeps the
rule when its last lines are list items. The rule's own count ("3 bullets max") is the rule's item limit, read
by the ordinary list readers. An "ALWAYS" rule has no length below which it waives the part.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["CLOSING_LIST", "closing_list_verdict", "is_list_summary", "item_limit"]

CLOSING_LIST = "closing_list"
# a list word next to the summary's words: bullets, a bulleted or numbered list, in each language
_LIST_WORD = rx(r"\b(?:bullet(?:ed|s)?|bullet[- ]points?|bullet[- ]?list|list(?:ed)?|numbered|"
                        r"puces?|à puces|liste|énumération|"
                        r"stichpunkt\w*|aufzählung\w*|spiegelstrich\w*|liste|"
                        r"viñetas?|lista|punti(?: elenco)?|elenco puntato|tópicos|marcadores)\b|箇条書き|リスト|要点|列表|要点列表", re.I)
_ITEM = rx(r"^\s{0,6}(?:[-*+•‣◦]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+)\S")
_FENCE = rx(r"^\s*(?:```|~~~)")


def is_list_summary(words: str) -> bool:
    """The rule's words for its closing summary shape it as a list ("a bulleted summary at the end")."""
    return bool(_LIST_WORD.search(words))


_MAX = (r"(?:max(?:imum|imal|imo|\.)?|máx(?:imo|\.)?|at most|no more than|up to|au plus|au maximum|pas plus de|jusqu'à|höchstens|"
        r"maximal|bis zu|nicht mehr als|como máximo|como mucho|a lo sumo|no más de|hasta|al massimo|non più di|"
        r"no máximo|até)")
_NUMBER = r"(\d{1,2}|one|two|three|four|five|six|seven|un|deux|trois|quatre|cinq|eins|zwei|drei|vier|fünf|uno|dos|tres|cuatro|cinco)"
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "un": 1, "deux": 2, "trois": 3,
          "quatre": 4, "cinq": 5, "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "uno": 1, "dos": 2, "tres": 3,
          "cuatro": 4, "cinco": 5}
# the list's count said with a bound and no other unit: "höchstens 3", "(máximo 3)", "3 max", "3 puces maximum",
# "3項目まで", "最大3つ"
_LIMIT = rx(rf"\b{_MAX}\s*:?\s*{_NUMBER}\b(?!\s*(?:words?|mots|wörter|palabras|sentences?|phrases|sätze|frases|lines?|"
                    rf"lignes|zeilen|líneas|chars?|characters?|caractères|zeichen|caracteres))|"
                    rf"\b{_NUMBER}\s*(?:(?:bullets?|items?|points?|puces?|stichpunkte\w*|punkte|viñetas|elementos|éléments)\s*)?"
                    rf"{_MAX}\b|(\d{{1,2}})\s*(?:項目|個|つ|点|行)?まで|最大\s*(\d{{1,2}})", re.I)


def item_limit(words: str) -> int | None:
    """The number of items a closing list's rule allows ("3 bullets max", "höchstens 3", "3項目まで"), if it says one."""
    m = _LIMIT.search(words)
    if not m:
        return None
    raw = next((g for g in m.groups() if g), "").lower()
    n = int(raw) if raw.isdigit() else _WORDS.get(raw)
    return n if n and n < 50 else None


def _last_block(text: str) -> list[str]:
    """The reply's last block of lines (outside code fences), blank lines apart."""
    lines = [line.rstrip() for line in text.strip().splitlines()]
    block: list[str] = []
    for line in reversed(lines):
        if not line.strip():
            if block:
                break
            continue
        block.insert(0, line)
    return block


def closing_list_verdict(text: str) -> Finding:
    body = (text or "").strip()
    if not body:
        return NOT_APPLICABLE, "an empty reply"
    if _FENCE.match(body.splitlines()[0]) and _FENCE.match(body.splitlines()[-1]):
        return NOT_APPLICABLE, "a reply of code only"
    block = _last_block(body)
    items = [line for line in block if _ITEM.match(line)]
    if block and _ITEM.match(block[0]) and items:
        last_item = max(i for i, line in enumerate(block) if _ITEM.match(line))
        tail = block[last_item + 1:]
        if all(line.startswith((" ", "\t")) for line in tail):  # (an item's own continuation lines)
            return OBEYED, f"ends with a list of {len(items)} item(s)"
    if items:
        return BROKEN, "the reply does not end with its list: prose follows it"
    shown = re.sub(r"\s+", " ", block[-1] if block else body)[-60:]
    return BROKEN, f"no list summary at the end: \"{shown}\""
