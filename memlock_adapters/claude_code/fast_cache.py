"""The full path's side of the fast path (issue 27): write the cache that lets the next hook event
decide "nothing to do" without importing memlock, and apply the quiet turns it journaled.

Every fact is computed from the exact bytes whose signature the cache records (the session state,
the hook state, the current-session map), and the signatures of the durable store's and config's
files are taken BEFORE the full path reads them: a change made while the full path ran leaves a
signature that no longer matches, so the next event takes the full path again. See
:mod:`memlock_adapters.claude_code.fast_path` for the reader.
"""
from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memlock_core.anchor import Anchor
from memlock_core.config import Config
from memlock_core.fileio import atomic_write_text, private_dir
from memlock_core.session.engine import Engine
from memlock_core.session.session_map import current_session
from memlock_core.session.state import SessionState

from . import fast_path
from .hook_state import HookState, HookStateStore
from .payload import SESSION_PREFIX, HookPayload, memlock_session_id

log = logging.getLogger("memlock")

HERE = Path(__file__).resolve().parent
# the code that computes the facts: a new version of any of these invalidates every cache
CODE_FILES = [HERE / "fast_path.py", HERE / "fast_cache.py", HERE / "hooks.py", HERE / "compliance_hooks.py",
              HERE.parent.parent / "memlock_core" / "session" / "compliance_flow.py"]
STORE_BACKENDS_WITH_FILES = ("file", "sqlite")  # PostgreSQL's token lives in a listener: no fast path


Sig = list  # fast_path.read_sig's signature: [size, mtime_ns, inode, ctime_ns, crc | None]


def sigs(paths: list[str]) -> list[list[Any]]:
    return [[p, fast_path.file_sig(p)] for p in paths]


@dataclass
class Snapshot:
    """Signatures taken before the full path reads the files they describe."""

    config: list[list[Any]] | None  # None: not known (no cache is written)
    store: list[list[Any]] | None  # None: the store has no file to watch (no fast path)
    env: list[list[str]] = field(default_factory=fast_path.env_snapshot)
    prompt_key: int | None = None  # UserPromptSubmit: this invocation (fast_path.prompt_key)


def begin(cfg: Config, engine: Engine | None, config_sigs: list[list[Any]] | None,
          payload: HookPayload | None = None) -> Snapshot:
    """The durable store's signatures, before anything of this run loads it (``config_sigs`` were
    taken before the config was read, see config_cache)."""
    prompt_key = None
    if payload is not None and payload.event == "UserPromptSubmit":
        prompt_key = fast_path.prompt_key(payload.prompt or "", fast_path.transcript_size(payload.transcript_path))
    store: list[list[Any]] | None = None
    if engine is not None and cfg.persistence_backend in STORE_BACKENDS_WITH_FILES:
        watched = getattr(engine.pin_store, "watched_paths", None)  # the file and SQLite backends
        paths = list(watched()) if callable(watched) else []
        if paths:
            store = sigs(paths)
    extra = [cfg.hmac_key_file] if cfg.hmac_key_file else []
    config = None if config_sigs is None else config_sigs + sigs([os.path.expanduser(p) for p in extra])
    return Snapshot(config=config, store=store, prompt_key=prompt_key)


def _checked(state: SessionState, part: str) -> bool:
    return any(a.check is not None and getattr(a.check, part) is not None for a in state.anchors.values())


def unannounced(state: SessionState, announced: dict[str, int]) -> list[Anchor]:
    """Pins made outside the conversation (CLI, another session, the store) the model has not been
    shown. The model's own auto-admitted pins are in its context already; one a person approved (it
    was pending: never in force) is announced."""
    return [a for a in state.sorted_anchors()
            if announced.get(a.id) != a.version and (a.created_by != "model" or a.admission == "approved_manual")]


def _transcript(hs: HookState, transcript_path: str | None) -> dict[str, Any] | None:
    cursor = hs.cursor
    if not transcript_path or not isinstance(cursor, dict) or cursor.get("path") != transcript_path:
        return None
    offset, inode = cursor.get("offset"), cursor.get("inode")
    if not isinstance(offset, int) or not isinstance(inode, int) or offset < 0:
        return None
    start = max(0, offset - fast_path.TAIL_BYTES)
    with open(transcript_path, "rb") as handle:
        if os.fstat(handle.fileno()).st_ino != inode:
            return None
        handle.seek(start)
        tail = handle.read(offset - start)
    if len(tail) != offset - start:
        return None
    import zlib

    return {"path": transcript_path, "ino": inode, "offset": offset, "tail_crc": zlib.crc32(tail)}


