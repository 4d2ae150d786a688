"""Snapshots: the whole durable store as one tar archive, and a careful way back in.

Why so strict on import: an archive is the one input that can replace every pin at once, and it
often comes from somewhere else (a backup, another host). Import therefore reads and validates the
*entire* archive in memory, under hard caps, before it touches live data; then the store swaps the
replacement in as one step (file backend: staged directory + rename; SQL: one transaction) and
keeps the old state if anything fails.

Archive layout (gzip-compressed tar)::

    memlock-snapshot.json    format, snapshot id, store id (the binding), generation, member hashes, HMAC
    pins/<stem>.json         one durable pin each, byte-identical to the store's records
    log.jsonl                the store's decision log

Rejected: archives over the caps below; absolute, ``..``, ``.``, empty-component, backslash, NUL,
deep or overlong paths; links, devices, FIFOs and every other special member; duplicates and names
that collide after Unicode normalisation or case folding; unknown members; anything whose hash,
size or signature does not match the snapshot manifest.
"""
from __future__ import annotations

import contextlib
import gzip
import io
import json
import os
import stat
import tarfile
import time
import unicodedata
import uuid
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import memlock_core.safejson as safejson
from memlock_core.errors import IntegrityError
from memlock_core.fileio import atomic_write_bytes, read_capped
from memlock_core.pinstore import decision_log as pin_log
from memlock_core.pinstore.contract import ImportResult, decode_record
from memlock_core.pinstore.integrity import STEM_RE, mac, mac_ok, sha256_hex

FORMAT = "memlock-snapshot"
VERSION = 1
MANIFEST_NAME = "memlock-snapshot.json"
LOG_NAME = "log.jsonl"
PINS_DIR = "pins"
MAX_MANIFEST_BYTES = 16 << 20


@dataclass(frozen=True)
class Caps:
    """Hard limits on an archive being imported (defaults are the documented ones)."""

    archive_bytes: int = 64 << 20   # compressed archive
    members: int = 10_000
    member_bytes: int = 16 << 20
    total_bytes: int = 128 << 20    # sum of member contents
    stream_bytes: int = 192 << 20   # expanded tar stream, headers and padding included
    depth: int = 8                  # path components
    path_chars: int = 255
    component_chars: int = 128


DEFAULT_CAPS = Caps()


class SnapshotError(IntegrityError, ValueError):
    """The archive was rejected; the live store was not touched."""


@dataclass
class Snapshot:
    """A fully validated archive, held in memory."""

    snapshot_id: str
    store_id: str
    generation: int
    backend: str
    created_at: float
    records: dict[str, bytes]
    log_lines: list[bytes]
    signed: bool
    pin_ids: list[str] = field(default_factory=list)

    def describe(self) -> dict[str, Any]:
        return {"snapshot_id": self.snapshot_id, "store_id": self.store_id, "generation": self.generation,
                "backend": self.backend, "created_at": self.created_at, "pins": len(self.records),
                "log_entries": len(self.log_lines), "signed": self.signed}


# ── export ────────────────────────────────────────────────────────────────────
def build_archive(store: Any, caps: Caps = DEFAULT_CAPS) -> tuple[bytes, dict[str, Any]]:
    """(gzip tar bytes, snapshot manifest) of ``store``'s trusted state."""
    state = store.export_state()
    members: dict[str, bytes] = {f"{PINS_DIR}/{stem}.json": raw for stem, raw in sorted(state.records.items())}
    members[LOG_NAME] = b"".join(line + b"\n" for line in state.log_lines)
    manifest: dict[str, Any] = {
        "format": FORMAT, "version": VERSION, "snapshot_id": uuid.uuid4().hex, "store_id": state.store_id,
        "generation": state.generation, "backend": state.backend, "created_at": time.time(),
        "members": {name: {"sha256": sha256_hex(data), "size": len(data)} for name, data in members.items()},
    }
    if store.key is not None:
        manifest["hmac"] = mac(store.key, manifest)
    manifest_bytes = json.dumps(manifest, sort_keys=True, indent=1).encode("utf-8")
    if len(members) + 2 > caps.members or sum(map(len, members.values())) > caps.total_bytes:
        raise SnapshotError("the store is larger than a snapshot may be (see the caps in docs/STORE.md)")
    raw = io.BytesIO()
    with gzip.GzipFile(fileobj=raw, mode="wb", mtime=int(manifest["created_at"])) as gz:
        with tarfile.open(fileobj=gz, mode="w|", format=tarfile.PAX_FORMAT) as tar:
            _add(tar, MANIFEST_NAME, manifest_bytes, manifest["created_at"])
            _add_dir(tar, PINS_DIR, manifest["created_at"])
            for name, data in members.items():
                _add(tar, name, data, manifest["created_at"])
    data = raw.getvalue()
    if len(data) > caps.archive_bytes:
        raise SnapshotError(f"the snapshot would be {len(data)} bytes compressed; the cap is {caps.archive_bytes}")
    return data, manifest


