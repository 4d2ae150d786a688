"""Katakana spellings a rule refuses: "「サーバー」「ユーザー」のように長音記号をつけて（サーバ、ユーザはNG）", "サーバ、ユーザは
使わないで", "「コンピュータ」ではなく「コンピューター」".

Why a module of its own: the word-ban reader takes one quoted word before a ban ("「サーバ」はNG"); a Japanese style
rule lists several bare katakana words ("サーバ、ユーザはNG") or sets the refused spelling against the kept one ("A
ではなく B"). A katakana run is a term by its script, so it needs no quotes. The words come back for ``no_words``; the
word matcher reads katakana by its script, so "サーバー" does not hold the refused "サーバ".
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["refused_katakana"]

_KATA = r"[\u30a1-\u30fa\u30fc]{2,12}"
# a list of katakana words before a ban: "サーバ、ユーザはNG", "「サーバ」「ユーザ」は禁止", "サーバ・ユーザと書かないで"
_LISTED = rx(rf"(?P<list>[「『]?{_KATA}[」』]?(?:\s*[、,・/／]\s*[「『]?{_KATA}[」』]?|[「『]{_KATA}[」』])*)\s*"
             r"(?:は|も|と(?:いう)?(?:表記|書)?(?:は|を|く|き)?)?\s*(?:NG|ＮＧ|禁止|使わない|使わず|使用しない|避け|ダメ|だめ|"
             r"書かない|書かず|不可|しないで|しない)")
# "「コンピュータ」ではなく「コンピューター」", "サーバじゃなくてサーバー": the first is refused
_NOT_BUT = rx(rf"[「『]?(?P<word>{_KATA})[」』]?\s*(?:ではなく|じゃなくて|でなく)\s*[「『]?(?P<kept>{_KATA})")


# a rule about how words are written (not about the thing a word names: "テストは書かないで" refuses tests)
_NOTATION = rx(r"表記ゆれ|書き方|綴り|つづり|スペル|長音|用語|言葉|単語|カタカナ|片仮名|のように")


def refused_katakana(text: str) -> list[str]:
    """The katakana words the rule refuses; [] when it names none."""
    out: list[str] = []
    for m in _LISTED.finditer(text):
        if "「" in m.group("list") or "『" in m.group("list") or _NOTATION.search(text):
            out += re.findall(_KATA, m.group("list"))
    for m in _NOT_BUT.finditer(text):
        if m.group("word") != m.group("kept"):
            out.append(m.group("word"))
    kept = set(re.findall(rf"[「『]({_KATA})[」』]\s*(?:のように|と(?:書|表記))", text))
    return [w for w in dict.fromkeys(out) if w not in kept]
