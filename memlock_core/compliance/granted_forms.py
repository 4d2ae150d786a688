"""A form the rule ALLOWS is no form it asks for: "you may use tables when comparing things", "feel free to use bullet
points", "headings are fine for long answers", "tu peux utiliser des tableaux", "du darfst Tabellen verwenden",
"puedes usar tablas", "比較するときは表を使ってもいい".

Why a module of its own: the readers of tables, lists and headings take "use tables when comparing" as a demand, and
the permission around the same words ("you may use") was read the same way, so a reply without a table was called a
breach of a rule that only allowed one. A permission sets no requirement: a clause asking for a form (a table, a list,
headings, emoji, markdown) is dropped when every sentence it was read from grants it (a modal of permission, "feel
free", "is fine", "darfst", "puedes", "てもいい") and none demands it ("must", "always", "immer", "必ず"). Bans and
limits stay: "you may use tables, but no emoji" still forbids emoji.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar

from memlock_core.regex_cache import rx

__all__ = ["drop_granted", "granted"]

_FORMS = frozenset({"tables", "list", "headings", "emoji", "markdown"})
# the grant, in English, French, German, Spanish, Italian, Portuguese, Japanese
_GRANT = rx(
    r"\b(?:you|u)\s+(?:may|can|could|are (?:allowed|free|welcome) to)\b|\bfeel free\b|\b(?:is|are|'s|'re)\s+(?:fine|ok(?:ay)?|"
    r"allowed|acceptable|permitted|welcome)\b|\bit(?:'s| is) (?:fine|ok(?:ay)?) to\b|\boptional(?:ly)?\b|"
    r"\bif (?:you (?:want|like|wish)|it helps|helpful|useful)\b|\b(?:may|can) (?:be )?use[ds]?\b|"
    r"\b(?:tu peux|vous pouvez|tu as le droit|vous avez le droit|n'h[ée]sit(?:e|ez) pas|si tu veux|si vous voulez|"
    r"(?:sont|est) (?:autoris[ée]e?s?|permise?s?|ok|bienvenue?s?)|libre à toi)\b|"
    r"\b(?:du darfst|du kannst|sie dürfen|sie können|ihr dürft|darfst|kannst|gerne?|"
    r"(?:sind|ist) (?:ok(?:ay)?|erlaubt|in ordnung|willkommen)|wenn du (?:willst|magst|möchtest))\b|"
    r"\b(?:puedes|podés|pod[eé]is|se permiten?|(?:están|está) permitid[oa]s?|si quieres|si lo prefieres|"
    r"si[ée]ntete libre|puoi|potete|sei libero|si possono|pode[sm]?|fique à vontade|à vontade)\b|"
    r"(?:て|で)も(?:いい|良い|よい|OK|ＯＫ|構わない|かまわない|大丈夫)|(?:でも|で)?(?<![A-Za-z])(?:OK|ＯＫ)(?:です)?(?:よ)?[。.!！]?$|可です|可。",
    re.I)
# a demand word in the same sentence keeps the form asked for
_DEMAND = rx(r"\b(?:must|always|have to|has to|need to|needs to|required|requires?|should|shall|mandatory|"
                     r"toujours|doi[st]|devez|doivent|il faut|obligatoire|immer|muss|musst|müssen|sollst|pflicht|"
                     r"siempre|debes|deben|tienes que|hay que|obligatorio|sempre|devi|deve|obbligatorio|precisa|"
                     # "you may only use bullets": a restriction, which asks for the form
                     r"only|just|seulement|uniquement|nur|ausschließlich|solo|sólo|solamente|únicamente|soltanto|apenas)\b|"
                     r"必ず|常に|しなければ|すること|必須|だけ|のみ", re.I)
_SENTENCE = rx(r"(?<=[.!?;。！？])\s*|\n+|\s(?=(?:but|aber|mais|pero|ma|mas|sondern|sino)\b)", re.I)


def granted(sentence: str) -> bool:
    """A sentence that allows and demands nothing."""
    return bool(_GRANT.search(sentence)) and not _DEMAND.search(sentence)


class _Clause(Protocol):
    @property
    def object(self) -> str: ...
    @property
    def polarity(self) -> str: ...
    @property
    def words(self) -> str: ...


C = TypeVar("C", bound=_Clause)


def drop_granted(text: str, clauses: Sequence[C]) -> tuple[C, ...]:
    """``clauses`` (of the rule ``text``) less the form clauses that only a permission states."""
    if not clauses or not text or not _GRANT.search(text):
        return tuple(clauses)
    sentences = [s for s in _SENTENCE.split(text) if s and s.strip()]
    kept = []
    for c in clauses:
        words = (c.words or "").strip().lower()
        where = [s for s in sentences if words and words in s.lower()]
        if c.object in _FORMS and c.polarity == "must" and where and all(granted(s) for s in where):
            continue
        kept.append(c)
    return tuple(kept)
