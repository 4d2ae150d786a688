"""Months as numbers only, shown by an example date (datetime_format._MONTHS_AS_NUMBERS): own sentences."""
from __future__ import annotations

import pytest

from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_conventions import datetime_verdict


@pytest.mark.parametrize("rule", [
    "Месяцы только цифрами, например 15.06.2025.",
    "Months in digits only, like 15.06.2025.",
    "Monate bitte als Zahlen: 15.06.2025.",
    "Miesiące tylko cyframi: 15.06.2025.",
])
def test_read_as_dotted_dates(rule: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None and "dmy_dot" in found.check.reply.datetime


@pytest.mark.parametrize("rule", ["Give the number of months as digits.", "Месяцы считай цифрами."])
def test_no_example_no_format(rule: str) -> None:
    found = propose_check(rule)
    assert found is None or found.check.reply is None or "dmy_dot" not in found.check.reply.datetime


def test_month_in_words_broken() -> None:
    assert datetime_verdict("dmy_dot", "Сдача 15 июня 2025 года.")[0] == "broken"
    assert datetime_verdict("dmy_dot", "Сдача 15.06.2025.")[0] == "obeyed"
