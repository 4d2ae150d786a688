"""A reply's markdown structure, read once and shared by the reply checks.

Lines outside fenced code blocks are classified as list items (bullet or numbered, with their depth),
continuations of an item, headings, table rows, block quotes, lead-ins (a short line ending with a
colon) or prose. Fenced code blocks are kept apart with their info string (the language tag).
Numbering is recognised in the forms models write: ``1.``, ``1)``, ``(1)``, ``1️⃣``, ``①``, ``１．``,
``**1.**``, ``Step 1 —`` / ``Étape 1 :`` / ``Schritt 1:`` / ``Paso 1:`` / ``手順1``.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from memlock_core.regex_cache import rx

BULLET, NUMBERED, CONTINUATION, HEADING, LABEL, TABLE, QUOTE, LEAD_IN, PROSE, INDENTED_CODE = (
    "bullet", "numbered", "continuation", "heading", "label", "table", "quote", "lead_in", "prose", "indented_code")

_FENCE_OPEN = rx(r"^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)")
_BULLET = rx(r"^(\s*)(?:[-*+•‣◦▪▸►–—・]\s+|・\s*)(?=\S)")
_STEP_WORDS = r"(?:step|stage|phase|part|étape|etape|schritt|paso|fase|passo|stap|手順|ステップ)"
_NUMBERED = rx(
    r"^(\s*)(?:\*\*|__)?(?:"
    rf"{_STEP_WORDS}\s*(?P<s>\d{{1,3}})\s*(?:[.):：—–-]|\*\*|$)"  # Step 1 — / Step 2: / 手順1：
    r"|\(?(?P<n>\d{1,3})[.)．、:](?!\d)"  # 1. 1) (1) 1： 1、
    r"|(?P<k>\d)\ufe0f?\u20e3"  # keycap 1️⃣
    r"|(?P<c>[\u2460-\u2473\u2776-\u277f])"  # circled ① ❶
    r"|(?P<f>[\uff10-\uff19]{1,2})[．.)）、]"  # full-width １．
    r")(?:\*\*|__)?\s*(?=\S)", re.I)
_NUMBERED_BARE_STEP = rx(rf"^(\s*)(?:#+\s*)?(?:\*\*|__)?{_STEP_WORDS}\s*(?P<s>\d{{1,3}})\b", re.I)
_HEADING = rx(r"^\s{0,3}#{1,6}\s+\S")
# "# apt-get install nginx": a root shell prompt, not a heading (a command word, then arguments)
_ROOT_PROMPT = rx(r"^\s{0,3}#\s+(?:sudo|apt|apt-get|yum|dnf|pacman|apk|pip3?|npm|npx|yarn|pnpm|cd|ls|rm|cp|mv|mkdir|"
                          r"chmod|chown|systemctl|service|journalctl|git|docker|kubectl|helm|curl|wget|echo|cat|export|"
                          r"python3?|node|make|brew|useradd|usermod|passwd|mount|umount|ln|tar|unzip|ssh|scp|rsync|"
                          r"nano|vim?|crontab|iptables|ufw|reboot|shutdown|kill|ps|top|df|du|grep|find|sed|awk|"
                          r"\./\S+|/\S+)(?:\s+\S+)+\s*$")
# a line of code written without a fence: an assignment, a call, a statement ending in ; { }, a keyword opening it
_CODE_LINE = rx(r"^\s*(?:[\w.$\[\]'\"]+\s*(?:[-+*/|&]?=|:=)\s*\S|[\w.]+\([^)]*\)\s*;?\s*$|.*[;{}]\s*$|"
                        r"(?:def|class|import|from|return|if|for|while|const|let|var|function|fn|pub|int|void)\s+\S)")
_BOLD_LINE = rx(r"^\s*(?:\*\*|__)[^*_\n]{1,80}(?:\*\*|__)\s*:?\s*$")
_SETEXT = rx(r"^\s{0,3}(?:=+|-{2,})\s*$")
_RULE = rx(r"^\s{0,3}(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,})$")
_TABLE = rx(r"^\s*\|")
_QUOTE = rx(r"^\s{0,3}>")
_LEAD_IN = rx(r"[:：]\s*(?:\*\*)?\s*$")
# A line that opens a references section: "References:", "## Sources", "**Bibliography**", "Quellen", "出典".
REFERENCE_LABEL = rx(
    r"^\s{0,3}(?:#{1,6}\s+)?(?:\*\*|__)?(?:references?|sources?|bibliography|further reading|citations?|works cited|"
    r"références?|bibliographie|quellen?(?:angaben?)?|literatur(?:verzeichnis)?|referencias?|fuentes?|bibliografía|"
    r"fonte|fonti|riferimenti|referências|"
    r"参考文献|出典|参考資料)(?:(?:\*\*|__)?\s*[:：]|\s*(?:\*\*|__)?\s*$)", re.I)
_WORD = rx(r"[^\W_]+(?:['’.-][^\W_]+)*")


@dataclass(frozen=True)
class Line:
    text: str  # the line as written
    kind: str  # bullet | numbered | continuation | heading | label (a bold line) | table | quote | lead_in | prose
    #            | indented_code (a line indented 4+ spaces, not under a list item)
    depth: int  # leading spaces (list nesting)
    body: str  # the line without its marker
    number: int | None = None  # a numbered item's number
    level: int = 0  # a heading's level (# = 1); 0 for anything else


@dataclass(frozen=True)
class CodeBlock:
    info: str  # the fence's info string: the language tag, "" when none
    body: str


@dataclass(frozen=True)
class Structure:
    lines: tuple[Line, ...]  # non-blank lines outside fenced code blocks
    code: tuple[CodeBlock, ...]
    paragraphs: tuple[str, ...]  # prose units: a paragraph, a list item, a heading (markers removed)
    blocks: int = 0  # blank-line-separated blocks of content that are not headings (a list is one block)

    def of(self, *kinds: str) -> list[Line]:
        return [line for line in self.lines if line.kind in kinds]


def _number(found: re.Match[str]) -> int | None:
    for group in ("s", "n", "k"):
        value = found.groupdict().get(group)
        if value:
            return int(value)
    if found.groupdict().get("c"):
        char = ord(found.group("c"))
        return char - 0x245F if char <= 0x2473 else char - 0x2775
    if found.groupdict().get("f"):
        return int("".join(str(ord(c) - 0xFF10) for c in found.group("f")))
    return None


def _classify(line: str, previous: Line | None, after_blank: bool) -> Line:
    depth = len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip(" "))
    if depth >= 4 and (previous is None or previous.kind == INDENTED_CODE
                       or (after_blank and previous.kind not in (BULLET, NUMBERED, CONTINUATION))):
        return Line(line, INDENTED_CODE, depth, line.strip())
    if _QUOTE.match(line):
        return Line(line, QUOTE, depth, line.lstrip(" >"))
    if _TABLE.match(line):
        return Line(line, TABLE, depth, line.strip(" |"))
    if _HEADING.match(line) and not _ROOT_PROMPT.match(line):
        bare = _NUMBERED_BARE_STEP.match(line)
        if bare:
            return Line(line, NUMBERED, depth, line[bare.end():].strip(" :—–-*#"), int(bare.group("s")))
        level = len(line.strip()) - len(line.strip().lstrip("#"))
        return Line(line, HEADING, depth, line.strip().lstrip("#").strip(), level=level)
    if not _RULE.match(line):
        found = _NUMBERED.match(line)
        if found:
            return Line(line, NUMBERED, depth, line[found.end():].strip(), _number(found))
        bare = _NUMBERED_BARE_STEP.match(line)
        if bare:
            return Line(line, NUMBERED, depth, line[bare.end():].strip(" :—–-*"), int(bare.group("s")))
        found = _BULLET.match(line)
        if found:
            return Line(line, BULLET, depth, line[found.end():].strip())
    if _BOLD_LINE.match(line):
        return Line(line, LABEL, depth, line.strip().strip("*_: "))
    if previous is not None and previous.kind in (BULLET, NUMBERED, CONTINUATION) and depth >= 2:
        return Line(line, CONTINUATION, depth, line.strip())
    if _LEAD_IN.search(line) and len(_WORD.findall(line)) <= 25:
        return Line(line, LEAD_IN, depth, line.strip())
    return Line(line, PROSE, depth, line.strip())


def _title_like(body: str) -> bool:
    """A line an underline makes a heading: short, and not a sentence ("The build passed." over "---" is a
    sentence and a rule)."""
    return len(_WORD.findall(body)) <= 12 and not re.search(r"[.,;:!?。、]\s*(?:\*\*|__)?$", body)


def _among_code(raw: list[str], index: int) -> bool:
    """The line before or after ``index`` (no blank line between) is a line of code."""
    return any(0 <= i < len(raw) and raw[i].strip() and _CODE_LINE.match(raw[i]) and not _HEADING.match(raw[i])
               for i in (index - 1, index + 1))


@functools.lru_cache(maxsize=16)
def parse(text: str) -> Structure:
    """The reply's structure (memoized: several checks read the same reply)."""
    lines: list[Line] = []
    code: list[CodeBlock] = []
    paragraphs: list[str] = []
    current: list[str] = []
    fence: str | None = None
    blocks = 0
    in_block = False
    info = ""
    body: list[str] = []
    raw = text.splitlines()

    def flush() -> None:
        if current:
            paragraphs.append(" ".join(current))
            current.clear()

    for index, line in enumerate(raw):
        if fence is not None:
            if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
                code.append(CodeBlock(info, "\n".join(body)))
                fence, body = None, []
            else:
                body.append(line)
            continue
        opened = _FENCE_OPEN.match(line)
        if opened:
            flush()
            in_block = False
            fence, info, body = opened.group(1), opened.group(2).strip(), []
            continue
        if not line.strip():
            flush()
            if not (lines and lines[-1].kind in (BULLET, NUMBERED, CONTINUATION) and index + 1 < len(raw)
                    and _classify(raw[index + 1], lines[-1], True).kind in (BULLET, NUMBERED, CONTINUATION)):
                in_block = False
            continue
        if _SETEXT.match(line) and lines and lines[-1].kind in (PROSE, LEAD_IN) and index and raw[index - 1].strip() \
                and _title_like(lines[-1].body):
            last = lines.pop()
            lines.append(Line(last.text, HEADING, last.depth, last.body, level=1 if "=" in line else 2))
            blocks -= 1
            in_block = False
            if current:
                current.pop()
            flush()
            paragraphs.append(last.body)
            continue
        if _RULE.match(line):
            flush()
            continue
        item = _classify(line, lines[-1] if lines else None, index > 0 and not raw[index - 1].strip())
        if item.kind == HEADING and item.level == 1 and _among_code(raw, index):
            item = Line(line, PROSE, item.depth, line.strip())  # "# TODO: fix" over "x = 1": a comment in bare code
        lines.append(item)
        if item.kind in (HEADING, LABEL):
            in_block = False
        elif not in_block:
            blocks += 1
            in_block = True
        if item.kind == INDENTED_CODE:
            flush()
            continue
        if item.kind in (BULLET, NUMBERED, HEADING, LABEL, TABLE, LEAD_IN):
            flush()
            paragraphs.append(item.body)
        elif item.kind == QUOTE:
            flush()
        else:
            current.append(item.body)
    flush()
    if fence is not None:
        code.append(CodeBlock(info, "\n".join(body)))
    return Structure(tuple(lines), tuple(code), tuple(p for p in paragraphs if p.strip()), blocks)


