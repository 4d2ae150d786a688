"""Translation requests: "When I ask for a translation, give only the translation in the target language".

Why here: the rule speaks to replies to one kind of request, and its language is not in the rule but in the user's
message ("Translate this into German: ...", "Traduis en espagnol : ...", "Übersetze ins Französische", "英語に翻訳
して"). The rule reads as the language ``target`` for the replies whose user message asks for a translation; the
reply's own prose (the translation quoted in quotation marks or a block quote is left out, as always) must be in the
language asked for, so commentary around it in another language breaks it. A request that names no target
language, or no user message, leaves the rule not applicable.
"""
from __future__ import annotations

import re

from memlock_core.compliance.language_names import ADVERBS, LANGUAGES
from memlock_core.regex_cache import rx

TARGET = "target"
TRANSLATION_REQUEST = "translation_request"

_RULE = rx(r"\btranslat\w*|\btradu\w*|\bübersetz\w*|\btraduz\w*|翻訳|訳して", re.I)
_TARGET_WORDS = rx(r"\btarget language\b|\blangue cible\b|\bzielsprache\b|\b(?:idioma|lengua) (?:de )?destino\b|"
                           r"\blingua (?:di )?destinazione\b|\bonly the translation\b|\bjust the translation\b|"
                           r"\buniquement la traduction\b|\bnur die übersetzung\b|\bsolo la traducción\b|訳文だけ|翻訳のみ|"
                           # "only the translation" in more words and languages, or the comments around it refused:
                           # "nothing but the translation", "solo la traduzione", "só a tradução", "sin comentarios"
                           r"\b(?:only|just|nothing but)\s+(?:give\s+(?:me\s+)?)?the\s+translat\w+|"
                           r"\b(?:solo|soltanto|solamente|sólo|só|apenas|seulement|rien que|nichts als|bloß)\s+"
                           r"(?:la|a|le|die)\s+(?:traduzione|traducción|tradução|traduction|übersetzung)\b",
                           re.I)
_REQUEST = rx(r"\btranslat\w*|\btradu[czi]\w*|\bübersetz\w*|\bverta(?:a|le)\w*|翻訳|訳して|\bhow do you say\b|"
                      r"\bcomment dit-on\b|\bwie sagt man\b|\bcómo se dice\b", re.I)
# (Dutch "naar het Engels", Italian "nell'inglese": the article between)
_INTO = rx(r"(?:\b(?:into|to|in|en|ins|auf|al|a|in het|naar|em|para o|para el)\s+|\bnell')"
                   r"(?:the\s+|l'|le\s+|la\s+|das\s+|het\s+|de\s+|il\s+)?"
                   r"(?P<name>[^\W\d_]+)", re.I)
_JA_INTO = rx(r"(?P<name>英語|日本語|フランス語|ドイツ語|スペイン語|中国語|韓国語|イタリア語|ポルトガル語|ロシア語)(?:に|へ)")
_GERMAN_ADJ = {"englische": "en", "deutsche": "de", "französische": "fr", "spanische": "es", "italienische": "it",
               "portugiesische": "pt", "japanische": "ja", "niederländische": "nl"}


# comments refused beside the translation the user asks for: "when I ask for a translation, no comments"
_NO_COMMENTS = rx(r"\b(?:without|no|senza|sin|sem|sans|ohne|keine?)\s+(?:any\s+)?(?:comments?|commentary|commenti|"
                  r"comentarios?|comentários?|commentaires?|kommentare?|explanations?|spiegazioni|explicaciones|"
                  r"explicações|explications|erklärungen)\b", re.I)
_ASKED = rx(r"\b(?:when(?:ever)?|if|quando|cuando|si|wenn|sobald|als)\b[^,.;]{0,30}?\b(?:ask|request|want|chied\w*|pid\w*|"
            r"ped\w*|demande\w*|bitte|frage)\w*\b[^,.;]{0,20}?(?:translat\w*|tradu\w*|übersetz\w*)", re.I)


ALONE = "translation_only"
# the translation asked for alone: "only the translation", "solo la traduzione", comments refused beside it
_ALONE_WORDS = rx(r"\b(?:only|just|nothing but)\s+(?:give\s+(?:me\s+)?)?the\s+translat\w+|\btranslation only\b|"
                  r"\b(?:solo|soltanto|solamente|sólo|só|apenas|seulement|uniquement|rien que|nur|nichts als|bloß)\s+"
                  r"(?:la|a|le|die)\s+(?:traduzione|traducción|tradução|traduction|übersetzung)\b|訳文だけ|翻訳のみ|訳だけ", re.I)


