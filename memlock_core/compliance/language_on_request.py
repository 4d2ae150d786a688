"""Another language allowed on request, said in a sentence of its own: "Answer in Polish by default. Another language
only when I ask for it.", "Domyślnie pisz po polsku. Inny język tylko wtedy, gdy sam o niego poproszę.", "Antworte auf
Deutsch. Eine andere Sprache nur, wenn ich darum bitte.", "Réponds en français ; une autre langue seulement si je la
demande."

Why a module of its own: the language reader reads the exception when it is a clause of the rule's own sentence
("..., unless I ask for another language": ``unless: language_request``). Said as a sentence of its own the
exception gave no clause, and a reply in the language the user asked for was called broken. This reads the whole
rule text and puts the exception on the language clause the other sentence gave.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from memlock_core.compliance.reply_rule_language import OTHER_LANGUAGE
from memlock_core.regex_cache import rx

__all__ = ["on_request", "mend_language_request"]

C = TypeVar("C")

_ONLY = r"\b(?:only|just|nur|seulement|uniquement|solo|sólo|solamente|só|apenas|tylko|alleen|soltanto)\b"
_IF = r"\b(?:when|if|wenn|falls|si|quand|lorsque|cuando|se|quando|gdy|jeśli|jeżeli|als|wanneer)\b"
_ASK = (r"\b(?:ask|request|demande|frage|bitte|verlange|pid[oa]|pidas|chied[oa]|chieda|pe[çc][ao]|poprosz|prosz|vraag|"
        r"want|wil)\w*")
# "another language only when I ask for it", "only when I ask for another language"
_ON_REQUEST = rx(rf"(?:{OTHER_LANGUAGE})[^.;\n]{{0,25}}?{_ONLY}[^.;\n]{{0,30}}?{_IF}[^.;\n]{{0,40}}?{_ASK}|"
                 rf"{_ONLY}\s*,?\s*{_IF}[^.;\n]{{0,40}}?{_ASK}[^.;\n]{{0,30}}?(?:{OTHER_LANGUAGE})", re.I)


def on_request(text: str) -> bool:
    """The rule allows another language when the user asks for one, in words of its own."""
    return bool(_ON_REQUEST.search(text))


def mend_language_request(text: str, clauses: Sequence[C]) -> list[C]:
    """The reply-language clause, waived when the user's message asks for another language."""
    out: list[Any] = list(clauses)
    if not on_request(text):
        return out
    return [replace(c, unless="language_request") if c.object == "language" and c.polarity == "must"
            and not c.unless and not c.when and re.fullmatch(r"[a-z]{2}", c.value) else c for c in out]
