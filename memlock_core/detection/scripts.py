"""The one table of scripts written without spaces, and their function characters.

Keyword probes (``probes``) and lexical evidence (``lexical``) both cut such text into character
bigrams instead of words, and both skip function characters, which make poor bigram material
("的", "は", "는" join a bigram with half the sentences of the language). One table, so the two
cannot drift apart again (they had: traditional Han and Hangul function characters were only in one).
"""
from __future__ import annotations

UNSPACED_RANGES = (
    (0x3040, 0x30FF),  # Hiragana, Katakana
    (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FA1F),  # Han
    (0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F),  # Hangul (agglutinative: bigrams beat words)
    (0x0E00, 0x0E7F), (0x0E80, 0x0EFF), (0x1000, 0x109F), (0x1780, 0x17FF),  # Thai, Lao, Myanmar, Khmer
)
_FIRST_UNSPACED = min(lo for lo, _ in UNSPACED_RANGES)

# Function characters: Chinese (simplified and traditional), Japanese kana, Korean particles and endings.
FUNCTION_CHARS = frozenset("的了是在我你他她它们這这那和与與或不要请請都也就把被给給吗嗎呢吧啊之其及为為个個"
                           "のはがをにでともへやかなたしてですますいう"
                           "은는이가을를에의도로으와과하고요다")


def is_unspaced(ch: str) -> bool:
    """Is ``ch`` in a script written without spaces between words?"""
    cp = ord(ch)
    if cp < _FIRST_UNSPACED:  # Latin, Cyrillic, Greek, Arabic, Indic...: the common case, no range scan
        return False
    return any(lo <= cp <= hi for lo, hi in UNSPACED_RANGES)
