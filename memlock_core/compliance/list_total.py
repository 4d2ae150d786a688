"""A count of list items said for the whole reply, not for each list: "max 5 bullet points per answer", "höchstens 5
Stichpunkte pro Antwort", "pas plus de 5 puces par réponse", "máximo 5 viñetas por respuesta", "箇条書きは1回答につき5個まで",
"no more than 6 items in total".

Why a module of its own: the item limit (``max_items``) is read per list ("max 5 bullets per list", "lists of at most
5 items"), which is what most rules mean; a rule that names the reply as the unit ("per answer", "in total") counts
the items of all its lists together, so two lists of three break "max 5 bullet points per answer". The scope is read
from the rule's words next to its count, in English, French, German, Spanish, Italian, Portuguese and Japanese; the
reply's items are its list lines (bullets and numbered, nested ones too) by its markdown structure.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import BULLET, NUMBERED, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.regex_cache import rx

__all__ = ["ITEMS_TOTAL", "items_total_verdict", "per_reply"]

ITEMS_TOTAL = "items_total"
# the reply as the unit of the count
_PER_REPLY = rx(r"\b(?:per|each|every|a|an|in (?:a|one|any|each|every|the whole|the entire))\s+(?:answer|reply|response|message)\b|"
                        r"\bin total\b|\bin all\b|\boverall\b|\baltogether\b|\bacross (?:all )?(?:the )?lists\b|"
                        r"\bpar (?:réponse|message)\b|\bau total\b|\ben tout\b|\bdans (?:une|chaque|toute la) réponse\b|"
                        r"\bpro (?:antwort|nachricht)\b|\bje antwort\b|\binsgesamt\b|\bin (?:einer|jeder) antwort\b|"
                        r"\bpor (?:respuesta|mensaje|resposta|mensagem)\b|\ben total\b|\bno total\b|\bem cada resposta\b|"
                        r"\bper (?:risposta|messaggio)\b|\bin totale\b|"
                        r"1?回答(?:につき|ごと|あたり)|全体で|合計|一つの回答", re.I)
# a list's own unit, which keeps the count per list ("max 5 bullets per list")
_PER_LIST = rx(r"\b(?:per|each|every|in (?:a|one|any|each))\s+list\b|\bpar liste\b|\bpro liste\b|\bje liste\b|"
                       r"\bpor lista\b|\bper lista\b|リスト(?:につき|ごと)", re.I)


def per_reply(text: str) -> bool:
    """The rule counts list items over the whole reply."""
    return bool(_PER_REPLY.search(text)) and not _PER_LIST.search(text)


def items_total_verdict(limit: int, text: str) -> Finding:
    lines = [line for line in parse(text).lines if line.kind in (BULLET, NUMBERED)]
    if not lines:
        return NOT_APPLICABLE, "no list"
    if len(lines) > limit:
        first = re.sub(r"\s+", " ", lines[limit].body)[:40]
        return BROKEN, f"{len(lines)} list items in the reply (at most {limit} in all): \"{first}\""
    return OBEYED, f"{len(lines)} list items in the reply (at most {limit} in all)"
