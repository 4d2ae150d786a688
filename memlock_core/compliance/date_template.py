"""A date format named by its template, in any script: three fields of one letter each, repeated, joined by one
separator ("ДД.ММ.ГГГГ", "GG.AA.YYYY", "ÅÅÅÅ-MM-DD", "RRRR-MM-DD", "dd/mm/jjjj"), or the words for day, month and year
joined the same way ("gün.ay.yıl", "день.месяц.год", "dzień/miesiąc/rok", "dag-maand-jaar"), and the Korean
"YYYY년 M월 D일". The year is the four-letter field or the year word; the month the field of M (Turkish "ay": AA);
what the order and separator name is a date kind the checker already reads.
"""
from __future__ import annotations

import re

# a field: one letter (any script) written one to four times
_FIELD = r"(?P<{0}>([^\W\d_])(?:\{1}){{0,3}})"
_TEMPLATE = re.compile(r"(?<![\w.])" + _FIELD.format("a", 2) + r"(?P<s>[./-])" + _FIELD.format("b", 5) + r"(?P=s)"
                       + _FIELD.format("c", 7) + r"(?![\w])")
_DAY_WORDS = r"day|jour|tag|d[íi]a|giorno|dia|gün|день|dzień|dag"
_MONTH_WORDS = r"month|mois|monat|mes|mese|m[êe]s|ay|месяц|miesiąc|månad|maand"
_YEAR_WORDS = r"year|ann[ée]e|jahr|año|anno|ano|yıl|год|rok|år|jaar"
_WORDS = re.compile(rf"(?<!\w)(?P<a>{_DAY_WORDS}|{_MONTH_WORDS}|{_YEAR_WORDS})(?P<s>[./-])(?P<b>{_DAY_WORDS}|{_MONTH_WORDS}|"
                    rf"{_YEAR_WORDS})(?P=s)(?P<c>{_DAY_WORDS}|{_MONTH_WORDS}|{_YEAR_WORDS})(?!\w)", re.I)
KOREAN_RULE = re.compile(r"(?:YYYY|yyyy|\d{4})\s?년\s?(?:MM?|mm?|\d{1,2})\s?월\s?(?:DD?|dd?|\d{1,2})\s?일")
# a Korean date in a reply: with its year ("2025년 3월 5일") or without it ("3월 5일")
KOREAN_FULL = re.compile(r"(?<!\d)\d{4}\s?년\s?\d{1,2}\s?월\s?\d{1,2}\s?일")
KOREAN_NO_YEAR = re.compile(r"(?<![\d년])(?<!년\s)\d{1,2}\s?월\s?\d{1,2}\s?일")

_KINDS: dict[tuple[str, ...], str] = {("d", "m", "y", "."): "dmy_dot", ("d", "m", "y", "/"): "dmy_date", ("d", "m", "y", "-"): "dmy_order",
          ("y", "m", "d", "-"): "iso_date", ("y", "m", "d", "/"): "ymd_slash", ("m", "d", "y", "/"): "mdy_date"}


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
