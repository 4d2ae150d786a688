"""MCP: pins take a check, memlock_check gives verdicts for clients without hooks, memlock_status
reports compliance per pin. In-process (the SDK transport is covered by test_mcp_server.py)."""
from __future__ import annotations

import pytest

from mcp_server.tools import MemlockTools
from memlock_core import Engine, load_config
from memlock_core.session.compliance_flow import CORRECTION_MARKER

pytestmark = pytest.mark.mcp_sdk  # also run by ./dev test's mcp 2.x leg


@pytest.fixture
def t(home):
    return MemlockTools(Engine(load_config({})), cwd=str(home.parent))


def _pin(t, text, **extra):
    result = t.call("memlock_pin", {"session_id": "s1", "text": text, **extra})
    assert result.ok, result.text
    return result


def test_a_pin_shows_a_proposal_that_is_inactive_until_accepted(t):
    made = _pin(t, "Always answer in French")
    assert "Proposed check (reply language fr)" in made.text and made.data["proposed_check"]["reply"]["language"] == "fr"
    pin = made.data["anchor"]["id"]
    assert made.data["anchor"]["check"] is None
    assert t.call("memlock_check", {"session_id": "s1", "reply": "Hello there, how are you doing today?"}).data["verdicts"] == []
    accepted = t.call("memlock_update", {"session_id": "s1", "pin_id": pin, "check": "proposed"})
    assert accepted.ok and accepted.data["anchor"]["check"]["reply"]["language"] == "fr"


def test_memlock_check_reply_verdicts_correction_and_status(t):
    pin = _pin(t, "Always answer in French", check="proposed").data["anchor"]["id"]
    broken = t.call("memlock_check", {"session_id": "s1", "reply": "Here is the full answer to your question, in English."})
    assert broken.ok and broken.data["broken"] == [pin]
    assert broken.data["correction"] and CORRECTION_MARKER in broken.data["correction"]
    obeyed = t.call("memlock_check", {"session_id": "s1", "reply": "Voici la réponse complète à votre question."})
    assert obeyed.data["verdicts"][0]["outcome"] == "obeyed" and obeyed.data["correction"] is None
    status = t.call("memlock_status", {"session_id": "s1"})
    row = status.data["compliance"][0]
    assert row["pin_id"] == pin and row["rate"] == 0.5 and row["last_violation"]["rule"] == "language"
    assert "50% obeyed of last 2" in status.text


def test_memlock_check_tool_call_block_and_dry_run(t):
    pin = _pin(t, "Never use sudo", check="proposed", enforce="block").data["anchor"]["id"]
    dry = t.call("memlock_check", {"session_id": "s1", "tool_name": "Bash", "tool_args": {"command": "sudo ls"},
                                   "record": False})
    assert dry.data["broken"] == [pin] and dry.data["block"] is False  # a dry run decides nothing
    assert t.call("memlock_status", {"session_id": "s1"}).data["compliance"][0]["checked"] == 0
    real = t.call("memlock_check", {"session_id": "s1", "tool_name": "Bash", "tool_args": {"command": "sudo ls"}})
    assert real.data["block"] is True and pin in real.data["message"]
    fine = t.call("memlock_check", {"session_id": "s1", "tool_name": "Bash", "tool_args": {"command": "ls"}})
    assert fine.data["block"] is False and fine.data["broken"] == []


@pytest.mark.parametrize("args, needle", [
    ({}, "give `reply` and/or `tool_name`"),
    ({"tool_args": {"a": 1}}, "`tool_args` needs `tool_name`"),
    ({"reply": 5}, "must be a string"),
])
def test_memlock_check_bad_arguments(t, args, needle):
    result = t.call("memlock_check", {"session_id": "s1", **args})
    assert not result.ok and needle in result.text, result.text


@pytest.mark.parametrize("check, needle", [
    ({"reply": {"language": "french"}}, "ISO 639-1"),
    ({"tool": {"must_not_match": ["(a+)+"]}}, "repeat inside a repeat"),
    ({"reply": {"format": ["bold"]}}, "unknown bold"),
    ({"reply": {}}, "check is empty"),
    ("maybe", "proposed"),
])
def test_bad_checks_are_refused_with_the_reason_and_nothing_changes(t, check, needle):
    result = t.call("memlock_pin", {"session_id": "s1", "text": "Some rule", "check": check})
    assert not result.ok and needle in result.text, result.text
    assert t.call("memlock_status", {"session_id": "s1"}).data["anchors"] == []


def test_accepting_a_proposal_for_an_unrecognised_rule_is_refused(t):
    pin = _pin(t, "Be nice to the intern").data["anchor"]["id"]
    result = t.call("memlock_update", {"session_id": "s1", "pin_id": pin, "check": "proposed"})
    assert not result.ok and "recognises no checkable rule" in result.text


def test_memlock_check_over_the_real_sdk(home, tmp_path):
    """The same calls through the official `mcp` client over stdio: schemas validate both ways."""
    import os
    import sys

    sys.path.insert(0, os.path.dirname(__file__))
    from test_mcp_server import REPO_ROOT, run_client, text_of, wire

    workdir = tmp_path / "work"
    workdir.mkdir()
    env = {"MEMLOCK_HOME": os.environ["MEMLOCK_HOME"], "HERMES_HOME": os.environ["HERMES_HOME"],
           "PYTHONPATH": str(REPO_ROOT)}

    async def scenario(s):
        pinned = await s.call_tool("memlock_pin", {"session_id": "sdk-1", "text": "Never use sudo", "check": "proposed",
                                                   "enforce": "block"})
        pin = wire(pinned, "structuredContent")["anchor"]["id"]
        checked = await s.call_tool("memlock_check", {"session_id": "sdk-1", "tool_name": "Bash",
                                                      "tool_args": {"command": "sudo reboot"}})
        data = wire(checked, "structuredContent")
        assert not wire(checked, "isError") and data["block"] is True and pin in data["message"]
        assert "BLOCKED" in text_of(checked)
        status = await s.call_tool("memlock_status", {"session_id": "sdk-1"})
        return wire(status, "structuredContent")["compliance"]

    rows = run_client(env, workdir, scenario)
    assert rows[0]["broken"] == 1 and rows[0]["last_violation"]["blocked"] is True
