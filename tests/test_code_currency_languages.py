"""Currency symbol side, SQL keywords in capitals and a refused construct "instead of" in Italian, Russian, Polish,
Swedish, Dutch and Turkish. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.currency import read_currency, symbol_side
from tests.compliance_judge import judge, proposed_reply_check


@pytest.mark.parametrize("rule, side", [
    ("Put the currency symbol after the amount, e.g. 3,20 €.", "after"),
    ("Nei prezzi metti il simbolo dopo l'importo: 3,20 €.", "after"),
    ("Цены в евро, символ после суммы.", "after"),
    ("Ceny w euro, symbol przed kwotą.", "before"),
])
def test_the_symbol_side_in_more_languages(rule: str, side: str) -> None:
    assert read_currency(rule) == "EUR" or "евро" in rule or "euro" in rule
    assert symbol_side(rule) == side, rule


def test_an_italian_symbol_side_rule_judges_replies() -> None:
    rule = "Per i prezzi, il simbolo va dopo il numero: 7,90 €."
    assert judge(rule, "Costa 7,90 € al mese.")[0] == "obeyed"
    assert judge(rule, "Costa €7,90 al mese.")[0] == "broken"


@pytest.mark.parametrize("rule", [
    "SQL keywords in capitals, please.",
    "В SQL пиши ключевые слова прописными буквами.",
    "Słowa kluczowe SQL pisz wielkimi literami.",
    "Skriv SQL-nyckelord med versaler.",
    "SQL-sleutelwoorden in hoofdletters.",
])
def test_sql_keywords_in_capitals(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check and "sql_upper" in str(check), rule


@pytest.mark.parametrize("rule", [
    "Use pathlib instead of os.path.join() in Python code.",
    "W kodzie Pythona używaj pathlib zamiast os.path.join().",
    "В коде на Python используй pathlib вместо os.path.join().",
])
def test_a_construct_refused_instead_of(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check and "no_call:os.path.join" in str(check), (rule, check)
