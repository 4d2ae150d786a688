"""Two shape rules read from the markdown: headings in Title Case, and lists one level deep.

Why a module of their own: "Headings in Title Case" names headings but does not ask for them, and "no nested
lists" names lists but does not ask for one; read by the heading / list readers they became "the reply must have
headings / bullets" and flagged every short answer. These readers say what the rule asks of the headings or lists
the reply has; a reply with none is not applicable.

- title_case_headings: every markdown heading capitalises each word but the small ones (articles, short
  prepositions and conjunctions) after the first; a hyphenated word is judged by its first part, words with a
  capital inside (``iOS``), digits or code are left alone. Sentence case is not checked (a capital there may be a
  proper noun memlock cannot tell). A heading in capitals (``KEEP INTENSITY``) is not Title Case.
- flat_lists: no list item is indented under another (bullets or numbers).
- heading_level_only: a rule that names one level of ``#`` marks and forbids the others ("## at most; never # nor
  ###"): every heading the reply has is at that level.
"""
from __future__ import annotations

import re

from memlock_core.compliance.markdown import BULLET, HEADING, NUMBERED, parse
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding

TITLE_CASE, FLAT_LISTS, LEVEL_ONLY = "title_case_headings", "flat_lists", "heading_level_only"
SENTENCE_CASE = "sentence_case_headings"

_TITLE_CASE_RULE = re.compile(r"\btitle[- ]case\b|\bcapitali[sz]e (?:every|each|all) (?:major )?words?\b", re.I)
_HEADING_WORD = re.compile(r"\b(?:headings?|headers?|titles?|section titles|subheadings?)\b", re.I)
_NESTED = re.compile(
    r"\bnested (?:lists?|bullets?|bullet points?)\b|\bsub-?(?:bullets?|lists?|items?)\b|\bindented (?:bullets?|lists?)\b|"
    r"\b(?:one|a single|1) level (?:of (?:bullets?|lists?|nesting|indentation)|deep)\b|"
    r"\blistes? imbriquées?\b|\bsous-listes?\b|\bsous-puces?\b|\bun seul niveau de (?:puces|listes?)\b|"
    r"\bverschachtelte\w* (?:listen|aufzählungen|punkte)\b|\bunterpunkte?\b|\bnur eine (?:listen)?ebene\b|"
    r"\blistas? anidadas?\b|\bsub-?listas?\b|\bun solo nivel de (?:viñetas|listas?)\b|\belenchi annidati\b|\bliste annidate\b|"
    r"\bun solo livello di (?:elenco|elenchi|punti)\b|\blistas? aninhadas?\b|\bum (?:só|único) nível de (?:listas?|marcadores)\b|"
    r"\bgeneste lijsten\b|\bsubopsommingen\b|\béén niveau (?:opsommingstekens|lijsten)\b|入れ子|ネスト", re.I)
_HASHES = re.compile(r"(?<![#\w])#{1,6}(?![#\w])")
_H_LEVEL = re.compile(r"(?<![\w-])H([1-6])(?![\w-])")
_HASH_NEGATION = re.compile(r"\b(?:never|no|not|don'?t|nor|nunca|ni|jamais|pas|nie|kein\w*|weder|noch|mai|né|nem|"
                            r"nooit|geen)\b", re.I)
_HASH_ALLOW = re.compile(r"\b(?:only|just|nur|seulement|uniquement|solo|sólo|solamente|soltanto|apenas|alleen)\b", re.I)


def _banned(before: str) -> bool:
    """A run of marks is banned when a negation precedes it in its sentence with no "only" after that negation
    ("Don't use headers (#, ##)": both; "Keine # Überschriften, nur ##": the first)."""
    sentence = re.split(r"[.;!?]\s", before)[-1]
    negations = list(_HASH_NEGATION.finditer(sentence))
    return bool(negations) and not _HASH_ALLOW.search(sentence[negations[-1].end():])

_SMALL = frozenset("a an the and but or nor for so yet as at by in of off on per to up via vs vs. from into onto "
                   "over with than upon".split())
_CAPS_INSIDE = re.compile(r"^.+[A-Z]")


