"""The one lexicon of month and weekday names (memlock_core/compliance/date_lexicon.py) and what is built from it."""
from __future__ import annotations

import re

from memlock_core.compliance import date_lexicon as lex
from memlock_core.compliance import date_names, datetime_format, week_dates
from memlock_core.detection import slots


def test_every_language_has_twelve_months_and_seven_weekdays() -> None:
    assert all(len(names) == 12 for names in lex.MONTHS.values())
    assert all(len(names) == 7 for names in lex.WEEKDAYS.values())
    assert len(lex.WEEKDAY_VARIANTS) == 7
    assert all(len(forms) == 7 for forms in lex.WEEKDAY_ABBREVIATIONS.values())
    for shorts in lex.MONTH_ABBREVIATIONS.values():
        assert {n for n, _ in shorts} == set(range(1, 13))


def test_numbers_follow_the_order() -> None:
    assert lex.MONTHS["de"][2] == "märz" and lex.MONTHS["es"][11] == "diciembre"
    assert dict((w, n) for n, w in lex.MONTH_ABBREVIATIONS["nl"])["mrt"] == 3
    index = dict((w, n) for n, w in lex.weekday_index())
    assert index["vendredi"] == 4 and index["sonnabend"] == 5 and index["木曜"] == 3 and index["domingo"] == 6


def test_alternation_keeps_order_drops_repeats_and_leaves_out() -> None:
    assert lex.alternation(["b", "a", "b", "c"], without=("c",)) == "b|a"
    assert lex.alternation(lex.weekdays("es", "pt")).count("sábado") == 1


def test_readers_built_from_it_read_every_language() -> None:
    assert date_names.verdict("Treffen am Mo., 7. Dez. um 10 Uhr")[0] == "broken"
    assert date_names.verdict("Nous nous verrons le 3 janvier.")[0] == "obeyed"
    assert week_dates.verdict("Semana 9: 3 de marzo. La semana 10 queda libre.")[0] == "broken"
    assert datetime_format._WEEKDAY.search("el miércoles 4") and datetime_format._WEEKDAY.search("Tues 3")
    assert not re.search(datetime_format._WEEKDAY, "Do not wait")  # "Do." only with its dot
    assert slots.days("Kein Deploy am Freitag oder am Sonnabend") == frozenset({4, 5})
    assert slots.days("週末と金曜日は避ける") == frozenset({4, 7})


def test_a_short_weekday_before_december_written_out_in_german() -> None:
    """The example date_names gives itself: "Mo., 7. Dezember" is a short weekday before a day and its month."""
    from memlock_core.compliance import date_names
    from memlock_core.compliance.outcomes import BROKEN

    assert date_names.verdict("Das Treffen ist am Mo., 7. Dezember um 10 Uhr.")[0] == BROKEN
    assert date_names.verdict("Das Treffen ist am Montag, 7. Dezember um 10 Uhr.")[0] != BROKEN
