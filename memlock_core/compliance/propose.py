"""Propose a check for a pin whose text is a rule memlock can read.

The reply part comes from the rule model (:mod:`memlock_core.compliance.reply_rule`: polarity,
object, scope and exceptions, in English, French, German, Spanish and Japanese), the tool part from
:mod:`memlock_core.compliance.tool_rule`. A proposal is only shown: it takes effect when the user (or
the model, under the admission rules) accepts it with an ordinary pin update (``check: "proposed"``).
A rule neither can read stays unchecked (None): it is never guessed at.
"""
from __future__ import annotations

import difflib
import functools
import re
from dataclasses import dataclass, field, replace

from memlock_core.compliance import (
    accent_free,
    audience,
    changelog_entries,
    date_names,
    document_scope,
    framework_use,
    gerund_bans,
    hands_off_idioms,
    incident_scope,
    library_settings,
    pronoun_object,
    sql_params,
    surname_address,
    week_dates,
    written_scope,
)
from memlock_core.compliance.branch_hands_off import hands_off_branches, hands_off_rules
from memlock_core.compliance.bucket_uploads import bucket_upload_check
from memlock_core.compliance.check import PinCheck, ReplyCheck, ToolCheck
from memlock_core.compliance.clause_order import condition_last
from memlock_core.compliance.closing_sentence import closing_sentence_token
from memlock_core.compliance.code_prefer import names_code
from memlock_core.compliance.command_secrets import command_secret_check
from memlock_core.compliance.datetime_format import names_relative_day
from memlock_core.compliance.heap_alloc import alloc_tokens
from memlock_core.compliance.item_lines import item_lines_token
from memlock_core.compliance.katakana_bans import refused_katakana
from memlock_core.compliance.library_installs import install_rules, subcommand_in
from memlock_core.compliance.merge_target import merge_target_rules
from memlock_core.compliance.no_change import no_change_rules
from memlock_core.compliance.patterns import MAX_PATTERNS
from memlock_core.compliance.quotes import quoted_spans
from memlock_core.compliance.remote_urls import misread, remote_url_check
from memlock_core.compliance.reply_rule import LANGUAGES, parse_reply_rule
from memlock_core.compliance.reply_rule_check import to_reply_check
from memlock_core.compliance.rule_gloss import gloss
from memlock_core.compliance.secret_code import about_code
from memlock_core.compliance.section_headings import EACH_SECTION_SHAPES, asks_heading_per_section
from memlock_core.compliance.sources import about_the_reply_only
from memlock_core.compliance.step_items import step_items_token
from memlock_core.compliance.time_window import windowed
from memlock_core.compliance.tool_content import CONTENT_INTENTS
from memlock_core.compliance.tool_rule import is_known_program, propose_tool
from memlock_core.compliance.tool_swaps import COMMON_PROGRAMS
from memlock_core.compliance.user_trigger import conditioned
from memlock_core.compliance.verb_consent import verb_consent_rules
from memlock_core.regex_cache import rx

__all__ = ["LANGUAGES", "Proposal", "propose_check"]

# code-block tokens about how the reply lays its code out: a rule with one speaks of the reply, not of a tool call
_LAYOUT = frozenset({"tags_match", "fenced_inline", "block_code", "block_commands", "no_shell_blocks", "one_command", "no_prompt",
                     "tag_except_output", "only_code_in_blocks", "no_inline_code"})


@dataclass
class Proposal:
    """A check memlock suggests for a pin, and the rule kinds it recognised."""

    check: PinCheck
    kinds: list[str] = field(default_factory=list)
    gloss: str = ""  # the English gloss the check was read through, when the rule's own language gave none

    def describe(self) -> str:
        said = self.check.describe()
        return f'{said} (read through the English gloss "{self.gloss}")' if self.gloss else said


def propose_check(text: str) -> Proposal | None:
    """A check for the rule kinds memlock reads in ``text``; None when it reads none."""
    if not isinstance(text, str) or not text.strip():
        return None
    found = _propose(text)
    if found is not None:
        return Proposal(found[0], list(found[1]))
    english = gloss(text)  # "Nutze rg statt grep.": read as "use rg instead of grep." (rule_gloss)
    glossed = _propose(english) if english else None
    return None if glossed is None or english is None else Proposal(glossed[0], list(glossed[1]), english)


