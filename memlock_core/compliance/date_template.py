"""A date template a rule writes out ("DD.MM.YYYY", "JJ/MM/AAAA", "ДД.ММ.ГГГГ", "DD-MM-JJJJ"), read by its parts.

Each language abbreviates day, month and year by its own initials: day D (English), J (jour), T (Tag), G (giorno),
Д (день); month M (Latin and Cyrillic); year Y, A (année, año, ano, anno), J (Jahr, jaar), R (rok), Г (год). So a
template is read by shape, not by a list of spellings: three runs of one letter each, joined by one separator; the
run of four letters is the year, the run of M is the month, the other is the day ("JJ" is a day in "JJ/MM/AAAA",
"JJJJ" a year in "TT.MM.JJJJ"). The order and separator give the format kind of :mod:`memlock_core.compliance.check`.
"""
from __future__ import annotations

import re

_DAY = "DdJjTtGgДд"
_MONTH = "MmМм"
_YEAR = "YyAaJjRrГгÅå"
_LETTER = f"[{_DAY}{_MONTH}{_YEAR}]"
# three runs of one repeated letter, one separator between them, no word around
TEMPLATE = re.compile(rf"(?<![\w/.-])(?P<a>(?P<la>{_LETTER})(?P=la){{1,3}})(?P<sep>[./-])(?P<b>(?P<lb>{_LETTER})(?P=lb){{1,3}})"
                      rf"(?P=sep)(?P<c>(?P<lc>{_LETTER})(?P=lc){{1,3}})(?![\w/-])(?!\.\w)")


def _part(run: str) -> str:
    """'d', 'm' or 'y' for one run of a template; '' when the run fits none."""
    letter = run[0]
    if len(run) == 4 and letter in _YEAR:
        return "y"
    if len(run) == 2 and letter in _MONTH:
        return "m"
    if len(run) == 2 and letter in _DAY:
        return "d"
    if len(run) == 2 and letter in _YEAR:
        return "y"  # "DD/MM/YY"
    return ""


def template_kind(text: str) -> tuple[str, str] | None:
    """(kind, the template as written) for the first date template in ``text``; None when it writes none or one the
    checks have no kind for. Kinds: dmy_dot (DD.MM.YYYY), dmy_date (DD/MM/YYYY), dmy_order (day first with dashes),
    iso_date (YYYY-MM-DD), ymd_slash (YYYY/MM/DD), mdy_date (MM/DD/YYYY)."""
    for found in TEMPLATE.finditer(text):
        order = "".join(_part(found.group(k)) for k in ("a", "b", "c"))
        if sorted(order) != ["d", "m", "y"]:
            continue
        sep = found.group("sep")
        kind = {("dmy", "."): "dmy_dot", ("dmy", "/"): "dmy_date", ("dmy", "-"): "dmy_order",
                ("ymd", "-"): "iso_date", ("ymd", "/"): "ymd_slash", ("mdy", "/"): "mdy_date"}.get((order, sep))
        if kind:
            return kind, found.group(0)
    return None
