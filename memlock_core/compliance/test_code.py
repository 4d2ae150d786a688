"""Calls refused outside tests: "no unwrap() in non-test code", "kein unwrap() außerhalb der Tests", "pas de unwrap()
hors des tests", "nada de unwrap() fuera de los tests", "テスト以外では unwrap() 禁止".

Why: read as a plain "no unwrap()", the rule broke a reply whose only ``unwrap()`` sat in an ``assert_eq!`` of a
``#[cfg(test)]`` module, which the rule allows in so many words. The refused call is looked for in the code with its
tests taken out: a Rust ``#[cfg(test)]`` module or ``#[test]`` function, a Python ``test_*`` function or ``Test*``
class, a Go ``TestXxx`` function, a JavaScript ``describe`` / ``it`` / ``test`` block. A block whose every line is a
test leaves nothing to judge.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

NON_TEST = "nontest"

_NON_TEST = rx(
    r"\bnon-?tests?\b|\b(?:outside|out of)\s+(?:of\s+)?(?:the\s+|your\s+)?(?:unit\s+)?tests?\b|"
    r"\b(?:except|but not|apart from|other than)\s+(?:in\s+)?(?:the\s+|your\s+)?(?:unit\s+)?tests?\b|"
    r"\b(?:production|prod|library|lib|app|application)\s+code\b|"
    r"\btests?\s+(?:code\s+)?(?:are|is)\s+(?:fine|ok|okay|exempt|allowed)\b|"
    # verbless: "tests exempt", "tests excluded", "Tests ausgenommen", "tests exemptés", "tests exentos"
    r"\b(?:tests?|test files|test code)\s+(?:exempt(?:ed)?|excluded|excepted|ausgenommen|exemptés|exclus|exentos|excluidos|"
    r"esclusi|esenti)\b|"
    r"\bhors\s+(?:des\s+|du\s+code\s+de\s+)?tests?\b|\bsauf\s+dans\s+les\s+tests\b|\ben dehors des tests\b|"
    r"\baußerhalb\s+(?:der\s+|von\s+)?tests\b|\baußer\s+in\s+(?:den\s+)?tests\b|\bnicht-?test-?code\b|"
    r"\bfuera\s+de\s+(?:los\s+)?tests\b|\b(?:salvo|excepto|menos)\s+en\s+(?:los\s+)?tests\b|"
    r"\bfuori\s+dai\s+test\b|\btranne\s+nei\s+test\b|テスト(?:コード)?以外|测试(?:代码)?以外|除了?测试|테스트\s*(?:코드\s*)?외", re.I)

# the line a test region opens on, and whether it is a brace language's block or an indented one
_BRACED_OPEN = rx(r"^(?P<i>[ \t]*)(?:#\[cfg\(test\)\]|#\[(?:tokio::)?test\]|func\s+Test\w*\s*\(|"
                  r"(?:describe|it|test)\s*\(\s*['\"`])", re.M)
_INDENTED_OPEN = rx(r"^(?P<i>[ \t]*)(?:(?:async\s+)?def\s+test\w*\s*\(|class\s+Test\w*\s*[(:])", re.M)


def refused_outside_tests(clause: str) -> bool:
    """The rule refuses its calls in non-test code only."""
    return bool(_NON_TEST.search(clause))


def without_tests(body: str) -> str:
    """``body`` with its test regions blanked (line count kept)."""
    lines = body.split("\n")
    drop: set[int] = set()
    for found in _BRACED_OPEN.finditer(body):
        start = body.count("\n", 0, found.start())
        depth, opened = 0, False
        for n in range(start, len(lines)):
            drop.add(n)
            code = re.sub(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'", '""', lines[n])
            depth += code.count("{") - code.count("}")
            opened = opened or "{" in code
            if opened and depth <= 0:
                break
    for found in _INDENTED_OPEN.finditer(body):
        start = body.count("\n", 0, found.start())
        indent = len(found.group("i"))
        drop.add(start)
        for n in range(start + 1, len(lines)):
            if lines[n].strip() and len(lines[n]) - len(lines[n].lstrip()) <= indent:
                break
            drop.add(n)
    return "\n".join("" if n in drop else line for n, line in enumerate(lines))
