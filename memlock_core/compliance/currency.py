"""Money in a reply: which currency a rule wants amounts in, and how each amount in a reply is written.

* The rule: a currency named by its code, symbol or name ("Prices in euros", "Give costs in USD, not euros",
  "Montants en euros", "Preise in Euro", "Precios en dólares", "金額は円で") is the currency every amount must be in;
  "amounts as ISO codes (USD 40, not $40)" asks for the code, not the symbol (``code``).
* The reply: "$40", "US$ 12", "€12,50", "12,50 €", "EUR 40", "40 USD", "£5", "500 yen", "30 euros", "5 pounds" only
  beside a money word. An amount in parentheses right after one in the wanted currency ("€50 (about $54)") is its
  conversion, not a second currency.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import CURRENCIES
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

# names a rule or a reply gives a currency (lower case), with the symbols that stand for it alone
_NAMES = {
    "EUR": r"euros?|euro|euro's|eur|€|€uro",
    "USD": r"us dollars?|u\.s\. dollars?|american dollars?|dollars?|dólares?|dollari|dollar|usd|us\$|bucks",
    "GBP": r"pounds? sterling|british pounds?|sterling|gbp|quid|livres? sterling|libras? esterlinas?|pounds?",
    "JPY": r"yen|jpy|円|日本円",
    "CHF": r"swiss francs?|francs? suisses?|franken|chf",
    "CAD": r"canadian dollars?|dollars? canadiens?|cad|c\$|ca\$",
    "AUD": r"australian dollars?|aud|a\$|au\$",
    "INR": r"rupees?|inr|₹",
    "CNY": r"yuan|renminbi|rmb|cny|人民币|元",
    "SEK": r"swedish kronor|sek", "NOK": r"norwegian kroner|nok", "DKK": r"danish kroner|dkk",
    "PLN": r"złoty|zloty|pln", "BRL": r"reais|real brasileiro|brl|r\$", "MXN": r"mexican pesos?|mxn|mx\$",
}
_SYMBOL = {"€": "EUR", "$": "USD", "US$": "USD", "£": "GBP", "¥": "JPY", "₹": "INR", "C$": "CAD", "CA$": "CAD", "A$": "AUD",
           "AU$": "AUD", "R$": "BRL", "円": "JPY", "元": "CNY", "Fr.": "CHF"}
_CODES = "|".join(CURRENCIES) + "|RMB"
_SYMBOLS = r"US\$|CA\$|AU\$|MX\$|C\$|A\$|R\$|\$|€|£|¥|₹"
_AMOUNT_NUM = r"\d[\d.,\u202f\u00a0 ]*?\d(?:[.,]\d+)?|\d"
_SCALE = r"(?:\s?(?:k|m|bn|million|billion|Mio\.?|Mrd\.?|millions?|milliards?|millones|mil))?"
_WORD_CURRENCY = (r"euros?|Euro|dollars?|dólares|dollari|pounds?(?: sterling)?|quid|yen|francs?|Franken|rupees?|yuan|"
                  r"kronor|kroner|złoty|reais|pesos")
_AMOUNT = rx(
    rf"(?P<sym1>{_SYMBOLS})\s?(?P<n1>{_AMOUNT_NUM}){_SCALE}"
    rf"|(?<![A-Za-z])(?P<code1>{_CODES})\s?(?P<n2>{_AMOUNT_NUM}){_SCALE}"
    rf"|(?<![A-Za-z0-9.,])(?P<n3>{_AMOUNT_NUM}){_SCALE}\s?(?:(?P<sym2>€|£|\$|¥|₹|円|元)|(?P<code2>{_CODES})\b|"
    rf"(?P<word>{_WORD_CURRENCY})\b)")
_MONEY_NEAR = rx(r"\b(?:costs?|price[ds]?|pay|paid|spend|spent|fee|fees|worth|salary|budget|charge[ds]?|sterling|"
                         r"a (?:month|year|week)|per (?:month|year|hour)|earn\w*|sold|buy|bought|rent)\b", re.I)


def _currency_of(found: re.Match[str]) -> str:
    token = found.group("sym1") or found.group("sym2") or found.group("code1") or found.group("code2") or ""
    if token:
        return "CNY" if token.upper() == "RMB" else _SYMBOL.get(token, token.upper())
    word = (found.group("word") or "").lower()
    return next((code for code, names in _NAMES.items() if re.fullmatch(names, word)), "")


def amounts(text: str) -> list[tuple[str, str, int, int, bool]]:
    """(currency, as written, start, end, written with a symbol) for every amount of money in ``text``."""
    out = []
    for found in _AMOUNT.finditer(text):
        word = found.group("word") or ""
        if word.lower().startswith("pound") and "sterling" not in word.lower() \
                and not _MONEY_NEAR.search(text[max(0, found.start() - 40):found.end() + 30]):
            continue  # "5 pounds of flour": a mass
        currency = _currency_of(found)
        if currency:
            symbol = bool(found.group("sym1") or found.group("sym2"))
            out.append((currency, found.group(0).strip(), found.start(), found.end(), symbol))
    return out


_RULE_CONTEXT = rx(r"\b(?:prices?|pricing|costs?|amounts?|money|currenc(?:y|ies)|budgets?|salar(?:y|ies)|fees?|figures|"
                           r"prix|montants?|tarifs?|coûts?|preise?|beträge?|kosten|geldbeträge?|precios?|importes?|montos?|"
                           r"costos?|prezzi|importi|preços?|valores|valut[ae]|moned[ae]|moedas?|"
                           # Russian, Polish, Swedish, Dutch, Turkish: prices, amounts, currencies
                           r"цен[аы]?|сумм[аы]?|валют[аы]?|ceny?|kwot[ay]?|walut[ay]?|priser?|belopp|valutor|prijzen|"
                           r"bedrag|bedragen|prijs|valuta|fiyatlar?\w*|tutarlar?\w*)\b|価格|金額|値段|費用|价格|金额|가격|금액", re.I)
_NOT_BEFORE = rx(r"\b(?:not|never|no|instead of|rather than|pas|jamais|nicht|kein\w*|statt|no en|nunca|non|mai|ni|geen|niet|"
                         r"sans|ohne|sin|without|weder)\s+"
                         r"(?:in\s+|en\s+|the\s+)?$", re.I)
# "euros, not dollars", "euro's, geen dollars", "en euros y no en dólares": a currency wanted against one refused
_CONTRAST = rx(r"\b(?:not|never|no|instead of|rather than|pas|jamais|nicht|kein\w*|statt|nunca|non|mai|ni|geen|niet|"
               r"sans|ohne|sin|without|weder)\b", re.I)
# "as ISO codes (USD 40, not $40)", "currency codes, not symbols", "three-letter codes"
_CODE_RULE = rx(r"\b(?:iso(?: 4217)?|currency|three-letter|3-letter)\s+codes?\b|\bcodes? iso\b|\bISO-Codes?\b|"
                        r"\bcódigos? iso\b", re.I)


def read_currency(clause: str) -> str | None:
    """The currency a rule wants amounts in ("EUR", "USD" ...), or "code" (amounts written with an ISO code, not a
    symbol); None when the clause is no currency rule."""
    context = _RULE_CONTEXT.search(clause) is not None
    if not context and not _CONTRAST.search(clause):
        return None
    if _CODE_RULE.search(clause) and context:
        return "code"
    named = []
    for code, names in _NAMES.items():
        for found in re.finditer(rf"(?<![\w$€£¥₹]){names}(?![\w])", clause, re.I):
            if code == "GBP" or not re.match(r"pound", found.group(0), re.I):
                named.append((found.start(), found.end(), code,
                              bool(_NOT_BEFORE.search(clause[max(0, found.start() - 25):found.start()]))))
    for symbol in re.finditer(r"(?<![\w$])(?:€|£|¥|₹|\$)", clause):
        if symbol.group(0) == "$" and not re.search(r"\bsigns?\b|\bsymbol", clause[symbol.end():symbol.end() + 12], re.I):
            continue  # a bare "$" names the dollar only as "the $ sign" (never in "$40" or "US$")
        refused = bool(_NOT_BEFORE.search(clause[max(0, symbol.start() - 25):symbol.start()]))
        named.append((symbol.start(), symbol.end(), _SYMBOL[symbol.group(0)], refused))
    named = _refusal_carried(clause, sorted(named))
    wanted = [code for _, _, code, negated in named if not negated]
    if not context and not (wanted and any(negated for _, _, _, negated in named) and named[0][3] is False):
        return None  # with no word of money, only "euros, not dollars" (one wanted, then one refused) is a currency rule
    return wanted[0] if wanted and len(set(wanted)) == 1 else None


# "no dollars or euros", "ni dollars ni euros", "keine Dollar oder Euro", "ni dólares ni euros", "ドルやユーロは使わない": a list
# joined to a refused currency is refused with it
_LIST_JOIN = rx(r"^\W{0,3}(?:(?:or|nor|and|ou|ni|et|oder|und|noch|weder|o|y|ni|e|né|nor any)\s+)?"
                        r"(?:(?:in|en|the|des|de|en|in)\s+)?\W{0,3}$|^[やも、・]$", re.I)


def _refusal_carried(clause: str, named: list[tuple[int, int, str, bool]]) -> list[tuple[int, int, str, bool]]:
    """The currencies a rule names, in order, each refused when it is, or when it is listed right after a refused one."""
    out: list[tuple[int, int, str, bool]] = []
    for start, end, code, refused in named:
        if out and not refused and out[-1][3] and _LIST_JOIN.match(clause[out[-1][1]:start]):
            refused = True
        out.append((start, end, code, refused))
    return out


# "with the € sign after the number", "Symbol hinter dem Betrag", "le symbole après le montant", or the rule's own example
# ("German style (12,50 €)"): where the symbol stands
_SIDE = rx(r"\b(?P<side>after|behind|following|before|in front of|preceding|nach|hinter|vor|après|avant|después de|"
                   r"detrás de|antes de|dopo|prima d[ei]|depois d[eo]|antes d[eo]|после|перед|po|przed|efter|före|achter|voor|vóór|na)"
                   r"\s+(?:the\s+|dem\s+|der\s+|le\s+|la\s+|l'|el\s+|del\s+|il\s+|lo\s+|o\s+|het\s+|de\s+)?"
                   r"(?:number|amount|figure|value|betrag|zahl|montant|nombre|chiffre|número|importe|cantidad|cifra|"
                   r"numero|importo|valore|valor|числ[аом]|сумм[аыой]|liczb\w*|kwot\w*|talet|beloppet|getal|bedrag)\b", re.I)
_SIGN = rx(r"\b(?:signs?|symbols?|zeichen|symbole?|signe|símbolo|signo|simbolo|símbolo|символ\w*|znak\w*|"
                   r"symbol\w*|\w*teken)\b|[€$£¥]", re.I)
_EXAMPLE_AFTER = rx(r"\d[\d.,]*\s?(?:€|£|\$|¥)(?![\d])")
_EXAMPLE_BEFORE = rx(r"(?:€|£|\$|¥)\s?\d")


_SPACE_WORD = rx(r"\b(?:space|espace|leerzeichen|abstand|espacio|spazio|espaço)\b", re.I)
_NO_SPACE_WORD = rx(r"\b(?:no|without|sans|ohne|kein\w*|sin|senza|sem)\s+(?:a\s+|un\s+|une\s+|ein\s+)?"
                            r"(?:space|espace|leerzeichen|abstand|espacio|spazio|espaço)\b", re.I)


def symbol_side(clause: str) -> str:
    """Where a currency rule puts the symbol: "after" / "before" the number, or "" when it says nothing of it; with
    "_space" when the rule also asks for a space between them ("amount, a space, then €", "12,50 € avec une espace")."""
    side = _symbol_side(clause)
    spaced = _SPACE_WORD.search(clause) and not _NO_SPACE_WORD.search(clause) \
        and not re.search(r"\d[\d.,]*(?:€|£|\$|¥)(?![\d])|(?:€|£|\$|¥)\d", clause)  # its own example has none
    if spaced and not side:  # "Leerzeichen zwischen Betrag und €-Zeichen (12,50 €)": the example shows the side
        after, before = _EXAMPLE_AFTER.search(clause), _EXAMPLE_BEFORE.search(clause)
        side = ("after" if after else "before") if bool(after) != bool(before) else ""
    return f"{side}_space" if side and spaced else side


def _symbol_side(clause: str) -> str:
    side = _SIDE.search(clause)
    if side and _SIGN.search(clause[max(0, side.start() - 30):side.start()]):
        word = side.group("side").lower()
        return "after" if word in ("after", "behind", "following", "nach", "hinter", "après", "después de", "detrás de",
                                   "dopo", "depois de", "depois do", "после", "po", "efter", "achter", "na") \
            else "before"
    if re.search(r"\b(?:style|stil|format|formato|comme|como|like|wie|e\.g\.|z\.\s?b\.)\b", clause, re.I):
        after, before = _EXAMPLE_AFTER.search(clause), _EXAMPLE_BEFORE.search(clause)
        if bool(after) != bool(before):
            return "after" if after else "before"
    return ""


def currency_verdict(wanted: str, text: str, side: str = "") -> Finding:
    """Every amount of money in ``text`` (the reply's own prose) in ``wanted`` (or written with an ISO code: ``code``),
    its symbol on ``side`` of the number when the rule says where; an amount in parentheses right after a wanted one is
    its conversion."""
    found = amounts(text)
    good: list[str] = []
    bad: list[str] = []
    last_good_end = -100
    for currency, written, start, end, symbol in found:
        if wanted == "code":
            ok = not symbol
        else:
            ok = currency == wanted or ("¥" in written and {wanted, currency} <= {"JPY", "CNY"})  # ¥: yen and yuan
            if not ok and written.startswith("$") and wanted in ("CAD", "AUD", "MXN"):
                continue  # a bare "$" is their dollar too
        if not ok and re.fullmatch(r"\s*(?:[^\W\d]+\s+){0,3}\(\s*(?:about|approx\.?|~|≈|around|roughly|ca\.?|environ|etwa|unos)?\s*",
                                   text[last_good_end:start]):
            continue  # "€50 (about $54)": a conversion
        if ok and symbol and side and (written[0].isdigit()) != side.startswith("after"):
            ok = False  # "€58.00" under "the € sign after the number"
        if ok and symbol and side.endswith("_space") and not re.search(r"\d\s+\D|\D\s+\d", written):
            ok = False  # "4,59€" under "a space between the amount and the €"
        (good if ok else bad).append(written)
        if ok:
            last_good_end = end
    what = "ISO currency codes" if wanted == "code" else wanted
    if bad:
        return BROKEN, (f"amounts not written with an ISO code: {quote_words(bad)}" if wanted == "code"
                        else f"amounts not in {wanted}" + (f" with the symbol {_side_words(side)} the number" if side else "")
                        + f": {quote_words(bad)}")
    return (OBEYED, f"amounts in {what}: {quote_words(good)}") if good else (NOT_APPLICABLE, "no amount of money in the reply")


def _side_words(side: str) -> str:
    """"after_space": "after (a space between)"."""
    return side.replace("_space", "") + (" (a space between)" if side.endswith("_space") else "")