def words(text: str) -> list[str]:
    """Words: runs of letters or digits (``don't``, ``3.5`` and ``e-mail`` are one); markers and
    punctuation are not words."""
    return _WORD.findall(text)


_INLINE_CODE = rx(r"`[^`\n]*`")
_URL = rx(r"\b(?:https?://|www\.)[^\s)>\]]+")
_QUOTED = rx(r"\"[^\"\n]{1,400}\"|“[^”\n]{1,400}”|„[^“”\n]{1,400}[“”]|«[^»\n]{1,400}»|»[^«»\n]{1,400}«|‘[^’\n]{1,400}’|"
                     r"「[^」\n]{1,400}」|『[^』\n]{1,400}』|(?<![\w])'[^'\n]{1,200}'(?![\w])")


@functools.lru_cache(maxsize=64)
def own_text(text: str, *, code: bool = False, quotes: bool = False, inline: bool = False, blockquotes: bool = False) -> str:
    """The reply's own lines (markers kept): fenced and indented code left out unless ``code``; inline
    code (unless ``inline``: then kept without its backticks), URLs, block quotes (unless ``blockquotes``: a text the
    reply drafted) and (unless ``quotes``) quoted passages blanked."""
    structure = parse(text)
    lines = [line.text for line in structure.lines if line.kind != INDENTED_CODE and (blockquotes or line.kind != QUOTE)]
    if code:
        lines += [line.text for line in structure.lines if line.kind == INDENTED_CODE]
        lines += [block.body for block in structure.code]
    out = "\n".join(lines)
    if inline and not code:
        out = _INLINE_CODE.sub(lambda m: m.group(0).strip("`"), out)
    out = _URL.sub(" ", out if code or inline else _INLINE_CODE.sub(" ", out))
    return out if quotes else _QUOTED.sub(" ", out)


def closing_passage(text: str) -> tuple[str, str]:
    """(the reply before its last paragraph, its last paragraph): a summary or a translation it ends with; a reply of
    one paragraph ends with its last line (or is all of it)."""
    blocks = [b for b in re.split(r"\n\s*\n", text.strip()) if b.strip()]
    if len(blocks) > 1:
        return "\n\n".join(blocks[:-1]), blocks[-1]
    lines = text.strip().splitlines()
    return ("\n".join(lines[:-1]), lines[-1]) if len(lines) > 1 else ("", text.strip())
