#!/usr/bin/env python3
"""Install (or uninstall) memlock into a host: Claude Code or Hermes Agent.

    python memlock_setup.py [--provider NAME] [--dry-run]     detect everything, set up Hermes
    python memlock_setup.py --harness claude-code [--scope project|local|user] [--project-dir DIR] [--with-mcp]
    python memlock_setup.py --harness hermes [--copy]
    python memlock_setup.py --prune-days N                     delete session state idle N (>= 7) days
    ... add --dry-run to see every change first, --uninstall to take memlock out again.

Without --harness (the wizard): reports every finding (Hermes home, memlock plugin installed and
enabled, Claude Code, preference stores: Severian, Mnemosyne, Hermes's holographic fact store,
Hermes's USER.md), then for Hermes installs the plugin if needed, writes the reverse-audit keys
into the ``memlock:`` section of ``$HERMES_HOME/config.yaml`` (nothing else in that file changes;
comments and key order are kept) and installs SKILL.md into ``$HERMES_HOME/skills/memlock``.
Exit codes: 0 configured, 1 nothing detected (guidance printed), 2 error.

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_adapters.claude_code import install as cc  # noqa: E402
from memlock_adapters.claude_code.install import FileChange, InstallError  # noqa: E402
from memlock_core.paths import hermes_home  # noqa: E402

PROVIDERS = ("auto", "none", "hermes", "holographic", "severian", "mnemosyne", "mcp")
PROVIDER_ORDER = ("severian", "mnemosyne", "holographic", "hermes")  # a dedicated store wins over USER.md

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
        rt, data = _ruamel_load(text)
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


def _ruamel_load(text: str | None) -> tuple[Any, Any]:
    """(round-trip loader, document) for a config.yaml, so comments and layout survive the edit; an empty
    file is an empty mapping. Raises ImportError without ruamel.yaml (callers fall back or refuse)."""
    from ruamel.yaml import YAML
    from ruamel.yaml.comments import CommentedMap

    rt = YAML()
    rt.preserve_quotes = True
    data = rt.load(text) if text and text.strip() else None
    return rt, (CommentedMap() if data is None else data)


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


# ── the wizard: detection ────────────────────────────────────────────────
@dataclass
class Finding:
    what: str
    found: bool
    detail: str = ""


@dataclass
class Detection:
    home: Path
    findings: list[Finding] = field(default_factory=list)
    hermes: bool = False
    plugin_installed: bool = False
    plugin_enabled: bool = False
    claude_code: bool = False
    providers: list[str] = field(default_factory=list)  # in PROVIDER_ORDER
    config: dict[str, Any] = field(default_factory=dict)

    def add(self, what: str, found: bool, detail: str = "") -> bool:
        self.findings.append(Finding(what, found, detail))
        return found


def _load_yaml(path: Path) -> dict[str, Any]:
    try:
        import yaml

        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except Exception as exc:  # noqa: BLE001 - reported by the caller
        raise InstallError(f"{path} cannot be read as YAML ({exc}); fix it first - nothing was changed") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise InstallError(f"{path}: the top level must be a mapping; nothing was changed")
    return data


def _entry_point_installed() -> bool:
    try:
        from importlib.metadata import entry_points

        return any(ep.name == PLUGIN_NAME for ep in entry_points(group="hermes_agent.plugins"))
    except Exception:  # noqa: BLE001
        return False


def detect(env: dict[str, str] | None = None, cwd: Path | None = None) -> Detection:
    """Everything the wizard looks at, as findings (found or not), without changing anything."""
    env = dict(os.environ if env is None else env)
    home = hermes_home()
    cwd = cwd or Path.cwd()
    found = Detection(home)
    config_path = home / "config.yaml"
    hermes_bin = shutil.which("hermes", path=env.get("PATH"))
    found.hermes = found.add("Hermes home", home.is_dir(), str(home) if home.is_dir() else f"{home} does not exist")
    if not found.hermes and hermes_bin:
        found.hermes = found.add("hermes command", True, f"{hermes_bin} (its home {home} will be created)")
    config = _load_yaml(config_path) if config_path.is_file() else {}
    found.config = config
    found.add("Hermes config.yaml", config_path.is_file(), str(config_path))
    raw_plugins = config.get("plugins")
    plugins: dict[str, Any] = raw_plugins if isinstance(raw_plugins, dict) else {}
    raw_enabled = plugins.get("enabled")
    enabled: list[Any] = raw_enabled if isinstance(raw_enabled, list) else []
    plugin_dir = home / "plugins" / PLUGIN_NAME
    entry = _entry_point_installed()
    found.plugin_installed = found.add(
        "memlock plugin installed", plugin_dir.exists() or entry,
        f"{plugin_dir}" + (" -> " + os.readlink(plugin_dir) if plugin_dir.is_symlink() else "") if plugin_dir.exists()
        else ("pip entry point hermes_agent.plugins:memlock" if entry else "not in plugins/ and not pip-installed"))
    found.plugin_enabled = found.add("memlock plugin enabled", PLUGIN_NAME in enabled, "plugins.enabled in config.yaml")
    user_home = Path(env.get("HOME") or Path.home())
    claude_bin = shutil.which("claude", path=env.get("PATH"))
    claude_dirs = [p for p in (user_home / ".claude", cwd / ".claude") if p.is_dir()]
    found.claude_code = found.add("Claude Code", bool(claude_bin or claude_dirs),
                                  ", ".join([*(str(p) for p in claude_dirs), *([claude_bin] if claude_bin else [])])
                                  or "no claude command, no ~/.claude or ./.claude")

    # preference stores
    dsn = bool(env.get("SEVERIAN_DSN", "").strip())
    severian_dir = (home / "plugins" / "severian").is_dir()
    if found.add("Severian", severian_dir or dsn, ", ".join(
            ([f"plugin {home / 'plugins' / 'severian'}"] if severian_dir else []) + (["SEVERIAN_DSN is set"] if dsn else []))
            or "no plugins/severian, SEVERIAN_DSN not set"):
        found.providers.append("severian")
    mnemo_dir = (home / "plugins" / "mnemosyne").is_dir()
    mnemo_enabled = "mnemosyne" in enabled
    from memlock_core.preferences.providers.mnemosyne import default_db_path as mnemosyne_db

    mnemo_db = mnemosyne_db()
    if found.add("Mnemosyne", mnemo_dir or mnemo_enabled, ", ".join(
            ([f"plugin {home / 'plugins' / 'mnemosyne'}"] if mnemo_dir else [])
            + (["enabled in plugins.enabled"] if mnemo_enabled else [])) or "no plugins/mnemosyne, not enabled"):
        found.providers.append("mnemosyne")
    found.add("Mnemosyne database", mnemo_db.is_file(), str(mnemo_db))
    raw_memory = config.get("memory")
    memory: dict[str, Any] = raw_memory if isinstance(raw_memory, dict) else {}
    holo = str(memory.get("provider") or "").strip().lower() == "holographic"
    if found.add("holographic fact store", holo, "memory.provider: holographic" if holo
                 else f"memory.provider is {memory.get('provider') or 'not set'}"):
        found.providers.append("holographic")
    user_md = home / "memories" / "USER.md"
    if found.add("Hermes USER.md", user_md.is_file(), str(user_md)):
        found.providers.append("hermes")
    return found


def choose_provider(found: Detection, requested: str) -> tuple[str, list[str]]:
    """(preference_adapter value, notes)."""
    notes: list[str] = []
    if requested != "auto":
        if requested not in found.providers and requested not in ("none", "mcp"):
            notes.append(f"note: --provider {requested} was not detected here; configured as asked")
        if requested == "mcp":
            notes.append("mcp: set mcp_command (or mcp_url) and mcp_tool in the memlock: section (docs/CONFIGURATION.md)")
        return requested, notes
    if not found.providers:
        notes.append("no preference store found: preference_adapter auto (Hermes's USER.md once it exists)")
        return "auto", notes
    chosen = found.providers[0]
    if len(found.providers) > 1:
        notes.append(f"several stores found ({', '.join(found.providers)}); using {chosen} "
                     f"(one at a time; pick another with --provider)")
    return chosen, notes


def provider_settings(chosen: str, env: dict[str, str]) -> tuple[dict[str, Any], list[str]]:
    values: dict[str, Any] = {"reverse_audit": chosen != "none", "preference_adapter": chosen}
    notes: list[str] = []
    if chosen == "severian":
        notes.append("severian: the DSN is read from SEVERIAN_DSN in the environment Hermes runs in; memlock does not "
                     "copy it into config.yaml (it may hold a password). Set adapter_dsn yourself if you must.")
        if not env.get("SEVERIAN_DSN", "").strip():
            notes.append("warning: SEVERIAN_DSN is not set in this shell")
    if chosen == "mnemosyne":
        for var in ("MNEMOSYNE_DB_PATH", "MNEMOSYNE_DATA_DIR"):
            if env.get(var, "").strip():
                path = Path(env[var]).expanduser()
                values["adapter_db_path"] = str(path if var == "MNEMOSYNE_DB_PATH" else path / "mnemosyne.db")
                break
    return values, notes


# ── the wizard: writing ──────────────────────────────────────────────────
def edit_memlock_section(text: str | None, values: dict[str, Any], *, path: Path,
                         on_disk: str | None) -> tuple[str | None, list[str]]:
    """config.yaml text with ``values`` set in its ``memlock:`` mapping; everything else (other
    sections, comments, key order, other memlock keys) untouched. ``on_disk`` is the file as it is
    now (None: there is none): only a file the user wrote needs ruamel.yaml to keep its comments; a
    config.yaml this run creates is plain YAML, written with pyyaml (a bare machine has no ruamel)."""
    current = (_load_yaml_text(text, path).get("memlock") or {}) if text else {}
    if not isinstance(current, dict):
        raise InstallError(f"{path}: 'memlock' must be a mapping; nothing was changed")
    changes = {k: v for k, v in values.items() if current.get(k, object()) != v}
    if not changes:
        return text, ["memlock: section already has " + ", ".join(f"{k}: {v}" for k, v in values.items())]
    notes = [f"memlock.{k}: {current[k]!r} -> {v!r}" if k in current else f"memlock.{k}: {v!r}"
             for k, v in changes.items()]
    try:
        from ruamel.yaml.comments import CommentedMap

        rt, data = _ruamel_load(text)
        if data.get("memlock") is None:
            data["memlock"] = CommentedMap()
        for key, value in changes.items():
            data["memlock"][key] = value
        return _ruamel_dump(rt, data), notes
    except ImportError:
        if on_disk and on_disk.strip():
            raise InstallError("ruamel.yaml is needed to edit an existing config.yaml without losing its comments "
                               "(pip install \"memlock[hermes]\" or ruamel.yaml); nothing was changed") from None
        import yaml

        data = _load_yaml_text(text, path) if text else {}
        data["memlock"] = {**current, **changes}
        return yaml.safe_dump(data, sort_keys=False, allow_unicode=True), notes


def _load_yaml_text(text: str, path: Path) -> dict[str, Any]:
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise InstallError(f"{path} is not valid YAML ({exc}); fix it first - nothing was changed") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise InstallError(f"{path}: the top level must be a mapping; nothing was changed")
    return data


def skill_change(home: Path) -> FileChange | None:
    target = home / "skills" / PLUGIN_NAME / "SKILL.md"
    source = ROOT / "SKILL.md"
    if not source.is_file():  # a wheel install ships no SKILL.md: run the wizard from a checkout to get it
        return None
    new = source.read_text(encoding="utf-8")
    old = cc._read(target)
    notes = ["the memlock skill (when and how to pin; reading /guard)"] if old != new else ["skill up to date"]
    return FileChange(target, old, new, notes, mode=0o644)


def plan_wizard(found: Detection, provider: str, env: dict[str, str]) -> tuple[list[FileChange], list[tuple[str, Path]],
                                                                             list[str], list[str]]:
    """(file changes, plugin actions, notes, advice) for setting up Hermes."""
    home = found.home
    config = home / "config.yaml"
    chosen, notes = choose_provider(found, provider)
    values, more = provider_settings(chosen, env)
    notes += more
    actions: list[tuple[str, Path]] = []
    old = cc._read(config)
    text, config_notes = old, []
    if not found.plugin_installed:
        actions.append(("link", home / "plugins" / PLUGIN_NAME))
    if not found.plugin_enabled:
        text, enabled_notes = edit_enabled(text, add=True, path=config)
        config_notes += enabled_notes
    text, section_notes = edit_memlock_section(text, values, path=config, on_disk=old)
    config_notes += section_notes
    changes = [FileChange(config, old, text, config_notes, mode=0o600)]
    skill = skill_change(home)
    if skill is None:
        notes.append(f"note: {ROOT / 'SKILL.md'} is missing (not a checkout); the memlock skill was not installed")
    else:
        changes.append(skill)
    advice = [f"restart Hermes, then run /guard in a session: it lists the remembered preferences ({chosen}) after "
              "the first compaction."]
    if found.claude_code:
        advice.append("Claude Code was found too: install its hooks with "
                      "`python memlock_setup.py --harness claude-code` (add --scope user for every project).")
    return changes, actions, notes, advice


def print_findings(found: Detection) -> None:
    print("memlock setup - what is here:")
    for f in found.findings:
        print(f"  [{'x' if f.found else ' '}] {f.what}: {f.detail}")


def run_wizard(args: argparse.Namespace) -> int:
    env = dict(os.environ)
    found = detect(env)
    print_findings(found)
    if not found.hermes:
        if found.claude_code:
            print("\nClaude Code found, Hermes not. Install memlock's hooks with:\n"
                  "  python memlock_setup.py --harness claude-code            (this project)\n"
                  "  python memlock_setup.py --harness claude-code --scope user   (every project)")
        else:
            print("\nNo Hermes Agent and no Claude Code found. memlock needs one of them:\n"
                  "  Hermes:      pip install hermes-agent, run `hermes` once, then run this again\n"
                  "               (or set HERMES_HOME if your Hermes home is not ~/.hermes)\n"
                  "  Claude Code: npm install -g @anthropic-ai/claude-code, then\n"
                  "               python memlock_setup.py --harness claude-code\n"
                  "  Any MCP client: memlock-mcp (see docs/MCP.md)")
        return 1
    changes, actions, notes, advice = plan_wizard(found, args.provider, env)
    print("\nmemlock setup for Hermes" + (" - dry run, nothing written" if args.dry_run else ""))
    for line in notes:
        print(f"  {line}")
    return apply_plan(changes, actions, advice, args.dry_run)


def _warm_patterns() -> list[str]:
    """Compile memlock's patterns once now, so the first hook after setup does not pay ~1 s for it
    (memlock_core/regex_cache.py). Best effort: a failure here changes nothing but that first hook."""
    try:
        import memlock_core.compliance.evaluate  # noqa: F401, PLC0415  (importing compiles the patterns)
        import memlock_core.detection.audit  # noqa: F401, PLC0415
        from memlock_core import regex_cache  # noqa: PLC0415

        path = regex_cache.cache_path()
        return [f"compiled memlock's patterns into {path}"] if regex_cache.flush() and path else []
    except Exception:  # noqa: BLE001
        return []


def apply_plan(changes: list[FileChange], actions: list[tuple[str, Path]], advice: Sequence[str], dry_run: bool) -> int:
    """Show the plan, carry it out unless ``dry_run``, then print the advice: the tail every installer shares."""
    for line in describe(changes, actions, dry_run):
        print(f"  {line}")
    if not dry_run:
        try:
            done = run_plugin_actions(actions) + cc.apply(changes)
        except OSError as exc:
            print(f"memlock_setup: {exc}", file=sys.stderr)
            return 2
        done += _warm_patterns()
        for line in done:
            print(f"  {line}")
        if not done:
            print("  nothing to change")
    for line in advice:
        print(f"  {line}")
    return 0


def run_prune(days: int, dry_run: bool) -> int:
    """Delete session state idle for ``days`` days (never durable pins): the `memlock prune` command."""
    if days < 7:
        print(f"memlock_setup: --prune-days must be at least 7 (got {days}); session state that young may still be "
              "in use. Nothing was deleted.", file=sys.stderr)
        return 2
    from memlock_adapters.cli import main as cli_main

    code = cli_main(["prune", "--days", str(days), *(["--dry-run"] if dry_run else [])])
    return 0 if code == 0 else 2


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
    parser = argparse.ArgumentParser(prog="memlock_setup.py", description=__doc__.split("\n\n")[0],
                                     epilog="Exit codes: 0 configured, 1 nothing detected (guidance printed), 2 error.")
    parser.add_argument("--harness", choices=("claude-code", "hermes"),
                        help="install into this host; without it the wizard detects hosts and preference stores")
    parser.add_argument("--provider", choices=PROVIDERS, default="auto",
                        help="preference store for the reverse audit (default: the one detected; none: turn it off)")
    parser.add_argument("--prune-days", type=int, metavar="N",
                        help="only delete memlock session state idle for N days (N >= 7); durable pins are never touched")
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
    if args.prune_days is not None:
        return run_prune(args.prune_days, args.dry_run)
    if args.harness is None:
        if args.uninstall:
            print("memlock_setup: --uninstall needs --harness hermes or --harness claude-code", file=sys.stderr)
            return 2
        try:
            return run_wizard(args)
        except InstallError as exc:
            print(f"memlock_setup: {exc}", file=sys.stderr)
            return 2
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
            if args.provider != "auto" and not args.uninstall:
                values, notes = provider_settings(args.provider, dict(os.environ))
                config = changes[0]
                new, section_notes = edit_memlock_section(config.new, values, path=config.path, on_disk=config.old)
                changes[0] = FileChange(config.path, config.old, new, config.notes + section_notes + notes, mode=0o600)
    except InstallError as exc:
        print(f"memlock_setup: {exc}", file=sys.stderr)
        return 2
    what = "uninstall" if args.uninstall else "install"
    print(f"memlock {what} for {args.harness}" + (f" ({args.scope} scope)" if args.harness == "claude-code" else "")
          + (" - dry run, nothing written" if args.dry_run else ""))
    return apply_plan(changes, actions, advice, args.dry_run)


if __name__ == "__main__":
    sys.exit(main())
