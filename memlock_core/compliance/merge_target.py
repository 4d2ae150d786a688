"""Rules against merging into a branch: "never merge into main, only open a PR", "don't merge to master yourself",
"ne merge jamais dans main", "nicht in main mergen", "no hagas merge a main", "main'e merge etme, sadece PR aç",
"mainにマージしないで".

Why a module of its own: the act reader knows a merge only as a pull request merged (``gh pr merge``) and asks the
rule to name a pull request; these rules name the *target* branch instead, and often the allowed alternative in the
same sentence ("only open a PR"), which the command readers took for the thing forbidden. The rule is read here as
one merge rule scoped to its branches. A call breaks it when it merges a pull request (``gh pr merge``: its base is
the default branch unless the call says otherwise) or runs ``git merge`` while on one of those branches (the branch
a ``git checkout``/``git switch`` earlier in the call or the user's message names). A ``git merge`` whose branch
the call does not show breaks it too (recall first) unless the branch merged *in* is the protected one ("git merge
main" on a feature branch brings main in, the other way round).
"""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.intent.action import COMMIT, EXEC, Action
from memlock_core.regex_cache import rx

__all__ = ["merge_into_breaks", "merge_target_rules"]

_BRANCH = r"(main|master|develop|trunk|production|prod|release|staging)"
_MERGE = r"(?:merg\w*|fusionn\w*|zusammenführ\w*|マージ)"
# "merge into main", "merge to master", "merge ... in main", "dans main", "in main mergen", "a main", "na main"
_INTO = rx(
    rf"\b{_MERGE}\s+(?:\w+\s+){{0,4}}?(?:into|to|onto|in|dans|sur|en|a|na|auf)\s+(?:the\s+|la\s+|die\s+|el\s+|o\s+)?"
    rf"`?{_BRANCH}`?\b|"
    rf"\b(?:into|in|dans|sur|en|a|auf|na)\s+(?:the\s+|la\s+|die\s+|el\s+|o\s+)?`?{_BRANCH}`?\s+(?:branch\s+)?(?:\w+\s+)?{_MERGE}|"
    # Turkish dative ("main'e merge etme", "master'a merge yapma"), Japanese ("mainにマージしないで")
    rf"\b{_BRANCH}['’]?(?:e|a|ye|ya)\s+{_MERGE}|\b{_BRANCH}\s*(?:ブランチ)?に\s*マージ", re.I)
_NEG = rx(r"\b(?:never|don'?t|do\s+not|no|not|nie|niemals|nicht|kein\w*|jamais|ne|pas|nunca|nada\s+de|mai|non|nooit|"
          r"niet|geen|asla|etme\w*|yapma\w*)\b|しない|しないで|禁止|ないで|ません", re.I)


def merge_target_rules(text: str) -> list[ToolRule]:
    """One merge rule scoped to the branches a negated "merge into BRANCH" names; [] when the text names none."""
    found = [m for m in _INTO.finditer(text)]
    if not found or not _NEG.search(text):
        return []
    branches = tuple(dict.fromkeys(g.lower() for m in found for g in m.groups() if g))
    if "master" in branches or "main" in branches:  # the default branch, whichever the repository calls it
        branches = tuple(dict.fromkeys([*branches, "main", "master"]))
    return [ToolRule("merge", branches=branches)]


def merge_into_breaks(rule: ToolRule, actions: Sequence[Action]) -> str:
    """Why the call merges into one of the rule's branches ("" when it does not)."""
    for a in actions:
        argv = a.argv
        if a.kind == EXEC and len(argv) >= 3 and argv[0].rsplit("/", 1)[-1] == "gh" and argv[1:3] == ("pr", "merge"):
            base = next((argv[i + 1] for i, x in enumerate(argv[:-1]) if x in ("--base", "-B")), "")
            if not base or base.lower() in rule.branches:
                return f"merges a pull request: {' '.join(argv)[:80]}"
        if a.kind == COMMIT and argv[1:2] == ("merge",):
            merged = [x for x in argv[2:] if not x.startswith("-")]
            if a.branch.lower() in rule.branches or (
                    not a.branch and not any(re.sub(r"^origin/", "", m).lower() in rule.branches for m in merged)):
                return f"merges into {a.branch or 'the current branch'}: {' '.join(argv)[:80]}"
    return ""
