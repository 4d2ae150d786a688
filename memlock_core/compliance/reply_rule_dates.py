"""Reply-rule clauses about dates and times: UTC or a named zone, zones together, ISO 8601 and other date
templates, 24-hour time, weekdays, absolute dates, a time given by example.

Why a module of its own: one kind of clause per module (see :mod:`reply_rule`, which dispatches to it).
"""
from __future__ import annotations

import re
from dataclasses import replace

from memlock_core.compliance import conventions, date_template, datetime_format
from memlock_core.compliance.check import TIME_ZONES
from memlock_core.compliance.reply_rule_base import Clause, negated
from memlock_core.regex_cache import rx

_UTC = rx(r"\b(?:utc|gmt|zulu|coordinated universal time|temps universel)\b|協定世界時|UTCで", re.I)
_ISO_DATE = rx(r"\biso[- ]?8601\b|\bdates?\b[^.;\n]{0,20}\b\d{4}-\d{2}-\d{2}\b|"
                       r"\biso(?:[- ]style|[- ]format(?:ted)?)? dates?\b|(?<![a-z])yyyy-mm-dd(?![a-z])|\baaaa-mm-jj\b|"
                       r"\bjjjj-mm-tt\b|\baaaa-mm-dd\b|ISO形式", re.I)
_24H = rx(r"\b24[- ]?(?:hours?|hrs?)\b|24\s*시간제|오전\s*[/·,와과]?\s*오후|\b24[- ]?часов(?:ой|ом|ого|ое|ая|ые)\b|"
                  r"\b24 saat(?:lik)? (?:format|biçim|düzen|sistem)\w*|\b(?:formato|format)\s+(?:de\s+|da\s+)?24\s?(?:ore|heures|uur)\b|"
                  r"\bmilitary time\b|\bformat(?:o)? (?:de )?24 ?h|\b24[- ]stunden|\b24 horas\b|"
                  r"\b(?:heures?|horas?|uhrzeit(?:en)?|zeiten|ore|orari|times?)\s+(?:en|in|im|a|al|nel|sur|su|em|auf)\s+(?:format\s+)?24\s?h\b|"
                  r"24時間|24\s*小[时時]制?|\bam/pm\b|午前\s*[・/／と、や]?\s*午後|上午\s*[/／、和或与與]?\s*下午|"
                  r"\b(?:am|a\.m\.)\s*(?:or|and|/|ou|oder|o|y|e)\s*(?:pm|p\.m\.)(?!\w)|"
                  r"\b12[- ]?(?:hours?|hrs?|h|heures?|stunden|horas|ore)\b|"
                  # Dutch, Polish, Swedish / Danish / Norwegian: "24-uursnotatie", "24-godzinny", "24-timmarsklocka"
                  r"\b(?:24|12)[- ]?(?:uurs?\w*|godzinn\w*|timmars\w*|timers\w*)|"
                  r"\b24 ?h\b(?=[^.;\n]{0,20}\b(?:time|clock|format|heure|uhr|zeit|hora)s?\b)", re.I)
_TIME_CONTEXT = rx(r"\borari[oe]?\b|\bhorários?\b|\bdate\b|\bdatas?\b|"
                           r"\btimes?\b|\btimestamps?\b|\bhours?\b|\bclock\b|\bdates?\b|\bheures?\b|\bzeit(?:en|angaben)?\b|"
                           r"\buhrzeit\w*\b|\bhoras?\b|\bfechas?\b|時刻|時間|日時|\butc\b|"
                           # time and date in Chinese, Korean, Turkish, Russian, Polish, Swedish, Dutch
                           r"时间|日期|시간|시각|날짜|\bsaat\w*|\btarih\w*|\bвремя\b|\bдат[аыу]\b|\bczas\w*|\bgodzin\w*|"
                           r"\bdaty\b|\btider?\b|\bdatum\w*|\btijd\w*|\btijden\b", re.I)


