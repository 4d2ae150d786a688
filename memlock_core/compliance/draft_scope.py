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


__all__ = ["drafted_kind", "text_kind"]


# the kinds of text a user has drafted, by their name: a tweet, a caption, a post, a newsletter, a headline
_TEXT_KIND = (r"(tweets?|captions?|(?:linkedin|facebook|instagram|blog|social(?:\s+media)?)\s+posts?|"
              r"newsletters?|headlines?|bios|bio|slogans?|press\s+releases?|e-?mails?|"
              r"tuits?|légendes?|bildunterschriften?|publicaciones?|courriels?|correos?|"
              # "Product descriptions for the shop: at least 80 words", "descriptions de produits", "Produktbeschreibungen"
              r"(?:product|item|listing|shop)\s+descriptions?|descriptions?\s+(?:de\s+|des\s+)?produits?|"
              r"produktbeschreibung(?:en)?|descripci(?:ón|ones)\s+de\s+(?:los\s+)?productos?)")
# "tweet drafts: 280 characters max" (the kind heads the rule), "every Instagram caption you write", "in client emails",
# "für LinkedIn-Posts": what the rule is on
_KIND_SCOPE = rx(rf"^\W*(?:[\w-]+\s+)?{_TEXT_KIND}(?:\s+drafts?)?"
                 # "Product descriptions for the shop:", "Légendes pour Instagram :": where the texts go, before the colon
                 rf"(?:\s+(?:for|on|in|pour|sur|für|auf|para|en)\s+(?:the\s+|our\s+|my\s+|la\s+|le\s+|den\s+|el\s+)?[\w-]+)?\s*[:—–]|"
                 rf"\b(?:every|each|all|any|chaque|toutes?\s+les|jede[nmrs]?|alle|cada|todos?\s+l[oa]s)\s+(?:[\w-]+\s+){{0,2}}?"
                 rf"{_TEXT_KIND}\b|"
                 rf"\b(?:in|for|dans\s+les|pour\s+les|in\s+den|für|en\s+l[oa]s)\s+(?:[\w-]+\s+)?{_TEXT_KIND}\b", re.I)


def text_kind(rule: str) -> str:
    """The kind of drafted text a rule is on ("tweet", "caption", "post", "mail"), or ""."""
    found = _KIND_SCOPE.search(rule)
    if not found:
        return ""
    kind = next(g for g in found.groups() if g).lower()
    if re.search(r"mail|courriel|correo", kind):
        return "mail"
    if re.search(r"tweet|tuit", kind):
        return "tweet"
    if re.search(r"caption|légende|bildunterschrift", kind):
        return "caption"
    if re.search(r"post|publicaci", kind):
        return "post"
    if re.search(r"descri|beschreibung", kind):
        return "description|beschreibung"  # the request names the text: "a product description", "Beschreibung"
    return re.sub(r"s$", "", kind.split()[-1]) if kind != "bios" else "bio"
