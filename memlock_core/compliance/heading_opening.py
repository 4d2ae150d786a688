"""Whether a single-title rule asks every reply to open with that title.

Why: "a single H1 title at the top, never more than one H1" speaks of the documents the reply has (a reply without
headings is no document it speaks to), but "Start every answer with a single H1 title", "Commence chaque réponse par
un seul titre H1", "Empieza cada respuesta con un único título H1" ask each reply to open with it: a reply with no
heading at all breaks it. The rule says so by an opening verb whose object is every reply (or "always").
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_OPENS_EVERY = rx(
    r"\b(?:start|begin|open|lead|head)\w*\s+(?:off\s+)?(?:every|each|all(?:\s+of)?|any)\s+(?:(?:of\s+)?(?:your|my|the)\s+)?"
    r"(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|messages?)\b|"
    r"\balways\s+(?:start|begin|open|lead)\w*\b|"
    r"\b(?:commence|débute|ouvre)\w*\s+(?:chaque|toutes?\s+(?:tes|vos|les))\s+(?:\w+\s+)?réponses?\b|"
    r"\b(?:beginne|starte|eröffne|fange?)\w*\s+(?:jede|alle)\w*\s+(?:deine[rn]?\s+)?antwort\w*|"
    r"\b(?:empieza|comienza|abre|inicia|empezá|comenzá)\w*\s+(?:cada|todas\s+(?:tus|las))\s+respuestas?\b|"
    r"\b(?:inizia|comincia|apri)\w*\s+(?:ogni|tutte\s+le)\s+rispost[ae]\b|"
    r"\b(?:comece|começ\w+|abra|inicie)\s+(?:cada|todas\s+as)\s+respostas?\b|"
    r"(?:回答|返答|返信|答え)は(?:必ず|いつも|常に)?[^。]{0,20}で始め|"
    r"(?:每个|每次|所有)(?:回答|回复)[^。]{0,12}(?:开头|开始)", re.I)


def opens_every_reply(text: str) -> bool:
    """The rule asks each reply to open with its title ("Start every answer with a single H1 title")."""
    return bool(_OPENS_EVERY.search(text))
