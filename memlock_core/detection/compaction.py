"""Finding compaction summaries in a message list (pure functions, plus an incremental scanner).

A summary is recognised by the position and shape its host writes, never by a marker appearing
somewhere in a text (a user asking what the marker means, a tool printing a log, a pin quoting it):

* only a user/assistant (or system/developer) message can be a summary; tool output and data parts
  (``tool_result`` …) never open or close one;
* Hermes's in-process ``_compressed_summary`` flag marks a summary whatever its text (Claude Code's
  compact boundary reaches us the same way: its transcript reader emits one flagged message);
* standalone shape: the message text *starts* with a summary prefix (the current Hermes prefix, the
  legacy ``[CONTEXT SUMMARY]:`` or a caller's marker) and runs to the LAST end marker (an END line
  quoted inside the body does not end it early) or, without one, to the end of the message;
* merged shape: the message starts with Hermes's ``[PRIOR CONTEXT …]`` header and the summary begins
  at the ``[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]`` delimiter that is followed by a prefix.

Everything outside every summary span is the *active region*. Offsets are into
:func:`~memlock_core.detection.messages.instruction_text`, the text the active region is cut from.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Sequence

from memlock_core.detection.messages import instruction_text, message_text

HERMES_SUMMARY_PREFIX = "[CONTEXT COMPACTION — REFERENCE ONLY]"
LEGACY_SUMMARY_PREFIX = "[CONTEXT SUMMARY]:"
SUMMARY_END_MARKER = "--- END OF CONTEXT SUMMARY"
MERGED_PRIOR_HEADER = "[PRIOR CONTEXT — for reference only; not a new message]"
MERGED_DELIMITER = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"
SUMMARY_FLAG = "_compressed_summary"
DEFAULT_MARKERS: tuple[str, ...] = (HERMES_SUMMARY_PREFIX, LEGACY_SUMMARY_PREFIX)
SUMMARY_ROLES = frozenset({"user", "assistant", "system", "developer"})
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
    """End of the summary that starts at ``start``: the end of the line holding the LAST end marker
    (a body that quotes the marker does not end there), else the end of the text."""
    end = text.rfind(SUMMARY_END_MARKER, start)
    if end < 0:
        return len(text)
    line_end = text.find("\n", end)
    return len(text) if line_end < 0 else line_end


def _opening_marker(text: str, markers: Sequence[str]) -> str | None:
    """The marker ``text`` starts with (leading whitespace aside), the longest if several do."""
    head = text.lstrip()
    found = [m for m in markers if m and head.startswith(m)]
    return max(found, key=len) if found else None


def _merged_start(text: str, markers: Sequence[str]) -> int | None:
    """Where the summary of Hermes's merged shape starts: at the first delimiter followed by a prefix."""
    if not text.lstrip().startswith(MERGED_PRIOR_HEADER):
        return None
    pos = text.find(MERGED_DELIMITER)
    while pos >= 0:
        if _opening_marker(text[pos + len(MERGED_DELIMITER):], markers) is not None:
            return pos
        pos = text.find(MERGED_DELIMITER, pos + 1)
    return None


def _span(index: int, text: str, start: int, end: int, shape: str) -> SummarySpan:
    digest = hashlib.sha256(text[start:end].encode("utf-8", "surrogatepass")).hexdigest()
    return SummarySpan(index=index, start=start, end=end, body_hash=digest, shape=shape)


def summary_span_in(message: Any, index: int, markers: Sequence[str] = DEFAULT_MARKERS) -> SummarySpan | None:
    """The summary span inside one message, or None (see the module docstring for the shapes)."""
    if not isinstance(message, dict) or message.get("role") not in SUMMARY_ROLES:
        return None
    flagged = bool(message.get(SUMMARY_FLAG))
    text = instruction_text(message)
    if not flagged and not text.lstrip().startswith((MERGED_PRIOR_HEADER, *markers)):
        return None  # the common case, decided without the shape checks below (a full rescan reads every message)
    merged = _merged_start(text, markers)
    if merged is not None:
        return _span(index, text, merged, _span_end(text, merged), "merged")
    marker = _opening_marker(text, markers)
    if marker is not None:
        shape = ("standalone" if marker == HERMES_SUMMARY_PREFIX
                 else "legacy" if marker == LEGACY_SUMMARY_PREFIX else "marker")
        return _span(index, text, 0, _span_end(text, 0), shape)
    if flagged:
        return _span(index, text, 0, len(text), "flagged")
    return None


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


