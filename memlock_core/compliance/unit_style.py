"""How a unit symbol is written after its number: a space between them (SI style, "5 kg" not "5kg"), the litre as a
capital L ("2 L", "500 mL") or a lowercase l.

A rule of this kind names the space and the number and unit ("always a space between the number and the unit",
"pon un espacio entre el número y la unidad", "Leerzeichen zwischen Zahl und Einheit"), or the letter of the litre
("litres with a capital L", "litros con L mayúscula"). The reply's own prose is read for the symbols written after a
number; a symbol glued to a word or a version ("H2O", "MP3", "5G", "1950s") is no quantity.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, quote_words

UNIT_SPACE = "unit_space"
LITRE_CAPITAL = "litre_capital"
LITRE_LOWER = "litre_lower"
DECIMAL_COMMA = "decimal_comma"
DECIMAL_POINT = "decimal_point"
STYLES = (UNIT_SPACE, LITRE_CAPITAL, LITRE_LOWER, DECIMAL_COMMA, DECIMAL_POINT)

_SPACE = r"(?:space|spacing|espacio|espace|leerzeichen|abstand|spazio|espaço|スペース|空格)"
_NUMBER_AND_UNIT = (r"(?:(?:numbers?|numerals?|values?|figures?|número|nombres?|chiffres?|zahl(?:en)?|werte?|numeri|numero|"
                    r"números?|数値|数字)[^.;\n]{0,30}?(?:units?|unidad(?:es)?|unités?|einheit(?:en)?|unità|unidades?|"
                    r"symbols?|símbolos?|symboles?|単位|单位)|(?:units?|unidad(?:es)?|unités?|einheit(?:en)?|unità|"
                    r"unidades?|単位|单位))")
_SPACE_RULE = re.compile(rf"{_SPACE}[^.;\n]{{0,40}}?(?:between|before|entre|zwischen|vor|tra|fra|prima|antes|avant)\b"
                         rf"[^.;\n]{{0,40}}?{_NUMBER_AND_UNIT}|{_NUMBER_AND_UNIT}[^.;\n]{{0,30}}?(?:separated by|getrennt "
                         rf"durch|séparés? par|separad[oa]s? por|separat[ie] da)\s+(?:an?\s+|un[ae]?\s+|ein(?:em)?\s+)?"
                         rf"{_SPACE}|(?:between|entre|zwischen|tra|fra)\s+(?:the\s+|le\s+|el\s+|il\s+|o\s+)?"
                         rf"{_NUMBER_AND_UNIT}[^.;\n]{{0,40}}?{_SPACE}", re.I)
_NO_SPACE = re.compile(r"\b(?:no|without|never|sin|sans|ohne|kein(?:e|en)?|senza|sem)\s+(?:a\s+|un\s+|une\s+)?"
                       + _SPACE, re.I)
_LITRE = r"(?:lit(?:re|er)s?|litros?|litres?|liter|litri|リットル|升)"
_CAPITAL = r"(?:capital|upper-?case|großes?|großbuchstaben|majuscule|mayúscula|maiuscol[ao]|maiúscul[ao]|大文字)"
_LOWER = r"(?:lower-?case|small|kleines?|kleinbuchstaben|minuscule|minúscula|minuscol[ao]|小文字)"
_LITRE_CAPITAL = re.compile(rf"{_LITRE}[^.;\n]{{0,40}}?(?P<a>{_CAPITAL}\s+(?:letter\s+)?[\"'“‘«]?L\b|\bL\s+{_CAPITAL})|"
                            rf"(?P<b>{_CAPITAL}\s+[\"'“‘«]?L\b)[^.;\n]{{0,30}}?{_LITRE}", re.I)
_LITRE_LOWER = re.compile(rf"{_LITRE}[^.;\n]{{0,40}}?(?P<a>{_LOWER}\s+(?:letter\s+)?[\"'“‘«]?l\b|\bl\s+{_LOWER})|"
                          rf"(?P<b>{_LOWER}\s+[\"'“‘«]?l\b)[^.;\n]{{0,30}}?{_LITRE}", re.I)


# "a comma for decimals", "decimal comma", "virgule décimale", "Dezimalkomma", "coma decimal", "virgola per i decimali";
# "a decimal point", "a dot for decimals"
_COMMA = r"(?:comma|virgule|komma|coma|virgola|vírgula)"
_POINT = r"(?:point|dot|period|full stop|punkt|punto|ponto)"
_DECIMALS = r"(?:decimals?|decimal (?:separator|mark)|dezimal\w*|décimales?|decimales?|decimali|nachkommastellen|cents?)"
_DECIMAL_RULE = re.compile(rf"\b(?P<c>{_COMMA})\s+(?:as\s+(?:the\s+)?|for\s+(?:the\s+)?|pour\s+les\s+|für\s+(?:die\s+)?|"
                           rf"para\s+(?:los\s+|las\s+|as\s+|os\s+)?|per\s+i\s+)?{_DECIMALS}|\bdecimal\s+(?P<c2>{_COMMA})\b|"
                           rf"\b(?:dezimal|virgule\s+d[ée]cimale|coma\s+decimal|virgola\s+decimale)(?P<c3>\w*)|"
                           rf"\b(?P<p>{_POINT})\s+(?:as\s+(?:the\s+)?|for\s+(?:the\s+)?){_DECIMALS}|\bdecimal\s+(?P<p2>{_POINT})\b",
                           re.I)


def parse_unit_style(clause: str) -> list[str]:
    """The unit-writing styles ``clause`` asks for (UNIT_SPACE, LITRE_CAPITAL, LITRE_LOWER); "never a lowercase l"
    beside "a capital L" is the same rule said twice."""
    out: list[str] = []
    space = _SPACE_RULE.search(clause)
    if space and not _NO_SPACE.search(clause[max(0, space.start() - 20):space.end()]):
        out.append(UNIT_SPACE)
    decimal = _DECIMAL_RULE.search(clause)
    if decimal and not _negated_before(clause, decimal.start()):
        comma = decimal.group("c") or decimal.group("c2") or decimal.group("c3") is not None and \
            not re.match(r"punkt", decimal.group(0)[len("dezimal"):], re.I)
        out.append(DECIMAL_COMMA if comma else DECIMAL_POINT)
    capital, lower = _LITRE_CAPITAL.search(clause), _LITRE_LOWER.search(clause)
    capital_no = capital is not None and _negated_before(clause, capital.start("a") if capital.group("a") else capital.start())
    lower_no = lower is not None and _negated_before(clause, lower.start("a") if lower.group("a") else lower.start())
    if capital and not capital_no and (not lower or lower_no):
        out.append(LITRE_CAPITAL)
    elif lower and not lower_no and (not capital or capital_no):
        out.append(LITRE_LOWER)
    return out


def _negated_before(clause: str, at: int) -> bool:
    return bool(re.search(r"\b(?:never|not|no|nie|nicht|jamais|pas|nunca|mai|nunca)\b[^.;\n]{0,25}$", clause[:at], re.I))


# unit symbols an SI rule writes apart from the number (prefix + base); "s" alone, "h" alone and "K" alone are left
# out ("1950s", "24h" as a clock, "4K" as a screen)
_SYMBOL = (r"(?:[kMGTmµcd]?(?:g|m|L|l|W|Wh|V|A|Hz|J|N|Pa|bar|B)|[kMGT]B|[mµn]s|mAh|kWh|km/h|m/s|°C|°F|min|cm²|m²|"
           r"km²|m³|cm³|t)")
_GLUED = re.compile(rf"(?<![\w.,$€£¥#/-])(\d+(?:[.,]\d+)?)(?P<u>{_SYMBOL})(?![\w²³])")
_SPACED = re.compile(rf"(?<![\w.,$€£¥#/-])(\d+(?:[.,]\d+)?)[ \u00a0\u202f](?P<u>{_SYMBOL})(?![\w²³])")
_LOWER_L = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?[ \u00a0\u202f]?(?P<u>[mcdµ]?l)(?![\w'’])")
_UPPER_L = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?[ \u00a0\u202f]?(?P<u>[mcdµ]?L)(?![\w'’])")


# an amount or a quantity with decimals: a currency sign or code, a unit symbol or a percent sign next to it (a
# version, "Python 3.12", has none); a group of three digits is thousands, not decimals
_MONEY_OR_UNIT = rf"(?:[€$£¥₹]|EUR|USD|GBP|CHF|JPY|%|{_SYMBOL})"
_DECIMAL = re.compile(rf"(?:(?<=[€$£¥₹])\s?|(?<=EUR|USD|GBP|CHF)\s)(?P<a>\d+(?P<s>[.,])\d{{1,2}})(?!\d)|"
                      rf"(?<![\w.,])(?P<b>\d+(?P<t>[.,])\d{{1,2}})(?![\d.,]\d)\s?{_MONEY_OR_UNIT}(?![\w²³])")


def _decimal_verdict(style: str, text: str) -> tuple[str, str]:
    comma: list[str] = []
    point: list[str] = []
    for found in _DECIMAL.finditer(text):
        (comma if (found.group("s") or found.group("t")) == "," else point).append(found.group(0).strip())
    wrong, right, label = (point, comma, "a decimal comma") if style == DECIMAL_COMMA else (comma, point, "a decimal point")
    if wrong:
        return BROKEN, f"decimals not written with {label}: {quote_words(wrong)}"
    return (OBEYED, f"decimals with {label}: {quote_words(right)}") if right \
        else (NOT_APPLICABLE, "no amount or quantity with decimals")


def unit_style_verdict(style: str, text: str) -> tuple[str, str]:
    """Whether the reply's prose ``text`` writes its unit symbols (or the decimals of its amounts) in ``style``."""
    if style in (DECIMAL_COMMA, DECIMAL_POINT):
        return _decimal_verdict(style, text)
    if style == UNIT_SPACE:
        glued = [m.group(0) for m in _GLUED.finditer(text)]
        if glued:
            return BROKEN, f"no space between number and unit: {quote_words(glued)}"
        spaced = [m.group(0) for m in _SPACED.finditer(text)]
        return (OBEYED, f"a space between number and unit: {quote_words(spaced)}") if spaced \
            else (NOT_APPLICABLE, "no number with a unit symbol in the reply")
    lower = [m.group(0) for m in _LOWER_L.finditer(text)]
    upper = [m.group(0) for m in _UPPER_L.finditer(text)]
    wrong, right, label = (lower, upper, "capital L") if style == LITRE_CAPITAL else (upper, lower, "lowercase l")
    if wrong:
        return BROKEN, f"litres not written with a {label}: {quote_words(wrong)}"
    return (OBEYED, f"litres with a {label}: {quote_words(right)}") if right else (NOT_APPLICABLE, "no volume in litres")
