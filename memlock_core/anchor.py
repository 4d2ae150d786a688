"""The anchor: one standing instruction memlock keeps alive, with its version history.

Static anchors come from config, pins from the user or the model. Every change to a pin keeps the
previous state as a :class:`PinVersion` (the last ``HISTORY_CAP``), so an update or a rollback never
destroys anything a user might want back.
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

HISTORY_CAP = 5
KINDS = ("static", "pin", "global", "project")
SCOPES = ("session", "project", "global")
ACTORS = ("user", "model", "config", "import")
STATUSES = ("unknown", "alive", "drifted")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s*")
REMINDER_CAP = 160


def clamp_priority(value: Any, default: int = 50) -> int:
    """Priority as an int in 1..100; bools and junk fall back to ``default``."""
    if isinstance(value, bool) or value is None:
        return default
    try:
        number = int(float(value))
    except (TypeError, ValueError, OverflowError):
        return default
    return max(1, min(100, number))


_ABBREVIATIONS = frozenset("dr mr mrs ms prof st jr sr vs etc e.g i.e eg ie no fig approx inc ltd".split())


def first_sentence(text: str) -> str:
    """The first sentence; a period after an abbreviation ("Dr.", "e.g.") or an initial does not end it."""
    for match in _SENTENCE_END.finditer(text):
        end = match.start()
        if end == 0 or end >= len(text.rstrip()):
            continue
        if text[end - 1] == ".":
            word = text[:end - 1].rsplit(None, 1)[-1].lower().strip("(\"'") if text[:end - 1].strip() else ""
            if word in _ABBREVIATIONS or len(word) == 1:
                continue
        if match.end() == match.start():  # no whitespace after the stop: not a sentence break (e.g. "v1.2")
            if text[end - 1] not in "。！？":
                continue
        return text[:end].strip()
    return text.strip()


def default_reminder(text: str) -> str:
    """First sentence of the text, cut to ``REMINDER_CAP`` characters."""
    first = first_sentence(text) or text.strip()
    if len(first) > REMINDER_CAP:
        first = first[: REMINDER_CAP - 1].rstrip() + "…"
    return first


@dataclass
class PinVersion:
    """A previous state of an anchor."""

    version: int
    text: str
    reminder: str
    priority: int
    probes: list[str]
    saved_at: float
    change: str = "updated"  # what replaced this state: "updated" | "rolled back to vN"

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PinVersion":
        return cls(
            version=int(data.get("version", 0)),
            text=str(data.get("text", "")),
            reminder=str(data.get("reminder", "")),
            priority=clamp_priority(data.get("priority")),
            probes=[str(p) for p in data.get("probes") or []],
            saved_at=float(data.get("saved_at", 0.0)),
            change=str(data.get("change", "updated")),
        )


@dataclass
class Anchor:
    """A standing instruction and its audit status."""

    id: str
    text: str
    reminder: str
    priority: int = 50
    probes: list[str] = field(default_factory=list)
    kind: str = "pin"  # static | pin | global | project
    scope: str = "session"
    created_by: str = "user"
    created_at: float = 0.0
    updated_at: float = 0.0
    version: int = 1
    history: list[PinVersion] = field(default_factory=list)
    status: str = "unknown"
    last_score: float | None = None
    last_evidence: str = ""
    last_alive_turn: int | None = None
    project: str | None = None  # project key for project-scoped pins

    @property
    def removable(self) -> bool:
        return self.kind != "static"

    def snapshot(self, saved_at: float, change: str) -> PinVersion:
        return PinVersion(self.version, self.text, self.reminder, self.priority, list(self.probes), saved_at, change)

    def push_history(self, version: PinVersion) -> None:
        self.history.append(version)
        del self.history[:-HISTORY_CAP]

    def content_equals(self, other: "Anchor") -> bool:
        return (self.text, self.reminder, self.priority, self.probes) == (
            other.text, other.reminder, other.priority, other.probes)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Anchor":
        """Tolerant loader: older or partial records get defaults, never an exception per field."""
        if not isinstance(data, dict) or not data.get("id") or not isinstance(data.get("text"), str):
            raise ValueError("anchor record needs an id and a text")
        text = str(data["text"])
        kind = str(data["kind"]) if data.get("kind") in KINDS else ("pin" if data.get("pinned", True) else "static")
        scope = str(data["scope"]) if data.get("scope") in SCOPES else "session"
        return cls(
            id=str(data["id"]),
            text=text,
            reminder=str(data.get("reminder") or default_reminder(text)),
            priority=clamp_priority(data.get("priority")),
            probes=[str(p) for p in (data.get("probes") or []) if isinstance(p, str)],
            kind=kind,
            scope=scope,
            created_by=str(data["created_by"]) if data.get("created_by") in ACTORS else "user",
            created_at=float(data.get("created_at") or data.get("pinned_at") or 0.0),
            updated_at=float(data.get("updated_at") or 0.0),
            version=max(1, int(data.get("version") or 1)),
            history=[PinVersion.from_dict(h) for h in data.get("history") or [] if isinstance(h, dict)],
            status=str(data["status"]) if data.get("status") in STATUSES else "unknown",
            last_score=data.get("last_score"),
            last_evidence=str(data.get("last_evidence") or ""),
            last_alive_turn=data.get("last_alive_turn"),
            project=data.get("project"),
        )


def sort_key(anchor: Anchor) -> tuple[int, str]:
    """Priority first (high to low), then id: the order reminders and status use."""
    return (-anchor.priority, anchor.id)
