"""The natural language of the names code defines: "variable and function names in English even when you answer in
German", "Değişken isimleri İngilizce olsun", "変数名は英語で", "noms de variables en anglais".

A rule is read into ``ident_lang:LL`` (names must be in LL) or ``ident_lang:!LL`` (names must not be in LL): the
rule names the identifiers (variable / function / class names, identifiers, Bezeichner, 変数名 ...) and a language.
The verdict reads the names the code *defines* (Python through ``ast`` when the block parses, assignments, ``def``,
parameters, ``for`` targets and classes by pattern otherwise; ``const`` / ``let`` / ``function`` / ``func`` / ``fn``
/ ``:=`` in other languages) - never string literals, comments or names it only uses (``pd.read_csv``). Each name is
split into its words (snake_case, camelCase) and the words are identified as a phrase: a name whose words are
confidently another language, or which carries letters English does not have (ä, ş, ñ), is in that language. Short
names (``df``, ``i``) and abbreviations say nothing and are left out.
"""
from __future__ import annotations

import ast
import functools
import re

from memlock_core.compliance.language import get_identifier
from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

# the names a rule speaks of: identifiers of code, in the five working languages and a few more
_NAMES = rx(
    r"\b(?:variables?|functions?|methods?|class(?:es)?|parameters?|params?|fields?)(?:\s*(?:,|and|&|/|or)\s*"
    r"(?:variables?|functions?|methods?|class(?:es)?|parameters?|fields?))*[ -]?names?\b|\bidentifiers?\b|"
    r"\bnames?\s+of\s+(?:the\s+)?(?:variables?|functions?|methods?|classes)\b|"
    r"\b(?:Variablen|Funktions|Methoden|Klassen|Parameter)[- ]?(?:und\s+\w+)?namen?\b|\bBezeichner\b|"
    r"\bnoms?\s+(?:de|des)\s+(?:variables?|fonctions?|méthodes?|classes?)\b|\bidentifiants?\b|"
    r"\bnombres?\s+de\s+(?:(?:las\s+)?variables?|(?:las\s+)?funciones?|métodos?|clases?)\b|\bidentificadores?\b|"
    r"\bnomi\s+(?:delle\s+|di\s+)?(?:variabili|funzioni)\b|\bnomes?\s+de\s+(?:variáveis|funções)\b|"
    r"\bdeğişken\s+(?:isim|ad)\w*|変数名|関数名|識別子|メソッド名|クラス名|变量名|函数名|标识符|변수\s*이름|변수명|함수\s*이름",
    re.I)
_EXTRA = {"ingilizce": "en", "türkçe": "tr", "英文": "en", "영어": "en", "inglese": "en", "englische": "en",
          "englischen": "en", "anglais": "en"}
_LANG = rx(r"(?<![A-Za-zÀ-ɏ])(?:" + "|".join(sorted((re.escape(k) for k in {**LANGUAGES, **_EXTRA}), key=len, reverse=True))
                   + r")(?![A-Za-zÀ-ɏ])", re.I)
_CODES = {k.lower(): v for k, v in {**LANGUAGES, **_EXTRA}.items()}


def _fold(word: str) -> str:
    """Lower case, Turkish dotted capital I too ("İngilizce")."""
    return word.replace("İ", "i").lower()


_NEG_BEFORE = rx(r"\b(?:not|never|no|pas|jamais|nicht|kein\w*|nunca|ni|sin)\s+(?:\w+\s+){0,2}$", re.I)
_NEG_AFTER = rx(r"^\s*(?:\w+\s+){0,2}(?:istemiyorum|olmasın|不可|禁止|はダメ|は使わない)", re.I)


# a permission, not a duty: "variable names may stay in English", "pueden quedar en inglés", "dürfen englisch sein"
_PERMIT = rx(r"\b(?:may|can|could|are allowed|is allowed|allowed|fine|ok(?:ay)?|pueden|puede|peuvent|peut|"
                     r"können|kann|dürfen|darf|possono|può|podem|pode)\b|でもいい|でも良い|でも構わない|てもいい|てもよい|"
                     r"(?-i:(?<![A-Za-z])OK(?![A-Za-z]))|可以|也行", re.I)


def permits(clause: str) -> bool:
    """The clause allows rather than asks ("comments may be in German", "Kommentare dürfen deutsch sein")."""
    return bool(_PERMIT.search(clause))


def parse(clause: str) -> list[str]:
    """``ident_lang:LL`` / ``ident_lang:!LL`` for a rule about the language of the names in code, else nothing."""
    return list(_parse(clause))


@functools.lru_cache(maxsize=512)
def _parse(clause: str) -> tuple[str, ...]:
    clause = clause.replace("İ", "I")
    names = _NAMES.search(clause)
    if not names:
        return ()
    # the language nearest the names: "names in English", "Englisch ... Variablennamen", "変数名は英語で"
    found = sorted(_LANG.finditer(clause), key=lambda m: min(abs(m.start() - names.end()), abs(names.start() - m.end())))
    for lang in found[:1]:
        if _PERMIT.search(clause[min(names.start(), lang.start()):max(names.end(), lang.end()) + 12]):
            return ()  # "names may stay in English": the rule allows them, it asks nothing
        code = _CODES.get(_fold(lang.group(0)))
        if not code:
            return ()
        # a language in a clause of its own ("even when you answer in German") is the reply's, not the names'
        negated = bool(_NEG_BEFORE.search(clause[:lang.start()])) or bool(_NEG_AFTER.match(clause[lang.end():]))
        return (f"ident_lang:{'!' if negated else ''}{code}",)
    return ()


