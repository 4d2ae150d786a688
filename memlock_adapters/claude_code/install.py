"""Installing memlock into Claude Code: hooks where Claude Code reads them, /guard, optional .mcp.json.

Where: ``<project>/.claude/settings.json`` (scope project, shared with the team),
``<project>/.claude/settings.local.json`` (scope local: personal, git-ignored; right for a hook
command that names this machine's Python) or ``~/.claude/settings.json`` (scope user).
Never under ``$HERMES_HOME``: Claude Code does not read
there. How: a merge that keeps every other key and every other hook, recognises memlock's own
entries by their command (so a re-run changes nothing and an uninstall removes only them), refuses
a settings file it cannot parse (nothing is lost), and backs up every file before changing it.

Everything here is planned first (:class:`FileChange` with old and new text), so ``--dry-run``
shows exactly what would be written.
"""
from __future__ import annotations

import copy
import json
import os
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from memlock_core.fileio import atomic_write_text

REPO_ROOT = Path(__file__).resolve().parents[2]
MODULE = "memlock_adapters.claude_code"
HOOK_MARKERS = (MODULE, "memlock-claude-hook")
# (event, matcher). SessionStart filters on `source`, Pre/PostCompact on `trigger`; UserPromptSubmit has none.
EVENTS: tuple[tuple[str, str | None], ...] = (
    ("SessionStart", "startup|resume|clear|compact"),
    ("PreCompact", "manual|auto"),
    ("UserPromptSubmit", None),
    ("PostCompact", "manual|auto"),
    ("PreToolUse", None),  # compliance: deny a tool call a pin with enforce: block forbids
    ("Stop", None),  # compliance: check each reply (and, opt-in, ask for a fix in the same turn)
)
# Claude Code validates settings.json strictly: a build that does not know an event name rejects the
# WHOLE file ("Invalid key in record"), which would disable every other hook and setting in it.
POST_COMPACT_SINCE = (2, 1, 76)
HOOK_TIMEOUT_S = 30
GUARD_TEMPLATE = Path(__file__).with_name("guard.md")
# The marker is a YAML comment in the front matter (v2), which Claude Code does not send to the model;
# v1 put an HTML comment in the body, which it did. Both are recognised, so an upgrade rewrites v1.
GUARD_MARKERS = ("# memlock-guard", "<!-- memlock-guard")
MCP_NAME = "memlock"
MCP_MODULE = "mcp_server"


class InstallError(RuntimeError):
    """The install cannot go ahead safely; nothing was written."""


@dataclass
class FileChange:
    """One file the install or uninstall touches: its text before and after (None: absent)."""

    path: Path
    old: str | None
    new: str | None
    notes: list[str] = field(default_factory=list)
    mode: int = 0o644

    @property
    def changed(self) -> bool:
        return self.old != self.new


# ── where and what ───────────────────────────────────────────────────────
SCOPES = ("project", "local", "user")


def claude_dir(scope: str, project_dir: Path, user_home: Path | None = None) -> Path:
    if scope == "user":
        return Path(user_home or Path.home()) / ".claude"
    if scope in ("project", "local"):
        return Path(project_dir) / ".claude"
    raise InstallError(f"scope must be one of {', '.join(SCOPES)}, got {scope!r}")


def settings_file(scope: str, project_dir: Path, user_home: Path | None = None) -> Path:
    """project: the shared, committed file; local: the personal, git-ignored one; user: ~/.claude."""
    name = "settings.local.json" if scope == "local" else "settings.json"
    return claude_dir(scope, project_dir, user_home) / name


