"""Dates year first with dots, "YYYY.MM.DD" (the everyday form in Korea and Hungary), judged on a reply.

A rule that writes the template ("날짜는 YYYY.MM.DD 형식으로", "dates as YYYY.MM.DD", "ÉÉÉÉ.HH.NN" read by its shape
in ``date_template``) asks every date the reply states to be four digits of year, then month and day with two digits
each, joined by dots ("2025.03.14"; a closing dot as Korean writes it, "2025.03.14.", is the same form). Any other
date is broken: ISO dashes, slashes either way round, the month in words, "2025년 3월 14일" written out.
"""
from __future__ import annotations

from memlock_core.compliance import conventions, date_template
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

KIND = "ymd_dot"
_GOOD = rx(r"\d{4}\.(?:0[1-9]|1[0-2])\.(?:0[1-9]|[12]\d|3[01])\.?")


def verdict(own: str) -> Finding:
    """ymd_dot over the dates of the reply's own text (``own``: inline code and commands already set aside)."""
    iso, other = conventions.dates(own)
    other = other + [d for d in date_template.KOREAN_FULL.findall(own) if d not in other]
    other = other + [d for d in date_template.KOREAN_NO_YEAR.findall(own) if not any(d in o for o in other)]
    good = [d for d in other if _GOOD.fullmatch(d.strip())]
    bad = iso + [d for d in other if d not in good]
    if bad:
        return BROKEN, f"dates not written as YYYY.MM.DD: {quote_words(bad)}"
    if good:
        return OBEYED, f"dates as YYYY.MM.DD: {quote_words(good)}"
    return NOT_APPLICABLE, "no date in the reply"
