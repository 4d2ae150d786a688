"""Durable pins (scopes ``global`` and ``project``) that outlive sessions, stored tamper-evidently.

File backend layout under ``<home>/pins``::

    records/<stem>.json     one pin per file
    manifest.json           sha256 + size of every trusted pin file, optional HMAC
    quarantine/             files that failed verification, each with a ``.reason.json``
    log.jsonl               append-only decisions (pinned, updated, unpinned, quarantined, ...)

Trust rules (fail closed): a file whose hash differs from the manifest, that is not listed, or
that cannot be read is quarantined and never loaded; a missing or corrupt manifest (or a bad HMAC
when a key is configured) holds *every* pin back until an operator runs ``memlock rebaseline``.
"""
from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import logging
import os
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterator

from .anchor import Anchor
from .fileio import atomic_write_bytes, atomic_write_text, file_lock, fsync_dir
from .paths import safe_file_stem

log = logging.getLogger("memlock")
MANIFEST_VERSION = 2


@dataclass
class QuarantineRecord:
    file: str
    reason: str
    at: float
    pin_id: str | None = None


@dataclass
class PinLoad:
    """What a load found: trusted pins, and everything that was refused and why."""

    pins: list[Anchor] = field(default_factory=list)
    quarantined: list[QuarantineRecord] = field(default_factory=list)
    held_back: bool = False
    held_back_reason: str = ""

    @property
    def trusted(self) -> bool:
        return not self.held_back