_PY_ASSIGN = rx(r"^\s*(?P<name>[A-Za-z_\u00c0-\uffff][\w]*)\s*(?::[^=\n]+)?[-+*/]?=(?!=)", re.M)
_PY_DEF = rx(r"^\s*(?:async\s+)?def\s+(?P<name>\w+)\s*\((?P<params>[^)]*)\)|^\s*class\s+(?P<cls>\w+)", re.M)
_PY_FOR = rx(r"\bfor\s+(?P<names>[\w\s,]+?)\s+in\b")
_OTHER = rx(r"\b(?:const|let|var|function|func|fn|def|class|let\s+mut|local)\s+(?P<name>[^\W\d][\w$]*)|"
                    r"(?P<walrus>[^\W\d]\w*)\s*:=")
_PY_INFO = frozenset({"python", "py", "python3"})


def _python_names(body: str) -> list[str] | None:
    try:
        tree = ast.parse(body)
    except (SyntaxError, ValueError):
        return None
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.append(node.name)
        elif isinstance(node, ast.arg):
            out.append(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.append(node.id)
    return out


def defined_names(info: str, body: str) -> list[str]:
    """The names a code block defines, in order, each once."""
    python = info in _PY_INFO or (not info and re.search(r"^\s*(?:def|class|import|from)\s", body, re.M))
    names: list[str] | None = _python_names(body) if python else None
    if names is None and python:
        names = [m.group("name") or m.group("cls") for m in _PY_DEF.finditer(body)]
        names += [p.split(":")[0].split("=")[0].strip(" *") for m in _PY_DEF.finditer(body) if m.group("params")
                  for p in m.group("params").split(",")]
        names += [m.group("name") for m in _PY_ASSIGN.finditer(body)]
        names += [n.strip() for m in _PY_FOR.finditer(body) for n in m.group("names").split(",")]
    if names is None:
        names = [m.group("name") or m.group("walrus") for m in _OTHER.finditer(body)]
    return list(dict.fromkeys(n for n in names if n and n not in ("self", "cls", "_")))


def _words(name: str) -> list[str]:
    spaced = re.sub(r"(?<=[a-zà-ÿ])(?=[A-ZÀ-Þ])", " ", name.strip("_$"))
    return [w.lower() for w in re.split(r"[_\s\d]+", spaced) if w]


_ENGLISH_LETTERS = rx(r"^[a-z]+$")
# names of formats and protocols are no word of any language ("load_json" is not Czech)
_TECHNICAL = frozenset({"json", "csv", "xml", "html", "yaml", "yml", "toml", "http", "https", "url", "uri", "api", "sql",
                        "uuid", "utf", "ascii", "jwt", "ssl", "tls", "tcp", "udp", "dns", "pdf", "png", "jpg", "svg", "rgb",
                        "config", "cfg", "args", "kwargs", "argv", "env", "repo", "regex", "async", "stdin", "stdout",
                        "stderr", "tmp", "temp", "src", "dst", "ctx", "req", "res", "resp", "init", "str", "int", "len"})


def language_of(name: str) -> str | None:
    """The language a name's words are confidently in, None when its words say nothing (too short, unclear)."""
    words = [w for w in _words(name) if len(w) >= 3 and w not in _TECHNICAL]
    if not words:
        return None
    phrase = " ".join(words)
    guess = get_identifier().identify(phrase)
    letters = sum(len(w) for w in words)
    if any(not _ENGLISH_LETTERS.match(w) for w in words):  # ä, ş, ñ: no English word carries them
        return guess.language if guess.language and guess.language != "en" else "?"
    if guess.language is None:
        return None
    en = guess.score_of("en") or 0.0
    if len(words) >= 2 and letters >= 8:
        sure = guess.confidence >= 0.6 and (guess.language == "en" or en < 0.05)
    else:
        sure = letters >= 5 and guess.confidence >= 0.9 and (guess.language == "en" or en < 0.02)
    return guess.language if sure else None


def verdict(value: str, blocks: list[tuple[str, str]]) -> Finding:
    """BROKEN when a name the code defines is in another language than the rule asks (or in the one it refuses)."""
    refused = value.startswith("!")
    lang = value.lstrip("!")
    names = [n for info, body in blocks for n in defined_names(info, body)]
    if not names:
        return NOT_APPLICABLE, "no names defined in the code"
    for name in names:
        found = language_of(name)
        if found is None or found == "?" and lang != "en":
            continue
        if refused and found == lang:
            return BROKEN, f"a name in the code in {lang}: \"{name}\""
        if not refused and found != lang:
            return BROKEN, f"a name in the code not in {lang}: \"{name}\""
    return OBEYED, f"{len(names)} names in the code, none clearly in another language"
