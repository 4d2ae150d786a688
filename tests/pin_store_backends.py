"""Shared by the durable-store tests: one fixture per backend, raw access for tampering, workers.

PostgreSQL: ``$MEMLOCK_TEST_PG_DSN`` (set by ``./dev test`` / ``.ci/run`` via
``scripts/start_postgres.sh``). If unset, the fixture tries that script itself; if that fails the
PostgreSQL runs are skipped with the reason, except under ``CI=1`` where they FAIL.
Every test gets its own schema, dropped afterwards.
"""
from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any, Callable

import pytest

from tests.require import missing

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.pinstore.contract import stem_for
from memlock_core.pinstore.file_backend import FilePinStore  # noqa: E402
from memlock_core.pinstore.sql_backend import PostgresPinStore, SQLitePinStore  # noqa: E402

BACKENDS = ("file", "sqlite", "postgres")
KEY = b"test-key-0123456789abcdef"
_pg: dict[str, Any] = {}


def pg_dsn() -> str:
    """A DSN for a real PostgreSQL server, or skip (fail under CI=1) with the reason."""
    if "dsn" in _pg:
        return _pg["dsn"]
    if "error" not in _pg:
        dsn = os.environ.get("MEMLOCK_TEST_PG_DSN", "").strip()
        if not dsn:
            try:
                run = subprocess.run(["bash", str(REPO / "scripts" / "start_postgres.sh")], capture_output=True,
                                     text=True, timeout=300)
                dsn = run.stdout.strip().splitlines()[-1] if run.returncode == 0 and run.stdout.strip() else ""
                if not dsn:
                    _pg["error"] = f"scripts/start_postgres.sh failed: {run.stderr.strip()[-400:]}"
            except (OSError, subprocess.TimeoutExpired) as exc:
                _pg["error"] = f"scripts/start_postgres.sh could not run: {exc}"
        if dsn:
            try:
                import psycopg

                psycopg.connect(dsn, connect_timeout=5).close()
                _pg["dsn"] = dsn
                return dsn
            except Exception as exc:  # noqa: BLE001
                _pg["error"] = f"cannot connect to {dsn}: {exc}"
    message = f"PostgreSQL unavailable: {_pg['error']} (set MEMLOCK_TEST_PG_DSN or run scripts/start_postgres.sh)"
    missing(message)


def drop_schema(dsn: str, schema: str) -> None:
    import psycopg

    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


class StoreFactory:
    """Builds stores of one backend that all point at the same underlying data (like separate processes)."""

    def __init__(self, kind: str, tmp: Path):
        self.kind, self.tmp = kind, tmp
        self.schema = f"t_{uuid.uuid4().hex[:12]}"
        self.dsn = pg_dsn() if kind == "postgres" else None
        self.made: list[Any] = []

    def spec(self) -> dict:
        """A picklable description so a child process can open the same store."""
        return {"kind": self.kind, "home": str(self.tmp), "dsn": self.dsn, "schema": self.schema}

    def __call__(self, key: bytes | None = None) -> Any:
        store = open_spec(self.spec(), key)
        self.made.append(store)
        return store

    def close(self) -> None:
        for store in self.made:
            if hasattr(store, "close"):
                store.close()
        if self.kind == "postgres" and self.dsn:
            drop_schema(self.dsn, self.schema)

    # raw access: what an attacker with write access to the store can do
    def _sql(self) -> Any:
        if self.kind == "sqlite":
            conn = sqlite3.connect(self.tmp / "pins.sqlite3", isolation_level=None, timeout=30)
            return conn, "?", ""
        import psycopg

        return psycopg.connect(self.dsn, autocommit=True), "%s", f'"{self.schema}".'

    def _exec(self, sql: str, params: tuple = ()) -> list:
        conn, ph, prefix = self._sql()
        try:
            cur = conn.execute(sql.replace("?", ph).replace("T.", prefix), params)
            return list(cur.fetchall()) if cur.description else []
        finally:
            conn.close()

    def record_names(self) -> list[str]:
        if self.kind == "file":
            return sorted(p.name[:-5] for p in (self.tmp / "pins" / "records").glob("*.json"))
        return sorted(r[0] for r in self._exec("SELECT stem FROM T.pin_records"))

    def read_record(self, pin_id: str) -> bytes:
        if self.kind == "file":
            return (self.tmp / "pins" / "records" / f"{stem_for(pin_id)}.json").read_bytes()
        return bytes(self._exec("SELECT body FROM T.pin_records WHERE stem = ?", (stem_for(pin_id),))[0][0])

    def write_record(self, name: str, raw: bytes) -> None:
        """Create or overwrite a record named ``name`` (a stem, or any other name)."""
        if self.kind == "file":
            path = self.tmp / "pins" / "records" / (name + ".json" if not name.endswith(".json") else name)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(raw)
            return
        name = name[:-5] if name.endswith(".json") else name
        self._exec("DELETE FROM T.pin_records WHERE stem = ?", (name,))
        self._exec("INSERT INTO T.pin_records (stem, body) VALUES (?, ?)", (name, raw))

    def delete_record(self, pin_id: str) -> None:
        if self.kind == "file":
            (self.tmp / "pins" / "records" / f"{stem_for(pin_id)}.json").unlink()
        else:
            self._exec("DELETE FROM T.pin_records WHERE stem = ?", (stem_for(pin_id),))

    def manifest(self) -> bytes | None:
        if self.kind == "file":
            path = self.tmp / "pins" / "manifest.json"
            return path.read_bytes() if path.exists() else None
        rows = self._exec("SELECT body FROM T.pin_meta WHERE name = 'manifest'")
        return bytes(rows[0][0]) if rows else None

    def set_manifest(self, raw: bytes | None) -> None:
        if self.kind == "file":
            path = self.tmp / "pins" / "manifest.json"
            if raw is None:
                path.unlink()
            else:
                path.write_bytes(raw)
            return
        self._exec("DELETE FROM T.pin_meta WHERE name = 'manifest'")
        if raw is not None:
            self._exec("INSERT INTO T.pin_meta (name, body) VALUES ('manifest', ?)", (raw,))

    def log_lines(self) -> list[bytes]:
        if self.kind == "file":
            path = self.tmp / "pins" / "log.jsonl"
            return path.read_bytes().splitlines() if path.exists() else []
        return [r[0].encode() for r in self._exec("SELECT line FROM T.pin_log ORDER BY seq")]

    def set_log_lines(self, lines: list[bytes]) -> None:
        if self.kind == "file":
            (self.tmp / "pins" / "log.jsonl").write_bytes(b"".join(line + b"\n" for line in lines))
            return
        self._exec("DELETE FROM T.pin_log")
        for line in lines:
            self._exec("INSERT INTO T.pin_log (line) VALUES (?)", (line.decode(),))


