"""The one number-word lexicon (memlock_core/number_lexicon.py) and the readers built on it.

Every reader of number words in detection and compliance takes its words from the lexicon; these tests pin what
the lexicon gives and that each reader still reads (and still leaves out) the words it did before the lists were
merged.
"""
from __future__ import annotations

import re

import pytest

from memlock_core import number_lexicon as lexicon
from memlock_core.compliance import conventions, numerals, part_pronoun, sources
from memlock_core.compliance.number_phrases import with_number_phrases
from memlock_core.compliance.reply_rule_base import _NUMBER_WORDS as LENGTH_WORDS
from memlock_core.detection.number_words import number_words


def test_every_language_lists_zero_to_twenty_and_the_tens() -> None:
    for lang in lexicon.LANGUAGES:
        assert len(lexicon.SMALL[lang]) in (11, 21), lang
        assert lang not in lexicon.TENS or len(lexicon.TENS[lang]) == 9, lang


@pytest.mark.parametrize(("lang", "value", "word"), [
    ("en", 7, "seven"), ("fr", 80, "quatre-vingts"), ("de", 12, "zwölf"), ("es", 16, "dieciséis"), ("it", 19, "diciannove"),
    ("pt", 2, "dois"), ("nl", 40, "veertig"), ("pl", 3, "trzy"), ("ru", 5, "пять"), ("ko", 3, "세"), ("de", 30, "dreißig"),
])
def test_plain_word(lang: str, value: int, word: str) -> None:
    assert lexicon.plain(lang, value) == word


def test_words_reads_forms_oblique_cases_and_tens() -> None:
    nominative = lexicon.words(("de", "ru"), range(1, 4))
    assert nominative["eine"] == 1 and nominative["две"] == 2 and "трёх" not in nominative and "einem" not in nominative
    oblique = lexicon.words(("de", "ru"), range(1, 4), oblique=True)
    assert oblique["einem"] == 1 and oblique["трёх"] == 3 and oblique["трех"] == 3
    tens = lexicon.words(("de",), range(0), tens=True)
    assert tens == {**tens, "dreissig": 30, "hundert": 100} and "zwei" not in tens
    assert "dreissig" not in lexicon.words(("de",), range(0), tens=True, tens_variants=False)


def test_hundreds() -> None:
    assert lexicon.hundreds(("en", "es"), 200) == {"a hundred": 100, "one hundred": 100, "two hundred": 200,
                                                   "ciento": 100, "doscientos": 200, "doscientas": 200}
    assert lexicon.hundreds(("pt",), 300, lowest=300) == {"trezentos": 300, "trezentas": 300}


def test_longest_first_reads_the_whole_word() -> None:
    pattern = re.compile(rf"^(?:{lexicon.longest_first(['sei', 'seis', 'quatre-vingt', 'quatre-vingts'])})")
    assert pattern.match("seis").group(0) == "seis"
    assert pattern.match("quatre-vingts").group(0) == "quatre-vingts"


def test_detection_readers_leave_articles_out() -> None:
    slots = number_words(english_from=1, others_from=2, upto=10)
    assert slots["drei"] == "3" and slots["forty"] == "40" and slots["hundred"] == "100"
    for article in ("un", "eine", "een", "um", "sei"):  # an article, or Italian "you are"
        assert article not in slots
    identity = number_words(english_from=0, others_from=0, upto=12)
    assert identity["une"] == "1" and identity["zwölf"] == "12" and "een" not in identity and "sei" not in identity


def test_length_rule_words_in_every_language_the_parse_reads() -> None:
    for word, value in (("trzech", 3), ("세", 3), ("трёх", 3), ("quatre-vingt-dix", 90), ("doscientas", 200),
                        ("three hundred", 300), ("a dozen", 12), ("stu", 100), ("五つ", 5), ("twintig", 20)):
        assert LENGTH_WORDS[word] == value, word
    assert "ciento" not in LENGTH_WORDS and "trescientos" not in LENGTH_WORDS  # not read by the length parse yet


@pytest.mark.parametrize(("text", "digits"), [
    ("keep it under two hundred and thirty words", "keep it under 230 words"),
    ("pas plus de deux cent quarante mots", "pas plus de 240 mots"),
    ("höchstens dreihundertzwanzig Wörter", "höchstens 320 Wörter"),
    ("no más de trescientas veinte palabras", "no más de 320 palabras"),
    ("al massimo quattrocentoventi parole", "al massimo 420 parole"),
    ("no máximo quinhentas e trinta palavras", "no máximo 530 palavras"),
    ("about a hundred people", "about a hundred people"),  # a lone hundred is left to the other readers
])
def test_compound_numbers_read_from_the_lexicon(text: str, digits: str) -> None:
    assert with_number_phrases(text) == digits


def test_compliance_readers_take_their_words_from_the_lexicon() -> None:
    assert conventions._WORDED.search("roughly zwölf Meilen") is None  # German 12 is not a measure word here
    assert conventions._WORDED.search("it was zwei Meilen away")
    assert conventions._WORD_HOUR.search("at onze heures du soir")
    assert numerals._NUMBER_WORD.search("Il y a douze étapes")
    assert part_pronoun._NUMBER.search("keep them under einem Satz")
    assert sources._COUNT_WORDS_I18N.search("il y a trente ans")
    assert not sources._COUNT_WORDS_I18N.search("six jours")


@pytest.mark.parametrize(("numeral", "value"), [("三", 3), ("两", 2), ("兩", 2), ("十", 10), ("十五", 15), ("三十", 30),
                                                ("四十二", 42), ("零", 0)])
def test_han_numerals_below_a_hundred(numeral: str, value: int) -> None:
    assert lexicon.han_value(numeral) == value
