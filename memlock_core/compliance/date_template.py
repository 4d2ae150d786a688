"""A date template a rule writes out ("DD.MM.YYYY", "JJ/MM/AAAA", "ДД.ММ.ГГГГ", "DD-MM-JJJJ"), read by its parts.

Each language abbreviates day, month and year by its own initials: day D (English), J (jour), T (Tag), G (giorno),
Д (день); month M (Latin and Cyrillic); year Y, A (année, año, ano, anno), J (Jahr, jaar), R (rok), Г (год). So a
template is read by shape, not by a list of spellings: three runs of one letter each, joined by one separator; the
run of four letters is the year, the run of M is the month, the other is the day ("JJ" is a day in "JJ/MM/AAAA",
"JJJJ" a year in "TT.MM.JJJJ"). The order and separator give the format kind of :mod:`memlock_core.compliance.check`.

The words for the three fields ("gün.ay.yıl", "день.месяц.год") and the Korean "YYYY년 M월 D일" are read by
:func:`kinds`, the fallback the rule reader asks when no template of letters was found."""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_DAY = "DdJjTtGgДд"
_MONTH = "MmМм"
_YEAR = "YyAaJjRrГгÅå"
_LETTER = f"[{_DAY}{_MONTH}{_YEAR}]"
# three runs of one repeated letter, one separator between them, no word around
TEMPLATE = rx(rf"(?<![\w/.-])(?P<a>(?P<la>{_LETTER})(?P=la){{1,3}})(?P<sep>[./-])(?P<b>(?P<lb>{_LETTER})(?P=lb){{1,3}})"
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
    iso_date (YYYY-MM-DD), ymd_slash (YYYY/MM/DD), ymd_dot (YYYY.MM.DD), mdy_date (MM/DD/YYYY)."""
    for found in TEMPLATE.finditer(text):
        order = "".join(_part(found.group(k)) for k in ("a", "b", "c"))
        if sorted(order) != ["d", "m", "y"]:
            continue
        sep = found.group("sep")
        kind = {("dmy", "."): "dmy_dot", ("dmy", "/"): "dmy_date", ("dmy", "-"): "dmy_order",
                ("ymd", "-"): "iso_date", ("ymd", "/"): "ymd_slash", ("ymd", "."): "ymd_dot", ("mdy", "/"): "mdy_date"}.get((order, sep))
        if kind:
            return kind, found.group(0)
    return None


# ── field words and the Korean form (the fallback) ──────────────────────────────────────────
# a field: one letter (any script) written one to four times
_FIELD = r"(?P<{0}>([^\W\d_])(?:\{1}){{0,3}})"
_TEMPLATE = rx(r"(?<![\w.])" + _FIELD.format("a", 2) + r"(?P<s>[./-])" + _FIELD.format("b", 5) + r"(?P=s)"
                       + _FIELD.format("c", 7) + r"(?![\w])")
_DAY_WORDS = r"day|jour|tag|d[íi]a|giorno|dia|gün|день|dzień|dag"
_MONTH_WORDS = r"month|mois|monat|mes|mese|m[êe]s|ay|месяц|miesiąc|månad|maand"
_YEAR_WORDS = r"year|ann[ée]e|jahr|año|anno|ano|yıl|год|rok|år|jaar"
_WORDS = rx(rf"(?<!\w)(?P<a>{_DAY_WORDS}|{_MONTH_WORDS}|{_YEAR_WORDS})(?P<s>[./-])(?P<b>{_DAY_WORDS}|{_MONTH_WORDS}|"
                    rf"{_YEAR_WORDS})(?P=s)(?P<c>{_DAY_WORDS}|{_MONTH_WORDS}|{_YEAR_WORDS})(?!\w)", re.I)
KOREAN_RULE = rx(r"(?:YYYY|yyyy|\d{4})\s?년\s?(?:MM?|mm?|\d{1,2})\s?월\s?(?:DD?|dd?|\d{1,2})\s?일")
# a Korean date in a reply: with its year ("2025년 3월 5일") or without it ("3월 5일")
KOREAN_FULL = rx(r"(?<!\d)\d{4}\s?년\s?\d{1,2}\s?월\s?\d{1,2}\s?일")
KOREAN_NO_YEAR = rx(r"(?<![\d년])(?<!년\s)\d{1,2}\s?월\s?\d{1,2}\s?일")
# "リリース：6/20", "締切は 3/15（金）": a month and a day with a slash, in Japanese or Chinese prose, after a colon, a
# particle or the start of a line and before a weekday, a particle or the end of the clause (never "1/2 の確率", a
# fraction, nor "3/4 のテスト": a count)
SLASH_MONTH_DAY = rx(r"(?:(?<=[：:は、に])|(?<=[：:は、に]\s)|(?<=^)|(?<=^\s))(?:1[0-2]|0?[1-9])/(?:[12]\d|3[01]|0?[1-9])"
                             r"(?![\d/.,])(?=\s*(?:[（(][月火水木金土日一二三四五六][)）]|まで|から|に|の週|ごろ|頃|[、。]|$))", re.M)

_KINDS: dict[tuple[str, ...], str] = {("d", "m", "y", "."): "dmy_dot", ("d", "m", "y", "/"): "dmy_date", ("d", "m", "y", "-"): "dmy_order",
          ("y", "m", "d", "-"): "iso_date", ("y", "m", "d", "/"): "ymd_slash", ("y", "m", "d", "."): "ymd_dot",
          ("m", "d", "y", "/"): "mdy_date"}


def _word_role(word: str) -> str:
    for role, words in (("d", _DAY_WORDS), ("m", _MONTH_WORDS), ("y", _YEAR_WORDS)):
        if re.fullmatch(words, word, re.I):
            return role
    return ""


def _roles(a: str, b: str, c: str) -> tuple[str, ...]:
    """Day, month and year of three letter fields: the four-letter one is the year, the one of M (or A beside a
    Y year: Turkish "ay") the month, the rest the day."""
    fields = [a, b, c]
    years = [i for i, f in enumerate(fields) if len(f) == 4]
    if len(years) != 1 or any(len(f) > 2 for i, f in enumerate(fields) if i != years[0]):
        return ()
    year_letter = fields[years[0]][0].lower()
    roles = ["y" if i == years[0] else "" for i in range(3)]
    for i, f in enumerate(fields):
        if not roles[i] and (f[0].lower() in "mм" or (f[0].lower() == "a" and year_letter == "y")):
            roles[i] = "m"
    if roles.count("m") != 1:
        return ()
    return tuple(r or "d" for r in roles)


def kinds(clause: str) -> list[str]:
    """The date kinds the templates of ``clause`` name, in order, once each."""
    out: list[str] = []
    for found in _TEMPLATE.finditer(clause):
        roles = _roles(found.group("a"), found.group("b"), found.group("c"))
        kind = _KINDS.get((*roles, found.group("s"))) if roles else None
        if kind and kind not in out:
            out.append(kind)
    for found in _WORDS.finditer(clause):
        roles = tuple(_word_role(found.group(g)) for g in "abc")
        kind = _KINDS.get((*roles, found.group("s"))) if len(set(roles)) == 3 else None
        if kind and kind not in out:
            out.append(kind)
    return out
