"""A rebase forbidden on a branch: "never run git rebase on main", "在 main 分支上不要执行 git rebase", "ne lance jamais
git rebase sur main", "mainブランチでgit rebaseしないで".

Why a module of its own: the command reader reads the named command ("git rebase") and bans it everywhere, so bringing
a feature branch up to date (``git switch feat/x && git rebase main``, main only the base) was wrongly broken. The
branch said with "on" / "sur" / "auf" / "在 ... 上" / "で" is where the rebase must not run: the rebase intent, scoped
to that branch (a rebase run while it is checked out, or naming it as the branch to rebase), judges it.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.tool_acts import BRANCH_WORDS
from memlock_core.regex_cache import rx

__all__ = ["rebase_on_branch"]

_NOUN = r"(?:branch(?:es)?|branche|Zweig|Branch|rama|ramo)"
_BRANCH = BRANCH_WORDS.pattern
# "on main", "on the main branch", "sur main", "auf dem main-Branch", "en la rama main"; not "onto main" (the base)
_ON = rx(rf"\b(?:on|sur|auf|en|em|su|in)\s+(?:the\s+|la\s+|le\s+|dem\s+|den\s+|el\s+|o\s+|il\s+)?(?:{_NOUN}\s+)?`?"
         rf"(?P<a>{_BRANCH})`?|"
         rf"在\s*`?(?P<b>{_BRANCH})`?\s*(?:分支)?\s*上|`?(?P<c>{_BRANCH})`?\s*(?:ブランチ|分支)?\s*(?:上で|の上で|で)", re.I)


def rebase_on_branch(rules: Sequence[ToolRule], text: str) -> list[ToolRule]:
    """``rules`` with a plain ban on ``git rebase`` scoped to the branches ``text`` says it must not run on."""
    branches = tuple(dict.fromkeys(next(g for g in m.groups() if g).lower() for m in _ON.finditer(text)))
    if not branches:
        return list(rules)
    out = []
    for r in rules:
        if r.intent == "command" and r.commands == ("git rebase",) and not r.allow_commands and not r.hosts:
            out.append(replace(ToolRule("rebase", branches=branches), consent=r.consent, when_said=r.when_said,
                               unless_said=r.unless_said))
        else:
            out.append(r)
    return out

