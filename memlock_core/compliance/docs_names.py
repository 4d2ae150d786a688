"""Each library function of a code span linked on its own: "link the official docs whenever you mention a library
function".

Why a module of its own: ``sorted(d.items(), key=operator.itemgetter(1))`` names two library functions in one
span, and a link to the documentation of ``sorted`` was taken to cover the whole span. When a documentation link
points at one name of a span (its anchor or path names it: ``functions.html#sorted``), the span's other library
functions need a link of their own that names them (their module or their name). Library functions are told for
certain only in Python: a builtin, or a function of a standard-library module or of one the reply imports; a method
called on a variable (``rows.values()``) is not counted. A span with one name, or links that point at no name, keep
the reading of the whole span (sources.py).
"""
from __future__ import annotations

import builtins
import re
import sys

from memlock_core.regex_cache import rx

_SPAN = rx(r"`([^`\n]+)`")
# a call inside a span: "operator.itemgetter(", "sorted(", "json.dumps("
_IMPORT = rx(r"^\s*(?:import|from)\s+(\w+)", re.M)
_CALL = rx(r"(?<![\w.])(?P<name>(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)\s*\(")


def _names(span: str, imported: set[str]) -> list[str]:
    """The library functions a span calls: a builtin (``sorted(``) or a function of a module of the standard library
    or one the reply imports (``operator.itemgetter(``); ``rows.values()`` is a method of a variable."""
    out = []
    for found in _CALL.finditer(span):
        name = found.group("name")
        head = name.split(".")[0]
        if "." in name and (head in sys.stdlib_module_names or head in imported):
            out.append(name)
        elif "." not in name and hasattr(builtins, name) and name.islower():
            out.append(name)
    return out


def _points_at(url: str, name: str) -> bool:
    """The link's path or anchor names the function or its module."""
    tail = re.split(r"[#/?=&.:-]+", url.lower())
    return any(part.lower() in tail or f"{name.lower()}" in url.lower() for part in name.split("."))


def unlinked(body: str, doc_urls: list[str]) -> str | None:
    """A library function of a span holding several, left without a link of its own while a link points at
    another of them; None when there is none."""
    imported = set(_IMPORT.findall(body))
    for span in _SPAN.finditer(body):
        names = list(dict.fromkeys(_names(span.group(1), imported)))
        if len(names) < 2:
            continue
        pointed = [n for n in names if any(_points_at(u, n) for u in doc_urls)]
        if not pointed:
            continue
        missing = [n for n in names if n not in pointed]
        if missing:
            return missing[0]
    return None
