"""SQL backends for durable pins: SQLite (one local file, WAL) and PostgreSQL (a fleet sharing pins).

The trust logic is :class:`~memlock_core.pinstore.base.PinStoreBase`'s, unchanged: records, a signed
manifest, quarantine and the chained log are rows instead of files, and a change is one database
transaction, so a killed writer leaves the old state. Writers serialise on ``BEGIN IMMEDIATE``
(SQLite) or a transaction-scoped advisory lock (PostgreSQL); plain loads read a consistent snapshot
without blocking writers and re-check under the lock only when something looks wrong.

PostgreSQL needs ``psycopg`` 3 (``pip install "memlock[postgres]"``); the schema and tables are
created on first use. Connections are per process: open stores after forking, not before.

A fleet learns of each other's changes without reading the tables every turn: every PostgreSQL
commit sends ``NOTIFY`` on the schema's channel, and each process keeps one listening connection
(a daemon thread) that counts notifications; :meth:`~PinStoreBase.change_token` is that count (while
the listener is down, its reconnect count: a turn never reads the database to learn of a change).
SQLite's token is the stat of its database and WAL files.

PostgreSQL calls are all bounded (connect timeout, a client-side deadline per transaction enforced
by a watchdog, server-side timeouts, TCP keepalives, a heartbeat on the LISTEN connection), and the
listener is the process's circuit breaker: after a connection failure every call refuses at once
until the listener sees the server answer again (docs/STORE.md, "When the database goes away").
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
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
from memlock_core.regex_cache import rx

log = logging.getLogger("memlock")
SCHEMA_RE = rx(r"^[a-z_][a-z0-9_]{0,62}$")
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

    def _gate(self) -> None:
        """Refuse at once while the server is known to be unreachable (PostgreSQL's circuit breaker)."""

    def _bounded(self, conn: Any) -> contextlib.AbstractContextManager[Any]:
        """A whole transaction under a client-side deadline (PostgreSQL); nothing for SQLite."""
        return contextlib.nullcontext()

    def _failed(self, exc: BaseException) -> None:
        """A call failed: PostgreSQL opens its circuit breaker when the server stopped answering."""

    def _open(self, write: bool) -> tuple[Any, Any]:
        """A connection and a cursor with the transaction begun; a connection that went stale (a
        restarted server) is replaced once: nothing was executed on it yet."""
        for attempt in (0, 1):
            fresh = self._conn is None or self._pid != os.getpid()
            started = time.monotonic()
            try:
                conn = self._connection(write)
                cur = conn.cursor()
                with self._bounded(conn):
                    self._begin(cur, write)
                return conn, cur
            except self.errors:
                self._reset()
                if fresh or attempt or time.monotonic() - started > 0.5:  # a slow failure is no stale socket
                    raise
        raise AssertionError("unreachable")

    @contextlib.contextmanager
    def _transaction(self, write: bool) -> Iterator[Txn]:
        self._gate()
        with self._conn_lock:
            self._gate()  # another thread may have found the server gone while we waited
            try:
                conn, cur = self._open(write)
            except self.errors as exc:
                self._failed(exc)
                raise StoreUnavailable(f"{self.backend} pin store unavailable: {self._explain(exc)}") from None
            try:
                with self._bounded(conn):
                    yield _SqlTxn(self, cur)
                    cur.execute("COMMIT")
            except self.errors as exc:
                self._reset()  # a broken connection is not asked to roll back (the server does it)
                self._failed(exc)
                raise StoreUnavailable(f"{self.backend} pin store failed, nothing was changed: "
                                       f"{self._explain(exc)}") from None
            except BaseException:
                with contextlib.suppress(Exception), self._bounded(conn):
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


# ── PostgreSQL: every call bounded (docs/STORE.md, "When the database goes away") ──
CONNECT_TIMEOUT_S = 2  # libpq's smallest connect_timeout
CALL_DEADLINE_S = 3.0  # a whole transaction, client side: a frozen server answers nothing, not even an error
HEARTBEAT_S = 2.0  # the LISTEN connection asks the server this often
HEARTBEAT_DEADLINE_S = 1.0
RECONNECT_FIRST_S, RECONNECT_MAX_S = 0.1, 1.0  # backoff of the listener's reconnects: a restarted server is met within ~1 s
SERVER_OPTIONS = ("-c statement_timeout=5000 -c lock_timeout=5000 -c idle_in_transaction_session_timeout=15000 "
                  "-c idle_session_timeout=0")
KEEPALIVES: dict[str, Any] = {"keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 3,
                              "tcp_user_timeout": 5000}


def _unreachable(exc: BaseException) -> bool:
    """A connection-class failure (the server is down, frozen, restarting or cut off), not a bad statement."""
    import psycopg

    return isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError, OSError))


