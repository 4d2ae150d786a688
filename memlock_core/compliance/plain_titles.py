"""A plain line standing in for a section heading, in a reply that titles its other sections with headings.

Why a module of its own: under "use ## headings to separate the sections" a reply titled two sections ``## Alta``
and ``## Configuración`` and the third with the bare word "Formación" on its own line; the markdown saw a paragraph
and the rule passed. A line counts here only in a reply that has markdown headings already, when it is short (one to
five words), opens with a capital, ends with no stop, colon or other mark, stands after a blank line (or opens the
reply), and a line of text follows it directly: the shape of a title, not of a sentence. List items, bold lines
(reply_shape.bold_headings), code and table rows are not read.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import HEADING, parse

_TITLE = re.compile(r"(?:[^\W\d_][\w'’-]*)(?:\s+[\w'’&/-]+){0,4}")


def plain_titles(text: str) -> list[str]:
    """The plain title lines of a reply that has markdown headings (see the module docstring)."""
    if not parse(text).of(HEADING):
        return []
    lines = text.split("\n")
    fenced = False
    out = []
    for index, raw in enumerate(lines):
        line = raw.strip()
        if line.startswith(("```", "~~~")):
            fenced = not fenced
            continue
        if fenced or not line or not _TITLE.fullmatch(line) or not line[0].isupper():
            continue
        before = lines[index - 1].strip() if index else ""
        after = lines[index + 1].strip() if index + 1 < len(lines) else ""
        if before or not after or after.startswith(("#", "|", "```")):
            continue
        if len(after.split()) < 3 and not re.match(r"[-*+]\s|\d+[.)]\s", after):
            continue  # a line of text follows, a sentence or a list
        out.append(line)
    return out
