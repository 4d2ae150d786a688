"""Parts a parsed rule implies: a ban on emoticons and smileys bans emoji too (issue 22).

The compliance parse gives "no smileys or little pictures", "顔文字は無しで", "Keine Smileys" the value
``emoticons`` on a ``must_not emoji`` clause: compliance checks it as the emoji ban plus no text emoticons. As a rule
it therefore says every part of a plain emoji ban ("Don't use emojis in any reply"), and a live sentence that says it
restates that pin. Not the reverse: a plain emoji ban does not say the emoticon part. Likewise a variety says its
language: simplified Chinese characters say the reply is in Chinese, pt-BR spelling that it is in Portuguese. A class
of a module refused ("no unittest.TestCase classes") says the module refused ("pytest, not unittest").
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
        # a variety is written in its language: simplified (or traditional) characters in Chinese ("就按大陆的写法来"
        # says "用简体中文回答"), Brazilian spelling in Portuguese ("PT-BR" says "responda em português do Brasil");
        # rule_identity keeps a variety the pin does not name another rule (a bare language pin is not restated)
        # a class of a module refused is the module refused, for telling rules apart: "no unittest.TestCase classes"
        # restates "pytest, not unittest" (the framework is refused either way)
        if part[:3] == ("reply", "style", "must") and len(part) > 3 and part[3].startswith("no_module:") \
                and "." in part[3] and part[3][10:11].islower():
            out.add(("reply", "style", "must", part[3].split(".")[0], *part[4:]))
        language = variety_language(part)
        if language:
            out.add(("reply", "language", "must", language, *part[4:]))
    return frozenset(out)


def variety_language(part: Part) -> str:
    """The language a variety part is written in ("zh" for simplified characters, "pt" for pt-BR spelling), or ""."""
    if part[:3] == ("reply", "register", "must") and part[3] in ("zh_simplified", "zh_traditional"):
        return "zh"
    if part[:3] == ("reply", "spelling", "must") and len(part) > 3 and len(part[3].split("-")[0]) == 2 \
            and "-" in part[3]:
        return part[3].split("-")[0].lower()
    return ""
