"""``pins list | show | history | rekey-project``: reading durable pins (or a session's anchors)."""
from __future__ import annotations

from memlock_adapters.cli.context import CliError, Context
from memlock_adapters.cli.render import check_lines, load_code, load_data, load_notes, pin_line, when
from memlock_core.pinstore.project import project_key
from memlock_core.session import durable_pins


def cmd_pins_list(ctx: Context) -> int:
    args = ctx.args
    if args.session:
        sid = ctx.session(args.session, required=True)
        anchors = ctx.engine.state(sid).sorted_anchors()  # type: ignore[arg-type]
        text = "\n".join(f"[{a.kind}] {pin_line(a)}" for a in anchors) or "(no anchors in this session)"
        return ctx.out(f"session {sid}:\n{text}", {"session_id": sid, "anchors": [a.to_dict() for a in anchors]})
    load = ctx.store.load()
    project = project_key(args.project) if args.project else None
    if args.project and project is None:
        raise CliError(f"{args.project} is not inside a git repository")
    pins = [p for p in load.pins if (args.scope in (None, p.scope)) and (project is None or p.project == project
                                                                         or p.scope == "global")]
    pins.sort(key=lambda p: (p.scope, p.project or "", -p.priority, p.id))
    lines = [pin_line(p) for p in pins] or ["(no durable pins)"]
    lines += load_notes(load)
    return ctx.out("\n".join(lines), {"pins": [p.to_dict() for p in pins], "store": load_data(load)}, load_code(load))


def cmd_pins_rekey(ctx: Context) -> int:
    args = ctx.args
    new = args.to or project_key(args.project)
    if not new:
        raise CliError(f"{args.project} is not inside a git repository; give the new key with --to")
    moved = durable_pins.rekey_project(ctx.store, args.old_key, new, actor="user")
    text = f"moved {len(moved)} project pin(s) from {args.old_key} to {new}" + (": " + ", ".join(moved) if moved else "")
    return ctx.out(text, {"moved": moved, "from": args.old_key, "to": new})


def cmd_pins_show(ctx: Context) -> int:
    pin_id = ctx.args.pin_id
    anchor = None
    source = "durable store"
    if ctx.args.session:
        sid = ctx.session(ctx.args.session, required=True)
        anchor = ctx.engine.state(sid).anchors.get(pin_id)  # type: ignore[arg-type]
        source = f"session {sid}"
    else:
        anchor = ctx.store.get(pin_id)
    if anchor is None:
        raise CliError(f"no pin {pin_id!r} in the {source} (see `memlock pins list`)")
    events = ctx.store.history(pin_id) if anchor.scope != "session" else []
    lines = [f"{anchor.id}  ({source})", f"  text:      {anchor.text}", f"  reminder:  {anchor.reminder}",
             f"  scope:     {anchor.scope}" + (f"  project: {anchor.project}" if anchor.project else ""),
             f"  priority:  {anchor.priority}", f"  probes:    {', '.join(anchor.probes) or '-'}",
             f"  version:   v{anchor.version}  created {when(anchor.created_at)} by {anchor.created_by}, "
             f"updated {when(anchor.updated_at)}",
             f"  admission: {anchor.admission}", *check_lines(anchor.check)]
    for e in anchor.evidence:
        lines.append(f"  evidence  v{e.version} {e.action} -> {e.admission} by {e.actor} via {e.surface}"
                     + (f" ({e.ref})" if e.ref else "") + f" at {when(e.at)}" + (f": {e.note}" if e.note else ""))
    for h in anchor.history:
        lines.append(f"  v{h.version} ({when(h.saved_at)}, then {h.change}): {h.text[:90]}")
    for e in events[-10:]:
        lines.append(f"  log {when(e.at)}  {e.action} by {e.actor}" + (f" (v{e.version})" if e.version else ""))
    return ctx.out("\n".join(lines), {"pin": anchor.to_dict(), "source": source,
                                      "history": [e.to_dict() for e in events]})


def cmd_pins_history(ctx: Context) -> int:
    events = ctx.store.history(ctx.args.pin_id, limit=ctx.args.limit)
    lines = []
    for e in events:
        what = f" {e.pin_id}" if e.pin_id else ""
        extra = f" v{e.version}" if e.version else ""
        why = f" ({e.reason})" if e.reason else ""
        lines.append(f"{when(e.at)}  {e.action:<12} by {e.actor:<7}{what}{extra}{why}")
    return ctx.out("\n".join(lines) or "(no decisions logged)", {"history": [e.to_dict() for e in events]})
