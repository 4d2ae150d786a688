"""Severian's PostgreSQL ``records`` table (``id, record_type, status, payload jsonb``), read-only.

DSN: ``adapter_dsn`` or ``$SEVERIAN_DSN`` (keep a password in the environment, not in config.yaml).
Reads record types memory, observation and preference in a READ ONLY transaction with a connect
and statement timeout; records whose status says they are gone (archived, deleted, retracted) are
skipped, and ``status: superseded`` counts as superseded. Only ``preference`` records may be judged
material by their wording; memory and observation records need an explicit tag. Records matching a
word of the query come first (to decide what fits in ``reverse_limit``; never which value wins).
"""
from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from typing import Any

from memlock_core.preferences.provider import ProviderUnavailable

RECORD_TYPES = ["memory", "observation", "preference"]
GONE = ["archived", "deleted", "retracted", "forgotten"]
_SQL = """
SELECT id::text AS id, record_type, status, payload FROM records
WHERE record_type = ANY(%(types)s) AND (status IS NULL OR lower(status) <> ALL(%(gone)s))
ORDER BY (SELECT count(*) FROM unnest(%(words)s::text[]) w
          WHERE coalesce(payload->>'content', payload->>'text', '') ILIKE '%%' || w || '%%') DESC,
         coalesce(payload->>'created_at', '') DESC, id::text
LIMIT %(limit)s
"""


def _row(record_id: str, record_type: str, status: Any, payload: Any) -> dict[str, Any]:
    if not isinstance(payload, dict):
        return {"id": f"severian:{record_id}", "content": None}  # the audit reports it as UNKNOWN
    raw_meta = payload.get("memlock")
    memlock: dict[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
    source = payload.get("source")
    superseded = payload.get("superseded_by_id", payload.get("superseded_by"))
    if superseded is None and isinstance(status, str) and status.lower() == "superseded":
        superseded = "status=superseded"
    material = memlock.get("material", memlock.get("standing", payload.get("material", payload.get("standing"))))
    if material is None and record_type != "preference":
        material = False
    return {
        "id": f"severian:{record_id}",
        "content": payload.get("content", payload.get("text")),
        "created_at": payload.get("created_at"),
        "valid_until": payload.get("valid_until"),
        "superseded_by": superseded,
        "scope": payload.get("scope") if isinstance(payload.get("scope"), str) else None,
        "source": "severian:" + (str(source.get("kind")) if isinstance(source, dict) else str(source or record_type)),
        "key": memlock.get("preference_key", payload.get("preference_key")),
        "value": memlock.get("value", payload.get("value")),
        "probes": memlock.get("probes"),
        "priority": memlock.get("priority"),
        "material": material,
    }


@dataclass
class SeverianProvider:
    dsn: str
    timeout: float = 5.0
    name: str = "severian"

    def fetch(self, query: str, limit: int) -> list[dict[str, Any]]:
        if not self.dsn:
            raise ProviderUnavailable("severian: no DSN (set adapter_dsn or SEVERIAN_DSN)")
        try:
            import psycopg
        except ImportError:
            raise ProviderUnavailable('severian needs psycopg 3: pip install "memlock[postgres]"') from None
        words = re.findall(r"\w{3,}", query.lower())[:8]
        from psycopg.conninfo import conninfo_to_dict, make_conninfo

        try:
            options = f"{conninfo_to_dict(self.dsn).get('options') or ''} -c statement_timeout={int(self.timeout * 1000)}"
            conninfo = make_conninfo(self.dsn, options=options.strip(), connect_timeout=max(1, math.ceil(self.timeout)))
            with psycopg.connect(conninfo) as conn:
                conn.read_only = True
                with conn.cursor() as cur:
                    cur.execute(_SQL, {"types": RECORD_TYPES, "gone": GONE, "words": words, "limit": limit})
                    rows = cur.fetchall()
                conn.rollback()
        except psycopg.Error as exc:
            raise ProviderUnavailable(f"severian: {type(exc).__name__}: {str(exc).strip()[:200]}") from None
        return [_row(str(r[0]), str(r[1]), r[2], r[3]) for r in rows]


def from_config(cfg: Any) -> SeverianProvider:
    dsn = str(getattr(cfg, "adapter_dsn", "") or "").strip() or os.environ.get("SEVERIAN_DSN", "").strip()
    return SeverianProvider(dsn, float(getattr(cfg, "adapter_timeout_s", 5.0)))
