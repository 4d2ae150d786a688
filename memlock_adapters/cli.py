"""``memlock``: the operator's command line for sessions, pins and the durable store.

Thin: argument parsing and output only; every decision is made in ``memlock_core`` (the same
code the Hermes plugin, the Claude Code hooks and the MCP server use). Actions taken here are
recorded with actor ``user`` (surface ``cli``), except inside an agent's shell: run by Claude
Code's Bash tool (``CLAUDECODE`` is set) the CLI acts for the *model* (surface ``claude-code``), so
its durable pins must be grounded in the user's prompt, and ``approve``/``reject`` are refused.
That is a speed bump, not a boundary: a model with an unrestricted shell runs as the user (see
docs/STORE.md, threat model). Every command takes ``--json`` for scripts and ``--help``.

Exit codes: 0 ok; 1 error (refused, not found, store unavailable); 2 usage error;
3 integrity problem found (pins held back, quarantine not empty, verify failed, snapshot rejected).
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any, Callable, NoReturn

from memlock_core.anchor import Anchor
from memlock_core.compliance.propose import propose_check
from memlock_core.config_loader import load_host_config
from memlock_core.errors import (
    ERROR,
    INTEGRITY,
    OK,
    USAGE,
    MemlockError,
    describe_os_error,
    exit_code_for,
)
from memlock_core.paths import memlock_home
from memlock_core.pinstore.contract import PinLoad
from memlock_core.pinstore.project import project_key
from memlock_core.pinstore.snapshot import SnapshotError, check_import, export_snapshot, import_snapshot
from memlock_core.session import approvals, compliance_flow, durable_pins
from memlock_core.session.engine import Engine
from memlock_core.session.requests import proposal_note, run_request
from memlock_core.session.session_map import current_session, forget_sessions
from memlock_core.session.state import SessionState
from memlock_core.session.status import compliance_rows, pending_pins, render_pending, render_sessions, render_status
from memlock_core.trust.evidence import Provenance

AGENT_SHELL_VARS = ("CLAUDECODE",)  # set by Claude Code in the shell its Bash tool runs
MIN_PRUNE_DAYS = 7
EXIT_CODES = """exit codes:
  0  ok
  1  error: the request was refused, something was not found, or the store is unavailable
  2  usage error (bad arguments; prune --days below 7; rebaseline without --yes when not interactive)
  3  integrity problem found: pins held back, items in quarantine, verify failed, or a snapshot rejected"""


class CliError(Exception):
    def __init__(self, message: str, code: int = ERROR, data: dict | None = None):
        super().__init__(message)
        self.code, self.data = code, data or {}


class Context:
    """What every command needs: config, home, an engine (lazily) and the output mode."""

    def __init__(self, args: argparse.Namespace):
        self.args = args
        self.json = bool(getattr(args, "json", False))
        self.cfg = load_host_config(getattr(args, "config", None))
        self.home = memlock_home(getattr(args, "home", None) or self.cfg.home or None)
        self._engine: Engine | None = None

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = Engine(self.cfg, home=self.home)
        return self._engine

    @property
    def store(self) -> Any:
        return self.engine.pin_store

    @property
    def provenance(self) -> Provenance:
        """Who is asking: the person at the terminal, or the model through an agent's shell."""
        agent = next((v for v in AGENT_SHELL_VARS if os.environ.get(v)), None)
        if agent:
            return Provenance("model", "claude-code", f"memlock CLI in the agent's shell ({agent} set)")
        try:
            import getpass

            who = getpass.getuser()
        except Exception:  # noqa: BLE001 - no passwd entry in a container
            who = f"uid {os.getuid()}"
        return Provenance("user", "cli", who)

    def out(self, text: str, data: dict, code: int = OK) -> int:
        if self.json:
            print(json.dumps({"ok": code == OK, "exit_code": code, **data}, ensure_ascii=False, indent=1, default=str))
        else:
            print(text)
        return code

    def session_exists(self, sid: str) -> bool:
        try:
            return self.engine.sessions.path_for(sid).exists()
        except ValueError:
            return False

    def session(self, explicit: str | None, *, required: bool = False) -> str | None:
        """--session, else this project's current session (recorded by the hooks), else None."""
        if explicit:
            if not self.session_exists(explicit):
                raise CliError(f"no session {explicit!r} (see `memlock sessions`)")
            from memlock_adapters.claude_code.fast_cache import apply_pending_turns

            apply_pending_turns(self.engine, explicit)
            return explicit
        sid = current_session(self.home, os.getcwd())
        if sid and self.session_exists(sid):
            from memlock_adapters.claude_code.fast_cache import apply_pending_turns

            apply_pending_turns(self.engine, sid)  # Claude Code's quiet turns: the user's words ground a pin
            return sid
        if required:
            raise CliError("no current session for this directory (none was recorded by a host here); "
                           "pass --session SID (see `memlock sessions`), or use --scope project/global "
                           "to store a durable pin without a session")
        return None


