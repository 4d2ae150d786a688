"""Which remote a push goes to, against the one the user asked for: "push it to my fork" is no leave to push to
``upstream``; "pousse sur upstream" none to push to ``origin``.

Why a module of its own: a rule lifted by the user's say-so ("never push without asking me") is lifted for the push
the user asked for; the branch is compared elsewhere (:func:`memlock_core.compliance.consent.unapproved`), the
remote was not. A fork is the user's own copy: any remote but ``upstream`` (the project's) may be it."""
from __future__ import annotations

import re
from typing import Sequence

from memlock_core.regex_cache import rx

_FORK = rx(r"\bfork\w*|フォーク|分叉", re.I)
_UPSTREAM = rx(r"\bupstream\b", re.I)
_VALUE_FLAGS = frozenset({"-o", "--push-option", "--repo", "--receive-pack", "--exec"})


def push_remote(argv: Sequence[str]) -> str:
    """The remote a ``git push`` names ("" when it names none or only a refspec)."""
    if list(argv[:2]) != ["git", "push"]:
        return ""
    args = list(argv[2:])
    i = 0
    while i < len(args):
        a = args[i]
        if a in _VALUE_FLAGS:
            i += 2
            continue
        if a.startswith("-"):
            i += 1
            continue
        return a if re.fullmatch(r"[A-Za-z][\w.-]*", a) else ""
    return ""


def other_remote(message: str, argvs: Sequence[Sequence[str]]) -> str:
    """A remote the call pushes to that the user's message, which names a remote, did not ask for ("" none)."""
    low = message.lower()
    for argv in argvs:
        remote = push_remote(argv)
        if not remote:
            continue
        named = [r for r in {push_remote(x) for x in argvs} if r and re.search(rf"\b{re.escape(r.lower())}\b", low)]
        if named:
            continue  # the message names this remote (or another the call also pushes to)
        if _FORK.search(message) and remote.lower() == "upstream":
            return remote
        if _UPSTREAM.search(message) and remote.lower() != "upstream":
            return remote
        if re.search(r"\borigin\b", low) and remote.lower() != "origin":
            return remote
    return ""