def asks_translation_alone(text: str) -> bool:
    """The rule asks for the translation and nothing beside it ("only the translation, no comments")."""
    return bool(_ALONE_WORDS.search(text) or _NO_COMMENTS.search(text))


# a translation the reply sets off in quotation marks (double, guillemets, corner brackets) or as a block quote
_QUOTED_TEXT = rx(r"«[^»\n]+»|“[^”\n]+”|„[^“”\n]+[“”]|\"[^\"\n]+\"|「[^」\n]+」|『[^』\n]+』|^\s*>.*$", re.M)
_LABEL = rx(r"^\W*[^\W\d_][\w ]{0,24}:\s*", re.I)


def alone_verdict(text: str) -> tuple[str, str]:
    """translation_only: a reply that sets its translation off in quotation marks says nothing beside it but a short
    label ("Traduzione:"); a reply with nothing quoted is read as the translation itself."""
    from memlock_core.compliance.markdown import words
    from memlock_core.compliance.outcomes import BROKEN, OBEYED
    if not _QUOTED_TEXT.search(text):
        return OBEYED, "the reply is the translation alone"
    rest = _LABEL.sub("", _QUOTED_TEXT.sub(" ", text).strip())
    if len(words(rest)) >= 2:
        return BROKEN, f"words beside the translation: \"{' '.join(rest.split())[:60]}\""
    return OBEYED, "the quoted translation alone"


def parse_translation_rule(text: str) -> bool:
    """Whether a rule asks that a translation the user asks for be in the language asked for, alone."""
    return bool(_RULE.search(text) and (_TARGET_WORDS.search(text) or (_NO_COMMENTS.search(text) and _ASKED.search(text))))


def asks_for_translation(message: str) -> bool:
    return bool(_REQUEST.search(message))


def target_language(message: str | None) -> str | None:
    """The language the user's message asks a translation into ("into German", "en espagnol", "ins Englische",
    "英語に"), or None."""

    if not message or not asks_for_translation(message):
        return None
    found = _JA_INTO.search(message)
    if found:
        return LANGUAGES.get(found.group("name")) if found.group("name") else _TEXT_IN[found.group("text")]
    request = _REQUEST.search(message)
    tail = message[request.start():] if request else message
    for match in _INTO.finditer(tail):
        name = match.group("name").lower()
        code = LANGUAGES.get(name) or _GERMAN_ADJ.get(name.rstrip("n")) or _GERMAN_ADJ.get(name)
        if code:
            return code
    return None


# the user's message asking for its answer in a language ("in English", "auf Englisch", "en inglés", "in het Engels",
# "em inglês", "英語で"), or for a translation into one
_IN_LANGUAGE = rx(r"\b(?:in|en|auf|em|op|in het|na)\s+(?:the\s+)?(?P<name>[^\W\d_]+)", re.I)
_ADVERB = rx(r"(?<![\w-])(?:" + "|".join(map(re.escape, sorted(ADVERBS, key=len, reverse=True))) + r")(?![\w-])", re.I)
_JA_IN = rx(r"(?P<name>英語|日本語|フランス語|ドイツ語|スペイン語|中国語|韓国語|イタリア語|ポルトガル語|ロシア語)(?:で|に)|"
                    # "英文メールを書いて": a text in English asked for (英文, 和文: English / Japanese text)
                    r"(?P<text>英文|和文)(?:の|で)?(?:メール|手紙|レター|文書|文章|メッセージ|返信|カバーレター)")
_TEXT_IN = {"英文": "en", "和文": "ja"}


def asked_language(message: str | None) -> str | None:
    """The language the user's message asks the answer (or a translation) to be in, or None: what a rule's
    stated exception "unless I ask for English" / "behalve als ik om Engels vraag" waits for."""
    if not message:
        return None
    target = target_language(message)
    if target:
        return target
    found = _JA_IN.search(message)
    if found:
        return LANGUAGES.get(found.group("name")) if found.group("name") else _TEXT_IN[found.group("text")]
    for match in _IN_LANGUAGE.finditer(message):
        code = LANGUAGES.get(match.group("name").lower())
        if code:
            return code
    adverb = _ADVERB.search(message)  # "napisz to po angielsku", "ответь по-английски"
    return ADVERBS[adverb.group(0).lower()] if adverb else None
