"""The only place memlock reads Hermes internals: two facts hermes-agent 0.19.0 gives a plugin no
supported way to learn. The rest of the adapter uses documented hook arguments and public functions.

Private names touched here (``tests/test_hermes_compat.py`` fails when Hermes renames, removes or
changes one of them, so a Hermes upgrade cannot break memlock silently):

* ``hermes_cli.plugins._thread_tool_whitelist`` (a ``threading.local``; ``.allowed`` is set by the
  public ``set_thread_tool_whitelist`` and cleared by ``clear_thread_tool_whitelist``, no public
  getter): the background memory/skill review restricts its thread's tools with it.
* the thread name ``"bg-review"`` (``run_agent.AIAgent._spawn_background_review``): the thread the
  background review runs on.
* ``gateway.run.GatewayRunner._session_key_for_source(source)``: the session key the gateway itself
  computes for an incoming message (it honours the gateway config and profile multiplexing; only
  the next step, ``SessionStore.peek_session_id(key)``, is public).

Why no supported way exists: the review fork shares the user's ``session_id``, ``platform`` and
``model``; ``pre_llm_call``, ``llm_execution`` and ``on_session_end`` get the same arguments for it
as for a user turn. ``pre_gateway_dispatch`` passes the message's source but not its session.
"""
from __future__ import annotations

import sys
import threading
from typing import Any

REVIEW_THREAD = "bg-review"
PRIVATE_NAMES = (
    "hermes_cli.plugins._thread_tool_whitelist",
    "run_agent.AIAgent._spawn_background_review (thread name 'bg-review')",
    "gateway.run.GatewayRunner._session_key_for_source",
)


def in_background_review() -> bool:
    """True on the thread of Hermes's background review (an agent on the user's session id whose
    messages are never saved). Cheap: no import; Hermes has loaded ``hermes_cli.plugins`` before any
    hook can run, so without it in ``sys.modules`` there is no review."""
    if threading.current_thread().name.startswith(REVIEW_THREAD):
        return True
    plugins = sys.modules.get("hermes_cli.plugins")
    whitelist = getattr(plugins, "_thread_tool_whitelist", None)
    return getattr(whitelist, "allowed", None) is not None


def gateway_session_key(gateway: Any, source: Any) -> str:
    """The gateway's session key for a message source (what ``peek_session_id`` takes)."""
    return str(gateway._session_key_for_source(source) or "")
