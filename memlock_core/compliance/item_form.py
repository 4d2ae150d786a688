"""The form of each list item: "bullets: no trailing periods, start each with a capital letter", "pas de point à la
fin des puces", "Stichpunkte ohne Punkt am Ende, groß beginnen", "viñetas sin punto final, con mayúscula inicial".

Two marks of an item are read: its end (no full stop after the last word: ``items_no_stop``) and its first letter
(a capital: ``items_capital``). The rule must name list items (bullets, items, puces, Stichpunkte, viñetas ...), so
"no trailing periods in headings" or "start each sentence with a capital" are not read here. The verdict reads the
items' own words: an item that opens with inline code (`node_modules/`) opens with code written as it must be, and a
full stop inside code at the end (`npm-debug.log`) is the file's name, not the item's end.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import BULLET, NUMBERED, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

NO_STOP = "items_no_stop"
CAPITAL = "items_capital"

_ITEMS = rx(r"\b(?:bullets?|bullet points?|list items?|items?|puces?|éléments?|stichpunkte?n?|aufzählungspunkte?n?|"
                    r"listenpunkte?n?|viñetas?|elementos?|punti elenco)\b|箇条書き|項目", re.I)
_NO_STOP = rx(r"\bno\s+(?:trailing\s+)?(?:periods?|full[- ]stops?|dots?)(?:\s+at\s+the\s+end)?\b|"
                      r"\bwithout\s+(?:a\s+)?(?:trailing\s+)?(?:periods?|full[- ]stops?)\b|"
                      r"\b(?:don'?t|never|do not)\s+end\s+(?:\w+\s+){0,2}with\s+(?:a\s+)?(?:periods?|full[- ]stops?)\b|"
                      r"\bpas\s+de\s+point(?:\s+final|\s+à\s+la\s+fin)\b|\bsans\s+point\s+final\b|"
                      r"\b(?:kein(?:en)?|ohne)\s+punkt(?:\s+am\s+ende)?\b|\bsin\s+punto(?:\s+final)?\b|"
                      r"(?:句点|。)(?:を|は)?(?:つけない|付けない|不要|なし)", re.I)
_CAPITAL = rx(r"\b(?:start|begin)\w*\s+(?:\w+\s+){0,3}?with\s+(?:a\s+)?(?:capital|upper[- ]?case)(?:\s+letter)?\b|"
                      r"\bcapitali[sz]e\s+(?:the\s+)?first\s+(?:letter|word)\b|"
                      r"\b(?:commence\w*|débute\w*)\s+(?:\w+\s+){0,3}?par\s+une\s+majuscule\b|\bmajuscule\s+initiale\b|"
                      r"\bgro(?:ß|ss)\s+(?:beginnen|anfangen)\b|\bmit\s+(?:einem\s+)?gro(?:ß|ss)buchstaben\s+(?:beginnen|anfangen)\b|"
                      r"\b(?:empie\w*|comien\w*)\s+(?:\w+\s+){0,3}?(?:con|por)\s+(?:una\s+)?mayúscula\b|\bmayúscula\s+inicial\b",
                      re.I)


def parse_rule(clause: str) -> list[str]:
    """The item forms a clause asks for ([] when it names no list items or neither form)."""
    if not _ITEMS.search(clause):
        return []
    return [name for name, pattern in ((NO_STOP, _NO_STOP), (CAPITAL, _CAPITAL)) if pattern.search(clause)]


def _own(body: str) -> str:
    """The item's words with its emphasis marks taken off (inline code kept: it tells code from words)."""
    return re.sub(r"(?<!`)(\*\*|__|\*|_)", "", body).strip()


def verdict(kind: str, text: str) -> Finding:
    """items_no_stop | items_capital: every list item of the reply has the form."""
    items = [ln for ln in parse(text).lines if ln.kind in (BULLET, NUMBERED)]
    if not items:
        return NOT_APPLICABLE, "no list in the reply"
    for item in items:
        body = _own(item.body)
        if not body:
            continue
        if kind == NO_STOP and re.search(r"(?<!\.)[.。]$", body):
            return BROKEN, f"a list item ends with a full stop: \"{item.text.strip()[:70]}\""
        first = re.match(r"[^\w`]*(.)", body)
        if kind == CAPITAL and first and first.group(1).isalpha() and first.group(1).islower():
            return BROKEN, f"a list item starts in lower case: \"{item.text.strip()[:70]}\""
    return OBEYED, f"{len(items)} list items, " + ("none ending with a full stop" if kind == NO_STOP
                                                    else "each starting with a capital")
