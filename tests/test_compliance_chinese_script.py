"""Simplified or Traditional Chinese (issue 21): the script is read from the characters. Inputs written for
these tests."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.chinese_script import SIMPLIFIED, TRADITIONAL, parse_script, script_verdict
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.language import BuiltinIdentifier
from memlock_core.compliance.propose import propose_check

SIMP = "这个函数会记住它被定义时的作用域，所以我们可以在外面继续使用它的变量。"
TRAD = "這個函數會記住它被定義時的作用域，所以我們可以在外面繼續使用它的變數。"


@pytest.mark.parametrize(("rule", "script"), [
    ("请用简体中文回答我的问题。", SIMPLIFIED), ("Answer in Simplified Chinese.", SIMPLIFIED),
    ("Chinese (simplified) only, please.", SIMPLIFIED), ("Réponds en chinois simplifié.", SIMPLIFIED),
    ("請用繁體中文回答。", TRADITIONAL), ("Reply in Traditional Chinese please.", TRADITIONAL),
    ("Antworte auf traditionellem Chinesisch, nicht vereinfacht.", TRADITIONAL),
    ("Answer in Chinese, not Traditional Chinese.", SIMPLIFIED), ("不要用繁體字。", SIMPLIFIED),
])
def test_the_script_a_rule_asks_for(rule: str, script: str) -> None:
    assert parse_script(rule) == script


@pytest.mark.parametrize("rule", ["用中文回答。", "Answer in Chinese.", "Answer in Japanese.",
                                  "Simplified or Traditional Chinese, either is fine.", "简体或繁體都可以。",
                                  "Keep the explanation simplified.", "We follow traditional release notes."])
def test_no_script_asked_for(rule: str) -> None:
    assert parse_script(rule) is None


def test_script_verdicts() -> None:
    assert script_verdict(SIMPLIFIED, SIMP)[0] == "obeyed"
    assert script_verdict(SIMPLIFIED, TRAD)[0] == "broken"
    assert script_verdict(TRADITIONAL, TRAD)[0] == "obeyed"
    assert script_verdict(TRADITIONAL, SIMP)[0] == "broken"
    # a name or a quote in the other script does not turn the reply; code is not the reply's prose
    assert script_verdict(SIMPLIFIED, SIMP + "台湾的说法是「這個」。")[0] == "obeyed"
    assert script_verdict(SIMPLIFIED, SIMP + "\n```\n# 這個 說明 變數\n```")[0] == "obeyed"
    # characters both scripts share (中文, 作用域, 后, 里) and other languages tell nothing
    assert script_verdict(SIMPLIFIED, "作用域")[0] == "not_applicable"
    assert script_verdict(TRADITIONAL, "The closure keeps its scope. 東京の天気は晴れです。")[0] in ("not_applicable", "obeyed")
    assert script_verdict(SIMPLIFIED, "A closure keeps its scope.")[0] == "not_applicable"


def test_a_simplified_rule_end_to_end() -> None:
    rule = "请用简体中文回答我的问题。"
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)

    def judge(reply: str) -> str:
        return check_reply([anchor], reply, user_message="什么是闭包？", identifier=BuiltinIdentifier())[0].outcome

    assert judge(TRAD) == "broken"
    assert judge(SIMP) != "broken"
