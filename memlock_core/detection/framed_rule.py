"""A verbless rule under a topic and a colon (issue 22, round 11c).

Users restate a standing rule as a spec line: a short topic, a colon, then the rule without a verb. "For all these
leaflets: kg, cm, ml, metric only, no pounds", "Indentation: hard tab characters, please, not runs of spaces", "Für
die Commits: Englisch, Imperativ (nicht 'Added')", "Wichtig für den ganzen Umbau: alle Timestamps in UTC", "Ojo con
el tono: a los clientes nada de tutear, siempre «usted»", "Tous les montants que tu m'indiques : en euros". The mood
gate saw no imperative and refused them, so the pin they restated was re-injected although it was alive.

The gate widens only on positive evidence that the line is a rule for the listener: the part after the colon has no
verb of its own (a verb makes it a statement: "Old leaflets: they used pounds"), no question mark, and holds a
rule marker (only / always / never / a "not X" contrast / a courtesy), or the topic itself says so (an importance
word, or the listener as the one who writes: "que tu m'indiques"). The topic must not say something of someone
(a verb, a third party: "Marc's old guide", "He said"), nor look back ("last year", "yesterday"). A reason of the
speaker's may follow a dash ("— I'll reject diffs with spaces").
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.described_fact import document_topic
from memlock_core.detection.instruction_list import names_someone_else
from memlock_core.detection.parsed_restatement import states
from memlock_core.detection.quote_intro import introduces_quote
from memlock_core.detection.verbless_rule import _finite
from memlock_core.regex_cache import rx

_MAX_TOPIC_WORDS = 7
_MAX_RULE_WORDS = 14
_MAX_SEGMENT_WORDS = 5  # a spec is a list of short phrases; a longer run of words is a clause with a verb we may not know
# "Topic: rule" (an ASCII or a full-width colon); the topic has no sentence end in it
_FRAME = rx(r"^\W*(?P<topic>[^:：.!?。！？]{2,80}?)\s*[:：]\s*(?P<rule>\S.*)$", re.DOTALL)
# a dash or a semicolon ends the rule; what follows may only be the speaker's reason
_TAIL_CUT = rx(r"\s+[—–-]\s+|\s*;\s*|\s*——\s*")
_SPEAKER_TAIL = rx(r"^\W*(?:i|i['’]\w+|je|j['’]\w+|ich|yo|me|mi|moi|mir|mich|io|eu|ik|私|僕|俺)\b", re.IGNORECASE)
# what makes the verbless part a rule: a rule adverb, a "not X" contrast, a ban opener, a courtesy
_MARKER = rx(r"(?:^|[\s,(«\"'])(?:only|always|never|not|no|please|solo|sólo|siempre|nunca|nada\s+de|ni|por\s+favor|"
             r"seulement|uniquement|toujours|jamais|pas|s['’]il\s+(?:te|vous)\s+pla[iî]t|nur|immer|nie|niemals|nicht|"
             r"kein\w*|bitte|soltanto|sempre|mai|non|niente|per\s+favore|somente|apenas|não|alleen|altijd|nooit|niet|"
             r"geen)(?=$|[\s,.)»\"'!])|(?:のみ|だけ|必ず|常に|禁止|厳禁|でお願い|にして)", re.IGNORECASE)
# the topic says the line is a rule: an importance word, or the listener writes what it is about
TOPIC_RULE = rx(r"\b(?:important|importante|wichtig|importantissimo|belangrijk|rule|rules|règle|regla|regel|regola|"
                 r"reminder|rappel|recordatorio|erinnerung|promemoria|ojo|attention|achtung|nota\s+bene|"
                 r"you|your|tu|te|t['’]|tes|ton|ta|du|dir|dich|dein\w*|tú|tus|vous|votre|vos)\b|(?:重要|ルール|注意)",
                 re.IGNORECASE)
# a topic that looks back or at someone else's ways: a description, not a rule
TOPIC_OTHER = rx(r"\b(?:last|yesterday|old|previous|former|dernier|dernière|hier|ancien\w*|letzte\w*|gestern|alte\w*|"
                  r"früher\w*|vorige\w*|ayer|pasad[oa]|antigu[oa]s?|anterior|ieri|vecchi\w*|scors[oa]|ontem|antig[oa]|"
                  r"gisteren|vorige|oude|context|contexte|kontext|contexto|contesto|context|fyi|background|info|"
                  r"fact|fun\s+fact|fait|tatsache|dato|curioso|curiosité|news|update|status|état|stand|estado|stato|"
                  r"from\s+\w+|von\s+\w+|de\s+la\s+part\s+d\w*|de\s+parte\s+de|da\s+parte\s+di|note|memo|mail|e-?mail|"
                  r"message|nachricht|mensaje|messaggio|ticket|comment|commentaire|kommentar|zitat|citation|cita|"
                  r"昨日|去年|前回|以前|旧)\b|['’]s\b|(?:昨日|去年|前回|以前)", re.IGNORECASE)
# an English verb form (verbless_rule.py's list without its "<plural noun> in" shape: "all timestamps in UTC" is a spec)
_EN_VERB = rx(r"\b(?:is|are|was|were|be|been|has|have|had|does|do|did|will|would|can|could|should|must|may|might|"
              r"gets?|got|goes|went|stays?|stayed|keeps?|kept|makes?|made|uses?|used|says?|said|wants?|needs?|"
              r"[a-z]{2,}ed)\b", re.IGNORECASE)
# a subject pronoun opening the rule part makes it a statement ("Marc: il utilise des tabulations")
_SUBJECT = rx(r"^\W*(?:he|she|it|they|we|i|il|elle|ils|elles|on|nous|je|er|sie|es|wir|ich|man|él|ella|ellos|ellas|"
              r"nosotros|yo|lui|lei|loro|noi|io|ele|ela|eles|nós|eu|hij|zij|wij|ik|彼|彼女|私)\b", re.IGNORECASE)
# a word that reports a state of things, not a rule ("Status: no tests yet")
_REPORT = rx(r"\b(?:yet|so\s+far|anymore|currently|encore|jusqu['’]ici|actuellement|noch|bisher|derzeit|todavía|aún|"
             r"hasta\s+ahora|ancora|finora|ainda|até\s+agora|nog|tot\s+nu)\b|(?:まだ|今のところ)", re.IGNORECASE)
_QUOTED = rx(r"[«“\"„‘‚'「『][^«»“”\"„‘’‚'「」『』]{0,60}[»”\"“’‘'」』]")
# a Japanese verb form that narrates ("…でした", "…ました", "…ていた", "…だった")
_JA_NARRATES = rx(r"(?:ました|でした|だった|ていた|ている|ています|ありました)[。.]?$")


def verbless(text: str) -> bool:
    """No verb of its own in ``text`` (English forms, finite forms of the Romance/German tables, a narrated Japanese
    ending) and no statement about someone."""
    return not (_EN_VERB.search(text) or _finite(text.split(), text) or states(text) or _JA_NARRATES.search(text))


# the part of TOPIC_OTHER that looks back or at someone else's things (an information word, "Context:", "note:",
# may head the user's own rule: "JS style note: no semicolons")
_LOOKS_BACK = rx(r"\b(?:last|yesterday|old|previous|former|dernier|dernière|hier|ancien\w*|letzte\w*|gestern|alte\w*|"
                 r"früher\w*|vorige\w*|ayer|pasad[oa]|antigu[oa]s?|anterior|ieri|vecchi\w*|scors[oa]|ontem|antig[oa]|"
                 r"gisteren|vorige|oude)\b|\b(?!today|tonight|this|that|everyone|everybody|each|every)\w+['’]s\b|"
                 r"(?:昨日|去年|前回|以前)", re.IGNORECASE)
_NOW = rx(r"\b(?:from\s+now|now\s+on|today|this\s+(?:chat|session|project|conversation)|ab\s+jetzt|désormais|"
          r"à\s+partir\s+de\s+maintenant|a\s+partir\s+de\s+ahora|d['’]ora\s+in\s+poi)\b", re.IGNORECASE)


def other_topic(lead: str) -> bool:
    """Whether ``lead`` (the words before a colon) puts what follows under a topic that looks back or at someone
    else's ways ("Last year's recipe cards:", "The old style guide:", "Marc's setup:"), with no word that makes it a
    rule of the listener's: the words after it describe that topic, they are no rule of their own."""
    topic = lead.strip().rstrip(":：").strip()
    if not topic or len(topic.split()) > _MAX_TOPIC_WORDS:
        return False
    return bool(_LOOKS_BACK.search(topic) or introduces_quote(topic + ":") or names_someone_else(topic)
                or document_topic(topic)) \
        and not TOPIC_RULE.search(topic) and not _NOW.search(topic)


