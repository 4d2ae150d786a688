"""The user's message says yes to an act, not merely asks for it.

Why: a rule such as "no rm -rf; if you need to delete something, ask me" wants to be asked, so a turn that
only orders the act ("delete dist and rebuild") is not the answer it waits for; a turn that grants or confirms
("you may delete dist", "dist は消していいよ", "oui, tu peux", "ja, du darfst") is. Read for the wordings of a
permission or a confirmation in English, French, German, Spanish and Japanese.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_GRANT = rx(
    r"\b(?:you\s+(?:may|can)|go\s+ahead|(?:it'?s\s+)?(?:ok(?:ay)?|fine|safe)\s+to|feel\s+free|confirmed|approved|"
    r"I\s+(?:confirm|approve)|you\s+have\s+my\s+(?:ok|permission|approval)|yes)\b|"
    r"\b(?:tu\s+peux|vous\s+pouvez|vas-y|allez-y|oui|d'accord|je\s+confirme|confirmé|autorisé)(?![\w])|"
    r"\b(?:du\s+darfst|sie\s+dürfen|du\s+kannst\s+ruhig|ja|bestätigt|ich\s+bestätige|erlaubt|freigegeben)(?![\w])|"
    r"\b(?:puedes|puede\s+usted|adelante|sí|confirmado|confirmo|autorizado|dale)(?![\w])|"
    r"(?:て|で)(?:も)?(?:いい|良い|構わない|構いません|OK|ＯＫ)|確認済み|承認|許可します|どうぞ|はい|"
    # an opening OK ("OK, for this one use qa") and an exception granted for once ("just this once", "ausnahmsweise")
    r"^\s*(?:ok(?:ay)?|alright|all\s+right|sure)\s*[,!.:;]|\b(?:for\s+this\s+one|just\s+this\s+(?:once|time)|this\s+once)\b|"
    r"\b(?:pour\s+cette\s+fois|exceptionnellement|ausnahmsweise|por\s+esta\s+vez|excepcionalmente|per\s+questa\s+volta)\b|"
    r"今回(?:だけ|は特別)",
    re.I)


def confirms(user_message: str | None) -> bool:
    """``user_message`` grants or confirms an act (a permission or a yes), beyond asking for it."""
    return isinstance(user_message, str) and bool(_GRANT.search(user_message))


__all__ = ["confirms"]
