"""Number words read as digits ("three sentences" is "3 sentences"): detection's reading of the one lexicon,
memlock_core/number_lexicon.py.

Three readers need them and differ only in which words count. A rule's identity (rule_identity) reads every
language's "zero" and "one"; a short restatement (shortened) and a rule's slots (slots) leave out "one" and
"zero" outside English, because there they double as articles and other words ("un fichier", "eine Datei",
"uma regra"; German "null" is also a value). Italian "sei" (six) is left out everywhere: it is also "you are",
and German "be".
"""
from __future__ import annotations

from memlock_core.number_lexicon import plain, words

_LANGUAGES = ("en", "es", "fr", "de", "it", "pt", "nl", "ru")
# Forms of memlock_core/number_lexicon.py these readers do not take: a "one" or "zero" that is also an article or
# another word (Dutch "een", "nul"; Portuguese "um"), Italian "sei" ("you are"), and words these readers have not
# been checked with yet (Russian "один", "undici", "dodici", "doze", "twaalf").
_NOT_READ = frozenset("nul een één um uma один одна одно sei undici dodici doze twaalf".split())


def number_words(*, english_from: int, others_from: int, upto: int) -> dict[str, str]:
    """Word -> digits for the values ``english_from..upto`` in English and ``others_from..upto`` elsewhere, and the
    round tens 20-90 (every language) and "hundred" for a reader that reads up to ten."""
    out: dict[str, str] = {}
    for value in range(upto + 1):
        if value >= others_from:
            out.update({word: str(value) for word in words(_LANGUAGES[1:], range(value, value + 1))
                        if word not in _NOT_READ})
        if value >= english_from:
            out[plain("en", value)] = str(value)
    if upto >= 10:
        # the round tens ("No function should grow past forty lines" for "under 40 lines"): never an article nor
        # another word in these languages (French "soixante-dix" and its like are no one word)
        out.update({word: str(value) for word, value in words(_LANGUAGES, range(0), tens=True).items()
                    if value < 100 and "-" not in word})
        out["hundred"] = "100"
    return out
