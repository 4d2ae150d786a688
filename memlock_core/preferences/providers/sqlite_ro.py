"""Opening someone else's SQLite database strictly read-only (``mode=ro`` URI, path percent-encoded
so ``?``, ``#`` or ``%`` in a path cannot change the URI's meaning)."""
from __future__ import annotations

import sqlite3
from pathlib import Path
from urllib.parse import quote

from memlock_core.preferences.provider import ProviderUnavailable


def connect_read_only(path: Path, timeout: float) -> sqlite3.Connection:
    if not path.is_file():
        raise ProviderUnavailable(f"database {path} does not exist")
    uri = "file:" + quote(str(path.resolve()), safe="/") + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=timeout)
    except sqlite3.Error as exc:
        raise ProviderUnavailable(f"cannot open {path} read-only: {exc}") from None
    conn.row_factory = sqlite3.Row
    return conn


def columns(conn: sqlite3.Connection, table: str) -> list[str]:
    try:
        return [str(row[1]) for row in conn.execute(f"PRAGMA table_info({table})")]
    except sqlite3.Error as exc:
        raise ProviderUnavailable(f"cannot read table {table}: {exc}") from None
