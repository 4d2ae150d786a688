"""A library, module or class the rule refuses in the code the reply writes: "prefer pathlib over os.path",
"httpx instead of requests", "requests 말고 httpx", "requestsじゃなくてhttpx", "use pathlib, not os.path", "no unittest.TestCase classes".

The pair is read from the rule itself: the name after "over" / "instead of" / "rather than" / "plutôt que" /
"statt" / "en lugar de" / "invece di" / "而不是" / "代替" (or before "말고" / "대신" / "じゃなくて" / "ではなく" / "而是"), or a dotted
name after a plain "no" / "never" / "avoid". A name is a Python dotted identifier; a bare word counts only in a
rule about code (a code word, or a rule written in a non-Latin script, where a Latin word is a technical name).
The verdict reads the Python the reply writes (its code blocks, a file a tool call writes): an ``import`` of the
name or ``from`` it (a dotted name also used as ``a.b.attr`` / ``a.b(``, or its last part imported from its head); no
Python, no verdict.
"""
from __future__ import annotations

import functools
import re
import sys

from memlock_core.compliance.outcomes import BROKEN, OBEYED, Finding
from memlock_core.regex_cache import rx

_NAME = r"`?(?P<{g}>[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)`?"
# "A over B", "A instead of B": the second name is refused
_AFTER = rx(r"\b(?:over|instead of|rather than|in place of|plutôt que|au lieu de|statt|anstatt|anstelle von|"
                    r"en lugar de|en vez de|invece di|anziché|em vez de|in plaats van)\s+(?:the\s+|de\s+|del?\s+|di\s+)?"
                    + _NAME.format(g="b") + r"(?![\w(]|\.\w)", re.I)
# "B 말고 A", "B 대신 A", "BじゃなくてA", "B가 아니라 A", "不是B而是A": the first name is refused
_BEFORE = rx(_NAME.format(g="b") + r"\s*(?:말고|대신(?:에)?|(?:이|가)?\s*아니(?:라|고)|じゃなくて|ではなく|でなく|より|"
             r"(?:，|,)?\s*而是|不要|(?:は|を)(?:使わない|使用しない|使わず))")
# "用A而不是B", "A而非B", "用A代替B", "以A取代B": Chinese names the wanted one first, like "instead of"
_AFTER_ZH = rx(r"(?:而不是|而非|代替|取代|替代)\s*(?:使用|用)?\s*" + _NAME.format(g="b") + r"(?![\w(]|\.\w)")
# "use pathlib, not os.path", "pathlib, pas os.path", "pathlib, nicht os.path", "pathlib, no os.path": a name
# set against another by a comma and a negation; the second name is refused
_COMMA_NOT = rx(r"[\w`)]\s*[,;]\s*(?:and\s+|et\s+|und\s+|y\s+)?(?:not|never|pas|jamais|nicht|niemals|no|nunca|non|mai|"
                        r"não|niet|nooit)\s+(?:with\s+|met\s+|mit\s+|con\s+|avec\s+|com\s+|in\s+)?"
                        r"(?:the\s+|le\s+|la\s+|les\s+|de\s+|das\s+|den\s+|el\s+|los\s+)?"
                        + _NAME.format(g="b") + r"(?![\w(]|\.\w)", re.I)
# "no unittest.TestCase", "never os.path", "avoid `requests`": a plain refusal
_PLAIN = rx(r"\b(?:no|never(?: use)?|avoid|don'?t use|do not use|pas de|jamais|kein(?:e|en)?|nada de|nunca|"
                    r"niente|senza|sem|sin)\s+" + _NAME.format(g="b") + r"(?![\w(]|\.\w)", re.I)
_CODE_WORDS = rx(r"\b(?:python|code|import\w*|librar(?:y|ies)|lib|modules?|packages?|dependenc\w+|tests?|"
                         r"classes|class|api|sdk|bibliothèque|bibliothek|biblioteca|libreria|módulo|modulo)\b|"
                         r"라이브러리|모듈|패키지|ライブラリ|モジュール|パッケージ|库|模块|包", re.I)
_NON_LATIN = rx(r"[぀-ヿ一-鿿가-힣Ѐ-ӿ]")
# a dotted name ending in a file extension is a file ("secrets.yaml 不要读取" refuses reading a file, which the tool
# rule judges), not a module: Python module paths never end in these
_FILE_EXTENSIONS = frozenset({"yaml", "yml", "json", "toml", "ini", "cfg", "conf", "env", "md", "txt", "csv", "lock", "log",
                              "xml", "html", "htm", "py", "pyi", "js", "ts", "tsx", "jsx", "sh", "sql", "pem", "key", "crt",
                              "db", "sqlite", "tf", "tfvars", "lockb", "gz", "zip", "tar", "png", "jpg", "svg", "pdf"})
