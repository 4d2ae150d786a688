"""The reminder block memlock injects: a stable marker line, one line per casualty, an overflow line.

The marker is declarative and never changes between turns (prompt caches stay warm, and the audit
can recognise memlock's own earlier blocks). The whole block as emitted, marker and overflow line
included, fits ``max_chars``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from .anchor import Anchor, sort_key

REMINDER_MARKER = "[memlock] Standing instructions — still in force:"
LINE_PREFIX = "  - "


def overflow_line(omitted: int) -> str:
    return f"  (+{omitted} more not shown; run /guard to see every standing instruction)"


@dataclass
class Reminder:
    text: str
    included: list[str] = field(default_factory=list)
    omitted: list[str] = field(default_factory=list)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"


def build_reminder(anchors: Sequence[Anchor], max_slots: int = 8, max_chars: int = 600) -> Reminder | None:
    """Pick anchors by priority then id within the slot and character budgets; None if none."""
    ordered = sorted(anchors, key=sort_key)
    if not ordered:
        return None
    reserve = len(overflow_line(len(ordered))) + 1
    budget = max_chars - len(REMINDER_MARKER)
    lines: list[str] = []
    included: list[str] = []
    omitted: list[str] = []
    used = 0
    for anchor in ordered:
        line = LINE_PREFIX + anchor.reminder
        cost = len(line) + 1
        room = budget - used - (reserve if len(ordered) > len(included) + 1 else 0)
        if len(included) < max_slots and cost <= room:
            lines.append(line)
            included.append(anchor.id)
            used += cost
        else:
            omitted.append(anchor.id)
    if not included:  # the top anchor alone is too long: shorten it rather than inject nothing
        top = ordered[0]
        room = budget - 1 - (reserve if len(ordered) > 1 else 0)
        if room < len(LINE_PREFIX) + 8:
            return None
        lines = [_cut(LINE_PREFIX + top.reminder, room)]
        included, omitted = [top.id], [a.id for a in ordered[1:]]
    if omitted:
        lines.append(overflow_line(len(omitted)))
    text = "\n".join([REMINDER_MARKER, *lines])
    assert len(text) <= max_chars, (len(text), max_chars)
    return Reminder(text, included, omitted)


def contains_reminder(text: str, reminder: Reminder) -> bool:
    return reminder.text in text
