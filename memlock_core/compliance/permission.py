"""A clause that ALLOWS rather than asks: "コードのコメントは英語でOK", "code comments may stay in English",
"los comentarios pueden quedar en inglés", "Kommentare dürfen englisch sein", "tu peux utiliser des listes".

A permission sets no requirement: a reply that does not use what is allowed obeys it ("English comments are OK" is
kept by a Japanese comment as well). The readers use :func:`grants` on the words after the object to tell a
permission from a demand, so the object is left free instead of being required; a demand word ("must", "always",
"必ず") in the same words keeps it a demand.

Also here: the nouns that name the reply's own prose next to its code ("説明", "the explanation", "die Erklärung"),
which a rule uses to set the prose's language apart from the comments'.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the permission, after the object: English, French, German, Spanish, Italian, Portuguese, Japanese
_GRANT = rx(
    r"\b(?:is|are)\s+(?:fine|ok(?:ay)?|allowed|acceptable|permitted)\b|\b(?:can|may|could)\s+(?:be|stay|remain)\b|"
    r"\b(?:is|are)\s+allowed\b|\bok(?:ay)?\b\s*[.!]?\s*$|\bno problem\b|\bfine by me\b|"
    r"\b(?:peu(?:ven)?t|pourront|pourraient)\s+(?:être|rester|quedar)\b|\bc['’]est (?:bon|ok|permis)\b|\bautorisée?s?\b|"
    r"\b(?:dürfen|darf|können|kann)\b|\b(?:ist|sind)\s+(?:ok(?:ay)?|in ordnung|erlaubt|okay)\b|\berlaubt\b|"
    r"\b(?:pueden|puede)\s+(?:quedar|estar|ir|ser|seguir)\b|\b(?:está|están)\s+bien\b|\bse permiten?\b|\bvale\b|"
    r"\b(?:possono|può)\s+(?:restare|essere|rimanere)\b|\b(?:podem|pode)\s+(?:ficar|ser|estar)\b|"
    r"(?:で|でも)\s*(?:OK|ＯＫ|オーケー|いい|良い|よい|構わない|かまわない|大丈夫)|(?:て|で)も(?:いい|良い|よい|構わない|かまわない|大丈夫)",
    re.I)
# a demand word in the same words keeps the clause a demand ("must stay in English", "必ず英語で")
_DEMAND = rx(r"\b(?:must|always|only|have to|need to|doivent|toujours|müssen|immer|nur|deben|siempre|solo|sempre)\b|"
                     r"必ず|常に|だけ|のみ|しなければ", re.I)
# the reply's prose named apart from its code: "説明は日本語で", "the explanation in German", "l'explication en français"
PROSE_NOUN = rx(r"説明|解説|本文|\bexplanations?\b|\bprose\b|\bexplications?\b|\berklärung(?:en)?\b|\btext\b|"
                        r"\bexplicaci(?:ón|ones)\b|\bspiegazion[ei]\b|\bexplicaç(?:ão|ões)\b", re.I)


def grants(words: str) -> bool:
    """``words`` (what a rule says of its object) allow it and ask nothing: "英語でOK", "may stay in English"."""
    return bool(_GRANT.search(words)) and not _DEMAND.search(words)
