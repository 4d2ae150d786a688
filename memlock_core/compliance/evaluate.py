"""Evaluate pin checks: one verdict per checked pin for a reply or a tool call. Pure functions.

Outcomes: ``obeyed``, ``broken`` (with evidence a person can verify) or ``not_applicable`` (the
check does not speak to this reply: too short to have a format, prose too short to identify a
language, a tool the check does not cover). When in doubt the verdict is not_applicable: a false
"broken" costs the user a needless correction and trust in the tool.

What each reply check looks at:

* language, format and length: the reply's own prose - fenced code blocks are left out (a code
  sample is neither a bullet list nor French), and for language also inline code, URLs, paths and
  quoted passages;
* ``must_match`` / ``must_not_match``: the whole reply, code included.
"""
from __future__ import annotations

import fnmatch
import json
import re
from dataclasses import asdict, dataclass
from typing import Any, Sequence

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import ReplyCheck, ToolCheck
from memlock_core.compliance.language import (
    MAX_WANTED_SCORE,
    MIN_CONFIDENCE,
    LanguageIdentifier,
    identify_reply,
    strip_code,
)
from memlock_core.compliance.patterns import MAX_SCAN_CHARS, around, compile_pattern, first_match

OBEYED, BROKEN, NOT_APPLICABLE = "obeyed", "broken", "not_applicable"
OUTCOMES = (OBEYED, BROKEN, NOT_APPLICABLE)
MIN_FORMAT_WORDS = 12  # a reply shorter than this has no "format" to speak of ("Done.", "Oui, c'est fait.")
EVIDENCE_CAP = 200

_BULLET = re.compile(r"^\s{0,8}(?:[-*•‣◦▪–+])\s+\S")
_NUMBERED = re.compile(r"^\s{0,8}(?:(?:step|étape|schritt|paso)\s+)?\d{1,3}[.):]\s+\S", re.I)
_HEADING = re.compile(r"^\s{0,3}(?:#{1,6}\s|\*\*[^*]+\*\*:?\s*$|[^\s].{0,60}:\s*$)")
_TABLE = re.compile(r"^\s*\|")
_WORDS = re.compile(r"\S+")
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u26FF\u2700-\u27BF\u2B50\u2B55\u2B1B\u2B1C\u231A\u231B"
                    "\u23E9-\u23F3\u23F8-\u23FA\u3030\u303D\u3297\u3299]")
_NOT_EMOJI = frozenset("\u2713\u2714\u2717\u2718\u2022\u2794\u27A4")  # check marks, bullets, arrows: typography


@dataclass(frozen=True)
class ComplianceVerdict:
    """One pin's verdict on one reply or tool call."""

    anchor_id: str
    outcome: str  # obeyed | broken | not_applicable
    evidence: str
    rule: str = ""  # which part decided: language | bullets | numbered | no_emoji | max_words | ... | tool
    source: str = "reply"  # reply | tool
    enforce: str = "warn"

    @property
    def broken(self) -> bool:
        return self.outcome == BROKEN

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _lines(text: str) -> list[str]:
    return [line for line in strip_code(text).splitlines() if line.strip()]


def _format_verdict(kind: str, text: str) -> tuple[str, str]:
    body = strip_code(text)
    if len(_WORDS.findall(body)) < MIN_FORMAT_WORDS:
        return NOT_APPLICABLE, f"reply too short for a format ({len(_WORDS.findall(body))} words)"
    marker = _BULLET if kind == "bullets" else _NUMBERED
    other = _NUMBERED if kind == "bullets" else _BULLET
    lines = [ln for ln in _lines(text) if not _TABLE.match(ln)]
    listed = [ln for ln in lines if marker.match(ln) or (kind == "bullets" and other.match(ln))]
    prose_lines = [ln for ln in lines if ln not in listed and not _HEADING.match(ln)]
    name = "bullet points" if kind == "bullets" else "numbered steps"
    if not listed:
        first = prose_lines[0] if prose_lines else lines[0]
        return BROKEN, f"no {name}: the reply is prose (\"{first[:80]}\")"
    if len(prose_lines) > max(3, 2 * len(listed)):
        return BROKEN, f"mostly prose: {len(prose_lines)} prose lines, {len(listed)} {name}"
    return OBEYED, f"{len(listed)} {name}"


def _emoji(text: str) -> tuple[str, str]:
    body = strip_code(text)
    found = [m.group(0) for m in _EMOJI.finditer(body) if m.group(0) not in _NOT_EMOJI]
    if found:
        return BROKEN, f"emoji {''.join(dict.fromkeys(found))[:10]} in \"{around(body, found[0], 50)}\""
    return OBEYED, "no emoji"


def _language(want: str, text: str, identifier: LanguageIdentifier | None) -> tuple[str, str]:
    guess, words = identify_reply(text, identifier)
    if guess is None:
        return NOT_APPLICABLE, "too little prose to tell the language"
    if guess.language is None:
        return NOT_APPLICABLE, f"language not identified ({guess.identifier} identifier"\
            + ("; install memlock[language] for more languages)" if guess.identifier == "builtin" else ")")
    if guess.language == want:
        return OBEYED, f"reply is in {want} ({guess.identifier} {guess.confidence:.2f})"
    wanted = guess.score_of(want)
    if guess.confidence < MIN_CONFIDENCE and (wanted is None or wanted >= MAX_WANTED_SCORE):
        return NOT_APPLICABLE, f"language unclear ({guess.language}? {guess.confidence:.2f})"
    return BROKEN, f"reply is in {guess.language}, not {want} ({guess.identifier} {guess.confidence:.2f}): \"{words[:80]}\""


