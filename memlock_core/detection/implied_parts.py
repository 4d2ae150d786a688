"""Parts a parsed rule implies: a ban on emoticons and smileys bans emoji too (issue 22).

The compliance parse gives "no smileys or little pictures", "顔文字は無しで", "Keine Smileys" the value
``emoticons`` on a ``must_not emoji`` clause: compliance checks it as the emoji ban plus no text emoticons. As a rule
it therefore says every part of a plain emoji ban ("Don't use emojis in any reply"), and a live sentence that says it
restates that pin. Not the reverse: a plain emoji ban does not say the emoticon part. Likewise a rule for simplified
(or traditional) Chinese characters says the reply is in Chinese.
"""
from __future__ import annotations

from typing import Iterable

Part = tuple[str, ...]


def with_implied(parts: Iterable[Part]) -> frozenset[Part]:
    """``parts`` plus what each implies (see the module doc)."""
    out = set(parts)
    for part in list(out):
        if part[:4] == ("reply", "emoji", "must_not", "emoticons"):
            out.add(("reply", "emoji", "must_not", "", *part[4:]))
        # simplified (or traditional) characters are written in Chinese: "就按大陆的写法来" says "用简体中文回答"
        if part[:4] in (("reply", "register", "must", "zh_simplified"), ("reply", "register", "must", "zh_traditional")):
            out.add(("reply", "language", "must", "zh", *part[4:]))
    return frozenset(out)
