"""Code named as the topic a rule opens on: "Game code: no LINQ in hot loops", "Backend code: no ORMs", "Test code:
never sleep()", "Código del backend: nada de ORMs", "Testcode: keine Sleeps", "Code de test : pas de sleep".

Why: the code reader saw "code" and a ban word in one clause and read "no code" (a reply with any code block broke
it), but the heading only says which code the ban speaks of; what is banned is named after the colon. When the code
word sits in a heading that ends in a colon (or a dash) and the text after it bans some other thing, the clause says
nothing about whether the reply may hold code, so the code reader leaves it to the readers of that thing.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["code_is_topic"]

# the heading's end: a colon, a full-width colon, a dash set off by spaces
_END = rx(r"\s*(?:[:：]|\s[—–-])\s*")
# a ban of something named after the heading: "no LINQ", "never sleep()", "pas de sleep", "keine Sleeps", "nada de ORMs"
_BAN_OF = rx(r"(?:no|never|don['’]?t(?:\s+use)?|avoid|without|pas\s+de|jamais(?:\s+de)?|aucun\w*|kein\w*|nie|niemals|"
             r"nada\s+de|nunca|sin|ningún|niente|mai|nessun\w*|nenhum\w*|sem)\s+(?P<obj>[^\s,.;:]+)", re.I)
_CODE_WORDS = rx(r"(?:code|codes|blocks?|snippets?|samples?|examples?|código|codice|beispiele?|exemples?|ejemplos?)$",
                 re.I)


def code_is_topic(clause: str, start: int, end: int) -> bool:
    """The code word at ``start:end`` is in a short heading closed by a colon or dash, and the text after it bans
    some other thing."""
    head = clause[:start]
    if len(re.findall(r"\w+", head)) > 4 or re.search(r"[.;!?]", head):
        return False
    closing = _END.match(clause, end)
    if closing is None:
        tail = clause[end:]
        words = re.match(r"(?:\s+(?:du|de|des|del|della|do|da|für|for|of)\s+\w+){1,2}", tail, re.I)  # "code du jeu"
        closing = _END.match(clause, end + words.end()) if words else None
    if closing is None:
        return False
    ban = _BAN_OF.match(clause, closing.end())
    return ban is not None and not _CODE_WORDS.match(ban.group("obj"))