def _zone_aliases() -> dict[str, str]:
    out: dict[str, str] = {}
    for key, aliases in TIME_ZONES.items():
        for alias in aliases:
            if alias[0] in "+-" or alias.upper().startswith(("UTC", "GMT")) or len(alias) < 3:
                continue
            if alias.lower() in ("pacific", "eastern", "central", "mountain", "central european", "australian eastern"):
                alias += " time"
            out.setdefault(alias.lower(), key)
    return out


_ZONE_ALIASES = _zone_aliases()
_ZONE_NAME = rx(r"(?<![A-Za-z0-9_-])(?:" + "|".join(
    re.escape(a.upper()) if a.upper() == a.upper().strip() and len(a) <= 5 and " " not in a else "(?i:" + re.escape(a) + ")"
    for a in sorted(_ZONE_ALIASES, key=len, reverse=True)) + r")(?![A-Za-z0-9_-])")
_ANY_ZONE = rx(r"\b(?:say|state|give|include|mention|add|with|show|specify|name|always|tell me)\s+"
                       r"(?:the\s+|a\s+|their\s+|its\s+|which\s+|what\s+)?"
                       r"(?:time ?zones?|timezones?)\b|\b(?:indique[rz]?|précise[rz]?|mentionne[rz]?|donne[rz]?|avec|dis|"
                       r"gib|nenne|mit|sag|sage|indica|menciona|siempre con|con|especifica|di|dime|com|sempre com|"
                       # the verbs that put or add it: "pon la zona horaria", "ajoute le fuseau", "füge die Zeitzone"
                       r"pon|ponga|incluye|incluya|añade|agrega|mets|mettez|ajoute[rz]?|inclus|füge|metti|includi|"
                       r"aggiungi|coloque|inclua|adicione)\s+(?:\w+\s+)?"
                       r"(?:le |la |les |die |der |el |a |o )?(?:fuseaux? horaires?|zeitzonen?|zonas? horarias?|fusos? "
                       r"horários?|fuso orario)\b|\b(?:zeitzone|fuseau horaire|zona horaria)\b[^.;\n]{0,20}"
                       r"\b(?:angeben|nennen|indique|précise|indica)|タイムゾーンを(?:明記|書)", re.I)


# "dates au format JJ/MM/AAAA", "dates as DD/MM/YYYY", "fechas DD/MM/AAAA", "date GG/MM/AAAA"
_DMY_DATE = rx(r"\b(?:dd|jj|tt|gg)/mm/(?:yyyy|aaaa|jjjj)\b", re.I)
_DMY_DOT = rx(r"\b(?:dd|tt|jj|gg)\.mm\.(?:yyyy|jjjj|aaaa)\b", re.I)  # "im Format TT.MM.JJJJ"
# "día/mes/año (nada de mes/día)": an order of numeric dates, not a template (a month in words is in no order)
_DMY_ORDER = rx(r"\bd[íi]a[/-]mes[/-]año\b|\bjour[/-]mois[/-]ann[ée]e\b|\btag[/-]monat[/-]jahr\b|"
                        r"\bday[/ -]month[/ -]year\b|\bgiorno[/-]mese[/-]anno\b|\bdia[/-]m[êe]s[/-]ano\b|"
                        r"\bday (?:before|first,? then) (?:the )?month\b|\bday first\b|\bjour avant le mois\b|"
                        r"\bTag vor (?:dem )?Monat\b|\bd[íi]a antes del mes\b|"
                        r"\b(?:european|british|uk|australian|continental|europäisch\w*|européen\w*|europeo|europea)\s+"
                        r"(?:style\s+)?(?:date(?:\s+format)?s?|date order|format de date|datumsformat|formato de fecha)\b|"
                        r"\bformat de date (?:européen|britannique)\b|\bformato (?:de fecha )?europeo\b|"
                        r"\bdates?\b[^.;\n]{0,25}\b(?:in|au|im|en)\s+(?:the\s+)?(?:european|british|uk)\s+(?:format|style|order)\b",
                        re.I)
