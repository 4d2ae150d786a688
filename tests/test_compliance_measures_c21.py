"""Unit, spelling and date rules of issue 21 in wordings the earlier tests did not cover: a concession about the
units the user writes in, spoons and cups in other languages, recipes recognised by their ingredients. Examples
written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check


def _units(rule: str) -> str | None:
    check = proposed_reply_check(rule)
    return check.get("units") if check else None


@pytest.mark.parametrize("rule", [
    "Stick to metric, even when I ask you in feet.",
    "Metric please, even if my question uses pounds or ounces.",
    "Toujours le système métrique, même si je te parle en miles.",
    "Bitte immer metrisch, selbst wenn ich dir Angaben in Fuß gebe.",
    "Siempre sistema métrico, aunque yo te hable en millas.",
    "Sempre unità metriche, anche quando ti chiedo in piedi.",
])
def test_units_the_user_writes_in_do_not_count_against_the_rule(rule: str) -> None:
    assert _units(rule) == "metric", rule


@pytest.mark.parametrize("rule, reply, user, outcome", [
    # the user's own figure said back, with its metric value: kept; a new imperial figure: broken
    ("Stick to metric, even when I ask you in feet.", "That is about 3 m.", "How tall is a 10 foot ceiling?", "obeyed"),
    ("Stick to metric, even when I ask you in feet.", "10 feet is 120 inches.", "How tall is a 10 foot ceiling?", "broken"),
    ("Sempre unità metriche, anche quando ti chiedo in piedi.", "20 libbre sono circa 9 kg.",
     "Quanto sono 20 libbre?", "obeyed"),
    ("Sempre unità metriche, anche quando ti chiedo in piedi.", "Un divano di 80 pollici.", "Che divano?", "broken"),
])
def test_concession_rules_judged(rule: str, reply: str, user: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, reply


@pytest.mark.parametrize("rule, reply, user, outcome", [
    ("In Rezepten nur Gramm und Milliliter, keine Löffelmaße.", "Du brauchst 3 EL Öl und 200 g Mehl.", "Teig?", "broken"),
    ("In Rezepten nur Gramm und Milliliter, keine Löffelmaße.", "Nimm 2 Tassen Reis und Wasser.", "Reis kochen?", "broken"),
    ("In Rezepten nur Gramm und Milliliter, keine Löffelmaße.", "30 ml Essig, 10 g Zucker, Salz.", "Wie mache ich ein Dressing?",
     "obeyed"),
    # a dressing is cooking even without an oven or flour
    ("For recipes, metric only.", "Whisk 2 tbsp mustard into the olive oil.", "How do I make a vinaigrette?", "broken"),
])
def test_recipes_in_other_languages(rule: str, reply: str, user: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, reply


def test_turkish_lira_is_no_teaspoon() -> None:
    from memlock_core.compliance.conventions import quantity_spans
    assert quantity_spans("The ticket costs 100 TL for adults.") == []
    assert [w for _, _, _, w in quantity_spans("Dazu 1 TL Salz.")] == ["1 TL"]


def test_italian_pounds_measure_mass() -> None:
    from memlock_core.compliance.units import dimension
    assert dimension("10 libbre") == "mass"
    assert dimension("3 EL") == "spoon"
