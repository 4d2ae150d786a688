"""Bad input: malformed histories, huge messages, odd unicode, wrong argument types. Always a clear
error (HistoryError, or ActionResult(ok=False)), never an exception out of Engine.apply, nothing lost."""
from __future__ import annotations

import json
import random

import pytest
from conftest import chat, summary_message

from memlock_core import Engine, load_config, run_request
from memlock_core.detection.messages import HistoryError

RULES = [{"id": "bullets", "text": "Answer in bullet points.", "probes": ["bullet", "points"]}]


@pytest.fixture
def engine(make_engine):
    eng = make_engine(anchors=RULES)
    eng.start_session("s")
    return eng


# ── histories ────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("bad", ["a string", b"bytes", {"role": "user", "content": "hi"}, 42, 3.5, object()])
def test_history_that_is_not_a_list_is_a_clear_error(engine, bad):
    with pytest.raises(HistoryError, match="list of messages"):
        engine.before_llm("s", bad)
    with pytest.raises(HistoryError):
        engine.on_request("s", bad)


def test_non_dict_entries_are_tolerated(engine):
    history = [None, 42, "text", ["nested"], {"role": "user"}, {"content": "no role"},
               {"role": "user", "content": [None, 5, {"type": "text"}, {"type": "text", "text": 7}]},
               {"role": "assistant", "tool_calls": 5}, {"role": "assistant", "tool_calls": [None, "x", {"id": 3}]},
               {"role": "tool", "tool_call_id": ["odd"], "content": {"weird": True}},
               summary_message("recap: bullet points"), {"role": "user", "content": "now"}]
    outcome = engine.before_llm("s", history)
    assert outcome.reason == "compaction" and outcome.report.casualties == ["bullets"]
    for _ in range(3):  # the incremental scanner copes with the same junk on quiet turns
        history = history + [{"role": "assistant", "tool_calls": "x"}, 7]
        assert engine.before_llm("s", history).reason == "quiet"
    engine.end_turn("s")
    assert engine.before_llm("s", None).reason == "quiet"  # None reads as an empty history


def test_huge_messages(engine):
    big = "lorem ipsum dolor " * 60_000  # ~1 MB
    history = [{"role": "system", "content": big}, summary_message("recap " + big), *chat(2),
               {"role": "user", "content": big + ". Always use bullet points."}, {"role": "tool", "content": big}]
    outcome = engine.before_llm("s", history)
    assert outcome.reason == "compaction" and outcome.report.casualties == []
    engine.end_turn("s")
    result = run_request(engine, "s", {"text": big})
    assert not result.ok and "limit" in result.message


# ── unicode ──────────────────────────────────────────────────────────────────────────────────────

def test_lone_surrogates_in_pin_text_are_escaped_and_persist(engine, home):
    result = run_request(engine, "s", {"text": "use tabs \ud800 not \udfff spaces", "reminder": "tabs \udc80"})
    assert result.ok, result.message
    anchor = engine.state("s").anchors[result.data["anchor"]["id"]]
    assert "\\ud800" in anchor.text and "\\udfff" in anchor.text and "\\udc80" in anchor.reminder
    assert not any(0xD800 <= ord(c) <= 0xDFFF for c in anchor.text + anchor.reminder)
    again = Engine(load_config({"anchors": RULES}), home=home).state("s")
    assert again.anchors[anchor.id].text == anchor.text
    json.loads(engine.sessions.path_for("s").read_text(encoding="utf-8"))  # valid UTF-8 JSON on disk


def test_lone_surrogates_in_history_and_project_do_not_break_the_turn(engine, home):
    history = [summary_message("recap \udcff"), {"role": "user", "content": "Always bullet \ud83d points \udcc3"}]
    outcome = engine.before_llm("s", history)
    assert outcome.report.casualties == []
    engine.end_turn("s")
    # a working directory whose name is not valid UTF-8 comes back from os as surrogate escapes
    state = engine.start_session("p", project="/tmp/caf\udce9")
    assert state.project == "/tmp/caf\udce9"
    assert Engine(load_config(), home=home).state("p").project == "/tmp/caf\udce9"
    odd_sid = "sess-\udce9"
    assert run_request(engine, odd_sid, {"text": "Use metric units."}).ok
    assert Engine(load_config(), home=home).state(odd_sid).pins()[0].text == "Use metric units."


def test_rtl_zero_width_and_line_separators_in_pins(engine):
    text = "עברית \u202eevil\u202c a\u200bb c\u2028d e\u2029f g\u0085h \u200dok"
    refused = run_request(engine, "s", {"text": text})  # a bidi override displays other than it reads
    assert not refused.ok and "U+202E" in refused.message and "safety policy" in refused.message
    text = text.replace("\u202e", "").replace("\u202c", "")
    result = run_request(engine, "s", {"text": text})
    assert result.ok, result.message
    stored = engine.state("s").anchors[result.data["anchor"]["id"]].text
    assert "עברית" in stored and "\u202e" not in stored and "\u2028" not in stored and "\u2029" not in stored
    assert "\n" not in stored and "\x85" not in stored
    only_invisible = run_request(engine, "s", {"text": "\u200b\u2028 \t\n"})
    assert not only_invisible.ok and "empty" in only_invisible.message


