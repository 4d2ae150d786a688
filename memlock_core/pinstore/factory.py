"""Choosing and opening the configured pin store backend, failing closed when it cannot be used."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from memlock_core.errors import StoreUnavailable
from memlock_core.pinstore.contract import PinLoad, QuarantineRecord
from memlock_core.pinstore.integrity import (
    KeyProblem,
    load_key,
)

log = logging.getLogger("memlock")



# ── a store that cannot be used ───────────────────────────────────────────────
class UnavailablePinStore:
    """Stands in for a configured backend that cannot be opened: no pins, every write refused.

    Falling back to local files instead would split a fleet's pins silently; this fails closed and
    says why in ``/guard`` and ``memlock status``.
    """

    def __init__(self, backend: str, reason: str):
        self.backend, self.reason, self.location, self.key = backend, reason, backend, None

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
        from memlock_core.pinstore.file_backend import FilePinStore

        return FilePinStore(home, key)
    try:
        from memlock_core.pinstore import sql_backend as pin_store_sql

        return pin_store_sql.open_sql_store(backend, cfg, Path(home), key)
    except Exception as exc:  # noqa: BLE001 - fail closed toward trust, open toward the host
        log.warning("memlock: persistence_backend %s unavailable: %s", backend, exc)
        return UnavailablePinStore(backend, str(exc))


