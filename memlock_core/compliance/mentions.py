"""A word the reply names rather than uses: "But *just* can also mean 'very recently'", "the word *simply*", "*genau*
bedeutet ...".

Why here: a ban on words ("don't say 'just'") is about the reply's own speech; a reply that discusses the word as
vocabulary, in emphasis and as the subject of a predicate about its meaning or its kind, does not say it. Quoted words
are already left out by ``own_text``; emphasis alone is often stress ("it's *just* a wrapper"), so it counts as a
mention only with a word-naming context on one side: "the word *x*" before, or "*x* means / can also mean / is an
adverb" after, in en/fr/de/es/it/pt.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["named_word"]

_AFTER = rx(r"[*_]{1,2}\s+(?:(?:can|could|may|might|also|often|usually|sometimes|peut|kann|puede|può|pode|aussi|auch|"
                    r"también|anche|também)\s+){0,2}(?:mean|means|meant|signifie|signifier|veut dire|bedeutet|bedeuten|heißt|"
                    r"significa|significar|quiere decir|vuol dire|quer dizer|is (?:an? |the )?(?:word|adverb|adjective|"
                    r"verb|noun|filler)|est un (?:mot|adverbe|adjectif)|ist ein (?:wort|adverb|adjektiv)|es un (?:adverbio|"
                    r"adjetivo)|è un (?:avverbio|aggettivo)|é um (?:advérbio|adjetivo))\b", re.I)
_BEFORE = rx(r"\b(?:the (?:word|term|adverb|adjective)|le mot|le terme|l['’]adverbe|das wort|der ausdruck|das adverb|"
                     r"la palabra|el término|el adverbio|la parola|il termine|l['’]avverbio|a palavra|o termo|o advérbio)"
                     r"\s*[*_]{1,2}$", re.I)


def named_word(prose: str, start: int, end: int) -> bool:
    """Whether the word found at ``prose[start:end]`` sits in emphasis as a word named, not used."""
    if not (prose[max(0, start - 1):start] in ("*", "_") and prose[end:end + 1] in ("*", "_")):
        return False
    return bool(_AFTER.match(prose, end) or _BEFORE.search(prose[max(0, start - 30):start]))


# a quoted phrase that opens the line and is then spoken of ("„Gute Frage!“ wirkt floskelhaft", "\"Great question\" is
# filler", "« Bonne question » sonne creux", "「いい質問ですね」は..."): the opening words are named, not said
_QUOTED_SUBJECT = rx(r"^\W{0,3}?[„“\"'‘«「『]\s*[^„“”\"’»」』\n]{1,60}?\s*[“”\"'’»」』]\s*(?:[,:]?\s*)?(?:[^\W\d_]|[぀-ヿ一-鿿])")


def quoted_subject(line: str) -> bool:
    """Whether ``line`` opens with a quoted phrase that the sentence goes on to speak of (a mention of the phrase)."""
    return bool(_QUOTED_SUBJECT.match(line.strip()))
