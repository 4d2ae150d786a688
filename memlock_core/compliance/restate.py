"""no_restate: the reply does not open by restating the user's question ("don't repeat my question back").

A first sentence restates the question when it holds most of the question's content words and either reports it
(a second-person "you ask / you want to know" frame, "your question is") or asks it again (it ends with "?").
An answer that merely reuses the question's words ("Use dpkg -S to find which package owns a file") neither
reports nor asks it, so it is no restatement. Without the user's message there is nothing to compare: not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import own_text
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.part_length import split_sentences
from memlock_core.regex_cache import rx

MIN_WORDS = 3  # a question with fewer content words is too short to tell a restatement from an answer
MIN_SHARE = 0.6  # of the question's content words found again in the reply's first sentence
STEM = 5  # words compared by their first letters ("install" / "installing", "paquet" / "paquets")

_WORD = rx(r"[^\W\d_]{4,}")
# a reported question: the user as the one who asks, wants or wonders (en, fr, de, es, it, pt, nl)
_REPORTS = rx(
    r"\byou(?:'re|’re| are| were)?\s+(?:(?:just|really)\s+)?(?:ask(?:ing|ed)?|want(?:ing|ed)? to know|wonder(?:ing|ed)?|"
    r"(?:would|'d|’d) like to know|need(?:ing)? to know|curious)\b|\byour question\b|"
    r"\b(?:vous|tu)\s+(?:me\s+)?(?:demandez|demandes|voulez savoir|veux savoir|souhaitez savoir|aimeriez savoir|"
    r"aimerais savoir|vous demandez|te demandes)\b|\bvotre question\b|\bta question\b|"
    r"\b(?:du|sie)\s+(?:fragst|fragen|möchtest wissen|möchten wissen|willst wissen|wollen wissen)\b|"
    r"\b(?:deine|ihre) frage\b|"
    r"\b(?:me\s+)?(?:preguntas|pregunta usted|quieres saber|quiere saber|te preguntas)\b|\btu pregunta\b|"
    r"\b(?:mi\s+)?(?:chiedi|domandi|vuoi sapere|ti chiedi)\b|\bla tua domanda\b|"
    r"\b(?:você|tu)\s+(?:pergunta|perguntas|quer saber|queres saber)\b|\b(?:sua|tua) pergunta\b|"
    r"\bje (?:vraagt|wilt weten)\b|\bjouw vraag\b", re.I)


def _stems(text: str) -> set[str]:
    return {w.lower()[:STEM] for w in _WORD.findall(text)}


def restate_verdict(text: str, user_message: str | None) -> Finding:
    """Broken when the reply's first sentence restates the user's question (see the module docstring)."""
    if not user_message:
        return NOT_APPLICABLE, "no user message to compare the opening with"
    asked = _stems(own_text(user_message))
    if len(asked) < MIN_WORDS:
        return NOT_APPLICABLE, "the question is too short to tell a restatement"
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    if not lines:
        return NOT_APPLICABLE, "no prose"
    opening = own_text(lines[0]).strip()
    first = next(iter(split_sentences(opening)), opening)
    share = len(asked & _stems(first)) / len(asked)
    reported = _REPORTS.search(first) is not None
    if share >= MIN_SHARE and (reported or first.endswith("?")):
        return BROKEN, f"opens by restating the question ({share:.0%} of its words): \"{first[:70]}\""
    return OBEYED, f"opens without restating the question: \"{first[:50]}\""