# ── formatting ────────────────────────────────────────────────────────────────
def _when(ts: float | None) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(ts)) if ts else "-"


def _pin_line(a: Anchor) -> str:
    where = f" [{a.project}]" if a.scope == "project" and a.project else ""
    state = "" if a.admission == "approved_manual" else f"  [{a.admission}]"
    return f"{a.id}  {a.scope}{where}  p={a.priority}  v{a.version}  by {a.created_by}{state}  {a.text[:90]}"


def _load_notes(load: PinLoad) -> list[str]:
    notes = []
    if load.held_back:
        notes.append(f"! durable pins held back: {load.held_back_reason}")
    if load.quarantined:
        notes.append(f"! {len(load.quarantined)} item(s) in quarantine (see `memlock quarantine list`)")
    return notes


def _load_code(load: PinLoad) -> int:
    if load.unavailable:
        return ERROR
    return INTEGRITY if load.held_back or load.quarantined else OK


def _load_data(load: PinLoad) -> dict:
    return {"trusted": load.trusted, "unavailable": load.unavailable, "held_back_reason": load.held_back_reason,
            "store_id": load.store_id,
            "quarantined": [asdict(q) for q in load.quarantined],
            "newly_quarantined": [asdict(q) for q in load.newly_quarantined]}


def _store_line(ctx: Context, load: PinLoad) -> str:
    store = ctx.store
    return (f"durable store: {store.backend} at {store.location}; {len(load.pins)} trusted pin(s); "
            f"HMAC {'on' if getattr(store, 'key', None) else 'off'}; quarantine {len(load.quarantined)}")


# ── commands: sessions and status ────────────────────────────────────────────
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
    data: dict = {"store": _load_data(load) | {"backend": ctx.store.backend, "pins": len(load.pins)}}
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
    lines.append(_store_line(ctx, load))
    lines += _load_notes(load)
    for warning in ctx.cfg.warnings:
        lines.append(f"config warning: {warning}")
    data["config_warnings"] = list(ctx.cfg.warnings)
    return ctx.out("\n".join(lines), data, _load_code(load))


def cmd_sessions(ctx: Context) -> int:
    rows = ctx.engine.list_sessions()
    return ctx.out(render_sessions(rows, limit=ctx.args.limit), {"sessions": [
        {"session_id": sid, "last_active_at": last, "anchors": count} for sid, last, count in rows[: ctx.args.limit]],
        "total": len(rows)})


