"""The Turkish negative imperative, made visible to the rule readers ("DROP çalıştırma", "dosya silme",
"sudo kullanmayın").

Turkish says "don't" with a suffix on the verb (-ma / -me, polite -mayın / -meyin), at the end of the clause, and
the readers look for a negation word. In a text written in Turkish (its own letters ı, ğ, ş or İ appear), such a verb
gets the word "asla" (never) put before it, which the negation lexicon reads; nothing else changes.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_TURKISH = rx(r"[ığşİ]")
# a verb stem of two syllables' length at least, then the negative imperative suffix (not "-mak" / "-mek": the infinitive)
_NEG_IMPERATIVE = rx(r"(?<![\w-])([a-zçğıöşü]{3,}?(?:m[ae]|m[ae]y[ıi]n(?:[ıi]z)?|m[ae]y[ıi]z|m[ae]l[ıi]s[ıi]n(?:[ıi]z)?))"
                     r"(?![\w-])", re.I)
# words of that shape that are no verb: nouns and loanwords ending in -ma / -me
_NOT_VERBS = frozenset({"şema", "tema", "forma", "firma", "prisma", "drama", "karma", "lama", "plazma", "dilekçe",
                        "dolma", "sarma", "cümle",
                        "schema", "comma", "lemma", "dilemma", "pragma", "cinema", "sigma", "magma", "trauma",
                        "gamma", "plasma", "enigma", "stigma", "dogma", "panorama", "programme", "extreme", "theme",
                        "scheme", "supreme", "resume"})


def mark_negative_imperatives(text: str) -> str:
    """``text`` with "asla" before each Turkish negative imperative verb; unchanged when it is not Turkish."""
    if not _TURKISH.search(text):
        return text
    return _NEG_IMPERATIVE.sub(lambda m: m.group(0) if m.group(1).lower() in _NOT_VERBS else f"asla {m.group(1)}", text)
