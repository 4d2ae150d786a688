"""Per-reply cost (issue 21): the measures several pins share are read once per reply, and the cheap scans that let a
costly one be skipped never change what it finds."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance import emoji
from memlock_core.compliance.conventions import dates, quantity_spans, time_spans
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.language import LanguageGuess, identify
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_structure import measure
from memlock_core.compliance.spelling import _morphology, contextual_american


def test_every_emoji_holds_a_character_the_prefilter_looks_for() -> None:
    lowest = min(lo for lo, _ in emoji.EMOJI_PRESENTATION + emoji.TEXT_PICTOGRAPHS)
    assert lowest >= 0x20E3
    assert emoji.find_emoji("Plain ASCII, accents (café, Straße), Cyrillic (привет) and dashes — none.") == []
    found = emoji.find_emoji("Launch 🚀 done ✅, keycap 3\u20e3, heart ❤\ufe0f, flag 🇯🇵.")
    assert found == ["🚀", "✅", "3\u20e3", "❤\ufe0f", "🇯🇵"]


def test_find_emoji_gives_each_caller_its_own_list() -> None:
    text = "Bon voyage ✈ et à bientôt 🎉"
    first = emoji.find_emoji(text)
    first.clear()
    assert emoji.find_emoji(text) == ["✈", "🎉"]


def test_quantity_spans_gives_each_caller_its_own_list() -> None:
    text = "The trail is 12 km long and climbs 800 m; bring 2 litres of water."
    first = quantity_spans(text)
    assert [span[3] for span in first] == ["12 km", "800 m", "2 litres"]
    first.append(("imperial", 0, 1, "x"))
    assert len(quantity_spans(text)) == 3


def test_times_without_digits_are_still_found() -> None:
    # no digit in the text: only midnight, noon and hours in words can be times of day
    english = time_spans("The ferry leaves at midnight and the shop opens at three in the afternoon.")
    assert [(w, style) for _, _, w, style in english] == [("midnight", "word"), ("three", "12")]
    french = time_spans("Le marché ferme à midi, la séance commence à huit heures du soir.")
    assert [w for _, _, w, _ in french] == ["midi", "huit heures"]
    assert time_spans("Nothing here is a time: the evening was quiet.") == ()
    with_digits = time_spans("Call at 14:30 or at noon.")
    assert [(w, style) for _, _, w, style in with_digits] == [("14:30", "24"), ("noon", "word")]


def test_dates_need_a_digit() -> None:
    assert dates("We met in March, and again one sunny day in May.") == ([], [])
    assert dates("Nous partons le 3 mars 2031, retour le 2031-03-20.") == (["2031-03-20"], ["3 mars 2031"])


def test_contextual_american_forms_behind_the_word_check() -> None:
    assert contextual_american("Renew your driving license and check the tire pressure.") == ["license", "tire"]
    assert contextual_american("They practise daily at the theatre.") == []
    assert contextual_american("You should PRACTICE more.") == ["practice"]


def test_morphology_reads_only_the_three_endings() -> None:
    assert _morphology("containerized") == "us"
    assert _morphology("catalyzes") == "us"
    assert _morphology("dockerisation") == "gb"
    assert _morphology("harbour") == "" and _morphology("otherwise") == ""


def test_measure_repeated_is_the_same_length() -> None:
    text = "One line here.\n\nAnother line, with `inline code` in it."
    assert measure(text, "words", False) == measure(text, "words", False) == 10
    assert measure(text, "lines", True) == 3


class _Counting:
    """An identifier that counts how often it is asked."""

    name = "counting"

    def __init__(self) -> None:
        self.calls = 0

    def identify(self, text: str) -> LanguageGuess:
        self.calls += 1
        return LanguageGuess("en", 0.9, self.name, (("en", 0.9),))


class _Unhashable(_Counting):
    __hash__ = None  # type: ignore[assignment]


def test_identify_asks_an_identifier_once_per_text() -> None:
    ident = _Counting()
    assert identify(ident, "a sentence read by two pins") == identify(ident, "a sentence read by two pins")
    assert ident.calls == 1
    other = _Counting()  # another identifier is asked on its own
    identify(other, "a sentence read by two pins")
    assert other.calls == 1


def test_identify_still_asks_an_identifier_that_cannot_key_a_cache() -> None:
    ident = _Unhashable()
    assert identify(ident, "eine Frage").language == "en"
    identify(ident, "eine Frage")
    assert ident.calls == 2


def _anchor(rule: str, name: str) -> Anchor:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check is not None
    return Anchor(id=name, text=rule, reminder=rule, check=proposal.check)


def test_pins_pinned_together_judge_as_each_alone() -> None:
    # the measures shared across pins (spelling words, quantities, dates, emoji, language) give each pin the verdict
    # it gets alone, in any order
    rules = ["Use British spelling.", "Use American spelling.", "Use metric units only.", "Never use emoji.",
             "Write dates in ISO 8601 format (YYYY-MM-DD).", "Réponds toujours en français.", "Always answer in French."]
    anchors = [_anchor(rule, f"p{i}") for i, rule in enumerate(rules)]
    replies = ["The colour of the harbour at 6 am on 03/04/2031 was grey; it is 5 miles away 🚢.",
               "Le port est à 8 km. Nous partons le 2031-04-03 à midi, et la couleur du ciel est superbe.",
               "Check the tire pressure and the license plate before the 200 km drive."]
    for reply in replies:
        together = check_reply(anchors, reply, user_message="Any tips?")
        backwards = check_reply(anchors[::-1], reply, user_message="Any tips?")[::-1]
        alone = [check_reply([a], reply, user_message="Any tips?")[0] for a in anchors]
        assert together == alone == backwards
