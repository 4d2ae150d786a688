"""Unit words in the reply's own script, attached to the number (unit_words.py): own sentences, several languages."""
from __future__ import annotations

import re

import pytest

from memlock_core.compliance.reply_rule import parse_reply_rule
from memlock_core.compliance.unit_words import parse_unit_words


def _broken(rule: str, reply: str) -> bool:
    return any(re.search(p, reply, re.I | re.M) for p in parse_unit_words(rule))


@pytest.mark.parametrize("rule, bad, good", [
    ("대기 시간은 숫자에 단위를 붙여서 써 주세요 (10초, 2분).", "약 10 초 기다리세요.", "약 10초 기다리세요."),
    ("待ち時間はスペースを入れずに書いて（3分、20秒）。", "およそ 3 分かかります。", "およそ3分かかります。"),
    ("等待时间写成中文单位，数字和单位之间不要空格（10秒、2分钟）。", "大约 2 分钟完成。", "大约2分钟完成。"),
    ("Durations: Korean unit words attached to the number, e.g. 4분, 15초.", "빌드는 4 분 걸립니다.", "빌드는 4분 걸립니다."),
])
def test_space_refused(rule: str, bad: str, good: str) -> None:
    assert _broken(rule, bad)
    assert not _broken(rule, good)


def test_latin_unit_refused_when_language_asked() -> None:
    rule = "소요 시간은 한국어로 써 주세요 (3분, 45초)."
    assert _broken(rule, "배포는 보통 3 min 걸려요.")
    assert _broken(rule, "재시도 간격은 45secs입니다.")
    assert not _broken(rule, "배포는 보통 3분 걸려요.")
    assert not _broken(rule, "1990s 스타일의 UI입니다.")  # no seconds


def test_lookalike_compounds_kept() -> None:
    rule = "시간은 숫자와 붙여 쓰세요 (2분, 9초)."
    assert not _broken(rule, "매출은 3 분기에 늘었습니다.")  # quarter, not minutes
    assert not _broken(rule, "버전 2 초기화 단계입니다.")


@pytest.mark.parametrize("rule", [
    "5분 안에 답해 주세요.",  # a deadline, no unit-word rule
    "한국어로 답해 주세요.",  # the reply's language, no unit example
    "Use metric units (5 km, 30 kg).",
    "숫자와 단위를 붙여 써 주세요.",  # no example: which unit words is unknown
])
def test_not_this_kind(rule: str) -> None:
    assert parse_unit_words(rule) == []


def test_whole_rule_read_as_unit_words() -> None:
    parsed = parse_reply_rule("时间单位用中文写（5分钟、30秒），数字和单位之间不要空格")
    assert parsed.clauses and {c.object for c in parsed.clauses} == {"number_shape"}
