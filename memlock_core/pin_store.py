"""Durable pins (scopes ``global`` and ``project``) that outlive sessions, stored so an operator can trust them.

Every backend (files, SQLite, PostgreSQL) keeps the same four things: one record per pin, a
manifest with the sha256 and size of every trusted record (optionally HMAC-signed with a key kept
outside the store), a quarantine area, and the hash-chained decision log (:mod:`.pin_log`). The
trust rules live once, in :class:`PinStoreBase`; backends only move bytes.

Trust rules (fail closed):

* a record whose bytes differ from its manifest entry, that the manifest does not list, that cannot
  be read, or that is not a well-formed durable pin is **quarantined** (moved aside with a reason
  record, logged, reported by ``/guard`` and ``memlock quarantine list``) and never loaded;
* a listed record that has disappeared is reported the same way;
* a missing, corrupt or (with a key) unsigned/mis-signed manifest **holds back every pin** until an
  operator runs ``memlock rebaseline``; nothing is trusted by default.

File layout under ``<home>/pins`` (the default backend)::

    records/<stem>.json          one pin per file (stem = readable slug + hash of the pin id)
    manifest.json                the trusted table (+ log head, generation, optional HMAC)
    quarantine/<name>.quarantined, <name>.reason.json
    log.jsonl                    the decision log
    <home>/.pins.lock            flock held by every writer (outside pins/ so a snapshot import
                                 can swap the whole directory)

Crash safety of the file backend: each change first writes the manifest with a *pending intent*
(the new entries and log lines), then the records (temp + fsync + rename + dir fsync), then the log,
then the final manifest. Whoever takes the lock next finishes or undoes an interrupted change per
record, so a pin is always in its old or its new state, and the log says which.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import stat
import threading
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from . import pin_log
from .anchor import Anchor
from .fileio import atomic_write_bytes, file_lock, fsync_dir
from .integrity import (STEM_RE, KeyProblem, LogHead, Manifest, entry_matches, load_key, record_entry,
                        salvage_store_id, sha256_hex)
from .paths import safe_file_stem

log = logging.getLogger("memlock")

MAX_RECORD_BYTES = 1 << 20
DURABLE_SCOPES = ("global", "project")
MISSING = "manifest is missing"


# ── errors ────────────────────────────────────────────────────────────────────
class PinStoreError(PermissionError):
    """The store refused or could not make a change.

    A PermissionError so that every pin request path (tool, CLI, MCP) reports it as "the durable
    store refused the change" and cancels the session half of the change with it.
    """


class StoreUntrusted(PinStoreError):
    """The manifest is missing, corrupt or wrongly signed: writes wait for ``memlock rebaseline``."""


class StoreUnavailable(PinStoreError):
    """The backend cannot be reached or opened (database down, driver missing, key unusable)."""


class PinConflict(PinStoreError):
    """The pin changed since the caller read it (``expect_version`` did not match)."""


class NotFound(PinStoreError):
    """No such pin or quarantine item."""


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
    def from_dict(cls, data: dict) -> "QuarantineRecord":
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

    @property
    def trusted(self) -> bool:
        return not self.held_back


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

    def to_dict(self) -> dict:
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

    table: dict[str, dict]
    writes: dict[str, bytes] = field(default_factory=dict)
    deletes: set[str] = field(default_factory=set)
    quarantine: dict[str, QuarantineRecord] = field(default_factory=dict)  # record name -> record
    unquarantine: list[str] = field(default_factory=list)
    log: list[dict] = field(default_factory=list)
    log_stems: list[str | None] = field(default_factory=list)
    op: str = field(default_factory=lambda: uuid.uuid4().hex)

    def add_log(self, item: dict, stem: str | None) -> None:
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


def stem_for(pin_id: str) -> str:
    return safe_file_stem(pin_id)


def encode_record(anchor: Anchor) -> bytes:
    """The stored form of a durable pin: session-local audit marks are not part of it."""
    data = anchor.to_dict()
    data.update(status="unknown", last_score=None, last_evidence="", last_alive_turn=None)
    data["kind"] = "global" if anchor.scope == "global" else "project"
    return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1).encode("utf-8")


def decode_record(name: str, raw: bytes, expected_id: str | None = None) -> tuple[Anchor | None, str]:
    """(anchor, "") for a well-formed durable pin stored under ``name``; else (None, reason)."""
    try:
        anchor = Anchor.from_dict(json.loads(raw.decode("utf-8")))
    except (ValueError, TypeError, UnicodeDecodeError) as exc:
        return None, f"not a pin record ({str(exc)[:120]})"
    if expected_id is not None and anchor.id != expected_id:
        return None, f"holds pin {anchor.id!r} but the manifest lists {expected_id!r}"
    if stem_for(anchor.id) != name:
        return None, f"pin {anchor.id!r} is stored under the wrong name"
    if anchor.scope not in DURABLE_SCOPES:
        return None, f"scope {anchor.scope!r} does not belong in the durable store"
    if anchor.scope == "project" and not (isinstance(anchor.project, str) and anchor.project):
        return None, "project pin without a project"
    anchor.kind = anchor.scope
    return anchor, ""


def check_durable(anchor: Anchor) -> None:
    if anchor.scope not in DURABLE_SCOPES:
        raise PinStoreError(f"only global and project pins are stored durably, not scope {anchor.scope!r}")
    if anchor.scope == "project" and not anchor.project:
        raise PinStoreError("a project pin needs a proven project (git root); none was given")


# ── the backend contract ──────────────────────────────────────────────────────
class Txn:
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
    def log_actual_head(self) -> LogHead: ...
    def has_log(self) -> bool: ...
    def commit(self, change: Change, before: Manifest, pending: Manifest, final: Manifest, lines: list[bytes]) -> None: ...
    def replace(self, change: Change, final: Manifest, lines: list[bytes]) -> None: ...


class PinStoreBase:
    """The trust logic, shared by every backend. Subclasses provide :meth:`_txn` and :meth:`_view`."""

    backend = "base"

    def __init__(self, key: bytes | None = None):
        self.key = key
        self._tlock = threading.RLock()
        self._fault: Callable[[str], None] | None = None  # test seam: called at each commit step

    # subclasses
    def _txn(self) -> contextlib.AbstractContextManager[Txn]:
        raise NotImplementedError

    def _view(self) -> contextlib.AbstractContextManager[Txn]:
        """An unlocked consistent-enough read; anything odd is re-checked under :meth:`_txn`."""
        return self._txn()

    @property
    def location(self) -> str:
        return self.backend

    def _hit(self, step: str) -> None:
        if self._fault is not None:
            self._fault(step)

    # ── manifest ──────────────────────────────────────────────────────────
    def _manifest(self, tx: Txn) -> tuple[Manifest | None, str]:
        try:
            raw = tx.manifest_raw()
        except OSError as exc:
            return None, f"manifest is unreadable: {exc}"
        if raw is None:
            return None, MISSING
        return Manifest.parse(raw, self.key)

    def _is_new(self, tx: Txn, problem: str, items: dict | None = None) -> bool:
        if problem != MISSING:
            return False
        items = tx.read_all() if items is None else items
        return not items and not tx.has_log()

    def _writable(self, tx: Txn) -> Manifest:
        manifest, problem = self._manifest(tx)
        if manifest is not None:
            return manifest
        if self._is_new(tx, problem):
            return Manifest(store_id=uuid.uuid4().hex, log_head=tx.log_actual_head(), signed=self.key is not None)
        raise StoreUntrusted(f"pin store is not trusted ({problem}); run `memlock rebaseline` after checking it")

    def store_id(self) -> str | None:
        with self._view() as tx:
            manifest, _ = self._manifest(tx)
            return manifest.store_id if manifest else None

    # ── verification ──────────────────────────────────────────────────────
    def _evaluate(self, manifest: Manifest, items: dict[str, bytes | RecordProblem]
                  ) -> tuple[list[Anchor], dict[str, tuple[str, str | None]]]:
        pending = (manifest.pending or {}).get("entries", {})
        pins: list[Anchor] = []
        problems: dict[str, tuple[str, str | None]] = {}
        for name in sorted(items):
            raw = items[name]
            if not STEM_RE.match(name):
                problems[name] = ("unexpected entry in the record area", None)
                continue
            entry, alt = manifest.pins.get(name), pending.get(name)
            listed_id = (entry or alt or {}).get("id")
            if isinstance(raw, RecordProblem):
                problems[name] = (f"unreadable: {raw.reason}", listed_id)
                continue
            matched = entry if entry_matches(entry, raw) else alt if entry_matches(alt, raw) else None
            if matched is None:
                why = "not listed in the manifest" if entry is None and alt is None else "content does not match the manifest"
                problems[name] = (why, listed_id)
                continue
            anchor, why = decode_record(name, raw, matched["id"])
            if anchor is None:
                problems[name] = (why, listed_id)
            else:
                pins.append(anchor)
        for name, entry in manifest.pins.items():
            if name not in items and not (name in pending and pending[name] is None):
                problems[name] = ("listed in the manifest but the record is missing", entry["id"])
        return pins, problems

    def _quarantine_into(self, change: Change, items: dict, problems: dict[str, tuple[str, str | None]]) -> list[QuarantineRecord]:
        out = []
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        for name, (reason, pin_id) in sorted(problems.items()):
            raw = items.get(name)
            base = name if STEM_RE.match(name) else safe_file_stem(name.lstrip("?"))
            record = QuarantineRecord(
                file=f"{base}.{stamp}.{change.op[:8]}", reason=reason, at=time.time(), pin_id=pin_id, source=name,
                sha256=sha256_hex(raw) if isinstance(raw, bytes) else None,
                size=len(raw) if isinstance(raw, bytes) else None, has_data=name in items)
            change.quarantine[name] = record
            change.table.pop(name, None)
            change.add_log(pin_log.entry("quarantined", "memlock", pin_id, reason=reason, file=record.file,
                                         source=name.lstrip("?")), name if STEM_RE.match(name) else None)
            log.warning("memlock: durable pin record %s quarantined: %s", name.lstrip("?"), reason)
            out.append(record)
        return out

    def _commit(self, tx: Txn, before: Manifest, change: Change) -> Manifest:
        lines, head = pin_log.chain(change.log, before.log_head, self.key)
        touched = set(change.writes) | change.deletes | {n for n in change.quarantine if STEM_RE.match(n)}
        touched |= {s for s in set(before.pins) | set(change.table) if before.pins.get(s) != change.table.get(s)}
        intent = {"op": change.op, "entries": {s: change.table.get(s) for s in sorted(touched)},
                  "log": change.log, "log_stems": change.log_stems, "unquarantine": change.unquarantine,
                  "quarantine": {n: asdict(r) for n, r in change.quarantine.items()}}
        pending = Manifest(before.store_id, before.generation, before.pins, before.log_head, intent,
                           time.time(), self.key is not None)
        final = Manifest(before.store_id, before.generation + 1, change.table, head, None, time.time(),
                         self.key is not None)
        tx.commit(change, before, pending, final, lines)
        return final

    def load(self) -> PinLoad:
        """Verify and load every pin. Refused records are quarantined (moved aside with a reason)."""
        with self._tlock:
            with self._view() as tx:
                manifest, problem = self._manifest(tx)
                if manifest is not None and manifest.pending is None:
                    items = tx.read_all()
                    pins, problems = self._evaluate(manifest, items)
                    if not problems:
                        return PinLoad(pins=pins, quarantined=tx.quarantine_list(), store_id=manifest.store_id,
                                       generation=manifest.generation)
            return self._load_locked()

    def _load_locked(self) -> PinLoad:
        with self._txn() as tx:
            manifest, problem = self._manifest(tx)
            items = tx.read_all()
            if manifest is None:
                if self._is_new(tx, problem, items):
                    return PinLoad(quarantined=tx.quarantine_list())
                return PinLoad(quarantined=tx.quarantine_list(), held_back=True, held_back_reason=(
                    f"{problem}; {len(items)} record(s) held back until an operator runs `memlock rebaseline`"))
            pins, problems = self._evaluate(manifest, items)
            fresh: list[QuarantineRecord] = []
            if problems:
                change = Change(table=dict(manifest.pins))
                fresh = self._quarantine_into(change, items, problems)
                manifest = self._commit(tx, manifest, change)
            return PinLoad(pins=pins, quarantined=tx.quarantine_list(), newly_quarantined=fresh,
                           store_id=manifest.store_id, generation=manifest.generation)

    def quarantined(self) -> list[QuarantineRecord]:
        with self._view() as tx:
            return tx.quarantine_list()

    def verify(self) -> VerifyReport:
        """Full check: every record, the manifest signature, and the log chain against the manifest."""
        result = self.load()
        with self._txn() as tx:
            manifest, _ = self._manifest(tx)
            lines = tx.log_lines()
            head = manifest.log_head if manifest is not None else None
            log_problems = pin_log.verify_lines(lines, head, self.key)
            quarantine = tx.quarantine_list()
        return VerifyReport(self.backend, self.location, result.store_id, result.generation, self.key is not None,
                            len(result.pins), result.held_back, result.held_back_reason, result.newly_quarantined,
                            len(quarantine), len(lines), log_problems)

    # ── writes ────────────────────────────────────────────────────────────
    def put(self, anchor: Anchor, actor: str, action: str = "pinned", *, expect_version: int | None = None) -> None:
        """Store (create or replace) one durable pin and log the decision."""
        check_durable(anchor)
        raw = encode_record(anchor)
        stem = stem_for(anchor.id)
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            change = Change(table=dict(manifest.pins))
            current = tx.read(stem)
            entry = manifest.pins.get(stem)
            if current is not None:
                ok = isinstance(current, bytes) and entry_matches(entry, current)
                if not ok:
                    reason = ("unreadable: " + current.reason if isinstance(current, RecordProblem)
                              else "not listed in the manifest" if entry is None else "content does not match the manifest")
                    self._quarantine_into(change, {stem: current}, {stem: (reason, (entry or {}).get("id"))})
                elif expect_version is not None:
                    existing, _ = decode_record(stem, current, entry["id"])
                    if existing is None or existing.version != expect_version:
                        raise PinConflict(f"pin {anchor.id} changed meanwhile (now v{existing.version if existing else '?'}, "
                                          f"expected v{expect_version}); reload and retry")
            elif expect_version is not None:
                raise PinConflict(f"pin {anchor.id} no longer exists in the durable store")
            change.writes[stem] = raw
            change.table[stem] = record_entry(anchor.id, raw)
            change.add_log(pin_log.entry(action, actor, anchor=anchor), stem)
            self._commit(tx, manifest, change)

    def modify(self, pin_id: str, change_fn: Callable[[Anchor], Anchor], actor: str, action: str) -> Anchor:
        """Read-modify-write one pin under the store lock, so concurrent updates never overwrite each other.

        ``change_fn`` gets the trusted current pin and returns its new state (it must be quick and pure).
        """
        stem = stem_for(pin_id)
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            entry, current = manifest.pins.get(stem), tx.read(stem)
            if entry is None:
                raise NotFound(f"no durable pin {pin_id!r} (see `memlock pins list`)")
            if not isinstance(current, bytes) or not entry_matches(entry, current):
                raise PinStoreError(f"durable pin {pin_id!r} does not verify; see `memlock verify`")
            existing, why = decode_record(stem, current, entry["id"])
            if existing is None:
                raise PinStoreError(f"durable pin {pin_id!r} is not usable: {why}")
            updated = change_fn(existing)
            check_durable(updated)
            if updated.id != existing.id:
                raise PinStoreError("a change may not rename a pin")
            raw = encode_record(updated)
            change = Change(table=dict(manifest.pins))
            change.writes[stem] = raw
            change.table[stem] = record_entry(updated.id, raw)
            change.add_log(pin_log.entry(action, actor, anchor=updated), stem)
            self._commit(tx, manifest, change)
            return updated

    def remove(self, pin_id: str, actor: str) -> bool:
        """Unpin everywhere. Returns False if the store never had it. Untrusted bytes are quarantined, not deleted."""
        stem = stem_for(pin_id)
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            entry = manifest.pins.get(stem)
            current = tx.read(stem)
            if entry is None and current is None:
                return False
            change = Change(table=dict(manifest.pins))
            if current is not None and not (isinstance(current, bytes) and entry_matches(entry, current)):
                self._quarantine_into(change, {stem: current},
                                      {stem: ("not listed in the manifest" if entry is None
                                              else "content does not match the manifest", pin_id)})
            elif current is not None:
                change.deletes.add(stem)
            change.table.pop(stem, None)
            if entry is not None:
                change.add_log(pin_log.entry("unpinned", actor, pin_id), stem)
            self._commit(tx, manifest, change)
            return entry is not None

    def rebaseline(self, actor: str = "user") -> int:
        """Trust the records as they are now: an explicit operator decision, logged.

        Records that are not well-formed durable pins are quarantined instead of trusted. The log
        head is reset to the log as it stands (its problems, if any, are recorded in the entry).
        """
        with self._tlock, self._txn() as tx:
            manifest, problem = self._manifest(tx)
            items = tx.read_all()
            lines = tx.log_lines()
            log_problems = pin_log.verify_lines(lines, manifest.log_head if manifest else None, self.key)
            actual = tx.log_actual_head()
            if manifest is None:
                store_id = salvage_store_id(self._raw_manifest_quiet(tx)) or uuid.uuid4().hex
                manifest = Manifest(store_id=store_id, log_head=actual)
            else:
                manifest = Manifest(manifest.store_id, manifest.generation, manifest.pins, actual, None,
                                    manifest.updated_at, manifest.signed)
            change = Change(table={})
            bad: dict[str, tuple[str, str | None]] = {}
            changed = []
            for name, raw in sorted(items.items()):
                if not STEM_RE.match(name):
                    bad[name] = ("unexpected entry in the record area", None)
                    continue
                if isinstance(raw, RecordProblem):
                    bad[name] = (f"unreadable: {raw.reason}", None)
                    continue
                anchor, why = decode_record(name, raw)
                if anchor is None:
                    bad[name] = (why, None)
                    continue
                change.table[name] = record_entry(anchor.id, raw)
                if manifest.pins.get(name) != change.table[name]:
                    changed.append(anchor.id)
            self._quarantine_into(change, items, bad)
            change.add_log(pin_log.entry("re-baselined", actor, reason=problem or None, count=len(change.table),
                                         newly_trusted=changed[:100], log_problems=log_problems[:20] or None), None)
            self._commit(tx, manifest, change)
            return len(change.table)

    def preview_rebaseline(self) -> tuple[list[dict], str]:
        """What :meth:`rebaseline` would do to each record, and the manifest's current problem."""
        with self._view() as tx:
            manifest, problem = self._manifest(tx)
            items = tx.read_all()
        rows = []
        for name, raw in sorted(items.items()):
            row: dict[str, Any] = {"record": name.lstrip("?")}
            anchor, why = (None, "unexpected entry in the record area") if not STEM_RE.match(name) else \
                (None, f"unreadable: {raw.reason}") if isinstance(raw, RecordProblem) else decode_record(name, raw)
            if anchor is None:
                row.update(status="quarantine", reason=why)
            else:
                entry = manifest.pins.get(name) if manifest else None
                row.update(pin_id=anchor.id, scope=anchor.scope, project=anchor.project, text=anchor.text[:120],
                           status="unchanged" if entry_matches(entry, raw) else "changed" if entry else "unlisted")  # type: ignore[arg-type]
            rows.append(row)
        return rows, problem

    def _raw_manifest_quiet(self, tx: Txn) -> bytes | None:
        try:
            return tx.manifest_raw()
        except OSError:
            return None

    def restore(self, name: str, actor: str = "user") -> Anchor:
        """Put a quarantined record back and trust it: an explicit operator decision, logged."""
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            record = next((q for q in tx.quarantine_list() if q.file == name), None)
            if record is None:
                raise NotFound(f"no quarantine item {name!r} (see `memlock quarantine list`)")
            raw = tx.quarantine_data(name)
            if raw is None:
                raise PinStoreError(f"{name} has no data to restore ({record.reason}); drop it instead")
            try:
                stem = stem_for(str(json.loads(raw.decode("utf-8"))["id"]))
                anchor, why = decode_record(stem, raw)
            except (ValueError, UnicodeDecodeError, KeyError, TypeError):
                anchor, why = None, "not a pin record"
            if anchor is None:
                raise PinStoreError(f"{name} cannot be restored: {why}; drop it instead")
            if stem in manifest.pins:
                raise PinStoreError(f"pin {anchor.id} exists in the store; unpin it before restoring {name}")
            change = Change(table=dict(manifest.pins))
            current = tx.read(stem)
            if current is not None:
                self._quarantine_into(change, {stem: current}, {stem: ("not listed in the manifest", None)})
            change.writes[stem] = raw
            change.table[stem] = record_entry(anchor.id, raw)
            change.unquarantine.append(name)
            change.add_log(pin_log.entry("restored", actor, anchor=anchor, file=name, reason=record.reason), stem)
            self._commit(tx, manifest, change)
            return anchor

    def drop(self, name: str, actor: str = "user") -> QuarantineRecord:
        """Delete a quarantined item for good (its reason stays in the log)."""
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            record = next((q for q in tx.quarantine_list() if q.file == name), None)
            if record is None:
                raise NotFound(f"no quarantine item {name!r} (see `memlock quarantine list`)")
            change = Change(table=dict(manifest.pins), unquarantine=[name])
            change.add_log(pin_log.entry("dropped", actor, record.pin_id, file=name, reason=record.reason), None)
            self._commit(tx, manifest, change)
            return record

    # ── reading helpers ───────────────────────────────────────────────────
    def get(self, pin_id: str) -> Anchor | None:
        return next((p for p in self.load().pins if p.id == pin_id), None)

    def history(self, pin_id: str | None = None, limit: int | None = None) -> list[pin_log.LogEntry]:
        with self._view() as tx:
            entries = pin_log.entries_from_lines(tx.log_lines())
        if pin_id is not None:
            entries = [e for e in entries if e.pin_id == pin_id]
        return entries[-limit:] if limit else entries

    def summary(self) -> dict:
        """Counts for status views (cheap enough for a CLI, not for every turn)."""
        with self._view() as tx:
            manifest, problem = self._manifest(tx)
            return {"backend": self.backend, "location": self.location, "hmac": self.key is not None,
                    "store_id": manifest.store_id if manifest else None,
                    "pins": len(manifest.pins) if manifest else None,
                    "manifest_problem": problem or None, "quarantined": len(tx.quarantine_list())}

    # ── snapshots (see memlock_core.snapshot) ─────────────────────────────
    def export_state(self) -> ExportState:
        """The trusted records and the whole log, read under the lock after a full verification."""
        with self._tlock:
            result = self.load()
            if result.held_back:
                raise StoreUntrusted(f"refusing to export an untrusted store: {result.held_back_reason}")
            with self._txn() as tx:
                manifest = self._writable(tx)
                items = tx.read_all()
                pins, problems = self._evaluate(manifest, items)
                if problems:
                    raise PinStoreError("the store changed during export; try again")
                records = {stem_for(p.id): items[stem_for(p.id)] for p in pins}
                return ExportState(manifest.store_id, manifest.generation, self.backend, records,  # type: ignore[arg-type]
                                   tx.log_lines())

    def import_state(self, store_id: str, records: dict[str, bytes], log_lines: list[bytes], *, actor: str = "user",
                     allow_other_store: bool = False, snapshot_id: str = "") -> ImportResult:
        """Replace every durable pin with ``records`` in one step (validated by the caller).

        The snapshot must come from this store (same store id) unless the store is brand new or
        ``allow_other_store`` is given. Untrusted records present now are quarantined, not lost;
        the live log is kept and the snapshot's entries it lacks are appended, then an "imported"
        entry. All-or-nothing: a failure leaves the live store as it was.
        """
        for stem, raw in records.items():
            anchor, why = decode_record(stem, raw)
            if anchor is None:
                raise PinStoreError(f"snapshot record {stem}: {why}")
        with self._tlock, self._txn() as tx:
            manifest, problem = self._manifest(tx)
            items = tx.read_all()
            new_store = manifest is None and self._is_new(tx, problem, items)
            if manifest is not None and manifest.store_id != store_id and not allow_other_store:
                raise StoreUntrusted(f"snapshot belongs to store {store_id}, this is store {manifest.store_id}; "
                                     "pass --allow-other-store to replace this store's pins with it")
            if manifest is None and not new_store:
                known = salvage_store_id(self._raw_manifest_quiet(tx))
                if known != store_id and not allow_other_store:
                    raise StoreUntrusted(f"this store is untrusted ({problem}) and its identity cannot be proven to "
                                         "match the snapshot; pass --allow-other-store to replace it")
            base = manifest or Manifest(store_id=store_id, log_head=tx.log_actual_head())
            trusted_now: dict[str, bytes] = {}
            bad: dict[str, tuple[str, str | None]] = {}
            if manifest is not None:
                pins, bad = self._evaluate(manifest, items)
                trusted_now = {stem_for(p.id): items[stem_for(p.id)] for p in pins}  # type: ignore[misc]
                bad = {n: v for n, v in bad.items() if n in items}
            else:
                bad = {n: ("held back (untrusted store) when a snapshot was imported", None) for n in items}
            change = Change(table={})
            self._quarantine_into(change, items, bad)
            for stem, raw in records.items():
                change.table[stem] = record_entry(decode_record(stem, raw)[0].id, raw)  # type: ignore[union-attr]
                if trusted_now.get(stem) != raw:
                    change.writes[stem] = raw
            removed = sorted(set(trusted_now) - set(records))
            change.deletes |= set(removed)
            known_ids = {e.id for e in pin_log.entries_from_lines(tx.log_lines())}
            adopted = 0
            for line in log_lines:
                data = pin_log.parse_line(line)
                if data is None or data.get("id") in known_ids:
                    continue
                data = {k: v for k, v in data.items() if k not in ("prev", "mac")}
                data.setdefault("detail", {})["from_snapshot"] = snapshot_id or store_id
                change.add_log(data, None)
                adopted += 1

            def ids(stems: list[str], source: dict[str, bytes]) -> list[str]:
                return [decode_record(s, source[s])[0].id for s in stems]  # type: ignore[union-attr]

            added = sorted(set(records) - set(trusted_now))
            changed = sorted(s for s in set(records) & set(trusted_now) if records[s] != trusted_now[s])
            unchanged = sorted(s for s in set(records) & set(trusted_now) if records[s] == trusted_now[s])
            result = ImportResult(ids(added, records), ids(changed, records), ids(removed, trusted_now),
                                  ids(unchanged, records), [q.file for q in change.quarantine.values()],
                                  store_id, adopted)
            change.add_log(pin_log.entry("imported", actor, snapshot=snapshot_id or None, from_store=store_id,
                                         added=result.added[:200], changed=result.changed[:200],
                                         removed=result.removed[:200], count=len(records)), None)
            target = Manifest(store_id, base.generation, base.pins, base.log_head, None, time.time(), self.key is not None)
            lines, head = pin_log.chain(change.log, target.log_head, self.key)
            final = Manifest(store_id, base.generation + 1, change.table, head, None, time.time(), self.key is not None)
            tx.replace(change, final, lines)
            return result


