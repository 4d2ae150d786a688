"""Mnemosyne's SQLite ``working_memory`` table, opened read-only.

Database: ``adapter_db_path``, ``$MNEMOSYNE_DB_PATH``, ``$MNEMOSYNE_DATA_DIR/mnemosyne.db``, else
``$HERMES_HOME/mnemosyne/data/mnemosyne.db``. Mnemosyne's columns have changed between versions, so
they are read defensively: whatever of the known names exists is used, the rest is left out, and
a row without usable content is reported by the audit as UNKNOWN rather than guessed at. Rows whose
text matches a word of the query come first; within that, newest rowid first (only to decide what
fits in ``reverse_limit``; it never decides which of two values is current).
"""
from __future__ import annotations

import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlock_core.paths import hermes_home
from memlock_core.preferences.provider import ProviderUnavailable, config_path
from memlock_core.preferences.providers.sqlite_ro import columns, connect_read_only

# row field -> column names it may have, in order of preference
COLUMN_MAP: dict[str, tuple[str, ...]] = {
    "id": ("id", "memory_id", "uuid"),
    "content": ("content", "text", "memory", "body"),
    "created_at": ("created_at", "timestamp", "ts", "inserted_at"),
    "valid_until": ("valid_until", "expires_at"),
    "superseded_by": ("superseded_by", "superseded_by_id"),
    "scope": ("scope",),
    "source": ("source",),
    "metadata": ("metadata_json", "metadata"),
    "priority": ("priority", "importance"),
    "probes": ("probes",),
    "material": ("material",),
    "standing": ("standing",),
    "key": ("preference_key", "key"),
    "value": ("value", "preference_value"),
}


def default_db_path() -> Path:
    env = os.environ.get("MNEMOSYNE_DB_PATH", "").strip()
    if env:
        return Path(env).expanduser()
    data = os.environ.get("MNEMOSYNE_DATA_DIR", "").strip()
    if data:
        return Path(data).expanduser() / "mnemosyne.db"
    return hermes_home() / "mnemosyne" / "data" / "mnemosyne.db"


def _coerce(field: str, value: Any) -> Any:
    if field == "probes" and isinstance(value, str):
        import json

        try:
            return json.loads(value)
        except ValueError:
            return value  # parse_row reports it
    if field in ("material", "standing") and isinstance(value, int) and not isinstance(value, bool):
        return bool(value)
    return value


@dataclass
class MnemosyneProvider:
    path: Path
    timeout: float = 5.0
    name: str = "mnemosyne"

    def fetch(self, query: str, limit: int) -> list[dict[str, Any]]:
        conn = connect_read_only(self.path, self.timeout)
        try:
            have = columns(conn, "working_memory")
            if not have:
                raise ProviderUnavailable(f"{self.path} has no working_memory table")
            chosen = {field: next((c for c in names if c in have), None) for field, names in COLUMN_MAP.items()}
            text_col = chosen["content"]
            words = [w for w in re.findall(r"\w{3,}", query.lower())][:8]
            if not text_col:
                words = []
            rank = "".join(f"(lower(\"{text_col}\") LIKE ?) + " for _ in words) + "0" if words else ""
            order = f"{rank} DESC, rowid DESC" if rank else "rowid DESC"
            rows = conn.execute(f"SELECT rowid AS _rowid, * FROM working_memory ORDER BY {order} "
                                "LIMIT ?", [*(f"%{w}%" for w in words), limit]).fetchall()
        except sqlite3.Error as exc:
            raise ProviderUnavailable(f"cannot read {self.path}: {exc}") from None
        finally:
            conn.close()
        out: list[dict[str, Any]] = []
        for row in rows:
            item: dict[str, Any] = {"source": "mnemosyne"}
            for field, column in chosen.items():
                if column is not None and row[column] is not None:
                    item[field] = _coerce(field, row[column])
            item["id"] = f"mnemosyne:{item.get('id', row['_rowid'])}"
            out.append(item)
        return out


def from_config(cfg: Any) -> MnemosyneProvider:
    return MnemosyneProvider(config_path(cfg) or default_db_path(), float(getattr(cfg, "adapter_timeout_s", 5.0)))