# "日付は「2025年3月5日」の形式で", "年月日で": year, month and day written with 年 月 日
_KANJI_DATE = rx(r"\d{4}年\d{1,2}月\d{1,2}日(?:」)?\s*(?:の)?(?:形式|表記|書式|で)|年月日(?:の)?(?:形式|表記|書式|で)|"
                         r"(?:YYYY|yyyy|\d{4})\s?年\s?(?:MM?|mm?|\d{1,2})\s?月\s?(?:DD?|dd?|\d{1,2})\s?日")
# "Include the weekday whenever you give a date", "dates with the day of the week", "avec le jour de la semaine",
# "Datum immer mit Wochentag", "con el día de la semana", "日付には曜日を付けて": every date with its weekday
_WEEKDAY_RULE = rx(r"\b(?:weekdays?|day of the week|days of the week|jour de la semaine|wochentag\w*|"
                           r"d[íi]a de la semana|giorno della settimana|dia da semana)\b|曜日|星期", re.I)
# "Don't use relative dates like 'tomorrow'", "always give the actual date", "keine relativen Datumsangaben": every
# day named by its date, never by "tomorrow" or "next Tuesday"
_ABSOLUTE_RULE = rx(r"\brelative (?:dates?|days?|time(?:s| references)?|terms|expressions|references|wording|phrases)\b|"
                            r"\b(?:actual|absolute|exact|explicit|calendar|concrete|real) dates?\b|"
                            r"\bdates? (?:relatives?|absolues?|exactes?|précises?)\b|"
                            r"\bfechas? (?:relativas?|exactas?|concretas?|absolutas?)\b|"
                            r"\brelative[nr]? (?:datums?angaben|zeitangaben|daten)\b|\b(?:konkrete|genaue|absolute)[ns]? datum\w*|"
                            r"\bdate relative\b|\bdata (?:esatta|assoluta)\b|相対的な日付|相对(?:日期|时间)|具体的な日付|具体日期|"
                            # the real date: "me dá a data de verdade", "la fecha real", "la vraie date", "das echte Datum",
                            # "실제 날짜로", "実際の日付", "真实日期"
                            r"\bdatas? (?:de verdade|reais|real|exatas?|concretas?|absolutas?|relativas?|precisas?)\b|"
                            r"\bfechas? (?:real(?:es)?|de verdad|precisas?)\b|\b(?:vraies?|réelles?) dates?\b|\bdates? réelles?\b|"
                            r"\bdata (?:reale|vera|precisa)\b|\b(?:echte|tatsächliche|wirkliche)[ns]? datum\w*|"
                            r"\b(?:echte|exacte|werkelijke) datum\b|실제\s*날짜|정확한\s*날짜|実際の日付|真实日期|实际日期|确切日期", re.I)
# "el mes en letras", "month written out / in words / spelled out", "mois en toutes lettres", "Monat ausgeschrieben"
_LONG_DATE = rx(r"\bmes(?:es)? (?:en|con) letras?\b|\bmonths? (?:written out|spelled out|in words|as a word)\b|"
                        r"\bspell(?:ed)? out the months?\b|\bmois en (?:toutes )?lettres\b|\bMonat\w* ausgeschrieben\b|"
                        r"\bausgeschrieben\w* Monat\w*\b|\bmese (?:in|per) lettere\b|\bmês por extenso\b|"
                        r"\bmonths? (?:as|in) (?:words?|names?|letters|full)\b|\bwrite out the months?\b|"
                        r"\b(?:use|with|write|spell out) (?:the )?(?:full )?month names?\b|\bmonth names?,? not numbers\b|"
                        r"\bmonths? (?:written )?out in full\b|\bwrite (?:the )?months? out\b|\bmonths? in full\b|"
                        # "no numeric dates", "keine numerischen Datumsangaben", "pas de dates numériques": dates in words
                        r"\b(?:no|never|avoid|not|without)\s+(?:\w+\s+)?(?:all-)?numeric(?:al)? dates\b|"
                        r"\bpas de dates? (?:numériques|en chiffres)\b|\bkeine (?:rein )?numerischen datum\w*|"
                        r"\bnada de fechas numéricas\b|\bsin fechas numéricas\b", re.I)
