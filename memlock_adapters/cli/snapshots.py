"""``snapshot export | import``: the whole durable store as a tar archive bound to its identity."""
from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

from memlock_adapters.cli.context import CliError, Context
from memlock_core.pinstore.snapshot import check_import, export_snapshot, import_snapshot


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


def _which_store(current: str | None, snapshot_store: str) -> str:
    if current == snapshot_store:
        return "this store"
    return "new store" if current is None else "ANOTHER store: needs --allow-other-store"
