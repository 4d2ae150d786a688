"""SQL backends for durable pins: SQLite (one local file, WAL) and PostgreSQL (a fleet sharing pins).

The trust logic is :class:`~memlock_core.pin_store.PinStoreBase`'s, unchanged: records, a signed
manifest, quarantine and the chained log are rows instead of files, and a change is one database
transaction, so a killed writer leaves the old state. Writers serialise on ``BEGIN IMMEDIATE``
(SQLite) or a transaction-scoped advisory lock (PostgreSQL); plain loads read a consistent snapshot
without blocking writers and re-check under the lock only when something looks wrong.

PostgreSQL needs ``psycopg`` 3 (``pip install "memlock[postgres]"``); the schema and tables are
created on first use. Connections are per process: open stores after forking, not before.

A fleet learns of each other's changes without reading the tables every turn: every PostgreSQL
commit sends ``NOTIFY`` on the schema's channel, and each process keeps one listening connection
(a daemon thread) that counts notifications; :meth:`~PinStoreBase.change_token` is that count. When
the listener is down the token falls back to the manifest's digest, read at most once a second.
SQLite's token is the stat of its database and WAL files.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import shutil
import sqlite3
import threading
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any, Iterator

from memlock_core.errors import StoreUnavailable
from memlock_core.pinstore.base import PinStoreBase
from memlock_core.pinstore.contract import MAX_RECORD_BYTES, Change, QuarantineRecord, RecordProblem, Txn
from memlock_core.pinstore.integrity import STEM_RE, LogHead, Manifest, sha256_hex

log = logging.getLogger("memlock")
SCHEMA_RE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
MANIFEST_ROW = "manifest"
FULL_BYTES = 1 << 20  # an SQLite I/O error with less free space than this is reported as a full disk


def _name(stem: str) -> str:
    return stem if STEM_RE.match(stem) else "?" + stem


def _stem(name: str) -> str:
    return name[1:] if name.startswith("?") else name


class _SqlTxn(Txn):
    """Reads and writes inside one open transaction of ``store``'s connection."""

    def __init__(self, store: "SqlPinStore", cur: Any):
        self.s, self.cur = store, cur

    def _q(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        self.cur.execute(self.s.sql(sql), params)
        return self.cur

    def manifest_raw(self) -> bytes | None:
        row = self._q("SELECT body FROM {meta} WHERE name = ?", (MANIFEST_ROW,)).fetchone()
        return bytes(row[0]) if row else None

    @staticmethod
    def _checked(body: Any) -> bytes | RecordProblem:
        if body is None:
            return RecordProblem("empty row")
        data = bytes(body)
        return data if len(data) <= MAX_RECORD_BYTES else RecordProblem(f"larger than {MAX_RECORD_BYTES} bytes")

    def read_all(self) -> dict[str, bytes | RecordProblem]:
        return {_name(stem): self._checked(body) for stem, body in self._q("SELECT stem, body FROM {records}").fetchall()}

    def read(self, name: str) -> bytes | RecordProblem | None:
        row = self._q("SELECT body FROM {records} WHERE stem = ?", (_stem(name),)).fetchone()
        return None if row is None else self._checked(row[0])

    def quarantine_list(self) -> list[QuarantineRecord]:
        out = []
        for (record,) in self._q("SELECT record FROM {quarantine} ORDER BY name").fetchall():
            with contextlib.suppress(ValueError, TypeError):
                out.append(QuarantineRecord.from_dict(json.loads(record)))
        return out

    def quarantine_data(self, name: str) -> bytes | None:
        row = self._q("SELECT body FROM {quarantine} WHERE name = ?", (name,)).fetchone()
        return bytes(row[0]) if row and row[0] is not None else None

    def log_lines(self) -> list[bytes]:
        return [line.encode("utf-8") for (line,) in self._q("SELECT line FROM {log} ORDER BY seq").fetchall()]

    def log_last_line(self) -> bytes | None:
        row = self._q("SELECT line FROM {log} ORDER BY seq DESC LIMIT 1").fetchone()
        return row[0].encode("utf-8") if row else None

    def has_log(self) -> bool:
        return self._q("SELECT 1 FROM {log} LIMIT 1").fetchone() is not None

    def log_actual_head(self) -> LogHead:
        count = self._q("SELECT COUNT(*) FROM {log}").fetchone()[0]
        row = self._q("SELECT line FROM {log} ORDER BY seq DESC LIMIT 1").fetchone()
        return LogHead(int(count), sha256_hex(row[0].encode("utf-8")) if row else "", 0)

    # writes (inside the caller's transaction)
    def _quarantine(self, change: Change) -> None:
        for name, record in change.quarantine.items():
            body = None
            if record.has_data:
                row = self._q("SELECT body FROM {records} WHERE stem = ?", (_stem(name),)).fetchone()
                body = bytes(row[0]) if row and row[0] is not None else None
                record.has_data = body is not None
            self._q("INSERT INTO {quarantine} (name, record, body) VALUES (?, ?, ?)",
                    (record.file, json.dumps(asdict(record)), body))
            self._q("DELETE FROM {records} WHERE stem = ?", (_stem(name),))

    def _finish(self, change: Change, final: Manifest, lines: list[bytes]) -> None:
        for line in lines:
            self._q("INSERT INTO {log} (line) VALUES (?)", (line.decode("utf-8"),))
        self.s._hit("log")
        self._q(self.s.upsert_meta, (MANIFEST_ROW, final.to_bytes(self.s.key)))
        for name in change.unquarantine:
            self._q("DELETE FROM {quarantine} WHERE name = ?", (name,))
        self.s._announce(self.cur, final.generation)

    def commit(self, change: Change, before: Manifest, pending: Manifest, final: Manifest, lines: list[bytes]) -> None:
        self.s._hit("begin")
        self._quarantine(change)
        for stem, raw in change.writes.items():
            self._q(self.s.upsert_record, (stem, raw))
            self.s._hit("record")
        for stem in change.deletes:
            self._q("DELETE FROM {records} WHERE stem = ?", (stem,))
        self._finish(change, final, lines)
        self.s._hit("final")

    def replace(self, change: Change, final: Manifest, lines: list[bytes]) -> None:
        self._quarantine(change)
        for (stem,) in self._q("SELECT stem FROM {records}").fetchall():
            if stem not in change.table:
                self._q("DELETE FROM {records} WHERE stem = ?", (stem,))
        for stem, raw in change.writes.items():
            self._q(self.s.upsert_record, (stem, raw))
        self.s._hit("staged")
        self._finish(change, final, lines)


class SqlPinStore(PinStoreBase):
    """Shared plumbing of the SQL backends: table names, one connection per process, transactions."""

    placeholder = "?"
    errors: tuple[Any, ...] = ()
    upsert_record = ""
    upsert_meta = ""

    def __init__(self, key: bytes | None):
        super().__init__(key)
        self._conn: Any = None
        self._pid = 0
        self._names: dict[str, str] = {}
        self._sql_cache: dict[str, str] = {}
        self._conn_lock = threading.RLock()

    def sql(self, text: str) -> str:
        cached = self._sql_cache.get(text)
        if cached is None:
            cached = text.format(**self._names)
            if self.placeholder != "?":
                cached = cached.replace("?", self.placeholder)
            self._sql_cache[text] = cached
        return cached

    def _connect(self) -> Any:
        raise NotImplementedError

    def _announce(self, cur: Any, generation: int) -> None:
        """Tell other processes, inside the committing transaction, that the pins changed."""

    def _connection(self, write: bool = True) -> Any:
        if self._conn is None or self._pid != os.getpid():
            try:
                self._conn, self._pid = self._connect(), os.getpid()
            except self.errors:
                if write:
                    raise
                reader = self._connect_readonly()  # a full or read-only disk: reading must still work
                if reader is None:
                    raise
                return reader
        return self._conn

    def _connect_readonly(self) -> Any:
        """A connection that needs no write at all, or None (only SQLite has one)."""
        return None

    def _explain(self, exc: BaseException) -> str:
        """The database error in words a user acts on (SQLite: a full disk is said to be one)."""
        return str(exc)

    def _reset(self) -> None:
        conn, self._conn = self._conn, None
        with contextlib.suppress(Exception):
            if conn is not None and self._pid == os.getpid():
                conn.close()

    def close(self) -> None:
        with self._conn_lock:
            self._reset()

    def _begin(self, cur: Any, write: bool) -> None:
        raise NotImplementedError

    @contextlib.contextmanager
    def _transaction(self, write: bool) -> Iterator[Txn]:
        with self._conn_lock:
            try:
                conn = self._connection(write)
                cur = conn.cursor()
                self._begin(cur, write)
            except self.errors as exc:
                self._reset()
                raise StoreUnavailable(f"{self.backend} pin store unavailable: {self._explain(exc)}") from None
            try:
                yield _SqlTxn(self, cur)
                cur.execute("COMMIT")
            except self.errors as exc:
                with contextlib.suppress(Exception):
                    cur.execute("ROLLBACK")
                self._reset()
                raise StoreUnavailable(f"{self.backend} pin store failed, nothing was changed: "
                                       f"{self._explain(exc)}") from None
            except BaseException:
                with contextlib.suppress(Exception):
                    cur.execute("ROLLBACK")
                raise
            finally:
                with contextlib.suppress(Exception):
                    cur.close()

    def _txn(self) -> contextlib.AbstractContextManager[Txn]:
        return self._transaction(write=True)

    def _view(self) -> contextlib.AbstractContextManager[Txn]:
        return self._transaction(write=False)


_TABLES = {
    "records": "CREATE TABLE IF NOT EXISTS {records} (stem TEXT PRIMARY KEY, body {blob} NOT NULL)",
    "meta": "CREATE TABLE IF NOT EXISTS {meta} (name TEXT PRIMARY KEY, body {blob} NOT NULL)",
    "quarantine": "CREATE TABLE IF NOT EXISTS {quarantine} (name TEXT PRIMARY KEY, record TEXT NOT NULL, body {blob})",
}


class SQLitePinStore(SqlPinStore):
    """Durable pins in one SQLite file (WAL, synchronous=FULL), by default ``<home>/pins.sqlite3``."""

    backend = "sqlite"
    errors: tuple[Any, ...] = (sqlite3.Error,)
    upsert_record = ("INSERT INTO {records} (stem, body) VALUES (?, ?) "
                     "ON CONFLICT(stem) DO UPDATE SET body = excluded.body")
    upsert_meta = ("INSERT INTO {meta} (name, body) VALUES (?, ?) "
                   "ON CONFLICT(name) DO UPDATE SET body = excluded.body")

    def __init__(self, path: Path, key: bytes | None = None):
        super().__init__(key)
        self.path = Path(path)
        self._names = {"records": "pin_records", "meta": "pin_meta", "quarantine": "pin_quarantine", "log": "pin_log"}
        # a commit by any process changes the WAL file (or, after a checkpoint, the database)
        self._watch_files(self.path, self.path.with_name(self.path.name + "-wal"))

    @property
    def location(self) -> str:
        return str(self.path)

    def _connect(self) -> Any:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if not self.path.exists():
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        conn = sqlite3.connect(str(self.path), timeout=60, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA busy_timeout = 60000")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("BEGIN IMMEDIATE")
        for ddl in _TABLES.values():
            conn.execute(ddl.format(blob="BLOB", **self._names))
        conn.execute("CREATE TABLE IF NOT EXISTS pin_log (seq INTEGER PRIMARY KEY AUTOINCREMENT, line TEXT NOT NULL)")
        conn.execute("COMMIT")
        return conn

    def _begin(self, cur: Any, write: bool) -> None:
        cur.execute("BEGIN IMMEDIATE" if write else "BEGIN")

    def _connect_readonly(self) -> Any:
        """Read without creating the WAL side files. ``immutable`` only when no WAL content exists
        (it would hide committed changes still in the WAL)."""
        if not self.path.is_file():
            return None
        wal = Path(f"{self.path}-wal")
        has_wal = wal.exists() and wal.stat().st_size > 0
        uri = f"{self.path.resolve().as_uri()}?mode=ro" + ("" if has_wal else "&immutable=1")
        try:
            conn = sqlite3.connect(uri, uri=True, timeout=60, isolation_level=None, check_same_thread=False)
            conn.execute("SELECT 1 FROM pin_meta LIMIT 1")
        except sqlite3.Error:
            return None
        return conn

    def _explain(self, exc: BaseException) -> str:
        name = getattr(exc, "sqlite_errorname", "") or ""
        folder = self.path.parent
        try:
            if os.statvfs(folder).f_flag & os.ST_RDONLY:
                return f"the file system holding {self.path} is read-only ({exc})"
            free = shutil.disk_usage(folder).free
        except OSError:
            return str(exc)
        if name == "SQLITE_FULL" or (name.startswith("SQLITE_IOERR") or name == "SQLITE_CANTOPEN") and free < FULL_BYTES:
            return f"the disk holding {self.path} is full ({free} bytes free; SQLite said: {exc})"
        return str(exc)


class PostgresPinStore(SqlPinStore):
    """Durable pins in PostgreSQL, shared by every gateway host that points at the same DSN and schema."""

    backend = "postgres"
    placeholder = "%s"

    def __init__(self, dsn: str, key: bytes | None = None, *, schema: str = "memlock", connect_timeout: int = 5):
        super().__init__(key)
        import psycopg  # noqa: F401 - fail early (and clearly) if the driver is missing

        if not SCHEMA_RE.match(schema):
            raise ValueError(f"postgres schema must match {SCHEMA_RE.pattern}, got {schema!r}")
        self.dsn, self.schema, self.connect_timeout = dsn, schema, connect_timeout
        self.errors = (psycopg.Error,)
        self._names = {t: f'"{schema}".pin_{t}' for t in ("records", "meta", "quarantine", "log")}
        self.upsert_record = ("INSERT INTO {records} (stem, body) VALUES (?, ?) "
                              "ON CONFLICT (stem) DO UPDATE SET body = EXCLUDED.body")
        self.upsert_meta = ("INSERT INTO {meta} (name, body) VALUES (?, ?) "
                            "ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body")
        self._lock_key = int.from_bytes(hashlib.sha256(f"memlock-pins:{schema}".encode()).digest()[:8], "big", signed=True)
        self.channel = "memlock_pins_" + hashlib.sha256(schema.encode()).hexdigest()[:16]
        self._listener: _PinListener | None = None
        self._poll: tuple[float, Any] = (0.0, None)

    def _announce(self, cur: Any, generation: int) -> None:
        cur.execute("SELECT pg_notify(%s, %s)", (self.channel, str(generation)))

    def _outside_token(self, cached: bool = False) -> Any:
        """In memory either way: the listener's count (or, with the listener down, a poll at most once a second)."""
        listener = self._listener
        if listener is None or listener.pid != os.getpid():
            listener = self._listener = _PinListener(self.dsn, self.channel, self.connect_timeout)
            listener.start()
            listener.ready.wait(2.0)  # a first turn should not miss the listener by a race
        if listener.connected:
            return ("notify", listener.epoch, listener.count)
        return ("poll", self._polled())

    def _polled(self) -> Any:
        """The manifest's digest, read at most once a second (the listener is down)."""
        at, value = self._poll
        now = time.monotonic()
        if now - at < 1.0:
            return value
        try:
            with self._transaction(write=False) as tx:
                raw = tx.manifest_raw()
            value = hashlib.sha256(raw).hexdigest() if raw is not None else "missing"
        except Exception as exc:  # noqa: BLE001 - an unreachable store: the next load reports it
            value = f"unavailable: {type(exc).__name__}"
        self._poll = (now, value)
        return value

    def close(self) -> None:
        listener, self._listener = self._listener, None
        if listener is not None:
            listener.stop()
        super().close()

    @property
    def location(self) -> str:
        try:
            from psycopg.conninfo import conninfo_to_dict

            info = conninfo_to_dict(self.dsn)
            where = f"{info.get('host', 'localhost')}:{info.get('port', 5432)}/{info.get('dbname', '')}"
        except Exception:  # noqa: BLE001 - a location string must never fail
            where = "postgres"
        return f"postgresql://{where} schema {self.schema}"

    def _connect(self) -> Any:
        import psycopg

        conn = psycopg.connect(self.dsn, autocommit=True, connect_timeout=self.connect_timeout,
                               application_name="memlock")
        with conn.cursor() as cur:
            cur.execute("BEGIN")
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (self._lock_key,))
            cur.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
            for ddl in _TABLES.values():
                cur.execute(ddl.format(blob="BYTEA", **self._names))
            cur.execute(f"CREATE TABLE IF NOT EXISTS {self._names['log']} (seq BIGSERIAL PRIMARY KEY, line TEXT NOT NULL)")
            cur.execute("COMMIT")
        return conn

    def _begin(self, cur: Any, write: bool) -> None:
        if write:
            cur.execute("BEGIN")
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (self._lock_key,))
        else:
            cur.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")


