"""False alarms on time-zone and date-format rules: a time given with its conversion, a zone written once for a
paragraph, a run of times transposed to another zone, and a date format the rule refuses rather than asks for.
Examples written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check


@pytest.mark.parametrize("rule, reply", [
    # the city's time named after the time, in the reply's own language
    ("Give me times in Berlin time.", "The call starts at 10:00 Berlin time."),
    ("Dame las horas en hora de Madrid.", "El partido empieza a las 20:30 hora de Madrid (14:30 en Nueva York)."),
    ("Donne les heures en heure de Paris.", "Le train part à 7 h 15 heure de Paris."),
    # a run of times transposed to another zone in the next sentence: the same range at one offset
    ("Always write times in JST.", "The window is 9:00-11:00 JST. In UTC that is 0:00-2:00."),
])
def test_times_in_the_wanted_zone_are_obeyed(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] == "obeyed"


@pytest.mark.parametrize("rule, reply", [
    # one time in the wanted zone does not excuse a single other time whose minutes differ
    ("Always write times in JST.", "The window opens at 9:00 JST. The deploy runs at 14:20 UTC."),
    # a bare time in the next sentence is not read into the earlier time's zone
    ("All times in CET please, with the zone after each time.", "Doors open at 19:00 CET. The show starts at 20:00."),
    # two times, two zones, minutes that can't be one instant
    ("Zeiten immer in UTC angeben", "Der Ausfall begann um 09:10 UTC und endete um 10:45 MEZ."),
    ("Always give times in UTC.", "It started at 08:00 UTC and ended at 11:20 CET."),
])
def test_times_in_another_zone_stay_broken(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] == "broken"


@pytest.mark.parametrize("rule, reply, user", [
    ("Always give times in UTC.", "9:00 EST is 14:00 UTC.", "What is 9:00 EST in UTC?"),
    ("Zeiten immer in UTC angeben", "20:00 MESZ entspricht **18:00 UTC**.", "Wie viel ist 20:00 MESZ in UTC?"),
])
def test_the_users_own_time_said_back_with_its_utc_instant(rule: str, reply: str, user: str) -> None:
    assert judge(rule, reply, user)[0] == "obeyed"


@pytest.mark.parametrize("reply", [
    "The review is at 11:00 CET (10:00 UTC).",  # a local time the reply chose, converted or not
    "The review is at 10:00 UTC and the demo at 16:00 Pacific.",
])
def test_a_local_time_the_reply_gives_stays_broken(reply: str) -> None:
    assert judge("Always give times in UTC.", reply, "When is the review?")[0] == "broken"


@pytest.mark.parametrize("rule", [
    "Never use the American date format; write dd/mm/yyyy.",
    "Non usare mai il formato americano, scrivi gg/mm/aaaa.",
    "Don't use US date format.",
])
def test_a_refused_us_format_is_not_the_wanted_one(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert "mdy_date" not in (check.get("datetime") or ())


def test_an_asked_for_us_format_still_is() -> None:
    assert "mdy_date" in (proposed_reply_check("Dates in US date format please.") or {}).get("datetime", ())


@pytest.mark.parametrize("rule, user", [
    ("Times in UTC unless I say otherwise.", "What time is the launch in Sydney time?"),
    ("Heures en UTC, sauf si je demande autre chose.", "C'est à quelle heure en heure de Paris ?"),
])
def test_the_users_own_zone_waives_a_rule_that_says_so(rule: str, user: str) -> None:
    assert judge(rule, "The launch is at 09:00 AEST.", user)[0] == "not_applicable"


def test_the_exception_needs_the_user_to_name_a_zone() -> None:
    rule = "Times in UTC unless I say otherwise."
    assert judge(rule, "The launch is at 09:00 AEST.", "When is the launch?")[0] == "broken"
    # no exception in the rule: a zone in the message changes nothing
    assert judge("Always give times in UTC.", "The launch is at 09:00 AEST.", "When is it in Sydney time?")[0] == "broken"
