"""Hermes's holographic memory plugin: a SQLite fact store whose ``facts`` rows with category
``user_pref`` are what the user prefers (Hermes mirrors every ``memory`` add with target ``user``
there). Database: ``adapter_db_path``, else the plugin's own ``plugins.hermes-memory-store.db_path``
in Hermes's config.yaml, else ``$HERMES_HOME/memory_store.db``. Facts whose trust score fell below
0.3 (the plugin's own retrieval floor, after "unhelpful" feedback) are skipped.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlock_core.config import read_yaml_section
from memlock_core.paths import hermes_home
from memlock_core.preferences.provider import ProviderUnavailable, config_path
from memlock_core.preferences.providers.sqlite_ro import columns, connect_read_only

MIN_TRUST = 0.3


def default_db_path() -> Path:
    home = hermes_home()
    plugins, _ = read_yaml_section(home / "config.yaml", "plugins")
    store = (plugins or {}).get("hermes-memory-store")
    configured = store.get("db_path") if isinstance(store, dict) else None
    if isinstance(configured, str) and configured.strip():
        return Path(configured.replace("${HERMES_HOME}", str(home)).replace("$HERMES_HOME", str(home))).expanduser()
    return home / "memory_store.db"


@dataclass
class HolographicProvider:
    path: Path
    timeout: float = 5.0
    name: str = "holographic"

    def fetch(self, query: str, limit: int) -> list[dict[str, Any]]:
        conn = connect_read_only(self.path, self.timeout)
        try:
            have = set(columns(conn, "facts"))
            if not {"fact_id", "content", "category"} <= have:
                raise ProviderUnavailable(f"{self.path}: table facts lacks fact_id/content/category")
            trust = "AND trust_score >= ?" if "trust_score" in have else ""
            created = "created_at" if "created_at" in have else "NULL"
            order = "trust_score DESC, fact_id" if "trust_score" in have else "fact_id"
            params: list[Any] = [MIN_TRUST] if trust else []
            rows = conn.execute(f"SELECT fact_id, content, {created} AS created_at FROM facts "
                                f"WHERE category = 'user_pref' {trust} ORDER BY {order} LIMIT ?",
                                [*params, limit]).fetchall()
        except sqlite3.Error as exc:
            raise ProviderUnavailable(f"cannot read {self.path}: {exc}") from None
        finally:
            conn.close()
        return [{"id": f"holographic:{r['fact_id']}", "content": r["content"], "created_at": r["created_at"],
                 "source": "holographic"} for r in rows]


def from_config(cfg: Any) -> HolographicProvider:
    path = config_path(cfg) or default_db_path()
    return HolographicProvider(path, float(getattr(cfg, "adapter_timeout_s", 5.0)))
