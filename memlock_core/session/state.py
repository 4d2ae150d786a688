"""Per-session state record: anchors, compaction bookkeeping, integrity, drift log.

Stored as JSON with a ``schema_version``; :meth:`SessionState.from_dict` upgrades older records
(including the reference project's layout) instead of discarding them.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from memlock_core.anchor import Anchor, sort_key

SCHEMA_VERSION = 2


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
    revision: int = 0
    schema_version: int = SCHEMA_VERSION
    # Not persisted: where load() moved a corrupt file aside (None when the file was fine or absent).
    recovered_from: str | None = field(default=None, compare=False, repr=False)

    def sorted_anchors(self) -> list[Anchor]:
        return sorted(self.anchors.values(), key=sort_key)

    def pins(self) -> list[Anchor]:
        return [a for a in self.anchors.values() if a.kind != "static"]

    def add_notice(self, text: str, cap: int = 10) -> None:
        if text not in self.notices:
            self.notices.append(text)
            del self.notices[:-cap]

    def log_drift(self, event: DriftEvent, cap: int) -> None:
        self.drift_log.append(event)
        del self.drift_log[:-cap]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("recovered_from", None)
        data["anchors"] = [a.to_dict() for a in self.sorted_anchors()]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], session_id: str | None = None) -> "SessionState":
        if not isinstance(data, dict):
            raise ValueError("session state must be a JSON object")
        sid = session_id or str(data.get("session_id") or "")
        raw_anchors = data.get("anchors") or []
        if isinstance(raw_anchors, dict):  # schema 1 / reference layout: {id: record}
            raw_anchors = [dict(v, id=v.get("id", k)) for k, v in raw_anchors.items() if isinstance(v, dict)]
        anchors: dict[str, Anchor] = {}
        for record in raw_anchors:
            anchor = Anchor.from_dict(record)
            anchors[anchor.id] = anchor
        state = cls(session_id=sid, anchors=anchors)
        for name in ("turn", "last_reinject_turn", "compactions", "revision"):
            try:
                setattr(state, name, int(data.get(name, data.get("turn_count", 0) if name == "turn" else 0) or 0))
            except (TypeError, ValueError):
                pass
        for name in ("created_at", "last_active_at", "last_compaction_at", "last_alert_at"):
            value = data.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                setattr(state, name, float(value))
        for name in ("last_summary_hash", "last_audit_mode", "project"):
            value = data.get(name)
            if isinstance(value, str):
                setattr(state, name, value)
        score = data.get("integrity_score")
        state.integrity_score = score if isinstance(score, int) and 0 <= score <= 100 else None
        turn = data.get("last_compaction_turn")
        state.last_compaction_turn = turn if isinstance(turn, int) else None
        state.last_audit_units_capped = bool(data.get("last_audit_units_capped", False))
        state.drift_log = [DriftEvent.from_dict(e) for e in data.get("drift_log") or [] if isinstance(e, dict)]
        state.notices = [str(n) for n in data.get("notices") or []]
        state.schema_version = SCHEMA_VERSION
        return state

    def absorb_turn_fields(self, newer: "SessionState") -> None:
        """Copy turn-flow bookkeeping from an in-memory copy onto this (freshly loaded) record.

        Pin changes made by another process stay; audit marks are copied for anchors both know.
        """
        for name in ("turn", "last_active_at", "last_summary_hash", "last_compaction_at", "last_compaction_turn",
                     "compactions", "last_reinject_turn", "integrity_score", "last_audit_mode",
                     "last_audit_units_capped", "last_alert_at"):
            setattr(self, name, getattr(newer, name))
        self.turn = max(self.turn, newer.turn)
        self.drift_log = list(newer.drift_log)
        for notice in newer.notices:
            self.add_notice(notice)
        for anchor_id, anchor in self.anchors.items():
            mine = newer.anchors.get(anchor_id)
            if mine is not None:
                anchor.status, anchor.last_score = mine.status, mine.last_score
                anchor.last_evidence, anchor.last_alive_turn = mine.last_evidence, mine.last_alive_turn
