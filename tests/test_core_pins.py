"""Pins through Engine.apply (the one parser every host uses): lifecycle, versions, limits, scopes,
and static anchors from config."""
from __future__ import annotations

import re

import pytest

from memlock_core import Engine, load_config, run_request
from memlock_core.anchor import HISTORY_CAP


def pin(engine, sid: str, text: str, **extra) -> str:
    result = run_request(engine, sid, {"text": text, **extra}, actor="user")
    assert result.ok, result.message
    return result.data["anchor"]["id"]


def test_pin_gets_uuid_id_flattened_text_and_derived_probes(make_engine):
    engine = make_engine()
    result = run_request(engine, "s", {"text": "  Always answer\nin   bullet points.  "}, actor="model")
    assert result.ok, result.message
    anchor = engine.state("s").anchors[result.data["anchor"]["id"]]
    assert re.fullmatch(r"pin_[0-9a-f]{12}", anchor.id)
    assert anchor.text == "Always answer in bullet points."
    assert anchor.probes == ["bullet", "points"]
    assert (anchor.priority, anchor.version, anchor.scope, anchor.kind, anchor.created_by) == (50, 1, "session", "pin", "model")
    assert anchor.id in result.message and "bullet" in result.message
    other = pin(engine, "s", "Use metric units.")
    assert other != anchor.id


@pytest.mark.parametrize("given, stored", [(500, 100), (0, 1), (-3, 1), ("70", 70), (42.9, 42), (100, 100)])
def test_priority_is_clamped_to_1_100(make_engine, given, stored):
    engine = make_engine()
    pid = pin(engine, "s", "Use metric units.", priority=given)
    assert engine.state("s").anchors[pid].priority == stored


def test_update_in_place_keeps_last_five_versions(make_engine, clock):
    engine = make_engine()
    pid = pin(engine, "s", "version 1 text")
    for v in range(2, 9):
        clock.advance(1)
        result = run_request(engine, "s", {"pin_id": pid, "text": f"version {v} text"}, actor="user")  # action inferred
        assert result.ok, result.message
    anchor = engine.state("s").anchors[pid]
    assert anchor.id == pid and anchor.version == 8 and anchor.text == "version 8 text"
    assert len(anchor.history) == HISTORY_CAP == 5
    assert [h.version for h in anchor.history] == [3, 4, 5, 6, 7]
    assert [h.text for h in anchor.history] == [f"version {v} text" for v in range(3, 8)]
    assert anchor.probes == ["version", "8", "text"]  # re-derived from the new text


def test_update_of_priority_or_probes_only_keeps_text(make_engine):
    engine = make_engine()
    pid = pin(engine, "s", "Answer in bullet points.")
    assert run_request(engine, "s", {"action": "update", "pin_id": pid, "priority": 90, "probes": ["bullets"]}).ok
    anchor = engine.state("s").anchors[pid]
    assert (anchor.text, anchor.priority, anchor.probes, anchor.version) == ("Answer in bullet points.", 90, ["bullets"], 2)
    nothing = run_request(engine, "s", {"action": "update", "pin_id": pid})
    assert not nothing.ok and "nothing to update" in nothing.message


def test_rollback_to_any_kept_version_destroys_nothing(make_engine):
    engine = make_engine()
    pid = pin(engine, "s", "text v1")
    for v in (2, 3, 4):
        assert run_request(engine, "s", {"pin_id": pid, "text": f"text v{v}"}).ok
    result = run_request(engine, "s", {"action": "rollback", "pin_id": pid, "version": 2})
    assert result.ok, result.message
    anchor = engine.state("s").anchors[pid]
    assert anchor.text == "text v2" and anchor.version == 5
    texts = [h.text for h in anchor.history]
    assert "text v4" in texts and "text v1" in texts and "text v3" in texts  # the displaced state is kept
    assert anchor.history[-1].change == "rolled back to v2"
    # default: the previous version; "v3" strings work too
    assert run_request(engine, "s", {"action": "rollback", "pin_id": pid}).ok
    assert engine.state("s").anchors[pid].text == "text v4"
    assert run_request(engine, "s", {"action": "rollback", "pin_id": pid, "version": "v3"}).ok
    assert engine.state("s").anchors[pid].text == "text v3"
    # every text ever pinned is still reachable
    anchor = engine.state("s").anchors[pid]
    assert {anchor.text, *(h.text for h in anchor.history)} >= {"text v2", "text v3", "text v4"}


