"""A numbered-list ban whose exception is order: "Bullets please, not numbered lists (unless order really matters)",
"Use bullets, not numbers, except for step-by-step instructions", "Keine nummerierten Listen, außer die Reihenfolge
ist wichtig", "Pas de listes numérotées, sauf si l'ordre compte", "No uses listas numeradas salvo para pasos",
"番号付きリストは使わないで（手順は除く）".

Why a module: the ban was read whole (every numbered list broke it, a procedure too), or the exception was read as
the ban's scope ("except for step-by-step instructions" gave ``when: procedure``: the ban only on procedures, the
opposite of the rule). The exception names order, steps or a procedure: the ban speaks to the replies that give no
procedure (``when: not_procedure``, judged on whether the user asked how to do something).
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from memlock_core.regex_cache import rx

C = TypeVar("C", bound=Any)

_EXCEPT = (r"\bunless\b|\bexcept\b|\bapart from\b|\bother than\b|\baußer\b|\bausser\b|\bes sei denn\b|\bausgenommen\b|"
           r"\bsauf\b|\bà moins\b|\bhormis\b|\bsalvo\b|\bexcepto\b|\ba menos que\b|\bmenos\b|\btranne\b|\ba meno che\b|"
           r"\bfuorché\b|\bexceto\b|\ba não ser\b|\btenzij\b|\bbehalve\b|除非|除了|を除|以外|は除く|제외|빼고")
_ORDER = (r"\border\s+(?:really\s+|actually\s+)?(?:matters|is important|counts|is relevant)\b|\bsequen\w+|\bsteps?\b|"
          r"\bstep[- ]by[- ]step\b|\bprocedures?\b|\binstructions?\b|\bhow-?tos?\b|"
          r"\breihenfolge\b|\bschritt\w*|\banleitung\w*|\bl['’]ordre\b|\bétapes?\b|\bprocédures?\b|\bel orden\b|"
          r"\bpasos?\b|\binstrucciones\b|\bprocedimientos?\b|\bl['’]ordine\b|\bpassaggi\b|\bpassi\b|\bprocedure\b|"
          r"\ba ordem\b|\bpassos?\b|\bvolgorde\b|\bstappen\b|顺序|步骤|順番|順序|手順|순서|단계|절차")
_ORDER_EXCEPTION = rx(rf"(?:{_EXCEPT})[^.;!?\n]{{0,40}}?(?:{_ORDER})|(?:{_ORDER})[^.;!?\n]{{0,6}}?(?:を除|以外|は除く|제외|빼고)",
                      re.I)


def order_excepted(text: str) -> bool:
    """The rule's exception is order, steps or a procedure."""
    return bool(_ORDER_EXCEPTION.search(text))


def mend(text: str, clauses: Sequence[C]) -> list[C]:
    """A numbered-list ban excepting order speaks to the replies that give no procedure."""
    if not order_excepted(text):
        return list(clauses)
    return [replace(c, when="not_procedure", unless="") if c.object == "list" and c.polarity == "must_not"
            and c.value == "numbered" and c.when in ("", "procedure") else c for c in clauses]
