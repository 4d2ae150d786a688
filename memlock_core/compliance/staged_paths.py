"""Files kept out of a commit by folder or by extension ("Don't commit anything under assets/raw or any .psd",
"ne commite jamais de fichiers .env", "keine .sqlite-Dateien committen", "*.log はコミットしないで").

A rule of this kind was read as the command ``git add PATH``, matched word for word: ``git add
assets/raw/level.json`` (a file under the folder) and ``git add art/hero.psd`` (a file of the extension) slipped
through. Here the rule's paths are made the staged commands they keep off (an extension named as such, "any
.psd", ".psd files", "*.psd", becomes the glob ``*.psd``; a dotfile such as ``.env`` stays a file name), and a
``git add`` or ``git commit`` call is matched path by path: each path it names, under the folder or of the
extension. Whole-tree forms (``git add .``, ``git add -A``, ``git commit -a``) name no file: they are left to
the word-for-word reading, which says nothing of them (the call cannot tell what they stage)."""

from __future__ import annotations

import posixpath
import re
from fnmatch import fnmatch
from typing import Sequence

from memlock_core.regex_cache import rx

# an extension named as such: "any .psd", "all .psd", ".psd files", "fichiers .psd", ".psd-Dateien", "*.psd"
_EXT_CUE = (r"(?:\b(?:any|all|every|no|tous?\s+les|toutes?\s+les|aucun|des|de|les|alle[ns]?|keine?n?|cualquier|"
            r"ningún|ningun|los|todos?\s+los|qualquer|nenhum|os)\s+(?:the\s+)?(?:fichiers?\s+|archivos?\s+|files?\s+)?"
            r"(?:\*)?{ext}(?!\w)(?!\.\w)|(?<![\w.]){ext}[\s-]*(?:files?|fichiers?|dateien|datei|archivos?|arquivos?|"
            r"ファイル|文件)|\*{ext}(?!\w)(?!\.\w))")

# option words of `git commit` that take a value (the message is no path)
_VALUED = frozenset({"-m", "--message", "-F", "--file", "-C", "--reuse-message", "-c", "--reedit-message",
                     "--author", "--date", "--cleanup", "--fixup", "--squash", "-t", "--template",
                     "--pathspec-from-file", "-S", "--gpg-sign", "--trailer"})
_WHOLE_TREE = frozenset({".", "-A", "--all", "-a", ":/", "*"})


# dotfiles named as files, not extensions (".env files" are .env and .env.local, not every *.env)
_DOTFILES = frozenset({".env", ".npmrc", ".pypirc", ".netrc", ".pgpass", ".gitignore", ".gitattributes", ".htaccess",
                       ".bashrc", ".zshrc", ".profile", ".dockerignore", ".editorconfig", ".prettierrc", ".eslintrc",
                       ".babelrc", ".nvmrc", ".envrc", ".gitmodules", ".mailmap", ".terraformrc"})


def _is_extension(path: str, text: str) -> bool:
    if not re.fullmatch(r"\.[A-Za-z0-9]{1,8}", path) or path.lower() in _DOTFILES:
        return False
    return bool(rx(_EXT_CUE.format(ext=re.escape(path)), re.I).search(text))


def staged_commands(paths: Sequence[str], text: str) -> tuple[str, ...]:
    """The ``git add`` commands a commit rule keeps off, one per path it names (an extension as ``*.ext``)."""
    out: list[str] = []
    for p in paths:
        if _is_extension(p, text):
            out.append(f"git add *{p}")
        elif not any(c in p for c in "*?[") and not p.endswith("/"):
            out.append(f"git add {p}")
        elif p.endswith("/") and p.strip("/") and not any(c in p for c in "*?["):
            out.append(f"git add {p.rstrip('/')}")  # "nothing under build/ in a commit": the folder
    return tuple(out)


def _norm(path: str) -> str:
    p = path.strip().strip("'\"")
    while p.startswith("./"):
        p = p[2:]
    return posixpath.normpath(p) if p else ""


def _matches(path: str, pattern: str) -> bool:
    p, pat = _norm(path), _norm(pattern)
    if not p or not pat or p in (".", "/"):
        return False
    if pat.startswith("*.") and "/" not in pat:  # an extension: the file's own name ends with it
        return fnmatch(posixpath.basename(p), pat) or fnmatch(p, pat + "/*")  # (or a folder the glob names)
    if "/" in pat or pat.startswith("."):
        return p == pat or p.startswith(pat + "/") or ("/" + pat + "/") in ("/" + p + "/") or p.endswith("/" + pat)
    return p == pat or posixpath.basename(p) == pat or p.startswith(pat + "/") or ("/" + pat + "/") in ("/" + p + "/")


def staged_paths(argv: Sequence[str]) -> list[str]:
    """The paths a ``git add`` / ``git commit`` call names (none for other calls)."""
    if len(argv) < 2 or posixpath.basename(argv[0]) != "git":
        return []
    i = 1
    while i < len(argv) and argv[i].startswith("-"):  # `git -C dir add`: the global options
        i += 2 if argv[i] in ("-C", "-c") else 1
    if i >= len(argv) or argv[i] not in ("add", "commit", "stage"):
        return []
    sub, rest = argv[i], argv[i + 1:]
    out: list[str] = []
    skip = False
    literal = False
    for tok in rest:
        if skip:
            skip = False
            continue
        if tok == "--":
            literal = True
            continue
        if not literal and tok.startswith("-"):
            if sub == "commit" and tok in _VALUED:
                skip = True
            continue
        if tok in _WHOLE_TREE:
            continue
        out.append(tok)
    return out


def staged_hit(argv: Sequence[str], command: str) -> str:
    """The path of ``argv`` (a ``git add`` / ``git commit`` call) that ``command`` (``git add PATTERN`` from a
    commit rule) keeps off; "" when none."""
    want = command.split()
    if len(want) != 3 or want[:2] != ["git", "add"]:
        return ""
    return next((p for p in staged_paths(argv) if _matches(p, want[2])), "")
