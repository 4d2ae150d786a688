"""A signature the rule asks for: "sign every message with – Jarvis", "signe chaque réponse « Ton assistant »",
"unterschreibe jede Antwort mit ‚Dein Bot'", "firma cada mensaje con — Nova", "最後に「— ジャービス」と署名して".

Why here: a sign-off the user dictates is a closing line the reply must end on, not a sign-off ban (``no_signoff``)
and not a label that opens a sentence (``closing_label``): the rule names the signature itself, quoted or written
out after "with" up to the aside or the stop ("sign every message with – Jarvis (yes really)"). The check is the
evaluator's ``ends_with``: the reply's last line starts with the signature (its dash written as any dash). A name at
the top ("Jarvis here: ...") is no signature.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import NEGATORS
from memlock_core.regex_cache import rx

__all__ = ["signature"]

_QUOTE = r"[\"“„«「『‘']\s?(?P<{}>(?:[^\"”“»」』’'\n]|(?<=\w)['’](?=\w)){{1,30}}?)\s?[\"”“»」』’'](?!\w)"
# the rest of the clause after "with": a dash and a name, or a name of one to three capitalised words
_BARE = (r"(?P<b>[–—-]\s?[^\s()（,;.]{1,20}(?:\s(?-i:[A-ZÀ-Ý])[^\s()（,;.]{0,20}){0,2}|"
         r"(?-i:[A-ZÀ-Ý])[\w'’-]{1,20}(?:\s(?-i:[A-ZÀ-Ý])[\w'’-]{1,20}){0,2})(?=\s*(?:[(（,;.!]|$))")
_SIGN = (r"sign(?:\s+off)?|signing(?:\s+off)?|signe[rz]?|signez|signant|signiere?|signier\w*|unterschreib\w*|"
         r"unterzeichne\w*|firm(?:a|e|ar|ando)|assin(?:a|e|ar|ando)|firmand[oa]|podpisuj\w*|podpisz|"
         r"подписывай\w*|подпиши\w*")
# what is signed: "every message", "toutes tes réponses", "jede Nachricht", "todas tus respuestas"
_MESSAGES = (r"(?:[\w']+\s+){0,2}?(?:messages?|repl(?:y|ies)|answers?|responses?|e-?mails?|réponses?|nachricht\w*|"
             r"antwort\w*|mensajes?|respuestas?|messaggi[o]?|rispost[ae]|mensage[mn]s?|respostas?|wiadomoś\w+|"
             r"odpowied\w+|сообщени\w+|ответ\w*)")
_WITH = r"with|as|avec|par|mit|als|con|com|como|jako|словами|как"
_RULE = rx(rf"\b(?:{_SIGN})\b\s+(?:(?:{_MESSAGES})\s+)?(?:(?:always|toujours|immer|siempre|sempre|zawsze|всегда)\s+)?"
                   rf"(?:(?:{_WITH})\s+)?(?:{_QUOTE.format('q')}|{_BARE})|"
                   rf"\b(?:signature|unterschrift|firma|assinatura|podpis\w*|подпис\w+)\s*[:=]?\s*{_QUOTE.format('s')}", re.I)
_RULE_JA = rx(r"「(?P<q>[^」\n]{1,30})」\s*(?:と|で)\s*(?:署名|サイン)|署名\s*(?:は|に|として)?\s*「(?P<r>[^」\n]{1,30})」")
_NEGATED = rx(rf"\b(?:{NEGATORS})\b\s+(?:\w+\s+)?$", re.I)


def signature(clause: str) -> str | None:
    """The signature a rule asks every reply to end with, or None."""
    found = _RULE.search(clause)
    if found and not _NEGATED.search(clause[:found.start()]):
        label = (found.group("q") or found.group("b") or found.group("s") or "").strip()
        return label or None
    ja = _RULE_JA.search(clause)
    if ja and not re.search(r"しないで|不要|禁止|要らない", clause[ja.end():ja.end() + 12]):
        return (ja.group("q") or ja.group("r") or "").strip() or None
    return None
