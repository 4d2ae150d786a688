"""Durable file primitives: atomic replace and inter-process locks.

Why: state files are shared by several processes (Hermes gateway workers, Claude Code hook
processes, the MCP server). A plain write can be torn by a crash and a read-modify-write can lose
another process's update, so every writer goes through these two helpers.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import tempfile
from pathlib import Path
from typing import Any, Iterator


def fsync_dir(directory: Path) -> None:
    """Flush a directory entry so a rename survives power loss (best effort on odd filesystems)."""
    try:
        fd = os.open(str(directory), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


PRIVATE_DIR_MODE = 0o700


def private_dir(path: Path) -> Path:
    """Create ``path`` and any missing parents with mode 0700 (owner only): memlock's directories hold
    session ids, pins and locks that other local users must not list. Existing directories are left as
    they are (a parent may be the user's own, such as ``$HERMES_HOME``)."""
    path = Path(path)
    missing = []
    probe = path
    while not probe.exists():
        missing.append(probe)
        if probe.parent == probe:
            break
        probe = probe.parent
    for directory in reversed(missing):
        try:
            directory.mkdir(mode=PRIVATE_DIR_MODE)
        except FileExistsError:  # another process made it meanwhile
            continue
        with contextlib.suppress(OSError):  # mkdir's mode is masked by the umask; 0700 is what we mean
            os.chmod(directory, PRIVATE_DIR_MODE)
    return path


def read_capped(fd: int, limit: int, *, chunk: int = 1 << 16) -> bytes:
    """Read an open file up to ``limit + 1`` bytes.

    Why: stored records and archives come from disk anyone may have replaced; reading one byte past the
    cap lets the caller tell "exactly at the cap" from "too large" without ever loading a huge file.
    """
    chunks, left = [], limit + 1
    while left > 0:
        part = os.read(fd, min(left, chunk))
        if not part:
            break
        chunks.append(part)
        left -= len(part)
    return b"".join(chunks)


def atomic_write_bytes(path: Path, data: bytes, *, mode: int = 0o600, durable: bool = True) -> None:
    """Write ``data`` to ``path`` so readers see either the old or the new bytes, never a mix.

    A unique temp file in the same directory (no fixed ``.tmp`` name that concurrent writers would
    share), fsync, rename over the target, then fsync the directory.
    """
    path = Path(path)
    private_dir(path.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str, **kwargs: Any) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), **kwargs)


@contextlib.contextmanager
def file_lock(lock_path: Path, *, shared: bool = False) -> Iterator[None]:
    """Hold an advisory ``flock`` on ``lock_path`` (created if needed) for the duration of the block.

    flock locks die with their process, so a writer killed mid-update never leaves a stale lock.
    A lock file unlinked while this waited (``prune`` removing an idle session's) excludes no one
    any more: the lock is taken again on the file now at ``lock_path``.
    """
    lock_path = Path(lock_path)
    private_dir(lock_path.parent)
    while True:
        fd = os.open(str(lock_path), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
                    break
                except OSError as exc:  # EINTR on signal delivery: retry
                    if exc.errno != errno.EINTR:
                        raise
            try:
                current = os.path.samestat(os.fstat(fd), os.stat(lock_path))
            except FileNotFoundError:
                current = False
            if current:
                yield
                return
        finally:
            with contextlib.suppress(OSError):
                fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