def _remove(path: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def write(snapshot: Snapshot, payload: HookPayload, cfg: Config, home: Path, engine: Engine | None) -> None:
    """Write the fast-path cache for this session after a full run (never raises: without a cache
    the next event simply takes the full path)."""
    path = fast_path.cache_path(payload.session_id)
    try:
        data = _facts(snapshot, payload, cfg, home, engine)
        if data is None:
            _remove(path)
            return
        private_dir(Path(path).parent)
        atomic_write_text(Path(path), json.dumps(data, separators=(",", ":")), durable=False)
    except Exception as exc:  # noqa: BLE001 - a cache that cannot be written is no cache
        log.debug("memlock: fast-path cache not written: %s", exc)
        _remove(path)


def _facts(snapshot: Snapshot, payload: HookPayload, cfg: Config, home: Path,
           engine: Engine | None) -> dict[str, Any] | None:
    if snapshot.config is None:
        return None
    code = sigs([str(p) for p in CODE_FILES])
    base: dict[str, Any] = {"version": fast_path.FAST_VERSION, "session_id": payload.session_id,
                            "cwd": payload.cwd, "env": snapshot.env}
    if not cfg.enabled:
        return {**base, "disabled": True, "files": snapshot.config + code}
    if snapshot.store is None or engine is None:
        return None
    sid = payload.memlock_session
    state_path = str(engine.sessions.path_for(sid))
    state_sig, raw = fast_path.read_sig(state_path)
    files = [[state_path, state_sig], *snapshot.store, *snapshot.config, *code]
    facts: dict[str, Any] = {**base, "files": files, "pretool": True, "stop": True, "prompt": False}
    if snapshot.prompt_key is not None:  # a second memlock entry for this event, running now, steps aside
        facts["last_prompt"] = [snapshot.prompt_key, time.time()]
    if state_sig is None:
        return facts  # no memlock session yet: PreToolUse and Stop have nothing to do, a prompt starts one
    if raw is None:
        return None  # too large to fingerprint by content: no fast path
    state = SessionState.from_dict(json.loads(raw.decode("utf-8")), sid)
    tool, reply = _checked(state, "tool"), _checked(state, "reply")
    facts["pretool"] = not cfg.compliance or not tool
    facts["stop"] = not cfg.compliance or not reply
    hs_path = str(HookStateStore(home).path_for(sid))
    hs_sig, hs_raw = fast_path.read_sig(hs_path)
    map_path = str(Path(home) / "current_sessions.json")
    map_sig = fast_path.file_sig(map_path)  # before it is read: a later change shows as a new signature
    if hs_raw is None:
        return facts
    hs = HookState.from_dict(sid, json.loads(hs_raw.decode("utf-8")))
    transcript = _transcript(hs, payload.transcript_path)
    quiet = (cfg.inject != "always" and (not cfg.compliance or not (tool or reply))
             and not state.compliance.pending and not state.compliance.stop_retries
             and hs.pending is None and transcript is not None
             and not unannounced(state, hs.announced)
             and current_session(home, payload.cwd) == sid)
    facts.update(prompt=quiet, prompt_files=[[hs_path, hs_sig], [map_path, map_sig]], transcript=transcript,
                 turn=state.turn, last_reinject_turn=state.last_reinject_turn,
                 hard_reinject_turns=cfg.hard_reinject_turns, anchors=bool(state.anchors))
    return facts


def apply_pending_turns(engine: Engine, session_id: str) -> int:
    """For any host that acts on a session (the CLI, the MCP server): a Claude Code session's quiet
    turns, journaled by the hooks' fast path, are counted (and the user's words recorded, which
    grounds a pin the model makes) before the request looks at the session."""
    if not session_id.startswith(SESSION_PREFIX):
        return 0
    try:
        return apply_journal(engine, session_id[len(SESSION_PREFIX):])
    except Exception as exc:  # noqa: BLE001 - bookkeeping; the request goes on
        log.warning("memlock: quiet turns of %s not applied: %s", session_id, exc)
        return 0


def apply_journal(engine: Engine, claude_session_id: str) -> int:
    """Count the quiet turns the fast path journaled (and record the user's last words) in the
    session, before this run does anything else. Returns how many were applied."""
    path = fast_path.journal_path(claude_session_id, os.fspath(engine.home))  # the engine's home, not the env's
    claimed = f"{path}.{os.getpid()}"
    try:
        os.rename(path, claimed)
    except OSError:
        return 0
    try:
        entries = fast_path.read_journal(claimed)
    finally:
        _remove(claimed)
    sid = memlock_session_id(claude_session_id)
    if not entries or engine.sessions.mtime_ns(sid) is None:
        return 0
    turns: list[tuple[str, float]] = []
    previous: dict[str, Any] | None = None
    for entry in entries:
        at = entry.get("at")
        at = float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else 0.0
        started = entry.get("started")
        if previous is not None and isinstance(started, (int, float)) \
                and fast_path.is_duplicate(previous, entry.get("key"), float(started)):  # type: ignore[arg-type]
            continue  # two memlock entries for one event raced past the fast path's own check
        previous = entry
        prompt = entry.get("prompt")
        turns.append((prompt if isinstance(prompt, str) else "", at))

    def count(state: SessionState) -> None:
        for prompt, at in turns:
            state.turn += 1
            state.last_active_at = max(state.last_active_at, at)
            if prompt.strip():
                state.record_user_turn(prompt, at)

    engine.record(sid, count)
    engine.end_turn(sid)
    return len(turns)
