"""What every durable pin store backend shares: the record types a load or verify returns, the
transaction contract a backend implements for :mod:`.base`. The stored form of a pin is
:mod:`.codec`'s (re-exported here)."""
from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from memlock_core.anchor import Anchor
from memlock_core.pinstore.codec import DURABLE_SCOPES as DURABLE_SCOPES  # the record codec, re-exported
from memlock_core.pinstore.codec import MAX_RECORD_BYTES as MAX_RECORD_BYTES
from memlock_core.pinstore.codec import check_durable as check_durable
from memlock_core.pinstore.codec import decode_record as decode_record
from memlock_core.pinstore.codec import encode_record as encode_record
from memlock_core.pinstore.codec import stem_for as stem_for
from memlock_core.pinstore.integrity import (
    LogHead,
    Manifest,
)

log = logging.getLogger("memlock")


# ── records ───────────────────────────────────────────────────────────────────
@dataclass
class QuarantineRecord:
    """A record that failed verification, moved aside (``file`` names it for restore/drop)."""

    file: str
    reason: str
    at: float
    pin_id: str | None = None
    source: str | None = None  # the record name it was moved from
    sha256: str | None = None
    size: int | None = None
    has_data: bool = True

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "QuarantineRecord":
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)


@dataclass
class PinLoad:
    """What a load found: trusted pins, and everything that was refused and why."""

    pins: list[Anchor] = field(default_factory=list)
    quarantined: list[QuarantineRecord] = field(default_factory=list)
    held_back: bool = False
    held_back_reason: str = ""
    newly_quarantined: list[QuarantineRecord] = field(default_factory=list)
    store_id: str | None = None
    generation: int = 0
    unavailable: bool = False  # the backend could not be reached at all (not an integrity verdict)
    unreachable_since: float | None = None  # wall time the store stopped answering (with ``unavailable``)
    verified_at: float | None = None  # ``pins`` are the last verified copy, taken then (the store is unreachable)

    @property
    def trusted(self) -> bool:
        return not self.held_back

    @property
    def from_copy(self) -> bool:
        """The pins are this process's last verified copy: the store is unreachable, not untrusted."""
        return self.verified_at is not None


@dataclass
class VerifyReport:
    """The answer to ``memlock verify``: everything an operator must look at."""

    backend: str
    location: str
    store_id: str | None
    generation: int
    key_configured: bool
    pins: int
    held_back: bool
    held_back_reason: str
    quarantined_now: list[QuarantineRecord]
    quarantine_total: int
    log_entries: int
    log_problems: list[str]

    @property
    def problems(self) -> list[str]:
        out = []
        if self.held_back:
            out.append(f"pins held back: {self.held_back_reason}")
        out += [f"quarantined now: {q.file} ({q.reason})" for q in self.quarantined_now]
        if self.quarantine_total:
            out.append(f"{self.quarantine_total} item(s) in quarantine await a decision (restore or drop)")
        out += [f"log: {p}" for p in self.log_problems]
        return out

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["ok"], data["problems"] = self.ok, self.problems
        return data


@dataclass
class RecordProblem:
    """A record that exists but cannot be read as bytes (permissions, not a regular file, too big)."""

    reason: str


@dataclass
class Change:
    """One atomic change to a store, computed by the trust logic and applied by a backend."""

    table: dict[str, dict[str, Any]]
    writes: dict[str, bytes] = field(default_factory=dict)
    deletes: set[str] = field(default_factory=set)
    quarantine: dict[str, QuarantineRecord] = field(default_factory=dict)  # record name -> record
    unquarantine: list[str] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    log_stems: list[str | None] = field(default_factory=list)
    op: str = field(default_factory=lambda: uuid.uuid4().hex)

    def add_log(self, item: dict[str, Any], stem: str | None) -> None:
        self.log.append(item)
        self.log_stems.append(stem)


