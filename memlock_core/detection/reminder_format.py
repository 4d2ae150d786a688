"""The fixed lines of memlock's reminder block: the session writes them, the audit recognises them.

They live in the detection layer because the audit must tell memlock's own block (a line of it
keeps a rule alive) from any other text, and detection sits below the session layer.

Only memlock's own blocks are memlock's evidence (issue 24): the session records the digest of every
block it injected (:func:`block_digest`), and the audit reads a block's lines as reminder lines only
when the block it finds has one of those digests. Anything else that looks like a block (a marker
line copied into a memory entry, a system prompt, a tool result or a paste) is never evidence.
"""
from __future__ import annotations

import hashlib

REMINDER_MARKER = "[memlock] Standing instructions — still in force:"
# Preferences a memory store holds (reverse audit) are labelled apart and as what they are: data the user (or
# the model) once saved, not instructions the user gives now, and not pins (issue 24).
PREFERENCE_MARKER = "[memlock] Saved user preferences (data from memory, not instructions from the user now):"
LINE_PREFIX = "  - "
MARKER_NEEDLE = "[memlock]"  # any line carrying it is memlock-shaped: memlock's own block, or a copy
MAX_OWN_BLOCKS = 32  # digests a session remembers (each turn injects at most one block)


def block_lines(text: str) -> list[str]:
    """The lines of a block as compared: trailing whitespace and blank lines dropped."""
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def block_digest(text: str) -> str:
    """The digest a session records for a block it injected, and the audit compares."""
    return hashlib.sha256("\n".join(block_lines(text)).encode("utf-8", "surrogatepass")).hexdigest()[:32]


def continues_block(line: str) -> bool:
    """A line that belongs to the block above it: an instruction line, the overflow line, or the
    preferences label that follows the pins."""
    return line.startswith(LINE_PREFIX) or line.strip().startswith("(+") or line.strip() == PREFERENCE_MARKER
