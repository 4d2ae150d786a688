"""A run of lines each labelled with a category tag is the user's own instruction list (issue 22).

Users keep standing rules as lines labelled by what they govern: "[style] under 150 words", "[scope] billing tickets
only", "(lang) EN only", "[ton] tutoiement", "[Format] Stichpunkte". No header says "rules" and an item such as
"under 150 words" reads as no rule on its own, so the list went unread and its pins were re-injected.

Two or more consecutive lines, each opening on a bracketed or parenthesised word of letters (a category name,
1-2 words), make such a list. Not one: a log ("[INFO] started", "[WARN] disk low", "[ERROR] ..."), a to-do
("[x] done", "[ ] open"), numbered or lettered items (read by :mod:`memlock_core.detection.instruction_list`), or a
run under a header that names someone else's text ("The old bot's config:"). Questions are no items.
"""
from __future__ import annotations

from typing import Callable

from memlock_core.regex_cache import rx

_TAGGED_LINE = rx(r"^\s*(?:\[(?P<a>[^\W\d_][^\W\d_ -]{1,14}(?:[ -][^\W\d_]{2,14})?)\]|"
                          r"\((?P<b>[^\W\d_][^\W\d_ -]{1,14}(?:[ -][^\W\d_]{2,14})?)\))\s*[:\-–]?\s+(?P<body>\S.*)$")
# labels of a log, a status or a to-do, never a category of rules
_NOT_CATEGORY = frozenset("""info information warn warning warnings error errors err debug trace fatal notice critical
crit alert emerg emergency ok done todo wip fixed fix bug pass passed fail failed skip skipped success x v
new old deprecated removed added changed draft edit update sic quote quoted""".split())
_MIN_RUN = 2


def _tag(line: str) -> tuple[str, str] | None:
    m = _TAGGED_LINE.match(line)
    if not m:
        return None
    tag = (m.group("a") or m.group("b") or "").strip()
    if tag.casefold() in _NOT_CATEGORY or tag.isupper() and len(tag) > 3:  # "[WARNING]", "[DEBUG]": log levels
        return None
    return tag, m.group("body").strip()


def tagged_items(lines: list[str], others_header: Callable[[str], bool],
                 asks: Callable[[str], bool]) -> list[str]:
    """The bodies of every run of category-tagged lines in ``lines`` (see the module doc). ``others_header(line)``:
    the line before the run names someone else's text; ``asks(item)``: the item is a question."""
    out: list[str] = []
    run: list[str] = []
    previous = ""
    before_run = ""
    for line in [*lines, ""]:
        tagged = _tag(line)
        if tagged:
            if not run:
                before_run = previous
            run.append(tagged[1])
            continue
        if len(run) >= _MIN_RUN and not others_header(before_run):
            out.extend(item for item in run if not asks(item))
        run = []
        if line.strip():
            previous = line
    return out
