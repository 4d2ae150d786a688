"""The hook's fast path: decide "nothing to do" without importing memlock (issue 27).

Claude Code starts one process per hook event and waits for it, before every tool call and after
every reply. Most events have nothing to do: no pin has a tool check (PreToolUse), none has a reply
check (Stop), the turn is quiet (UserPromptSubmit: no new compaction, nothing to carry). Importing
memlock_core to find that out costs ~10x the bare interpreter, so this module decides it from a
small per-session cache with stdlib imports only (json, os, time, zlib), and the entry point runs
it before anything else.

The cache (``<memlock home>/claude_code/fast/<session>.json``) is written by the full path at the
end of every hook run (:mod:`memlock_adapters.claude_code.fast_cache`), with facts computed from the
exact bytes of the files it names, and each file's signature (size, mtime, inode, ctime and, for a
file up to 512 KiB, a CRC of its content): the session state (every pin change in the session lands
there), the durable pin store's files (its change token), the config files, the hook state, the
code that computed the facts. Any difference, a missing or unreadable cache, another version, a
different environment or project: the full path runs. The fast path never answers "allow" from a
cache it cannot prove current; it only ever exits silently (what the full path prints when there
is nothing to do) or hands over.

A quiet UserPromptSubmit still counts the turn and records the user's words (the safety net and
grounding need both): it appends one line to a per-session journal
(``<session>.turns``), which the next full run applies to the session before anything else. A
PreToolUse that may run memlock itself (a pin by the model is grounded in the user's words) takes
the full path while the journal holds a turn, so those words are in the session first.
"""
from __future__ import annotations

import json
import os
import time
import zlib

FAST_VERSION = 1
CRC_MAX_BYTES = 512 * 1024
GAP_MAX_BYTES = 2 * 1024 * 1024  # a quiet prompt scans at most this much new transcript
TAIL_BYTES = 256  # bytes before the cached offset that must be unchanged
JOURNAL_MAX_TURNS = 50  # quiet turns not yet applied to the session; more: the full path applies them
DUPLICATE_WINDOW_S = 60.0
PROMPT_CHARS = 8000  # memlock_core.session.state.USER_TURN_CHARS
HANDLED_EVENTS = ("SessionStart", "PreCompact", "PostCompact", "UserPromptSubmit", "PreToolUse", "Stop")
FAST_EVENTS = ("UserPromptSubmit", "PreToolUse", "Stop")
ENV_KEYS = ("HOME", "HERMES_HOME", "CLAUDE_PROJECT_DIR")
COMPACTION_MARKERS = (b"compact_boundary", b"isCompactSummary")


def env_home() -> str:
    """``memlock_core.paths.memlock_home()`` without an override: ``$MEMLOCK_HOME``, else
    ``$HERMES_HOME/memlock``, else ``~/.hermes/memlock`` (a test checks both agree)."""
    env = os.environ.get("MEMLOCK_HOME", "").strip()
    if env:
        return os.path.expanduser(env)
    hermes = os.environ.get("HERMES_HOME", "").strip()
    base = os.path.expanduser(hermes) if hermes else os.path.join(os.path.expanduser("~"), ".hermes")
    return os.path.join(base, "memlock")


def fast_dir(home: str | None = None) -> str:
    """Where the caches and journals live: under ``home`` (an engine's) or the environment's home."""
    return os.path.join(home or env_home(), "claude_code", "fast")


def session_stem(claude_session_id: str) -> str:
    """A file-safe stem for a Claude session id (the cache also holds the id, which is compared)."""
    slug = "".join(c if (c.isascii() and c.isalnum()) or c in "._-" else "_" for c in claude_session_id[:48])
    return f"{slug.strip('._') or 'id'}-{zlib.crc32(claude_session_id.encode('utf-8', 'surrogatepass')):08x}"


def cache_path(claude_session_id: str) -> str:
    return os.path.join(fast_dir(), session_stem(claude_session_id) + ".json")


