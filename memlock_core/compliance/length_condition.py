"""A reply's length said as the CONDITION of a rule, not as a limit: "If your answer is shorter than 100 words, no
headings", "Is je antwoord korter dan 100 woorden? Zet er dan geen koppen in.", "Si ta réponse fait plus de 300 mots,
ajoute un résumé", "Wenn deine Antwort kürzer als 100 Wörter ist, keine Überschriften".

Why a module of its own: the length reader finds "shorter than 100 words" anywhere in a rule and makes it a limit
every reply must keep, so the rule above judged every long answer broken and never read the headings as the rule.
Said "Short answers (under 100 words): no headings" the length is already a scope (``_length_as_scope``); this reads
the other wordings, an "if / when" clause about the reply or a question about it, into the same scope
(``when: words<100``, ``words>299``) on what the rest of the rule asks.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from memlock_core.compliance.reply_rule_base import STRICT, ReplyRule
from memlock_core.compliance.reply_rule_length import read_length
from memlock_core.regex_cache import rx

__all__ = ["with_length_condition"]

_REPLY = (r"(?:(?:your|the|an?|my|ta|la|le|deine|die|eine|tu|je|het|een|o|a|sua|tua|la tua|il tuo)\s+)?"
          r"(?:answers?|repl(?:y|ies)|responses?|réponses?|antwort(?:en)?|respuestas?|rispost[ae]|respostas?|antwoord(?:en)?)")
_IF = r"(?:if|when|whenever|si|wenn|falls|cuando|se|quando|als|wanneer|indien)"
_THEN = r"(?:(?:then|dann|alors|entonces|allora|então|dan)\b\s*,?\s*)?"
# "If your answer is shorter than 100 words, ...", "Wenn deine Antwort kürzer als 100 Wörter ist, ..."
_IF_CLAUSE = rx(rf"^\W*{_IF}\s+{_REPLY}\s+(?P<body>[^,.?;:!]{{3,60}}?)\s*(?:,|:|—|–|\s-\s)\s*{_THEN}", re.I)
# "Is your answer shorter than 100 words? Then ...", "Is je antwoord korter dan 100 woorden? ..."
_QUESTION = rx(rf"^\W*(?:is|are|ist|est-ce que|es|è|é|fait)\s+{_REPLY}\s+(?P<body>[^?]{{3,60}}?)\s*\?\s*{_THEN}", re.I)
_SIZES = ("words", "lines", "paragraphs")


def _condition(body: str) -> str:
    """The scope ``body`` sets ("shorter than 100 words": ``words<100``), or "" when it sets none."""
    sizes = [c for c in read_length(body, parts=False) if c.object == "length" and c.value in _SIZES and c.limit]
    if len(sizes) != 1:
        return ""
    size = sizes[0]
    if size.bound == "max" and size.limit is not None:
        # "shorter than 100 words": 100 itself is outside ("under 100" keeps the number as written, like the limits)
        return f"{size.value}<{size.limit if STRICT.search(size.words) else size.limit + 1}"
    if size.bound == "min" and size.limit is not None and size.limit > 1:
        return f"{size.value}>{size.limit - 1}"
    return ""


def with_length_condition(text: str, parse: Callable[[str], ReplyRule]) -> ReplyRule | None:
    """The parse of the rule with its length condition read as the scope of the rest, or None when the rule does not
    open with one. ``parse`` is the reply-rule parse (passed in: no import cycle)."""
    found = _IF_CLAUSE.match(text) or _QUESTION.match(text)
    if not found:
        return None
    when = _condition(found.group("body"))
    rest = text[found.end():].strip()
    if not when or not rest:
        return None
    parsed = parse(rest[:1].upper() + rest[1:])
    kept = [c for c in parsed.clauses if c.object != "length" or c.when]
    if not kept or parsed.conflict:
        return None
    return replace(parsed, text=text, clauses=tuple(c if c.when else replace(c, when=when) for c in kept))
