"""A number above a hundred said in words ("a hundred and fifty", "cent cinquante", "hundertfünfzig") read as digits.

The rule parse reads one number word at a time, so "nothing longer than about a hundred and fifty words" was read as a
limit of 50 words (the last word it knew), and detection saw a quantity of its own in a restatement of "Keep replies
under 150 words". This module rewrites a compound of hundreds and tens, in English, French, German, Spanish, Italian
and Portuguese, into its digits before the parse reads the rule; a lone "hundred" or a lone tens word is left to the
readers that already know it. Pure and memoised by text.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from memlock_core.number_lexicon import HUNDREDS, TENS, plain, tens_list
from memlock_core.regex_cache import rx


def _forms(entry: str) -> str:
    """One value's forms in memlock_core/number_lexicon.py as one regex alternative ("quatre-vingts|quatre-vingt")."""
    return "|".join(re.escape(form) for form in entry.replace("|", " ").split())


def _small(lang: str, values: range) -> list[str]:
    return [re.escape(plain(lang, value)) for value in values]


def _tens(lang: str, variants: bool = False) -> list[str]:
    return [_forms(e) for e in TENS[lang][:8]] if variants else \
        [re.escape(w) for w in tens_list(lang)]


def _hundreds(lang: str) -> list[str]:
    return [_forms(e) for e in HUNDREDS[lang]]


_EN_UNITS = _small("en", range(1, 10))
_EN_TEENS = _small("en", range(10, 20))
_EN_TENS = _tens("en")
_FR_UNITS = _small("fr", range(1, 10))
_FR_TENS = _tens("fr", variants=True)
_DE_UNITS = _small("de", range(1, 10))
_DE_TENS = _tens("de")
_ES_TENS = _tens("es")
_ES_HUNDREDS = _hundreds("es")
_IT_TENS = _tens("it")
_IT_HUNDREDS = _hundreds("it")
_PT_TENS = _tens("pt")
_PT_HUNDREDS = _hundreds("pt")


def _alt(words: list[str]) -> str:
    return "|".join(f"(?:{w})" for w in words)


_EN = rx(rf"\b(?P<h>a|one|{_alt(_EN_UNITS)})\s+hundred(?:\s+and)?\s+(?:(?P<tens>{_alt(_EN_TENS)})"
         rf"(?:[-\s](?P<u>{_alt(_EN_UNITS)}))?|(?P<teen>{_alt(_EN_TEENS)})|(?P<one>{_alt(_EN_UNITS)}))\b", re.IGNORECASE)
_FR = rx(rf"\b(?:(?P<h>{_alt(_FR_UNITS[1:])})[\s-])?cents?[\s-](?P<tens>{_alt(_FR_TENS)})\b", re.IGNORECASE)
_DE = rx(rf"\b(?P<h>{_alt(_DE_UNITS)})?hundert(?:und)?(?P<tens>{_alt(_DE_TENS)})\b", re.IGNORECASE)
_ES = rx(rf"\b(?P<h>{_alt(_ES_HUNDREDS)})\s+(?P<tens>{_alt(_ES_TENS)})\b", re.IGNORECASE)
_IT = rx(rf"\b(?P<h>{_alt(_IT_HUNDREDS)})(?P<tens>{_alt(_IT_TENS)})\b", re.IGNORECASE)
_PT = rx(rf"\b(?P<h>{_alt(_PT_HUNDREDS)})\s+e\s+(?P<tens>{_alt(_PT_TENS)})\b", re.IGNORECASE)


def _index(word: str, patterns: list[str]) -> int:
    """1-based position of ``word`` among ``patterns`` (each a regex alternative)."""
    return next(i for i, p in enumerate(patterns, 1) if re.fullmatch(p, word, re.IGNORECASE))


def _en(m: re.Match[str]) -> str:
    h = 1 if m.group("h").casefold() in ("a", "one") else _index(m.group("h"), _EN_UNITS)
    if m.group("tens"):
        rest = 10 * (_index(m.group("tens"), _EN_TENS) + 1) + (_index(m.group("u"), _EN_UNITS) if m.group("u") else 0)
    elif m.group("teen"):
        rest = 10 + _index(m.group("teen"), _EN_TEENS) - 1
    else:
        rest = _index(m.group("one"), _EN_UNITS)
    return str(100 * h + rest)


def _french(m: re.Match[str]) -> str:
    h = _index(m.group("h"), _FR_UNITS) if m.group("h") else 1
    tens = {1: 20, 2: 30, 3: 40, 4: 50, 5: 60, 6: 70, 7: 80, 8: 90}[_index(m.group("tens"), _FR_TENS)]
    return str(100 * h + tens)


def _german(m: re.Match[str]) -> str:
    h = _index(m.group("h"), _DE_UNITS) if m.group("h") else 1
    return str(100 * h + 10 * (_index(m.group("tens"), _DE_TENS) + 1))


def _romance(hundreds: list[str], tens: list[str]) -> Callable[[re.Match[str]], str]:
    def read(m: re.Match[str]) -> str:
        return str(100 * _index(m.group("h"), hundreds) + 10 * (_index(m.group("tens"), tens) + 1))
    return read


_GATE = rx(r"hundred|hundert|cent|cient|inient|inhent|zent", re.IGNORECASE)  # no hundreds word: nothing to read


@lru_cache(maxsize=4096)
def with_number_phrases(text: str) -> str:
    """``text`` with each compound number of hundreds and tens said in words written as digits."""
    if not _GATE.search(text):
        return text
    out = text
    for pattern, read in ((_EN, _en), (_FR, _french), (_DE, _german), (_ES, _romance(_ES_HUNDREDS, _ES_TENS)),
                          (_IT, _romance(_IT_HUNDREDS, _IT_TENS)), (_PT, _romance(_PT_HUNDREDS, _PT_TENS))):
        if pattern.search(out):
            out = pattern.sub(read, out)
    return out
