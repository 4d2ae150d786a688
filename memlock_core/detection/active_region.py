"""The active region: the text of a history a model treats as live, i.e. outside every summary.

Includes the system prompt and every user/assistant message; excludes summary spans (only the span,
so the live tail of a merged message still counts) and tool output, which is data the agent fetched,
not an instruction it was given.

memlock's own earlier reminder block *does* count as presence: it sits in a user message of the
active region and the model reads it as a live instruction. The safety net
(``hard_reinject_turns``) bounds how long the audit relies on an old reminder.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from memlock_core.detection.compaction import SummarySpan
from memlock_core.detection.messages import instruction_text


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
