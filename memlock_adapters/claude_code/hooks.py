"""Claude Code hook events translated into memlock_core calls.

One function per event; :func:`run_hook` wires a payload to the engine, the transcript cursor and
the per-session hook state, and returns the JSON to print (or None for no output).

| event | does | prints |
|---|---|---|
| SessionStart startup/clear | seed static + global/project pins | every anchor, briefly (the model starts knowing them) |
| SessionStart resume | seed; audit the resumed context | anchors the context no longer holds |
| SessionStart compact | seed; detect the compaction, audit | the casualties (and arm them for the next prompt) |
| PreCompact | bring the cursor up to date; arm the fallback | nothing |
| PostCompact | audit the compaction if SessionStart did not | nothing (it cannot inject) |
| UserPromptSubmit | count the turn; audit on compaction / safety net; deliver the armed fallback once; |
|                  | announce pins made outside the conversation (CLI, MCP) | the reminder, if any |

Every injection is a memlock reminder block (<= ``max_reminder_chars`` <= 9,000 characters), well
under Claude Code's 10,000-character limit.
"""
from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from memlock_adapters.claude_code.transcript import TranscriptCursor, TranscriptError, audit_markers, read_transcript
from memlock_core.anchor import Anchor
from memlock_core.config import Config
from memlock_core.detection.audit import audit
from memlock_core.paths import memlock_home
from memlock_core.pinstore.project import project_key
from memlock_core.session.engine import Engine
from memlock_core.session.reminder import build_reminder
from memlock_core.session.session_map import current_session, record_current_session

from .hook_state import HookState, HookStateStore, Pending
from .payload import HOST, HookPayload

log = logging.getLogger("memlock")

MAX_INJECTION_CHARS = 9_500  # Claude Code spills anything over 10,000 characters to a file
CONTEXT_EVENTS = ("SessionStart", "UserPromptSubmit")
HANDLED_EVENTS = ("SessionStart", "PreCompact", "PostCompact", "UserPromptSubmit")


@dataclass
class HookResult:
    """What one hook run decided: the output JSON (or None) and a line for the log."""

    output: dict | None = None
    injected: list[str] = field(default_factory=list)
    reason: str = ""
    notes: list[str] = field(default_factory=list)
    transcript_bytes: int | None = None  # bytes parsed this run (None: no transcript read)
    transcript_cold: bool = False


def context_output(event: str, text: str, system_message: str | None = None) -> dict:
    if len(text) > MAX_INJECTION_CHARS:  # defensive: the reminder builder already respects its budget
        text = text[: MAX_INJECTION_CHARS - 1] + "…"
    out: dict[str, Any] = {"hookSpecificOutput": {"hookEventName": event, "additionalContext": text}}
    if system_message:
        out["systemMessage"] = system_message
    return out


def one_shot_audit(anchors, messages, settings, *, spans=None, **_ignored):
    """The core audit, without the engine's in-process probe memo: a hook process lives for one
    event, so learning probe hits for a later turn of the same process is pure cost (~20 ms)."""
    return audit(anchors, messages, settings, spans=spans)


def make_engine(cfg: Config, home: Path) -> Engine:
    """An engine for one hook process. Summary text markers are off: transcript boundaries say
    exactly where compaction happened. Semantic/hybrid audits go through the audit daemon."""
    auditor = one_shot_audit
    if cfg.detection != "keyword":
        from memlock_core.services.audit_daemon import DaemonAuditor  # sockets and threads only when needed

        auditor = DaemonAuditor(home)
    engine = Engine(cfg, home=home, auditor=auditor)
    engine.settings = replace(engine.settings, markers=audit_markers())
    return engine


