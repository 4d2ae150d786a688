"""Bans said with a gerund and a pronoun: "Our .env holds real secrets: no printing it, no editing it, hands off
entirely.", "the prod config: no touching it", "keys.json — no reading it, no copying it".

Why a module: "no printing" reads as a construct refused in code (``no_call:print``) and "it" names nothing, so the
file the sentence is about gets no tool rule. Said as imperatives ("don't print it, don't edit it") the tool readers
read the file kept from those verbs (:mod:`banned_reads`). The rewrite touches only "no <verb>ing" before a pronoun
object; the caller keeps it only when the rewritten text gives a tool rule the text as written did not.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

_NO_ING = rx(r"\b(?i:no)\s+(?P<verb>[a-z]{3,})ing\s+(?P<obj>it|them|this(?:\s+file)?|that(?:\s+file)?)\b")
_E_STEMS = ("delet", "remov", "overwrit", "sav", "stag", "chang", "mov", "renam", "shar", "us", "paste", "writ")


def _base(stem: str) -> str:
    """The verb's own form from its -ing stem: "print" (printing), "delete" (deleting), "commit" (committing)."""
    if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] in "bdgmnprt":
        return stem[:-1]  # "committing" -> commit
    return stem + "e" if stem in _E_STEMS else stem


def imperative(text: str) -> str:
    """``text`` with each "no <verb>ing it" said as "don't <verb> it"; ``text`` itself when it has none."""
    if not isinstance(text, str):
        return text
    return _NO_ING.sub(lambda m: f"don't {_base(m.group('verb').lower())} {m.group('obj')}", text)
