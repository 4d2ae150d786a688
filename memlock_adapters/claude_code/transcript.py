"""Claude Code's JSONL transcript, read as the OpenAI-style history the core audits.

Why incremental: a transcript is append-only and grows to tens of MB, and every Claude Code hook
runs in a new process. A :class:`TranscriptCursor` (byte offset + what the active region holds so
far) is saved between hooks, so a prompt parses only the bytes appended since the last hook. A
first read jumps to the last ``compact_boundary`` (found by searching backwards), so even that costs
O(active region), not O(file).

What the model has in context, and therefore what the audit sees:

* records before the LAST main-chain ``compact_boundary`` are gone (several compactions leave
  several boundaries in one file);
* the ``isCompactSummary`` record becomes one message flagged ``_compressed_summary`` whose content
  is the summary text, so :mod:`memlock_core.detection.compaction` finds it without any text marker;
* ``isSidechain`` (subagent), ``isMeta`` and ``isVisibleInTranscriptOnly`` records are left out;
* ``tool_result`` parts become ``role: tool`` messages WITHOUT their text (data, never
  instructions; it also keeps the carried state small), ``tool_use`` parts become ``tool_calls``
  (the text of the model's own memlock pin call is kept: it wrote that instruction), thinking parts
  are dropped;
* messages a partial compaction preserved (``preservedMessages`` / ``preservedSegment``) stay;
* ``attachment`` records of type ``hook_additional_context`` (what SessionStart / UserPromptSubmit
  hooks added, memlock's own reminders included; Claude Code 2.1.332 sends each to the model as a
  ``role: system`` message after the prompt) become ``role: system`` messages: they are live
  context, so an audit sees the reminders memlock already delivered. Other attachments (dates,
  tool listings, ``hook_success`` echoes of a hook's stdout) are not instructions and are skipped.

Robust to a torn last line (a line being written is left for the next read), invalid JSON lines
(counted, skipped), huge lines (skipped unparsed) and odd unicode (invalid UTF-8 is replaced).
"""
from __future__ import annotations

import hashlib
import json
import mmap
import os
import stat
from dataclasses import dataclass, field, replace
from typing import Any, Iterable

from memlock_core.detection.messages import content_text

BOUNDARY_NEEDLE = b"compact_boundary"
# memlock's own reminder block (memlock_core.session.reminder.REMINDER_MARKER), recognised in hook context.
REMINDER_NEEDLE = "[memlock] Standing instructions"
HOOK_CONTEXT = "hook_additional_context"
MAX_LINE_BYTES = 32 * 1024 * 1024  # a longer line (a pasted blob, a huge tool result) is skipped unparsed
JUMP_BYTES = 4 * 1024 * 1024  # more new bytes than this: look for a boundary among them first
MAX_CARRIED_CHARS = 2_000_000  # instruction text carried between hooks; the oldest messages go first
_TAIL_CHECK = 256  # bytes before the offset that must be unchanged for the cursor to stay valid
_HEAD_CHECK = 4096  # and the first bytes of the file (a rewritten file usually differs there)
CURSOR_VERSION = 2  # 2: hook_additional_context attachments are part of the carried messages


class TranscriptError(OSError):
    """The transcript cannot be opened or read."""


def _parse(raw: bytes) -> dict | None:
    """One JSONL record, or None for an empty, invalid or non-object line."""
    raw = raw.strip()
    if not raw:
        return None
    try:
        record = json.loads(raw.decode("utf-8", "replace"))
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def is_boundary(record: Any) -> bool:
    """A main-chain compaction boundary (a subagent's own compaction does not touch the main context)."""
    return (isinstance(record, dict) and record.get("type") == "system"
            and record.get("subtype") == "compact_boundary" and not record.get("isSidechain"))


def _text(content: Any) -> str:
    return content_text(content, data=False)


def _tool_result_id(part: dict) -> str:
    return str(part.get("tool_use_id") or part.get("id") or "")


PIN_TOOLS = ("memlock_pin", "memlock_update", "guard_pin")


