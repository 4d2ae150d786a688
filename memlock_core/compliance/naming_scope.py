"""A naming convention per language: "snake_case for python, camelCase for js/ts", "Python en snake_case, JavaScript
en camelCase", "Python: snake_case; TypeScript: camelCase".

Why: read as one convention for all code, the rule kept the first it named (snake_case) and judged JavaScript by it,
so a camelCase JavaScript reply broke it and a snake_case JavaScript parameter passed. Each convention goes with the
language named beside it (in its own part of the sentence); the names a block defines are judged by the convention
of the block's language, and blocks in other languages are left alone. Tokens: ``naming:snake:python``,
``naming:camel:javascript`` (JavaScript covers TypeScript).
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_form import code_language
from memlock_core.regex_cache import rx

_CONVENTION = rx(r"\b(?P<snake>snake[_ -]?case)\b|\b(?P<camel>camel[_ -]?case)\b", re.I)
_LANGUAGE = rx(r"(?<![\w.])(?P<py>python|py)(?![\w])|(?<![\w.])(?P<js>javascript|typescript|js|ts|node)(?![\w])", re.I)
_PART = rx(r"[,;]|\s(?:and|et|und|y|e)\s|\.\s")


def per_language(clause: str) -> list[str]:
    """The tokens of a rule that names a convention for each of two languages, or []."""
    out = []
    for part in _PART.split(clause):
        conventions = {("snake" if m.group("snake") else "camel") for m in _CONVENTION.finditer(part)}
        languages = {("python" if m.group("py") else "javascript") for m in _LANGUAGE.finditer(part)}
        if len(conventions) == 1 and len(languages) == 1:
            out.append(f"naming:{conventions.pop()}:{languages.pop()}")
    return out if len({t.split(":")[2] for t in out}) == len(out) >= 2 else []


def one_language(clause: str, convention: str) -> str:
    """"Python variable names must be snake_case": a convention said for one named language is scoped to it
    (``naming:snake:python``), so code in another language is no case of it; "" when the clause names no language
    or several."""
    languages = {("python" if m.group("py") else "javascript") for m in _LANGUAGE.finditer(clause)}
    return f"naming:{convention}:{languages.pop()}" if len(languages) == 1 else ""


_PY_NAMES = rx(r"^\s*(?:async\s+)?def\s+(?P<name>\w+)\s*\((?P<params>[^)]*)\)|^\s*(?P<var>[a-z_]\w*)\s*(?::[^=\n]+)?=(?!=)", re.M)
_JS_NAMES = rx(r"\b(?:const|let|var|function)\s+(?P<name>[A-Za-z_$][\w$]*)", re.M)
# a JavaScript function's parameters: "function f(a, b)", "(a, b) =>"
_JS_PARAMS = rx(r"\bfunction\s*[\w$]*\s*\((?P<params>[^)]*)\)|\((?P<arrow>[^()]*)\)\s*=>", re.M)


def _names(language: str, body: str) -> list[str]:
    patterns = (_PY_NAMES,) if language == "python" else (_JS_NAMES, _JS_PARAMS)
    names: list[str] = []
    for m in (m for pattern in patterns for m in pattern.finditer(body)):
        names += [n for n in (m.groupdict().get("name"), m.groupdict().get("var")) if n]
        for group in ("params", "arrow"):
            params = m.groupdict().get(group) or ""
            names += [re.split(r"[:=]", p)[0].strip(" .*?") for p in params.split(",") if p.strip()]
    return [n for n in names if re.fullmatch(r"[A-Za-z_$][\w$]*", n) and not n.isupper() and n not in ("self", "cls")]


def verdict(convention: str, language: str, blocks: list[tuple[str, str]]) -> Finding:
    """The names the blocks in ``language`` define follow ``convention``."""
    names = []
    for info, body in blocks:
        lang = code_language(info, body)
        lang = "javascript" if lang in ("javascript", "typescript", "js", "ts", "jsx", "tsx") else lang
        if lang == language:
            names += _names(language, body)
    if not names:
        return NOT_APPLICABLE, f"no {language} names in the code"
    bad = [n for n in names if re.search(r"[a-z][A-Z]", n)] if convention == "snake" else \
        [n for n in names if "_" in n.strip("_")]
    if bad:
        return BROKEN, f"{language} names not in {convention}_case: {', '.join(bad[:3])}"
    return OBEYED, f"{len(names)} {language} names in {convention}_case"
