"""A request put as a question and then agreed to in the same message: "Can you bump the base image in the
Dockerfile? Go ahead.", "¿Puedes actualizar el Dockerfile? Adelante.", "Kannst du das Dockerfile anpassen? Mach ruhig."

A question alone ("should we delete it?") is no say-so, so the consent reader skips a verb followed by a question
mark, unless the message agrees. Its agreement words were read at the start of the message only; the agreement
that follows the question, as a sentence of its own, is the same yes. Pure."""
from __future__ import annotations

import re
from typing import Pattern

_AFTER_QUESTION = re.compile(r"[?？¿]\s*")


def agreed_after_question(text: str, agree: Pattern[str], negation: Pattern[str]) -> bool:
    """Does a sentence after a question in ``text`` start with an agreement word (``agree``, anchored at its
    start) and say no "not" / "wait"?"""
    parts = _AFTER_QUESTION.split(text)
    for part in parts[1:]:
        sentence = re.split(r"(?<=[.!。！])\s+", part.strip(), maxsplit=1)[0]
        if sentence and agree.search(sentence) and not negation.search(sentence):
            return True
    return False
