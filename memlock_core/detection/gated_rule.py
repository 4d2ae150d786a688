"""A rule said as a gate on everything: "Nothing gets committed until the tests pass" (issue 22, round 11c).

Users restate "Run the tests before every commit" or "Never deploy without my approval" as a present-tense sentence
whose subject is *nothing* (or *no X*) and whose condition says what must happen first: "Nothing goes live until I
say so", "Rien ne part en prod tant que je n'ai pas validé", "Nichts wird committet, bevor alle Tests grün sind",
"Nada se sube a producción hasta que yo lo diga". The mood gate saw a statement and refused it, so the pin was
re-injected although it was alive.

Positive evidence only: the sentence *opens* on the negative subject (or on a rule frame: "IMPORTANT:", "Rule for
you:"), its verb is in the present (a past form tells what happened: "Nothing got committed until Friday"), it holds
a "first" condition (until / unless / without / before), and it asks nothing. A scope of someone else's in front
("At Acme, nothing ships until QA signs off", "He says nothing ...") keeps it a statement.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.detection.framed_rule import TOPIC_OTHER, TOPIC_RULE
from memlock_core.regex_cache import rx

_SUBJECT_VERB = rx(
    r"^(?:nothing|no\s+(?:[^\W\d_]+\s+){0,2}?[^\W\d_]+)\s+(?:gets|goes|is|are|ships|leaves|lands|moves|happens|runs|merges|starts|enters|touches|"
    r"will\s+(?:be|go|get|ship)|should\s+(?:be|go|get)|may\s+(?:be|go)|can\s+(?:be|go))\b|"
    r"^(?:rien|aucune?\s+[^\W\d_]+)\s+(?:ne\s+(?!(?:s['’])?(?:a|ont|avait|avaient|fut|était|étaient)\b)|"
    r"n['’](?!(?:a|ont|avait|avaient|était|étaient)\b))|"
    r"^(?:nichts|keine?[nrs]?\s+[^\W\d_]+)\s+(?:wird|werden|geht|gehen|kommt|kommen|darf|dürfen|landet|landen)\b|"
    r"^(?:nada|ningún\s+[^\W\d_]+|ninguna\s+[^\W\d_]+)\s+(?:se\s+[^\W\d_]+(?<!ó)(?<!aba)(?<!ía)\b|va|sale|pasa|entra)|"
    r"^(?:niente|nulla|nessun[oa]?\s+[^\W\d_]+)\s+(?:va|si\s+[^\W\d_]+(?<!ò)(?<!ava)\b|viene|esce|entra)\b|"
    r"^(?:nada|nenhum\w*\s+[^\W\d_]+)\s+(?:vai|se\s+[^\W\d_]+|sai|entra)\b|"
    r"^(?:niets|geen\s+[^\W\d_]+)\s+(?:gaat|wordt|komt)\b", re.IGNORECASE)
_FIRST = rx(r"\b(?:until|till|unless|without|before|avant|sans|tant\s+que|jusqu['’]à|bevor|ohne|bis|solange|erst\s+wenn|"
            r"hasta|sin|antes|finché|senza|prima|até|sem|antes|totdat|tot|zonder|voordat)\b", re.IGNORECASE)
# a past form anywhere before the condition: what happened, not a rule
_PAST = rx(r"\b(?:got|went|was|were|had|did|shipped|left|happened|wurde|wurden|ging|kam|durfte|fue|fueron|salió|pasó|"
           r"entró|andò|era|foi|ging|werd|kwam)\b|\b[^\W\d_]{2,}(?:ó|aba|aron|ieron|ò|ava|arono)\b", re.IGNORECASE)
_FRAME = rx(r"^\W*(?P<topic>[^:：.!?]{2,60}?)\s*[:：]\s*(?P<rest>\S.*)$", re.DOTALL)


@lru_cache(maxsize=20000)
def gated_rule(sentence: str) -> bool:
    """Whether ``sentence`` is a rule said as a gate on everything (see the module doc)."""
    text = sentence.strip()
    low = text.casefold()
    if not any(w in low for w in ("no", "rien", "aucun", "nicht", "kein", "nada", "ningun", "ningún", "niente",
                                  "nulla", "nessun", "nenhum", "niets", "geen")):
        return False  # the cheap prefilter: no negative subject word at all
    if re.search(r"[?？]", text):
        return False
    m = _FRAME.match(text)
    if m is not None:
        topic = m.group("topic")
        if not TOPIC_RULE.search(topic) or TOPIC_OTHER.search(topic):
            return False
        text = m.group("rest").strip()
    head = _SUBJECT_VERB.match(text)
    if head is None:
        return False
    cond = _FIRST.search(text, head.end())
    return cond is not None and not _PAST.search(text, 0, cond.start())
