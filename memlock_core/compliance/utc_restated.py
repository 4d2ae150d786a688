"""A local time a reply links to its UTC instant by a word of equivalence: a conversion, not a time in another zone.

"Always give times in UTC" is kept by "08:00 UTC, that is 09:00 in Berlin" and by "the 08:00 BST opening is
07:00 UTC": the UTC instant is stated, the local one restates it. Read as structure, not phrases:

* UTC first: the UTC time, then only punctuation or a relative pronoun ("which", "das", "ce qui"), then an
  equivalence word ("is", "das ist", "soit", "es decir", "cioè", "czyli", "つまり"), then the local time with at
  most times, zone or place names and list joiners before it ("das ist 17:00 Uhr in Tokio und 09:00 Uhr in Berlin").
* local first: the local time, then nothing but an equivalence word, then the UTC time ("18:00 MEZ entspricht
  17:00 UTC").

Both stand in one sentence and their minutes agree (zones lie whole or half hours apart: 14:05 UTC and 15:20 CET
are two instants). "The call is at 09:00 CET and the deploy at 08:00 UTC" links nothing: two times stay two.
"""
from __future__ import annotations

import re

from memlock_core.compliance import conventions
from memlock_core.regex_cache import rx

_MINUTES = rx(r"(?<![\d:])(?:[01]?\d|2[0-3])[:h.]([0-5]\d)(?![\d:])|(?<!\d)(?:[01]?\d|2[0-3])\s?(?:Uhr|h|時|시|点)(?![\d:])")
_UTC_AFTER = rx(r"^\s?(?:\(?(?:UTC|GMT)(?!\s?[+\-−]\s?0*[1-9])|Z\b)", re.I)
_PRONOUN = (r"(?:which|that|this|das|dies|was|ce qui|cela|ce|lo que|eso|esto|que|che|cio|o que|isso|to|co|これは|"
            r"つまり|即)?")
_EQUIV = (r"(?:is|are|equals?|means|i\.\s?e\.|that is|equivalent to|corresponds to|ist|sind|also|entspricht|"
          r"gleich|d\.\s?h\.|soit|c'est-à-dire|c’est-à-dire|est|sont|correspond à|équivaut à|es decir|o sea|es|son|"
          r"equivale a|corresponde a|cioè|ovvero|è|sono|corrisponde a|ou seja|isto é|é|são|czyli|tj\.|to jest|"
          r"つまり|すなわち|は|即|也就是|=|→|≙)")
_GAP_UTC_FIRST = rx(rf"^[\s,;:–—(（、，-]*(?:{_PRONOUN}\s*)?{_EQUIV}(?=[\s(（,:、，]|$)", re.I)
_GAP_LOCAL_FIRST = rx(rf"^[\s,;:、，–—-]*(?:\((?:local|lokal|locale|heure locale|hora local|Ortszeit)\)\s*)?"
                      rf"{_EQUIV}\s*(?:at|um|à|a las|a la|alle|às|o)?\s*$", re.I)
# what may stand between the equivalence word and the local time it restates: other times, zone and place names,
# the hour words and list joiners ("17:00 Uhr in Tokio und")
_FILLER = rx(r"(?:Uhr|h|o'clock|heures?|horas?|ore|godz\.?|in|at|à|a|en|em|w|na|um|for|für|pour|para|per|bei|local|"
             r"time|Ortszeit|heure|locale|hora|ora|czasu|and|und|et|y|e|i|or|oder|ou|o|the|der|die|de|du|la|le|"
             r"[A-ZÀ-Þ][\w'’-]*)", 0)
# a full stop ends the sentence, not the one of "i.e.", "d. h." or "tj."
_SENTENCE_END = rx(r"(?<!i\.e)(?<!d\.\sh)(?<!d\.h)(?<!tj)[.!?。](?:\s|$)|\n")


def _minute(written: str) -> int | None:
    found = _MINUTES.search(written)
    if found is None:
        return None
    return int(found.group(1)) if found.group(1) else 0


def _sentence(text: str, at: int) -> tuple[int, int]:
    start = max([m.end() for m in _SENTENCE_END.finditer(text, 0, at)] or [0])
    stop = _SENTENCE_END.search(text, at)
    return start, (stop.start() if stop else len(text))


def _only_filler(gap: str) -> bool:
    for _, _, written, _ in conventions.time_spans(gap):
        gap = gap.replace(written, " ")
    words = re.findall(r"[^\s,;:()（）、，–—-]+", gap)
    return len(words) <= 8 and all(_FILLER.fullmatch(w) for w in words)


def restated(text: str, marked: str) -> bool:
    """``marked`` ("17:00 Uhr in Tokio", as the zone reader lists it) is linked in its sentence by a word of
    equivalence to a UTC time with the same minutes (or half an hour off)."""
    written = conventions.time_spans(marked)
    if not written:
        return False
    local = written[0][2]
    mine = _minute(local)
    if mine is None:
        return False
    for at in (m.start() for m in re.finditer(re.escape(local), text)):
        start, stop = _sentence(text, at)
        sentence, here = text[start:stop], at - start
        for begin, finish, other, _ in conventions.time_spans(sentence):
            theirs = _minute(other)
            zone = _UTC_AFTER.match(sentence[finish:finish + 8])
            if begin == here or theirs is None or (mine - theirs) % 30 or zone is None:
                continue
            utc_end = finish + zone.end()
            if begin > here:  # local first: only an equivalence word between
                local_end = here + len(local)
                gap = re.sub(r"^\s?(?:[A-Z]{2,5}T?|Uhr|h)\b", "", sentence[local_end:begin])
                if _GAP_LOCAL_FIRST.match(gap):
                    return True
            elif utc_end <= here:  # UTC first: an equivalence word, then only times, zones and places
                gap = sentence[utc_end:here]
                link = _GAP_UTC_FIRST.match(gap)
                if link is not None and _only_filler(gap[link.end():]):
                    return True
    return False