@functools.lru_cache(maxsize=256)
def _propose(text: str) -> tuple[PinCheck, tuple[str, ...]] | None:
    """:func:`propose_check` memoized by text (a PinCheck is immutable; each caller gets its own Proposal)."""
    timed = windowed(text, _read)  # "no deploys on Fridays": the act, forbidden only in its window (time_window)
    if timed is not None:
        return timed
    scoped = _incident_scoped(text)  # "During incidents: read-only. ...": in force while an incident is on
    if scoped is not None:
        return scoped
    # "when I say dry run, nothing should change": the consequence's tool rules tied to the user's words
    found = conditioned(text, _read) or _read(text)
    said = gerund_bans.imperative(text)
    if said != text and (found is None or found[0].tool is None):  # "… .env: no printing it, no editing it"
        again = _read(said)
        if again is not None and again[0].tool is not None and any(r.paths for r in again[0].tool.forbid):
            return again  # (the file the pronoun stands for named: a bare "no committing it" bans no commit)
    return found


def _incident_scoped(text: str) -> tuple[PinCheck, tuple[str, ...]] | None:
    """The tool rules of a rule kept to incidents, each in force only in a turn that speaks of one (incident_scope)."""
    rest = incident_scope.unscoped(text)
    found = (conditioned(rest, _read) or _read(rest)) if rest else None
    if found is None or found[0].tool is None or not found[0].tool.forbid:
        return None
    tied = tuple(replace(r, when_said=r.when_said or (incident_scope.INCIDENT,)) for r in found[0].tool.forbid)
    return PinCheck(tool=replace(found[0].tool, forbid=tied)), (*found[1], "incident_scope")


