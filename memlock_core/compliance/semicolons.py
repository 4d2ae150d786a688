"""Semicolons asked for in JavaScript / TypeScript: "always use semicolons in JS/TS", "コードを書くときはセミコロンを
省略しないでください（JS/TS）", "Semikolons nicht weglassen", "n'omets pas les points-virgules", "siempre con punto y coma".

Why a module of its own: the code reader knew only the ban ("no semicolons"), and read a refused omission ("don't
leave out semicolons") as no rule at all. A rule asks for them when it names semicolons and either no negation
or a negated omission verb (the double negative). Judged on JS / TS code (``semicolons`` in ``code_rules``): a
line that ends a statement (a name, a call, a literal) with no semicolon breaks it; a line that opens or
continues a block or an expression (``{``, ``,``, an operator, the next line opening with ``.``), a declaration
of a type member, a decorator or JSX is left alone.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

TOKEN = "semicolons"

_SEMICOLON = rx(r"\bsemi-?colons?\b|\bpoints?-virgules?\b|\bsemikolons?\b|\bstrichpunkte?\b|\bpunto y coma\b|"
                r"\bpunti e virgola\b|\bponto e vírgula\b|セミコロン|分号|세미콜론", re.I)
# leaving them out, refused: "don't omit / skip / drop / leave out / forget", "省略しない", "nicht weglassen"
_OMIT = rx(r"\b(?:omit\w*|skip\w*|drop\w*|leav\w* (?:\w+ )?out|forget\w*|miss\w*|weglass\w*|vergess\w*|omet\w*|"
           r"oubli\w*|omit\w*|olvid\w*|quit\w*|dimentic\w*|tralasci\w*|esquec\w*)\b|省略|省く|抜か|漏れ|省略|생략|빼먹", re.I)
_NEGATION = rx(r"\b(?:no|not|never|don'?t|do not|without|nicht|nie|kein\w*|ohne|pas|jamais|sans|nunca|sin|non|mai|"
               r"senza|não|sem)\b|しない|ないで|禁止|不要|别|不能|하지\s?마|말고", re.I)
_ALWAYS = rx(r"\b(?:always|use|add|put|end|keep|immer|toujours|siempre|sempre|mit|avec|con|com|with|required|"
             r"mandatory|obligatoire|obligatorio|pflicht)\b|必ず|付けて|つけて|入れて|加上|要加|붙여", re.I)


def asks_semicolons(clause: str) -> bool:
    """The clause asks JS / TS statements to end with a semicolon (the caller checks the clause names JS / TS)."""
    found = _SEMICOLON.search(clause)
    if not found:
        return False
    # the part of the clause that speaks of them ("JS: always semicolons, never var": the ban is var's)
    start = max((m.end() for m in re.finditer(r"[,;.、，。]", clause[:found.start()])), default=0)
    end = next((m.start() for m in re.finditer(r"[,;.、，。]", clause[found.end():])), len(clause) - found.end())
    part = clause[start:found.end() + end]
    omit = _OMIT.search(part)
    if omit:  # "don't omit semicolons": the omission refused
        return bool(_NEGATION.search(part))
    return not _NEGATION.search(part) and bool(_ALWAYS.search(part))


_OPEN_END = re.compile(r"[{(\[,;:?&|+\-*/%=<>!.]$|=>$|^\s*$")
_SKIP_LINE = re.compile(r"^\s*(?:@|//|/\*|\*|#|<|\}|\)|\]|import\s+type\b|case\b|default\b|else\b|if\b|for\b|while\b|"
                        r"switch\b|try\b|catch\b|finally\b|do\b|function\b|class\b|interface\b|enum\b|namespace\b|"
                        r"export\s+(?:default\s+)?(?:async\s+)?(?:function|class|interface|enum|type\s+\w+\s*=\s*\{))")
_MEMBER = re.compile(r"^\s*(?:readonly\s+)?[\w$]+\??\s*:\s*[^=;]+$")
_CONTINUES = re.compile(r"^\s*(?:\.|\?|:|&&|\|\||\+|-|\*|/|\)|\]|=>)")


def verdict(bodies: list[str]) -> Finding:
    """semicolons on JS / TS code bodies: every statement line ends with one."""
    if not bodies:
        return NOT_APPLICABLE, "no JavaScript or TypeScript code"
    checked = 0
    for body in bodies:
        text = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
        rows = [re.sub(r"\s//.*$|^\s*//.*$", "", row).rstrip() for row in text.splitlines()]
        depth_type = 0
        for index, row in enumerate(rows):
            if re.search(r"\b(?:interface|type)\s+\w+[^=]*=?\s*\{\s*$", row):
                depth_type += 1
            if depth_type and row.strip().startswith("}"):
                depth_type -= 1
                continue
            if row.endswith(";") and not depth_type:
                checked += 1
                continue
            if not row.strip() or depth_type or _SKIP_LINE.match(row) or _OPEN_END.search(row) or _MEMBER.match(row):
                continue
            if row.rstrip().endswith(("`", ">")) or row.count("`") % 2:
                continue  # a template literal or JSX runs over several lines
            following = next((r for r in rows[index + 1:] if r.strip()), "")
            if _CONTINUES.match(following):
                continue
            checked += 1
            if re.search(r"[\w$)\]\"'`]$", row):
                return BROKEN, f"no semicolon ends \"{row.strip()[:50]}\""
    return (OBEYED, "every statement ends with a semicolon") if checked else (NOT_APPLICABLE, "no statement to end")