class _Watchdog:
    """One daemon thread per process: a call that outlives its deadline gets its socket shut down.

    libpq has no client-side statement timeout, and a frozen server (SIGSTOP, a hung host) keeps the
    TCP connection open and silent: the kernel still acknowledges, so keepalives never fire. Shutting
    the socket down makes the blocked call fail at once with a connection error. The shutdown runs
    under the lock the caller takes to unregister, so it never hits a socket reused after a close.
    """

    def __init__(self) -> None:
        self._cv = threading.Condition()
        self._due: dict[int, tuple[float, int, _Call]] = {}
        self._next = 0
        self._thread: threading.Thread | None = None
        self._pid = 0

    @contextlib.contextmanager
    def bound(self, fd: int, seconds: float) -> Iterator["_Call"]:
        call = _Call(seconds)
        if fd < 0:
            yield call
            return
        with self._cv:
            if self._thread is None or self._pid != os.getpid() or not self._thread.is_alive():
                self._thread, self._pid = threading.Thread(target=self._run, name="memlock-pg-watchdog",
                                                           daemon=True), os.getpid()
                self._thread.start()
            self._next += 1
            token = self._next
            self._due[token] = (time.monotonic() + seconds, fd, call)
            self._cv.notify()
        try:
            yield call
        finally:
            with self._cv:
                self._due.pop(token, None)

    def _run(self) -> None:
        import socket

        while True:
            with self._cv:
                now = time.monotonic()
                for token, (deadline, fd, call) in list(self._due.items()):
                    if deadline <= now:
                        del self._due[token]
                        call.cut = True
                        with contextlib.suppress(OSError):
                            sock = socket.socket(fileno=os.dup(fd))
                            try:
                                sock.shutdown(socket.SHUT_RDWR)
                            finally:
                                sock.close()
                        log.warning("memlock: a PostgreSQL call took over its deadline; connection cut")
                nearest = min((d for d, _, _ in self._due.values()), default=now + 60.0)
                self._cv.wait(max(nearest - now, 0.001))


class _Call:
    """One bounded call: ``cut`` once the watchdog shut its socket down."""

    __slots__ = ("seconds", "cut")

    def __init__(self, seconds: float) -> None:
        self.seconds, self.cut = seconds, False

    def why(self, exc: BaseException) -> str:
        if self.cut:
            return f"no answer within {self.seconds:g} s (the server is frozen or cut off); connection closed"
        text = str(exc).strip()
        return text.splitlines()[0][:200] if text else type(exc).__name__


WATCHDOG = _Watchdog()


def _fd(conn: Any) -> int:
    try:
        return int(conn.pgconn.socket)
    except Exception:  # noqa: BLE001 - a closed connection has no socket: nothing to bound
        return -1


