"""A unit of one system asked for beside a quantity of the other ("temps in celsius, if you give fahrenheit put
celsius next to it"): the other system may lead when glossed; alone, it breaks the rule."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


def _outcome(rule: str, reply: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message="how hot?")[0].outcome


@pytest.mark.parametrize("rule", [
    "temps in celsius, if you give fahrenheit put celsius next to it",
    "temperatures in Celsius; if you mention Fahrenheit, add Celsius next to it",
])
def test_celsius_beside_fahrenheit(rule: str) -> None:
    assert _outcome(rule, "Bake it at 200 °C (390 °F).") == "obeyed"
    assert _outcome(rule, "Bake it at 390 °F (200 °C).") == "obeyed"
    assert _outcome(rule, "Bake it at 390°F.") == "broken"
    assert _outcome(rule, "Keep it at 4 °C.") == "obeyed"


def test_french_km_beside_miles() -> None:
    rule = "distances en km ; si tu donnes des miles, mets les km à côté"
    assert _outcome(rule, "C'est à 10 miles (16 km).") == "obeyed"
    assert _outcome(rule, "C'est à 10 miles.") == "broken"


def test_plain_celsius_stays_only() -> None:
    proposal = propose_check("temperatures in Celsius")
    assert proposal is not None and "only" in proposal.describe()
