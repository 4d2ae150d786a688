"""Tombstones keyed on the value: a rule the user unpinned (or rejected) stays unpinned.

Why by value and not by id: the model re-pinning the same words gets a new id, so an id-keyed
tombstone would not notice. The key is a hash of the normalised text (NFKC, case-folded,
punctuation and whitespace collapsed), so trivial re-spellings hit it too. Session pins keep their
tombstones in the session record; durable ones are derived from the decision log (``unpinned`` /
``rejected`` entries carry the key, a later ``pinned`` by the user clears it).
"""
from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from typing import Any, Iterable

from memlock_core.regex_cache import rx

_NON_WORD = rx(r"[\W_]+", re.UNICODE)
CLEARING_ACTIONS = ("pinned", "approved")
SETTING_ACTIONS = ("unpinned", "rejected")


def normalise(text: str) -> str:
    folded = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(_NON_WORD.sub(" ", folded).split())


def text_key(text: str) -> str:
    return hashlib.sha256(normalise(text).encode("utf-8", "surrogatepass")).hexdigest()[:32]


@dataclass(frozen=True)
class Tombstone:
    key: str
    pin_id: str
    at: float
    reason: str  # "unpinned by the user" | "rejected by the user"

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key, "pin_id": self.pin_id, "at": self.at, "reason": self.reason}

    @classmethod
    def from_dict(cls, data: Any) -> "Tombstone | None":
        if not isinstance(data, dict) or not isinstance(data.get("key"), str):
            return None
        try:
            return cls(str(data["key"]), str(data.get("pin_id") or ""), float(data.get("at") or 0.0),
                       str(data.get("reason") or "unpinned by the user"))
        except (TypeError, ValueError, OverflowError):
            return None


def from_log(entries: Iterable[Any]) -> dict[str, Tombstone]:
    """Live tombstones from decision-log entries (oldest first): set by a user's unpin or reject,
    cleared by a later pin or approval made by the user."""
    live: dict[str, Tombstone] = {}
    for entry in entries:
        key = (getattr(entry, "detail", None) or {}).get("text_key")
        if not isinstance(key, str):
            continue
        if entry.action in SETTING_ACTIONS and entry.actor == "user":
            live[key] = Tombstone(key, entry.pin_id or "", entry.at, f"{entry.action} by the user")
        elif entry.action in CLEARING_ACTIONS and entry.actor == "user":
            live.pop(key, None)
    return live
