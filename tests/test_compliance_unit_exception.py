"""A unit rule whose exception names its own unit (unit_exception.py): own sentences in several languages."""
from __future__ import annotations

import pytest

from memlock_core.compliance.propose import propose_check

RULES = [
    "Metric units please, except for monitor sizes in inches.",
    "Système métrique, sauf pour les diagonales d'écran en pouces.",
    "Sistema métrico, salvo para las pantallas en pulgadas.",
    "Metrische Einheiten, außer bei Monitoren in Zoll.",
]


@pytest.mark.parametrize("rule", RULES)
def test_read_as_metric_with_a_leave_out(rule: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None
    assert found.check.reply.units == "metric"
    assert any(w.startswith("=") for w in found.check.reply.units_except)




def test_the_excepted_unit_stays_unread() -> None:
    from memlock_core.compliance import units
    found = propose_check(RULES[0])
    assert found is not None and found.check.reply is not None
    kept = units.drop_excepted("The desk is 30 inches deep.", found.check.reply.units_except)
    assert "30 inches" not in kept  # quantities in the excepted unit are not judged


@pytest.mark.parametrize("rule", [
    "Use metric units, and give screen sizes in inches too.",  # no exception: both, not read here
    "Use the metric system.",
])
def test_no_exception_no_leave_out(rule: str) -> None:
    found = propose_check(rule)
    reply = found.check.reply if found is not None else None
    assert reply is None or not any(w.startswith("=") for w in reply.units_except)


def test_other_imperial_units_still_judged() -> None:
    from memlock_core.compliance import units
    found = propose_check(RULES[1])
    assert found is not None and found.check.reply is not None
    assert "5 feet" in units.drop_excepted("L'étagère fait 5 feet de haut.", found.check.reply.units_except)
    assert "27 pouces" not in units.drop_excepted("Un écran de 27 pouces suffit.", found.check.reply.units_except)
