"""The memlock MCP server as a client sees it: the SDK's own ClientSession spawning
``python -m mcp_server`` over stdio, raw pipelined JSON-RPC, and streamable HTTP on 127.0.0.1.
"""
from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import yaml
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from memlock_core import Engine, load_config, run_request
from memlock_core.session.requests import run_request

pytestmark = pytest.mark.mcp_sdk  # also run by ./dev test's mcp 2.x leg

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
from conftest import wait_for_port  # noqa: E402
from mcp_sdk import wire  # noqa: E402  (re-exported: test_mcp_compliance imports it from here)
from test_mcp_tools import (  # noqa: E402  (sibling test module)
    RULE,
    after_compaction,
    before_compaction,
    claude_transcript_before,
    claude_transcript_compaction,
    write_jsonl,
)

TOOL_NAMES = {"memlock_pin", "memlock_unpin", "memlock_update", "memlock_status", "memlock_audit", "memlock_sessions",
              "memlock_approve", "memlock_reject", "memlock_check"}


@pytest.fixture
def server_env(home, tmp_path):
    """Environment and working directory for a spawned server (private homes, no git project)."""
    workdir = tmp_path / "work"
    workdir.mkdir()
    env = {"MEMLOCK_HOME": os.environ["MEMLOCK_HOME"], "HERMES_HOME": os.environ["HERMES_HOME"],
           "PYTHONPATH": str(REPO_ROOT), "PYTHONWARNINGS": "default"}
    return env, workdir