def _reply_parts(check: ReplyCheck, text: str, identifier: LanguageIdentifier | None) -> list[tuple[str, str, str]]:
    parts: list[tuple[str, str, str]] = []
    if check.language:
        parts.append(("language", *_language(check.language, text, identifier)))
    for kind in check.format:
        parts.append((kind, *(_emoji(text) if kind == "no_emoji" else _format_verdict(kind, text))))
    if check.max_words:
        count = len(_WORDS.findall(strip_code(text)))
        parts.append(("max_words", BROKEN if count > check.max_words else OBEYED,
                      f"{count} words (limit {check.max_words})"))
    if check.max_chars:
        size = len(strip_code(text).strip())
        parts.append(("max_chars", BROKEN if size > check.max_chars else OBEYED,
                      f"{size} characters (limit {check.max_chars})"))
    for pattern in check.must_match:
        found = compile_pattern(pattern).search(text[:MAX_SCAN_CHARS])
        parts.append(("must_match", OBEYED if found else BROKEN,
                      f"matches /{pattern}/" if found else f"nothing matches /{pattern}/"))
    if check.must_not_match:
        hit = first_match(list(check.must_not_match), text)
        parts.append(("must_not_match", BROKEN if hit else OBEYED,
                      f"forbidden \"{hit[1][:60]}\" in \"{around(text, hit[1])}\"" if hit else "no forbidden pattern"))
    return parts


def _combine(anchor: Anchor, parts: list[tuple[str, str, str]], source: str, enforce: str) -> ComplianceVerdict:
    for rule, outcome, evidence in parts:
        if outcome == BROKEN:
            return ComplianceVerdict(anchor.id, BROKEN, evidence[:EVIDENCE_CAP], rule, source, enforce)
    obeyed = [p for p in parts if p[1] == OBEYED]
    if obeyed:
        return ComplianceVerdict(anchor.id, OBEYED, "; ".join(p[2] for p in obeyed)[:EVIDENCE_CAP],
                                 ",".join(p[0] for p in obeyed), source, enforce)
    why = "; ".join(p[2] for p in parts) or "nothing to check"
    return ComplianceVerdict(anchor.id, NOT_APPLICABLE, why[:EVIDENCE_CAP], "", source, enforce)


def check_reply(anchors: Sequence[Anchor], reply: str, *,
                identifier: LanguageIdentifier | None = None) -> list[ComplianceVerdict]:
    """A verdict for every anchor whose check has a reply part."""
    text = reply if isinstance(reply, str) else ""
    verdicts = []
    for anchor in anchors:
        check = anchor.check
        if check is None or check.reply is None:
            continue
        verdicts.append(_combine(anchor, _reply_parts(check.reply, text, identifier), "reply", check.enforce))
    return verdicts


def _strings(value: Any, keys: tuple[str, ...], depth: int = 0) -> list[tuple[str, str]]:
    """(key, text) for every string in the arguments (nested up to 4 levels); only ``keys`` when given."""
    out: list[tuple[str, str]] = []
    if depth > 4:
        return out
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str):
                if not keys or str(key) in keys:
                    out.append((str(key), item))
            else:
                out += _strings(item, keys, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            out += _strings(item, keys, depth + 1)
    return out


def tool_covered(check: ToolCheck, tool_name: str) -> bool:
    if not check.names:
        return True
    name = tool_name.lower()
    return any(fnmatch.fnmatchcase(name, pattern.lower()) for pattern in check.names)


def tool_call_text(args: Any) -> str:
    """A compact rendering of tool arguments for messages and logs."""
    try:
        return json.dumps(args, ensure_ascii=False, sort_keys=True)[:300]
    except (TypeError, ValueError):
        return str(args)[:300]


def check_tool_call(anchors: Sequence[Anchor], tool_name: str, args: Any) -> list[ComplianceVerdict]:
    """A verdict for every anchor whose check has a tool part covering ``tool_name``."""
    name = tool_name if isinstance(tool_name, str) else ""
    verdicts = []
    for anchor in anchors:
        check = anchor.check
        if check is None or check.tool is None or not tool_covered(check.tool, name):
            continue
        fields = _strings(args if isinstance(args, (dict, list)) else {"input": str(args or "")}, check.tool.args)
        hit = None
        for key, text in fields:
            found = first_match(list(check.tool.must_not_match), text)
            if found:
                hit = (key, text, found)
                break
        if hit is None:
            verdicts.append(ComplianceVerdict(anchor.id, OBEYED, f"{name}: no forbidden argument", "tool", "tool",
                                              check.enforce))
        else:
            key, text, (pattern, matched) = hit
            evidence = f"{name} {key}=\"{around(text, matched, 80)}\": forbidden \"{matched.strip(' ;&|(`')}\""
            verdicts.append(ComplianceVerdict(anchor.id, BROKEN, evidence[:EVIDENCE_CAP], "tool", "tool",
                                              check.enforce))
    return verdicts
