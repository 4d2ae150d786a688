"""A block between an opening and a closing tag line is pasted material, not the user's words.

"[AGENT REMINDER — pinned]" ... "[/AGENT REMINDER]", "<rules>" ... "</rules>", "[quote]" ... "[/quote]": a pair of
tag lines with the same name marks a block some program, template or other writer produced, which the user shows
("This block showed up in another agent's output. What produces it?"). Its lines are never the user's rule, however
rule-shaped (issue 24); the pin a block like that holds is re-injected (recall first). A tag must open and close
on lines of their own with the same name: a lone "[INFO]" or "<br>" marks nothing.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# an opening tag line and its closing line, the same name (the first word) in both, the block between them
_BLOCK = rx(r"^[ \t]*(?P<o>[\[<])(?P<name>[^\W\d_][\w-]{0,30})\b[^\n\]>]*[\]>][ \t]*\n"
            r".*?\n[ \t]*[\[<]/(?P=name)\b[^\n\]>]*[\]>][ \t]*$", re.IGNORECASE | re.MULTILINE | re.DOTALL)


def without_tag_blocks(text: str) -> str:
    """``text`` with every block between a tag line and its closing tag line (both included) as "…"."""
    if "[/" not in text and "</" not in text:
        return text
    return _BLOCK.sub("…", text)
