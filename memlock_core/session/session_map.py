"""Mapping host sessions to a project's "current" session.

Hosts such as Claude Code know their session id only inside hooks; a user running
``memlock pin "..."`` in a terminal does not. Hooks record the active session per project here,
so the CLI (and MCP tools called without a session id) can attach to it.
"""
from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from memlock_core.fileio import atomic_write_text, file_lock
from memlock_core.pinstore.project import project_key


def _path(home: Path) -> Path:
    return Path(home) / "current_sessions.json"


def _key(cwd: str | os.PathLike[str] | None) -> str | None:
    key = project_key(cwd)
    if key is None and cwd:
        try:
            key = str(Path(cwd).expanduser().resolve())
        except OSError:
            key = None
    return key


def _read(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def record_current_session(home: Path, host: str, session_id: str, cwd: str | os.PathLike[str] | None) -> None:
    """Remember ``session_id`` as the current session of the project containing ``cwd``."""
    key = _key(cwd)
    if key is None:
        return
    path = _path(home)
    with file_lock(path.with_suffix(".lock")):
        data = _read(path)
        data[key] = {"session_id": session_id, "host": host, "at": time.time()}
        atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True), durable=False)


def current_session(home: Path, cwd: str | os.PathLike[str] | None) -> str | None:
    """The session most recently recorded for the project containing ``cwd``, if any."""
    key = _key(cwd)
    if key is None:
        return None
    entry = _read(_path(home)).get(key)
    return entry.get("session_id") if isinstance(entry, dict) else None


def forget_sessions(home: Path, removed: set[str]) -> None:
    """Drop "current session" entries that point at sessions that no longer exist (after a prune)."""
    path = _path(home)
    if not removed or not path.exists():
        return
    with file_lock(path.with_suffix(".lock")):
        data = _read(path)
        kept = {k: v for k, v in data.items() if not (isinstance(v, dict) and v.get("session_id") in removed)}
        if kept != data:
            atomic_write_text(path, json.dumps(kept, indent=1, sort_keys=True))
