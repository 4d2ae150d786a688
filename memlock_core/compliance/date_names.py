"""Weekdays and months written out in full: "Weekdagen en maanden voluit", "months in full, never 'Dec'".

A rule that asks for the names of days and months written out ("voluit", "in full", "ausgeschrieben", "en toutes
lettres", "completos", "por extenso", "not abbreviated", "nicht abgekürzt") refuses their short forms beside a day
number: "Fri 11 Dec", "3 Jan", "Mo., 7. Dez.", "lun. 7 déc.". The rule side names days or months and the written-out
form; the reply is read for a short weekday before a day number or a short month after one (English, Dutch, German,
French, Spanish, Italian, Portuguese), code set aside. A reply with none of them and a date written out obeys; one with
no date is not applicable. It is added to the check as the date kind ``full_names``.
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance.check import ReplyCheck
from memlock_core.compliance.date_lexicon import (
    alternation,
    month_abbreviations,
    months,
    weekday_abbreviations,
)
from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

KIND = "full_names"

_NAMES = rx(r"\b(?:week\s?days?|weekdagen|months?|maanden|wochentage?n?|monate?n?|monatsnamen|jours|mois|d[íi]as|"
            r"meses|giorni|mesi|dias|day names|month names)\b", re.I)
_FULL = rx(r"\bvoluit\b|\buitgeschreven\b|\bin full\b|\bspelled out\b|\bwritten out\b|\bausgeschrieben\b|"
           r"\ben toutes lettres\b|\bcompletos\b|\bcompletas\b|\bpor extenso\b|\bper esteso\b|"
           r"\b(?:not|never|no|nicht|niet|pas|sin|sem|senza)\s+(?:\w+\s+)?(?:abbreviat\w*|abgekürzt|afgekort|abrégé\w*|"
           r"abreviad\w*|abbreviat\w*)|\bnever abbreviate\w*|\bno abbreviations\b|\bkeine abkürzungen\b|"
           r"\bgeen afkortingen\b", re.I)

# short weekdays of English, Dutch, German, French, Spanish, Italian and Portuguese (read with re.I; "sab" was never
# among them: kept as it was)
_SHORT_DAY = alternation(weekday_abbreviations("en", "nl", "de", "fr", "es", "it", "pt"), without=("sab",))
# short months that are not a month written out in some language ("mai", "mars", "juin") nor a common word ("ago",
# "set", "gen", "mag"); Portuguese's are left out ("fev", "out")
_SHORT_MONTH = alternation(month_abbreviations("en", "de", "nl", "fr", "es", "it"),
                           without=(*months(), "ago", "set", "gen", "mag"))
_LONG_MONTHS = alternation(months("en", "nl", "de", "fr", "es"))
# a short weekday before a day and its month ("Fri 11 Dec", "Mo., 7. Dezember"), a short month after a day ("3 Jan")
_SHORT = rx(rf"(?<![\w-])(?:{_SHORT_DAY})\.?,?\s+\d{{1,2}}\.?\s+(?:{_SHORT_MONTH}|{_LONG_MONTHS})\b\.?|"
            rf"(?<![\w.-])\d{{1,2}}\.?\s+(?:{_SHORT_MONTH})\b\.?(?!\w)", re.I)
_LONG_MONTH = rx(rf"\b\d{{1,2}}\.?\s+(?:de\s+)?(?:{_LONG_MONTHS})\b", re.I)
_CASE_SENSITIVE_DAYS = frozenset({"ma", "di", "wo", "do", "vr", "za", "zo", "mar", "set", "dom", "ter", "qua", "qui"})


def asks(text: str) -> bool:
    """Whether ``text`` asks for weekday and month names written out in full."""
    return bool(_NAMES.search(text) and _FULL.search(text))


def with_rule(text: str, reply: ReplyCheck | None, kinds: list[str]) -> tuple[ReplyCheck | None, list[str]]:
    """``reply`` with the ``full_names`` date kind when ``text`` asks for it."""
    if not asks(text):
        return reply, kinds
    base = reply or ReplyCheck()
    if KIND in base.datetime:
        return reply, kinds
    return replace(base, datetime=(*base.datetime, KIND)), [*kinds, KIND]


def verdict(text: str) -> Finding:
    """full_names: no weekday or month of a date written short in the reply's own prose."""
    prose = own_text(text)
    short = []
    for found in _SHORT.finditer(prose):
        word = re.match(r"[^\W\d_]+", found.group(0))
        if word and word.group(0) in _CASE_SENSITIVE_DAYS and not word.group(0)[0].isupper():
            continue  # "ma", "do", "set": plain words in lower case ("wat ik do 3 keer"), not a weekday
        short.append(found.group(0).strip(" ,"))
    if short:
        return BROKEN, f"weekdays or months written short: {quote_words(short)}"
    written = _LONG_MONTH.findall(prose)
    return (OBEYED, f"dates written out: {quote_words(written)}") if written else (NOT_APPLICABLE, "no date in the reply")


# "Sep 2033", "December 2026": a month and year in Latin letters, in a reply whose dates the rule wants in CJK form
_LATIN_MONTH_YEAR = rx(rf"(?<![\w-])(?:{_SHORT_MONTH}|{_LONG_MONTHS})\.?\s+(?:19|20)\d{{2}}(?!\d)", re.I)


def latin_month_years(own: str) -> list[str]:
    """Months named with their year in Latin letters, in prose written in kanji, kana or hangul ("Sep 2033")."""
    if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]", own):
        return []
    return [m.group(0) for m in _LATIN_MONTH_YEAR.finditer(own)]
