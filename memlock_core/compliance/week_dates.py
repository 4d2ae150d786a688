"""Week numbers only with their dates: "week numbers are fine but always give the dates too (wk 49, 1-7 Dec)",
"KW ist ok, aber immer mit Datum", "numéro de semaine toujours avec les dates", "Veckonummer är ok men skriv alltid
datum också", "週番号には必ず日付も添えて".

Why a module of its own: the date readers judge how a date is written; this rule asks that a week named by its number
never stand alone. The rule side names week numbers and asks for a date beside them ("also", "too", "with",
"always"); a rule that refuses week numbers outright is another rule and is not read here. The reply is read for
week numbers ("week 51", "wk 12", "KW 7", "semaine 3", "semana 9", "vecka 25", "v. 49", "第12週", "3주차"); each
must have a date in the same sentence (a day with a month name, a numeric day and month, an ISO date, a range of
days "7–13"). None in the reply: not applicable. It is added to the check as the date kind ``week_date``.
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance.check import ReplyCheck
from memlock_core.compliance.date_lexicon import alternation, month_abbreviations, months
from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

KIND = "week_date"

# the rule names week numbers
_WEEK_NUMBERS = rx(r"\bweek ?(?:numbers?|nos?\.?|nrs?\.?)|\bweeknummers?\b|\bveckonummer\w*|\bugenumm\w*|\bukenumm\w*|"
                   r"\bkalenderwochen?\b|\bkw\b|\bwochennummern?\b|\bnum[ée]ros? de (?:la )?semaines?\b|"
                   r"\bn[úu]meros? de (?:la )?semanas?\b|\bnumeri di settimana\b|\bnumero della settimana\b|"
                   r"\bnumery tygodni\w*|\bhafta numaras\w*|週番号|第\s?\d+\s?週|周数|周次|第\s?\d+\s?周|주차|주 번호", re.I)
# ... and asks for the date beside them
_DATE_TOO = rx(r"\b(?:dates?|datum|data|datums|fecha|fechas|dato|daty|tarih\w*)\b[^.;\n]{0,20}\b(?:too|as well|also|"
               r"också|ook|auch|aussi|también|anche|också|også|też|de)\b|"
               r"\b(?:also|too|always|alltid|altijd|immer|toujours|siempre|sempre|zawsze|with|mit|avec|con|med|met|"
               r"z|ile)\b[^.;\n]{0,25}\b(?:the |a |les |la |las |los |le |die |das |den |het |de )?(?:dates?|datum\w*|"
               r"fechas?|date|daty|data|tarih\w*)\b|日付も|日付を(?:添え|併記|付け|書)|日期|날짜도|날짜를 (?:함께|같이)", re.I)
# a ban of week numbers: another rule ("no week numbers, dates only")
_REFUSED = rx(r"\b(?:no|never|don'?t use|not|avoid|keine|nie|pas de|jamais|sin|nunca|geen|inga|aldrig|niente|nada de)\s+"
              r"(?:\w+\s+){0,2}$|(?:使わ|禁止|不要|쓰지)", re.I)

_WEEK_MENTION = rx(r"(?<![\w.])(?:weeks?|wk|kw|kalenderwoche|woche|semaine|semana|settimana|vecka|v\.|week|uge|uke|"
                   r"tydzień|tygodniu|hafta)\s?(?:no\.?\s?|nr\.?\s?|#)?\d{1,2}(?![\d.,:/-]?\d)|"
                   r"(?<![\w-])(?-i:C?W)\d{1,2}(?!\d)|第\s?\d{1,2}\s?[週周]|\d{1,2}\s?週目|\d{1,2}\s?주차", re.I)
# a month short or written out: any word that starts like a short month (English, German, French, Spanish,
# Italian, Dutch: "Dec", "Dezember", "juil.", "ott"), but for those that are words too ("gen", "mag", "set"); the
# short months that are whole month names ("May", "mai", "juin", "mei"), "maart", "mrt" and "maj" (Swedish, Danish)
# only as they are
_SHORT = month_abbreviations("en", "de", "fr", "es", "it", "nl")
_MONTHS = "|".join([*(rf"{w}\w*" for w in alternation(_SHORT, without=(*months(), "gen", "mag", "set", "fév", "mrz",
                                                                           "mrt")).split("|")),
                    alternation([*(w for w in _SHORT if w in months()), "maj", "mrt", "maart"])])
_DATE = rx(rf"\b\d{{1,2}}\.?\s?(?:de\s)?(?:{_MONTHS})\b|\b(?:{_MONTHS})\.?\s\d{{1,2}}\b|"
           r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\b|\b\d{1,2}\s?[–—-]\s?\d{1,2}\b|"
           r"\d{1,2}\s?月\s?\d{1,2}\s?日|\d{1,2}\s?월\s?\d{1,2}\s?일|\d{1,2}\s?日", re.I)
_SENTENCE = rx(r"[^.!?。！？\n]+(?:[.!?。！？]+|$)|\n")


def asks(text: str) -> bool:
    """Whether ``text`` allows week numbers only with the dates beside them."""
    week = _WEEK_NUMBERS.search(text)
    if week is None or _REFUSED.search(text[max(0, week.start() - 25):week.start()]):
        return False
    return bool(_DATE_TOO.search(text))


def with_rule(text: str, reply: ReplyCheck | None, kinds: list[str]) -> tuple[ReplyCheck | None, list[str]]:
    """``reply`` with the ``week_date`` date kind when ``text`` asks for it."""
    if not asks(text):
        return reply, kinds
    base = reply or ReplyCheck()
    if KIND in base.datetime:
        return reply, kinds
    return replace(base, datetime=(*base.datetime, KIND)), [*kinds, KIND]


def _sentences(prose: str) -> list[str]:
    # "v. 49" keeps its dot: the abbreviation is no sentence end
    masked = re.sub(r"\b(v|nr|no|wk)\.", lambda m: m.group(1) + "\x00", prose, flags=re.I)
    return [s.replace("\x00", ".") for s in re.split(r"(?<=[.!?。！？])\s+|\n+", masked) if s.strip()]


def verdict(text: str) -> Finding:
    """week_date: every week number in the reply's own prose has a date in its sentence."""
    alone: list[str] = []
    dated: list[str] = []
    for sentence in _sentences(own_text(text)):
        weeks = [m.group(0) for m in _WEEK_MENTION.finditer(sentence)]
        if not weeks:
            continue
        rest = _WEEK_MENTION.sub(" ", sentence)
        (dated if _DATE.search(rest) else alone).extend(weeks)
    if alone:
        return BROKEN, f"week numbers with no date: {quote_words(alone)}"
    return (OBEYED, f"week numbers with their dates: {quote_words(dated)}") if dated \
        else (NOT_APPLICABLE, "no week number in the reply")