def _pinned_text(part: dict) -> str:
    """The instruction of the model's own call to a memlock pin tool (``mcp__memlock__memlock_pin``):
    the model wrote it, so it is in its context as its own words, unlike other tool input (data)."""
    name = str(part.get("name") or "")
    args = part.get("input")
    if not name.endswith(PIN_TOOLS) or not isinstance(args, dict):
        return ""
    return "\n".join(str(args[k]) for k in ("text", "reminder") if isinstance(args.get(k), str) and args[k])


def hook_context_message(record: dict) -> dict | None:
    """The ``role: system`` message a ``hook_additional_context`` attachment became, or None."""
    attachment = record.get("attachment")
    if not isinstance(attachment, dict) or attachment.get("type") != HOOK_CONTEXT:
        return None
    content = attachment.get("content")
    parts = [content] if isinstance(content, str) else (content if isinstance(content, list) else [])
    text = "\n".join(p for p in parts if isinstance(p, str) and p)
    if not text:
        return None
    hook = attachment.get("hookName") or attachment.get("hookEvent")
    msg: dict = {"role": "system", "content": text, "_hook": str(hook) if hook else "?"}
    if isinstance(record.get("uuid"), str):
        msg["_uuid"] = record["uuid"]
    return msg


def record_messages(record: Any) -> list[dict]:
    """OpenAI-style messages for one record the model sees ([] for anything it does not)."""
    if not isinstance(record, dict) or record.get("isSidechain") or record.get("isMeta") \
            or record.get("isVisibleInTranscriptOnly") or record.get("isCompactSummary"):
        return []
    rtype = record.get("type")
    if rtype == "attachment":
        hook = hook_context_message(record)
        return [hook] if hook else []
    if rtype not in ("user", "assistant"):
        return []
    message = record.get("message")
    if not isinstance(message, dict):
        return []
    role = message.get("role") if message.get("role") in ("user", "assistant") else rtype
    content = message.get("content")
    uuid = record.get("uuid") if isinstance(record.get("uuid"), str) else None
    out: list[dict] = []
    texts: list[str] = []
    calls: list[dict] = []
    if isinstance(content, str):
        texts.append(content)
    elif isinstance(content, list):
        for part in content:
            if isinstance(part, str):
                texts.append(part)
                continue
            if not isinstance(part, dict):
                continue
            ptype = part.get("type")
            if ptype == "text" and isinstance(part.get("text"), str):
                texts.append(part["text"])
            elif ptype == "tool_result":
                out.append({"role": "tool", "tool_call_id": _tool_result_id(part), "content": ""})
            elif ptype == "tool_use":
                calls.append({"id": str(part.get("id") or ""), "type": "function",
                              "function": {"name": str(part.get("name") or ""), "arguments": ""}})
                pinned = _pinned_text(part)
                if pinned:
                    texts.append(pinned)
            # thinking, redacted_thinking, image, document ...: not instructions
    text = "\n".join(t for t in texts if t)
    if text or calls:
        msg: dict = {"role": role, "content": text}
        if calls and role == "assistant":
            msg["tool_calls"] = calls
        out.append(msg)
    if uuid:
        for msg in out:
            msg["_uuid"] = uuid
    return out


def _preserved(boundary: dict) -> tuple[set[str], tuple[str | None, str | None]]:
    """(explicit uuids, (head, tail) of a segment) a partial compaction kept in context."""
    meta = boundary.get("compactMetadata") or boundary.get("compact_metadata") or {}
    if not isinstance(meta, dict):
        return set(), (None, None)
    uuids: set[str] = set()
    kept = meta.get("preservedMessages") or meta.get("preserved_messages")
    if isinstance(kept, dict):
        for key in ("allUuids", "all_uuids", "uuids"):
            if isinstance(kept.get(key), list):
                uuids.update(u for u in kept[key] if isinstance(u, str))
    segment = meta.get("preservedSegment") or meta.get("preserved_segment")
    head = tail = None
    if isinstance(segment, dict):
        head = segment.get("headUuid") or segment.get("head_uuid")
        tail = segment.get("tailUuid") or segment.get("tail_uuid")
    return uuids, (head if isinstance(head, str) else None, tail if isinstance(tail, str) else None)