_Fingerprint = tuple[Any, Any, tuple[str, ...], str]


def _fingerprint(message: Any) -> _Fingerprint:
    """What identifies a message cheaply: role, tool-call ids and text (many tool messages have no text).

    Called for ~18 messages on every turn (the scanner's head and tail), so the common shape (a dict
    whose content is a string, no tool calls) is read inline; the rest goes through message_text."""
    if not isinstance(message, dict):
        return (None, None, (), "")
    calls = message.get("tool_calls")
    ids = tuple(str(c.get("id")) for c in calls if isinstance(c, dict)) if isinstance(calls, list) else ()
    content = message.get("api_content")  # messages._content(), inline
    if not isinstance(content, (str, list)):
        content = message.get("content")
    text = content if type(content) is str else message_text(message)
    return (message.get("role"), message.get("tool_call_id"), ids, text)


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
        self._head: list[_Fingerprint] = []
        self._tail: list[_Fingerprint] = []  # fingerprints of the last _HEAD_CHECK messages seen
        self._spans: list[SummarySpan] = []
        self.full_scans = 0

    def _still_appending(self, messages: Sequence[Any], markers: tuple[str, ...]) -> list[_Fingerprint] | None:
        """The current fingerprints of the old tail window when the history only grew since the last
        scan (the new tail reuses them), else None."""
        if markers != self._markers or self._count == 0 or len(messages) < self._count:
            return None
        for i, old in enumerate(self._head):
            if _fingerprint(messages[i]) != old:
                return None
        first = self._count - len(self._tail)
        checked = [_fingerprint(m) for m in messages[first:self._count]]
        if checked[:-1] != self._tail[:-1]:
            return None
        # The last seen message may have grown (a host appends injected context to it).
        current, last = checked[-1], self._tail[-1]
        if current[:3] == last[:3] and current[3].startswith(last[3]):
            return checked
        return None

    def scan(self, messages: Sequence[Any], markers: Sequence[str] = DEFAULT_MARKERS) -> list[SummarySpan]:
        markers = tuple(markers)
        checked = self._still_appending(messages, markers)
        appending = checked is not None
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
        if not (appending and len(self._head) == _HEAD_CHECK):  # a verified full head is still right
            self._head = [_fingerprint(m) for m in messages[:_HEAD_CHECK]]
        if checked is not None:  # the old tail's fingerprints were just taken: only the new messages' are new
            self._tail = (checked + [_fingerprint(m) for m in messages[self._count:]])[-_HEAD_CHECK:]
        else:
            self._tail = [_fingerprint(m) for m in messages[-_HEAD_CHECK:]]
        self._markers = markers
        self._count = len(messages)
        self._spans = spans
        return list(spans)


def new_summary(spans: Sequence[SummarySpan], seen: Sequence[str], last_hash: str | None) -> SummarySpan | None:
    """The newest summary whose body was not seen before, or None.

    Every summary is compared, not only the last one: a summary-shaped message that stays later in
    the tail (a pasted summary) must not mask a real compaction inserted before it. ``seen`` empty
    with a ``last_hash`` is a session recorded before summaries were remembered: only a summary
    after the last known one is new there.
    """
    if not spans:  # most turns of a session never compacted
        return None
    candidates = list(spans)
    if not seen and last_hash is not None:
        hashes = [s.body_hash for s in candidates]
        if last_hash in hashes:
            candidates = candidates[len(hashes) - hashes[::-1].index(last_hash):]
    # ``seen`` is short (MAX_SUMMARY_HASHES) and asked about a span or two: no set built every turn
    fresh = [s for s in candidates if s.body_hash != last_hash and s.body_hash not in seen]
    return fresh[-1] if fresh else None
