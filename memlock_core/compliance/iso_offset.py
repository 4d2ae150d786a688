"""A time of day inside an ISO 8601 timestamp, with the numeric offset written after it.

Why a module of its own: "ISO 8601 for all timestamps, with timezone offset or Z" is obeyed by
``2025-01-18T22:00:00+01:00``, but the zone reader looked for a zone *name* after a time ("UTC+1", "CET",
"Z"), so the offset ``+01:00`` was no zone to it, and was read as a second, bare time ("01:00"). Here an
offset counts only when it follows a time written in the ISO shape (a date, ``T`` or a space, then the time,
optional seconds and fraction): "10:00-12:00" stays a range of two times.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

# a date, then T and a time with optional seconds and fraction, or one space and a time with its seconds ("2024-03-04
# 09:00-12:00" is a range), then Z or a numeric offset
_STAMP = rx(r"\d{4}-\d{2}-\d{2}(?:T(?P<time>\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)|[ ](?P<spaced>\d{2}:\d{2}:\d{2}(?:[.,]\d+)?))"
            r"(?P<off>Z(?![A-Za-z])|[+\-−](?:0\d|1[0-4])(?::?[0-5]\d)?(?![\d:]))")


def offsets(text: str) -> tuple[dict[int, str], set[int]]:
    """({start of a stamp's time: its offset}, {starts of the offsets}) for every ISO timestamp with an offset:
    the first says the zone of a time, the second the spans a time reader must not read as times."""
    zoned: dict[int, str] = {}
    inside: set[int] = set()
    if "-" not in text:
        return zoned, inside
    for found in _STAMP.finditer(text):
        zoned[found.start("time") if found.group("time") else found.start("spaced")] = found.group("off")
        inside.add(found.start("off") + 1)  # a time reader starts after the sign ("+01:00": "01:00")
    return zoned, inside


def is_utc(offset: str) -> bool:
    """Z, +00:00, -00, +0000: the offset of UTC."""
    return offset == "Z" or offset[1:].replace(":", "").strip("0") == ""
