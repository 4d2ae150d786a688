"""Dutch "pond" told apart by its value: a metric pond is half a kilogram, an imperial pound 0.454 kg. A reply that gives
"600 tot 700 kg, of 1.300 tot 1.500 pond" converts kilograms into imperial pounds (about 2.2 to the kilogram); "1 kg
is 2 pond" speaks of the metric one.

Why: the unit lexicon keeps "pond" out of the imperial words (in Dutch it is mostly the metric half kilo), so a metric
rule read no imperial unit in such a conversion. The ratio to a kilogram value in the same sentence tells which pound it
is; with no kilogram value beside it, the word stays unread.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_NUMBER = r"\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?"
_POND = rx(rf"(?P<n>{_NUMBER})(?:\s*(?:tot|à|-|–)\s*(?P<m>{_NUMBER}))?\s?(?:pond|ponden)\b", re.I)
_KG = rx(rf"(?P<n>{_NUMBER})(?:\s*(?:tot|à|-|–)\s*(?P<m>{_NUMBER}))?\s?(?:kg|kilo(?:gram)?s?)\b", re.I)


def _value(written: str) -> float:
    return float(written.replace(".", "").replace(",", "."))


def imperial_ponds(text: str) -> list[str]:
    """The Dutch pound values in ``text`` that are imperial pounds, by their ratio to a kilogram value in their sentence."""
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
        kilos = list(_KG.finditer(sentence))
        for pond in _POND.finditer(sentence):
            for kg in kilos:
                pairs = [(pond.group("n"), kg.group("n"))]
                if pond.group("m") and kg.group("m"):
                    pairs.append((pond.group("m"), kg.group("m")))
                ratios = [_value(p) / _value(k) for p, k in pairs if _value(k)]
                if ratios and all(2.1 <= r <= 2.35 for r in ratios):
                    out.append(pond.group(0))
                    break
    return out
