"""Compiled regular expressions kept across processes, so a short-lived hook does not re-compile them.

memlock's rule parser and reply checks hold ~1,600 module-level patterns. CPython compiles each one in
pure Python (``re._parser`` + ``re._compiler``), which costs over a second in every new process, and a
Claude Code hook is a new process per event. The C engine (``_sre.compile``) only needs the finished
opcode list, so :func:`rx` keeps those lists in a small marshal file next to the package's byte-code
(or under the user's cache directory when the package is read-only) and rebuilds each pattern from it.

Trust is the same as byte-code's: the file sits where ``__pycache__`` does and is keyed by the exact
interpreter (version, ``_sre.MAGIC``, code size). Anything unexpected (another interpreter, a missing
private API, a torn or foreign file, a read-only disk) falls back to plain :func:`re.compile`: the
cache can make memlock faster, never different. ``MEMLOCK_REGEX_CACHE=0`` turns it off.

The file is an index followed by one marshalled entry per pattern; a process decodes (and checks the CRC-32 of)
only the entries of the patterns its imports ask for: a Claude Code PreToolUse hook loads about a third of
memlock's modules and should not pay for the reply checks' lexicons.
"""
from __future__ import annotations

import atexit
import hashlib
import importlib
import marshal
import os
import re
import sys
import tempfile
import threading
import zlib
from array import array
from pathlib import Path
from types import FrameType
from typing import Any

__all__ = ["rx", "flush", "cache_path"]

_FORMAT = 2  # 2: an index up front, each entry decoded only when its pattern is asked for
_MAGIC = b"MLRXv2\x00\x00"
_HEAD = len(_MAGIC) + 8  # the magic, then the index's length and CRC-32
_MAX_ENTRIES = 20_000  # stale patterns from older versions are dropped past this
_Entry = tuple[int, bytes, int, dict[str, int], tuple[Any, ...]]  # flags, opcodes as machine words, groups…
_Key = tuple[str, int]

_lock = threading.Lock()
_entries: dict[_Key, tuple[int, int, int] | bytes] | None = None  # None: not loaded yet
_body: bytes = b""  # the entries' part of the file _entries' offsets point into
_dirty = False
_enabled = True
_flush_registered = False


def _interpreter_tag() -> str | None:
    """The key that makes opcode lists valid: CPython only, this exact build's engine."""
    if sys.implementation.name != "cpython":
        return None
    try:
        engine: Any = importlib.import_module("_sre")  # CPython's private engine; absent elsewhere
        if array("I").itemsize != engine.CODESIZE:
            return None
        return f"{sys.version}|{engine.MAGIC}|{engine.CODESIZE}|{_FORMAT}"
    except (ImportError, AttributeError):
        return None


def cache_path() -> Path | None:
    """Where the cache lives: beside memlock_core's byte-code, else (read-only package, or
    ``PYTHONDONTWRITEBYTECODE``) the user's cache directory."""
    tag = _interpreter_tag()
    if tag is None:
        return None
    name = f"regex-{sys.implementation.cache_tag}-{hashlib.sha256(tag.encode()).hexdigest()[:12]}.marshal"
    here = Path(__file__).resolve().parent / "__pycache__"
    if not sys.dont_write_bytecode and os.access(here if here.is_dir() else here.parent, os.W_OK):
        return here / name  # beside the byte-code, unless the user asked Python not to write there
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "memlock" / name


def _load() -> tuple[dict[_Key, tuple[int, int, int] | bytes], bytes]:
    """The cache's index and the bytes it points into; no entry is decoded or checked here (a hook that needs a
    fifth of the patterns pays for a fifth). The file: magic, the index's length and CRC-32, the index
    (``(pattern, flags) -> (offset, length, CRC-32)``), then the marshalled entries. A torn or foreign file
    reads as empty; a torn or altered entry fails its own CRC when its pattern is asked for."""
    path = cache_path()
    if path is None:
        return {}, b""
    try:
        raw = path.read_bytes()
    except OSError:
        return {}, b""
    if len(raw) < _HEAD or raw[:len(_MAGIC)] != _MAGIC:
        return {}, b""
    size = int.from_bytes(raw[len(_MAGIC):len(_MAGIC) + 4], "little")
    check = int.from_bytes(raw[len(_MAGIC) + 4:_HEAD], "little")
    index_bytes = raw[_HEAD:_HEAD + size]
    if len(index_bytes) != size or zlib.crc32(index_bytes) != check:
        return {}, b""
    try:
        index = marshal.loads(index_bytes)
    except (EOFError, ValueError, TypeError):
        return {}, b""
    if not isinstance(index, dict):
        return {}, b""
    return index, raw[_HEAD + size:]


