"""What one Claude Code session's hooks remember between processes.

Every hook is a new process, so three things must outlive it: the transcript cursor (so a prompt
reads only new bytes), the compaction in progress (PreCompact arms it, SessionStart(compact) or
PostCompact audits it, the next UserPromptSubmit closes it, re-delivering the reminder only if
the transcript shows it never landed), and which anchors the model has already been told about.
The engine's own session state (turns, anchors, integrity) is kept separately by the core; this
file is a cache, so an unreadable one is simply started afresh.
"""
from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from memlock_core.fileio import atomic_write_text, private_dir
from memlock_core.paths import safe_file_stem

STATE_VERSION = 1  # new fields are optional; the cursor carries its own version
LOCK_WAIT_S = 5.0


@dataclass
class Pending:
    """A compaction in progress or just done, from PreCompact until the next prompt.

    Claude Code (2.1.332) runs PreCompact, SessionStart(compact) and PostCompact BEFORE it writes the
    boundary and summary to the transcript, so memlock trusts the event: SessionStart(compact)
    audits and re-injects at once (``anchor_ids``), and the summary found later in the transcript is
    adopted as this compaction's rather than counted again (``awaiting_records``). The next prompt
    re-delivers ``anchor_ids`` only if the transcript shows that the SessionStart reminder never
    reached the model (builds that drop SessionStart(compact) output)."""

    armed_at: float
    trigger: str | None = None
    anchor_ids: list[str] | None = None  # None: no compaction audited yet
    boundary_before: str | None = None  # the transcript's last boundary when the compaction began
    awaiting_records: bool = False  # audited from the event; its boundary is not in the transcript yet

    def to_dict(self) -> dict:
        return {"armed_at": self.armed_at, "trigger": self.trigger, "anchor_ids": self.anchor_ids,
                "boundary_before": self.boundary_before, "awaiting_records": self.awaiting_records}

    @classmethod
    def from_dict(cls, data: object) -> "Pending | None":
        if not isinstance(data, dict) or not isinstance(data.get("armed_at"), (int, float)):
            return None
        ids = data.get("anchor_ids")
        ids = [str(i) for i in ids] if isinstance(ids, list) else None
        trigger = data.get("trigger") if isinstance(data.get("trigger"), str) else None
        before = data.get("boundary_before") if isinstance(data.get("boundary_before"), str) else None
        return cls(float(data["armed_at"]), trigger, ids, before, data.get("awaiting_records") is True)


@dataclass
class HookState:
    session_id: str
    cursor: dict | None = None  # memlock_adapters.claude_code.transcript.TranscriptCursor.to_dict()
    pending: Pending | None = None
    announced: dict[str, int] = field(default_factory=dict)  # anchor id -> version the model was shown
    last_event: str = ""
    last_at: float = 0.0
    last_key: str = ""  # what the last hook run was asked (see hooks.invocation_key)

    def to_dict(self) -> dict:
        return {"version": STATE_VERSION, "session_id": self.session_id, "cursor": self.cursor,
                "pending": self.pending.to_dict() if self.pending else None, "announced": self.announced,
                "last_event": self.last_event, "last_at": self.last_at, "last_key": self.last_key}

    @classmethod
    def from_dict(cls, session_id: str, data: object) -> "HookState":
        state = cls(session_id)
        if not isinstance(data, dict) or data.get("version") != STATE_VERSION or data.get("session_id") != session_id:
            return state
        state.cursor = data.get("cursor") if isinstance(data.get("cursor"), dict) else None
        state.pending = Pending.from_dict(data.get("pending"))
        announced = data.get("announced")
        if isinstance(announced, dict):
            state.announced = {str(k): int(v) for k, v in announced.items()
                               if isinstance(v, int) and not isinstance(v, bool)}
        state.last_event = str(data.get("last_event") or "")
        state.last_key = str(data.get("last_key") or "")
        last_at = data.get("last_at")
        state.last_at = float(last_at) if isinstance(last_at, (int, float)) else 0.0
        return state


class HookStateStore:
    """``<home>/claude_code/sessions/<stem>.json``, one writer at a time per session."""

    def __init__(self, home: Path):
        self.dir = Path(home) / "claude_code" / "sessions"

    def path_for(self, session_id: str) -> Path:
        return self.dir / f"{safe_file_stem(session_id)}.json"

    def load(self, session_id: str) -> HookState:
        try:
            data = json.loads(self.path_for(session_id).read_bytes())
        except (OSError, ValueError):
            data = None  # missing or damaged cache: start afresh (the next read is a cold one)
        return HookState.from_dict(session_id, data)

    def save(self, state: HookState) -> None:
        state.last_at = time.time()
        atomic_write_text(self.path_for(state.session_id), json.dumps(state.to_dict(), separators=(",", ":")),
                          durable=False)

    @contextlib.contextmanager
    def locked(self, session_id: str, wait_s: float = LOCK_WAIT_S) -> Iterator[bool]:
        """Hold the session's hook lock; yields False (unlocked) if another hook kept it ``wait_s``,
        so a stuck process costs one cold transcript read, never a hung prompt."""
        lock_path = self.dir / ".locks" / f"{safe_file_stem(session_id)}.lock"
        private_dir(lock_path.parent)
        fd = os.open(str(lock_path), os.O_RDWR | os.O_CREAT, 0o600)
        held = False
        try:
            deadline = time.monotonic() + wait_s
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    held = True
                    break
                except OSError as exc:
                    if exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EINTR) or time.monotonic() >= deadline:
                        break
                    time.sleep(0.02)
            yield held
        finally:
            if held:
                with contextlib.suppress(OSError):
                    fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
