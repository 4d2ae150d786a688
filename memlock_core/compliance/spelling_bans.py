"""Forms a spelling rule refuses in brackets after the forms it wants: "write the accents right: perché, è (non e'
o perchè)", "use 'e-mail' (not 'email' or 'Email')", "schreib „dass“ (nicht „daß“)"; and a preferred-word pair in
the bracket, the wanted word first: "pas d'anglicismes (courriel, pas mail)", "Wortwahl: deutsche Begriffe (Rechner,
nicht Computer)".

The bracket opens with a negation in the rule's language and lists the refused forms, joined by commas, "or" or a
slash. Only a rule about writing (a verb of writing, "spelling", "accents") is read this way: "metric units (not
miles)" is a units rule, read elsewhere.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_BRACKET = rx(r"\(\s*(?:not|never|no|non|mai|nicht|kein\w*|nie|pas|jamais|niet|geen|nunca|ni|sem|sin|senza)\s+"
                      r"(?P<list>[^()\n]{1,80})\)", re.I)
# a preferred-word pair in brackets: the wanted form first, the refused one after the negation ("(courriel, pas mail)",
# "(Rechner, nicht Computer)", "('sign in', not 'log in')", "(ordenador y no computadora)")
_PAIR_BRACKET = rx(r"\(\s*(?P<want>[^(),;\n]{1,30}?)\s*[,;]?\s+(?:and\s+|et\s+|und\s+|y\s+|e\s+)?"
                   r"(?:not|never|no|non|nicht|pas|jamais|niet|nie|nunca|instead of|rather than|plutôt que|au lieu de|"
                   r"statt|anstatt|en vez de|en lugar de|invece di|anziché)\s+(?P<list>[^()\n]{1,60})\)", re.I)
_SPLIT = rx(r"\s*(?:,|/|;)\s*|\s+(?:or|nor|o|ou|oder|of|y|e|ni|né|nem)\s+", re.I)
_WRITING = rx(r"\b(?:spell\w*|writ\w*|orthogra\w*|accents?|accenti|acentos?|akzente?|schreib\w*|rechtschreibung|"
                      r"scriv\w*|scritt\w*|ortografi\w*|escrib\w*|escrev\w*|écri\w*|spelling|schrijf\w*|spel\b)", re.I)
# a rule on the words themselves, where a bracketed pair is a word preferred to another (not a spelling variety's
# examples, "(color statt colour)", nor a number's, "(three, not 3)"): anglicisms, the vocabulary, the terms used
_WORDING = rx(r"\b(?:anglicism\w*|anglizism\w*|anglicismo\w*|anglicismi|vocabul\w*|wording|wortwahl|terminolog\w*|"
              r"jargon|mots?|words?|wörter|begriffe?|termes?|palabras?|términos?|parole)\b", re.I)
_QUOTES = "\"'“”‘’«»„「」"


def refused_in_brackets(clause: str) -> list[str]:
    """The forms ``clause`` refuses in a negated bracket, when it is a rule about writing; [] otherwise."""
    brackets = [*(_BRACKET.finditer(clause) if _WRITING.search(clause) else ()),
                *(_PAIR_BRACKET.finditer(clause) if _WORDING.search(clause) else ())]
    out: list[str] = []
    for found in brackets:
        items = [_unquote(w.strip()) for w in _SPLIT.split(found.group("list")) if w.strip()]
        if not items or any(len(w.split()) > 2 or not re.search(r"[^\W\d_]", w) for w in items):
            return []  # "(not when quoting someone else)": an exception, no list of forms
        out += items
    return list(dict.fromkeys(out))


def _unquote(word: str) -> str:
    """A form without the quotes around it; an apostrophe that ends a form is part of it ("e'", "po'")."""
    if len(word) > 2 and word[0] in _QUOTES and word[-1] in _QUOTES:
        return word[1:-1].strip()
    return word.lstrip(_QUOTES)
