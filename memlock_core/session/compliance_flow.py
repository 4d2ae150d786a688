"""Compliance in the turn flow: verdicts after each reply, a decision before each tool call, and the
correction the next request carries. Hosts call these next to the engine's turn calls:

* :func:`after_reply` - the model's final reply of a turn: one verdict per checked pin, recorded
  with its evidence; each broken rule queues a correction (even when the rule is still in context:
  being in context did not make the model obey it).
* :func:`before_tool` - a tool call about to run: block it when a pin with ``enforce: block``
  forbids it, else let it run and record the violation (the correction follows).
* :func:`take_correction` / :func:`merge_block` - the short correction added to the next request,
  inside the reminder budget that the reminder block leaves free.

Verdicts go to the engine's in-memory copy of the session (:meth:`Engine.record`) and are written
with the turn's other bookkeeping by :meth:`Engine.end_turn`, which every host calls at the end of a
turn or hook: checking adds no disk write of its own. A session without checks pays one scan per reply.
"""
from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.compliance.intent.commands import Reader
from memlock_core.compliance.intent.memory import TurnMemory
from memlock_core.compliance.intent.tools import remember_call
from memlock_core.compliance.outcomes import ComplianceVerdict
from memlock_core.compliance.record import Correction
from memlock_core.compliance.tool_eval import check_tool_call
from memlock_core.session import alerts
from memlock_core.session.engine import Engine
from memlock_core.session.pins import PinError
from memlock_core.session.state import SessionState

log = logging.getLogger("memlock")

CORRECTION_MARKER = "[memlock] Your last reply broke a standing instruction"
MIN_CORRECTION_CHARS = 60


def _check_reply(anchors: Sequence[Anchor], text: str, **context: Any) -> list[ComplianceVerdict]:
    """:func:`memlock_core.compliance.evaluate.check_reply`, imported on the first reply: a process that only
    judges tool calls (a Claude Code PreToolUse hook) never loads the reply checks."""
    from memlock_core.compliance.evaluate import check_reply

    return check_reply(anchors, text, **context)


@dataclass
class ReplyOutcome:
    verdicts: list[ComplianceVerdict] = field(default_factory=list)
    broken: list[ComplianceVerdict] = field(default_factory=list)
    skipped: str = ""  # why nothing was checked (disabled, no checks, already checked)


@dataclass
class ToolDecision:
    verdicts: list[ComplianceVerdict] = field(default_factory=list)
    block: bool = False
    message: str = ""  # for a block: the tool result the model sees; for a warning: the log line


def _checked(state: SessionState, part: str) -> list[Anchor]:
    return [a for a in state.sorted_anchors() if a.check is not None and getattr(a.check, part) is not None]


