"""Whose session a `/guard` acts on, with Hermes's real gateway session store (hermes-agent 0.19.0).

The gateway dispatches a plugin command in the asyncio task of the message that carried it, right
after the `pre_gateway_dispatch` hook. Each message below runs in its own context (as each gateway
message runs in its own task): the command sees its own chat's session and no other.
"""
from __future__ import annotations

import contextvars
from types import SimpleNamespace

import pytest

from memlock_adapters import hermes_plugin
from memlock_core import run_request
from tests.require import require_module

gateway_session = require_module("gateway.session", "hermes-agent (the [hermes] extra)")
gateway_config = require_module("gateway.config", "hermes-agent (the [hermes] extra)")


@pytest.fixture
def plugin(home):
    hermes_plugin.reset_engine()
    yield hermes_plugin
    hermes_plugin.reset_engine()


@pytest.fixture
def chats(plugin, tmp_path):
    store = gateway_session.SessionStore(sessions_dir=tmp_path / "gw-sessions", config=gateway_config.GatewayConfig())
    runner = SimpleNamespace(_session_key_for_source=store._generate_session_key)  # GatewayRunner's method
    out = {}
    for user, rule in (("alice", "Always answer in French."), ("bob", "Never use emoji.")):
        source = gateway_session.SessionSource(platform=gateway_config.Platform.TELEGRAM, chat_id=f"chat-{user}",
                                               chat_type="dm", user_id=user)
        sid = store.get_or_create_session(source).session_id
        pin = run_request(plugin.get_engine(), sid, {"text": rule}, actor="model").data["anchor"]["id"]
        out[user] = SimpleNamespace(source=source, sid=sid, pin=pin, rule=rule)
    return SimpleNamespace(store=store, runner=runner, users=out)


def _dispatch(chats, user: str | None, text: str) -> str:
    """One gateway message: the hook, then the command, in a fresh task context."""

    def run() -> str:
        source = chats.users[user].source if user else gateway_session.SessionSource(
            platform=gateway_config.Platform.TELEGRAM, chat_id="chat-new", chat_type="dm", user_id="carol")
        hermes_plugin.pre_gateway_dispatch(event=SimpleNamespace(source=source), gateway=chats.runner,
                                           session_store=chats.store)
        return hermes_plugin.guard_command(text)

    return contextvars.Context().run(run)


def test_guard_shows_the_callers_own_session(chats):
    for user, other in (("alice", "bob"), ("bob", "alice")):
        status = _dispatch(chats, user, "")
        assert chats.users[user].sid in status and chats.users[user].rule in status
        assert chats.users[other].rule not in status


def test_unpin_acts_on_the_callers_session_only(chats):
    refused = _dispatch(chats, "alice", f"unpin {chats.users['bob'].pin}")
    assert refused.startswith("Error:") and "no pin" in refused
    engine = hermes_plugin.get_engine()
    assert chats.users["bob"].pin in engine.state(chats.users["bob"].sid).anchors
    done = _dispatch(chats, "alice", f"unpin {chats.users['alice'].pin}")
    assert done.startswith("Unpinned")
    assert chats.users["alice"].pin not in engine.state(chats.users["alice"].sid).anchors


def test_a_chat_without_a_session_acts_on_none(chats):
    status = _dispatch(chats, None, "")
    assert "acts on none" in status and "/guard <session-id>" in status
    assert not any(u.rule in status for u in chats.users.values())
    assert "acts on none" in _dispatch(chats, None, f"unpin {chats.users['bob'].pin}")
    assert chats.users["bob"].pin in hermes_plugin.get_engine().state(chats.users["bob"].sid).anchors


def test_a_tool_call_without_a_session_pins_nothing(plugin):
    assert plugin.guard_pin({"text": "Use metric units."}).startswith("Error:")
