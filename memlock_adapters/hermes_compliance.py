"""Hermes hooks for compliance: check each final reply (``post_llm_call``) and each tool call before
it runs (``pre_tool_call``). Kept apart from hermes_plugin.py, which registers them.

Signatures as Hermes 0.19.0 calls them (hermes_cli/plugins.py, agent/turn_finalizer.py): keyword
arguments only; ``pre_tool_call`` gets ``tool_name, args, session_id, task_id, tool_call_id,
turn_id, ...`` and may return ``{"action": "block", "message": str}`` (the message becomes the tool
result the model sees); ``post_llm_call`` gets ``session_id, assistant_response, ...`` after the
tool loop of a turn. Both fail open: a memlock error never blocks a call or breaks the turn.
"""
from __future__ import annotations

import logging
import os
from datetime import datetime
from typing import Any, Callable

from memlock_core.session import compliance_flow
from memlock_core.session.engine import Engine

log = logging.getLogger("memlock")

Hook = Callable[..., Any]


def make_hooks(get_engine: Callable[[], Engine],
               caller_session: Callable[[], tuple[str | None, str]]) -> tuple[Hook, Hook]:
    """(post_llm_call, pre_tool_call) bound to the plugin's engine getter and its caller lookup (the
    session of the chat that made the call when Hermes does not pass one; never "the last active")."""

    def post_llm_call(session_id: str = "", assistant_response: Any = None, user_message: Any = None,
                      **_: Any) -> None:
        try:
            if not session_id or not isinstance(assistant_response, str):
                return
            engine = get_engine()
            engine.ensure_started(session_id)
            compliance_flow.after_reply(engine, session_id, assistant_response,
                                        user_message if isinstance(user_message, str) else None)
        except Exception:  # noqa: BLE001 - never break the user's turn
            log.exception("memlock: post_llm_call failed; continuing without it")

    def pre_tool_call(tool_name: str = "", args: Any = None, session_id: str = "", **_: Any) -> dict[str, str] | None:
        engine: Engine | None = None
        sid = ""
        try:
            engine = get_engine()
            sid = session_id or caller_session()[0] or ""
            if not sid or not tool_name:
                return None
            engine.ensure_started(sid)
            cwd = args.get("workdir") if isinstance(args, dict) and isinstance(args.get("workdir"), str) else ""
            decision = compliance_flow.before_tool(engine, sid, tool_name, args if args is not None else {},
                                                   reader=compliance_flow.disk_reader, cwd=cwd or os.getcwd(),
                                                   now=datetime.now().astimezone())
        except Exception:  # noqa: BLE001 - logged; a pin that blocks tool calls refuses the call, else it runs
            log.exception("memlock: pre_tool_call failed")
            if engine is None or not sid:
                return None
            decision = compliance_flow.decision_on_error(engine, sid, tool_name)
        if decision.block:
            return {"action": "block", "message": decision.message}
        return None

    return post_llm_call, pre_tool_call
