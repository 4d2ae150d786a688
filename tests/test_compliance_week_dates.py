"""Week numbers only with their dates (week_dates.py): own sentences in several languages, and look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.compliance import week_dates
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule", [
    "Week numbers are fine, but always give the dates too (wk 12, 16-22 Mar).",
    "KW-Angaben gehen, aber immer mit Datum dazu.",
    "Les numéros de semaine, d'accord, mais toujours avec les dates.",
    "Números de semana sí, pero siempre con las fechas.",
    "Weeknummers mogen, maar zet er altijd de datum bij.",
    "週番号を使うときは日付も書いてください。",
])
def test_rule_read(rule: str) -> None:
    found = propose_check(rule)
    assert found is not None and "week_date" in found.kinds


@pytest.mark.parametrize("rule", [
    "No week numbers, write dates instead.",
    "Always write dates as YYYY-MM-DD.",
    "Plan the sprint for week 12.",
])
def test_other_rules_not_read(rule: str) -> None:
    assert not week_dates.asks(rule)


@pytest.mark.parametrize("reply", [
    "The release lands in week 14.",
    "Wir liefern in KW 9.",
    "Le gel du code est prévu semaine 42.",
    "リリースは第12週です。",
])
def test_week_alone_broken(reply: str) -> None:
    assert week_dates.verdict(reply)[0] == "broken"


@pytest.mark.parametrize("reply", [
    "The release lands in week 14 (30 Mar – 5 Apr).",
    "Wir liefern in KW 9, also am 27.02.",
    "Le gel du code est prévu semaine 42, du 13 au 19 octobre.",
    "リリースは第12週、3月18日です。",
])
def test_week_with_date_obeyed(reply: str) -> None:
    assert week_dates.verdict(reply)[0] == "obeyed"


@pytest.mark.parametrize("reply", [
    "It takes about two weeks.",
    "We met 3 weeks ago.",
    "Use `date +%V` to print it.",
])
def test_no_week_number_not_applicable(reply: str) -> None:
    assert week_dates.verdict(reply)[0] == "not_applicable"
