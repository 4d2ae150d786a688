"""Git kept read-only: for the whole repository ("only run read-only git commands", "git: nur lesende Befehle",
"solo comandos git de lectura") or for some branches ("nie rób nic z gałęzią release/*, tylko czytaj", "the
release/* branches are read-only for you", "ne touche pas aux branches release/*, lecture seule").

Why a module: the readers ban named acts, and a read-only rule names none: it allows a class (reading) and bans
the rest. For the repository, the rest is git's subcommands that change the index, the work tree, refs or a
remote (``git add``, ``git stash``, ``git commit``, ``git checkout``...; ``git stash list`` and ``git branch``
without arguments only read). For a branch, the rest is what lands on it or removes it: a commit made on it (a
cherry-pick after ``git checkout release/2.4`` too), a push to it, its deletion.
"""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

# git subcommands that change the repository (the index, the work tree, refs, the config, a remote)
GIT_WRITES = tuple(f"git {s}" for s in (
    "add", "rm", "mv", "commit", "push", "pull", "merge", "rebase", "cherry-pick", "revert", "reset", "restore",
    "checkout", "switch", "stash", "clean", "am", "apply", "tag -a", "tag -d", "tag -f", "branch -d", "branch -D",
    "branch -m", "branch -M", "branch -c", "branch -f", "remote add", "remote remove", "remote rm", "remote set-url",
    "remote rename", "gc", "prune", "update-ref", "notes add", "submodule update", "submodule add", "init",
    "worktree add", "worktree remove", "filter-branch", "filter-repo", "replace", "config --add", "config --unset",
    "fetch", "bisect"))
# ... and the forms of them that only read
GIT_READS = ("git stash list", "git stash show", "git worktree list", "git remote -v", "git remote show",
             "git config --get", "git config --list", "git config -l", "git notes show", "git notes list")

_READ_ONLY = rx(r"\bread[- ]?only\b|\bonly (?:to )?read\w*|\bread(?:ing)? only\b|\blecture seule\b|\ben lecture\b|"
                r"\bseulement (?:la )?lecture\b|\bschreibgeschützt\b|\bnur (?:zum )?lesen\w*|\blesende\w*\b|\bnur lesend\w*|"
                r"\bde (?:s[oó]lo )?lectura\b|\bs[oó]lo (?:de )?lectura\b|\bs[oó]lo leer\b|\bde (?:apenas )?leitura\b|"
                r"\bsó (?:de )?leitura\b|\bsola lettura\b|\bin lettura\b|\btylko (?:do )?czyta\w*|\btylko odczyt\w*|"
                r"\balleen[- ]lezen\b|\balleen lees\w*|\bтолько (?:для )?чтени\w*|\bтолько чита\w*|"
                r"読み取り専用|読むだけ|参照のみ|只读|只能读", re.I)
READ_ONLY_WORDS = _READ_ONLY  # (cli_readonly: another tool kept read-only)
_GIT = rx(r"(?<![\w./-])git(?![\w/-])", re.I)
_COMMAND_NOUN = rx(r"\b(?:commands?|operations?|subcommands?|calls?|befehl\w*|kommando\w*|commandes?|opérations?|"
                   r"comandos?|operaciones|operações|comandi|operazioni|polece\w*|opdracht\w*|команд\w*)\b|"
                   r"コマンド|操作|命令", re.I)
_BRANCH_NOUN = rx(r"\bbranch\w*|\bbranche\w*|\bZweig\w*|\brama\w*|\bramo\b|\bgał[ęąe]\w*|\btak\b|\bветк\w*|"
                  r"ブランチ|分支", re.I)
_BRANCH_GLOB = rx(r"(?<![\w./-])([a-z][\w.-]*/(?:\*|[\w.-]+))(?![\w/-])", re.I)
_DOT_GIT = rx(r"\.git\b")


def read_only_git(text: str) -> bool:
    """Does ``text`` keep git's commands read-only ("only run read-only git commands")? Not a branch's
    (:func:`read_only_branches`) nor the ``.git`` folder's (a path rule)."""
    if not _GIT.search(text) or _DOT_GIT.search(text) or not _READ_ONLY.search(text) or _BRANCH_GLOB.search(text):
        return False
    return any(_GIT.search(c) and _READ_ONLY.search(c) and (_COMMAND_NOUN.search(c) or re.match(r"\s*git\s*:", c, re.I))
               for c in re.split(r"[.;!?。\n]+", text))


def git_read_only_rule() -> ToolRule:
    return ToolRule("command", commands=GIT_WRITES, allow_commands=GIT_READS)


def read_only_branches(text: str) -> tuple[str, ...]:
    """The branches ``text`` keeps read-only ("release/* only to read", "nie rób nic z gałęzią release/*, tylko
    czytaj"); () when it keeps none."""
    for clause in re.split(r"[.;!?。\n]+", text):
        if not _READ_ONLY.search(clause) and not _READ_ONLY.search(text):
            continue
        branches = [m.group(1) for m in _BRANCH_GLOB.finditer(clause)]
        if branches and (_BRANCH_NOUN.search(clause) or _GIT.search(clause)):
            return tuple(dict.fromkeys(branches))
    return ()


def branch_rules(branches: Sequence[str]) -> list[ToolRule]:
    """What breaks a read-only branch: a commit made on it, a push to it, its deletion."""
    scope = tuple(branches)
    return [ToolRule("commit", branches=scope), ToolRule("push", branches=scope), ToolRule("delete_ref", branches=scope)]
