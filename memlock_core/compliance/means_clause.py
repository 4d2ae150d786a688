"""The allowed means said as a clause of its own after the refused one: "don't delete files with rm - move them to
the trash with `trash`", "N'efface rien avec rm : mets-le à la corbeille avec `trash`", "Lösch nichts mit rm -
verschieb es mit `trash` in den Papierkorb", "no borres con rm, muévelos a la papelera con `trash`", "rm で消さないで、
`trash` でゴミ箱に移して".

Why a module of its own: the exception reader sets apart a clause that allows something by its words ("is fine",
"instead", "use X"); a clause that says *how* to do the thing, naming a program after "with" / "avec" / "mit" / "con"
(or before "で" / "로"), says it just as plainly, but with no such word the clause stayed in the prohibition and its
program was read as the one refused. A clause is one when it refuses nothing and the means it names is a program: a
code span, or a name the caller's lexicon knows.
"""
from __future__ import annotations

import re
from typing import Collection, Pattern

from memlock_core.regex_cache import rx

__all__ = ["names_means", "without_purpose"]

_ARTICLE = r"(?:(?:the|a|an|la|le|les|l'|el|los|die|der|dem|den|das|o|os|il|lo)\s*)?"
_NOUN = r"(?:(?:command|commande|Befehl|Kommando|comando|programm?e?|program|tool|outil|Werkzeug|herramienta)\s+)?"
_PROGRAM = r"(`[^`\n]{1,40}`|[A-Za-z][\w.+-]*)"
# "with X", "using X", "via X", "avec X", "mit X", "con X", "com X", "tramite X"; "X で", "X 로", "用 X"
_MEANS = rx(rf"\b(?:with|using|via|avec|mit|con|com|tramite|met)\s+{_ARTICLE}{_NOUN}{_PROGRAM}|"
            rf"{_PROGRAM}\s*(?:で|を使|(?:으)?로)|用\s*{_PROGRAM}", re.I)


# a purpose said after the means ("... with `trash` so nothing is lost", "pour que rien ne se perde", "damit nichts
# verloren geht"): its negation refuses nothing
_PURPOSE = rx(r"\b(?:so(?:\s+that)?|in\s+order\s+that|pour\s+que|afin\s+que|damit|para\s+que|così\s+che|"
              r"affinché|para\s+não)\b.*$", re.I | re.S)


def without_purpose(clause: str) -> str:
    """``clause`` less a purpose clause at its end."""
    return _PURPOSE.sub("", clause)


def names_means(clause: str, neg: Pattern[str], known: Collection[str]) -> bool:
    """Does ``clause`` say, without refusing anything, which program to do the thing with ("move them to the trash
    with `trash`")? ``neg`` is the caller's negation pattern, ``known`` its program names."""
    clause = without_purpose(clause)
    if neg.search(clause):
        return False
    for m in _MEANS.finditer(clause):
        word = next(g for g in m.groups() if g)
        if word.startswith("`") or word.lower() in known:
            return True
    return False

