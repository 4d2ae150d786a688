"""Rules that keep one field of a manifest fixed: "don't change the version in package.json", "不要修改
package.json 里的版本号", "package.json のバージョンは変えないで", "ne touche pas à la version du pyproject.toml".

Read as a write rule on the file, every edit of package.json broke it, adding a script too. The field is what the
rule keeps: an edit breaks it when it changes a ``version`` line, and a command that rewrites the version
(``npm version minor``, ``poetry version patch``, ``cargo set-version``) breaks it without naming the file. A
whole file written anew cannot be compared here and is judged as before. Pure."""
from __future__ import annotations

import posixpath
import re
from typing import Any, Callable, Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.intent.action import EXEC, PRIVILEGE, Action
from memlock_core.regex_cache import rx

_VERSION_WORD = rx(r"\bversions?\b|\bversi[oó]n\b|\bversão\b|\bversione\b|\bversienummer\b|バージョン|版本|버전", re.I)
# the manifests and the commands that rewrite their version
_MANIFESTS = {"package.json": (("npm", "version"), ("yarn", "version"), ("pnpm", "version")),
              "pyproject.toml": (("poetry", "version"), ("hatch", "version"), ("uv", "version")),
              "cargo.toml": (("cargo", "set-version"),), "chart.yaml": (), "composer.json": (), "setup.cfg": ()}
_VERSION_LINE = re.compile(r"^\s*[\"']?version[\"']?\s*[:=].*$", re.M | re.I)
_EDIT_KEYS = (("old_string", "new_string"), ("old_str", "new_str"))


def _manifest(path: str) -> str:
    base = posixpath.basename(path.replace("\\", "/")).lower()
    return base if base in _MANIFESTS else ""


def _near_version(text: str) -> bool:
    """A version word and a manifest's name in one stretch of the rule, no comma or full stop between ("the version
    in package.json", "package.json 里的版本号"; not "never edit package.json, not even the version")."""
    for stretch in re.split(r"[,.;:!?，。；、]\s", text + " "):
        words = [m.start() for m in _VERSION_WORD.finditer(stretch)]
        names = [stretch.lower().find(m) for m in _MANIFESTS if m in stretch.lower()]
        if any(abs(w - n) <= 40 for w in words for n in names):
            return True
    return False


def version_kept(text: str, rules: Sequence[ToolRule]) -> tuple[str, ...]:
    """The manifests whose version ``text`` keeps fixed (its rules: writes of those files alone); () when none."""
    if not rules or not isinstance(text, str) or not _near_version(text):
        return ()
    files = [_manifest(p) for r in rules for p in r.paths]
    if any(r.intent != "write_path" or r.outside for r in rules) or not files or not all(files):
        return ()
    return tuple(dict.fromkeys(files))


def _bumps(argv: Sequence[str], manifests: Sequence[str]) -> bool:
    head = tuple(posixpath.basename(x) for x in argv[:2])
    if head in (("poetry", "version"), ("hatch", "version"), ("uv", "version")) and len(argv) < 3:
        return False  # `poetry version` alone prints it
    return any(head == c for m in manifests for c in _MANIFESTS[m])


def version_verdict(text: str, rules: Sequence[ToolRule], tool_args: Any, shell: bool,
                    actions: Callable[[], list[Action]]) -> tuple[bool, str] | None:
    """(broken, why) for a call under a rule keeping a manifest's version; None: judged as a write rule."""
    manifests = version_kept(text, rules)
    if not manifests:
        return None
    if shell:
        for a in actions():
            if a.kind in (EXEC, PRIVILEGE) and _bumps(a.argv[1:] if a.kind == PRIVILEGE else a.argv, manifests):
                return True, f"rewrites the version: {' '.join(a.argv)[:80]}"
        return None
    if not isinstance(tool_args, dict):
        return None
    path = next((v for k in ("file_path", "path") if isinstance(v := tool_args.get(k), str)), "")
    if _manifest(path) not in manifests:
        return None
    for old_key, new_key in _EDIT_KEYS:
        old, new = tool_args.get(old_key), tool_args.get(new_key)
        if isinstance(old, str) and isinstance(new, str):
            changed = _VERSION_LINE.findall(old) != _VERSION_LINE.findall(new)
            return (True, f"changes the version in {path}") if changed else (False, f"{path} edited, its version kept")
    return None
