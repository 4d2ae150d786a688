"""Reading text out of chat messages in any shape a host hands us.

Hosts send OpenAI-style messages whose ``content`` is a string, a list of parts, ``None`` or
something odd. Audits need the text a model would read as *instructions*, so tool output (data the
model fetched, not something the user told it) is kept apart.
"""
from __future__ import annotations

from typing import Any

from memlock_core.errors import UsageError

# Roles whose content is data the agent fetched, not instructions given to it.
DATA_ROLES = frozenset({"tool", "function", "ipython"})
# Part types that carry fetched data or calls rather than instruction text.
DATA_PART_TYPES = frozenset({"tool_result", "tool_use", "function_call", "function_call_output",
                             "image", "image_url", "input_image", "input_audio", "file", "document"})


class HistoryError(UsageError):
    """The message list is not a list of messages."""


def _part_text(part: Any, *, data: bool) -> str:
    if isinstance(part, str):
        return part
    if isinstance(part, dict):
        ptype = part.get("type")
        if not data and ptype in DATA_PART_TYPES:
            return ""
        text = part.get("text")
        if isinstance(text, str):
            return text
        if data and ptype == "tool_result":
            return content_text(part.get("content"), data=True)
        return ""
    return ""


def content_text(content: Any, *, data: bool = True) -> str:
    """Text of a ``content`` field. ``data=False`` drops tool-result and other data parts."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, (list, tuple)):
        pieces = [_part_text(p, data=data) for p in content]
        return "\n".join(p for p in pieces if p)
    if isinstance(content, dict):
        return _part_text(content, data=data)
    return str(content)


def _content(message: dict[str, Any]) -> Any:
    """What the model actually receives: Hermes keeps the sent text (user message plus any
    plugin context, e.g. an earlier memlock reminder) in ``api_content`` next to the clean
    ``content`` and replays it word for word on later turns."""
    api = message.get("api_content")
    return api if isinstance(api, (str, list)) else message.get("content")


def message_text(message: Any) -> str:
    """All readable text of a message (used for summary detection)."""
    if not isinstance(message, dict):
        return ""
    return content_text(_content(message))


def own_content(message: Any) -> str:
    """The message's own ``content`` when it is a string, else "": what the user typed, quotes and all. Never
    ``api_content``: the text sent beside it can carry an earlier memlock reminder, which quotes the pin itself and
    would read as the user quoting it (adoption, audit.py)."""
    raw = message.get("content") if isinstance(message, dict) else None
    return raw if isinstance(raw, str) else ""


def instruction_text(message: Any) -> str:
    """Text of a message that can carry an instruction: empty for tool/data messages."""
    if not isinstance(message, dict):
        return ""
    if message.get("role") in DATA_ROLES:
        return ""
    content = message.get("api_content")  # _content(), inline: read for every message of a compaction audit
    if not isinstance(content, (str, list)):
        content = message.get("content")
    if type(content) is str:  # the common case
        return content
    return content_text(content, data=False)


def validate_history(history: Any) -> list[Any]:
    """Return ``history`` as a list, or raise :class:`HistoryError` with a clear reason.

    Individual malformed entries (not dicts) are tolerated and read as empty: one bad message
    must not hide every other message from the audit.
    """
    if history is None:
        return []
    if isinstance(history, (str, bytes, dict)):
        raise HistoryError(f"message history must be a list of messages, got {type(history).__name__}")
    if not isinstance(history, (list, tuple)):
        try:
            history = list(history)
        except TypeError:
            raise HistoryError(f"message history must be a list of messages, got {type(history).__name__}") from None
    return history if isinstance(history, list) else list(history)

