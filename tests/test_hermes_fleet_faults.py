"""Issue 28: a fleet of three REAL `hermes gateway run` processes survives its PostgreSQL going away.

Real parts only: a private PostgreSQL server (tests/pg_instance.py: stopped with ``pg_ctl stop``,
restarted, and frozen with SIGSTOP/SIGCONT to every server process mid-run; the shared test server is
never touched), three gateways with different homes on one schema, the scripted model on 127.0.0.1.
Checked, in order: the happy path (a global pin reaches the other gateways' running chats by their
next turn); during a stop and during a freeze, a compaction re-injects every durable pin the chat
held, a pin and an unpin get a message saying the store is unreachable (never a false verdict),
``/guard`` marks the copy; after each, a pin made on one gateway reaches the others, an unpin
clears them, and nothing is pending. Timings are printed (``-s``); bench/bench_store_faults.py
measures them precisely for docs/BENCHMARKS.md. The only timing asserted is the issue's own bound for
a quiet turn, with a wide margin for Hermes's own variance.
"""
from __future__ import annotations

import statistics
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from pg_instance import PgInstance, wait_until

from hermes_harness.gateway import Gateway, chat_of, install_chat_model, last_user_text, requests_of
from hermes_harness.scripted_llm import ScriptedLLM, message_text
from memlock_core.pinstore.sql_backend import PostgresPinStore
from memlock_core.session.reminder import REMINDER_MARKER
from memlock_core.session.state_store import SessionStore

REPO_ROOT = Path(__file__).resolve().parent.parent
PINS = 6


def code(k: int) -> str:
    return f"FLT{k:02d}X7"


@pytest.fixture(scope="module")
def fleet(tmp_path_factory):
    pg = PgInstance().start()
    schema = f"faults_{uuid.uuid4().hex[:8]}"
    root = tmp_path_factory.mktemp("fleet-faults")
    server = ScriptedLLM().start()
    install_chat_model(server)
    memlock = {"persistence_backend": "postgres", "postgres_dsn": pg.dsn, "postgres_schema": schema,
               "hard_reinject_turns": 0, "detection": "keyword", "max_pins": 64, "max_slots": 32,
               "max_reminder_chars": 9000}
    gateways = {name: Gateway.create(server.base_url, root=root / f"home-{name}", plugin_dir=REPO_ROOT,
                                     memlock=memlock, cwd=root / f"cwd-{name}")
                for name in ("a", "b", "c")}
    for gw in gateways.values():
        gw.cwd.mkdir(parents=True, exist_ok=True)
    try:
        with ThreadPoolExecutor(3) as pool:
            list(pool.map(lambda gw: gw.start(), gateways.values()))
        yield {**gateways, "server": server, "pg": pg, "schema": schema, "timings": {}}
    finally:
        pg.thaw()
        for gw in gateways.values():
            gw.stop()
        server.stop()
        pg.destroy()


def _request(server, chat: str, prefix: str) -> dict:
    found = [b for b in requests_of(server) if chat_of(b) == chat and last_user_text(b).startswith(f"[{chat}] {prefix}")]
    assert found, f"no request of {chat} starting {prefix!r}"
    return found[-1]


def _tool_result(server, chat: str, prefix: str) -> str:
    """The guard_pin result the model saw after the turn starting ``prefix``."""
    for body in reversed(requests_of(server)):
        if chat_of(body) != chat:
            continue
        messages = body.get("messages") or []
        users = [m for m in messages if m.get("role") == "user"]
        if users and message_text(users[-1]).startswith(f"[{chat}] {prefix}") and messages[-1].get("role") == "tool":
            return message_text(messages[-1])
    raise AssertionError(f"no tool result in {chat} after {prefix!r}")


def _timed(gw: Gateway, sid: str, text: str) -> float:
    started = time.perf_counter()
    gw.chat(sid, text)
    return time.perf_counter() - started


def _store(fleet) -> PostgresPinStore:
    return PostgresPinStore(fleet["pg"].dsn, schema=fleet["schema"])


