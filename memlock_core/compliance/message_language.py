"""The language of a user message too short for the identifier ("how do I list docker volumes?").

A conditional language rule ("if I write in Dutch, answer in Dutch; otherwise English", "si je te parle en anglais,
réponds en anglais, sinon en français", "영어로 물어보면 영어로, 한국어로 물어보면 한국어로") is decided by the user's
message, and that message is often one short question: fastText gives such a line a weak or wrong guess (lower case,
technical nouns). Two signals it does not need are read instead: the script (Hangul is Korean, kana Japanese) and the
question and function words each language opens a short question with ("how do I", "comment", "wie kann ich", "cómo",
"hoe"). A word shared by several languages counts for each; one language must lead by ``LEAD`` words, so a message
of names and commands alone ("docker volume ls?") stays unknown.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_LEXICON: dict[str, frozenset[str]] = {
    "en": frozenset((
        "how what why where when which who whats what's is are was do does did can could should would will i i'm my me "
        "you your the a an to of in on for with and or not this that it there new get list create make use run check "
        "delete remove find set best way any some".split())),
    "fr": frozenset((
        "comment quoi pourquoi où quand quel quelle quels quelles est sont je j'ai tu mon ma mes le la les un une des "
        "du de pour avec dans sur et ou pas ce cette qu'est-ce faut peux puis-je c'est ça créer supprimer".split())),
    "de": frozenset((
        "wie was warum wo wann welche welcher welches ist sind ich mein meine du der die das ein eine einen den dem zu "
        "mit für auf und oder nicht kann soll muss gibt es erstelle lösche".split())),
    "es": frozenset((
        "cómo qué por dónde cuándo cuál es son yo mi tú el la los las un una de del para con en y o no puedo debo "
        "hago hay crear borrar".split())),
    "pt": frozenset((
        "como o que por onde quando qual é são eu meu minha você o a os as um uma de do da para com em e ou não "
        "posso faço há criar apagar".split())),
    "it": frozenset((
        "come cosa perché dove quando quale è sono io mio mia il lo la gli le un una di per con in e o non posso "
        "faccio c'è creare cancellare".split())),
    "nl": frozenset((
        "hoe wat waarom waar wanneer welke is zijn ik mijn je jij de het een van voor met in op en of niet kan moet "
        "maak ik verwijder".split())),
}
# letters one language of the lexicon writes and the others do not: each counts as a word of it
_LETTERS: dict[str, re.Pattern[str]] = {
    "es": rx(r"[ñ¿¡]"), "pt": rx(r"[ãõ]"), "de": rx(r"[ßäöü]"), "fr": rx(r"[êœ]"),
}
_WORD = rx(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_CODE = rx(r"```.*?```|`[^`\n]*`|https?://\S+|\S+/\S+|\S*[=_.]\S*\w", re.S)
_HANGUL = rx(r"[\uac00-\ud7a3]")
_KANA = rx(r"[\u3040-\u30ff]")
LEAD = 2  # the leading language's words ahead of the runner-up's
MIN_HITS = 2  # ... and at least this many of them


def message_language(message: str | None) -> str | None:
    """The language of a short user message by its script or its frequent words, or None when they do not tell."""
    if not message or not message.strip():
        return None
    text = _CODE.sub(" ", message)
    if len(_HANGUL.findall(text)) >= 2:
        return "ko"
    if len(_KANA.findall(text)) >= 2:
        return "ja"
    if re.search(r"[\u0400-\u04ff\u0370-\u03ff\u0590-\u06ff\u0e00-\u0e7f\u4e00-\u9fff]", text):
        return None  # another script: not a choice among the Latin-script languages below
    words = [w.lower() for w in _WORD.findall(text)]
    if not words:
        return None
    hits = {lang: sum(w in lexicon for w in words) + len(_LETTERS[lang].findall(text.lower())) * 2
            if lang in _LETTERS else sum(w in lexicon for w in words) for lang, lexicon in _LEXICON.items()}
    ranked = sorted(hits.items(), key=lambda kv: -kv[1])
    (best, top), (_, second) = ranked[0], ranked[1]
    if top >= MIN_HITS and top - second >= LEAD:
        return best
    return None
