"""The anchor: one standing instruction memlock keeps alive, with its version history.

Static anchors come from config, pins from the user or the model. Every change to a pin keeps the
previous state as a :class:`PinVersion` (the last ``HISTORY_CAP``), so an update or a rollback never
destroys anything a user might want back. ``admission`` says whether the pin may be injected
(:mod:`memlock_core.trust.admission`); ``evidence`` says who created or approved each version.

Loading is tolerant per field: a bad value (``"version": "two"``) is replaced by its default and
reported in ``problems``; only a record without an id or a text is unusable. Records stored before
admission states existed load as ``approved_manual`` when a person made them and as
``approved_auto_safe`` when the model did (the old default admitted those with no person
involved; calling them manual would be false). An unreadable admission value loads as ``pending``:
never injected until a person approves it (fail closed toward trust).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from memlock_core.compliance.check import PinCheck
from memlock_core.regex_cache import rx
from memlock_core.trust.admission import ADMISSIONS, ADMITTED, AUTO_SAFE, MANUAL, PENDING, PERSON_ACTORS
from memlock_core.trust.evidence import Evidence, capped

HISTORY_CAP = 5
KINDS = ("static", "pin", "global", "project")
SCOPES = ("session", "project", "global")
ACTORS = ("user", "model", "config", "import")
STATUSES = ("unknown", "alive", "drifted")
_SENTENCE_END = rx(r"(?<=[.!?。！？])\s*")
REMINDER_CAP = 160


def pin_kind(scope: str) -> str:
    """The kind of a pin of ``scope``: ``pin`` in a session, else the scope itself (``global``,
    ``project``). The one place the two are tied; ``static`` (config) and preference anchors are
    session anchors of their own kinds, set where they are made."""
    return "pin" if scope == "session" else scope


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
    check: PinCheck | None = None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["check"] = self.check.to_dict() if self.check is not None else None
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], problems: list[str] | None = None) -> "PinVersion":
        fields = _Fields(data, problems, "history entry")
        return cls(
            version=fields.integer("version", 0, minimum=0),
            text=fields.text("text", ""),
            reminder=fields.text("reminder", ""),
            priority=clamp_priority(data.get("priority")),
            probes=fields.strings("probes"),
            saved_at=fields.number("saved_at", 0.0),
            change=fields.text("change", "updated"),
            check=PinCheck.load(data.get("check")),
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
    admission: str = MANUAL  # pending | approved_manual | approved_auto_safe | rejected
    evidence: list[Evidence] = field(default_factory=list)
    check: PinCheck | None = None  # optional compliance check (records from before checks existed: None)

    @property
    def admitted(self) -> bool:
        return self.admission in ADMITTED

    def add_evidence(self, item: Evidence) -> None:
        self.evidence = capped([*self.evidence, item])

    @property
    def removable(self) -> bool:
        return self.kind != "static"

    def snapshot(self, saved_at: float, change: str) -> PinVersion:
        return PinVersion(self.version, self.text, self.reminder, self.priority, list(self.probes), saved_at, change,
                          self.check)

    def push_history(self, version: PinVersion) -> None:
        self.history.append(version)
        del self.history[:-HISTORY_CAP]

    def content_equals(self, other: "Anchor") -> bool:
        return (self.text, self.reminder, self.priority, self.probes, self.check) == (
            other.text, other.reminder, other.priority, other.probes, other.check)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["history"] = [h.to_dict() for h in self.history]
        data["check"] = self.check.to_dict() if self.check is not None else None
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], problems: list[str] | None = None) -> "Anchor":
        """Tolerant loader: a bad field gets its default and a line in ``problems``; never an
        exception per field. Raises ValueError only for a record with no id or no text."""
        if not isinstance(data, dict) or not data.get("id") or not isinstance(data.get("text"), str):
            raise ValueError("anchor record needs an id and a text")
        fields = _Fields(data, problems, f"pin {str(data['id'])[:60]}")
        text = str(data["text"])
        kind = fields.choice("kind", KINDS, "pin" if data.get("pinned", True) else "static")
        scope = fields.choice("scope", SCOPES, "session")
        created_by = fields.choice("created_by", ACTORS, "user")
        legacy = MANUAL if created_by in PERSON_ACTORS else AUTO_SAFE
        admission = legacy if "admission" not in data else fields.choice("admission", ADMISSIONS, PENDING)
        history = []
        for item in fields.items("history"):
            history.append(PinVersion.from_dict(item, problems))
        evidence = []
        for item in fields.items("evidence"):
            parsed = Evidence.from_dict(item)
            if parsed is None:
                fields.report("evidence", item, "dropped")
            else:
                evidence.append(parsed)
        last_score = data.get("last_score")
        turn = data.get("last_alive_turn")
        project = data.get("project")
        return cls(
            id=str(data["id"]),
            text=text,
            reminder=fields.text("reminder", "") or default_reminder(text),
            priority=clamp_priority(data.get("priority")),
            probes=fields.strings("probes"),
            kind=kind,
            scope=scope,
            created_by=created_by,
            created_at=fields.number("created_at", float(_number_or(data.get("pinned_at"), 0.0))),
            updated_at=fields.number("updated_at", 0.0),
            version=fields.integer("version", 1, minimum=1),
            history=history[-HISTORY_CAP:],
            status=fields.choice("status", STATUSES, "unknown"),
            last_score=_number_or(last_score, 0.0) if _is_number(last_score) else None,
            last_evidence=fields.text("last_evidence", ""),
            last_alive_turn=turn if isinstance(turn, int) and not isinstance(turn, bool) else None,
            project=project if isinstance(project, str) and project else None,
            admission=admission,
            evidence=capped(evidence),
            check=PinCheck.load(data.get("check")),
        )


def sort_key(anchor: Anchor) -> tuple[int, str]:
    """Priority first (high to low), then id: the order reminders and status use."""
    return (-anchor.priority, anchor.id)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value


def _number_or(value: Any, default: float) -> float:
    return float(value) if _is_number(value) else default


class _Fields:
    """Reads one record's fields, each with a default; every replaced value is reported once."""

    def __init__(self, data: dict[str, Any], problems: list[str] | None, where: str):
        self.data, self.problems, self.where = data, problems, where

    def report(self, name: str, value: Any, used: Any) -> None:
        if self.problems is not None:
            shown = repr(value)
            shown = shown if len(shown) <= 40 else shown[:37] + "..."
            self.problems.append(f"{self.where}: field {name!r} had the bad value {shown}; using {used!r}")

    def _missing(self, name: str) -> bool:
        return self.data.get(name) is None

    def text(self, name: str, default: str) -> str:
        value = self.data.get(name)
        if value is None:
            return default
        if isinstance(value, str):
            return value
        self.report(name, value, default)
        return default

    def choice(self, name: str, options: tuple[str, ...], default: str) -> str:
        value = self.data.get(name)
        if value is None:
            return default
        if value in options:
            return str(value)
        self.report(name, value, default)
        return default

    def integer(self, name: str, default: int, *, minimum: int) -> int:
        value = self.data.get(name)
        if value is None:
            return default
        if isinstance(value, str) and value.strip().isdigit():  # "3" from a hand-edited file: fine
            value = int(value.strip())
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value \
                or value in (float("inf"), float("-inf")) or int(value) != value or value < minimum:
            self.report(name, value, default)
            return default
        return int(value)

    def number(self, name: str, default: float) -> float:
        value = self.data.get(name)
        if value is None:
            return default
        if not _is_number(value) or value in (float("inf"), float("-inf")):
            self.report(name, value, default)
            return default
        return float(value)

    def _list_of(self, name: str, kind: type, kept_as: Any = None) -> list[Any]:
        """The entries of list field ``name`` that are of ``kind``; a non-list or a stray entry is reported."""
        value = self.data.get(name)
        if value is None:
            return []
        if not isinstance(value, list):
            self.report(name, value, [])
            return []
        kept = [v for v in value if isinstance(v, kind)]
        if len(kept) != len(value):
            self.report(name, value, kept if kept_as is None else kept_as)
        return kept

    def strings(self, name: str) -> list[str]:
        return self._list_of(name, str)

    def items(self, name: str) -> list[dict[str, Any]]:
        return self._list_of(name, dict, "the well-formed entries")
