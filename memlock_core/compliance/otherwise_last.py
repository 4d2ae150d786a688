"""The other language named before its "otherwise": "Réponds en anglais quand je te parle de code, en français
sinon", "Reply in English when we talk about code, French otherwise", "Antworte auf Englisch, wenn es um Code geht,
Deutsch ansonsten", "Responde en inglés cuando hablemos de código, en español si no".

Why: ``reply_rule._with_otherwise`` reads the language for every other reply after "otherwise" / "sinon" / "sonst";
said with the word last the second language read as a second rule, and two reply languages in one rule are a
conflict, so the rule got no check. The text is said back with "otherwise" first (``..., otherwise in French.``) and
read as before.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["otherwise_first"]

_LAST = rx(r"[,;]\s*(?:(?:and\s+|et\s+|und\s+|y\s+|e\s+)?(?:in|en|auf|em|op)\s+)?(?P<lang>[A-Za-zÀ-ÿ]{4,20})\s+"
           r"(?:otherwise|else|sinon|autrement|sonst|ansonsten|andernfalls|si\s+no|de\s+lo\s+contrario|altrimenti|"
           r"senão|anders)\s*(?P<end>[.!]?\s*)$", re.I)


def otherwise_first(text: str) -> str | None:
    """``text`` with a trailing "LANG otherwise" said "otherwise LANG"; None when it has none."""
    if not isinstance(text, str):
        return None
    found = _LAST.search(text)
    if found is None:
        return None
    return f"{text[:found.start()]}, otherwise in {found.group('lang')}{found.group('end') or '.'}"
