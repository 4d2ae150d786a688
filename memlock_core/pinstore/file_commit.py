"""The file backend's commit protocol: a change written so that a crash at any step loses nothing.

A pin file and the manifest are two files, and a writer can die between them. Each change first
writes the manifest with a *pending intent* (the new entries and log entries), then the records
(temp + fsync + rename + directory fsync), then the log, then the final manifest
(:meth:`FileCommit.commit`). Whoever takes the lock next settles an interrupted change record by
record (:meth:`FileCommit.settle`), so a pin is always in its old or its new state, and the log
says which. A snapshot import builds a whole store beside the live one and swaps directories
(:meth:`FileCommit.swap_in`; :func:`recover_swap` finishes or undoes one cut short).
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import shutil
import time
import uuid
from dataclasses import asdict
from pathlib import Path
from typing import Protocol

from memlock_core.errors import PinStoreError
from memlock_core.fileio import atomic_write_bytes, fsync_dir, private_dir
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore.contract import Change, QuarantineRecord, RecordProblem, Txn
from memlock_core.pinstore.integrity import Manifest, entry_matches
from memlock_core.pinstore.verification import read_manifest

log = logging.getLogger("memlock")


class FileLayout(Protocol):
    """Where a file store keeps its parts (:class:`~.file_backend.FilePinStore`)."""

    home: Path
    root: Path
    records: Path
    quarantine_dir: Path
    manifest_path: Path
    log_path: Path

    @property
    def key(self) -> bytes | None: ...
    def _hit(self, step: str) -> None: ...


class FileReads(Txn, Protocol):
    """The reads a commit needs (:class:`~.file_backend._FileTxn`)."""

    @property
    def s(self) -> FileLayout: ...
    def read(self, name: str) -> bytes | RecordProblem | None: ...
    def record_path(self, name: str) -> Path: ...
    def log_bytes(self) -> bytes: ...
    def names(self) -> list[str]: ...


class FileCommit:
    """Writes of one locked file transaction (the reads are a :class:`FileReads`)."""

    def __init__(self, tx: FileReads):
        self.tx = tx
        self.s = tx.s

    def trim_log(self, covered: int, *, quiet: bool = False) -> int:
        """Keep the log exactly as far as the manifest covers it.

        Bytes after that point were not written by a committed change: an interrupted change's own
        lines (``quiet``: recovery rewrites them) or someone else's, which are moved aside as evidence.
        """
        size = self.s.log_path.stat().st_size if self.s.log_path.exists() else 0
        if size > covered:
            with open(self.s.log_path, "r+b") as fh:
                fh.seek(covered)
                extra = fh.read()
                if not quiet:
                    stamp = time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())
                    orphan = self.s.root / f"log.orphan-{stamp}-{uuid.uuid4().hex[:6]}"
                    atomic_write_bytes(orphan, extra)
                    log.warning("memlock: %d byte(s) of pin log not covered by the manifest moved to %s",
                                len(extra), orphan)
                fh.truncate(covered)
                fh.flush()
                os.fsync(fh.fileno())
            size = covered
        return size

    def append_log(self, lines: list[bytes]) -> None:
        if not lines:
            return
        private_dir(self.s.root)
        fd = os.open(self.s.log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            data = b"".join(line + b"\n" for line in lines)
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)

    def write_manifest(self, manifest: Manifest) -> None:
        atomic_write_bytes(self.s.manifest_path, manifest.to_bytes(self.s.key))

    def move_to_quarantine(self, name: str, record: QuarantineRecord) -> None:
        qdir = self.s.quarantine_dir
        private_dir(qdir)
        atomic_write_bytes(qdir / f"{record.file}.reason.json", json.dumps(asdict(record), indent=1).encode("utf-8"))
        if record.has_data:
            with contextlib.suppress(FileNotFoundError):
                os.replace(self.tx.record_path(name), qdir / f"{record.file}.quarantined")
        fsync_dir(qdir)

    def drop_quarantine(self, name: str) -> None:
        for suffix in (".quarantined", ".reason.json"):
            path = self.s.quarantine_dir / f"{name}{suffix}"
            with contextlib.suppress(FileNotFoundError):
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
        fsync_dir(self.s.quarantine_dir)

    def commit(self, change: Change, before: Manifest, pending: Manifest, final: Manifest, lines: list[bytes]) -> None:
        s = self.s
        private_dir(s.records)
        start = self.trim_log(before.log_head.bytes)
        pending.pending["log_start"] = start  # type: ignore[index]
        previous = {stem: self.tx.read(stem) for stem in set(change.writes) | change.deletes}
        s._hit("begin")
        self.write_manifest(pending)
        try:
            self._apply(change, final, lines, start)
        except OSError:
            self._undo(change, before, previous, start)
            raise
        for name in change.unquarantine:
            self.drop_quarantine(name)

    def _apply(self, change: Change, final: Manifest, lines: list[bytes], start: int) -> None:
        s = self.s
        s._hit("pending")
        for name, record in change.quarantine.items():
            self.move_to_quarantine(name, record)
            s._hit("quarantine")
        for stem, raw in change.writes.items():
            atomic_write_bytes(self.tx.record_path(stem), raw, durable=False)
            s._hit("record")
        for stem in change.deletes:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.tx.record_path(stem))
        if len(change.writes) > 64:
            os.sync()  # bulk changes: one sync instead of one fsync per file
        else:
            for stem in change.writes:
                _fsync_file(self.tx.record_path(stem))
        fsync_dir(s.records)
        s._hit("records")
        self.append_log(lines)
        s._hit("log")
        final.log_head.bytes = start + sum(len(line) + 1 for line in lines)
        self.write_manifest(final)
        s._hit("final")

    def _undo(self, change: Change, before: Manifest, previous: dict[str, bytes | RecordProblem | None],
              start: int) -> None:
        """Put a change that failed with an OSError (disk full, read-only) back, so the failure the
        caller reports is the truth: the next writer's recovery must not complete it.

        Records go back first (deleting new bytes frees space for the old ones), then the log and
        the manifest. If a step fails too, the pending intent stays and recovery settles every
        record by its bytes, which are by then the old ones wherever this got to.
        """
        try:
            for name, record in change.quarantine.items():
                held = self.s.quarantine_dir / f"{record.file}.quarantined"
                if record.has_data and held.exists() and not self.tx.record_path(name).exists():
                    os.replace(held, self.tx.record_path(name))
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.s.quarantine_dir / f"{record.file}.reason.json")
            for stem, old in previous.items():
                current = self.tx.read(stem)
                if current == old or isinstance(old, RecordProblem):
                    continue
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.tx.record_path(stem))
                if isinstance(old, bytes):
                    atomic_write_bytes(self.tx.record_path(stem), old)
            fsync_dir(self.s.records)
            self.trim_log(start, quiet=True)
            self.write_manifest(before)
        except OSError as exc:
            log.error("memlock: could not fully roll back a failed pin store change (%s); "
                      "the next writer settles it from the records", exc)

    def swap_in(self, change: Change, final: Manifest, lines: list[bytes]) -> None:
        """Snapshot import: build the whole new store beside the live one, then swap directories."""
        s = self.s
        staging = s.home / f".pins.staging-{change.op}"
        private_dir(staging.parent)
        staging.mkdir(mode=0o700)
        os.chmod(staging, 0o700)
        try:
            (staging / "records").mkdir(mode=0o700)
            for stem in change.table:
                raw = change.writes[stem] if stem in change.writes else self.tx.read(stem)
                if not isinstance(raw, bytes):
                    raise PinStoreError(f"record {stem} could not be read while staging the import")
                atomic_write_bytes(staging / "records" / f"{stem}.json", raw, durable=False)
            qdir = staging / "quarantine"
            qdir.mkdir(mode=0o700)
            if s.quarantine_dir.is_dir():
                for item in os.listdir(s.quarantine_dir):
                    source = s.quarantine_dir / item
                    if item.startswith(".") or not source.is_file() or source.is_symlink():
                        continue
                    shutil.copy2(source, qdir / item)
            for name, record in change.quarantine.items():
                atomic_write_bytes(qdir / f"{record.file}.reason.json", json.dumps(asdict(record), indent=1).encode("utf-8"))
                raw = self.tx.read(name)
                if isinstance(raw, bytes):
                    atomic_write_bytes(qdir / f"{record.file}.quarantined", raw)
            old_log = self.tx.log_bytes()
            old_log = old_log[: old_log.rfind(b"\n") + 1]
            new_log = old_log + b"".join(line + b"\n" for line in lines)
            atomic_write_bytes(staging / "log.jsonl", new_log, durable=False)
            final.log_head.bytes = len(new_log)
            atomic_write_bytes(staging / "manifest.json", final.to_bytes(s.key), durable=False)
            os.sync()
            for directory in (staging / "records", qdir, staging):
                fsync_dir(directory)
            atomic_write_bytes(staging / ".complete", change.op.encode())
            s._hit("staged")
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        previous = s.home / f".pins.previous-{change.op}"
        live = s.root.exists()
        if live:
            os.rename(s.root, previous)
        s._hit("swapped-out")
        try:
            os.rename(staging, s.root)
        except BaseException:
            if live:
                os.rename(previous, s.root)
            raise
        os.unlink(s.root / ".complete")
        fsync_dir(s.home)
        s._hit("swapped-in")
        shutil.rmtree(previous, ignore_errors=True)

    def settle(self) -> None:
        """A change was interrupted after its intent was written: settle every record old or new."""
        manifest, _ = read_manifest(self.tx, self.s.key)
        if manifest is None or manifest.pending is None:
            return
        for directory in (self.s.root, self.s.quarantine_dir):  # temp files of the interrupted writer
            for leftover in directory.glob(".*.tmp") if directory.is_dir() else ():
                with contextlib.suppress(OSError):
                    leftover.unlink()
        self.tx.names()  # (under the lock this also removes temp records)
        intent = manifest.pending
        table = dict(manifest.pins)
        applied_stems = set()
        for stem, new in intent["entries"].items():
            raw = self.tx.read(stem)
            old = manifest.pins.get(stem)
            if raw is None:
                table.pop(stem, None)
                if new is None:
                    applied_stems.add(stem)
            elif isinstance(raw, bytes) and entry_matches(new, raw):
                table[stem] = new
                applied_stems.add(stem)
            elif isinstance(raw, bytes) and entry_matches(old, raw) and old == new:
                applied_stems.add(stem)
        for name, data in intent.get("quarantine", {}).items():
            with contextlib.suppress(TypeError):
                record = QuarantineRecord.from_dict(data)
                if record.has_data and not (self.s.quarantine_dir / f"{record.file}.quarantined").exists():
                    with contextlib.suppress(FileNotFoundError):
                        os.unlink(self.s.quarantine_dir / f"{record.file}.reason.json")
        entries, stems = intent.get("log", []), intent.get("log_stems", [])
        chosen = [e for e, st in zip(entries, stems + [None] * len(entries))
                  if st is None and (applied_stems or not intent["entries"]) or st in applied_stems]
        start = int(intent.get("log_start", manifest.log_head.bytes))
        written = self._log_tail_ids(start)
        lines, head = pin_log.chain(chosen, manifest.log_head, self.s.key)
        keep = 0
        for line, logged_id in zip(lines, written):
            data = pin_log.parse_line(line) or {}
            if data.get("id") != logged_id:
                break
            keep += 1
        offset = start + sum(len(line) + 1 for line in lines[:keep])
        self.trim_log(offset, quiet=True)
        self.append_log(lines[keep:])
        head.bytes = start + sum(len(line) + 1 for line in lines)
        final = Manifest(manifest.store_id, manifest.generation + 1, table, head, None, time.time(), manifest.signed)
        self.write_manifest(final)
        if applied_stems or not intent["entries"]:
            for name in intent.get("unquarantine", []):
                self.drop_quarantine(name)
        log.warning("memlock: settled an interrupted pin store change (%d of %d record(s) applied)",
                    len(applied_stems), len(intent["entries"]))

    def _log_tail_ids(self, start: int) -> list[str]:
        try:
            with open(self.s.log_path, "rb") as fh:
                fh.seek(start)
                tail = fh.read()
        except FileNotFoundError:
            return []
        ids = []
        for line in tail.split(b"\n")[:-1]:  # a torn last line is not an entry
            data = pin_log.parse_line(line)
            if data is None:
                break
            ids.append(str(data.get("id")))
        return ids


def recover_swap(store: FileLayout) -> None:
    """Finish or undo a snapshot import that was interrupted between its two renames."""
    staged = sorted(store.home.glob(".pins.staging-*"))
    previous = sorted(store.home.glob(".pins.previous-*"))
    if not store.root.exists():
        complete = [d for d in staged if (d / ".complete").exists()]
        if complete:
            os.rename(complete[-1], store.root)
            with contextlib.suppress(FileNotFoundError):
                os.unlink(store.root / ".complete")
            staged.remove(complete[-1])
            log.warning("memlock: finished an interrupted snapshot import")
        elif previous:
            os.rename(previous[-1], store.root)
            previous.pop()
            log.warning("memlock: rolled back an interrupted snapshot import")
        fsync_dir(store.home)
    for leftover in staged + previous:
        shutil.rmtree(leftover, ignore_errors=True)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
