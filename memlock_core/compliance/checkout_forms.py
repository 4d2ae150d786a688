"""``git checkout`` does two jobs: it switches branches (what ``git switch`` does) and it restores files (what
``git restore`` does: ``git checkout -- src/app.ts``, ``git checkout HEAD~1 -- a.py``, ``git checkout .``).

A rule that asks for ``git switch`` instead of ``git checkout`` is about the first job: ``git switch`` cannot
restore a file, so a call restoring one is not what the rule refuses, unless the rule names ``git restore`` too
("use git switch / git restore, not git checkout": both jobs). Pure."""
from __future__ import annotations

import posixpath
from typing import Sequence


def restores_files(argv: Sequence[str]) -> bool:
    """Is ``argv`` a ``git checkout`` that restores files rather than switching branches?"""
    if len(argv) < 3 or posixpath.basename(argv[0]) != "git" or argv[1] != "checkout":
        return False
    rest = list(argv[2:])
    if "--" in rest:
        return rest.index("--") + 1 < len(rest)  # paths after "--"
    return rest in (["."], ["-p"], ["--patch"]) or rest[:1] in (["-p"], ["--patch"])


def switch_rule_spares(argv: Sequence[str], command: str, allowed: Sequence[str]) -> bool:
    """Under "use git switch instead of git checkout", is this ``git checkout`` a file restore the rule spares?"""
    heads = [a.split()[:2] for a in allowed]
    return command.split()[:2] == ["git", "checkout"] and ["git", "switch"] in heads and \
        ["git", "restore"] not in heads and restores_files(argv)  # (switch / restore named: restoring is refused too)
