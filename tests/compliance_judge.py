"""The helpers compliance tests share: the reply check memlock proposes for a rule text, the verdict
(outcome, evidence) of a reply under that rule pinned with its proposed check, and the outcome of a tool call
under a rule pinned with its proposed tool check."""
from __future__ import annotations

from typing import Any

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check


def proposed_reply_check(rule: str) -> dict | None:
    proposal = propose_check(rule)
    return proposal.check.reply.to_dict() if proposal and proposal.check.reply else None


def judge(rule: str, reply: str, user: str | None = None) -> tuple[str, str]:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    result = check_reply([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], reply, user_message=user)[0]
    return result.outcome, result.evidence


def tool_pin(text: str) -> Anchor:
    """``text`` pinned with the tool check memlock proposes for it (which must exist)."""
    proposal = propose_check(text)
    assert proposal is not None and proposal.check.tool is not None, text
    return Anchor.from_dict({"id": "p", "text": text, "check": proposal.check.to_dict()})


def judge_call(rule: str, tool: str, args: Any, user: str | None = None) -> str:
    """The outcome of one tool call under ``rule``."""
    [verdict] = check_tool_call([tool_pin(rule)], tool, args, user_message=user)
    return verdict.outcome


def round_trip_pin(rule: str, pin_id: str = "p") -> Anchor:
    """``rule`` pinned with the check memlock proposes for it, read back from its stored form (as a store does)."""
    from memlock_core.compliance.check import PinCheck

    proposal = propose_check(rule)
    assert proposal is not None, rule
    return Anchor(id=pin_id, text=rule, reminder=rule, check=PinCheck.parse(proposal.check.to_dict()))


def reply_outcome(rule: str, reply: str, user: str | None = "Tell me.") -> str:
    """The outcome of a reply under ``rule`` pinned through its stored form; not_applicable when no check speaks."""
    found = check_reply([round_trip_pin(rule)], reply, user_message=user)
    return found[0].outcome if found else "not_applicable"


def call_outcome(rule: str, tool: str, args: dict[str, Any], user: str | None = "do it") -> str:
    """The outcome of a tool call under ``rule`` pinned through its stored form; not_applicable when none speaks."""
    found = check_tool_call([round_trip_pin(rule)], tool, args, user_message=user)
    return found[0].outcome if found else "not_applicable"
