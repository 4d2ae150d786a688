"""Praise of the user's question as a reply's opening sentence, in any words.

A rule against "Great question" bans a class: "Interesting one!", "Love this question.", "Fun question!", "Ah, j'adore
cette question.", "Spannende Frage!", "¡Qué pregunta tan buena!", "面白い質問ですね！". The reply form module matches
the stock formulas; this one reads the opening sentence's structure: a short sentence (a compliment is a few
words, not an answer) that names the question (or "one" standing for it, as the whole exclamation) next to a word
that values it. A sentence of the answer that mentions a question ("The real question is whether you need
ordering.", "A common question is how to start.") does not value it and is left alone.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["praises_question"]

# the user's question, named: en/fr/de/es/it/pt/nl, and CJK
_QUESTION = (r"question|query|ask|topic|frage|fragestellung|pregunta|domanda|pergunta|vraag|sujet|thema|tema|"
             r"質問|问题|問題|질문")
# words that value it (adjectives, and the verbs of liking): positive only, never neutral ("common", "real", "key")
_VALUE = (r"great|good|excellent|interesting|fun|fascinating|intriguing|neat|lovely|nice|cool|smart|clever|thoughtful|"
          r"insightful|brilliant|fantastic|wonderful|awesome|amazing|superb|terrific|perceptive|sharp|juicy|classic|"
          r"love|loving|like|enjoy|adore|"
          r"intéressante?|bonne|excellente|super|belle|pertinente|passionnante|j'adore|adore|j'aime|"
          r"spannende?|interessante?|gute|tolle|klasse|schöne|berechtigte|coole|liebe|"
          r"buena|interesante|excelente|genial|encanta|fantástica|"
          r"ottima|bella|interessante|bellissima|"
          r"boa|ótima|otima|adoro|"
          r"goede|leuke|mooie|"
          r"面白い|おもしろい|いい|良い|素晴らしい|鋭い|素敵な|好|很棒|有趣|좋은|재미있는")
_WORD = rx(r"[\w'’]+")
_Q = rx(rf"(?<![\w])(?:{_QUESTION})(?![\w])", re.I)
_V = rx(rf"(?<![\w])(?:{_VALUE})(?![\w])|面白い|おもしろい|いい|良い|素晴らしい|鋭い|很棒|有趣|좋은", re.I)
_Q_CJK = rx(r"質問|问题|問題|질문")
_V_CJK = rx(r"面白い|おもしろい|いい|良い|素晴らしい|鋭い|素敵な|好|很棒|有趣|좋은|재미있는")
# "Interesting one!", "Good one.", "Tricky one!" as the whole exclamation: "one" stands for the question
_ONE = rx(rf"^(?:oh|ooh|ah|aha|wow|hmm)?[,\s]*(?:(?:what|such|that's|this is)\s+an?\s+)?(?:really\s+|very\s+)?"
                  rf"(?:{_VALUE})\s+one\s*[!.]*$", re.I)
# the pieces of an answer that hold those words without praising: "The question is whether", "a question of"
_ANSWERING = rx(r"\b(?:question|frage|pregunta|domanda|pergunta)\s+(?:is|was|of|est|ist|es|è|é|de|about|whether|"
                        r"to ask|à poser|zu stellen|para hacer|que hacer)\b|"
                        r"\b(?:is|are|était|ist|es)\s+(?:a\s+)?(?:good|great)\s+question\s+(?:to|for)\b", re.I)
_MAX_WORDS = 8


def praises_question(sentence: str) -> bool:
    """Whether ``sentence`` (a reply's first) is a compliment on the user's question."""
    text = sentence.strip().strip("*_#> ¡¿").strip()
    # the first sentence only: CJK writes the next one straight after its stop ("面白い質問ですね！TCPは…")
    text = re.split(r"(?<=[。！？])", text, maxsplit=1)[0]
    if not text:
        return False
    cjk = bool(re.search(r"[぀-ヿ一-鿿가-힣]", text))
    if not cjk and len(_WORD.findall(text)) > _MAX_WORDS:
        return False
    if _ONE.match(text):
        return True
    if _ANSWERING.search(text):
        return False
    if cjk:  # no spaces to count: the compliment is the whole short sentence ("面白い質問ですね！", "好问题！")
        return len(text) <= 15 and bool(_Q_CJK.search(text)) and bool(_V_CJK.search(text))
    q, v = _Q.search(text), _V.search(text)
    if not q or not v:
        return False
    # the valuing word and the question close together: "Love this question", "Question intéressante", "Qué
    # pregunta tan buena"
    between = text[min(q.end(), v.end()):max(q.start(), v.start())]
    return len(_WORD.findall(between)) <= 2