# "日付は西暦で", "和暦は使わない": years of the Western calendar
_GREGORIAN = rx(r"西暦で|西暦表記|和暦(?:は|を)?(?:使わない|使用しない|禁止|不可|NG)")


_ZONE_OR = rx(r"^[\s,]*(?:(?:time|hora|heure|zeit|ora)\s+)?(?:or|o|ou|oder|either|nor)\s", re.I)
_ZONE_AND = rx(r"^[\s,]*(?:(?:time|hora|heure|zeit|ora)\s+)?(?:and|y|e|et|und|&|\+|/|as well as|plus)\s*", re.I)


def _zones_together(clause: str) -> str:
    """Two or more zones a rule names side by side: "CET+ET" when each time goes in all of them ("both CET and US
    Eastern", "in Berlin und New York time"), "CET|WET" when in one of them ("hora peninsular o hora canaria"); ""
    for one zone, or zones refused ("in CET, not US zones")."""
    found: list[tuple[int, int, str]] = [(m.start(), m.end(), _ZONE_ALIASES[m.group(0).lower()])
                                         for m in _ZONE_NAME.finditer(clause)]
    found += [(m.start(), m.end(), zone) for m in datetime_format.COUNTRY_TIME.finditer(clause)
              if (zone := datetime_format.country_zone(m.group(0)))]
    found = [f for f in sorted(found) if not negated(clause, f[0], f[1])]
    keys = list(dict.fromkeys(key for _, _, key in found))
    if len(keys) < 2:
        return ""
    first = next(f for f in found if f[2] == keys[0])
    second = next(f for f in found if f[2] == keys[1])
    between = clause[first[1]:second[0]]
    if _ZONE_OR.match(between):
        return "|".join(keys[:2])
    if _ZONE_AND.match(between):
        return "+".join(keys[:2])
    return ""


def _strict_zone(found: Clause, clause: str) -> Clause:
    """A named zone whose rule also refuses another ("in MEZ, nicht UTC", "Tokyo time, not UTC"): a time given in
    the refused zone breaks it even beside its conversion; the bound gets "!" and the refused zones ("CET!UTC")."""
    if found.value != "time_zone" or not found.bound or "!" in found.bound:
        return found
    wanted = set(re.split(r"[+|]", found.bound))
    refused = ["UTC" if _UTC.fullmatch(m.group(0)) else _ZONE_ALIASES.get(m.group(0).lower(), "")
               for m in list(_UTC.finditer(clause)) + list(_ZONE_NAME.finditer(clause))
               if negated(clause, m.start(), m.end())]
    keys = [k for k in dict.fromkeys(refused) if k and k not in wanted]
    bound = found.bound + "!" + "|".join(keys)
    return replace(found, bound=bound) if keys and len(bound) <= 40 else found


_TEMPLATE_KINDS = frozenset({"dmy_dot", "dmy_date", "dmy_order", "iso_date", "ymd_slash", "ymd_dot", "mdy_date"})


def _mdy_refused(clause: str) -> bool:
    """The US date format named to be refused: "Non usare mai il formato americano", "never the US date format"."""
    found = datetime_format.MDY.search(clause)
    return found is not None and negated(clause, found.start(), found.end())


