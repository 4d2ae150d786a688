"""A preference a memory store holds about the user, read from any provider's row.

Providers hand back plain dicts (:data:`ROW_FIELDS`); :func:`parse_row` turns one into a
:class:`Preference` or says why it cannot (the audit reports such a row as UNKNOWN instead of
guessing). Fields may also sit under ``metadata["memlock"]`` (a dict or a JSON string), the layout
the reference project used, so rows written for it keep working.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any

from memlock_core.anchor import clamp_priority
from memlock_core.detection.directive import reads_as_directive
from memlock_core.detection.probes import MAX_PROBES, ProbeError, derive_probes, flatten, validate_probes
from memlock_core.regex_cache import rx
from memlock_core.trust.safety import check_memory_text

MAX_CONTENT = 2000
ROW_FIELDS = ("id", "content", "key", "value", "material", "probes", "priority", "created_at", "valid_until",
              "superseded_by", "scope", "source")
# How a row that does not say whether it is material is judged (config ``reverse_material``).
MATERIAL_POLICIES = ("worded", "tagged", "all")

# Third-person memory entries ("User prefers metric units") carry a preference without being an
# imperative; these verbs and adverbs mark a standing wish rather than a fact ("User lives in Oslo").
_STANDING = rx(
    r"\b(?:prefers?|preferred|preference|wants?|likes?|dislikes?|hates?|loves?|expects?|insists?|requires?|"
    r"asks?\s+(?:for|that|to)|always|never|only|avoid|must|should|do(?:es)?\s+not|don[’']?t|doesn[’']?t|"
    r"rather\s+than|instead\s+of|from\s+now\s+on|every\s+time)\b",
    re.IGNORECASE,
)


# Words every third-person memory entry shares ("User prefers ..."): they prove nothing about one entry.
_ENTRY_BOILERPLATE = frozenset("user users user's prefers prefer preferred preference likes wants expects "
                               "person human owner customer".split())


def preference_probes(text: str, given: tuple[str, ...] = ()) -> list[str]:
    """The probes that prove an entry is present: given ones, else derived minus entry boilerplate."""
    if given:
        return list(given)
    return list(_derived(text))


@lru_cache(maxsize=4096)  # a store returns the same entries at every compaction
def _derived(text: str) -> tuple[str, ...]:
    return tuple([p for p in derive_probes(text, limit=MAX_PROBES * 3) if p not in _ENTRY_BOILERPLATE][:MAX_PROBES])


class RowError(ValueError):
    """A provider row that cannot be read as a preference."""


@dataclass(frozen=True)
class Preference:
    id: str
    content: str
    source: str = ""
    key: str | None = None  # e.g. "response_language"; rows sharing a key are alternatives
    value: str | None = None
    material: bool | None = None  # None: the row does not say (see MATERIAL_POLICIES)
    probes: tuple[str, ...] = ()
    priority: int = 50
    created_at: float | None = None
    valid_until: float | None = None
    superseded_by: str | None = None
    scope: str | None = None
    # Why memlock's safety policy holds this entry back (markers, control or bidi characters, secrets,
    # exfiltration, size), judged on the entry as stored; "" when it passes. Such an entry is never injected.
    unsafe: str = ""

    def is_material(self, policy: str = "worded") -> bool:
        if self.material is not None:
            return self.material
        if policy == "all":
            return True
        if policy == "tagged":
            return False
        return reads_as_standing(self.content)


def reads_as_standing(text: str) -> bool:
    """Is this entry a standing wish ("prefers", "always", an imperative) rather than a plain fact?"""
    return bool(_STANDING.search(text)) or reads_as_directive(text)


def parse_time(value: Any) -> float | None:
    """Epoch seconds from a number, an ISO-8601 string (``Z`` allowed) or a datetime. Raises RowError."""
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        raise RowError(f"not a time: {value!r}")
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, datetime):
        stamp = value
    elif isinstance(value, str):
        text = value.strip()
        try:
            return float(text)
        except ValueError:
            pass
        try:
            stamp = datetime.fromisoformat(text.replace("Z", "+00:00").replace(" ", "T", 1))
        except ValueError:
            raise RowError(f"not a time: {value!r}") from None
    else:
        raise RowError(f"not a time: {value!r}")
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=timezone.utc)
    return stamp.timestamp()


def _metadata(raw: dict[str, Any]) -> dict[str, Any]:
    meta = raw.get("metadata", raw.get("metadata_json"))
    if isinstance(meta, str) and meta.strip():
        try:
            meta = json.loads(meta)
        except ValueError:
            raise RowError("metadata is not valid JSON") from None
    if meta is None or meta == "":
        return {}
    if not isinstance(meta, dict):
        raise RowError("metadata must be a JSON object")
    inner = meta.get("memlock", meta)
    return inner if isinstance(inner, dict) else {}


def _text(value: Any, name: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise RowError(f"{name} must be a string")
    value = flatten(value)
    return value or None


def parse_row(raw: Any, source: str = "") -> Preference:
    """A :class:`Preference` from a provider row; raises :class:`RowError` with the reason."""
    if not isinstance(raw, dict):
        raise RowError(f"row is a {type(raw).__name__}, not an object")
    meta = _metadata(raw)

    def pick(*names: str) -> Any:
        for name in names:
            if raw.get(name) is not None:
                return raw[name]
        for name in names:
            if meta.get(name) is not None:
                return meta[name]
        return None

    row_id = _text(pick("id"), "id")
    if not row_id:
        raise RowError("row has no id")
    raw_content = pick("content", "text")
    unsafe = ""
    if isinstance(raw_content, str):
        unsafe = check_memory_text(raw_content).explain()  # size first: a huge entry costs a len()
        raw_content = raw_content[: MAX_CONTENT * 4]  # bounded before the per-character flattening
    content = _text(raw_content, "content")
    if not content:
        raise RowError("row has no content")
    if len(content) > MAX_CONTENT:
        content = content[:MAX_CONTENT]
    material = pick("material", "standing")
    if material is not None and not isinstance(material, bool):
        raise RowError("material/standing must be true or false")
    try:
        probes = validate_probes(pick("probes")) or []
    except ProbeError as exc:
        raise RowError(str(exc)) from None
    key = _text(pick("key", "preference_key"), "key")
    value = _text(pick("value"), "value")
    return Preference(
        id=row_id, content=content, source=_text(pick("source"), "source") or source,
        key=key.casefold().replace("-", "_").replace(" ", "_") if key else None, value=value,
        material=material, probes=tuple(probes), priority=clamp_priority(pick("priority")),
        created_at=parse_time(pick("created_at", "timestamp")), valid_until=parse_time(pick("valid_until")),
        superseded_by=_text(pick("superseded_by", "superseded_by_id"), "superseded_by"),
        scope=_text(pick("scope"), "scope"), unsafe=unsafe,
    )
