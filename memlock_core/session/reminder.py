"""The reminder block memlock injects: a stable marker line, one line per casualty, an overflow line.

The marker is declarative and never changes between turns (prompt caches stay warm, and the audit
can recognise memlock's own earlier blocks). The whole block as emitted, marker and overflow line
included, fits ``max_chars``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from memlock_core.anchor import Anchor, sort_key
from memlock_core.detection.reminder_format import LINE_PREFIX, PREFERENCE_MARKER, REMINDER_MARKER

PREFERENCE_KIND = "preference"
__all__ = ["LINE_PREFIX", "PREFERENCE_KIND", "PREFERENCE_MARKER", "REMINDER_MARKER", "Reminder", "build_reminder",
           "overflow_line"]


def overflow_line(omitted: int, compact: bool = False) -> str:
    if compact:  # for small budgets, where the full sentence would leave no room for an instruction
        return f"  (+{omitted} more: /guard)"
    return f"  (+{omitted} more not shown; run /guard to see every standing instruction)"


@dataclass
class Reminder:
    text: str
    included: list[str] = field(default_factory=list)
    omitted: list[str] = field(default_factory=list)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"


def _fit(ordered: Sequence[Anchor], max_slots: int, budget: int,
         overflow: Callable[[int], str] | None) -> tuple[list[str], list[str], list[str]] | None:
    """Greedy fill in priority order; ``budget`` excludes the marker line. None if not one line fits."""
    reserve = len(overflow(len(ordered))) + 1 if overflow else 0
    # The longest line one instruction may take: a reminder longer than that is shortened, so a
    # high-priority instruction is cut to fit rather than skipped in favour of a lower one.
    widest = budget - 1 - (reserve if len(ordered) > 1 else 0)
    if widest < len(LINE_PREFIX) + 8:
        return None
    lines: list[str] = []
    included: list[str] = []
    omitted: list[str] = []
    used = 0
    for anchor in ordered:
        line = _cut(LINE_PREFIX + anchor.reminder, widest)
        cost = len(line) + 1
        room = budget - used - (reserve if len(ordered) > len(included) + 1 else 0)
        if len(included) < max_slots and cost <= room:
            lines.append(line)
            included.append(anchor.id)
            used += cost
        else:
            omitted.append(anchor.id)
    if omitted and overflow:
        lines.append(overflow(len(omitted)))
    return lines, included, omitted


def build_reminder(anchors: Sequence[Anchor], max_slots: int = 8, max_chars: int = 600,
                   preferences: Sequence[Anchor] = ()) -> Reminder | None:
    """Pick anchors by priority then id within the slot and character budgets; None if none.

    The full overflow line is preferred; the compact one is used when it lets more instructions in
    (small budgets); with a budget too small for any overflow line, the top instruction goes alone.
    ``preferences`` (kind ``preference``, from the reverse audit) compete for the same slots and
    characters by priority, and are listed under their own :data:`PREFERENCE_MARKER` line.
    """
    ordered = sorted([*anchors, *preferences], key=sort_key)
    if not ordered:
        return None
    has_pins = any(a.kind != PREFERENCE_KIND for a in ordered)
    has_prefs = any(a.kind == PREFERENCE_KIND for a in ordered)
    budget = max_chars - len(REMINDER_MARKER if has_pins else PREFERENCE_MARKER)
    if has_pins and has_prefs:
        budget -= len(PREFERENCE_MARKER) + 1
    best = None
    for overflow in (overflow_line, lambda n: overflow_line(n, compact=True)):
        fitted = _fit(ordered, max_slots, budget, overflow)
        if fitted is not None and (best is None or len(fitted[1]) > len(best[1])):
            best = fitted
    if best is None:
        best = _fit(ordered[:1], max_slots, budget, None)
        if best is None:
            return None
        best = (best[0], best[1], [a.id for a in ordered[1:]])
    lines, included, omitted = best
    kinds = {a.id: a.kind for a in ordered}
    pin_lines = [line for line, i in zip(lines, included) if kinds[i] != PREFERENCE_KIND]
    pref_lines = [line for line, i in zip(lines, included) if kinds[i] == PREFERENCE_KIND]
    tail = lines[len(included):]  # the overflow line, if any
    head: list[str] = [REMINDER_MARKER, *pin_lines] if pin_lines else []
    if pref_lines:
        head += [PREFERENCE_MARKER, *pref_lines]
    if not head:
        return None
    text = "\n".join([*head, *tail])
    assert len(text) <= max_chars, (len(text), max_chars)
    return Reminder(text, included, omitted)

