"""What earlier tool calls of the same turn left behind, so a later call that runs it is judged by it:
files written (a script, a Makefile, an ssh config, a pg service file), git aliases, shell functions,
the branch checked out. Bounded and plain data: it is stored in the session record between hook
processes (Claude Code runs one process per tool call)."""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field
from typing import Any

from memlock_core.regex_cache import rx

MAX_FILES = 16
MAX_FILE_CHARS = 8_000
MAX_ENTRIES = 64

_SSH_HOST = rx(r"^\s*Host\s+(.+)$", re.I | re.M)
_SSH_HOSTNAME = rx(r"^\s*HostName\s+(\S+)", re.I | re.M)
_INI_SECTION = rx(r"^\s*\[([^\]\n]+)\]\s*$", re.M)
_INI_HOST = rx(r"^\s*(?:host|hostaddr|server|hostname)\s*=\s*(\S+)", re.I | re.M)
_HOSTS_LINE = rx(r"^\s*(\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+:[0-9a-f:]*)\s+(.+)$", re.I | re.M)


def norm_path(path: str, cwd: str = "") -> str:
    """A path as the rules compare it: ``$HOME`` as ``~``, ``./`` and ``//`` folded, relative paths
    joined to ``cwd`` when it is known."""
    p = path.strip().strip("'\"")
    for home in ("$HOME", "${HOME}"):
        if p.startswith(home):
            p = "~" + p[len(home):]
    if cwd and not p.startswith(("/", "~")):
        p = posixpath.join(cwd, p)
    p = posixpath.normpath(p) if p else p
    return p


@dataclass
class TurnMemory:
    """Files, aliases and functions the turn's earlier calls defined. ``turn`` says which turn."""

    turn: int = -1
    files: dict[str, str] = field(default_factory=dict)  # normalised path -> content (capped)
    git_aliases: dict[str, str] = field(default_factory=dict)  # alias -> expansion
    functions: dict[str, str] = field(default_factory=dict)  # shell function -> body
    host_aliases: dict[str, str] = field(default_factory=dict)  # ssh Host / pg service / hosts name -> host
    branch: str = ""  # the branch a `git checkout/switch` of this turn left checked out
    downloads: dict[str, str] = field(default_factory=dict)  # file written by curl/wget -> its URL
    ran: list[str] = field(default_factory=list)  # commands earlier allowed calls of this turn ran (argv joined)

    def file(self, path: str, cwd: str = "") -> str | None:
        """The content written to ``path`` this turn (by its full or its base name)."""
        key = norm_path(path, cwd)
        if key in self.files:
            return self.files[key]
        base = posixpath.basename(key)
        hits = [v for k, v in self.files.items() if posixpath.basename(k) == base]
        return hits[-1] if len(hits) == 1 else None

    def remember_file(self, path: str, content: str, cwd: str = "", append: bool = False) -> None:
        key = norm_path(path, cwd)
        if not key or key.startswith("/dev/"):
            return
        old = self.files.pop(key, "") if append else self.files.pop(key, None)
        text = ((old or "") + content) if append else content
        self.files[key] = text[:MAX_FILE_CHARS]
        while len(self.files) > MAX_FILES:
            self.files.pop(next(iter(self.files)))
        self._learn_aliases(key, text)

    def _learn_aliases(self, path: str, text: str) -> None:
        """ssh config ``Host`` blocks, ini sections with a host (pg_service.conf, odbc, my.cnf),
        /etc/hosts lines: each name becomes an alias of its host."""
        for block in re.split(r"(?=^\s*Host\s)", text, flags=re.I | re.M):
            names = _SSH_HOST.search(block)
            target = _SSH_HOSTNAME.search(block)
            if names and target:
                for name in names.group(1).split():
                    self._alias(name, target.group(1))
        sections = list(_INI_SECTION.finditer(text))
        for i, section in enumerate(sections):
            body = text[section.end():sections[i + 1].start() if i + 1 < len(sections) else len(text)]
            host = _INI_HOST.search(body)
            if host:
                self._alias(section.group(1).strip(), host.group(1))
        in_alias = False
        for line in text.splitlines():  # a gitconfig's [alias] section: name = expansion
            stripped = line.strip()
            if stripped.startswith("["):
                in_alias = stripped.lower().startswith("[alias")
            elif in_alias and "=" in stripped and len(self.git_aliases) < MAX_ENTRIES:
                name, _, value = stripped.partition("=")
                self.git_aliases[name.strip()] = value.strip()
        if posixpath.basename(path) == "hosts":
            for entry in _HOSTS_LINE.finditer(text):
                for name in entry.group(2).split("#")[0].split():
                    self._alias(name, entry.group(1))

    def _alias(self, name: str, host: str) -> None:
        if len(self.host_aliases) < MAX_ENTRIES:
            self.host_aliases[name.lower()] = host.lower().strip("'\"")

    def to_dict(self) -> dict[str, Any]:
        return {"turn": self.turn, "files": dict(self.files), "git_aliases": dict(self.git_aliases),
                "functions": dict(self.functions), "host_aliases": dict(self.host_aliases), "branch": self.branch,
                "downloads": dict(self.downloads), "ran": list(self.ran)}

    @classmethod
    def from_dict(cls, data: Any) -> "TurnMemory":
        if not isinstance(data, dict):
            return cls()

        def strmap(raw: Any, limit: int, cap: int) -> dict[str, str]:
            if not isinstance(raw, dict):
                return {}
            items = [(str(k), v[:cap]) for k, v in raw.items() if isinstance(v, str)]
            return dict(items[-limit:])

        turn = data.get("turn")
        branch = data.get("branch")
        return cls(turn=turn if isinstance(turn, int) and not isinstance(turn, bool) else -1,
                   files=strmap(data.get("files"), MAX_FILES, MAX_FILE_CHARS),
                   git_aliases=strmap(data.get("git_aliases"), MAX_ENTRIES, 2000),
                   functions=strmap(data.get("functions"), MAX_ENTRIES, MAX_FILE_CHARS),
                   host_aliases=strmap(data.get("host_aliases"), MAX_ENTRIES, 300),
                   branch=branch if isinstance(branch, str) else "",
                   downloads=strmap(data.get("downloads"), MAX_ENTRIES, 2000),
                   ran=[str(x)[:500] for x in (data.get("ran") or [])[-MAX_ENTRIES:] if isinstance(x, str)]
                   if isinstance(data.get("ran"), list) else [])