def _has_preserved(boundary: dict) -> bool:
    uuids, (head, tail) = _preserved(boundary)
    return bool(uuids or head or tail)


@dataclass
class TranscriptCursor:
    """Where the previous read stopped, and the active region it had assembled (JSON-serialisable)."""

    path: str = ""
    device: int = 0
    inode: int = 0
    offset: int = 0
    tail_digest: str = ""
    head_digest: str = ""
    boundaries: int = 0  # main-chain boundaries seen by this cursor (a cold read starts at the last one)
    boundary_uuid: str | None = None
    boundary_trigger: str | None = None
    summary: str | None = None
    summary_uuid: str | None = None
    messages: list[dict] = field(default_factory=list)  # active messages after the boundary, oldest first
    since_summary: int = 0  # messages appended after the summary record
    reminder_seen: bool = False  # a memlock reminder (hook context) was recorded after the last boundary
    bad_lines: int = 0
    skipped_lines: int = 0
    dropped_messages: int = 0  # oldest messages dropped to respect MAX_CARRIED_CHARS
    carried_chars: int = 0
    version: int = CURSOR_VERSION

    # ── feeding records ───────────────────────────────────────────────────
    def _boundary(self, record: dict) -> None:
        uuids, (head, tail) = _preserved(record)
        kept: list[dict] = []
        if uuids:
            kept = [m for m in self.messages if m.get("_uuid") in uuids]
        elif head or tail:
            ids = [m.get("_uuid") for m in self.messages]
            start = ids.index(head) if head in ids else None
            end = (len(ids) - 1 - ids[::-1].index(tail)) if tail in ids else None
            if start is not None and end is not None and start <= end:
                kept = self.messages[start:end + 1]
        meta = record.get("compactMetadata") or record.get("compact_metadata") or {}
        self.boundaries += 1
        self.boundary_uuid = record.get("uuid") if isinstance(record.get("uuid"), str) else f"boundary-{self.boundaries}"
        self.boundary_trigger = meta.get("trigger") if isinstance(meta, dict) and isinstance(meta.get("trigger"), str) else None
        inline = record.get("summary")  # some builds carry the summary on the boundary itself
        self.summary = inline if isinstance(inline, str) and inline.strip() else None
        self.summary_uuid = None
        self.messages = kept
        self.since_summary = 0
        self.reminder_seen = False
        self.carried_chars = sum(len(m.get("content") or "") for m in kept)

    def _summary(self, record: dict) -> None:
        message = record.get("message")
        text = _text(message.get("content")) if isinstance(message, dict) else _text(record.get("content"))
        if self.boundaries and (self.summary is None or (self.summary_uuid is None and self.since_summary == 0)):
            pass  # the summary of the boundary just seen (replaces a summary carried on the boundary)
        elif self.summary is not None and self.since_summary == 0:
            self.summary = f"{self.summary}\n{text}"  # one summary written as several records
            return
        else:  # a summary with no boundary before it (older builds) starts a new active region
            self._boundary({"uuid": f"summary-{record.get('uuid') or self.boundaries + 1}"})
        self.summary = text
        self.summary_uuid = record.get("uuid") if isinstance(record.get("uuid"), str) else "summary"
        self.since_summary = 0

    def feed(self, record: dict) -> None:
        """Apply one parsed record."""
        if record.get("isSidechain"):
            return
        if is_boundary(record):
            self._boundary(record)
            return
        if record.get("isCompactSummary"):
            self._summary(record)
            return
        new = record_messages(record)
        if not new:
            return
        if any(m.get("_hook") and REMINDER_NEEDLE in (m.get("content") or "") for m in new):
            self.reminder_seen = True
        self.messages.extend(new)
        self.since_summary += len(new)
        self.carried_chars += sum(len(m.get("content") or "") for m in new)
        if self.carried_chars > MAX_CARRIED_CHARS:
            self._trim()

    def _trim(self) -> None:
        while self.messages and self.carried_chars > MAX_CARRIED_CHARS:
            gone = self.messages.pop(0)
            self.carried_chars -= len(gone.get("content") or "")
            self.dropped_messages += 1

    # ── views ─────────────────────────────────────────────────────────────
    @property
    def compacted(self) -> bool:
        return self.boundary_uuid is not None or self.summary is not None

    def history(self) -> list[dict]:
        """The active region as OpenAI-style messages: the flagged summary first, then live messages."""
        out: list[dict] = []
        if self.compacted:
            text = self.summary if self.summary is not None else (
                f"[Claude Code compacted the conversation (boundary {self.boundary_uuid}); no summary was recorded]")
            out.append({"role": "user", "content": text, "_compressed_summary": True,
                        "_uuid": self.summary_uuid or self.boundary_uuid})
        out.extend(dict(m) for m in self.messages)
        return out

    def to_dict(self) -> dict:
        return {name: getattr(self, name) for name in self.__dataclass_fields__}

    @classmethod
    def from_dict(cls, data: Any) -> "TranscriptCursor | None":
        """A cursor from saved state, or None if it is missing, from another version or malformed."""
        if not isinstance(data, dict) or data.get("version") != CURSOR_VERSION:
            return None
        try:
            cursor = cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})
        except TypeError:
            return None
        ints = ("device", "inode", "offset", "boundaries", "since_summary", "bad_lines", "skipped_lines",
                "dropped_messages", "carried_chars")
        if any(isinstance(getattr(cursor, n), bool) or not isinstance(getattr(cursor, n), int) for n in ints) \
                or cursor.offset < 0 or not isinstance(cursor.messages, list) or not isinstance(cursor.path, str):
            return None
        cursor.messages = [m for m in cursor.messages if isinstance(m, dict)]
        return cursor


