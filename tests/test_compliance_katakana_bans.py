"""Katakana spellings a rule refuses (katakana_bans.py): bare lists before a ban, "A ではなく B", and look-alikes
that refuse a thing, not a spelling."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.katakana_bans import refused_katakana
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule, words", [
    ("「サーバー」「ユーザー」のように長音記号をつけて表記してください（サーバ、ユーザはNG）", ["サーバ", "ユーザ"]),
    ("「コンピュータ」ではなく「コンピューター」と書いて", ["コンピュータ"]),
    ("「フォルダ」「プリンタ」は禁止", ["フォルダ", "プリンタ"]),
    ("表記ゆれ注意：メモリ、ドライバは使わない", ["メモリ", "ドライバ"]),
])
def test_refused(rule: str, words: list[str]) -> None:
    assert refused_katakana(rule) == words


@pytest.mark.parametrize("rule", ["テストは書かないで", "コードブロックは使わないで", "サーバーを再起動しないで"])
def test_look_alikes(rule: str) -> None:
    assert refused_katakana(rule) == []


def test_long_vowel_kept_form_is_fine() -> None:
    rule = "「サーバー」「ユーザー」のように長音記号をつけて表記してください（サーバ、ユーザはNG）"
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    assert check_reply([anchor], "サーバーのユーザー設定を確認してください。", user_message="?")[0].outcome == "obeyed"
    assert check_reply([anchor], "サーバの設定を確認してください。", user_message="?")[0].outcome == "broken"


def test_units_rule_is_no_spelling_rule() -> None:
    assert refused_katakana("単位はメートル法で。フィートやインチは使わないでください（ディスプレイのインチ表記は例外）。") == []
