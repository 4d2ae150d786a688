"""A word after a one-letter prefix and a hyphen is another word: "e-mail", "T-shirt", "X-ray", "e-book", "U-turn".

Why: a spelling rule that wants the hyphenated form and refuses the bare one ("Écris « e-mail », pas « mail »",
"Schreib „E-Mail“, nicht „Mail“", "write 'e-book', never 'book'") bans the bare word; the whole-word search finds that
word again inside the wanted form, since a hyphen is a word boundary. A one-letter prefix is no word of its own, so the
hyphenated whole is one lexeme; a two-word compound ("email-adres", "mail-merge") still holds the banned word.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

# one letter, alone (no letter or digit before it), then a hyphen (or a non-breaking one) right before the word
_PREFIX = rx(r"(?<![\w@.])[^\W\d_][-\u2010\u2011]$")


def letter_prefixed(text: str, start: int) -> bool:
    """Does the word found at ``start`` in ``text`` follow a one-letter prefix and a hyphen ("e-|mail")?"""
    return bool(_PREFIX.search(text, max(0, start - 3), start))