def _pin_ids(fleet) -> dict[str, str]:
    store = _store(fleet)
    try:
        return {p.text: p.id for p in store.load().pins}
    finally:
        store.close()


def _carries_all(text: str, codes: list[str]) -> list[str]:
    return [c for c in codes if c not in text]


def _held(gw: Gateway, sid: str) -> set[str]:
    state = SessionStore(gw.home.path / "memlock").load(sid)
    return {a.text for a in state.anchors.values() if a.kind == "global"}


def _pin_until_ok(gw: Gateway, sid: str, chat: str, text: str, server, timeout: float = 15.0) -> float:
    """Pin ``text`` through ``gw`` until it is stored (right after a restart the first try may still
    meet the store as unreachable, and says so); returns the seconds it took."""
    started = time.monotonic()
    attempt = 0
    while time.monotonic() - started < timeout:
        attempt += 1
        prefix = f"after, try {attempt}."
        gw.chat(sid, f"[{chat}] {prefix} PIN(global): {text}")
        result = _tool_result(server, chat, prefix)
        if result.startswith("Pinned"):
            return time.monotonic() - started
        assert "unreachable" in result, result
    raise AssertionError(f"could not pin through {chat} within {timeout} s")


def test_happy_path_a_pin_reaches_running_chats_on_the_other_gateways(fleet):
    a, b, c, server = fleet["a"], fleet["b"], fleet["c"], fleet["server"]
    sessions = {"b": b.new_session(), "c": c.new_session(), "a": a.new_session()}
    b.chat(sessions["b"], "[b01] hello")
    c.chat(sessions["c"], "[c01] hello")
    a.chat(sessions["a"], "[a01] hello")
    for k in range(PINS):
        a.chat(sessions["a"], f"[a01] team rule {k}. PIN(global): Always mention the code word {code(k)} in replies.")
    b.chat(sessions["b"], "[b01] next question")
    c.chat(sessions["c"], "[c01] next question")
    for chat in ("b01", "c01"):
        text = last_user_text(_request(server, chat, "next question"))
        assert REMINDER_MARKER in text and not _carries_all(text, [code(k) for k in range(PINS)]), text
    fleet["sessions"] = sessions
    fleet["timings"]["quiet_before"] = [_timed(b, sessions["b"], f"[b01] quiet before {i}") for i in range(5)]


