"""Claude Code hooks for compliance: ``PreToolUse`` denies a tool call a blocking pin forbids,
``Stop`` checks the reply just given (and, opt-in, asks for the fix in the same turn), and
UserPromptSubmit carries the correction into the next prompt.

| event | does | prints |
|---|---|---|
| PreToolUse | check the call against pins with a tool check | ``permissionDecision: deny`` + reason (enforce: block) |
| Stop | check the final reply; ``claude_stop_retries`` > 0: ask for a fix | ``{"decision": "block", ...}`` <= N per prompt |
| UserPromptSubmit | check the previous reply if Stop did not; reset the retry count | the correction, after any reminder |

The Stop retry can never loop: it is counted in the session record, capped by the config (0-3),
reset only by the next user prompt, and never given when the retry budget is used up, whatever
``stop_hook_active`` says. Everything fails open (the entry point catches all and exits 0).
"""
from __future__ import annotations

import json
import logging
import os
import stat
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memlock_core.config import Config
from memlock_core.session import compliance_flow
from memlock_core.session.engine import Engine
from memlock_core.session.state import SessionState

from .payload import HookPayload
from .transcript import record_messages

log = logging.getLogger("memlock")

EVENTS = ("PreToolUse", "Stop")
TAIL_BYTES = 512 * 1024


@dataclass
class ComplianceOutcome:
    """What a compliance hook decided: the output JSON (or None) and words for the log."""

    output: dict[str, Any] | None = None
    reason: str = ""
    notes: list[str] = field(default_factory=list)


def last_reply(path: str | None, *, skip_prompt: str | None = None) -> str:
    """The text of the assistant's last reply: its text after the last user or tool-result record,
    read from the transcript's tail (never the whole file)."""
    if not path:
        return ""
    try:  # O_NONBLOCK + regular files only: a FIFO or device path must never hang the hook
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except (OSError, ValueError):
        return ""
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return ""
        with os.fdopen(os.dup(fd), "rb") as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            handle.seek(max(0, size - TAIL_BYTES))
            lines = handle.read().splitlines()
    except OSError:
        return ""
    finally:
        os.close(fd)
    if size > TAIL_BYTES and lines:
        lines = lines[1:]  # the first line may be cut
    texts: list[str] = []
    skipped = skip_prompt is None
    for raw in reversed(lines):
        try:
            record = json.loads(raw)
        except ValueError:
            continue
        messages = record_messages(record)
        if not messages:
            continue
        roles = {m.get("role") for m in messages}
        if "assistant" in roles:
            texts[:0] = [str(m.get("content") or "") for m in messages if m.get("role") == "assistant"]
            skipped = True
            continue
        if not skipped and roles == {"user"} and skip_prompt and skip_prompt in str(messages[0].get("content")):
            skipped = True  # the prompt being submitted, already written by this build
            continue
        break
    return "\n".join(t for t in texts if t).strip()


def deny_output(reason: str) -> dict[str, Any]:
    return {"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny",
                                   "permissionDecisionReason": reason}}


def pre_tool_use(payload: HookPayload, engine: Engine) -> ComplianceOutcome:
    result = ComplianceOutcome()
    sid = payload.memlock_session
    if engine.sessions.mtime_ns(sid) is None:
        result.reason = "no memlock session yet"
        return result
    try:
        decision = compliance_flow.before_tool(engine, sid, payload.tool_name or "", payload.tool_input or {},
                                               reader=compliance_flow.disk_reader, cwd=payload.cwd or "",
                                               now=datetime.now().astimezone())
    except Exception:  # noqa: BLE001 - logged; a blocking pin refuses the call (fail closed where the user asked)
        log.exception("memlock: PreToolUse check failed")
        decision = compliance_flow.decision_on_error(engine, sid, payload.tool_name or "")
    if decision.block:
        result.output = deny_output(decision.message)
        result.reason = "tool call denied"
    elif decision.message:
        result.notes.append(decision.message)
        result.reason = "tool call breaks a pin (warn)"
    return result


def stop(payload: HookPayload, cfg: Config, engine: Engine) -> ComplianceOutcome:
    result = ComplianceOutcome()
    sid = payload.memlock_session
    if engine.sessions.mtime_ns(sid) is None:
        result.reason = "no memlock session yet"
        return result
    reply = payload.last_assistant_message or last_reply(payload.transcript_path)
    outcome = compliance_flow.after_reply(engine, sid, reply)
    if not outcome.broken:
        result.reason = outcome.skipped or "reply obeys the checked pins"
        return result
    result.reason = f"reply broke {', '.join(v.anchor_id for v in outcome.broken)}"
    retries = cfg.claude_stop_retries
    if retries <= 0:
        return result  # the correction waits for the next prompt

    def claim(state: SessionState) -> bool:
        if state.compliance.stop_retries >= retries:
            return False
        state.compliance.stop_retries += 1
        return True

    if not engine.record(sid, claim):
        result.notes.append(f"Stop retries used up ({retries}); the correction waits for the next prompt")
        return result
    correction = compliance_flow.take_correction(engine, sid)
    if correction:
        result.output = {"decision": "block", "reason": correction + "\nRewrite your last reply accordingly."}
        result.reason += " (fix asked in the same turn)"
    return result


def run(payload: HookPayload, cfg: Config, engine: Engine) -> ComplianceOutcome:
    """PreToolUse or Stop; the verdicts are written before returning (a hook process lives for one event)."""
    if not cfg.compliance:
        return ComplianceOutcome(reason="compliance off")
    result = pre_tool_use(payload, engine) if payload.event == "PreToolUse" else stop(payload, cfg, engine)
    engine.end_turn(payload.memlock_session)
    return result


def before_prompt(engine: Engine, cfg: Config, payload: HookPayload) -> None:
    """UserPromptSubmit, before the reminder: check the previous reply if no Stop hook did (older
    installs), and start a new retry budget."""
    if not cfg.compliance:
        return
    sid = payload.memlock_session
    reply = last_reply(payload.transcript_path, skip_prompt=payload.prompt)
    if reply:
        compliance_flow.after_reply(engine, sid, reply)
    if engine.state(sid).compliance.stop_retries:
        def reset(state: SessionState) -> None:
            state.compliance.stop_retries = 0

        engine.record(sid, reset)


def with_correction(engine: Engine, sid: str, output: dict[str, Any] | None) -> dict[str, Any] | None:
    """UserPromptSubmit, after the reminder: ``output`` with the pending correction appended to what
    it injects (or a new output carrying only the correction); ``output`` unchanged when none is due."""
    specific = output.get("hookSpecificOutput") if isinstance(output, dict) else None
    block = specific.get("additionalContext") if isinstance(specific, dict) else None
    block = block if isinstance(block, str) else None
    merged = compliance_flow.with_correction(engine, sid, block)
    if not merged or merged == block:
        return output
    new: dict[str, Any] = {"hookSpecificOutput": {"hookEventName": "UserPromptSubmit", "additionalContext": merged}}
    if isinstance(output, dict) and output.get("systemMessage"):
        new["systemMessage"] = output["systemMessage"]
    return new
