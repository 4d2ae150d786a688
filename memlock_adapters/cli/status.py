"""``status``, ``sessions`` and ``prune``: the sessions memlock keeps, and their clean-up."""
from __future__ import annotations

import time

from memlock_adapters.cli.context import CliError, Context
from memlock_adapters.cli.render import load_code, load_data, load_notes, store_line, when
from memlock_core.session.session_map import forget_sessions
from memlock_core.session.state import SessionState
from memlock_core.session.status import compliance_rows, pending_pins, render_pending, render_sessions, render_status


def cmd_status(ctx: Context) -> int:
    load = ctx.store.load()
    sid = ctx.args.session_id
    if sid and not ctx.session_exists(sid):
        raise CliError(f"no session {sid!r} (see `memlock sessions`)")
    if not sid:
        sid = ctx.session(None)
    if not sid:
        rows = ctx.engine.list_sessions()
        sid = rows[0][0] if rows else None
    lines = []
    data: dict = {"store": load_data(load) | {"backend": ctx.store.backend, "pins": len(load.pins)}}
    if sid is None:
        lines.append("memlock: no sessions recorded yet.")
        lines += render_pending(pending_pins(SessionState(session_id="-"), load))
        data["session"] = None
    else:
        state = ctx.engine.state(sid)
        lines.append(render_status(state, load, detection=ctx.cfg.detection))
        data["session"] = state.to_dict()
        data["compliance"] = compliance_rows(state)
    data["pending"] = [p.to_dict() for p in pending_pins(state if sid else SessionState(session_id="-"), load)]
    lines.append(store_line(ctx, load))
    lines += load_notes(load)
    for warning in ctx.cfg.warnings:
        lines.append(f"config warning: {warning}")
    data["config_warnings"] = list(ctx.cfg.warnings)
    return ctx.out("\n".join(lines), data, load_code(load))


def cmd_sessions(ctx: Context) -> int:
    rows = ctx.engine.list_sessions()
    return ctx.out(render_sessions(rows, limit=ctx.args.limit), {"sessions": [
        {"session_id": sid, "last_active_at": last, "anchors": count} for sid, last, count in rows[: ctx.args.limit]],
        "total": len(rows)})


def cmd_prune(ctx: Context) -> int:
    days = ctx.args.days
    cutoff = time.time() - days * 86400
    sessions = ctx.engine.sessions
    old = [sid for sid, last, _ in sessions.list_sessions() if last < cutoff]
    corrupt = sessions.corrupt_files_older_than(cutoff)
    if not ctx.args.dry_run:
        old, corrupt = sessions.prune(cutoff)
        forget_sessions(ctx.home, set(old))
    verb = "would remove" if ctx.args.dry_run else "removed"
    text = (f"prune --days {days}: {verb} {len(old)} session(s) and {len(corrupt)} corrupt session file(s) "
            f"inactive since {when(cutoff)}. Durable pins and their log are never pruned.")
    return ctx.out(text, {"dry_run": ctx.args.dry_run, "sessions": old, "corrupt_files": [str(p) for p in corrupt],
                          "cutoff": cutoff})
