"""A mark a rule asks every reply to open with, when the mark is an emoji written bare, and the long replies a
marker rule may be kept to.

Why: ``_MARKER`` (reply_rule_openings) reads a quoted text or a word of two characters or more, and the emoji reader
reads the word "emoji"; a rule that shows the one emoji it wants ("Please start every reply with a ✅ so I can scan the
chat", "Commence chaque réponse par un ✅", "Beginne jede Antwort mit einem 🟢", "Empieza cada respuesta con ✅",
"返信は必ず✅で始めて", "每条回复都以✅开头") was read by neither. Its check is ``opens_with`` that emoji: another check
mark ("✔") or the emoji at the end breaks it. A rule that refuses the emoji ("don't start with ✅") or makes it one of
several ("start with ✅ or ❌") is left alone (not one mark every reply must open with).

The long replies: "Put a one-line TL;DR at the very top of long answers" speaks to long replies only (``when: long``,
the measure the heading rules use), so a short reply is not_applicable rather than broken.
"""
from __future__ import annotations

import re

from memlock_core.compliance.emoji import EMOJI
from memlock_core.compliance.reply_rule_base import negated
from memlock_core.compliance.reply_rule_headings import LONG_SCOPE
from memlock_core.regex_cache import rx

__all__ = ["emoji_opener", "label_at_end", "long_scoped"]

_ARTICLE = r"(?:(?:an?|the|one|a single|un|une|ein|einem|einen|eine[mr]?|el|la|uno|una|um|uma)\s+)?"
# the verb of opening and the word that hands it its mark, the emoji right after ("start ... with a ✅")
_LATIN = rx(r"\b(?:start|begin|open|lead|prefix)\w*\b[^.;\n]{0,40}?\b(?:with|by)\s+" + _ARTICLE + r"(?P<e>\S{1,12})|"
            r"\bcommence\w*\b[^.;\n]{0,40}?\bpar\s+" + _ARTICLE + r"(?P<f>\S{1,12})|"
            r"\b(?:beginn|fang)\w*\b[^.;\n]{0,40}?\bmit\s+" + _ARTICLE + r"(?P<g>\S{1,12})|"
            r"\b(?:empiez|empiec|comienz|comienc|inizi|comec|começ)\w*\b[^.;\n]{0,40}?\b(?:con|com|por)\s+" + _ARTICLE
            + r"(?P<s>\S{1,12})", re.I)
# "✅で始めて", "冒頭に✅を", "以✅开头", "✅로 시작": the emoji right before (or after) the CJK verb of opening
_CJK = rx(rf"(?P<e>{EMOJI.pattern})\s?(?:で始め|から始め|で書き始め|로\s?시작|으로\s?시작|开头|開頭)|"
          rf"(?:冒頭|先頭|最初)に\s?(?P<f>{EMOJI.pattern})\s?を")
# "Put a one-line TL;DR at the very top of long answers", "a TL;DR at the bottom": a label put at one end of the reply
_LABEL_AT = rx(r"\b(?:put|add|place|include|give|write)\s+(?:me\s+)?(?:an?\s+)?(?:(?:one|single|1)[- ]line\s+|short\s+|"
               r"brief\s+)?[\"“'`]?(?P<m>TL;?DR|Bottom line|In short|Summary)[\"”'`]?:?\s+(?:line\s+)?"
               r"(?:at|on)\s+(?:the\s+)?(?:very\s+)?(?P<where>top|start|beginning|bottom|end)\b", re.I)
# "with ✅ or ❌", "✅ / ❌": a choice between marks, not the one mark
_CHOICE = rx(r"^\s*(?:or|oder|ou|o|/|,|或|か|또는)\s*$", re.I)


def emoji_opener(clause: str) -> str:
    """The one emoji ``clause`` asks every reply to open with ("start every reply with a ✅"); "" when it names none,
    names it in a ban, or offers several."""
    for found in (*_LATIN.finditer(clause), *_CJK.finditer(clause)):
        word = next((g for g in found.groups() if g), "")
        marks: list[str] = [str(m) for m in EMOJI.findall(word)]
        if len(marks) != 1 or not word.startswith(marks[0]) or word[len(marks[0]):].strip(".,;:!)»\"'”を") != "":
            continue
        if negated(clause, found.start(), found.end()):
            return ""  # "never start with ✅": refused, not asked for
        after = clause[found.end():found.end() + 6]
        other = EMOJI.search(after)
        if other is not None and _CHOICE.match(after[:other.start()]):
            return ""  # "start with ✅ or ❌": one of several
        return marks[0]
    return ""


def long_scoped(clause: str) -> bool:
    """``clause`` keeps its rule to long replies ("at the very top of long answers", "réponses longues")."""
    return bool(LONG_SCOPE.search(clause))


def label_at_end(clause: str) -> tuple[str, str] | None:
    """("opens_with" | "ends_with", label) for a label the rule puts at the top or the bottom of the reply ("Put a
    one-line TL;DR at the very top"); None otherwise or when refused ("don't put a TL;DR at the top")."""
    found = _LABEL_AT.search(clause)
    if found is None or negated(clause, found.start(), found.end()):
        return None
    part = "opens_with" if found.group("where").lower() in ("top", "start", "beginning") else "ends_with"
    return part, found.group("m")
