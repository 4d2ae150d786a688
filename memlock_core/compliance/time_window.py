"""Rules bound to a day or a time of day ("we don't deploy on Fridays", "jamais le vendredi", "nach 16 Uhr nicht
deployen", "no desplegar los viernes", "金曜日はデプロイ禁止", "no merges to main outside business hours").

Why a module of its own: such a rule forbids its act only inside a window, and the call does not show when it runs.
Read as a plain ban it would refuse every deploy; read as nothing (tool_acts leaves it unread) it checks none. So the
window is parsed here into plain tokens (``ToolRule.window``), the rule without its window is read by the ordinary
act readers (so "to production", "merge into main" keep their scope, and a deploy to staging or a dry run stays
what the deploy reader says it is), and the call is judged at its moment (call_moment.py): inside the window the
act breaks the rule, outside it obeys it, a call that is not the act is not the rule's business, and an unknown
moment is not applicable (no "broken" without evidence).

Window tokens: ``day:N`` (0 = Monday; the weekend is days 5 and 6), ``after:M`` / ``before:M`` (minutes since
midnight), ``hours`` / ``offhours`` (business hours, 09:00-18:00 on weekdays, or outside them), ``freeze`` (a freeze
the user says is on), and ``only`` (the act is allowed only inside the window: "deploy only on Tuesdays"). Days are
alternatives, times are alternatives, and a day and a time both hold ("after 4pm on Fridays").
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import Callable

from memlock_core.compliance.call_moment import DAY_INDEX, DAYS, NAME_CHAR, Moment, clock_minute, moment
from memlock_core.compliance.check import PinCheck, ToolRule
from memlock_core.compliance.negation import CJK_NEGATORS, MORE_NEGATORS, NEGATORS, WITHOUT
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED
from memlock_core.regex_cache import rx

__all__ = ["judged_at", "windowed"]

Read = Callable[[str], "tuple[PinCheck, tuple[str, ...]] | None"]

_WEEKEND = r"weekends?|week-ends?|wochenenden?|fins? de semana|fim de semana|fine settimana|週末|周末|주말"
_LEAD = (r"(?:(?<![\w'])(?:on|every|each|le|les|chaque|tous les|am|an|jeden|el|los|cada|todos los|il|i|ogni|nel|op|elke|"
         r"the|a|au)\s+)*")
_DAY = rx(rf"{_LEAD}(?<!{NAME_CHAR}|\.)(?P<day>{'|'.join(re.escape(n) for _, n in DAYS)})(?:s)?(?:日)?"
          rf"(?!{NAME_CHAR}|\.\w)"
          rf"(?:には|は|に|の)?|{_LEAD}(?P<weekend>{_WEEKEND})(?:には|は|に|の)?", re.I)
_TIME = (r"\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?!\w)|\d{1,2}:\d{2}(?!\d)|\d{1,2}\s*h(?:\d{2})?(?!\w)|"
         r"\d{1,2}(?:[:.]\d{2})?\s*Uhr\b|\d{1,2}\s*時(?:\d{1,2}\s*分)?")
_AFTER = rx(rf"(?:\b(?:after|past|from|later than|après|à partir de|passé|nach|ab|später als|después de(?: las)?|"
            rf"a partir de(?: las)?|dopo(?: le)?|depois das?)\s+(?:the\s+|les?\s+)?(?P<t>{_TIME}))|"
            rf"(?P<t2>{_TIME})\s*(?:以降|以後|過ぎ|から|之后|以后|이후)", re.I)
_BEFORE = rx(rf"(?:\b(?:before|earlier than|avant|vor|antes de(?: las)?|prima delle|antes das?)\s+(?P<t>{_TIME}))|"
             rf"(?P<t2>{_TIME})\s*(?:より前|前|之前|이전)", re.I)
_OFFHOURS = rx(r"\b(?:outside(?: of)?|after) (?:the )?(?:business|office|working|work) hours\b|\bafter[- ]hours\b|"
               r"\b(?:hors|en dehors) des heures (?:ouvrées|ouvrables|de bureau|de travail)\b|"
               r"\baußerhalb der (?:Geschäfts|Arbeits|Büro|Kern)zeit\w*|\bfuera del? horario(?: laboral| de oficina)?\b|"
               r"\bfuori (?:dall'|dell')?orario(?: di lavoro| d'ufficio)?\b|営業時間外|業務時間外|就業時間外|"
               r"工作时间以外|非工作时间|근무 ?시간 외|업무 ?시간 외", re.I)
_HOURS = rx(r"\b(?:during|in|within) (?:the )?(?:business|office|working|work) hours\b|"
            r"\bpendant les heures (?:ouvrées|ouvrables|de bureau|de travail)\b|"
            r"\bwährend der (?:Geschäfts|Arbeits|Büro|Kern)zeit\w*|\b(?:en|durante el) horario (?:laboral|de oficina)\b|"
            r"\bin orario (?:di lavoro|d'ufficio)\b|営業時間中|営業時間内|業務時間中|業務時間内|工作时间内?|근무 ?시간 ?중", re.I)
# a part of the day as the start of a window ("in the evening", "abends", "夕方以降"): the hour it starts
_PART_AFTER = ((rx(r"\b(?:in the|this|every|on \w+) afternoons?\b|\bl'après-midi\b|\bnachmittags?\b|\bpor la tarde\b|"
                   r"\bdi pomeriggio\b|午後(?:以降|から|は)?", re.I), 12 * 60),
               (rx(r"\b(?:in the|this|every|on \w+) evenings?\b|\ble soir\b|\babends?\b|夕方(?:以降|から|は)?|晚上", re.I),
                17 * 60))
_NIGHT = rx(r"\b(?:at|by|during the) night\b|\bovernight\b|\b(?:la|de|pendant la) nuit\b|\bnachts\b|\bin der Nacht\b|"
            r"\b(?:por la|de) noche\b|\bdi notte\b|夜間|深夜|夜中|야간", re.I)
_FREEZE = rx(r"\b(?:during|in) (?:the |a |any )?(?:(?:code|deploy(?:ment)?|release|change) )?freezes?\b|"
             r"\bpendant (?:le|un|les) gel\w*(?: des (?:déploiements|mises en production|mises en prod))?|"
             r"\bwährend (?:des|eines) (?:Code-?|Release-?|Deploy(?:ment)?-?)?Freezes?\b|"
             r"\bdurante (?:el|un|la) (?:congelamiento|congelación|freeze)\b|フリーズ(?:期間)?中?|凍結期間中?|封版期间", re.I)
# a past event the rule gives as its origin ("since a very bad weekend", "after that Friday outage"): no window
_ORIGIN = rx(r"\b(?:ever since|since|after|depuis|seit|desde|dopo|desde que)\s+(?:a|an|the|that|our|one|un|une|le|"
             r"la|ce|cette|notre|einem|einer|dem|der|diesem|jenem|el|la|aquel|quel|quella|il)\b(?![^:,.;!?()]*\d)"
             r"[^:,.;!?()]*", re.I)  # ("after the 4pm cutoff" is a time, not an origin)
_ASIDE = rx(r"\([^()]*\)|（[^（）]*）")
_BAN = rx(rf"(?<![\w'])(?:{NEGATORS}|{MORE_NEGATORS}|{WITHOUT}|nothing|nobody|none|rien|nichts|nadie|niente|nulla|nessun\w*)"
          rf"(?![\w'])|\bn'|\w-free\b|\bforbidden\b|\bbanned\b|\bprohibited\b|\boff[- ]limits\b|\binterdit\w*|"
          rf"\bproscrit\w*|\bverboten\b|\bprohibid\w*|\bvietat\w*|\bproibid\w*|\btabu\b|{CJK_NEGATORS}|しない|"
          rf"しません|せず|ダメ|だめ|NG|厳禁|不准|不要|别|不得|금지|하지 ?마", re.I)
_ONLY = rx(r"\bonly\b|\bseulement\b|\buniquement\b|\bnur\b|\bsolo\b|\bsólo\b|\bsolamente\b|\bunicamente\b|"
           r"\bsoltanto\b|\bapenas\b|\bsomente\b|だけ|のみ|只", re.I)
_EXCEPT = rx(r"\bexcept\b|\bother than\b|\bsauf\b|\bhormis\b|\baußer\b|\bausgenommen\b|\bsalvo\b|\bexcepto\b|"
             r"\beccetto\b|\btranne\b|以外", re.I)
# the acts a windowed rule may name without a reader of its own wording ("deploy-free", "les déploiements",
# "ship", "go live", "mise en production"): read as a deploy, to production when it names production
_SHIP = rx(r"\brelease[sd]?\b(?!\s+(?:notes?|branch\w*|candidates?|tags?))|\breleasing\b|"
           r"\bdeploy\w*|\bdéplo\w*|\bdesplie\w*|\bdespleg\w*|\bbereitstell\w*|\brilasci\w*|\bship(?:s|ping|ped)?\b|"
           r"\bgo(?:ing)?[- ]live\b|\broll(?:ing)?[- ]?outs?\b|\bmises? en (?:production|prod|ligne)\b|\bausroll\w*|"
           r"\blive (?:gehen|schalten)\b|\bpase a producci[oó]n\b|デプロイ|本番反映|本番リリース|リリース|部署|上线|배포", re.I)
_PROD = rx(r"\bprod(?:uction)?\b|\bProduktion\w*|\bproducci[oó]n\b|\bprodução\b|\bproduzione\b|本番|生产|운영", re.I)
_FREE = rx(r"\b(\w+)-free\b", re.I)

_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_OPEN, _CLOSE = 9 * 60, 18 * 60


def _window(text: str) -> tuple[tuple[str, ...], str]:
    """The window ``text`` binds its act to, and the text with the window blanked."""
    tokens: list[str] = []
    rest = text
    for pattern, token in ((_OFFHOURS, "offhours"), (_HOURS, "hours"), (_FREEZE, "freeze")):
        if pattern.search(rest):
            tokens.append(token)
            rest = pattern.sub(" ", rest)
    for pattern, kind in ((_AFTER, "after"), (_BEFORE, "before")):
        for m in pattern.finditer(rest):
            minute = clock_minute(m.group("t") or m.group("t2"))
            if minute is not None:
                tokens.append(f"{kind}:{minute}")
        rest = pattern.sub(" ", rest)
    for pattern, start in _PART_AFTER:
        if pattern.search(rest):
            tokens.append(f"after:{start}")
            rest = pattern.sub(" ", rest)
    if _NIGHT.search(rest):
        tokens += ["after:1200", "before:360"]
        rest = _NIGHT.sub(" ", rest)
    for m in _DAY.finditer(rest):
        if m.group("weekend"):
            tokens += ["day:5", "day:6"]
        else:
            tokens.append(f"day:{DAY_INDEX[m.group('day').casefold()]}")
    rest = _DAY.sub(" ", rest)
    return tuple(dict.fromkeys(tokens)), " ".join(rest.split())


def windowed(text: str, read: Read) -> tuple[PinCheck, tuple[str, ...]] | None:
    """The tool check of a rule bound to a day or a time, each forbidden act carrying its window; None when the
    rule names no window, no ban, or no act a tool call does."""
    said = _ASIDE.sub(" ", _ORIGIN.sub(" ", text))
    window, rest = _window(said)
    if not window or not _BAN.search(rest) and not _ONLY.search(said):
        return None
    only = not _BAN.search(rest) or bool(_EXCEPT.search(said))  # "deploy only on Tuesdays", "never, except Tuesdays"
    if only and _BAN.search(rest) and not _EXCEPT.search(said):
        return None
    rest = _EXCEPT.sub(" ", rest) if only else rest
    found = read(_FREE.sub(r"no \1", rest)) if not only else read(f"never {_ONLY.sub(' ', rest)}")
    if (found is None or found[0].tool is None or found[0].reply is not None) and _SHIP.search(said):
        found = read("never deploy to production" if _PROD.search(said) else "never deploy")
    if found is None or found[0].tool is None or found[0].reply is not None or not found[0].tool.forbid:
        return None
    tokens = (*window, "only") if only else window
    forbid = tuple(replace(r, window=tokens) for r in found[0].tool.forbid)
    return PinCheck(tool=replace(found[0].tool, forbid=forbid)), (*found[1], "time_window")


def _inside(window: tuple[str, ...], at: Moment) -> bool | None:
    """Whether ``at`` falls inside the window (None: the moment does not tell)."""
    verdicts: list[bool] = []
    days = {int(t[4:]) for t in window if t.startswith("day:")}
    if days:
        if at.day is None:
            return None
        verdicts.append(at.day in days)
    times = [t for t in window if t.startswith(("after:", "before:"))]
    if times:
        if at.minute is None:
            return None
        verdicts.append(any(at.minute >= int(t[6:]) if t.startswith("after:") else at.minute < int(t[7:])
                            for t in times))
    if "hours" in window or "offhours" in window:
        if at.day is None or at.minute is None:
            return None
        working = at.day < 5 and _OPEN <= at.minute < _CLOSE
        verdicts.append(working if "hours" in window else not working)
    if "freeze" in window:
        if at.freeze is None:
            return None
        verdicts.append(at.freeze)
    return all(verdicts) if verdicts else None


def _describe(window: tuple[str, ...]) -> str:
    parts = [_NAMES[int(t[4:])] for t in window if t.startswith("day:")]
    parts += [f"{'after' if t.startswith('after:') else 'before'} {int(t.split(':')[1]) // 60:02d}:"
              f"{int(t.split(':')[1]) % 60:02d}" for t in window if t.startswith(("after:", "before:"))]
    parts += [{"hours": "business hours", "offhours": "outside business hours", "freeze": "a freeze"}[t]
              for t in window if t in ("hours", "offhours", "freeze")]
    return ("allowed only " if "only" in window else "forbidden ") + "/".join(parts)


def judged_at(rule: ToolRule, outcome: str, why: str, user_message: str | None,
              now: datetime | None) -> tuple[str, str]:
    """The verdict of a windowed rule: the act's verdict (``outcome``, ``why``) read at the moment of the call."""
    if outcome not in (BROKEN, "undecidable"):
        return NOT_APPLICABLE, f"not the act the rule times ({rule.intent}, {_describe(rule.window)})"
    at = moment(user_message, now)
    inside = _inside(rule.window, at) if at is not None else None
    if inside is None or at is None:
        return NOT_APPLICABLE, f"{why}, but the moment of the call is unknown (the rule: {_describe(rule.window)})"
    if "only" in rule.window:
        inside = not inside
    if inside:
        return outcome, f"{why} on {at.describe()} ({at.source}; the rule: {_describe(rule.window)})"
    return OBEYED, f"{why} on {at.describe()} ({at.source}), which the rule allows ({_describe(rule.window)})"
