"""List items of one line (item_lines.py): the rule in several languages, wrapped and continued items, look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.item_lines import item_lines_token
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule", [
    "each bullet point should be a single short line",
    "keep every list item to one line",
    "list items: one line each",
    "chaque puce sur une seule ligne",
    "jeder Punkt nur eine Zeile",
    "si haces una lista, que cada punto sea una sola línea corta",
    "箇条書きは各項目1行で",
])
def test_rule_read(rule: str) -> None:
    assert item_lines_token(rule) == "item:lines:1"


@pytest.mark.parametrize("rule", [
    "each function should be one line",
    "commit subject one line",
    "answer in one line",
    "not every point on one line",
    "one item per line",
])
def test_look_alikes(rule: str) -> None:
    assert item_lines_token(rule) == ""


def _outcome(rule: str, reply: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message="list it")[0].outcome


def test_verdicts() -> None:
    rule = "each bullet point should be a single short line"
    assert _outcome(rule, "- Fast startup\n- Small images\n- Easy rollbacks") == "obeyed"
    assert _outcome(rule, "- Fast startup\n  because the runtime is tiny\n- Small images") == "broken"
    long_item = "- " + "word " * 30
    assert _outcome(rule, long_item + "\n- short") == "broken"
    assert _outcome(rule, "It starts fast and the images are small.") == "not_applicable"
    assert _outcome("箇条書きは各項目1行で", "- 速い\n- 小さい") == "obeyed"
