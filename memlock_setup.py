#!/usr/bin/env python3
"""Install (or uninstall) memlock into a host: Claude Code or Hermes Agent.

    python memlock_setup.py --harness claude-code [--scope project|local|user] [--project-dir DIR] [--with-mcp]
    python memlock_setup.py --harness hermes [--copy]
    ... add --dry-run to see every change first, --uninstall to take memlock out again.

Claude Code: merges memlock's hooks into ``<project>/.claude/settings.json`` (default),
``<project>/.claude/settings.local.json`` (--scope local) or ``~/.claude/settings.json`` (--scope
user): the files Claude Code reads, never anything under $HERMES_HOME. It also
installs the /guard slash command and, with --with-mcp, registers the MCP server (.mcp.json for a
project; the ``claude mcp add`` command to run for user scope).

Hermes: links (or with --copy, copies) this checkout to ``$HERMES_HOME/plugins/memlock`` and adds
``memlock`` to ``plugins.enabled`` in ``$HERMES_HOME/config.yaml``, keeping every other key and, when
ruamel.yaml is available (it comes with hermes-agent), every comment.

Every file is backed up (``<name>.memlock-backup-<timestamp>``) before it changes; a re-run changes
nothing; a file memlock cannot parse is left untouched and reported (exit code 1).
"""
from __future__ import annotations

import argparse
import io
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_adapters.claude_code import install as cc  # noqa: E402
from memlock_adapters.claude_code.install import FileChange, InstallError  # noqa: E402
from memlock_core.paths import hermes_home  # noqa: E402

PLUGIN_NAME = "memlock"
COPY_MARKER = ".memlock-plugin-copy"
COPY_ITEMS = ("__init__.py", "plugin.yaml", "config.yaml", "memlock_core", "memlock_adapters")


# ── Hermes ───────────────────────────────────────────────────────────────
def edit_enabled(text: str | None, *, add: bool, path: Path) -> tuple[str | None, list[str]]:
    """config.yaml text with ``memlock`` added to (or removed from) ``plugins.enabled``."""
    notes: list[str] = []
    try:
        import yaml
    except ImportError:
        raise InstallError("pyyaml is needed to edit config.yaml (pip install pyyaml); nothing was changed") from None
    try:
        plain = yaml.safe_load(text) if text and text.strip() else None
    except yaml.YAMLError as exc:
        raise InstallError(f"{path} is not valid YAML ({exc}); fix it first - nothing was changed") from None
    if plain is not None and not isinstance(plain, dict):
        raise InstallError(f"{path}: the top level must be a mapping; nothing was changed")
    plugins = (plain or {}).get("plugins")
    if plugins is not None and not isinstance(plugins, dict):
        raise InstallError(f"{path}: 'plugins' must be a mapping; nothing was changed")
    enabled = (plugins or {}).get("enabled")
    if enabled is not None and not isinstance(enabled, list):
        raise InstallError(f"{path}: 'plugins.enabled' must be a list; nothing was changed")
    present = PLUGIN_NAME in (enabled or [])
    if add and PLUGIN_NAME in ((plugins or {}).get("disabled") or []):
        notes.append(f"warning: '{PLUGIN_NAME}' is also listed in plugins.disabled, which wins; remove it there")
    if present == add:
        notes.append(f"plugins.enabled {'already lists' if add else 'does not list'} {PLUGIN_NAME}")
        return text, notes
    try:
        from ruamel.yaml import YAML  # round trip: comments and layout survive

        rt = YAML()
        rt.preserve_quotes = True
        data = rt.load(text) if text and text.strip() else None
        if data is None:
            from ruamel.yaml.comments import CommentedMap

            data = CommentedMap()
        dump = lambda d: _ruamel_dump(rt, d)  # noqa: E731
    except ImportError:
        data = plain or {}
        dump = lambda d: yaml.safe_dump(d, sort_keys=False, allow_unicode=True)  # noqa: E731
        if text and "#" in text:
            notes.append("note: ruamel.yaml is not installed, so comments in config.yaml are not kept (a backup is)")
    if data.get("plugins") is None:
        data["plugins"] = {}
    if data["plugins"].get("enabled") is None:
        data["plugins"]["enabled"] = []
    items = data["plugins"]["enabled"]
    if add:
        items.append(PLUGIN_NAME)
        notes.append(f"plugins.enabled: added {PLUGIN_NAME}")
    else:
        while PLUGIN_NAME in items:
            items.remove(PLUGIN_NAME)
        notes.append(f"plugins.enabled: removed {PLUGIN_NAME} (the memlock: settings section is kept)")
    return dump(data), notes


def _ruamel_dump(rt, data) -> str:
    out = io.StringIO()
    rt.dump(data, out)
    return out.getvalue()