class PostgresPinStore(SqlPinStore):
    """Durable pins in PostgreSQL, shared by every gateway host that points at the same DSN and schema.

    Every call is bounded (connect timeout, a client-side deadline per transaction, server-side
    statement / lock / idle-in-transaction timeouts, TCP keepalives) and a circuit breaker, held by
    the process's listener, refuses at once while the server is known to be unreachable: a dead or
    frozen server costs a turn its first failed call, then microseconds.
    """

    backend = "postgres"
    placeholder = "%s"

    def __init__(self, dsn: str, key: bytes | None = None, *, schema: str = "memlock",
                 connect_timeout: int = CONNECT_TIMEOUT_S, call_deadline: float = CALL_DEADLINE_S):
        super().__init__(key)
        import psycopg  # noqa: F401 - fail early (and clearly) if the driver is missing

        if not SCHEMA_RE.match(schema):
            raise ValueError(f"postgres schema must match {SCHEMA_RE.pattern}, got {schema!r}")
        self.dsn, self.schema = dsn, schema
        self.connect_timeout, self.call_deadline = max(2, int(connect_timeout)), call_deadline
        self.errors = (psycopg.Error,)
        self._names = {t: f'"{schema}".pin_{t}' for t in ("records", "meta", "quarantine", "log")}
        self.upsert_record = ("INSERT INTO {records} (stem, body) VALUES (?, ?) "
                              "ON CONFLICT (stem) DO UPDATE SET body = EXCLUDED.body")
        self.upsert_meta = ("INSERT INTO {meta} (name, body) VALUES (?, ?) "
                            "ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body")
        self._lock_key = int.from_bytes(hashlib.sha256(f"memlock-pins:{schema}".encode()).digest()[:8], "big", signed=True)
        self.channel = "memlock_pins_" + hashlib.sha256(schema.encode()).hexdigest()[:16]
        self._listener: _PinListener | None = None
        self._listener_lock = threading.Lock()
        self._down: tuple[float, float, str] | None = None  # no listener: (since, retry at, why)
        self._call: _Call | None = None

    def _announce(self, cur: Any, generation: int) -> None:
        cur.execute("SELECT pg_notify(%s, %s)", (self.channel, str(generation)))

    # ── the listener, one per process and channel ──
    def listener(self) -> "_PinListener":
        """This process's LISTEN connection for the schema's channel (started on first use)."""
        listener = self._listener
        if listener is not None and listener.pid == os.getpid():
            return listener
        with self._listener_lock:
            listener = self._listener
            if listener is None or listener.pid != os.getpid():
                listener = self._listener = _acquire_listener(self.dsn, self.channel, self.connect_timeout)
            return listener

    def _outside_token(self, cached: bool = False) -> Any:
        """In memory, never the network: the listener's count; while it is down, its epoch (every
        reconnect moves it, so a change missed meanwhile is never lost)."""
        listener = self.listener()
        if not listener.ready.is_set():
            listener.ready.wait(2.0)  # a first turn should not miss the listener by a race
        if listener.connected:
            return ("notify", listener.epoch, listener.count)
        return ("down", listener.epoch)

    def unreachable_since(self) -> float | None:
        """Wall time since which the server has not answered (None: it answers, as far as we know)."""
        listener = self._listener
        if listener is not None and listener.pid == os.getpid():
            return listener.down_since
        return self._down[0] if self._down else None

    def _gate(self) -> None:
        listener = self._listener
        if listener is not None and listener.pid == os.getpid():
            since, why = listener.down_since, listener.down_reason
        elif self._down is not None and time.monotonic() < self._down[1]:
            since, why = self._down[0], self._down[2]
        else:
            return
        if since is not None:
            raise StoreUnavailable(f"postgres pin store unreachable since {time.strftime('%H:%M:%S', time.localtime(since))}"
                                   f" ({why}); memlock retries in the background")

    @contextlib.contextmanager
    def _bounded(self, conn: Any) -> Iterator[_Call]:
        with WATCHDOG.bound(_fd(conn), self.call_deadline) as call:
            self._call = call  # under the connection lock: the call _failed and _explain describe
            yield call

    def _explain(self, exc: BaseException) -> str:
        call = self._call
        return call.why(exc) if call is not None and call.cut else str(exc)

    def _failed(self, exc: BaseException) -> None:
        if not _unreachable(exc):
            return
        call = self._call
        why = call.why(exc) if call is not None else _Call(0).why(exc)
        listener = self._listener
        if listener is not None and listener.pid == os.getpid():
            listener.report_failure(why)
        else:
            now = time.time()
            self._down = (self._down[0] if self._down else now, time.monotonic() + 1.0, why)

    def _opened(self) -> None:
        self._down = None

    def close(self) -> None:
        with self._listener_lock:
            listener, self._listener = self._listener, None
        if listener is not None and listener.pid == os.getpid():
            _release_listener(listener)
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
        conn = _pg_connect(self.dsn, self.connect_timeout, "memlock")
        try:
            with WATCHDOG.bound(_fd(conn), self.call_deadline), conn.cursor() as cur:
                cur.execute("BEGIN")
                cur.execute("SELECT pg_advisory_xact_lock(%s)", (self._lock_key,))
                cur.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
                for ddl in _TABLES.values():
                    cur.execute(ddl.format(blob="BYTEA", **self._names))
                cur.execute(f"CREATE TABLE IF NOT EXISTS {self._names['log']} (seq BIGSERIAL PRIMARY KEY, line TEXT NOT NULL)")
                cur.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(Exception):
                conn.close()
            raise
        self._opened()
        return conn

    def _begin(self, cur: Any, write: bool) -> None:
        if write:
            cur.execute("BEGIN")
            cur.execute("SELECT pg_advisory_xact_lock(%s)", (self._lock_key,))
        else:
            cur.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")


