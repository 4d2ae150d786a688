"""Unit words in the reply's own script, written against the number: "시간 단위는 '분', '초'처럼 한국어로 쓰고,
숫자와 붙여 써 주세요 (5분, 30초)", "時間の単位は「分」「秒」で、数字とスペースを空けずに（5分）",
"时间单位用中文（5分钟），数字和单位之间不要空格", "write durations with Korean unit words attached to the number (3분, 10초)".

Why a module of its own: the unit-system reader (``reply_rule_units``) reads metric / imperial; this rule asks for
the unit *words* of one CJK language, shown by the rule's own examples (a number followed by a Han / Kana / Hangul
unit word). Two things can be asked, each by a cue of its own:

* no space between the number and the unit word ("붙여", "띄우지 말고", "スペースなし", "不要空格", "no space",
  "attached"): the reply must not write ``60 초``;
* the unit in that language ("한국어로", "日本語で", "用中文", "in Korean"): the reply must not write the same
  quantity with a Latin unit word (``5 sec``, ``3 minutes``).

The unit words are taken from the examples only ("5분", "30초"), and only those of a known dimension (time: seconds,
minutes, hours, days); a rule with no such example, or with neither cue, is not read (no check is guessed). The
result is patterns the reply must not match (``must_not_match``), so the verdict quotes the offending quantity.
"""
from __future__ import annotations

import re

from memlock_core.compliance.reply_rule_base import Clause
from memlock_core.regex_cache import rx

# a CJK unit word of a known dimension -> (dimension, words of the same unit in Latin script)
_SECONDS = r"secs?|seconds?"
_UNITS: dict[str, tuple[str, str]] = {
    "초": ("s", _SECONDS), "秒": ("s", _SECONDS), "秒钟": ("s", _SECONDS), "秒鐘": ("s", _SECONDS),
    "분": ("min", r"mins?|minutes?"), "分": ("min", r"mins?|minutes?"), "分钟": ("min", r"mins?|minutes?"),
    "分鐘": ("min", r"mins?|minutes?"),
    "시간": ("h", r"hrs?|hours?"), "時間": ("h", r"hrs?|hours?"), "小时": ("h", r"hrs?|hours?"),
    "小時": ("h", r"hrs?|hours?"),
    "일": ("d", r"days?"), "日": ("d", r"days?"), "天": ("d", r"days?"),
    "밀리초": ("ms", r"ms|millisec(?:ond)?s?"), "ミリ秒": ("ms", r"ms|millisec(?:ond)?s?"),
    "毫秒": ("ms", r"ms|millisec(?:ond)?s?"),
}
# an example in the rule: a number, then a unit word of the table (longest first: "밀리초" before "초")
_WORDS = "|".join(sorted(map(re.escape, _UNITS), key=len, reverse=True))
_EXAMPLE = rx(rf"(?<![\w.])\d+\s?(?P<u>{_WORDS})(?![\uac00-\ud7a3\u3040-\u30ff\u4e00-\u9fff])")
# "attached, no space": the number and its unit word written together
_NO_SPACE = rx(r"붙여|붙이|띄우지|띄어\s*쓰지|띄어쓰기\s*(?:없이|하지)|공백\s*없이|공백을?\s*(?:넣지|두지)|"
               r"スペース(?:を)?(?:入れ|空け|あけ)(?:ない|ず)|スペースなし|詰めて|くっつけ|空白なし|"
               r"不要(?:加)?空格|不加空格|没有空格|无空格|無空格|紧挨|緊挨|"
               r"\bno space\b|\bwithout (?:a )?space\b|\battached\b|\bjoined\b|\bsans espace\b|\bcoll[ée]e?s?\b|"
               r"\bohne leerzeichen\b|\bsin espacio\b|\bsenza spazio\b", re.I)
# "in the language": the unit words of that language, not Latin ones
_IN_LANGUAGE = rx(r"한국어로|한글로|日本語で|和文で|漢字で|用中文|用汉字|用漢字|中文(?:写|書|表示)|"
                  r"\bin (?:korean|japanese|chinese)\b|\b(?:korean|japanese|chinese) (?:unit )?(?:words|units)\b|"
                  r"\ben (?:coréen|japonais|chinois)\b|"
                  r"\bauf (?:koreanisch|japanisch|chinesisch)\b|\ben (?:coreano|japonés|chino)\b", re.I)
# a word that only opens with a unit syllable: "3 분기" (quarter), "2 분석", "1 초기화", "2 일부", "3 時間帯"
_COMPOUND = {"분": "석|기|야|류|리|할|산|포|량|명|배|노|위|해", "초": "기|과|안|보|래|점|대|월", "일": "부|반|단|정|상|치|괄|관|련|반적",
             "시간": "대|표|제|외", "分": "析|野|類|離|割|散|布|量|別|配|解", "日": "本|常|程|付|誌|記|中|曜",
             "時間": "帯|割|外", "秒": "針", "天": "气|氣|然|才|使"}


def _spaced(word: str) -> str:
    after = _COMPOUND.get(word)
    return rf"\d[ \u00a0\u3000]+{re.escape(word)}" + (rf"(?!{after})" if after else "")


def parse_unit_words(text: str) -> list[str]:
    """Patterns a reply must not match under a rule asking for CJK unit words (see the module docstring); []
    when the rule is not of this kind."""
    words = list(dict.fromkeys(m.group("u") for m in _EXAMPLE.finditer(text)))
    if not words:
        return []
    no_space, in_language = bool(_NO_SPACE.search(text)), bool(_IN_LANGUAGE.search(text))
    if not (no_space or in_language):
        return []
    patterns: list[str] = []
    if no_space:
        patterns.append("|".join(_spaced(w) for w in words))
    if in_language:
        latin = "|".join(dict.fromkeys(_UNITS[w][1] for w in words))
        patterns.append(rf"(?<![\w.])\d+(?:[.,]\d+)?[ \u00a0]?(?:{latin})(?![a-z])")
    return patterns


def rule_clauses(text: str) -> tuple[Clause, ...]:
    """The whole rule read as this kind: one ``number_shape`` clause per pattern; () when it is not of this kind.
    Read over the whole text (its example and its cues may stand in different sentences), before the other readers:
    "用中文" here names the unit words, not the reply's language, and "不要空格" refuses the space."""
    return tuple(Clause("number_shape", "must_not", p, words=text.strip()[:40]) for p in parse_unit_words(text))
