"""memlock inside the REAL hermes-agent 0.19.0, against a scripted model on 127.0.0.1.

What a Hermes user meets: the model pins through `guard_pin`, Hermes compacts (pre-flight via the
same call `/compress` makes, and mid-turn after a tool call), the next request on the wire carries
the reminder in the user message, quiet turns carry none, `/guard` works through Hermes's own
command dispatch, and a global pin reaches a second session.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hermes_harness.scripted_llm import ToolCall, last_user_message_text, message_text  # noqa: E402
from hermes_harness.session import HermesHome, HermesSession, loaded_plugins, request_has_compaction  # noqa: E402
from memlock_core.session.reminder import REMINDER_MARKER  # noqa: E402
from tests.hermes_fixtures import no_network, server  # noqa: E402,F401 (fixtures)

PIN_TEXT = "Always answer in bullet points"


@pytest.fixture
def directory_plugin_only(monkeypatch):
    """Hide the pip entry point so the directory install is what Hermes loads."""
    from hermes_cli.plugins import PluginManager

    monkeypatch.setattr(PluginManager, "_scan_entry_points", lambda self: [])


@pytest.fixture
def home(server, tmp_path, directory_plugin_only):
    server.clear_script()
    server.reset_records()
    h = HermesHome.create(server.base_url, plugins={"memlock": REPO_ROOT}, root=tmp_path / "hermes",
                          extra_config={"memlock": {"hard_reinject_turns": 0}})
    yield h


def _requests_with_marker(server):
    return [r for r in server.chat_requests() if REMINDER_MARKER in last_user_message_text(r)]


def _opening(s):
    """Two plain turns first, so the pin turn is not in Hermes's protected head (which survives
    the first compaction verbatim, and with it the instruction: memlock rightly reports it alive)."""
    s.run_turn("hello", script=["hi"])
    s.run_turn("let's get started", script=["sure"])


def _pin_turn(s, server, **extra):
    args = {"text": PIN_TEXT, "priority": 80, **extra}
    s.run_turn("From now on: always answer in bullet points. Please pin that.",
               script=[ToolCall("guard_pin", args), "Pinned. I will use bullet points."])
    tool_results = [m for m in server.last_chat_request()["messages"] if m.get("role") == "tool"]
    assert tool_results and "Pinned pin_" in message_text(tool_results[-1]), tool_results


def test_directory_plugin_loads_with_everything_registered(home):
    with HermesSession(home):
        info = loaded_plugins()["memlock"]
    assert info["enabled"] and not info["error"], info
    assert info["source"] == "user"
    assert "guard_pin" in info["tools"]
    assert {"pre_llm_call", "on_session_start", "on_session_end"} <= set(info["hooks"])
    assert "guard" in info["commands"]
    assert "llm_execution" in info["middleware"] and "llm_request" not in info["middleware"]


def test_pin_compaction_reminder_on_the_wire_then_quiet(home, server):
    with HermesSession(home, server=server) as s:
        _opening(s)
        _pin_turn(s, server)
        s.warm_up()  # push the pin turn out of the protected tail
        s.run_turn("a quiet question", script=["a quiet answer"])
        assert REMINDER_MARKER not in last_user_message_text(server.last_chat_request())

        s.compress()
        assert server.summary_requests, "Hermes did not ask for a summary"
        s.run_turn("what next?", script=["- next"])
        sent = server.last_chat_request()
        assert request_has_compaction(sent)
        user_text = last_user_message_text(sent)
        assert REMINDER_MARKER in user_text and PIN_TEXT in user_text
        assert user_text.count(REMINDER_MARKER) == 1

        # The reminder is now part of the live history: the next quiet turn adds nothing new.
        s.run_turn("and after that?", script=["- after"])
        assert REMINDER_MARKER not in last_user_message_text(server.last_chat_request())

        status = s.command("/guard")
        assert "integrity: 0%" in status and "[DRIFTED]" in status and "Always answer in bullet points" in status
        assert "compaction" in status


def test_midturn_compaction_is_caught_by_the_middleware(home, server):
    with HermesSession(home, server=server) as s:
        _opening(s)
        _pin_turn(s, server)
        s.warm_up()
        before = len(server.chat_requests())
        s.force_midturn_compaction(ToolCall("guard_pin", {"action": "list"}))
        turn_requests = server.chat_requests()[before:]
        after_compaction = [r for r in turn_requests if request_has_compaction(r)]
        assert after_compaction, "no request after the mid-turn compaction"
        for request in after_compaction:
            texts = [message_text(m) for m in request["messages"]]
            assert sum(t.count(REMINDER_MARKER) for t in texts) == 1, "reminder missing or injected twice"
            assert any(PIN_TEXT in t and REMINDER_MARKER in t for t in texts)
        # The block was not saved by Hermes; the next turn carries it into history once.
        s.run_turn("continue", script=["- continuing"])
        user_text = last_user_message_text(server.last_chat_request())
        assert REMINDER_MARKER in user_text and PIN_TEXT in user_text


def test_guard_command_sessions_and_unknown_session(home, server):
    with HermesSession(home, server=server) as s:
        _pin_turn(s, server)
        listing = s.command("/guard sessions")
        assert s.session_id in listing
        assert "unknown session" in s.command("/guard no-such-session")
        status = s.command(f"/guard {s.session_id}")
        assert PIN_TEXT in status and "NOT AUDITED" in status
        assert "usage" in s.command("/guard unpin")


def test_bad_tool_arguments_give_error_strings(home, server):
    with HermesSession(home, server=server) as s:
        # (Hermes itself coerces a lone string into the declared array type, so string probes
        # are rejected by the core's own check; see tests/test_core_*.)
        s.run_turn("pin nothing", script=[ToolCall("guard_pin", {"text": "   "}), "oops"])
        tool = [m for m in server.last_chat_request()["messages"] if m.get("role") == "tool"][-1]
        assert "Error: text is empty" in message_text(tool)
        s.run_turn("bad priority", script=[ToolCall("guard_pin", {"text": PIN_TEXT, "priority": "urgent"}), "oops"])
        tool = [m for m in server.last_chat_request()["messages"] if m.get("role") == "tool"][-1]
        assert "Error:" in message_text(tool) and "priority" in message_text(tool)
        s.run_turn("roll back nothing", script=[ToolCall("guard_pin", {"action": "rollback", "pin_id": "pin_nope"}), "ok"])
        tool = [m for m in server.last_chat_request()["messages"] if m.get("role") == "tool"][-1]
        assert "no pin with id" in message_text(tool)


def test_global_pin_reaches_a_second_session(home, server):
    with HermesSession(home, server=server) as first:
        _pin_turn(first, server, scope="global")
        first_id = first.session_id
    with HermesSession(home, server=server) as second:
        assert second.session_id != first_id
        second.run_turn("hello again", script=["hi"])
        status = second.command("/guard")
        assert second.session_id in status
        assert "global" in status and PIN_TEXT in status


def test_pip_entry_point_install(server, tmp_path):
    """`pip install .` path: Hermes finds memlock through the hermes_agent.plugins entry point."""
    from importlib.metadata import entry_points

    eps = [ep for ep in entry_points(group="hermes_agent.plugins") if ep.name == "memlock"]
    if not eps:
        pytest.fail("memlock is not pip-installed in this environment (run ./dev test, which does `pip install -e .`)")
    assert eps[0].value == "memlock_adapters.hermes_plugin"
    server.clear_script()
    server.reset_records()
    h = HermesHome.create(server.base_url, plugins=None, enabled=["memlock"], root=tmp_path / "hermes")
    with HermesSession(h, server=server) as s:
        info = loaded_plugins()["memlock"]
        assert info["source"] == "entrypoint" and info["enabled"] and not info["error"], info
        _pin_turn(s, server)
        assert "Always answer in bullet points" in s.command("/guard")
    state_files = list((Path(h.path) / "memlock" / "sessions").glob("*.json"))
    assert state_files, "the session was not persisted under $HERMES_HOME/memlock"
    assert any(PIN_TEXT in path.read_text(encoding="utf-8") for path in state_files)
