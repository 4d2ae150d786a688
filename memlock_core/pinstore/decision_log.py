"""The decision log: an append-only, hash-chained record of every durable pin decision.

Why a chain: "who pinned this, and when was it changed?" is only worth asking if the answer cannot
be quietly edited. Each line carries the sha256 of the line before it, and with an HMAC key also a
MAC; the manifest records the log's head (count and hash of the last covered line), so a rewritten,
reordered or truncated log shows up in ``memlock verify``. The log is never pruned: it lives as
long as the store whose pins it explains.
"""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Iterable

import memlock_core.safejson as safejson
from memlock_core.pinstore.integrity import LogHead, canonical, mac, mac_ok, sha256_hex
from memlock_core.trust.tombstones import text_key

ACTIONS = ("pinned", "updated", "rolled back", "unpinned", "quarantined", "restored", "dropped",
           "re-baselined", "imported", "approved", "rejected", "signing disabled",
           "re-keyed project")
ACTORS = ("user", "model", "config", "import", "memlock")
TEXT_CAP = 200
MAX_LINE_BYTES = 4 << 20


@dataclass
class LogEntry:
    """One decision: what happened to which pin, by whom (user, model, config, or memlock itself)."""

    id: str
    at: float
    action: str
    actor: str
    pin_id: str | None = None
    version: int | None = None
    scope: str | None = None
    project: str | None = None
    text: str | None = None
    reason: str | None = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if v is not None and v != {}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "LogEntry":
        def opt(name: str, kind: type) -> Any:
            value = data.get(name)
            return value if isinstance(value, kind) and not isinstance(value, bool) else None

        return cls(id=str(data.get("id", "")), at=float(data.get("at") or 0.0), action=str(data.get("action", "")),
                   actor=str(data.get("actor", "")), pin_id=opt("pin_id", str), version=opt("version", int),
                   scope=opt("scope", str), project=opt("project", str), text=opt("text", str),
                   reason=opt("reason", str), detail=_detail(data.get("detail")))


def _detail(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def entry(action: str, actor: str, pin_id: str | None = None, *, anchor: Any = None, **extra: Any) -> dict[str, Any]:
    """A new, unchained log entry. ``anchor`` fills version/scope/project/text."""
    if action not in ACTIONS:
        raise ValueError(f"unknown log action {action!r}")
    data: dict[str, Any] = {"id": uuid.uuid4().hex, "at": time.time(), "action": action,
                            "actor": actor if actor in ACTORS else "user"}
    if anchor is not None:
        pin_id = pin_id or anchor.id
        data.update(version=anchor.version, scope=anchor.scope, text=anchor.text[:TEXT_CAP])
        if anchor.project:
            data["project"] = anchor.project
        # evidence that outlives the record: its admission, the value key tombstones use, and
        # who asked through which surface (the newest evidence entry on the record)
        extra.setdefault("admission", getattr(anchor, "admission", None))
        extra.setdefault("text_key", text_key(anchor.text))
        latest = (getattr(anchor, "evidence", None) or [None])[-1]
        if latest is not None and latest.version == anchor.version:
            extra.setdefault("surface", latest.surface)
            extra.setdefault("ref", latest.ref or None)
    if pin_id:
        data["pin_id"] = pin_id
    for name in ("reason",):
        if extra.get(name):
            data[name] = str(extra.pop(name))[:500]
    detail = {k: v for k, v in extra.items() if v is not None}
    if detail:
        data["detail"] = detail
    return data


def chain(entries: Iterable[dict[str, Any]], head: LogHead, key: bytes | None) -> tuple[list[bytes], LogHead]:
    """Serialise ``entries`` as lines continuing the chain after ``head``; returns (lines, new head)."""
    lines: list[bytes] = []
    prev, count, size = head.sha256, head.count, head.bytes
    for item in entries:
        body = {k: v for k, v in item.items() if k not in ("prev", "mac")}
        body["prev"] = prev
        if key is not None:
            body["mac"] = mac(key, body)
        line = canonical(body)
        lines.append(line)
        prev, count, size = sha256_hex(line), count + 1, size + len(line) + 1
    return lines, LogHead(count, prev, size)


def parse_line(line: bytes) -> dict[str, Any] | None:
    """One log line as a dict, or None when it is not a JSON object (or is too large or too deep)."""
    try:
        data = safejson.loads(line, what="log line", max_bytes=MAX_LINE_BYTES)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


_OPTIONAL_TYPES: dict[str, type] = {"pin_id": str, "version": int, "scope": str, "project": str, "text": str,
                                    "reason": str, "detail": dict, "prev": str, "mac": str}


def entry_problem(data: Any) -> str | None:
    """Why a parsed log line is not a well-typed entry (naming the field), or None when it is."""
    if not isinstance(data, dict):
        return "is not a JSON object"
    if not isinstance(data.get("id"), str) or not data["id"]:
        return "field id must be a non-empty string"
    at = data.get("at")
    if not isinstance(at, (int, float)) or isinstance(at, bool) or at != at:
        return "field at must be a number (seconds since the epoch)"
    for name in ("action", "actor"):
        if not isinstance(data.get(name), str) or not data[name]:
            return f"field {name} must be a non-empty string"
    for name, kind in _OPTIONAL_TYPES.items():
        value = data.get(name)
        if value is not None and (not isinstance(value, kind) or isinstance(value, bool)):
            return f"field {name} must be {'an object' if kind is dict else 'a ' + kind.__name__}"
    return None


def is_signed(line: bytes | None) -> bool:
    """Whether a log line carries a MAC (only a store with a key writes one)."""
    data = parse_line(line) if line else None
    return data is not None and isinstance(data.get("mac"), str)


def verify_lines(lines: list[bytes], head: LogHead | None, key: bytes | None) -> list[str]:
    """Problems with a log: unreadable lines, chain breaks, bad MACs, disagreement with the head."""
    problems: list[str] = []
    prev, keyed, signed_without_key = "", False, 0
    for number, line in enumerate(lines, 1):
        data = parse_line(line)
        if data is None:
            problems.append(f"log line {number} is not a JSON object")
            prev = sha256_hex(line)
            continue
        if key is None:  # a signed line may only be followed by the explicit downgrade
            if data.get("action") == "signing disabled":
                signed_without_key = 0
            elif isinstance(data.get("mac"), str):
                signed_without_key = number
        if data.get("prev") != prev:
            problems.append(f"log line {number} does not follow line {number - 1} (chain broken)")
        if key is not None:
            signature = data.pop("mac", None)
            if signature is not None:
                keyed = True
                if not mac_ok(key, data, signature):
                    problems.append(f"log line {number} has a MAC that does not verify")
            elif keyed:
                problems.append(f"log line {number} is not signed although earlier lines are")
        prev = sha256_hex(line)
    if signed_without_key:
        problems.append(f"log line {signed_without_key} is HMAC-signed but no key is configured "
                        "(restore the key, or run `memlock signing off --yes`)")
    if head is not None:
        if head.count > len(lines):
            problems.append(f"log has {len(lines)} entries but the manifest covers {head.count} (truncated)")
        elif head.count and sha256_hex(lines[head.count - 1]) != head.sha256:
            problems.append(f"log entry {head.count} is not the one the manifest recorded (rewritten)")
        elif len(lines) > head.count:
            problems.append(f"{len(lines) - head.count} log entr(ies) after the manifest's head are not covered")
    return problems


def entries_from_lines(lines: Iterable[bytes]) -> list[LogEntry]:
    out = []
    for line in lines:
        data = parse_line(line)
        if data is not None:
            out.append(LogEntry.from_dict(data))
    return out