@functools.lru_cache(maxsize=256)
def _read(text: str) -> tuple[PinCheck, tuple[str, ...]] | None:
    """The check the readers find in ``text``, read as one unconditioned rule."""
    reply, kinds = to_reply_check(parse_reply_rule(text))
    reply, kinds = accent_free.with_refused(text, reply, kinds)  # "«solo» sin tilde": "sólo" refused
    reply, kinds = date_names.with_rule(text, reply, kinds)  # "maanden voluit": never "Dec"
    reply, kinds = week_dates.with_rule(text, reply, kinds)  # "week numbers, always with the dates"
    tool, tool_kinds = propose_tool(text)
    if reply is not None:
        reply, kinds = _tokens_not_chars(reply, kinds)  # "in Kotlin no `!!`": code of a language, not the prose
    if tool is not None and reply is not None:
        reply, kinds = _programs_not_modules(reply, kinds, tool)  # "use rg instead of grep": programs run, not imported
    moved = condition_last(text) if tool is None else None
    if moved:  # "Before deleting any file, ask me": read as "ask me before deleting any file"
        tool, tool_kinds = propose_tool(moved)
    if tool is not None and not all(r.intent in CONTENT_INTENTS for r in tool.forbid) and about_the_reply_only(
            text, bool(reply and (reply.code_rules or reply.source_rules or reply.code_languages or reply.code_style))):
        # (a rule on the code a call writes, "no it.skip, no @Disabled", judges both the reply and the call: tool_content)
        tool, tool_kinds = None, []  # "Don't make up sources": "make" is no command here
    if tool is not None and reply is not None and set(reply.code_rules) & _LAYOUT \
            and not re.search(r"\b(?:run|execute|exec)\b|\btool calls?\b", text, re.I):
        tool, tool_kinds = None, []  # "shell commands go in ```bash blocks": how the reply lays out code, no call
    if tool is not None and reply is not None and _words_of_prose(text, kinds, tool):
        tool, tool_kinds = None, []  # "No uses nunca la palabra «básicamente»": a word said, no program run
    scoped = written_scope.scope(text, reply)  # "README and doc files in English": the files written, not the chat
    if scoped is not reply:
        reply, kinds = scoped, (kinds if "language" in kinds or scoped is None or not scoped.language else [*kinds, "language"])
    if reply is not None and audience.scoped_to_outside(text):
        # "Canadian spelling for anything customer-facing": every part speaks to that text (a message that marks
        # its text internal waives it)
        when = dict(reply.when)
        reply = replace(reply, when=tuple(sorted({**{p: audience.EXTERNAL for p in reply.parts()}, **when}.items())))
    # "In the docs: never use 'simply'", "no contractions in client-facing drafts": the documents written, not the chat
    reply, kinds = document_scope.scope(text, reply, kinds)
    if reply is not None and "absolute_date" in reply.datetime and reply.no_words:
        reply, kinds = _relative_days_not_words(reply, kinds)  # "don't say 'yesterday' etc": the class, not one word
    if reply is not None and (reply.spelling or not names_code(text) and _spelling_pairs(text, reply.no_words)):
        reply, kinds = _spellings_not_modules(reply, kinds)  # "colour ではなく color": a spelling, not a library
    installs = install_rules(tuple(s for s in reply.code_style if not is_known_program(s.partition(":")[2]) and
                                   not subcommand_in(s.partition(":")[2], text, is_known_program))) \
        if reply is not None else []
    if installs:  # "httpx instead of requests": installing requests sets up the refused library
        tool = ToolCheck(forbid=(*(tool.forbid if tool is not None else ()), *installs))
        tool_kinds = [*tool_kinds, "no_install_refused"]
    if tool is not None and any(r.intent == "secret_content" for r in tool.forbid) and about_code(text) \
            and "no_secret_literal" not in (reply.code_rules if reply is not None else ()):
        # "never hardcode API keys in code": a reply's code blocks are judged as a written file is (secret_code)
        reply = replace(reply or ReplyCheck(), code_rules=(*(reply.code_rules if reply else ()), "no_secret_literal"))
        kinds = [*kinds, "code_rules"]
    one_line = item_lines_token(text) if reply is None or not any(p.startswith("item:") for p in reply.part_limits) else ""
    if not one_line and (reply is None or not any(p.startswith("item:") for p in reply.part_limits)):
        one_line = step_items_token(text)  # "numbered steps, one step per line": an item of two sentences is two steps
    if one_line:  # "each bullet point should be a single short line": every list item on one line
        reply = replace(reply or ReplyCheck(), part_limits=(*(reply.part_limits if reply else ()), one_line))
        kinds = [*kinds, "part_limits"]
    if reply is not None and set(reply.format) & EACH_SECTION_SHAPES and "no_bold_headings" not in reply.format \
            and asks_heading_per_section(text):  # "a ## heading for each section": no section titled by a bold line
        reply, kinds = replace(reply, format=(*reply.format, "no_bold_headings")), [*kinds, "no_bold_headings"]
        # "... in long replies": the condition of the heading clause holds for its titles too
        shape_when = next((w for part, w in reply.when if part in EACH_SECTION_SHAPES), "")
        if shape_when:
            reply = replace(reply, when=(*reply.when, ("no_bold_headings", shape_when)))
    closing = closing_sentence_token(text, reply.ends_with if reply is not None else None)
    if reply is not None and closing and closing not in reply.part_limits:  # "end with a one-sentence 'TL;DR:'"
        reply, kinds = replace(reply, part_limits=(*reply.part_limits, closing)), [*kinds, "part_limits"]
    katakana = [w for w in refused_katakana(text) if reply is None or w not in reply.no_words
                and not any(s.startswith("indent:") for s in reply.code_style)]  # "タブではなくスペース": indentation
    if katakana:  # "（サーバ、ユーザはNG）": katakana spellings refused, listed bare
        reply = replace(reply or ReplyCheck(), no_words=(*(reply.no_words if reply else ()), *katakana))
        kinds = [*kinds, "no_words"]
    literal = command_secret_check(text)
    if literal is not None:  # "don't put tokens directly in curl commands": the literal in the command line
        tool = replace(literal, forbid=tool.forbid, names=()) if tool is not None and tool.forbid else literal
        tool_kinds = [*tool_kinds, "no_literal_secret"]
    remote = remote_url_check(text)
    if remote is not None:  # "Use HTTPS git remotes, not SSH": the address a git command records (remote_urls)
        unread = tuple(r for r in (tool.forbid if tool is not None else ()) if not misread(r))
        patterns = (*(tool.must_not_match if tool else ()), *remote.must_not_match)[:MAX_PATTERNS]
        tool = replace(remote, forbid=unread, must_not_match=patterns)
        tool_kinds = [*(f"no_{r.intent}" for r in unread), *(["no_literal_secret"] if literal else []), "no_remote_url"]
    merges = merge_target_rules(text)
    if merges:  # "never merge into main, only open a PR": the merge, scoped to main (not the PR it allows)
        kept = [r for r in (tool.forbid if tool is not None else ()) if r.intent != "merge" and not (
            r.intent == "command" and any(c.endswith(("pr create", "mr create", "pull-request")) for c in r.commands))]
        tool, tool_kinds = ToolCheck(forbid=(*kept, *merges)), [*(f"no_{r.intent}" for r in kept), "no_merge_into"]
    entries = changelog_entries.parse(text)
    if entries and reply is None:  # "changelog entries: one bullet per change, each starting with a past-tense verb"
        reply, kinds = ReplyCheck(format=(entries,), only_in=((entries, "files"),)), [*kinds, entries]
    kinds = kinds + list(tool_kinds)
    if reply is None and tool is None and no_change_rules(text):  # "make no changes", "nichts installieren"
        rules = no_change_rules(text)
        tool, kinds = ToolCheck(forbid=tuple(rules)), [f"no_{r.intent}" for r in rules]
    if reply is None and tool is not None and hands_off_branches(text) and all(
            r.intent == "write_path" and set(r.paths) <= set(hands_off_branches(text)) for r in tool.forbid):
        tool = None  # "Don't touch the hotfix-* branches": branches, not files written
    if reply is None and tool is None:  # "no malloc/free in C", "always parameterized queries": code rules by class
        code = alloc_tokens(text) + sql_params.parse(text) + framework_use.parse(text) + library_settings.parse(text)
        reply, kinds = (ReplyCheck(code_style=tuple(code)), [*kinds, "code_style"]) if code else (None, kinds)
        address = surname_address.parse(text)  # "address the client as Mr./Ms. + surname, never by first name"
        reply, kinds = (ReplyCheck(format=tuple(address)), [*kinds, *address]) if address else (reply, kinds)
    if reply is None and tool is None:  # "DO NOT touch the release/* branches", "terraform: apply needs my OK"
        rules = hands_off_rules(text) or verb_consent_rules(text, is_known_program)
        tool, kinds = (ToolCheck(forbid=tuple(rules)), [f"no_{r.intent}" for r in rules]) if rules else (None, kinds)
    if reply is None and tool is None:  # "Nunca subas nada al bucket s3://…": uploads into that bucket (bucket_uploads)
        tool = bucket_upload_check(text)
        kinds = [*kinds, "no_bucket_upload"] if tool is not None else kinds
    if reply is None and tool is None:  # "production stays off limits", "lass die Produktion in Ruhe": "Don't touch X."
        said = hands_off_idioms.as_hands_off(text)
        again = _read(said) if said and said != text else None
        if again is not None and again[0].reply is None and again[0].tool is not None:
            return again
    if reply is None and tool is None:  # "… markdown tables, so please don't use them": the noun before the pronoun
        return pronoun_object.reread(text, _read)
    return PinCheck(reply=reply, tool=tool), tuple(kinds)


