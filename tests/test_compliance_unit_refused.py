"""A unit refused for another unit that is no system's (unit_refused): no imperial-only reading."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


def _units(rule: str) -> tuple[str | None, bool] | None:
    proposal = propose_check(rule)
    reply = proposal.check.reply if proposal is not None else None
    return (reply.units, reply.units_only) if reply is not None and reply.units else None


@pytest.mark.parametrize("rule", [
    "Report wind in m/s, never km/h.",
    "Sensor temperatures in kelvin, not Celsius.",
    "Boat speeds in knots, not km/h please.",
    "Windgeschwindigkeit bitte in m/s, nicht in km/h.",
    "Donne la vitesse du vent en m/s, pas en km/h.",
    "La velocidad del viento en m/s, no en km/h.",
])
def test_no_system_read_from_a_unit_refused_for_another(rule: str) -> None:
    assert _units(rule) is None


def test_a_reply_in_the_wanted_unit_is_not_broken() -> None:
    rule = "Report wind in m/s, never km/h."
    proposal = propose_check(rule)
    if proposal is None:
        return
    anchor = Anchor(id="u", text=rule, reminder=rule, check=proposal.check)
    found = check_reply([anchor], "Gusts reached 14 m/s overnight.", user_message="how windy was it?")
    assert not found or found[0].outcome != "broken"


@pytest.mark.parametrize(("rule", "system"), [
    ("Heights in metres, not feet.", "metric"),
    ("Road distances in miles, not kilometres.", "imperial"),
    ("Oven temperatures in Fahrenheit, not Celsius.", "imperial"),
    ("Never give speeds in km/h.", "imperial"),
])
def test_a_unit_refused_for_the_other_system_keeps_its_reading(rule: str, system: str) -> None:
    assert _units(rule) == (system, True)
