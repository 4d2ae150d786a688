"""Examples a rule gives in brackets, read past when the rule's grammar is read.

"絵文字も顔文字（^^ や (笑) など）も使わないで": the refusal ("使わないで") stands after a bracketed list of
examples, which may hold brackets of its own ("(笑)"). Whether a word is refused is read on the clause with
those asides taken out, so an example list does not push the verb out of reach.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

# an innermost bracketed span, ASCII or full-width
_INNERMOST = rx(r"[(（][^()（）\n]{0,40}[)）]")


def without_asides(text: str) -> str:
    """``text`` with every bracketed aside (nested ones too) taken out."""
    for _ in range(3):
        shorter = _INNERMOST.sub("", text)
        if shorter == text:
            break
        text = shorter
    return text
