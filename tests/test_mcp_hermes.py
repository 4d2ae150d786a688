"""The REAL Hermes Agent attaching the memlock MCP server through its ``mcp_servers`` config.

Runs in a fresh interpreter (Hermes keeps MCP connections in a process-wide background loop): the
scripted model calls ``mcp__memlock__memlock_pin`` through Hermes's own MCP client, once with a bad
argument list and once properly; the pin must land in memlock's store and both tool results must
reach the model in the following requests.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hermes_harness.session import run_in_subprocess  # noqa: E402
from memlock_core import Engine, load_config  # noqa: E402

RULE = "Always answer in French, even when asked in English."
SESSION = "hermes-mcp-1"


def tool_messages(request: dict) -> list[str]:
    return [m.get("content") if isinstance(m.get("content"), str) else json.dumps(m.get("content"))
            for m in request.get("messages", []) if m.get("role") == "tool"]


def tool_json(content: str) -> dict:
    """The JSON Hermes built from an MCP result; Hermes 0.19 wraps MCP output in an
    ``<untrusted_tool_result ...>`` envelope with a warning preamble, so take the JSON object inside."""
    start = content.index("{") if content.lstrip().startswith("{") else content.index("\n{") + 1
    return json.loads(content[start:content.rindex("}") + 1])


def hermes_mcp_scenario(memlock_home: str) -> dict:
    """Runs in a child interpreter (see run_in_subprocess): own HERMES_HOME, own scripted server."""
    from hermes_harness.scripted_llm import ScriptedLLM, ToolCall
    from hermes_harness.session import HermesHome, HermesSession, NetworkGuard, activate_home

    with NetworkGuard() as guard, ScriptedLLM() as srv:
        home = HermesHome.create(srv.base_url, extra_config={"mcp_servers": {"memlock": {
            "command": sys.executable,
            "args": ["-m", "mcp_server"],
            # Hermes passes only PATH/HOME/... to stdio servers: say where memlock lives and what to read.
            "env": {"MEMLOCK_HOME": memlock_home, "MEMLOCK_CONFIG": memlock_home + "/no-config.yaml",
                    "PYTHONPATH": str(REPO_ROOT)},
            "connect_timeout": 60, "timeout": 60}}})
        try:
            activate_home(home)
            from tools.mcp_tool import discover_mcp_tools, shutdown_mcp_servers

            try:
                registered = sorted(discover_mcp_tools())
                with HermesSession(home, server=srv, activate=False) as s:
                    s.run_turn("From now on always answer in French, even when I write in English.", script=[
                        ToolCall("mcp__memlock__memlock_pin", {"session_id": SESSION}),
                        ToolCall("mcp__memlock__memlock_pin", {"session_id": SESSION, "text": RULE}),
                        "D'accord, je répondrai toujours en français.",
                    ])
                    requests = srv.chat_requests()
                    offered = [t["function"]["name"] for t in requests[0].get("tools", [])]
                    return {"registered": registered, "offered": offered,
                            "tool_results": [tool_messages(r) for r in requests],
                            "final": s.results[-1].text, "blocked": [str(b) for b in guard.blocked]}
            finally:
                shutdown_mcp_servers()
        finally:
            home.cleanup()


def test_hermes_calls_memlock_through_its_mcp_client(tmp_path):
    memlock_home = tmp_path / "memlock-home"
    out = run_in_subprocess("tests.test_mcp_hermes:hermes_mcp_scenario", str(memlock_home), timeout=180)
    assert out["blocked"] == []
    assert {f"mcp__memlock__{name}" for name in ("memlock_pin", "memlock_audit", "memlock_status")} \
        <= set(out["registered"])
    assert "mcp__memlock__memlock_pin" in out["offered"]  # the model is offered the tool

    first, second, third = out["tool_results"]
    assert first == []
    assert "untrusted_tool_result" in second[-1]  # Hermes marks MCP output as data, not instructions
    bad = tool_json(second[-1])  # Hermes hands the MCP error result to the model as {"error": ...}
    assert "missing required argument(s) text" in bad["error"]
    good = tool_json(third[-1])
    assert "Pinned" in good["result"] and good["structuredContent"]["anchor"]["text"] == RULE
    assert out["final"].startswith("D'accord")

    state = Engine(load_config(), home=memlock_home).state(SESSION)
    assert [a.text for a in state.pins()] == [RULE]
    assert state.pins()[0].created_by == "model"