@dataclass
class ExportState:
    store_id: str
    generation: int
    backend: str
    records: dict[str, bytes]
    log_lines: list[bytes]


@dataclass
class ImportResult:
    added: list[str]
    changed: list[str]
    removed: list[str]
    unchanged: list[str]
    quarantined: list[str]
    store_id: str
    log_entries_adopted: int


# ── the backend contract ──────────────────────────────────────────────────────
class Txn(Protocol):
    """A backend's view of the store, consistent for its lifetime; ``commit`` applies a Change.

    Record names are stems (``STEM_RE``); anything else found in the record area is reported with a
    leading ``?`` so it can never be mistaken for a stem.
    """

    def manifest_raw(self) -> bytes | None: ...
    def read_all(self) -> dict[str, bytes | RecordProblem]: ...
    def read(self, name: str) -> bytes | RecordProblem | None: ...
    def quarantine_list(self) -> list[QuarantineRecord]: ...
    def quarantine_data(self, name: str) -> bytes | None: ...
    def log_lines(self) -> list[bytes]: ...

    def log_last_line(self) -> bytes | None:
        """The newest complete log line (backends override this with a cheap read)."""
        lines = self.log_lines()
        return lines[-1] if lines else None

    def log_actual_head(self) -> LogHead: ...
    def has_log(self) -> bool: ...
    def commit(self, change: Change, before: Manifest, pending: Manifest, final: Manifest, lines: list[bytes]) -> None: ...
    def replace(self, change: Change, final: Manifest, lines: list[bytes]) -> None: ...




if TYPE_CHECKING:
    from memlock_core.pinstore.decision_log import LogEntry


class PinStore(Protocol):
    """What every durable pin store offers its callers (engine, CLI, MCP, snapshot).

    :class:`~memlock_core.pinstore.base.PinStoreBase` (files, SQLite, PostgreSQL) and
    :class:`~memlock_core.pinstore.factory.UnavailablePinStore` satisfy it; mypy checks that in
    :mod:`memlock_core.pinstore.factory`.
    """

    backend: str
    key: bytes | None

    @property
    def location(self) -> str: ...
    def store_id(self) -> str | None: ...
    def load(self) -> PinLoad: ...
    # cheap; changes whenever the pins may have changed (None: unknown). ``cached``: from memory, as the
    # process's file watcher last saw the store (no syscall; a change made elsewhere shows within ~0.25 s)
    def change_token(self, *, cached: bool = False) -> Any: ...
    def quarantined(self) -> list[QuarantineRecord]: ...
    def verify(self) -> VerifyReport: ...
    def get(self, pin_id: str) -> Anchor | None: ...
    def put(self, anchor: Anchor, actor: str, action: str = "pinned", *, unique: bool = False,
            **detail: Any) -> None: ...
    def modify(self, pin_id: str, change_fn: Callable[[Anchor], Anchor], actor: str, action: str,
               **detail: Any) -> Anchor: ...
    def remove(self, pin_id: str, actor: str, action: str = "unpinned", *, expect_version: int | None = None,
               **detail: Any) -> bool: ...
    def rebaseline(self, actor: str = "user") -> int: ...
    def disable_signing(self, actor: str = "user") -> int: ...
    def check_import(self, store_id: str, *, allow_other_store: bool = False) -> None: ...
    def preview_rebaseline(self) -> tuple[list[dict[str, Any]], str]: ...
    def restore(self, name: str, actor: str = "user") -> Anchor: ...
    def drop(self, name: str, actor: str = "user") -> QuarantineRecord: ...
    def history(self, pin_id: str | None = None, limit: int | None = None) -> list[LogEntry]: ...
    def summary(self) -> dict[str, Any]: ...
    def export_state(self) -> ExportState: ...
    def import_state(self, store_id: str, records: dict[str, bytes], log_lines: list[bytes], *, actor: str = "user",
                     allow_other_store: bool = False, snapshot_id: str = "") -> ImportResult: ...