@dataclass
class TranscriptView:
    """The result of one read: the active region and how much work it took."""

    messages: list[dict]
    cursor: TranscriptCursor
    new_bytes: int = 0
    cold: bool = False  # the cursor could not be reused (first read, file replaced or truncated)
    exists: bool = True

    @property
    def compacted(self) -> bool:
        return self.cursor.compacted


def _file_id(st: os.stat_result) -> tuple[int, int]:
    return st.st_dev, st.st_ino


def _tail_digest(buf: Any, offset: int) -> str:
    start = max(0, offset - _TAIL_CHECK)
    return hashlib.sha256(bytes(buf[start:offset])).hexdigest()[:32]


def _head_digest(buf: Any, offset: int) -> str:
    return hashlib.sha256(bytes(buf[:min(offset, _HEAD_CHECK)])).hexdigest()[:32]


def _cursor_valid(cursor: TranscriptCursor | None, path: str, st: os.stat_result, buf: Any) -> bool:
    if cursor is None or cursor.path != path or (cursor.device, cursor.inode) != _file_id(st):
        return False
    if cursor.offset > st.st_size:
        return False  # truncated or rewritten
    return cursor.offset == 0 or (_tail_digest(buf, cursor.offset) == cursor.tail_digest
                                  and _head_digest(buf, cursor.offset) == cursor.head_digest)


def _line_at(buf: Any, size: int, pos: int) -> tuple[int, int]:
    start = buf.rfind(b"\n", 0, pos) + 1
    end = buf.find(b"\n", pos, size)
    return start, (size if end < 0 else end)


def find_last_boundary(buf: Any, size: int, before: int | None = None, after: int = 0) -> tuple[int, dict] | None:
    """(line start, record) of the last main-chain boundary line starting in [after, before),
    searching backwards so that only the bytes after it are ever parsed."""
    pos = size if before is None else before
    while pos > after:
        hit = buf.rfind(BOUNDARY_NEEDLE, after, pos)
        if hit < 0:
            return None
        start, end = _line_at(buf, size, hit)
        if end - start <= MAX_LINE_BYTES:
            record = _parse(bytes(buf[start:end]))
            if record is not None and is_boundary(record):
                return start, record
        if start < after:
            return None
        pos = start
    return None


