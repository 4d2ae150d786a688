"""Date formats and time zones a rule names in other ways: a template, an example, a country's style, a city.

* Templates and styles: "US date format (MM/DD/YYYY)", "month/day/year" (``mdy_date``);
  "日付はYYYY/MM/DDで", "AAAA/MM/JJ" (``ymd_slash``); "Fechas en formato ISO", "Datum im ISO-Format"
  (``iso_date``).
* An example date in the rule: "dates like 2024-03-05" (ISO), "as 'March 5, 2024'" (the month in
  words), "31/12/2025" (day first), "12/31/2025" (month first), "31.12.2025" (dotted), "2025/12/31".
* A city for a zone: "my time zone (Berlin)", "Tokyo time", "hora de Madrid", "heure de Paris".
"""
from __future__ import annotations

import re

from memlock_core.compliance import conventions
from memlock_core.compliance.date_lexicon import alternation, months, weekday_abbreviations, weekdays
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

_DATE_WORD = r"(?:dates?|fechas?|datum|daten|datumsangaben|datas?|date|日付|日にち)"
ISO_NAMED = rx(rf"\b{_DATE_WORD}\b[^.;\n]{{0,25}}\b(?:iso|ISO)\b|\biso[- ](?:format|formato|style|stil)\b[^.;\n]{{0,15}}"
                       rf"\b{_DATE_WORD}\b|日付[^。]{{0,10}}ISO", re.I)
MDY = rx(r"(?<![A-Za-z])mm/dd/(?:yyyy|yy)(?![A-Za-z])|\bmonth/day/year\b|\b(?:us|u\.s\.|american|amerikanische[sn]?|américain|"
                 r"estadounidense)\s+(?:style\s+)?(?:date\s+format|dates?|datumsformat|format de date)\b|"
                 r"\bformato (?:de fecha )?(?:estadounidense|americano)\b", re.I)
YMD_SLASH = rx(r"(?<![A-Za-z])(?:yyyy|aaaa|jjjj)/mm/(?:dd|jj|tt)(?![A-Za-z])|年/月/日", re.I)


def _example_kind(written: str) -> str:
    """The date format of an example date ("March 5, 2024": long_date), or ""."""
    iso, other = conventions.dates(written)
    if iso:
        return "iso_date"
    if not other:
        return ""
    d = other[0]
    numeric = re.fullmatch(r"(\d{1,4})([/.-])(\d{1,2})\2(\d{2,4})", d)
    if not numeric:
        return "long_date" if re.search(r"[A-Za-zÀ-ÿ]", d) else ""
    a, sep, b, _ = numeric.groups()
    if len(a) == 4:
        return "ymd_slash" if sep == "/" else ""
    if sep == ".":
        return "dmy_dot"
    if sep == "/" and int(a) > 12:
        return "dmy_date"
    if sep == "/" and int(b) > 12:
        return "mdy_date"
    return ""


def date_kinds(clause: str) -> list[str]:
    """Date formats a clause names by a template, a style or an example (beyond the readers in reply_rule)."""
    out = []
    # "never use the American format month/day": the format the rule refuses, not the one it wants
    if any(not _NOT_THIS.search(clause[max(0, m.start() - 40):m.start()]) for m in MDY.finditer(clause)):
        out.append("mdy_date")
    if YMD_SLASH.search(clause):
        out.append("ymd_slash")
    if ISO_NAMED.search(clause):
        out.append("iso_date")
    if not out and (re.search(rf"\b{_DATE_WORD}\b|日付", clause, re.I) or _MONTHS_AS_NUMBERS.search(clause)):
        # every date written in the rule: a negated one ("don't write dates like 03/04/2025") is not the format
        iso, other = conventions.dates(clause)
        for written in iso + other:
            at = clause.find(written)
            if _NOT_THIS.search(clause[max(0, at - 40):at]):
                continue
            kind = _example_kind(written)
            if kind:
                out.append(kind)
                break
    return out


# "Не пиши месяцы словами, только цифрами: 01.03.2024", "months as numbers, not words": the example date is the format
_MONTHS_AS_NUMBERS = rx(r"(?:\bmonths?|\bmois|\bmonate?n?|\bmeses|\bmesi|\bmaanden|\bmånader|месяц\w*|miesi[ąę]c\w*|"
                        r"\bдат[аыу]?\b|\bdaty\b|月)[^.;\n]{0,40}(?:numbers?|digits?|numeric|numerals?|chiffres|zahlen|"
                        r"ziffern|números|numeri|cijfers|siffror|цифр\w*|cyfr\w*|数字)", re.I)