def _add(tar: tarfile.TarFile, name: str, data: bytes, mtime: float) -> None:
    info = tarfile.TarInfo(name)
    info.size, info.mode, info.mtime = len(data), 0o600, int(mtime)
    tar.addfile(info, io.BytesIO(data))


def _add_dir(tar: tarfile.TarFile, name: str, mtime: float) -> None:
    info = tarfile.TarInfo(name)
    info.type, info.mode, info.mtime = tarfile.DIRTYPE, 0o700, int(mtime)
    tar.addfile(info)


def export_snapshot(store: Any, path: str | os.PathLike[str]) -> dict[str, Any]:
    """Write a snapshot of ``store`` to ``path`` (atomically, mode 0600). Returns its manifest."""
    data, manifest = build_archive(store)
    atomic_write_bytes(Path(path), data, mode=0o600)
    return {k: v for k, v in manifest.items() if k != "members"} | {"pins": len(manifest["members"]) - 1,
                                                                       "bytes": len(data), "path": str(path)}


# ── validation ────────────────────────────────────────────────────────────────
class _CappedStream(io.RawIOBase):
    """Counts expanded bytes and stops a decompression bomb at ``cap``."""

    def __init__(self, inner: Any, cap: int):
        self.inner, self.cap, self.count = inner, cap, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self.inner.read(len(buffer))
        self.count += len(data)
        if self.count > self.cap:
            raise SnapshotError(f"expanded archive stream exceeds {self.cap} bytes")
        buffer[: len(data)] = data
        return len(data)