# ── the file backend ──────────────────────────────────────────────────────────
class _FileTxn(Txn):
    def __init__(self, store: "FilePinStore", locked: bool):
        self.s, self.locked = store, locked

    # reads
    def manifest_raw(self) -> bytes | None:
        try:
            return self.s.manifest_path.read_bytes()
        except FileNotFoundError:
            return None

    def _names(self) -> list[str]:
        try:
            entries = list(os.scandir(self.s.records))
        except (FileNotFoundError, NotADirectoryError):
            return []
        names = []
        for item in entries:
            if item.name.startswith(".") and item.name.endswith(".tmp"):
                if self.locked:  # every writer holds the lock, so this temp file is an orphan of a crash
                    with contextlib.suppress(OSError):
                        os.unlink(item.path)
                continue
            stem = item.name[:-5] if item.name.endswith(".json") else ""
            names.append(stem if STEM_RE.match(stem) else "?" + item.name)
        return names

    def _path(self, name: str) -> Path:
        return self.s.records / (name[1:] if name.startswith("?") else name + ".json")

    def read(self, name: str) -> bytes | RecordProblem | None:
        path = self._path(name)
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            return None
        except OSError as exc:
            if os.path.islink(path):
                return RecordProblem("a symbolic link, not a regular file")
            return RecordProblem(exc.strerror or str(exc))
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                return RecordProblem("not a regular file")
            if info.st_size > MAX_RECORD_BYTES:
                return RecordProblem(f"larger than {MAX_RECORD_BYTES} bytes")
            chunks, left = [], MAX_RECORD_BYTES + 1
            while left > 0:
                chunk = os.read(fd, min(left, 1 << 16))
                if not chunk:
                    break
                chunks.append(chunk)
                left -= len(chunk)
            data = b"".join(chunks)
            return data if len(data) <= MAX_RECORD_BYTES else RecordProblem(f"larger than {MAX_RECORD_BYTES} bytes")
        except OSError as exc:
            return RecordProblem(exc.strerror or str(exc))
        finally:
            os.close(fd)

    def read_all(self) -> dict[str, bytes | RecordProblem]:
        out = {}
        for name in self._names():
            value = self.read(name)
            if value is not None:
                out[name] = value
        return out

    def quarantine_list(self) -> list[QuarantineRecord]:
        out = []
        try:
            reasons = sorted(p for p in os.listdir(self.s.quarantine_dir) if p.endswith(".reason.json"))
        except (FileNotFoundError, NotADirectoryError):
            return out
        for name in reasons:
            with contextlib.suppress(OSError, ValueError, TypeError):
                out.append(QuarantineRecord.from_dict(json.loads((self.s.quarantine_dir / name).read_text("utf-8"))))
        return out

    def quarantine_data(self, name: str) -> bytes | None:
        if "/" in name or name.startswith("."):
            return None
        path = self.s.quarantine_dir / f"{name}.quarantined"
        try:
            if not stat.S_ISREG(path.lstat().st_mode) or path.lstat().st_size > MAX_RECORD_BYTES:
                return None
            return path.read_bytes()
        except OSError:
            return None

    def _log_bytes(self) -> bytes:
        try:
            return self.s.log_path.read_bytes()
        except FileNotFoundError:
            return b""

    def log_lines(self) -> list[bytes]:
        data = self._log_bytes()
        lines = data.split(b"\n")
        return [line for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])

    def has_log(self) -> bool:
        try:
            return self.s.log_path.stat().st_size > 0
        except OSError:
            return False

    def log_actual_head(self) -> LogHead:
        data = self._log_bytes()
        end = data.rfind(b"\n") + 1  # a torn final line (crash mid-append) is not part of the log
        lines = data[:end].split(b"\n")[:-1]
        return LogHead(len(lines), sha256_hex(lines[-1]) if lines else "", end)

    # writes
    def _trim_log(self, covered: int, *, quiet: bool = False) -> int:
        """Keep the log exactly as far as the manifest covers it.

        Bytes after that point were not written by a committed change: an interrupted change's own
        lines (``quiet``: recovery rewrites them) or someone else's, which are moved aside as evidence.
        """
        size = self.s.log_path.stat().st_size if self.s.log_path.exists() else 0
        if size > covered:
            with open(self.s.log_path, "r+b") as fh:
                fh.seek(covered)
                extra = fh.read()
                if not quiet:
                    stamp = time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())
                    orphan = self.s.root / f"log.orphan-{stamp}-{uuid.uuid4().hex[:6]}"
                    atomic_write_bytes(orphan, extra)
                    log.warning("memlock: %d byte(s) of pin log not covered by the manifest moved to %s",
                                len(extra), orphan)
                fh.truncate(covered)
                fh.flush()
                os.fsync(fh.fileno())
            size = covered
        return size

    def _append_log(self, lines: list[bytes]) -> None:
        if not lines:
            return
        self.s.root.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.s.log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            data = b"".join(line + b"\n" for line in lines)
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)

    def _write_manifest(self, manifest: Manifest) -> None:
        atomic_write_bytes(self.s.manifest_path, manifest.to_bytes(self.s.key))

    def _move_to_quarantine(self, name: str, record: QuarantineRecord) -> None:
        qdir = self.s.quarantine_dir
        qdir.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(qdir / f"{record.file}.reason.json", json.dumps(asdict(record), indent=1).encode("utf-8"))
        if record.has_data:
            with contextlib.suppress(FileNotFoundError):
                os.replace(self._path(name), qdir / f"{record.file}.quarantined")
        fsync_dir(qdir)

    def _drop_quarantine(self, name: str) -> None:
        for suffix in (".quarantined", ".reason.json"):
            path = self.s.quarantine_dir / f"{name}{suffix}"
            with contextlib.suppress(FileNotFoundError):
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
        fsync_dir(self.s.quarantine_dir)

    def commit(self, change: Change, before: Manifest, pending: Manifest, final: Manifest, lines: list[bytes]) -> None:
        s = self.s
        s.records.mkdir(parents=True, exist_ok=True)
        start = self._trim_log(before.log_head.bytes)
        pending.pending["log_start"] = start  # type: ignore[index]
        s._hit("begin")
        self._write_manifest(pending)
        s._hit("pending")
        for name, record in change.quarantine.items():
            self._move_to_quarantine(name, record)
            s._hit("quarantine")
        for stem, raw in change.writes.items():
            atomic_write_bytes(self._path(stem), raw, durable=False)
            s._hit("record")
        for stem in change.deletes:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self._path(stem))
        if len(change.writes) > 64:
            os.sync()  # bulk changes: one sync instead of one fsync per file
        else:
            for stem in change.writes:
                _fsync_file(self._path(stem))
        fsync_dir(s.records)
        s._hit("records")
        self._append_log(lines)
        s._hit("log")
        final.log_head.bytes = start + sum(len(line) + 1 for line in lines)
        self._write_manifest(final)
        s._hit("final")
        for name in change.unquarantine:
            self._drop_quarantine(name)

    def replace(self, change: Change, final: Manifest, lines: list[bytes]) -> None:
        """Snapshot import: build the whole new store beside the live one, then swap directories."""
        s = self.s
        staging = s.home / f".pins.staging-{change.op}"
        staging.mkdir(parents=True)
        try:
            (staging / "records").mkdir()
            for stem in change.table:
                raw = change.writes[stem] if stem in change.writes else self.read(stem)
                if not isinstance(raw, bytes):
                    raise PinStoreError(f"record {stem} could not be read while staging the import")
                atomic_write_bytes(staging / "records" / f"{stem}.json", raw, durable=False)
            qdir = staging / "quarantine"
            qdir.mkdir()
            if s.quarantine_dir.is_dir():
                for item in os.listdir(s.quarantine_dir):
                    source = s.quarantine_dir / item
                    if item.startswith(".") or not source.is_file() or source.is_symlink():
                        continue
                    shutil.copy2(source, qdir / item)
            for name, record in change.quarantine.items():
                atomic_write_bytes(qdir / f"{record.file}.reason.json", json.dumps(asdict(record), indent=1).encode("utf-8"))
                raw = self.read(name)
                if isinstance(raw, bytes):
                    atomic_write_bytes(qdir / f"{record.file}.quarantined", raw)
            old_log = self._log_bytes()
            old_log = old_log[: old_log.rfind(b"\n") + 1]
            new_log = old_log + b"".join(line + b"\n" for line in lines)
            atomic_write_bytes(staging / "log.jsonl", new_log, durable=False)
            final.log_head.bytes = len(new_log)
            atomic_write_bytes(staging / "manifest.json", final.to_bytes(s.key), durable=False)
            os.sync()
            for directory in (staging / "records", qdir, staging):
                fsync_dir(directory)
            atomic_write_bytes(staging / ".complete", change.op.encode())
            s._hit("staged")
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        previous = s.home / f".pins.previous-{change.op}"
        live = s.root.exists()
        if live:
            os.rename(s.root, previous)
        s._hit("swapped-out")
        try:
            os.rename(staging, s.root)
        except BaseException:
            if live:
                os.rename(previous, s.root)
            raise
        os.unlink(s.root / ".complete")
        fsync_dir(s.home)
        s._hit("swapped-in")
        shutil.rmtree(previous, ignore_errors=True)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class FilePinStore(PinStoreBase):
    """Durable pins as files under ``<home>/pins`` (the default; needs nothing but a filesystem)."""

    backend = "file"

    def __init__(self, home: Path, key: bytes | None = None):
        super().__init__(key)
        self.home = Path(home)
        self.root = self.home / "pins"
        self.records = self.root / "records"
        self.quarantine_dir = self.root / "quarantine"
        self.manifest_path = self.root / "manifest.json"
        self.log_path = self.root / "log.jsonl"
        self.lock_path = self.home / ".pins.lock"

    @property
    def location(self) -> str:
        return str(self.root)

    @contextlib.contextmanager
    def _view(self) -> Iterator[Txn]:
        if not self.root.exists() and any(self.home.glob(".pins.previous-*")):
            with self._txn() as tx:  # an interrupted snapshot import: recover first
                yield tx
            return
        yield _FileTxn(self, locked=False)

    @contextlib.contextmanager
    def _txn(self) -> Iterator[Txn]:
        with self._tlock, file_lock(self.lock_path):
            self._recover_swap()
            tx = _FileTxn(self, locked=True)
            self._recover_pending(tx)
            yield tx

    def _recover_swap(self) -> None:
        """Finish or undo a snapshot import that was interrupted between its two renames."""
        staged = sorted(self.home.glob(".pins.staging-*"))
        previous = sorted(self.home.glob(".pins.previous-*"))
        if not self.root.exists():
            complete = [d for d in staged if (d / ".complete").exists()]
            if complete:
                os.rename(complete[-1], self.root)
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.root / ".complete")
                staged.remove(complete[-1])
                log.warning("memlock: finished an interrupted snapshot import")
            elif previous:
                os.rename(previous[-1], self.root)
                previous.pop()
                log.warning("memlock: rolled back an interrupted snapshot import")
            fsync_dir(self.home)
        for leftover in staged + previous:
            shutil.rmtree(leftover, ignore_errors=True)

    def _recover_pending(self, tx: _FileTxn) -> None:
        """A change was interrupted after its intent was written: settle every record old or new."""
        manifest, _ = self._manifest(tx)
        if manifest is None or manifest.pending is None:
            return
        for directory in (self.root, self.quarantine_dir):  # temp files of the interrupted writer
            for leftover in directory.glob(".*.tmp") if directory.is_dir() else ():
                with contextlib.suppress(OSError):
                    leftover.unlink()
        tx._names()  # (under the lock this also removes temp records)
        intent = manifest.pending
        table = dict(manifest.pins)
        applied_stems = set()
        for stem, new in intent["entries"].items():
            raw = tx.read(stem)
            old = manifest.pins.get(stem)
            if raw is None:
                table.pop(stem, None)
                if new is None:
                    applied_stems.add(stem)
            elif isinstance(raw, bytes) and entry_matches(new, raw):
                table[stem] = new  # type: ignore[assignment]
                applied_stems.add(stem)
            elif isinstance(raw, bytes) and entry_matches(old, raw) and old == new:
                applied_stems.add(stem)
        for name, data in intent.get("quarantine", {}).items():
            with contextlib.suppress(TypeError):
                record = QuarantineRecord.from_dict(data)
                if record.has_data and not (self.quarantine_dir / f"{record.file}.quarantined").exists():
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(self.quarantine_dir / f"{record.file}.reason.json")
        entries, stems = intent.get("log", []), intent.get("log_stems", [])
        chosen = [e for e, st in zip(entries, stems + [None] * len(entries))
                  if st is None and (applied_stems or not intent["entries"]) or st in applied_stems]
        start = int(intent.get("log_start", manifest.log_head.bytes))
        written = self._log_tail_ids(start)
        lines, head = pin_log.chain(chosen, manifest.log_head, self.key)
        keep = 0
        for line, logged_id in zip(lines, written):
            data = pin_log.parse_line(line) or {}
            if data.get("id") != logged_id:
                break
            keep += 1
        offset = start + sum(len(line) + 1 for line in lines[:keep])
        tx._trim_log(offset, quiet=True)
        tx._append_log(lines[keep:])
        head.bytes = start + sum(len(line) + 1 for line in lines)
        final = Manifest(manifest.store_id, manifest.generation + 1, table, head, None, time.time(), manifest.signed)
        tx._write_manifest(final)
        if applied_stems or not intent["entries"]:
            for name in intent.get("unquarantine", []):
                tx._drop_quarantine(name)
        log.warning("memlock: settled an interrupted pin store change (%d of %d record(s) applied)",
                    len(applied_stems), len(intent["entries"]))

    def _log_tail_ids(self, start: int) -> list[str]:
        try:
            with open(self.log_path, "rb") as fh:
                fh.seek(start)
                tail = fh.read()
        except FileNotFoundError:
            return []
        ids = []
        for line in tail.split(b"\n")[:-1]:  # a torn last line is not an entry
            data = pin_log.parse_line(line)
            if data is None:
                break
            ids.append(str(data.get("id")))
        return ids


