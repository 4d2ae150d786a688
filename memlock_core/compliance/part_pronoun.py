"""A length limit whose part is named by a pronoun in its own clause ("headings are fine but keep them to max 4
words", "les titres, d'accord, mais garde-les sous 5 mots", "Überschriften gern, aber halte sie unter 5 Wörtern").

Why: the rule reader splits a rule at "but" / "mais" / "aber" / "pero", and the clause after it says "them": read
alone, "keep them to max 4 words" became a limit on the whole reply, and every reply longer than four words broke a
rule about headings. The pronoun stands for the part the clause before named (a heading, a bullet, a paragraph ...);
the clause is read with that part put in its place ("headings: to max 4 words"). A clause without a number is left as
it was (no limit to move), and so is one that names a part of its own.
"""
from __future__ import annotations

import re

from memlock_core.number_lexicon import longest_first
from memlock_core.number_lexicon import plain as number_plain
from memlock_core.number_lexicon import words as number_words
from memlock_core.regex_cache import rx

# the pronoun that opens the clause, in the verb forms a limit is asked with
_PRONOUN = rx(
    r"^\W*(?:(?:please|just|pls|bitte|por favor|s'il te plaît)\s+)?(?:"
    r"(?:keep|make|limit|cap|hold)\s+(?:them|these|those|each of them)\b|"
    r"(?:they|these|those)\s+(?:should|must|need to|have to|shall)\b|"
    r"(?:garde|gardez|limite|limitez|fais|faites)-les\b|(?:ils|elles)\s+(?:doivent|devraient|ne)\b|"
    r"(?:halte|haltet|mach|macht|begrenze|begrenzt)\s+sie\b|sie\s+(?:sollen|sollten|müssen|dürfen)\b|"
    r"(?:mantenlos|mantenlas|limítalos|limitalos|limítalas|limitalas|hazlos|hazlas)\b|"
    r"(?:deben|deberían|tienen que)\b|"
    r"(?:tienili|tienile|limitali|limitale|mantienili|mantienile)\b)", re.I)
# a count in words (memlock_core/number_lexicon.py; the words this reader has not been checked with kept out as before)
_NUMBER = rx(r"\d|\b(?:" + longest_first(
    ({*number_words(("en", "fr", "de", "es", "it"), range(1, 11)), *(number_plain("en", v) for v in (12, 15, 20)), "einem"}
     - {"neuf", "neun", "nueve", "nove", "eins", "sei", "sette", "otto"})) + r")\b", re.I)


def with_antecedent(piece: str, before: str, part_noun: str) -> str:
    """``piece`` with its opening pronoun replaced by the part ``before`` named (``part_noun``: the pattern of the
    part names, with a group ``noun``); ``piece`` unchanged when there is nothing to resolve."""
    pronoun = _PRONOUN.search(piece)
    if not pronoun or not _NUMBER.search(piece[pronoun.end():]) or re.search(part_noun, piece, re.I):
        return piece
    found = list(re.finditer(rf"(?<![\w-]){part_noun}(?![\w-])", before, re.I))
    # a noun right before another modifies it ("section titles"): the last one is the part
    named = [m for m, after in zip(found, [*found[1:], None]) if after is None or before[m.end():after.start()].strip()]
    if len({m.group("noun").lower() for m in named}) != 1:
        return piece  # no part named before, or several: the pronoun's part is not known
    return f"{named[0].group('noun')}: {piece[pronoun.end():].strip()}"
