"""A ban of code with an exception only judgement can settle: "no code unless it's really needed", "Geen code tenzij
het echt nodig is", "pas de code sauf si nécessaire", "kein Code, außer wenn es nötig ist", "必要な場合を除きコードは不要".

Why a module of its own: the code reader reads "no code unless I ask" (the user's message settles it); "unless it's
needed" cannot be measured, so reading it as a plain "no code" would call every needed snippet broken. The ban is
taken out of the rule, with a lead-in to what follows ("and if it must:", "en als het moet:", "et si besoin :"), and
the rest is read as usual: "…, and if it must: Go, not Python" still asks for Go. A rule with nothing else left gets
no check.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

_CODE = r"(?:code|código|codice|kod|kode|snippets?|codebeispiele?|voorbeeldcode)"
_NEEDED = (r"(?:really |truly |absolutely |strictly |echt |werkelijk |vraiment |absolument |wirklich |unbedingt |"
           r"realmente |davvero |naprawdę |verkligen )?(?:necessary|needed|required|essential|nodig|noodzakelijk|"
           r"nécessaire|indispensable|nötig|notwendig|erforderlich|necesario|imprescindible|necessario|indispensabile|"
           r"necessário|potrzebny|potrzebne|konieczne|konieczny|behövs|nödvändigt|nødvendig)")
_UNLESS = (r"(?:unless|except (?:when|if)|tenzij|behalve als|sauf si|à moins que|außer wenn|ausser wenn|es sei denn|"
           r"a menos que|salvo que|excepto si|salvo se|a meno che|a não ser que|chyba że|om inte|med mindre)")
_BAN = rx(rf"\b(?:no|geen|pas de|aucun|kein\w*|sin|nada de|ningún|niente|nessun|sem|nenhum|bez|inga?|ingen)\s+"
          rf"(?:\w+\s+){{0,2}}?{_CODE}\b[^.;:\n]{{0,40}}?\b{_UNLESS}\s+(?:[\w'’]+\s+){{0,4}}?{_NEEDED}\b"
          rf"(?:\s+(?:is|ist|est|es|è|é|jest|är|er)\b)?", re.I)
_BAN_CJK = rx(r"必要(?:な場合|なとき|な時|でない限り)(?:を除い?て?き?|以外は?)?[、,]?\s*コードは?"
              r"(?:書かない|不要|なし|禁止|出さない|いらない)\w*|"
              r"除非(?:真的|确实|確實)?(?:必要|需要)[，,]?\s*(?:否则|否則)?(?:不要|别|別)(?:写|寫|给|給)?代码")
# the lead-in to what follows the ban: "and if it must:", "en als het moet:", "et si besoin :", "und wenn doch:"
_LEAD_IN = rx(r"^[\s,;—–-]*(?:(?:and|but|en|maar|et|mais|und|aber|y|pero|e|ma|i|ale|och|men|og)\s+)?"
              r"(?:(?:if|when|als|wanneer|si|quand|wenn|falls|cuando|se|quando|jeśli|gdy|om|når|hvis)\b[^:,.;\n]{0,30}?)?"
              r"(?:[:,]|$)", re.I)


def without_judged_ban(text: str) -> str | None:
    """``text`` with its judged ban of code taken out (see the module docstring); None when it has none."""
    ban = _BAN.search(text) or _BAN_CJK.search(text)
    if ban is None:
        return None
    rest = text[ban.end():]
    lead = _LEAD_IN.match(rest)
    if lead:
        rest = rest[lead.end():]
    before = text[:ban.start()].rstrip(" ,;—–-")
    return re.sub(r"^\W+$", "", " ".join(p for p in (before, rest.strip()) if p))
