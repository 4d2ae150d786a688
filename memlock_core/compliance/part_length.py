"""Length limits on each part of a reply: "each bullet under 12 words", "max 3 sentences per paragraph", "no
section longer than 2 sentences", "every sentence under 25 words", "headings of at most 6 words".

A limit is the token ``PART:UNIT:N`` (at most N). Parts and how they are read from the markdown
(:mod:`memlock_core.compliance.markdown`):

* ``item``: a list item (bulleted or numbered), with the lines continuing it;
* ``paragraph``: a block of prose between blank lines (list items, headings, tables, quotes and code are not
  paragraphs);
* ``section``: the text under one heading, to the next heading (a reply without headings has no section);
* ``sentence``: each sentence of the prose, list items and paragraphs alike (``measure``'s sentence policy);
* ``heading``: a heading's text;
* ``line``: each line of prose or list item (markers stripped; a lead-in ending with a colon left out) - the titles,
  names or taglines a user asked for, one a line ("When I ask for titles, keep each under 60 characters");
* ``subject``: the subject of a drafted email, the text after a line's own label ("Subject:", "**Objet :**",
  "Betreff:", "Asunto:", "件名："); a reply with no such line drafts no email.

Units: words, sentences, characters, counted by the policy of
:mod:`memlock_core.compliance.reply_structure` (markers, ``#`` and punctuation are no words; code blocks are
left out). A reply with none of the part is ``not_applicable``.
"""
from __future__ import annotations

import re

from memlock_core.compliance.closing_sentence import closing_line
from memlock_core.compliance.explanation_part import explanation_verdict
from memlock_core.compliance.item_lines import item_lines_verdict
from memlock_core.compliance.markdown import (
    BULLET,
    CONTINUATION,
    HEADING,
    INDENTED_CODE,
    LEAD_IN,
    NUMBERED,
    PROSE,
    Line,
    parse,
    words,
)
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.part_spec import PART_NAMES
from memlock_core.regex_cache import rx

_SENTENCE_END = rx(r"(?<=[.!?])[\"'”’»)\]]*\s+(?=\S)|(?<=[。！？])")
_ABBREVIATION = rx(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|dr|mr|mrs|ms|st|z\.b|d\.h|p\.ex|usw|bzw|ca|"
                           r"p\.ej)\.$|(?<!\w)[^\W\d_]\.$", re.I)


def split_sentences(body: str) -> list[str]:
    """The sentences of a piece of prose (an abbreviation or an initial does not end one)."""
    out: list[str] = []
    start = 0
    for mark in _SENTENCE_END.finditer(body):
        piece = body[start:mark.start()].strip()
        if not piece or _ABBREVIATION.search(piece.rstrip("\"'”’»)]")):
            continue
        out.append(piece)
        start = mark.end()
    tail = body[start:].strip()
    if tail:
        out.append(tail)
    return [s for s in out if words(s)]


def _items(lines: tuple[Line, ...]) -> list[str]:
    out: list[str] = []
    for line in lines:
        if line.kind in (BULLET, NUMBERED):
            out.append(line.body)
        elif line.kind == CONTINUATION and out:
            out[-1] += " " + line.body
    return out


def _raw_blocks(text: str) -> list[str]:
    """Blank-line separated blocks of the reply, fenced code left out."""
    blocks: list[str] = []
    current: list[str] = []
    fence = ""
    for line in text.splitlines():
        stripped = line.strip()
        if fence:
            if stripped.startswith(fence) and not stripped.strip(fence[0]):
                fence = ""
            continue
        opened = re.match(r"\s{0,3}(`{3,}|~{3,})", line)
        if opened:
            fence = opened.group(1)
            if current:
                blocks.append("\n".join(current))
                current = []
            continue
        if not stripped:
            if current:
                blocks.append("\n".join(current))
                current = []
            continue
        current.append(line)
    if current:
        blocks.append("\n".join(current))
    return blocks


def _paragraphs(text: str) -> list[str]:
    out = []
    for block in _raw_blocks(text):
        prose = [ln.body for ln in parse(block).lines if ln.kind in (PROSE, LEAD_IN)]
        if prose:
            out.append(" ".join(prose))
    return out


def _sections(text: str) -> list[tuple[str, str]]:
    """(heading, the text under it) for each heading of the reply."""
    s = parse(text)
    out: list[tuple[str, list[str]]] = []
    for line in s.lines:
        if line.kind == HEADING:
            out.append((line.body, []))
        elif out and line.kind != INDENTED_CODE:
            out[-1][1].append(line.body)
    return [(head, " ".join(body)) for head, body in out]


# the label an email draft gives its subject line, bold or not: "Subject:", "**Objet :**", "Betreff:", "件名："
_SUBJECT_LINE = rx(r"^\s*(?:[-*>]\s+)?[*_]{0,2}(?:subject(?: line)?|objet|betreff|asunto|oggetto|assunto|onderwerp|"
                           r"temat|件名|제목|主题|主題)\s*[:：]\s*[*_]{0,2}\s*(?P<body>\S.*?)\s*$", re.I | re.M)


def subject_lines(text: str) -> list[str]:
    """The subject lines of the email drafts in a reply (their labels left out)."""
    return [m.group("body").strip("*_ ") for m in _SUBJECT_LINE.finditer(text)]


def _size(text: str, unit: str) -> int:
    if unit == "words":
        return len(words(text))
    if unit == "sentences":
        return len(split_sentences(text))
    return len(text.strip())


def _excerpt(text: str, width: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def part_limit_verdict(token: str, text: str) -> Finding:
    """Every part the token names is at most N units long."""
    part, unit, raw = token.split(":")
    if part in ("explanation", "explained_example"):
        return explanation_verdict(token, text)
    limit = int(raw)
    s = parse(text)
    if part == "item" and unit == "lines":
        return item_lines_verdict(s.lines, limit)
    if part == "item":
        pieces = _items(s.lines)
    elif part == "paragraph":
        pieces = _paragraphs(text)
    elif part == "section":
        pieces = [body for _, body in _sections(text)]
    elif part == "heading":
        pieces = [ln.body for ln in s.of(HEADING)]
    elif part == "subject":
        pieces = subject_lines(text)
    elif part == "closing":
        pieces = closing_line(text)
    elif part == "line":
        pieces = [ln.body.strip("*_\"“”") for ln in s.lines if ln.kind in (PROSE, BULLET, NUMBERED)]
    else:
        pieces = [sentence for block in _paragraphs(text) + _items(s.lines) for sentence in split_sentences(block)]
    pieces = [p for p in pieces if p.strip()]
    name = PART_NAMES[part]
    if not pieces:
        return NOT_APPLICABLE, f"no {name} in the reply"
    over = [(p, _size(p, unit)) for p in pieces if _size(p, unit) > limit]
    if over:
        piece, size = over[0]
        return BROKEN, f"a {name} of {size} {unit} (limit {limit}): \"{_excerpt(piece)}\""
    return OBEYED, f"{len(pieces)} {name}s, each at most {limit} {unit}"
