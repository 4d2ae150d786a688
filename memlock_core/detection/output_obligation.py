"""An obligation laid on the assistant's own output: "Your replies must be in Italian" (issue 22, round 11).

The mood gate (:mod:`memlock_core.detection.directive`, :mod:`memlock_core.detection.rule_mood`) reads a rule from an
imperative, a rule frame or a verbless ban. A user may also state the rule with the assistant's output as the subject
of a modal verb, or say that they want that output in some form:

* "Le tue risposte devono essere in italiano", "Tes réponses doivent être en français", "Deine Antworten müssen auf
  Deutsch sein", "Tus respuestas deben ir en español", "Your answers have to stay short";
* "Je veux tes réponses en français", "Quiero tus respuestas en español", "Ich will deine Antworten auf Deutsch".

The subject is the listener's own thing, named by a second-person possessive at the head of the clause (after at most
a short lead-in such as "Per essere chiari:"): a report about someone else ("Le risposte devono essere brevi, dice il
capo"), a past ("Your replies were in Italian yesterday", "Tes réponses devaient ..."), a counterfactual ("Tus
respuestas deberían haber sido ..."), a condition ("Si tes réponses doivent ...") or a question is not such a rule.
These are read without any table of nouns: what the output is ("replies", "commits", "scripts") is the rule parse's
business (:mod:`memlock_core.detection.rule_identity`), the mood only needs the possessive and the modal.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memlock_core.detection.directive import _EPISTEMIC_AFTER as EPISTEMIC_AFTER
from memlock_core.detection.literal_gate import WordGate
from memlock_core.regex_cache import rx

# A short lead-in before the rule: "Per essere chiari:", "Pour que ce soit clair :", "Wichtig —", "Sì, procedi."
_LEAD = r"^(?:[^:—–.!?]{1,60}[:—–]\s*)?\W*(?:(?:and|also|so|et|aussi|donc|und|auch|also|y|también|e|anche|quindi|en|ook)\s+)?"
# up to four words of the subject after the possessive ("tes réponses en anglais", "deine Antworten im Chat")
_NP = r"(?:[^\W\d_][\w'’-]*\s+){1,4}?"
# Per language: the second-person possessive, the modal in the present, future or conditional, and the want verbs.
_POSSESSIVE = {
    "en": r"your",
    "fr": r"(?:tes|ton|ta|vos|votre)",
    "es": r"(?:tus|tu|vuestr[oa]s?)",
    "it": r"(?:(?:le|i|il|la|gli)\s+)?(?:tue|tuoi|tua|tuo|vostre|vostri|vostra|vostro)",
    "pt": r"(?:(?:as|os|a|o)\s+)?(?:tuas|teus|tua|teu|suas|seus|sua|seu)",
    "de": r"(?:deine|dein|deinen|deiner|eure|euer)",
    "nl": r"(?:je|jouw|uw)",
}
_MODAL = {
    "en": r"(?:must|should|shall|ha(?:ve|s)\s+to|needs?\s+to|are\s+to|is\s+to|ought\s+to|are\s+expected\s+to|"
          r"mustn[’']t|shouldn[’']t)",
    "fr": r"(?:doivent|doit|devront|devra|devraient|devrait|ne\s+doivent|ne\s+doit)",
    "es": r"(?:deben|debe|deberán|deberá|deberían|debería|tienen\s+que|tiene\s+que|han\s+de|ha\s+de|no\s+deben|no\s+debe)",
    "it": r"(?:devono|deve|dovranno|dovrà|dovrebbero|dovrebbe|non\s+devono|non\s+deve|vanno|va)",
    "pt": r"(?:devem|deve|deverão|deverá|deveriam|deveria|têm\s+que|tem\s+que|têm\s+de|tem\s+de|precisam|precisa|"
          r"não\s+devem|não\s+deve|não\s+podem|não\s+pode)",
    "de": r"(?:müssen|muss|sollen|soll|sollten|sollte|dürfen|darf|haben\s+\S+\s+zu)",
    "nl": r"(?:moeten|moet|mogen|mag|dienen|dient)",
}
_WANT = {
    "en": r"(?:i\s+(?:want|need|expect|would\s+like|['’]d\s+like|prefer))",
    "fr": r"(?:je\s+(?:veux|voudrais|souhaite|préfère|exige)|j['’](?:aimerais|exige|attends))",
    "es": r"(?:(?:yo\s+)?(?:quiero|necesito|prefiero|exijo)|me\s+gustaría)",
    "it": r"(?:(?:io\s+)?(?:voglio|vorrei|preferisco|esigo|pretendo))",
    "pt": r"(?:(?:eu\s+)?(?:quero|preciso|prefiro|exijo|gostaria\s+d[eao]s?))",
    "de": r"(?:ich\s+(?:will|möchte|hätte\s+gern|brauche|erwarte))",
    "nl": r"(?:ik\s+(?:wil|wil\s+graag|verwacht))",
}
# a relative clause with the listener as its subject names the output too: "Les réponses que tu me donnes doivent ...",
# "Die Skripte, die du schreibst, müssen ...", "The scripts you write for me must ..." (English: directive.py already)
_YOU_RELATIVE = {
    "fr": r"(?:les?|la|l['’])\s*" + _NP + r"(?:que|qu['’])\s*(?:tu|vous)\s+" + _NP,
    "es": r"(?:los|las|el|la)\s+" + _NP + r"que\s+(?:me\s+|nos\s+)?[^\W\d_]+(?:as|es)\s+(?:[^\W\d_]+\s+){0,3}?",
    "it": r"(?:le|i|il|la|gli)\s+" + _NP + r"che\s+(?:mi\s+|ci\s+)?[^\W\d_]+i\s+(?:[^\W\d_]+\s+){0,3}?",
    "pt": r"(?:os|as|o|a)\s+" + _NP + r"que\s+(?:você|tu)\s+" + _NP,
    "de": r"(?:die|das|der|den)\s+(?:[^\W\d_][\w-]*\s+){0,2}[^\W\d_][\w-]*,?\s+(?:die|das|den)\s+du\s+"
          r"(?:[^\W\d_][\w-]*\s+){0,3}[^\W\d_][\w-]*,?\s+",
}
_OBLIGATION = {lang: rx(_LEAD + r"(?:" + poss + r"\s+" + _NP + (r"|" + _YOU_RELATIVE[lang] if lang in _YOU_RELATIVE else "")
                        + r")" + _MODAL[lang] + r"\b(?P<after>.{0,40})", re.IGNORECASE)
               for lang, poss in _POSSESSIVE.items()}
_WANTED = {lang: rx(_LEAD + r"(?:[^\W\d_]+\s+){0,2}?" + want + r"\s+" + _POSSESSIVE[lang] + r"\s+[^\W\d_]", re.IGNORECASE)
           for lang, want in _WANT.items()}

# one cheap pass first: a sentence with no modal and no want verb of any of these languages is none of these rules
_CUE = rx(r"\b(?:" + "|".join(list(_MODAL.values()) + list(_WANT.values())) + r")\b", re.IGNORECASE)
# the words a match of _CUE opens with, each a whole word: a sentence holding none of them skips the scan (literal_gate.py)
_CUE_GATE = WordGate(_CUE, (
    "are", "darf", "debe", "deben", "deberá", "deberán", "debería", "deberían", "deve",
    "devem", "deveria", "deveriam", "deverá", "deverão", "devono", "devra", "devraient",
    "devrait", "devront", "dienen", "dient", "doit", "doivent", "dovranno", "dovrebbe",
    "dovrebbero", "dovrà", "dürfen", "esigo", "eu", "exijo", "gostaria", "ha", "haben",
    "han", "has", "have", "i", "ich", "ik", "io", "is", "j", "je", "mag", "me", "moet",
    "moeten", "mogen", "muss", "must", "mustn", "müssen", "ne", "necesito", "need",
    "needs", "no", "non", "não", "ought", "precisa", "precisam", "preciso",
    "preferisco", "prefiero", "prefiro", "pretendo", "quero", "quiero", "shall",
    "should", "shouldn", "soll", "sollen", "sollte", "sollten", "tem", "tiene",
    "tienen", "têm", "va", "vanno", "voglio", "vorrei", "yo"))

# what makes it something other than a rule given now
_COUNTERFACTUAL = rx(r"^\s*(?:not\s+)?(?:have\s+been|have\s+\w+ed|avoir|être\s+\w+é|haber|avere|essere\s+stat|ter\s+sido|"
                     r"haben|gewesen|hebben|zijn\s+geweest)\b", re.IGNORECASE)
_REPORT = rx(r"\b(?:says?|said|told|according|dit|disait|selon|d['’]après|sagt|sagte|meint|laut|dice|dijo|según|disse|"
             r"diz|segundo|secondo|zegt|zei|volgens)\b", re.IGNORECASE)
_CONDITION = rx(r"^\W*(?:if|when|whether|unless|si|s['’]|quand|wenn|falls|ob|cuando|se|quando|als|of|indien)\b", re.IGNORECASE)
_BY_NOW = rx(r"\b(?:by\s+now|already|soon|tomorrow|anyway)\b", re.IGNORECASE)  # "Your tests should pass by now"
_QUESTION = rx(r"[?？¿]")
_CLAUSES = rx(r"(?<=[.;!])\s+|\n+")


@lru_cache(maxsize=20000)
def obliges_output(sentence: str) -> bool:
    """Whether a clause of ``sentence`` lays an obligation on the listener's output, or wants that output in some
    form, in a language this module reads (see the module doc)."""
    text = unicodedata.normalize("NFC", sentence)
    if not _CUE_GATE.search(text) or _QUESTION.search(text) or _REPORT.search(text):
        return False
    for clause in _CLAUSES.split(text):
        clause = clause.strip()
        if not clause or _CONDITION.match(clause):
            continue
        for lang, pattern in _OBLIGATION.items():
            m = pattern.match(clause)
            if m is not None and not _COUNTERFACTUAL.match(m.group("after")) \
                    and not (lang == "en" and (EPISTEMIC_AFTER.match(m.group("after")) or _BY_NOW.search(m.group("after")))):
                return True
        if any(p.match(clause) for p in _WANTED.values()):
            return True
    return False
