"""The names of months and weekdays, once, for every reader that needs them (compliance and detection).

Why a module of its own: the date readers (conventions, datetime_format, date_names, week_dates, sources, tool_acts)
and detection's day slots each used to carry their own copy of these lists, and the copies drifted apart. This is
plain data with no import of memlock: detection may read it (like ``language_names``) and the low-level readers can
import it without a cycle. Months are listed January first (index + 1 is the month's number), weekdays Monday first
(index 0 is Monday). A reader picks the languages and forms it wants and builds its pattern from them once, at
import (through ``regex_cache.rx``); :func:`alternation` keeps the order given and drops repeats.
"""
from __future__ import annotations

from collections.abc import Iterable

# Months written out, in the form a date uses (Polish, Russian and Ukrainian: the genitive, "30 kwietnia 2026").
MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
           "décembre"),
    "de": ("januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november",
           "dezember"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"),
    "nl": ("januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
           "november", "december"),
    "pl": ("stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
           "października", "listopada", "grudnia"),
    "ru": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
           "декабря"),
    "uk": ("січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
           "листопада", "грудня"),
}

# Months written short, each with its month's number; a language may write one month two ways ("Sep", "Sept").
MONTH_ABBREVIATIONS: dict[str, tuple[tuple[int, str], ...]] = {
    "en": ((1, "jan"), (2, "feb"), (3, "mar"), (4, "apr"), (5, "may"), (6, "jun"), (7, "jul"), (8, "aug"), (9, "sep"),
           (9, "sept"), (10, "oct"), (11, "nov"), (12, "dec")),
    "fr": ((1, "janv"), (2, "févr"), (2, "fév"), (3, "mars"), (4, "avr"), (5, "mai"), (6, "juin"), (7, "juil"),
           (8, "août"), (9, "sept"), (10, "oct"), (11, "nov"), (12, "déc")),
    "de": ((1, "jan"), (2, "feb"), (3, "mär"), (3, "mrz"), (4, "apr"), (5, "mai"), (6, "jun"), (7, "jul"), (8, "aug"),
           (9, "sep"), (10, "okt"), (11, "nov"), (12, "dez")),
    "es": ((1, "ene"), (2, "feb"), (3, "mar"), (4, "abr"), (5, "may"), (6, "jun"), (7, "jul"), (8, "ago"), (9, "sep"),
           (10, "oct"), (11, "nov"), (12, "dic")),
    "it": ((1, "gen"), (2, "feb"), (3, "mar"), (4, "apr"), (5, "mag"), (6, "giu"), (7, "lug"), (8, "ago"), (9, "set"),
           (10, "ott"), (11, "nov"), (12, "dic")),
    "nl": ((1, "jan"), (2, "feb"), (3, "mrt"), (4, "apr"), (5, "mei"), (6, "jun"), (7, "jul"), (8, "aug"), (9, "sep"),
           (10, "okt"), (11, "nov"), (12, "dec")),
}

# Weekdays written out, Monday first.
WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "de": ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
    "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"),
    "nl": ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
}
# Other ways to write a weekday out: "Sonnabend" (northern German Saturday), Portuguese without "-feira", the
# Spanish and Italian names typed without their accent, Russian stems (every case: "в пятницу", "по средам"),
# Japanese, Chinese and Korean. Monday first; detection's day slots read all of them.
WEEKDAY_VARIANTS: tuple[tuple[str, ...], ...] = (
    ("lunedi", "понедельн", "月曜", "周一", "星期一", "週一", "礼拜一", "禮拜一", "월요일"),
    ("terça", "terca", "martedi", "вторник", "火曜", "周二", "星期二", "週二", "礼拜二", "화요일"),
    ("miercoles", "mercoledi", "средам", "水曜", "周三", "星期三", "週三", "礼拜三", "수요일"),
    ("giovedi", "четверг", "木曜", "周四", "星期四", "週四", "礼拜四", "목요일"),
    ("sexta", "venerdi", "пятниц", "金曜", "周五", "星期五", "週五", "礼拜五", "禮拜五", "금요일"),
    ("sonnabend", "sabado", "суббот", "土曜", "周六", "星期六", "週六", "礼拜六", "토요일"),
    ("воскресень", "日曜", "周日", "星期日", "星期天", "週日", "礼拜天", "일요일"),
)
# Weekdays written short, Monday first (German and French with their dot in a date: "Mo., 7. Dez.", "lun. 7 déc.").
WEEKDAY_ABBREVIATIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "en": (("mon",), ("tue", "tues"), ("wed",), ("thu", "thur", "thurs"), ("fri",), ("sat",), ("sun",)),
    "nl": (("ma",), ("di",), ("wo",), ("do",), ("vr",), ("za",), ("zo",)),
    "de": (("mo",), ("di",), ("mi",), ("do",), ("fr",), ("sa",), ("so",)),
    "fr": (("lun",), ("mar",), ("mer",), ("jeu",), ("ven",), ("sam",), ("dim",)),
    "es": (("lun",), ("mar",), ("mié",), ("jue",), ("vie",), ("sáb",), ("dom",)),
    "it": (("lun",), ("mar",), ("mer",), ("gio",), ("ven",), ("sab",), ("dom",)),
    "pt": (("seg",), ("ter",), ("qua",), ("qui",), ("sex",), ("sáb",), ("dom",)),
}


def months(*languages: str) -> list[str]:
    """The months written out in ``languages`` (all of them when none is named), January first in each."""
    return [name for lang in (languages or tuple(MONTHS)) for name in MONTHS[lang]]


def month_abbreviations(*languages: str) -> list[str]:
    """The short months of ``languages`` (all when none is named), in the order listed."""
    return [short for lang in (languages or tuple(MONTH_ABBREVIATIONS)) for _, short in MONTH_ABBREVIATIONS[lang]]


def weekdays(*languages: str) -> list[str]:
    """The weekdays written out in ``languages`` (all when none is named), Monday first in each."""
    return [name for lang in (languages or tuple(WEEKDAYS)) for name in WEEKDAYS[lang]]


def weekday_abbreviations(*languages: str) -> list[str]:
    """The short weekdays of ``languages`` (all when none is named), Monday first in each."""
    return [short for lang in (languages or tuple(WEEKDAY_ABBREVIATIONS))
            for forms in WEEKDAY_ABBREVIATIONS[lang] for short in forms]


def weekday_index() -> list[tuple[int, str]]:
    """Every weekday name the lexicon knows written out (variants included), with its index (0 = Monday)."""
    pairs = [(n, name) for lang in WEEKDAYS for n, name in enumerate(WEEKDAYS[lang])]
    pairs += [(n, name) for n, names in enumerate(WEEKDAY_VARIANTS) for name in names]
    return list(dict.fromkeys(pairs))  # "sábado", "domingo": Spanish and Portuguese alike, once


def alternation(words: Iterable[str], *, without: Iterable[str] = ()) -> str:
    """``words`` as a regex alternation ("a|b|c"), in their order, each once, ``without`` left out. The words are
    plain letters (and "-"), so no escaping is needed."""
    skip = set(without)
    seen: dict[str, None] = {}
    for word in words:
        if word not in skip:
            seen.setdefault(word)
    return "|".join(seen)
