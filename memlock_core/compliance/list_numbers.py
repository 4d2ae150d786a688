"""Lists "without numbers" said in the languages that put the negation after the noun: "목록은 번호 없이",
"목록에 번호를 매기지 마세요", "番号なしで箇条書き", "列表不要编号".

Why: the list reader knows "numbered" and its negations in the European languages ("no numbers", "ohne Nummern",
"sin números"), but a Korean, Japanese or Chinese "without numbers" was not read at all ("목록은 번호 없이 글머리 기호로만"
checked only the bullet's mark, and a numbered list passed), or worse, "列表不要编号" ("lists need no numbering") read
as "no lists". The phrase asks that the lists the reply has are not numbered; a reply without lists has none to judge.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

_UNNUMBERED = rx(
    r"번호\s*(?:없이|없는|는\s*빼고)|번호를?\s*(?:매기지|붙이지|달지|쓰지)\s*(?:마|말|않)|숫자\s*없이|"
    r"番号(?:を|は)?(?:なし|無し|付けず|付けない|つけず|つけない|振らず|振らない|いらない|不要)|"
    r"(?:不要|不用|别|別|勿|不)(?:加|带|帶|用|使用)?(?:编号|編號|序号|序號|数字编号)|(?:无|無)(?:编号|編號|序号|序號)")


def unnumbered(clause: str) -> str:
    """The words of ``clause`` that ask for lists without numbers, or ""."""
    found = _UNNUMBERED.search(clause)
    return found.group(0) if found else ""
