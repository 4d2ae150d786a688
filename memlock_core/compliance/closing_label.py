"""A required last (or first) line that opens with a label the rule quotes.

"always end with a one-sentence summary starting 'Bottom line:'", "termine chaque réponse par une phrase qui commence
par « En bref : »", "beende jede Antwort mit einem Satz, der mit „Fazit:“ beginnt", "termina siempre con una frase que
empiece por «En resumen:»", "最後は必ず「結論：」で始まる一文で締めて": the rule names where the line goes (the end or
the start of the reply) and quotes the label the line begins with. The evaluator's ``ends_with`` / ``opens_with``
reads the reply; this module only reads the rule, as the shapes the marker parse of :mod:`reply_rule` does not
(the begin-verb after the quote, a begin-verb with no "with", Japanese).
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import CJK_NEGATORS, MORE_NEGATORS, NEGATORS
from memlock_core.regex_cache import rx

__all__ = ["closing_label"]

# where the line goes: the end of the reply (verbs and nouns), in en/fr/de/es/it/pt/ja
_END = rx(r"\b(?:end|ends|ending|finish\w*|close|closing|conclude\w*|wrap\w*|last line|final line|at the end|"
                  r"termine[rz]?|termin[ae]s?|finis\w*|conclu\w*|à la fin|dernière ligne|"
                  r"beend\w*|ende|enden|schließ\w*|abschließ\w*|am ende|am schluss|letzte zeile|"
                  r"acab\w*|cierr\w*|finaliz\w*|al final|última línea|chiud\w*|alla fine|encerr\w*|no final)\b|"
                  r"最後|末尾|締め|終わ|结尾|最后", re.I)
_START = rx(r"\b(?:start|open|begin)(?:s|ning)?\s+(?:every|each|all|your|the|my)?\s*(?:answers?|repl(?:y|ies)|"
                    r"responses?)\b|\b(?:commence|beginne|empieza|comienza|inizia|começa)\w*\s+(?:chaque|toujours|jede|"
                    r"immer|cada|siempre|ogni|sempre)\b|冒頭|最初", re.I)
# the label's begin-verb, before ("starting 'X'", "commençant par « X »") or after the quote ("der mit „X“ beginnt",
# "「X」で始まる")
_BEGIN = (r"start\w*|begin\w*|prefix\w*|headed|labell?ed|commen[cç]\w*|beginn\w*|anf[aä]ng\w*|fängt|empie[cz]\w*|"
          r"empiez\w*|comien[cz]\w*|inizi\w*|começ\w*|comec\w*")
_QUOTE = r"[\"“'‘`„«「『]\s?(?P<{}>[^\"”“'’`»」』\n]{{1,40}}?)\s?[\"”“'’`»」』]"
_LABEL = rx(
    rf"\b(?:{_BEGIN})\b\s*(?:with|by|par|mit|con|por|com|avec|da)?\s*{_QUOTE.format('q')}|"
    rf"{_QUOTE.format('r')}\s*(?:(?:zu\s+)?(?:{_BEGIN})\b|(?:で|から)(?:始ま|始め|はじま|はじめ))", re.I)
_NEGATED = rx(rf"\b(?:{NEGATORS}|{MORE_NEGATORS})\b|{CJK_NEGATORS}", re.I)


def closing_label(clause: str) -> tuple[str, str] | None:
    """(``ends_with`` or ``opens_with``, the quoted label) for a rule that asks the reply's last (first) line to begin
    with a label; None when the clause names no such label, no place for it, or refuses it."""
    found = _LABEL.search(clause)
    if not found:
        return None
    label = (found.group("q") or found.group("r")).strip()
    # a label is a lead word or phrase, usually ending in a colon ("Bottom line:", "TL;DR", "結論：")
    if not label or len(label.split()) > 5 or not re.search(r"\w", label):
        return None
    if _NEGATED.search(clause[:found.start()]) and not re.search(r"\b(?:always|toujours|immer|siempre|sempre)\b|必ず",
                                                                 clause, re.I):
        return None  # "never end with a line starting 'Hope this helps'": a closing banned, not asked for
    end, start = _END.search(clause), _START.search(clause)
    if end and not (start and start.start() < end.start()):
        return "ends_with", label
    if start:
        return "opens_with", label
    return None