def names_code(text: str) -> bool:
    """The rule speaks of code (a code word in any language): a bare name it refuses may be a module."""
    return bool(_CODE_WORDS.search(text))


_STOP = frozenset({"the", "a", "an", "it", "them", "that", "this", "code", "python", "any", "all", "my", "your", "other",
                   "others", "one", "ones", "lists", "list", "tables", "prose", "words", "english"})


# what may follow a refused bare name for it to stand alone ("pytest, not unittest.", "nada de unittest"): not a noun
# it qualifies ("no random test data")
_ALONE = rx(r"^\s*(?:$|[,.;:)!]|\b(?:in|for|anywhere|ever|at all|please|here|en|dans|para|por|im|für)\b)", re.I)


def _stdlib_alone(name: str, after: str) -> bool:
    """A bare name refused by a plain "no" or ", not" that is a module of Python's standard library and stands alone
    ("tests with pytest, not unittest", "nada de unittest", "kein optparse"): a module, whatever the clause's words."""
    return name in sys.stdlib_module_names and name.islower() and bool(_ALONE.match(after))


def parse(clause: str) -> list[str]:
    """The names ``clause`` refuses in code, as ``no_module:NAME`` tokens."""
    return list(_parse(clause))


@functools.lru_cache(maxsize=512)
def _parse(clause: str) -> tuple[str, ...]:
    coded = bool(_CODE_WORDS.search(clause)) or bool(_NON_LATIN.search(clause))
    out: list[str] = []
    for pattern in (_AFTER, _AFTER_ZH, _BEFORE, _COMMA_NOT, _PLAIN):
        for found in pattern.finditer(clause):
            name = found.group("b")
            dotted = "." in name and not name.endswith(".")
            if dotted and name.rsplit(".", 1)[1].lower() in _FILE_EXTENSIONS:
                continue
            if name.lower() in _STOP or len(name) < 2 or len(name) > 40:
                continue
            if pattern is _BEFORE and re.search(r"使", found.group(0)) and name not in sys.stdlib_module_names:
                continue  # "gitは使わないで": a program refused, not a module (only a standard module is sure)
            if pattern in (_PLAIN, _COMMA_NOT) and not dotted and not (coded and _stdlib_alone(name, clause[found.end():])):
                continue  # "no emoji", "no tables": a plain "no" before a bare word is no library
            if not (dotted or coded) or name[0].isupper() and not dotted:
                continue  # a capitalised bare word ("over Python") is a language or a product, not an import name
            if re.fullmatch(r"\d.*|[A-Z]{2,}", name):
                continue
            out.append(f"no_module:{name}")
    return tuple(dict.fromkeys(out))


def _python_blocks(blocks: list[tuple[str, str]]) -> list[str]:
    return [body for info, body in blocks if info in ("python", "py", "python3")
            or (not info and re.search(r"^\s*(?:def|class|import|from)\s", body, re.M))]


@functools.lru_cache(maxsize=256)
def _use(name: str) -> re.Pattern[str]:
    """Where Python code uses ``name``: imports it, imports from it, or calls / reads an attribute of it; a dotted
    name also by its last part after ``from head import last``."""
    head, _, last = name.rpartition(".")
    esc = re.escape(name)
    parts = [rf"^\s*import\s+[^\n#]*(?<![\w.]){esc}(?![\w])", rf"^\s*from\s+{esc}(?:\.[\w.]+)?\s+import\b"]
    if head:  # a bare name is judged by its import alone: a variable "colour" is no module "colour"
        parts.append(rf"(?<![\w.]){esc}\s*[.(),]")
        parts.append(rf"^\s*from\s+{re.escape(head)}\s+import\s+[^\n#]*(?<![\w.]){re.escape(last)}(?![\w])")
    return rx("|".join(parts), re.M)


def verdict(name: str, blocks: list[tuple[str, str]]) -> Finding | None:
    """BROKEN when the Python code uses ``name``, OBEYED when it does not; None without Python code."""
    python = _python_blocks(blocks)
    if not python:
        return None
    pattern = _use(name)
    for body in python:
        found = pattern.search(body)
        if found:
            line = body[body.rfind("\n", 0, found.start()) + 1:].split("\n")[0]
            return BROKEN, f"{name} in the code: \"{line.strip()[:60]}\""
    return OBEYED, f"no {name} in the code"