def _pg_connect(dsn: str, connect_timeout: int, application_name: str) -> Any:
    """A connection with every bound the server and the kernel can enforce (see SERVER_OPTIONS, KEEPALIVES)."""
    import psycopg
    from psycopg.conninfo import conninfo_to_dict

    given = conninfo_to_dict(dsn)
    extra: dict[str, Any] = {k: v for k, v in KEEPALIVES.items() if k not in given}
    options = (str(given.get("options", "")) + " " + SERVER_OPTIONS).strip()
    return psycopg.connect(dsn, autocommit=True, connect_timeout=connect_timeout, application_name=application_name,
                           options=options, **extra)


_LISTENERS: dict[tuple[str, str, int], "_PinListener"] = {}
_LISTENERS_LOCK = threading.Lock()


def _acquire_listener(dsn: str, channel: str, connect_timeout: int) -> "_PinListener":
    """The process's one listener for ``channel`` (created under a lock: two threads never build two)."""
    key = (dsn, channel, os.getpid())
    with _LISTENERS_LOCK:
        listener = _LISTENERS.get(key)
        if listener is None:
            listener = _LISTENERS[key] = _PinListener(dsn, channel, connect_timeout)
            listener.start()
        listener.users += 1
        return listener


def _release_listener(listener: "_PinListener") -> None:
    with _LISTENERS_LOCK:
        listener.users -= 1
        if listener.users <= 0:
            _LISTENERS.pop((listener.dsn, listener.channel, listener.pid), None)
            listener.stop()


def listener_count() -> int:
    """Listeners running in this process (tests: one per channel, however many stores and threads)."""
    with _LISTENERS_LOCK:
        return sum(1 for (_, _, pid) in _LISTENERS if pid == os.getpid())