class HookRun:
    """Everything one hook invocation touches."""

    def __init__(self, payload: HookPayload, cfg: Config, home: Path, hook_state: HookState, *, locked: bool):
        self.payload = payload
        self.cfg = cfg
        self.home = home
        self.sid = payload.memlock_session
        self.project = project_key(payload.cwd)
        self.engine = make_engine(cfg, home)
        self.hs = hook_state
        self.locked = locked
        self.cursor: TranscriptCursor | None = None
        self.result = HookResult()

    # ── shared steps ──────────────────────────────────────────────────────
    def read_transcript(self) -> list[dict]:
        path = self.payload.transcript_path
        if not path:
            return []
        saved = TranscriptCursor.from_dict(self.hs.cursor) if self.locked else None
        try:
            view = read_transcript(path, saved)
        except TranscriptError as exc:
            self.result.notes.append(str(exc))
            log.warning("memlock: %s", exc)
            return []
        self.cursor = view.cursor
        self.result.transcript_bytes = view.new_bytes
        self.result.transcript_cold = view.cold and view.exists
        if view.exists:
            self.hs.cursor = view.cursor.to_dict()
        return view.messages

    def ensure_session(self, *, reseed: bool = False) -> None:
        """Seed the session at SessionStart, or on the first hook of a session memlock never saw
        start (installed mid-session)."""
        if reseed or self.engine.sessions.mtime_ns(self.sid) is None:
            self.engine.start_session(self.sid, project=self.project)

    def check_compaction(self, messages: list[dict]) -> list[Anchor] | None:
        """Audit a compaction the session has not recorded yet, without counting a user turn.
        Returns the anchors to re-inject, or None when there was no new compaction."""
        if not messages:
            return None
        before = self.engine.state(self.sid).last_summary_hash
        self.engine.on_request(self.sid, messages)
        state = self.engine.state(self.sid)
        if state.last_summary_hash == before:
            return None
        if self.cfg.inject == "always":
            return state.sorted_anchors()
        return [a for a in state.sorted_anchors() if a.status == "drifted"]

    def unannounced(self) -> list[Anchor]:
        """Pins made outside the conversation (CLI, another session, the store) the model has not
        been shown. The model's own auto-admitted pins are in its context already; one a person
        approved (it was pending: never in force) is announced."""
        state = self.engine.state(self.sid)
        return [a for a in state.sorted_anchors()
                if self.hs.announced.get(a.id) != a.version
                and (a.created_by != "model" or a.admission == "approved_manual")]

    def emit(self, anchors: list[Anchor], reason: str, *, system_message: str | None = None) -> None:
        if self.payload.event not in CONTEXT_EVENTS:
            return
        anchors = self.engine.admitted_now(anchors)  # re-check at replay: admission, store, signature
        reminder = build_reminder(anchors, self.cfg.max_slots, min(self.cfg.max_reminder_chars, MAX_INJECTION_CHARS))
        if reminder is None:
            if system_message:
                self.result.output = {"systemMessage": system_message}
            return
        for anchor in anchors:
            self.hs.announced[anchor.id] = anchor.version
        self.result.output = context_output(self.payload.event, reminder.text, system_message)
        self.result.injected = list(reminder.included)
        self.result.reason = reason

    def user_notice(self) -> str | None:
        """Problems the user (not the model) should see at session start."""
        notes = [f"config: {w}" for w in self.cfg.warnings[:3]]
        load = self.engine.last_pin_load
        if load is not None and load.held_back:
            notes.append(f"durable pins held back: {load.held_back_reason}")
        if load is not None and load.quarantined:
            notes.append(f"{len(load.quarantined)} durable pin file(s) in quarantine")
        return ("memlock: " + "; ".join(notes)) if notes else None

    # ── events ────────────────────────────────────────────────────────────
    def session_start(self) -> None:
        source = self.payload.source or "startup"
        self.ensure_session(reseed=True)
        if self.cfg.detection != "keyword":
            from memlock_core.services.audit_daemon import ensure_running

            ensure_running(self.home, self.engine.settings)
        messages = self.read_transcript()
        casualties = self.check_compaction(messages)
        notice = self.user_notice() if source != "compact" else None
        if casualties is not None:  # a compaction (this one, or one memlock had not seen)
            self.hs.pending = Pending(armed_at=(self.hs.pending.armed_at if self.hs.pending else time.time()),
                                      trigger=self.hs.pending.trigger if self.hs.pending else None,
                                      anchor_ids=[a.id for a in casualties])
            self.emit(casualties, "compaction", system_message=notice)
            return
        if source == "compact":
            return  # nothing new in the transcript yet: PostCompact or the next prompt will see it
        self.hs.pending = None
        anchors = self.engine.state(self.sid).sorted_anchors()
        if messages and anchors:  # resume: only what the resumed context does not already hold
            report = audit(anchors, messages, replace(self.engine.settings, mode="keyword"))
            lost = set(report.casualties)
            missing = [a for a in anchors if a.id in lost]
            for anchor in anchors:
                if anchor.id not in lost:
                    self.hs.announced[anchor.id] = anchor.version
            self.emit(missing, "resume", system_message=notice)
        else:
            self.emit(anchors, "startup", system_message=notice)

    def pre_compact(self) -> None:
        self.ensure_session()
        self.read_transcript()  # so SessionStart(compact) parses only the boundary and the summary
        self.hs.pending = Pending(armed_at=time.time(), trigger=self.payload.trigger)

    def post_compact(self) -> None:
        self.ensure_session()
        casualties = self.check_compaction(self.read_transcript())
        if casualties is not None:
            armed = self.hs.pending
            self.hs.pending = Pending(armed_at=armed.armed_at if armed else time.time(),
                                      trigger=self.payload.trigger or (armed.trigger if armed else None),
                                      anchor_ids=[a.id for a in casualties])
            self.result.reason = "compaction (post)"

    def user_prompt(self) -> None:
        self.ensure_session()
        messages = self.read_transcript()
        outcome = self.engine.before_llm(self.sid, messages, user_message=self.payload.prompt)
        state = self.engine.state(self.sid)
        chosen: list[str] = []
        reason = ""
        if outcome.reminder is not None:
            chosen = [*outcome.reminder.included, *outcome.reminder.omitted]
            reason = outcome.reason
        elif self.hs.pending is not None and self.hs.pending.anchor_ids:
            seen = self.cursor is not None and self.cursor.reminder_seen
            if not seen:  # SessionStart(compact) output is dropped by some builds: deliver it now, once
                chosen = list(self.hs.pending.anchor_ids)
                reason = "compaction (fallback)"
        self.hs.pending = None
        fresh = [a.id for a in self.unannounced() if a.id not in chosen]
        if fresh:
            reason = f"{reason} + new pins" if reason else "new pins"
        anchors = [state.anchors[i] for i in [*chosen, *fresh] if i in state.anchors]
        if anchors:
            self.emit(anchors, reason)

    def dispatch(self) -> HookResult:
        event = self.payload.event
        if event == "SessionStart":
            self.session_start()
        elif event == "UserPromptSubmit":
            self.user_prompt()
        elif event == "PreCompact":
            self.pre_compact()
        elif event == "PostCompact":
            self.post_compact()
        else:
            self.result.reason = f"event {event} not handled"
            return self.result
        if current_session(self.home, self.payload.cwd) != self.sid:
            record_current_session(self.home, HOST, self.sid, self.payload.cwd)
        anchors = self.engine.state(self.sid).anchors
        self.hs.announced = {k: v for k, v in self.hs.announced.items() if k in anchors}  # unpinned: forget
        self.engine.end_turn(self.sid)
        return self.result


