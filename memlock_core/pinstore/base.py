"""Durable pins (scopes ``global`` and ``project``) that outlive sessions, stored so an operator can trust them.

Every backend (files, SQLite, PostgreSQL) keeps the same four things: one record per pin, a
manifest with the sha256 and size of every trusted record (optionally HMAC-signed with a key kept
outside the store), a quarantine area, and the hash-chained decision log (:mod:`.decision_log`).
The trust rules live once, here and in the small modules beside it; backends only move bytes::

    PinStoreBase (base.py)      load / put / modify / remove / verify: the calls every caller makes
      ├─ codec.py               a pin's stored bytes, and what a record must be to decode
      ├─ verification.py        the integrity rules: trusted records vs quarantined ones, and why
      ├─ transaction.py         one change as pending + final manifest and chained log lines
      ├─ operator_actions.py    rebaseline, disable signing, quarantine restore / drop
      └─ transfer.py            export and all-or-nothing import of a whole store (snapshots)
    integrity.py                manifest format, hashes, HMAC key
    file_backend.py, file_commit.py, sql_backend.py   the backends' Txn

Trust rules (fail closed):

* a record whose bytes differ from its manifest entry, that the manifest does not list, that cannot
  be read, or that is not a well-formed durable pin is **quarantined** (moved aside with a reason
  record, logged, reported by ``/guard`` and ``memlock quarantine list``) and never loaded;
* a listed record that has disappeared is reported the same way;
* a missing, corrupt or (with a key) unsigned/mis-signed manifest **holds back every pin** until an
  operator runs ``memlock rebaseline``; nothing is trusted by default.

Backends: :mod:`.file_backend` (default; files under ``<home>/pins``, crash-safe commit protocol
in :mod:`.file_commit`) and :mod:`.sql_backend` (SQLite, PostgreSQL). ``docs/STORE.md`` is the
operator's guide.
"""
from __future__ import annotations

import contextlib
import logging
import os
import threading
from typing import Any, Callable

from memlock_core.anchor import Anchor
from memlock_core.errors import (
    NotFound,
    PinConflict,
    PinStoreError,
    StoreUnavailable,
    StoreWriteFailed,
    describe_os_error,
)
from memlock_core.file_watch import FILE_WATCH
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore import operator_actions as operator
from memlock_core.pinstore import transaction, transfer
from memlock_core.pinstore import verification as rules
from memlock_core.pinstore.codec import check_durable, decode_record, encode_record, stem_for
from memlock_core.pinstore.contract import (
    Change,
    ExportState,
    ImportResult,
    PinLoad,
    QuarantineRecord,
    RecordProblem,
    Txn,
    VerifyReport,
)
from memlock_core.pinstore.integrity import Manifest, entry_matches, record_entry
from memlock_core.pinstore.verification import MISSING

__all__ = ["MISSING", "PinStoreBase"]
log = logging.getLogger("memlock")


