"""A live user sentence the rule model reads as exactly the pin's check keeps the pin alive (issue 22).

The mood gate (:mod:`memlock_core.detection.directive`, :mod:`memlock_core.detection.rule_mood`) decides which
sentences are evidence units. It reads imperatives and modals in the languages its tables cover and leaves out
everything else: a Dutch "Praat gewoon Nederlands met me", an Italian "Continua a scrivermi in italiano, mi
raccomando", a verbless Spanish "Las fechas, siempre como DD/MM/AAAA". Those are the user saying the pin again,
yet no unit held them, so the pin was re-injected.

The compliance rule model already parses such sentences into a typed check (kind and parameters). Here a user
sentence outside the gate keeps a pin alive only when:

* the pin parses completely, and the sentence's parse is EQUAL to it (the same parts: kind, polarity, value,
  limit, bound and condition). A neighbour differs in a parameter (Spanish for French, 100 for 150 words, another
  branch) and stays a different rule; a sentence that says more or less than the pin is left to the gate;
* :func:`~memlock_core.detection.rule_identity.same_rule` holds too (no other quantity, limiter, slot, swapped
  name or opposite polarity);
* it reads as addressed to the assistant, not as a statement: not a question, not quoted or after a lead-in that
  introduces someone else's words, no third-person subject (a name, a team, "our CI", "nobody", "la gente") and
  no first-person narrative in the past (:func:`states`).

Only the newest user messages are read, so a compaction turn stays cheap.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from memlock_core.detection.directive import without_confirmation_tag
from memlock_core.detection.instruction_list import names_someone_else
from memlock_core.detection.quote_intro import introduces_quote
from memlock_core.detection.rule_identity import same_rule, signature, told_languages
from memlock_core.detection.rule_mood import _third_person as third_person
from memlock_core.detection.rule_mood import guess_languages
from memlock_core.detection.sentence_units import raw_sentences
from memlock_core.detection.slots import slot_differs
from memlock_core.regex_cache import rx

MESSAGES = 48  # newest user messages read
SENTENCES = 96  # newest sentences of them compared with one pin
MAX_CHARS = 240  # a longer sentence is prose, not a restated rule
_QUESTION = rx(r"[?？]\W*$")
_QUOTED = rx(r"^\W*[\"“„«‘「『]|[\"”»’」』]\W*$")
_LEAD = rx(r"^([^—–:]{1,40})(?:—|–|:)\s+")

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


@lru_cache(maxsize=20000)
def _own_sentences(text: str) -> tuple[str, ...]:
    """The sentences of one user text that may restate a rule: short, not a question, not quoted, not after a
    lead-in that introduces someone else's words, not a statement."""
    out: list[str] = []
    for sentence in raw_sentences(text):
        sentence = sentence.strip()
        if not sentence or len(sentence) > MAX_CHARS:
            continue
        if _QUESTION.search(without_confirmation_tag(sentence)) or _QUOTED.search(sentence):
            continue
        lead = _LEAD.match(sentence)
        if lead and (introduces_quote(lead.group(1).strip() + ":") or names_someone_else(lead.group(1))):
            continue
        if states(sentence):
            continue
        out.append(sentence)
    return tuple(out)


_PIN_WORD = rx(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    return frozenset(w.casefold() for w in _PIN_WORD.findall(text))


@lru_cache(maxsize=65536)
def parsed_equal(pin: str, sentence: str) -> bool:
    """The sentence's rule parse equals the pin's (both non-empty, the pin's complete) and the rule parse's
    guards call it the same rule."""
    mine = signature(pin)
    if not mine.complete or not mine.parts:
        return False
    # the pin's own words address no one: "usted" in "Trata siempre de usted al cliente" is the rule's value
    if not addressed(_PIN_WORD.sub(lambda m: " " if m.group(0).casefold() in _words(pin) else m.group(0), sentence)):
        return False
    theirs = signature(sentence)
    return theirs.parts == mine.parts and theirs.scope <= mine.scope and same_rule(pin, sentence)


# A standing frame for a language named bare: an adverb of always, a verb of keeping on, "from now on", or "with me"
# ("Praat gewoon Nederlands met me", "Continua a scrivermi in italiano", "Ab sofort nur noch auf Deutsch mit mir").
_STANDING = rx(
    r"\b(?:always|keep|continue|from\s+now\s+on|going\s+forward|with\s+me|to\s+me|immer|weiter\w*|ab\s+(?:sofort|jetzt)|"
    r"mit\s+mir|toujours|continue[rsz]?|dorénavant|désormais|avec\s+moi|siempre|sigue|segu[ií]\w*|contin[uú]a\w*|"
    r"a\s+partir\s+de\s+(?:ahora|agora)|conmigo|sempre|d['’]ora\s+in\s+poi|con\s+me|comigo|altijd|blijf|voortaan|"
    r"met\s+me|tegen\s+me|всегда|продолжай|со\s+мной)\b|\w+(?:ermi|irmi|armi|mmi)\b|\w*[áéíó]\w*me\b|\w+-moi\b|"
    r"いつも|常に|ずっと|これから|今後|引き続き|始终|總是|总是|以后|今后|继续", re.IGNORECASE)
# What makes a language a task's or another object's, not the reply's: a translation, or a scope of its own.
_NOT_REPLY = rx(r"\b(?:translat\w*|tradu\w*|übersetz\w*|vertaal\w*|перев\w*)|翻訳|翻译|翻譯", re.IGNORECASE)


@lru_cache(maxsize=65536)
def language_restated(pin: str, sentence: str, framed: bool = False) -> bool:
    """A pin that is a reply-language rule only, and a standing sentence addressed to the assistant that names that
    language and no other (a refused or conceded one aside), parses into no other rule and names no object of its
    own: the compliance parse needs a verb it knows there, the user often gives none ("Ab sofort nur noch auf
    Deutsch mit mir")."""
    parts = signature(pin).parts
    if len(parts) != 1 or not signature(pin).complete:
        return False
    (part,) = parts
    if part[:3] != ("reply", "language", "must") or any(part[4:]):
        return False
    if _QUESTION.search(without_confirmation_tag(sentence)) or states(sentence) or _NOT_REPLY.search(sentence):
        return False
    if not framed and not (_STANDING.search(sentence) and addressed(sentence)):
        return False  # an item of the user's own instruction list stands in its list's frame ("- по-русски")
    said = signature(sentence)
    if said.scope or (said.parts and said.parts != parts):
        return False
    return told_languages(sentence) == {part[3]} and not slot_differs(pin, sentence)


def find_parsed_restatement(pin: str, user_texts: Sequence[str], items: Sequence[str] = ()) -> str:
    """The newest sentence of ``user_texts`` (history order) that restates ``pin`` by an equal parse, or an item
    of the user's own instruction lists (``items``) that names the pin's reply language bare; or ""."""
    mine = signature(pin)
    if not mine.complete or not mine.parts:
        return ""
    for item in reversed(items[-SENTENCES:]):
        if len(item) <= MAX_CHARS and language_restated(pin, item, framed=True):
            return item
    seen = 0
    for text in reversed(user_texts[-MESSAGES:]):
        for sentence in reversed(_own_sentences(text)):
            if parsed_equal(pin, sentence) or language_restated(pin, sentence):
                return sentence
            seen += 1
            if seen >= SENTENCES:
                return ""
    return ""