def _blob(slot: tuple[int, int, int] | bytes, body: bytes) -> bytes | None:
    """An entry's bytes, checked against the CRC-32 the index holds for it (None: torn, altered or malformed)."""
    if isinstance(slot, bytes):
        return slot
    try:
        offset, length, crc = slot
        blob = body[offset:offset + length]
    except (TypeError, ValueError):
        return None
    return blob if len(blob) == length and zlib.crc32(blob) == crc else None


def _decode(blob: bytes) -> _Entry | None:
    try:
        entry = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return None
    return entry if isinstance(entry, tuple) and len(entry) == 5 else None


def _build(pattern: str, entry: _Entry) -> re.Pattern[str]:
    engine: Any = importlib.import_module("_sre")
    flags, words, groups, groupindex, indexgroup = entry
    code = array("I")
    code.frombytes(words)
    compiled: re.Pattern[str] = engine.compile(pattern, flags, code.tolist(), groups, groupindex, indexgroup)
    return compiled


def _compile_fresh(pattern: str, flags: int) -> tuple[re.Pattern[str], _Entry]:
    """What ``re._compiler.compile`` does, keeping the opcode list it hands to the engine."""
    compiler: Any = importlib.import_module("re._compiler")  # private: a change here turns the cache off
    parser: Any = importlib.import_module("re._parser")
    parsed = parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[Any] = [None] * parsed.state.groups
    for key, index in groupindex.items():
        indexgroup[index] = key
    entry: _Entry = (int(flags | parsed.state.flags), array("I", [int(op) for op in code]).tobytes(),
                     parsed.state.groups - 1, groupindex, tuple(indexgroup))
    return _build(pattern, entry), entry


def _at_import(depth: int = 6) -> bool:
    """Called while one of memlock's modules is being imported (its own patterns, the cost every process
    pays) rather than at run time (patterns built from a user's rule text: few, and they stay off disk)."""
    frame: FrameType | None = sys._getframe(2)
    for _ in range(depth):
        if frame is None:
            return False
        name = frame.f_globals.get("__name__", "")
        if frame.f_code.co_name == "<module>" and name.startswith(("memlock_core", "memlock_adapters")):
            return True
        frame = frame.f_back
    return False


def rx(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``; a pattern compiled while memlock's modules load is rebuilt from the
    on-disk opcode cache when it holds it. Patterns made at run time go to :func:`re.compile` as they are."""
    global _entries, _body, _dirty, _enabled, _flush_registered
    flag_value = int(flags)
    if (not _enabled or not isinstance(pattern, str) or flag_value & (re.DEBUG | re.TEMPLATE)
            or not _at_import()):
        return re.compile(pattern, flags)
    with _lock:
        if _entries is None:
            _enabled = os.environ.get("MEMLOCK_REGEX_CACHE", "1") not in ("0", "false", "no", "off")
            _entries, _body = _load() if _enabled else ({}, b"")
            if not _enabled:
                return re.compile(pattern, flags)
        key = (pattern, flag_value)
        slot = _entries.get(key)
        body = _body
    blob = _blob(slot, body) if slot is not None else None
    entry = _decode(blob) if blob is not None else None
    try:
        if entry is not None:
            return _build(pattern, entry)
        compiled, entry = _compile_fresh(pattern, flag_value)
    except re.error:
        raise
    except Exception:  # noqa: BLE001  (a private API changed or an entry is bad: plain compile, cache off)
        _enabled = False
        return re.compile(pattern, flags)
    with _lock:
        _entries[key] = marshal.dumps(entry)
        _dirty = True
        if not _flush_registered:
            _flush_registered = True
            atexit.register(flush)
    return compiled


def flush() -> bool:
    """Write the cache if this process compiled anything new; True when written. Never raises."""
    global _dirty
    with _lock:
        if not _dirty or not _entries:
            return False
        items = list(_entries.items())[-_MAX_ENTRIES:]
        body_in = _body
        _dirty = False
    path = cache_path()
    if path is None:
        return False
    index: dict[_Key, tuple[int, int, int]] = {}
    parts: list[bytes] = []
    offset = 0
    for key, slot in items:
        blob = _blob(slot, body_in)
        if blob is None:
            continue  # a torn entry is not carried over
        index[key] = (offset, len(blob), zlib.crc32(blob))
        parts.append(blob)
        offset += len(blob)
    try:
        head = marshal.dumps(index)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".regex-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(_MAGIC + len(head).to_bytes(4, "little") + zlib.crc32(head).to_bytes(4, "little") + head)
                handle.writelines(parts)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except (OSError, ValueError):
        return False
    return True