@lru_cache(maxsize=20000)
def framed_rule(sentence: str) -> bool:
    """Whether ``sentence`` is a verbless rule under a topic and a colon (see the module doc)."""
    if ":" not in sentence and "：" not in sentence:
        return False  # the cheap prefilter: the audit reads every sentence of every compaction turn
    m = _FRAME.match(sentence.strip())
    if m is None or re.search(r"[?？]", sentence):
        return False
    topic, rest = m.group("topic").strip(), _QUOTED.sub(" ", m.group("rule")).strip()
    if not topic or len(topic.split()) > _MAX_TOPIC_WORDS or re.search(r"https?$|\d$", topic):
        return False  # "https://...", "10:30" are no frames
    parts = _TAIL_CUT.split(rest, maxsplit=1)
    rule = parts[0].strip()
    if len(parts) > 1 and parts[1].strip() and not _SPEAKER_TAIL.match(parts[1]):
        return False
    if not rule or len(rule.split()) > _MAX_RULE_WORDS or TOPIC_OTHER.search(topic):
        return False
    if any(len(seg.split()) > _MAX_SEGMENT_WORDS for seg in re.split(r"[,、，]", rule)):
        return False  # "Context: Metric units only appear in the appendix": a clause, not a list of phrases
    if _EN_VERB.search(topic) or states(topic) or _SUBJECT.match(rule) or _REPORT.search(rule) or not verbless(rule):
        return False
    if introduces_quote(topic + ":") or names_someone_else(topic):
        return False  # "Le recordé a la agencia: ...", "Falei para o fornecedor: ...": a rule relayed to someone else
    return bool(_MARKER.search(rule) or TOPIC_RULE.search(topic))
