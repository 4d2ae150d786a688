"""A usage example after every function the reply writes: "Always include a usage example after any function you
write", "Ajoute un exemple d'utilisation après chaque fonction", "Nach jeder Funktion ein Anwendungsbeispiel",
"Incluye un ejemplo de uso después de cada función", "関数には必ず使用例を付けて".

Why: read as "show a code example", the rule was met by the function's own code block (the function is code), and
an answer that wrote no function at all was asked for one. The rule speaks to replies that define a function; each
function defined at the top of a block must be called somewhere outside its own body: in a later line of the block,
in another block, in inline code (``chunks([1, 2, 3], 2)``) or in a doctest line (``>>> chunks(...)``).

Definitions read by their shape: Python / Ruby ``def``, JavaScript ``function`` and ``const f = (...) =>``, Go
``func``, Rust ``fn``, Kotlin ``fun``, shell ``name() {``. A method inside a class (indented) is left alone.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import INDENTED_CODE, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

USAGE_EXAMPLE = "usage_example"

_USAGE = (r"(?:usage|use|call(?:ing)?)\s+examples?|examples?\s+(?:of\s+)?(?:its\s+|their\s+|the\s+)?(?:usage|use|calls?|"
          r"invocations?)|examples?\s+call|how to call (?:it|them)|exemples?\s+d'(?:utilisation|appel|usage)|"
          r"anwendungsbeispiel\w*|verwendungsbeispiel\w*|beispielaufruf\w*|aufrufbeispiel\w*|nutzungsbeispiel\w*|"
          r"ejemplos?\s+de\s+(?:uso|llamada|invocación)|esempi[oi]?\s+d['i]\s*(?:uso|utilizzo|chiamata)|"
          r"exemplos?\s+de\s+(?:uso|chamada)|使用例|使い方の例|呼び出し例|用例|使用示例|调用示例|사용\s*예")
_FUNCTION = (r"functions?|funcs?|fonctions?|funktion(?:en)?|funci[oó]n(?:es)?|funzion[ei]|funç(?:ão|ões)|関数|函数|함수")
_RULE = rx(rf"(?:{_USAGE})[^.;\n]{{0,50}}(?:{_FUNCTION})|(?:{_FUNCTION})[^.;\n]{{0,50}}(?:{_USAGE})", re.I)
_NEGATION = rx(r"\b(?:no|not|never|don'?t|without|skip|pas|jamais|sans|kein\w*|nicht|ohne|sin|nunca|senza|sem)\b|"
               r"不要|いらない|不要です|なしで", re.I)


def asks_usage(clause: str) -> bool:
    """The rule asks for an example call after each function the reply writes."""
    found = _RULE.search(clause)
    return bool(found) and not _NEGATION.search(clause[:found.end()])  # type: ignore[union-attr]


_DEF = rx(r"^(?P<indent>[ \t]*)(?:export\s+)?(?:pub(?:\([\w:]+\))?\s+)?(?:async\s+)?(?:"
          r"def\s+(?P<py>[A-Za-z_]\w*[?!]?)|function\s*\*?\s*(?P<js>[A-Za-z_$][\w$]*)\s*\(|"
          r"(?:const|let|var)\s+(?P<arrow>[A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)|"
          r"func\s+(?:\([^)]*\)\s*)?(?P<go>[A-Za-z_]\w*)\s*[\[(]|fn\s+(?P<rs>[a-z_]\w*)\s*[<(]|fun\s+(?P<kt>[A-Za-z_]\w*)\s*[<(]|"
          r"(?P<sh>[A-Za-z_][\w-]*)\s*\(\)\s*\{)", re.M)


_SHELL_DEF = rx(r"^[A-Za-z_][\w-]*\s*\(\)\s*\{")


def _defined(body: str) -> list[tuple[str, int, int]]:
    """The functions a block defines at its top level: (name, first line, line after the body)."""
    lines = body.split("\n")
    out = []
    for found in _DEF.finditer(body):
        if found.group("indent"):
            continue
        name = next(g for g in (found.group(k) for k in ("py", "js", "arrow", "go", "rs", "kt", "sh")) if g)
        if name in ("main", "__init__") or name.startswith("test"):
            continue  # the program's entry point and tests run themselves
        start = body.count("\n", 0, found.start())
        end = start + 1
        while end < len(lines) and (not lines[end].strip() or lines[end][:1] in (" ", "\t")):
            end += 1  # the body: blank or indented lines
        if end < len(lines) and re.fullmatch(r"[})\]]+;?|end", lines[end].strip()):
            end += 1  # its closing brace or "end"
        out.append((name, start, end))
    return out


def verdict(text: str) -> Finding:
    """Each function the reply defines is called outside its own body."""
    s = parse(text)
    bodies = [b.body for b in s.code] + [ln.body for ln in s.of(INDENTED_CODE)]
    defined = [(i, name, start, end) for i, body in enumerate(bodies) for name, start, end in _defined(body)]
    if not defined:
        return NOT_APPLICABLE, "no function written in the reply"
    prose = re.sub(r"^\s{0,3}(?:```|~~~).*?^\s{0,3}(?:```|~~~)", " ", text, flags=re.M | re.S)
    for i, name, start, end in defined:
        own = bodies[i].split("\n")
        outside = "\n".join(own[:start] + own[end:])
        others = "\n".join(b for j, b in enumerate(bodies) if j != i)
        doctest = "\n".join(ln for ln in own[start:end] if ln.strip().startswith(">>>"))
        inline = " ".join(re.findall(r"`([^`\n]+)`", prose))
        # a shell function is called by its bare name, any other with its brackets
        call = rf"(?<![\w.$/-]){re.escape(name)}(?![\w-])" if _SHELL_DEF.match(own[start]) \
            else rf"(?<![\w.$]){re.escape(name)}\s*\("
        if not any(re.search(call, t) for t in (outside, others, doctest, inline)):
            return BROKEN, f"no usage example after {name}()"
    return OBEYED, f"{len(defined)} function{'s' if len(defined) > 1 else ''}, each called in an example"
