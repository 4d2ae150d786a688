"""An item of the user's own instruction list that says the pin shorter, in the shapes the word-level
comparison (:mod:`memlock_core.detection.shortened`) cannot read (issue 22).

* A currency written as its sign: "€ with two decimals" for "Show amounts in euros with two decimals".
  The sign is read as its name, then the item is compared as any shortened rule is.
* Han, Kana and Hangul, which have no spaces to find words by: "日志不打印密码或令牌" for
  "不要在日志里打印任何密码或令牌。", "금요일 오후 배포 금지" for "금요일 오후에는 배포하지 마세요.". Compared
  by characters, function characters and negation words set aside: every character of the item is one
  of the pin's, it holds at least half of the pin's, its numbers are the pin's ("30" is "三十"), and
  both ban or neither does.

Read only for list items (the user's own list already says it holds instructions) and only for pins
still drifted, so it can only turn a casualty alive on an item that says nothing the pin does not.
"""
from __future__ import annotations

import re
from typing import Iterable, Sequence

from memlock_core.detection.currency_names import as_codes
from memlock_core.detection.list_item_rule import restates_as_item
from memlock_core.detection.probes import derive_probes
from memlock_core.detection.rule_identity import says_other
from memlock_core.detection.shortened import says_less_by_words, says_less_of_the_same
from memlock_core.number_lexicon import han_value
from memlock_core.regex_cache import rx

_CURRENCY = {"€": " euros ", "$": " dollars ", "£": " pounds ", "¥": " yen ", "₩": " won ", "₹": " rupees "}
_SIGN = rx("[" + re.escape("".join(_CURRENCY)) + "]")


def _named_currency(text: str) -> str:
    return " ".join(_SIGN.sub(lambda m: _CURRENCY[m.group(0)], text).split())


# negation words first (removed before the characters are compared), then the function characters
_NEGATION = rx(r"不要|不|别|勿|禁止|严禁|没有|没|ない|禁止|しない|するな|마세요|마십시오|말고|말아|않|금지|못|없")
_FUNCTION = frozenset("的了在里和或与及把被是也都就请要一律个任何所有必须务必总是始终永远得着过吗呢吧时"
                      "のはがをにでともへてたしするますくださいいつもずべ必"
                      "은는이가을를에서와과도의로으하고요세주십시다항상꼭반드시")
_CJK_NUMBER = rx(r"[一二两三四五六七八九]?十[一二三四五六七八九]?|[零一二两三四五六七八九]")
MIN_CHARS = 2


def _wide(ch: str) -> bool:
    return "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af"


def _arabic(m: re.Match[str]) -> str:
    """A Chinese numeral below 100 as digits: "三十" is "30", "十五" is "15"."""
    return str(han_value(m.group(0)))


# a modal says the rule is binding, it adds no object: "一定要先问我" is "先问我" (and its "一" is no number)
_MODAL = rx(r"一定|必须|必須|务必|務必|总是|總是|始终|始終|一律")


