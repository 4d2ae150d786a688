"""``check propose | accept | test``: compliance checks on pins (docs/COMPLIANCE.md)."""
from __future__ import annotations

import json
import sys
from typing import Any

from memlock_adapters.cli.context import CliError, Context
from memlock_adapters.cli.edit import update_pin
from memlock_core.compliance.propose import propose_check
from memlock_core.errors import USAGE
from memlock_core.session import compliance_flow


def cmd_check_accept(ctx: Context) -> int:
    """Accept memlock's proposed check for a pin: an ordinary update (so it is versioned and logged)."""
    fields: dict[str, Any] = {"check": "proposed"}
    if ctx.args.enforce:
        fields["enforce"] = ctx.args.enforce
    code = update_pin(ctx, fields)
    if code == 0 and not getattr(ctx.args, "json", False):
        print("Note: in Claude Code, a checked pin means the hooks it concerns (PreToolUse for a tool check, Stop "
              "for a reply check) run memlock's full check (~0.3 s a call) instead of the ~40 ms fast path "
              "(docs/CLAUDE_CODE.md).", file=sys.stderr)
    return code


def cmd_check_propose(ctx: Context) -> int:
    proposal = propose_check(ctx.args.text)
    if proposal is None:
        return ctx.out("memlock recognises no checkable rule in this text; a pin with it stays unchecked "
                       "(give a check object with --check to check it anyway).", {"proposal": None})
    return ctx.out(f"Proposed check: {proposal.describe()}\n{json.dumps(proposal.check.to_dict())}",
                   {"proposal": proposal.check.to_dict(), "kinds": proposal.kinds})


def cmd_check_test(ctx: Context) -> int:
    """Dry run: verdicts of a session's checked pins on a reply or a tool call; nothing is recorded."""
    args = ctx.args
    if (args.reply is None) == (args.tool is None):
        raise CliError("give --reply TEXT or --tool NAME [--args JSON]", USAGE)
    sid = ctx.session(args.session, required=True)
    assert sid is not None
    if args.reply is not None:
        verdicts = compliance_flow.dry_run_reply(ctx.engine, sid, args.reply)
    else:
        try:
            tool_args = json.loads(args.args) if args.args else {}
        except ValueError as exc:
            raise CliError(f"--args must be JSON: {exc}", USAGE) from None
        verdicts = compliance_flow.dry_run_tool(ctx.engine, sid, args.tool, tool_args)
    lines = [f"{v.anchor_id}: {v.outcome.upper()}  {v.evidence}" + ("  (would block)" if v.broken and v.enforce == "block"
                                                                     and v.source == "tool" else "")
             for v in verdicts] or ["no checked pin applies"]
    return ctx.out("\n".join(lines), {"session_id": sid, "verdicts": [v.to_dict() for v in verdicts]})
