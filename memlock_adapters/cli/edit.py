"""``pin``, ``unpin``, ``update``, ``rollback``, ``approve``, ``reject``: changing pins. A pin of a
session goes through the engine (as a host's request would); a durable pin with no session goes
straight to the store through ``durable_pins`` (versioned and logged either way)."""
from __future__ import annotations

import argparse
import os
import time
from typing import Any, Callable

from memlock_adapters.cli.context import CliError, Context
from memlock_adapters.cli.render import check_accepted
from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck
from memlock_core.errors import USAGE
from memlock_core.pinstore.project import project_key
from memlock_core.session import approvals, durable_pins
from memlock_core.session.requests import proposal_note, run_request


def request_fields(args: argparse.Namespace) -> dict:
    fields = {}
    for name in ("text", "reminder", "priority", "probes", "check", "enforce"):
        value = getattr(args, name, None)
        if value is not None:
            fields[name] = value
    return fields


def _accepted(request: dict, check: PinCheck | None) -> tuple[str, dict]:
    """When the request set a check (``proposed`` or an object): the check now on the pin, said."""
    if request.get("check") in (None, "none") or check is None:
        return "", {}
    text, data = check_accepted(check)
    return "\n" + text, data


def _via_engine(ctx: Context, sid: str, request: dict) -> int:
    result = run_request(ctx.engine, sid, request, provenance=ctx.provenance)
    if not result.ok:
        raise CliError(result.message.removeprefix("Error: "), data={"session_id": sid})
    note, data = _accepted(request, PinCheck.load((result.data.get("anchor") or {}).get("check")))
    return ctx.out(result.message + note, {"session_id": sid, "message": result.message, **result.data, **data})


def _durable_done(ctx: Context, verb: str, anchor: Anchor, request: dict) -> int:
    where = f" in project {anchor.project}" if anchor.scope == "project" else ""
    note, data = proposal_note(anchor) if verb == "Pinned" else ("", {})
    accepted, accepted_data = _accepted(request, anchor.check)
    data |= accepted_data
    text = (f"{verb} {anchor.id} ({anchor.scope}{where}, v{anchor.version}): {anchor.text}\n"
            f"Stored durably; sessions pick it up when they next start.{note}{accepted}")
    if anchor.admission == "pending":
        text += ("\nIt is PENDING: never injected until a person runs "
                 f"`memlock approve {anchor.id} --version {anchor.version}` in their own terminal.")
    return ctx.out(text, {"anchor": anchor.to_dict(), "action": verb.lower(), "session_id": None, **data})


def cmd_pin(ctx: Context) -> int:
    args = ctx.args
    sid = ctx.session(args.session, required=args.scope == "session")
    request = {"action": "pin", "scope": args.scope, **request_fields(args)}
    if sid:
        return _via_engine(ctx, sid, request)
    anchor = durable_pins.pin(ctx.store, args.text, scope=args.scope, project=project_key(os.getcwd()),
                              actor="user", now=time.time(), reminder=args.reminder, priority=args.priority,
                              probes=args.probes, provenance=ctx.provenance, policy=ctx.engine.policy,
                              check=args.check, enforce=args.enforce)
    return _durable_done(ctx, "Pinned", anchor, request)


def _session_with(ctx: Context, pin_id: str) -> str | None:
    sid = ctx.session(ctx.args.session)
    if sid and (pin_id in ctx.engine.state(sid).anchors or pin_id in ctx.engine.state(sid).pending):
        return sid
    if ctx.args.session:
        raise CliError(f"no pin {pin_id!r} in session {sid}")
    return None


def cmd_unpin(ctx: Context) -> int:
    sid = _session_with(ctx, ctx.args.pin_id)
    if sid:
        return _via_engine(ctx, sid, {"action": "unpin", "pin_id": ctx.args.pin_id})
    anchor = durable_pins.unpin(ctx.store, ctx.args.pin_id, actor="user", provenance=ctx.provenance)
    return ctx.out(f"Unpinned {anchor.id} everywhere: {anchor.text}", {"anchor": anchor.to_dict(), "action": "unpin"})


def update_pin(ctx: Context, fields: dict[str, Any]) -> int:
    """An update of the pin named on the command line: through its session, or in the durable store."""
    sid = _session_with(ctx, ctx.args.pin_id)
    if sid:
        return _via_engine(ctx, sid, {"action": "update", "pin_id": ctx.args.pin_id, **fields})
    anchor = durable_pins.update(ctx.store, ctx.args.pin_id, actor="user", now=time.time(), **fields,
                                 provenance=ctx.provenance, policy=ctx.engine.policy)
    return _durable_done(ctx, "Updated", anchor, fields)


def cmd_update(ctx: Context) -> int:
    fields = request_fields(ctx.args)
    if not fields:
        raise CliError("nothing to update: give --text, --reminder, --priority, --probes, --check or --enforce", USAGE)
    return update_pin(ctx, fields)


def cmd_rollback(ctx: Context) -> int:
    sid = _session_with(ctx, ctx.args.pin_id)
    if sid:
        request = {"action": "rollback", "pin_id": ctx.args.pin_id}
        if ctx.args.version is not None:
            request["version"] = ctx.args.version
        return _via_engine(ctx, sid, request)
    anchor = durable_pins.rollback(ctx.store, ctx.args.pin_id, actor="user", now=time.time(), version=ctx.args.version,
                                   provenance=ctx.provenance, policy=ctx.engine.policy)
    return _durable_done(ctx, "Rolled back", anchor, {})


def _decide(ctx: Context, decide: Callable[..., Any], verb: str) -> int:
    prov = ctx.provenance
    if prov.actor != "user":
        raise CliError(f"`memlock {verb}` is refused inside an agent's shell ({prov.ref}): a pin is approved by a "
                       "person, in their own terminal or with /guard")
    sid = ctx.session(ctx.args.session)
    result = decide(ctx.engine, ctx.args.pin_id, version=ctx.args.version, provenance=prov, session_id=sid)
    if not result.ok:
        raise CliError(result.message.removeprefix("Error: "), data={"session_id": sid})
    return ctx.out(result.message, {"session_id": sid, "message": result.message, **result.data})


def cmd_approve(ctx: Context) -> int:
    return _decide(ctx, approvals.approve, "approve")


def cmd_reject(ctx: Context) -> int:
    return _decide(ctx, approvals.reject, "reject")
