"""A call refused by its shape, no backticks ("In C#, never call GC.Collect()"), in the language the rule names
(code_tokens._CALL)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance import code_tokens
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


def _outcome(rule: str, reply: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="c", text=rule, reminder=rule, check=proposal.check)
    found = check_reply([anchor], reply, user_message="show me")
    return found[0].outcome if found else "none"


@pytest.mark.parametrize("rule", [
    "In Java, never call Runtime.gc().",
    "In Java, don't use Runtime.gc().",
    "En Java, n'appelle jamais Runtime.gc().",
    "In Java bitte nie Runtime.gc() aufrufen.",
])
def test_the_call_in_that_language_breaks_it(rule: str) -> None:
    assert _outcome(rule, "```java\nRuntime.gc();\n```") == "broken"
    assert _outcome(rule, "```java\nint x = 1;\n```") == "obeyed"


def test_a_call_the_rule_wants_is_not_refused() -> None:
    assert code_tokens.parse("In Java, no null returns, use Optional.empty() instead.") == []
    assert code_tokens.parse("In Java, never call Runtime.gc().") == ["no_token:java:Runtime.gc("]