class _PinListener(threading.Thread):
    """One LISTEN connection per process: counts the fleet's pin changes (a daemon thread).

    ``epoch`` changes on every (re)connect, so notifications missed while disconnected can never
    leave a stale token behind; ``ready`` is set after the first connection attempt.
    """

    def __init__(self, dsn: str, channel: str, connect_timeout: int) -> None:
        super().__init__(name="memlock-pin-listener", daemon=True)
        self.dsn, self.channel, self.connect_timeout = dsn, channel, connect_timeout
        self.pid = os.getpid()
        self.count = 0
        self.epoch = 0
        self.connected = False
        self.ready = threading.Event()
        self._stop = threading.Event()

    def stop(self) -> None:
        self._stop.set()

    def run(self) -> None:
        import psycopg

        delay = 0.5
        while not self._stop.is_set():
            try:
                with psycopg.connect(self.dsn, autocommit=True, connect_timeout=self.connect_timeout,
                                     application_name="memlock-listen") as conn:
                    conn.execute(f'LISTEN "{self.channel}"')
                    self.epoch += 1
                    self.connected, delay = True, 0.5
                    self.ready.set()
                    while not self._stop.is_set():
                        for _ in conn.notifies(timeout=1.0):
                            self.count += 1
            except Exception as exc:  # noqa: BLE001 - the token falls back to polling meanwhile
                if self.connected:
                    log.warning("memlock: pin change listener lost its connection: %s", exc)
            self.connected = False
            self.ready.set()
            self._stop.wait(delay)
            delay = min(delay * 2, 30.0)


def open_sql_store(backend: str, cfg: Any, home: Path, key: bytes | None) -> PinStoreBase:
    if backend == "sqlite":
        return SQLitePinStore(Path(home) / "pins.sqlite3", key)
    if backend == "postgres":
        dsn = (getattr(cfg, "postgres_dsn", "") or os.environ.get("MEMLOCK_PG_DSN", "")).strip()
        if not dsn:
            raise ValueError("persistence_backend is postgres but neither postgres_dsn nor $MEMLOCK_PG_DSN is set")
        return PostgresPinStore(dsn, key, schema=getattr(cfg, "postgres_schema", "") or "memlock")
    raise ValueError(f"unknown persistence_backend {backend!r}")
