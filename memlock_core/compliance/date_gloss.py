"""Dates and times a reply writes beside the one a rule asks for, as a gloss: not a second answer.

* "14:32 UTC (10:32 EDT at the Cape)": a local time in brackets right after the UTC instant it converts (the
  minutes agree, as zones lie whole or half hours apart) keeps "give all times in UTC"; the UTC time is the answer.
* "01/03/2026, es decir, 1 de marzo", "am 07.01.2026 (7. Januar)": a date written in words with no year, beside
  numeric dates in the asked format, restates one of them; a numeric-format rule ("DD/MM/YYYY") does not judge it.
  A written date with its year ("30 kwietnia 2026") is a date in another format.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_TIME = rx(r"(?<![\d:])(?P<h>[01]?\d|2[0-3])[:h.](?P<m>[0-5]\d)(?![\d:])")
_UTC_BEFORE = rx(r"(?<![\d:])(?P<h>[01]?\d|2[0-3])[:h](?P<m>[0-5]\d)(?::\d{2})?\s?(?:UTC|GMT|Z)\b[^()（）\n]{0,40}?"
                         r"[(（][^()（）\n]{0,30}$", re.I)


def utc_gloss(text: str, marked: str) -> bool:
    """``marked`` ("10:32 EDT", as the zone reader lists it) stands in brackets right after a UTC time with the
    same minutes (or half an hour off): the conversion of that instant, given as a courtesy."""
    written = marked.split(" ")[0]
    found = _TIME.match(written)
    if found is None:
        return False
    for at in (m.start() for m in re.finditer(re.escape(written), text)):
        before = _UTC_BEFORE.search(text[max(0, at - 80):at])
        if before is not None and (int(before.group("m")) - int(found.group("m"))) % 30 == 0:
            return True
    return False


# a rule that refuses local times outright ("UTC, never local time", "pas d'heure locale", "keine Ortszeit")
LOCAL_REFUSED = rx(r"\b(?:never|not|no|without|nie|nicht|kein\w*|ohne|jamais|pas|sans|nunca|sin|no|mai|senza)\s+"
                           r"(?:(?:in|en|a|the|d[e']|l[a']|der|die|en la|in der|an?)\s*)*(?:local|locale|lokal\w*|ortszeit|"
                           r"local time|hora local|heure locale|ora locale)|"
                           r"(?:ローカル|現地)時間[^。\n]{0,8}?(?:使わない|書かない|不要|禁止|なし)",
                           re.I)


_YEAR = rx(r"(?<!\d)(?:1[89]|20)\d{2}(?!\d)")


def yearless_written(date: str) -> bool:
    """``date`` is written with its month in words and no year ("1 de marzo", "7 gennaio", "March 3")."""
    return not re.search(r"\d{1,4}[/.-]\d{1,2}", date) and bool(re.search(r"[^\W\d_]{3,}", date)) \
        and not _YEAR.search(date) and not re.search(r"[年월月]", date)
