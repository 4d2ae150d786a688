"""An operator's decisions about the store's trust: rebaseline, turn signing off, restore, drop.

One piece of the pin store: each is an explicit decision a person makes after looking (``memlock
rebaseline``, ``memlock quarantine restore|drop``), taken under the store's lock and written to
the decision log. The rules a record must pass are :mod:`.verification`'s.
"""
from __future__ import annotations

import logging
import uuid
from typing import Any

import memlock_core.safejson as safejson
from memlock_core.anchor import Anchor
from memlock_core.errors import NotFound, PinStoreError, StoreUntrusted
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore import verification as rules
from memlock_core.pinstore.codec import decode_record, stem_for
from memlock_core.pinstore.contract import Change, QuarantineRecord, RecordProblem, Txn
from memlock_core.pinstore.integrity import (
    SIGNED_WITHOUT_KEY,
    STEM_RE,
    Manifest,
    entry_matches,
    record_entry,
    salvage_store_id,
)
from memlock_core.pinstore.transaction import StoreCore

log = logging.getLogger("memlock")


def rebaseline(store: StoreCore, actor: str = "user") -> int:
    """Trust the records as they are now: an explicit operator decision, logged.

    Records that are not well-formed durable pins are quarantined instead of trusted. The log
    head is reset to the log as it stands (its problems, if any, are recorded in the entry).
    """
    with store._tlock, store._txn() as tx:
        manifest, problem = rules.read_manifest(tx, store.key)
        if problem == SIGNED_WITHOUT_KEY:  # a downgrade has its own explicit command
            raise StoreUntrusted(SIGNED_WITHOUT_KEY)
        items = tx.read_all()
        lines = tx.log_lines()
        log_problems = pin_log.verify_lines(lines, manifest.log_head if manifest else None, store.key)
        actual = tx.log_actual_head()
        if manifest is None:
            store_id = salvage_store_id(rules.raw_manifest_quiet(tx)) or uuid.uuid4().hex
            manifest = Manifest(store_id=store_id, log_head=actual)
        else:
            manifest = Manifest(manifest.store_id, manifest.generation, manifest.pins, actual, None,
                                manifest.updated_at, manifest.signed)
        change = Change(table={})
        bad: rules.Problems = {}
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
        rules.quarantine_into(change, items, bad)
        change.add_log(pin_log.entry("re-baselined", actor, reason=problem or None, count=len(change.table),
                                     newly_trusted=changed[:100], log_problems=log_problems[:20] or None), None)
        store._commit(tx, manifest, change)
        return len(change.table)


def disable_signing(store: StoreCore, actor: str = "user") -> int:
    """Stop HMAC-signing this store: an explicit operator decision, written to the decision log.

    Run with no key configured. The manifest's table is kept as it is (its signature cannot be
    checked without the key: accepting it is the decision being logged); every record is still
    checked against it. Returns the number of pins the manifest lists.
    """
    if store.key is not None:
        raise PinStoreError("an HMAC key is still configured; remove hmac_key_file and $MEMLOCK_HMAC_KEY "
                            "first (with the key the store stays signed)")
    with store._tlock, store._txn() as tx:
        raw = tx.manifest_raw()
        if raw is None:
            raise StoreUntrusted(f"pin store is not trusted ({rules.MISSING}); nothing to turn off")
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
        store._commit(tx, manifest, change)
        log.warning("memlock: HMAC signing of the pin store at %s turned off by %s", store.location, actor)
        return len(manifest.pins)


def preview_rebaseline(store: StoreCore) -> tuple[list[dict[str, Any]], str]:
    """What :func:`rebaseline` would do to each record, and the manifest's current problem."""
    with store._view() as tx:
        manifest, problem = rules.read_manifest(tx, store.key)
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


def _quarantine_item(tx: Txn, name: str) -> QuarantineRecord:
    record = next((q for q in tx.quarantine_list() if q.file == name), None)
    if record is None:
        raise NotFound(f"no quarantine item {name!r} (see `memlock quarantine list`)")
    return record


def restore(store: StoreCore, name: str, actor: str = "user") -> Anchor:
    """Put a quarantined record back and trust it: an explicit operator decision, logged."""
    with store._tlock, store._txn() as tx:
        manifest = rules.writable(tx, store.key)
        record = _quarantine_item(tx, name)
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
            rules.quarantine_into(change, {stem: current}, {stem: ("not listed in the manifest", None)})
        change.writes[stem] = raw
        change.table[stem] = record_entry(anchor.id, raw)
        change.unquarantine.append(name)
        change.add_log(pin_log.entry("restored", actor, anchor=anchor, file=name, reason=record.reason), stem)
        store._commit(tx, manifest, change)
        return anchor


def drop(store: StoreCore, name: str, actor: str = "user") -> QuarantineRecord:
    """Delete a quarantined item for good (its reason stays in the log)."""
    with store._tlock, store._txn() as tx:
        manifest = rules.writable(tx, store.key)
        record = _quarantine_item(tx, name)
        change = Change(table=dict(manifest.pins), unquarantine=[name])
        change.add_log(pin_log.entry("dropped", actor, record.pin_id, file=name, reason=record.reason), None)
        store._commit(tx, manifest, change)
        return record