def invocation_key(payload: HookPayload) -> str:
    """Identifies one hook invocation: the same event, with the same input, on the same transcript
    length. Two memlock entries for one event (installed at user AND project scope with different
    interpreters, which Claude Code does not deduplicate) are started together with the same key."""
    import hashlib
    import os

    size = -1
    if payload.transcript_path:
        try:
            size = os.stat(payload.transcript_path).st_size
        except OSError:
            pass
    raw = repr((payload.event, payload.source, payload.trigger, payload.prompt, payload.transcript_path, size))
    return hashlib.sha256(raw.encode("utf-8", "surrogatepass")).hexdigest()[:24]


def run_hook(payload: HookPayload, cfg: Config, *, home: Path | None = None,
             started_at: float | None = None) -> HookResult:
    """Run one hook event. Raises only on programming errors; the entry point catches everything.

    ``started_at`` (when this process started) tells a concurrent duplicate (started before the
    previous run with the same key finished) from a legitimate repeat."""
    started_at = time.time() if started_at is None else started_at
    if not cfg.enabled:
        return HookResult(reason="disabled")
    if payload.event not in HANDLED_EVENTS:
        return HookResult(reason=f"event {payload.event} not handled")
    home = memlock_home(home or cfg.home or None)
    store = HookStateStore(home)
    sid = payload.memlock_session
    with store.locked(sid) as locked:
        hook_state = store.load(sid) if locked else HookState(sid)
        key = invocation_key(payload)
        if locked and hook_state.last_key == key and 0 <= hook_state.last_at - started_at < 60:
            return HookResult(reason="duplicate invocation skipped (memlock installed twice for this event?)")
        run = HookRun(payload, cfg, home, hook_state, locked=locked)
        result = run.dispatch()
        hook_state.last_event = payload.event + (f"({payload.source})" if payload.source else "")
        hook_state.last_key = key
        if locked:
            store.save(hook_state)
        else:
            result.notes.append("another hook held this session's lock; transcript cursor not saved")
    return result