# ── commands: reading pins ───────────────────────────────────────────────────
def cmd_pins_list(ctx: Context) -> int:
    args = ctx.args
    if args.session:
        sid = ctx.session(args.session, required=True)
        anchors = ctx.engine.state(sid).sorted_anchors()  # type: ignore[arg-type]
        text = "\n".join(f"[{a.kind}] {_pin_line(a)}" for a in anchors) or "(no anchors in this session)"
        return ctx.out(f"session {sid}:\n{text}", {"session_id": sid, "anchors": [a.to_dict() for a in anchors]})
    load = ctx.store.load()
    project = project_key(args.project) if args.project else None
    if args.project and project is None:
        raise CliError(f"{args.project} is not inside a git repository")
    pins = [p for p in load.pins if (args.scope in (None, p.scope)) and (project is None or p.project == project
                                                                         or p.scope == "global")]
    pins.sort(key=lambda p: (p.scope, p.project or "", -p.priority, p.id))
    lines = [_pin_line(p) for p in pins] or ["(no durable pins)"]
    lines += _load_notes(load)
    return ctx.out("\n".join(lines), {"pins": [p.to_dict() for p in pins], "store": _load_data(load)}, _load_code(load))


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
             f"  version:   v{anchor.version}  created {_when(anchor.created_at)} by {anchor.created_by}, "
             f"updated {_when(anchor.updated_at)}",
             f"  admission: {anchor.admission}"]
    for e in anchor.evidence:
        lines.append(f"  evidence  v{e.version} {e.action} -> {e.admission} by {e.actor} via {e.surface}"
                     + (f" ({e.ref})" if e.ref else "") + f" at {_when(e.at)}" + (f": {e.note}" if e.note else ""))
    for h in anchor.history:
        lines.append(f"  v{h.version} ({_when(h.saved_at)}, then {h.change}): {h.text[:90]}")
    for e in events[-10:]:
        lines.append(f"  log {_when(e.at)}  {e.action} by {e.actor}" + (f" (v{e.version})" if e.version else ""))
    return ctx.out("\n".join(lines), {"pin": anchor.to_dict(), "source": source,
                                      "history": [e.to_dict() for e in events]})


def cmd_pins_history(ctx: Context) -> int:
    events = ctx.store.history(ctx.args.pin_id, limit=ctx.args.limit)
    lines = []
    for e in events:
        what = f" {e.pin_id}" if e.pin_id else ""
        extra = f" v{e.version}" if e.version else ""
        why = f" ({e.reason})" if e.reason else ""
        lines.append(f"{_when(e.at)}  {e.action:<12} by {e.actor:<7}{what}{extra}{why}")
    return ctx.out("\n".join(lines) or "(no decisions logged)", {"history": [e.to_dict() for e in events]})


# ── commands: changing pins ──────────────────────────────────────────────────
def _check_arg(value: str) -> Any:
    """--check: proposed | none | a JSON object."""
    if value.strip().lower() in ("proposed", "none"):
        return value.strip().lower()
    try:
        data = json.loads(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"must be proposed, none or a JSON object ({exc})") from None
    if not isinstance(data, dict):
        raise argparse.ArgumentTypeError("must be proposed, none or a JSON object")
    return data


def _request_fields(args: argparse.Namespace) -> dict:
    fields = {}
    for name in ("text", "reminder", "priority", "probes", "check", "enforce"):
        value = getattr(args, name, None)
        if value is not None:
            fields[name] = value
    return fields


def _via_engine(ctx: Context, sid: str, request: dict) -> int:
    result = run_request(ctx.engine, sid, request, provenance=ctx.provenance)
    if not result.ok:
        raise CliError(result.message.removeprefix("Error: "), data={"session_id": sid})
    return ctx.out(result.message, {"session_id": sid, "message": result.message, **result.data})


def _durable_done(ctx: Context, verb: str, anchor: Anchor) -> int:
    where = f" in project {anchor.project}" if anchor.scope == "project" else ""
    note, data = proposal_note(anchor) if verb == "Pinned" else ("", {})
    text = (f"{verb} {anchor.id} ({anchor.scope}{where}, v{anchor.version}): {anchor.text}\n"
            f"Stored durably; sessions pick it up when they next start.{note}")
    if anchor.admission == "pending":
        text += ("\nIt is PENDING: never injected until a person runs "
                 f"`memlock approve {anchor.id} --version {anchor.version}` in their own terminal.")
    return ctx.out(text, {"anchor": anchor.to_dict(), "action": verb.lower(), "session_id": None, **data})


