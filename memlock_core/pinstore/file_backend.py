"""The default durable pin backend: files under ``<home>/pins``, needing nothing but a filesystem.

Layout::

    pins/records/<stem>.json                  one pin per file
    pins/manifest.json                        the trusted table (+ log head, generation, optional HMAC)
    pins/quarantine/<name>.quarantined        a refused record, next to <name>.reason.json
    pins/log.jsonl                            the decision log
    .pins.lock                                flock held by every writer; outside pins/ so that a
                                              snapshot import can swap the whole directory

Reads are here (:class:`_FileTxn`); the crash-safe commit protocol (pending intent, records, log,
final manifest; recovery of an interrupted change) is :mod:`.file_commit`.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
from pathlib import Path
from typing import Iterator

from memlock_core.fileio import file_lock, read_capped
from memlock_core.pinstore.base import PinStoreBase
from memlock_core.pinstore.contract import MAX_RECORD_BYTES, Change, QuarantineRecord, RecordProblem, Txn
from memlock_core.pinstore.file_commit import FileCommit, recover_swap
from memlock_core.pinstore.integrity import STEM_RE, LogHead, Manifest, sha256_hex

log = logging.getLogger("memlock")
LOG_TAIL_BYTES = 1 << 16  # enough for the newest log line (entries are capped far below this)


class _FileTxn(Txn):
    """One view of the files: the reads here, the writes in :class:`~.file_commit.FileCommit`."""

    def __init__(self, store: "FilePinStore", locked: bool):
        self.s, self.locked = store, locked

    # reads
    def manifest_raw(self) -> bytes | None:
        try:
            return self.s.manifest_path.read_bytes()
        except FileNotFoundError:
            return None

    def names(self) -> list[str]:
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

    def record_path(self, name: str) -> Path:
        return self.s.records / (name[1:] if name.startswith("?") else name + ".json")

    def read(self, name: str) -> bytes | RecordProblem | None:
        path = self.record_path(name)
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
            data = read_capped(fd, MAX_RECORD_BYTES)
            return data if len(data) <= MAX_RECORD_BYTES else RecordProblem(f"larger than {MAX_RECORD_BYTES} bytes")
        except OSError as exc:
            return RecordProblem(exc.strerror or str(exc))
        finally:
            os.close(fd)

    def read_all(self) -> dict[str, bytes | RecordProblem]:
        out = {}
        for name in self.names():
            value = self.read(name)
            if value is not None:
                out[name] = value
        return out

    def quarantine_list(self) -> list[QuarantineRecord]:
        out: list[QuarantineRecord] = []
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

    def log_bytes(self) -> bytes:
        try:
            return self.s.log_path.read_bytes()
        except FileNotFoundError:
            return b""

    def log_lines(self) -> list[bytes]:
        data = self.log_bytes()
        lines = data.split(b"\n")
        return [line for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])

    def log_last_line(self) -> bytes | None:
        try:
            with open(self.s.log_path, "rb") as fh:
                size = fh.seek(0, os.SEEK_END)
                fh.seek(max(0, size - LOG_TAIL_BYTES))
                tail = fh.read()
        except FileNotFoundError:
            return None
        lines = tail[: tail.rfind(b"\n") + 1].split(b"\n")[:-1]  # a torn final line is not an entry
        return lines[-1] if lines else None

    def has_log(self) -> bool:
        try:
            return self.s.log_path.stat().st_size > 0
        except OSError:
            return False

    def log_actual_head(self) -> LogHead:
        data = self.log_bytes()
        end = data.rfind(b"\n") + 1  # a torn final line (crash mid-append) is not part of the log
        lines = data[:end].split(b"\n")[:-1]
        return LogHead(len(lines), sha256_hex(lines[-1]) if lines else "", end)

    # writes (the commit protocol: file_commit.py)
    def commit(self, change: Change, before: Manifest, pending: Manifest, final: Manifest, lines: list[bytes]) -> None:
        FileCommit(self).commit(change, before, pending, final, lines)

    def replace(self, change: Change, final: Manifest, lines: list[bytes]) -> None:
        """Snapshot import: build the whole new store beside the live one, then swap directories."""
        FileCommit(self).swap_in(change, final, lines)


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
        self._watch_files(self.manifest_path)  # every commit replaces the manifest (a new inode)

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
            recover_swap(self)
            tx = _FileTxn(self, locked=True)
            FileCommit(tx).settle()
            yield tx