def _programs_not_modules(reply: ReplyCheck, kinds: list[str], tool: ToolCheck) -> tuple[ReplyCheck | None, list[str]]:
    """A rule that swaps one program for another ("always python -m pip instead of pip", "grep ではなく rg") read by
    the reply reader as a module refused in code or a word refused in prose: the names are programs a tool call
    runs, so the tool rule judges them and the reply tokens go."""
    forbidden = {c.split()[0].lower() for r in tool.forbid if r.intent == "command" and r.allow_commands for c in r.commands}
    # a subcommand the swap names ("git checkout ではなく git switch": checkout) is no module either
    subcommands = {c.split()[-1].lower() for r in tool.forbid if r.intent == "command" and r.allow_commands
                   for c in r.commands if len(c.split()) == 2}
    style = tuple(s for s in reply.code_style if not (s.startswith("no_module:") and
                                                      (is_known_program(s[10:]) or s[10:].lower() in COMMON_PROGRAMS
                                                       or s[10:].lower() in subcommands)))
    words = tuple(w for w in reply.no_words if w.lower() not in forbidden)
    if style == reply.code_style and words == reply.no_words:
        return reply, kinds
    reply = replace(reply, code_style=style, no_words=words)
    kinds = [k for k in kinds if (k != "code_style" or style) and (k != "no_words" or words)]
    return (reply if reply.parts() else None), kinds


