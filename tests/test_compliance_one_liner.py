"""A request named with a hyphen ("one-liner") scopes a rule to the replies asked for it; "give me one line, not a
script" is one line at most."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check

SCRIPT = "```bash\ntotal=0\nfor f in *.py; do\n  total=$((total + 1))\ndone\necho $total\n```"


@pytest.mark.parametrize("rule", [
    "if i ask for a shell one-liner, give me one line, not a script",
    "when I ask for a one-liner, reply with a single line",
    "quand je demande un one-liner, une seule ligne",
])
def test_one_liner_request(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    assert check_reply([anchor], "`find . -name '*.py' | wc -l`", user_message="one-liner to count py files?")[0].outcome \
        == "obeyed"
    assert check_reply([anchor], SCRIPT, user_message="a one-liner to count the py files")[0].outcome == "broken"
    assert check_reply([anchor], SCRIPT, user_message="write me a backup script")[0].outcome == "not_applicable"


@pytest.mark.parametrize("rule, described", [
    ("give me one line, not a script", "at most 1 lines"),
    ("give me one sentence, not a paragraph", "at most 1 sentences"),
])
def test_one_unit_against_a_longer_form(rule: str, described: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and described in proposal.describe()


def test_look_alike() -> None:
    proposal = propose_check("give me one example, not a list")
    assert proposal is None or "at most 1" not in proposal.describe()
