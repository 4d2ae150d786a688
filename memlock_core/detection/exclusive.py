"""An exclusive word on the pin's own value restates the pin; on anything else it narrows it.

"Only" and its kin ("nur", "solo", "seulement", "uniquement", "únicamente", "somente", "alleen", "только", "だけ",
"只") narrow a rule when they pick a scope the pin does not name ("tabs only in Makefiles" for "Use tabs for
indentation"), and say the same rule exclusively when they pick the pin's own value: "nur Deutsch" and "en
français uniquement" restate "Antworte immer auf Deutsch" and "Réponds toujours en français". The test is where
the word stands: right before a word of the pin (past a preposition or an article: "solo in italiano", "nur auf
Deutsch"), or right after one and closing its phrase ("English only.", "italiano soltanto"). In a script written
without spaces, the characters next to the word are the pin's ("日本語だけ", "只用中文").
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.compliance.reply_rule import LANGUAGES
from memlock_core.regex_cache import rx

_LATIN = rx(
    r"\b(?:only|solely|exclusively|nur|ausschlie(?:ß|ss)lich|lediglich|solo|sólo|solamente|únicamente|exclusivamente|"
    r"seulement|uniquement|exclusivement|soltanto|unicamente|esclusivamente|somente|apenas|alleen|enkel|uitsluitend|"
    r"только|лишь|исключительно)\b", re.IGNORECASE)
_UNSPACED_AFTER = rx(r"(?<!く)だけ|のみ|만")  # said after what it picks
_UNSPACED_BEFORE = rx(r"只|仅|僅")  # said before
_WORD = rx(r"[^\W\d_]+|\d+")
# words that may stand between an exclusive word and the value it picks: "solo in italiano", "nur auf Deutsch"
_BETWEEN = frozenset("""in on at to en em na no auf im am noch a à au aux de des du le la les l el los las the an
das den dem der die use using use usa usare utilise utiliser verwende benutze use por per par с на по""".split())
# the reply itself named as the place, closing the phrase ("bullet points only in your answers", "nur Deutsch in
# deinen Antworten", "solo viñetas en todas tus respuestas"): every reply, the pin's own reach, no narrower place
REPLY_PLACE = (r"(?:in|on|for|dans|pour|en|para|in|bei|nelle|nei|negli|per|nas|nos|em|op|voor)\s+"
               r"(?:(?:all|every|each|your|my|the|of|toutes|tous|les|tes|vos|chaque|todas|todos|las|los|tus|sus|cada|"
               r"allen|all|jeder|deinen|ihren|den|le|tue|sue|tutte|ogni|as|os|suas|tuas|je|jouw|alle)\s+){0,3}"
               r"(?:answers?|repl(?:y|ies)|responses?|messages?|réponses?|messages?|antworten|antwort|nachrichten|"
               r"respuestas?|mensajes?|risposte|risposta|messaggi|respostas?|mensagens?|antwoorden|antwoord)"
               r"(?=\s*(?:[.,;:!)—–]|-\s|$))")
_CLOSES = rx(r"^\s*(?:[.,;:!)—–]|-\s|$|please\b|pls\b|bitte\b|por\s+favor\b|s['’]il|per\s+favore\b|"
                     r"thanks\b|always\b|immer\b|toujours\b|siempre\b|sempre\b|altijd\b|всегда\b|"
                     rf"{REPLY_PLACE})", re.IGNORECASE)
_STEM = 4


def _pin_stems(pin: str) -> frozenset[str]:
    """The pin's word stems; a language the pin names stands for every name of that language ("nur noch auf
    Deutsch" picks the value of "Always answer in German")."""
    words = [w.casefold() for w in _WORD.findall(pin) if len(w) >= 2]
    codes = {LANGUAGES[w] for w in words if w in LANGUAGES}
    words += [name for name, code in LANGUAGES.items() if code in codes]
    return frozenset(w[:_STEM] for w in words)


# a negated exclusive is another rule: "Never answer only in bullets" allows bullets, "Never answer in bullets" does not
_NEGATION = frozenset("""never not don't dont no nie nicht kein jamais pas ne nunca no nem não mai non nooit niet
не никогда""".split())


def _picks_pin_word(unit: str, m: re.Match[str], stems: frozenset[str]) -> bool:
    clause = re.split(r"[,;:.!?()—–]|\s-\s", unit[:m.start()])[-1]
    if any(w.casefold() in _NEGATION for w in _WORD.findall(clause.replace("n't", " not").replace("n’t", " not"))):
        return False  # negated in its clause: "Never answer only in bullet points"
    after = _WORD.findall(unit[m.end():])[:3]
    for word in after:  # before the value: past prepositions and articles
        low = word.casefold()
        if low[:_STEM] in stems and low not in _BETWEEN:
            return True
        if low not in _BETWEEN:
            break
    before = _WORD.findall(unit[:m.start()])
    return bool(before) and before[-1].casefold()[:_STEM] in stems and bool(_CLOSES.match(unit[m.end():]))


@lru_cache(maxsize=16384)
def exclusive_on_pin(pin: str, unit: str) -> frozenset[str]:
    """The exclusive words of ``unit`` (casefolded, as :func:`~memlock_core.detection.rule_identity.limiters`
    reports them) every occurrence of which picks a word of ``pin``: they say the pin's value exclusively, they
    narrow nothing."""
    stems = _pin_stems(pin)
    picked: dict[str, bool] = {}
    for m in _LATIN.finditer(unit):
        word = m.group(0).casefold()
        picked[word] = picked.get(word, True) and _picks_pin_word(unit, m, stems)
    for m in _UNSPACED_AFTER.finditer(unit):
        near = unit[max(0, m.start() - 2):m.start()]
        picked[m.group(0)] = picked.get(m.group(0), True) and len(near) == 2 and near in pin
    for m in _UNSPACED_BEFORE.finditer(unit):
        near = unit[m.end():m.end() + 4]
        ok = any(near[i:i + 2] in pin for i in range(len(near) - 1))
        picked[m.group(0)] = picked.get(m.group(0), True) and ok
    return frozenset(w for w, ok in picked.items() if ok)
