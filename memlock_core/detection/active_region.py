"""The active region (outside every summary) and, within it, the in-force region the audit trusts.

Includes the system prompt and every user/assistant message; excludes summary spans (only the span,
so the live tail of a merged message still counts) and tool output, which is data the agent fetched,
not an instruction it was given.

memlock's own earlier reminder block *does* count as presence: it sits in a user message of the
active region and the model reads it as a live instruction. The safety net
(``hard_reinject_turns``) bounds how long the audit relies on an old reminder.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

from memlock_core.detection.compaction import SummarySpan
from memlock_core.detection.messages import instruction_text
from memlock_core.detection.reminder_format import LINE_PREFIX, REMINDER_MARKER


@dataclass(frozen=True)
class ActivePiece:
    index: int
    role: str
    text: str


def active_pieces(messages: Sequence[Any], spans: Sequence[SummarySpan]) -> list[ActivePiece]:
    by_index: dict[int, list[SummarySpan]] = {}
    for span in spans:
        by_index.setdefault(span.index, []).append(span)
    pieces: list[ActivePiece] = []
    for i, message in enumerate(messages):
        if not isinstance(message, dict):
            continue
        role = str(message.get("role") or "")
        own = by_index.get(i)
        if own:
            text = instruction_text(message)  # the text the spans' offsets are into
            kept, cursor = [], 0
            for span in sorted(own, key=lambda s: s.start):
                kept.append(text[cursor:span.start])
                cursor = max(cursor, span.end)
            kept.append(text[cursor:])
            text = "\n".join(k for k in kept if k.strip())
        else:
            text = instruction_text(message)
        if text.strip():
            pieces.append(ActivePiece(i, role, text))
    return pieces


# ── the in-force region: what the audit accepts as evidence (issue 9) ─────────────────────────
# An anchor is alive only on positive evidence that its rule is still in force. Evidence is
# accepted only from text with authority that the model reads as live:
#   * the system (or developer) prompt, wherever it sits: hosts never compact it;
#   * user messages AFTER the latest summary (the protected head and text between two summaries
#     will be folded into the next summary, and Hermes marks the old content of a merged message
#     "for reference only");
#   * lines of memlock's own reminder block in such a message (role "reminder").
# Assistant prose and tool output are never evidence; neither is quoted or pasted material in a
# user message (fenced code, "> " quote lines, text inside double quotes of four words or more).
AUTHORITY_ROLES = frozenset({"system", "developer"})
REMINDER_ROLE = "reminder"
_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_QUOTE_LINE = re.compile(r"^[ \t]*>.*$", re.MULTILINE)
_QUOTED = re.compile(r"[\"“”«»„]([^\"“”«»„\n]{1,400})[\"“”«»„]")
_MIN_QUOTED_WORDS = 4


def _unquote(text: str) -> str:
    """``text`` without quoted or pasted material (each removed part becomes "…")."""
    text = _FENCE.sub(" … ", text)
    text = _QUOTE_LINE.sub("…", text)
    return _QUOTED.sub(lambda m: "…" if len(m.group(1).split()) >= _MIN_QUOTED_WORDS else m.group(0), text)


def split_reminder(text: str) -> tuple[str, list[str]]:
    """Split memlock's reminder block out of a message: (the rest, the instruction lines it shows)."""
    pos = text.find(REMINDER_MARKER)
    if pos < 0:
        return text, []
    lines: list[str] = []
    rest_lines: list[str] = []
    after = text[pos + len(REMINDER_MARKER):].splitlines()
    in_block = True
    for line in after:
        if in_block and line.startswith(LINE_PREFIX):
            lines.append(line[len(LINE_PREFIX):].strip())
            continue
        if in_block and line.strip().startswith("(+"):  # the overflow line
            continue
        if in_block and not line.strip() and not lines:
            continue
        in_block = False
        rest_lines.append(line)
    rest = text[:pos] + "\n".join(rest_lines)
    return rest, [ln for ln in lines if ln]


def in_force_pieces(messages: Sequence[Any], spans: Sequence[SummarySpan]) -> list[ActivePiece]:
    """The pieces whose text may keep an anchor alive (see the section comment above)."""
    last = max(spans, key=lambda s: (s.index, s.end)) if spans else None
    pieces: list[ActivePiece] = []
    for i, message in enumerate(messages):
        if not isinstance(message, dict):
            continue
        role = str(message.get("role") or "")
        if role in AUTHORITY_ROLES:
            own = [s for s in spans if s.index == i]
            if own:  # a summary inside a system message: keep only what lies outside it
                text = "\n".join(p.text for p in active_pieces([message], [SummarySpan(0, s.start, s.end,
                                                                                       s.body_hash, s.shape)
                                                                            for s in own]))
            else:
                text = instruction_text(message)
            rest, reminder_lines = split_reminder(text)  # Claude Code delivers hook context as a system message
            pieces.extend(ActivePiece(i, REMINDER_ROLE, line) for line in reminder_lines)
            if rest.strip():
                pieces.append(ActivePiece(i, "system", _unquote(rest)))
            continue
        if role != "user" or (last is not None and i < last.index):
            continue
        if last is not None and i == last.index:
            text = instruction_text(message)[last.end:]  # the text the span offsets are into
        else:
            text = instruction_text(message)
        rest, reminder_lines = split_reminder(text)
        pieces.extend(ActivePiece(i, REMINDER_ROLE, line) for line in reminder_lines)
        rest = _unquote(rest)
        if rest.strip():
            pieces.append(ActivePiece(i, "user", rest))
    return pieces
