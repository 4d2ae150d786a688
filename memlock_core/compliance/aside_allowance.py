"""An allowance said in brackets beside a rule: "nada de inglês nas respostas (código pode)", "no English in replies
(code is fine)", "pas d'anglais (le code, ça va)", "kein Englisch (Code darf)", "nada de inglés (el código sí)",
"英語禁止（コードは可）".

The bracket names a thing and says it may stay: it excepts that thing from the rule, it asks nothing of the reply.
Read as a rule's words, its noun becomes an object of the ban ("nada de ... código": no code), so it is taken out
before the rule is parsed; what it allows (code left as it is) is what the rule's check already leaves alone.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# a short bracket (five words at most) that ends in a word of allowing, with no negation and no figure in it
_ASIDE = rx(
    r"\s*[(（]\s*(?P<body>[^()（）\d]{1,50}?)\s*(?:\b(?:pode|podem|ok|okay|fine|allowed|is fine|are fine|is ok|are ok|"
    r"erlaubt|darf|dürfen|geht|ça va|ca va|peut|peuvent|autoris[ée]e?s?|puede|pueden|vale|sí|si|permitido|"
    r"può|possono|va bene|consentito)\b|\s*(?:は|も)?\s*(?:可|OK|いい|大丈夫|構わない|괜찮아요|괜찮음|돼요|可以))\s*[.!]?\s*[)）]",
    re.I)
_NEGATION = rx(r"\b(?:no|not|never|nicht|kein\w*|pas|jamais|ne|nunca|não|nem|non|mai)\b|ない|不", re.I)


# what such a bracket may leave alone: the code, the commands, the identifiers, technical terms, names, quotations
# (a part a rule on the prose does not read); an exception to the ban itself ("no emoji (✅ ok)", "no tables (ASCII
# tables ok)") is read by the rule's own parse and stays
_PART = rx(r"\b(?:code|codes?|c[oó]digo|codice|commands?|commandes?|comandos?|befehle?|identifiers?|identifiants?|"
                   r"bezeichner|identificadores?|variables?|technical terms?|termes techniques|fachbegriffe|términos técnicos|"
                   r"termini tecnici|termos técnicos|names?|noms?|namen|nombres?|nomi|nomes?|quotes?|citations?|zitate?|"
                   r"citas?)\b|コード|代码|程式碼|코드|専門用語|固有名詞|引用", re.I)


def without_allowance_aside(text: str) -> str:
    """``text`` without the bracketed allowances beside its rule ("(código pode)"); ``text`` itself when it has none."""
    def drop(m: re.Match[str]) -> str:
        body = m.group("body")
        keep = _NEGATION.search(body) or len(body.split()) > 5 or not _PART.search(body)
        return m.group(0) if keep else ""
    out = _ASIDE.sub(drop, text)
    return out if out.strip() else text