def reply_key(reply: str) -> str:
    return hashlib.sha256(reply.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def _alert(engine: Engine, session_id: str, state: SessionState, broken: Sequence[ComplianceVerdict], now: float) -> None:
    high = [v for v in broken if (a := state.anchors.get(v.anchor_id)) is not None
            and a.priority >= engine.cfg.compliance_alert_priority]
    log_ = state.compliance
    if not high:
        return
    if log_.last_alert_at is not None and now - log_.last_alert_at < engine.cfg.alert_cooldown_s:
        return
    log_.last_alert_at = now
    first = high[0]
    anchor = state.anchors[first.anchor_id]
    alerts.fire_alert(alerts.compliance_alert_message(session_id, anchor.id, anchor.priority, anchor.reminder,
                                                      first.evidence), engine.cfg.alert_script, engine.cfg.alert_timeout_s)


def after_reply(engine: Engine, session_id: str, reply: Any, user_message: Any = None) -> ReplyOutcome:
    """Check the model's reply against every pin with a reply check and record the verdicts.
    ``user_message``: the user turn the reply answers (rules such as "answer in the language I write in"
    or "no code unless I ask for it" read it); when the host does not pass it, the user message the
    host recorded for this turn (every host records it at the turn's start) is used.

    One session lookup per reply (the checks run on the engine's copy, under its lock), through the
    file watcher: no syscall. A syscall hands the GIL over, and in a busy gateway taking it back
    waits behind Hermes's threads (issue 23: the reply hook's p99 was that wait). A reply check never
    blocks anything (a broken rule is corrected on the next turn), so a pin with a reply check made in
    another process may miss at most the replies of the next ``WATCH_INTERVAL_S``."""
    if not engine.cfg.enabled or not engine.cfg.compliance:
        return ReplyOutcome(skipped="disabled")
    text = reply if isinstance(reply, str) else ""
    if not text.strip():
        return ReplyOutcome(skipped="empty reply")
    key = reply_key(text)

    def check_and_record(state: SessionState) -> ReplyOutcome:
        anchors = _checked(state, "reply")
        if not anchors:
            return ReplyOutcome(skipped="no pin has a reply check")
        if state.compliance.last_reply_key == key:  # this process or another one checked it already
            return ReplyOutcome(skipped="reply already checked")
        asked = user_message if isinstance(user_message, str) else state.current_user_message()
        verdicts = _check_reply(anchors, text, user_message=asked)
        state.compliance.last_reply_key = key
        now = engine.clock()
        broken = state.compliance.record(verdicts, turn=state.turn, now=now, window=engine.cfg.compliance_window)
        state.compliance.forget(set(state.anchors))
        _alert(engine, session_id, state, broken, now)
        return ReplyOutcome(verdicts=verdicts, broken=broken)

    outcome: ReplyOutcome = engine.record(session_id, check_and_record, changed=lambda o: not o.skipped,
                                          exact=False)
    for verdict in outcome.broken:
        log.info("memlock: reply broke pin %s in session %s: %s", verdict.anchor_id, session_id, verdict.evidence)
    return outcome


def block_message(anchor: Anchor, verdict: ComplianceVerdict) -> str:
    return (f"BLOCKED by memlock: this call breaks the pinned instruction {anchor.id} \"{anchor.reminder}\" "
            f"({verdict.evidence}). Do not retry it in another form; do the task without it or ask the user.")


def refuse_weakening(anchor: Anchor, actor: str, *, unpin: bool = False, check: Any = None, enforce: Any = None,
                     text: Any = None) -> None:
    """The model may add or accept checks, but never loosen a blocking one: otherwise the model a
    pin blocks could unpin it, drop its check or switch it to warn, and then make the call. Only the
    user (CLI, /guard, a user-actor host call) may. Raises PinError when refused."""
    current = anchor.check
    if actor != "model" or current is None or current.enforce != "block":
        return
    weakens = unpin or (check not in (None, "") and check != current.to_dict()) or enforce == "warn" \
        or (text not in (None, "") and text != anchor.text)
    if weakens:
        raise PinError(f"{anchor.id} blocks tool calls (enforce: block); only the user can unpin it, change its text "
                       f"or loosen its check (`memlock update {anchor.id} ...`, `memlock unpin {anchor.id}`)")


def is_memlock_tool(tool_name: str) -> bool:
    """memlock's own tools (pinning a rule quotes the very command it forbids) are never checked."""
    name = tool_name.lower()
    return name == "guard_pin" or name.startswith(("memlock_", "mcp__memlock__"))


def _turn_memory(state: SessionState) -> TurnMemory:
    """The memory of this turn's earlier tool calls (a new turn starts empty)."""
    memory = TurnMemory.from_dict(state.compliance.tool_memory)
    if memory.turn != state.turn:
        memory = TurnMemory(turn=state.turn)
    return memory


def _blocking_fallback(state: SessionState, tool_name: str, why: str) -> ToolDecision:
    """The analysis failed: a pin that blocks tool calls refuses the call (fail closed where the user
    asked for a block), anything else lets it run (fail open)."""
    blocking = [a for a in _checked(state, "tool") if a.check is not None and a.check.enforce == "block"]
    if not blocking:
        return ToolDecision()
    anchor = blocking[0]
    verdict = ComplianceVerdict(anchor.id, "broken", why, "undecidable", "tool", "block")
    return ToolDecision([verdict], True, block_message(anchor, verdict))


MAX_SCRIPT_BYTES = 64 * 1024


def disk_reader(path: str) -> str | None:
    """Read a script a tool call runs from the host's working files: a regular file of at most 64 KiB,
    opened without blocking (a FIFO or device is never read); None when it cannot be read."""
    import os
    import stat

    try:
        fd = os.open(os.path.expanduser(path), os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError):
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SCRIPT_BYTES:
            return None
        return os.read(fd, MAX_SCRIPT_BYTES).decode("utf-8", "replace")
    except OSError:
        return None
    finally:
        os.close(fd)


def decision_on_error(engine: Engine, session_id: str, tool_name: str) -> ToolDecision:
    """A host hook failed around a tool call: refuse it when a pin blocks tool calls (the user asked
    for a block; a memlock bug must not open it), let it run otherwise (fail open)."""
    try:
        return _blocking_fallback(engine.state(session_id), tool_name,
                                  "memlock could not check this call (internal error, see the log); the pin blocks "
                                  "tool calls, so it is refused - retry, or ask the user to run it")
    except Exception:  # noqa: BLE001 - nothing readable: nothing is known to block
        log.exception("memlock: no session state to decide on the %s call", tool_name)
        return ToolDecision()


def before_tool(engine: Engine, session_id: str, tool_name: Any, args: Any, *, reader: Reader | None = None,
                cwd: str = "", now: datetime | None = None) -> ToolDecision:
    """Decide on one tool call: block (a matching pin with ``enforce: block``), warn, or let it run.

    The call is read with the turn's memory of earlier calls (a script written, then run); what an
    allowed call writes is remembered for the next. ``reader`` may read a script the call runs from
    disk (the host's working files), ``cwd`` is where relative paths start, ``now`` is the host's local time (for
    rules bound to a day or a time; the core reads no clock)."""
    if not engine.cfg.enabled or not engine.cfg.compliance or not isinstance(tool_name, str) \
            or is_memlock_tool(tool_name):
        return ToolDecision()
    state = engine.state(session_id)
    anchors = _checked(state, "tool")
    if not anchors:
        return ToolDecision()
    try:
        memory = _turn_memory(state)
        verdicts = check_tool_call(anchors, tool_name, args, memory=memory, reader=reader, cwd=cwd,
                                   user_message=state.current_user_message(), now=now)
    except Exception:  # noqa: BLE001 - logged; the pins' enforce decides
        log.exception("memlock: checking the %s call failed", tool_name)
        return _blocking_fallback(state, tool_name, "memlock could not check this call (internal error, see the log); "
                                                    "the pin blocks tool calls, so it is refused")
    if not verdicts:
        return ToolDecision()
    broken = [v for v in verdicts if v.broken]
    blocking = [v for v in broken if v.enforce == "block"]
    if not blocking:
        try:
            remember_call(tool_name, args, memory, cwd)
        except Exception:  # noqa: BLE001 - memory is a help, never a reason to fail the call
            log.exception("memlock: could not remember what the %s call wrote", tool_name)

    def record(state: SessionState) -> None:
        now = engine.clock()
        state.compliance.record(verdicts, turn=state.turn, now=now, window=engine.cfg.compliance_window,
                                blocked=bool(blocking))
        state.compliance.tool_memory = memory.to_dict()
        if blocking:  # the call never ran: nothing to correct in the next request, the block message said it
            state.compliance.pending = [c for c in state.compliance.pending
                                        if c.anchor_id not in {v.anchor_id for v in blocking}]
        _alert(engine, session_id, state, broken, now)

    engine.record(session_id, record)
    if blocking:
        anchor = state.anchors[blocking[0].anchor_id]
        message = block_message(anchor, blocking[0])
        log.warning("memlock: blocked %s in session %s (pin %s)", tool_name, session_id, anchor.id)
        return ToolDecision(verdicts, True, message)
    if broken:
        anchor = state.anchors[broken[0].anchor_id]
        message = f"memlock: {tool_name} call breaks pin {anchor.id} \"{anchor.reminder}\" ({broken[0].evidence})"
        log.warning("%s in session %s (warn only: set enforce: block to refuse such calls)", message, session_id)
        return ToolDecision(verdicts, False, message)
    return ToolDecision(verdicts)


def dry_run_reply(engine: Engine, session_id: str, reply: Any, user_message: Any = None) -> list[ComplianceVerdict]:
    """Verdicts on a reply without recording them."""
    return _check_reply(_checked(engine.state(session_id), "reply"), reply if isinstance(reply, str) else "",
                       user_message=user_message if isinstance(user_message, str) else None)


def dry_run_tool(engine: Engine, session_id: str, tool_name: Any, args: Any,
                 now: datetime | None = None) -> list[ComplianceVerdict]:
    """Verdicts on a tool call without recording them."""
    if not isinstance(tool_name, str) or is_memlock_tool(tool_name):
        return []
    return check_tool_call(_checked(engine.state(session_id), "tool"), tool_name, args, now=now)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"


def correction_text(state: SessionState, pending: Sequence[Correction], budget: int) -> tuple[str | None, list[str]]:
    """The correction block for ``pending`` within ``budget`` characters, and the pins it names."""
    items = [(c, state.anchors[c.anchor_id]) for c in pending if c.anchor_id in state.anchors]
    items.sort(key=lambda item: (-item[1].priority, item[1].id))
    if not items or budget < MIN_CORRECTION_CHARS:
        return None, []
    sources = {c.source for c, _ in items}
    if sources != {"reply"}:
        header = "[memlock] A recent tool call broke a standing instruction:" if len(items) == 1 else \
            "[memlock] Recent replies or tool calls broke standing instructions:"
    else:
        header = CORRECTION_MARKER + ":" if len(items) == 1 else "[memlock] Your last reply broke standing instructions:"
    footer = "Follow them from now on." if len(items) > 1 else "Follow it from now on."
    lines = [header]
    named: list[str] = []
    used = len(header) + 1 + len(footer)
    for correction, anchor in items:
        line = _cut(f"  - {anchor.reminder} ({correction.evidence})", max(40, budget - used - 1))
        if used + len(line) + 1 > budget:
            break
        lines.append(line)
        named.append(anchor.id)
        used += len(line) + 1
    if not named:
        return None, []
    return "\n".join([*lines, footer]), named


def take_correction(engine: Engine, session_id: str, used_chars: int = 0) -> str | None:
    """The pending correction for the next request (then cleared), within the reminder budget left
    after ``used_chars``; None when there is nothing to correct or no room (it then waits a turn)."""
    if not engine.cfg.enabled:
        return None
    live = engine.registry.peek(session_id)  # a quiet turn: no lock, no syscall
    state = live.state if live is not None else engine.state(session_id, fresh=False)
    if not state.compliance.pending:
        return None
    budget = engine.cfg.max_reminder_chars - (used_chars + 2 if used_chars else 0)

    def take(state: SessionState) -> str | None:
        text, named = correction_text(state, state.compliance.pending, budget)
        state.compliance.pending = [c for c in state.compliance.pending
                                    if c.anchor_id not in named and c.anchor_id in state.anchors]
        return text

    result: str | None = engine.record(session_id, take)
    return result


def merge_block(block: str | None, correction: str | None) -> str | None:
    """The reminder block and the correction as one injected text."""
    if block and correction:
        return f"{block}\n\n{correction}"
    return block or correction


def with_correction(engine: Engine, session_id: str, block: str | None) -> str | None:
    """``block`` (the turn's reminder, if any) followed by the pending correction, within budget."""
    return merge_block(block, take_correction(engine, session_id, len(block) if block else 0))