def _jump(buf: Any, size: int, after: int = 0) -> int:
    """Where reading may begin, at or after ``after``: the last boundary, or the one before it when
    the last boundary kept (preserved) messages from before itself. ``after`` if there is none."""
    last = find_last_boundary(buf, size, after=after)
    if last is None:
        return after
    start, record = last
    if _has_preserved(record):
        previous = find_last_boundary(buf, size, start, after=after)
        return previous[0] if previous else after
    return start


def read_transcript(path: str | os.PathLike, cursor: TranscriptCursor | None = None) -> TranscriptView:
    """Read what was appended since ``cursor`` (or the active region from scratch) and return the
    active history plus the cursor to save for next time. A missing file is an empty history.

    Raises :class:`TranscriptError` only for a transcript that exists but cannot be read.
    """
    spath = os.fspath(path)
    try:  # O_NONBLOCK: opening a FIFO must not wait for a writer (the regular-file check follows)
        fd = os.open(spath, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        fresh = TranscriptCursor(path=spath)
        return TranscriptView(messages=[], cursor=fresh, cold=True, exists=False)
    except OSError as exc:
        raise TranscriptError(f"cannot open transcript {spath}: {exc}") from exc
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise TranscriptError(f"transcript {spath} is not a regular file")
        size = st.st_size
        buf: Any = mmap.mmap(fd, size, access=mmap.ACCESS_READ) if size else b""
        try:
            return _read(spath, st, size, buf, cursor)
        finally:
            if size:
                buf.close()
    except (OSError, ValueError) as exc:
        raise TranscriptError(f"cannot read transcript {spath}: {exc}") from exc
    finally:
        os.close(fd)


def _read(spath: str, st: os.stat_result, size: int, buf: Any, cursor: TranscriptCursor | None) -> TranscriptView:
    cold = not _cursor_valid(cursor, spath, st, buf)
    if cold:
        device, inode = _file_id(st)
        state = TranscriptCursor(path=spath, device=device, inode=inode)
        pos = _jump(buf, size)
    else:
        assert cursor is not None  # _cursor_valid() is False for None
        state = replace(cursor, messages=list(cursor.messages))
        pos = state.offset
        if size - pos > JUMP_BYTES:  # a long gap (hooks not run for a while): skip to its last boundary
            pos = _jump(buf, size, after=pos)
    start = pos
    while pos < size:
        end = buf.find(b"\n", pos, size)
        if end < 0:  # no newline yet: a line being written, unless it is already a whole record
            if size - pos <= MAX_LINE_BYTES:
                raw = bytes(buf[pos:size])
                record = _parse(raw)
                if record is not None:
                    state.feed(record)
                    pos = size
            break
        if end - pos > MAX_LINE_BYTES:
            state.skipped_lines += 1
        elif end > pos:
            raw = bytes(buf[pos:end])
            record = _parse(raw)
            if record is None:
                if raw.strip():
                    state.bad_lines += 1
            else:
                state.feed(record)
        pos = end + 1
    state.offset = pos
    state.tail_digest = _tail_digest(buf, pos) if pos else ""
    state.head_digest = _head_digest(buf, pos) if pos else ""
    return TranscriptView(messages=state.history(), cursor=state, new_bytes=pos - start, cold=cold)


def history_from_records(records: Iterable[dict]) -> list[dict]:
    """Pure: the active region of already-parsed records (tests, other readers)."""
    state = TranscriptCursor()
    for record in records:
        if isinstance(record, dict):
            state.feed(record)
    return state.history()


def audit_markers() -> tuple[str, ...]:
    """Summary text markers to audit a transcript history with: none. The boundary records say
    exactly where compaction happened, so text markers could only add false summaries (a prompt
    that quotes a Hermes summary prefix). Use ``replace(settings, markers=audit_markers())``."""
    return ()
