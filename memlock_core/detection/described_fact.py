"""Statements that share a pin's words but tell the assistant nothing: what was, what a thing is (issue 22, recall).

Why: the worst drift failure is a lost rule that is not re-injected because a live sentence looked like the user
restating it. Three statement shapes passed the rule gates although they report or describe:

* a ban word opening a report in a past tense: "No emojis were used.", "No se usaron emojis.", "Aucun emoji n'a été
  utilisé.", "Es wurden keine Emojis verwendet." (:func:`past_ban_report`); a ban has no past;
* a verbless phrase set in the past or in someone else's / an old place: "Commit messages in English since 2019.",
  "Answers in Spanish in the old repo.", "Metric units, like at my last job." (:func:`looks_back`); a rule for the
  listener is set now, not "since 2019" nor "in the old repo";
* a description by a copula or a passive with no word of a norm ("never", "only", "always", a modal) and not
  addressed to the listener: "Commit messages are in English.", "Units are metric.", "Dates are written as
  YYYY-MM-DD.", "Die Antworten sind kurz." (:func:`describes_state`): how a thing is, not how it must be; the norm
  reading ("Commits are never pushed to main") stays with :mod:`memlock_core.detection.norm_statement`.

Each reading only ever removes evidence (the pin is re-injected: the safe direction). Pure, no I/O.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.literal_gate import LiteralGate
from memlock_core.detection.rule_mood import guess_languages
from memlock_core.regex_cache import rx

# a ban word that opens the sentence, in the languages the mood gate reads
_BAN_OPENER = rx(r"^\W*(?:no|none\s+of|not\s+a|kein\w*|aucun\w*|pas\s+de|ning[uú]n\w*|nessun\w*|nenhum\w*|"
                 r"nem\s+um|nada\s+de)\b", re.IGNORECASE)
_GERMAN_PAST_LEAD = rx(r"^\W*es\s+(?:wurden?|gab)\s+(?:\w+\s+){0,2}kein\w*\b", re.IGNORECASE)
# a finite past: English auxiliaries and simple pasts, Romance pasts, German passive and perfect auxiliaries
_PAST = rx(
    r"\b(?:was|were|had|did|has\s+been|have\s+been|got|went|came|showed|appeared|happened|occurred|turned\s+up|"
    r"showed\s+up|fue|fueron|hubo|se\s+\w+(?:ó|aron|ieron)|\w+(?:aron|ieron)|"
    r"a\s+été|ont\s+été|n['’](?:a|ont)\s+(?:pas\s+)?été|était|étaient|fut|furent|"
    r"wurde|wurden|war|waren|gab|"
    r"è\s+stat[oa]|sono\s+stat[ie]|fu|furono|"
    r"foi|foram|\w+aram)\b", re.IGNORECASE)
_ED = rx(r"\b[a-z]{3,}ed\b")
_REASON = rx(r"[,;:—–(]|\s-\s|\b(?:because|since|as|porque|pues|car|parce\s+que|weil|denn|perché|poiché|pois)\b",
             re.IGNORECASE)


@lru_cache(maxsize=20000)
def past_ban_report(sentence: str) -> bool:
    """A ban word opening a sentence told in a past tense: a report of what was not there, no ban."""
    if _GERMAN_PAST_LEAD.match(sentence):
        return True
    if not _BAN_OPENER.match(sentence):
        return False
    sentence = _REASON.split(sentence, maxsplit=1)[0]  # "No force-push, ever — it was a disaster": the reason's past
    if _PAST.search(sentence):
        return True
    # "No passwords appeared", "No deploys happened": an "-ed" verb right after the ban's noun phrase
    words = re.findall(r"[^\W\d_][\w'’-]*", sentence.lower())
    return any(_ED.fullmatch(w) and n >= 2 and words[n - 1] not in _NOT_BEFORE_VERB for n, w in enumerate(words))


_NOT_BEFORE_VERB = frozenset("no the a an of in on at to for with by from be been being is are get got signed".split())

# a past time or someone else's / an old place, set after a verbless phrase
_BACK = rx(
    r"\b(?:since|until|till|through)\s+(?:\d{4}|last\b|the\s+(?:\d{4}|migration|audit|merger|last|old|previous))|"
    r"\b(?:in|at|on|for|from)\s+(?:the|my|our|their|his|her)\s+(?:old|previous|former|last|legacy|original)\s+\w+|"
    r"\b(?:like|as)\s+(?:at|in|on|with)\s+(?:my|our|the|their|his|her)\s+(?:old|previous|former|last)\b|"
    r"\bin\s+(?:19|20)\d\d\b|\b(?:last|previous)\s+(?:year|month|week|quarter)['’]s\b|"
    r"\b(?:desde|hasta)\s+(?:\d{4}|el\s+año\s+pasado)|\ben\s+(?:el|la|mi|nuestro|nuestra)\s+(?:antigu[oa]|anterior|viej[oa])\b|"
    r"\b(?:seit|bis)\s+\d{4}|\b(?:im|in\s+der|in\s+meinem|in\s+meiner|bei\s+meinem|bei\s+meiner)\s+(?:alten|früheren|letzten|vorigen)\b|"
    r"\b(?:depuis|jusqu['’]en)\s+\d{4}|\bdans\s+(?:l['’]ancien\w*|mon\s+ancien\w*|notre\s+ancien\w*)|"
    r"\b(?:dal|fino\s+al)\s+\d{4}|\bnel(?:la)?\s+vecchi\w*|\b(?:desde|até)\s+\d{4}|\bno\s+antig[oa]\b|"
    r"\d{4}\s*年(?:から|以来|まで)|(?:自|从)\s*\d{4}\s*年", re.IGNORECASE)
# the words one of which every match of _BACK holds (literal_gate.py: most sentences skip the scan)
_BACK_GATE = LiteralGate(_BACK, (*"0123456789", "since", "until", "till", "through", "old", "previous", "former", "last",
                                 "legacy", "original", "desde", "hasta", "antig", "anterior", "viej", "alten", "früheren",
                                 "letzten", "vorigen", "ancien", "vecchi"))
_NOW = rx(r"\b(?:from\s+now|now\s+on|going\s+forward|again|as\s+before|like\s+before|please|pls|"
          r"ab\s+jetzt|bitte|désormais|s['’]il\s+te\s+pla[iî]t|por\s+favor|a\s+partir\s+de|per\s+favore)\b",
          re.IGNORECASE)


@lru_cache(maxsize=20000)
def looks_back(sentence: str) -> bool:
    """A sentence that places what it says in the past or in an old / someone else's place (see the module doc);
    the caller asks it only of a phrase with no verb of its own."""
    return bool(_BACK_GATE.search(sentence)) and not _NOW.search(sentence)


# a finite copula or passive auxiliary: what a thing is or how it is done
_COPULA = rx(r"\b(?:is|are|was|were|es|son|está|están|era|eran|est|sont|était|étaient|ist|sind|war|waren|wird|"
             r"werden|wurde|wurden|è|sono|é|são|estão)\b", re.IGNORECASE)
# a word of a norm: polarity, frequency, a limit, a modal; the listener addressed; a rule's lead-in; a contrast
# ("It is tempting, but no jargon"): a second clause of its own; a ban said as a "-free" adjective ("deploy-free")
_NORM = rx(r"\b\w+[-‐]free\b|\b(?:never|only|always|not|no|nothing|none|must|should|shall|has\s+to|have\s+to|need\s+to|ever|"
           r"forbidden|banned|allowed|required|mandatory|prohibited|off[-\s]limits|the\s+rule|"
           r"nie|niemals|nur|immer|nicht|nichts|kein\w*|muss|müssen|soll|sollen|darf|dürfen|verboten|Pflicht|"
           r"jamais|seulement|uniquement|toujours|ne|pas|rien|doit|doivent|interdit\w*|obligatoire\w*|"
           r"nunca|solo|sólo|siempre|nada|debe|deben|prohibid\w*|obligatori\w*|"
           r"só|somente|apenas|sempre|não|deve|devem|proibid\w*|"
           r"mai|soltanto|non|niente|devono|vietat\w*|"
           r"nooit|alleen|altijd|niet|niets|geen|moet|moeten|mag|verboden|"
           r"but|however|pero|mais|aber|doch|ma|mas|maar|"
           r"you|your|yours|tu|tus|tú|usted|vous|votre|vos|te|ton|ta|tes|du|dein\w*|ihr|euer|eure\w*|Sie|Ihre?\w*|"
           r"tuo|tua|tuoi|tue|você|seu|sua|"
           r"reminder|remember|note|recuerda|rappel|erinner\w*|ricorda|lembre\w*)\b", re.IGNORECASE)
_LEAD = rx(r"^[^:：]{1,40}[:：]\s*\S")


@lru_cache(maxsize=20000)
def describes_state(sentence: str) -> bool:
    """A sentence whose verb is a copula or a passive auxiliary, with no norm word, not said to the listener and not
    after a lead-in: a description of how a thing is ("Units are metric."), not a rule said again."""
    if not _COPULA.search(sentence) or _NORM.search(sentence) or _LEAD.match(sentence) or _NOW.search(sentence):
        return False
    return not re.search(r"[!?？！]", sentence)


# Romance finite endings of someone else's act, after the stem of the pin's verb: a third person plural
# ("Responden", "Rispondono", "Respondem"), an imperfect ("Respondían", "Rispondeva", "Respondiam"), a preterite
# ("Respondieron", "Rispose" aside, "Responderam"). An imperative or a subjunctive addressed to the listener never
# takes them (the plural command "Respondan" to a team aside: chat addresses one assistant).
_OTHER_ENDINGS = ("an", "en", "ano", "ono", "am", "em", "aba", "aban", "ía", "ían", "ia", "iam", "ava", "avano",
                  "avam", "eva", "evano", "iva", "ivano", "aron", "ieron", "arono", "erono", "irono", "aram", "eram",
                  "iram", "ó", "ò", "ou", "eu", "iu")
_VERB_TAIL = rx(r"(?:are|ere|ire|ar|er|ir|es|as|e|a|i)$")
_ROMANCE_WORD = rx(r"[a-záéíóúàèìòùâêôãõç]+")


@lru_cache(maxsize=20000)
def other_person(pin: str, sentence: str) -> bool:
    """Whether ``sentence`` holds the pin's verb (Spanish, Italian, Portuguese) in a finite form of someone else's act:
    "Responden siempre en español" for "Responde siempre en español", "Rispondeva sempre in italiano", "No despliegan
    los viernes" for "No despliegues los viernes": what others do or did, not the rule said again."""
    if _NOW.search(sentence) or re.search(r"[!?？！]", sentence):
        return False
    langs = set(guess_languages(sentence))
    if not langs & {"es", "it", "pt"} or langs & {"de", "nl", "en"}:
        return False  # "direkten", "antwoorden": German and Dutch endings are no person
    pin_words = {w for w in _ROMANCE_WORD.findall(pin.lower()) if len(w) >= 3}
    words = set(_ROMANCE_WORD.findall(sentence.lower())) - pin_words
    for p in pin_words:
        stem = _VERB_TAIL.sub("", p)
        # the spelling a subjunctive needs before "e" is undone before "a": "despliegues" / "despliegan", "toques" / "tocan"
        stems = {stem, stem[:-1] if stem.endswith("gu") else stem, stem[:-2] + "c" if stem.endswith("qu") else stem}
        for w in words:
            if p[-1] in "aei" and w in (p + "n", p + "no"):
                return True  # "Usa" -> "Usan", "Usa" -> "Usano", "Responde" -> "Responden"
            if any(len(st) >= 4 and w.startswith(st) and w[len(st):] in _OTHER_ENDINGS for st in stems):
                return True
    return False


