"""Lexical evidence that works in every script, and the test of whether the model covers a text.

all-MiniLM-L6-v2 is an English model: two unrelated Chinese sentences score 0.7-0.9 against each
other, so a cosine there means nothing. For an instruction the model does not cover, presence is
judged by content overlap instead: word stems for space-separated scripts, character bigrams for
scripts written without spaces (Han, Kana, Hangul, Thai...). That catches the instruction restated
verbatim or near-verbatim in any language, and never fires on a sentence sharing no content with it.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memlock_core.detection.scripts import FUNCTION_CHARS, is_unspaced
from memlock_core.regex_cache import rx

_WORD = rx(r"[^\W_]+", re.UNICODE)
_ASCII_LETTER = rx(r"[A-Za-z]")  # str.isalpha() of an ASCII character
STEM = 5  # words are compared by their first letters: "bullet"/"bulleted", "migration"/"migrations"

# English function words: their presence is what tells the model's own language apart.
_EN = frozenset("""the and or of to for with from by is are be was were it this that these those
you your yours i me my we our us they them their do does don't not no never always all any every each
should must will would can could please when if then than as so but only just also use using reply
answer answers respond responses write keep make sure before after about into out over under here there
what which who how why don doesn isn aren won didn shouldn wouldn couldn give get show tell let put add have has
had any more less""".split())
# Short words English shares with other languages ("in", "an", "a", "on", "die", "son") prove nothing.
_SHARED = frozenset("a an in on at am die son per con as no""".split())  # "as", "no": Portuguese/Spanish words too
# Function words of other Latin-script languages the English model does not cover.
_OTHER = frozenset("""le la les des du un une et est sont pour avec dans sur vous nous toujours jamais ne pas
que qui ce cette au aux en réponds répondez utilise utilisez tes ton ta tu te mes mon ma garde fais
écris donne sois aucun aucune jamais plus moins très
el los las del una unos unas y con por para siempre nunca usted es son que responde usa
sin antes nada todo todos ningún ninguna ninguno escribe
der die das den dem des ein eine einer und ist sind nicht mit für von zu immer nie bitte sie du antworte
gib keine kein mir dir ins im auf oder auch nur alle bei wie verwende schreibe
o os um uma não com sempre você responda use
il lo gli che non per sempre mai rispondi usa
het een en niet met altijd nooit je
och att inte med alltid aldrig
""".split())
_OTHER_ONLY = _OTHER - _EN
ENGLISH_WORDS = _EN | _SHARED  # words that tell no other language in a Latin-script sentence
# Words too common to count as evidence in any language (lexical overlap ignores them).
_STOP = _EN | _OTHER | frozenset("""always never please use answer reply respond write keep make every all any""".split())


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


@lru_cache(maxsize=65536)
def model_covers(text: str) -> bool:
    """True when ``text`` is English enough for the English embedding model to judge it.

    Needs mostly basic-Latin letters, and no more other-language function words than English ones.
    """
    if text.isascii():  # every letter basic Latin: only "has it any letter?" is left to ask (C-fast)
        if not _ASCII_LETTER.search(text):
            return True
    else:
        letters = [c for c in text if c.isalpha()]
        if not letters:
            return True
        latin = sum(1 for c in letters if c.isascii())
        if latin < 0.85 * len(letters):
            return False
    words = [w for w in _WORD.findall(_norm(text)) if w not in _SHARED]
    en = sum(map(_EN.__contains__, words))
    if text.isascii():  # every word is ASCII: only the other languages' own function words count
        other = sum(map(_OTHER_ONLY.__contains__, words))
    else:
        other = sum(1 for w in words if (w in _OTHER and w not in _EN) or not w.isascii())
    return other == 0 or en > other


def content_grams(text: str) -> set[str]:
    """Script-aware content units of ``text``: word stems, or character bigrams for unspaced runs."""
    grams: set[str] = set()
    for word in _WORD.findall(_norm(text)):
        run: list[str] = []
        spaced: list[str] = []
        for ch in word + "\0":
            if ch != "\0" and is_unspaced(ch):
                run.append(ch)
                continue
            if run:
                segment: list[str] = []
                for c in run + ["\0"]:
                    if c != "\0" and c not in FUNCTION_CHARS:
                        segment.append(c)
                        continue
                    grams.update(a + b for a, b in zip(segment, segment[1:]))
                    segment = []
                run = []
            if ch != "\0":
                spaced.append(ch)
        token = "".join(spaced)
        if token and token not in _STOP and (len(token) >= 3 or any(c.isdigit() for c in token)):
            grams.add(token[:STEM])
    return grams
