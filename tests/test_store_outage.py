"""Issue 28, in process: a PostgreSQL store that goes away is unavailable, not untrusted.

Real parts: a private PostgreSQL server (tests/pg_instance.py; stopped, restarted and frozen with
SIGSTOP here, so the shared server is never disturbed), the real Engine and pin requests. The
real-gateway fleet version is tests/test_hermes_fleet_faults.py.
"""
from __future__ import annotations

import threading
import time
import uuid

import pytest
from conftest import chat, summary_message
from pg_instance import PgInstance, wait_until

from memlock_core.anchor import Anchor
from memlock_core.pinstore import sql_backend
from memlock_core.pinstore.sql_backend import PostgresPinStore
from memlock_core.session.requests import run_request
from memlock_core.session.status import render_status
from memlock_core.trust.admission import PENDING

PINS = 12


@pytest.fixture(scope="module")
def pg():
    instance = PgInstance().start()
    yield instance
    instance.destroy()


@pytest.fixture
def fleet_engine(pg, make_engine):
    schema = f"outage_{uuid.uuid4().hex[:8]}"
    seeded = PostgresPinStore(pg.dsn, schema=schema)
    for n in range(PINS):
        text = f"Always mention the code word RULE{n:02d}X in replies."
        seeded.put(Anchor(id=f"g{n:02d}", text=text, reminder=text, scope="global", kind="global",
                          probes=[f"rule{n:02d}x"], admission="approved_manual"), "user")
    seeded.close()
    engine = make_engine(persistence_backend="postgres", postgres_dsn=pg.dsn, postgres_schema=schema,
                         hard_reinject_turns=0, detection="keyword", max_slots=32, max_reminder_chars=9000)
    yield engine
    engine.pin_store.close()  # type: ignore[attr-defined]
    pg.thaw()
    pg.restart()


def _compaction(n: int) -> list[dict]:
    return [summary_message(f"Earlier turns compacted ({n})."), *chat(2, start=10 * n)]


def _all_pins_in(block: str | None) -> bool:
    return block is not None and all(f"RULE{n:02d}X" in block for n in range(PINS))


@pytest.mark.parametrize("fault", ["stop", "freeze"])
def test_compaction_during_an_outage_reinjects_every_verified_durable_pin(pg, fleet_engine, fault):
    engine = fleet_engine
    sid = f"outage-{fault}"
    engine.start_session(sid)
    engine.before_llm(sid, chat(2))
    engine.end_turn(sid)
    assert len([a for a in engine.state(sid).anchors.values() if a.kind == "global"]) == PINS

    pg.stop() if fault == "stop" else pg.freeze()
    try:
        # the first call that meets the fault pays at most its deadline; every later one fails fast
        engine.before_llm(sid, _compaction(1))
        engine.end_turn(sid)
        timings = []
        for n in range(2, 6):
            started = time.perf_counter()
            outcome = engine.before_llm(sid, _compaction(n))
            timings.append(time.perf_counter() - started)
            engine.end_turn(sid)
            assert outcome.reason == "compaction" and _all_pins_in(outcome.block), outcome.block
        assert max(timings) < 0.1, timings  # the bound: no turn waits 100 ms more after the first failure
        status = render_status(engine.state(sid), engine.current_pin_load())
        assert "durable pins from the last verified copy" in status and "store unreachable since" in status, status

        # a durable pin now gets the truth, and stays neither stored nor pending
        engine.before_llm(sid, _compaction(5), user_message="Always cite the ticket OUTAGE-1 in commits.")
        result = run_request(engine, sid, {"text": "Always cite the ticket OUTAGE-1 in commits.", "scope": "global"})
        assert not result.ok and "unreachable" in result.message and "tombstone" not in result.message.lower()
        assert "removed" not in result.message or "cannot check" in result.message
        # a session pin by the model is checked against the tombstones last read, and admitted
        session_pin = run_request(engine, sid, {"text": "Answer in short sentences during the outage."})
        assert session_pin.ok and session_pin.data["admission"] != PENDING, session_pin.message
    finally:
        pg.thaw() if fault == "freeze" else pg.restart()

    assert wait_until(lambda: engine.pin_store.unreachable_since() is None, 10.0) is not None  # type: ignore[attr-defined]
    engine.before_llm(sid, _compaction(5), user_message="Always cite the ticket OUTAGE-1 in commits.")
    again = run_request(engine, sid, {"text": "Always cite the ticket OUTAGE-1 in commits.", "scope": "global"})
    assert again.ok and again.data["admission"] != PENDING, again.message
    state = engine.state(sid)
    assert not [a for a in state.pending.values()], state.pending
    assert len([a for a in state.anchors.values() if a.kind == "global"]) == PINS + 1


def _listen_connections(dsn: str) -> int:
    import psycopg

    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'memlock-listen'").fetchone()
    return int(row[0]) if row else 0


def test_one_store_and_one_listener_however_many_threads(pg, make_engine):
    schema = f"threads_{uuid.uuid4().hex[:8]}"
    before = sql_backend.listener_count()
    listening_before = _listen_connections(pg.dsn)  # earlier tests of this module may still listen elsewhere
    engines = [make_engine(persistence_backend="postgres", postgres_dsn=pg.dsn, postgres_schema=schema)
               for _ in range(2)]
    barrier = threading.Barrier(32)
    seen: list[object] = []

    def first_turn(n: int) -> None:
        engine = engines[n % 2]
        barrier.wait()
        seen.append(engine.pin_store)
        engine.start_session(f"thread-{n}")

    threads = [threading.Thread(target=first_turn, args=(n,)) for n in range(32)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(store) for store in seen}) == 2  # one store per engine
    assert sql_backend.listener_count() == before + 1  # and one LISTEN connection for the process
    channel = engines[0].pin_store.channel  # type: ignore[attr-defined]
    listening = _listen_connections(pg.dsn)
    assert listening - listening_before <= 1, (listening_before, listening, channel)  # this schema added one at most
    for engine in engines:
        engine.pin_store.close()  # type: ignore[attr-defined]
    assert sql_backend.listener_count() == before


def test_an_unreadable_decision_log_is_never_a_tombstone_verdict(pg, make_engine):
    """A process that never read the log, with the store down: a model pin is refused with the true
    reason, not held PENDING as "the user unpinned this before"."""
    schema = f"tomb_{uuid.uuid4().hex[:8]}"
    PostgresPinStore(pg.dsn, schema=schema).close()
    pg.stop()
    engine = make_engine(persistence_backend="postgres", postgres_dsn=pg.dsn, postgres_schema=schema)
    sid = "tomb"
    try:
        result = run_request(engine, sid, {"text": "Prefer tabs over spaces in Makefiles."})
        assert not result.ok and "unreachable" in result.message, result.message
        assert "unpinned or rejected" not in result.message
        assert not engine.state(sid).pending and not engine.state(sid).anchors
    finally:
        pg.restart()
    assert wait_until(lambda: engine.pin_store.unreachable_since() is None, 10.0) is not None  # type: ignore[attr-defined]
    result = run_request(engine, sid, {"text": "Prefer tabs over spaces in Makefiles."})
    assert result.ok and result.data["admission"] != PENDING, result.message
    engine.pin_store.close()  # type: ignore[attr-defined]
