"""A reply limited to one unit, in the languages the English "in one paragraph (only)" reader misses.

Why a module of its own: ``reply_rule_length._SINGLE`` reads "in a single paragraph", "en un seul paragraphe", "in einem
Satz"; users also write "in nur einem Absatz", "in één alinea", "in un solo paragrafo", "num só parágrafo",
"w jednym akapicie", "一段落だけで答えて", "只用一段话回答", "한 문단으로만". Each is the number one bound to a unit
word with an "only"/"single" mark or a "in"/"as" frame: a ceiling of one sentence, line or paragraph.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the unit word of each language, with the unit it names
_UNIT = {
    "sentences": r"sätzen?|satz|phrases?|frases?|frasi|zin|zinnen|zdani(?:u|e|a)|frase",
    "paragraphs": r"absatz|absätzen?|alinea|paragraaf|paragrafo|parágrafo|akapi(?:cie|t)|paragraphe|párrafo",
    "lines": r"zeilen?|regel|riga|linha|ligne|línea|lini(?:i|a|ę)|wierszu?",
}
_LATIN = "|".join(f"(?P<{name}>{words})" for name, words in _UNIT.items())
_ONE = (r"(?:einem|einer|eine|ein|één|een|un|una|uno|uma|um|jednym|jednej|jedno|jeden|jedna|seul|seule|solo|sola|"
        r"único|única|unico|unica|enkele)")
# "one" itself, not an article: "één", "jednym", "seul", "solo", "único" (an article needs an "only" word as well)
_STRONG = rx(r"\b(?:één|jednym|jednej|jedno|jeden|jedna|seul|seule|solo|sola|único|única|unico|unica|enkele)\b|"
                     r"\b(?:nur|sólo|só|apenas|seulement|uniquement|alleen|maar|slechts|tylko|just|only)\b", re.I)
_ONLY = r"(?:nur|solo|sólo|só|apenas|seulement|uniquement|alleen|maar|slechts|tylko|just|only)"
# "in nur einem Absatz", "in één alinea", "in un solo paragrafo", "num só parágrafo", "w jednym akapicie",
# "en une seule phrase" (the English and French/Spanish "in a single" forms stay with reply_rule_length._SINGLE)
_LATIN_ONE = rx(
    rf"\b(?:in|em|num|numa|w|op|auf|mit|met|con|com|en|dans|a|tot)\s+(?:{_ONLY}\s+)?(?:{_ONE}\s+)?(?:{_ONE}\s+)?"
    rf"(?:{_ONLY}\s+)?(?:{_LATIN})\b", re.I)
# the CJK unit, bound to one: "一段落", "一文", "一句话", "一段话", "一行", "한 문단", "한 문장", "한 줄"
_CJK_UNIT = {"paragraphs": r"段落|段话|段話|문단|단락", "sentences": r"文|句话|句話|句|문장", "lines": r"行|줄"}
_CJK = "|".join(f"(?P<{name}>{words})" for name, words in _CJK_UNIT.items())
# one of the unit, with "only" ("だけ", "のみ", "只", "仅", "만") or as the frame of the answer ("で答えて", "回答",
# "으로 답해"): "一段落だけで", "只用一段话回答", "用一句话回答", "한 문단으로만 답해"
_CJK_ONE = rx(
    rf"(?P<pre>只|仅|僅|就)?(?:用|以)?\s*(?:一|１|1|ひとつの|한|하나의)\s*(?:つの|个|個)?\s*(?:{_CJK})"
    rf"\s*(?P<post>だけ|のみ|만|으로만|로만|で(?:答|回答|返|説明|まとめ)|(?:으로|로)\s*(?:답|대답|설명|요약)|"
    rf"(?:来|來)?(?:回答|回复|回覆|答复|解释|解釋|说明|說明|概括|总结|總結))?")


def single_unit(clause: str) -> tuple[str, str] | None:
    """(unit, words) of a one-unit ceiling the clause states, None when it states none."""
    found = _LATIN_ONE.search(clause)
    if found and _STRONG.search(found.group(0)):
        unit = next(name for name in _UNIT if found.group(name))
        return unit, found.group(0)
    for found in _CJK_ONE.finditer(clause):
        if found.group("pre") or found.group("post"):
            unit = next(name for name in _CJK_UNIT if found.group(name))
            return unit, found.group(0)
    return None
