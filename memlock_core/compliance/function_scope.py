"""A construct refused inside named functions: "C# / Unity: no LINQ inside Update() or FixedUpdate()", "kein
GetComponent() in Update()", "pas de LINQ dans Update()", "nada de LINQ dentro de Update()", "Update() の中で LINQ を
使わないで".

Why a module: the names of the functions, written as calls, were read as the refused calls (``no_call:Update``), so
every Unity script that defines ``void Update()`` broke the rule, a plain loop in it too. The function names after a
place word ("inside", "in", "within", "dans", "dentro de", "の中で") are the place; the construct before it is what is
refused there: LINQ (its query operators and query syntax) or a call named with its brackets. The check,
``no_within:WHAT:FN+FN``, reads the bodies of those functions in the reply's code; code that defines none of them
leaves the rule not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

TOKEN = "no_within"

_FN = r"`?[A-Za-z_]\w*\(\)`?"
_FNS = rf"(?P<fns>{_FN}(?:\s*(?:,|/|\bor\b|\band\b|\boder\b|\bund\b|\bou\b|\bet\b|\bo\b|\by\b|\be\b)\s*{_FN})*)"
_WHAT = r"(?P<what>LINQ|`?\.?[A-Za-z_][\w.]*\(\)`?)"
_REFUSED = (r"\b(?:no|never(?:\s+use)?|don'?t\s+use|do\s+not\s+use|avoid|kein\w*|nie|pas\s+de|jamais\s+de|sin|nada\s+de|"
            r"nunca|niente|mai|sem|nenhum|geen)\s+")
_PLACE = (r"\s+(?:inside|in|within|innerhalb(?:\s+von)?|im|dans|à\s+l['’]intérieur\s+de|dentro\s+de|en|all['’]interno\s+di|"
          r"nel(?:la)?|in|dentro|no|na)\s+(?:the\s+|your\s+|le\s+|la\s+|el\s+|der\s+)?")
_RULE = rx(rf"{_REFUSED}{_WHAT}{_PLACE}{_FNS}", re.I)
# the place first, verb-final: "Update() の中で LINQ を使わないで", "Update() 里不要用 LINQ", "Update() 안에서 LINQ 쓰지 마"
_RULE_CJK = rx(rf"{_FNS}\s*(?:の中で|の中では|内で|では|里|中|里面|안에서|에서)\s*(?:不要用|别用|不要使用)?\s*{_WHAT}"
               r"\s*(?:を|は|는|을|를)?\s*(?:使わない|使用しない|禁止|쓰지|사용하지|)", re.I)

# LINQ: its query operators called as methods, and its query syntax ("from e in enemies where ...")
_LINQ = rx(r"\.(?:Where|Select|SelectMany|OrderBy|OrderByDescending|ThenBy|ThenByDescending|Any|All|First|FirstOrDefault|"
           r"Last|LastOrDefault|Single|SingleOrDefault|ToList|ToArray|ToDictionary|ToHashSet|Sum|Min|Max|MinBy|MaxBy|"
           r"Average|Take|Skip|TakeWhile|SkipWhile|Distinct|GroupBy|Aggregate|Zip|Cast|OfType|Reverse)\s*(?:<[^>]*>)?\s*\(|"
           r"\bfrom\s+\w+\s+in\s+[\w.]+\s+(?:where|select|orderby|group)\b")


def names(clause: str) -> tuple[str, ...]:
    """The function names the clause sets as the place of a refused construct (to keep them off ``no_call``)."""
    found = _RULE.search(clause) or _RULE_CJK.search(clause)
    if not found:
        return ()
    return tuple(re.findall(r"([A-Za-z_]\w*)\(\)", found.group("fns")))


def parse(clause: str) -> list[str]:
    """``no_within:WHAT:FN+FN`` for "no LINQ inside Update() or FixedUpdate()"."""
    found = _RULE.search(clause) or _RULE_CJK.search(clause)
    if not found:
        return []
    what = found.group("what").strip("`").rstrip("()")
    fns = re.findall(r"([A-Za-z_]\w*)\(\)", found.group("fns"))
    if not fns or what.lower() in (f.lower() for f in fns):
        return []
    return [f"{TOKEN}:{'linq' if what.lower() == 'linq' else what}:{'+'.join(fns)}"]


def _bodies(code: str, fn: str) -> list[str]:
    """The bodies of the functions named ``fn`` that ``code`` defines: braces for C-like code, indentation for
    Python."""
    out = []
    head = rx(rf"^(?P<i>[ \t]*)(?:[\w<>\[\],.]+\s+)*{re.escape(fn)}\s*\([^)]*\)\s*(?::|\{{|$)", re.M)
    for found in head.finditer(code):
        rest = code[found.end() - (1 if found.group(0).endswith("{") else 0):]
        if found.group(0).rstrip().endswith(":"):  # Python: the lines indented under it
            lines = []
            for line in rest.split("\n")[1:]:
                if line.strip() and len(line) - len(line.lstrip()) <= len(found.group("i")):
                    break
                lines.append(line)
            out.append("\n".join(lines))
            continue
        start = rest.find("{")
        if start < 0:
            continue
        depth = 0
        for n, ch in enumerate(rest[start:], start):
            depth += (ch == "{") - (ch == "}")
            if depth == 0:
                out.append(rest[start + 1:n])
                break
    return out


def verdict(value: str, blocks: list[tuple[str, str]]) -> Finding:
    """no_within:WHAT:FN+FN: WHAT nowhere in the bodies of those functions."""
    what, _, fns = value.partition(":")
    pattern = _LINQ if what == "linq" else rx(rf"(?<![\w]){re.escape(what)}\s*\(" if not what.startswith(".")
                                               else rf"{re.escape(what)}\s*\(")
    shown = "LINQ" if what == "linq" else f"{what}()"
    seen = []
    for _, body in blocks:
        code = re.sub(r"//[^\n]*|\"(?:\\.|[^\"\\\n])*\"", '""', body)
        for fn in fns.split("+"):
            for inner in _bodies(code, fn):
                seen.append(fn)
                found = pattern.search(inner)
                if found:
                    line = inner[inner.rfind("\n", 0, found.start()) + 1:].split("\n")[0].strip()
                    return BROKEN, f"{shown} inside {fn}(): \"{line[:60]}\""
    if not seen:
        return NOT_APPLICABLE, f"no {' or '.join(f + '()' for f in fns.split('+'))} in the code"
    return OBEYED, f"no {shown} inside {', '.join(f + '()' for f in dict.fromkeys(seen))}"
