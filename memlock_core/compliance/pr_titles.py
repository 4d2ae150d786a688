"""The titles (and bodies) of pull / merge requests a shell command opens: ``gh pr create --title "..."``, ``glab mr
create -t "..."``, ``gh pr edit 12 --title "..."``.

Why a module of its own: a rule on commit messages that names pull requests too ("no emoji in commit messages or PR
titles", "keine Emojis in Commits und PR-Titeln", "pas d'émoji dans les titres de PR") judges the text such a call
writes, which is no ``git commit -m``; only the rule's own naming of pull requests lets that text be read, so a rule
on commits alone never judges a PR title.
"""
from __future__ import annotations

import re
import shlex

from memlock_core.regex_cache import rx

__all__ = ["names_pull_requests", "pr_titles_in_command"]

# "PR titles", "pull requests", "merge requests", "MR", "PR-Titel", "titres de PR", "títulos de los PR", "プルリク"
_NAMES_PR = rx(r"\bPRs?\b|\bpull[- ]requests?\b|\bmerge[- ]requests?\b|\bMRs?\b|\bPR-\w+|プルリク\w*|プルリクエスト", re.I)
_PR_CALL = rx(r"\b(?:gh\s+pr\s+(?:create|edit)|glab\s+mr\s+(?:create|update))\b[^\n;&|]*")
_TITLE_FLAG = rx(r"(?:^|\s)(?:-t|--title|-b|--body|-d|--description)(?:=|\s+)(\"(?:[^\"\\]|\\.)*\"|'[^']*'|\S+)")


def names_pull_requests(rule_text: str) -> bool:
    """The rule names pull or merge requests."""
    return bool(_NAMES_PR.search(rule_text or ""))


def pr_titles_in_command(command: str) -> list[str]:
    """The titles and bodies a command gives the pull / merge requests it opens or edits."""
    out = []
    for call in _PR_CALL.finditer(command or ""):
        for flag in _TITLE_FLAG.finditer(call.group(0)):
            token = flag.group(1)
            try:
                out.append(" ".join(shlex.split(token)))
            except ValueError:
                out.append(token.strip("\"'"))
    return out
