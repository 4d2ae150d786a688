"""How a unit symbol is written after its number: a space between them (SI style, "5 kg" not "5kg"), the litre as a
capital L ("2 L", "500 mL") or a lowercase l.

A rule of this kind names the space and the number and unit ("always a space between the number and the unit",
"pon un espacio entre el número y la unidad", "Leerzeichen zwischen Zahl und Einheit"), or the letter of the litre
("litres with a capital L", "litros con L mayúscula"). The reply's own prose is read for the symbols written after a
number; a symbol glued to a word or a version ("H2O", "MP3", "5G", "1950s") is no quantity.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import contrast
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, quote_words
from memlock_core.regex_cache import rx

UNIT_SPACE = "unit_space"
UNIT_SPACE_BUT_DEGREES = "unit_space_but_degrees"  # "a space between number and unit, except % and °": 28°C kept
LITRE_CAPITAL = "litre_capital"
LITRE_LOWER = "litre_lower"
DECIMAL_COMMA = "decimal_comma"
DECIMAL_POINT = "decimal_point"
STYLES = (UNIT_SPACE, UNIT_SPACE_BUT_DEGREES, LITRE_CAPITAL, LITRE_LOWER, DECIMAL_COMMA, DECIMAL_POINT)

_SPACE = (r"(?:space|spacing|espacio|espace|leerzeichen|abstand|spazio|espaço|spatie|spacja|spację|boşluk|пробел\w*|スペース|"
          r"空格|空白|공백|띄어쓰기)")
_NUMBER_AND_UNIT = (r"(?:(?:numbers?|numerals?|values?|figures?|número|nombres?|chiffres?|zahl(?:en)?|werte?|numeri|numero|"
                    r"números?|getal(?:len)?|liczb\w*|sayı\w*|числ\w*|数値|数字|숫자)[^.;\n]{0,30}?(?:units?|unidad(?:es)?|unités?|einheit(?:en)?|unità|unidades?|"
                    r"symbols?|símbolos?|symboles?|eenhe\w*|jednost\w*|sembol\w*|birim\w*|единиц\w*|単位|单位|단위)|"
                    r"(?:units?|unidad(?:es)?|unités?|einheit(?:en)?|unità|"
                    r"unidades?|単位|单位))")
_BETWEEN = r"(?:between|entre|zwischen|tra|fra|tussen|między|между|mellan)"
_SPACE_RULE = rx(rf"{_SPACE}[^.;\n]{{0,40}}?(?:{_BETWEEN}|before|vor|prima|antes|avant)\b"
                         rf"[^.;\n]{{0,40}}?{_NUMBER_AND_UNIT}|{_NUMBER_AND_UNIT}[^.;\n]{{0,30}}?(?:separated by|getrennt "
                         rf"durch|séparés? par|separad[oa]s? por|separat[ie] da)\s+(?:an?\s+|un[ae]?\s+|ein(?:em)?\s+)?"
                         rf"{_SPACE}|{_BETWEEN}\s+(?:the\s+|le\s+|el\s+|il\s+|o\s+)?"
                         rf"{_NUMBER_AND_UNIT}[^.;\n]{{0,40}}?{_SPACE}|"
                         # "数値と単位の間に半角スペース", "数字和单位之间加空格", "숫자와 단위 사이에 공백"
                         rf"{_NUMBER_AND_UNIT}\s*(?:の間|のあいだ|之间|之間|사이|arasında)[^。．.;\n]{{0,15}}?{_SPACE}", re.I)
_NO_SPACE = rx(r"\b(?:no|without|never|sin|sans|ohne|kein(?:e|en)?|senza|sem)\s+(?:a\s+|un\s+|une\s+)?"
                       + _SPACE, re.I)
# a refusal after the space word, in Japanese, Chinese, Korean: "スペースを入れないで", "空格不要", "공백 없이", "공백을 넣지"
_NO_SPACE_AFTER = rx(r"\s*(?:を|は|が|을|를|은|는)?\s*(?:入れない|いれない|入れず|空けない|あけない|不要|なし|無し|禁止|NG|"
                             r"不要加|不加|别加|別加|不能|없이|넣지|두지|빼)")
_LITRE = r"(?:lit(?:re|er)s?|litros?|litres?|liter|litri|リットル|升)"
_CAPITAL = r"(?:capital|upper-?case|großes?|großbuchstaben|majuscule|mayúscula|maiuscol[ao]|maiúscul[ao]|大文字)"
_LOWER = r"(?:lower-?case|small|kleines?|kleinbuchstaben|minuscule|minúscula|minuscol[ao]|小文字)"
_LITRE_CAPITAL = rx(rf"{_LITRE}[^.;\n]{{0,40}}?(?P<a>{_CAPITAL}\s+(?:letter\s+)?[\"'“‘«]?L\b|\bL\s+{_CAPITAL})|"
                            rf"(?P<b>{_CAPITAL}\s+[\"'“‘«]?L\b)[^.;\n]{{0,30}}?{_LITRE}", re.I)
_LITRE_LOWER = rx(rf"{_LITRE}[^.;\n]{{0,40}}?(?P<a>{_LOWER}\s+(?:letter\s+)?[\"'“‘«]?l\b|\bl\s+{_LOWER})|"
                          rf"(?P<b>{_LOWER}\s+[\"'“‘«]?l\b)[^.;\n]{{0,30}}?{_LITRE}", re.I)


# "a comma for decimals", "decimal comma", "virgule décimale", "Dezimalkomma", "coma decimal", "virgola per i decimali";
# "a decimal point", "a dot for decimals"
_COMMA = r"(?:comma|virgule|komma|coma|virgola|vírgula)"
_POINT = r"(?:point|dot|period|full stop|punkt|punto|ponto)"
_DECIMALS = r"(?:decimals?|decimal (?:separator|mark)|dezimal\w*|décimales?|decimales?|decimali|nachkommastellen|cents?)"
_DECIMAL_RULE = rx(rf"\b(?P<c>{_COMMA})\s+(?:as\s+(?:the\s+)?|for\s+(?:the\s+)?|pour\s+les\s+|für\s+(?:die\s+)?|"
                           rf"para\s+(?:los\s+|las\s+|as\s+|os\s+)?|per\s+i\s+)?{_DECIMALS}|\bdecimale?\s+(?P<c2>{_COMMA})\b|"
                           rf"\b(?:dezimal|virgule\s+d[ée]cimale|coma\s+decimal|virgola\s+decimale)(?P<c3>\w*)|"
                           rf"\b(?P<p>{_POINT})\s+(?:as\s+(?:the\s+)?|for\s+(?:the\s+)?){_DECIMALS}|\bdecimale?\s+(?P<p2>{_POINT})\b|"
                           # the decimals first, then their mark: "skriv decimaler med komma", "decimals with a comma"
                           rf"\b(?:{_DECIMALS}|decimaler|decimalen|decimais)\s+(?:with|mit|avec|con|com|med|met)\s+"
                           rf"(?:a\s+|an\s+|einem\s+|une\s+|una\s+|um\s+|een\s+)?(?:(?P<c4>{_COMMA})|{_POINT})\b",
                           re.I)


# "Zahlen im deutschen Format", "German number format", "le format français pour les nombres": a locale's way of
# writing numbers, its decimal mark a comma (German, French, Spanish, Italian, Portuguese, Dutch) or a point (English)
_COMMA_LOCALE = (r"(?:german|deutsch\w*|french|fran[çc]ais\w*|französisch\w*|spanish|espa[ñn]ol\w*|spanisch\w*|italian|"
                 r"italien\w*|italiano|portugu\w*|dutch|niederländisch\w*|europ\w*)")
_POINT_LOCALE = r"(?:english|englisch\w*|anglais\w*|ingl[ée]s\w*|american|amerikanisch\w*|américain\w*|us|uk)"
_NUMBER_WORD = r"(?:numbers?|numerals?|zahlen|zahlenformat|nombres?|chiffres?|números?|numeros?|cifras?|numeri|getallen)"
_FORMAT = r"(?:format|formato|formatierung|schreibweise|style|stil|notation|notación)"
_LOCALE_FORMAT = rx(rf"\b{_NUMBER_WORD}\b[^.;\n]{{0,25}}?\b(?P<a>{_COMMA_LOCALE}|{_POINT_LOCALE})\w*\s+{_FORMAT}\b|"
                            rf"\b{_NUMBER_WORD}\b[^.;\n]{{0,25}}?\b{_FORMAT}\s+(?P<b>{_COMMA_LOCALE}|{_POINT_LOCALE})\b|"
                            rf"\b(?P<c>{_COMMA_LOCALE}|{_POINT_LOCALE})\w*\s+(?:number|zahlen|numeric|numérique)\s*-?\s*{_FORMAT}\b|"
                            rf"\b{_FORMAT}\s+(?:numérique|num[ée]rico|des nombres|de los números|der zahlen)\s+"
                            rf"(?P<d>{_COMMA_LOCALE}|{_POINT_LOCALE})\b", re.I)
# a number written with both marks, its last one the decimal mark: "1.000,50" (comma) or "1,000.50" (point)
_EXAMPLE = rx(r"(?<![\d.,])\d{1,3}(?P<t>[.,\u00a0\u202f ])\d{3}(?P<d>[.,])\d{1,3}(?![\d.,]\d)")
_UNCHECKED = r"avoid|jamais|nie|kein\w*|nunca|sin|nada de|niente|não|nem"  # words of the lexicon not read here yet
_INSTEAD_BEFORE = rx(rf"\b(?:{contrast(more='anstelle von', without=_UNCHECKED)})\s*[\"'«„“]?\s*$", re.I)


def _locale_style(clause: str) -> str:
    """The decimal mark a rule asks for by naming a locale's number format or by showing a number written with both
    marks (one shown as the wrong way, "statt 1,000.50", is not it); "" when it names neither."""
    for found in _EXAMPLE.finditer(clause):
        if found.group("t") != found.group("d") and not _INSTEAD_BEFORE.search(clause[:found.start()]):
            return DECIMAL_COMMA if found.group("d") == "," else DECIMAL_POINT
    locale = _LOCALE_FORMAT.search(clause)
    if locale is None or _negated_before(clause, locale.start()):
        return ""
    name = next(g for g in locale.groups() if g)
    return DECIMAL_POINT if re.fullmatch(_POINT_LOCALE, name, re.I) else DECIMAL_COMMA


def without_number_format(clause: str) -> str:
    """``clause`` without the locale number format it names ("Zahlen im deutschen Format"): no language of the reply."""
    return _LOCALE_FORMAT.sub(" ", clause)


# "units with a space", "Einheiten mit Leerzeichen", "unités avec une espace"
_WITH_SPACE = rx(rf"{_NUMBER_AND_UNIT}[^.;:\n]{{0,20}}?\b(?:with|mit|avec|con|com)\s+(?:a\s+|an\s+|un[ae]?\s+|"
                         rf"ein(?:em)?\s+|um\s+)?{_SPACE}", re.I)


def _contrast(clause: str) -> bool:
    """The rule's own examples show the style: "5 km, 10 MB, not 5km/10MB", "5 kg statt 5kg" (a spaced quantity
    asked for, the glued one refused)."""
    glued = re.search(rf"\b(?:not|never|no|instead of|rather than|nicht|statt|anstatt|pas|jamais|nunca|no|non|mai)\s+"
                      rf"\d+(?:[.,]\d+)?{_SYMBOL}(?![\w²³])", clause)
    return bool(glued and _SPACED.search(clause[:glued.start()] + " " + clause[glued.end():]))


# the degree sign named as an exception to the space: "except % and °", "sauf pour °", "außer bei °", "salvo °",
# "°は除く"
_DEGREES_EXCEPTED = rx(r"(?:\b(?:except|but not|apart from|other than|excluding|sauf|hormis|außer|ausser|ausgenommen|"
                               r"excepto|salvo|menos|tranne|eccetto|behalve|oprócz|kromě)\b|[(（])[^.;\n]{0,25}?(?:°|º|degrees?|"
                               r"degrés?|grad|grados?|gradi)|(?:°|º|度)[^。.;\n]{0,12}?(?:は)?(?:除く|以外|例外|除外)", re.I)


def parse_unit_style(clause: str) -> list[str]:
    """The unit-writing styles ``clause`` asks for (UNIT_SPACE, LITRE_CAPITAL, LITRE_LOWER); "never a lowercase l"
    beside "a capital L" is the same rule said twice."""
    out: list[str] = []
    space = _SPACE_RULE.search(clause)
    if space and _NO_SPACE_AFTER.match(clause, space.end()):
        pass  # "数値と単位の間にスペースを入れないで": the space refused, not asked for
    elif space and not _NO_SPACE.search(clause[max(0, space.start() - 20):space.end()]):
        out.append(UNIT_SPACE)
    elif (_WITH_SPACE.search(clause) and not _NO_SPACE.search(clause)) or _contrast(clause):
        out.append(UNIT_SPACE)
    if UNIT_SPACE in out and _DEGREES_EXCEPTED.search(clause):
        out[out.index(UNIT_SPACE)] = UNIT_SPACE_BUT_DEGREES
    decimal = _DECIMAL_RULE.search(clause)
    if decimal and not _negated_before(clause, decimal.start()):
        comma = decimal.group("c") or decimal.group("c2") or decimal.group("c4") or decimal.group("c3") is not None and \
            not re.match(r"punkt", decimal.group(0)[len("dezimal"):], re.I)
        out.append(DECIMAL_COMMA if comma else DECIMAL_POINT)
    elif _locale_style(clause):
        out.append(_locale_style(clause))
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
_SYMBOL = (r"(?:[kKMGT]?bit/s|[kKMGT]bps|[kMGT]bit|[KMGT]iB|"
           r"[kMGTmµcd]?(?:g|m|L|l|W|Wh|V|A|Hz|J|N|Pa|bar|B)|[kMGT]B|[kKMGT]o|[mµn]s|mAh|kWh|km/h|m/s|°C|°F|min|cm²|m²|"
           r"km²|m³|cm³|t)")
# a quantity's edges: a Latin letter or digit next to it makes it part of a word or a code ("H2O", "v2m"); Japanese,
# Chinese or Korean script touching it does not ("42.195kmです", "は-18°C"); a minus sign after a space is the number's
_LATIN_W = r"A-Za-z0-9_\u00c0-\u024f"
_EDGE_BEFORE = rf"(?<![{_LATIN_W}.,$€£¥#/])(?<![{_LATIN_W}]-)(?<!--)"
_EDGE_AFTER = rf"(?![{_LATIN_W}²³])"
_GLUED = rx(rf"{_EDGE_BEFORE}(-?\d+(?:[.,]\d+)?)(?P<u>{_SYMBOL}){_EDGE_AFTER}")
_SPACED = rx(rf"{_EDGE_BEFORE}(-?\d+(?:[.,]\d+)?)[ \u00a0\u202f](?P<u>{_SYMBOL}){_EDGE_AFTER}")
_LOWER_L = rx(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?[ \u00a0\u202f]?(?P<u>[mcdµ]?l)(?![\w'’])")
_UPPER_L = rx(r"(?<![\w.,])\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)?[ \u00a0\u202f]?(?P<u>[mcdµ]?L)(?![\w'’])")


# an amount or a quantity with decimals: a currency sign or code, a unit symbol or a percent sign next to it (a
# version, "Python 3.12", has none); a group of three digits is thousands, not decimals
_MONEY_OR_UNIT = rf"(?:[€$£¥₹]|EUR|USD|GBP|CHF|JPY|%|{_SYMBOL})"
# a unit written out ("1.5 litres", "2,5 Kilometer", "0.5 euros")
_UNIT_WORD = (r"(?:(?:kilo|centi|milli)?(?:lit(?:re|er)s?|litros?|liter|mètres?|metres?|meters?|metros?|meter|grammes?|grams?|"
              r"gramos?|gramm)|kilos?|kilómetros?|kilometer|euros?|dollars?|dólares?|pounds?|percent|per cent|pour cent|"
              r"por ciento|prozent|hours?|heures?|horas?|stunden|minutes?|minutos?|minuten|seconds?|secondes?|segundos?|"
              r"sekunden|days?|jours?|días?|tage[n]?|years?|ans|años|jahren?|"
              # a scale word ("2.9 milhões", "1,08 milliard", "4.5 Mio.", "3,2 millones") and an hour ("2.5 h": no clock
              # time has decimals)
              r"millions?|milliards?|billions?|trillions?|millionen|million|milliarden?|mio|mrd|millones|mill[óo]n|"
              r"milh(?:ão|ões)|mil milh(?:ão|ões)|bilh(?:ão|ões)|miliardi?|milion[ei]|h|std)")
# "1.5 à 2 litres", "2,5-3 kg": the first number of a range, the unit after the second
_RANGE_TO = r"(?:\s?[-–]\s?|\s(?:à|a|bis|to|y|et|and|und)\s)\d+(?:[.,]\d+)?"
_DECIMAL = rx(rf"(?:(?<=[€$£¥₹])\s?|(?<=EUR|USD|GBP|CHF)\s)(?P<a>\d+(?P<s>[.,])\d{{1,2}})(?!\d)|"
                      rf"(?<![\w.,])(?P<b>(?:\d+(?P<t>[.,])\d{{1,2}}|0(?P<z>[.,])\d{{3}})(?![\d.,]\d))(?:{_RANGE_TO})?"
                      rf"\s?(?:{_MONEY_OR_UNIT}(?![\w²³])|{_UNIT_WORD}\b)", re.I)
# numbers grouped in thousands, told apart by their marks: "1,250,000" and "1,234.56" (a comma groups, a point
# marks decimals), "1.234,56" (a point groups, a comma marks decimals); "1.250.000" alone could be an address
_GROUPED_POINT = rx(r"(?<![\w.,])\d{1,3}(?:,\d{3}){2,}(?![\d.,]\d)|(?<![\w.,])\d{1,3}(?:,\d{3})+\.\d+(?![\d.,]\d)")
_GROUPED_COMMA = rx(r"(?<![\w.,])\d{1,3}(?:\.\d{3})+,\d+(?![\d.,]\d)")


def _decimal_verdict(style: str, text: str) -> tuple[str, str]:
    comma: list[str] = []
    point: list[str] = []
    for found in _DECIMAL.finditer(text):
        (comma if (found.group("s") or found.group("t") or found.group("z")) == "," else point).append(found.group(0).strip())
    point += [m.group(0) for m in _GROUPED_POINT.finditer(text)]
    comma += [m.group(0) for m in _GROUPED_COMMA.finditer(text)]
    wrong, right, label = (point, comma, "a decimal comma") if style == DECIMAL_COMMA else (comma, point, "a decimal point")
    if wrong:
        return BROKEN, f"decimals not written with {label}: {quote_words(wrong)}"
    return (OBEYED, f"decimals with {label}: {quote_words(right)}") if right \
        else (NOT_APPLICABLE, "no amount or quantity with decimals")


def unit_style_verdict(style: str, text: str) -> tuple[str, str]:
    """Whether the reply's prose ``text`` writes its unit symbols (or the decimals of its amounts) in ``style``."""
    if style in (DECIMAL_COMMA, DECIMAL_POINT):
        return _decimal_verdict(style, text)
    if style in (UNIT_SPACE, UNIT_SPACE_BUT_DEGREES):
        glued = [m.group(0) for m in _GLUED.finditer(text)
                 if not (style == UNIT_SPACE_BUT_DEGREES and m.group("u").startswith(("°", "º")))]
        if glued:
            return BROKEN, f"no space between number and unit: {quote_words(glued)}"
        spaced = [m.group(0) for m in _SPACED.finditer(text)]
        if style == UNIT_SPACE_BUT_DEGREES:  # "21°C" written the way the rule's exception allows
            spaced += [m.group(0) for m in _GLUED.finditer(text) if m.group("u").startswith(("°", "º"))]
        return (OBEYED, f"a space between number and unit: {quote_words(spaced)}") if spaced \
            else (NOT_APPLICABLE, "no number with a unit symbol in the reply")
    lower = [m.group(0) for m in _LOWER_L.finditer(text)]
    upper = [m.group(0) for m in _UPPER_L.finditer(text)]
    wrong, right, label = (lower, upper, "capital L") if style == LITRE_CAPITAL else (upper, lower, "lowercase l")
    if wrong:
        return BROKEN, f"litres not written with a {label}: {quote_words(wrong)}"
    return (OBEYED, f"litres with a {label}: {quote_words(right)}") if right else (NOT_APPLICABLE, "no volume in litres")
