"""Claude Code integration: hooks (SessionStart, PreCompact, UserPromptSubmit, PostCompact,
PreToolUse, Stop), the /guard slash command, and the audit daemon that keeps semantic mode fast.

Entry point: ``memlock-claude-hook`` or ``python -m memlock_adapters.claude_code`` (reads the hook
JSON on stdin, prints the hook output, always exits 0). Install with
``python memlock_setup.py --harness claude-code``. See docs/CLAUDE_CODE.md.

The names below are loaded on first use (PEP 562): the hook's entry point imports this package
before its stdlib-only fast path runs, and must not pay for anything it does not use.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .payload import HOST, SESSION_PREFIX, HookPayload, PayloadError, memlock_session_id

__all__ = ["HOST", "SESSION_PREFIX", "HookPayload", "PayloadError", "memlock_session_id"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import payload

        return getattr(payload, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
