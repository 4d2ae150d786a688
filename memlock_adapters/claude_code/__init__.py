"""Claude Code integration: hooks (SessionStart, PreCompact, UserPromptSubmit, PostCompact),
the /guard slash command, and the audit daemon that keeps semantic mode fast.

Entry point: ``memlock-claude-hook`` or ``python -m memlock_adapters.claude_code`` (reads the hook
JSON on stdin, prints the hook output, always exits 0). Install with
``python memlock_setup.py --harness claude-code``. See docs/CLAUDE_CODE.md.
"""
from __future__ import annotations

from .payload import HOST, SESSION_PREFIX, HookPayload, PayloadError, memlock_session_id

__all__ = ["HOST", "SESSION_PREFIX", "HookPayload", "PayloadError", "memlock_session_id"]
