"""A closing line of one sentence: "always end with a one-sentence summary starting 'Bottom line:'", "termine par une
seule phrase qui commence par « En bref : »", "schließe mit einem einzigen Satz, der mit „Fazit:“ beginnt", "termina
con una sola frase que empiece por «Resumen:»", "最後は「結論：」で始まる一文で".

Why a module of its own: the closing label (closing_label.py, ``ends_with``) checks that the last line opens with
the quoted label; a rule that also says the line is *one sentence* is broken by "Bottom line: pay it off. But check
the penalties first.", which opens right. The rule side adds the per-part token ``closing:sentences:1``
(part_spec.py); part_length.py counts the sentences of :func:`closing_line`, the reply's last non-blank line.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["closing_line", "closing_sentence_token"]

# "one-sentence", "a single sentence", "in one sentence", "une (seule) phrase" only with seule, "einem (einzigen)
# Satz" only with einzigen, "una sola frase", "uma única frase", "一文", "一句话"
_ONE_SENTENCE = rx(r"\b(?:one|a\s+single|single|1)[- ]sentence\b|\b(?:one|a\s+single|single)\s+sentence\b|"
                   r"\bune\s+seule\s+phrase\b|\beine[mn]?\s+einzigen\s+Satz\b|"
                   r"\buna\s+(?:sola|única)\s+(?:frase|oración)\b|\buna\s+frase\s+sola\b|\buma\s+(?:só|única)\s+frase\b|"
                   r"\bun(?:a)?\s+sol[ao]\s+frase\b|一文(?!字)|一句话|한\s*문장", re.I)


def closing_sentence_token(text: str, ends_with: str | None) -> str:
    """``closing:sentences:1`` when the rule asks a closing line (given a label) of one sentence; "" otherwise."""
    return "closing:sentences:1" if ends_with and _ONE_SENTENCE.search(text) else ""


def closing_line(text: str) -> list[str]:
    """The reply's last non-blank line outside a code fence, markdown emphasis and the label's colon kept."""
    lines = [ln.strip() for ln in re.sub(r"```.*?```", " ", text, flags=re.S).splitlines() if ln.strip()]
    return lines[-1:]
