"""Wildcard imports refused: "no wildcard imports", "gebruik geen wildcard imports (from x import *)", "keine
Stern-Importe", "pas d'import *", "nada de importaciones comodín", "ワイルドカードインポート禁止".

Why a module of its own: the rule names a construct of code by a word no other reader knows ("wildcard", "star")
or by its shape (``from x import *``); with no reader it stayed unchecked. It is judged on the code the reply
shows or a tool call writes (``no_star_import`` in ``code_style``): a Python ``from m import *`` or a Java / Kotlin /
Scala ``import a.b.*`` breaks it; JavaScript's ``import * as ns`` binds one name and is left alone.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import NEG
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

TOKEN = "no_star_import"

_NAMED = rx(r"\b(?:wildcard|star|asterisk|glob)[- ]?imports?\b|\bimports?\s+(?:with\s+|using\s+)?(?:a\s+)?"
            r"(?:wildcards?|stars?|asterisks?)\b|\bimport\s+\*|\bimport\s+[\w.]+\.\*|"
            r"\bwildcard[- ]?import\w*|\bstern[- ]?import\w*|\bimports?\s+(?:avec\s+)?(?:étoile|joker|génériques?)\b|"
            r"\bimporta(?:ciones|ción|zioni|zione|ções|ção)\s+(?:con\s+|com\s+)?(?:comod[íi]n|asterisco|curinga|jolly)\b|"
            r"ワイルドカード\s*インポート|通配符导入|와일드카드\s*임포트|\bимпорт\w*\s+со\s+звёздочкой", re.I)
_REFUSED = rx(rf"(?<![\w'])(?:{NEG}|geen|nooit|verboden|verboten|interdit\w*|prohibid\w*|vietat\w*)(?![\w'])|"
              r"禁止|しないで|使わない|不要|别用|금지|하지\s?마", re.I)

_PY_STAR = re.compile(r"(?m)^[ \t]*from\s+[\w.]+\s+import\s+\*")
_JVM_STAR = re.compile(r"(?m)^[ \t]*import\s+(?:static\s+)?[\w.]+\.\*\s*;?\s*$")


def refuses(clause: str) -> bool:
    """The clause refuses wildcard imports."""
    named = _NAMED.search(clause)
    if not named:
        return False
    # the part of the clause that names them ("wildcard imports are fine, never relative ones": no ban on them)
    start = max((m.end() for m in re.finditer(r"[,;.、，。]\s", clause[:named.start()])), default=0)
    end = next((m.start() for m in re.finditer(r"[,;.、，。](?:\s|$)", clause[named.end():])), len(clause) - named.end())
    return bool(_REFUSED.search(clause[start:named.end() + end]))


def verdict(blocks: list[tuple[str, str]]) -> Finding:
    """no_star_import on the code blocks (info string, body) of a reply or a file written."""
    seen = False
    for info, body in blocks:
        if info.lower() in ("js", "javascript", "ts", "typescript", "jsx", "tsx", "mjs"):
            continue
        seen = seen or bool(re.search(r"(?m)^[ \t]*(?:from\s+\S+\s+)?import\s", body))
        found = _PY_STAR.search(body) or _JVM_STAR.search(body)
        if found:
            return BROKEN, f"a wildcard import: \"{found.group(0).strip()[:60]}\""
    return (OBEYED, "no wildcard import") if seen else (NOT_APPLICABLE, "no import in the code")
