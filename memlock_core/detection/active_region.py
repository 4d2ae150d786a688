"""The active region (outside every summary) and, within it, the in-force region the audit trusts.

Includes the system prompt and every user/assistant message; excludes summary spans (only the span,
so the live tail of a merged message still counts) and tool output, which is data the agent fetched,
not an instruction it was given.

memlock's own earlier reminder block *does* count as presence: it sits in a user message of the
active region and the model reads it as a live instruction. The safety net
(``hard_reinject_turns``) bounds how long the audit relies on an old reminder. Only a block the
session recorded injecting counts (``own_blocks``); a copy of the marker anywhere else never does.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import AbstractSet, Any, Sequence

from memlock_core.detection.colon_handover import hands_over
from memlock_core.detection.compaction import SummarySpan
from memlock_core.detection.evidence_index import ContentMemo
from memlock_core.detection.instruction_list import is_list_item, names_someone_else, repastes_own_list
from memlock_core.detection.intro_sentence import colon_sentence_opens_own
from memlock_core.detection.messages import instruction_text
from memlock_core.detection.paste_intro import adopts_list, opens_paste
from memlock_core.detection.quote_intro import LEAD_BEFORE_COLON, RELAYED_TAIL, introduces_quote
from memlock_core.detection.reminder_format import (
    LINE_PREFIX,
    MARKER_NEEDLE,
    PREFERENCE_MARKER,
    REMINDER_MARKER,
    block_digest,
    continues_block,
)
from memlock_core.detection.tag_block import without_tag_blocks
from memlock_core.regex_cache import rx


@dataclass(frozen=True)
class ActivePiece:
    index: int
    role: str
    text: str


def active_pieces(messages: Sequence[Any], spans: Sequence[SummarySpan]) -> list[ActivePiece]:
    by_index: dict[int, list[SummarySpan]] = {}
    for span in spans:
        by_index.setdefault(span.index, []).append(span)
    pieces: list[ActivePiece] = []
    for i, message in enumerate(messages):
        if not isinstance(message, dict):
            continue
        role = str(message.get("role") or "")
        own = by_index.get(i)
        if own:
            text = instruction_text(message)  # the text the spans' offsets are into
            kept, cursor = [], 0
            for span in sorted(own, key=lambda s: s.start):
                kept.append(text[cursor:span.start])
                cursor = max(cursor, span.end)
            kept.append(text[cursor:])
            text = "\n".join(k for k in kept if k.strip())
        else:
            text = instruction_text(message)
        if text.strip():
            pieces.append(ActivePiece(i, role, text))
    return pieces


def count_active(messages: Sequence[Any], spans: Sequence[SummarySpan]) -> int:
    """``len(active_pieces(messages, spans))`` without building the pieces (the audit report's count)."""
    spanned = {span.index for span in spans}
    count = 0
    for i, message in enumerate(messages):
        if not isinstance(message, dict):
            continue
        if i in spanned:
            count += len(active_pieces([message], [SummarySpan(0, s.start, s.end, s.body_hash, s.shape)
                                                    for s in spans if s.index == i]))
            continue
        text = instruction_text(message)
        if text and not text.isspace():  # text.strip() is non-empty
            count += 1
    return count


# ── the in-force region: what the audit accepts as evidence (issue 9) ─────────────────────────
# An anchor is alive only on positive evidence that its rule is still in force. Evidence is
# accepted only from text with authority that the model reads as live:
#   * the system (or developer) prompt, wherever it sits: hosts never compact it;
#   * user messages AFTER the latest summary, and the protected head: at the first compaction Hermes
#     keeps the first few messages verbatim before the summary and the model reads them as live user
#     messages. When the next compaction folds them into the summary, the audit at that compaction
#     sees them gone and re-injects (issue 22), so counting them now costs no recall. Text between
#     two summaries and the old content of a merged message ("for reference only") never count;
#   * lines of memlock's own reminder block in such a message (role "reminder").
# Assistant prose and tool output are never evidence; neither is quoted or pasted material in a
# user message (fenced code, "> " quote lines, text inside double quotes of four words or more).
AUTHORITY_ROLES = frozenset({"system", "developer"})
REMINDER_ROLE = "reminder"
_FENCE = rx(r"```.*?(?:```|\Z)", re.DOTALL)
_QUOTE_LINE = rx(r"^[ \t]*>.*$", re.MULTILINE)
_QUOTED = rx(r"[\"“”«»„]([^\"“”«»„\n]{1,400})[\"“”«»„]")
_CORNER_QUOTED = rx(r"[「『]([^「」『』\n]{4,400})[」』]")  # Japanese quotation brackets
_MIN_QUOTED_WORDS = 4
# A forwarded message or pasted mail: from its header block to the next rule line ("---") or the end.
_FORWARDED = rx(
    r"^[ \t]*(?:-{2,}\s*(?:forwarded message|original message|message transféré|mensaje reenviado|"
    r"weitergeleitete nachricht)\s*-{2,}|(?:from|subject|de|von|betreff|asunto|objet|oggetto|assunto|onderwerp|"
    r"差出人|件名|送信者|发件人|寄件者|主题|主旨|보낸\s*사람|제목)\s*[:：].*)$"
    r".*?(?=^[ \t]*(?:-{3,}|={3,})[ \t]*$|\Z)", re.IGNORECASE | re.MULTILINE | re.DOTALL)


# A paste announced by the user ("Here's our CONTRIBUTING.md:", "Ticket OPS-12 from the platform
# team:", "A colleague shared his custom instructions:"): an intro line that names someone else's
# text and ends with ":" or "?", then the pasted paragraphs. Everything after the intro up to the
# message's last paragraph (usually the user's own question) is someone else's text; when only one
# paragraph follows, that one.
_SOURCE_NAMED = (
    r"(?:\b(?:here(?:['’]s|\s+is|\s+are)|below\s+is|pasted|pasting|copied|forwarded|shared|sent|from|says?|"
    r"said|wrote|reads?|this\s+is|proofread|translate|review|check|hier|voici|voilà|aquí|ecco|aqui|segue|"
    r"anbei|ci-dessous|abajo)\b.*?\b(?:files?|docs?|documents?|readme|protokolle?|nachrichte?n?|dokumente?|datei|"
    r"courriels?|fichiers?|mensajes?|correos?|archivos?|documentos?|textos?|messaggi[oa]?|testo|mensage(?:m|ns)|"
    r"arquivos?|conversas?|conversaci[oó]n|conversation|verlauf|"
    r"contributing(?:\.md)?|guide(?:lines)?|style\s+guide|policy|wiki|page|e-?mails?|mails?|messages?|tickets?|"
    r"comments?|logs?|transcript|chat|thread|notes|spec|text|output|config|snippet|post|article|review|feedback|"
    r"contract|brief|paragraph|section|script|code|prompt|(?:his|her|their|its|\w+['’]s)\s+(?:custom\s+)?"
    r"(?:instructions|rules|prompt|guidelines))\b|\b(?:tickets?|policy|wiki|readme|e-?mail)\b.*?\bfrom\b|"
    # a source named by a determiner: "From the team handbook:", "Quoting our runbook:" (not "From now on:")
    r"^\W*(?:from|quoting|per|according\s+to)\s+(?:the|our|my|their|his|her|a|an|this|that|these|those)\b)")
_PASTE_INTRO = rx(
    _SOURCE_NAMED + r"[^\n]*[:?][ \t]*$|\b(?:copied|pasted|verbatim|forwarded|quoted|told\s+(?:me|my|us|him|her|them)|"
    r"wrote|replied|answered|posted|tweeted)\b[^\n]*:[ \t]*$", re.IGNORECASE)
# The same intro with the paste on its own line: "From the onboarding doc: 1. Never ... 2. ... Complete?"
_INLINE_PASTE = rx(r"^[^\n:]*?" + _SOURCE_NAMED + r"[^\n:]{0,60}:[ \t]+(?=\S)", re.IGNORECASE)
_LAST_SENTENCE = rx(r"(?:^|(?<=[.!?…]))\s+(?=[^.!?…]*\?\s*$)")


def _inline_paste(line: str) -> str:
    """``line`` with what follows an inline paste intro cut out, keeping a closing question of the user's own."""
    m = _INLINE_PASTE.match(line)
    if not m or colon_sentence_opens_own(line[:m.end()], lambda s: _INLINE_PASTE.match(s) is not None):
        return line
    rest = line[m.end():]
    cut = list(_LAST_SENTENCE.finditer(rest))
    keep = rest[cut[-1].end():] if cut and rest.rstrip().endswith("?") else ""
    return line[:m.end()] + "… " + keep
# A block set off by rule lines ("---" ... "---"): pasted material.
_RULE_LINE = r"[ \t]*(?:-{3,}|={3,}|_{3,}|\*{3,}|[―─━—–ー＝]{3,})[ \t]*"  # any script's dash or bar run
_DELIMITED = rx(r"^" + _RULE_LINE + r"\n.*?\n" + _RULE_LINE + r"$",
                        re.MULTILINE | re.DOTALL)
# A chat transcript pasted as "Name: words" lines: three or more such lines where a speaker speaks again
# ("Maja: ... / Tobias: ... / Maja: ..."); a list of "Key: value" preferences names each key once.
_SPEAKER_LINE = rx(r"^[ \t]*((?:[A-Z][\w.-]{0,20}(?:[ \t][A-Z][\w.-]{0,20})?)|[^\W\d_A-Za-z]{1,8})[ \t]*"
                           r"(?::[ \t]+|：[ \t]*)\S", re.MULTILINE)


def _chat_transcript(lines: Sequence[str]) -> bool:
    speakers = [m.group(1) for m in map(_SPEAKER_LINE.match, lines) if m]
    return len(speakers) >= 3 and len(set(speakers)) < len(speakers) and len(set(speakers)) <= 4


# Pasted code outside a fence: a paragraph with two or more lines that read as code.
_CODE_LINE = rx(r"^\s*(?:#!|def\s|class\s|import\s|from\s+\S+\s+import\b|return\b|if\s.*:\s*$|"
                        r"[\w.\[\]]+\s*[-+*/]?=\s*\S|.*[;{}]\s*$|.*\|\||\$\s|\w+(?:\.\w+)*\(.*\)\s*$|"
                        r"\s{4,}\S)")
# Chat logs and code comments pasted outside a fence: "[10:32] alice: ...", "<bob> ...", "// ...".
_LOG_LINE = rx(r"^[ \t]*(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*[\w.-]+\s*:|"
                       r"[^\W\d_][\w.-]*(?:[ \t][^\W\d_][\w.-]*){0,2}[ \t]*[(\[]\d{1,2}:\d{2}(?::\d{2})?[)\]]\s*:|"
                       r"<[\w.-]+>|//|/\*|--\s|<!--|"
                       r"(?:user|assistant|ai|bot|chatbot|chatgpt|gpt-?\d*|claude|gemini|copilot|human|system|me|you|agent|"
                       r"hermes|model|llm|"
                       r"q|a)\s*:).*$", re.MULTILINE | re.IGNORECASE)
# An inline code span of several words is quoted material too ("`remote: error: never force-push`"); a
# one- or two-word span is a name in the user's own sentence ("never push to `main`").
_CODE_SPAN = rx(r"`([^`\n]{1,400})`")
# A quotation in single quotes opens after a space, a colon or a bracket; an apostrophe inside a word of it
# ("'Never give dosages, it's a liability.'") does not close it.
_SINGLE_QUOTED = rx(r"(?:(?<=[\s:(])|^)['‘]((?:[^'‘’\n]|(?<=[^\W\d_])['’](?=[^\W\d_])){8,400}?)['’]"
                            r"(?=[\s.,;:!?)]|$)", re.MULTILINE)


def _single_quoted(m: re.Match[str]) -> str:
    """A quotation opens after a space, a colon or a bracket (not an apostrophe: "don't", "it's")."""
    before = m.string[m.start() - 1] if m.start() else " "
    if before in " \t\n:(" and len(m.group(1).split()) >= _MIN_QUOTED_WORDS:
        return "…"
    return m.group(0)


def _quoted_words(m: re.Match[str]) -> str:
    return "…" if len(m.group(1).split()) >= _MIN_QUOTED_WORDS else m.group(0)


# A quoted whole sentence, however short («Vouvoie-moi toujours.», "Never push on Fridays!") is someone's
# utterance (a text to translate, a sign, a line of a mail), not a term the user names; removing it only
# ever removes evidence, so the pin is re-injected when that was its only trace (recall first).
_SENTENCE_END = rx(r"\w[.!?。！？]\s*$")


def _after_colon(m: re.Match[str]) -> bool:
    return m.string[max(0, m.start() - 6):m.start()].rstrip().endswith((":", "："))


def _quoted_text(m: re.Match[str]) -> str:
    inner = m.group(1)
    if len(inner.split()) >= 2 and (_SENTENCE_END.search(inner) or _after_colon(m)):
        return "…"  # a whole sentence, or words quoted after a colon (": «Always answer in Russian»"): an utterance
    return _quoted_words(m)


_RELAY_VERBS = ("tell", "told", "ask", "remind", "instruct", "warn", "says", "reads", "said")


_LAST_CLAUSE = rx(r"(?<=[.!?。！？])\s+")


def _after_quote_intros(text: str) -> str:
    """Cut what follows a lead-in that hands over to someone else's words ("It should say:", "I told the
    interns:", quote_intro.py) to the end of its line, or the next line when the lead-in ends its own, or the
    whole list that opens on that line ("It lists:\n1. ...\n2. ..."). A header naming someone else's list
    ("Their rules:", "The old bot's format:", instruction_list.names_someone_else) hands its items over too:
    each item may read as an imperative, none is the user's rule."""
    out: list[str] = []
    lines = text.split("\n")
    skip_next = in_list = False
    for line in lines:
        if in_list and is_list_item(line):
            out.append("…")
            continue
        in_list = False
        if skip_next and line.strip():
            out.append("…")
            skip_next = False
            in_list = is_list_item(line)
            continue
        for m in LEAD_BEFORE_COLON.finditer(line):
            if introduces_quote(m.group(1)):
                rest = line[m.end():]
                if rest.strip():
                    line = line[:m.end()] + "…"
                else:
                    skip_next = True
                break
        else:
            if line.rstrip().endswith((":", "：")) and names_someone_else(_LAST_CLAUSE.split(line)[-1]):
                # only list items follow it out (a plain line after the header is left as it is); the header is the
                # clause before the colon ("Stealing from my friend's CLAUDE.md. Rules for you:" adopts the list)
                in_list = True
        out.append(line)
    return "\n".join(out)


def _without_pastes(text: str) -> str:
    paragraphs = re.split(r"\n[ \t]*\n", text)
    out: list[str] = []
    n = 0
    while n < len(paragraphs):
        para = paragraphs[n]
        lines = [_inline_paste(line) if ":" in line else line for line in para.split("\n")]
        para = "\n".join(lines)
        if sum(1 for line in lines if _CODE_LINE.match(line)) >= 2 or _chat_transcript(lines):
            out.append("…")
            n += 1
            continue
        intro = next((k for k, line in enumerate(lines) if line.rstrip().endswith((":", "?"))
                      and _PASTE_INTRO.search(line) and not repastes_own_list(line) and not adopts_list(line)), None)
        if intro is None:
            intro = next((k for k, line in enumerate(lines)
                          if (opens_paste(line) or hands_over(line)) and not repastes_own_list(line)), None)
            marked = intro is not None and intro + 1 < len(lines) and lines[intro + 1].strip() == "…"
            if marked and intro is not None:  # the paste is marked ("> " lines, removed above): it ends with its marks
                intro = None
        if intro is None:
            out.append(para)
            n += 1
            continue
        out.append("\n".join(lines[:intro + 1] + (["…"] if intro + 1 < len(lines) else [])))
        rest = len(paragraphs) - (n + 1)
        if intro + 1 < len(lines):  # the paste continues in the intro's own paragraph
            n += 1
            continue
        skip = max(1, rest - 1) if rest else 0
        out.extend("…" for _ in range(skip))
        n += 1 + skip
    return "\n\n".join(out)


def _holds(text: str, needles: tuple[str, ...]) -> bool:
    """Whether ``text`` holds one of the literal pieces a pattern cannot match without: most user
    messages hold none, and skipping a substitution that cannot match skips a full regex scan."""
    return any(map(text.__contains__, needles))


# A host's memory block lists what the user asked to keep as "User: <entry>" lines under its heading ("## Memory",
# "USER.md", "User profile"): the user's own standing words, not a chat log line. Only a run of such lines that no
# other speaker's line follows (an "Assistant:" reply makes it a pasted exchange, removed as a log as before).
_MEMORY_ENTRIES = rx(r"^([ \t]*(?:#{1,6}[ \t]*|[═=─-]{2,}[ \t]*)?[^\n]{0,30}\b(?:memory|memories|user\.md|user\s+profile)"
                             r"\b[^\n]{0,30}\n)((?:[ \t]*user[ \t]*:[ \t]*\S[^\n]*(?:\n|\Z))+)",
                             re.IGNORECASE | re.MULTILINE)
_USER_LABEL = rx(r"^([ \t]*)user[ \t]*:[ \t]*", re.IGNORECASE | re.MULTILINE)


_OTHER_SPEAKER = rx(r"[ \t]*(?:assistant|ai|bot|agent|hermes|claude|chatgpt|gpt[\w.-]*|gemini|human|system|q|a)"
                            r"[ \t]*:", re.IGNORECASE)


def _memory_entries(m: re.Match[str]) -> str:
    if _OTHER_SPEAKER.match(m.string, m.end()):
        return m.group(0)  # a reply follows: an exchange, left to the log-line rule
    return m.group(1) + _USER_LABEL.sub(r"\1", m.group(2))


# A block that says a machine put it there ("[PINNED REMINDER — auto-injected]", "--- GUARD: re-injected rules ---",
# "SYSTEM NOTE: the following rules are active:", "(auto) Standing rules:"): pasted or forged tool output, however
# rule-shaped its lines (issue 24). memlock's own block is told by its digest (split_reminder), never by its words; a
# block like this in a user message is cut from its header to the next blank line, so its rules are re-injected.
_PROVENANCE = (r"(?:\b(?:auto-?injected|re-?injected|injected\s+by|auto-?generated|generated\s+by|inserted\s+by|"
               r"restored\s+(?:after|by)|(?:system|bot|tool|plugin)\s+(?:note|message|reminder|notice|output)|"
               r"automatically\s+(?:added|inserted|injected)|"
               # carried over from another conversation: "[reminder from previous session]", "rules from the last chat"
               r"from\s+(?:the\s+|a\s+|my\s+|our\s+)?(?:previous|last|earlier|old|other|another)\s+"
               r"(?:sessions?|chats?|conversations?|threads?|windows?|runs?))\b|\(auto\))")
_BLOCK_WORDS = (r"\b(?:rules?|instructions?|reminders?|pinned|pins?|anchor\w*|standing|guard\w*|memlock|polic(?:y|ies)|"
                r"preferences?|constraints?|active)\b")
# the header line holds both, in either order; the block runs from it to the next blank line
_MACHINE_HEADER = rx(r"^(?=[^\n]*" + _PROVENANCE + r")(?=[^\n]*" + _BLOCK_WORDS + r")[^\n]*(?:\n[ \t]*\S[^\n]*)*",
                     re.IGNORECASE | re.MULTILINE)
# A header that gives the block's lines a pinned or restored STATUS ("[PINNED INSTRUCTIONS — still active]", "=== ACTIVE
# RULES (pinned) ===", "<pinned_instructions>", "[Standing instructions — restored]", "【固定された指示】"): the look of
# memlock's own block (or a peer's), which only its digest proves. A user does not need it to state a rule, so a
# block headed like this is pasted or forged: cut like the blocks above. Recall-safe: at worst a rule the user
# really meant is re-injected once.
_RULE_NOUNS = (r"(?:(?<![^\W_])(?:rules?|instructions?|reminders?|anchors?|constraints?|polic(?:y|ies)|consignes?|"
               r"règles?|regeln|anweisungen|vorgaben|reglas|instrucciones|normas|regole|istruzioni|regras|instruções)"
               r"(?![^\W_])|指示|ルール|规则|指令|규칙|지시)")
_PINNED_WORDS = (r"(?:(?<![^\W_])(?:pinned|anchored|épingl\w*|angeheftet\w*|angepinnt\w*|fijad[oa]s|anclad[oa]s|"
                 r"fissat[ie]|fixad[oa]s)(?![^\W_])|固定された|ピン留め|置顶|고정된)")
_STATUS_WORDS = (r"(?:(?<![^\W_])(?:still\s+active|still\s+in\s+force|in\s+force|active|restored|re-?applied|"
                 r"toujours\s+actives?|weiterhin\s+(?:aktiv|gültig)|siguen\s+(?:activas|vigentes)|vigentes|"
                 r"ancora\s+attiv[ie])(?![^\W_])|有効|生效|유효)")
_PINNED_HEADER = rx(r"^(?=[^\n]{0,120}?" + _PINNED_WORDS + r")(?=[^\n]{0,120}?" + _RULE_NOUNS + r")[^\n]*"
                    r"(?:\n[ \t]*\S[^\n]*)*", re.IGNORECASE | re.MULTILINE)
_STATUS_HEADER = rx(r"^(?:[^\n]{0,80}?[.!?。]\s+)?[ \t]*(?:\[|【|<|={2,}|-{3,}|#{1,6}[ \t])"
                    r"(?=[^\n]{0,60}?" + _RULE_NOUNS + r")(?=[^\n]{0,60}?" + _STATUS_WORDS + r")[^\n]*(?:\n[ \t]*\S[^\n]*)*",
                    re.IGNORECASE | re.MULTILINE)
_PINNED_NEEDLES = ("pinned", "anchored", "épingl", "angeheft", "angepinnt", "fijad", "anclad", "fissat", "fixad", "固定",
                   "ピン留め", "置顶", "고정")
_STATUS_NEEDLES = ("[", "【", "<", "==", "---", "#")


def _unquote(text: str) -> str:
    """``text`` without quoted or pasted material (each removed part becomes "…")."""
    text = without_tag_blocks(text)  # "[X REMINDER]" ... "[/X REMINDER]", "<rules>" ... "</rules>" (tag_block.py)
    if _holds(text.casefold(), ("inject", "generat", "insert", "restored", "note", "message", "reminder", "notice",
                                "output", "automatic", "(auto)", "previous", "last ", "earlier", "old ", "other ",
                                "another")):
        text = _MACHINE_HEADER.sub("…", text)
    if _holds(text.casefold(), _PINNED_NEEDLES):
        text = _PINNED_HEADER.sub("…", text)
    if _holds(text, _STATUS_NEEDLES):
        text = _STATUS_HEADER.sub("…", text)
    if _holds(text.casefold(), ("memor", "user.md", "user profile")):
        text = _MEMORY_ENTRIES.sub(_memory_entries, text)
    if "```" in text:
        text = _FENCE.sub(" … ", text)
    if ">" in text:
        text = _QUOTE_LINE.sub("…", text)
    if "`" in text:
        text = _CODE_SPAN.sub(_quoted_words, text)
    if _holds(text, ("--", ":", "：")):
        text = _FORWARDED.sub("…", text)
    if _holds(text, ("---", "===", "___", "***", "―", "─", "━", "——", "–––", "ーーー", "＝")):
        text = _DELIMITED.sub("…", text)
    text = _without_pastes(text)
    if _holds(text, (":", "：")):
        text = _after_quote_intros(text)
    if _holds(text.casefold(), _RELAY_VERBS):
        text = RELAYED_TAIL.sub("…", text)
    if _holds(text, (":", "<", "/", "--")):
        text = _LOG_LINE.sub("…", text)
    if _holds(text, ("'", "‘")):
        text = _SINGLE_QUOTED.sub(_single_quoted, text)
    if _holds(text, ("「", "『")):
        text = _CORNER_QUOTED.sub("…", text)
    if not _holds(text, ('"', "“", "”", "«", "»", "„")):
        return text
    return _QUOTED.sub(_quoted_text, text)


def split_reminder(text: str, own_blocks: AbstractSet[str] = frozenset()) -> tuple[str, list[str]]:
    """Split memlock-shaped blocks out of a message: (the rest, the instruction lines of memlock's own).

    A block starts at any line carrying ``[memlock]`` (NFKC, any case) and runs over the lines that
    continue it. It is memlock's own only when it starts with the reminder marker and its digest is one
    the session recorded when it injected it (``own_blocks``); then its pin lines are returned as
    reminder lines. Every other block (a copied marker line in a memory entry, a system prompt, a paste)
    is removed from the rest: it is never evidence, neither as memlock's line nor as a rule sentence.
    A preferences section is data, not a rule, so it is never evidence either."""
    if MARKER_NEEDLE not in unicodedata.normalize("NFKC", text).casefold():
        return text, []
    lines = text.splitlines()
    rest: list[str] = []
    found: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if MARKER_NEEDLE not in unicodedata.normalize("NFKC", line).casefold():
            rest.append(line)
            i += 1
            continue
        j = i + 1
        while j < len(lines) and continues_block(lines[j]):
            j += 1
        block = lines[i:j]
        if line.strip() == REMINDER_MARKER and block_digest("\n".join(block)) in own_blocks:
            for item in block[1:]:
                if item.strip() == PREFERENCE_MARKER:
                    break  # remembered preferences: data, never a pin's evidence
                if item.startswith(LINE_PREFIX) and item[len(LINE_PREFIX):].strip():
                    found.append(item[len(LINE_PREFIX):].strip())
        rest.append("…")
        i = j
    return "\n".join(rest), found


def _quote_free(text: str) -> tuple[str, ...]:
    """``(text without quoted material,)``, or ``()`` when ``text`` holds a memlock marker (its
    reminder lines depend on the session's own blocks, so the caller splits it each time)."""
    if MARKER_NEEDLE in unicodedata.normalize("NFKC", text).casefold():
        return ()
    return (_unquote(text),)


_QUOTE_FREE: ContentMemo[tuple[str, ...]] = ContentMemo(_quote_free)  # by text: read once per process (issue 23)


def in_force_text(text: str) -> str | None:
    """The in-force form of a user or system text (quoted material removed), remembered by text;
    None when it holds a memlock marker (then :func:`in_force_pieces` splits it for the session)."""
    cached = _QUOTE_FREE.get(text)
    return cached[0] if cached else None


def _in_force_part(text: str, own_blocks: AbstractSet[str]) -> tuple[str, list[str]]:
    """(the text without memlock-shaped blocks and quoted material, memlock's own reminder lines)."""
    cached = _QUOTE_FREE.get(text)
    if cached:
        return cached[0], []
    rest, reminder_lines = split_reminder(text, own_blocks)
    return _unquote(rest), reminder_lines


PROTECTED_HEAD = 3  # Hermes's default protect_first_n: non-system messages kept verbatim at the first compaction


def _protected_head(messages: Sequence[Any], spans: Sequence[SummarySpan], size: int) -> frozenset[int]:
    """Indexes of the messages a first compaction kept verbatim before the summary, laid out as Hermes
    lays out its head (``agent/context_compressor.py``): the first ``size`` non-system messages, then
    the tool results that answer them (the cut is moved past tool results, never splitting a call from
    its result). Replies after them (an assistant message, more tool results) do not change whose words
    the head holds, so they may stand before the summary too. A user message beyond the first ``size``
    is not the shape a protected head has; then none counts (recall first: the rule is re-injected)."""
    if not spans or size <= 0:
        return frozenset()
    first = min(s.index for s in spans)
    before = [i for i in range(first) if isinstance(messages[i], dict)
              and str(messages[i].get("role") or "") not in AUTHORITY_ROLES]
    head = before[:size]
    for i in before[size:]:
        if str(messages[i].get("role") or "") == "user":
            return frozenset()
    return frozenset(head)


def in_force_pieces(messages: Sequence[Any], spans: Sequence[SummarySpan],
                    own_blocks: AbstractSet[str] = frozenset(),
                    protected_head: int = PROTECTED_HEAD) -> list[ActivePiece]:
    """The pieces whose text may keep an anchor alive (see the section comment above). ``own_blocks``:
    digests of the blocks memlock injected in this session (only those are memlock's reminder lines).
    ``protected_head``: how many non-system messages before the first summary the host keeps verbatim
    (Hermes's ``protect_first_n``, 3)."""
    last = max(spans, key=lambda s: (s.index, s.end)) if spans else None
    head = _protected_head(messages, spans, protected_head)
    pieces: list[ActivePiece] = []
    for i, message in enumerate(messages):
        if not isinstance(message, dict):
            continue
        role = str(message.get("role") or "")
        if role in AUTHORITY_ROLES:
            own = [s for s in spans if s.index == i]
            if own:  # a summary inside a system message: keep only what lies outside it
                text = "\n".join(p.text for p in active_pieces([message], [SummarySpan(0, s.start, s.end,
                                                                                       s.body_hash, s.shape)
                                                                            for s in own]))
            else:
                text = instruction_text(message)
            rest, reminder_lines = _in_force_part(text, own_blocks)  # Claude Code delivers hook context as a system message
            if reminder_lines:
                pieces.extend(ActivePiece(i, REMINDER_ROLE, line) for line in reminder_lines)
            if rest.strip():
                pieces.append(ActivePiece(i, "system", rest))
            continue
        if role != "user":
            continue
        if last is not None and i == last.index:
            text = instruction_text(message)[last.end:]  # the text the span offsets are into
        elif last is None or i > last.index or i in head:
            text = instruction_text(message)
        else:
            continue  # between two summaries, or before the first beyond the protected head
        rest, reminder_lines = _in_force_part(text, own_blocks)
        if reminder_lines:
            pieces.extend(ActivePiece(i, REMINDER_ROLE, line) for line in reminder_lines)
        if rest.strip():
            pieces.append(ActivePiece(i, "user", rest))
    return pieces

