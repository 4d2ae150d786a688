"""The moment of a tool call, for rules bound to a day or a time ("no deploys on Fridays"): the day and time the
user's message states ("It's Friday 4pm", "on est vendredi", "heute ist Freitag", "金曜日なので"), else the host's
clock handed in as plain data (``now``; the core reads no clock), else unknown.

Why a module of its own: a day named in a message is not always today ("deploy on Friday", "until Monday", a
branch called ``friday-hotfix``), so only a day the message states as the present counts: the message opens on it
("Tuesday morning, let's roll out", "mardi, mets la v2 en ligne"), or a present cue stands before it ("it's",
"today is", "on est", "heute ist", "hoy es", "今日は") or, in Japanese, a reason or copula after it ("金曜日なので").
The time is read beside that day ("Friday 4pm", "vendredi 16h") or after its own cue ("it's 5:30pm", "il est
18h", "es ist 18 Uhr"); a part of the day ("morning", "matin", "Abend") stands for an hour in it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from memlock_core.compliance.date_lexicon import weekday_index
from memlock_core.regex_cache import rx

__all__ = ["DAYS", "DAY_INDEX", "NAME_CHAR", "Moment", "clock_minute", "moment", "stated_day"]

_WEEKEND = ("weekend", "week-end", "wochenende", "fin de semana", "fim de semana", "fine settimana", "週末", "周末", "주말")
# every weekday name, longest first so an alternation takes "Freitags" before "Freitag"; shared with time_window
DAYS = sorted(weekday_index(), key=lambda p: len(p[1]), reverse=True)
DAY_INDEX = {name.casefold(): n for n, name in DAYS}
_DAY = "|".join(re.escape(name) for _, name in DAYS)
# a character that makes a day word part of a name ("friday-hotfix", "friday.txt", "fridays_report")
NAME_CHAR = r"(?:(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])[\w/-])"  # CJK text runs on unspaced
_DAY_WORD = rf"(?<!{NAME_CHAR}|\.)(?P<day>{_DAY})(?:日)?(?!{NAME_CHAR}|\.\w)"
_FILLER = r"(?:(?:ok|okay|so|well|alright|right|hey|hi|happy|bon|alors|also|gut|bueno|vale|pues)\W+)?"
_PRESENT = (r"it'?s|it is|today is|today'?s|today being|now it'?s|c'est|on est|nous sommes|aujourd'hui(?: c'est| on est)?|"
            r"heute ist|es ist|heute|hoy es|estamos a|hoy|oggi è|è|hoje é|hoje|vandaag is|het is")
_OPENING = rx(rf"^\W*{_FILLER}(?:(?:{_PRESENT})\s+)?(?:(?:a|an|un|une|le|ein|el|un)\s+)?{_DAY_WORD}", re.I)
_CUED = rx(rf"(?<![\w])(?:{_PRESENT})\s+(?:(?:a|an|un|le|already|finally|enfin|déjà|schon|endlich|ya)\s+)?{_DAY_WORD}",
           re.I)
_CJK_CUED = rx(rf"(?:今日|本日|今天|오늘)(?:は|是|은)?\s*(?P<day>{_DAY})|"
               rf"(?P<day2>{_DAY})日?(?:なので|だから|ですが|です|だし|だけど|なんで)")
_FAR = rx(r"\b(?:next|last|coming|this coming|prochain|dernier|nächsten|letzten|próximo|pasado)\s*$", re.I)

_HHMM = (r"(?P<h>\d{1,2})(?:[:.](?P<m>\d{2}))?\s*(?P<ap>a\.?m\.?|p\.?m\.?)(?!\w)|(?P<h2>\d{1,2}):(?P<m2>\d{2})(?!\d)|"
         r"(?P<h3>\d{1,2})\s*h(?:(?P<m3>\d{2}))?(?!\w)|(?P<h4>\d{1,2})(?:[:.](?P<m4>\d{2}))?\s*Uhr\b|"
         r"(?P<h5>\d{1,2})\s*時(?:(?P<m5>\d{1,2})\s*分)?")
_TIME = rx(_HHMM, re.I)
_TIME_CUED = rx(rf"(?:it'?s|it is|now|il est|es ist|son las|es la|sono le|são|今は?|现在)\s*(?:already\s+|déjà\s+|schon\s+)?"
                rf"(?:{_HHMM})", re.I)
# a part of the day, read as an hour inside it
_PARTS = (("morning|matin|matinée|Morgen|Vormittag|mañana|mattina|manhã|朝|午前|上午|오전", 9 * 60),
          ("noon|midi|Mittag|mediodía|mezzogiorno|正午|昼", 12 * 60),
          ("evening|soir|soirée|Abend|noche|sera|noite|夕方|晚上|저녁", 19 * 60),
          ("night|nuit|Nacht|madrugada|notte|深夜|夜中|夜|半夜|밤", 23 * 60))
_PART = rx("|".join(rf"(?P<p{i}>{w})" for i, (w, _) in enumerate(_PARTS)), re.I)
_FREEZE = rx(r"\bfreeze\b|\bfrozen\b|\bgel\b|\bgelé\w*|\bFreeze\b|\bcongelaci[oó]n\b|\bcongelamiento\b|\bcongelad\w*|"
             r"フリーズ|凍結|冻结|封版", re.I)
_NO_FREEZE = rx(r"\b(?:no|not|pas|kein\w*|nicht|sin|ended|over|lifted|fini\w*|vorbei|terminad\w*)\b[^.!?\n]{0,20}"
                r"(?:freeze|gel\b|congel)|(?:freeze|gel\b)\w*\s+(?:is\s+|est\s+|ist\s+)?(?:over|lifted|ended|done|"
                r"fini\w*|terminé\w*|vorbei|aufgehoben)", re.I)


@dataclass(frozen=True)
class Moment:
    """When a call happens, as far as it is known: the weekday (0 = Monday), the minute of the day, whether a
    freeze is on, and where that was read."""

    day: int | None
    minute: int | None
    freeze: bool | None
    source: str

    def describe(self) -> str:
        names = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
        day = names[self.day] if self.day is not None else ""
        hour = f"{self.minute // 60:02d}:{self.minute % 60:02d}" if self.minute is not None else ""
        return " ".join(p for p in (day, hour) if p) or "a freeze"


_NEAR_TIME = rx(rf"^\s*,?\s*(?:at\s+|à\s+|um\s+|a las\s+|alle\s+|の)?(?:{_HHMM})", re.I)
_NEAR_PART = rx(rf"^\s*,?\s*(?:the\s+|in the\s+|の)?(?:{_PART.pattern})", re.I)


def _minute(m: re.Match[str]) -> int | None:
    g = m.groupdict()
    for h, mm in (("h", "m"), ("h2", "m2"), ("h3", "m3"), ("h4", "m4"), ("h5", "m5")):
        if g.get(h) is not None:
            hour, minute = int(g[h]), int(g.get(mm) or 0)
            ap = (g.get("ap") or "").replace(".", "").lower() if h == "h" else ""
            if ap == "pm" and hour < 12:
                hour += 12
            elif ap == "am" and hour == 12:
                hour = 0
            return hour * 60 + minute if hour < 24 and minute < 60 else None
    return None


def stated_day(message: str) -> tuple[int, int] | None:
    """The weekday a message states as the present (0 = Monday; the weekend is not a day) and where it ends."""
    for pattern in (_OPENING, _CUED):
        for m in pattern.finditer(message):
            if not _FAR.search(message[:m.start("day")]):
                return DAY_INDEX[m.group("day").casefold()], m.end()
    cjk = _CJK_CUED.search(message)
    if cjk:
        name = cjk.group("day") or cjk.group("day2")
        return DAY_INDEX[name.casefold()], cjk.end()
    return None


def _stated_minute(message: str, after: int | None) -> int | None:
    if after is not None:  # "Friday 4pm", "vendredi 16h", "Tuesday morning", "金曜日の夕方"
        near = message[after:after + 16]
        m = _NEAR_TIME.search(near)
        if m:
            return _minute(m)
        part = _NEAR_PART.search(near)
        if part:
            return next(v for i, (_, v) in enumerate(_PARTS) if part.group(f"p{i}"))
    m = _TIME_CUED.search(message)
    return _minute(m) if m else None


def moment(user_message: str | None, now: datetime | None) -> Moment | None:
    """The moment of the call: what the user's message states wins, the host's clock fills the rest; None when
    neither tells anything."""
    text = user_message if isinstance(user_message, str) else ""
    day_at = stated_day(text) if text else None
    minute = _stated_minute(text, day_at[1] if day_at else None) if text else None
    freeze = True if text and _FREEZE.search(text) and not _NO_FREEZE.search(text) else None
    if day_at is None and minute is None and freeze is None and now is None:
        return None
    day = day_at[0] if day_at else None
    source = "the user's message" if day_at or minute is not None or freeze else "the host's clock"
    if now is not None:
        clock_day, clock_minute = now.weekday(), now.hour * 60 + now.minute
        if day is None:
            day = clock_day
            source = source if minute is None and not freeze else "the user's message and the host's clock"
        if minute is None and day == clock_day:  # the clock's hour only on the clock's own day
            minute = clock_minute
    return Moment(day, minute, freeze, source)


def clock_minute(text: str) -> int | None:
    """The minute of the day a clock time in ``text`` names ("4pm", "16:30", "16h", "16 Uhr", "16時"), or None."""
    m = _TIME.search(text)
    return _minute(m) if m else None
