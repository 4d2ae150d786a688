"""A currency has one name for the comparison of a pin with its shortened restatement: its ISO code.

Users name a currency by its sign ("€"), its code ("MXN") or its name with or without its nationality ("pesos
mexicanos", "Mexican pesos", "in euros", "en yenes", "円"). "precios en MXN siempre" restates "Usa siempre pesos
mexicanos para los precios", "€ with two decimals" restates "Show amounts in euros with two decimals". Each is
rewritten to its code before the words are compared; a bare "$" or "dollars" is the US dollar unless a nationality
says otherwise ("Canadian dollars" is CAD), so another currency stays another word and another rule.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# (pattern, code): the nationality-qualified names first, so "pesos mexicanos" is not read as a bare "pesos"
_NAMES: tuple[tuple[str, str], ...] = (
    (r"pesos?\s+mexican[oa]s?|mexican\s+pesos?|mex\$", "MXN"),
    (r"pesos?\s+argentin[oa]s?|argentine\s+pesos?", "ARS"),
    (r"pesos?\s+chilen[oa]s?|chilean\s+pesos?", "CLP"),
    (r"pesos?\s+colombian[oa]s?|colombian\s+pesos?", "COP"),
    (r"canadian\s+dollars?|dollars?\s+canadiens?|d[óo]lares?\s+canadienses?|kanadische[n]?\s+dollars?|c\$", "CAD"),
    (r"australian\s+dollars?|dollars?\s+australiens?|d[óo]lares?\s+australianos?|a\$", "AUD"),
    (r"swiss\s+francs?|francs?\s+suisses?|schweizer\s+franken|francos?\s+suizos?|franchi\s+svizzeri|chf", "CHF"),
    (r"(?:us\s+|american\s+)?dollars?|d[óo]lares?(?:\s+estadounidenses)?|dollari|dólares?|us\$|usd|\$", "USD"),
    (r"euros?|eur|€", "EUR"),
    (r"(?:british\s+)?pounds?(?:\s+sterling)?|livres?\s+sterling|libras?(?:\s+esterlinas?)?|pfund|sterline?|gbp|£", "GBP"),
    (r"yens?|yenes|jpy|¥", "JPY"),
    (r"yuan|renminbi|rmb|cny", "CNY"),
    (r"krw|₩", "KRW"),
    (r"rupees?|roupies?|rupias?|inr|₹", "INR"),
    (r"reais|reales\s+brasileños|brazilian\s+reais?|brl|r\$", "BRL"),
)
# a name is a whole word; a sign may touch a number ("$50", "50€")
_PATTERNS = tuple((rx(rf"(?<![^\W\d_])(?:{p})(?![^\W\d_])", re.IGNORECASE), code) for p, code in _NAMES) + (
    (rx(r"円"), "JPY"), (rx(r"人民币"), "CNY"))  # unspaced scripts: no word boundary to find
_CUES = rx(r"[$€£¥₩₹円]|人民币|\b(?:euro|dollar|peso|pound|yen|yuan|rupee|rupia|roupie|reai|franc|libra|livre|"
                   r"pfund|sterlin|franken|d[óo]lar)", re.IGNORECASE)


def as_codes(text: str) -> str:
    """``text`` with each currency it names by sign, code or name written as its ISO code ("pesos mexicanos" ->
    " MXN "); a text that names none comes back unchanged."""
    if not _CUES.search(text) and not re.search(r"\b[A-Z]{3}\b", text):
        return text
    for pattern, code in _PATTERNS:
        text = pattern.sub(f" {code} ", text)
    return " ".join(text.split())
