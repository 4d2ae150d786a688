"""A rule said as an impersonal norm: "Commits gehen nie direkt auf main", "In Kundenmails wird gesiezt", "Los
viernes no se despliega nada en producción", "Les variables doivent être nommées en anglais".

Why: users restate a standing rule as how things are done here, with no imperative and no "you": a generic present
with "never / only / always", an impersonal passive ("wird gesiezt", "is only touched"), the impersonal "se" ("no se
despliega", "não se faz"), or a modal on the thing ruled ("doivent être nommées", "must be named"). The mood gate
reads none of them as a rule, so the pin was re-injected although the user had just said it again.

The same form also describes what happened or what others do ("Bob pushed to main", "Das Frontend hat 900
Abhängigkeiten", "Bei denen wird nie getestet"). So a norm sentence is never keyword evidence: it keeps a pin alive
only when the rule model reads it as the whole pin (rule_identity.same_rule, same_consent, or the pin's concept
frame), and only in the present, with no person as its subject, no past, no place or group of someone else's, and
no question. The reading is per sentence of the user's in-force text (quoted material already removed).
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from memlock_core.detection.concept_frame import frame, same_frame
from memlock_core.detection.described_fact import past_ban_report
from memlock_core.detection.rule_identity import frame_vetoed, same_consent, same_rule
from memlock_core.regex_cache import rx

# a word that makes a sentence a norm: polarity, frequency or a modal on the thing ruled
_NORM_WORD = rx(
    r"\b(?:never|only|always|not|no|nothing|must|should|has\s+to|have\s+to|"
    r"nie|niemals|nur|immer|nicht|nichts|kein\w*|muss|müssen|soll|sollen|darf|dürfen|"
    r"jamais|seulement|uniquement|toujours|ne|pas|rien|doit|doivent|"
    r"nunca|solo|sólo|siempre|no|nada|debe|deben|"
    r"só|somente|apenas|sempre|não|nada|deve|devem|"
    r"mai|soltanto|sempre|non|niente|deve|devono|"
    r"nooit|alleen|altijd|niet|niets|geen|moet|moeten)\b", re.IGNORECASE)
# an impersonal form: a passive, the impersonal "se", a modal with a participle, or a generic verb after a noun
_IMPERSONAL = rx(
    r"\b(?:wird|werden)\b.*\b(?:\w*ge\w+(?:t|en)|\w+iert)\b|"  # German passive: "wird gesiezt", "wird nur angefasst"
    # "Production is only touched ...", "Commits are never pushed ...": the thing ruled, then its passive
    r"^\W*(?:[^\W\d_][\w-]*\s+){1,4}(?:is|are|gets?)\s+(?:(?:never|only|always|not)\s+)?\w+(?:ed|en|wn|ne)\b|"
    r"(?:^|,)\s*se\s+\w+|\b(?:no|nunca|jamás|s[óo]lo|solamente|siempre|não|só|sempre|apenas|ne|jamais)\s+"
    r"se\s+\w+|"  # "no se despliega", "não se faz", "ne se fait", "Se responde siempre en español"
    r"\b(?:doit|doivent|debe|deben|deve|devem|devono|muss|müssen|soll|sollen|must|should|moet|moeten)\s+"
    r"(?:\w+\s+){0,2}(?:être|ser|essere|sein|werden|be|worden)\b|"
    r"^\W*(?:[^\W\d_][\w-]*\s+){1,3}(?:gehen|geht|laufen|läuft|kommen|kommt|go|goes|va|van|vont|vai|vão|gaan|gaat)\s+"
    r"(?:nie|niemals|nicht|never|nunca|jamais|não|mai|nooit|nur|only)\b|"  # "Commits gehen nie direkt auf main"
    r"^\W*(?:[^\W\d_][\w-]*\s+){1,3}(?:never|only|nunca|jamais|nie|nooit)\s+(?:go|goes|get|gets|land|lands|van|va|vont)\b",
    re.IGNORECASE)
# a person or a group as the subject, someone else's place, or a past: a statement, not the user's norm
_PERSON_OR_PAST = rx(
    r"\b(?:i|we|they|he|she|you|our|their|his|her|ich|wir|sie|er|du|ihr|unser\w*|je|j['’]|nous|ils|elles|il|elle|"
    r"tu|vous|notre|leur|yo|nosotros|ellos|ellas|él|ella|tú|usted|eu|nós|eles|elas|ele|ela|você|io|noi|loro|lui|"
    r"lei|ik|wij|zij|hij|jij|my|mine|mein\w*|mon|ma|mes|mi|mis|meu|minha|mio|mia|miei|mie|mijn|su|sus|seu|sua|son|sa|ses|"
    r"sein\w*|ihr\w*|everyone|everybody|nobody|todo\s+el\s+mundo|todo\s+mundo|tout\s+le\s+monde|jeder|alle|tutti|"
    r"iedereen|"
    r"was|were|had|did|used\s+to|yesterday|last|ago|war|waren|wurde|wurden|hatte|hatten|gestern|letzte\w*|"
    r"était|étaient|a\s+été|ont\s+été|hier|dernier|dernière|fue|fueron|era|eran|ayer|pasad[oa]|foi|foram|ontem|"
    r"passad[oa]|è\s+stat[oa]|sono\s+stat[ie]|ieri|scors[oa]|werd|werden\s+vroeger|gisteren|vorige)\b|"
    r"\b\w+ed\s+(?:to|on|in|at)\b|bei\s+(?:denen|ihnen)|chez\s+eux|en\s+su|nel\s+loro|bij\s+hen|"
    # someone else's requirement: a passive's agent ("required by the journal", "von der Redaktion verlangt"), a
    # possessive ("the journal's style guide")
    r"\b(?:by|von|vom|par|por|pelo|pela|dal|dalla|dai|door)\s+(?:the|a|an|der|dem|den|die|le|la|les|l['’]|el|los|las|"
    r"o|a|os|as|il|lo|i|gli|de|het)\b|\b[^\W\d_]+['’]s\b|"
    # a place's or a team's practice ("Nobody deploys on Fridays here", "Bei uns wird nie direkt auf main gepusht",
    # "En este equipo no se despliega", "In Team B wird nie getestet"): how things are done there, issue 22's statement
    r"\b(?:here|hier|ici|aquí|aqui|qui|hierzulande|uns|nos|bei\s+\w+|chez\s+\w+|"
    r"in\s+(?:this|that|the|our|diesem|dieser|unserem|unserer)\s+(?:team|company|firm|repo|project|org\w*|department|"
    r"projekt|firma|abteilung)|in\s+(?:team|abteilung|squad|group|gruppe)\s+\w+|"
    r"en\s+(?:este|esta|ese|esa|nuestro|nuestra|la|el)\s+(?:equipo|empresa|repo|proyecto|departamento)|"
    r"dans\s+(?:cette|notre|l['’]|le|la)\s*(?:équipe|entreprise|projet|boîte|service)|"
    r"nel(?:la)?\s+(?:nostr[ao]\s+)?(?:team|squadra|azienda|progetto)|"
    # ... or a thing that makes it so ("das regelt die Branch-Protection", "lo decidió el CTO", "the CI blocks them")
    r"regelt|regeln|decidió|decidieron|décidé|decided|enforces?|enforced|blocks?|blocked|configured|configurado|"
    r"konfiguriert|verhindert|impide|empêche|prevents?)\b", re.IGNORECASE)
_QUESTION = rx(r"[?？]")
_SENTENCE = rx(r"(?<=[.!?;:：])\s+|\n+")  # a question before the norm, a lead-in ("Au passage :") are their own
MAX_WORDS = 24


@lru_cache(maxsize=32768)  # a warm compaction reads the same messages again (issue 23)
def norm_sentences(text: str) -> tuple[str, ...]:
    """The sentences of one in-force user text that state a rule as an impersonal norm (see the module doc)."""
    out: list[str] = []
    for sentence in _SENTENCE.split(text):
        sentence = sentence.strip()
        words = sentence.split()
        if len(words) < 3 or len(words) > MAX_WORDS or _QUESTION.search(sentence):
            continue
        if not _NORM_WORD.search(sentence) or not (_IMPERSONAL.search(sentence) or _OWN_CONSENT.search(sentence)):
            continue  # a norm's form, or the user's own consent as the act's gate ("... só depois de eu aprovar")
        if _PERSON_OR_PAST.search(_own_consent_blanked(sentence)) or past_ban_report(sentence):
            continue  # ... or a ban word opening a past ("No se usaron emojis", described_fact.py)
        out.append(sentence)
    return tuple(out)


# the user's own consent as the gate of a norm ("nur ..., wenn ich vorher zustimme", "só depois de eu aprovar") names
# the user as the one who agrees, not as the one who acts
_OWN_CONSENT = rx(r"\b(?:wenn|sobald|bis|bevor|until|unless|once|after|before|without|ohne|sans|sin|sem|senza|zonder|quando|"
                  r"cuando|dopo|nachdem|nadat|"
                  r"depois\s+de|después\s+de|avant\s+que|après\s+que|finché|tant\s+que)\s+(?:ich|i|je|j['’]|yo|eu|io|ik)\b"
                  r"[^,.;]*", re.IGNORECASE)


def _own_consent_blanked(sentence: str) -> str:
    return _OWN_CONSENT.sub(" ", sentence)


# the German impersonal passive: "wird" / "werden" and a weak participle ("gesiezt", "angefasst", "getestet",
# "formatiert"), said as the infinitive norm the rule model reads ("siezen", "anfassen", "testen", "formatieren")
_PASSIVE_AUX = rx(r"\b(?:wird|werden)\s+", re.IGNORECASE)
_WEAK_PARTICIPLE = rx(r"\b(?P<pre>(?:an|auf|aus|ab|ein|mit|nach|vor|zu|um|hoch|weg|zurück)?)ge(?P<stem>[^\W\d_]{2,}?)e?t\b|"
                      r"\b(?P<ier>[^\W\d_]{3,}ier)t\b")


def as_infinitive(sentence: str) -> str:
    """``sentence`` with a German impersonal passive said as the infinitive norm ("In Kundenmails wird gesiezt" ->
    "In Kundenmails siezen"); any other sentence as it is."""
    if not _PASSIVE_AUX.search(sentence):
        return sentence
    said = _WEAK_PARTICIPLE.sub(lambda m: (m.group("ier") + "en") if m.group("ier")
                                else m.group("pre") + m.group("stem") + "en", sentence)
    return _PASSIVE_AUX.sub("", said) if said != sentence else sentence


def restated_as_norm(pin: str, sentences: Sequence[str]) -> str:
    """The newest of ``sentences`` (norm sentences) that the rule model reads as the whole ``pin``, or ""."""
    for sentence in reversed(sentences):
        for said in dict.fromkeys((sentence, as_infinitive(sentence))):
            if same_rule(pin, said) or same_consent(pin, said) \
                    or (frame(pin) is not None and same_frame(pin, said) and not frame_vetoed(pin, said)):
                return sentence
    return ""