def hmac_key(key_file: str = "") -> bytes | None:
    """The integrity key: ``$MEMLOCK_HMAC_KEY`` or a key file readable only by its owner."""
    env = os.environ.get("MEMLOCK_HMAC_KEY", "")
    if env:
        return env.encode("utf-8")
    if key_file:
        path = Path(os.path.expanduser(key_file))
        mode = path.stat().st_mode & 0o077
        if mode:
            raise PermissionError(f"{path} must not be readable by group or others (chmod 600)")
        return path.read_bytes().strip()
    return None


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class FilePinStore:
    backend = "file"

    def __init__(self, home: Path, key: bytes | None = None):
        self.root = Path(home) / "pins"
        self.records = self.root / "records"
        self.quarantine_dir = self.root / "quarantine"
        self.manifest_path = self.root / "manifest.json"
        self.log_path = self.root / "log.jsonl"
        self.key = key

    # ── locking and manifest ──────────────────────────────────────────────
    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        with file_lock(self.root / ".lock"):
            yield

    def _sign(self, table: dict, store_id: str) -> str | None:
        if self.key is None:
            return None
        canonical = json.dumps({"store_id": store_id, "pins": table}, sort_keys=True, separators=(",", ":"))
        return hmac.new(self.key, canonical.encode("utf-8"), hashlib.sha256).hexdigest()

    def _read_manifest(self) -> tuple[dict | None, str]:
        """(manifest, problem). A manifest is only returned when it is well formed and, with a key, signed."""
        try:
            raw = self.manifest_path.read_bytes()
        except FileNotFoundError:
            return None, "manifest is missing"
        except OSError as exc:
            return None, f"manifest is unreadable: {exc}"
        try:
            data = json.loads(raw)
            table = data["pins"]
            if not isinstance(table, dict) or not isinstance(data.get("store_id"), str):
                raise ValueError("bad shape")
        except (ValueError, KeyError, TypeError):
            return None, "manifest is corrupt"
        if self.key is not None:
            expected = self._sign(table, data["store_id"])
            if not isinstance(data.get("hmac"), str) or not hmac.compare_digest(expected, data["hmac"]):
                return None, "manifest HMAC does not verify with the configured key"
        return data, ""

    def _write_manifest(self, table: dict, store_id: str) -> None:
        data = {"version": MANIFEST_VERSION, "store_id": store_id, "generated_at": time.time(), "pins": table}
        signature = self._sign(table, store_id)
        if signature:
            data["hmac"] = signature
        atomic_write_text(self.manifest_path, json.dumps(data, sort_keys=True, indent=1))

    def store_id(self) -> str | None:
        manifest, _ = self._read_manifest()
        return manifest["store_id"] if manifest else None

    def _log(self, action: str, pin_id: str | None, actor: str, **extra) -> None:
        entry = {"at": time.time(), "action": action, "pin_id": pin_id, "actor": actor, **extra}
        self.root.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "a", encoding="utf-8") as fh:
            fh.write(json.dumps(entry, ensure_ascii=False) + "\n")
            fh.flush()
            os.fsync(fh.fileno())

    # ── reads ─────────────────────────────────────────────────────────────
    def _quarantine(self, path: Path, reason: str, pin_id: str | None) -> QuarantineRecord:
        self.quarantine_dir.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%dT%H%M%S")
        target = self.quarantine_dir / f"{path.stem}.{stamp}.{uuid.uuid4().hex[:6]}.json"
        record = QuarantineRecord(file=target.name, reason=reason, at=time.time(), pin_id=pin_id)
        os.replace(path, target)
        atomic_write_text(target.with_suffix(".reason.json"), json.dumps(asdict(record), indent=1))
        fsync_dir(self.records)
        self._log("quarantined", pin_id, "memlock", reason=reason, file=target.name)
        log.warning("memlock: pin file %s quarantined: %s", path.name, reason)
        return record

    def quarantined(self) -> list[QuarantineRecord]:
        out = []
        if self.quarantine_dir.is_dir():
            for reason in sorted(self.quarantine_dir.glob("*.reason.json")):
                with contextlib.suppress(OSError, ValueError, TypeError):
                    out.append(QuarantineRecord(**json.loads(reason.read_text(encoding="utf-8"))))
        return out

    def load(self) -> PinLoad:
        """Verify and load every pin. Refused files are quarantined (moved aside with a reason)."""
        result = PinLoad()
        if not self.records.is_dir():
            return result
        with self._locked():
            files = sorted(self.records.glob("*.json"))
            manifest, problem = self._read_manifest()
            if manifest is None:
                if files or problem != "manifest is missing":
                    result.held_back, result.held_back_reason = True, (
                        f"{problem}; {len(files)} pin file(s) held back until `memlock rebaseline`")
                result.quarantined = self.quarantined()
                return result
            table = manifest["pins"]
            for path in files:
                entry = table.get(path.stem)
                try:
                    raw = path.read_bytes()
                except OSError as exc:
                    result.quarantined.append(self._quarantine(path, f"unreadable: {exc}", None))
                    continue
                if entry is None:
                    result.quarantined.append(self._quarantine(path, "not listed in the manifest", None))
                    continue
                if entry.get("sha256") != _digest(raw) or entry.get("size") != len(raw):
                    result.quarantined.append(self._quarantine(path, "content does not match the manifest", entry.get("id")))
                    continue
                try:
                    result.pins.append(Anchor.from_dict(json.loads(raw)))
                except (ValueError, TypeError) as exc:
                    result.quarantined.append(self._quarantine(path, f"not a pin record: {exc}", entry.get("id")))
            result.quarantined = self.quarantined()
        return result

    # ── writes ────────────────────────────────────────────────────────────
    def _path(self, pin_id: str) -> Path:
        return self.records / f"{safe_file_stem(pin_id)}.json"

    def _table_for_write(self) -> tuple[dict, str]:
        manifest, problem = self._read_manifest()
        if manifest is not None:
            return dict(manifest["pins"]), manifest["store_id"]
        if problem == "manifest is missing" and not any(self.records.glob("*.json")):
            return {}, uuid.uuid4().hex  # a brand-new store
        raise PermissionError(f"pin store is not trusted ({problem}); run `memlock rebaseline` first")

    def put(self, anchor: Anchor, actor: str, action: str = "pinned") -> None:
        raw = json.dumps(anchor.to_dict(), ensure_ascii=False, sort_keys=True, indent=1).encode("utf-8")
        with self._locked():
            table, store_id = self._table_for_write()
            path = self._path(anchor.id)
            atomic_write_bytes(path, raw)
            table[path.stem] = {"id": anchor.id, "sha256": _digest(raw), "size": len(raw)}
            self._write_manifest(table, store_id)
            self._log(action, anchor.id, actor, version=anchor.version, scope=anchor.scope, text=anchor.text[:200])

    def remove(self, pin_id: str, actor: str) -> bool:
        with self._locked():
            table, store_id = self._table_for_write()
            path = self._path(pin_id)
            existed = path.exists()
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            if table.pop(path.stem, None) is not None or existed:
                self._write_manifest(table, store_id)
                fsync_dir(self.records)
                self._log("unpinned", pin_id, actor)
                return True
            return False

    def rebaseline(self, actor: str = "user") -> int:
        """Trust the pin files as they are now: an explicit operator decision, logged."""
        with self._locked():
            manifest, _ = self._read_manifest()
            store_id = manifest["store_id"] if manifest else uuid.uuid4().hex
            table = {}
            for path in sorted(self.records.glob("*.json")) if self.records.is_dir() else []:
                raw = path.read_bytes()
                try:
                    pin_id = str(json.loads(raw)["id"])
                except (ValueError, KeyError, TypeError):
                    continue
                table[path.stem] = {"id": pin_id, "sha256": _digest(raw), "size": len(raw)}
            self.root.mkdir(parents=True, exist_ok=True)
            self._write_manifest(table, store_id)
            self._log("rebaselined", None, actor, count=len(table))
            return len(table)


def open_pin_store(cfg, home: Path):
    """The configured durable pin store. Falls back to files (with a warning) if a backend is unusable."""
    key = hmac_key(getattr(cfg, "hmac_key_file", "") or "")
    backend = getattr(cfg, "persistence_backend", "file")
    if backend != "file":
        try:
            from . import pin_store_sql  # optional backends

            return pin_store_sql.open_sql_store(backend, cfg, home, key)
        except Exception as exc:  # noqa: BLE001 - fail open toward the host, closed toward trust
            log.warning("memlock: persistence_backend %s unavailable (%s); using files", backend, exc)
    return FilePinStore(home, key)