class _PinListener(threading.Thread):
    """One LISTEN connection per process and channel: counts the fleet's pin changes, and is the
    circuit breaker of every store on it (a daemon thread).

    ``epoch`` changes on every (re)connect, so notifications missed while disconnected can never
    leave a stale token behind; ``ready`` is set after the first connection attempt. Every
    ``HEARTBEAT_S`` (and at once when a store's call failed) it asks the server ``SELECT 1`` under a
    deadline: a frozen server is noticed even when nobody writes. While the server does not answer,
    ``down_since`` is set and stores refuse at once; the listener reconnects with backoff
    (``RECONNECT_FIRST_S`` doubling to ``RECONNECT_MAX_S``) and clears it when the server answers.
    """

    def __init__(self, dsn: str, channel: str, connect_timeout: int) -> None:
        super().__init__(name="memlock-pin-listener", daemon=True)
        self.dsn, self.channel, self.connect_timeout = dsn, channel, connect_timeout
        self.pid = os.getpid()
        self.count = 0
        self.epoch = 0
        self.connected = False
        self.users = 0
        self.down_since: float | None = None
        self.down_reason = ""
        self.reconnected_at: float | None = None  # monotonic time of the last successful (re)connect
        self.ready = threading.Event()
        self._stop = threading.Event()
        self._check = threading.Event()
        self._call: _Call | None = None

    def stop(self) -> None:
        self._stop.set()

    def report_failure(self, why: str) -> None:
        """A store's call failed with a connection error: refuse until the server is seen answering."""
        if self.down_since is None:
            self.down_since = time.time()
            log.warning("memlock: PostgreSQL pin store unreachable: %s", why)
        self.down_reason = why
        self._check.set()

    def _answering(self) -> None:
        if self.down_since is not None:
            log.warning("memlock: PostgreSQL pin store reachable again (down for %.1f s)", time.time() - self.down_since)
        self.down_since, self.down_reason = None, ""

    def _beat(self, conn: Any) -> None:
        with WATCHDOG.bound(_fd(conn), HEARTBEAT_DEADLINE_S) as call:
            self._call = call
            conn.execute("SELECT 1")
        self._answering()

    def run(self) -> None:
        delay = RECONNECT_FIRST_S
        while not self._stop.is_set():
            try:
                conn = _pg_connect(self.dsn, self.connect_timeout, "memlock-listen")
                try:
                    with WATCHDOG.bound(_fd(conn), HEARTBEAT_DEADLINE_S) as call:
                        self._call = call
                        conn.execute(f'LISTEN "{self.channel}"')
                    self.epoch += 1
                    self.connected, delay = True, RECONNECT_FIRST_S
                    self.reconnected_at = time.monotonic()
                    self._check.clear()
                    self._answering()
                    self.ready.set()
                    beat = time.monotonic()
                    while not self._stop.is_set():
                        if self._check.is_set() or time.monotonic() - beat >= HEARTBEAT_S:
                            self._check.clear()
                            self._beat(conn)
                            beat = time.monotonic()
                        for _ in conn.notifies(timeout=0.25):
                            self.count += 1
                finally:
                    self.connected = False
                    with contextlib.suppress(Exception):
                        conn.close()
            except Exception as exc:  # noqa: BLE001 - stores refuse meanwhile; sessions keep their verified pins
                if _unreachable(exc):
                    last, self._call = self._call, None
                    self.report_failure((last or _Call(0)).why(exc))
                else:
                    log.warning("memlock: pin change listener failed: %s", exc)
            self.connected = False
            self.ready.set()
            self._stop.wait(delay)
            delay = min(delay * 2, RECONNECT_MAX_S)


def open_sql_store(backend: str, cfg: Any, home: Path, key: bytes | None) -> PinStoreBase:
    if backend == "sqlite":
        return SQLitePinStore(Path(home) / "pins.sqlite3", key)
    if backend == "postgres":
        dsn = (getattr(cfg, "postgres_dsn", "") or os.environ.get("MEMLOCK_PG_DSN", "")).strip()
        if not dsn:
            raise ValueError("persistence_backend is postgres but neither postgres_dsn nor $MEMLOCK_PG_DSN is set")
        return PostgresPinStore(dsn, key, schema=getattr(cfg, "postgres_schema", "") or "memlock")
    raise ValueError(f"unknown persistence_backend {backend!r}")
