"""A reply language said exclusively, in any word order: "Nada de inglês nas respostas, só português" (round 11).

Why: the language rule is the commonest pin, and users restate it in shapes the compliance parse does not read as a
clause: the other language refused and the pin's named bare ("别用英文回我，全部用中文", "Nada de inglês nas
respostas, só português", "pas en anglais : tout en français dans tes réponses"), or the reply named first and its
language after it in a Korean or Japanese word order ("답은 전부 한국어로 해 주세요"). Read as written they parse into
nothing, and the alive pin is re-injected.

The model, the same for every language: a sentence about the replies (it names the reply, as a noun or a verb),
that names exactly one language it does not refuse, every other language it names refused ("not English",
"sin inglés", "别用英文", "영어 말고", "英語はなし"), and no negation in the clause of that one language. Such a
sentence tells the replies to be in that language: the part ("reply", "language", "must", code) the compliance
parse gives "Answer in <language>". A sentence naming two languages it keeps ("answers in German, comments in
English"), one it refuses only, a translation, or a language the clause negates ("don't answer in French") gives
nothing here: the parse, or no parse, decides as before.
"""
from __future__ import annotations

import re
from functools import lru_cache

from memlock_core.compliance.reply_rule import LANGUAGES
from memlock_core.regex_cache import rx

# A word that refuses what follows it ("not in English", "nada de inglés", "не на английском"; "别用英文" without a
# word boundary)
_REFUSING_LATIN = (r"(?<!\w)(?:not|no|never|nor|pas|jamais|nicht|nie|kein\w*|nunca|não|non|mai|niet|nooit|geen|niente|"
                   r"nada\s+de|instead\s+of|rather\s+than|en\s+lugar\s+de|en\s+vez\s+de|au\s+lieu\s+de|plutôt\s+qu['’]?|"
                   r"statt|anstatt|invece\s+di|em\s+vez\s+de|in\s+plaats\s+van|sin|sans|ohne|senza|sem|"
                   r"не|ни|без|вместо|zamiast|bez|místo)\s+(?:(?:in|en|auf|em|op|na|на|по|po|w|the|le|la|el|de|du|des|do|da|del|al|au|"
                   r"im|am|use|using|usar|utiliser|with|mit|con|com|avec)\s+){0,2}(?:l['’]|d['’])?")
_REFUSING_UNSPACED = r"(?:不要用|不用|而不是|别用|別用|不是|不要|别|別)\s*(?:再\s*)?"

_NAME = rx(r"(?:\b(?:" + "|".join(sorted((re.escape(k) for k in LANGUAGES if k.isascii()), key=len, reverse=True))
           + r")\b|" + "|".join(sorted((re.escape(k) for k in LANGUAGES if not k.isascii()), key=len, reverse=True))
           + ")", re.IGNORECASE)
# the language refused: the refusing word before it (up to two words between: "not in English", "pas en anglais"),
# or a Japanese / Korean refusal after it ("英語ではなく", "英語はなし", "영어 말고", "영어는 쓰지 마")
_REFUSED = rx(rf"(?:{_REFUSING_LATIN}|{_REFUSING_UNSPACED})(?P<a>{_NAME.pattern})|"
              rf"(?P<b>{_NAME.pattern})\s*(?:は|も|は一切)?\s*(?:ではなく|じゃなく|でなく|は?使わない|禁止|なし|無し|抜き|不要|"
              r"(?:은|는|도)?\s*(?:말고|아니라|대신|금지|빼고|쓰지|사용하지))", re.IGNORECASE)
# the reply, as a noun or a verb, in the languages memlock reads
_REPLY = rx(r"\b(?:answer\w*|repl(?:y|ies|ying)|respond\w*|responses?|r[ée]pon[ds]\w*|antwort\w*|respuest\w*|"
            r"contest\w*|rispo[sn]\w*|respost\w*|antwoord\w*|ответ\w*|отвеча\w*|odpowi\w*|odpov\w*)\b|"
            r"回答|回复|回覆|答复|回我|回應|返事|返答|返信|答え|応答|답|대답|응답", re.IGNORECASE)
# not the reply: a translation, or another object's language
_NOT_REPLY = rx(r"\b(?:translat\w*|tradu\w*|übersetz\w*|vertaal\w*|comments?|commentaires?|kommentar\w*|comentarios?|"
                r"commenti|docs?|documentation|commit|readme|variable|identifiers?)\b|翻译|翻譯|翻訳|번역|注释|コメント|주석",
                re.IGNORECASE)
_CLAUSE = rx(r"[,;:，、；：。—–()（）]|\s-\s|\b(?:but|aber|mais|pero|ma|mas|maar|но)\b", re.IGNORECASE)
_NEGATION = rx(r"(?<!\w)(?:not|no|never|don['’]?t|do\s+not|ne|n['’]|pas|jamais|nicht|nie|niemals|kein\w*|nunca|não|nem|"
               r"non|mai|niet|nooit|geen|не|нет|никогда|nigdy)(?!\w)|不|别|別|勿|没|禁止|말고|않|지\s*마|ない|なし|禁止",
               re.IGNORECASE)


@lru_cache(maxsize=16384)
def exclusive_language(text: str) -> str:
    """The code of the one language ``text`` tells the replies to be in (see the module doc), or ""."""
    if not _REPLY.search(text) or _NOT_REPLY.search(text):
        return ""
    refused = [m.span("a") if m.group("a") else m.span("b") for m in _REFUSED.finditer(text)]
    kept: dict[str, list[int]] = {}
    for m in _NAME.finditer(text):
        if any(a <= m.start() < b for a, b in refused):
            continue
        code = LANGUAGES.get(m.group(0).casefold())
        if code:
            kept.setdefault(code, []).append(m.start())
    if len(kept) != 1:
        return ""
    code, starts = next(iter(kept.items()))
    for start in starts:  # the clause of each mention: "don't answer in French" refuses French, whatever else it says
        before = _CLAUSE.split(text[:start])[-1]
        after = _CLAUSE.split(text[start:])[0]
        if _NEGATION.search(before + " " + after):
            return ""
    return code
