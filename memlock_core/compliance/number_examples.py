"""Number formats a rule shows by example: "percentages: one decimal place (12.0% not 12%)", "EUR 1,234.56, code
before the amount", "Prozente mit einer Nachkommastelle", "パーセントは小数点以下1桁で".

A rule of this kind names or shows the shape of one family of numbers (percentages, amounts with an ISO currency
code); the reply must write every number of that family in that shape. The shape is read from the rule's own
example (a wanted one, often beside a refused one: "12.0% not 12%", "EUR 5 statt 5 EUR") or from its words (a
count of decimals next to a percentage word). The result is a list of patterns a reply must not match (the
``must_not_match`` part of a check), so the verdict quotes the number written the wrong way.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# ISO 4217 codes a reply is likely to write beside an amount
_CODES = "EUR|USD|GBP|JPY|CHF|CAD|AUD|CNY|INR|SEK|NOK|DKK|PLN|BRL|MXN|CZK|HUF|KRW|NZD|SGD|HKD|ZAR|TRY|RUB"
_AMOUNT = r"\d{1,3}(?:[,.\u00a0\u202f ]\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?"
_PERCENT_EXAMPLE = rx(r"(?<![\w.,])(?P<n>\d+(?:(?P<sep>[.,])(?P<d>\d+))?)\s?%")
_CODE_EXAMPLE = rx(rf"(?<![A-Za-z])(?P<before>(?-i:{_CODES}))\s?(?:{_AMOUNT})(?![\d])|"
                           rf"(?<![\w.,])(?:{_AMOUNT})\s?(?P<after>(?-i:{_CODES}))\b")
# the refused side of an example: "not 12%", "statt 12 %", "pas 12 %", "no 12%", "12%ではなく"
_REFUSED_BEFORE = rx(r"(?:\b(?:not|never|instead of|rather than|avoid|statt|anstatt|nicht|kein|pas|jamais|"
                             r"plutôt que|au lieu de|et non|no|nunca|en vez de|en lugar de|non|mai|invece di|nie)|≠|✗|❌)"
                             r"\s*[\"'«„“‘(]?\s*$", re.I)
_REFUSED_AFTER = rx(r"^\s*[\"'»“”’)]?\s*(?:ではなく|じゃなく|でなく|ではない|不是|不要|はNG|はダメ)")

_PERCENT_WORD = (r"(?:percent(?:ages?|s)?|per cent|pourcentages?|pour-?cents?|prozent(?:e|werte|angaben|zahlen)?|"
                 r"porcentajes?|por ciento|percentuali|porcentagens?|percentages?|procent\w*|%|パーセント|百分率|百分比|퍼센트)")
_COUNT = {"one": 1, "1": 1, "une": 1, "un": 1, "eine": 1, "einer": 1, "einem": 1, "uno": 1, "una": 1, "um": 1,
          "a single": 1, "single": 1, "一": 1, "１": 1,
          "two": 2, "2": 2, "deux": 2, "zwei": 2, "dos": 2, "due": 2, "duas": 2, "二": 2, "２": 2,
          "zero": 0, "no": 0, "0": 0, "aucune": 0, "keine": 0, "ninguna": 0, "sin": 0, "sans": 0, "ohne": 0}
_DECIMAL_WORD = (r"(?:decimal(?:e|es)?(?: places?| digits?)?|décimales?|chiffres? après la virgule|nachkommastellen?|"
                 r"dezimalstellen?|stellen? nach dem komma|decimales|cifras? decimales?|posiciones decimales|decimali|"
                 r"casas? decima(?:l|is)|桁|位小数|자리)")
_COUNT_WORDS = "|".join(sorted(map(re.escape, _COUNT), key=len, reverse=True))
_PERCENT_DECIMALS = rx(rf"{_PERCENT_WORD}[^.;\n]{{0,40}}?(?<![\w.])(?P<c>{_COUNT_WORDS})\s*(?:seule\s+)?"
                               rf"{_DECIMAL_WORD}|(?<![\w.])(?P<c2>{_COUNT_WORDS})\s*{_DECIMAL_WORD}[^.;\n]{{0,30}}?"
                               rf"(?:for|in|on|pour|für|bei|en|para|per|in)\s+(?:the\s+|les\s+|los\s+|las\s+)?{_PERCENT_WORD}|"
                               rf"{_PERCENT_WORD}[^。\n]{{0,15}}?小数(?:点以下|点)?(?:第)?(?P<c3>[0-9０-９一二])",
                               re.I)


def _refused(clause: str, start: int, end: int) -> bool:
    """The example at clause[start:end] is the wrong way ("not 12%", "12%ではなく")."""
    return bool(_REFUSED_BEFORE.search(clause[max(0, start - 20):start]) or _REFUSED_AFTER.match(clause[end:end + 8]))


def _percent_pattern(decimals: int) -> str:
    """A percentage written with another count of decimals than ``decimals``."""
    if decimals == 0:
        return r"(?<![\d.,])\d+[.,]\d+\s?%"
    fewer = rf"[.,]\d{{1,{decimals - 1}}}|" if decimals > 1 else ""
    return rf"(?<![\d.,])\d+(?:{fewer}[.,]\d{{{decimals + 1}}}\d*)?\s?%"


def _percent_decimals(clause: str) -> int | None:
    """The count of decimals the rule wants on its percentages, from its wanted example (a refused one beside it
    must differ) or from its words; None when it states none."""
    wanted: list[int] = []
    refused: list[int] = []
    for found in _PERCENT_EXAMPLE.finditer(clause):
        count = len(found.group("d") or "")
        (refused if _refused(clause, found.start(), found.end()) else wanted).append(count)
    if len(set(wanted)) == 1 and refused and wanted[0] not in refused:
        return wanted[0]
    words = _PERCENT_DECIMALS.search(clause)
    if words is None:
        return None
    said = str(words.group("c") or words.group("c2") or words.group("c3") or "").lower()
    return _COUNT.get({"０": "0", "１": "1", "２": "2"}.get(said, said))


# the rule speaks of where a currency code stands: "before the amount", "vor dem Betrag", "avant le montant"
_ORDER_WORD = rx(r"\b(?:before|after|first|vor|nach|avant|après|antes|después|delante|detrás|prima|dopo|antes|"
                         r"depois|voor|achter|przed|po)\b|前に|後に|の前|の後|之前|之后", re.I)
_CODE_WORD = rx(r"\b(?:iso|codes?|currency codes?|code iso|iso-?codes?|währungscodes?|codes? (?:de )?devise|"
                        r"códigos?|codice|kod\w*)\b|通貨コード|货币代码", re.I)


def _code_order(clause: str) -> str:
    """"before" / "after": where the rule's wanted example puts the ISO code beside the amount, when it speaks of
    currency codes and their place (or refuses the other order by example); "" otherwise."""
    if not _CODE_WORD.search(clause):
        return ""
    wanted: set[str] = set()
    refused: set[str] = set()
    for found in _CODE_EXAMPLE.finditer(clause):
        side = "before" if found.group("before") else "after"
        (refused if _refused(clause, found.start(), found.end()) else wanted).add(side)
    if len(wanted) != 1:
        return ""
    side = next(iter(wanted))
    return side if (refused - wanted or _ORDER_WORD.search(clause)) else ""


# unit symbols a rule may refuse by name ("never Mbps", "niet in mpg of km/l"), of the kinds the unit-system check
# (metric / imperial, binary / decimal sizes: units.py) has no system for: bit and byte rates, fuel use, power.
# The sizes, lengths, masses and temperatures a system check reads are left to it (it knows a user's figure said
# back and a conversion in brackets)
_UNIT_SYMBOLS = ("Tbps", "Gbps", "Mbps", "kbps", "Kbps", "bps", "Gbit/s", "Mbit/s", "kbit/s", "GB/s", "MB/s", "kB/s", "KB/s",
                 "MiB/s", "GiB/s", "mpg", "km/l", "l/100 km", "l/100km", "L/100 km", "L/100km", "kWh", "kW", "hp", "PS")
_UNIT_ALT = "|".join(re.escape(u) for u in sorted(_UNIT_SYMBOLS, key=len, reverse=True))
_REFUSED_UNITS = rx(
    rf"(?:\b(?:never|not|no|nor|without|avoid|instead of|rather than|nie|nicht|kein\w*|statt|jamais|pas(?: de| en)?|"
    rf"ni|sans|plutôt que|nunca|sin|ni|en vez de|mai|senza|niet|nooit|geen|nem|sem)\s+(?:in\s+|en\s+|em\s+)?)"
    rf"(?P<units>(?-i:{_UNIT_ALT})(?:\s*(?:,|/|or|and|nor|ou|oder|und|o|y|ni|of|en|e)\s*(?-i:{_UNIT_ALT}))*)"
    rf"(?![\w/])", re.I)
_ONE_UNIT = rx(rf"(?-i:{_UNIT_ALT})")
# the refusal after the unit: "mphは使わない", "mph不要", "mph 금지"
_REFUSED_UNITS_AFTER = rx(rf"(?<![A-Za-z])(?P<units>(?-i:{_UNIT_ALT}))\s*(?:は|を|も)?\s*(?:使わない|使用しない|使わず|禁止|NG|"
                                  rf"なし|不要|不可|不用|别用|금지|쓰지)")


def refused_units(clause: str) -> list[str]:
    """The unit symbols ``clause`` refuses by name ("never Mbps": ["Mbps"])."""
    out: list[str] = []
    for found in [*_REFUSED_UNITS.finditer(clause), *_REFUSED_UNITS_AFTER.finditer(clause)]:
        out += [u.group(0) for u in _ONE_UNIT.finditer(found.group("units")) if u.group(0) not in out]
    return out


def parse_number_examples(clause: str) -> list[str]:
    """Patterns a reply must not match for the number formats ``clause`` shows (empty when it shows none)."""
    out: list[str] = []
    decimals = _percent_decimals(clause)
    if decimals is not None and decimals <= 3:
        out.append(_percent_pattern(decimals))
    # "use bytes (MB/s), never Mbps": a number written with a refused unit
    out += [rf"(?<![A-Za-z0-9_.,])\d[\d.,]*\s?(?-i:{re.escape(unit)})(?![A-Za-z0-9_/²³])" for unit in refused_units(clause)][:4]
    order = _code_order(clause)
    if order == "before":  # "EUR 1,234.56": an amount with its code after it is the wrong way
        out.append(rf"(?<![\w.,])\d[\d.,]*\s?(?-i:{_CODES})\b")
    elif order == "after":
        out.append(rf"(?<![A-Za-z])(?-i:{_CODES})\s?\d")
    return out