def cmd_pin(ctx: Context) -> int:
    args = ctx.args
    sid = ctx.session(args.session, required=args.scope == "session")
    request = {"action": "pin", "scope": args.scope, **_request_fields(args)}
    if sid:
        return _via_engine(ctx, sid, request)
    anchor = durable_pins.pin(ctx.store, args.text, scope=args.scope, project=project_key(os.getcwd()),
                              actor="user", now=time.time(), reminder=args.reminder, priority=args.priority,
                              probes=args.probes, provenance=ctx.provenance, policy=ctx.engine.policy,
                              check=args.check, enforce=args.enforce)
    return _durable_done(ctx, "Pinned", anchor)


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


def _update_pin(ctx: Context, fields: dict[str, Any]) -> int:
    """An update of the pin named on the command line: through its session, or in the durable store."""
    sid = _session_with(ctx, ctx.args.pin_id)
    if sid:
        return _via_engine(ctx, sid, {"action": "update", "pin_id": ctx.args.pin_id, **fields})
    anchor = durable_pins.update(ctx.store, ctx.args.pin_id, actor="user", now=time.time(), **fields,
                                 provenance=ctx.provenance, policy=ctx.engine.policy)
    return _durable_done(ctx, "Updated", anchor)


def cmd_update(ctx: Context) -> int:
    fields = _request_fields(ctx.args)
    if not fields:
        raise CliError("nothing to update: give --text, --reminder, --priority, --probes, --check or --enforce", USAGE)
    return _update_pin(ctx, fields)


def cmd_rollback(ctx: Context) -> int:
    sid = _session_with(ctx, ctx.args.pin_id)
    if sid:
        request = {"action": "rollback", "pin_id": ctx.args.pin_id}
        if ctx.args.version is not None:
            request["version"] = ctx.args.version
        return _via_engine(ctx, sid, request)
    anchor = durable_pins.rollback(ctx.store, ctx.args.pin_id, actor="user", now=time.time(), version=ctx.args.version,
                                   provenance=ctx.provenance, policy=ctx.engine.policy)
    return _durable_done(ctx, "Rolled back", anchor)


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


# ── commands: compliance checks ──────────────────────────────────────────────
def cmd_check_accept(ctx: Context) -> int:
    """Accept memlock's proposed check for a pin: an ordinary update (so it is versioned and logged)."""
    fields: dict[str, Any] = {"check": "proposed"}
    if ctx.args.enforce:
        fields["enforce"] = ctx.args.enforce
    code = _update_pin(ctx, fields)
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


# ── commands: integrity ──────────────────────────────────────────────────────
def cmd_verify(ctx: Context) -> int:
    report = ctx.store.verify()
    lines = [f"memlock verify: {report.backend} store at {report.location}",
             f"  store id {report.store_id or '-'}  generation {report.generation}  "
             f"HMAC {'on' if report.key_configured else 'off'}",
             f"  {report.pins} trusted pin(s), {report.log_entries} log entr(ies), {report.quarantine_total} in quarantine"]
    lines += [f"  PROBLEM: {p}" for p in report.problems] or ["  OK: every record, the manifest and the log verify."]
    return ctx.out("\n".join(lines), {"report": report.to_dict()}, OK if report.ok else INTEGRITY)


def cmd_quarantine_list(ctx: Context) -> int:
    items = ctx.store.quarantined()
    lines = [f"{q.file}\n    {_when(q.at)}  pin {q.pin_id or '-'}  from {q.source or '-'}: {q.reason}"
             + ("" if q.has_data else "  (no data kept)") for q in items] or ["(quarantine is empty)"]
    return ctx.out("\n".join(lines), {"quarantine": [asdict(q) for q in items]}, INTEGRITY if items else OK)


