"""A rule that answers each language in itself: "if I ask in English answer in English, if I ask in Korean answer in
Korean", "영어로 물어보면 영어로, 한국어로 물어보면 한국어로 답해주세요", "英語で聞いたら英語で、日本語なら日本語で".

Two or more languages each mirrored is one rule, "answer in the language I write in" (``user``), whatever the
language it is said in; a single mirror said in Korean, Japanese or Chinese ("영어로 물어보면 영어로 답해") is the
conditional rule ``user_writes:XX``. The Latin-script single mirror is read by the rule parser itself.
"""
from __future__ import annotations

import re

from memlock_core.compliance.language_names import LANGUAGES
from memlock_core.regex_cache import rx

_KO = r"영어|한국어|일본어|중국어|독일어|프랑스어|스페인어"
_JA = r"英語|日本語|中国語|韓国語|フランス語|ドイツ語|スペイン語"
_ZH = r"英文|英语|中文|日文|日语|韩语|韓語|法语|德语"
_CJK_NAMES = {"영어": "en", "한국어": "ko", "일본어": "ja", "중국어": "zh", "독일어": "de", "프랑스어": "fr", "스페인어": "es",
              "英語": "en", "日本語": "ja", "中国語": "zh", "韓国語": "ko", "フランス語": "fr", "ドイツ語": "de",
              "スペイン語": "es", "英文": "en", "英语": "en", "中文": "zh", "日文": "ja", "日语": "ja", "韩语": "ko",
              "韓語": "ko", "法语": "fr", "德语": "de"}
_MIRRORS = (
    # "영어로 물어보면 영어로", "한국어로 질문하면 한국어로 답해"
    rx(rf"(?P<a>{_KO})\s*로\s*(?:물어보|질문하|물으|쓰|말하|작성하|얘기하)(?:면|시면)\s*,?\s*(?P<b>{_KO})\s*로"),
    # "英語で聞いたら英語で", "日本語で質問されたら日本語で", "日本語なら日本語で"
    rx(rf"(?P<a>{_JA})(?:で(?:聞|き|質問|書|話)[^、。,]{{0,8}}?(?:たら|ば|とき|場合は?)|なら)\s*[、,]?\s*(?P<b>{_JA})で"),
    # "用英文问就用英文回答", "中文提问就用中文"
    rx(rf"用?(?P<a>{_ZH})(?:问|提问|写|问我|问的话)[^，。,]{{0,4}}?[，,]?\s*(?:就|则)?\s*用?(?P<b>{_ZH})"),
)
_LATIN = rx(r"\b(?:if|when(?:ever)?|si|quand|wenn|falls|cuando|se|quando)\s+(?:i|je|j'|ich|yo|eu|io)?\s*"
            r"(?:[\w']+\s+){0,3}?(?:in|en|auf|em|in)\s+(?P<a>[^\W\d_]+)\W+(?:[\w']+\s+){0,3}?"
            r"(?:in|en|auf|em)\s+(?P<b>[^\W\d_]+)", re.I)


def _code(name: str) -> str:
    return _CJK_NAMES.get(name) or LANGUAGES.get(name.lower(), "")


def mirrored(text: str) -> list[str]:
    """The languages the rule answers in themselves, in order, each once."""
    out: list[str] = []
    for pattern in (*_MIRRORS, _LATIN):
        for found in pattern.finditer(text):
            a, b = _code(found.group("a")), _code(found.group("b"))
            if a and a == b and a not in out:
                out.append(a)
    return out


def mirror_rule(text: str) -> str:
    """``user`` for a rule mirroring two or more languages, ``user_writes:XX`` for a single mirror said in Korean,
    Japanese or Chinese, else ""."""
    found = mirrored(text)
    if len(found) >= 2:
        return "user"
    if len(found) == 1 and re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]", text) and \
            any(p.search(text) for p in _MIRRORS):
        return f"user_writes:{found[0]}"
    return ""
