"""The reply's language said as the object of a verb of speaking: "Sprich Deutsch mit mir", "mit mir Deutsch reden".

The rule reader's language patterns want a preposition ("answer in German", "auf Deutsch", "en français"); many
users name the language as the plain object of the verb instead: "speak German", "Sprich Deutsch mit mir", "Rede mit
mir Deutsch", "parle français", "spreek Nederlands", and German puts it before an infinitive ("mit mir aber Deutsch
reden", "Deutsch reden" left as a clause of its own after "aber"). The verb must stand as a request (first in its
clause, or after a please, an adverb or a conjunction), never after a subject: "I speak German" says who the user
is, "the client speaks French" who someone else is. Only read when the rule's own patterns found no language.
"""
from __future__ import annotations

import re

from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.regex_cache import rx

_NAMES = "|".join(sorted(map(re.escape, (k for k in LANGUAGES if ord(k[0]) < 0x2E80)), key=len, reverse=True))
_LEAD = (r"(?:^|[,;:.!—–-]\s*|\b(?:please|pls|bitte|always|immer|toujours|siempre|sempre|sempre|and|und|et|y|e|aber|"
         r"but|mais|pero|just|nur|only|ab jetzt|from now on|désormais|doch|einfach)\s+)")
_VERB = (r"(?:speak|talk|sprich|sprecht|sprechen\s+sie|rede|redet|red|parle|parlez|habla|háblame|hablame|fala|fale|"
         r"parla|parlami|spreek|praat)")
_BETWEEN = (r"(?:(?:mit mir|with me|to me|avec moi|conmigo|comigo|con me|met mij|bitte|please|immer|always|toujours|"
            r"siempre|sempre|nur|only|doch|einfach|ab jetzt|from now on|altijd|alleen|gewoon|solo|seulement)\s+){0,3}")
_SPOKEN = rx(rf"{_LEAD}{_VERB}\s+{_BETWEEN}(?P<a>{_NAMES})(?![\w-])"
             # "mit mir (aber) Deutsch reden", "Deutsch reden" as a clause of its own
             rf"|(?:^\W*|\bmit mir\s+(?:\w+\s+){{0,2}}?)(?P<b>{_NAMES})\s+(?:reden|sprechen)\b", re.I)


def spoken(clause: str) -> list[re.Match[str]]:
    """The matches that name the language the user is to be spoken to in (one named group each)."""
    return list(_SPOKEN.finditer(clause))
