"""Number words of every language memlock reads ("three", "trois", "drei", "tres", "三"): the one lexicon.

Detection (a rule's slots, its identity, a restatement's caps) and compliance (a length limit, a worded
measurement, a compound "a hundred and fifty") all read numbers said in words; each used to carry a list of its
own, and the lists drifted apart. The words live here once, by language and value; each reader picks the
languages, values and forms it reads (:func:`words`) and says in its own module why it leaves some out (a "one"
that is also an article, Italian "sei" that is also "you are"). Layer 0: it imports nothing of memlock, so both packages reach it.
"""
from __future__ import annotations

import re
from typing import Iterable

# language -> the words for 0, 1, ..., 20: each entry the forms of one value, the plain one first ("" where this
# lexicon has none); the other forms are the gender forms and spelling variants of the nominative.
SMALL: dict[str, tuple[str, ...]] = {
    "en": ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"),
    "fr": ("zéro", "un une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
           "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf", "vingt"),
    "de": ("null", "ein eins eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun",
           "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn",
           "zwanzig"),
    "es": ("cero", "uno una un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once",
           "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"),
    "it": ("zero", "uno una un", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici",
           "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto", "diciannove", "venti"),
    "pt": ("zero", "um uma", "dois duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze",
           "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove", "vinte"),
    "nl": ("nul", "een één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf", "twaalf",
           "dertien", "veertien", "vijftien", "zestien", "zeventien", "achttien", "negentien", "twintig"),
    "pl": ("", "jeden jedna jedno", "dwa dwie", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć",
           "dziesięć", "jedenaście", "dwanaście", "trzynaście", "czternaście", "piętnaście", "szesnaście",
           "siedemnaście", "osiemnaście", "dziewiętnaście", "dwadzieścia"),
    "ru": ("", "один одна одно", "два две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять"),
    # Korean native numerals, the ones a count of sentences or lines takes ("세 문장", "두 문단")
    "ko": ("", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열", "", "", "", "", "", "", "", "", "",
           "스무"),
}

# language -> the oblique forms (genitive, dative, instrumental) of 0, 1, ..., 10 that a limit takes: "einem Satz",
# "do trzech zdań", "nie więcej niż pięciu akapitów", "не больше трёх абзацев"
OBLIQUE: dict[str, tuple[str, ...]] = {
    "de": ("", "einem einen"),
    "pl": ("", "jednego jednym jednej", "dwóch", "trzech", "czterech", "pięciu", "sześciu", "siedmiu", "ośmiu",
           "dziewięciu", "dziesięciu"),
    "ru": ("", "одного одним одной", "двух", "трёх трех", "четырёх четырех", "пяти", "шести", "семи", "восьми",
           "девяти", "десяти"),
}

