"""Two audiences, two languages: "Patient-facing drafts must be in Spanish. Internal notes to staff stay in English.",
"Kundenmails auf Deutsch, interne Notizen auf Englisch", "Textes pour les clients en français ; notes internes en
anglais".

Why: the rule was read as its last language alone and, the rule naming an outside audience, scoped to text for that
audience: English asked of the patients' drafts and Spanish ones broken. The language of the outside audience is asked
of the text written for it (the user's message names the audience and asks for a text: ``when: asks:NOUN``); every
other reply is the internal one (``language_else``). A bracket giving the rule's reason ("(our patients mostly speak
Spanish)") is read past: the languages it names are no demand.
"""
from __future__ import annotations

import re

from memlock_core.compliance.audience import AUDIENCE_SCOPE
from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.compliance.reply_rule_base import Clause, ReplyRule
from memlock_core.regex_cache import rx

_BRACKET = rx(r"\([^()]*\)|（[^（）]*）")
_PIECES = rx(r"(?<=[.;!])\s+|\s*;\s*|,\s+(?:while|whereas|but|mais|aber|pero|ma)\s+", re.I)
# the inside audience: internal, staff, colleagues, the team
_INSIDE = rx(r"\b(?:internal(?:ly)?|intern\w*|interno?s?|internas?|staff|colleagues?|coworkers?|team(?:mates)?|"
             r"kolleg\w*|collègues?|équipe|personnel|personal|colegas|equipo|colleghi|squadra)\b|社内|内部", re.I)
# a language named where it is asked for: "in Spanish", "en français", "auf Deutsch", "em português"
_IN_LANGUAGE = rx(r"\b(?:in|en|auf|em|in het|op)\s+(?P<name>[^\W\d_]+)", re.I)
_NOUN = rx(r"^(?:[a-z]+)", re.I)
_AUDIENCE_NOUN = rx(r"(?P<n>customer|client|user|public|guest|patient|kunde|cliente|clienti)", re.I)


def _language(piece: str) -> str:
    names = {LANGUAGES[m.group("name").lower()] for m in _IN_LANGUAGE.finditer(piece)
             if m.group("name").lower() in LANGUAGES}
    return names.pop() if len(names) == 1 else ""


def two_audiences(text: str) -> ReplyRule | None:
    """The outside audience's language asked of text written for it, the inside one of every other reply; None when
    the rule is not of that shape."""
    pieces = [p for p in _PIECES.split(_BRACKET.sub(" ", text)) if p and p.strip()]
    outside = [p for p in pieces if AUDIENCE_SCOPE.search(p) and not _INSIDE.search(p) and _language(p)]
    inside = [p for p in pieces if _INSIDE.search(p) and not AUDIENCE_SCOPE.search(p) and _language(p)]
    if len(outside) != 1 or len(inside) != 1:
        return None
    scope = AUDIENCE_SCOPE.search(outside[0])
    noun = _AUDIENCE_NOUN.search(scope.group(0)) if scope else None
    wanted, other = _language(outside[0]), _language(inside[0])
    if noun is None or wanted == other:
        return None
    return ReplyRule(text=text, clauses=(
        Clause("language", "must", wanted, when=f"asks:{noun.group('n').lower()}", words=outside[0].strip()[:40]),
        Clause("language", "else", other, words=inside[0].strip()[:40])))


__all__ = ["two_audiences"]