def cmd_quarantine_restore(ctx: Context) -> int:
    anchor = ctx.store.restore(ctx.args.name, actor="user")
    return ctx.out(f"Restored and trusted {anchor.id} ({anchor.scope}, v{anchor.version}): {anchor.text}",
                   {"anchor": anchor.to_dict()})


def cmd_quarantine_drop(ctx: Context) -> int:
    record = ctx.store.drop(ctx.args.name, actor="user")
    return ctx.out(f"Dropped {record.file} ({record.reason}); the decision is logged.", {"dropped": asdict(record)})


def cmd_rebaseline(ctx: Context) -> int:
    rows, problem = ctx.store.preview_rebaseline()
    lines = [f"manifest: {problem or 'ok'}"]
    for row in rows:
        if row["status"] == "quarantine":
            lines.append(f"  quarantine  {row['record']}: {row['reason']}")
        else:
            lines.append(f"  {row['status']:<10}  {row['pin_id']} ({row['scope']}, {row.get('admission', '?')}): "
                         f"{row['text'][:70]}")
    trusted = sum(r["status"] != "quarantine" for r in rows)
    lines.append(f"Re-baselining trusts these {trusted} record(s) exactly as they are now.")
    if not ctx.args.yes:
        if ctx.json or not sys.stdin.isatty():
            raise CliError("rebaseline changes what is trusted: review `memlock rebaseline` output and pass --yes",
                           USAGE, {"preview": rows})
        print("\n".join(lines))
        if input("Type 'yes' to trust them: ").strip().lower() != "yes":
            raise CliError("rebaseline cancelled; nothing changed")
        lines = []  # already shown
    count = ctx.store.rebaseline(actor="user")
    return ctx.out("\n".join(lines + [f"Re-baselined: {count} record(s) trusted."]), {"trusted": count, "preview": rows})


def cmd_signing_off(ctx: Context) -> int:
    if not ctx.args.yes:
        raise CliError("`signing off` stops HMAC protection of the durable store and accepts its manifest as it "
                       "is now; check it (`memlock rebaseline` shows the records), then pass --yes", USAGE)
    count = ctx.store.disable_signing(actor="user")
    return ctx.out(f"HMAC signing turned off for {ctx.store.location} ({count} pin(s) listed); "
                   "the decision is in the log (`memlock pins history`).", {"signing": "off", "pins": count})


# ── commands: snapshots and pruning ──────────────────────────────────────────
def cmd_snapshot_export(ctx: Context) -> int:
    path = Path(ctx.args.path)
    if path.exists() and not ctx.args.force:
        raise CliError(f"{path} exists; pass --force to overwrite it")
    info = export_snapshot(ctx.store, path)
    return ctx.out(f"Exported {info['pins']} pin(s) of store {info['store_id']} to {path} ({info['bytes']} bytes).",
                   {"snapshot": info})


def cmd_snapshot_import(ctx: Context) -> int:
    if ctx.args.dry_run:
        snap = check_import(ctx.store, ctx.args.path, allow_other_store=ctx.args.allow_other_store)
        current = ctx.store.store_id()
        same = current in (None, snap.store_id)
        text = (f"Snapshot {snap.snapshot_id}: {len(snap.records)} pin(s), {len(snap.log_lines)} log entr(ies), "
                f"store {snap.store_id} ({_which_store(current, snap.store_id)}). "
                "Valid; nothing changed (dry run).")
        return ctx.out(text, {"snapshot": snap.describe(), "same_store": same, "dry_run": True})
    snap, result, backup = import_snapshot(ctx.store, ctx.args.path, actor="user",
                                           allow_other_store=ctx.args.allow_other_store,
                                           backup_dir=ctx.home / "backups")
    lines = [f"Imported snapshot {snap.snapshot_id}: {len(snap.records)} pin(s) now in the store.",
             f"  added {len(result.added)}, changed {len(result.changed)}, removed {len(result.removed)}, "
             f"unchanged {len(result.unchanged)}, log entries adopted {result.log_entries_adopted}"]
    if result.quarantined:
        lines.append(f"  untrusted records moved to quarantine: {', '.join(result.quarantined)}")
    if backup:
        lines.append(f"  the previous store was saved to {backup}")
    return ctx.out("\n".join(lines), {"snapshot": snap.describe(), "result": asdict(result), "backup": backup})


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
            f"inactive since {_when(cutoff)}. Durable pins and their log are never pruned.")
    return ctx.out(text, {"dry_run": ctx.args.dry_run, "sessions": old, "corrupt_files": [str(p) for p in corrupt],
                          "cutoff": cutoff})