def run_client(env: dict, cwd: Path, scenario, *args: str):
    """Spawn the server over stdio, initialize, and run ``scenario(session)``."""

    async def go():
        params = StdioServerParameters(command=sys.executable, args=["-m", "mcp_server", *args], env=env, cwd=str(cwd))
        with open(cwd / "stderr.log", "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    init = await session.initialize()
                    assert wire(init, "serverInfo").name == "memlock"
                    return await asyncio.wait_for(scenario(session), timeout=60)

    return asyncio.run(go())


def text_of(result) -> str:
    return "".join(getattr(block, "text", "") for block in result.content)


def test_stdio_tools_pin_audit_status(server_env):
    env, cwd = server_env

    async def scenario(s: ClientSession):
        listed = {t.name: t for t in (await s.list_tools()).tools}
        assert set(listed) == TOOL_NAMES
        assert wire(listed["memlock_pin"], "inputSchema")["required"] == ["session_id", "text"]
        assert wire(listed["memlock_pin"], "inputSchema")["additionalProperties"] is False

        pinned = await s.call_tool("memlock_pin", {"session_id": "stdio-1", "text": RULE, "probes": ["french"]})
        anchor = wire(pinned, "structuredContent")["anchor"]
        assert not wire(pinned, "isError") and anchor["text"] == RULE
        assert "Pinned" in text_of(pinned)

        quiet = await s.call_tool("memlock_audit", {"session_id": "stdio-1", "messages": before_compaction()})
        assert wire(quiet, "structuredContent")["block"] is None
        assert wire(quiet, "structuredContent")["integrity"] == 100

        lost = await s.call_tool("memlock_audit", {"session_id": "stdio-1", "messages": after_compaction()})
        data = wire(lost, "structuredContent")
        assert data["new_compaction"] and data["recorded"] and data["casualties"] == [anchor["id"]]
        assert data["block"].startswith("[memlock]") and RULE in data["block"]
        assert data["block"] in text_of(lost)

        status = await s.call_tool("memlock_status", {"session_id": "stdio-1"})
        assert wire(status, "structuredContent")["integrity"] == 0
        assert "DRIFTED" in text_of(status) and "compaction" in text_of(status)
        sessions = await s.call_tool("memlock_sessions", {})
        return wire(sessions, "structuredContent")

    sessions = run_client(env, cwd, scenario)
    assert [row["session_id"] for row in sessions["sessions"]] == ["stdio-1"]
    # The state is on disk for every other host (hooks, CLI, Hermes plugin) to see.
    state = Engine(load_config()).state("stdio-1")
    assert state.compactions == 1 and state.integrity_score == 0


def test_stdio_audit_of_a_claude_code_transcript(server_env, tmp_path):
    env, cwd = server_env
    transcript = tmp_path / "0b5c-cc.jsonl"
    write_jsonl(transcript, claude_transcript_before() + claude_transcript_compaction())

    async def scenario(s: ClientSession):
        await s.call_tool("memlock_pin", {"session_id": "claude-code:0b5c-cc", "text": RULE, "probes": ["french"]})
        result = await s.call_tool("memlock_audit", {"session_id": "claude-code:0b5c-cc",
                                                     "transcript_path": str(transcript)})
        return wire(result, "isError"), wire(result, "structuredContent"), text_of(result)

    is_error, data, text = run_client(env, cwd, scenario)
    assert not is_error and data["new_compaction"] and data["reason"] == "transcript"
    assert RULE in data["block"] and "DRIFTED" in text


def test_stdio_bad_arguments_are_tool_errors(server_env):
    env, cwd = server_env

    async def scenario(s: ClientSession):
        out = {}
        for label, name, args in [
            ("missing", "memlock_pin", {"text": "x"}),
            ("type", "memlock_pin", {"session_id": "s", "text": "x", "priority": "high"}),
            ("unknown", "memlock_status", {"session_id": "s", "verbose": True}),
            ("probes", "memlock_pin", {"session_id": "s", "text": "x", "probes": "tabs"}),
            ("tool", "memlock_explode", {}),
            ("pin", "memlock_unpin", {"session_id": "s", "pin_id": "pin_nope"}),
        ]:
            result = await s.call_tool(name, args)
            out[label] = (wire(result, "isError"), text_of(result))
        alive = await s.call_tool("memlock_sessions", {})  # the server is still serving
        out["after"] = (wire(alive, "isError"), wire(alive, "structuredContent")["total"])
        return out

    out = run_client(env, cwd, scenario)
    assert all(is_error for key, (is_error, _) in out.items() if key != "after"), out
    assert "missing required argument(s) session_id" in out["missing"][1]
    assert "'priority' must be an integer, got 'high'" in out["type"][1]
    assert "unknown argument(s) verbose" in out["unknown"][1]
    assert "not one string" in out["probes"][1]
    assert "unknown tool 'memlock_explode'" in out["tool"][1]
    assert "no session 's'" in out["pin"][1]  # unpin in a session never seen: refused, nothing created (issue 16)
    assert out["after"] == (False, 0)  # and no session was created by any of the refused calls


def test_stdio_concurrent_calls_on_one_connection(server_env):
    env, cwd = server_env

    async def scenario(s: ClientSession):
        texts = [f"Rule number {i}: mention the word marker{i} in every answer." for i in range(12)]
        results = await asyncio.gather(*[s.call_tool("memlock_pin", {"session_id": "par", "text": t}) for t in texts],
                                       *[s.call_tool("memlock_status", {"session_id": "par"}) for _ in range(4)])
        assert not any(wire(r, "isError") for r in results), [text_of(r) for r in results if wire(r, "isError")]
        status = await s.call_tool("memlock_status", {"session_id": "par"})
        return sorted(a["text"] for a in wire(status, "structuredContent")["anchors"]), sorted(texts)

    got, expected = run_client(env, cwd, scenario)
    assert got == expected  # no lost update under concurrency


def test_config_file_static_anchors_and_durable_pins_seed_the_first_call(server_env, tmp_path):
    env, cwd = server_env
    config = tmp_path / "memlock-config.yaml"
    config.write_text(yaml.safe_dump({"memlock": {"anchors": [
        {"id": "tests", "text": "Run the test suite before every commit.", "probes": ["test suite"]}]}}))
    # A global pin made earlier by another host (the CLI, the Hermes plugin, ...).
    engine = Engine(load_config())
    run_request(engine, "elsewhere", {"text": "Never deploy on Fridays.", "scope": "global"}, actor="user")

    async def scenario(s: ClientSession):
        status = await s.call_tool("memlock_status", {"session_id": "fresh"})
        return wire(status, "structuredContent")

    for args, extra_env in ((["--config", str(config)], {}), ([], {"MEMLOCK_CONFIG": str(config)})):
        data = run_client({**env, **extra_env}, cwd, scenario, *args)
        kinds = sorted((a["kind"], a["text"]) for a in data["anchors"])
        assert kinds == [("global", "Never deploy on Fridays."), ("static", "Run the test suite before every commit.")]
        assert data["config"]["source"] == str(config) and data["pin_store"]["trusted"] is True


def read_messages(proc: subprocess.Popen, want_ids: set[int], timeout: float = 30) -> dict[int, dict]:
    """Read JSON-RPC lines from the server's stdout until every wanted id has answered."""
    got: dict[int, dict] = {}
    deadline = time.monotonic() + timeout
    while not want_ids <= set(got):
        assert time.monotonic() < deadline, f"no answer for ids {sorted(want_ids - set(got))}"
        line = proc.stdout.readline()
        assert line, "server closed stdout"
        message = json.loads(line)  # anything but protocol on stdout fails here
        assert message.get("jsonrpc") == "2.0", line
        if "id" in message:
            got[message["id"]] = message
    return got


def test_raw_pipelined_requests_in_one_write_are_all_answered(server_env):
    """The reference server's select()+readline loop stalled on exactly this input."""
    env, cwd = server_env
    lines = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
              "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                         "clientInfo": {"name": "raw-test", "version": "0"}}},
             {"jsonrpc": "2.0", "method": "notifications/initialized"},
             {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}]
    lines += [{"jsonrpc": "2.0", "id": 10 + i, "method": "tools/call",
               "params": {"name": "memlock_pin",
                          "arguments": {"session_id": "raw", "text": f"Raw rule {i} about zebra{i}."}}}
              for i in range(8)]
    lines.append({"jsonrpc": "2.0", "id": 99, "method": "tools/call",
                  "params": {"name": "memlock_pin", "arguments": {"session_id": "raw"}}})
    proc = subprocess.Popen([sys.executable, "-m", "mcp_server"], cwd=cwd, env={**os.environ, **env},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        proc.stdin.write("".join(json.dumps(m) + "\n" for m in lines))
        proc.stdin.flush()
        got = read_messages(proc, {1, 2, 99, *range(10, 18)})
        assert got[1]["result"]["serverInfo"]["name"] == "memlock"
        assert len(got[2]["result"]["tools"]) == len(TOOL_NAMES)
        assert all(got[i]["result"]["isError"] is False for i in range(10, 18))
        assert got[99]["result"]["isError"] is True
        assert "missing required argument(s) text" in got[99]["result"]["content"][0]["text"]
        # A line that is not JSON gets a JSON-RPC error (or is dropped), never a stall.
        proc.stdin.write("this is not json\n" + json.dumps({"jsonrpc": "2.0", "id": 100, "method": "ping"}) + "\n")
        proc.stdin.flush()
        assert read_messages(proc, {100})[100]["result"] == {}
    finally:
        proc.stdin.close()
        proc.wait(timeout=20)
    assert proc.returncode == 0  # clean exit on EOF


NOISY_SERVER = """
import os, subprocess, sys
import mcp_server.tools as tools
real_call = tools.MemlockTools.call
def noisy_call(self, name, arguments, **kwargs):
    print("stray print from python")
    subprocess.run([sys.executable, "-c", "print('stray output from a child process')"])
    return real_call(self, name, arguments, **kwargs)
tools.MemlockTools.call = noisy_call
from mcp_server.__main__ import main
sys.exit(main())
"""


def test_stray_output_never_reaches_the_protocol_stream(server_env):
    env, cwd = server_env
    proc = subprocess.Popen([sys.executable, "-c", NOISY_SERVER], cwd=cwd, env={**os.environ, **env},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    messages = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
                 "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                            "clientInfo": {"name": "t", "version": "0"}}},
                {"jsonrpc": "2.0", "method": "notifications/initialized"},
                {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                 "params": {"name": "memlock_sessions", "arguments": {}}}]
    try:
        proc.stdin.write("".join(json.dumps(m) + "\n" for m in messages))
        proc.stdin.flush()
        got = read_messages(proc, {1, 2})  # fails on any non-JSON line
        assert got[2]["result"]["isError"] is False
    finally:
        proc.stdin.close()
        proc.wait(timeout=20)
    assert proc.stdout.read() == ""
    stderr = proc.stderr.read()
    assert "stray print from python" in stderr and "stray output from a child process" in stderr


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_streamable_http_on_loopback(server_env):
    try:
        from mcp.client.streamable_http import streamable_http_client as http_client
    except ImportError:  # pragma: no cover - mcp < 1.24
        from mcp.client.streamable_http import streamablehttp_client as http_client

    env, cwd = server_env
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "mcp_server", "--http", f"127.0.0.1:{port}"], cwd=cwd,
                            env={**os.environ, **env}, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    try:
        wait_for_port(proc, port)

        async def go():
            async with http_client(f"http://127.0.0.1:{port}/mcp") as streams:
                async with ClientSession(streams[0], streams[1]) as s:
                    await s.initialize()
                    names = {t.name for t in (await s.list_tools()).tools}
                    pinned = await s.call_tool("memlock_pin", {"session_id": "http-1", "text": RULE})
                    status = await s.call_tool("memlock_status", {"session_id": "http-1"})
                    bad = await s.call_tool("memlock_status", {})
                    return names, pinned, status, bad

        names, pinned, status, bad = asyncio.run(asyncio.wait_for(go(), timeout=60))
        # DNS rebinding: a page on another origin resolving to 127.0.0.1 is turned away.
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/mcp", data=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}).encode(),
            headers={"Host": "evil.example", "Content-Type": "application/json",
                     "Accept": "application/json, text/event-stream"}, method="POST")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code in (400, 403, 421)
        assert names == TOOL_NAMES
        assert not wire(pinned, "isError") and wire(status, "structuredContent")["anchors"][0]["text"] == RULE
        assert wire(bad, "isError") and "missing required argument(s) session_id" in text_of(bad)
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_http_refuses_a_public_address_without_opt_in(server_env):
    env, cwd = server_env
    done = subprocess.run([sys.executable, "-m", "mcp_server", "--http", "0.0.0.0:1"], cwd=cwd,
                          env={**os.environ, **env}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "--allow-remote" in done.stderr and done.stdout == ""