# a question in Japanese without a question mark: "...べきですか。", "...のですか。"; a polite request ("...てくれますか",
# "...てもらえますか", "...ませんか") is no question about the rule
_JA_QUESTION = rx(r"(?:です|ます|でしょう|のです|んです|の)か[。\s]*$")
_JA_REQUEST = rx(r"(?:くれ|もらえ|いただけ|ください|くださ|ませ|ましょう)\w{0,3}か[。\s]*$")


def japanese_question(sentence: str) -> bool:
    """A Japanese sentence closed by the question particle か (see above), not a request put as a question."""
    return bool(_JA_QUESTION.search(sentence)) and not _JA_REQUEST.search(sentence)


# a document or a body that is not the user's rules for the listener, named by its definite article or an owner
_DOCUMENT_TOPIC = rx(
    r"^\W*(?:the|their|his|her|its|(?:the\s+)?\w+['’]s)\s+(?:\w+\s+){0,2}(?:manual|handbook|rubric|wiki|runbook|readme|"
    r"policy|contract|syllabus|brochure|guidelines?|style\s+guide|report|memo|exam|textbook|regulations?|law|"
    r"standard|protocol|audit|template|checklist|poster|sign|newsletter|website|faq|docs|documentation)\W*$",
    re.IGNORECASE)


def document_topic(topic: str) -> bool:
    """A topic before a colon that names someone else's document ("The lab manual:", "The rubric:", "HR's policy:"):
    what follows describes that document, it is no rule of the user's."""
    return bool(_DOCUMENT_TOPIC.match(topic.strip().rstrip(":：").strip()))
