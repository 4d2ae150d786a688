"""The JSON Claude Code writes to a hook's stdin, checked once so handlers get typed fields.

Common to every event: ``session_id, transcript_path, cwd, permission_mode, hook_event_name``.
SessionStart adds ``source`` (startup|resume|clear|compact); UserPromptSubmit ``prompt``;
PreCompact ``trigger`` and ``custom_instructions``; PostCompact ``trigger`` and ``compact_summary``;
PreToolUse ``tool_name`` and ``tool_input``; Stop ``stop_hook_active``.
Unknown fields are ignored (newer builds add some); a missing session id is an error, because
pins must never land in a guessed session.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from typing import Any

HOST = "claude-code"
SESSION_PREFIX = "claude-code:"
MAX_STDIN_BYTES = 64 * 1024 * 1024


class PayloadError(ValueError):
    """The hook input is not a usable Claude Code payload."""


def memlock_session_id(claude_session_id: str) -> str:
    """The memlock session of a Claude Code session: stable, and never clashes with Hermes ids."""
    return SESSION_PREFIX + claude_session_id


def _opt_str(data: dict, key: str) -> str | None:
    value = data.get(key)
    return value if isinstance(value, str) and value else None


@dataclass(frozen=True)
class HookPayload:
    event: str
    session_id: str  # Claude Code's id
    transcript_path: str | None = None
    cwd: str | None = None
    source: str | None = None
    trigger: str | None = None
    prompt: str | None = None
    compact_summary: str | None = None
    tool_name: str | None = None  # PreToolUse
    tool_input: Any = None  # PreToolUse: the tool's arguments (an object)
    stop_hook_active: bool = False  # Stop: Claude is already continuing because of a Stop hook
    last_assistant_message: str | None = None  # Stop, in builds that send it

    @property
    def memlock_session(self) -> str:
        return memlock_session_id(self.session_id)

    @classmethod
    def parse(cls, data: Any) -> "HookPayload":
        if not isinstance(data, dict):
            raise PayloadError(f"hook input must be a JSON object, got {type(data).__name__}")
        event = data.get("hook_event_name")
        if not isinstance(event, str) or not event:
            raise PayloadError("hook input has no hook_event_name")
        sid = data.get("session_id")
        if not isinstance(sid, str) or not sid.strip():
            raise PayloadError(f"{event}: hook input has no session_id")
        if len(sid) > 256 or any(ord(c) < 32 for c in sid):
            raise PayloadError(f"{event}: session_id is too long or contains control characters")
        cwd = _opt_str(data, "cwd") or os.environ.get("CLAUDE_PROJECT_DIR") or None
        return cls(event=event, session_id=sid, transcript_path=_opt_str(data, "transcript_path"), cwd=cwd,
                   source=_opt_str(data, "source"), trigger=_opt_str(data, "trigger"),
                   prompt=data.get("prompt") if isinstance(data.get("prompt"), str) else None,
                   compact_summary=_opt_str(data, "compact_summary"), tool_name=_opt_str(data, "tool_name"),
                   tool_input=data.get("tool_input") if isinstance(data.get("tool_input"), (dict, list)) else None,
                   stop_hook_active=data.get("stop_hook_active") is True,
                   last_assistant_message=_opt_str(data, "last_assistant_message"))

    @classmethod
    def from_bytes(cls, raw: bytes) -> "HookPayload":
        if not raw.strip():
            raise PayloadError("empty hook input (expected Claude Code's JSON on stdin)")
        if len(raw) > MAX_STDIN_BYTES:
            raise PayloadError(f"hook input larger than {MAX_STDIN_BYTES} bytes")
        try:
            data = json.loads(raw.decode("utf-8", "replace"))
        except RecursionError:
            raise PayloadError("hook input is nested too deeply") from None
        except ValueError as exc:
            raise PayloadError(f"hook input is not JSON: {exc}") from None
        return cls.parse(data)
