"""Which project a session works in: the git repository above its working directory.

Project-scoped pins are shared by every session of one project, so the key must be provable: we
walk up from the working directory to a ``.git`` entry (directory, or file for worktrees and
submodules). No git root means no project (fail closed).

The key is the repository's identity, not where it happens to be checked out: the normalised URL
of its ``origin`` remote (else its first remote by name), as ``git:<host>/<path>``. Two clones of
one repository at different paths (or on different gateway hosts sharing one PostgreSQL) share
their project pins; two unrelated repositories that happen to sit at the same path do not.
A repository without a remote falls back to its root path (``/home/me/proj``): the same key
memlock used before remotes were read, so such pins stay where they are.

Normalisation: scheme, user name, password and port are dropped, the host is lower-cased, and a
trailing ``/`` or ``.git`` is removed, so ``git@github.com:Org/Repo.git``,
``ssh://git@github.com:22/Org/Repo`` and ``https://github.com/Org/Repo/`` are one project
(``git:github.com/Org/Repo``). The path keeps its case (many hosts treat it as significant).
"""
from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import urlsplit

from memlock_core.regex_cache import rx

REMOTE_PREFIX = "git:"
_SECTION = rx(r'^\s*\[\s*remote\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')
_OTHER_SECTION = rx(r"^\s*\[")
_URL = rx(r"^\s*url\s*=\s*(.*?)\s*$", re.IGNORECASE)
_SCP = rx(r"^(?:[^@/]+@)?([^:/]+):(?!//)(.+)$")


def git_root(cwd: str | os.PathLike[str] | None) -> Path | None:
    """The nearest directory at or above ``cwd`` holding a ``.git`` entry, resolved; else None."""
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
            return candidate
    return None


def _path_key(root: Path) -> str:
    # A directory name that is not valid UTF-8 arrives as surrogate escapes, which no JSON file or
    # database accepts: spell those bytes as \xNN so the key can be stored.
    return os.fsencode(str(root)).decode("utf-8", "backslashreplace")


def _git_config(root: Path) -> Path | None:
    """The config file of the repository at ``root`` (worktrees and submodules point elsewhere)."""
    marker = root / ".git"
    gitdir = marker
    if marker.is_file():
        try:
            line = marker.read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            return None
        if not line.startswith("gitdir:"):
            return None
        gitdir = (root / line[len("gitdir:"):].strip()).resolve()
    common = gitdir / "commondir"
    if common.is_file():
        try:
            gitdir = (gitdir / common.read_text(encoding="utf-8").strip()).resolve()
        except OSError:
            return None
    config = gitdir / "config"
    return config if config.is_file() else None


def remote_urls(root: Path) -> dict[str, str]:
    """Remote name -> URL, read from the repository's config (no git binary needed)."""
    config = _git_config(root)
    if config is None:
        return {}
    try:
        text = config.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    urls: dict[str, str] = {}
    current: str | None = None
    for line in text.splitlines():
        section = _SECTION.match(line)
        if section:
            current = section.group(1)
            continue
        if _OTHER_SECTION.match(line):
            current = None
            continue
        url = _URL.match(line)
        if current is not None and url and current not in urls:
            value = url.group(1)
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1]
            if value:
                urls[current] = value
    return urls


def normalize_remote(url: str) -> str | None:
    """``host/path`` for a remote URL (see the module docstring); None if it names no repository."""
    url = url.strip()
    if not url:
        return None
    if "://" in url:
        parts = urlsplit(url)
        host = (parts.hostname or "").lower()
        path = parts.path
        if parts.scheme == "file" or not host:
            host, path = "", parts.path or parts.netloc
    else:
        scp = _SCP.match(url)
        if scp and not url.startswith(("/", ".", "~")):
            host, path = scp.group(1).lower(), scp.group(2)
        elif url.startswith("/"):
            host, path = "", url  # a local path used as a remote
        else:
            return None  # relative to the repository itself: not an identity
    path = re.sub(r"/{2,}", "/", path).strip("/")
    if path.endswith(".git"):
        path = path[:-4].rstrip("/")
    if not path:
        return None
    return f"{host}/{path}" if host else f"/{path}"


def remote_key(root: Path) -> str | None:
    urls = remote_urls(root)
    if not urls:
        return None
    name = "origin" if "origin" in urls else sorted(urls)[0]
    normal = normalize_remote(urls[name])
    return REMOTE_PREFIX + normal if normal else None


def project_key(cwd: str | os.PathLike[str] | None) -> str | None:
    """The project of ``cwd``: ``git:<normalised remote>``, else the git root path, else None."""
    root = git_root(cwd)
    if root is None:
        return None
    return remote_key(root) or _path_key(root)


def legacy_project_key(cwd: str | os.PathLike[str] | None) -> str | None:
    """The key memlock used before remotes were read (the git root path): project pins stored
    under it are moved to :func:`project_key` (see ``Engine.start_session``)."""
    root = git_root(cwd)
    return _path_key(root) if root is not None else None
