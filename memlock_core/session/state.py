"""Per-session state record: anchors, compaction bookkeeping, integrity, drift log.

Stored as JSON with a ``schema_version``; :meth:`SessionState.from_dict` upgrades older records
(including the reference project's layout) instead of discarding them. Loading never throws a
session away for one bad field or one bad record: the field gets its default, the record is
skipped, and both are reported in ``notices`` (``/guard`` shows them).

``anchors`` holds only admitted anchors (what may be injected); a pin waiting for a person's
approval lives in ``pending``; ``tombstones`` remembers rules the user unpinned or rejected;
``user_turn`` is the user's latest message as the host reported it (grounding, see
:mod:`memlock_core.trust.grounding`).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from memlock_core.anchor import Anchor, sort_key
from memlock_core.compliance.record import ComplianceLog
from memlock_core.detection.reminder_format import MAX_OWN_BLOCKS, block_digest
from memlock_core.trust.admission import PENDING
from memlock_core.trust.tombstones import Tombstone

SCHEMA_VERSION = 3
USER_TURN_CHARS = 8000
TOMBSTONE_CAP = 200
MAX_SUMMARY_HASHES = 32  # summaries remembered per session (a history rarely holds more than one or two)


@dataclass
class UserTurn:
    """The user's latest message, recorded by the host (never by a model-facing tool)."""

    text: str
    turn: int
    at: float

    @classmethod
    def from_dict(cls, data: Any) -> "UserTurn | None":
        if not isinstance(data, dict) or not isinstance(data.get("text"), str):
            return None
        turn, at = data.get("turn"), data.get("at")
        return cls(data["text"][:USER_TURN_CHARS], turn if isinstance(turn, int) and not isinstance(turn, bool) else -1,
                   float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else 0.0)


@dataclass
class DriftEvent:
    at: float
    turn: int
    score: int | None
    casualties: list[str]
    reason: str  # compaction | safety-net | mid-turn compaction | manual

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DriftEvent":
        return cls(at=float(data.get("at", data.get("time", 0.0)) or 0.0), turn=int(data.get("turn", 0) or 0),
                   score=data.get("score"), casualties=[str(c) for c in data.get("casualties") or []],
                   reason=str(data.get("reason", "compaction")))


