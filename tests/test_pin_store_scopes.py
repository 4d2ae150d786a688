"""Scopes end to end through the engine: each session sees global + its project's + its own pins."""
from __future__ import annotations

import pytest
from pin_store_backends import backend_kind, stores  # noqa: F401 - fixtures

from memlock_core.config import load_config
from memlock_core.pinstore.contract import stem_for
from memlock_core.pinstore.project import project_key
from memlock_core.session.engine import Engine
from memlock_core.session.requests import run_request


@pytest.fixture
def repos(tmp_path):
    out = {}
    for name in ("alpha", "beta"):
        root = tmp_path / name
        (root / ".git").mkdir(parents=True)
        (root / "src" / "deep").mkdir(parents=True)
        out[name] = project_key(root / "src" / "deep")
    assert out["alpha"] == str((tmp_path / "alpha").resolve())
    (tmp_path / "nogit").mkdir()
    assert project_key(tmp_path / "nogit") is None
    return out


def engine(tmp_path, store):
    return Engine(load_config(), home=tmp_path / "home", pin_store=store)


def visible(eng, sid):
    return {a.id: a.kind for a in eng.state(sid).anchors.values()}


def test_each_session_sees_global_its_project_and_its_own(tmp_path, stores, repos):
    eng = engine(tmp_path, stores())
    eng.start_session("a1", project=repos["alpha"])
    eng.start_session("b1", project=repos["beta"])
    eng.start_session("loose")  # no provable project
    g = run_request(eng, "a1", {"text": "Answer in English.", "scope": "global"}, actor="user").data["anchor"]["id"]
    p = run_request(eng, "a1", {"text": "Use tabs in alpha.", "scope": "project"}, actor="user").data["anchor"]["id"]
    s = run_request(eng, "a1", {"text": "Mention the ticket.", "scope": "session"}, actor="user").data["anchor"]["id"]
    q = run_request(eng, "b1", {"text": "Use spaces in beta.", "scope": "project"}, actor="user").data["anchor"]["id"]

    other = engine(tmp_path, stores())  # another process: sessions pick durable pins up at start
    other.start_session("a2", project=repos["alpha"])
    other.start_session("b2", project=repos["beta"])
    other.start_session("loose2")
    assert visible(other, "a2") == {g: "global", p: "project"}
    assert visible(other, "b2") == {g: "global", q: "project"}
    assert visible(other, "loose2") == {g: "global"}
    assert visible(eng, "a1") == {g: "global", p: "project", s: "pin"}
    stored = {pin.id: pin.project for pin in stores().load().pins}
    assert stored == {g: None, p: repos["alpha"], q: repos["beta"]}


def test_project_scope_fails_closed_without_a_project(tmp_path, stores):
    eng = engine(tmp_path, stores())
    eng.start_session("loose")
    result = run_request(eng, "loose", {"text": "Use tabs.", "scope": "project"}, actor="user")
    assert not result.ok and "no proven project" in result.message
    assert stores().load().pins == [] and visible(eng, "loose") == {}


def test_tampered_durable_pin_leaves_running_sessions_on_next_start(tmp_path, stores, repos):
    eng = engine(tmp_path, stores())
    eng.start_session("a1", project=repos["alpha"])
    pin_id = run_request(eng, "a1", {"text": "Never push to main.", "scope": "project"}, actor="user").data["anchor"]["id"]
    raw = stores.read_record(pin_id).replace(b"Never push", b"Always push")
    stores.write_record(stem_for(pin_id), raw)
    fresh = engine(tmp_path, stores())
    fresh.start_session("a1", project=repos["alpha"])
    assert pin_id not in visible(fresh, "a1")
    assert fresh.last_pin_load.quarantined and any("quarantine" in n for n in fresh.state("a1").notices)


def test_unpin_of_durable_pin_reaches_other_sessions(tmp_path, stores, repos):
    eng = engine(tmp_path, stores())
    eng.start_session("a1", project=repos["alpha"])
    eng.start_session("a2", project=repos["alpha"])
    pin_id = run_request(eng, "a1", {"text": "Run the linter.", "scope": "global"}, actor="user").data["anchor"]["id"]
    eng.start_session("a2", project=repos["alpha"])
    assert pin_id in visible(eng, "a2")
    assert run_request(eng, "a1", {"unpin": pin_id}, actor="user").ok
    eng.start_session("a2", project=repos["alpha"])
    assert pin_id not in visible(eng, "a2")
    assert [e.action for e in stores().history(pin_id)] == ["pinned", "unpinned"]


def test_kind_is_derived_from_scope_on_every_path(tmp_path, stores, repos):
    """kind follows scope in one place (anchor.pin_kind): a session pin, a durable pin made in a session,
    one made with no session (the CLI's path), the stored record and a session's copy agree."""
    import json

    from memlock_core.anchor import SCOPES, pin_kind
    from memlock_core.pinstore.contract import decode_record, encode_record
    from memlock_core.session import durable_pins

    assert {scope: pin_kind(scope) for scope in SCOPES} == {"session": "pin", "project": "project", "global": "global"}
    store = stores()
    eng = engine(tmp_path, store)
    eng.start_session("a1", project=repos["alpha"])
    made = [run_request(eng, "a1", {"text": f"Rule {scope}.", "scope": scope}, actor="user").data["anchor"]
            for scope in SCOPES]
    loose = durable_pins.pin(store, "Rule with no session.", scope="global", project=None, actor="user", now=1.0)
    assert [(a["scope"], a["kind"]) for a in made] == [(s, pin_kind(s)) for s in SCOPES]
    assert loose.kind == "global"
    for pin in store.load().pins:
        record = encode_record(pin)
        assert json.loads(record)["kind"] == pin_kind(pin.scope)
        decoded, why = decode_record(stem_for(pin.id), record)
        assert decoded is not None and decoded.kind == pin_kind(pin.scope), why
    other = engine(tmp_path, stores())
    other.start_session("a2", project=repos["alpha"])
    assert {a.kind for a in other.state("a2").anchors.values()} == {"global", "project"}
