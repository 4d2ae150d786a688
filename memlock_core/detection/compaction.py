"""Finding compaction summaries in a message list (pure functions, plus an incremental scanner).

Hermes replaces old turns by a summary in one of three shapes: a standalone message at index 0, a
standalone message after the protected head, or MERGED into the first tail message, where only the
span from the summary prefix to the END marker is summary. Older builds used ``[CONTEXT SUMMARY]:``;
other hosts pass their own markers. Everything outside every summary span is the *active region*.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Sequence

from memlock_core.detection.messages import message_text

HERMES_SUMMARY_PREFIX = "[CONTEXT COMPACTION — REFERENCE ONLY]"
LEGACY_SUMMARY_PREFIX = "[CONTEXT SUMMARY]:"
SUMMARY_END_MARKER = "--- END OF CONTEXT SUMMARY"
DEFAULT_MARKERS: tuple[str, ...] = (HERMES_SUMMARY_PREFIX, LEGACY_SUMMARY_PREFIX)
_HEAD_CHECK = 8  # messages compared to tell "history only grew" from "history was rewritten"


@dataclass(frozen=True)
class SummarySpan:
    """One summary inside the history: message index and character span within its text."""

    index: int
    start: int
    end: int
    body_hash: str
    shape: str  # "standalone" | "merged" | "flagged" | "legacy" | "marker"

    @property
    def whole_message(self) -> bool:
        return self.shape in ("standalone", "flagged", "legacy") and self.start == 0


def _span_end(text: str, start: int) -> int:
    end = text.find(SUMMARY_END_MARKER, start)
    if end < 0:
        return len(text)
    line_end = text.find("\n", end)
    return len(text) if line_end < 0 else line_end


def summary_span_in(message: Any, index: int, markers: Sequence[str] = DEFAULT_MARKERS) -> SummarySpan | None:
    """The summary span inside one message, or None. Detection is by substring, not startswith."""
    if not isinstance(message, dict):
        return None
    text = message_text(message)
    flagged = bool(message.get("_compressed_summary"))
    if not text and not flagged:
        return None
    best: tuple[int, str] | None = None
    for marker in markers:
        if not marker:
            continue
        pos = text.find(marker)
        if pos < 0:
            continue
        if marker == LEGACY_SUMMARY_PREFIX and text[:pos].strip():
            continue  # the legacy prefix only ever started a message
        if best is None or pos < best[0]:
            best = (pos, marker)
    if best is None:
        if not flagged:
            return None
        start, shape = 0, "flagged"
        end = len(text)
    else:
        start, marker = best
        end = _span_end(text, start)
        if start and text[:start].strip():
            shape = "merged"
        elif marker == HERMES_SUMMARY_PREFIX:
            shape = "standalone"
        elif marker == LEGACY_SUMMARY_PREFIX:
            shape = "legacy"
        else:
            shape = "marker"
    body = text[start:end]
    digest = hashlib.sha256(body.encode("utf-8", "surrogatepass")).hexdigest()
    return SummarySpan(index=index, start=start, end=end, body_hash=digest, shape=shape)


def find_summaries(messages: Sequence[Any], markers: Sequence[str] = DEFAULT_MARKERS) -> list[SummarySpan]:
    """Every summary span, oldest first. The last one is the latest compaction."""
    spans = []
    for i, message in enumerate(messages):
        span = summary_span_in(message, i, markers)
        if span is not None:
            spans.append(span)
    return spans


def latest_summary(messages: Sequence[Any], markers: Sequence[str] = DEFAULT_MARKERS) -> SummarySpan | None:
    for i in range(len(messages) - 1, -1, -1):
        span = summary_span_in(messages[i], i, markers)
        if span is not None:
            return span
    return None


def _fingerprint(message: Any) -> tuple[Any, ...]:
    """What identifies a message cheaply: role, tool-call ids and text (many tool messages have no text)."""
    if not isinstance(message, dict):
        return (None, None, (), "")
    calls = message.get("tool_calls")
    ids = tuple(str(c.get("id")) for c in calls if isinstance(c, dict)) if isinstance(calls, list) else ()
    return (message.get("role"), message.get("tool_call_id"), ids, message_text(message))


class CompactionScanner:
    """Incremental summary detection for one conversation.

    Between two turns a history normally only grows at the end. The scanner remembers how many
    messages it has seen, the fingerprints of the first few and of the last few; when those still match it
    scans only the new messages, so a quiet turn costs O(new messages), not O(history). Any
    rewrite (a compaction shortens or replaces the head) triggers a full rescan. The tail window,
    not just the last message, is compared because a compaction below the head followed by a long
    tool loop can leave a longer list whose old last slot holds another message with the same
    (often empty) text.
    """

    def __init__(self) -> None:
        self._markers: tuple[str, ...] = ()
        self._count = 0
        self._head: list[tuple[Any, ...]] = []
        self._tail: list[tuple[Any, ...]] = []  # fingerprints of the last _HEAD_CHECK messages seen
        self._spans: list[SummarySpan] = []
        self.full_scans = 0

    def _still_appending(self, messages: Sequence[Any], markers: tuple[str, ...]) -> bool:
        if markers != self._markers or self._count == 0 or len(messages) < self._count:
            return False
        for i, old in enumerate(self._head):
            if _fingerprint(messages[i]) != old:
                return False
        first = self._count - len(self._tail)
        for offset, old in enumerate(self._tail[:-1]):
            if _fingerprint(messages[first + offset]) != old:
                return False
        # The last seen message may have grown (a host appends injected context to it).
        current, last = _fingerprint(messages[self._count - 1]), self._tail[-1]
        return current[:3] == last[:3] and current[3].startswith(last[3])

    def scan(self, messages: Sequence[Any], markers: Sequence[str] = DEFAULT_MARKERS) -> list[SummarySpan]:
        markers = tuple(markers)
        appending = self._still_appending(messages, markers)
        if appending:
            start = self._count
            # A grown last message may now hold a summary span; re-check it too.
            if self._spans and self._spans[-1].index == start - 1:
                self._spans.pop()
            start = max(0, start - 1)
            spans = list(self._spans)
        else:
            self.full_scans += 1
            start, spans = 0, []
        for i in range(start, len(messages)):
            span = summary_span_in(messages[i], i, markers)
            if span is not None:
                spans.append(span)
        self._markers = markers
        self._count = len(messages)
        if not (appending and len(self._head) == _HEAD_CHECK):  # a verified full head is still right
            self._head = [_fingerprint(m) for m in messages[:_HEAD_CHECK]]
        self._tail = [_fingerprint(m) for m in messages[-_HEAD_CHECK:]]
        self._spans = spans
        return list(spans)
