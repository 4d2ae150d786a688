"""Consent said as a restriction: "deploys only with my go-ahead", "nur mit meiner Freigabe", "seulement avec mon
accord", "solo con mi visto bueno", "só com a minha autorização", "solo con il mio ok".

Why a module of its own: the tool rule reader knows consent as an exception to a ban ("never deploy without my
OK"); said with "only", the same rule reads as a scope ("only X") that forbids everything else, or as nothing. The
two wordings say one rule, so the "only with my OK" phrase is read as "without my OK" (the consent clause the
reader knows) before the text is parsed. Only the user's own say-so counts: "only with --dry-run" or "only with
a reviewer's approval" stay as they were.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["only_with_consent", "as_without_consent"]

_MY_WORD_EN = (r"(?:explicit\s+|express\s+|prior\s+|written\s+)?(?:ok|okay|go-?ahead|approval|permission|consent|say-?so|"
               r"sign-?off|green\s+light|confirmation|blessing)")
_ONLY_CONSENT = rx(
    # English: "only with my go-ahead", "only after my OK", "only once I approve", "only after I say so"
    rf"\b(?:only|just)\s+(?:ever\s+)?(?:with|after|upon|on)\s+my\s+{_MY_WORD_EN}\b|"
    r"\b(?:only|just)\s+(?:once|after|when|if)\s+I\s+(?:have\s+)?(?:explicitly\s+)?(?:say\s+so|said\s+so|approve[ds]?|"
    r"ok(?:'?d|ay)?\s+it|give\s+(?:you\s+)?(?:the\s+)?(?:go-?ahead|ok|green\s+light))\b|"
    # French: "seulement / uniquement avec mon accord", "qu'avec mon feu vert"
    r"(?:\b(?:seulement|uniquement)\s+|\bqu')(?:avec|après)\s+(?:mon|ma)\s+(?:accord|feu\s+vert|autorisation|aval|ok|"
    r"validation|permission|confirmation)\b|"
    # German: "nur mit meinem OK", "nur nach meiner Freigabe"
    r"\bnur\s+(?:mit|nach)\s+(?:meinem|meiner|meine)\s+(?:ausdrücklichen?\s+)?(?:ok|okay|go|freigabe|zustimmung|"
    r"erlaubnis|bestätigung|genehmigung)\b|"
    # Spanish: "solo con mi visto bueno", "únicamente con mi permiso"
    r"\b(?:s[oó]lo|solamente|[úu]nicamente)\s+(?:con|tras)\s+mi\s+(?:permiso|visto\s+bueno|ok|autorizaci[óo]n|"
    r"aprobaci[óo]n|consentimiento|confirmaci[óo]n)\b|"
    # Portuguese: "só com a minha autorização", "somente com o meu ok"
    r"\b(?:s[óo]|somente|apenas)\s+com\s+(?:a\s+|o\s+)?(?:minha|meu)\s+(?:autoriza[çc][ãa]o|aprova[çc][ãa]o|"
    r"permiss[ãa]o|ok|aval|consentimento|confirma[çc][ãa]o)\b|"
    # Italian: "solo con il mio ok", "soltanto con il mio permesso"
    r"\b(?:solo|soltanto|solamente)\s+con\s+(?:il\s+)?mio\s+(?:ok|permesso|consenso|via\s+libera|benestare)\b|"
    # Japanese: "私の許可がある場合のみ", "私のOKが出た時だけ"
    r"私の(?:許可|承認|OK|ＯＫ|了承)が(?:ある|出た|出て(?:いる|る))(?:場合|時|とき)(?:のみ|だけ)", re.I)


# "delete files only when I ask", "Dateien nur löschen, wenn ich darum bitte", "supprime seulement si je le demande",
# "borra archivos solo cuando yo lo pida": "only" before the act, the user's request after it (a quoted word the user
# says is a trigger of its own, user_trigger.py: "only when I say 'full run'")
_ONLY_WHEN = rx(
    r"\b(?:only|nur|seulement|uniquement|s[oó]lo|solamente|só|somente|apenas|soltanto)\b(?P<act>[^.;!?\n]{0,60}?)[,\s]+"
    r"(?:when|if|once|wenn|falls|sobald|quand|lorsque|si|cuando|se|quando)\s+(?:I|ich|je|yo|eu|io)\s+"
    r"(?:(?:explicitly|ausdrücklich|explicitement|te|lo|le|es|darum|dich|you|to|ti|o|il|vous)\s+){0,3}"
    r"(?:ask|request|tell\s+you|say\s+so|bitte|verlange|sage|demande|pida|pido|peça|pedir|chiedo|chieda)\w*"
    r"(?!\s*[\"'“«„])(?:\s+(?:for\s+it|to|you\s+to|darum))?", re.I)


def only_with_consent(text: str) -> bool:
    """Does ``text`` restrict an act to the user's say-so ("only with my go-ahead", "only when I ask")?"""
    return bool(_ONLY_CONSENT.search(text) or _ONLY_WHEN.search(text))


def as_without_consent(text: str) -> str:
    """``text`` with each "only with my OK" phrase read as "without my approval" (unchanged when it has none), and
    "only X when I ask" as "X without my approval". A text that states no ban of its own then reads as the act
    forbidden without the user's word."""
    if not (_ONLY_CONSENT.search(text) or _ONLY_WHEN.search(text)):
        return text
    text = _ONLY_WHEN.sub(lambda m: f"{m.group('act').strip(' ,')} without my approval", text)
    return re.sub(r"\s{2,}", " ", _ONLY_CONSENT.sub(" without my approval", text)).strip()
