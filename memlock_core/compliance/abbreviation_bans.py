"""A word the reply may not abbreviate, with the abbreviations the rule names: "never abbreviate 'units' as U or IU",
"n'abrège jamais « unités » en « U »", "kürze „Einheiten“ nie als „E“ ab", "no abrevies «unidades» como «U» ni «UI»".

Why: the quoted full form was read as the banned word, so "4 units of insulin" broke the rule and "4 U" obeyed it.
The abbreviations are what is refused: written as a word of their own, in their own case ("IU", not "iu"); a single
letter ("U", "E") only after a number ("4 U", "1,000 IU"), where it stands for the unit and not for a letter.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_Q = "[\"'‘’“”«»„‚]"
_ABBREVIATE = rx(
    r"\b(?:abbreviat\w*|abrég\w*|abrèg\w*|abkürz\w*|kürz\w*|abrevi\w*|abbrevi\w*)\b"
    rf"(?P<full>[^.;:]{{0,40}}?)\s+(?:as|to|into|with|en|par|als|mit|zu|como|con|in|come)\s+"
    rf"(?P<list>{_Q}?\s?[A-Za-zÀ-ÿ]{{1,6}}\.?\s?{_Q}?(?:\s*(?:,|/|or|ou|oder|o|ni|nor|and|et|und|y)\s*{_Q}?\s?"
    r"[A-Za-zÀ-ÿ]{1,6}\.?\s?" rf"{_Q}?)*)", re.I)
_NEGATION = rx(r"\b(?:never|don'?t|do not|no|not|jamais|ne|n'|nie|niemals|nicht|kein\w*|nunca|no|mai|non)\b|n['’]", re.I)
_TOKEN = rx(r"[A-Za-zÀ-ÿ]{1,6}\.?")
_JOINERS = {"or", "ou", "oder", "o", "ni", "nor", "and", "et", "und", "y"}


def refused_abbreviations(text: str) -> list[str]:
    """The must_not_match patterns of the abbreviations a rule refuses; [] when it refuses none."""
    found = _ABBREVIATE.search(text)
    if not found or not _NEGATION.search(text[max(0, found.start() - 40):found.start("list")]):
        return []
    tokens = [t.rstrip(".") for t in _TOKEN.findall(found.group("list")) if t.lower() not in _JOINERS]
    full = found.group("full").strip(" \"'‘’“”«»„‚").lower()
    tokens = [t for t in tokens if t and t.lower() != full]
    if not tokens:
        return []
    short = [re.escape(t) for t in tokens if len(t) == 1]
    longer = [re.escape(t) for t in tokens if len(t) > 1]
    patterns = []
    if short:  # "4 U", "1,000 IU", "10 U/mL": after a number
        patterns.append(rf"(?<![\w.])\d[\d.,]*[ \u00a0]?(?-i:{'|'.join(short)})(?![^\W\d_])")
    if longer:
        patterns.append(rf"(?<![^\W\d_])(?-i:{'|'.join(longer)})(?![^\W\d_])")
    return patterns


__all__ = ["refused_abbreviations"]
