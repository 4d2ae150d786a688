"""The emoji a rule keeps, when another sentence or clause of it refuses the rest: "Statuses as emoji: ✅ done, ❌
failed. No other emoji.", "Emojis sind tabu. Einzige Ausnahme: ✅ und ❌ in Checklisten.", "Emojis: nur ✅/❌ in
Checklisten erlaubt, sonst keine", "ステータスは絵文字で：✅ 完了、❌ 失敗。それ以外の絵文字は使わないこと。".

Why a module of its own: the emoji reader reads one piece of the rule at a time. Said in one clause ("no emoji
except ✅ and ❌") the exception is read; said in a sentence of its own, "no other emoji" was a ban on every emoji
(the kept ones broke it), the exception's sentence was left unread, and "only ✅/❌ allowed, otherwise none" read the
kept ones as the banned ones. This reads the whole text: the emoji it names in a positive sense (a status set, an
exception, an allowance, "only") are the ones allowed, and a ban of the others becomes a ban with those excepted.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.reply_rule_base import Clause
from memlock_core.regex_cache import rx

__all__ = ["kept_emoji", "mend_others"]

C = TypeVar("C")

# a refusal of the other emoji: "no other emoji", "otherwise none", "sonst keine", "keine anderen", "aucun autre",
# "ningún otro", "nessun altro", "nenhum outro", "それ以外の絵文字は使わない", "他の絵文字はなし", "其他表情不要", "다른 이모지는 쓰지"
_OTHERS = rx(r"\b(?:no|any|never|none of the|nothing)\s+(?:\w+\s+)?(?:other|else)\b|\bother\s+(?:emoji|emojis|emoticons|"
             r"icons)\s+(?:are|is)\s+(?:not|banned|forbidden|out)\b|\botherwise,?\s+(?:none|no\b|nothing)|\b(?:sonst|ansonsten)\s+"
             r"(?:keine|nichts|gar keine)\b|\bkeine\s+(?:\w+\s+)?ander\w*|\b(?:aucun|aucune|pas d['’])\s*(?:autres?)\b|"
             r"\bsinon,?\s+(?:aucun|rien|pas)\b|\bning[uú]n\w*\s+otr[oa]s?\b|\bsi no,?\s+ningun\w*|\bnada m[aá]s\b|"
             r"\bnessun\w*\s+altr[oaie]\b|\baltrimenti\s+nessun\w*|\bnenhu\w+\s+outr[oa]s?\b|\bsen[aã]o,?\s+nenhu\w+|"
             r"それ以外|他の(?:絵文字|顔文字)?は?(?:使わ|なし|無し|禁止|不可|NG)|以外(?:の絵文字)?は(?:使わ|なし|禁止|不可|NG)|"
             r"其他(?:的)?(?:表情|emoji)?(?:都)?(?:不要|别|不用|禁止)|(?:다른|그\s*외(?:의)?)\s*(?:이모지|이모티콘)?\S*\s*"
             r"(?:쓰지|사용하지|넣지|금지|안\s*돼)", re.I)
# an exception said in its own sentence: "the only exception: ✅", "einzige Ausnahme: ✅", "seule exception : ✅"
_EXCEPTION = rx(r"\b(?:(?:the\s+)?only\s+exceptions?|exceptions?\s*:|einzige\s+ausnahme|ausnahmen?\s*:|seule\s+exception|"
                r"exceptions?\s*:|[úu]nica\s+excepci[oó]n|excepci[oó]n(?:es)?\s*:|unica\s+eccezione|eccezion[ei]\s*:|"
                r"[úu]nica\s+exce[çc][ãa]o|exce[çc](?:ão|ões)\s*:|enige\s+uitzondering|uitzondering\s*:)|"
                r"唯一の例外|例外は|例外：|例外:|유일한\s*예외|예외는|唯一的例外|例外是", re.I)
# an allowance of the named emoji: "only ✅/❌ allowed", "nur ✅ erlaubt", "seulement ✅", "solo ✅", "✅ だけ"
_ALLOWED = rx(r"\b(?:only|just|nur|ausschließlich|seulement|uniquement|solo|sólo|solamente|s[oó]|apenas|alleen)\b|"
              r"\b(?:allowed|fine|ok|okay|erlaubt|autoris[ée]s?|permitid[oa]s?|consentit[ei]|toegestaan)\b|だけ|のみ|只", re.I)
_EMOJI_WORD = rx(r"\b(?:emojis?|emoji-?s|émojis?|emoticons?|emoticonos?)\b|絵文字|表情|이모지|이모티콘", re.I)
# a status set: "✅ done, ❌ failed", "✅ 完了、❌ 失敗"
_STATUS = rx(r"\bstatus\w*|\bestados?\b|\bétats?\b|\bstati\b|ステータス|状態|状态|상태", re.I)


def kept_emoji(text: str) -> tuple[str, ...]:
    """The emoji the rule keeps while it refuses the others, or () when it names none in that sense."""
    found = tuple(dict.fromkeys(find_emoji(text)))
    if not found or not _OTHERS.search(text) and not _EXCEPTION.search(text):
        return ()
    first = text.find(found[0])
    sentence_start = max(text.rfind(mark, 0, first) for mark in (".", "。", "!", "?", ";", "\n")) + 1
    lead = text[sentence_start:first]
    if _EXCEPTION.search(lead) or _ALLOWED.search(lead) or _STATUS.search(text) or _legend(text, found):
        return found
    return ()


# a legend of emoji, each given its meaning: "✅ done, ❌ failed", "✅ = pass / ❌ = fail", "Use ✅ for passing checks
# and ❌ for failures", "✅ pour fait, ❌ pour échoué", "✅ für erledigt", "✅ para hecho", "✅ 完了、❌ 失敗"
_LEGEND = rx(r"\x00\s*(?:=|:|->|→|[-–]\s)?\s*[^\W\d][^\x00.;!?\n]{0,30}?[,、/;]\s*(?:and\s+|et\s+|und\s+|y\s+|e\s+)?\x00"
             r"|\x00\s*(?:for|means|pour|signifie|für|bedeutet|para|significa|per)\s+[^\W\d]", re.I)
_BANNED_AFTER = rx(r"\x00\s*(?:is|are|sind|ist|est|sont|es|son|è|sono|é|são)?\s*(?:not|never|banned|forbidden|off|out|"
                   r"verboten|tabu|interdits?|prohibidos?|vietat[oi]|proibidos?)\b|\x00\s*(?:は|も)?(?:禁止|なし|不可|NG)", re.I)


def _legend(text: str, found: tuple[str, ...]) -> bool:
    """The rule gives two or more emoji each a meaning (a legend), none of them refused."""
    if len(found) < 2:
        return False
    marked = text
    for emoji in sorted(found, key=len, reverse=True):
        marked = marked.replace(emoji, "\x00")
    return bool(_LEGEND.search(marked)) and not _BANNED_AFTER.search(marked)


def _all_refused(text: str, out: list[Any]) -> list[Any]:
    """"No 🚀 or 🎉, and no other emoji either", "Kein 🚀, kein 🎉 und auch sonst keine Emojis": the named emoji
    refused and the others too, so every emoji is: the ban of the named ones becomes a ban of all."""
    if not (_OTHERS.search(text) and _EMOJI_WORD.search(text)):
        return out
    named = [c for c in out if c.object == "emoji" and c.polarity == "must_not" and c.value == "named" and not c.region]
    if not named or any(c.object == "emoji" and c.polarity == "must_not" and c.value == "" for c in out):
        return out
    return [replace(c, value="", bound="") if c is named[0] else c for c in out if c not in named[1:]]


def mend_others(text: str, clauses: Sequence[C]) -> list[C]:
    """The clauses with a ban of every emoji (or of the kept ones, read as banned) turned into a ban of the others."""
    out: list[Any] = list(clauses)
    kept = kept_emoji(text)
    if not kept:
        return _all_refused(text, out)
    place = " @lists" if re.search(r"check-?list|checklist|チェックリスト|체크리스트|清单", text, re.I) else ""
    allowed = " ".join(kept) + place
    bans = [c for c in out if c.object == "emoji" and c.polarity == "must_not" and not c.region
            and (c.value == "" and not c.bound or c.value == "named" and set(c.bound.split()) <= set(kept))]
    status = any(c.object == "emoji" and c.value == "status" for c in out)
    if bans:
        first = bans[0]
        out = [c for c in out if c not in bans]
        out.append(replace(first, value="allowed", bound=allowed))
    elif status and _OTHERS.search(text):  # "✅ done, ❌ failed, no other emoji": one clause, its ban of the rest
        base = next(c for c in out if c.object == "emoji" and c.value == "status")
        out.append(replace(base, polarity="must_not", value="allowed", bound=allowed))
    elif not any(c.object == "emoji" for c in out) and _OTHERS.search(text) and _EMOJI_WORD.search(text):
        # "Emojis: only ✅/❌ allowed in checklists, otherwise none": an allowance the piece reader leaves unread
        out.append(Clause("emoji", "must_not", "allowed", bound=allowed, words=_EMOJI_WORD.search(text).group(0)))  # type: ignore[union-attr]
    return out
