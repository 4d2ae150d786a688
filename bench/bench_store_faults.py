"""What a PostgreSQL outage costs a gateway's turns, and how fast the fleet recovers (issue 28).

Run from the repository root (needs PostgreSQL's server binaries; as root it runs the server as
``postgres``, like scripts/start_postgres.sh, which it uses to start a PRIVATE cluster on a free port):

    .venv/bin/python -m bench storefaults            # ~1 minute
    .venv/bin/python -m bench storefaults --rounds 3

What runs, in one process (the real Engine and PostgresPinStore; one LISTEN connection per process):

* propagation: a pin committed through one store object, until the process's listener has heard the
  NOTIFY, and until an engine's next turn (another store object on the same schema) carries it;
* turn latency: ``before_llm`` of a session holding 20 global pins: quiet turns and compaction turns
  (which re-check the store before injecting) before the fault, during a stop (``pg_ctl stop -m
  fast``) and during a freeze (SIGSTOP to every server process); the first call that meets the fault
  is reported on its own (it pays at most the connect timeout or the call deadline);
* recovery: from the moment the server is back (``pg_ctl start`` returned / SIGCONT sent) until the
  circuit breaker closed, until a pin could be stored again, and until the engine's next turn
  carried that pin.

The end-to-end version with three real ``hermes gateway`` processes is tests/test_hermes_fleet_faults.py
(run with ``-s`` to see its timings). Results: bench/results/store_faults.json, docs/BENCHMARKS.md.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "tests"))

from pg_instance import PgInstance, wait_until  # noqa: E402

from memlock_core import Engine, load_config  # noqa: E402
from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.pinstore.sql_backend import PostgresPinStore  # noqa: E402

RESULTS = REPO_ROOT / "bench" / "results" / "store_faults.json"
PINS = 20
SUMMARY = ("[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted into the summary below.\n"
           "{body}\n\n--- END OF CONTEXT SUMMARY — respond to the message below, not the summary above ---")


def ms(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    pick = lambda q: ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]  # noqa: E731
    return {"n": len(values), "p50_ms": round(1000 * statistics.median(values), 3), "p95_ms": round(1000 * pick(0.95), 3),
            "max_ms": round(1000 * max(values), 3)}


def history(n: int, compacted: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if compacted:
        out.append({"role": "user", "content": SUMMARY.format(body=f"Summary number {n}."), "_compressed_summary": True})
    for i in range(6):
        out.append({"role": "user", "content": f"question {n}.{i} about the weather"})
        out.append({"role": "assistant", "content": f"answer {n}.{i}: sunny"})
    return out


class Bench:
    def __init__(self, pg: PgInstance, home: Path) -> None:
        self.pg, self.schema, self.turn = pg, f"bench_{uuid.uuid4().hex[:8]}", 0
        writer = self.writer = PostgresPinStore(pg.dsn, schema=self.schema)
        for n in range(PINS):
            text = f"Always mention the code word BENCH{n:02d}Q in replies."
            writer.put(Anchor(id=f"b{n:02d}", text=text, reminder=text, scope="global", kind="global",
                              probes=[f"bench{n:02d}q"], admission="approved_manual"), "user")
        cfg = load_config({"persistence_backend": "postgres", "postgres_dsn": pg.dsn, "postgres_schema": self.schema,
                           "detection": "keyword", "hard_reinject_turns": 0, "max_slots": 32,
                           "max_reminder_chars": 9000, "home": str(home), "reverse_audit": False})
        self.engine = Engine(cfg, home=home)
        self.sid = "bench-session"
        self.engine.start_session(self.sid)

    def quiet(self) -> float:
        self.turn += 1
        started = time.perf_counter()
        self.engine.before_llm(self.sid, history(self.turn, False))
        took = time.perf_counter() - started
        self.engine.end_turn(self.sid)
        return took

    def compaction(self) -> tuple[float, bool]:
        self.turn += 1
        started = time.perf_counter()
        outcome = self.engine.before_llm(self.sid, history(self.turn, True))
        took = time.perf_counter() - started
        self.engine.end_turn(self.sid)
        complete = outcome.block is not None and all(f"BENCH{n:02d}Q" in outcome.block for n in range(PINS))
        return took, complete

    def phase(self, turns: int) -> dict[str, Any]:
        quiet = [self.quiet() for _ in range(turns)]
        compactions = [self.compaction() for _ in range(turns)]
        return {"quiet": ms(quiet), "compaction": ms([t for t, _ in compactions]),
                "compactions_with_every_pin": sum(ok for _, ok in compactions), "compactions": len(compactions)}

    def propagation(self, samples: int) -> dict[str, Any]:
        listener = self.engine.pin_store.listener()  # type: ignore[attr-defined]
        heard, next_turn, put = [], [], []
        for k in range(samples):
            before = listener.count
            text = f"Propagation probe {uuid.uuid4().hex[:6]} number {k}."
            started = time.perf_counter()
            self.writer.put(Anchor(id=f"p{k:03d}", text=text, reminder=text, scope="global", kind="global",
                                   probes=[f"probe{k}"], admission="approved_manual"), "user")
            committed = time.perf_counter()
            while listener.count == before and time.perf_counter() - committed < 5:
                time.sleep(0.0002)
            heard.append(time.perf_counter() - started)  # from the start of the put: the NOTIFY leaves at its commit
            put.append(committed - started)
            self.turn += 1
            outcome = self.engine.before_llm(self.sid, history(self.turn, False))
            self.engine.end_turn(self.sid)
            assert outcome.reason == "pin-update" and outcome.block and text in outcome.block, outcome
            next_turn.append(time.perf_counter() - committed)
            self.writer.remove(f"p{k:03d}", "user")
        self.quiet()  # take in the removals
        return {"put": ms(put), "to_listener": ms(heard), "to_next_turn_after_commit": ms(next_turn)}

    def recovery(self, back_at: float) -> dict[str, Any]:
        store = self.engine.pin_store
        closed = wait_until(lambda: store.unreachable_since() is None, 30.0, step=0.005)  # type: ignore[attr-defined]
        closed_at = time.monotonic()
        text = f"Recovery probe {uuid.uuid4().hex[:6]}."
        probe = Anchor(id=f"r{uuid.uuid4().hex[:6]}", text=text, reminder=text, scope="global", kind="global",
                       probes=["recovery"], admission="approved_manual")
        stored_at = None
        while time.monotonic() - back_at < 30:
            try:
                self.writer.put(probe, "user")
                stored_at = time.monotonic()
                break
            except Exception:  # noqa: BLE001 - the writer's own breaker still open: try again
                time.sleep(0.01)
        carried_at = None
        while stored_at is not None and time.monotonic() - back_at < 30:
            self.turn += 1
            outcome = self.engine.before_llm(self.sid, history(self.turn, False))
            self.engine.end_turn(self.sid)
            if outcome.block and text in outcome.block:
                carried_at = time.monotonic()
                break
            time.sleep(0.01)
        self.writer.remove(probe.id, "user")
        self.quiet()
        since = lambda t: None if t is None else round(t - back_at, 3)  # noqa: E731
        return {"breaker_closed_s": None if closed is None else round(closed_at - back_at, 3),
                "pin_stored_s": since(stored_at), "next_turn_carried_it_s": since(carried_at)}

    def fault(self, kind: str, turns: int) -> dict[str, Any]:
        self.pg.stop() if kind == "stop" else self.pg.freeze()
        first_quiet = self.quiet()
        first_compaction, first_ok = self.compaction()
        during = self.phase(turns)
        if kind == "stop":
            self.pg.restart()
        else:
            self.pg.thaw()
        back_at = time.monotonic()
        return {"first_quiet_turn_ms": round(1000 * first_quiet, 3),
                "first_compaction_turn_ms": round(1000 * first_compaction, 3), "first_compaction_every_pin": first_ok,
                "during": during, "recovery": self.recovery(back_at)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=2, help="stop and freeze rounds (default 2)")
    parser.add_argument("--turns", type=int, default=30, help="turns of each kind per phase (default 30)")
    parser.add_argument("--samples", type=int, default=50, help="propagation samples (default 50)")
    args = parser.parse_args()
    pg = PgInstance().start()
    try:
        with tempfile.TemporaryDirectory() as home:
            bench = Bench(pg, Path(home))
            result: dict[str, Any] = {"pins": PINS, "before": bench.phase(args.turns),
                                      "propagation": bench.propagation(args.samples), "faults": []}
            for _ in range(args.rounds):
                for kind in ("stop", "freeze"):
                    result["faults"].append({"fault": kind, **bench.fault(kind, args.turns)})
            bench.writer.close()
            bench.engine.pin_store.close()  # type: ignore[attr-defined]
    finally:
        pg.destroy()
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