def _read_archive_file(path: str | os.PathLike[str], caps: Caps) -> bytes:
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise SnapshotError(f"cannot open {path}: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = "a directory" if stat.S_ISDIR(mode) else "not a regular file"
            raise SnapshotError(f"{path} is {kind}; give the path of a snapshot archive (.tar.gz)")
        data = read_capped(fd, caps.archive_bytes, chunk=1 << 20)
    except OSError as exc:
        raise SnapshotError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > caps.archive_bytes:
        raise SnapshotError(f"archive is larger than {caps.archive_bytes} bytes")
    return data


def _check_name(info: tarfile.TarInfo, caps: Caps) -> str:
    name = info.name
    if not name or "\x00" in name:
        raise SnapshotError("member with an empty or NUL-containing name")
    shown = repr(name[:80])
    if "\\" in name:
        raise SnapshotError(f"member {shown}: backslashes are not allowed in member names")
    if name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        raise SnapshotError(f"member {shown}: absolute path")
    if len(name) > caps.path_chars:
        raise SnapshotError(f"member {shown}...: path longer than {caps.path_chars} characters")
    trimmed = name[:-1] if info.isdir() and name.endswith("/") else name
    parts = trimmed.split("/")
    if any(p == ".." for p in parts):
        raise SnapshotError(f"member {shown}: '..' in path")
    if any(p in ("", ".") for p in parts):
        raise SnapshotError(f"member {shown}: empty or '.' path component")
    if len(parts) > caps.depth:
        raise SnapshotError(f"member {shown}: deeper than {caps.depth} levels")
    if any(len(p) > caps.component_chars for p in parts):
        raise SnapshotError(f"member {shown}: a path component is longer than {caps.component_chars} characters")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs") for c in trimmed):
        raise SnapshotError(f"member {shown}: control or format characters in path")
    return trimmed


def _check_type(info: tarfile.TarInfo, name: str) -> None:
    shown = repr(name[:80])
    if info.type in (tarfile.SYMTYPE, tarfile.LNKTYPE):
        raise SnapshotError(f"member {shown}: links are not allowed")
    if info.type in (tarfile.CHRTYPE, tarfile.BLKTYPE):
        raise SnapshotError(f"member {shown}: device files are not allowed")
    if info.type == tarfile.FIFOTYPE:
        raise SnapshotError(f"member {shown}: FIFOs are not allowed")
    if info.type not in (tarfile.REGTYPE, tarfile.AREGTYPE, tarfile.DIRTYPE):
        raise SnapshotError(f"member {shown}: special member type {info.type!r} is not allowed")


def _collision_key(name: str) -> str:
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def read_snapshot(path: str | os.PathLike[str], key: bytes | None, caps: Caps = DEFAULT_CAPS) -> Snapshot:
    """Read and validate a whole archive; raises :class:`SnapshotError` on the first problem."""
    return parse_archive(_read_archive_file(path, caps), key, caps)


def parse_archive(data: bytes, key: bytes | None, caps: Caps = DEFAULT_CAPS) -> Snapshot:
    if len(data) > caps.archive_bytes:
        raise SnapshotError(f"archive is larger than {caps.archive_bytes} bytes")
    source: Any = io.BytesIO(data)
    if data[:2] == b"\x1f\x8b":
        source = gzip.GzipFile(fileobj=source, mode="rb")
    elif len(data) < 512 or data[257:262] != b"ustar":
        raise SnapshotError("not a tar or tar.gz archive")
    stream = _CappedStream(source, caps.stream_bytes)
    members: dict[str, bytes] = {}
    seen: dict[str, str] = {}
    unknown: list[str] = []
    names: set[str] = set()
    total = count = 0
    try:
        with tarfile.open(fileobj=io.BufferedReader(stream, 1 << 16), mode="r|") as tar:
            for info in tar:
                count += 1
                if count > caps.members:
                    raise SnapshotError(f"archive has more than {caps.members} members")
                name = _check_name(info, caps)
                _check_type(info, name)
                if name in names:
                    raise SnapshotError(f"member {name!r} appears twice")
                names.add(name)
                folded = _collision_key(name)
                if folded in seen:
                    raise SnapshotError(f"member {name!r} collides with {seen[folded]!r} "
                                        "(same name after case folding or Unicode normalisation)")
                seen[folded] = name
                if info.isdir():
                    if name != PINS_DIR:
                        unknown.append(name + "/")
                    continue
                if info.size > caps.member_bytes:
                    raise SnapshotError(f"member {name!r} is larger than {caps.member_bytes} bytes")
                total += info.size
                if total > caps.total_bytes:
                    raise SnapshotError(f"archive members add up to more than {caps.total_bytes} bytes")
                if not _known_member(name):
                    unknown.append(name)  # judged after every name was seen, so collisions are reported too
                    continue
                handle = tar.extractfile(info)
                content = handle.read(info.size + 1) if handle else b""
                if len(content) != info.size:
                    raise SnapshotError(f"member {name!r} is truncated")
                members[name] = content
    except SnapshotError:
        raise
    except (tarfile.TarError, EOFError, OSError, zlib.error, ValueError) as exc:
        raise SnapshotError(f"archive is damaged: {exc}") from None
    if unknown:
        raise SnapshotError(f"unexpected member(s) {unknown[:5]!r}: a snapshot holds only {MANIFEST_NAME}, "
                            f"{LOG_NAME} and {PINS_DIR}/<record>.json")
    return _validate(members, key)


def _known_member(name: str) -> bool:
    if name in (MANIFEST_NAME, LOG_NAME):
        return True
    head, _, tail = name.partition("/")
    return head == PINS_DIR and tail.endswith(".json") and bool(STEM_RE.match(tail[:-5]))


def _validate(members: dict[str, bytes], key: bytes | None) -> Snapshot:
    raw = members.pop(MANIFEST_NAME, None)
    if raw is None:
        raise SnapshotError(f"{MANIFEST_NAME} is missing: not a memlock snapshot")
    try:
        manifest = safejson.loads(raw, what=MANIFEST_NAME, max_bytes=MAX_MANIFEST_BYTES)
        if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
            raise ValueError("not a memlock snapshot manifest")
        if manifest.get("version") != VERSION:
            raise ValueError(f"unsupported snapshot version {manifest.get('version')!r}")
        listed, store_id, snapshot_id = manifest.get("members"), manifest.get("store_id"), manifest.get("snapshot_id")
        generation, backend = manifest.get("generation", 0), manifest.get("backend", "")
        created_at = manifest.get("created_at", 0.0)
        if not isinstance(store_id, str) or not store_id:
            raise ValueError("field store_id must be a non-empty string")
        if not isinstance(snapshot_id, str) or not snapshot_id:
            raise ValueError("field snapshot_id must be a non-empty string")
        if not isinstance(listed, dict):
            raise ValueError("field members must be an object")
        if not isinstance(generation, int) or isinstance(generation, bool) or generation < 0:
            raise ValueError("field generation must be a whole number >= 0")
        if not isinstance(backend, str):
            raise ValueError("field backend must be a string")
        if not isinstance(created_at, (int, float)) or isinstance(created_at, bool) or created_at != created_at:
            raise ValueError("field created_at must be a number")
        if "hmac" in manifest and not isinstance(manifest["hmac"], str):
            raise ValueError("field hmac must be a string")
    except ValueError as exc:
        raise SnapshotError(f"{MANIFEST_NAME} is invalid: {exc}") from None
    signature = manifest.pop("hmac", None)
    if key is not None:
        if signature is None:
            raise SnapshotError("snapshot is not signed, but an HMAC key is configured: only signed snapshots are imported")
        if not mac_ok(key, manifest, signature):
            raise SnapshotError("snapshot signature does not verify with the configured HMAC key")
    if set(listed) != set(members):
        extra, missing = sorted(set(members) - set(listed)), sorted(set(listed) - set(members))
        raise SnapshotError(f"archive members do not match the snapshot manifest (unlisted: {extra[:5]}, "
                            f"missing: {missing[:5]})")
    for name, content in members.items():
        entry = listed[name]
        if not isinstance(entry, dict) or entry.get("size") != len(content) or entry.get("sha256") != sha256_hex(content):
            raise SnapshotError(f"member {name!r} does not match its hash in the snapshot manifest")
    records: dict[str, bytes] = {}
    ids = []
    for name, content in sorted(members.items()):
        if not name.startswith(PINS_DIR + "/"):
            continue
        stem = name[len(PINS_DIR) + 1:-5]
        anchor, why = decode_record(stem, content)
        if anchor is None:
            raise SnapshotError(f"member {name!r}: {why}")
        records[stem] = content
        ids.append(anchor.id)
    log_data = members.get(LOG_NAME, b"")
    if log_data and not log_data.endswith(b"\n"):
        raise SnapshotError(f"{LOG_NAME} does not end with a newline")
    lines = log_data.split(b"\n")[:-1] if log_data else []
    for number, line in enumerate(lines, 1):
        try:
            problem = pin_log.entry_problem(safejson.loads(line, what="log line", max_bytes=pin_log.MAX_LINE_BYTES))
        except ValueError as exc:
            problem = f"is not a JSON object ({exc})"
        if problem:
            raise SnapshotError(f"{LOG_NAME} line {number}: {problem}")
    return Snapshot(snapshot_id, store_id, generation, backend, float(created_at), records, lines,
                    signature is not None, ids)


# ── import ────────────────────────────────────────────────────────────────────
def import_snapshot(store: Any, path: str | os.PathLike[str], *, actor: str = "user", allow_other_store: bool = False,
                    backup_dir: Path | None = None, caps: Caps = DEFAULT_CAPS) -> tuple[Snapshot, ImportResult, str | None]:
    """Validate ``path`` completely, back up the live store, then replace it in one step.

    Returns (snapshot, result, backup path or None). Raises :class:`SnapshotError` (archive
    rejected) or a :class:`~memlock_core.pin_store.PinStoreError` (store refused); in both cases
    the live store is unchanged.
    """
    snap = check_import(store, path, allow_other_store=allow_other_store, caps=caps)
    backup = None
    if backup_dir is not None:
        backup = _backup(store, Path(backup_dir))
    try:
        result = store.import_state(snap.store_id, snap.records, snap.log_lines, actor=actor,
                                    allow_other_store=allow_other_store, snapshot_id=snap.snapshot_id)
    except BaseException:
        if backup is not None:  # a refused import leaves nothing behind
            with contextlib.suppress(OSError):
                os.unlink(backup)
        raise
    return snap, result, backup


def check_import(store: Any, path: str | os.PathLike[str], *, allow_other_store: bool = False,
                 caps: Caps = DEFAULT_CAPS) -> Snapshot:
    """Everything an import checks before it writes (the archive, its records and log, the store's
    identity), so ``--dry-run`` says exactly what the real import would. Raises like the import."""
    snap = read_snapshot(path, store.key, caps)
    store.check_import(snap.store_id, allow_other_store=allow_other_store)
    return snap


def _backup(store: Any, directory: Path) -> str | None:
    """A snapshot of the current trusted store before it is replaced (none if untrusted or empty)."""
    load = store.load()
    if load.held_back or not (load.pins or store.history(limit=1)):
        return None
    target = directory / f"pins-before-import-{time.strftime('%Y%m%dT%H%M%SZ', time.gmtime())}-{uuid.uuid4().hex[:6]}.tar.gz"
    data, _ = build_archive(store)
    directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    atomic_write_bytes(target, data, mode=0o600)
    return str(target)


__all__ = ["Caps", "DEFAULT_CAPS", "Snapshot", "SnapshotError", "build_archive", "export_snapshot", "import_snapshot",
           "parse_archive", "read_snapshot", "check_import"]