def _importable_without_help(python: str) -> bool:
    """Does ``python -m memlock_adapters.claude_code`` work from any directory, with no PYTHONPATH?"""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    try:
        proc = subprocess.run([python, "-c", f"import {MODULE}.hooks"], cwd="/", env=env,
                              capture_output=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return False
    return proc.returncode == 0


def base_command(python: str | None = None) -> str:
    """The shell command that runs memlock's Claude Code entry point with this interpreter."""
    python = python or sys.executable
    command = f"{shlex.quote(python)} -m {MODULE}"
    if not _importable_without_help(python):  # a plain checkout: point the interpreter at it
        command = f"PYTHONPATH={shlex.quote(str(REPO_ROOT))} {command}"
    return command


def claude_version(executable: str = "claude") -> tuple[int, int, int] | None:
    """The installed Claude Code's version (``claude --version``), or None if it cannot be told."""
    import re
    import shutil

    path = shutil.which(executable)
    if path is None:
        return None
    try:
        proc = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.search(r"(\d+)\.(\d+)\.(\d+)", proc.stdout or "")
    return tuple(int(g) for g in match.groups()) if match else None  # type: ignore[return-value]


def events_for(post_compact: bool | None) -> tuple[list[tuple[str, str | None]], str | None]:
    """The events to register and why PostCompact is in or out (None when forced by the caller).
    ``post_compact`` None: only if Claude Code is known to support PostCompact (an older build would
    reject the whole settings file)."""
    events = [e for e in EVENTS if e[0] != "PostCompact"]
    if post_compact is None:
        version = claude_version()
        post_compact = version is not None and version >= POST_COMPACT_SINCE
        shown = ".".join(map(str, version)) if version else "unknown (claude not on PATH)"
        why = (f"Claude Code version {shown}; PostCompact exists from {'.'.join(map(str, POST_COMPACT_SINCE))} "
               "and older builds reject settings naming it; force with --post-compact / --no-post-compact")
    else:
        why = None
    return (events + [e for e in EVENTS if e[0] == "PostCompact"]) if post_compact else events, why


def is_memlock_hook(entry: object) -> bool:
    return isinstance(entry, dict) and isinstance(entry.get("command"), str) and \
        any(marker in entry["command"] for marker in HOOK_MARKERS)


# ── settings.json ────────────────────────────────────────────────────────
def parse_settings(text: str | None, path: Path) -> dict:
    if text is None or not text.strip():
        return {}
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise InstallError(f"{path} is not valid JSON ({exc}); fix it or move it aside - nothing was changed") from None
    if not isinstance(data, dict):
        raise InstallError(f"{path}: the top level must be a JSON object; nothing was changed")
    hooks = data.get("hooks")
    if hooks is not None and not isinstance(hooks, dict):
        raise InstallError(f"{path}: \"hooks\" must be an object; nothing was changed")
    for event, groups in (hooks or {}).items():
        if not isinstance(groups, list):
            raise InstallError(f"{path}: hooks.{event} must be a list; nothing was changed")
    return data


def _strip_ours(groups: list) -> tuple[list, int]:
    """Groups without memlock's entries (a group left empty by that is dropped); and how many went."""
    kept, removed = [], 0
    for group in groups:
        if isinstance(group, dict) and isinstance(group.get("hooks"), list):
            mine = [h for h in group["hooks"] if is_memlock_hook(h)]
            if mine:
                removed += len(mine)
                rest = [h for h in group["hooks"] if not is_memlock_hook(h)]
                if not rest:
                    continue
                group = {**group, "hooks": rest}
        kept.append(group)
    return kept, removed



def _drop_ours(hooks: dict, event: str) -> int:
    """Remove memlock's hook groups from one event (the event too, if nothing else is left)."""
    kept, removed = _strip_ours(hooks[event])
    if removed:
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    return removed

def merge_hooks(settings: dict, command: str, events=EVENTS) -> tuple[dict, list[str]]:
    """Settings with memlock's hooks added (or refreshed) for ``events`` and removed from any other
    event, every other key and hook untouched."""
    new = copy.deepcopy(settings)
    hooks = new.setdefault("hooks", {})
    notes = []
    wanted = {event for event, _ in events}
    for event in [e for e in list(hooks) if e not in wanted]:
        if _drop_ours(hooks, event):
            notes.append(f"{event}: removed an older memlock hook")
    for event, matcher in events:
        old_groups = hooks.get(event, [])
        kept, removed = _strip_ours(old_groups)
        group: dict = {"matcher": matcher} if matcher else {}
        group["hooks"] = [{"type": "command", "command": command, "timeout": HOOK_TIMEOUT_S}]
        hooks[event] = [*kept, group]
        if hooks[event] == old_groups:
            notes.append(f"{event}: already installed")
        else:
            notes.append(f"{event}: {'updated' if removed else 'added'}"
                         + (f" (next to {len(kept)} other hook group(s))" if kept else ""))
    return new, notes


def remove_hooks(settings: dict) -> tuple[dict, list[str]]:
    new = copy.deepcopy(settings)
    hooks = new.get("hooks")
    notes = []
    if not isinstance(hooks, dict):
        return new, ["no hooks installed"]
    for event in list(hooks):
        removed = _drop_ours(hooks, event)
        if removed:
            notes.append(f"{event}: removed {removed} memlock hook(s)")
    if not hooks and notes:
        del new["hooks"]
    return new, notes or ["no memlock hooks found"]


def _json_text(data: dict) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _uninstalled_text(path: Path, data: dict) -> str | None:
    """The text to write when an uninstall leaves ``data``: the newest backup holding exactly that (the
    file as it was before memlock touched it, byte for byte), else fresh JSON; None (remove the file)
    when nothing is left and no backup says the file existed."""
    for backup in sorted(path.parent.glob(f"{path.name}.memlock-backup-*"), key=lambda p: p.stat().st_mtime_ns,
                         reverse=True):
        try:
            text = backup.read_text(encoding="utf-8")
            if parse_settings(text, backup) == data:
                return text
        except (OSError, UnicodeDecodeError, InstallError):
            continue
    return _json_text(data) if data else None


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise InstallError(f"cannot read {path}: {exc}") from None


# ── /guard ───────────────────────────────────────────────────────────────
def render_guard(command: str) -> str:
    return GUARD_TEMPLATE.read_text(encoding="utf-8").replace("{{STATUS_COMMAND}}", f"{command} status")


def _guard_change(commands: Path, command: str, uninstall: bool) -> FileChange:
    path = commands / "guard.md"
    old = _read(path)
    ours = old is None or any(marker in old for marker in GUARD_MARKERS)
    if uninstall:
        return FileChange(path, old, None if (old is not None and ours) else old,
                          ["removed /guard"] if old is not None and ours else
                          (["left alone: not installed by memlock"] if old is not None else []))
    if not ours:
        return FileChange(path, old, old, [f"left alone: {path} exists and was not written by memlock "
                                           "(remove it to get memlock's /guard)"])
    new = render_guard(command)
    return FileChange(path, old, new, ["/guard installed" if old is None else
                                       ("/guard already installed" if old == new else "/guard updated")])


# ── .mcp.json ────────────────────────────────────────────────────────────
def mcp_server_entry(python: str | None = None) -> dict:
    python = python or sys.executable
    entry: dict = {"type": "stdio", "command": python, "args": ["-m", MCP_MODULE], "env": {}}
    if not _importable_without_help(python):
        entry["env"] = {"PYTHONPATH": str(REPO_ROOT)}
    return entry


def _is_our_mcp(entry: object) -> bool:
    return isinstance(entry, dict) and (MCP_MODULE in (entry.get("args") or [])
                                        or str(entry.get("command", "")).endswith("memlock-mcp"))


def _mcp_change(project_dir: Path, python: str | None, uninstall: bool) -> FileChange:
    path = Path(project_dir) / ".mcp.json"
    old = _read(path)
    data = parse_settings(old, path)
    servers = data.get("mcpServers", {})
    if not isinstance(servers, dict):
        raise InstallError(f"{path}: \"mcpServers\" must be an object; nothing was changed")
    current = servers.get(MCP_NAME)
    if uninstall:
        if not _is_our_mcp(current):
            return FileChange(path, old, old, ["no memlock MCP server registered"] if current is None
                              else ["left alone: the 'memlock' MCP server there was not registered by memlock"])
        new = copy.deepcopy(data)
        del new["mcpServers"][MCP_NAME]
        if not new["mcpServers"]:
            del new["mcpServers"]
        return FileChange(path, old, _uninstalled_text(path, new), ["memlock MCP server removed"])
    if current is not None and not _is_our_mcp(current):
        return FileChange(path, old, old, ["left alone: another 'memlock' MCP server is registered there"])
    new = copy.deepcopy(data)
    new.setdefault("mcpServers", {})[MCP_NAME] = mcp_server_entry(python)
    text = _json_text(new)
    return FileChange(path, old, text, ["MCP server already registered" if old == text else "MCP server registered"])


# ── plans ────────────────────────────────────────────────────────────────
def plan(scope: str, project_dir: Path, *, uninstall: bool = False, with_mcp: bool = False,
         user_home: Path | None = None, python: str | None = None,
         post_compact: bool | None = None) -> tuple[list[FileChange], list[str]]:
    """Every file change an install (or uninstall) makes, plus advice lines. Raises InstallError."""
    base = claude_dir(scope, project_dir, user_home)
    settings_path = settings_file(scope, project_dir, user_home)
    old = _read(settings_path)
    settings = parse_settings(old, settings_path)
    command = "" if uninstall else base_command(python)
    if uninstall:
        new_settings, notes = remove_hooks(settings)
    else:
        events, why = events_for(post_compact)
        new_settings, notes = merge_hooks(settings, command, events)
        if why:  # one line per hook: the PostCompact line says why it is there, or why it is not
            line = next((i for i, n in enumerate(notes) if n.startswith("PostCompact:")), None)
            if line is None:
                notes.append(f"PostCompact: skipped ({why})")
            else:
                notes[line] += f" ({why})"
    if old is not None and new_settings == settings:
        new_text: str | None = old  # nothing to do: keep the user's formatting byte for byte
    elif uninstall:
        new_text = _uninstalled_text(settings_path, new_settings)
    else:
        new_text = _json_text(new_settings)
    changes = [FileChange(settings_path, old, new_text, notes)]
    changes.append(_guard_change(base / "commands", command, uninstall))
    advice: list[str] = []
    if with_mcp:
        if scope in ("project", "local"):
            changes.append(_mcp_change(project_dir, python, uninstall))
        else:
            entry = mcp_server_entry(python)
            env = " ".join(f"-e {k}={shlex.quote(v)}" for k, v in entry["env"].items())
            verb = f"claude mcp remove -s user {MCP_NAME}" if uninstall else (
                f"claude mcp add -s user {env + ' ' if env else ''}{MCP_NAME} -- "
                f"{shlex.quote(entry['command'])} -m {MCP_MODULE}")
            advice.append(f"user-scope MCP servers live in Claude Code's own config; run:\n    {verb}")
    return changes, advice


def backup_path(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.memlock-backup-{stamp}")
    n = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.memlock-backup-{stamp}-{n}")
        n += 1
    return candidate


def apply(changes: list[FileChange]) -> list[str]:
    """Write the planned changes (backing up every file that existed). Returns what was done."""
    done = []
    for change in changes:
        if not change.changed:
            continue
        path = change.path
        if change.old is not None:
            backup = backup_path(path)
            backup.write_text(change.old, encoding="utf-8")
            mode = path.stat().st_mode & 0o777
            done.append(f"backed up {path} -> {backup.name}")
        else:
            mode = change.mode
        if change.new is None:
            path.unlink()
            done.append(f"removed {path}")
        else:
            atomic_write_text(path, change.new, mode=mode)
            done.append(f"wrote {path}")
    return done
