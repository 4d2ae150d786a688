"""One JSON file per session under ``<home>/sessions``, written atomically under a file lock.

Why a lock *and* atomic writes: the same session may be served by several processes at once
(Claude Code runs one process per hook, next to an MCP server); every change is a
load-modify-save under ``flock`` so none is lost, and a crash mid-write leaves the old file.
A file that does not parse is moved aside and reported, never overwritten.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from pathlib import Path
from typing import Iterator

from memlock_core.errors import MemlockError
from memlock_core.file_watch import FILE_WATCH, Signature
from memlock_core.fileio import atomic_write_bytes, file_lock
from memlock_core.paths import safe_file_stem
from memlock_core.regex_cache import rx
from memlock_core.session.state import SessionState

log = logging.getLogger("memlock")
MAX_SESSION_ID = 512
_CONTROL_CHAR = rx(r"[\x00-\x1f]")


class SessionIdError(MemlockError, ValueError):
    pass


def check_session_id(session_id: object) -> str:
    if not isinstance(session_id, str) or not session_id.strip():
        raise SessionIdError("session_id must be a non-empty string")
    if len(session_id) > MAX_SESSION_ID:
        raise SessionIdError(f"session_id is longer than {MAX_SESSION_ID} characters")
    if _CONTROL_CHAR.search(session_id):  # checked on every turn: one C-level scan, not a loop per character
        raise SessionIdError("session_id must not contain control characters")
    return session_id


class SessionStore:
    def __init__(self, home: Path):
        self.home = Path(home)
        self.dir = self.home / "sessions"

    def path_for(self, session_id: str) -> Path:
        return self.dir / f"{safe_file_stem(check_session_id(session_id))}.json"

    def _lock_path(self, session_id: str) -> Path:
        return self.dir / ".locks" / f"{safe_file_stem(session_id)}.lock"

    @contextlib.contextmanager
    def locked(self, session_id: str) -> Iterator[None]:
        with file_lock(self._lock_path(session_id)):
            yield

    @contextlib.contextmanager
    def reading(self, session_id: str) -> Iterator[None]:
        """The lock for a read: held when it can be taken. On a read-only or full disk the read goes
        ahead without it (files are replaced atomically, so a read never sees half a write)."""
        with contextlib.ExitStack() as stack:
            try:
                stack.enter_context(file_lock(self._lock_path(session_id)))
            except OSError as exc:
                log.debug("memlock: reading session %s without its lock: %s", session_id, exc)
            yield

    def exists(self, session_id: str) -> bool:
        try:
            return self.path_for(session_id).is_file()
        except (ValueError, OSError):
            return False

    def mtime_ns(self, session_id: str) -> int | None:
        try:
            return self.path_for(session_id).stat().st_mtime_ns
        except OSError:
            return None

    def signature(self, session_id: str) -> Signature:
        """The session file's signature now (a stat), published to this process's watcher so that
        every engine here sees a write made here at once (see :mod:`memlock_core.file_watch`)."""
        return FILE_WATCH.refresh(str(self.path_for(session_id)))

    def _quarantine(self, path: Path, reason: str) -> Path:
        target = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}")
        try:
            os.replace(path, target)
        except OSError as exc:  # a read-only disk: leave it where it is (the next writer moves it)
            log.warning("memlock: session state %s is unreadable (%s) and cannot be moved aside: %s",
                        path, reason, exc)
            return path
        log.warning("memlock: session state %s was unreadable (%s); moved to %s", path, reason, target)
        return target

    def load(self, session_id: str) -> SessionState:
        """Read a session (a fresh one if there is none). Call under :meth:`locked` when writing back."""
        path = self.path_for(session_id)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return SessionState(session_id=session_id, created_at=time.time())
        try:
            state = SessionState.from_dict(json.loads(raw.decode("utf-8")), session_id)
        except (ValueError, UnicodeDecodeError, TypeError) as exc:
            moved = self._quarantine(path, str(exc)[:200])
            state = SessionState(session_id=session_id, created_at=time.time())
            state.recovered_from = str(moved)
            state.add_notice(f"previous state file was corrupt ({str(exc)[:120]}); kept at {moved}")
        return state

    def save(self, state: SessionState, *, durable: bool = True) -> None:
        """Write a session atomically. Call under :meth:`locked`. ``durable=False`` skips the fsyncs:
        a crash of the process still leaves the old or the new file; only a power cut can lose it."""
        state.revision += 1
        data = state.to_dict()
        # One line, no indent: json's C encoder. With ``indent`` json falls back to its pure-Python
        # encoder, ~4x slower and leaving ~60 objects of cyclic garbage per file; the background
        # flusher writing fifty sessions then set off the cyclic GC, which pauses every thread.
        try:
            payload = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate (e.g. a non-UTF-8 path from os): \u-escaped, round-trips
            payload = json.dumps(data, ensure_ascii=True, sort_keys=True, separators=(",", ":")).encode("ascii")
        atomic_write_bytes(self.path_for(state.session_id), payload, durable=durable)

    def list_sessions(self) -> list[tuple[str, float, int]]:
        """(session_id, last_active_at, anchor count) for every readable session, newest first."""
        rows: list[tuple[str, float, int]] = []
        if not self.dir.is_dir():
            return rows
        for path in self.dir.glob("*.json"):
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                rows.append((str(data["session_id"]), float(data.get("last_active_at") or path.stat().st_mtime),
                             len(data.get("anchors") or [])))
            except (OSError, ValueError, KeyError, TypeError):
                continue
        rows.sort(key=lambda r: r[1], reverse=True)
        return rows

    def corrupt_files_older_than(self, cutoff: float) -> list[Path]:
        """State files that were found corrupt and moved aside, last touched before ``cutoff``."""
        if not self.dir.is_dir():
            return []
        return sorted(p for p in self.dir.glob("*.json.corrupt-*") if p.stat().st_mtime < cutoff)

    def prune(self, cutoff: float) -> tuple[list[str], list[Path]]:
        """Delete sessions inactive since ``cutoff`` (with their lock files) and old corrupt copies.

        Each session is locked first and its idleness read under the lock: one that took a turn
        since the listing stays, and so does its lock file. The lock file of a pruned session is
        unlinked while held; a process that was waiting on it notices and locks the new file
        (:func:`memlock_core.fileio.file_lock`). Session state only: durable pins live in the pin
        store and are never touched here. Returns (removed session ids, removed corrupt files).
        """
        removed: list[str] = []
        for sid, last, _ in self.list_sessions():
            if last >= cutoff:  # a quick first look; decided under the lock below
                continue
            with self.locked(sid):
                last_now = self._last_active(sid)
                if last_now is None or last_now >= cutoff:
                    continue
                with contextlib.suppress(FileNotFoundError):
                    self.path_for(sid).unlink()
                    removed.append(sid)
                with contextlib.suppress(OSError):
                    self._lock_path(sid).unlink()
        corrupt = self.corrupt_files_older_than(cutoff)
        for path in corrupt:
            with contextlib.suppress(OSError):
                path.unlink()
        return removed, corrupt

    def _last_active(self, session_id: str) -> float | None:
        """The session's last activity as its file says now (None: gone or unreadable: kept)."""
        path = self.path_for(session_id)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return float(data.get("last_active_at") or path.stat().st_mtime)
        except (OSError, ValueError, TypeError, AttributeError):
            return None
