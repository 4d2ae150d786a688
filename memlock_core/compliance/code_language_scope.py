"""Which role a programming language's name plays in a rule: the language code is written in, or the code a rule is on.

A language named with an exclusive word and nothing else: "TypeScript only, and no `any`", "Only Python,
please", "Nur TypeScript", "Uniquement du Python", "Solo TypeScript", "Só Python", "TypeScriptのみ", "只用 Python".

Why a module: the code-language reader wanted a word of code ("code", "examples", "write in") beside the name, so a
rule that says the language alone with "only" got no language check, and a reply in plain JavaScript under
"TypeScript only" passed. The name must sit right next to its exclusive word; a scope preposition before it ("for
Python only", "nur für Python", "pour Python uniquement") names which code another demand is on, not the language to
write in, and is left alone.

A language that names the code another demand is on: "In Python code, don't use print for debugging", "Python
代码里不要用 print 调试", "Python のコードでは print でデバッグしないで", "Python 코드에서는 print로 디버깅하지 마세요",
"Im Python-Code kein print", "Dans le code Python, pas de print". Read as a language to write in, such a rule broke
every reply in another language, though the rule says nothing of it: the name is a place there (`code_scope`); so
is a language set as the clause's topic before a colon ("Python code: every function gets type hints").
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# the exclusive words before the name ("only TypeScript", "nur TypeScript", "uniquement du Python", "solo Python")
_BEFORE = rx(r"(?:\bonly|\bnur|\bausschließlich|\buniquement(?:\s+(?:en|du|de\s+l'))?|\bseulement(?:\s+(?:en|du))?|"
             r"\bsolo(?:\s+en)?|\bsólo(?:\s+en)?|\bsolamente(?:\s+en)?|\bsó(?:\s+em)?|\bapenas(?:\s+em)?|"
             r"\balleen|\bsoltanto(?:\s+in)?|只用|只写|仅用)\s*$", re.I)
# the exclusive words after the name ("TypeScript only", "Python uniquement", "TypeScript のみ", "TypeScript만")
_AFTER = rx(r"\s*(?:only\b|exclusively\b|uniquement\b|seulement\b|ausschließlich\b|solamente\b|apenas\b|soltanto\b|"
            r"のみ|だけ|만)", re.I)
# a scope preposition: the language names which code another demand is on ("for Python only", "nur für Python")
_SCOPE = rx(r"\b(?:for|in|on|für|pour|para|per|voor)\s+(?:the\s+|le\s+|la\s+|die\s+|den\s+|el\s+)?$", re.I)
_SCOPE_AFTER = rx(r"\s*(?:code|files?|scripts?|projects?|repos?|functions?|modules?)\b", re.I)


def language_only(clause: str, start: int, end: int) -> bool:
    """The language named at ``clause[start:end]`` is the only one to write in, said by an exclusive word beside it."""
    before = clause[max(0, start - 30):start]
    after = clause[end:end + 20]
    if _SCOPE.search(before) or _SCOPE.search(_BEFORE.sub("", before)):
        return False
    if _AFTER.match(after):
        return True
    return bool(_BEFORE.search(before)) and not _SCOPE_AFTER.match(after)


# a locative before the name and a code noun after it ("in Python code", "im Python-Code", "in all JS files")
_PLACE_BEFORE = rx(r"\b(?:in|inside|within|im|in der|in den|innerhalb|für|for|on)\s+(?:(?:all|any|every|each|the|your|my|our|"
                   r"unserem|deinem|jedem|allen?)\s+)?$", re.I)
_CODE_AFTER = rx(r"(?:-|\s+)(?:code|codes|files?|scripts?|modules?|dateien|skripte?)\b", re.I)
# a code noun with its locative before the name ("dans le code Python", "en el código TypeScript", "nel codice Python",
# "no código Python")
_PLACE_NOUN_BEFORE = rx(r"\b(?:dans\s+(?:le|du|tout\s+le)\s+code|en\s+el\s+c[óo]digo|nel\s+codice|no\s+c[óo]digo|"
                        r"em\s+c[óo]digo|in\s+de\s+code)\s+$", re.I)
# a CJK code noun and a locative after the name ("Python 代码里", "Python のコードでは", "Python 코드에서는"); not a verb of
# writing after it ("Python のコードで書いて": the language to write in)
_CJK_PLACE_AFTER = rx(r"\s*(?:の)?\s*(?:代码|代碼|程序|コード|코드)\s*(?:里面|里|裡|中|内|では|には|の中で|에서는|에서|에는)"
                      r"(?!\s*(?:書|写|寫|作|実装|작성))")


# the language and its code noun as the topic of the clause, a demand after the colon: "Python code: every function
# gets type hints", "Python-Code: keine Tabs", "Code Python : pas de print" (not "Python code: only that")
_TOPIC_AFTER = rx(r"(?:-|\s+)(?:code|files?|scripts?)\s*[:—–]\s*(?!only\b|please\b|always\b|nur\b|seulement\b|solo\b)"
                  r"\S+\s+\S+", re.I)
_TOPIC_BEFORE = rx(r"^\W*(?:le\s+|el\s+|il\s+|o\s+)?(?:code|c[óo]digo|codice)\s+$", re.I)


def code_scope(clause: str, start: int, end: int) -> bool:
    """The language named at ``clause[start:end]`` says which code a rule is on, not the language to write in."""
    before, after = clause[max(0, start - 30):start], clause[end:end + 40]
    if not clause[:start].strip(" \t\n*_#>-") and _TOPIC_AFTER.match(after):
        return True
    if _TOPIC_BEFORE.match(clause[:start]) and re.match(r"\s*[:—–]\s*\S+\s+\S+", after):
        return True
    if _PLACE_BEFORE.search(before) and _CODE_AFTER.match(after):
        return True
    return bool(_PLACE_NOUN_BEFORE.search(before) or _CJK_PLACE_AFTER.match(after))
