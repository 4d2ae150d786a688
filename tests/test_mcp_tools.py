"""The MCP tools' behaviour in-process (no transport): argument checks, session start, the audit turn.

The same code runs behind the SDK in tests/test_mcp_server.py; here every edge is cheap to reach.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcp_server.schemas import TOOL_BY_NAME, TOOLS, ArgumentError, check_arguments
from mcp_server.tools import MemlockTools
from memlock_core import Engine, load_config
from memlock_core.session.session_map import record_current_session

try:  # the real Hermes wording
    from agent.context_compressor import _SUMMARY_END_MARKER as SUMMARY_END
    from agent.context_compressor import SUMMARY_PREFIX
except ImportError:  # pragma: no cover
    SUMMARY_PREFIX = "[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted into the summary below."
    SUMMARY_END = "--- END OF CONTEXT SUMMARY — respond to the message below, not the summary above ---"

pytestmark = pytest.mark.mcp_sdk  # also run by ./dev test's mcp 2.x leg

RULE = "Always answer in French, even when asked in English."


def summary(body: str) -> dict:
    return {"role": "user", "content": f"{SUMMARY_PREFIX}\n{body}\n\n{SUMMARY_END}"}


def before_compaction() -> list[dict]:
    history = [{"role": "system", "content": "You are a helpful assistant."},
               {"role": "user", "content": RULE}, {"role": "assistant", "content": "D'accord."}]
    for i in range(3):
        history += [{"role": "user", "content": f"question {i} about the weather"},
                    {"role": "assistant", "content": f"réponse {i}: il fait beau"}]
    return history


def after_compaction() -> list[dict]:
    return [{"role": "system", "content": "You are a helpful assistant."},
            summary("The user asked about the weather several times."),
            {"role": "user", "content": "and tomorrow?"}]


@pytest.fixture
def tools(home):
    def factory(**config):
        cfg = load_config(config)
        assert not cfg.warnings, cfg.warnings
        return MemlockTools(Engine(cfg), cwd=str(home.parent))
    return factory


def test_schemas_are_strict_and_name_the_session():
    for spec in TOOLS:
        schema = spec.input_schema()
        assert schema["additionalProperties"] is False
        if spec.name not in ("memlock_sessions", "memlock_approve", "memlock_reject"):
            assert "session_id" in schema["required"], spec.name
        json.dumps(spec.wire())  # serialisable as is


@pytest.mark.parametrize("name, args, expected", [
    ("memlock_pin", {"text": "x"}, "missing required argument(s) session_id"),
    ("memlock_pin", {"session_id": "s", "text": "x", "colour": "red"}, "unknown argument(s) colour"),
    ("memlock_pin", {"session_id": "s", "text": "x", "priority": "high"}, "'priority' must be an integer"),
    ("memlock_pin", {"session_id": "s", "text": "x", "priority": 500}, "from 1 to 100, got 500"),
    ("memlock_pin", {"session_id": "s", "text": "x", "probes": "tabs"}, "a list of strings, not one string"),
    ("memlock_pin", {"session_id": "s", "text": "x", "scope": "planet"}, "must be one of session, project, global"),
    ("memlock_audit", {"session_id": "s", "messages": "hello"}, "'messages' must be a list"),
    ("memlock_audit", {"session_id": "s", "messages": [{"content": "x"}]}, "messages'[0] has no 'role'"),
    ("memlock_status", [], "arguments must be an object"),
])
def test_argument_errors_are_clear(name, args, expected):
    with pytest.raises(ArgumentError) as info:
        check_arguments(TOOL_BY_NAME[name], args)
    assert expected in str(info.value)
    assert str(info.value).startswith(name)


def test_null_means_not_given_and_integral_floats_pass():
    args = check_arguments(TOOL_BY_NAME["memlock_pin"],
                           {"session_id": "s", "text": "x", "reminder": None, "priority": 80.0})
    assert args == {"session_id": "s", "text": "x", "priority": 80}


def test_bad_calls_are_error_results_and_lose_nothing(tools):
    t = tools()
    assert t.call("memlock_pin", {"session_id": "s1", "text": RULE}).ok
    cases = [
        ("memlock_nope", {}, "unknown tool 'memlock_nope'"),
        ("memlock_pin", {"session_id": "", "text": "x"}, "session_id must be a non-empty string"),
        ("memlock_pin", {"session_id": "a\nb", "text": "x"}, "control characters"),
        ("memlock_pin", {"session_id": "s1", "text": RULE}, "already pinned"),
        ("memlock_pin", {"session_id": "s1", "text": "   "}, "text is empty"),
        ("memlock_unpin", {"session_id": "s1", "pin_id": "pin_missing"}, "no pin with id 'pin_missing'"),
        ("memlock_update", {"session_id": "s1", "pin_id": "pin_x", "action": "rollback", "text": "y"},
         "do not pass text"),
        ("memlock_update", {"session_id": "s1", "pin_id": "pin_x", "version": 1}, "only used with action"),
        ("memlock_audit", {"session_id": "s1"}, "exactly one of messages"),
        ("memlock_audit", {"session_id": "s1", "messages": [], "transcript_path": "/x.jsonl"}, "exactly one of"),
        ("memlock_status", {"session_id": "current"}, "no current session is recorded"),
    ]
    for name, args, expected in cases:
        result = t.call(name, args)
        assert not result.ok, (name, args)
        assert expected in result.text, (result.text, expected)
        assert result.text.startswith("Error") and result.data["ok"] is False
    status = t.call("memlock_status", {"session_id": "s1"})
    assert [a["text"] for a in status.data["anchors"]] == [RULE]


STATIC = [{"id": "tests", "text": "Run the test suite before every commit.", "probes": ["test suite"]}]


def test_first_call_seeds_static_anchors_and_global_pins(tools):
    t = tools(anchors=STATIC)
    t.call("memlock_status", {"session_id": "a"})
    t.engine.before_llm("a", [], user_message="Never push to main.")  # what a host hook records
    made = t.call("memlock_pin", {"session_id": "a", "text": "Never push to main.", "scope": "global"})
    assert made.ok and made.data["anchor"]["scope"] == "global"
    # A different process (fresh engine and tools over the same home) starts session b on its first call.
    other = tools(anchors=STATIC)
    status = other.call("memlock_status", {"session_id": "b"})
    kinds = {a["id"]: a["kind"] for a in status.data["anchors"]}
    assert kinds == {"tests": "static", made.data["anchor"]["id"]: "global"}
    assert "Never push to main." in status.text


def test_model_global_pins_can_be_refused(tools):
    t = tools(model_durable_pins="refuse")
    result = t.call("memlock_pin", {"session_id": "a", "text": "Never push to main.", "scope": "global"})
    assert not result.ok and "model_durable_pins: refuse" in result.text


def test_update_and_rollback_keep_history(tools):
    t = tools()
    pin_id = t.call("memlock_pin", {"session_id": "s", "text": "Use tabs."}).data["anchor"]["id"]
    updated = t.call("memlock_update", {"session_id": "s", "pin_id": pin_id, "text": "Use four spaces."})
    assert updated.ok and updated.data["anchor"]["version"] == 2
    back = t.call("memlock_update", {"session_id": "s", "pin_id": pin_id, "action": "rollback"})
    assert back.ok and back.data["anchor"]["text"] == "Use tabs." and back.data["anchor"]["version"] == 3
    again = t.call("memlock_update", {"session_id": "s", "pin_id": pin_id, "action": "rollback", "version": 2})
    assert again.ok and again.data["anchor"]["text"] == "Use four spaces."
    gone = t.call("memlock_unpin", {"session_id": "s", "pin_id": pin_id})
    assert gone.ok and t.call("memlock_status", {"session_id": "s"}).data["anchors"] == []


def test_audit_is_a_turn_and_always_reports(tools):
    t = tools()
    t.call("memlock_pin", {"session_id": "s", "text": RULE, "probes": ["french"]})
    quiet = t.call("memlock_audit", {"session_id": "s", "messages": before_compaction()})
    assert quiet.ok and quiet.data["block"] is None and quiet.data["recorded"] is False
    assert quiet.data["reason"] == "quiet" and quiet.data["casualties"] == [] and quiet.data["integrity"] == 100

    lost = t.call("memlock_audit", {"session_id": "s", "messages": after_compaction()})
    assert lost.data["new_compaction"] and lost.data["recorded"] and lost.data["reason"] == "compaction"
    assert lost.data["integrity"] == 0 and lost.data["block"].splitlines()[1].endswith(RULE)
    assert lost.data["report"]["summaries_found"] == 1 and "DRIFTED" in lost.text

    # Same compaction again: the turn flow already re-injected it; the report still shows the drift.
    again = t.call("memlock_audit", {"session_id": "s", "messages": after_compaction()})
    assert again.data["block"] is None and not again.data["new_compaction"] and again.data["casualties"]
    forced = t.call("memlock_audit", {"session_id": "s", "messages": after_compaction(), "force": True})
    assert forced.data["reason"] == "forced" and RULE in forced.data["block"]

    status = t.call("memlock_status", {"session_id": "s"})
    state = status.data["state"]
    assert state["turn"] == 4 and state["compactions"] == 1 and state["integrity_score"] == 0
    assert [e["reason"] for e in state["drift_log"]] == ["compaction"]


def test_audit_user_message_is_part_of_the_live_region(tools):
    t = tools()
    t.call("memlock_pin", {"session_id": "s", "text": RULE, "probes": ["french"]})
    result = t.call("memlock_audit", {"session_id": "s", "messages": after_compaction(),
                                      "user_message": "reply in French please"})
    assert result.data["new_compaction"] and result.data["casualties"] == [] and result.data["block"] is None


def test_current_session_and_prefix(tools, home):
    t = tools()
    record_current_session(home, "claude-code", "cc-123", str(home.parent))
    pinned = t.call("memlock_pin", {"session_id": "current", "text": RULE})
    assert pinned.ok and pinned.data["session_id"] == "cc-123"

    scoped = MemlockTools(t.engine, session_prefix="team-a:", cwd=str(home.parent))
    refused = scoped.call("memlock_status", {"session_id": "cc-123"})
    assert not refused.ok and "'team-a:'" in refused.text
    assert scoped.call("memlock_pin", {"session_id": "team-a:1", "text": "x y z"}).ok
    listed = scoped.call("memlock_sessions", {})
    assert [row["session_id"] for row in listed.data["sessions"]] == ["team-a:1"]
    assert {row["session_id"] for row in t.call("memlock_sessions", {}).data["sessions"]} == {"cc-123", "team-a:1"}


def test_a_crash_inside_memlock_is_an_error_result(tools, monkeypatch):
    t = tools()
    monkeypatch.setattr("mcp_server.tools.run_request", lambda *a, **k: 1 / 0)
    result = t.call("memlock_pin", {"session_id": "s", "text": RULE})
    assert not result.ok and "ZeroDivisionError" in result.text


def test_wire_shape(tools):
    result = tools().call("memlock_sessions", {"limit": 5})
    wire = result.wire()
    assert wire["isError"] is False and wire["content"][0]["type"] == "text"
    assert wire["structuredContent"] == {"total": 0, "sessions": []}


def claude_record(kind: str, uuid: str, content, **extra) -> dict:
    """One line of a Claude Code transcript (~/.claude/projects/<cwd>/<session>.jsonl)."""
    record = {"type": kind, "uuid": uuid, "parentUuid": None, "sessionId": "0b5c-cc",
              "timestamp": "2026-11-30T10:00:00Z", "cwd": "/tmp/project", "message": {"role": kind, "content": content}}
    record.update(extra)
    return record


def claude_transcript_before() -> list[dict]:
    return [claude_record("user", "u1", RULE),
            claude_record("assistant", "a1", [
                {"type": "text", "text": "D'accord."},
                {"type": "tool_use", "id": "t1", "name": "Read", "input": {"path": "x"}}]),
            claude_record("user", "u2", [{"type": "tool_result", "tool_use_id": "t1", "content": "file text"}]),
            claude_record("assistant", "a2", [{"type": "text", "text": "Voici le fichier."}])]


def claude_transcript_compaction() -> list[dict]:
    return [{"type": "system", "subtype": "compact_boundary", "content": "Conversation compacted", "uuid": "b1",
             "compactMetadata": {"trigger": "auto", "preTokens": 171234}},
            claude_record("user", "s1", "This session is being continued from a previous conversation that ran out "
                          "of context. The conversation is summarized below: the user read a file.",
                          isCompactSummary=True, isVisibleInTranscriptOnly=True),
            claude_record("user", "u3", "now open the second file"),
            # A file that quotes the rule is data, not the instruction being live again.
            claude_record("user", "u4", [{"type": "tool_result", "tool_use_id": "t2", "content": RULE}])]


def write_jsonl(path: Path, records: list[dict], mode: str = "w") -> None:
    with open(path, mode, encoding="utf-8") as fh:
        fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in records)


def test_transcript_audit_is_read_only_and_incremental(tools, tmp_path):
    t = tools()
    sid = "claude-code:0b5c-cc"
    pin_id = t.call("memlock_pin", {"session_id": sid, "text": RULE, "probes": ["french"]}).data["anchor"]["id"]
    path = tmp_path / "0b5c-cc.jsonl"
    write_jsonl(path, claude_transcript_before())
    before = t.call("memlock_audit", {"session_id": sid, "transcript_path": str(path)})
    assert before.ok and before.data["casualties"] == [] and before.data["block"] is None
    assert before.data["reason"] == "transcript" and before.data["recorded"] is False

    write_jsonl(path, claude_transcript_compaction(), mode="a")
    after = t.call("memlock_audit", {"session_id": sid, "transcript_path": str(path)})
    assert after.data["new_compaction"] and after.data["casualties"] == [pin_id]
    assert RULE in after.data["block"] and after.data["report"]["summaries_found"] == 1
    assert t._transcripts[str(path)].offset == path.stat().st_size  # the next read starts at the end

    state = t.call("memlock_status", {"session_id": sid}).data["state"]
    assert state["turn"] == 0 and state["drift_log"] == [] and state["last_summary_hash"] is None  # hooks' job


@pytest.mark.parametrize("raw, expected", [
    ("relative/x.jsonl", "must be an absolute path"),
    ("/tmp/x.txt", "must be a Claude Code .jsonl transcript"),
    ("/nonexistent/dir/x.jsonl", "no transcript file at"),
])
def test_transcript_path_checks(tools, raw, expected):
    result = tools().call("memlock_audit", {"session_id": "s", "transcript_path": raw})
    assert not result.ok and expected in result.text


# ── issue 24: each tool's annotations match whether it writes ─────────────────────────────────
def _tree(root: Path) -> dict[str, tuple[int, int, str]]:
    import hashlib

    out = {}
    for path in sorted(root.rglob("*")):
        if path.is_file():
            data = path.read_bytes()
            out[str(path.relative_to(root))] = (len(data), path.stat().st_mtime_ns, hashlib.sha256(data).hexdigest())
    return out


def test_annotations_match_what_each_tool_writes(tools, home):
    """Every tool is called once, as a client would, by a fresh server over a home that already holds a
    session; a tool annotated readOnlyHint must leave every file of the home as it was, and a tool that is
    not read-only must have written something (else its annotation would overstate it)."""
    setup = tools(mcp_user_approvals=True)
    setup.engine.before_llm("s", before_compaction(), user_message=RULE)
    assert setup.call("memlock_pin", {"session_id": "s", "text": RULE, "check": "proposed"}).ok
    pending = [setup.call("memlock_pin", {"session_id": "s", "text": f"Never deploy on {day}", "scope": "global"})
               for day in ("Fridays", "Sundays")]
    assert all(p.ok and p.data["admission"] == "pending" for p in pending), [p.text for p in pending]
    pin_id = setup.call("memlock_status", {"session_id": "s"}).data["anchors"][0]["id"]
    setup.engine.end_turn("s")
    setup.engine.flush_all()
    calls = {
        "memlock_status": {"session_id": "s"},
        "memlock_sessions": {},
        "memlock_audit": {"session_id": "s", "messages": after_compaction()},
        "memlock_check": {"session_id": "s", "reply": "The weather is fine today, thanks for asking."},
        "memlock_pin": {"session_id": "s", "text": "Use metric units."},
        "memlock_update": {"session_id": "s", "pin_id": pin_id, "priority": 90},
        "memlock_approve": {"pin_id": pending[0].data["anchor"]["id"], "version": 1, "from_user": True},
        "memlock_reject": {"pin_id": pending[1].data["anchor"]["id"], "version": 1, "from_user": True},
        "memlock_unpin": {"session_id": "s", "pin_id": pin_id},
    }
    assert set(calls) == set(TOOL_BY_NAME), "every tool is exercised"
    for name, args in calls.items():
        before = _tree(home)
        result = tools(mcp_user_approvals=True).call(name, args)  # a fresh server process's view
        assert result.ok, (name, result.text)
        wrote = _tree(home) != before
        assert wrote == (not TOOL_BY_NAME[name].read_only), f"{name}: readOnlyHint={TOOL_BY_NAME[name].read_only}, wrote={wrote}"
    # a read-only status of a session nobody started creates nothing
    before = _tree(home)
    assert tools().call("memlock_status", {"session_id": "never-seen"}).ok
    assert _tree(home) == before


def test_oversized_arguments_are_refused_before_any_work(tools, home):
    """Count and size first (issue 24): 100,000 probes or a 10 MB text is refused by the schema check,
    before the server's lock and before any session is created."""
    t = tools()
    before = _tree(home)
    big = t.call("memlock_pin", {"session_id": "s", "text": "x" * 10_000_000})
    many = t.call("memlock_pin", {"session_id": "s", "text": "Use tabs.", "probes": ["tab"] * 100_000})
    assert not big.ok and "the limit is 2000" in big.text
    assert not many.ok and "100000 items; the limit is 16" in many.text
    assert _tree(home) == before  # no session was started or written
