"""Smoke test of the Hermes harness (hermes_harness/scripted_llm.py + hermes_harness/session.py).

Runs the REAL hermes-agent in-process against the scripted server on 127.0.0.1
with the throwaway plugin tests/fixtures/echo_plugin.  No network: every test
runs under NetworkGuard and fails if anything tried to leave loopback.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hermes_harness.scripted_llm import ScriptedLLM, ToolCall, last_user_message_text  # noqa: E402
from hermes_harness.session import (  # noqa: E402
    COMPACTION_MARKER,
    HermesHome,
    HermesSession,
    NetworkGuard,
    find_compaction_messages,
    loaded_plugins,
    request_has_compaction,
    run_in_subprocess,
)
from tests.hermes_fixtures import no_network, server  # noqa: E402,F401 (fixtures)

ECHO_PLUGIN_DIR = Path(__file__).resolve().parent / "fixtures" / "echo_plugin"


@pytest.fixture
def session(server, tmp_path):
    server.clear_script()
    server.reset_records()
    home = HermesHome.create(server.base_url, plugins=[ECHO_PLUGIN_DIR], root=tmp_path / "home")
    s = HermesSession(home, server=server)
    yield s
    s.close()
    assert server.remaining == 0, "test left scripted responses unconsumed"


def events(s, kind):
    return s.plugin_module("echo_plugin").events(kind)


def test_scripted_llm_speaks_openai(server):
    """The server alone, through the official openai client: both wire modes + probes."""
    import json
    import urllib.error
    import urllib.request

    from openai import OpenAI

    from hermes_harness.scripted_llm import SUMMARY_MARKER, Text

    server.clear_script()
    server.reset_records()
    client = OpenAI(base_url=server.base_url, api_key="x", max_retries=0)
    server.script([Text("plain", prompt_tokens=1234), ToolCall("echo_tool", {"text": "s"})])
    r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "a"}])
    assert r.choices[0].message.content == "plain" and r.usage.prompt_tokens == 1234
    # A summary request is auto-answered and does not consume the script.
    r = client.chat.completions.create(model="m", messages=[
        {"role": "user", "content": SUMMARY_MARKER + " ..."}])
    assert "Goal" in r.choices[0].message.content and len(server.summary_requests) == 1
    stream = client.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "b"}], stream=True,
        stream_options={"include_usage": True})
    name, args, usage, finish = "", "", None, None
    for chunk in stream:
        if chunk.usage:
            usage = chunk.usage
        for ch in chunk.choices:
            finish = ch.finish_reason or finish
            for tc in ch.delta.tool_calls or []:
                name += tc.function.name or ""
                args += tc.function.arguments or ""
    assert (name, json.loads(args), finish) == ("echo_tool", {"text": "s"}, "tool_calls")
    assert usage is not None and usage.prompt_tokens > 0
    r = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "c"}])
    assert r.choices[0].message.content == "ok"  # empty script -> default text
    assert [last_user_message_text(b) for b in server.chat_requests()] == ["a", "b", "c"]
    assert client.models.retrieve("scripted-model").id == "scripted-model"
    assert [m.id for m in client.models.list()] == ["scripted-model"]
    root = server.base_url[: -len("/v1")]
    with urllib.request.urlopen(root + "/api/v1/models") as resp:
        assert resp.status == 200
    with pytest.raises(urllib.error.HTTPError) as exc:
        urllib.request.urlopen(urllib.request.Request(root + "/api/show", data=b"{}", method="POST"))
    assert exc.value.code == 404


def test_plugin_is_loaded_with_its_tool(session):
    info = loaded_plugins()["echo_plugin"]
    assert info["enabled"] and info["error"] is None
    assert "echo_tool" in session.tool_names  # plugin toolsets are on by default for "cli"
    assert set(info["commands"]) == {"echoplug"}


def test_pre_llm_call_context_rides_in_the_user_message(session, server):
    res = session.run_turn("hello there", script=["hi!"])
    assert res.text == "hi!"
    req = server.last_chat_request()
    assert last_user_message_text(req) == "hello there\n\nECHO-CONTEXT"
    assert "ECHO-CONTEXT" not in req["messages"][0]["content"]  # never the system prompt
    # Stored history keeps clean content + the api_content sidecar (replayed later).
    user_row = session.history[0]
    assert user_row["content"] == "hello there"
    assert user_row["api_content"] == "hello there\n\nECHO-CONTEXT"
    session.run_turn("second", script=["ok2"])
    replay = server.last_chat_request()["messages"]
    assert [m["content"] for m in replay if m["role"] == "user"] == [
        "hello there\n\nECHO-CONTEXT", "second\n\nECHO-CONTEXT"]
    assert len(server.chat_requests()) == 2
    assert server.chat_requests()[0]["stream"] is True  # main loop streams (SSE)


def test_model_tool_call_reaches_plugin_tool_with_session_id(session, server):
    res = session.run_turn("use the tool", script=[
        ToolCall("echo_tool", {"text": "ping"}), "tool said pong"])
    assert res.text == "tool said pong"
    calls = events(session, "echo_tool")
    assert len(calls) == 1
    assert calls[0]["args"] == {"text": "ping"}
    assert calls[0]["kwargs"]["session_id"] == session.session_id
    assert calls[0]["kwargs"]["task_id"] == session.session_id  # harness passes task_id=session_id
    tool_msg = server.last_chat_request()["messages"][-1]
    assert tool_msg["role"] == "tool" and '"echo": "ping"' in tool_msg["content"]


def test_forced_midturn_compaction_after_tool_call(session, server):
    session.warm_up()  # history must exceed protect_first_n + protect_last_n + 1
    sid = session.session_id
    n_pre_llm = len(events(session, "pre_llm_call"))
    start = len(server.http_log)

    res = session.force_midturn_compaction(
        ToolCall("echo_tool", {"text": "before-compaction"}), warm_up=False)

    assert res.text == "done after compaction"
    assert session.session_id == sid  # in-place compaction keeps the session id
    log = server.http_log[start:]
    kinds = [r.kind for r in log if r.kind in ("chat", "summary")]
    assert kinds == ["chat", "summary", "chat"], kinds
    first_req, post_req = [r for r in log if r.kind == "chat"]
    assert not request_has_compaction(first_req.body)
    assert request_has_compaction(post_req.body)
    assert any(COMPACTION_MARKER in m.get("content", "") for m in post_req.body["messages"])
    assert post_req.body["messages"][-1]["role"] == "tool"  # continues right after the tool
    assert len(server.summary_requests) == 1 and not server.summary_requests[0].get("stream")
    # pre_llm_call does NOT fire again mid-turn ...
    assert len(events(session, "pre_llm_call")) == n_pre_llm + 1
    # ... but llm_request middleware does, before the post-compaction request is sent.
    mw = [e for e in events(session, "llm_request")
          if any(COMPACTION_MARKER in str(m.get("content")) for m in e["messages"] or [])]
    assert mw, "middleware never saw the compacted request"
    assert mw[0]["api_call_count"] == 2 and mw[0]["session_id"] == sid
    assert mw[0]["time"] <= post_req.time
    assert find_compaction_messages(session.history)


def test_llm_request_middleware_can_replace_the_request(session, server):
    session.run_turn("please ECHO-REWRITE-ME", script=["done"])
    assert last_user_message_text(server.last_chat_request()).startswith("please ECHO-REWRITTEN")
    assert session.history[0]["content"] == "please ECHO-REWRITE-ME"  # not saved to history
    mw = events(session, "llm_request")[-1]
    assert {"request", "original_request", "session_id", "task_id", "turn_id", "api_call_count",
            "model", "provider", "base_url", "api_mode", "platform"} <= set(mw["keys"])
    assert {"messages", "model", "tools"} <= set(mw["request_keys"])


def test_manual_compress_direct(session, server):
    session.warm_up()
    before = len(session.history)
    session.compress()  # agent._compress_context(history, None, ..., force=True)
    assert len(server.summary_requests) == 1
    assert len(session.history) < before and find_compaction_messages(session.history)
    session.run_turn("after compress", script=["fine"])
    assert request_has_compaction(server.last_chat_request())


def test_compress_slash_command_through_cli(session, server):
    session.warm_up()
    out = session.command("/compress")
    assert "Compressed" in out, out
    assert len(server.summary_requests) == 1
    assert find_compaction_messages(session.history)


def test_plugin_slash_command_through_hermes_dispatch(session):
    assert session.command("/echoplug Hello World") == "echoplug:Hello World"
    assert session.command("/echoplug again") == "echoplug:again"  # capture works repeatedly
    assert session.command("/echoplug raw", via="plugins") == "echoplug:raw"
    assert [e["raw_args"] for e in events(session, "command")] == ["Hello World", "again", "raw"]


def test_session_lifecycle_hooks(session, server):
    session.run_turn("one", script=["1"])
    session.run_turn("two", script=["2"])
    assert [e["session_id"] for e in events(session, "on_session_start")] == [session.session_id]
    assert len(events(session, "on_session_end")) == 2  # fires at the end of EVERY turn
    assert events(session, "on_session_finalize") == []
    session.finalize()  # what the CLI does at exit
    fin = events(session, "on_session_finalize")
    assert fin and fin[0]["session_id"] == session.session_id and fin[0]["reason"] == "shutdown"


def subprocess_scenario(plugin_dir: str) -> dict:
    """Runs in a fresh interpreter via run_in_subprocess (own home, own server)."""
    with NetworkGuard() as guard, ScriptedLLM() as srv:
        home = HermesHome.create(srv.base_url, plugins=[plugin_dir])
        try:
            with HermesSession(home, server=srv) as s:
                s.run_turn("from a subprocess", script=["sub ok"])
                return {"text": s.results[-1].text,
                        "wire": last_user_message_text(srv.last_chat_request()),
                        "blocked": [str(b) for b in guard.blocked]}
        finally:
            home.cleanup()


def test_run_in_subprocess(tmp_path):
    out = run_in_subprocess("tests.test_harness_smoke:subprocess_scenario",
                            str(ECHO_PLUGIN_DIR), timeout=120)
    assert out == {"text": "sub ok", "wire": "from a subprocess\n\nECHO-CONTEXT", "blocked": []}


def test_respawned_agent_keeps_session(session, server):
    session.run_turn("one", script=["1"])
    sid = session.session_id
    session.respawn_agent()  # gateway-style: fresh AIAgent, same session id + history
    session.run_turn("two", script=["2"])
    assert session.session_id == sid
    assert len(events(session, "on_session_start")) == 1  # not re-fired for a continuing session
    assert [last_user_message_text(r) for r in server.chat_requests()] == [
        "one\n\nECHO-CONTEXT", "two\n\nECHO-CONTEXT"]