class PinStoreBase:
    """The trust logic, shared by every backend. Subclasses provide :meth:`_txn` and :meth:`_view`.

    Over ~20 methods because it implements the whole :class:`~.contract.PinStore` protocol; the
    operator and snapshot calls are one-line delegations to :mod:`.operator_actions` and :mod:`.transfer`."""

    backend = "base"

    def __init__(self, key: bytes | None = None):
        self.key = key
        self._tlock = threading.RLock()
        self._fault: Callable[[str], None] | None = None  # test seam: called at each commit step
        self._writes = 0  # changes committed through this object
        self._watched: list[str] = []  # files whose signatures tell another process's commit (_watch_files)

    # ── change token ──────────────────────────────────────────────────────
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

    # ── the backend's transactions ────────────────────────────────────────
    def _txn(self) -> contextlib.AbstractContextManager[Txn]:
        raise NotImplementedError

    def _view(self) -> contextlib.AbstractContextManager[Txn]:
        """An unlocked consistent-enough read; anything odd is re-checked under :meth:`_txn`."""
        return self._txn()

    def _read_txn(self) -> contextlib.AbstractContextManager[Txn]:
        """The locked view, or the unlocked one where the lock cannot be taken (read-only disk)."""
        return transaction.read_txn(self._txn, self._view)

    def _hit(self, step: str) -> None:
        if self._fault is not None:
            self._fault(step)

    def _commit(self, tx: Txn, before: Manifest, change: Change) -> Manifest:
        final = transaction.commit(tx, before, change, self.key, self.location)
        self._committed()
        return final

    @property
    def location(self) -> str:
        return self.backend

    # ── reading ───────────────────────────────────────────────────────────
    def store_id(self) -> str | None:
        with self._view() as tx:
            manifest, _ = rules.read_manifest(tx, self.key)
            return manifest.store_id if manifest else None

    def load(self) -> PinLoad:
        """Verify and load every pin. Refused records are quarantined (moved aside with a reason)."""
        with self._tlock:
            with self._view() as tx:
                manifest, problem = rules.read_manifest(tx, self.key)
                if manifest is not None and manifest.pending is None:
                    items = tx.read_all()
                    pins, problems = rules.evaluate(manifest, items)
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
            manifest, problem = rules.read_manifest(tx, self.key)
            if manifest is None:
                return _untrusted(tx, problem, tx.read_all())
            settled = Manifest(manifest.store_id, manifest.generation, manifest.pins, manifest.log_head)
            pins, _ = rules.evaluate(settled, tx.read_all())
            return PinLoad(pins=pins, quarantined=tx.quarantine_list(), store_id=manifest.store_id,
                           generation=manifest.generation)

    def _load_locked(self) -> PinLoad:
        with self._txn() as tx:
            manifest, problem = rules.read_manifest(tx, self.key)
            items = tx.read_all()
            if manifest is None:
                return _untrusted(tx, problem, items)
            pins, problems = rules.evaluate(manifest, items)
            fresh: list[QuarantineRecord] = []
            if problems:
                change = Change(table=dict(manifest.pins))
                fresh = rules.quarantine_into(change, items, problems)
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
            manifest, _ = rules.read_manifest(tx, self.key)
            lines = tx.log_lines()
            head = manifest.log_head if manifest is not None else None
            log_problems = pin_log.verify_lines(lines, head, self.key)
            quarantine = tx.quarantine_list()
        return VerifyReport(self.backend, self.location, result.store_id, result.generation, self.key is not None,
                            len(result.pins), result.held_back, result.held_back_reason, result.newly_quarantined,
                            len(quarantine), len(lines), log_problems)

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
            manifest, problem = rules.read_manifest(tx, self.key)
            return {"backend": self.backend, "location": self.location, "hmac": self.key is not None,
                    "store_id": manifest.store_id if manifest else None,
                    "pins": len(manifest.pins) if manifest else None,
                    "manifest_problem": problem or None, "quarantined": len(tx.quarantine_list())}

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
            manifest = rules.writable(tx, self.key)
            if unique:
                rules.refuse_duplicate(tx, manifest, anchor)
            change = Change(table=dict(manifest.pins))
            current = tx.read(stem)
            entry = manifest.pins.get(stem)
            if current is not None and not (isinstance(current, bytes) and entry_matches(entry, current)):
                rules.quarantine_into(change, {stem: current},
                                      {stem: (rules.mismatch_reason(current, entry), (entry or {}).get("id"))})
            change.writes[stem] = raw
            change.table[stem] = record_entry(anchor.id, raw)
            change.add_log(pin_log.entry(action, actor, anchor=anchor, **detail), stem)
            self._commit(tx, manifest, change)

    def modify(self, pin_id: str, change_fn: Callable[[Anchor], Anchor], actor: str, action: str,
               **detail: Any) -> Anchor:
        """Read-modify-write one pin under the store lock, so concurrent updates never overwrite each other.

        ``change_fn`` gets the trusted current pin and returns its new state (it must be quick and pure).
        """
        stem = stem_for(pin_id)
        with self._tlock, self._txn() as tx:
            manifest = rules.writable(tx, self.key)
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
            manifest = rules.writable(tx, self.key)
            entry = manifest.pins.get(stem)
            current = tx.read(stem)
            if entry is None and current is None:
                return False
            change = Change(table=dict(manifest.pins))
            existing = None
            if current is not None and not (isinstance(current, bytes) and entry_matches(entry, current)):
                rules.quarantine_into(change, {stem: current},
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

    # ── an operator's decisions (operator_actions.py) and whole-store transfer (transfer.py) ──
    def rebaseline(self, actor: str = "user") -> int:
        """Trust the records as they are now: an explicit operator decision, logged."""
        return operator.rebaseline(self, actor)

    def disable_signing(self, actor: str = "user") -> int:
        """Stop HMAC-signing this store: an explicit operator decision, logged."""
        return operator.disable_signing(self, actor)

    def preview_rebaseline(self) -> tuple[list[dict[str, Any]], str]:
        """What :meth:`rebaseline` would do to each record, and the manifest's current problem."""
        return operator.preview_rebaseline(self)

    def restore(self, name: str, actor: str = "user") -> Anchor:
        """Put a quarantined record back and trust it: an explicit operator decision, logged."""
        return operator.restore(self, name, actor)

    def drop(self, name: str, actor: str = "user") -> QuarantineRecord:
        """Delete a quarantined item for good (its reason stays in the log)."""
        return operator.drop(self, name, actor)

    def export_state(self) -> ExportState:
        """The trusted records and the whole log, read under the lock after a full verification."""
        return transfer.export_state(self)

    def check_import(self, store_id: str, *, allow_other_store: bool = False) -> None:
        """What :meth:`import_state` checks about this store before writing (for dry runs)."""
        transfer.check_import(self, store_id, allow_other_store=allow_other_store)

    def import_state(self, store_id: str, records: dict[str, bytes], log_lines: list[bytes], *, actor: str = "user",
                     allow_other_store: bool = False, snapshot_id: str = "") -> ImportResult:
        """Replace every durable pin with ``records`` in one step (see :func:`.transfer.import_state`)."""
        return transfer.import_state(self, store_id, records, log_lines, actor=actor,
                                     allow_other_store=allow_other_store, snapshot_id=snapshot_id)


def _untrusted(tx: Txn, problem: str, items: dict[str, bytes | RecordProblem]) -> PinLoad:
    """The load of a store without a trusted manifest: empty if it was never written, else held back."""
    if rules.is_new(tx, problem, items):
        return PinLoad(quarantined=tx.quarantine_list())
    return PinLoad(quarantined=tx.quarantine_list(), held_back=True, held_back_reason=(
        f"{problem}; {len(items)} record(s) held back until an operator runs `memlock rebaseline`"))
