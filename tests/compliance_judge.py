"""The two helpers compliance tests share: the reply check memlock proposes for a rule text, and the
verdict (outcome, evidence) of a reply under that rule pinned with its proposed check."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


def proposed_reply_check(rule: str) -> dict | None:
    proposal = propose_check(rule)
    return proposal.check.reply.to_dict() if proposal and proposal.check.reply else None


def judge(rule: str, reply: str, user: str | None = None) -> tuple[str, str]:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    result = check_reply([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], reply, user_message=user)[0]
    return result.outcome, result.evidence
