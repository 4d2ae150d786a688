"""Number words read as digits ("three sentences" is "3 sentences"): one table for the detection modules.

Three readers need them and differ only in which words count. A rule's identity (rule_identity) reads every
language's "zero" and "one"; a short restatement (shortened) and a rule's slots (slots) leave out "one" and
"zero" outside English, because there they double as articles and other words ("un fichier", "eine Datei",
"uma regra"; German "null" is also a value). Italian "sei" (six) is left out everywhere: it is also "you are",
and German "be".
"""
from __future__ import annotations

# value: (English, the same number in Spanish, French, German, Italian, Portuguese, Dutch, Russian)
_BY_VALUE: tuple[tuple[str, str], ...] = (
    ("zero", "cero zéro null"),
    ("one", "uno una un une eins ein eine"),
    ("two", "dos deux zwei due dois duas twee два две"),
    ("three", "tres trois drei tre três drie три"),
    ("four", "cuatro quatre vier quattro quatro четыре"),
    ("five", "cinco cinq fünf cinque vijf пять"),
    ("six", "seis sechs zes шесть"),
    ("seven", "siete sept sieben sette sete zeven семь"),
    ("eight", "ocho huit acht otto oito восемь"),
    ("nine", "nueve neuf neun nove negen девять"),
    ("ten", "diez dix zehn dieci dez tien десять"),
    ("eleven", "once onze elf"),
    ("twelve", "doce douze zwölf"),
)

# The round tens ("No function should grow past forty lines" for "under 40 lines"): never an article nor another
# word in these languages, so every reader that reads up to ten reads them too.
_TENS: tuple[tuple[int, str], ...] = (
    (20, "twenty veinte vingt zwanzig venti vinte twintig двадцать"),
    (30, "thirty treinta trente dreißig dreissig trenta trinta dertig тридцать"),
    (40, "forty cuarenta quarante vierzig quaranta quarenta veertig сорок"),
    (50, "fifty cincuenta cinquante fünfzig funfzig cinquanta cinquenta vijftig пятьдесят"),
    (60, "sixty sesenta soixante sechzig sessanta sessenta zestig шестьдесят"),
    (70, "seventy setenta siebzig settanta zeventig семьдесят"),
    (80, "eighty ochenta achtzig ottanta oitenta tachtig восемьдесят"),
    (90, "ninety noventa neunzig novanta negentig девяносто"),
    (100, "hundred"),
)


def number_words(*, english_from: int, others_from: int, upto: int) -> dict[str, str]:
    """Word -> digits for the values ``english_from..upto`` in English and ``others_from..upto`` elsewhere, and the
    round tens (:data:`_TENS`) for a reader that reads up to ten."""
    out: dict[str, str] = {}
    for value, (english, others) in enumerate(_BY_VALUE[: upto + 1]):
        if value >= others_from:
            out.update({word: str(value) for word in others.split()})
        if value >= english_from:
            out[english] = str(value)
    if upto >= 10:
        out.update({word: str(value) for value, words in _TENS for word in words.split()})
    return out
