"""Putting a reminder block into an outgoing request's message list (OpenAI shape), without
mutating the caller's objects and without ever adding the same block twice."""
from __future__ import annotations

from typing import Any, Sequence

from memlock_core.detection.compaction import SummarySpan
from memlock_core.detection.messages import message_text


def already_has(messages: Sequence[Any], block: str, start: int = 0) -> bool:
    return any(block in message_text(m) for m in messages[start:] if isinstance(m, dict))


def inject_block(messages: Sequence[Any], block: str, spans: Sequence[SummarySpan]) -> list[Any] | None:
    """A new list with ``block`` appended to the last live user message (or as a new user message
    at the end when the current user turn is inside the summary). None if already present."""
    after = spans[-1].index if spans else -1
    if already_has(messages, block, max(0, after)):
        return None
    out = list(messages)
    for i in range(len(out) - 1, after, -1):
        message = out[i]
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            patched = dict(message)
            if isinstance(content, list):
                patched["content"] = [*content, {"type": "text", "text": block}]
            else:
                base = content if isinstance(content, str) else message_text(message)
                patched["content"] = f"{base}\n\n{block}" if base else block
            out[i] = patched
            return out
    out.append({"role": "user", "content": block})
    return out