_NOT_THIS = rx(r"\b(?:don'?t|do not|not|never|no|avoid|instead of|rather than|pas|jamais|nicht|nie|kein\w*|nunca|"
                       r"nada del?|nada de la|mai|non|não)\b[^.;,]{0,30}$", re.I)


def date_verdict(kind: str, own: str) -> Finding:
    """mdy_date | ymd_slash over the dates of the reply's own text."""
    iso, other = conventions.dates(own)
    good: list[str] = []
    bad: list[str] = list(iso)
    for d in other:
        numeric = re.fullmatch(r"(\d{1,4})([/.-])(\d{1,2})(?:\2(\d{2,4}))?", d)
        if kind == "ymd_slash":
            (good if numeric and len(numeric.group(1)) == 4 and numeric.group(2) == "/" else bad).append(d)
            continue
        if numeric:
            ok = numeric.group(2) == "/" and len(numeric.group(1)) <= 2 and int(numeric.group(1)) <= 12 \
                and int(numeric.group(3)) <= 31
            (good if ok else bad).append(d)
        else:  # in words: month first ("March 5, 2024") is the US order, day first ("5 March 2024") is not
            (good if re.match(r"[^\W\d]", d) else bad).append(d)
    want = "MM/DD/YYYY" if kind == "mdy_date" else "YYYY/MM/DD"
    if bad:
        return BROKEN, f"dates not written as {want}: {quote_words(bad)}"
    return (OBEYED, f"dates as {want}: {quote_words(good)}") if good else (NOT_APPLICABLE, "no date in the reply")


_CITY_ZONES = {
    "CET": ("Berlin", "Paris", "Madrid", "Rome", "Roma", "Amsterdam", "Vienna", "Wien", "Zurich", "Zürich", "Stockholm",
            "Brussels", "Bruxelles", "Warsaw", "Prague", "Oslo", "Copenhagen", "Munich", "München", "Frankfurt",
            "Hamburg", "Milan", "Milano", "Barcelona", "Budapest"),
    "UK": ("London", "Londres", "Manchester", "Edinburgh"),
    "ET": ("New York", "NYC", "Boston", "Toronto", "Montreal", "Washington", "Miami", "Atlanta"),
    "CT": ("Chicago", "Dallas", "Houston", "Austin"),
    "MT": ("Denver",),
    "PT": ("Los Angeles", "San Francisco", "Seattle", "Vancouver", "Portland"),
    "JST": ("Tokyo", "Tokio", "Osaka", "東京", "大阪"),
    "KST": ("Seoul",),
    "AET": ("Sydney", "Melbourne"),
    "IST": ("Mumbai", "Delhi", "Bangalore", "Bengaluru"),
}
_CITY = {city.lower(): zone for zone, cities in _CITY_ZONES.items() for city in cities}
_CITIES = "|".join(re.escape(c) for c in sorted(_CITY, key=len, reverse=True))
_CITY_RULE = rx(rf"\b(?:time ?zone|timezone|zeitzone|fuseau horaire|zona horaria|fuso orario|time|zeit|heure|hora|"
                        rf"ora|uhrzeit\w*)\b[^.;\n]{{0,25}}?(?<![\w])(?P<a>{_CITIES})(?![\w])|"
                        rf"(?<![\w])(?P<b>{_CITIES})(?:er)?\s+(?:time|zeit|local time)\b|"
                        rf"\b(?:Europe|America|Asia|Australia)/(?P<c>{_CITIES.replace(' ', '_')})\b|"
                        rf"(?:東京|大阪)時間", re.I)
# "ora italiana", "hora española", "heure française", "deutsche Zeit", "hora peninsular": a country's time
COUNTRY_TIME = rx(r"\bora (?:italiana|di roma)\b|\bhora (?:española|peninsular|de españa)\b|\bheure (?:française|de france)\b|"
                          r"\bdeutsche[rn]? zeit\b|\bhora de portugal\b|\b(?:uk|british) time\b|\bhora (?:de )?brasília\b|"
                          r"\bhora (?:canaria|de (?:las )?canarias)\b", re.I)
_COUNTRY_TIME = COUNTRY_TIME
_COUNTRY_ZONE = {"ital": "CET", "roma": "CET", "espa": "CET", "peni": "CET", "fran": "CET", "deut": "CET", "port": "UK",
                 "uk t": "UK", "brit": "UK", "canar": "WET"}


