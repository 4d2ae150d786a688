"""Rules on commits that are already shared: "don't amend commits that have already been pushed", "ne réécris pas
des commits déjà poussés", "keine schon gepushten Commits umschreiben", "no modifiques commits ya subidos",
"プッシュ済みのコミットは amend しないで".

Why a module of its own: the readers take the act ("amend", "rebase") as the ban and drop the state that scopes it
(the commits already pushed). The call shows no state: ``git commit --amend`` is the same command on a local
commit. The user's message of the turn often says it ("I haven't pushed yet", "pas encore poussé", "noch nicht
gepusht", "todavía no lo subí", "まだプッシュしてない"): then the commit is local and the rule has nothing to say.
Without such words the ban stays (the safe side)."""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.regex_cache import rx

# the rule scopes its act to commits already pushed / shared / published
_PUSHED_SCOPE = rx(r"\b(?:already|been|once)\s+(?:been\s+)?(?:pushed|shared|published)\b|\bpushed\s+commits?\b|"
                   r"\bcommits?\s+(?:that\s+(?:are|were|have\s+been)\s+|already\s+)?(?:pushed|on\s+the\s+remote)\b|"
                   r"\bdéjà\s+(?:poussé|pushé|publié)\w*|\bcommits?\s+(?:poussé|pushé)\w*|"
                   r"\b(?:schon|bereits)\s+(?:gepusht|gepushed|veröffentlicht)\w*|\bgepusht\w*\s+Commits?\b|"
                   r"\bya\s+(?:subid|pusheado|publicad)\w*|\bcommits?\s+(?:subid|pusheado)\w*|"
                   r"プッシュ済み|push済み|推送过的|已推送", re.I)
# the user says the commit is still local
_NOT_PUSHED = rx(r"\b(?:haven'?t|have\s+not|didn'?t|did\s+not|hasn'?t|not)\s+(?:\w+\s+)?(?:pushed|push)\b|"
                 r"\bnot\s+(?:yet\s+)?pushed\b|\bunpushed\b|\blocal\s+only\b|\bonly\s+local(?:ly)?\b|"
                 r"\bpas\s+(?:encore\s+)?(?:poussé|pushé|push)\w*|\bn'?ai\s+pas\s+(?:encore\s+)?(?:poussé|pushé)\w*|"
                 r"\bnoch\s+nicht\s+(?:gepusht|gepushed|hochgeladen)\w*|\bnicht\s+gepusht\w*|"
                 r"\b(?:todavía|aún)\s+no\s+(?:lo\s+|la\s+|los\s+)?(?:he\s+)?(?:subid|sub[ií]|pushe|hice\s+push)\w*|"
                 r"\bno\s+(?:lo\s+)?he\s+(?:subido|pusheado|hecho\s+push)\b|"
                 r"まだ\s*(?:プッシュ|push)\s*して(?:い)?ない|(?:プッシュ|push)\s*して(?:い)?ない|还没(?:有)?推送", re.I)


def pushed_scope(rule_text: str) -> bool:
    """The rule's act is banned only on commits already pushed (shared, published)."""
    return isinstance(rule_text, str) and bool(_PUSHED_SCOPE.search(rule_text))


def still_local(rule_text: str, user_message: str | None) -> bool:
    """A rule scoped to pushed commits, and a turn whose user says the commit is not pushed: the rule is not
    this call's."""
    if not pushed_scope(rule_text) or not isinstance(user_message, str):
        return False
    m = _NOT_PUSHED.search(user_message)
    return m is not None and not re.search(r"\balready\s+pushed\b|\bdéjà\s+poussé|\bschon\s+gepusht|\bya\s+lo\s+sub",
                                     user_message[:m.start()], re.I)


_REWRITES = ("git commit --amend", "git rebase", "git reset", "git push --force", "git push -f", "git filter-branch",
             "git filter-repo")


def rewrites_history(intent: str, commands: Sequence[str]) -> bool:
    """A rule part on rewriting commits (amend, rebase, reset, force push): the part a pushed-commits scope is on."""
    return intent in ("force_push", "rewrite_history", "discard_work", "rebase") or \
        any(c.startswith(r) for c in commands for r in _REWRITES)
