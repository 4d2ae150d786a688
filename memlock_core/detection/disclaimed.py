"""A question the user disowns as a request: "Will you keep doing X? Just curious, not asking." (issue 22).

A polite question can be a request ("Could you always answer in French?") and the mood gate lets it through.
When the same message says the question is only curiosity, not a request ("just curious", "not asking",
"no es una petición", "par simple curiosité", "nur aus Neugier", "聞いてみただけ", "只是好奇"), its
questions ask for information: they restate no rule and keep no pin alive. Read by kind in the languages
memlock reads; only the message's questions lose their standing, its imperatives stay evidence.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# The Latin-script phrases, each at a word boundary: the boundary is checked once per position, before the
# alternatives (three times faster over a long message than a \b opening each one; issue 23, a cold audit)
_LATIN_DISCLAIMER = (
    # English
    r"(?:just|only|purely|simply)\s+(?:curious|asking|wondering)\b|out\s+of\s+(?:pure\s+|sheer\s+|idle\s+)?curiosity\b|"
    r"not\s+(?:a\s+request|an\s+ask|an\s+instruction|asking\s+(?:you\s+)?(?:to|for)\b|asking\b)|"
    r"(?:i['’]m|i\s+am)\s+not\s+asking\b|no\s+need\s+to\s+(?:do|change|start)\b|hypothetically\b|"
    # Spanish / Portuguese
    r"(?:solo|sólo|por|pura)\s+(?:por\s+)?curiosidad\b|no\s+(?:te\s+lo\s+)?(?:estoy\s+)?pid(?:o|iendo)\b|"
    r"no\s+es\s+una\s+(?:petición|orden|instrucción)\b|solo\s+pregunto\b|"
    r"(?:só|por|pura)\s+(?:por\s+)?curiosidade\b|não\s+(?:estou\s+)?(?:pedindo|a\s+pedir)\b|"
    r"não\s+é\s+um\s+pedido\b|só\s+perguntando\b|"
    # French
    r"par\s+(?:simple\s+|pure\s+)?curiosité\b|simple\s+curiosité\b|je\s+ne\s+(?:te|vous)\s+(?:le\s+)?demande\s+pas\b|"
    r"ce\s+n['’]est\s+pas\s+une\s+(?:demande|consigne|instruction)\b|je\s+demande\s+juste\b|"
    # German / Dutch
    r"(?:nur|reine|aus\s+reiner)\s+(?:aus\s+)?neugier\b|nur\s+neugierig\b|(?:ist\s+)?keine\s+(?:bitte|anweisung|aufforderung)\b|"
    r"ich\s+frag(?:e)?\s+(?:ja\s+)?nur\b|uit\s+nieuwsgierigheid\b|gewoon\s+nieuwsgierig\b|geen\s+verzoek\b|"
    # Italian
    r"(?:solo|per|pura)\s+(?:per\s+)?curiosità\b|non\s+(?:te\s+lo\s+)?sto\s+chiedendo\b|"
    r"non\s+è\s+una\s+richiesta\b|chiedo\s+solo\b"
)
_DISCLAIMER = rx(
    r"\b(?:" + _LATIN_DISCLAIMER + r")|"
    # Japanese, Chinese, Korean
    r"興味本位|気になった(?:だけ|まで)|聞いてみた(?:だけ|まで)|ただの質問|お願いではな|依頼ではな|単なる好奇心|"
    r"只是好奇|好奇(?:问|問)(?:一下|问)|随便(?:问|問)(?:问|問)|不是(?:要求|请求|請求)|"
    r"그냥\s*궁금|궁금해서\s*(?:물어|여쭤)|요청(?:은|이)\s*아니", re.IGNORECASE)
_QUESTION_MARK = rx(r"[?？]|^\W*¿")


# the same pattern case-sensitive, for lower-cased ASCII text: it finds what the case-insensitive one finds there (the
# pattern is written in lower case, tests/test_detection_prefilters.py) at less than half the cost over a long message
_DISCLAIMER_CASED = rx(_DISCLAIMER.pattern)


def disclaims_request(text: str) -> bool:
    """Whether ``text`` (one message) says its question is no request (see the module doc)."""
    if text.isascii():
        return bool(_DISCLAIMER_CASED.search(text.lower()))
    return bool(_DISCLAIMER.search(text))


def is_asked(unit: str) -> bool:
    """A unit that is a question by its punctuation ("?", "？", an opening "¿")."""
    return bool(_QUESTION_MARK.search(unit))
