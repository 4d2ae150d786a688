"""Durable pins changed through sessions: the store's copy is the one edited, under its lock."""
from __future__ import annotations

from memlock_core import Engine, load_config, run_request
from memlock_core.session.requests import run_request


def test_stale_session_copy_does_not_overwrite_a_newer_global_update(tmp_path):
    home = tmp_path / "home"
    a, b = Engine(load_config(), home=home), Engine(load_config(), home=home)
    created = run_request(a, "sa", {"text": "Never touch prod", "scope": "global"}, actor="user")
    assert created.ok, created.message
    pin_id = created.data["anchor"]["id"]
    b.start_session("sb")  # b's session now holds v1 of the global pin
    assert b.state("sb").anchors[pin_id].text == "Never touch prod"

    assert run_request(a, "sa", {"pin_id": pin_id, "text": "Never touch prod or staging"}, actor="user").ok
    result = run_request(b, "sb", {"pin_id": pin_id, "priority": 90}, actor="user")
    assert result.ok, result.message

    stored = {p.id: p for p in b.pin_store.load().pins}[pin_id]
    assert stored.text == "Never touch prod or staging", "the stale copy overwrote a newer update"
    assert stored.priority == 90 and stored.version == 3
    assert b.state("sb").anchors[pin_id].text == "Never touch prod or staging"
    assert [h.text for h in stored.history] == ["Never touch prod", "Never touch prod or staging"]


def test_rollback_of_a_global_pin_goes_through_the_store(tmp_path):
    engine = Engine(load_config(), home=tmp_path / "home")
    pin_id = run_request(engine, "s", {"text": "Use UTC timestamps", "scope": "global"}, actor="user").data["anchor"]["id"]
    assert run_request(engine, "s", {"pin_id": pin_id, "text": "Use UTC timestamps everywhere"}, actor="user").ok
    rolled = run_request(engine, "s", {"action": "rollback", "pin_id": pin_id}, actor="user")
    assert rolled.ok, rolled.message
    stored = {p.id: p for p in engine.pin_store.load().pins}[pin_id]
    assert stored.text == "Use UTC timestamps" and stored.version == 3


def test_unexpected_store_errors_become_error_results(tmp_path, monkeypatch):
    engine = Engine(load_config(), home=tmp_path / "home")
    pin_id = run_request(engine, "s", {"text": "Use UTC timestamps", "scope": "global"}, actor="user").data["anchor"]["id"]

    def broken(*args, **kwargs):
        raise OSError("disk on fire")

    monkeypatch.setattr(engine.pin_store, "modify", broken)
    result = run_request(engine, "s", {"pin_id": pin_id, "priority": 10}, actor="user")
    assert not result.ok and "disk on fire" in result.message
    assert engine.state("s").anchors[pin_id].priority == 50, "a failed durable write must not change the session"