def read_datetime(clause: str) -> list[Clause]:
    out = []
    zone = _ZONE_NAME.search(clause)
    if zone and _EXAMPLE_BEFORE.search(clause[:zone.start()]) and _ANY_ZONE.search(clause):
        zone = None  # "include the time zone (e.g. 14:00 CET or 09:00 America/New_York)": an example of any zone
    if zone and _TIME_CONTEXT.search(clause) and not negated(clause, zone.start(), zone.end()) \
            and not (_UTC.search(clause) and not re.search(r"\bin\s+(?:\w+\s+)?time\b", clause, re.I)
                     and not negated(clause, *_UTC.search(clause).span())):  # type: ignore[union-attr]
        out.append(Clause("datetime", "must", "time_zone", bound=_ZONE_ALIASES[zone.group(0).lower()],
                          words=zone.group(0)))
    several = _zones_together(clause) if zone and _TIME_CONTEXT.search(clause) else ""
    if several:  # "always include both CET and US Eastern", "di si es hora peninsular o hora canaria"
        out = [Clause("datetime", "must", "time_zone", bound=several, words=clause.strip()[:40])]
    elif out:
        pass
    elif _ANY_ZONE.search(clause):
        out.append(Clause("datetime", "must", "zone", words=_ANY_ZONE.search(clause).group(0)))  # type: ignore[union-attr]
    elif datetime_format.city_zone(clause) and _TIME_CONTEXT.search(clause):  # "my time zone (Berlin)"
        zone_key, zone_words = datetime_format.city_zone(clause)  # type: ignore[misc]
        out.append(Clause("datetime", "must", "time_zone", bound=zone_key, words=zone_words))
    out = [_strict_zone(c, clause) for c in out]
    utc = _UTC.search(clause)
    offset = re.match(r"\s*[+\-−]\s*(?:0?[1-9]|1[0-4])(?::?[0-5]\d)?\b", clause[utc.end():]) if utc else None
    if utc and offset:  # "Times as UTC+2", "GMT+9": a zone east or west of UTC, written with each time (not UTC itself)
        if not any(c.value in ("zone", "time_zone") for c in out):
            out.append(Clause("datetime", "must", "zone", words=clause[utc.start():utc.end() + offset.end()]))
        utc = None
    if utc and re.match(r"[\s-]*offsets?\b", clause[utc.end():], re.I):  # "times with a UTC offset": any zone, written
        if not any(c.value in ("zone", "time_zone") for c in out):
            out.append(Clause("datetime", "must", "zone", words=clause[utc.start():utc.end() + 7]))
        utc = None
    if utc and _TIME_CONTEXT.search(clause) and not negated(clause, utc.start(), utc.end()):
        out.append(Clause("datetime", "must", "utc", words=utc.group(0)))
    iso = _ISO_DATE.search(clause)
    if iso and not negated(clause, iso.start(), iso.end()):
        out.append(Clause("datetime", "must", "iso_date", words=iso.group(0)))
    dot = _DMY_DOT.search(clause)
    if dot and not negated(clause, dot.start(), dot.end()):
        out.append(Clause("datetime", "must", "dmy_dot", words=dot.group(0)))
    dmy = _DMY_DATE.search(clause)
    order = _DMY_ORDER.search(clause)
    if dmy and not negated(clause, dmy.start(), dmy.end()):
        out.append(Clause("datetime", "must", "dmy_date", words=dmy.group(0)))
    elif order and not negated(clause, order.start(), order.end()):
        out.append(Clause("datetime", "must", "dmy_order", words=order.group(0)))
    template = date_template.template_kind(clause)
    if template and not any(c.object == "datetime" and c.value in _TEMPLATE_KINDS for c in out):
        # "ДД.ММ.ГГГГ", "DD-MM-JJJJ", "DD.MM.RRRR": a template in any language's initials, read by its shape
        at = clause.find(template[1])
        if not negated(clause, at, at + len(template[1])):
            out.append(Clause("datetime", "must", template[0], words=template[1]))
    long_date = _LONG_DATE.search(clause)
    if long_date and (not negated(clause, long_date.start(), long_date.end()) or re.search(r"numeri", long_date.group(0), re.I)):
        out.append(Clause("datetime", "must", "long_date", words=long_date.group(0)))
    kanji = _KANJI_DATE.search(clause) or date_template.KOREAN_RULE.search(clause)
    if kanji:
        out.append(Clause("datetime", "must", "kanji_date", words=kanji.group(0)))
    weekday = _WEEKDAY_RULE.search(clause)
    if weekday and (_TIME_CONTEXT.search(clause) or re.search(r"日付|日期|\bdatum", clause, re.I)) \
            and not negated(clause, weekday.start(), weekday.end()):
        out.append(Clause("datetime", "must", "weekday", words=weekday.group(0)))
    absolute = _ABSOLUTE_RULE.search(clause)
    if absolute:
        out.append(Clause("datetime", "must", "absolute_date", words=absolute.group(0)))
    era = _GREGORIAN.search(clause)
    if era:
        out.append(Clause("datetime", "must", "gregorian", words=era.group(0)))
    named = {c.value for c in out}
    out += [Clause("datetime", "must", kind, words=clause.strip()[:40]) for kind in datetime_format.date_kinds(clause)
            if kind not in named and not (kind == "iso_date" and negated(clause, 0, 0))
            and not (kind == "mdy_date" and _mdy_refused(clause))]
    named = {c.value for c in out}
    if not named & _DATE_FORMAT_KINDS and not template:  # "ДД.ММ.ГГГГ", "gün.ay.yıl": a template in any script, when none was read
        out += [Clause("datetime", "must", kind, words=clause.strip()[:40]) for kind in date_template.kinds(clause)
                if not negated(clause, 0, 0)][:1]
    h24 = _24H.search(clause)
    if h24 and re.search(r"\b(?:within|in|under|after|before|for|every|next|last|past|(?:fewer|less|more) than|at (?:least|most)|"
                         r"dentro de|en|menos de|innerhalb von|"
                         r"innerhalb|binnen|nach|entro|dans|sous|après|em|até|dentro|von|de)\s*$", clause[:h24.start()], re.I) \
            and not re.search(r"^[\w-]*\s*(?:clock|time|format|notation|style|uhr|formato|horloge|reloj|relógio|orologio|"
                              r"formaat|notatie|klok|tijd)", clause[h24.end():], re.I) \
            and not re.search(r"notatie|formaat|klok|tijd|klocka|format|notation", h24.group(0), re.I):
        h24 = None  # "reply within 24 hours", "innerhalb von 24 Stunden": a duration, not the clock
    twelve = h24 is not None and bool(re.search(r"am|a\.m|12|午前|오전", h24.group(0), re.I))  # "never AM or PM", "no 12-hour"
    if h24 and (not twelve or negated(clause, h24.start(), h24.end())):
        out.append(Clause("datetime", "must", "24h", words=h24.group(0)))
    elif h24 and twelve and not re.search(r"\b24\b|24時間", clause):  # "Use 12-hour time with AM/PM", "Use AM/PM"
        out.append(Clause("datetime", "must", "12h", words=h24.group(0)))
    elif not h24 and not out and _TIME_WORDS.search(clause):
        out += _time_example(clause)
    return out