# language -> the words for 20, 30, ..., 90, then 100 (forms as in SMALL)
TENS: dict[str, tuple[str, ...]] = {
    "en": ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred"),
    # (70, 80, 90 also as said in Belgium and Switzerland: septante, huitante / octante, nonante)
    "fr": ("vingt", "trente", "quarante", "cinquante", "soixante", "soixante-dix septante",
           "quatre-vingts quatre-vingt huitante octante", "quatre-vingt-dix nonante", "cent"),
    "de": ("zwanzig", "dreißig dreissig", "vierzig", "fünfzig funfzig", "sechzig", "siebzig", "achtzig", "neunzig",
           "hundert"),
    "es": ("veinte", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa", "cien ciento"),
    "it": ("venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta", "cento"),
    "pt": ("vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa", "cem cento"),
    "nl": ("twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig", "honderd"),
    "pl": ("dwadzieścia", "trzydzieści", "czterdzieści", "pięćdziesiąt", "sześćdziesiąt", "siedemdziesiąt",
           "osiemdziesiąt", "dziewięćdziesiąt", "sto stu"),
    "ru": ("двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто", ""),
    "ko": ("스무", "", "", "", "", "", "", "", "백"),
}

# language -> the words for 100, 200, ..., 500, the forms of each set apart by "|" (a form may be several words)
HUNDREDS: dict[str, tuple[str, ...]] = {
    "en": ("a hundred|one hundred", "two hundred", "three hundred", "four hundred", "five hundred"),
    "fr": ("cent", "deux cents", "trois cents", "quatre cents", "cinq cents"),
    "de": ("hundert", "zweihundert", "dreihundert", "vierhundert", "fünfhundert"),
    "es": ("ciento", "doscientos|doscientas", "trescientos|trescientas", "cuatrocientos|cuatrocientas",
           "quinientos|quinientas"),
    "it": ("cento", "duecento", "trecento", "quattrocento", "cinquecento"),
    "pt": ("cento", "duzentos|duzentas", "trezentos|trezentas", "quatrocentos|quatrocentas", "quinhentos|quinhentas"),
    "pl": ("sto", "dwieście", "trzysta", "czterysta", "pięćset"),
}

# Han numerals read as words (Chinese and Japanese), and the Japanese counter forms ("三つ")
HAN: dict[str, int] = {**{k: i for i, k in enumerate("一二三四五六七八九十", 1)},
                       "二十": 20, "三十": 30, "四十": 40, "五十": 50, "百": 100, "二百": 200, "三百": 300, "两": 2,
                       "兩": 2, "一つ": 1, "二つ": 2, "三つ": 3, "四つ": 4, "五つ": 5}

# the Han digits a numeral below a hundred is written with ("三十" is 30, "十五" is 15, "两" is the 2 of a count)
HAN_DIGITS: dict[str, int] = {"零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
                              "八": 8, "九": 9}

LANGUAGES = tuple(SMALL)


def han_value(numeral: str) -> int:
    """The value of a Han numeral below a hundred, written with :data:`HAN_DIGITS` and at most one "十"."""
    if "十" not in numeral:
        return HAN_DIGITS[numeral]
    tens, _, ones = numeral.partition("十")
    return (HAN_DIGITS[tens] if tens else 1) * 10 + (HAN_DIGITS[ones] if ones else 0)


def forms(entry: str) -> list[str]:
    """The forms of one entry of :data:`SMALL`, :data:`OBLIQUE` or :data:`TENS` ("dos", "un une")."""
    return entry.split()


def plain(lang: str, value: int) -> str:
    """The plain word for ``value`` (0-20 or a round ten up to 100) in ``lang``; "" when the lexicon has none."""
    entry = SMALL[lang][value] if value <= 20 and value < len(SMALL[lang]) else \
        TENS[lang][value // 10 - 2] if value % 10 == 0 and 20 <= value <= 100 else ""
    return forms(entry)[0] if entry else ""


def words(langs: tuple[str, ...] = LANGUAGES, values: range = range(21), *, oblique: bool = False,
          tens: bool = False, tens_variants: bool = True) -> dict[str, int]:
    """Word -> value for ``values`` (of 0-20) in ``langs``, every form of the nominative; with the oblique forms
    (:data:`OBLIQUE`) when ``oblique`` and the round tens 20-100 when ``tens`` (their plain forms only unless
    ``tens_variants``: "dreißig" without "dreissig")."""
    out: dict[str, int] = {}
    for lang in langs:
        for table in (SMALL[lang], OBLIQUE.get(lang, ()) if oblique else ()):
            out.update({word: value for value in values if value < len(table) and table[value]
                        for word in forms(table[value])})
        if tens:
            out.update({word: 10 * (i + 2) for i, entry in enumerate(TENS[lang]) if entry
                        for word in forms(entry)[: None if tens_variants else 1]})
    return out


def hundreds(langs: tuple[str, ...], upto: int, lowest: int = 100) -> dict[str, int]:
    """Word -> value for the round hundreds ``lowest``..``upto`` in ``langs`` (:data:`HUNDREDS`, every form)."""
    return {word: 100 * (i + 1) for lang in langs for i, entry in enumerate(HUNDREDS[lang][: upto // 100])
            if 100 * (i + 1) >= lowest for word in entry.split("|")}


def tens_list(lang: str) -> list[str]:
    """The plain words for 20, 30, ..., 90 in ``lang``, in order."""
    return [forms(entry)[0] for entry in TENS[lang][:8]]


def longest_first(found: Iterable[str]) -> str:
    """``found`` as one regex alternation, the longest word first."""
    return "|".join(re.escape(word) for word in sorted(set(found), key=lambda w: (-len(w), w)))
