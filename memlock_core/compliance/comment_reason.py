"""Comments allowed only where they say why: "No comments in code unless they explain why", "pas de commentaires,
sauf pour expliquer pourquoi", "keine Kommentare, außer sie erklären das Warum", "sin comentarios salvo que expliquen
el porqué", "コメントは「なぜ」を説明する場合だけ".

Why: read as a plain "no comments", the rule broke a reply whose one comment gave the reason for the code ("# Stripe
rounds half-even, so our totals must match theirs"), and its second sentence "Don't narrate what the code does" was
read as a ban on code itself. The rule asks that no comment narrates: a comment in the reply's code must give a
reason (a cause, a purpose, a constraint, a warning), told by its words ("because", "so", "otherwise", "to avoid",
"must", "car", "weil", "porque", "ため"). A comment that only restates the code breaks it; code without comments obeys.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

WHY_COMMENTS = "why_comments"

_WHY = (r"(?:why|the why|\*why\*|pourquoi|le pourquoi|warum|das warum|wieso|weshalb|por ?qué|el porqué|perché|"
        r"il perché|por ?que|o porquê|なぜ|理由|为什么|原因|왜)")
_ALLOWS_WHY = rx(
    rf"\b(?:unless|except|but only|only|save|sauf|à moins|außer|ausser|es sei denn|nur|salvo|excepto|a menos|solo|"
    rf"tranne|a meno|exceto|a não ser|apenas)\b[^.;\n]{{0,40}}?(?:explain|explique|expliquer|expliquent|erklär\w*|"
    rf"begründ\w*|expliqu\w*|expli\w*|spieg\w*|say|says|tell|give|justif\w*|dicen|disent|sagen)\w*\W{{1,3}}(?:\w+\W+){{0,2}}?"
    rf"{_WHY}|{_WHY}[^。\n]{{0,20}}(?:説明する|を説明|書く)(?:場合|とき|時)?(?:だけ|のみ)|只(?:写|解释){_WHY}", re.I)
# a ban on narrating what the code does: a kind of comment refused, not the code
_NARRATION = rx(r"\b(?:narrat\w*|describ\w*|restat\w*|repeat\w*|paraphras\w*|explain\w*)\s+(?:what|how)\s+(?:the\s+|your\s+|this\s+)?"
                r"code\s+(?:does|is doing|do)\b|\b(?:décri\w*|racont\w*|paraphras\w*)\s+(?:pas\s+)?ce que (?:fait|font) le code\b|"
                r"\b(?:beschreib\w*|erzähl\w*|nacherzähl\w*)\b[^.;]{0,20}\bwas der code (?:tut|macht)\b|"
                r"\b(?:narr\w*|describ\w*|cuent\w*)\s+lo que hace el código\b|コードが何をしているか", re.I)
# words that give a reason or a purpose
_REASON = rx(r"\b(?:because|since|so that|so|otherwise|to avoid|to keep|to prevent|to match|in order to|needed|needs|must|"
             r"required|requires|workaround|why|else|or else|hack|note|caution|warning|beware|careful|important|"
             r"car|parce que|pour (?:éviter|que)|sinon|afin|sonst|weil|da|damit|um\s+\w+\s+zu|muss|porque|para (?:evitar|que)|"
             r"si no|perché|altrimenti|per evitare|senão|para não)\b|ため|ので|から|为了|因为|否则|때문|위해", re.I)


def allows_why(clause: str) -> bool:
    """The rule refuses comments except those that explain why."""
    return bool(_ALLOWS_WHY.search(clause))


_COMMENT_WORD = rx(r"\bcomment\w*|\bkommentar\w*|\bcomentari\w*|\bcommenti\b|コメント|注释|주석", re.I)


def narration_ban(piece: str, text: str) -> bool:
    """"Don't narrate what the code does" in a rule about comments: a ban on narrating comments (no ban on code)."""
    return bool(_NARRATION.search(piece) and _COMMENT_WORD.search(text))


def narrating(comments: list[str]) -> str:
    """The first comment that gives no reason, or ""."""
    for comment in comments:
        body = re.sub(r"^(?:#+|//+|/\*+|--|<!--)\s*|\s*(?:\*/|-->)$", "", comment)
        if body and not _REASON.search(body):
            return comment
    return ""
