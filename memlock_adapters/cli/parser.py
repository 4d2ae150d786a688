"""The ``memlock`` argument tree: every command, flag and help text, and the argument types.

Commands are named as ``"module:function"`` (modules of this package) and imported only when
they run: ``memlock --help``, a command's ``--help`` and a usage error import none of them.
"""
from __future__ import annotations

import argparse
import importlib
import json
from typing import Any

MIN_PRUNE_DAYS = 7
EXIT_CODES = """exit codes:
  0  ok
  1  error: the request was refused, something was not found, or the store is unavailable
  2  usage error (bad arguments; prune --days below 7; rebaseline without --yes when not interactive)
  3  integrity problem found: pins held back, items in quarantine, verify failed, or a snapshot rejected"""


class _Command:
    """A command's function, imported from its module when it runs."""

    def __init__(self, ref: str):
        self.module, self.name = ref.split(":")

    def __call__(self, ctx: Any) -> int:
        func = getattr(importlib.import_module(f"memlock_adapters.cli.{self.module}"), self.name)
        code: int = func(ctx)
        return code

    def __repr__(self) -> str:
        return f"<memlock command {self.module}:{self.name}>"


def check_arg(value: str) -> Any:
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

    def command(parent: Any, name: str, func: str, help_text: str) -> argparse.ArgumentParser:
        p = parent.add_parser(name, parents=[common], help=help_text, description=help_text, epilog=EXIT_CODES,
                              formatter_class=fmt)
        p.set_defaults(func=_Command(func))
        return p

    p = command(sub, "status", "status:cmd_status", "status of a session (default: this project's current session, "
                "else the most recent) and of the durable store")
    p.add_argument("session_id", nargs="?", metavar="SESSION")
    p = command(sub, "sessions", "status:cmd_sessions", "list sessions, most recent first")
    p.add_argument("--limit", type=int, default=50)

    pins = sub.add_parser("pins", parents=[common], help="read pins: list, show, history",
                          description="Read durable pins (or a session's anchors with --session).")
    pins_sub = pins.add_subparsers(dest="pins_command", metavar="ACTION", required=True)
    p = command(pins_sub, "list", "pins:cmd_pins_list", "list durable pins (global and project)")
    p.add_argument("--scope", choices=("global", "project"))
    p.add_argument("--project", metavar="PATH", help="only pins visible in the git project containing PATH")
    p.add_argument("--session", metavar="SID", help="list this session's anchors instead")
    p = command(pins_sub, "show", "pins:cmd_pins_show", "show one pin with its versions and logged decisions")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--session", metavar="SID", help="look in this session instead of the durable store")
    p = command(pins_sub, "rekey-project", "pins:cmd_pins_rekey", "move project pins stored under an old key (a checkout "
                "path, as memlock keyed projects before reading git remotes) to this project's key")
    p.add_argument("old_key", metavar="OLD", help="the old key, e.g. /home/me/proj (see `memlock pins list`)")
    p.add_argument("--to", metavar="KEY", help="the new key (default: the key of the project containing --project)")
    p.add_argument("--project", metavar="PATH", default=".", help="a directory inside the project (default: .)")
    p = command(pins_sub, "history", "pins:cmd_pins_history", "the decision log (all pins, or one)")
    p.add_argument("pin_id", nargs="?", metavar="ID")
    p.add_argument("--limit", type=int, default=None)

    p = command(sub, "pin", "edit:cmd_pin", "pin an instruction (as the user). Without --session it joins this project's "
                "current session; project/global pins can also be stored with no session at all")
    p.add_argument("text", metavar="TEXT")
    p.add_argument("--scope", choices=("session", "project", "global"), default="session")
    p.add_argument("--session", metavar="SID")
    p.add_argument("--priority", type=_priority, metavar="N", help="1-100 (default 50)")
    p.add_argument("--probes", nargs="+", metavar="WORD", help="keywords that prove the instruction is still in context")
    p.add_argument("--reminder", metavar="TEXT", help="short form for the reminder block")
    p.add_argument("--check", type=check_arg, metavar="CHECK",
                   help="compliance check: proposed (accept memlock's proposal), none, or a JSON object")
    p.add_argument("--enforce", choices=("warn", "block"), help="with a check: block refuses forbidden tool calls")
    p = command(sub, "unpin", "edit:cmd_unpin", "remove a pin (a session pin, or a durable pin everywhere)")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--session", metavar="SID")
    p = command(sub, "update", "edit:cmd_update", "change a pin; the previous version is kept")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--text")
    p.add_argument("--reminder")
    p.add_argument("--priority", type=_priority, metavar="N")
    p.add_argument("--probes", nargs="+", metavar="WORD")
    p.add_argument("--check", type=check_arg, metavar="CHECK", help="proposed, none, or a JSON object")
    p.add_argument("--enforce", choices=("warn", "block"))
    p.add_argument("--session", metavar="SID")
    p = command(sub, "rollback", "edit:cmd_rollback", "restore a kept version of a pin (default: the previous one)")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--version", type=int, metavar="N")
    p.add_argument("--session", metavar="SID")

    for name, func, what in (("approve", "edit:cmd_approve", "admit a pending pin as approved_manual (a person's decision; "
                              "refused against a version that changed since you looked)"),
                             ("reject", "edit:cmd_reject", "reject a pending pin: removed, logged, and the model cannot pin "
                              "its text again without your approval")):
        p = command(sub, name, func, what)
        p.add_argument("pin_id", metavar="ID")
        p.add_argument("--version", metavar="N", help="the version you reviewed (shown by `memlock status`)")
        p.add_argument("--session", metavar="SID", help="the session holding a pending session pin")
    chk = sub.add_parser("check", parents=[common], help="compliance checks on pins: propose, accept, test",
                         description="Checks make memlock verify that pinned rules are obeyed (docs/COMPLIANCE.md).")
    c_sub = chk.add_subparsers(dest="check_command", metavar="ACTION", required=True)
    p = command(c_sub, "propose", "checks:cmd_check_propose", "show the check memlock would propose for a rule text")
    p.add_argument("text", metavar="TEXT")
    p = command(c_sub, "accept", "checks:cmd_check_accept", "accept memlock's proposed check for a pin (a normal update)")
    p.add_argument("pin_id", metavar="ID")
    p.add_argument("--enforce", choices=("warn", "block"), help="block: refuse tool calls the check forbids")
    p.add_argument("--session", metavar="SID")
    p = command(c_sub, "test", "checks:cmd_check_test", "dry run: verdicts of a session's checked pins on a reply or tool call")
    p.add_argument("--reply", metavar="TEXT")
    p.add_argument("--tool", metavar="NAME")
    p.add_argument("--args", metavar="JSON", help="the tool call's arguments as a JSON object")
    p.add_argument("--session", metavar="SID")

    command(sub, "verify", "integrity:cmd_verify", "verify every durable record, the manifest (and HMAC) and the decision log")
    quarantine = sub.add_parser("quarantine", parents=[common], help="records that failed verification: list, restore, drop",
                                description="Records that failed verification are moved aside, never loaded.")
    q_sub = quarantine.add_subparsers(dest="quarantine_command", metavar="ACTION", required=True)
    command(q_sub, "list", "integrity:cmd_quarantine_list", "list quarantined items (exit 3 when not empty)")
    p = command(q_sub, "restore", "integrity:cmd_quarantine_restore", "put a quarantined pin back and trust it (logged)")
    p.add_argument("name", metavar="NAME")
    p = command(q_sub, "drop", "integrity:cmd_quarantine_drop", "delete a quarantined item for good (logged)")
    p.add_argument("name", metavar="NAME")
    p = command(sub, "rebaseline", "integrity:cmd_rebaseline", "trust the durable records exactly as they are now "
                "(after checking them); needed when the manifest is missing, corrupt or wrongly signed")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")

    signing = sub.add_parser("signing", parents=[common], help="HMAC signing of the durable store: off",
                             description="A signed store stays signed; turning signing off is explicit and logged.")
    sg_sub = signing.add_subparsers(dest="signing_command", metavar="ACTION", required=True)
    p = command(sg_sub, "off", "integrity:cmd_signing_off", "stop signing the durable store (run with no key configured; "
                "logged). A signed store whose key is missing is held back until this runs or the key returns")
    p.add_argument("--yes", action="store_true", help="confirm")

    snap = sub.add_parser("snapshot", parents=[common], help="export or import the whole durable store as a tar archive",
                          description="Snapshots bind to the store's identity; import validates everything first.")
    s_sub = snap.add_subparsers(dest="snapshot_command", metavar="ACTION", required=True)
    p = command(s_sub, "export", "snapshots:cmd_snapshot_export", "write the trusted store to a .tar.gz archive (mode 0600)")
    p.add_argument("path", metavar="PATH")
    p.add_argument("--force", action="store_true", help="overwrite PATH")
    p = command(s_sub, "import", "snapshots:cmd_snapshot_import", "replace the durable store with a snapshot (validated, staged, "
                "all-or-nothing; the previous store is saved under <home>/backups)")
    p.add_argument("path", metavar="PATH")
    p.add_argument("--allow-other-store", action="store_true", help="accept a snapshot of a different store")
    p.add_argument("--dry-run", action="store_true", help="validate only")

    p = command(sub, "prune", "status:cmd_prune", "delete session state inactive for N days (N >= 7); "
                "durable pins and their log are never pruned")
    p.add_argument("--days", type=_days, required=True, metavar="N")
    p.add_argument("--dry-run", action="store_true")
    return parser
