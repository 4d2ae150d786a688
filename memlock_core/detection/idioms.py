"""Idioms that hold an object noun and name no object (round 10).

The rule parse reads a rule's scope from the objects it names ("in the invoice template", "for commit messages",
rule_identity._SCOPE). An idiom may hold such a noun and name nothing: "Root privileges are off the table" bans root
and names no table; "keep it to five minutes" is a length, no meeting minutes; "das gebe ich zu Protokoll" puts
something on record, no protocol. Read as a scope, the noun made the sentence a narrower rule than the pin it
restates, and the pin was re-injected.

:func:`without_idioms` blanks these idioms before the scope is read, in the languages memlock reads. Only
idioms whose noun the scope reads are listed: an idiom without one ("in the loop") never mattered to it.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_IDIOM = rx(
    # a choice ruled in or out: "off the table", "on the table", "bring to the table", "sur la table", "hors de la table"
    r"\b(?:off|on|from|to|under|at)\s+the\s+table\b|\bturn(?:s|ed)?\s+the\s+tables\b|\btable\s+rase\b|"
    r"\b(?:sur|hors\s+de|de)\s+la\s+table\b|"
    # a length of time: "within minutes", "in 5 minutes", "a few minutes", "last-minute", "en quelques minutes"
    r"\b(?:\d+|a\s+few|few|couple\s+of|several|some|within|in|quelques|plusieurs)\s+minutes\b|\blast[- ]minute\b|"
    # a trial: "put it to the test", "the test of time", "an acid test"; a record: "zu Protokoll geben", "que conste en actas"
    r"\bput\s+(?:\w+\s+){0,2}to\s+the\s+test\b|\btest\s+of\s+time\b|\bacid\s+test\b|\bzu\s+Protokoll\b|"
    r"\bconst[ae]\s+en\s+actas?\b|"
    # nothing to say, lost meaning: "no comment", "lost in translation", "makes headlines", "compare notes"
    r"\bno\s+comments?\b|\blost\s+in\s+translation\b|\bmak(?:e|es|ing)\s+headlines\b|\bcompare\s+notes\b",
    re.IGNORECASE)


def without_idioms(text: str) -> str:
    """``text`` with the idioms of the module doc blanked out (one space each)."""
    return _IDIOM.sub(" ", text)
