"""The transaction: how one change reaches a backend, all or nothing, with its log lines chained.

One piece of the pin store. A change (:class:`~.contract.Change`) is turned into two manifests,
the *pending* one that records the intent (so whoever takes the lock next can settle a change
interrupted half way) and the *final* one, plus the decision-log lines chained onto the manifest's
log head (HMAC-signed with a key). The backend's :meth:`~.contract.Txn.commit` writes them in that
order; :func:`replace_all` swaps in a whole store (snapshot import).
"""
from __future__ import annotations

import contextlib
import logging
import threading
import time
from dataclasses import asdict
from typing import Callable, Iterator, Protocol

from memlock_core.errors import StoreUnavailable, StoreWriteFailed, describe_os_error
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore.contract import Change, PinLoad, Txn
from memlock_core.pinstore.integrity import STEM_RE, Manifest

log = logging.getLogger("memlock")


class StoreCore(Protocol):
    """What :mod:`.operator_actions` and :mod:`.transfer` use of a store (:class:`~.base.PinStoreBase`)."""

    backend: str
    _tlock: threading.RLock

    @property
    def key(self) -> bytes | None: ...
    @property
    def location(self) -> str: ...
    def load(self) -> PinLoad: ...
    def _txn(self) -> contextlib.AbstractContextManager[Txn]: ...
    def _view(self) -> contextlib.AbstractContextManager[Txn]: ...
    def _read_txn(self) -> contextlib.AbstractContextManager[Txn]: ...
    def _commit(self, tx: Txn, before: Manifest, change: Change) -> Manifest: ...
    def _committed(self) -> None: ...


def commit(tx: Txn, before: Manifest, change: Change, key: bytes | None, location: str) -> Manifest:
    """Apply ``change`` on top of ``before``; returns the new manifest. :class:`StoreWriteFailed`
    (the backend rolled the change back) when the disk refuses a write."""
    lines, head = pin_log.chain(change.log, before.log_head, key)
    touched = set(change.writes) | change.deletes | {n for n in change.quarantine if STEM_RE.match(n)}
    touched |= {s for s in set(before.pins) | set(change.table) if before.pins.get(s) != change.table.get(s)}
    intent = {"op": change.op, "entries": {s: change.table.get(s) for s in sorted(touched)},
              "log": change.log, "log_stems": change.log_stems, "unquarantine": change.unquarantine,
              "quarantine": {n: asdict(r) for n, r in change.quarantine.items()}}
    pending = Manifest(before.store_id, before.generation, before.pins, before.log_head, intent,
                       time.time(), key is not None)
    final = Manifest(before.store_id, before.generation + 1, change.table, head, None, time.time(), key is not None)
    try:
        tx.commit(change, before, pending, final, lines)
    except OSError as exc:
        raise StoreWriteFailed(f"could not write the pin store at {location}: {describe_os_error(exc)}; "
                               "the change was rolled back, nothing was stored") from exc
    return final


def replace_all(tx: Txn, base: Manifest, store_id: str, change: Change, key: bytes | None) -> None:
    """Replace the whole store with ``change.table`` (records, quarantine, log) in one step."""
    target = Manifest(store_id, base.generation, base.pins, base.log_head, None, time.time(), key is not None)
    lines, head = pin_log.chain(change.log, target.log_head, key)
    final = Manifest(store_id, base.generation + 1, change.table, head, None, time.time(), key is not None)
    tx.replace(change, final, lines)


@contextlib.contextmanager
def read_txn(locked: Callable[[], contextlib.AbstractContextManager[Txn]],
             unlocked: Callable[[], contextlib.AbstractContextManager[Txn]]) -> Iterator[Txn]:
    """The locked view for a consistent read, or the unlocked one when the lock cannot be taken
    (a read-only or full disk): reading must work where writing cannot."""
    with contextlib.ExitStack() as stack:
        try:
            tx = stack.enter_context(locked())
        except (OSError, StoreUnavailable) as exc:
            log.debug("memlock: reading the pin store without its lock: %s", exc)
            tx = stack.enter_context(unlocked())
        yield tx
