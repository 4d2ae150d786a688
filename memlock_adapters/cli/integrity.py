"""``verify``, ``quarantine list | restore | drop``, ``rebaseline``, ``signing off``: the durable
store's integrity, and the explicit (logged) decisions that change what is trusted."""
from __future__ import annotations

import sys
from dataclasses import asdict

from memlock_adapters.cli.context import CliError, Context
from memlock_adapters.cli.render import when
from memlock_core.errors import INTEGRITY, OK, USAGE


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
    lines = [f"{q.file}\n    {when(q.at)}  pin {q.pin_id or '-'}  from {q.source or '-'}: {q.reason}"
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
