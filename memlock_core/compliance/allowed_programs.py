"""A program the rule's exception names alone as allowed: "Wir nehmen yarn, nicht npm. Ausnahme: npx ist ok.",
"yarn, not npm; npx is fine", "(npx est autorisé)", "npx は OK".

Why a module of its own: the command readers take "a known program and the words after it" as a command phrase, so an
allowing clause read that way gave "npx ist ok" (no call runs that) and lost the program; and a call of ``npx`` is
read as ``npm exec`` (the same package manager), so without the exception the very form the user allows was called
a breach. A program that stands alone as the subject of an allowing clause (a verb of being or an "ok" word after it,
or the clause ending on it) is allowed whole; a program followed by its own arguments ("npm publish --dry-run is OK")
is left to the phrase reader, which keeps those arguments.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["lone_allowed_programs", "with_lone_programs"]

_WORD = rx(r"(?<![\w./-])`?([a-z][a-z0-9_-]*)`?(?=(?P<tail>\s*(?:$|[.,;:!)）。、]|\s(?:is|are|ist|sind|est|sont|es|está|"
           r"están|son|è|sono|é|são|ok|okay|fine|geht|passt|va|vale|bien|erlaubt|autoris\w*|permitid\w*|consentit\w*|"
           r"allowed|permitted)\b|\s*(?:は|も|なら|だけ|도|는|은|可以|没问题))))", re.I)
_OK = rx(r"(?<![A-Za-z])ok(?:ay)?(?![A-Za-z])|\bfine\b|\ballowed\b|\bpermitted\b|\bautoris\w*|\berlaubt\b|\bgeht\b|"
         r"\bpasst\b|\bpermitid\w*|\bbien\b|\bvale\b|\bconsentit\w*|\bva bene\b|\bça va\b|\bpode\b|"
         r"大丈夫|構いません|可以|没问题|괜찮|돼요|\bexcept\w*|\bausnahme\b|\bsauf\b|\bexcepto\b|\bsalvo\b|\btranne\b|"
         r"\bexceção\b|\bexcepción\b|\beccezione\b|\bexception\b", re.I)


def lone_allowed_programs(allow: str, known: Callable[[str], bool], banned: tuple[str, ...] = ()) -> list[str]:
    """The known programs ``allow`` names alone in a clause that allows something; never one of ``banned``."""
    out: list[str] = []
    for clause in re.split(r"(?<=[.;!?。])\s*|\n+", allow):
        if not clause.strip():
            continue
        names = [m.group(1).lower() for m in _WORD.finditer(clause) if known(m.group(1).lower())]
        # an exception read from its clause alone ("npx ist ok" after "Ausnahme:") or an allowing word in it
        if names and (_OK.search(clause) or len(clause.split()) <= 3):
            out += [n for n in names if n not in banned and n not in out]
    return out


def with_lone_programs(rules: list[ToolRule], kinds: list[str], parts: tuple[str, str], known: Callable[[str], bool]
                       ) -> tuple[list[ToolRule], list[str]]:
    """``rules`` with each command rule's lone allowed programs (in ``parts``: the rule's forbidding and allowing
    text) taken out of what it forbids and added to what it allows (a rule left with nothing forbidden is dropped)."""
    forbid, allow = parts
    out: list[ToolRule] = []
    out_kinds: list[str] = []
    for rule, kind in zip(rules, kinds):
        if rule.intent == "command" and rule.commands and not rule.hosts:
            # (a program the forbidding part names too, "never npm or npx", stays forbidden)
            named = tuple(h for c in rule.commands if c.split() for h in [c.split()[0]]
                          if re.search(rf"(?<![\w-]){re.escape(h)}(?![\w-])", forbid, re.I))
            lone = [p for p in lone_allowed_programs(allow, known, named) if p not in rule.allow_commands]
            if lone:
                kept = tuple(c for c in rule.commands if c not in lone)
                if not kept:
                    continue
                rule = replace(rule, commands=kept, allow_commands=(*rule.allow_commands, *lone))
        out.append(rule)
        out_kinds.append(kind)
    return out, out_kinds
