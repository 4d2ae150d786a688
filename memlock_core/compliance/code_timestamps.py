"""Timestamps in the code and logs a reply writes: "Any timestamps in code or logs you write must be ISO 8601",
"Les horodatages dans le code et les logs : ISO 8601", "Zeitstempel im Code und in Logs immer nach ISO 8601",
"Las marcas de tiempo en el código o los logs, en ISO 8601", "コードやログのタイムスタンプは ISO 8601 で".

Why: such a rule speaks of the code blocks alone (a date in the prose, explaining the standard, is none of its
business), and code writes a timestamp by the call that formats it, not as a literal date: ``isoformat()``,
``toISOString()``, ``strftime("%Y-%m-%dT%H:%M:%S")`` keep the rule; ``strftime("%d/%m/%Y %H:%M")``,
``toLocaleString("en-US")``, ``ctime()`` break it. A log sample shows its timestamps literally ("2025-03-14T09:21:07Z
INFO ..."), read as dates. Code that formats no time and holds no date leaves the rule not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding, quote_words
from memlock_core.regex_cache import rx

# the rule names code or logs as the place of its timestamps
CODE_SCOPED = rx(r"\b(?:in|im|dans|en|nel|no|na)\s+(?:the\s+|your\s+|le\s+|el\s+|den\s+|il\s+|o\s+|a\s+)?"
                 r"(?:code|c[óo]digo|codice|logs?|log (?:lines?|output|messages?)|Logs?)\b|"
                 r"(?:コード|ログ)(?:や|と|の|では|で|に)|(?:代码|日志)(?:和|或|中|里)", re.I)
# a timestamp, or a date and time, named as what the rule is about
_TIMESTAMP = rx(r"\btime\s?stamps?\b|\bhorodatage\w*|\bzeitstempel\w*|\bmarcas? de tiempo\b|\btimestamp\w*|\bdates?\b|"
                r"\bdatum\w*|\bfechas?\b|タイムスタンプ|日時|日付|时间戳|日期", re.I)

# formatting calls that write ISO 8601, and those that write something else
_ISO_CALL = rx(r"\.isoformat\(|\.toISOString\(|\.toJSON\(|ISO_(?:LOCAL_)?(?:DATE_TIME|INSTANT|OFFSET_DATE_TIME|DATE)\b|"
               r"\btime\.RFC3339\w*|\bRFC3339\b|--iso-8601\b|\bdate\s+-I\w*|\bDateTimeFormatter\.ISO|\.to_rfc3339\(|"
               r"\bformat_iso8601\b|\biso8601\b|\bformatISO\(|\.toIso8601String\(")
_OTHER_CALL = rx(r"\.toLocale(?:Date|Time)?String\(|\.toUTCString\(|\.toGMTString\(|\.toDateString\(|\bctime\(|"
                 r"\basctime\(|\bdate\.today\(\)\.strftime\(\s*[\"']%[dmbB]|\.toString\(\)\s*(?://|$)")
# a format string: strftime's "%d/%m/%Y", a pattern's "dd/MM/yyyy", Go's "01/02/2006"
_STRFTIME = rx(r"[\"'](?P<f>[^\"'\n]*%[YmdHMSFTbBaAeIp][^\"'\n]*)[\"']")
_PATTERN = rx(r"[\"'](?P<f>(?:[dDMyY]{1,4}[./ -]){2}[dDMyY]{1,4}(?:[ T][Hh]{1,2}:mm(?::ss)?)?)[\"']")
_GO_LAYOUT = rx(r"[\"'](?P<f>[^\"'\n]*\b(?:2006|01/02|02/01|Jan _?2)\b[^\"'\n]*)[\"']")
_ISO_FORMAT = rx(r"^(?:%Y-%m-%d(?:[T ]%H:%M(?::%S(?:\.%f)?)?(?:%z|Z|%Z)?)?|%F(?:T%T)?(?:%z|Z)?|"
                 r"yyyy-MM-dd(?:'T'HH:mm(?::ss)?(?:\.SSS)?X{0,3}'?Z?'?)?|YYYY-MM-DD(?:THH:mm(?::ss)?Z?)?|"
                 r"2006-01-02(?:T15:04(?::05)?(?:Z07:00)?)?)$")
# literal dates in a log sample
_ISO_LITERAL = rx(r"(?<![\d/.-])\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?")
_OTHER_LITERAL = rx(r"(?<![\d/.-])(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}/\d{1,2}/\d{1,2})(?:[ ,]+\d{1,2}:\d{2})?(?![\d/])")


def scoped(rule: str) -> bool:
    """Does the date rule ``rule`` speak of the timestamps of code or logs ("in code or logs you write")?"""
    found = CODE_SCOPED.search(rule)
    return bool(found and _TIMESTAMP.search(rule))


def _formats(code: str) -> tuple[list[str], list[str]]:
    iso: list[str] = [m.group(0).strip(".( ") for m in _ISO_CALL.finditer(code)]
    other: list[str] = [m.group(0).strip(".( ") for m in _OTHER_CALL.finditer(code)]
    for pattern in (_STRFTIME, _PATTERN, _GO_LAYOUT):
        for found in pattern.finditer(code):
            fmt = found.group("f").strip()
            if pattern is _STRFTIME and not re.search(r"%[YmdFbBe]", fmt):
                continue  # "%H:%M" alone: a time of day, no date
            if pattern is _STRFTIME and not re.fullmatch(r"[%\w/.:\- T+]*", fmt):
                continue  # "order %s shipped at %s": a log message's placeholders
            (iso if _ISO_FORMAT.fullmatch(fmt) else other).append(fmt)
    code_wo = _STRFTIME.sub(" ", code)
    iso += [m.group(0) for m in _ISO_LITERAL.finditer(code_wo)]
    other += [m.group(0) for m in _OTHER_LITERAL.finditer(code_wo)]
    return iso, other


def verdict(code: str) -> Finding:
    """iso_date over the reply's code and logs: every timestamp written or formatted there in ISO 8601."""
    iso, other = _formats(code)
    if other:
        return BROKEN, f"timestamps in code not in ISO 8601: {quote_words(other)}"
    if iso:
        return OBEYED, f"ISO 8601 timestamps in code: {quote_words(iso)}"
    return NOT_APPLICABLE, "no timestamp written or formatted in the reply's code"
