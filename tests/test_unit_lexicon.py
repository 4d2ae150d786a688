"""Unit rules in Russian, Polish, Swedish, Dutch, Korean and Chinese market units: the rule names its system by the
units it keeps or refuses, the reply writes its quantities with the same words. Examples written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check


def _units(rule: str) -> dict | None:
    check = proposed_reply_check(rule)
    return {k: v for k, v in check.items() if k.startswith("units")} if check else None


@pytest.mark.parametrize("rule, system, only", [
    ("Weights in kilograms only, never pounds.", "metric", True),
    ("Вес указывай в килограммах, никаких фунтов.", "metric", True),
    ("Wagę podawaj w kilogramach, bez funtów.", "metric", True),
    ("Skriv bara metriska mått i svaren, tack.", "metric", True),
    ("Afstanden in kilometers, geen mijlen.", "metric", True),
    ("거리는 킬로미터로만 써 주세요, 마일 쓰지 마세요.", "metric", True),
    ("体重用公斤，别用斤或者磅。", "metric", True),
])
def test_a_system_named_by_its_units_in_other_languages(rule: str, system: str, only: bool) -> None:
    units = _units(rule)
    assert units and units["units"] == system and units.get("units_only", False) == only, (rule, units)


@pytest.mark.parametrize("rule", [
    "Temperatures in Celsius. Fahrenheit only when I ask about the US.",
    "Temperatury w stopniach Celsjusza. Fahrenheit tylko jak pytam o Stany.",
])
def test_a_unit_allowed_on_request_is_no_second_system(rule: str) -> None:
    units = _units(rule)
    assert units and units["units"] == "metric", (rule, units)


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Объём в литрах, без галлонов.", "Бак вмещает около 60 л, то есть примерно 16 галлонов.", "broken"),
    ("Объём в литрах, без галлонов.", "Бак вмещает около 60 литров.", "obeyed"),
    ("Długości w centymetrach, bez cali.", "Ekran ma 61 cm przekątnej, czyli 24 cale.", "broken"),
    ("Długości w centymetrach, bez cali.", "Ekran ma 61 cm przekątnej.", "obeyed"),
    ("길이는 센티미터로만, 인치 쓰지 마세요.", "화면은 약 61 cm, 그러니까 24인치입니다.", "broken"),
    ("길이는 센티미터로만, 인치 쓰지 마세요.", "화면은 약 61 cm입니다.", "obeyed"),
    ("体重用公斤，别用斤或者磅。", "这只狗大约 12 公斤，也就是二十四斤。", "broken"),
    ("体重用公斤，别用斤或者磅。", "这只狗大约 12 公斤。", "obeyed"),
])
def test_replies_read_with_the_same_unit_words(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply, judge(rule, reply))


def test_a_spanish_thousand_is_no_polish_mile() -> None:
    assert judge("Distancias en kilómetros, nunca en millas.", "Viven allí unos 5 mil habitantes a 3 km del mar.")[0] == "obeyed"