def _reading(text: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """(content characters, numbers, bans) of a Han/Kana/Hangul text."""
    text = _CJK_NUMBER.sub(_arabic, _MODAL.sub(" ", text))
    bans = bool(_NEGATION.search(text))
    bare = _NEGATION.sub(" ", text)
    chars = frozenset(ch for ch in bare if _wide(ch) and ch not in _FUNCTION)
    return chars, frozenset(re.findall(r"\d+", bare)), bans


_LATIN_WORD = rx(r"[A-Za-z][A-Za-z0-9_.-]*")


def _latin_words(text: str) -> frozenset[str]:
    """The words in Latin letters of a Han/Kana/Hangul text: a branch, a tool, a name ("release", "push")."""
    return frozenset(w.casefold().rstrip(".-") for w in _LATIN_WORD.findall(text))


def _says_less_wide(pin: str, item: str) -> bool:
    if sum(1 for ch in item if _wide(ch)) < MIN_CHARS:
        return False
    if not _latin_words(item) <= _latin_words(pin):
        return False  # "不要直接推送到 release 分支" names another branch than "... main 分支": no character tells
    mine, my_numbers, my_ban = _reading(pin)
    theirs, their_numbers, their_ban = _reading(item)
    return (len(theirs) >= MIN_CHARS and theirs <= mine and 2 * len(theirs) >= len(mine)
            and their_numbers <= my_numbers and my_ban == their_ban)


# A thing kept out of reach, in a script without spaces: "本番NG", "master 别动", "本番は禁止", "운영 서버 금지" is a ban on
# touching what it names. It restates a pin that bans (any act) on that thing: every character and Latin word of it is
# the pin's, two characters or a Latin word at least.
_WIDE_OFF_LIMITS = rx(r"^\s*(?P<what>[^\s：:、。]+(?:\s+[^\s：:、。]+)?)\s*(?:は|：|:)?\s*"
                      r"(?:NG|ＮＧ|禁止|厳禁|不可|ダメ|だめ|触らない|别动|別動|勿动|不要动|不准动|不许动|금지|손대지\s*마)\W*$")
# the reply and how hard to try, said around a wide rule's object: "回答尽量简短" says "简短"
_WIDE_FRAME = rx(r"回答|答复|回复|返答|返信|尽量|尽可能|できるだけ|なるべく|답변|대답|가능한\s*한")
_WIDE_CLAUSE = rx(r"[，,、；;]")


def _says_wide_off_limits(pin: str, item: str) -> bool:
    m = _WIDE_OFF_LIMITS.match(item)
    if not m:
        return False
    what = m.group("what")
    mine, _, bans = _reading(pin)
    theirs, numbers, _ = _reading(what)
    latin = _latin_words(what)
    return bans and theirs <= mine and not numbers and latin <= _latin_words(pin) and (len(theirs) >= MIN_CHARS or bool(latin))


def _says_wide_clause(pin: str, item: str) -> bool:
    """The item says one clause of a wide pin of several, the reply and effort words set aside ("简短" for
    "回答尽量简短，不要长篇大论")."""
    clauses = [c for c in _WIDE_CLAUSE.split(pin) if c.strip()]
    return len(clauses) > 1 and any(_says_less_wide(_WIDE_FRAME.sub("", c), _WIDE_FRAME.sub("", item)) for c in clauses)


def restates_in_list(pin: str, probes: Sequence[str], items: Iterable[str]) -> str:
    """The list item of ``items`` that says ``pin`` shorter in one of the shapes above, or ""."""
    wide_pin = sum(1 for ch in pin if _wide(ch)) >= 2 * MIN_CHARS
    for item in items:
        if wide_pin and (_says_less_wide(pin, item) or _says_wide_off_limits(pin, item) or _says_wide_clause(pin, item)):
            return item
        named = _named_currency(item)
        if named != item and probes:
            shorter = says_less_of_the_same(_named_currency(pin), probes, named)
            if shorter and not says_other(pin, shorter):
                return item
        if probes and restates_as_item(pin, tuple(probes), item):  # a code, one clause, "first", "off limits"
            return item
        if probes and says_less_by_words(pin, item) and not says_other(pin, item):  # "diff before writing"
            return item
        coded, pin_coded = as_codes(item), as_codes(pin)
        if (coded != item or pin_coded != pin) and probes:  # "precios en MXN" for "... pesos mexicanos ..."
            shorter = says_less_of_the_same(pin_coded, derive_probes(pin_coded), coded)
            if shorter and not says_other(pin_coded, shorter):
                return item
    return ""


# A lead-in before a full-width or ASCII colon: "记住：", "再提醒一次：", "もう一度：", "다시 말하지만:"
_WIDE_LEAD = rx(r"^[^：:。！？]{1,10}[：:]\s*")


def restates_in_sentence(pin: str, units: Iterable[str]) -> str:
    """The rule sentence of ``units`` (evidence units: they already read as rules) that says a Han/Kana/Hangul
    ``pin`` in fewer characters, by the comparison above, once a lead-in that recalls the rule ("记住：",
    "再提醒一次：") is set aside; or "". The pin is restated by the user's own sentence, not only by a list item."""
    if sum(1 for ch in pin if _wide(ch)) < 2 * MIN_CHARS:
        return ""
    for unit in units:
        body = _WIDE_LEAD.sub("", unit.strip(), count=1)
        if body and _says_less_wide(pin, body):
            return unit
    return ""
