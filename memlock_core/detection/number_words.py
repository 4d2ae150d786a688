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


def number_words(*, english_from: int, others_from: int, upto: int) -> dict[str, str]:
    """Word -> digits for the values ``english_from..upto`` in English and ``others_from..upto`` elsewhere."""
    out: dict[str, str] = {}
    for value, (english, others) in enumerate(_BY_VALUE[: upto + 1]):
        if value >= others_from:
            out.update({word: str(value) for word in others.split()})
        if value >= english_from:
            out[english] = str(value)
    return out
