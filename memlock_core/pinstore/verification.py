"""The integrity rules applied to a store's contents: which records are trusted, which are quarantined.

One piece of the pin store, pure over a transaction's reads (:class:`~.contract.Txn`): the manifest
must parse (and, with a key, verify), every record must match its manifest entry byte for byte and
decode as a durable pin (:mod:`.codec`); anything else goes to quarantine with its reason. The
hashes, the manifest format and the HMAC live in :mod:`.integrity`.
"""
from __future__ import annotations

import logging
import time
import uuid
from typing import Any

from memlock_core.anchor import Anchor
from memlock_core.errors import PinConflict, StoreUntrusted
from memlock_core.paths import safe_file_stem
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore.codec import decode_record
from memlock_core.pinstore.contract import Change, QuarantineRecord, RecordProblem, Txn
from memlock_core.pinstore.integrity import (
    SIGNED_WITHOUT_KEY,
    STEM_RE,
    Manifest,
    entry_matches,
    salvage_store_id,
    sha256_hex,
)

log = logging.getLogger("memlock")

MISSING = "manifest is missing"
Problems = dict[str, tuple[str, "str | None"]]  # record name -> (reason, pin id the manifest lists)


def read_manifest(tx: Txn, key: bytes | None) -> tuple[Manifest | None, str]:
    """The manifest if it parses and verifies, else (None, why)."""
    try:
        raw = tx.manifest_raw()
    except OSError as exc:
        return None, f"manifest is unreadable: {exc}"
    if raw is None:
        return None, MISSING
    manifest, problem = Manifest.parse(raw, key)
    if manifest is not None and key is None and manifest.log_head.count:
        # a signed store whose manifest was rewritten unsigned still has a signed newest log line
        try:
            if pin_log.is_signed(tx.log_last_line()):
                return None, SIGNED_WITHOUT_KEY
        except OSError as exc:
            return None, f"decision log is unreadable: {exc}"
    return manifest, problem


def raw_manifest_quiet(tx: Txn) -> bytes | None:
    try:
        return tx.manifest_raw()
    except OSError:
        return None


def is_new(tx: Txn, problem: str, items: dict[str, Any] | None = None) -> bool:
    """No manifest, no record, no log: a store never written (not an untrusted one)."""
    if problem != MISSING:
        return False
    items = tx.read_all() if items is None else items
    return not items and not tx.has_log()


def writable(tx: Txn, key: bytes | None) -> Manifest:
    """The manifest a change may build on; an untrusted store refuses every write."""
    manifest, problem = read_manifest(tx, key)
    if manifest is not None:
        return manifest
    if is_new(tx, problem):
        return Manifest(store_id=uuid.uuid4().hex, log_head=tx.log_actual_head(), signed=key is not None)
    raise StoreUntrusted(f"pin store is not trusted ({problem}); run `memlock rebaseline` after checking it")


def evaluate(manifest: Manifest, items: dict[str, bytes | RecordProblem]) -> tuple[list[Anchor], Problems]:
    """The records that verify against ``manifest`` (as pins), and why each other one does not."""
    pending = (manifest.pending or {}).get("entries", {})
    pins: list[Anchor] = []
    problems: Problems = {}
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


def quarantine_into(change: Change, items: dict[str, Any], problems: Problems) -> list[QuarantineRecord]:
    """Add to ``change`` the quarantine of every record in ``problems``, each logged with its reason."""
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


def mismatch_reason(current: bytes | RecordProblem, entry: dict[str, Any] | None) -> str:
    """Why the bytes found under a name do not verify against its manifest entry."""
    if isinstance(current, RecordProblem):
        return "unreadable: " + current.reason
    return "not listed in the manifest" if entry is None else "content does not match the manifest"


def refuse_duplicate(tx: Txn, manifest: Manifest, anchor: Anchor) -> None:
    """:class:`PinConflict` when a trusted pin visible alongside ``anchor`` has the same text."""
    pins, _ = evaluate(manifest, tx.read_all())
    for pin in pins:
        if pin.id != anchor.id and pin.text == anchor.text and (
                pin.scope == "global" or (pin.project is not None and pin.project == anchor.project)):
            raise PinConflict(f"already pinned as {pin.id}")


def check_identity(tx: Txn, manifest: Manifest | None, problem: str, items: dict[str, Any],
                   store_id: str, allow_other_store: bool) -> None:
    """Refuse a snapshot of another store (unless allowed) or over a store whose identity is unknown."""
    if problem == SIGNED_WITHOUT_KEY:
        raise StoreUntrusted(SIGNED_WITHOUT_KEY)
    if manifest is not None and manifest.store_id != store_id and not allow_other_store:
        raise StoreUntrusted(f"snapshot belongs to store {store_id}, this is store {manifest.store_id}; "
                             "pass --allow-other-store to replace this store's pins with it")
    if manifest is None and not is_new(tx, problem, items):
        known = salvage_store_id(raw_manifest_quiet(tx))
        if known != store_id and not allow_other_store:
            raise StoreUntrusted(f"this store is untrusted ({problem}) and its identity cannot be proven to "
                                 "match the snapshot; pass --allow-other-store to replace it")
