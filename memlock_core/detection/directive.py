"""Directive cues: does an English sentence read as a standing instruction, or as a mere mention?

Sentence embeddings measure topic as much as intent: "The bullet train was late" and "Our TLS
certificate expires on the 14th" score close to "Always answer in bullet points" / "Never disable
TLS verification" because they share the subject. What a restated instruction has and a mention
lacks is the *form* of a rule: an imperative ("Give me the code"), a standing adverb ("always",
"from now on", "whenever"), a prohibition ("don't", "no ...", "off limits"), an obligation
("should", "must"), or a stated wish ("I want", "I'd rather"). A plain question ("Is it true that
SQL keywords are case-insensitive?") is not a rule, unless it is a request ("Could you always...").

This is deliberately a small, readable lexicon, not a classifier. It gates evidence (see
:mod:`memlock_core.detection.evidence`): only a sentence that reads as a rule can keep an anchor
alive, so every error it makes toward "not a rule" costs one extra reminder, never a lost rule.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.sentence_units import split_clauses

# Verbs that open an imperative sentence ("Give me the code.", "Spell it the UK way.").
_IMPERATIVE_VERBS = frozenset("""
add address adopt aim answer apply ask assume attach avoid back be begin bind break bring call cap capitalise
capitalize change check choose cite clean close comment confirm consider convert copy count cover create
cut default define delete describe document double-check drop echo emphasise emphasize end ensure explain
express favour favor fill finish follow format frame give go handle have include indent keep label
lead let limit list lock log make mark mention name note number open order phrase pick pin pitch place
point prefer prefix present print prioritise prioritize produce provide put quote raise read recap
refer refrain remember remove rename reply report request respond restrict return review round run
say send separate set show sign skip sort speak spell split start state stay stick stop structure
suggest summarise summarize supply switch talk tell test treat trim try type use validate verify walk
warn wrap write
""".split())
_LEAD_FILLERS = frozenset("""please just also and so then now but oh ok okay right also,""".split())

# Every alternative ends at a word boundary (``\b`` after the group): "ever" must not match
# "Everyone", "never" must not match "Nevertheless". Cues that also open ordinary statements ("is
# for", "only", "instead of", "I need", "I like") are left out or narrowed to their rule-giving
# form: a missed rule costs an extra reminder, a statement read as a rule can hide a lost one.
_CUES = re.compile(
    r"\b(?:always|never|every\s+(?:time|reply|response|answer|message)|each\s+time|whenever|"
    r"from\s+(?:now|here)\s+on|going\s+forward|henceforth|at\s+all\s+times|"
    r"for\s+the\s+rest\s+of\s+(?:this|the|our)\s+(?:chat|session|conversation|project)|"
    r"(?:standing|house|ground)\s+rules?|no\s+matter\s+(?:who|when|what|how)|"
    r"under\s+no\s+circumstances|off[\s-]limits|"
    r"don[’']?t|do\s+not|must(?:n[’']?t)?|should(?:n[’']?t)?|"
    r"you\s+(?:need|have)\s+to|(?:needs|has)\s+to\s+be|"
    r"i\s+(?:only\s+|really\s+|just\s+)?(?:want|need|expect|would\s+like)\s+"
    r"(?:you|every|each|all|your|answers?|replies|responses|the|them|it|only|no)|"
    r"i\s+(?:prefer|insist)|i[’']d\s+(?:rather|prefer)|i[’']d\s+like\s+(?:you|every|each|all|your)|"
    r"make\s+sure|be\s+sure|remember\s+to|keep\s+in\s+mind|stick\s+to|"
    r"(?:are|is)\s+(?:reserved|required|mandatory|forbidden|not\s+allowed|not\s+ok|off[\s-]limits)|"
    r"with(?:out)?\s+my\s+(?:ok|okay|approval|go-ahead|sign-off)|"
    r"[;,]\s*no\s+\w+(?:\s+\w+)?\s*(?:[,;.!]|$)|^(?:nothing|nobody|none)\s+(?:of\s+)?\w+)\b",
    re.IGNORECASE,
)
# What the assistant says restates a rule only as a commitment ("From now on I'll keep it short");
# its imperatives ("Use Decimal here") are advice to the user, not instructions to itself.
_ASSISTANT_CUES = re.compile(
    r"\b(?:from\s+(?:now|here)\s+on|going\s+forward|i[’']ll\s+(?:always|never|keep|stick|make\s+sure)|"
    r"i\s+will\s+(?:always|never|keep|stick|make\s+sure)|i\s+won[’']t\s+(?:ever\s+)?\w+\s+(?:again|anymore)|"
    r"noted|understood|got\s+it|will\s+do)",
    re.IGNORECASE,
)
_REQUEST_QUESTION = re.compile(r"^(?:please\s+)?(?:can|could|would|will)\s+you\b.*\b(?:always|from\s+now\s+on|"
                               r"going\s+forward|every|each|whenever|never|stop|keep)\b", re.IGNORECASE)
# A short "No ..." clause is a ban ("No emojis.", "No force pushes to main."); a long one is usually
# a statement ("no method named `value_parser` found for struct `Arg`").
_SHORT_BAN = re.compile(r"^\W*no\s+\S+(?:\s+\S+){0,4}\W*$", re.IGNORECASE)
_FIRST_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


# A sentence opening like a question ("Should the footer say ...", "Don't you think ...").
# "Do not ..." and "Don't mention ..." are prohibitions, not questions: an auxiliary opens a
# question only when a subject follows it.
_SUBJECT = r"(?:you|we|they|it|i|he|she|there|that|this|these|those|the|a|an|my|our|your|its|their|any|anyone|someone)"
_QUESTION_START = re.compile(r"^\W*(?:(?:what|why|how|which|who|whom|whose|where|when)\b|"
                             r"(?:should|shall|can|could|would|will|is|are|was|were|do|does|did|has|have|had|"
                             r"isn[’']t|aren[’']t|don[’']t|doesn[’']t|won[’']t|can[’']t|shouldn[’']t)\s+"
                             + _SUBJECT + r"\b)", re.IGNORECASE)


def is_question(sentence: str) -> bool:
    """Ends with "?", or opens like one ("Should the footer say 'Okafor et al.' or ...")."""
    return sentence.rstrip().rstrip("\"'”’)").endswith("?") or bool(_QUESTION_START.match(sentence))


# A first word followed by one of these is a noun subject ("Test coverage is 80%", "Note was sent"),
# not an imperative.
_SUBJECT_FOLLOWERS = frozenset("is are was were has had will would can could may might does did "
                               "isn't aren't wasn't weren't won't".split())


def starts_imperative(sentence: str) -> bool:
    words = _FIRST_WORD.findall(sentence[:80])
    for n, word in enumerate(words[:3]):
        w = word.lower()
        if w in _LEAD_FILLERS:
            continue
        if w not in _IMPERATIVE_VERBS:
            return False
        following = [x.lower() for x in words[n + 1:n + 3]]
        return not (following and (following[0] in _SUBJECT_FOLLOWERS
                                   or (len(following) > 1 and following[1] in _SUBJECT_FOLLOWERS
                                       and following[0] not in ("it", "me", "them", "this", "that"))))
    return False


@lru_cache(maxsize=65536)
def reads_as_directive(unit: str, role: str = "user") -> bool:
    """True when some sentence of ``unit`` has the form of an instruction (see module doc)."""
    for sentence in split_clauses(unit):
        if not sentence.strip():
            continue
        if role == "assistant":
            if not is_question(sentence) and _ASSISTANT_CUES.search(sentence):
                return True
            continue
        if is_question(sentence):
            if _REQUEST_QUESTION.search(sentence):
                return True
            continue
        if starts_imperative(sentence) or _CUES.search(sentence) or _SHORT_BAN.match(sentence):
            return True
    return False
