"""Choosing and opening the configured pin store backend, failing closed when it cannot be used."""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from memlock_core.anchor import Anchor
from memlock_core.errors import StoreUnavailable
from memlock_core.pinstore.contract import ExportState, ImportResult, PinLoad, PinStore, QuarantineRecord, VerifyReport
from memlock_core.pinstore.integrity import KeyProblem, load_key

if TYPE_CHECKING:
    from memlock_core.pinstore.decision_log import LogEntry

log = logging.getLogger("memlock")


# ── a store that cannot be used ───────────────────────────────────────────────
class UnavailablePinStore:
    """Stands in for a configured backend that cannot be opened: no pins, every write refused.

    Falling back to local files instead would split a fleet's pins silently; this fails closed and
    says why in ``/guard`` and ``memlock status``.

    Over ~20 methods because it answers every call of the :class:`PinStore` protocol, each in a line.
    """

    def __init__(self, backend: str, reason: str):
        self.backend, self.reason = backend, reason
        self.key: bytes | None = None

    @property
    def location(self) -> str:
        return self.backend

    def _refuse(self) -> NoReturn:
        raise StoreUnavailable(f"{self.backend} pin store unavailable: {self.reason}")

    def load(self) -> PinLoad:
        return PinLoad(held_back=True, held_back_reason=f"{self.backend} pin store unavailable: {self.reason}",
                       unavailable=True)

    def change_token(self, *, cached: bool = False) -> Any:
        return None  # nothing to watch: engines keep what they seeded at session start

    def quarantined(self) -> list[QuarantineRecord]:
        return []

    def store_id(self) -> str | None:
        return None

    def verify(self) -> VerifyReport:
        self._refuse()

    def get(self, pin_id: str) -> Anchor | None:
        self._refuse()

    def put(self, anchor: Anchor, actor: str, action: str = "pinned", *, unique: bool = False,
            **detail: Any) -> None:
        self._refuse()

    def modify(self, pin_id: str, change_fn: Callable[[Anchor], Anchor], actor: str, action: str,
               **detail: Any) -> Anchor:
        self._refuse()

    def remove(self, pin_id: str, actor: str, action: str = "unpinned", *, expect_version: int | None = None,
               **detail: Any) -> bool:
        self._refuse()

    def rebaseline(self, actor: str = "user") -> int:
        self._refuse()

    def disable_signing(self, actor: str = "user") -> int:
        self._refuse()

    def check_import(self, store_id: str, *, allow_other_store: bool = False) -> None:
        self._refuse()

    def preview_rebaseline(self) -> tuple[list[dict[str, Any]], str]:
        self._refuse()

    def restore(self, name: str, actor: str = "user") -> Anchor:
        self._refuse()

    def drop(self, name: str, actor: str = "user") -> QuarantineRecord:
        self._refuse()

    def history(self, pin_id: str | None = None, limit: int | None = None) -> list[LogEntry]:
        self._refuse()

    def summary(self) -> dict[str, Any]:
        self._refuse()

    def export_state(self) -> ExportState:
        self._refuse()

    def import_state(self, store_id: str, records: dict[str, bytes], log_lines: list[bytes], *, actor: str = "user",
                     allow_other_store: bool = False, snapshot_id: str = "") -> ImportResult:
        self._refuse()


def open_pin_store(cfg: Any, home: Path) -> PinStore:
    """The configured durable pin store; an :class:`UnavailablePinStore` if it cannot be used."""
    backend = getattr(cfg, "persistence_backend", "file") or "file"
    try:
        key = load_key(getattr(cfg, "hmac_key_file", "") or "")
    except (KeyProblem, OSError) as exc:
        log.warning("memlock: %s", exc)
        return UnavailablePinStore(backend, str(exc))
    if backend == "file":
        from memlock_core.pinstore.file_backend import FilePinStore  # the SQL backends import only on demand

        return FilePinStore(home, key)
    try:
        from memlock_core.pinstore import sql_backend as pin_store_sql

        return pin_store_sql.open_sql_store(backend, cfg, Path(home), key)
    except Exception as exc:  # noqa: BLE001 - fail closed toward trust, open toward the host
        log.warning("memlock: persistence_backend %s unavailable: %s", backend, exc)
        return UnavailablePinStore(backend, str(exc))


if TYPE_CHECKING:  # the type checker proves every backend satisfies the contract
    from memlock_core.pinstore.file_backend import FilePinStore
    from memlock_core.pinstore.sql_backend import SqlPinStore

    def _conforms(a: FilePinStore, b: SqlPinStore, c: UnavailablePinStore) -> tuple[PinStore, PinStore, PinStore]:
        return a, b, c
