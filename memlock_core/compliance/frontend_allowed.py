"""A program asked for that runs the refused one as its own front end: "Python dependencies go through uv. Don't use pip
install.", "manage deps with uv, not with pip install", "passe par uv, jamais pip install", "immer über uv, kein pip
install".

Why a module of its own: the judge reads ``uv pip install`` as a ``pip install`` (uv is its runner), which is right under
"never pip install" alone, but under a rule that names uv as the way it is the very thing asked for. The front end named
in a clause that refuses nothing is allowed in its pip form; one named with a subcommand of its own ("packages are added
with uv add") asks for that subcommand, and its pip form stays refused.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Pattern, Sequence

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["with_front_ends"]

# front end -> (the program it fronts, the allowed form)
_FRONT_ENDS = {"uv": ("pip", "uv pip")}
_CLAUSE = rx(r"[.;!?。\n]+|,\s+|\s[—–-]\s")


def with_front_ends(rules: Sequence[ToolRule], text: str, neg: Pattern[str]) -> list[ToolRule]:
    """``rules`` with the pip form of a front end the text asks for allowed beside a ban on the program it fronts."""
    asked = [fe for fe in _FRONT_ENDS for clause in _CLAUSE.split(text)
             if re.search(rf"(?<![\w./-]){fe}(?![\w/-])(?!`?\s+(?!pip\b)[a-z][\w-]*)", clause, re.I)
             and not neg.search(clause)]  # ("uv add で": the front end's own subcommand asked for, not its pip)
    if not asked:
        return list(rules)
    out = []
    for r in rules:
        forms = tuple(_FRONT_ENDS[fe][1] for fe in asked
                      if r.intent == "command" and any(c.split()[0] == _FRONT_ENDS[fe][0] for c in r.commands)
                      and _FRONT_ENDS[fe][1] not in r.allow_commands)
        out.append(replace(r, allow_commands=(*r.allow_commands, *forms)) if forms else r)
    return out
