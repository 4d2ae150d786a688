"""A keyword setting a rule refuses in code by name, without examples in brackets: "pandas: don't use inplace=True,
reassign instead", "never pass verify=False to requests", "Pas de shell=True avec subprocess", "Kein debug=True in
Flask-Code", "nunca uses allow_pickle=True en numpy", "subprocess では shell=True を使わないで".

Why: ``code_banned`` reads code-shaped settings only as the examples of a refused practice ("never disable TLS
verification (verify=False, ...)"); a rule whose object is the setting itself was read by nothing. The check is
``no_setting:LIB:NAME=VALUE`` (LIB "" when the rule names no library): the code blocks the reply suggests give
``NAME`` that value (``f(x, inplace=True)``) and it breaks. A library the rule names keeps its check to that library's
code: code that neither imports it nor calls it through its name or usual alias ("pd.") might be another library's
(polars has no ``inplace``), and is not_applicable unless it uses the setting. No code block, no verdict.
"""
from __future__ import annotations

import re

from memlock_core.compliance import code_banned
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["PREFIX", "parse", "verdict"]

PREFIX = "no_setting:"

# a keyword argument with a literal value: inplace=True, verify=False, shell=True, debug=True, allow_pickle=True
_SETTING = r"[`'\"«„「]?(?P<s>[a-z_][a-z0-9_]{1,30}\s?=\s?(?:True|False|None|true|false|null|\d{1,6}))[`'\"»“」]?(?![\w=])"
# the refusal right before it: "don't use", "never pass", "no", "pas de", "kein", "nunca uses", "evita"
_REFUSED = rx(r"(?:\b(?:never|don'?t|do not|no|avoid|stop|jamais|pas\s+d[e']|n'utilise\s+(?:jamais|pas)|ne\s+mets?\s+(?:jamais|pas)|"
              r"kein(?:e[nm]?)?|nie(?:mals)?|nunca|jamás|nada\s+de|sin|evita\w*|vermeide\w*|évite\w*|niente|mai)\b"
              r"(?:\s+(?:use|using|pass|passing|set|setting|add|write|call|with|utilise[rz]?|mets|mettre|benutze\w*|verwende\w*|"
              r"setze\w*|uses|usar|pongas|pasar|pases|usare|usa|un|une|ein|el|la|il|an?|the|any|ever)\b){0,3}\s*)" + _SETTING,
              re.I)
_CJK_REFUSED = rx(_SETTING + r"\s?(?:を|は)?\s?(?:使わないで|使用しないで|使うな|禁止|不要用|别用|不要使用)")
# the library the rule names: "pandas: ...", "in pandas", "with requests", "to subprocess", "en numpy", "in Flask"
_LIB_TOPIC = rx(r"^\W*(?P<l>[a-z][a-z0-9_.-]{1,30})\s*[:：]")
_LIB_AFTER = rx(r"\b(?:in|with|to|for|avec|dans|mit|bei|en|con|para|per)\s+(?:the\s+)?(?P<l>[a-z][a-z0-9_.-]{1,30})"
                r"(?:\s+(?:code|calls?|methods?|functions?))?\b", re.I)
_LIB_CJK = rx(r"^(?P<l>[a-z][a-z0-9_.-]{1,30})\s?(?:では|で|の|里|中)")
# libraries whose code is usually written through an alias
_ALIASES = {"pandas": "pd", "numpy": "np", "matplotlib": "plt", "seaborn": "sns", "tensorflow": "tf", "polars": "pl"}
# words after "in" / "with" that are no library
_NOT_LIBS = frozenset({"code", "python", "production", "prod", "tests", "the", "any", "our", "your", "my", "this", "that",
                       "general", "scripts", "notebooks", "calls", "a", "an", "le", "la", "les", "el", "los", "il", "der",
                       "die", "das"})


def parse(text: str) -> list[str]:
    """``no_setting:LIB:NAME=VALUE`` for each setting ``text`` refuses in code; [] when it refuses none."""
    settings = [re.sub(r"\s", "", m.group("s")) for m in (*_REFUSED.finditer(text), *_CJK_REFUSED.finditer(text))]
    if not settings:
        return []
    lib = ""
    for pattern in (_LIB_TOPIC, _LIB_CJK, _LIB_AFTER):
        found = pattern.search(text)
        if found and found.group("l").lower() not in _NOT_LIBS and "=" not in found.group("l"):
            lib = found.group("l").lower()
            break
    return [f"{PREFIX}{lib}:{s}" for s in dict.fromkeys(settings)]


def _uses_library(lib: str, body: str) -> bool:
    names = {lib, _ALIASES.get(lib, lib)}
    return any(re.search(rf"\b(?:import|from)\s+{re.escape(lib)}\b|(?<![\w.]){re.escape(n)}\.\w", body) for n in names)


def verdict(token: str, text: str) -> Finding:
    """BROKEN when the code the reply suggests gives the setting its refused value (``token`` is ``LIB:NAME=VALUE``)."""
    lib, _, setting = token.partition(":")
    bodies = code_banned._suggested(text)
    if not bodies:
        return NOT_APPLICABLE, "no code in the reply"
    for body in bodies:
        line = code_banned.find(setting, body)
        if line is not None:
            return BROKEN, f"{setting} in the code: \"{line[:60]}\""
    if lib and not any(_uses_library(lib, b) for b in bodies):
        return NOT_APPLICABLE, f"no {lib} code in the reply"
    return OBEYED, f"no {setting} in the code"
