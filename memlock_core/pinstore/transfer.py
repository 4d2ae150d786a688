"""A whole store in and out: the state a snapshot exports, and the all-or-nothing import of one.

One piece of the pin store (the archive format and its caps are :mod:`.snapshot`'s). Export reads
under the lock after a full verification; import checks the snapshot belongs to this store,
quarantines what is untrusted now, keeps the live log and appends what the snapshot adds, and
swaps the store in one step (:func:`.transaction.replace_all`).
"""
from __future__ import annotations

from memlock_core.errors import PinStoreError, StoreUntrusted
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore import transaction
from memlock_core.pinstore import verification as rules
from memlock_core.pinstore.codec import decode_record, stem_for
from memlock_core.pinstore.contract import Change, ExportState, ImportResult
from memlock_core.pinstore.integrity import Manifest, record_entry
from memlock_core.pinstore.transaction import StoreCore


def export_state(store: StoreCore) -> ExportState:
    """The trusted records and the whole log, read under the lock after a full verification."""
    with store._tlock:
        result = store.load()
        if result.held_back:
            raise StoreUntrusted(f"refusing to export an untrusted store: {result.held_back_reason}")
        with store._read_txn() as tx:
            manifest = rules.writable(tx, store.key)
            items = tx.read_all()
            pins, problems = rules.evaluate(manifest, items)
            if problems:
                raise PinStoreError("the store changed during export; try again")
            records = {stem_for(p.id): items[stem_for(p.id)] for p in pins}
            return ExportState(manifest.store_id, manifest.generation, store.backend, records,  # type: ignore[arg-type]
                               tx.log_lines())


def check_import(store: StoreCore, store_id: str, *, allow_other_store: bool = False) -> None:
    """What :func:`import_state` checks about this store before writing (for dry runs)."""
    with store._tlock, store._view() as tx:
        manifest, problem = rules.read_manifest(tx, store.key)
        rules.check_identity(tx, manifest, problem, tx.read_all(), store_id, allow_other_store)


def import_state(store: StoreCore, store_id: str, records: dict[str, bytes], log_lines: list[bytes], *,
                 actor: str = "user", allow_other_store: bool = False, snapshot_id: str = "") -> ImportResult:
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
    with store._tlock, store._txn() as tx:
        manifest, problem = rules.read_manifest(tx, store.key)
        items = tx.read_all()
        rules.check_identity(tx, manifest, problem, items, store_id, allow_other_store)
        base = manifest or Manifest(store_id=store_id, log_head=tx.log_actual_head())
        trusted_now: dict[str, bytes] = {}
        bad: rules.Problems = {}
        if manifest is not None:
            pins, bad = rules.evaluate(manifest, items)
            trusted_now = {stem_for(p.id): items[stem_for(p.id)] for p in pins}  # type: ignore[misc]
            bad = {n: v for n, v in bad.items() if n in items}
        else:
            bad = {n: ("held back (untrusted store) when a snapshot was imported", None) for n in items}
        change = Change(table={})
        rules.quarantine_into(change, items, bad)
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
        transaction.replace_all(tx, base, store_id, change, store.key)
        store._committed()
        return result
