"""The version number of a package manifest kept as it is: "don't change the version in package.json", "不要修改
package.json 里的版本号", "ne touche pas à la version dans pyproject.toml", "die Version in Cargo.toml nicht ändern",
"no cambies la versión del package.json", "package.json のバージョンは変えないで".

Why a module of its own: the readers took the manifest for a protected file, so any edit of it (a script added) broke
the rule, and a command that rewrites its version (``npm version minor``) did not. The rule is about one field. Read
as intent ``version_field`` with ``paths`` the manifests named: an edit whose removed or added lines hold the version
field breaks it, and so does a command that bumps the version (``npm version``, ``yarn version``, ``poetry version``,
``cargo set-version``, ``bump2version``, ``npm pkg set version=...``).
"""
from __future__ import annotations

import posixpath
import re
import shlex
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.negation import NEG
from memlock_core.regex_cache import rx

__all__ = ["MANIFESTS", "version_rules", "version_breaks"]

MANIFESTS = ("package.json", "pyproject.toml", "Cargo.toml", "setup.cfg", "setup.py", "pom.xml", "build.gradle",
             "build.gradle.kts", "composer.json", "Chart.yaml", "pubspec.yaml", "mix.exs", "manifest.json")
_VERSION = rx(r"\bversion(?:s|\s+numbers?|\s+field)?\b|\bversi[oó]n\b|\bVersion(?:snummer)?\b|\bversão\b|\bversione\b|"
              r"\bwersj\w*|版本号?|バージョン|버전", re.I)
_NEGATED = rx(rf"\b(?:{NEG})\b|不要|别|勿|禁止|ないで|しないで|말고|마세요|금지|않", re.I)
_FIELD = {"package.json": r"\"version\"\s*:", "composer.json": r"\"version\"\s*:", "manifest.json": r"\"version\"\s*:",
          "pyproject.toml": r"^\s*version\s*=", "Cargo.toml": r"^\s*version\s*=", "setup.cfg": r"^\s*version\s*=",
          "setup.py": r"\bversion\s*=", "pom.xml": r"<version>", "build.gradle": r"^\s*version\s*=?",
          "build.gradle.kts": r"^\s*version\s*=", "Chart.yaml": r"^\s*(?:app)?[vV]ersion\s*:",
          "pubspec.yaml": r"^\s*version\s*:", "mix.exs": r"\bversion:"}
_EXCEPT = rx(r"\b(?:except|unless|other than|but|sauf|hormis|außer|ausgenommen|excepto|salvo|menos|tranne|eccetto|"
             r"exceto)\b|除了|以外|除く|제외", re.I)
_BUMPS = {"npm": ("version",), "yarn": ("version",), "pnpm": ("version",), "poetry": ("version",),
          "cargo": ("set-version",), "bump2version": (), "bumpversion": (), "bump-my-version": (), "hatch": ("version",),
          "pdm": ("bump",), "standard-version": ()}


def version_rules(text: str) -> list[ToolRule]:
    """The ``version_field`` rule ``text`` states: a version, a manifest named, a ban."""
    manifests = tuple(m for m in MANIFESTS if re.search(rf"(?<![\w.]){re.escape(m)}(?![\w])", text, re.I))
    if not manifests or not _VERSION.search(text) or not _NEGATED.search(text) or _EXCEPT.search(text):
        return []  # ("don't touch package.json except to bump the version": the file is the rule, not its version)
    if not _near(text, manifests):
        return []  # "never edit package.json, not even the version": the whole file is kept
    return [ToolRule("version_field", paths=manifests)]


def _near(text: str, manifests: Sequence[str]) -> bool:
    """A version word and a manifest's name in one stretch of the rule, no comma or full stop between them ("the
    version in package.json", "package.json 里的版本号"; not "never edit package.json, not even the version")."""
    for stretch in re.split(r"[,.;:!?，。；、]\s", text + " "):
        words = [m.start() for m in _VERSION.finditer(stretch)]
        names = [m.start() for n in manifests for m in re.finditer(re.escape(n), stretch, re.I)]
        if any(abs(w - n) <= 40 for w in words for n in names):
            return True
    return False


def _bumps(argv: Sequence[str], manifests: Sequence[str]) -> bool:
    name = posixpath.basename(argv[0])
    if name not in _BUMPS:
        return False
    if name in ("npm", "yarn", "pnpm") and "package.json" not in manifests:
        return False
    if name in ("poetry", "hatch", "pdm") and "pyproject.toml" not in manifests:
        return False
    if name == "cargo" and "Cargo.toml" not in manifests:
        return False
    subs = _BUMPS[name]
    positional = [a for a in argv[1:] if not a.startswith("-")]
    if name in ("npm", "pnpm") and positional[:2] == ["pkg", "set"] and any(a.startswith("version=") for a in argv):
        return True
    if not subs:
        return True
    if positional[:1] != [subs[0]]:
        return False
    return name not in ("poetry", "hatch") or len(positional) > 1  # `poetry version` alone only shows it


def version_breaks(rule: ToolRule, path: str, new: str, old: str, command: str) -> str:
    """Why a write of ``path`` or a shell ``command`` changes the protected version ("" when it does not)."""
    base = posixpath.basename(path)
    if base in rule.paths:
        field = rx(_FIELD.get(base, r"\bversion\b"), re.I | re.M)
        was = {line.strip() for line in old.splitlines()}
        now = {line.strip() for line in new.splitlines()}
        changed = [line for line in (was ^ now) if field.search(line)]
        if changed and old:
            return f"changes the version line of {base}: {sorted(changed)[0][:60]}"
    for part in re.split(r"&&|\|\||[;|\n]", command):
        try:
            argv = shlex.split(part)
        except ValueError:
            continue
        if argv and _bumps(argv, rule.paths):
            return f"runs {' '.join(argv)[:80]}, which rewrites the version"
        if argv and _edits_in_place(argv, rule.paths):
            return f"runs {' '.join(argv)[:80]}, which edits the version in place"
    for manifest in rule.paths:  # `jq '.version = "2.1.0"' package.json > tmp && mv tmp package.json`
        if re.search(rf"(?:>|\bmv\s+\S+|\btee)\s+['\"]?(?:\S*/)?{re.escape(manifest)}\b", command) and \
                re.search(r"\bversion\b", command, re.I):
            return f"rewrites the version in {manifest}"
    return ""


def _edits_in_place(argv: Sequence[str], manifests: Sequence[str]) -> bool:
    """``sed -i 's/"version": .../' package.json``: an in-place edit of a manifest whose script names the version."""
    name = posixpath.basename(argv[0])
    if name not in ("sed", "gsed", "perl") or not any(a.startswith("-i") or a.startswith("-pi") for a in argv[1:]):
        return False
    files = {posixpath.basename(a) for a in argv[1:]}
    return bool(files & set(manifests)) and any(re.search(r"version", a, re.I) for a in argv[1:])