_DATE_FORMAT_KINDS = frozenset({"iso_date", "dmy_date", "dmy_dot", "dmy_order", "long_date", "kanji_date", "mdy_date",
                                "ymd_slash", "ymd_dot"})
_EXAMPLE_BEFORE = rx(r"(?:\be\.g\.|\beg\b|\bfor (?:example|instance)\b|\bsuch as\b|\bz\.\s?B\.|\bp\. ?ex\.|"
                             r"\bpor ejemplo\b|\bpar exemple\b|\bzum Beispiel\b|例えば)[^.;)]*$", re.I)
_TIME_WORDS = rx(r"\btimes?\b|\bhours?\b|\bheures?\b|\buhrzeit\w*|\bzeiten\b|\bhoras?\b|\borari\b|\bore\b|時刻", re.I)


def _time_example(clause: str) -> list[Clause]:
    """A time of day given as the example of the style: "Write times like 2:30 PM" (12h), "times as 14:30" (24h); a
    negated example ("not 2:30 PM") is not the style."""
    for start, end, written, style in conventions.time_spans(clause):
        if negated(clause, start, end) or style == "word" or re.search(r"(?:utc|gmt)?\s*[+\-−]\s*$", clause[:start], re.I):
            continue  # "UTC+09:00": an offset, not a time
        hour = int(re.match(r"\d+", written).group(0)) if re.match(r"\d+", written) else -1  # type: ignore[union-attr]
        if style == "12":
            return [Clause("datetime", "must", "12h", words=written)]
        if hour >= 13 or hour == 0 or written.startswith("0"):
            return [Clause("datetime", "must", "24h", words=written)]
    return []
