"""Unit rules: an exception worded as a permission or as "X is an exception" (in several languages), and the
user's own data size said back beside its binary value. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.reply_rule import _names_a_unit
from memlock_core.compliance.units import exception_words
from tests.compliance_judge import judge


@pytest.mark.parametrize("rule, words", [
    ("Metric units. If you quote inches for monitors, that's fine.", {"inch", "monitor"}),
    ("Sistema métrico; si usas millas para carreras, vale.", {"milla", "carrera"}),
    ("Unités métriques. Les écrans sont une exception.", {"écran", "screen"}),
    ("メートル法で。テレビのインチ表記は例外です。", {"インチ", "テレビ"}),
    ("Metric only. Screen sizes are the exception.", {"screen"}),
])
def test_exception_clauses_name_what_they_leave_out(rule: str, words: set[str]) -> None:
    found = set(exception_words(rule, _names_a_unit))
    assert words <= found, found


def test_a_plain_metric_rule_leaves_nothing_out() -> None:
    assert exception_words("Metric units only, no inches.", _names_a_unit) == ()


@pytest.mark.parametrize("rule, reply", [
    ("Metric units. If you quote inches for monitors, that's fine.", "A 24 inch monitor sits well at 60 cm."),
    ("メートル法で。テレビのインチ表記は例外です。", "部屋が4 mなら55インチで十分です。"),
])
def test_the_excepted_unit_is_not_counted(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] != "broken"


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