def open_spec(spec: dict, key: bytes | None = None) -> Any:
    home = Path(spec["home"])
    if spec["kind"] == "file":
        return FilePinStore(home, key)
    if spec["kind"] == "sqlite":
        return SQLitePinStore(home / "pins.sqlite3", key)
    return PostgresPinStore(spec["dsn"], key, schema=spec["schema"])


@pytest.fixture(params=BACKENDS)
def backend_kind(request: Any) -> str:
    return request.param


@pytest.fixture
def stores(backend_kind: str, tmp_path: Path) -> Any:
    factory = StoreFactory(backend_kind, tmp_path)
    yield factory
    factory.close()


def anchor(pin_id: str, text: str | None = None, *, scope: str = "global", project: str | None = None,
           version: int = 1) -> Anchor:
    text = text or f"Rule {pin_id}: always keep {pin_id} in mind."
    return Anchor(id=pin_id, text=text, reminder=text[:40], scope=scope, kind=scope, project=project, version=version,
                  probes=[pin_id])


# ── workers run in child processes (spawn) ────────────────────────────────────
def concurrency_worker(spec: dict, worker: int, ops: int, result_path: str) -> None:
    """``ops`` pin/update/unpin operations on this worker's pins plus a shared one; writes the expected end state."""
    from memlock_core.session import durable_pins

    store = open_spec(spec)
    rng = random.Random(worker)
    mine: dict[str, int] = {}
    done = 0
    shared_updates = 0
    while done < ops:
        roll = rng.random()
        if roll < 0.15:
            durable_pins.update(store, "shared", actor="user", now=0.0, text=f"shared by {worker} #{done}")
            shared_updates += 1
        elif not mine or (roll < 0.5 and len(mine) < 8):
            pin_id = f"w{worker}_{done}"
            store.put(anchor(pin_id), "model", "pinned")
            mine[pin_id] = 1
        elif roll < 0.8:
            pin_id = rng.choice(sorted(mine))
            mine[pin_id] += 1
            store.put(anchor(pin_id, f"Rule {pin_id} version {mine[pin_id]}.", version=mine[pin_id]), "user", "updated")
        else:
            pin_id = rng.choice(sorted(mine))
            assert store.remove(pin_id, "user")
            del mine[pin_id]
        done += 1
    Path(result_path).write_text(json.dumps({"pins": mine, "shared_updates": shared_updates}))


def crash_worker(spec: dict, journal: str, seed: int, kill_at: str | None, kill_after: int) -> None:
    """Change pins forever (until killed), journaling each intended state before and after the change.

    With ``kill_at``, SIGKILL itself at that commit step of operation number ``kill_after``.
    """
    store = open_spec(spec)
    rng = random.Random(seed)
    current = {p.id: p for p in store.load().pins}
    count = 0
    with open(journal, "a", buffering=1) as out:
        def fault(step: str) -> None:
            if kill_at == step and count == kill_after:
                os.kill(os.getpid(), signal.SIGKILL)
        store._fault = fault
        while True:
            pin_id = f"c{rng.randrange(6)}"
            if pin_id in current and rng.random() < 0.3:
                out.write(json.dumps({"op": count, "pin": pin_id, "new": None}) + "\n")
                store.remove(pin_id, "user")
                del current[pin_id]
            else:
                version = current[pin_id].version + 1 if pin_id in current else 1
                text = f"Rule {pin_id} state {seed}-{count}."
                out.write(json.dumps({"op": count, "pin": pin_id, "new": text}) + "\n")
                item = anchor(pin_id, text, version=version)
                store.put(item, "user", "updated" if pin_id in current else "pinned")
                current[pin_id] = item
            out.write(json.dumps({"done": count}) + "\n")
            count += 1
            if kill_at is not None and count > kill_after:
                return


def fault_in(step: str, exc: Callable[[], BaseException]) -> Callable[[str], None]:
    def fault(at: str) -> None:
        if at == step:
            raise exc()
    return fault


def kill_during(spec: dict, op: str, pin_id: str, step: str, key: bytes | None = None) -> None:
    """Perform one operation and SIGKILL this process at commit step ``step``."""
    store = open_spec(spec, key)

    def fault(at: str) -> None:
        if at == step:
            os.kill(os.getpid(), signal.SIGKILL)
    store._fault = fault
    if op == "remove":
        store.remove(pin_id, "user")
    elif op == "quarantine":
        store.load()
    else:
        store.put(anchor(pin_id, f"Rule {pin_id} NEW.", version=2 if op == "update" else 1), "user",
                  "updated" if op == "update" else "pinned")
    os._exit(0)  # the step was never reached