@pytest.mark.parametrize("fault", ["stop", "freeze"])
def test_the_fleet_through_a_database_fault(fleet, fault):
    a, b, c, server, pg = fleet["a"], fleet["b"], fleet["c"], fleet["server"], fleet["pg"]
    sessions = fleet["sessions"]
    # who compacts, who pins, who unpins during the fault: a different gateway each time
    compacts, pins, unpins = (b, c, a) if fault == "stop" else (c, a, b)
    chat_of_gw = {id(a): "a01", id(b): "b01", id(c): "c01"}
    cchat, pchat, uchat = chat_of_gw[id(compacts)], chat_of_gw[id(pins)], chat_of_gw[id(unpins)]
    sid = {id(a): sessions["a"], id(b): sessions["b"], id(c): sessions["c"]}
    held_before = _held(compacts, sid[id(compacts)])
    codes = [code(k) for k in range(PINS)] if fault == "stop" else [code(k) for k in range(1, PINS)] + [code(90)]
    assert not _carries_all(" ".join(held_before), codes)
    victim = _pin_ids(fleet)[f"Always mention the code word {code(0)} in replies."] if fault == "stop" else None

    pg.stop() if fault == "stop" else pg.freeze()
    try:
        quiet = [_timed(compacts, sid[id(compacts)], f"[{cchat}] quiet during {fault} {i}") for i in range(4)]
        fleet["timings"][f"quiet_during_{fault}"] = quiet
        started = time.perf_counter()
        compacts.chat(sid[id(compacts)], f"[{cchat}] during {fault}, COMPACT")
        compact_turn = time.perf_counter() - started
        compacts.chat(sid[id(compacts)], f"[{cchat}] during {fault}, next")
        text = last_user_text(_request(server, cchat, f"during {fault}, next"))
        assert REMINDER_MARKER in text and not _carries_all(text, codes), (fault, text)
        fleet["timings"][f"compaction_turn_during_{fault}"] = compact_turn

        pins.chat(sid[id(pins)], f"[{pchat}] during {fault}. PIN(global): Always mention the code word OUT{fault}9 in replies.")
        result = _tool_result(server, pchat, f"during {fault}.")
        assert result.startswith("Error:") and "unreachable" in result, result
        assert "unpinned or rejected" not in result and "PENDING" not in result, result
        if victim:
            unpins.chat(sid[id(unpins)], f"[{uchat}] during {fault}, drop it. UNPIN: {victim}")
            result = _tool_result(server, uchat, f"during {fault}, drop it.")
            assert "unreachable" in result and "Unpinned" not in result, result
        offset = len(compacts.log_text())
        compacts.command(f"/guard {sid[id(compacts)]}")  # the reply is logged; read all of it, not its first chunk
        assert wait_until(lambda: "store unreachable since" in compacts.log_text()[offset:], 10.0) is not None
        status = compacts.log_text()[offset:]  # Hermes logs the first 200 characters: the warning is on top
        assert "! durable pins: last verified copy (verified " in status, status[-2000:]
    finally:
        pg.thaw() if fault == "freeze" else pg.restart()
    recovered = time.monotonic()

    # after: a pin made on one gateway reaches the others' running chats; an unpin clears them
    new_text = f"Always mention the code word {code(90 if fault == 'stop' else 91)} in replies."
    took = _pin_until_ok(pins, sid[id(pins)], pchat, new_text, server)
    fleet["timings"][f"first_pin_after_{fault}_s"] = took
    for other in (gw for gw in (a, b, c) if gw is not pins):
        chat = chat_of_gw[id(other)]
        arrived = wait_until(lambda: (other.chat(sid[id(other)], f"[{chat}] after {fault}, turn") or True)
                             and new_text in _held(other, sid[id(other)]), 20.0, step=0.05)
        assert arrived is not None, f"{chat} never got the pin made after the {fault}"
        fleet["timings"].setdefault(f"pin_reached_others_after_{fault}_s", []).append(time.monotonic() - recovered)
    if victim:
        unpins.chat(sid[id(unpins)], f"[{uchat}] after {fault}, drop it. UNPIN: {victim}")
        assert _tool_result(server, uchat, f"after {fault}, drop it.").startswith("Unpinned")
        for other in (a, b, c):
            chat = chat_of_gw[id(other)]
            assert wait_until(lambda: (other.chat(sid[id(other)], f"[{chat}] after unpin, turn") or True)
                              and f"Always mention the code word {code(0)} in replies." not in _held(other, sid[id(other)]),
                              20.0, step=0.05) is not None, chat
    # nothing wrongly pending, nothing lost, the store verifies
    for gw in (a, b, c):
        state = SessionStore(gw.home.path / "memlock").load(sid[id(gw)])
        assert not state.pending, state.pending
    store = _store(fleet)
    try:
        report = store.verify()
        assert report.ok, report.problems
        texts = {p.text for p in store.load().pins}
        assert new_text in texts and f"Always mention the code word OUT{fault}9 in replies." not in texts
    finally:
        store.close()


def test_quiet_turns_did_not_wait_for_the_database(fleet):
    timings = fleet["timings"]
    print("\nfleet fault timings:", {k: [round(x, 3) for x in v] if isinstance(v, list) else round(v, 3)
                                     for k, v in timings.items()})
    before = statistics.median(timings["quiet_before"])
    for fault in ("stop", "freeze"):
        # the bound is 100 ms over the turn before the fault; an end-to-end Hermes turn varies
        # by more than that on its own, so the margin here is wide (in-process: test_store_outage.py)
        assert max(timings[f"quiet_during_{fault}"]) < before + 1.0, (fault, timings)