# ── a store that cannot be used ───────────────────────────────────────────────
class UnavailablePinStore:
    """Stands in for a configured backend that cannot be opened: no pins, every write refused.

    Falling back to local files instead would split a fleet's pins silently; this fails closed and
    says why in ``/guard`` and ``memlock status``.
    """

    def __init__(self, backend: str, reason: str):
        self.backend, self.reason, self.location = backend, reason, backend

    def load(self) -> PinLoad:
        return PinLoad(held_back=True, held_back_reason=f"{self.backend} pin store unavailable: {self.reason}",
                       unavailable=True)

    def quarantined(self) -> list[QuarantineRecord]:
        return []

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)

        def refuse(*_args: Any, **_kwargs: Any) -> Any:
            raise StoreUnavailable(f"{self.backend} pin store unavailable: {self.reason}")
        return refuse


def open_pin_store(cfg: Any, home: Path) -> Any:
    """The configured durable pin store; an :class:`UnavailablePinStore` if it cannot be used."""
    backend = getattr(cfg, "persistence_backend", "file") or "file"
    try:
        key = load_key(getattr(cfg, "hmac_key_file", "") or "")
    except (KeyProblem, OSError) as exc:
        log.warning("memlock: %s", exc)
        return UnavailablePinStore(backend, str(exc))
    if backend == "file":
        return FilePinStore(home, key)
    try:
        from . import pin_store_sql

        return pin_store_sql.open_sql_store(backend, cfg, Path(home), key)
    except Exception as exc:  # noqa: BLE001 - fail closed toward trust, open toward the host
        log.warning("memlock: persistence_backend %s unavailable: %s", backend, exc)
        return UnavailablePinStore(backend, str(exc))
