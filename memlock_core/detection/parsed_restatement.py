"""Is a user sentence said to the assistant, or a statement about someone? (issue 22)

:func:`states` and :func:`addressed` read a sentence the mood gate does not hold as a rule
(:mod:`memlock_core.detection.directive`, :mod:`memlock_core.detection.rule_mood`): a third-person subject (a name,
a team, "our CI", "nobody"), first-person narrative in the past, a report ("says"), an opening condition; versus a
request word, a "from now on" frame, or the user as the object of the act. :mod:`unparsed_echo` uses them before a
bare echo of a pin's own words may keep that pin alive.

A wider use was tried and withdrawn: keeping a pin alive from any such sentence whose rule parse equals the pin's.
It cut false alarms on the sets it was developed on, but on a fresh author's set (drift2_heldout11, 2nd run) it
kept no alive rule alive and took one statement for the lost rule, in a language these tables do not cover.
Recall comes first, so such sentences are left to the mood gate and the pin is re-injected.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.directive import without_confirmation_tag
from memlock_core.detection.rule_mood import _third_person as third_person
from memlock_core.detection.rule_mood import guess_languages
from memlock_core.regex_cache import rx

# A statement's subject: someone other than the assistant does, did or wants something. Read as whole words in
# the languages memlock covers; an imperative or a request addressed to "you" carries none of these.
_THIRD = rx(
    r"\b(?:he|she|they|nobody|everyone|everybody|someone|people|our\s+\w+|their\s+\w+|his|her|the\s+team|"
    r"the\s+client|my\s+(?:boss|manager|team|colleague|client|wife|husband|mother|father)|"
    r"elle|ils|elles|personne|tout\s+le\s+monde|notre\s+\w+|leur\s+\w+|"
    r"er|sie\s+(?:hat|ist|war|sagt|will|schreibt)|niemand|unser\w*\s+\w+|"
    r"él|ella|ellos|ellas|nadie|todo\s+el\s+mundo|la\s+gente|nuestr[oa]s?\s+\w+|"
    r"lui|loro|nessuno|nostr[oaie]\s+\w+|ele|ela|eles|elas|ninguém|todo\s+mundo|nosso\w*\s+\w+|"
    r"hij|zij|iedereen|onze\s+\w+)\b"
    r"|(?:彼|彼女|みんな|誰も|うちの|弊社|私たちの|他们|他|她|大家|我们的)", re.IGNORECASE)
# Narrative in the past: "I always answered in German", "j'ai toujours écrit", "every reply was under 150 words".
_PAST_SELF = rx(
    r"\b(?:i\s+(?:\w+ed|was|had|used\s+to|wrote|said|told)|we\s+(?:\w+ed|were|had|used\s+to|wrote)|"
    r"j['’]ai|nous\s+avons|ich\s+(?:habe|hatte|war)|wir\s+(?:haben|hatten|waren)|"
    r"(?:yo\s+)?(?:he|hemos)\s+\w+[ai]do|me\s+ha\s+\w+|ho\s+\w+ato|abbiamo|eu\s+\w+ei|was|were|hat\s+mich|"
    r"war|waren|était|étaient|era|eran|fue|fueron|erano|foi|foram|trouvaient)\b|(?:ました|でした|ていた)。?$", re.IGNORECASE)


# A positive sign that the sentence is said to the assistant: a request word, a "from now on" / "again" frame, or
# the assistant or the user as the object of the act ("answer me", "scrivermi", "met me", "私に"). A sentence with
# none of these is left to the mood gate, however its parse reads.
_ADDRESSED = rx(
    r"\b(?:please|pls|bitte|por\s+favor|s['’]il\s+(?:te|vous)\s+pla[iî]t|per\s+favore|mi\s+raccomando|alsjeblieft|"
    r"alstublieft|from\s+now\s+on|going\s+forward|again|as\s+before|reminder|remember|ab\s+jetzt|von\s+jetzt\s+an|"
    r"ab\s+sofort|weiterhin|nochmal|noch\s+einmal|wie\s+vorher|erinnerung|dorénavant|désormais|à\s+partir\s+de\s+maintenant|"
    r"comme\s+avant|rappel|encore\s+une\s+fois|de\s+ahora\s+en\s+adelante|a\s+partir\s+de\s+ahora|como\s+antes|"
    r"recuerda|recordatorio|otra\s+vez|d['’]ora\s+in\s+poi|da\s+ora\s+in\s+poi|come\s+prima|ricorda|di\s+nuovo|"
    r"a\s+partir\s+de\s+agora|daqui\s+(?:em|pra)\s+frente|lembrando|lembre|de\s+novo|vanaf\s+nu|voortaan|zoals\s+eerder|"
    r"you|your|dich|dir|dein\w*|tu|toi|ton|tes|vous|votre|vos|tú|usted|ti|tuo|tua|tuoi|você|vc|jij|jou|jouw|"
    r"me|mir|mich|moi|mi|mim|meu|ik|conmigo|comigo)\b|\w+-moi\b|\w*[áéíó]\w*me\b|\w+(?:ermi|irmi|armi|mmi)\b|(?:お願い|ください|下さい|てね|でね|これから|今後|以后|今后|"
    r"从现在起|请|請|你|您|私に|僕に|俺に)", re.IGNORECASE)
# A sentence that opens on someone's own thing ("My boss ...", "Mi jefa ...", "Mein Kollege ...") or reports what
# someone says is about that someone.
_OWNER_SUBJECT = rx(
    r"^\W*(?:\w+\W+){0,3}?(?:my|mein\w*|mon|ma|mes|mi|mis|meu|minha|meus|mijn)\s+[^\W\d_]+\s+(?!\d)[^\W\d_]+|"
    r"\b(?:says?|said|told|dit|disait|sagt|sagte|meint|dice|decía|dijo|dice|diceva|disse|diz|zegt|zei)\b", re.IGNORECASE)


# English has no table there: an adverb of frequency before a verb in -s or -ed ("gofmt always uses tabs", "Marta
# never answered"), or a determiner and a noun before one ("The API returns all timestamps in UTC").
_EN_THIRD = rx(r"\b(?:always|never|usually|often|rarely|still|normally|typically)\s+[a-z]+(?:[^s]s|ed)\b|"
                       r"^\W*(?:the|a|an|this|that|these|those|every|each|any)\s+(?:[a-z]+\s+){0,2}?"
                       r"(?:is|are|was|were|has|had|[a-z]+(?:[^s]s|ed))\b", re.IGNORECASE)
# A sentence that opens on a condition says what follows from something ("Wenn du keine Stichpunkte benutzt, werden
# die Antworten schwer lesbar"); a rule said that way is left to the mood gate.
_CONDITION = rx(r"^\W*(?:if|when|unless|wenn|falls|sobald|si|cuando|quand|lorsque|se|quando|als|indien)\b|"
                        r"^[^、。]*(?:たら|れば|なら)、", re.IGNORECASE)
_CLAUSES = rx(r"[,;:—–()]")


@lru_cache(maxsize=20000)
def addressed(sentence: str) -> bool:
    """Whether ``sentence`` bears a sign of being said to the assistant (:data:`_ADDRESSED`), or asks the listener
    to confirm it ("Las fechas, siempre como DD/MM/AAAA, ¿eh?", "Todos os valores em reais, tá?")."""
    return bool(_ADDRESSED.search(sentence)) or without_confirmation_tag(sentence) != sentence


@lru_cache(maxsize=20000)
def states(sentence: str) -> bool:
    """Whether ``sentence`` reads as a statement about someone or something, not a rule for the assistant."""
    if _THIRD.search(sentence) or _PAST_SELF.search(sentence) or _OWNER_SUBJECT.search(sentence) \
            or _EN_THIRD.search(sentence) or _CONDITION.match(sentence):
        return True
    # a subject of its own and a verb in the third person, by the mood gate's tables ("Le support répond toujours
    # en français", "Der Kunde antwortet immer auf Deutsch", "La jefa trata siempre de usted")
    clauses = [c for c in _CLAUSES.split(sentence) if c.strip()]
    return any(third_person(c, lang) for lang in guess_languages(sentence) for c in clauses)














