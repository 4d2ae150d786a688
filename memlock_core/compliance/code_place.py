""""The code" as a place the rule speaks of, not code the reply writes.

"use rg rather than grep to search the code", "utilise rg plutôt que grep pour chercher dans le code", "benutze rg, um
im Code zu suchen", "busca en el código con rg", "コードを検索するときは rg",
"코드에 비밀번호를 넣지 마", "代码里不要写死密码": the code is where a search (or an edit,
a secret, a comment) happens - the object of a locative preposition or of a verb of searching - and a refusal in the
same clause ("rather than grep", "never hardcode keys in the code") refuses something else. Read as "no code", such
a rule would flag every reply with a code block.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["code_as_place"]

_DET = (r"(?:the|this|our|my|your|all|any|le|la|les|ce|mon|ton|notre|votre|du|des|de|den|dem|der|die|das|unser\w*|"
        r"mein\w*|dein\w*|el|los|la|mi|tu|nuestro|il|lo|nel|del|o|a|no|do|meu|nosso|seu)")
# a preposition of place, or a verb of searching / going through, right before the code word
_BEFORE = rx(rf"(?:\b(?:in|inside|into|within|through|throughout|across|on|dans|en|im|in|durch|im ganzen|"
                     rf"nel|nella|sur|über|dentro del?)\s+(?:{_DET}\s+)?(?:\w+\s+)?|"
                     rf"\b(?:search\w*|grep\w*|scan\w*|look\w* through|read\w*|navigat\w*|explor\w*|cherch\w*|"
                     rf"parcour\w*|fouill\w*|durchsuch\w*|such\w*|busca\w*|recorr\w*|explora\w*|cerca\w*|"
                     rf"procur\w*|pesquis\w*)\s+(?:\w+\s+)?(?:{_DET}\s+)?)$", re.I)
# Japanese: コードを検索 / コード内を / コードの中で / コードベースを探す / コードに (into the code)
_AFTER_JA = rx(r"^(?:ベース)?(?:(?:内|の中)?(?:を|で|から)?\s*(?:検索|探|調べ|grep|読)|(?:内|の中)?に)")
# Korean and Chinese mark the place after the word too: 코드에 / 코드에서 / 코드 안에, 代码里 / 代码中 / 在代码内
# ("코드에 비밀번호를 하드코딩하지 마세요", "代码里不要有注释": the password, the comments are refused, not code)
_AFTER_KO_ZH = rx(r"^(?:베이스)?\s*(?:(?:안|속|내|상)\s*)?(?:에서|에는|에도|에)(?![가-힣])|^(?:库)?(?:里面|裡面|里|裡|中|内|內)")
# Portuguese folds "in the" into one word: "no código", "nesse código", "dentro do código"
_IN_THE_PT = rx(r"\b(?:no|nos|neste|nesse|naquele|dentro do|em todo o|por todo o)\s+$", re.I)
_CODE_WORD = rx(r"\bcode(?:base)?\b|\bcódigo\b|\bcodice\b|\bCode\b|コード", re.I)


def code_as_place(clause: str, start: int, end: int) -> bool:
    """The code word at ``clause[start:end]`` is where something happens, not code the reply shows: it follows a
    preposition of place or a verb of searching ("in the code", "dans le code", "im Code", "search the codebase"),
    or, in Japanese, Korean and Chinese, comes before one (コードを検索, 코드에, 代码里)."""
    before = clause[max(0, start - 40):start]
    if _BEFORE.search(before):
        return True
    if _IN_THE_PT.search(before) and re.fullmatch(r"c[óo]digo", clause[start:end], re.I):
        return True  # Portuguese "no código" is "in the code" (em + o), not a refusal of code
    after = clause[end:end + 12]
    return bool(_AFTER_JA.match(after.lstrip()) or _AFTER_KO_ZH.match(after))
