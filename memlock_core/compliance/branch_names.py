"""Branch names a rule asks for: "branches must be named feat/* or fix/*", "les branches commencent par feature/",
"Branches immer mit dem Präfix fix/ benennen", "las ramas deben empezar por feat/", "ブランチ名は feat/ で始めて".

Why a module of its own: the rule names no program and forbids no act; it constrains the name a new branch gets.
Read as intent ``branch_name`` with ``allow_branches`` the wanted patterns (a bare prefix "feat/" is "feat/*");
a call that creates a branch (``git checkout -b``, ``git switch -c``, ``git branch``, ``git worktree add -b``) under
another name breaks it. Pushing, checking out or deleting an existing branch is outside it.
"""
from __future__ import annotations

import fnmatch
import re
import shlex
from collections.abc import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["branch_name_rules", "created_branches", "branch_name_breaks"]

_BRANCH = rx(r"\bbranch(?:es)?\b|\bbranche[sn]?\b|\bramas?\b|\bBranch(?:es)?\b|\bZweig\w*|ブランチ|分支|브랜치", re.I)
_NAMING = rx(r"\bnam(?:e|ed|es|ing)\b|\bprefix\w*|\bstart(?:s|ing)?\s+with\b|\bbegin\w*\s+with\b|\bnomm\w*|\bpréfix\w*|"
             r"\bcommencer?\s+par\b|\bcommencent\s+par\b|\bbenenn\w*|\bhei(?:ß|ss)en\b|\bPräfix\w*|\bbeginnen\s+mit\b|"
             r"\bnombr\w*|\bllam\w*|\bprefijo\w*|\bempe(?:zar|cer|zando)\s+(?:por|con)\b|\bnome\w*|\bprefixo\w*|"
             r"\bcome[çc]ar\s+com\b|\biniziare\s+con\b|\bprefisso\b|命名|名前|名は|で始め|前缀|开头|이름|접두사|시작", re.I)
_PATTERN = rx(r"(?<![\w./*-])`?([a-z][\w.-]*/\*?|[a-z][\w.-]*-\*)`?(?![\w/])", re.I)


def branch_name_rules(text: str) -> list[ToolRule]:
    """The ``branch_name`` rule ``text`` states (none when it names no pattern)."""
    if not (_BRANCH.search(text) and _NAMING.search(text)):
        return []
    pushed = _push_prefix(text)
    if pushed is not None:  # "only push to branches starting with dev/": where pushes go, not how branches are named
        return pushed
    patterns = [p if p.endswith("*") else p + "*" for p in (m.group(1) for m in _PATTERN.finditer(text))]
    patterns = list(dict.fromkeys(patterns))
    return [ToolRule("branch_name", allow_branches=tuple(patterns))] if patterns else []


_PUSH = rx(r"\bpush\w*|\bpouss\w*|\bpusht\b|\bempuj\w*|\benvi[ae]\w*|プッシュ|推送|푸시", re.I)
_ONLY = rx(r"\b(?:only|solely|exclusively|uniquement|seulement|nur|ausschließlich|s[oó]lo|solamente|únicamente|"
           r"apenas|somente|solo|soltanto|alleen|tylko)\b|だけ|のみ|以外(?:に|には|へ)|只|仅|만", re.I)


def _push_prefix(text: str) -> list[ToolRule] | None:
    """A push kept to branches named by a prefix ("only push to branches starting with `dev/`", "pushe nur auf
    Branches, die mit dev/ beginnen", "ne pousse que sur des branches qui commencent par dev/", "dev/ で始まるブランチ
    にだけプッシュして"): a ``push`` rule allowing those branches only (a push whose branch is not known is not
    judged); None when no sentence says so."""
    for sentence in re.split(r"(?<=[.!?;])\s+|(?<=[。！？])|\n+", text):
        if not (_PUSH.search(sentence) and _BRANCH.search(sentence) and _NAMING.search(sentence) and
                (_ONLY.search(sentence) or re.search(r"\bne\b[^.]{0,30}\bque\b", sentence, re.I))):
            continue
        patterns = [p if p.endswith("*") else p + "*" for p in (m.group(1) for m in _PATTERN.finditer(sentence))]
        if patterns:
            return [ToolRule("push", branches=("*",), allow_branches=tuple(dict.fromkeys(patterns)))]
    return None


def created_branches(argv: Sequence[str]) -> list[str]:
    """The branches a git run creates (``git checkout -b X``, ``git switch -c X``, ``git branch X``)."""
    if len(argv) < 3 or argv[0].rsplit("/", 1)[-1] != "git":
        return []
    sub, rest = argv[1], list(argv[2:])
    flags = {"checkout": ("-b", "-B"), "switch": ("-c", "-C", "--create", "--force-create"),
             "worktree": ("-b", "-B")}.get(sub)
    if flags:
        return [rest[i + 1] for i, t in enumerate(rest[:-1]) if t in flags] + \
            [t.split("=", 1)[1] for t in rest if t.startswith("--create=")]
    if sub == "branch":
        if any(t in ("-d", "-D", "--delete", "-l", "--list", "-a", "-r", "--show-current", "-v", "-vv", "--contains",
                     "--merged", "--no-merged", "-u", "--set-upstream-to", "--unset-upstream") for t in rest):
            return []
        names = [t for t in rest if not t.startswith("-")]
        if any(t in ("-m", "-M", "--move", "-c", "-C", "--copy") for t in rest):
            return names[-1:]  # `git branch -m old new`: the new name
        return names[:1]
    return []


def branch_name_breaks(rule: ToolRule, command: str) -> str:
    """Why a shell command breaks a ``branch_name`` rule ("" when every branch it creates is well named)."""
    for part in re.split(r"&&|\|\||[;|\n]", command):
        try:
            argv = shlex.split(part)
        except ValueError:
            continue
        for name in created_branches(argv):
            if "$" in name or not name:
                continue
            if not any(fnmatch.fnmatchcase(name, p) for p in rule.allow_branches):
                return f"creates the branch {name}, not named {' or '.join(rule.allow_branches)}"
    return ""
