"""A pin that is a Markdown list of rules ("- no force push\n- no pushing tags without asking\n- branches must be
named feat/* or fix/*"): each item a rule of its own.

Why a module of its own: read as one text, the items lend each other their words (the globs of one item became the
protected paths of the whole list, its consent every item's). Each item of such a list says one rule, so each is read
alone and the rules are put together. Only a text whose every non-empty line is an item (a bullet or a number) and
that has two items or more is split; a lead-in line ("Never run these:") keeps the text whole.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["list_items"]

_ITEM = rx(r"^\s*(?:[-*+•・]|\d{1,2}[.)])\s+(\S.*)$")


def list_items(text: str) -> list[str]:
    """The items of a text that is a list of rules ([] when it is not one)."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2:
        return []
    items = []
    for line in lines:
        m = _ITEM.match(line)
        if m is None:
            return []
        items.append(re.sub(r"\s+", " ", m.group(1)).strip())
    return items
