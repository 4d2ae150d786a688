"""Claude Code hook events translated into memlock_core calls.

One function per event; :func:`run_hook` wires a payload to the engine, the transcript cursor and
the per-session hook state, and returns the JSON to print (or None for no output).

| event | does | prints |
|---|---|---|
| SessionStart startup/clear | seed static + global/project pins | every anchor (clear: and, to the user, the old session's pins) |
| SessionStart resume | seed; audit the resumed context, memlock's earlier reminders included | what it lacks |
| SessionStart compact | seed; trust the event (the summary is not written yet): audit, record | the casualties |
| PreCompact | bring the cursor up to date; note the compaction in progress | nothing |
| PostCompact | audit the compaction if SessionStart(compact) did not | nothing (it cannot inject) |
| UserPromptSubmit | count the turn; adopt the summary of a compaction already audited; audit a compaction |
|                  | no hook saw / safety net; re-deliver a compaction reminder that never landed; |
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
from memlock_core.detection.audit_report import AuditReport
from memlock_core.detection.compaction import latest_summary
from memlock_core.paths import memlock_home
from memlock_core.pinstore.project import legacy_project_key, project_key
from memlock_core.session.engine import Engine
from memlock_core.session.reminder import build_reminder
from memlock_core.session.session_map import current_session, record_current_session
from memlock_core.session.state import SessionState
from memlock_core.session.status import quarantine_notice

from . import compliance_hooks, fast_cache
from .hook_state import HookState, HookStateStore, Pending
from .payload import HOST, HookPayload

log = logging.getLogger("memlock")

# What the audit of a compaction in progress sees: the summary (not written yet) and nothing live.
PROVISIONAL_SUMMARY = "[Claude Code is compacting the conversation; the summary is not in the transcript yet]"
MAX_INJECTION_CHARS = 9_500  # Claude Code spills anything over 10,000 characters to a file
CONTEXT_EVENTS = ("SessionStart", "UserPromptSubmit")
HANDLED_EVENTS = ("SessionStart", "PreCompact", "PostCompact", "UserPromptSubmit", "PreToolUse", "Stop")


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


def _mark_reinjected(state: SessionState, block: str) -> None:
    state.last_reinject_turn = state.turn
    state.note_injected(block)  # only blocks memlock injected are memlock's evidence at the next audit


def one_shot_audit(anchors, messages, settings, *, spans=None, **_ignored):
    """The core audit, without the engine's in-process probe memo: a hook process lives for one
    event, so learning probe hits for a later turn of the same process is pure cost (~20 ms). Imported on the
    first audit: a hook that only judges a tool call or a reply never loads the detection stack."""
    from memlock_core.detection.audit import audit

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

    def __init__(self, payload: HookPayload, cfg: Config, home: Path, hook_state: HookState, *, locked: bool,
                 engine: Engine | None = None):
        self.payload = payload
        self.cfg = cfg
        self.home = home
        self.sid = payload.memlock_session
        self.project = project_key(payload.cwd)
        self.legacy_project = legacy_project_key(payload.cwd)
        self.engine = engine if engine is not None else make_engine(cfg, home)
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
            self.engine.start_session(self.sid, project=self.project, legacy_project=self.legacy_project)

    def casualties(self, report: AuditReport) -> list[Anchor]:
        """The anchors to re-inject after ``report``: its casualties (every anchor with inject: always)."""
        state = self.engine.state(self.sid)
        if self.cfg.inject == "always":
            return state.sorted_anchors()
        lost = set(report.casualties)
        return [a for a in state.sorted_anchors() if a.id in lost]

    def compaction_in_transcript(self, messages: list[dict], reason: str) -> list[Anchor] | None:
        """Audit a compaction the transcript shows and the session has not recorded (a build that
        writes the summary before the hooks run, or a compaction no hook saw). None if there is none."""
        span = latest_summary(messages, ()) if messages else None
        if span is None or span.body_hash == self.engine.state(self.sid).last_summary_hash:
            return None
        return self.casualties(self.engine.record_audit(self.sid, messages, reason, compaction=True))

    def adopt_records(self, messages: list[dict]) -> None:
        """The boundary and summary of a compaction audited from its event have reached the
        transcript: they belong to that compaction, which must not be counted (or re-injected) twice."""
        pending = self.hs.pending
        if pending is None or not pending.awaiting_records or self.cursor is None:
            return
        if self.cursor.boundary_uuid is None or self.cursor.boundary_uuid == pending.boundary_before:
            return
        self.engine.adopt_summary(self.sid, messages)
        pending.awaiting_records = False

    def landed(self, pending: Pending) -> bool:
        """Did the reminder of the compaction reach the model? Known only once the transcript holds the
        compaction: a memlock hook context after its boundary (a build that drops SessionStart(compact)
        output leaves none)."""
        return not pending.awaiting_records and self.cursor is not None and self.cursor.reminder_seen

    def unannounced(self) -> list[Anchor]:
        """Pins made outside the conversation (CLI, another session, the store) the model has not
        been shown. The model's own auto-admitted pins are in its context already; one a person
        approved (it was pending: never in force) is announced."""
        return fast_cache.unannounced(self.engine.state(self.sid), self.hs.announced)

    def emit(self, anchors: list[Anchor], reason: str, *, system_message: str | None = None) -> None:
        if self.payload.event not in CONTEXT_EVENTS:
            return
        anchors = self.engine.admitted_now(anchors)  # re-check at replay: admission, store, signature
        reminder = build_reminder(anchors, self.cfg.max_slots, min(self.cfg.max_reminder_chars, MAX_INJECTION_CHARS))
        if reminder is None:
            if system_message:
                self.result.output = {"systemMessage": system_message}
            return
        shown = set(reminder.included)  # what the budget left out is announced by a later prompt
        for anchor in anchors:
            if anchor.id in shown:
                self.hs.announced[anchor.id] = anchor.version
        text = reminder.text
        self.engine.mutate(self.sid, lambda state: _mark_reinjected(state, text))  # /guard's "last reinjection"
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
            notes.append(quarantine_notice(load.quarantined))
        return ("memlock: " + "; ".join(notes)) if notes else None

    def clear_notice(self) -> str | None:
        """At /clear: the previous session's own pins stay with it (see docs/CLAUDE_CODE.md, /clear)."""
        previous = current_session(self.home, self.payload.cwd)
        if not previous or previous == self.sid or self.engine.sessions.mtime_ns(previous) is None:
            return None
        pins = [a for a in self.engine.state(previous).sorted_anchors() if a.kind == "pin"]
        if not pins:
            return None
        shown = "; ".join(f'"{a.text[:60]}"' for a in pins[:3]) + (f" (+{len(pins) - 3} more)" if len(pins) > 3 else "")
        return (f"memlock: /clear started a new conversation; {len(pins)} session pin(s) of the previous one stay "
                f"with it: {shown}. Project and global pins carry over; to keep an instruction across /clear, "
                "pin it with `memlock pin --scope project \"...\"`.")

    # ── events ────────────────────────────────────────────────────────────
    def session_start(self) -> None:
        source = self.payload.source or "startup"
        self.ensure_session(reseed=True)
        if self.cfg.detection != "keyword":
            from memlock_core.services.audit_daemon import ensure_running

            ensure_running(self.home, self.engine.settings)
        messages = self.read_transcript()
        self.adopt_records(messages)
        if source == "compact":
            self.compact_event(messages)
            return
        notes = [n for n in (self.user_notice(), self.clear_notice() if source == "clear" else None) if n]
        notice = "\n".join(notes) if notes else None
        casualties = self.compaction_in_transcript(messages, "compaction")
        if casualties is not None:  # a compaction no hook saw (e.g. while memlock was not installed)
            self.hs.pending = None
            self.emit(casualties, "compaction", system_message=notice)
            return
        anchors = self.engine.state(self.sid).sorted_anchors()
        if messages and anchors:  # resume: only what the resumed context (reminders included) lacks
            self.resume(messages, anchors, notice)
        else:
            self.hs.pending = None
            self.emit(anchors, "startup", system_message=notice)

    def resume(self, messages: list[dict], anchors: list[Anchor], notice: str | None) -> None:
        """Re-inject what the resumed context lacks (keyword probes: fast, and a miss only costs an extra
        line), then record the audit of the context the model gets, reminder included, in the
        configured mode (a pin delivered now is in force, not drifted: /guard says ALIVE)."""
        own = frozenset(self.engine.state(self.sid).injected_blocks)
        keyword = replace(self.engine.settings, mode="keyword", own_blocks=own)
        lost = set(one_shot_audit(anchors, messages, keyword).casualties)
        for anchor in anchors:
            if anchor.id not in lost:
                self.hs.announced[anchor.id] = anchor.version
        if self.hs.pending is not None and self.hs.pending.awaiting_records:
            self.hs.pending.anchor_ids = []  # delivered here if lost; its summary must still be adopted
        else:
            self.hs.pending = None  # what a compaction left missing is in `lost`: delivered here, once
        self.emit([a for a in anchors if a.id in lost], "resume", system_message=notice)
        delivered = self.result.output["hookSpecificOutput"]["additionalContext"] \
            if self.result.output and "hookSpecificOutput" in self.result.output else None
        context = [*messages, {"role": "system", "content": delivered, "_hook": "SessionStart"}] if delivered else messages
        self.engine.record_audit(self.sid, context, "resume", log_drift=False)  # configured mode (daemon)

    def compact_event(self, messages: list[dict]) -> None:
        """SessionStart(compact), or PostCompact when SessionStart(compact) did not run: trust the event.
        Claude Code writes the boundary and summary only after these hooks, and delivers this hook's
        context to the request that continues the turn, so the audit cannot wait for the transcript."""
        armed = self.hs.pending
        trigger = self.payload.trigger or (armed.trigger if armed else None)
        reason = "mid-turn compaction" if trigger == "auto" else "compaction"
        before = armed.boundary_before if armed else (self.cursor.boundary_uuid if self.cursor else None)
        casualties = self.compaction_in_transcript(messages, reason)
        awaiting = casualties is None
        if casualties is None:  # the summary is not written yet: the whole old context is summarised
            provisional = [{"role": "user", "content": PROVISIONAL_SUMMARY, "_compressed_summary": True}]
            casualties = self.casualties(self.engine.record_audit(self.sid, provisional, reason, compaction=True))
        self.hs.pending = Pending(armed_at=armed.armed_at if armed else time.time(), trigger=trigger,
                                  anchor_ids=[a.id for a in casualties], boundary_before=before,
                                  awaiting_records=awaiting)
        self.result.reason = reason if self.payload.event in CONTEXT_EVENTS else f"{reason} (post)"
        self.emit(casualties, reason)

    def pre_compact(self) -> None:
        self.ensure_session()
        self.adopt_records(self.read_transcript())  # so SessionStart(compact) parses only what is new
        self.hs.pending = Pending(armed_at=time.time(), trigger=self.payload.trigger,
                                  boundary_before=self.cursor.boundary_uuid if self.cursor else None)

    def post_compact(self) -> None:
        self.ensure_session()
        messages = self.read_transcript()
        self.adopt_records(messages)
        if self.hs.pending is None or self.hs.pending.anchor_ids is None:  # SessionStart(compact) did not run
            self.compact_event(messages)

    def user_prompt(self) -> None:
        self.ensure_session()
        messages = self.read_transcript()
        self.adopt_records(messages)
        compliance_hooks.before_prompt(self.engine, self.cfg, self.payload)
        outcome = self.engine.before_llm(self.sid, messages, user_message=self.payload.prompt)
        state = self.engine.state(self.sid)
        chosen: list[str] = []
        reason = ""
        pending = self.hs.pending
        if outcome.reminder is not None:
            chosen = [*outcome.reminder.included, *outcome.reminder.omitted]
            reason = outcome.reason
        elif pending is not None and pending.anchor_ids and not self.landed(pending):
            chosen = list(pending.anchor_ids)  # SessionStart(compact) output dropped (some builds): now, once
            reason = "compaction (fallback)"
        self.hs.pending = None
        fresh = [a.id for a in self.unannounced() if a.id not in chosen]
        if fresh:
            reason = f"{reason} + new pins" if reason else "new pins"
        anchors = [state.anchors[i] for i in [*chosen, *fresh] if i in state.anchors]
        if anchors:
            self.emit(anchors, reason)
        output = compliance_hooks.with_correction(self.engine, self.sid, self.result.output)
        if output is not self.result.output:  # the last reply broke a checked pin: say so
            self.result.output = output
            self.result.reason = f"{self.result.reason} + correction" if self.result.reason else "correction"

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
        self.engine.flush(self.sid)  # this process ends with the event: quiet-turn counters too, now
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
             started_at: float | None = None, config_sigs: list[list[Any]] | None = None) -> HookResult:
    """Run one hook event. Raises only on programming errors; the entry point catches everything.

    ``started_at`` (when this process started) tells a concurrent duplicate (started before the
    previous run with the same key finished) from a legitimate repeat. Every run ends by writing
    the fast-path cache (fast_cache); ``config_sigs``: the config files' signatures taken before
    ``cfg`` was read (None: not known, so no cache is written)."""
    started_at = time.time() if started_at is None else started_at
    if payload.event not in HANDLED_EVENTS:
        return HookResult(reason=f"event {payload.event} not handled")
    home = memlock_home(home or cfg.home or None)
    if not cfg.enabled:
        fast_cache.write(fast_cache.begin(cfg, None, config_sigs), payload, cfg, home, None)
        return HookResult(reason="disabled")
    engine = make_engine(cfg, home)
    snapshot = fast_cache.begin(cfg, engine, config_sigs, payload)  # before anything of this run reads the store
    fast_cache.apply_journal(engine, payload.session_id)  # the quiet turns the fast path counted, first
    result = _run(payload, cfg, home, engine, started_at)
    fast_cache.write(snapshot, payload, cfg, home, engine)
    return result


def _run(payload: HookPayload, cfg: Config, home: Path, engine: Engine, started_at: float) -> HookResult:
    if payload.event in ("PreToolUse", "Stop"):  # no transcript cursor, no dedup: every call is checked
        done = compliance_hooks.run(payload, cfg, engine)
        return HookResult(output=done.output, reason=done.reason, notes=done.notes)
    store = HookStateStore(home)
    sid = payload.memlock_session
    with store.locked(sid) as locked:
        hook_state = store.load(sid) if locked else HookState(sid)
        key = invocation_key(payload)
        if locked and hook_state.last_key == key and 0 <= hook_state.last_at - started_at < 60:
            return HookResult(reason="duplicate invocation skipped (memlock installed twice for this event?)")
        run = HookRun(payload, cfg, home, hook_state, locked=locked, engine=engine)
        result = run.dispatch()
        hook_state.last_event = payload.event + (f"({payload.source})" if payload.source else "")
        hook_state.last_key = key
        if locked:
            store.save(hook_state)
        else:
            result.notes.append("another hook held this session's lock; transcript cursor not saved")
    return result
