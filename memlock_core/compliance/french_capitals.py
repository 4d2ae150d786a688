"""Accented capitals in French: "mets les accents sur les majuscules (État, À, École)".

Why a module of its own: French keeps the accent on a capital letter; a reply that writes "Etat", "Ecole" or
"A chaque" drops it. The model is a word list (like the spelling pairs): the common words whose lower-case form
starts with "é" or "ê" (état, école, étape, également, évidemment, être ...), written with a bare E, and the
preposition "à" opening a sentence as a bare "A" before the words it usually governs ("A chaque", "A partir de").
A capital "A" elsewhere ("plan A", "de A à Z") is left alone.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the rule: accents on capitals ("accents sur les majuscules", "majuscules accentuées", "capitales accentuées")
RULE = rx(r"\baccent\w*\b[^.;\n]{0,30}\b(?:majuscules?|capitales?)\b|\b(?:majuscules?|capitales?)\s+accentu[ée]e?s\b",
                  re.I)

# a check holds at most 16 banned words (check.reply.no_words): the bare capitals of the words French technical prose
# opens a sentence with most ("Etape", "Egalement", "Etant donné"), and "A" before what "à" usually governs
WORDS: tuple[str, ...] = ("Etat", "Etant", "Etape", "Etapes", "Egalement", "Evidemment", "Equipe", "Elément",
                          "Eléments", "Ecrire", "Etre", "Ecole")
A_PHRASES: tuple[str, ...] = ("A chaque", "A partir", "A noter", "A la")


def parse(clause: str) -> tuple[str, ...]:
    """The unaccented capitals a rule asking for accented ones refuses, () when it asks for none."""
    return (*WORDS, *A_PHRASES) if RULE.search(clause) else ()
