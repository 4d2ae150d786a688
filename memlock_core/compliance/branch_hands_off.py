"""Branches kept hands-off by name or pattern: "DO NOT touch the release/* branches. Work on feature branches.",
"leave main alone", "ne touche pas aux branches hotfix/*", "Finger weg von den release-Branches", "no toques las
ramas release/*", "release/* ブランチには触らないで".

Why a module: "touch" names no git act, so the act readers find nothing; the path readers take "touch" for a
file write and find no path. For a branch, being touched is what lands on it or removes it (the read-only
branch reading, :func:`git_readonly.branch_rules`): a commit made on it (a cherry-pick after checking it out),
a push to it, its deletion. Reading it, diffing against it, or working on the other branches the rule sends the
user to stays allowed. Only the clause that says hands-off gives its branches ("Work on feature branches" names
the allowed ones, not a protected one).
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ToolRule
from memlock_core.compliance.git_readonly import branch_rules
from memlock_core.compliance.tool_rule_base import NEG
from memlock_core.regex_cache import rx

# a hands-off verb: said with a negation ("don't touch", "ne touche pas", "no toques", "触らないで")
_TOUCH = rx(r"\b(?:touch\w*|tamper\w*|mess\w*\s+with|modify\w*|change\w*|toch\w*|touche[rsz]?|touchez|toqu\w*|"
            r"mex[ae]\w*|tocc\w*|anfass\w*|fass\w*\s+(?:\w+\s+){0,4}an|rühr\w*)\b|触ら|触れ|触る|碰|动", re.I)
# ... or already negative on its own ("hands off", "leave main alone", "stay away from", "Finger weg")
_OFF = rx(r"\bhands\s+off\b|\bleave\b.{0,40}\balone\b|\bstay\s+(?:off|away\s+from)\b|\bkeep\s+(?:off|away\s+from)\b|"
          r"\bfinger\s+weg\b|\bpas\s+touche\b|\blass\w*\b.{0,40}\bin\s+ruhe\b|\bno\s+te\s+metas\s+con\b", re.I)
_BRANCH_NOUN = rx(r"\bbranch\w*|\bbranche\w*|\bzweig\w*|\brama\w*|\bramo\b|\bветк\w*|ブランチ|分支", re.I)
# a branch by name or pattern: release/*, hotfix-*, main, master, develop, "the release branches"
_NAMED = rx(r"(?<![\w./*-])((?:[a-z][\w.-]*)?(?:/|-)?\*|[a-z][\w.-]*/[\w.*-]+|[a-z][\w.-]*-\*)(?![\w/-])", re.I)
_WELL_KNOWN = rx(r"(?<![\w./-])(main|master|develop|development|trunk|release|releases|production|prod|staging|"
                 r"stable|hotfix|hotfixes)(?=[\s`'\"-]*(?:branch\w*|branche\w*|zweig\w*|rama\w*|ブランチ|分支)|"
                 r"(?![\w/*-]))", re.I)
_PLURAL = {"releases": "release/*", "hotfixes": "hotfix/*"}


def hands_off_branches(text: str) -> tuple[str, ...]:
    """The branches a clause of ``text`` keeps hands-off; () when none is said so."""
    found: list[str] = []
    for clause in re.split(r"(?<=[.;!?。])\s+|[;\n。]+|\s+[—–]\s+", text):
        if not _BRANCH_NOUN.search(clause):
            continue
        touch = _TOUCH.search(clause)
        if not (_OFF.search(clause) or touch and NEG.search(clause[:touch.start()] + " " + clause[touch.end():])):
            continue
        named = [m.group(1) for m in _NAMED.finditer(clause) if not m.group(1).startswith(("*", "-", "/"))]
        plain = [m.group(1).lower() for m in _WELL_KNOWN.finditer(clause)]
        plural = [m.group(1) for m in re.finditer(r"\b(release|hotfix)\s+branches\b", clause, re.I)]
        names = named or [_PLURAL.get(p, p) for p in plain]
        names += [f"{p.lower()}/*" for p in plural if not named]
        found += [n for n in names if n]
    return tuple(dict.fromkeys(found))


def hands_off_rules(text: str) -> list[ToolRule]:
    """The tool rules of a hands-off branch rule: what lands on those branches or deletes them."""
    branches = hands_off_branches(text)
    return branch_rules(branches) if branches else []
