"""A construct refused in the code of one named language: "in Kotlin no `!!`, use ?. or ?:", "en Kotlin nada de
`!!`", "pas de `unwrap()` en Rust", "kein `any` in TypeScript", "Swift では `try!` を使わないで".

The rule names a programming language and refuses a construct written as code (in backticks) after a negation;
each becomes a ``no_token:LANG:TOKEN`` requirement. The verdict reads the code of that language only - a fenced
block tagged with it, or a file a tool call writes with its extension - with strings and comments blanked
(:mod:`code_text`: a comment that shows the old ``user!!.name`` is no use of it). Code in another language, or no
code, is not applicable.

Why a module of its own: the reply reader takes a backticked token after "no" for characters refused in the prose
(``no_chars``), which a tool call writing a Kotlin file never reaches; the language named is what scopes the rule.
"""
from __future__ import annotations

import re

from memlock_core.compliance.code_text import code_only
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["LANGUAGES", "parse", "verdict"]

# a language's names in a rule -> the fence infos (and file languages) of its code
LANGUAGES: dict[str, tuple[str, ...]] = {
    "kotlin": ("kotlin", "kt", "kts"), "swift": ("swift",), "rust": ("rust", "rs"), "go": ("go", "golang"),
    "typescript": ("typescript", "ts", "tsx"), "javascript": ("javascript", "js", "jsx", "mjs", "cjs"),
    "python": ("python", "py", "python3"), "java": ("java",), "csharp": ("csharp", "cs", "c#"),
    "ruby": ("ruby", "rb"), "php": ("php",), "scala": ("scala",), "dart": ("dart",), "cpp": ("cpp", "c++", "cc"),
}
_NAMES = rx(r"(?<![\w.])(?:(?P<kotlin>kotlin)|(?P<swift>swift)|(?P<rust>rust)|(?P<go>golang|go(?=\s*(?:code|files?|:)))|"
                    r"(?P<typescript>typescript|ts(?=\s*(?:code|files?|:)))|(?P<javascript>javascript|js(?=\s*(?:code|files?|:)))|"
                    r"(?P<python>python)|(?P<java>java)(?!script)|(?P<csharp>c#|csharp)|(?P<ruby>ruby)|(?P<php>php)|"
                    r"(?P<scala>scala)|(?P<dart>dart)|(?P<cpp>c\+\+|cpp))(?![\w+#])", re.I)
# a negation before the refused construct, in English, French, German, Spanish, Portuguese, Italian, Japanese, Chinese
_REFUSE = rx(r"\b(?:no|not|never|don'?t|do not|avoid|ban(?:ned)?|forbid\w*|nada de|nunca|sin|jamás|pas de|jamais|"
                     r"sans|évite\w*|kein\w*|nie|niemals|nicht|ohne|vermeide\w*|sem|nenhum|niente|mai|evita\w*)\b|"
                     r"禁止|使わない|使用しない|書かない|不要|别用|不用|勿用", re.I)
_TICKED = rx(r"`([^`\n]{1,20})`")
_JA_AFTER = rx(r"^\s*(?:は|を|も)?\s*(?:使わ|使用し|書か|禁止|不要|用)")


def parse(clause: str) -> list[str]:
    """``no_token:LANG:TOKEN`` for each backticked construct ``clause`` refuses in the one language it names."""
    langs = {k for m in _NAMES.finditer(clause) for k, v in m.groupdict().items() if v}
    if len(langs) != 1:
        return []
    lang = langs.pop()
    out: list[str] = []
    for m in _TICKED.finditer(clause):
        token = m.group(1).strip()
        if not token or not re.search(r"[^\w\s]|^\w+$", token):
            continue
        before = clause[max(0, m.start() - 24):m.start()]
        refused = _REFUSE.search(before) and not re.search(r"\b(?:use|utilise|usa|verwende|benutze|nutze|prefer)\b",
                                                             before[_last(_REFUSE, before):], re.I)
        if refused or _JA_AFTER.match(clause[m.end():]):
            out.append(f"no_token:{lang}:{token}")
    for m in _CALL.finditer(clause):  # "In C#, never call GC.Collect()": a call by its shape, no backticks needed
        before = clause[max(0, m.start() - 24):m.start()]
        tail = before[_last(_REFUSE, before):]  # "don't use X()" refuses X; "no Y, use X()" wants it
        if _REFUSE.search(before) and (re.fullmatch(r"\s*(?:use|call|utilise|usa|verwende|benutze)?\s*", tail, re.I) or
                                       not re.search(r"\b(?:use|utilise|usa|verwende|benutze|nutze|prefer|instead)\b",
                                                     tail, re.I)):
            token = m.group("name") + "("  # "GC.Collect(" is in "GC.Collect()" and "GC.Collect(0)" alike
            if f"no_token:{lang}:{m.group('name')}()" not in out:
                out.append(f"no_token:{lang}:{token}")
    return out


# a call written bare, a dotted name with empty brackets: "GC.Collect()", "Thread.Sleep()", "System.exit()"
_CALL = rx(r"(?<![`\w.])(?P<name>[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\(\)(?![`\w])")


def _last(pattern: re.Pattern[str], text: str) -> int:
    found = list(pattern.finditer(text))
    return found[-1].end() if found else 0


def _used(token: str, code: str) -> re.Match[str] | None:
    edge_l = r"(?<![\w$])" if re.match(r"\w", token) else ""
    edge_r = r"(?![\w$])" if re.search(r"\w$", token) else ""
    return re.search(edge_l + re.escape(token) + edge_r, code)


def verdict(value: str, blocks: list[tuple[str, str]]) -> Finding:
    """``value`` is ``LANG:TOKEN``; ``blocks`` the (info, body) code blocks of a reply or a file written."""
    lang, _, token = value.partition(":")
    infos = LANGUAGES.get(lang, (lang,))
    mine = [(info, body) for info, body in blocks if info.lower() in infos]
    if not mine:
        return NOT_APPLICABLE, f"no {lang} code"
    for info, body in mine:
        found = _used(token, code_only(body, info))
        if found:
            line = body[body.rfind("\n", 0, found.start()) + 1:].split("\n")[0]
            return BROKEN, f"{token} in the {lang} code: \"{line.strip()[:60]}\""
    return OBEYED, f"no {token} in the {lang} code"
