"""Unit rules: an exception worded as a permission or as "X is an exception" (in several languages), and the
user's own data size said back beside its binary value. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.reply_rule_check import _names_a_unit
from memlock_core.compliance.units import exception_words
from tests.compliance_judge import judge


@pytest.mark.parametrize("rule, words", [
    ("Metric units. If you quote inches for monitors, that's fine.", {"~inch", "monitor"}),
    ("Sistema métrico; si usas millas para carreras, vale.", {"~milla", "carrera"}),
    ("Unités métriques. Les écrans sont une exception.", {"écran", "screen"}),
    ("メートル法で。テレビのインチ表記は例外です。", {"~インチ", "テレビ"}),
    ("Metric only. Screen sizes are the exception.", {"screen"}),
])
def test_exception_clauses_name_what_they_leave_out(rule: str, words: set[str]) -> None:
    found = set(exception_words(rule, _names_a_unit))
    assert words <= found, found


def test_a_plain_metric_rule_leaves_nothing_out() -> None:
    assert exception_words("Metric units only, no inches.", _names_a_unit) == ()


@pytest.mark.parametrize("rule, reply, user", [
    ("Metric units. If you quote inches for monitors, that's fine.", "A 24 inch monitor sits well at 60 cm.", None),
    # the thing named only in the user's message: the allowed unit is about it
    ("Metric units. If you quote inches for monitors, that's fine.", "Go for 27 inches at 70 cm.", "Which monitor size?"),
    ("メートル法で。テレビのインチ表記は例外です。", "部屋が4 mなら55インチで十分です。", "テレビは何インチがいい？"),
])
def test_the_excepted_unit_is_not_counted(rule: str, reply: str, user: str | None) -> None:
    assert judge(rule, reply, user)[0] != "broken"


@pytest.mark.parametrize("rule, reply, user", [
    # the allowed unit used for something else, the thing not in the user's message
    ("Metric units. If you quote inches for monitors, that's fine.", "The rack is 19 inches wide.", "How wide is a rack?"),
    # the thing named in one sentence, the unit used again for another measure in the next
    ("メートル法で。テレビのインチ表記は例外です。", "55インチのテレビです。厚さは2インチです。", "この商品の大きさは？"),
])
def test_the_allowed_unit_elsewhere_still_breaks(rule: str, reply: str, user: str | None) -> None:
    assert judge(rule, reply, user)[0] == "broken"


def test_the_rule_still_holds_elsewhere() -> None:
    rule = "Metric units. If you quote inches for monitors, that's fine."
    assert judge(rule, "The hike is 12 miles long.")[0] == "broken"


def test_the_users_own_size_said_back_is_no_breach() -> None:
    rule = "Data sizes in binary units (KiB, MiB, GiB), never GB."
    user = "My 500 GB drive shows less, why?"
    assert judge(rule, "A 500 GB drive holds about 465 GiB.", user)[0] == "obeyed"
    # a decimal size the user never wrote stays a breach
    assert judge(rule, "A 500 GB drive holds about 465 GiB; buy the 2 TB one.", user)[0] == "broken"
    # with no binary value beside it, the figure is the reply's own choice
    assert judge(rule, "Your 500 GB drive is fine.", user)[0] == "broken"


@pytest.mark.parametrize("rule", [
    "Fahrenheit only, even if I quote a figure in Celsius.",
    "Températures en Fahrenheit, même si je te cite des degrés Celsius.",
    "Temperaturen nur in Celsius, auch wenn ich dir Fahrenheit zitiere.",
])
def test_a_condition_on_the_users_own_quoting_asks_for_no_source(rule: str) -> None:
    from tests.compliance_judge import proposed_reply_check
    check = proposed_reply_check(rule) or {}
    assert not check.get("sources") and not check.get("source_rules"), check
    assert check.get("units")


def test_a_source_rule_with_a_condition_on_the_user_keeps_its_check() -> None:
    from tests.compliance_judge import proposed_reply_check
    assert (proposed_reply_check("When I ask about a library, cite its docs.") or {}).get("sources")


@pytest.mark.parametrize("rule, reply", [
    ("Weights in kilograms only, never pounds.", "A checked bag over 20 kg costs £15 (15 pounds) per extra kilo."),
    ("重さはキログラムで。ポンドは禁止。", "荷物の上限は 23 kg です。超過料金は1 kgあたり£8（約8ポンド）です。"),
    ("Poids en kilogrammes uniquement.", "Le supplément coûte 12 livres sterling pour un sac de 23 kg."),
])
def test_pounds_that_are_money_are_no_weight(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] == "obeyed"


def test_a_weight_in_pounds_beside_a_price_still_breaks() -> None:
    reply = "Your suitcase weighs 40 pounds. The fee for that is £15."
    assert judge("Weights in kilograms only, never pounds.", reply)[0] == "broken"