def plan_hermes(*, uninstall: bool, copy: bool) -> tuple[list[FileChange], list[tuple[str, Path]], list[str]]:
    """(config.yaml change, plugin directory actions, advice)."""
    home = hermes_home()
    target = home / "plugins" / PLUGIN_NAME
    actions: list[tuple[str, Path]] = []
    advice: list[str] = []
    if not (ROOT / "plugin.yaml").is_file():
        raise InstallError(f"{ROOT} has no plugin.yaml: run memlock_setup.py from a memlock checkout")
    if target.is_symlink():
        ours = target.resolve() == ROOT
        if not ours:
            raise InstallError(f"{target} links to {os.readlink(target)}, not to this checkout; remove it first")
        if uninstall or copy:
            actions.append(("unlink", target))
        if copy and not uninstall:
            actions.append(("copy", target))
    elif target.exists():
        ours = (target / COPY_MARKER).is_file()
        if not ours:
            raise InstallError(f"{target} exists and was not installed by memlock_setup.py; move it aside first")
        if uninstall or not copy:
            actions.append(("rmtree", target))
        if not uninstall:
            actions.append(("copy" if copy else "link", target))
    elif not uninstall:
        actions.append(("copy" if copy else "link", target))
    config = home / "config.yaml"
    old = cc._read(config)
    new, notes = edit_enabled(old, add=not uninstall, path=config)
    if not uninstall:
        advice.append("restart Hermes; `hermes plugins list` should show memlock. Settings go in the memlock: "
                      f"section of {config} (docs/CONFIGURATION.md).")
    return [FileChange(config, old, new, notes, mode=0o600)], actions, advice


def run_plugin_actions(actions: list[tuple[str, Path]]) -> list[str]:
    done = []
    for action, target in actions:
        if action == "unlink":
            target.unlink()
            done.append(f"removed link {target}")
        elif action == "rmtree":
            shutil.rmtree(target)
            done.append(f"removed copy {target}")
        elif action == "link":
            target.parent.mkdir(parents=True, exist_ok=True)
            target.symlink_to(ROOT, target_is_directory=True)
            done.append(f"linked {target} -> {ROOT}")
        elif action == "copy":
            target.mkdir(parents=True, exist_ok=True)
            ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
            for item in COPY_ITEMS:
                source = ROOT / item
                if source.is_dir():
                    shutil.copytree(source, target / item, ignore=ignore, dirs_exist_ok=True)
                elif source.is_file():
                    shutil.copy2(source, target / item)
            (target / COPY_MARKER).write_text("installed by memlock_setup.py --copy\n", encoding="utf-8")
            done.append(f"copied the plugin to {target}")
    return done


# ── output ───────────────────────────────────────────────────────────────
def describe(changes: list[FileChange], actions: list[tuple[str, Path]], dry_run: bool) -> list[str]:
    lines = []
    verb = "would" if dry_run else "will"
    for change in changes:
        state = ("unchanged" if not change.changed else ("create" if change.old is None else
                 ("delete" if change.new is None else "update")))
        lines.append(f"{change.path}: {state}")
        lines.extend(f"    {note}" for note in change.notes)
    for action, target in actions:
        lines.append(f"{target}: {verb} {action}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="memlock_setup.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--harness", required=True, choices=("claude-code", "hermes"))
    parser.add_argument("--scope", choices=cc.SCOPES, default="project",
                        help="claude-code: project = <project>/.claude/settings.json (default), local = "
                             "<project>/.claude/settings.local.json (personal), user = ~/.claude/settings.json")
    parser.add_argument("--project-dir", help="claude-code project scope: the project (default: the git root of "
                                              "the working directory, else the working directory)")
    parser.add_argument("--with-mcp", action="store_true", help="claude-code: also register the memlock MCP server")
    parser.add_argument("--post-compact", action=argparse.BooleanOptionalAction, default=None,
                        help="claude-code: register the PostCompact hook (default: only when `claude --version` "
                             "is 2.1.76 or newer; older builds reject a settings file that names it)")
    parser.add_argument("--copy", action="store_true", help="hermes: copy the plugin instead of linking this checkout")
    parser.add_argument("--dry-run", action="store_true", help="show every change, write nothing")
    parser.add_argument("--uninstall", action="store_true", help="remove what the install added (backups are kept)")
    args = parser.parse_args(argv)
    try:
        if args.harness == "claude-code":
            from memlock_core.pinstore.project import project_key

            project = Path(args.project_dir or project_key(os.getcwd()) or os.getcwd()).expanduser().resolve()
            if args.scope != "user" and not project.is_dir():
                raise InstallError(f"project directory {project} does not exist")
            changes, advice = cc.plan(args.scope, project, uninstall=args.uninstall, with_mcp=args.with_mcp,
                                      post_compact=args.post_compact)
            actions: list[tuple[str, Path]] = []
        else:
            changes, actions, advice = plan_hermes(uninstall=args.uninstall, copy=args.copy)
    except InstallError as exc:
        print(f"memlock_setup: {exc}", file=sys.stderr)
        return 1
    what = "uninstall" if args.uninstall else "install"
    print(f"memlock {what} for {args.harness}" + (f" ({args.scope} scope)" if args.harness == "claude-code" else "")
          + (" - dry run, nothing written" if args.dry_run else ""))
    for line in describe(changes, actions, args.dry_run):
        print(f"  {line}")
    if not args.dry_run:
        try:
            done = run_plugin_actions(actions) + cc.apply(changes)
        except OSError as exc:
            print(f"memlock_setup: {exc}", file=sys.stderr)
            return 1
        for line in done:
            print(f"  {line}")
        if not done:
            print("  nothing to change")
    for line in advice:
        print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