@dataclass
class SessionState:
    session_id: str
    anchors: dict[str, Anchor] = field(default_factory=dict)
    turn: int = 0
    created_at: float = 0.0
    last_active_at: float = 0.0
    last_summary_hash: str | None = None
    summary_hashes: list[str] = field(default_factory=list)  # every summary in the last scanned history
    injected_blocks: list[str] = field(default_factory=list)  # digests of the blocks memlock injected (the last 32)
    last_compaction_at: float | None = None
    last_compaction_turn: int | None = None
    compactions: int = 0
    last_reinject_turn: int = 0
    integrity_score: int | None = None
    last_audit_mode: str | None = None
    last_audit_units_capped: bool = False
    drift_log: list[DriftEvent] = field(default_factory=list)
    last_alert_at: float | None = None
    notices: list[str] = field(default_factory=list)
    project: str | None = None
    pending: dict[str, Anchor] = field(default_factory=dict)
    tombstones: dict[str, Tombstone] = field(default_factory=dict)
    user_turn: UserTurn | None = None
    preference_audit: dict[str, Any] | None = None  # the last reverse audit (ReverseAuditReport.to_dict())
    revision: int = 0
    compliance: ComplianceLog = field(default_factory=ComplianceLog)  # verdicts on replies and tool calls
    schema_version: int = SCHEMA_VERSION
    # Not persisted: where load() moved a corrupt file aside (None when the file was fine or absent).
    recovered_from: str | None = field(default=None, compare=False, repr=False)

    def sorted_anchors(self) -> list[Anchor]:
        return sorted(self.anchors.values(), key=sort_key)

    def pins(self) -> list[Anchor]:
        return [a for a in self.anchors.values() if a.kind != "static"]

    def note_injected(self, block: str) -> None:
        """Record a block memlock injected: the audit counts only such blocks as memlock's evidence."""
        digest = block_digest(block)
        if digest in self.injected_blocks:
            self.injected_blocks.remove(digest)
        self.injected_blocks.append(digest)
        del self.injected_blocks[:-MAX_OWN_BLOCKS]

    def add_notice(self, text: str, cap: int = 10) -> None:
        if text not in self.notices:
            self.notices.append(text)
            del self.notices[:-cap]

    def log_drift(self, event: DriftEvent, cap: int) -> None:
        self.drift_log.append(event)
        del self.drift_log[:-cap]

    def add_tombstone(self, tombstone: Tombstone) -> None:
        self.tombstones[tombstone.key] = tombstone
        while len(self.tombstones) > TOMBSTONE_CAP:
            self.tombstones.pop(next(iter(self.tombstones)))

    def record_user_turn(self, text: str, now: float) -> None:
        self.user_turn = UserTurn(text[:USER_TURN_CHARS], self.turn, now)

    def current_user_message(self) -> str | None:
        """The user's message of the current turn, or None when none was recorded for it."""
        if self.user_turn is None or self.user_turn.turn != self.turn:
            return None
        return self.user_turn.text

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("recovered_from", None)
        data["anchors"] = [a.to_dict() for a in self.sorted_anchors()]
        data["pending"] = [a.to_dict() for a in sorted(self.pending.values(), key=sort_key)]
        data["tombstones"] = [t.to_dict() for t in self.tombstones.values()]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], session_id: str | None = None) -> "SessionState":
        if not isinstance(data, dict):
            raise ValueError("session state must be a JSON object")
        sid = session_id or str(data.get("session_id") or "")
        problems: list[str] = []
        anchors = _load_anchors(data.get("anchors"), problems, "anchors")
        pending = _load_anchors(data.get("pending"), problems, "pending")
        for anchor_id, anchor in list(anchors.items()):  # anchors holds admitted pins only
            if not anchor.admitted:
                del anchors[anchor_id]
                if anchor.admission == PENDING:
                    pending.setdefault(anchor_id, anchor)
        pending = {k: a for k, a in pending.items() if a.admission == PENDING and k not in anchors}
        state = cls(session_id=sid, anchors=anchors, pending=pending)
        for item in data.get("tombstones") or [] if isinstance(data.get("tombstones"), list) else []:
            tombstone = Tombstone.from_dict(item)
            if tombstone is not None:
                state.tombstones[tombstone.key] = tombstone
        state.user_turn = UserTurn.from_dict(data.get("user_turn"))
        for name in ("turn", "last_reinject_turn", "compactions", "revision"):
            raw = data.get(name, data.get("turn_count", 0) if name == "turn" else 0)
            try:
                setattr(state, name, int(raw or 0))
            except (TypeError, ValueError, OverflowError):
                problems.append(f"field {name!r} had the bad value {str(raw)[:40]!r}; using 0")
        for name in ("created_at", "last_active_at", "last_compaction_at", "last_alert_at"):
            value = data.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                setattr(state, name, float(value))
        for name in ("last_summary_hash", "last_audit_mode", "project"):
            value = data.get(name)
            if isinstance(value, str):
                setattr(state, name, value)
        hashes = data.get("summary_hashes")
        if isinstance(hashes, list):
            state.summary_hashes = [h for h in hashes if isinstance(h, str)][-MAX_SUMMARY_HASHES:]
        blocks = data.get("injected_blocks")
        if isinstance(blocks, list):
            state.injected_blocks = [b for b in blocks if isinstance(b, str)][-MAX_OWN_BLOCKS:]
        score = data.get("integrity_score")
        state.integrity_score = score if isinstance(score, int) and 0 <= score <= 100 else None
        turn = data.get("last_compaction_turn")
        state.last_compaction_turn = turn if isinstance(turn, int) else None
        state.last_audit_units_capped = bool(data.get("last_audit_units_capped", False))
        drift = data.get("drift_log")
        state.drift_log = []
        for event in drift if isinstance(drift, list) else []:
            if isinstance(event, dict):
                try:
                    state.drift_log.append(DriftEvent.from_dict(event))
                except (TypeError, ValueError, OverflowError):
                    problems.append(f"drift event {str(event)[:60]} dropped")
        notices = data.get("notices")
        state.notices = [str(n) for n in notices] if isinstance(notices, list) else []
        try:
            state.compliance = ComplianceLog.from_dict(data.get("compliance"))
        except (TypeError, ValueError, OverflowError):
            problems.append("compliance log unreadable; started afresh")
        for problem in problems[:5]:
            state.add_notice(f"session record: {problem}")
        if len(problems) > 5:
            state.add_notice(f"session record: {len(problems) - 5} more bad field(s) replaced by defaults")
        audit = data.get("preference_audit")
        state.preference_audit = audit if isinstance(audit, dict) else None
        state.schema_version = SCHEMA_VERSION
        return state

    def absorb_turn_fields(self, newer: "SessionState") -> None:
        """Copy turn-flow bookkeeping from an in-memory copy onto this (freshly loaded) record.

        Pin changes made by another process stay; audit marks are copied for anchors both know.
        """
        disk_turn = self.turn  # another process may have counted further: the higher count stands
        for name in ("turn", "last_active_at", "last_summary_hash", "summary_hashes", "injected_blocks",
                     "last_compaction_at", "last_compaction_turn",
                     "compactions", "last_reinject_turn", "integrity_score", "last_audit_mode",
                     "last_audit_units_capped", "last_alert_at", "user_turn",
                     "preference_audit"):
            setattr(self, name, getattr(newer, name))
        self.turn = max(disk_turn, newer.turn)
        self.drift_log = list(newer.drift_log)
        self.compliance = newer.compliance
        for notice in newer.notices:
            self.add_notice(notice)
        for anchor_id, anchor in self.anchors.items():
            mine = newer.anchors.get(anchor_id)
            if mine is not None:
                anchor.status, anchor.last_score = mine.status, mine.last_score
                anchor.last_evidence, anchor.last_alive_turn = mine.last_evidence, mine.last_alive_turn


def _load_anchors(raw: Any, problems: list[str], where: str) -> dict[str, Anchor]:
    """Anchors from a list (or the schema-1 ``{id: record}`` layout); an unusable record is skipped
    and reported, a bad field inside a usable one gets its default (see :meth:`Anchor.from_dict`)."""
    if raw is None:
        return {}
    if isinstance(raw, dict):  # schema 1 / reference layout: {id: record}
        raw = [dict(v, id=v.get("id", k)) for k, v in raw.items() if isinstance(v, dict)]
    if not isinstance(raw, list):
        problems.append(f"{where} is not a list; ignored")
        return {}
    anchors: dict[str, Anchor] = {}
    for record in raw:
        try:
            anchor = Anchor.from_dict(record, problems)
        except (ValueError, TypeError) as exc:
            problems.append(f"{where}: a record was skipped ({exc})")
            continue
        anchors[anchor.id] = anchor
    return anchors
