"""Real fault environments for the fault-injection tests: a tiny tmpfs (a disk that fills up) and a
read-only bind mount. Both need root (CI runs as root); elsewhere the tests that need them are
skipped with the reason, which names the missing privilege or the failing mount command."""
from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from pathlib import Path
from typing import Iterator

from tests.require import require


def _mount(*args: str) -> None:
    require(os.geteuid() == 0, "root, for fault injection with real mounts (CI runs as root)")
    run = subprocess.run(["mount", *args], capture_output=True, text=True)
    require(run.returncode == 0, f"a working mount ({' '.join(args)}: {run.stderr.strip()})")


def _umount(path: Path) -> None:
    subprocess.run(["umount", "-l", str(path)], capture_output=True)


@contextlib.contextmanager
def small_tmpfs(path: Path, size_kb: int = 512) -> Iterator[Path]:
    """A ``size_kb`` tmpfs at ``path``: writing past it fails with ENOSPC, like a full disk."""
    path.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size_kb}k,mode=0755", "tmpfs", str(path))
    try:
        yield path
    finally:
        _umount(path)


def fill(path: Path, leave_kb: int) -> Path:
    """Fill the file system holding ``path`` until only ``leave_kb`` KiB are free."""
    filler = path / ".filler"
    with contextlib.suppress(FileNotFoundError):
        filler.unlink()
    free_kb = shutil.disk_usage(path).free // 1024
    with open(filler, "wb") as fh:
        chunk = b"\0" * 1024
        for _ in range(max(0, free_kb - leave_kb)):
            try:
                fh.write(chunk)
            except OSError:
                break
    return filler


@contextlib.contextmanager
def read_only_view(source: Path, view: Path) -> Iterator[Path]:
    """``source`` bind-mounted read-only at ``view``: every write below it fails with EROFS."""
    view.mkdir(parents=True, exist_ok=True)
    _mount("--bind", str(source), str(view))
    try:
        run = subprocess.run(["mount", "-o", "remount,ro,bind", str(view)], capture_output=True, text=True)
        require(run.returncode == 0, f"a read-only remount ({run.stderr.strip()})")
        yield view
    finally:
        _umount(view)
