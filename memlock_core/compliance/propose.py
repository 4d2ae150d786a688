"""Propose a check for a pin whose text is a rule memlock can read.

The reply part comes from the rule model (:mod:`memlock_core.compliance.reply_rule`: polarity,
object, scope and exceptions, in English, French, German, Spanish and Japanese), the tool part from
:mod:`memlock_core.compliance.tool_rule`. A proposal is only shown: it takes effect when the user (or
the model, under the admission rules) accepts it with an ordinary pin update (``check: "proposed"``).
A rule neither can read stays unchecked (None): it is never guessed at.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from memlock_core.compliance.check import PinCheck
from memlock_core.compliance.reply_rule import LANGUAGES, parse_reply_rule, to_reply_check
from memlock_core.compliance.sources import about_the_reply_only
from memlock_core.compliance.tool_rule import propose_tool

__all__ = ["LANGUAGES", "Proposal", "propose_check"]

# code-block tokens about how the reply lays its code out: a rule with one speaks of the reply, not of a tool call
_LAYOUT = frozenset({"tags_match", "fenced_inline", "block_code", "block_commands", "no_shell_blocks", "one_command", "no_prompt",
                     "tag_except_output", "only_code_in_blocks", "no_inline_code"})


@dataclass
class Proposal:
    """A check memlock suggests for a pin, and the rule kinds it recognised."""

    check: PinCheck
    kinds: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return self.check.describe()


def propose_check(text: str) -> Proposal | None:
    """A check for the rule kinds memlock reads in ``text``; None when it reads none."""
    if not isinstance(text, str) or not text.strip():
        return None
    found = _propose(text)
    return None if found is None else Proposal(found[0], list(found[1]))


@functools.lru_cache(maxsize=256)
def _propose(text: str) -> tuple[PinCheck, tuple[str, ...]] | None:
    """:func:`propose_check` memoized by text (a PinCheck is immutable; each caller gets its own Proposal)."""
    reply, kinds = to_reply_check(parse_reply_rule(text))
    tool, tool_kinds = propose_tool(text)
    if tool is not None and about_the_reply_only(
            text, bool(reply and (reply.code_rules or reply.source_rules or reply.code_languages or reply.code_style))):
        tool, tool_kinds = None, []  # "Don't make up sources": "make" is no command here
    if tool is not None and reply is not None and set(reply.code_rules) & _LAYOUT \
            and not re.search(r"\b(?:run|execute|exec)\b|\btool calls?\b", text, re.I):
        tool, tool_kinds = None, []  # "shell commands go in ```bash blocks": how the reply lays out code, no call
    kinds = kinds + list(tool_kinds)
    if reply is None and tool is None:
        return None
    return PinCheck(reply=reply, tool=tool), tuple(kinds)
