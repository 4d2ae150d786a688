"""Date formats named by a template in any script or by the words for day, month and year; Korean dates; time zones
of China, Turkey and Moscow. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.date_template import kinds
from tests.compliance_judge import judge, proposed_reply_check


@pytest.mark.parametrize("template, kind", [
    ("Write dates as DD.MM.YYYY", "dmy_dot"),
    ("Пожалуйста, даты в формате ДД.ММ.ГГГГ", "dmy_dot"),
    ("Tarih formatı GG.AA.YYYY olsun", "dmy_dot"),
    ("Datum som ÅÅÅÅ-MM-DD", "iso_date"),
    ("Daty w formacie RRRR-MM-DD", "iso_date"),
    ("Datums als dag-maand-jaar", "dmy_order"),
    ("daty jako dzień/miesiąc/rok", "dmy_date"),
    ("dates MM/DD/YYYY please", "mdy_date"),
])
def test_a_template_names_its_kind(template: str, kind: str) -> None:
    assert kinds(template) == [kind]


@pytest.mark.parametrize("text", ["see section 1.2.3", "e.g. a.b.c", "v.1.2", "i.e. the A.M.P. guide"])
def test_no_template_in_abbreviations_or_versions(text: str) -> None:
    assert kinds(text) == []


def test_a_russian_date_rule_judges_replies() -> None:
    rule = "Даты пиши в формате ДД.ММ.ГГГГ."
    assert judge(rule, "Выход назначен на 14.03.2027.")[0] == "obeyed"
    assert judge(rule, "Выход назначен на 2027-03-14.")[0] == "broken"


def test_a_korean_date_rule_judges_replies() -> None:
    rule = "날짜는 YYYY년 M월 D일로 적어 주세요."
    assert judge(rule, "2027년 3월 14일에 배포합니다.")[0] == "obeyed"
    assert judge(rule, "2027-03-14에 배포합니다.")[0] == "broken"
    assert judge(rule, "3월 14일에 배포합니다.")[0] == "broken"


@pytest.mark.parametrize("rule, zone, reply_ok, reply_bad", [
    ("会议时间请一律用北京时间。", "CST_CN", "会议在北京时间 15:00 开始。", "会议在 15:00 CET 开始。"),
    ("Saatleri Türkiye saatine (TSİ) göre yaz.", "TRT", "Toplantı 15:00 TSİ'de.", "Toplantı 15:00 CET'de."),
    ("Время указывай по Москве (МСК).", "MSK", "Созвон в 15:00 МСК.", "Созвон в 15:00 CET."),
])
def test_time_zones_of_china_turkey_and_moscow(rule: str, zone: str, reply_ok: str, reply_bad: str) -> None:
    check = proposed_reply_check(rule)
    assert check and zone in str(check), (rule, check)
    assert judge(rule, reply_ok)[0] == "obeyed"
    assert judge(rule, reply_bad)[0] == "broken"


@pytest.mark.parametrize("reply", [
    "Run `date -I`; the output looks like `2027-03-14`.",
    "Запусти `date -I` — вывод будет вида `2027-03-14`.",
])
def test_a_value_shown_as_program_output_is_not_the_replys_date(reply: str) -> None:
    assert judge("Write dates as DD.MM.YYYY.", reply)[0] == "not_applicable"


def test_a_date_alone_in_backticks_is_still_stated() -> None:
    assert judge("Write dates as DD.MM.YYYY.", "The release is on `2027-03-14`.")[0] == "broken"
