"""One step per list item: "numbered steps, one step per line", "each step a single action", "pasos numerados y uno
por línea", "une étape par ligne", "ein Schritt pro Zeile", "1ステップ1行", "一行一个步骤".

Why a module of its own: the one-line reader (item_lines.py) counts an item's rendered lines; a rule that puts one
*step* on each line is broken by an item that packs several steps into one line ("Run X. When asked, press Enter.
Type the passphrase twice."), which a wide screen still shows as one line. A step is read as a sentence: the rule
side gives the existing per-part token ``item:sentences:1`` (part_length.py splits the sentences, abbreviations and
``file.ext`` names left whole), so an item of two sentences is two steps. A rule that names no step (a bullet of
one line, a command per line in a code block) is not this shape.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["step_items_token"]

_STEP = (r"(?:steps?|actions?|instructions?|tasks?|étapes?|actions?|Schritte?s?|Aktion(?:en)?|Handlungen?|pasos?|"
         r"acci[oó]n(?:es)?|passi|passo|azion[ei]|passos?|ações|stap(?:pen)?|krok(?:i|ów)?)")
_ONE = r"(?:one|a\s+single|single|une?|ein(?:e[nr]?)?|un[oa]?|uma?|één|jeden|1)"
_PER = r"(?:per|a|each|for\s+each|par|pro|je|por|para\s+cada|a\s+cada|per\s+ogni|op|na)"
_LINE = r"(?:lines?|items?|bullets?|points?|numbers?|ligne|puce|Zeile|Punkt|línea|linea|riga|linha|regel|lini[ęi])"
# "one step per line", "a single action per item", "une étape par ligne", "ein Schritt pro Zeile", "un paso por línea"
_PAIR = rx(rf"\b{_ONE}\s+{_STEP}\s+{_PER}\s+{_LINE}\b", re.I)
# "each step (should be / on) one line / a single sentence / one action", "chaque étape sur une ligne"
_EACH = rx(rf"\b(?:each|every|chaque|jede[rsn]?|cada|ogni|elke?)\s+{_STEP}\b[^.;\n]{{0,20}}?\b{_ONE}\s+"
           rf"(?:(?:short|single|seule?|einzige[nr]?|sola|solo)\s+)?(?:{_LINE}|sentences?|phrase|Satz|frase|action|"
           rf"Aktion|acción|azione|ação)\b", re.I)
# "(numbered) steps ... one per line", "pasos numerados y uno por línea", "étapes ... une par ligne"
_ONE_PER = rx(rf"\b{_ONE}\s+{_PER}\s+{_LINE}\b", re.I)
_STEPS_NAMED = rx(rf"\b{_STEP}\b|手順|ステップ|步骤|단계", re.I)
# "1ステップ1行", "1行1ステップ", "1行に1手順", "一行一个步骤", "한 줄에 한 단계"
_CJK = rx(r"(?:1|１|一)\s*(?:ステップ|手順|つの手順|步|个步骤|個步驟)\s*(?:は|を)?\s*(?:1|１|一)\s*行|"
          r"(?:1|１|一)\s*行\s*(?:に|で|には)?\s*(?:1|１|一)\s*(?:つの)?\s*(?:ステップ|手順|步骤|个步骤|步)|"
          r"한\s*줄에\s*한\s*단계", re.I)
_CODE = rx(r"\b(?:code\s+blocks?|commands?\s+per|in\s+(?:the\s+)?code|shell|script|fence|function|commit)\b", re.I)
_NOT = rx(r"\b(?:not|never|no|don'?t|pas|nicht|kein\w*|nunca|non|niet)\s+(?:\w+\s+){0,2}$", re.I)


def step_items_token(text: str) -> str:
    """``item:sentences:1`` when the rule asks one step per list item (line); "" otherwise."""
    found = _PAIR.search(text) or _EACH.search(text) or _CJK.search(text)
    if found is None:
        one_per = _ONE_PER.search(text)
        if one_per is None or not _STEPS_NAMED.search(text[:one_per.start()]):
            return ""
        found = one_per
    if _NOT.search(text[:found.start()]) or _CODE.search(text):
        return ""  # "not one step per line", "one command per line in the code block": not the reply's list items
    return "item:sentences:1"