def heading_level_only(clause: str) -> int | None:
    """"Use ## headings at most; never # or ###", "## only, no # or ### headings": the one level a rule allows
    when it names one level of ``#`` marks and forbids the others (a reply without headings obeys it)."""
    runs = [(m.start(), len(m.group(0))) for m in _HASHES.finditer(clause)]
    runs += [(m.start(), int(m.group(1))) for m in _H_LEVEL.finditer(clause)]  # "Use H2 (##), never H1"
    levels = {level for _, level in runs}
    allowed = {level for start, level in runs if not _banned(clause[:start])}
    banned = levels - allowed
    if len(runs) < 2:
        return None
    return allowed.pop() if len(allowed) == 1 and banned else None


_NOT_TITLE_CASE = re.compile(r"\bsentence[- ]case\b|\b(?:not|no|never|avoid|without|don'?t use|instead of|rather than)\s+"
                             r"(?:in\s+|use\s+)?title[- ]case\b|\bpas (?:en|de) title case\b|\bkein(?:e|en)? title[- ]case\b",
                             re.I)


def parse_shape(clause: str) -> str | None:
    """The shape a clause asks for (``title_case_headings`` | ``flat_lists`` | ``heading_level_only``), None
    when it names none. "Sentence case, not Title Case" asks for no Title Case: not this shape (unchecked)."""
    if heading_level_only(clause):
        return LEVEL_ONLY
    if _TITLE_CASE_RULE.search(clause) and _HEADING_WORD.search(clause) and not _NOT_TITLE_CASE.search(clause):
        return TITLE_CASE
    if _HEADING_WORD.search(clause) and _NOT_TITLE_CASE.search(clause):
        return SENTENCE_CASE  # "headings in sentence case, not Title Case"
    if _NESTED.search(clause):
        return FLAT_LISTS
    return None


def _lowercase_word(heading: str) -> str | None:
    tokens = re.sub(r"`[^`]*`", " ", heading).split()
    for index, token in enumerate(tokens):
        word = token.strip("*_\"'“”‘’()[]{}:;,.!?—–")
        head = word.split("-")[0]
        if not head or not head[0].isalpha() or any(c.isdigit() for c in word) or _CAPS_INSIDE.match(head):
            continue
        if index and word.lower() in _SMALL:
            continue
        if head[0].islower():
            return word
    return None


def title_case_verdict(text: str) -> Finding:
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    for line in headings:
        caps = [w for w in re.findall(r"[^\W\d_]{2,}", line.body) if w.isupper()]
        if len(caps) >= 2 and len(caps) == len(re.findall(r"[^\W\d_]{2,}", line.body)):
            return BROKEN, f"heading \"{line.body[:60]}\" is in capitals, not Title Case"
        word = _lowercase_word(line.body)
        if word:
            return BROKEN, f"heading \"{line.body[:60]}\" is not in Title Case (\"{word}\")"
    return OBEYED, f"{len(headings)} heading(s) in Title Case"


def sentence_case_verdict(text: str) -> Finding:
    """sentence_case_headings: no heading capitalises most of its words after the first (names and acronyms
    may stay capitalised: one such word is not Title Case)."""
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    for line in headings:
        tokens = [t.strip("*_\"'“”‘’()[]{}:;,.!?—–") for t in re.sub(r"`[^`]*`", " ", line.body).split()][1:]
        words = [t for t in tokens if t and t[0].isalpha() and not any(c.isdigit() for c in t)
                 and t.lower() not in _SMALL and not (len(t) > 1 and t.isupper())]
        capital = [t for t in words if t[0].isupper()]
        if len(capital) >= 2 and len(capital) * 2 > len(words):
            return BROKEN, f"heading \"{line.body[:60]}\" is in Title Case, not sentence case"
    return OBEYED, f"{len(headings)} heading(s) in sentence case"


def flat_lists_verdict(text: str) -> Finding:
    items = parse(text).of(BULLET, NUMBERED)
    if not items:
        return NOT_APPLICABLE, "no list in the reply"
    base = min(item.depth for item in items)
    nested = [item for item in items if item.depth >= base + 2]
    if nested:
        return BROKEN, f"nested list item: \"{nested[0].text.strip()[:60]}\""
    return OBEYED, f"{len(items)} list item(s), one level"


def level_only_verdict(text: str, level: int) -> Finding:
    headings = parse(text).of(HEADING)
    if not headings:
        return NOT_APPLICABLE, "no heading in the reply"
    other = [h for h in headings if h.level != level]
    if other:
        return BROKEN, f"level-{other[0].level} heading \"{other[0].text.strip()[:60]}\" (only level {level} allowed)"
    return OBEYED, f"{len(headings)} level-{level} heading(s)"