# ── parser ────────────────────────────────────────────────────────────────────
def _priority(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError("must be a whole number from 1 to 100") from None
    if not 1 <= number <= 100:
        raise argparse.ArgumentTypeError("must be from 1 to 100")
    return number


def _days(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError("must be a whole number of days") from None
    if number < MIN_PRUNE_DAYS:
        raise argparse.ArgumentTypeError(f"must be at least {MIN_PRUNE_DAYS} (recent sessions are never pruned)")
    return number


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="machine-readable output")
    common.add_argument("--home", default=argparse.SUPPRESS, metavar="DIR",
                        help="memlock home (default: $MEMLOCK_HOME, else $HERMES_HOME/memlock, else ~/.hermes/memlock)")
    common.add_argument("--config", default=argparse.SUPPRESS, metavar="FILE",
                        help="YAML file with a memlock: section (default: $MEMLOCK_CONFIG, else $HERMES_HOME/config.yaml)")
    fmt = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(prog="memlock", parents=[common], formatter_class=fmt,
                                     description="Inspect and manage memlock sessions, pins and the durable pin store.",
                                     epilog=EXIT_CODES)
    # no set_defaults for the shared options: parents share Action objects, so a default set here would
    # reach every subcommand and erase an option given before the subcommand (Context uses getattr)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    def command(parent: Any, name: str, func: Callable[[Context], int], help_text: str) -> argparse.ArgumentParser:
        p = parent.add_parser(name, parents=[common], help=help_text, description=help_text, epilog=EXIT_CODES,
                              formatter_class=fmt)
        p.set_defaults(func=func)
        return p

    p = command(sub, "status", cmd_status, "status of a session (default: this project's current session, "
                "else the most recent) and of the durable store")
    p.add_argument("session_id", nargs="?", metavar="SESSION")
    p = command(sub, "sessions", cmd_sessions, "list sessions, most recent first")
    p.add_argument("--limit", type=int, default=50)

    pins = sub.add_parser("pins", parents=[common], help="read pins: list, show, history",
                          description="Read durable pins (or a session's anchors with --session).")
    pins_sub = pins.add_subparsers(dest="pins_command", metavar="ACTION", required=True)
    p = command(pins_sub, "list", cmd_pins_list, "list durable pins (global and project)")
    p.add_argument("--scope", choices=("global", "project"))
    p.add_argument("--project", metavar="PATH", help="only pins visible in the git project containing PATH")
    p.add_argument("--session", metavar="SID", help="list this session's anchors instead")
    p = command(pins_sub, "show", cmd_pins_show, "show one pin with its versions and logged decisions")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--session", metavar="SID", help="look in this session instead of the durable store")
    p = command(pins_sub, "rekey-project", cmd_pins_rekey, "move project pins stored under an old key (a checkout "
                "path, as memlock keyed projects before reading git remotes) to this project's key")
    p.add_argument("old_key", metavar="OLD", help="the old key, e.g. /home/me/proj (see `memlock pins list`)")
    p.add_argument("--to", metavar="KEY", help="the new key (default: the key of the project containing --project)")
    p.add_argument("--project", metavar="PATH", default=".", help="a directory inside the project (default: .)")
    p = command(pins_sub, "history", cmd_pins_history, "the decision log (all pins, or one)")
    p.add_argument("pin_id", nargs="?", metavar="ID")
    p.add_argument("--limit", type=int, default=None)

    p = command(sub, "pin", cmd_pin, "pin an instruction (as the user). Without --session it joins this project's "
                "current session; project/global pins can also be stored with no session at all")
    p.add_argument("text", metavar="TEXT")
    p.add_argument("--scope", choices=("session", "project", "global"), default="session")
    p.add_argument("--session", metavar="SID")
    p.add_argument("--priority", type=_priority, metavar="N", help="1-100 (default 50)")
    p.add_argument("--probes", nargs="+", metavar="WORD", help="keywords that prove the instruction is still in context")
    p.add_argument("--reminder", metavar="TEXT", help="short form for the reminder block")
    p.add_argument("--check", type=_check_arg, metavar="CHECK",
                   help="compliance check: proposed (accept memlock's proposal), none, or a JSON object")
    p.add_argument("--enforce", choices=("warn", "block"), help="with a check: block refuses forbidden tool calls")
    p = command(sub, "unpin", cmd_unpin, "remove a pin (a session pin, or a durable pin everywhere)")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--session", metavar="SID")
    p = command(sub, "update", cmd_update, "change a pin; the previous version is kept")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--text")
    p.add_argument("--reminder")
    p.add_argument("--priority", type=_priority, metavar="N")
    p.add_argument("--probes", nargs="+", metavar="WORD")
    p.add_argument("--check", type=_check_arg, metavar="CHECK", help="proposed, none, or a JSON object")
    p.add_argument("--enforce", choices=("warn", "block"))
    p.add_argument("--session", metavar="SID")
    p = command(sub, "rollback", cmd_rollback, "restore a kept version of a pin (default: the previous one)")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--version", type=int, metavar="N")
    p.add_argument("--session", metavar="SID")

    for name, func, what in (("approve", cmd_approve, "admit a pending pin as approved_manual (a person's decision; "
                              "refused against a version that changed since you looked)"),
                             ("reject", cmd_reject, "reject a pending pin: removed, logged, and the model cannot pin "
                              "its text again without your approval")):
        p = command(sub, name, func, what)
        p.add_argument("pin_id", metavar="ID")
        p.add_argument("--version", metavar="N", help="the version you reviewed (shown by `memlock status`)")
        p.add_argument("--session", metavar="SID", help="the session holding a pending session pin")
    chk = sub.add_parser("check", parents=[common], help="compliance checks on pins: propose, accept, test",
                         description="Checks make memlock verify that pinned rules are obeyed (docs/COMPLIANCE.md).")
    c_sub = chk.add_subparsers(dest="check_command", metavar="ACTION", required=True)
    p = command(c_sub, "propose", cmd_check_propose, "show the check memlock would propose for a rule text")
    p.add_argument("text", metavar="TEXT")
    p = command(c_sub, "accept", cmd_check_accept, "accept memlock's proposed check for a pin (a normal update)")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--enforce", choices=("warn", "block"), help="block: refuse tool calls the check forbids")
    p.add_argument("--session", metavar="SID")
    p = command(c_sub, "test", cmd_check_test, "dry run: verdicts of a session's checked pins on a reply or tool call")
    p.add_argument("--reply", metavar="TEXT")
    p.add_argument("--tool", metavar="NAME")
    p.add_argument("--args", metavar="JSON", help="the tool call's arguments as a JSON object")
    p.add_argument("--session", metavar="SID")

    command(sub, "verify", cmd_verify, "verify every durable record, the manifest (and HMAC) and the decision log")
    quarantine = sub.add_parser("quarantine", parents=[common], help="records that failed verification: list, restore, drop",
                                description="Records that failed verification are moved aside, never loaded.")
    q_sub = quarantine.add_subparsers(dest="quarantine_command", metavar="ACTION", required=True)
    command(q_sub, "list", cmd_quarantine_list, "list quarantined items (exit 3 when not empty)")
    p = command(q_sub, "restore", cmd_quarantine_restore, "put a quarantined pin back and trust it (logged)")
    p.add_argument("name", metavar="NAME")
    p = command(q_sub, "drop", cmd_quarantine_drop, "delete a quarantined item for good (logged)")
    p.add_argument("name", metavar="NAME")
    p = command(sub, "rebaseline", cmd_rebaseline, "trust the durable records exactly as they are now "
                "(after checking them); needed when the manifest is missing, corrupt or wrongly signed")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")

    signing = sub.add_parser("signing", parents=[common], help="HMAC signing of the durable store: off",
                             description="A signed store stays signed; turning signing off is explicit and logged.")
    sg_sub = signing.add_subparsers(dest="signing_command", metavar="ACTION", required=True)
    p = command(sg_sub, "off", cmd_signing_off, "stop signing the durable store (run with no key configured; "
                "logged). A signed store whose key is missing is held back until this runs or the key returns")
    p.add_argument("--yes", action="store_true", help="confirm")

    snap = sub.add_parser("snapshot", parents=[common], help="export or import the whole durable store as a tar archive",
                          description="Snapshots bind to the store's identity; import validates everything first.")
    s_sub = snap.add_subparsers(dest="snapshot_command", metavar="ACTION", required=True)
    p = command(s_sub, "export", cmd_snapshot_export, "write the trusted store to a .tar.gz archive (mode 0600)")
    p.add_argument("path", metavar="PATH")
    p.add_argument("--force", action="store_true", help="overwrite PATH")
    p = command(s_sub, "import", cmd_snapshot_import, "replace the durable store with a snapshot (validated, staged, "
                "all-or-nothing; the previous store is saved under <home>/backups)")
    p.add_argument("path", metavar="PATH")
    p.add_argument("--allow-other-store", action="store_true", help="accept a snapshot of a different store")
    p.add_argument("--dry-run", action="store_true", help="validate only")

    p = command(sub, "prune", cmd_prune, "delete session state inactive for N days (N >= 7); "
                "durable pins and their log are never pruned")
    p.add_argument("--days", type=_days, required=True, metavar="N")
    p.add_argument("--dry-run", action="store_true")
    return parser


def _which_store(current: str | None, snapshot_store: str) -> str:
    if current == snapshot_store:
        return "this store"
    return "new store" if current is None else "ANOTHER store: needs --allow-other-store"


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        ctx = Context(args)
    except Exception as exc:  # noqa: BLE001 - configuration problems are reported, not raised
        print(f"memlock: error: {exc}", file=sys.stderr)
        return ERROR
    try:
        return args.func(ctx)
    except CliError as exc:
        return _fail(ctx, str(exc), exc.code, exc.data)
    except SnapshotError as exc:
        return _fail(ctx, f"snapshot rejected, nothing changed: {exc}", exit_code_for(exc))
    except MemlockError as exc:  # each kind has its documented exit code (memlock_core.errors)
        return _fail(ctx, str(exc), exit_code_for(exc))
    except ValueError as exc:
        return _fail(ctx, str(exc), ERROR)
    except BrokenPipeError:  # `memlock ... | head`: the reader left; say nothing more
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return ERROR
    except OSError as exc:
        return _fail(ctx, describe_os_error(exc), ERROR)
    except KeyboardInterrupt:
        return _fail(ctx, "interrupted", ERROR)


def _fail(ctx: Context, message: str, code: int, data: dict | None = None) -> int:
    if ctx.json:
        print(json.dumps({"ok": False, "exit_code": code, "error": message, **(data or {})}, ensure_ascii=False,
                         indent=1, default=str))
    else:
        print(f"memlock: error: {message}", file=sys.stderr)
    return code


def _entry() -> NoReturn:
    sys.exit(main())


if __name__ == "__main__":
    _entry()