def test_odd_unicode_in_history_is_audited(engine):
    history = [summary_message("recap"), {"role": "user", "content": "ALWAYS \u202eBULLET\u202c \u2028POINTS\u2029 \ufeff"}]
    assert engine.before_llm("s", history).report.casualties == []


# ── wrong argument types to Engine.apply ─────────────────────────────────────────────────────────

@pytest.mark.parametrize("request_, needle", [
    ({"text": 5}, "text must be a string"),
    ({"text": ["a", "b"]}, "text must be a string"),
    ({"text": "Use tabs.", "probes": "tabs"}, "probes must be a list"),
    ({"text": "Use tabs.", "probes": [1, 2]}, "every probe must be a string"),
    ({"text": "Use tabs.", "priority": True}, "priority"),
    ({"text": "Use tabs.", "priority": "high"}, "priority"),
    ({"text": "Use tabs.", "priority": [5]}, "priority"),
    ({"text": "Use tabs.", "reminder": 7}, "reminder must be a string"),
    ({"text": "Use tabs.", "scope": "universe"}, "scope"),
    ({"text": "Use tabs.", "scope": 1}, "scope"),
    ({"text": "Use tabs.", "colour": "red"}, "unknown argument"),
    ({"action": "explode"}, "action must be one of"),
    ({"action": 3}, "action must be one of"),
    ({}, "text is required"),
    ({"text": ""}, "text is required"),
    ({"pin_id": 12, "text": "x"}, "pin_id must be a non-empty string"),
    ({"action": "rollback", "pin_id": ["x"]}, "pin_id"),
    ({"unpin": True}, "pin_id"),
    ({"unpin": 5}, "pin_id"),
])
def test_wrong_argument_types_give_clear_errors(engine, request_, needle):
    result = run_request(engine, "s", request_)
    assert result.ok is False
    assert result.message.startswith("Error: ") and needle in result.message, result.message


@pytest.mark.parametrize("request_", [None, [], "pin this", 42, ("text", "x")])
def test_request_that_is_not_an_object(engine, request_):
    result = run_request(engine, "s", request_)
    assert not result.ok and "must be an object" in result.message


@pytest.mark.parametrize("sid", [None, "", 5, "x\ny", "z" * 600])
def test_bad_session_ids_in_apply(engine, sid):
    result = run_request(engine, sid, {"text": "Use tabs."})
    assert not result.ok and "session_id" in result.message


@pytest.mark.parametrize("seed", range(30))
def test_random_requests_never_raise_and_lose_nothing(engine, seed):
    rng = random.Random(seed)
    keep = run_request(engine, "s", {"text": f"Keep this rule {seed}."})
    assert keep.ok
    junk = [None, True, False, 0, -1, 10**30, 1.5, float("nan"), "", " ", "x", "\ud800", "pin_0", [], ["a"], [1],
            {}, {"a": 1}, "v2", "global", "project", "session", "update", "rollback", "unpin", "list", "pin"]
    fields = ["action", "text", "pin_id", "version", "reminder", "priority", "probes", "scope", "unpin", "bogus"]
    for _ in range(40):
        request = {f: rng.choice(junk) for f in fields if rng.random() < 0.4}
        result = run_request(engine, "s", request, actor=rng.choice(["user", "model"]))
        assert isinstance(result.ok, bool) and isinstance(result.message, str) and result.message
    on_disk = Engine(load_config({"anchors": RULES}), home=engine.home).state("s")
    assert "bullets" in on_disk.anchors  # static anchors untouched
    # nothing half-applied: what this engine believes is exactly what is on disk
    assert {a.id: a.to_dict() for a in on_disk.anchors.values()} == {
        a.id: a.to_dict() for a in engine.state("s").anchors.values()}


def test_project_in_a_directory_whose_name_is_not_utf8(engine, tmp_path):
    import os

    from memlock_core.pinstore.project import project_key

    raw = os.fsencode(str(tmp_path)) + b"/caf\xe9-repo"
    os.makedirs(raw + b"/.git")
    os.makedirs(raw + b"/src")
    key = project_key(os.fsdecode(raw + b"/src"))
    assert key is not None and key.endswith("caf\\xe9-repo")
    key.encode("utf-8")  # storable
    engine.start_session("p", project=key)
    result = run_request(engine, "p", {"text": "Use pnpm, not npm.", "scope": "project"}, actor="user")
    assert result.ok, result.message
    other = Engine(load_config({"anchors": RULES}), home=engine.home)
    assert result.data["anchor"]["id"] in other.start_session("p2", project=project_key(os.fsdecode(raw))).anchors
