"""Which project a session works in: the git root of its working directory.

Project-scoped pins are shared by every session of one project, so the key must be provable:
we walk up from the working directory to a ``.git`` entry (directory, or file for worktrees and
submodules) and use the resolved root path. No git root means no project (fail closed).
"""
from __future__ import annotations

import os
from pathlib import Path


def project_key(cwd: str | os.PathLike[str] | None) -> str | None:
    if not cwd:
        return None
    try:
        here = Path(cwd).expanduser().resolve(strict=True)
    except (OSError, RuntimeError):
        return None
    if not here.is_dir():
        here = here.parent
    for candidate in (here, *here.parents):
        marker = candidate / ".git"
        if marker.is_dir() or marker.is_file():
            # A directory name that is not valid UTF-8 arrives as surrogate escapes, which no JSON
            # file or database accepts: spell those bytes as \xNN so the key can be stored.
            return os.fsencode(str(candidate)).decode("utf-8", "backslashreplace")
    return None
