"""The mark a numbered list's numbers are written with: "1." or "1)" or "(1)".

Why a module of its own: "When listing steps use '1.' style, not '1)' or '(1)'", "numérote avec « 1) », pas « 1. »",
"Nummerierung immer als 1., 2., nicht 1) 2)", "番号は「1.」の形式で、「(1)」は使わない" name the marks by showing them; no
reader of list rules reads a shown mark, so the rule was left unchecked. The rule is read from the marks it shows: the
one shown without a negation before it is wanted, the ones after "not" / "pas" / "nicht" / "no" / "instead of" (and the
marks joined to them by "or", ",", "ou", "oder", "o") are refused. A rule that shows one mark alone, or wants two, is
left unread.

The reply's numbered items are read outside code: a line opening on a number and its mark, and a run of inline numbers
("(1) Stop the service. (2) Move the log.") that counts up from 1 or 2. Any item numbered with another mark breaks the
rule; items all written with the wanted mark obey it; a reply without numbered items is not judged.
"""
from __future__ import annotations

import re

from memlock_core.compliance.negation import contrast
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_rule_base import Clause
from memlock_core.compliance.tone_spec import NUMBER_MARK_FORMATS, NUMBERED_DOT, NUMBERED_PAREN, NUMBERED_WRAPPED
from memlock_core.regex_cache import rx

DOT, PAREN, WRAPPED = NUMBERED_DOT, NUMBERED_PAREN, NUMBERED_WRAPPED
FORMATS = NUMBER_MARK_FORMATS
_SHOWN = {DOT: "1.", PAREN: "1)", WRAPPED: "(1)"}

# a mark shown in the rule: "(1)", "1)", "1." (a digit or a letter a/i), not a version ("1.5") nor a list of steps
_MARK = rx(r"(?<![\w.(])(?:\((?P<w>\d|[ai])\)|(?P<p>\d|[ai])\)|(?P<d>\d)\.(?!\d))")
# a cue that refuses the marks after it
_REFUSE = rx(rf"\b(?:{contrast()})\b|不要用?|别用|而不是|不是", re.I)
# a refusal written after the mark: "「(1)」は使わないで", "「1)」ではなく", "(1) 禁止"
_REFUSED_AFTER = rx(r"[\s'\"「」『』]*(?:は|を|も)?\s*(?:使わない|使用しない|禁止|ではなく|じゃなく|사용하지|말고|대신)")
# what joins two refused marks: "'1)' or '(1)'", "1), (1)", "ni (1)"
_JOIN = rx(r"^[\s'\"«»„“”‘’「」『』`,/]*(?:(?:or|and|nor|ou|ni|et|oder|und|o|u|y|e|né|または|や|と|或)\b)?"
           r"[\s'\"«»„“”‘’「」『』`,/]*$", re.I)
# the rule speaks of numbers or steps: "numbering", "listing steps", "numérote", "Nummerierung", "番号"
_NUMBERING = rx(r"\b(?:number\w*|numbered|steps?|lists?|listing|items?|style|format|num[ée]ro\w*|[ée]tapes?|listes?|"
                r"nummer\w*|schritte?|liste\w*|numera\w*|pasos?|listas?|passi|elenc\w*)\b|番号|手順|リスト|编号|步骤|번호", re.I)


def _kind(found: re.Match[str]) -> str:
    return WRAPPED if found.group("w") else PAREN if found.group("p") else DOT


def parse(clause: str) -> str:
    """The wanted mark's format token for a rule that shows it beside marks it refuses; "" for any other clause."""
    if not _NUMBERING.search(clause):
        return ""
    marks = list(_MARK.finditer(clause))
    if len(marks) < 2:
        return ""
    wanted: list[str] = []
    refused: list[str] = []
    previous_refused = False
    start = 0
    for found in marks:
        between = clause[start:found.start()]
        refuse = bool(_REFUSE.search(between)) or (previous_refused and bool(_JOIN.match(between))) \
            or bool(_REFUSED_AFTER.match(clause, found.end()))
        (refused if refuse else wanted).append(_kind(found))
        previous_refused, start = refuse, found.end()
    kinds = set(wanted)
    if len(kinds) != 1 or not refused or kinds & set(refused):
        return ""
    return kinds.pop()


def read_number_marks(clause: str) -> list[Clause]:
    """The reply-rule reader: a shape clause for the wanted mark (see :func:`parse`)."""
    token = parse(clause)
    return [Clause("shape", "must", token, words=clause.strip()[:40])] if token else []


_FENCE = rx(r"```.*?(?:```|$)|~~~.*?(?:~~~|$)", re.S)
_LINE_ITEM = rx(r"^[ \t]*(?:\((?P<w>\d{1,3})\)|(?P<p>\d{1,3})\)|(?P<d>\d{1,3})\.)[ \t]+\S", re.M)
# inline numbers in prose: "(1) Stop ... (2) Move ...", "1) stop, 2) move": read when they count up
_INLINE = rx(r"(?:(?<=\s)|^)(?:\((?P<w>\d{1,2})\)|(?P<p>\d{1,2})\))(?=\s+\S)", re.M)


def verdict(part: str, text: str) -> Finding:
    """The reply's numbered items (outside code) all written with the mark ``part`` names."""
    prose = _FENCE.sub("\n", text)
    prose = re.sub(r"`[^`\n]*`", " ", prose)
    items: list[tuple[str, str]] = []
    for found in _LINE_ITEM.finditer(prose):
        items.append((_kind(found), found.group(0).strip()[:12]))
    inline = [m for m in _INLINE.finditer(prose) if not re.match(r"[ \t]*$", prose[prose.rfind("\n", 0, m.start()) + 1:m.start()])]
    numbers = [int(m.group("w") or m.group("p")) for m in inline]
    if len(inline) >= 2 and numbers[0] in (1, 2) and all(b == a + 1 for a, b in zip(numbers, numbers[1:])):
        items += [(_kind(m), m.group(0).strip()) for m in inline]
    if not items:
        return NOT_APPLICABLE, "no numbered items"
    wrong = [shown for kind, shown in items if kind != part]
    if wrong:
        return BROKEN, f"numbered as {', '.join(dict.fromkeys(w.split()[0] for w in wrong))}, not {_SHOWN[part]}"
    return OBEYED, f"{len(items)} numbered items written {_SHOWN[part]}"
