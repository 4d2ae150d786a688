"""A rule on how a text opens or closes, said of one kind of drafted text: "Sign off every email draft with 'Best
regards, Dana'", "Termine chaque courriel par « Cordialement, Léa »", "Beende jede E-Mail mit „Viele Grüße, Jan“",
"Firma cada carta con «Un saludo, Ana»".

Why: the signature was read as the last line of every reply, so an answer to "what's a polite way to say no?" broke
a rule about e-mails. The opening or closing is asked of the replies that draft that kind of text (``when:
asks:mail``, ``asks:letter``: the user's message names it and asks for one, or the reply drafts one).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the kind of text, after a word that takes every one of them or a preposition of place
_KIND = rx(r"\b(?:every|each|all|any|my|your|in|on|to|for|off|the|les|die|las|los|chaque|tous les|"
           r"toutes les|tes|mes|dans les|à|jede[nmrs]?|alle|"
           r"meine|deine|in|unter|cada|todos los|todas las|mis|tus|en|en los|en las|ogni|tutte le|tutti i|nelle|nei)\s+"
           r"(?:(?:\w+)\s+)?(?P<kind>e-?mails?|mails?|courriels?|correos?(?:\s+electrónicos?)?|"
           r"letters?|lettres?|briefe?n?|cartas?|lettere|lettera)\b", re.I)


def drafted_kind(rule: str) -> str:
    """"mail" or "letter" when the rule speaks of that kind of drafted text, else ""."""
    found = _KIND.search(rule)
    if not found:
        return ""
    kind = found.group("kind").lower()
    return "letter" if re.match(r"letter|lettre|brief|carta|letter", kind) else "mail"


__all__ = ["drafted_kind"]