def country_zone(words: str) -> str:
    """The zone of a country's time as a rule names it ("hora canaria": WET), "" when unknown."""
    return next((zone for key, zone in _COUNTRY_ZONE.items() if key in words.lower()), "")


def city_zone(clause: str) -> tuple[str, str] | None:
    """(zone, words) for a rule that names a city's time ("my time zone (Berlin)", "hora de Madrid")."""
    country = _COUNTRY_TIME.search(clause)
    if country:
        key = next((k for k in _COUNTRY_ZONE if k in country.group(0).lower()), "")
        if key:
            return _COUNTRY_ZONE[key], country.group(0)
    found = _CITY_RULE.search(clause)
    if not found:
        return None
    city = (found.group("a") or found.group("b") or (found.group("c") or "").replace("_", " ") or found.group(0)[:2]).lower()
    zone = _CITY.get(city)
    return (zone, found.group(0)) if zone else None


_IANA_REGION = {"CET": "Europe", "UK": "Europe", "ET": "America", "CT": "America", "MT": "America", "PT": "America",
                "JST": "Asia", "KST": "Asia", "AET": "Australia", "IST": "Asia"}


def zone_aliases(zone: str) -> tuple[str, ...]:
    """More ways a reply writes a time in ``zone``: its cities' IANA names ("Europe/Berlin", "America/New_York") and
    "<city> time"."""
    region = _IANA_REGION.get(zone)
    cities = [c for c in _CITY_ZONES.get(zone, ()) if c.isascii() and c != "NYC"]
    names = [f"{region}/{c.replace(' ', '_')}" for c in cities] if region else []
    return tuple(names + [f"{c} time" for c in cities]) + (("Asia/Kolkata",) if zone == "IST" else ())


# A weekday next to a date: "Monday, 20 January 2025", "Tue 1 July", "2025-06-24 (Tuesday)", "lundi 3 mars",
# "Montag, 3. März", "el lunes 3 de marzo", "3月5日(水)", "星期一"
# English short or written out ("Tue", "Tues", "Thurs", "Wednesday"); the other languages written out; German and
# French short with their dot (case-sensitive: "Do." and "mar.", never "do" or "Mar")
_EN_WEEKDAY = alternation([*weekday_abbreviations("en"), *(w.removesuffix("day") for w in weekdays("en"))])
_WEEKDAY = rx(
    rf"\b(?:{_EN_WEEKDAY})(?:day)?\b\.?|\b(?:{alternation([*weekdays('fr', 'de', 'es', 'it', 'pt', 'nl'), 'sonnabend'])})\b|"
    rf"\b(?-i:{alternation([*(w.capitalize() for w in weekday_abbreviations('de')), *weekday_abbreviations('fr')])})\.|"
    r"[月火水木金土日]曜日?|[（(][月火水木金土日][)）]|(?:星期|周|週)[一二三四五六日天]", re.I)


def weekday_verdict(own: str) -> Finding:
    """weekday: every date in ``own`` has its weekday next to it (within a few words before or after)."""
    iso, other = conventions.dates(own)
    good: list[str] = []
    bad: list[str] = []
    at = 0
    for written in sorted(iso + other, key=own.find):
        start = own.find(written, at)
        if start < 0:
            start = own.find(written)
        end = start + len(written)
        at = end
        near = own[max(0, start - 16):start] + " " + own[end:end + 16]
        (good if _WEEKDAY.search(near) or _WEEKDAY.search(written) else bad).append(written)
    if bad:
        return BROKEN, f"dates with no weekday: {quote_words(bad)}"
    return (OBEYED, f"dates with their weekday: {quote_words(good)}") if good else (NOT_APPLICABLE, "no date in the reply")