def _relative_days_not_words(reply: ReplyCheck, kinds: list[str]) -> tuple[ReplyCheck, list[str]]:
    """Days named from today quoted in an absolute-date rule ("don't say 'yesterday'/'next week' etc -- give actual
    dates") are examples of what ``absolute_date`` judges: one of them banned as a word would let the others pass
    and judge a reply with no date at all."""
    words = tuple(w for w in reply.no_words if not names_relative_day(w))
    if words == reply.no_words:
        return reply, kinds
    return replace(reply, no_words=words), [k for k in kinds if k != "no_words" or words]


def _spellings_not_modules(reply: ReplyCheck, kinds: list[str]) -> tuple[ReplyCheck, list[str]]:
    """A spelling rule's refused word ("American spelling: color, not colour"), or a word refused beside another
    spelling of itself in a rule that names no code ("colour ではなく color と書いて"), read by the code reader as a
    module refused too: it is a word of the prose, so no module token (and no install ban) comes of it."""
    words = {w.lower() for w in reply.no_words}
    style = tuple(s for s in reply.code_style if not (s.startswith("no_module:") and s[10:].lower() in words))
    if style == reply.code_style:
        return reply, kinds
    return replace(reply, code_style=style), [k for k in kinds if k != "code_style" or style]


def _spelling_pairs(text: str, refused: tuple[str, ...]) -> bool:
    """Every word the rule refuses has another form of itself in the rule ("colour ではなく color", "organise, not
    organize"): two spellings of one word, not a library swapped for another ("urllib じゃなくて httpx")."""
    words = {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text)}
    return bool(refused) and all(any(w != r.lower() and w[0] == r[0].lower() and
                                     difflib.SequenceMatcher(None, w, r.lower()).ratio() >= 0.8 for w in words)
                                 for r in refused)


def _tokens_not_chars(reply: ReplyCheck, kinds: list[str]) -> tuple[ReplyCheck | None, list[str]]:
    """Characters the prose reader refuses that are a construct the rule refuses in one language's code
    (``no_token``): the code reader judges them there, the prose may name them."""
    tokens = [s.split(":", 2)[2] for s in reply.code_style if s.startswith("no_token:")]
    if not tokens or not reply.no_chars:
        return reply, kinds
    chars = tuple(c for c in reply.no_chars if not any(c in t for t in tokens))
    if chars == reply.no_chars:
        return reply, kinds
    return replace(reply, no_chars=chars), [k for k in kinds if k != "no_chars" or chars]


# reply kinds that ban words of the reply's prose: a quoted word they name is said, not run
_PROSE_BANS = frozenset({"no_words", "no_signoff", "no_hedging", "no_openers", "no_flattery", "no_greeting", "no_apology"})
_COMMAND_SHAPE = rx(r"(?:^|\s)-{1,2}\w|[/|&;$=]|\.\w+$")


def _words_of_prose(text: str, reply_kinds: list[str], tool: ToolCheck) -> bool:
    """The tool part only bans quoted words that the reply part bans as prose ("never say 'delve'", "no 'hope this
    helps'"): each is a word of the reply, not a program; a known program, a flag, a path, or a rule that names
    running anything keeps the tool reading."""
    if not set(reply_kinds) & _PROSE_BANS or not tool.forbid or any(r.intent != "command" for r in tool.forbid) \
            or tool.must_not_match:
        return False
    quoted = {q.lower() for q in quoted_spans(text)}
    commands = [c for r in tool.forbid for c in r.commands]
    return bool(commands) and not _TOOL_VERBS.search(text) and all(
        c.lower() in quoted or any(q.startswith(c.lower()) for q in quoted) for c in commands) and not any(
        is_known_program(c.split()[0]) or _COMMAND_SHAPE.search(c) for c in commands)


_TOOL_VERBS = rx(r"\b(?:run|runs|running|execute|exec|commands?|shell|terminal|tool calls?|install|ejecut\w*|"
                         r"exécut\w*|lance[rz]?|ausführ\w*|befehl\w*|comando\w*|commande\w*)\b|実行|コマンド|运行|执行|命令",
                         re.I)
