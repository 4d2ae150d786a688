"""Load and verify time of the durable pin store for 10 / 1,000 / 10,000 pins per backend (issue 4).

Run from the repository root:

    .venv/bin/python bench/bench_store.py                    # file + sqlite (+ postgres if a DSN is set)
    .venv/bin/python bench/bench_store.py --write-doc        # also refresh docs/BENCHMARKS.md
    MEMLOCK_TEST_PG_DSN=postgresql://... .venv/bin/python bench/bench_store.py --backends postgres

For each backend and size a fresh store is filled in one bulk step (the snapshot-import path, with
one "pinned" log entry per pin so the log is as long as in real use), then measured:

* ``load (new process)``: the first ``load()`` of a newly opened store object, as a session start in
  a fresh process does it: every record read, hashed against the manifest and parsed;
* ``load (warm)``: later ``load()`` calls of the same object (PostgreSQL connection already open);
* ``verify``: ``verify()`` (load + full log chain and MAC check under the writer lock);
* ``put``: replacing one pin (pending manifest, record, log, final manifest; fsynced).

Median of ``--repeat`` runs; wall time from ``time.perf_counter``. An HMAC key is configured, so the
numbers include signature checks.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bench.docsection import write_section  # noqa: E402
from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.pinstore import decision_log as pin_log  # noqa: E402
from memlock_core.pinstore.contract import encode_record, stem_for  # noqa: E402
from memlock_core.pinstore.file_backend import FilePinStore  # noqa: E402
from memlock_core.pinstore.integrity import canonical  # noqa: E402
from memlock_core.pinstore.sql_backend import PostgresPinStore, SQLitePinStore  # noqa: E402

KEY = b"bench-key-0123456789abcdef"
SECTION = "## Durable store (issue 4)"


def make_pin(n: int) -> Anchor:
    text = (f"Standing rule {n}: when touching module {n % 97} keep the public API stable, write a test first "
            f"and mention ticket MEM-{n}.")
    scope = "project" if n % 3 == 0 else "global"
    return Anchor(id=f"pin_{n:06d}", text=text, reminder=text[:60], priority=50 + n % 50, probes=["API", "test"],
                  kind=scope, scope=scope, project="/srv/repo" if scope == "project" else None, created_by="user",
                  created_at=1.7e9 + n, updated_at=1.7e9 + n)


def open_store(backend: str, where: Path, dsn: str, schema: str):
    if backend == "file":
        return FilePinStore(where, KEY)
    if backend == "sqlite":
        return SQLitePinStore(where / "pins.sqlite3", KEY)
    return PostgresPinStore(dsn, KEY, schema=schema)


def fill(store, size: int) -> None:
    records, lines = {}, []
    for n in range(size):
        pin = make_pin(n)
        records[stem_for(pin.id)] = encode_record(pin)
        lines.append(canonical(pin_log.entry("pinned", "user", anchor=pin)))
    store.import_state(uuid.uuid4().hex, records, lines, actor="user")


def timed(fn, repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1000


def bench(backend: str, size: int, repeat: int, dsn: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        schema = f"bench_{uuid.uuid4().hex[:10]}"
        store = open_store(backend, Path(tmp), dsn, schema)
        if backend == "postgres":  # the set-up import of 10,000 pins is one transaction: not what is timed,
            filler = PostgresPinStore(dsn, KEY, schema=schema, call_deadline=120.0)  # so not bound by 3 s
            fill(filler, size)
            filler.close()
        else:
            fill(store, size)
        assert len(store.load().pins) == size

        def cold() -> None:
            fresh = open_store(backend, Path(tmp), dsn, schema)
            assert len(fresh.load().pins) == size
            if hasattr(fresh, "close"):
                fresh.close()

        result = {"backend": backend, "pins": size, "load_new_ms": timed(cold, repeat),
                  "load_warm_ms": timed(lambda: store.load(), repeat)}
        result["verify_ms"] = timed(lambda: store.verify(), max(1, repeat // 2))
        counter = iter(range(10**6))

        def put() -> None:
            pin = make_pin(0)
            pin.text = f"Updated rule {next(counter)}."
            store.put(pin, "user", "updated")
        result["put_ms"] = timed(put, repeat)
        assert store.verify().ok
        if backend == "postgres":
            import psycopg

            store.close()
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
        return result


def table(rows: list[dict]) -> str:
    out = ["| backend | pins | load, new process (ms) | load, warm (ms) | verify (ms) | put one pin (ms) |",
           "|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        out.append(f"| {r['backend']} | {r['pins']:,} | {r['load_new_ms']:.1f} | {r['load_warm_ms']:.1f} | "
                   f"{r['verify_ms']:.1f} | {r['put_ms']:.1f} |")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--backends", default="file,sqlite,postgres")
    parser.add_argument("--sizes", default="10,1000,10000")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--write-doc", action="store_true", help="replace this benchmark's section of docs/BENCHMARKS.md")
    args = parser.parse_args()
    dsn = os.environ.get("MEMLOCK_TEST_PG_DSN", "").strip()
    rows = []
    for backend in args.backends.split(","):
        if backend == "postgres" and not dsn:
            print("postgres: skipped (set MEMLOCK_TEST_PG_DSN, e.g. from scripts/start_postgres.sh)", file=sys.stderr)
            continue
        for size in (int(s) for s in args.sizes.split(",")):
            row = bench(backend, size, args.repeat, dsn)
            rows.append(row)
            print(f"{backend:8} {size:>6} pins  load(new) {row['load_new_ms']:8.1f} ms  load(warm) "
                  f"{row['load_warm_ms']:8.1f} ms  verify {row['verify_ms']:8.1f} ms  put {row['put_ms']:6.1f} ms",
                  flush=True)
    print()
    print(table(rows))
    if args.write_doc:
        write_section(SECTION, section(rows, args))


def section(rows: list[dict], args: argparse.Namespace) -> str:
    cores = os.cpu_count()
    return f"""{SECTION}

Local disk; PostgreSQL on 127.0.0.1 (started by `scripts/start_postgres.sh`; {cores} cores shared with
other jobs). HMAC key configured. Median of {args.repeat} runs.

{table(rows)}

Reading it:

- **load** is what a session start pays: every record is read, its sha256 compared with the manifest,
  the manifest's HMAC checked, and the record parsed. It grows linearly with the number of pins; a
  few dozen pins (the realistic case) cost well under a millisecond once the store is open.
- **new process** includes opening the store (for PostgreSQL: connecting and checking the schema).
- **verify** adds the full decision-log check (hash chain + MAC per entry), under the writer lock.
- **put** is dominated by fsync on the file backend (seven: pending manifest and its directory, the
  record and its directory, the log, final manifest and its directory; the numbers vary with the
  disk) and, for big stores, by the manifest rewrite, which is O(pins): the manifest is one signed
  document, rewritten on every change. SQLite and PostgreSQL commit in one transaction.
"""


if __name__ == "__main__":
    main()
