"""Does a test run's own selection leave out the part of the suite a rule keeps off? ``pytest -m "not integration"``,
``pytest -k "not e2e and not slow"``, ``pytest --ignore=tests/integration``, ``pytest --deselect tests/e2e``.

Why a module of its own: a rule such as "don't run the integration tests (pytest -m integration)" is read as a part of
the suite (a name, a folder); a run with no path holds the whole suite, so it was read as running that part. But a
selection expression can exclude it: the run obeys the rule. The ``-m`` (markers) and ``-k`` (names) expressions are
parsed as what they are, boolean expressions of ``not``, ``and``, ``or`` and brackets, and evaluated for a test that
carries the banned marker and no other (``-m``), or whose name holds the banned word and any other (``-k``, matched by
substring, case-insensitively, as pytest does): if no such test can be selected, the part is left out.
"""
from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Sequence

__all__ = ["excludes"]

_TOKEN = re.compile(r"\s*(\(|\)|[^\s()]+)")


class _Parser:
    """A recursive-descent reader of ``expr := or; or := and ('or' and)*; and := not ('and' not)*;
    not := 'not' not | '(' or ')' | ident``."""

    def __init__(self, text: str, truth: Callable[[str], bool]) -> None:
        self.tokens = _TOKEN.findall(text)
        self.at = 0
        self.truth = truth

    def _peek(self) -> str:
        return self.tokens[self.at] if self.at < len(self.tokens) else ""

    def _take(self) -> str:
        tok = self._peek()
        self.at += 1
        return tok

    def parse(self) -> bool | None:
        try:
            value = self._or()
        except ValueError:
            return None
        return value if self.at == len(self.tokens) else None

    def _or(self) -> bool:
        value = self._and()
        while self._peek() == "or":
            self._take()
            right = self._and()
            value = value or right
        return value

    def _and(self) -> bool:
        value = self._not()
        while self._peek() == "and":
            self._take()
            right = self._not()
            value = value and right
        return value

    def _not(self) -> bool:
        tok = self._take()
        if tok == "not":
            return not self._not()
        if tok == "(":
            value = self._or()
            if self._take() != ")":
                raise ValueError("unbalanced")
            return value
        if not tok or tok in (")", "and", "or"):
            raise ValueError("unexpected token")
        return self.truth(tok)


def _matches(ident: str, patterns: Sequence[str], substring: bool) -> bool:
    """Does the expression's name stand for the banned part (a marker ``integration``, a name pattern ``integr*``)?"""
    low = ident.lower()
    for p in patterns:
        stem = p.rstrip("/").rsplit("/", 1)[-1].lower()
        bare = stem.rstrip("*")
        if fnmatch.fnmatch(low, stem) or low == bare or (substring and bare and (low in bare or bare in low)):
            return True
    return False


def _selectable(expr: str, patterns: Sequence[str]) -> bool:
    """Can a test whose name holds the banned word satisfy the ``-k`` expression, whatever else its name holds?"""
    free = sorted({t for t in _TOKEN.findall(expr) if t not in ("(", ")", "and", "or", "not")
                   and not _matches(t, patterns, True)})[:8]
    for bits in range(1 << len(free)):
        chosen = {name for i, name in enumerate(free) if bits >> i & 1}
        value = _Parser(expr, lambda ident: _matches(ident, patterns, True) or ident in chosen).parse()
        if value is None or value:
            return True  # (an expression it cannot read selects what it may)
    return False


def _values(argv: Sequence[str], flags: tuple[str, ...]) -> list[str]:
    out = []
    for i, x in enumerate(argv):
        for f in flags:
            if x == f and i + 1 < len(argv):
                out.append(argv[i + 1])
            elif f.startswith("--") and x.startswith(f + "="):
                out.append(x[len(f) + 1:])
    return out


def excludes(argv: Sequence[str], patterns: Sequence[str]) -> bool:
    """The run's own selection leaves every test of ``patterns`` (names or folders of the banned part) out."""
    if not argv or not patterns or argv[0].rsplit("/", 1)[-1] not in ("pytest", "py.test"):
        return False
    for expr in _values(argv, ("-m",)):  # markers: a banned test carries its marker, others taken absent
        if _Parser(expr, lambda ident: _matches(ident, patterns, False)).parse() is False:
            return True
    for expr in _values(argv, ("-k",)):  # names: a banned test's name holds the banned word, any other word may be in it
        if not _selectable(expr, patterns):
            return True
    for place in _values(argv, ("--ignore", "--ignore-glob", "--deselect")):
        folder = place.rstrip("/").split("::", 1)[0]
        if any(fnmatch.fnmatch(part.lower(), p.rstrip("/").rsplit("/", 1)[-1].lower())
               for part in re.split(r"[/\\]", folder) for p in patterns):
            return True
    return False