def test_rollback_errors_are_clear(make_engine):
    engine = make_engine()
    pid = pin(engine, "s", "only version")
    result = run_request(engine, "s", {"action": "rollback", "pin_id": pid})
    assert not result.ok and "no earlier version" in result.message
    run_request(engine, "s", {"pin_id": pid, "text": "second version"})
    result = run_request(engine, "s", {"action": "rollback", "pin_id": pid, "version": 7})
    assert not result.ok and "v1" in result.message and "kept versions" in result.message
    result = run_request(engine, "s", {"action": "rollback", "pin_id": pid, "version": True})
    assert not result.ok and "version" in result.message


def test_unpin_and_errors(make_engine):
    engine = make_engine(anchors=[{"id": "house", "text": "Use the house style."}])
    engine.start_session("s")
    pid = pin(engine, "s", "Use metric units.")
    missing = run_request(engine, "s", {"unpin": "pin_nope"})
    assert not missing.ok and pid in missing.message  # lists what exists
    static = run_request(engine, "s", {"unpin": "house"})
    assert not static.ok and "static" in static.message
    result = run_request(engine, "s", {"unpin": pid})
    assert result.ok and pid not in engine.state("s").anchors
    assert "house" in engine.state("s").anchors
    assert run_request(engine, "s", {"action": "unpin", "pin_id": "house"}).ok is False


def test_duplicate_text_is_refused(make_engine):
    engine = make_engine()
    pid = pin(engine, "s", "Use metric units.")
    again = run_request(engine, "s", {"text": "Use   metric\nunits."})
    assert not again.ok and pid in again.message


def test_max_pins_per_session(make_engine):
    engine = make_engine()
    for i in range(16):
        pin(engine, "s", f"instruction number {i}")
    result = run_request(engine, "s", {"text": "one too many"})
    assert not result.ok and "16" in result.message and "max_pins" in result.message
    assert len(engine.state("s").pins()) == 16
    small = make_engine(max_pins=2)
    pin(small, "t", "first rule")
    pin(small, "t", "second rule")
    assert not run_request(small, "t", {"text": "third rule"}).ok
    # another session has its own budget
    assert run_request(small, "u", {"text": "third rule"}).ok


def test_global_pin_reaches_new_sessions_in_the_same_home(make_engine, home):
    engine = make_engine()
    engine.start_session("s1")
    result = run_request(engine, "s1", {"text": "Never deploy on Fridays.", "scope": "global"}, actor="user")
    assert result.ok, result.message
    pid = result.data["anchor"]["id"]
    assert engine.state("s1").anchors[pid].kind == "global"
    # a different process (new engine) in the same home, a brand-new session
    fresh = Engine(load_config(), home=home)
    state = fresh.start_session("s2")
    assert pid in state.anchors and state.anchors[pid].text == "Never deploy on Fridays."
    assert state.anchors[pid].kind == "global"
    # unpinned from s2: gone from the store, new sessions no longer get it
    assert run_request(fresh, "s2", {"unpin": pid}, actor="user").ok
    assert pid not in Engine(load_config(), home=home).start_session("s3").anchors
    # and s1 drops it when it is seeded again
    assert pid not in engine.start_session("s1").anchors


def test_global_update_and_rollback_reach_new_sessions(make_engine, home):
    engine = make_engine()
    pid = pin(engine, "s1", "Deploy only on weekdays.", scope="global")
    assert run_request(engine, "s1", {"pin_id": pid, "text": "Deploy only Monday to Thursday."}, actor="user").ok
    assert Engine(load_config(), home=home).start_session("s2").anchors[pid].text == "Deploy only Monday to Thursday."
    assert run_request(engine, "s1", {"action": "rollback", "pin_id": pid}, actor="user").ok
    state = Engine(load_config(), home=home).start_session("s3")
    assert state.anchors[pid].text == "Deploy only on weekdays." and state.anchors[pid].version == 3


