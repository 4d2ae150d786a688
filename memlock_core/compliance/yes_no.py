"""Whether the user's message is a yes/no question ("Is X safe?", "Kann ich ...?", "Peut-on ...?", "¿Hay ...?",
"〜できますか？"), for rules that speak to those only ("for yes/no questions, two sentences at most").

A yes/no question is read from its shape: it opens with a finite verb (English auxiliaries and modals; a German
verb before its subject; French inversion or "est-ce que"; a Spanish verb), or, in Japanese, ends in か with no
question word. A question word (what / wie / comment / cómo / 何) or a choice ("A or B?") makes it an open question.
In doubt the answer is no: the rule then does not speak to the reply (it is never guessed broken).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_EN_AUX = (r"is|are|am|were|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|"
           r"isn't|aren't|wasn't|weren't|don't|doesn't|didn't|can't|couldn't|shouldn't|wouldn't|won't|hasn't|haven't")
_DE_VERB = (r"ist|sind|war|waren|bin|bist|kann|kannst|können|könnte|soll|sollte|sollen|muss|musst|müssen|darf|darfst|"
            r"dürfen|hat|habe|hast|haben|gibt|gab|wird|werden|würde|braucht|brauche|brauchst|geht|funktioniert|lohnt|"
            r"macht|reicht|stimmt|läuft")
_ES_VERB = (r"es|son|está|están|hay|puedo|puede|puedes|pueden|se puede|debo|debería|debe|tengo|tiene|tienes|vale|"
            r"existe|sirve|conviene|funciona|hace falta|necesito|merece")
# English "Was it ...?" beside German "Was kostet ...?" (an open question): the subject after it tells them apart
_EN = rx(rf"^(?:{_EN_AUX})\b|^was\s+(?:the|it|this|that|there|he|she|i|my|your|a|an|our|their|his|her|you|we|they)\b",
                 re.I)
_DE = rx(rf"^(?:{_DE_VERB})\b", re.I)
_FR = rx(r"^(?:est-ce qu|\w+-(?:t-)?(?:il|elle|on|je|tu|vous|nous|ils|elles)\b)", re.I)
_ES = rx(rf"^(?:{_ES_VERB})\b", re.I)
# an open question's word anywhere in it, or a choice between things named
_OPEN = rx(r"\b(?:what|which|who|whom|whose|when|where|why|how|welche[rsnm]?|wer|wen|wem|wann|wo|woher|wohin|"
                   r"warum|wieso|weshalb|wie|quoi|quel(?:le)?s?|qui|quand|où|pourquoi|comment|combien|qué|cuál(?:es)?|"
                   r"quién(?:es)?|cuándo|dónde|por qué|cómo|cuánt[oa]s?)\b|"
                   r"\b(?:or|oder|ou|o)\b(?!\s+(?:not|nicht|pas|no)\b)[^?]*\?", re.I)
_JA_OPEN = rx(r"何|なに|なん|どう|どの|どれ|どこ|どちら|どっち|いつ|なぜ|誰|だれ|いくら|いくつ|どんな|どのくらい")
_LEAD = rx(r"^[\s¿¡\"'“„«]*(?:(?:so|ok(?:ay)?|hey|hi|quick question|also|and|but|und|also|alors|et|y|pues|bueno)"
                   r"[,:]?\s+)*", re.I)


def is_yes_no_question(message: str) -> bool:
    """Whether ``message`` asks a question answered by yes or no (its last question, when it asks several)."""
    questions = [q for q in re.split(r"(?<=[?？])\s*", message.strip()) if q.strip()]
    asked = [q for q in questions if q.rstrip().endswith(("?", "？"))]
    if not asked:
        return False
    question = asked[-1].strip()
    question = re.split(r"(?<=[.!。！])\s+", question)[-1]  # "I run Debian. Is 4 GB enough?": the question itself
    if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", question):
        return bool(re.search(r"か\s*[?？]$", question)) and not _JA_OPEN.search(question)
    if _OPEN.search(question):
        return False
    opened = _LEAD.sub("", question)
    if re.match(r"was\b", opened, re.I) and not _EN.match(opened):
        return False  # "Was kostet das?": German "what"
    return bool(_EN.match(opened) or _DE.match(opened) or _FR.match(opened) or _ES.match(opened))
