"""The pin's own sentence said again, word for word, in a user or system message (issue 22).

A user who restates a rule after several compactions often pastes it unchanged, behind a lead-in of
their own ("Reinforcing after so many compactions: <the rule>", "我再说一遍：<the rule>"). The pin was
accepted as a rule when it was made, so a sentence of the in-force region that *is* the pin's text
needs no mood gate to be evidence: a statement or a question that merely mentions the rule's words
is never the same sentence. Only in-force text is read (quoted and pasted material already removed),
and a question ("...?") is never the rule.
"""
from __future__ import annotations

import functools
import unicodedata
from typing import Iterable

from memlock_core.detection.audit_report import AnchorVerdict
from memlock_core.detection.emphasis import without_emphasis
from memlock_core.detection.sentence_units import raw_sentences
from memlock_core.regex_cache import rx

MIN_WORDS = 3  # a pin this long (or a run of Han/Kana/Hangul characters) is a sentence, not a word
MIN_WIDE = 6
_END = rx(r"[\s.!。！…]+$")
_QUESTION = rx(r"[?？]\s*$")
_LEAD = rx(r"^.{1,80}?[:：]\s*")  # the user's lead-in before a colon: what follows may be the pin
_REASON = rx(r"\s+[—–]\s+.*$")  # "<the pin> — we only have pseudonymised clearance": the reason after it


@functools.lru_cache(maxsize=8192)
def _form(text: str) -> str:
    """The compared form: NFKC, case-folded, whitespace collapsed, Markdown emphasis and the closing full stop
    dropped ("**<the pin>**!", emphasis.py). Memoised:
    a compaction audit compares every drifted pin with every in-force text, the same texts turn after turn
    (issue 23: a warm compaction reads nothing anew)."""
    return _END.sub("", " ".join(unicodedata.normalize("NFKC", without_emphasis(text)).casefold().split()))


def _sentence_like(pin: str) -> bool:
    wide = sum(1 for ch in pin if "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af")
    return len(pin.split()) >= MIN_WORDS or wide >= MIN_WIDE


def restates_verbatim(pin: str, texts: Iterable[str]) -> str:
    """The sentence of ``texts`` (in-force user or system texts) that is ``pin`` word for word, on its
    own, after a lead-in ending in a colon or before a reason set off by a dash; "" for none."""
    want = _form(pin)
    if not want or _QUESTION.search(pin) or not _sentence_like(pin):
        return ""
    for text in texts:
        if want not in _form(text):
            continue  # the common case: one substring test per text
        for sentence in raw_sentences(text):
            if _QUESTION.search(sentence):
                continue
            for said in dict.fromkeys((sentence, _REASON.sub("", sentence))):
                lead = _LEAD.match(said)
                if _form(said) == want or (lead and _form(said[lead.end():]) == want):
                    return sentence
    return ""


def verbatim_verdict(anchor_id: str, sentence: str, method: str) -> AnchorVerdict:
    """Alive: an in-force sentence is the pin word for word (:func:`restates_verbatim`)."""
    quoted = sentence if len(sentence) <= 90 else sentence[:89] + "…"
    return AnchorVerdict(anchor_id, True, 1.0, f"the pin word for word: \"{quoted}\"", method)