def journal_path(claude_session_id: str, home: str | None = None) -> str:
    return os.path.join(fast_dir(home), session_stem(claude_session_id) + ".turns")


def env_snapshot() -> list[list[str]]:
    """The environment the facts depend on (where the home and config are, memlock's switches)."""
    return sorted([k, v] for k, v in os.environ.items() if k.startswith("MEMLOCK_") or k in ENV_KEYS)


def read_sig(path: str) -> tuple[list[int | None] | None, bytes | None]:
    """(signature, content) of one file as one snapshot (fstat of the descriptor that is read):
    size, mtime_ns, inode, ctime_ns and, for a file up to CRC_MAX_BYTES, a CRC of the content
    (content None above that). (None, None) when the file does not exist; OSError when it cannot
    be read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        return None, None
    try:
        st = os.fstat(fd)
        data = None
        if st.st_size <= CRC_MAX_BYTES:
            chunks = []
            while True:
                chunk = os.read(fd, CRC_MAX_BYTES + 1)
                if not chunk:
                    break
                chunks.append(chunk)
            data = b"".join(chunks)
            if len(data) != st.st_size:
                raise OSError(f"{path} changed while it was read")
    finally:
        os.close(fd)
    return [st.st_size, st.st_mtime_ns, st.st_ino, st.st_ctime_ns, None if data is None else zlib.crc32(data)], data


def file_sig(path: str) -> list[int | None] | None:
    return read_sig(path)[0]


def files_unchanged(entries: object) -> bool:
    if not isinstance(entries, list):
        return False
    for entry in entries:
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)):
            return False
        if file_sig(entry[0]) != entry[1]:
            return False
    return True


def prompt_key(prompt: str, transcript_size: int) -> int:
    """One UserPromptSubmit invocation (two memlock entries for one event share it)."""
    return zlib.crc32(repr((prompt, transcript_size)).encode("utf-8", "surrogatepass"))


def read_journal(path: str) -> list[dict]:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except FileNotFoundError:
        return []
    entries = []
    for line in raw.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue  # a line cut by a crash: that turn is lost, never the others
        if isinstance(entry, dict):
            entries.append(entry)
    return entries


def _transcript_quiet(cache: dict, transcript_path: object) -> int | None:
    """The transcript's size if nothing but ordinary records were appended since the full path read
    it (no compaction boundary or summary), else None."""
    cached = cache.get("transcript")
    if not isinstance(cached, dict) or cached.get("path") != transcript_path or not isinstance(transcript_path, str):
        return None
    offset, tail_crc, ino = cached.get("offset"), cached.get("tail_crc"), cached.get("ino")
    if not isinstance(offset, int) or not isinstance(tail_crc, int):
        return None
    st = os.stat(transcript_path)
    if st.st_ino != ino or st.st_size < offset or st.st_size - offset > GAP_MAX_BYTES:
        return None
    start = max(0, offset - TAIL_BYTES)
    with open(transcript_path, "rb") as handle:
        handle.seek(start)
        data = handle.read(st.st_size - start)
    if zlib.crc32(data[: offset - start]) != tail_crc:
        return None
    gap = data[offset - start:]
    if any(marker in gap for marker in COMPACTION_MARKERS):
        return None
    return st.st_size


def _memlock_call(data: dict) -> bool:
    """A tool call that may run memlock itself (its MCP tools, the CLI in a shell)."""
    name = data.get("tool_name")
    text = (name if isinstance(name, str) else "") + json.dumps(data.get("tool_input"), ensure_ascii=False)
    return "memlock" in text.lower()


def transcript_size(path: object) -> int:
    if not isinstance(path, str) or not path:
        return -1
    try:
        return os.stat(path).st_size
    except OSError:
        return -1


def _quiet_prompt(cache: dict, data: dict, cache_sid: str, started_at: float) -> bool:
    raw_prompt = data.get("prompt")
    prompt: str = raw_prompt if isinstance(raw_prompt, str) else ""
    last = cache.get("last_prompt")
    if isinstance(last, list) and len(last) == 2 and isinstance(last[1], (int, float)) \
            and is_duplicate({"key": last[0], "at": last[1]}, prompt_key(prompt, transcript_size(data.get("transcript_path"))),
                             started_at):
        return True  # the full path ran this very invocation (a second memlock entry for the event)
    if cache.get("prompt") is not True or not files_unchanged(cache.get("prompt_files")):
        return False
    size = _transcript_quiet(cache, data.get("transcript_path"))
    if size is None:
        return False
    path = journal_path(cache_sid)
    journal = read_journal(path)
    key = prompt_key(prompt, size)
    now = time.time()
    if journal and is_duplicate(journal[-1], key, started_at):
        return True  # the same invocation from a second memlock entry, running at the same time: counted once
    if len(journal) >= JOURNAL_MAX_TURNS:
        return False
    turn, last, hard = cache.get("turn"), cache.get("last_reinject_turn"), cache.get("hard_reinject_turns")
    if not all(isinstance(v, int) for v in (turn, last, hard)):
        return False
    if hard > 0 and cache.get("anchors") is True and turn + len(journal) + 1 - last >= hard:  # type: ignore[operator]
        return False  # the safety net is due: the full path re-asserts the pins
    line = json.dumps({"prompt": prompt[:PROMPT_CHARS], "at": now, "started": started_at, "key": key},
                      ensure_ascii=True) + "\n"
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        os.write(fd, line.encode("ascii"))
    finally:
        os.close(fd)
    return True


def is_duplicate(previous: dict, key: int, started_at: float) -> bool:
    """``previous`` is the same invocation (same prompt, same transcript length) journaled by a process
    that ran at the same time as this one (it wrote after this one started): Claude Code started
    two memlock entries for one event (installed at two scopes). The same prompt sent again later
    is a new turn."""
    at = previous.get("at")
    return previous.get("key") == key and isinstance(at, (int, float)) and started_at <= at < started_at + DUPLICATE_WINDOW_S


def decide(raw: bytes, started_at: float | None = None) -> bool:
    """True: this event has nothing to do (exit 0, print nothing). False: run the full path.
    Never raises; any doubt is False."""
    try:
        if os.environ.get("MEMLOCK_FAST_PATH", "").strip() == "0":
            return False  # switched off: every event takes the full path (and logs with MEMLOCK_DEBUG=1)
        data = json.loads(raw)
        if not isinstance(data, dict):
            return False
        event, sid = data.get("hook_event_name"), data.get("session_id")
        if not isinstance(event, str) or not isinstance(sid, str) or not sid.strip():
            return False
        if event not in FAST_EVENTS:
            return False
        with open(cache_path(sid), "rb") as handle:
            cache = json.loads(handle.read())
        if not isinstance(cache, dict) or cache.get("version") != FAST_VERSION or cache.get("session_id") != sid:
            return False
        cwd = data.get("cwd") if isinstance(data.get("cwd"), str) and data.get("cwd") else \
            os.environ.get("CLAUDE_PROJECT_DIR") or None
        if cache.get("cwd") != cwd or cache.get("env") != env_snapshot():
            return False
        if cache.get("disabled") is True:
            return files_unchanged(cache.get("files"))
        if not files_unchanged(cache.get("files")):
            return False
        if event == "PreToolUse":
            if cache.get("pretool") is not True:
                return False
            return not (_memlock_call(data) and os.path.exists(journal_path(sid)))
        if event == "Stop":
            return cache.get("stop") is True
        return _quiet_prompt(cache, data, sid, time.time() if started_at is None else started_at)
    except Exception:  # noqa: BLE001 - a stale, corrupt or unreadable cache: the full path decides
        return False
