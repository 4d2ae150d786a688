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

Backends: :mod:`.pin_store_file` (default; files under ``<home>/pins``, crash-safe commit protocol
described there) and :mod:`.pin_store_sql` (SQLite, PostgreSQL). ``docs/STORE.md`` is the
operator's guide.
"""
from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
import uuid
from dataclasses import asdict
from typing import Any, Callable, Iterator

import memlock_core.safejson as safejson
from memlock_core.anchor import Anchor
from memlock_core.errors import (
    NotFound,
    PinConflict,
    PinStoreError,
    StoreUnavailable,
    StoreUntrusted,
    StoreWriteFailed,
    describe_os_error,
)
from memlock_core.file_watch import FILE_WATCH
from memlock_core.paths import safe_file_stem
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore.contract import (
    Change,
    ExportState,
    ImportResult,
    PinLoad,
    QuarantineRecord,
    RecordProblem,
    Txn,
    VerifyReport,
    check_durable,
    decode_record,
    encode_record,
    stem_for,
)
from memlock_core.pinstore.integrity import (
    SIGNED_WITHOUT_KEY,
    STEM_RE,
    Manifest,
    entry_matches,
    record_entry,
    salvage_store_id,
    sha256_hex,
)

log = logging.getLogger("memlock")

MISSING = "manifest is missing"


class PinStoreBase:
    """The trust logic, shared by every backend. Subclasses provide :meth:`_txn` and :meth:`_view`."""

    backend = "base"

    def __init__(self, key: bytes | None = None):
        self.key = key
        self._tlock = threading.RLock()
        self._fault: Callable[[str], None] | None = None  # test seam: called at each commit step
        self._writes = 0  # changes committed through this object
        self._watched: list[str] = []  # files whose signatures tell another process's commit (_watch_files)

    def change_token(self, *, cached: bool = False) -> Any:
        """A cheap value that changes whenever the pins may have changed, here or elsewhere.

        Engines compare it every turn instead of loading the store: equal tokens mean nothing
        changed. Backends add what another process's change leaves behind (:meth:`_outside_token`).
        ``cached``: that part as this process's file watcher last saw it (no syscall, for a quiet
        turn; see :mod:`memlock_core.file_watch`). A commit made in this process, through any store
        object, is in the cached value at once (:meth:`_committed`); another process's within ~0.25 s.
        """
        return (self._writes, self._outside_token(cached))

    def _outside_token(self, cached: bool = False) -> Any:
        """The signatures of the watched files (see :meth:`_watch_files`): from the watcher's memory
        (``cached``), or stat-ed now. None for a backend that watches no file."""
        if not self._watched:
            return None
        look = FILE_WATCH.cached if cached else FILE_WATCH.refresh
        return tuple(look(path) for path in self._watched)

    def _watch_files(self, *paths: os.PathLike[str] | str) -> None:
        """File backends: a commit by any process changes these files; the watcher polls them."""
        self._watched = [str(p) for p in paths]
        FILE_WATCH.add_source(self)

    def watched_paths(self) -> list[str]:
        """The files whose signatures make :meth:`_outside_token` (polled by the file watcher)."""
        return self._watched

    def _committed(self) -> None:
        """After a commit: count it, and publish the store's new file signatures to the watcher."""
        self._writes += 1
        for path in self.watched_paths():
            FILE_WATCH.refresh(path)

    # subclasses
    def _txn(self) -> contextlib.AbstractContextManager[Txn]:
        raise NotImplementedError

    def _view(self) -> contextlib.AbstractContextManager[Txn]:
        """An unlocked consistent-enough read; anything odd is re-checked under :meth:`_txn`."""
        return self._txn()

    @property
    def location(self) -> str:
        return self.backend

    @contextlib.contextmanager
    def _read_txn(self) -> Iterator[Txn]:
        """The locked view for a consistent read, or the unlocked one when the lock cannot be taken
        (a read-only or full disk): reading must work where writing cannot."""
        with contextlib.ExitStack() as stack:
            try:
                tx = stack.enter_context(self._txn())
            except (OSError, StoreUnavailable) as exc:
                log.debug("memlock: reading the pin store without its lock: %s", exc)
                tx = stack.enter_context(self._view())
            yield tx

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
        manifest, problem = Manifest.parse(raw, self.key)
        if manifest is not None and self.key is None and manifest.log_head.count:
            # a signed store whose manifest was rewritten unsigned still has a signed newest log line
            try:
                if pin_log.is_signed(tx.log_last_line()):
                    return None, SIGNED_WITHOUT_KEY
            except OSError as exc:
                return None, f"decision log is unreadable: {exc}"
        return manifest, problem

    def _is_new(self, tx: Txn, problem: str, items: dict[str, Any] | None = None) -> bool:
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

    def _quarantine_into(self, change: Change, items: dict[str, Any],
                         problems: dict[str, tuple[str, str | None]]) -> list[QuarantineRecord]:
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
        try:
            tx.commit(change, before, pending, final, lines)
        except OSError as exc:
            raise StoreWriteFailed(f"could not write the pin store at {self.location}: {describe_os_error(exc)}; "
                                   "the change was rolled back, nothing was stored") from exc
        self._committed()
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
            try:
                return self._load_locked()
            except (OSError, StoreWriteFailed, StoreUnavailable) as exc:  # a read-only or full disk: reading must work
                return self._load_readonly(exc)

    def _load_readonly(self, exc: BaseException) -> PinLoad:
        """Verified pins without settling or quarantining anything (that needs a write). Records that
        do not verify are still never served; an interrupted change counts as not made."""
        log.warning("memlock: pin store at %s cannot be written (%s); serving verified pins read-only",
                    self.location, describe_os_error(exc) if isinstance(exc, OSError) else exc)
        with self._view() as tx:
            manifest, problem = self._manifest(tx)
            if manifest is None:
                items = tx.read_all()
                if self._is_new(tx, problem, items):
                    return PinLoad(quarantined=tx.quarantine_list())
                return PinLoad(quarantined=tx.quarantine_list(), held_back=True, held_back_reason=(
                    f"{problem}; {len(items)} record(s) held back until an operator runs `memlock rebaseline`"))
            settled = Manifest(manifest.store_id, manifest.generation, manifest.pins, manifest.log_head)
            pins, _ = self._evaluate(settled, tx.read_all())
            return PinLoad(pins=pins, quarantined=tx.quarantine_list(), store_id=manifest.store_id,
                           generation=manifest.generation)

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
        with self._read_txn() as tx:
            manifest, _ = self._manifest(tx)
            lines = tx.log_lines()
            head = manifest.log_head if manifest is not None else None
            log_problems = pin_log.verify_lines(lines, head, self.key)
            quarantine = tx.quarantine_list()
        return VerifyReport(self.backend, self.location, result.store_id, result.generation, self.key is not None,
                            len(result.pins), result.held_back, result.held_back_reason, result.newly_quarantined,
                            len(quarantine), len(lines), log_problems)

    # ── writes ────────────────────────────────────────────────────────────
    def put(self, anchor: Anchor, actor: str, action: str = "pinned", *, unique: bool = False,
            **detail: Any) -> None:
        """Store (create or replace) one durable pin and log the decision.

        ``unique``: refuse (:class:`PinConflict`) when a trusted pin visible alongside it (global, or
        of the same project) already has the same text. The check runs under the same lock hold as
        the write, so concurrent writers cannot both pass it.
        """
        check_durable(anchor)
        raw = encode_record(anchor)
        stem = stem_for(anchor.id)
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            if unique:
                self._refuse_duplicate(tx, manifest, anchor)
            change = Change(table=dict(manifest.pins))
            current = tx.read(stem)
            entry = manifest.pins.get(stem)
            if current is not None:
                ok = isinstance(current, bytes) and entry_matches(entry, current)
                if not ok:
                    reason = ("unreadable: " + current.reason if isinstance(current, RecordProblem)
                              else "not listed in the manifest" if entry is None else "content does not match the manifest")
                    self._quarantine_into(change, {stem: current}, {stem: (reason, (entry or {}).get("id"))})
            change.writes[stem] = raw
            change.table[stem] = record_entry(anchor.id, raw)
            change.add_log(pin_log.entry(action, actor, anchor=anchor, **detail), stem)
            self._commit(tx, manifest, change)

    def _refuse_duplicate(self, tx: Txn, manifest: Manifest, anchor: Anchor) -> None:
        pins, _ = self._evaluate(manifest, tx.read_all())
        for pin in pins:
            if pin.id != anchor.id and pin.text == anchor.text and (
                    pin.scope == "global" or (pin.project is not None and pin.project == anchor.project)):
                raise PinConflict(f"already pinned as {pin.id}")

    def modify(self, pin_id: str, change_fn: Callable[[Anchor], Anchor], actor: str, action: str,
               **detail: Any) -> Anchor:
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
            change.add_log(pin_log.entry(action, actor, anchor=updated, **detail), stem)
            self._commit(tx, manifest, change)
            return updated

    def remove(self, pin_id: str, actor: str, action: str = "unpinned", *, expect_version: int | None = None,
               **detail: Any) -> bool:
        """Unpin (or reject) everywhere. Returns False if the store never had it. Untrusted bytes are
        quarantined, not deleted. The log entry keeps the pin's version, text and value key."""
        stem = stem_for(pin_id)
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            entry = manifest.pins.get(stem)
            current = tx.read(stem)
            if entry is None and current is None:
                return False
            change = Change(table=dict(manifest.pins))
            existing = None
            if current is not None and not (isinstance(current, bytes) and entry_matches(entry, current)):
                self._quarantine_into(change, {stem: current},
                                      {stem: ("not listed in the manifest" if entry is None
                                              else "content does not match the manifest", pin_id)})
            elif current is not None:
                change.deletes.add(stem)
                existing, _ = decode_record(stem, current, entry["id"]) if entry is not None else (None, "")
            if expect_version is not None and (existing is None or existing.version != expect_version):
                raise PinConflict(f"pin {pin_id} changed meanwhile (now v{existing.version if existing else '?'}, "
                                  f"expected v{expect_version}); reload and retry")
            change.table.pop(stem, None)
            if entry is not None:
                change.add_log(pin_log.entry(action, actor, pin_id, anchor=existing, **detail), stem)
            self._commit(tx, manifest, change)
            return entry is not None

    def rebaseline(self, actor: str = "user") -> int:
        """Trust the records as they are now: an explicit operator decision, logged.

        Records that are not well-formed durable pins are quarantined instead of trusted. The log
        head is reset to the log as it stands (its problems, if any, are recorded in the entry).
        """
        with self._tlock, self._txn() as tx:
            manifest, problem = self._manifest(tx)
            if problem == SIGNED_WITHOUT_KEY:  # a downgrade has its own explicit command
                raise StoreUntrusted(SIGNED_WITHOUT_KEY)
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

    def disable_signing(self, actor: str = "user") -> int:
        """Stop HMAC-signing this store: an explicit operator decision, written to the decision log.

        Run with no key configured. The manifest's table is kept as it is (its signature cannot be
        checked without the key: accepting it is the decision being logged); every record is still
        checked against it. Returns the number of pins the manifest lists.
        """
        if self.key is not None:
            raise PinStoreError("an HMAC key is still configured; remove hmac_key_file and $MEMLOCK_HMAC_KEY "
                                "first (with the key the store stays signed)")
        with self._tlock, self._txn() as tx:
            raw = tx.manifest_raw()
            if raw is None:
                raise StoreUntrusted(f"pin store is not trusted ({MISSING}); nothing to turn off")
            manifest, problem = Manifest.parse(raw, None, unverified=True)
            if manifest is None:
                raise StoreUntrusted(f"pin store is not trusted ({problem}); run `memlock rebaseline` instead")
            if manifest.pending is not None:
                raise StoreUntrusted("an interrupted change is pending; restore the key to settle it first")
            was_signed = manifest.signed or pin_log.is_signed(tx.log_last_line())
            if not was_signed:
                raise PinStoreError("this store is not signed; nothing to turn off")
            change = Change(table=dict(manifest.pins))
            change.add_log(pin_log.entry("signing disabled", actor, reason="HMAC signing turned off by the operator",
                                         count=len(manifest.pins)), None)
            self._commit(tx, manifest, change)
            log.warning("memlock: HMAC signing of the pin store at %s turned off by %s", self.location, actor)
            return len(manifest.pins)

    def preview_rebaseline(self) -> tuple[list[dict[str, Any]], str]:
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
                           admission=anchor.admission,
                           status="unchanged" if entry_matches(entry, raw) else "changed" if entry else "unlisted")  # type: ignore[arg-type]
            rows.append(row)
        return rows, problem

    def _raw_manifest_quiet(self, tx: Txn) -> bytes | None:
        try:
            return tx.manifest_raw()
        except OSError:
            return None

    @staticmethod
    def _quarantine_item(tx: Txn, name: str) -> QuarantineRecord:
        record = next((q for q in tx.quarantine_list() if q.file == name), None)
        if record is None:
            raise NotFound(f"no quarantine item {name!r} (see `memlock quarantine list`)")
        return record

    def restore(self, name: str, actor: str = "user") -> Anchor:
        """Put a quarantined record back and trust it: an explicit operator decision, logged."""
        with self._tlock, self._txn() as tx:
            manifest = self._writable(tx)
            record = self._quarantine_item(tx, name)
            raw = tx.quarantine_data(name)
            if raw is None:
                raise PinStoreError(f"{name} has no data to restore ({record.reason}); drop it instead")
            try:
                stem = stem_for(str(safejson.loads(raw, what="pin record")["id"]))
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
            record = self._quarantine_item(tx, name)
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

    def summary(self) -> dict[str, Any]:
        """Counts for status views (cheap enough for a CLI, not for every turn)."""
        with self._view() as tx:
            manifest, problem = self._manifest(tx)
            return {"backend": self.backend, "location": self.location, "hmac": self.key is not None,
                    "store_id": manifest.store_id if manifest else None,
                    "pins": len(manifest.pins) if manifest else None,
                    "manifest_problem": problem or None, "quarantined": len(tx.quarantine_list())}

    # ── snapshots (see memlock_core.pinstore.snapshot) ─────────────────────────────
    def export_state(self) -> ExportState:
        """The trusted records and the whole log, read under the lock after a full verification."""
        with self._tlock:
            result = self.load()
            if result.held_back:
                raise StoreUntrusted(f"refusing to export an untrusted store: {result.held_back_reason}")
            with self._read_txn() as tx:
                manifest = self._writable(tx)
                items = tx.read_all()
                pins, problems = self._evaluate(manifest, items)
                if problems:
                    raise PinStoreError("the store changed during export; try again")
                records = {stem_for(p.id): items[stem_for(p.id)] for p in pins}
                return ExportState(manifest.store_id, manifest.generation, self.backend, records,  # type: ignore[arg-type]
                                   tx.log_lines())

    def _check_identity(self, tx: Txn, manifest: Manifest | None, problem: str, items: dict[str, Any],
                        store_id: str, allow_other_store: bool) -> None:
        """Refuse a snapshot of another store (unless allowed) or over a store whose identity is unknown."""
        if problem == SIGNED_WITHOUT_KEY:
            raise StoreUntrusted(SIGNED_WITHOUT_KEY)
        if manifest is not None and manifest.store_id != store_id and not allow_other_store:
            raise StoreUntrusted(f"snapshot belongs to store {store_id}, this is store {manifest.store_id}; "
                                 "pass --allow-other-store to replace this store's pins with it")
        if manifest is None and not self._is_new(tx, problem, items):
            known = salvage_store_id(self._raw_manifest_quiet(tx))
            if known != store_id and not allow_other_store:
                raise StoreUntrusted(f"this store is untrusted ({problem}) and its identity cannot be proven to "
                                     "match the snapshot; pass --allow-other-store to replace it")

    def check_import(self, store_id: str, *, allow_other_store: bool = False) -> None:
        """What :meth:`import_state` checks about this store before writing (for dry runs)."""
        with self._tlock, self._view() as tx:
            manifest, problem = self._manifest(tx)
            self._check_identity(tx, manifest, problem, tx.read_all(), store_id, allow_other_store)

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
        for number, line in enumerate(log_lines, 1):
            problem = pin_log.entry_problem(pin_log.parse_line(line))
            if problem:
                raise PinStoreError(f"snapshot log line {number}: {problem}")
        with self._tlock, self._txn() as tx:
            manifest, problem = self._manifest(tx)
            items = tx.read_all()
            self._check_identity(tx, manifest, problem, items, store_id, allow_other_store)
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
            self._committed()
            return result


