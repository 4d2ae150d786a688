"""Tool rules kept to the turns of an incident: "During incidents: read-only. No restarts, no deploys, no config
changes unless I type APPROVED", "Pendant un incident : lecture seule", "Während einer Störung nichts neu starten",
"Durante un incidente, nada de despliegues", "障害対応中は読み取りだけにして".

Why: the rule is in force only while an incident is on, which the tool call does not carry; read without its scope it
broke an ordinary edit made on a quiet day. The scope is stored as the trigger ``@incident`` (``when_said``): a turn
whose user message speaks of an incident going on (the word, a ticket id such as "INC-2231", an outage, a SEV or P1
page; in French, German, Spanish, Italian, Portuguese, Japanese, Chinese) keeps the rule in force, a message that
denies one ("No incident today") or says nothing of one does not. Without the user's message the rule is in force
(recall first, as every trigger is).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["INCIDENT", "declared", "unscoped"]

INCIDENT = "@incident"

# the rule's scope, opening it: "During incidents:", "While an incident is open,", "Pendant un incident", "Bei
# Störungen:", "Durante un incidente,", "障害対応中は", "事故期间"
_SCOPE = rx(r"^\W*(?:(?:during|while(?:\s+(?:there\s+is|there's|we\s+have|handling|in))?|in)\s+(?:an?\s+|the\s+|any\s+|live\s+|active\s+)?"
            r"(?:incidents?|outages?|incident\s+response|on-?call\s+incidents?)(?:\s+(?:is|are)\s+(?:open|on|ongoing|active))?|"
            r"(?:pendant|lors|durant)\s+(?:d['’]\s?)?(?:un|une|les|des|l['’])?\s?(?:incidents?|pannes?)|"
            r"(?:während|bei)\s+(?:eines?|einer|einem|den)?\s?(?:incidents?|störung(?:en)?|ausfällen|ausfall)|"
            r"(?:durante|en)\s+(?:un|una|los|las|el|la|uma|um|os|as|o|a)?\s?(?:incidentes?|incid[eê]ncias?|caídas?|"
            r"interrupç(?:ão|ões))|"
            r"(?:durante|in)\s+(?:un|gli|i)?\s?(?:incidenti|incidente|disservizi?o?))\s*[:,：]?\s*|"
            r"^\W*(?:障害|インシデント)(?:対応)?(?:中|の間|のとき|時)(?:は|には)?[、,：:]?\s*|"
            r"^\W*(?:事故|故障|事件)(?:期间|处理期间|时)[，,：:]?\s*", re.I)
# an incident going on, in the user's message
_ON = rx(r"\bincidents?\b|\bINC-?\d{2,}\b|\boutages?\b|\bsev-?[0-4]\b|\b(?:is|are|went)\s+down\b|\bpaged\b|"
         r"\bincidente?s?\b|\bpannes?\b|\bstörung\b|\bausfall\b|\bcaída\b|障害|インシデント|故障|事故", re.I)
# a denial: "no incident today", "pas d'incident", "kein Incident", "sin incidentes", "障害はない"
_DENIED = rx(r"\b(?:no|not\s+an?|without|pas\s+d['’]|aucun\w*|kein\w*|sin|ningún|nessun\w*|nenhum\w*|sem)\s+"
             r"(?:\w+\s+)?(?:incidents?|outages?|pannes?|incidente?s?|störung\w*)\b|"
             r"(?:障害|インシデント)(?:は|も)?(?:ない|なし|ありません)|没有(?:事故|故障)", re.I)


def unscoped(text: str) -> str | None:
    """``text`` without its incident scope, or None when it opens with none."""
    if not isinstance(text, str):
        return None
    found = _SCOPE.match(text)
    if found is None or found.end() >= len(text.strip()):
        return None
    rest = text[found.end():].strip()
    return rest[:1].upper() + rest[1:] if rest else None


def declared(message: str) -> bool:
    """The user's message speaks of an incident going on (not one it denies)."""
    cleaned = _DENIED.sub(" ", message)
    return bool(_ON.search(cleaned)) and not re.fullmatch(r"\s*", cleaned)