def test_project_pins_need_a_project_and_stay_in_it(make_engine, home):
    engine = make_engine()
    engine.start_session("loose")
    result = run_request(engine, "loose", {"text": "Use pnpm.", "scope": "project"})
    assert not result.ok and "project" in result.message
    engine.start_session("a", project="/repo/one")
    pid = pin(engine, "a", "Use pnpm.", scope="project")
    other = Engine(load_config(), home=home)
    assert pid in other.start_session("b", project="/repo/one").anchors
    assert pid not in other.start_session("c", project="/repo/two").anchors
    assert pid not in other.start_session("d").anchors


def test_model_global_pins_can_be_disabled(make_engine):
    engine = make_engine(model_durable_pins="refuse")
    refused = run_request(engine, "s", {"text": "Never deploy on Fridays.", "scope": "global"}, actor="model")
    assert not refused.ok and "model_durable_pins: refuse" in refused.message
    assert run_request(engine, "s", {"text": "Never deploy on Fridays.", "scope": "global"}, actor="user").ok
    assert run_request(engine, "s", {"text": "Use metric units."}, actor="model").ok  # session pins still fine


def test_list_action(make_engine):
    engine = make_engine(anchors=[{"id": "house", "text": "Use the house style.", "priority": 80}])
    pid = pin(engine, "s", "Use metric units.")
    result = run_request(engine, "s", {"action": "list"})
    assert result.ok
    assert [a["id"] for a in result.data["anchors"]] == ["house", pid]
    assert "house" in result.message and pid in result.message


def test_explicit_reminder_is_flattened_and_bounded(make_engine):
    engine = make_engine()
    pid = pin(engine, "s", "A long instruction about formatting every answer.", reminder="Format\nanswers.")
    assert engine.state("s").anchors[pid].reminder == "Format answers."
    too_long = run_request(engine, "s", {"text": "Another rule.", "reminder": "r" * 301})
    assert not too_long.ok and "reminder" in too_long.message
    huge = run_request(engine, "s", {"text": "t" * 2001})
    assert not huge.ok and "2000" in huge.message


# ── static anchors from config ──────────────────────────────────────────────────────────────────

def test_static_anchors_are_validated():
    cfg = load_config({"anchors": [
        {"id": "ok", "text": "Answer in bullet points.", "priority": 250, "probes": ["bullet"]},
        {"id": "low", "text": "Use metric units.", "priority": -5},
        {"id": "junk-priority", "text": "Be brief.", "priority": "high"},
        {"text": "no id"},
        {"id": "no-text"},
        {"id": "ok", "text": "duplicate id"},
        "not a mapping",
        {"id": "strprobes", "text": "Indent with tabs.", "probes": "tabs"},
        {"id": "multi", "text": "first line\nsecond line", "reminder": "custom\nreminder"},
    ]})
    by_id = {a.id: a for a in cfg.static_anchors}
    assert list(by_id) == ["ok", "low", "junk-priority", "strprobes", "multi"]
    assert by_id["ok"].priority == 100 and by_id["ok"].probes == ["bullet"] and by_id["ok"].kind == "static"
    assert by_id["low"].priority == 1
    assert by_id["junk-priority"].priority == 50
    assert by_id["strprobes"].probes == ["indent", "tabs"]
    assert by_id["multi"].text == "first line second line" and by_id["multi"].reminder == "custom reminder"
    joined = "\n".join(cfg.warnings)
    for needle in ("anchors[3]", "anchors[4]", "anchors[5]", "anchors[6]", "priority 250", "priority -5", "'high'",
                   "probes must be a list"):
        assert needle in joined, needle


def test_static_anchors_follow_config_changes(home):
    first = Engine(load_config({"anchors": [{"id": "a", "text": "Rule A."}, {"id": "b", "text": "Rule B."}]}))
    first.start_session("s")
    second = Engine(load_config({"anchors": [{"id": "a", "text": "Rule A, revised."}]}))
    state = second.start_session("s")
    assert state.anchors["a"].text == "Rule A, revised." and "b" not in state.anchors