# A day named from today: "tomorrow", "next Tuesday", "in three days", "two weeks from now", "demain", "la semaine
# prochaine", "morgen", "nächste Woche", "mañana", "la semana que viene", "domani", "amanhã", "明日", "来週", "明天"
_N = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several)"
_DAY_NAME = rf"(?:{alternation(weekdays('en'))}|week(?:end)?|month|year|{alternation(weekdays('fr'))}|semaine|mois|année|an)"
# "last October", "next March": a month named from today; "octobre dernier", "letzten Oktober", "el pasado octubre"
_MONTH_NAME = rf"(?:{alternation(months('en'))})"
_MONTH_FR = rf"(?:{alternation(months('fr'))})"
_MONTH_DE = rf"(?:{alternation(months('de'))})"
_MONTH_ES = rf"(?:{alternation(months('es'))})"
_DAY_FR = alternation(weekdays("fr"))
_DAY_DE = alternation(weekdays("de"))
_DAY_ES = alternation(weekdays("es"))
_RELATIVE = rx(
    rf"\b(?:today|tonight|tomorrow|yesterday|the day (?:after tomorrow|before yesterday)|"
    rf"(?:next|last|this coming|this past|this) (?:{_DAY_NAME}|{_MONTH_NAME})|"
    rf"in {_N} (?:days?|weeks?|months?)(?! (?:of|time to))|{_N} (?:days?|weeks?|months?) (?:ago|from (?:now|today)|later|hence)|"
    rf"(?:from|after|since) today|"
    r"aujourd'hui|demain|hier|après-demain|avant-hier|(?:la semaine|le mois|l'an|l'année) (?:prochaine?|dernière?)|"
    rf"(?:{_DAY_FR}) (?:prochain|dernier)|dans \d+ jours|il y a \d+ jours|"
    rf"(?:en )?{_MONTH_FR} (?:prochain|dernier)|(?:letzten|nächsten|kommenden|im letzten|im nächsten) {_MONTH_DE}|"
    rf"(?:el )?(?:pasado|próximo) {_MONTH_ES}|(?:en )?{_MONTH_ES} (?:pasado|próximo|que viene)|"
    rf"heute|gestern|übermorgen|vorgestern|(?:nächste|letzte|kommende)[nrs]? (?:woche|monat|jahr|{_DAY_DE})|"
    r"in \d+ tagen|vor \d+ tagen|"
    r"hoy|ayer|pasado mañana|anteayer|(?:la )?(?:semana|mes) (?:que viene|pasad[oa]|próxim[oa])|(?:la )?próxima semana|"
    rf"el próximo (?:{_DAY_ES}|mes)|dentro de \d+ días|hace \d+ días|"
    r"oggi|domani|ieri|dopodomani|la settimana prossima|la prossima settimana|"
    r"hoje|amanhã|ontem|a próxima semana|na semana que vem)\b"
    # "morgen" and "mañana" as an adverb, never "am Morgen", "Guten Morgen", "por la mañana", "esta mañana"
    r"|(?<!\bam )(?<!\bguten )(?<!\bjeden )(?<!\bden )(?-i:\bmorgen\b)|(?<!\bla )(?<!\besta )(?<!\bcada )(?<!\bmedia )\bmañana\b"
    r"|今日|明日|昨日|明後日|一昨日|来週|先週|今週|来月|先月|今天|明天|昨天|后天|前天|下周|上周|下星期|上星期|下个月|上个月", re.I)


def names_relative_day(word: str) -> bool:
    """``word`` is itself a day named from today ("yesterday", "next week", "demain"): under an absolute-date rule
    ("don't say 'yesterday'/'next week' etc, give dates") it is an example of the class the rule bans, not a word
    banned on its own."""
    return _RELATIVE.fullmatch(word.strip()) is not None


def absolute_verdict(own: str) -> Finding:
    """absolute_date: no day named relative to today in ``own`` (quotes and code already left out)."""
    relative = [m.group(0) for m in _RELATIVE.finditer(own)]
    if relative:
        return BROKEN, f"days named relative to today: {quote_words(relative)}"
    iso, other = conventions.dates(own)
    return (OBEYED, f"dates written out: {quote_words(iso + other)}") if iso or other \
        else (NOT_APPLICABLE, "no date in the reply")


def twelve_hour_verdict(own: str) -> Finding:
    """12h: times of day with AM/PM; a 24-hour time ("14:30", "09:00", "18h", "20 Uhr") breaks it, a bare "9:30" is in
    no style."""
    good: list[str] = []
    bad: list[str] = []
    for _, _, written, style in conventions.time_spans(own):
        if style == "12":
            good.append(written)
        elif style == "24":
            digits = re.match(r"\d+", written.strip())
            hour = int(digits.group(0)) if digits else -1
            if hour == 0 or hour >= 13 or (digits and len(digits.group(0)) == 2 and digits.group(0).startswith("0")) \
                    or re.search(r"h|Uhr|時", written):
                bad.append(written)
    if bad:
        return BROKEN, f"24-hour times: {quote_words(bad)}"
    return (OBEYED, f"12-hour times: {quote_words(good)}") if good else (NOT_APPLICABLE, "no time of day in the reply")
