"""A rule the user wrote in Markdown emphasis ("**Never delete customer rows.**!") or with symbols shown as examples
("skip the little pictographs (😀, ✅, 🚀)") says the rule itself.

Users stress a standing rule by setting it in bold or italics, often with a "!" after the closing marks. The marks
are no words of the rule, but the rule parse reads a word glued to "**" as a path glob ("**never" ...) and the word
for word comparison sees other characters, so a restatement in bold read as another rule and the pin was
re-injected though the user had just said it. :func:`without_emphasis` takes the marks off before either reads the
sentence. Only a pair that wraps words is emphasis: "src/**/*.py", "*.lock", "2 * 3" and "__init__.py" keep
their characters. Likewise a bracket of symbols only after a word (:func:`without_symbol_examples`) shows what the
word means; the rule parse read the symbols as the few named ones the rule bans, a narrower rule than the word.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memlock_core.regex_cache import rx

# "**bold**", "__bold__", "*italic*", "_italic_", "***both***": a pair opening before a
# letter (or an opening quote / bracket) and closing after one, not inside a word, not next to a path separator
_PAIR = rx(r"(?<![\w*/\\.])(\*\*\*|\*\*|__|\*|_)(?=[^\W_]|[\"'“‘(¿¡«])(.+?)(?<=[^\W_]|[.!?。！？)\"'”’»:])\1(?![\w*/\\])(?!\.\w)",
           re.UNICODE)
# the "!" (or "!!") stressed after the closing marks, dropped after the sentence's own end ("...staging.**!")
_ENDED = rx(r"^(.*[.!?。！？])\s*!+\s*$", re.DOTALL)


@lru_cache(maxsize=65536)
def without_emphasis(text: str) -> str:
    """``text`` with its Markdown emphasis marks taken off the words they wrap, and a "!" stressed after a sentence
    that already ends ("**Keep it short.**!" -> "Keep it short."); ``text`` itself when it has none."""
    if "*" not in text and "_" not in text:
        return text
    plain = _PAIR.sub(lambda m: m.group(2), text)  # "***both***" (bold and italic) is one pair of three
    if plain == text:
        return text
    ended = _ENDED.match(plain)
    return ended.group(1) if ended else plain


# a bracket after a word: "(😀, ✅, 🚀)"
_BRACKET = rx(r"(?<=\w)\s*\(([^()]{1,40})\)")
_JOINERS = frozenset("\u200d\ufe0f\ufe0e ,;/")


def _symbols_only(inside: str) -> bool:
    """Pictographs only ("😀, ✅"), no letter, digit, currency sign or arrow: those name a value of the rule."""
    marks = [ch for ch in inside if ch not in _JOINERS]
    return bool(marks) and all(unicodedata.category(ch) == "So" or "\U0001f3fb" <= ch <= "\U0001f3ff" for ch in marks)


def without_symbol_examples(text: str) -> str:
    """``text`` without a bracket of pictographs shown as examples of the word before it ("the little pictographs
    (😀, ✅)" -> "the little pictographs"); ``text`` itself when it has none. A bracket with a word ("(except ✅)"), a
    currency sign ("prices (€)") or an arrow stays."""
    if "(" not in text:
        return text
    return _BRACKET.sub(lambda m: "" if _symbols_only(m.group(1)) else m.group(0), text)
