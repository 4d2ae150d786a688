"""The declarative check a pin may carry: what a reply or a tool call must (not) look like.

A check is data, never code: a user can read it, a store can sign it, and memlock can evaluate it
in microseconds. It is optional; a pin without one is reported as unchecked, never guessed at.

    {"reply": {"language": "fr", "format": ["bullets"], "max_words": 150,
               "must_match": [], "must_not_match": []},
     "tool": {"names": ["terminal", "Bash"], "args": ["command"], "must_not_match": ["\\bsudo\\b"]},
     "enforce": "warn"}          # or "block": a matching tool call is refused, not just reported

Stored on the :class:`~memlock_core.anchor.Anchor` as ``check`` (absent on records written before
checks existed: they load as unchecked).
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from memlock_core.compliance.commit_spec import CommitSpec
from memlock_core.compliance.content_spec import describe_rule, valid_code_rule, valid_source_rule
from memlock_core.compliance.part_spec import describe_part_limit, valid_part_limit
from memlock_core.compliance.patterns import PatternError, validate_patterns
from memlock_core.compliance.tone_spec import (
    ADDRESS_CASE_DESCRIPTIONS,
    ADDRESS_CASE_FORMATS,
    COARSE_DESCRIPTIONS,
    COARSE_FORMATS,
    MORALISING_DESCRIPTIONS,
    MORALISING_FORMATS,
    NUMBER_MARK_DESCRIPTIONS,
    NUMBER_MARK_FORMATS,
    QUESTIONS_BACK_DESCRIPTIONS,
    QUESTIONS_BACK_FORMATS,
    RECAP_DESCRIPTIONS,
    RECAP_FORMATS,
)
from memlock_core.compliance.typography_spec import DESCRIPTIONS as TYPOGRAPHY_DESCRIPTIONS
from memlock_core.compliance.typography_spec import FORMATS as TYPOGRAPHY_FORMATS
from memlock_core.errors import UsageError
from memlock_core.regex_cache import rx

# Reply formats. bullets: the answer is a bulleted list (a lead-in line allowed); bullets_only: nothing but the
# list; numbered: numbered items (``Step N —`` counts); no_*: none of them; emoji: at least one; headings: at
# least one markdown heading; heading_first: the reply opens with one (``heading_level`` when given);
# fenced_code / tagged_code: code only in fenced blocks (with a language tag); no_code: no code block.
# no_tables: no markdown table; no_markdown: plain text (no heading, list, table, emphasis, fence, inline code,
# markdown link); no_greeting / no_signoff / no_flattery: no salutation or "Great question" opening the reply, no
# closing formula ("Hope this helps", "Saludos"); code_only: nothing but code (one lead-in line at most);
# formal_address: the formal "you" (vous / Sie / usted), never tu / du / tú. no_emoticons: no text emoticon (``:)``
# ``;-)`` ``^_^`` ``:D``) in the prose. dash_bullets: every bulleted item is marked with ``-``. code_example: a
# reply about code or commands shows one (a code block, or inline code that is a command or an expression).
# emoji_end: the reply's last character is an emoji. type_hints: every Python function in its code is annotated.
# ja_polite: every Japanese sentence of the prose ends in the polite です・ます form, none in the plain form (だ, -る).
# ko_polite: no Korean sentence of the prose ends in the plain speech (반말: -다, 해, 돼, 야), its verbs in -요 / -니다;
# ko_casual: none ends in -요 / -니다 (register.py).
# informal_address: the familiar "you" (tu / du / tú), never vous / Sie / usted; ja_casual: no Japanese sentence in the
# です・ます form; no_contractions: no English contraction (don't, it's, we'll) in the prose; no_rhetorical_questions: no
# question in the prose that is not put to the user (register.py). one_language: the prose in one language, whichever.
# no_caps / no_hedging / no_first_person / no_disclaimers / no_filler: no shouted word in capitals, no hedge, no I / me /
# my, no disclaimer formula, no acknowledgement ("Sure!") before the answer; no_end_question: the last sentence is no
# question (tone.py); no_offer_end: it does not close on an offer of more help, question or not (help_offer.py).
# no_emoji_bullets: no list item
# marked with an emoji; emoji_each_item: every list item opens with one; emoji_each_heading: every markdown heading
# opens with one, one_emoji_each_heading: with a single one (emoji_rule.py). single_top_heading: a reply with headings
# opens with one title of ``heading_level`` (1 by default) and has no other of that level (reply_structure.py).
FORMATS = ("bullets", "bullets_only", "bullets_only_lead_in", "numbered", "no_numbered", "no_bullets", "no_lists", "no_emoji", "emoji",
           "headings", "heading_first", "no_headings", "fenced_code", "tagged_code", "no_code", "no_tables",
           "no_markdown", "no_greeting", "no_signoff", "no_flattery", "no_restate",
           "closing_summary", "closing_list", "items_total", "code_only", "formal_address", "no_links",
           "no_emoticons", "dash_bullets", "code_example", "emoji_end", "type_hints",
           "ja_polite", "table", "emoji_end_only", "emoji_start", "title_case_headings", "sentence_case_headings",
           "no_caps_headings", "changelog_past", "changelog_bullets", "translation_only",
           "flat_lists",
           "two_level_lists", "checkbox_lists", "numbered_headings", "no_apology", "heading_level_only", "heading_levels",
           "no_bold_headings", "no_titles", "no_skipped_levels",
           "heading_end", "step_format", "items_end", "informal_address", "ja_casual", "no_contractions",
           "no_rhetorical_questions", "one_language", "no_caps", "no_hedging", "no_first_person", "no_disclaimers",
           "no_filler", "no_emoji_bullets", "emoji_each_item", "emoji_each_heading", "one_emoji_each_heading",
           "no_end_question", "no_offer_end", "single_top_heading", "ko_polite", "ko_casual", "zh_simplified",
           "zh_traditional", "zh_no_traditional", "zh_no_simplified", "keep_terms",
           "no_voseo", "unit_space", "unit_space_but_degrees", "litre_capital", "litre_lower", "decimal_comma",
           "decimal_point", *TYPOGRAPHY_FORMATS, *ADDRESS_CASE_FORMATS, *RECAP_FORMATS, *MORALISING_FORMATS,
           *QUESTIONS_BACK_FORMATS, *COARSE_FORMATS, *NUMBER_MARK_FORMATS,
           "items_sentences", "one_command_step", "error_quote_first", "items_no_stop", "items_capital",
           "surname_address")
_EXCLUSIVE = (("bullets", "numbered"), ("bullets_only", "numbered"), ("bullets_only_lead_in", "numbered"), ("bullets", "no_bullets"),
              ("bullets", "no_lists"), ("numbered", "no_numbered"), ("numbered", "no_lists"), ("emoji", "no_emoji"),
              ("headings", "no_headings"), ("heading_first", "no_headings"), ("no_code", "tagged_code"),
              ("no_code", "fenced_code"), ("bullets_only", "no_bullets"), ("bullets_only", "no_lists"),
              ("bullets_only_lead_in", "no_bullets"), ("bullets_only_lead_in", "no_lists"), ("no_markdown", "bullets_only_lead_in"),
              ("no_markdown", "bullets"), ("no_markdown", "bullets_only"), ("no_markdown", "numbered"),
              ("no_markdown", "headings"), ("no_markdown", "heading_first"), ("no_markdown", "fenced_code"),
              ("no_markdown", "tagged_code"), ("no_markdown", "code_only"), ("no_code", "code_only"),
              ("emoji", "max_emoji"), ("no_emoji", "emoji_end"), ("no_code", "code_example"), ("no_markdown", "code_example"),
              ("emoji_end", "emoji_end_only"), ("no_emoji", "emoji_start"), ("formal_address", "informal_address"),
              ("ja_polite", "ja_casual"), ("ko_polite", "ko_casual"))
# Length limits of a reply's prose: (field, unit as a person reads it, upper bound)
LENGTHS = (("max_words", "words", 100_000), ("min_words", "words", 100_000),
           ("max_sentences", "sentences", 10_000), ("min_sentences", "sentences", 10_000),
           ("max_lines", "lines", 100_000), ("min_lines", "lines", 100_000),
           ("max_chars", "characters", 1_000_000), ("min_chars", "characters", 1_000_000),
           ("max_paragraphs", "paragraphs", 10_000), ("min_paragraphs", "paragraphs", 10_000),
           ("max_items", "items in a list", 10_000), ("max_emoji", "emoji", 1_000))
# en-CA: -our, -re, -ence, doubled l as in British English, -ize as in American; en-AU: British forms
# de-1996: German after the 1996 reform (ss after a short vowel: dass, muss, Fluss; german_spelling.py)
SPELLINGS = ("en-GB", "en-US", "en-CA", "en-AU", "en-GB-oxendict", "pt-PT", "pt-BR", "de-1996", "es-ES", "es-419",
             "user")
# both: every quantity with its conversion into the other system; both_metric_first: and the metric value leads;
# binary / decimal: data sizes in IEC units (KiB, MiB, GiB: powers of 1024) / in SI units (kB, MB, GB)
UNITS = ("metric", "imperial", "both", "both_metric_first", "both_imperial_first", "binary", "decimal")
# The currency every amount of money is in (``currency``; or ``code``: written with its ISO code, never a symbol)
CURRENCIES = ("EUR", "USD", "GBP", "JPY", "CHF", "CAD", "AUD", "INR", "CNY", "SEK", "NOK", "DKK", "PLN", "BRL", "MXN")
# What a unit rule measures when it names only some quantities ("Celsius only": temperature; "distances in km");
# spoon: tsp / tbsp, kitchen measures of both systems, judged only by a rule that names them
UNIT_DIMENSIONS = ("length", "mass", "volume", "temperature", "speed", "area", "spoon", "pressure")
# zone: every time of day has a time zone written with it (any zone); a named zone is ``time_zone``
# dmy_date: numeric dates day first with slashes (DD/MM/YYYY); long_date: the month in words ("3 de marzo de 2024");
# gregorian: years of the Western calendar, never a Japanese era (令和7年)
# weekday: every date with its day of the week; absolute_date: no day named relative to today ("tomorrow", "next
# Tuesday"); 12h: times of day with AM / PM, never 24-hour ("14:30"); week_date: no week number without a date in its
# sentence (week_dates.py)
DATETIME = ("utc", "utc_only", "iso_date", "24h", "zone", "dmy_date", "long_date", "gregorian", "kanji_date", "dmy_order", "dmy_dot",
            "mdy_date", "ymd_slash", "ymd_dot", "full_names", "weekday", "absolute_date", "12h", "week_date")
# Parts of a reply a part may leave out (``except_in``): "except in tables", "emoji only in headings"; or read alone
# (``only_in``): "no emoji in headings", "no emoji in code comments or docstrings" (comments: those of its code blocks)
# files: what a tool call writes to a file; code+tables: both ("SI units only in code and tables"); first_line: the
# reply's opening line (its greeting) when more lines follow ("emoji only in the first line / greeting"); commits: the
# commit messages a tool call writes ("emoji only in commit messages": except_in, every other text judged); docs: the
# documents a tool call writes (a README, a docs/ file, Markdown), no other file; pages: the reply and the documents
# a tool call writes both ("Use H2 for sections, never H1 (the page already has a title)": page_headings.py)
REGIONS = ("tables", "headings", "code", "comments", "files", "code+tables", "first_line", "commits", "docs", "pages")
# Punctuation a rule may forbid in the reply's prose (``no_chars``)
CHARS = ("!", "—", ";", "…", "?", "–", "ß")
SOURCES = ("links", "references", "any", "docs")  # docs: a link to documentation, or documentation named
# Which replies a part speaks to (``when``), and when it is waived (``unless``). The user's message decides
# code_request / detail_request / procedure when it is given; N is a whole number.
WHEN = ("procedure", "list", "code", "code_request", "cooking", "paragraphs>N", "words>N", "summary_request", "command_request",
        "explanation", "figures", "long", "short", "cites", "sourced", "technical", "api", "library", "comparison", "factual",
        "user_writes:XX",
        "asks:NOUN", "translation_request", "not_procedure", "lines>N", "multiline", "topic:NAMES", "comparison>N",
        "paragraphs<N", "lines<N", "words<N", "yes_no", "about:error", "about:review", "external", "options>N", "options",
        "says:PHRASE")
# says:PHRASE: the user's message says the phrase (user_trigger.py: "when I say 'tl;dr', one sentence")
UNLESS = ("code_request", "detail_request", "language_request", "list_request", "comments_request", "zone_request",
          "user_emoji", "comparison", "says:PHRASE")
ENFORCE = ("warn", "block")
MAX_NAMES = 16
# Shell-running tools of the hosts memlock serves: Hermes `terminal`, Claude Code `Bash`, common MCP names.
SHELL_TOOLS = ("terminal", "Bash", "shell", "bash", "run_shell_command", "execute_command", "exec", "run_command")
COMMAND_ARGS = ("command", "cmd", "script")
# Where a shell command starts: the line start, after ; & | ( ` $( or a prefix such as xargs/env/exec.
CMD_START = r"(?:^|[;&|(`]|\$\(|\b(?:xargs|env|exec|nohup|time|then|do)\s)\s*"


def show_pattern(pattern: str) -> str:
    """A pattern as a person reads it: memlock's command-start prefix becomes words."""
    if pattern.startswith(CMD_START):
        return f"a command starting /{pattern[len(CMD_START):]}/"
    return f"/{pattern}/"


SPELLING_NAMES = {"en-GB": "British", "en-US": "American", "en-CA": "Canadian", "en-AU": "Australian",
                  "en-GB-oxendict": "Oxford (British, -ize)", "user": "the user's",
                  "pt-PT": "European Portuguese", "pt-BR": "Brazilian Portuguese", "de-1996": "reformed German (1996)",
                  "es-ES": "Spanish of Spain", "es-419": "Latin American Spanish"}
# Named time zones a rule may ask for: the abbreviation, and how a reply may write a time in it.
TIME_ZONES: dict[str, tuple[str, ...]] = {
    "JST": ("JST", "Japan time", "Japan Standard Time", "Tokyo time", "日本時間", "UTC+9", "UTC+09:00", "GMT+9", "+09:00"),
    "KST": ("KST", "Korea time", "Seoul time", "UTC+9", "+09:00"),
    "CET": ("CET", "CEST", "MEZ", "MESZ", "Central European", "Paris time", "Berlin time", "heure de Paris", "hora peninsular",
            "UTC+1", "UTC+2", "+01:00", "+02:00"),
    "PT": ("PT", "PST", "PDT", "Pacific", "US Pacific", "UTC-8", "UTC-7", "-08:00", "-07:00"),
    "ET": ("ET", "EST", "EDT", "Eastern", "US Eastern", "New York time", "UTC-5", "UTC-4", "-05:00", "-04:00"),
    "CT": ("CT", "CST", "CDT", "Central", "US Central", "Chicago time", "UTC-6", "UTC-5", "-06:00", "-05:00"),
    "MT": ("MT", "MST", "MDT", "Mountain", "US Mountain", "Denver time", "UTC-7", "UTC-6", "-07:00", "-06:00"),
    "UK": ("GMT", "BST", "UK time", "London time", "UTC+0", "UTC+1", "+00:00", "+01:00"),
    # Western European time: Portugal and the Canary Islands (the UK's clock, its own names)
    "WET": ("WET", "WEST", "hora canaria", "Canary time", "en Canarias", "Lisbon time", "hora de Lisboa", "em Lisboa",
            "UTC+0", "UTC+1", "+00:00", "+01:00"),
    "IST": ("IST", "India time", "Indian Standard Time", "UTC+5:30", "UTC+05:30", "+05:30"),
    "AET": ("AET", "AEST", "AEDT", "Sydney time", "Australian Eastern", "UTC+10", "UTC+11", "+10:00", "+11:00"),
    "SGT": ("SGT", "Singapore time", "UTC+8", "UTC+08:00", "+08:00"),
    "HKT": ("HKT", "Hong Kong time", "UTC+8", "UTC+08:00", "+08:00"),
    "CST_CN": ("Beijing time", "China time", "China Standard Time", "北京时间", "北京時間", "UTC+8", "UTC+08:00", "+08:00"),
    "TRT": ("TRT", "TSİ", "Türkiye saati", "Türkiye saatine", "Türkiye saatiyle", "Turkey time", "Istanbul time", "UTC+3",
            "+03:00"),
    "MSK": ("MSK", "МСК", "Moscow time", "московскому времени", "по Москве", "UTC+3", "+03:00"),
}


class CheckError(UsageError):
    """A check that cannot be used as given; nothing was changed."""


def _str_list(value: Any, what: str, limit: int = MAX_NAMES) -> list[str]:
    if value in (None, "", [], ()):
        return []
    items = [value] if isinstance(value, str) else list(value) if isinstance(value, tuple) else value
    if not isinstance(items, list) or not all(isinstance(v, str) and v.strip() for v in items):
        raise CheckError(f"{what} must be a list of non-empty strings")
    if len(items) > limit:
        raise CheckError(f"{what} has {len(items)} entries; the limit is {limit}")
    return [v.strip() for v in items]


def _limit(value: Any, what: str, hi: int) -> int | None:
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or int(value) != value or not 1 <= value <= hi:
        raise CheckError(f"{what} must be a whole number from 1 to {hi}")
    return int(value)


def _patterns(value: Any, what: str) -> list[str]:
    try:
        return validate_patterns(value, what)
    except PatternError as exc:
        raise CheckError(str(exc)) from None


def _only(data: dict[str, Any], allowed: set[str], what: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise CheckError(f"unknown {what} field(s): {', '.join(map(str, unknown))}; allowed: {', '.join(sorted(allowed))}")


_CONDITION = rx(r"^(?:procedure|list|code|code_request|detail_request|summary_request|command_request|"
                        r"explanation|figures|long|short|cites|sourced|factual|technical|api|library|comparison|cooking|language_request|"
                        r"list_request|comments_request|zone_request|user_emoji|translation_request|yes_no|about:error|about:review|external|"
                        r"not_procedure|multiline|paragraphs>\d{1,4}|lines>\d{1,4}|comparison>\d{1,2}|options>\d{1,2}|options|"
                        r"words>\d{1,6}|(?:paragraphs|lines|words)<\d{1,6}|"
                        r"user_writes:[a-z]{2}|says:[^<>|\n]{1,40}|"
                        r"asks:[^\W\d_]{3,30}(?:-[^\W\d_]{3,30})?(?:\|[^\W\d_]{3,30})?|topic:(?:medical|legal|interaction|frontend|backend|android|ios)(?:\+(?:medical|legal|interaction))?)$")


def _language_code(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip().isalpha() or len(value.strip()) not in (2, 3):
        raise CheckError(f"{what} must be an ISO 639-1 code such as \"fr\" or \"de\"")
    return value.strip().lower()


def _choice(value: Any, choices: tuple[str, ...], what: str) -> str | None:
    if value in (None, ""):
        return None
    folded = {c.lower(): c for c in choices}
    if not isinstance(value, str) or value.strip().lower() not in folded:
        raise CheckError(f"{what} must be one of {', '.join(choices)}")
    return folded[value.strip().lower()]


def _conditions(value: Any, parts: set[str], allowed: tuple[str, ...], what: str) -> tuple[tuple[str, str], ...]:
    if value in (None, {}, ""):
        return ()
    if not isinstance(value, dict):
        raise CheckError(f"{what} must map a part of the check (e.g. \"numbered\") to a condition")
    out = []
    for part, condition in value.items():
        if part not in parts:
            raise CheckError(f"{what}: {part!r} is not a part of this check ({', '.join(sorted(parts))})")
        # "paragraphs>N", "lines<N": the condition's shape, its number left out
        bare = re.split("[<>]", condition)[0] + (">N" if ">" in condition else "<N" if "<" in condition else "") \
            if isinstance(condition, str) else ""
        shape = re.sub(r"^topic:.*", "topic:NAMES", re.sub(r"^asks:.*", "asks:NOUN", re.sub(r":[a-z]{2}$", ":XX", bare))) \
            if isinstance(condition, str) else ""
        shape = "says:PHRASE" if isinstance(condition, str) and condition.startswith("says:") else shape
        if not isinstance(condition, str) or not _CONDITION.match(condition) or shape not in allowed:
            raise CheckError(f"{what}.{part}: unknown condition {condition!r}; choose from {', '.join(allowed)}")
        out.append((str(part), condition))
    return tuple(sorted(out))


_PART_NAMES = {"bullets": "bullet points", "bullets_only": "only a bulleted list",
               "bullets_only_lead_in": "only a bulleted list (a lead-in line allowed)", "numbered": "numbered steps",
               "no_numbered": "no numbered lists", "no_bullets": "no bullet points", "no_lists": "no lists",
               "no_emoji": "no emoji", "emoji": "at least one emoji", "headings": "headings",
               "heading_first": "opens with a heading", "no_headings": "no markdown headings",
               "fenced_code": "code in fenced blocks", "tagged_code": "code in fenced blocks with a language tag",
               "no_code": "no code blocks", "utc": "times in UTC",
               "utc_only": "times in UTC, never a local time beside them", "iso_date": "ISO 8601 dates (YYYY-MM-DD)",
               "dmy_date": "dates as DD/MM/YYYY", "long_date": "dates with the month in words",
               "gregorian": "years of the Western calendar", "kanji_date": "dates as YYYY年M月D日",
               "dmy_order": "dates day first", "dmy_dot": "dates as DD.MM.YYYY", "ymd_dot": "dates as YYYY.MM.DD",
               "full_names": "weekdays and months written out in full",
               "weekday": "every date with its weekday", "week_date": "week numbers with their dates",
               "absolute_date": "dates, never 'tomorrow' or 'next week'",
               "12h": "12-hour times with AM/PM", "24h": "24-hour times", "zone": "a time zone with every time", "no_tables": "no tables",
               "no_markdown": "plain text, no markdown", "no_greeting": "no greeting",
               "no_signoff": "no sign-off", "no_flattery": "no flattering opener",
               "no_restate": "no restated question", "closing_summary": "ends with a one-line summary",
               "closing_list": "ends with a list summing it up",
               "items_total": "the list items of the whole reply counted together", "code_only": "only code",
               "formal_address": "formal address (vous / Sie / usted)",
               "surname_address": "the person addressed by title and surname, never by first name",
               "no_emoticons": "no text emoticons", "dash_bullets": "list items marked with -",
               "code_example": "a code example in replies about code or commands",
               "emoji_end": "ends with an emoji", "emoji_end_only": "emoji only at the end",
               "emoji_start": "opens with an emoji",
               "type_hints": "type hints on every Python function",
               "ja_polite": "Japanese in the polite です・ます form", "table": "a markdown table",
               "ko_polite": "Korean in the honorific speech (존댓말), no 반말",
               "ko_casual": "Korean in the plain speech (반말), no 존댓말",
               "title_case_headings": "headings in Title Case", "sentence_case_headings": "headings in sentence case",
               "no_caps_headings": "no heading written in capitals",
               "changelog_past": "changelog entries written as bullets, each opening with a past-tense verb",
               "changelog_bullets": "changelog entries written as bullets, one per change",
               "translation_only": "the translation asked for and nothing beside it",
               "flat_lists": "lists one level deep", "two_level_lists": "lists nested at most one level",
               "checkbox_lists": "to-do lists with a checkbox on every item",
               "numbered_headings": "section headings numbered (1., 2., ...)",
               "no_apology": "no apology", "heading_level_only": "headings of one level only",
               "unit_space": "a space between each number and its unit symbol (5 kg)",
               "unit_space_but_degrees": "a space between each number and its unit symbol (5 kg); degrees may touch (28°C)",
               "litre_capital": "litres written with a capital L (2 L, 500 mL)",
               "litre_lower": "litres written with a lowercase l (2 l, 500 ml)",
               "decimal_comma": "amounts and quantities with a decimal comma (12,50 €)",
               "decimal_point": "amounts and quantities with a decimal point (12.50)",
               "heading_levels": "headings only of the levels allowed",
               "no_bold_headings": "no bold line standing in for a heading",
               "no_titles": "no headings or title lines (markdown or bold)",
               "no_skipped_levels": "no heading level skipped (### under #)",
               "heading_end": "no heading ends with the marks named",
               "step_format": "each step on its own line, labelled as the rule shows",
               "one_command_step": "one command per step",
               "error_quote_first": "opens with the error message quoted",
               "items_no_stop": "no list item ends with a full stop", "items_capital": "every list item starts with a capital",
               "items_end": "every list item ends with a full stop",
               "items_sentences": "every list item is a full sentence",
               "informal_address": "familiar address (tu / du / tú)", "ja_casual": "Japanese in the plain form, not です・ます",
               "no_contractions": "no contractions (don't, it's)",
               "no_rhetorical_questions": "no rhetorical questions", "one_language": "one language per reply",
               "zh_simplified": "Chinese in Simplified characters", "zh_traditional": "Chinese in Traditional characters",
               "zh_no_traditional": "Simplified Chinese, no Traditional character",
               "keep_terms": "the English terms of the user's message kept untranslated",
               "zh_no_simplified": "Traditional Chinese, no Simplified character",
               "no_voseo": "no Spanish voseo (vos podés, usá)",
               "no_caps": "no words in capitals (acronyms aside)", "no_hedging": "no hedging (I think, maybe)",
               "no_first_person": "no first person (I, me, my)", "no_disclaimers": "no disclaimers",
               "no_filler": "no filler opener (Sure!, Certainly,)",
               "no_emoji_bullets": "no emoji as list markers", "emoji_each_item": "every list item opens with an emoji",
               "emoji_each_heading": "every heading opens with an emoji",
               "one_emoji_each_heading": "every heading opens with one emoji",
               "single_top_heading": "one title at the top, no other heading of its level",
               "no_end_question": "does not end on a question",
               "no_offer_end": "does not end with an offer of more help",
               **TYPOGRAPHY_DESCRIPTIONS, **ADDRESS_CASE_DESCRIPTIONS, **RECAP_DESCRIPTIONS,
               **MORALISING_DESCRIPTIONS, **QUESTIONS_BACK_DESCRIPTIONS, **COARSE_DESCRIPTIONS,
               **NUMBER_MARK_DESCRIPTIONS}
_CONDITION_NAMES = {"procedure": "for procedures", "list": "when there is a list", "code": "when there is code",
                    "code_request": "when code is asked for", "detail_request": "detail is asked for",
                    "list_request": "when a list is asked for", "comments_request": "comments are asked for",
                    "zone_request": "the user asks for another time zone",
                    "user_emoji": "the user writes emoji",
                    "external": "in text for customers or the public",
                    "options": "when the reply offers options",
                    "summary_request": "when a summary is asked for", "command_request": "when a command is asked for",
                    "explanation": "when explaining", "about:error": "when an error is explained",
                    "about:review": "when a review is asked for",
                    "figures": "when giving figures", "cites": "when citing sources",
                    "sourced": "in replies with a citation or a figure to source",
                    "factual": "in answers that state facts",
                    "technical": "in replies about code or commands",
                    "api": "when an API, a function or a method is explained",
                    "library": "when a library is recommended", "comparison": "when a comparison is asked for",
                    "short": "in short replies",
                    "long": "in long replies (3+ paragraphs and 30+ words, 2+ and 60+, or 120+ words)",
                    "translation_request": "when a translation is asked for",
                    "yes_no": "when the user asks a yes/no question",
                    "language_request": "another language is asked for"}


def _regions(value: Any, parts: set[str], what: str = "check.reply.except_in") -> tuple[tuple[str, str], ...]:
    if value in (None, {}, ""):
        return ()
    if not isinstance(value, dict):
        raise CheckError(f"{what} must map a part of the check (e.g. \"units\") to a region")
    out = []
    for part, region in value.items():
        if part not in parts:
            raise CheckError(f"{what}: {part!r} is not a part of this check ({', '.join(sorted(parts))})")
        if region not in REGIONS:
            raise CheckError(f"{what}.{part}: unknown region {region!r}; choose from {', '.join(REGIONS)}")
        out.append((str(part), str(region)))
    return tuple(sorted(out))


_CODE_STYLE = rx(r"^(?:max_line:\d{2,3}(?::py)?|naming:(?:snake|camel)(?::python|:javascript)?|docstrings(?::nontest)?|"
                         r"docstyle:(?:google|numpy|sphinx)|"
                         r"tests|tests_fn|import_order(?::blank)?|no_type_hints|no_percent_format|no_bare_except|no_ignored_err|no_star_import|sql_params|no_framework:[a-z]{2,12}|shell_set:[\w,]{1,40}(?::first)?|indent:(?:[1-8]|tab|space)(?::py|:yaml)?|"
                         r"no_call:[\w.]{1,20}(?::nontest|:debug)?|no_within:\.?[\w.]{1,30}:\w{1,30}(?:\+\w{1,30}){0,4}|no_module:[\w.]{1,40}|ident_lang:!?[a-z]{2}|"
                         r"both:[a-z]{2,12}(?:\+[a-z]{2,12}){1,3}|no_snippet:[\w.() =-]{2,60}|"
                         r"no_setting:[a-z0-9_.-]{0,30}:\w{2,31}=\w{1,6}|no_token:[a-z]{1,12}:\S{1,20})$")


def _style_text(style: str) -> str:
    kind, _, value = style.partition(":")
    where = " (Python)" if value.endswith(":py") else " (YAML)" if value.endswith(":yaml") else ""
    return {"max_line": f"code lines at most {value.split(':')[0]} characters{where}",
            "naming": f"{value.split(':')[0]}_case names in "
                      + (f"{value.split(':')[1].capitalize()} code" if ":" in value else "code"),
            "docstrings": "a docstring on every public function", "tests": "code comes with a test",
            "no_call": f"no {value}() in code",
            "no_within": f"no {value.split(':')[0].replace('linq', 'LINQ')} inside "
                         f"{' or '.join(f + '()' for f in value.split(':')[-1].split('+'))}",
            "no_type_hints": "no type hints in Python code",
            "no_percent_format": "no %-formatting in Python code",
            "no_bare_except": "no bare except: in Python code",
            "no_ignored_err": "no error discarded with _ in Go code",
            "sql_params": "SQL in code takes its values as parameters, never by string formatting",
            "no_framework": f"no {value} in the code",
            "no_snippet": f"no {value} in the code the reply suggests",
            "no_setting": f"no {value.partition(':')[2]} in the code the reply suggests"
                          + (f" ({value.partition(':')[0]})" if value.partition(":")[0] else ""),
            "no_token": f"no {value.partition(':')[2]} in {value.partition(':')[0]} code",
            "both": f"code given in each of {', '.join(value.split('+'))}",
            "ident_lang": f"names in code {'not ' if value.startswith('!') else ''}in {value.lstrip('!')}",
            "indent": ("code indented with tabs" if value.startswith("tab") else "code indented with spaces, no tabs"
                       if value.startswith("space") else
                       f"code indented by {value.split(':')[0]} spaces, no tabs") + where}.get(kind, style)


def _heading_levels(value: Any, formats: list[str]) -> tuple[int, ...]:
    if value in (None, [], ()):
        if "heading_levels" in formats:
            raise CheckError("check.reply.format heading_levels needs heading_levels (e.g. [2, 3])")
        return ()
    if not isinstance(value, (list, tuple)) or not value or \
            not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in value):
        raise CheckError("check.reply.heading_levels must be a list of heading levels from 1 to 6")
    if "heading_levels" not in formats:
        raise CheckError("check.reply.heading_levels goes with the format heading_levels")
    return tuple(sorted(set(value)))


def _step_label(value: Any, formats: list[str]) -> str:
    if value in (None, ""):
        if "step_format" in formats:
            raise CheckError("check.reply.format step_format needs step_label (\"Step|—\")")
        return ""
    if not isinstance(value, str) or not re.fullmatch(r"[^\W\d_]{2,15}\|[—–:.)\-]", value):
        raise CheckError("check.reply.step_label must be a step word and a mark: \"Step|—\", \"Schritt|:\"")
    if "step_format" not in formats:
        raise CheckError("check.reply.step_label goes with the format step_format")
    return value


def _heading_end(value: Any, formats: list[str]) -> str:
    if value in (None, ""):
        if "heading_end" in formats:
            raise CheckError("check.reply.format heading_end needs heading_end (the marks, e.g. \".:\")")
        return ""
    if not isinstance(value, str) or len(value) > 8 or any(c.isalnum() or c.isspace() for c in value):
        raise CheckError("check.reply.heading_end must be punctuation marks (e.g. \".:\")")
    if "heading_end" not in formats:
        raise CheckError("check.reply.heading_end goes with the format heading_end")
    return "".join(dict.fromkeys(value))


def _condition_text(condition: str) -> str:
    if condition.startswith("says:"):
        return f"when the user says \"{condition[5:]}\""
    if condition.startswith("paragraphs>"):
        return f"in replies over {condition[11:]} paragraphs"
    if condition.startswith("lines>"):
        return f"in replies over {condition[6:]} lines"
    if condition.startswith("comparison>"):
        return f"when more than {condition[11:]} things are compared"
    if condition.startswith("options>"):
        return f"when the reply gives more than {condition[8:]} options"
    if condition == "multiline":
        return "in replies longer than one line"
    if condition == "not_procedure":
        return "in replies that give no procedure"
    if re.match(r"(?:paragraphs|lines|words)<", condition):  # "short answers (under 5 lines)"
        return f"in replies of fewer than {condition.split('<')[1]} {condition.split('<')[0]}"
    if condition.startswith("words>"):
        return f"in replies over {condition[6:]} words"
    if condition.startswith("user_writes:"):
        return f"when the user writes in {condition[12:]}"
    if condition.startswith("asks:"):
        return f"when the user asks for a {' or '.join(condition[5:].split('|'))}"
    if condition.startswith("topic:"):
        return f"in {' or '.join(condition[6:].split('+'))} exchanges"
    return _CONDITION_NAMES.get(condition, condition)


@dataclass(frozen=True)
class ReplyCheck:
    """What every reply (or the replies ``when`` names) must look like while the pin stands."""

    language: str | None = None  # ISO 639-1 code, e.g. "fr"; "user": the language of the user's message; "target":
    # the language the user's message asks a translation into
    format: tuple[str, ...] = ()  # FORMATS
    max_words: int | None = None
    max_chars: int | None = None
    must_match: tuple[str, ...] = ()
    must_not_match: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()  # any of these (``Reply in English or Spanish``)
    heading_level: int | None = None  # for headings / heading_first: the level (## = 2)
    heading_levels: tuple[int, ...] = ()  # heading_levels: the levels a heading may have ("only H2 and H3")
    heading_end: str = ""  # heading_end: the marks no heading ends with (".:")
    step_label: str = ""  # step_format: the step word and the mark after its number ("Step|—", "Schritt|—")
    min_words: int | None = None
    max_sentences: int | None = None
    min_sentences: int | None = None
    max_lines: int | None = None
    min_lines: int | None = None
    min_chars: int | None = None
    count_code: bool = False  # code blocks count for length and emoji (``code blocks count too``)
    spelling: str | None = None  # en-GB | en-US
    # the rule's own spellings, each right wherever it stands ("colour") or in one sense ("program:software",
    # "programme:events": "program for software but programme for events")
    spelling_words: tuple[str, ...] = ()
    units: str | None = None  # metric | imperial
    units_only: bool = False  # no conversion into the other system either (``metric units only``)
    # a quantity of the other system may lead when its value in ``units`` follows in brackets ("si mencionas millas,
    # pon la conversión en km entre paréntesis")
    units_glossed: bool = False
    units_of: tuple[str, ...] = ()  # UNIT_DIMENSIONS the unit rule speaks of (empty: every quantity)
    # what a unit rule leaves out ("except for screen sizes", "but inches are fine"): a quantity written with one of
    # these words (or in that unit) is not judged
    units_except: tuple[str, ...] = ()
    currency: str | None = None  # every amount of money in this currency (EUR, USD ...), or written with its ISO code (code)
    currency_symbol: str | None = None  # where its symbol stands: after | before the number (``12,50 €``, ``€12.50``)
    datetime: tuple[str, ...] = ()  # utc | iso_date | 24h
    sources: str | None = None  # links | references (a section at the end) | any
    when: tuple[tuple[str, str], ...] = ()  # (part, condition): the part speaks only to those replies
    unless: tuple[tuple[str, str], ...] = ()  # (part, condition): the stated exception waives the part
    not_languages: tuple[str, ...] = ()  # languages the prose must not be in (``Don't answer in English``)
    max_paragraphs: int | None = None
    min_paragraphs: int | None = None
    max_items: int | None = None  # items in any one list (``Max 5 bullet points per list``)
    max_emoji: int | None = None  # emoji in the reply (``At most one emoji per reply``)
    no_chars: tuple[str, ...] = ()  # CHARS the prose must not contain (``No exclamation marks``); "!:1": at most one
    opens_with: str | None = None  # the reply's first line starts with this text (``Start with "Short answer:"``)
    ends_with: str | None = None  # its last line starts with this text (``End with a TL;DR line``)
    time_zone: str | None = None  # every time of day in this zone (an abbreviation: JST, CET, ...)
    code_languages: tuple[str, ...] = ()  # code blocks in one of these languages (``code in Python``)
    except_in: tuple[tuple[str, str], ...] = ()  # (part, region): the part leaves that region of the reply out
    only_in: tuple[tuple[str, str], ...] = ()  # (part, region): the part reads only that region of the reply
    status_emoji: tuple[str, ...] = ()  # the emoji that mark a status (``Use ✅ done, ❌ failed``): every status line
    emoji_allowed: tuple[str, ...] = ()  # emoji a no_emoji rule excepts (``no emojis, except ✅/❌ in checklists``)
    emoji_allowed_in: str = ""  # where those excepted emoji may stand ("lists": list items only); "" anywhere
    no_words: tuple[str, ...] = ()  # words or phrases the reply's own prose must not use (``Never say "delve"``)
    word_case: tuple[str, ...] = ()  # names its prose writes with exactly these capitals (``GitHub``, never ``Github``)
    no_openers: tuple[str, ...] = ()  # texts the reply must not open with (``Never start with 'Certainly'``)
    no_names: tuple[str, ...] = ()  # names the reply must not call the user by (``Don't call me by my name (it's Priya)``)
    comment_language: str | None = None  # the language of the comments in its code (``Code comments in English``)
    # the language of a passage the reply ends with, apart from its own (``always add a one-line Korean summary at the end``)
    closing_language: str | None = None
    language_else: str | None = None  # the language when the language's ``when`` is not met (``..., otherwise English``)
    commit: str | None = None  # the commit messages it proposes (commit_message.CommitSpec, encoded)
    code_style: tuple[str, ...] = ()  # its code: max_line:N, naming:snake|camel, docstrings, tests, no_call:NAME
    code_rules: tuple[str, ...] = ()  # its code blocks (content_spec.CODE_RULES): block_lines:N, no_prompt, diff ...
    source_rules: tuple[str, ...] = ()  # its sources (content_spec.SOURCE_RULES): per_claim, no_bare_urls ...
    part_limits: tuple[str, ...] = ()  # each part's length (part_length.py): item:words:12, paragraph:sentences:3 ...

    @classmethod
    def parse(cls, data: Any) -> "ReplyCheck":
        if not isinstance(data, dict):
            raise CheckError("check.reply must be an object")
        _only(data, {"language", "languages", "format", "heading_level", "heading_levels", "heading_end", "step_label",
                     "count_code",
                     "spelling", "spelling_words", "units", "units_only", "units_glossed", "units_of", "units_except",
                     "currency", "currency_symbol",
                     "datetime", "sources", "when",
                     "unless", "must_match", "must_not_match",
                     "not_languages", "no_chars", "opens_with", "ends_with", "time_zone", "code_languages",
                     "except_in", "only_in", "status_emoji", "emoji_allowed", "emoji_allowed_in",
                     "no_words", "word_case", "no_openers", "no_names", "comment_language", "closing_language",
                     "language_else", "commit", "code_style",
                     "code_rules", "source_rules", "part_limits",
                     *(name for name, _, _ in LENGTHS)}, "check.reply")
        language = data.get("language")
        if language in (None, ""):
            language = None
        elif isinstance(language, str) and language.strip().lower() in ("user", "target"):
            language = language.strip().lower()
        else:
            language = _language_code(language, "check.reply.language")
        languages = tuple(dict.fromkeys(_language_code(v, "check.reply.languages")
                                        for v in _str_list(data.get("languages"), "check.reply.languages")))
        if language and languages:
            raise CheckError("check.reply: give language or languages, not both")
        formats = _str_list(data.get("format"), "check.reply.format")
        bad = [f for f in formats if f not in FORMATS]
        if bad:
            raise CheckError(f"check.reply.format: unknown {', '.join(bad)}; choose from {', '.join(FORMATS)}")
        raw_when = data.get("when")
        conditions: dict[str, Any] = raw_when if isinstance(raw_when, dict) else {}
        for one, other in _EXCLUSIVE:
            if one in formats and other in formats and not (
                    conditions.get(one) and conditions.get(other) and conditions.get(one) != conditions.get(other)):
                # "numbered lists for steps, bullets for the rest": each in its own replies
                raise CheckError(f"check.reply.format: {one} and {other} exclude each other")
        datetime = _str_list(data.get("datetime"), "check.reply.datetime")
        bad = [d for d in datetime if d not in DATETIME]
        if bad:
            raise CheckError(f"check.reply.datetime: unknown {', '.join(bad)}; choose from {', '.join(DATETIME)}")
        for flag in ("count_code", "units_only", "units_glossed"):
            if not isinstance(data.get(flag, False), bool):
                raise CheckError(f"check.reply.{flag} must be true or false")
        lengths = {name: _limit(data.get(name), f"check.reply.{name}", hi) for name, _, hi in LENGTHS}
        not_languages = tuple(dict.fromkeys(_language_code(v, "check.reply.not_languages")
                                            for v in _str_list(data.get("not_languages"), "check.reply.not_languages")))
        if language and language not in ("user", "target") and language in not_languages or set(languages) & set(not_languages):
            raise CheckError("check.reply: a language cannot be both wanted and forbidden")
        status_emoji = _str_list(data.get("status_emoji"), "check.reply.status_emoji")
        emoji_allowed = _str_list(data.get("emoji_allowed"), "check.reply.emoji_allowed")
        if any(not s or len(s) > 8 or s.isascii() for s in status_emoji + emoji_allowed):
            raise CheckError("check.reply.status_emoji / emoji_allowed: each item is one emoji (✅, ❌, ⚠️)")
        units_of = _str_list(data.get("units_of"), "check.reply.units_of")
        bad = [d for d in units_of if d not in UNIT_DIMENSIONS]
        if bad or (units_of and not data.get("units")):
            raise CheckError(f"check.reply.units_of: needs units and one of {', '.join(UNIT_DIMENSIONS)}")
        units_except = _str_list(data.get("units_except"), "check.reply.units_except")
        if any(not w.strip() or len(w) > 40 for w in units_except) or (units_except and not data.get("units")):
            raise CheckError("check.reply.units_except: needs units; each item is a word (screen, inch)")
        no_chars = _str_list(data.get("no_chars"), "check.reply.no_chars")
        # "!:1": at most one of them ("one exclamation mark per reply at most")
        bad = [c for c in no_chars if c not in CHARS and not re.fullmatch(r"(.):[1-9]\d?", c) or c[:1] not in CHARS]
        if bad:
            raise CheckError(f"check.reply.no_chars: unknown {', '.join(bad)}; choose from {' '.join(CHARS)}")
        markers: dict[str, str | None] = {}
        for name in ("opens_with", "ends_with", "time_zone"):
            value = data.get(name)
            if value in (None, ""):
                markers[name] = None
            elif not isinstance(value, str) or not value.strip() or len(value) > 40:
                raise CheckError(f"check.reply.{name} must be a short text (at most 40 characters)")
            else:
                markers[name] = value.strip()
        zone = markers["time_zone"]
        # several zones: "CET+ET" (each time given in every one), "CET|WET" (each in one of them)
        # "CET!UTC": the zones after "!" are refused, a time in one breaks it even beside its conversion ("in CET, not UTC")
        wanted_zone, _, refused_zones = (zone or "").partition("!")
        if zone and any(z.upper() not in TIME_ZONES for z in re.split(r"[+|]", wanted_zone)) \
                or zone and "+" in wanted_zone and "|" in wanted_zone \
                or any(z.upper() not in TIME_ZONES and z.upper() != "UTC" for z in refused_zones.split("|") if refused_zones):
            raise CheckError(f"check.reply.time_zone: unknown zone; choose from {', '.join(TIME_ZONES)}")
        code_languages = tuple(v.lower() for v in _str_list(data.get("code_languages"), "check.reply.code_languages"))
        spelling_words = tuple(dict.fromkeys(_str_list(data.get("spelling_words"), "check.reply.spelling_words")))
        if any(not re.fullmatch(r"[A-Za-z-]{2,30}(?::[A-Za-z -]{2,30})?", w) for w in spelling_words) \
                or (spelling_words and not data.get("spelling")):
            raise CheckError("check.reply.spelling_words: needs spelling; each item is a word, or word:sense")
        no_words = tuple(dict.fromkeys(_str_list(data.get("no_words"), "check.reply.no_words", 2 * MAX_NAMES)))
        if any(len(w) > 60 for w in no_words):
            raise CheckError("check.reply.no_words: at most 60 characters a word or phrase")
        word_case = tuple(dict.fromkeys(_str_list(data.get("word_case"), "check.reply.word_case")))
        if any(not 2 <= len(w) <= 40 or w == w.lower() for w in word_case):
            raise CheckError("check.reply.word_case: names of 2 to 40 characters with a capital (GitHub, JavaScript)")
        no_openers = tuple(dict.fromkeys(_str_list(data.get("no_openers"), "check.reply.no_openers")))
        if any(len(w) > 60 or not w.strip() for w in no_openers):
            raise CheckError("check.reply.no_openers: a text of 1 to 60 characters each")
        no_names = tuple(dict.fromkeys(_str_list(data.get("no_names"), "check.reply.no_names")))
        if any(len(w) > 40 or not w.strip() for w in no_names):
            raise CheckError("check.reply.no_names: a name of 1 to 40 characters each")
        comment_language = data.get("comment_language")
        comment_language = _language_code(comment_language, "check.reply.comment_language") \
            if comment_language not in (None, "") else None
        closing_language = data.get("closing_language")
        closing_language = _language_code(closing_language, "check.reply.closing_language") \
            if closing_language not in (None, "") else None
        language_else = data.get("language_else")
        language_else = _language_code(language_else, "check.reply.language_else") \
            if language_else not in (None, "") else None
        commit = data.get("commit")
        if commit not in (None, ""):
            try:
                commit = CommitSpec.decode(str(commit)).encode()
            except ValueError as exc:
                raise CheckError(f"check.reply.commit: {exc}") from None
        else:
            commit = None
        code_style = tuple(dict.fromkeys(_str_list(data.get("code_style"), "check.reply.code_style")))
        bad_style = [v for v in code_style if not _CODE_STYLE.match(v)]
        if bad_style:
            raise CheckError(f"check.reply.code_style: unknown {', '.join(bad_style)}; use max_line:N, naming:snake, "
                             "naming:camel, docstrings, docstyle:google|numpy|sphinx, tests, no_type_hints or no_call:NAME")
        rules = {}
        for name, valid in (("code_rules", valid_code_rule), ("source_rules", valid_source_rule)):
            rules[name] = tuple(dict.fromkeys(_str_list(data.get(name), f"check.reply.{name}")))
            bad_rules = [v for v in rules[name] if not valid(v)]
            if bad_rules:
                raise CheckError(f"check.reply.{name}: unknown {', '.join(bad_rules)} (see docs/COMPLIANCE.md)")
        part_limits = tuple(dict.fromkeys(_str_list(data.get("part_limits"), "check.reply.part_limits")))
        bad_parts = [v for v in part_limits if not valid_part_limit(v)]
        if bad_parts:
            raise CheckError(f"check.reply.part_limits: unknown {', '.join(bad_parts)}; use PART:UNIT:N with PART one of "
                             "item, paragraph, section, sentence, heading and UNIT words, sentences or characters")
        fields: dict[str, Any] = dict(
            **rules, part_limits=part_limits, code_style=code_style, commit=commit, comment_language=comment_language,
            closing_language=closing_language,
            language_else=language_else,
            language=language,
            languages=languages, format=tuple(dict.fromkeys(formats)),
            heading_level=_limit(data.get("heading_level"), "check.reply.heading_level", 6),
            heading_levels=_heading_levels(data.get("heading_levels"), formats),
            heading_end=_heading_end(data.get("heading_end"), formats),
            step_label=_step_label(data.get("step_label"), formats),
            count_code=bool(data.get("count_code", False)),
            spelling=_choice(data.get("spelling"), SPELLINGS, "check.reply.spelling"), spelling_words=spelling_words,
            units=_choice(data.get("units"), UNITS, "check.reply.units"), units_only=bool(data.get("units_only", False)),
            units_glossed=bool(data.get("units_glossed", False)),
            units_of=tuple(dict.fromkeys(units_of)), units_except=tuple(dict.fromkeys(units_except)),
            currency=_choice(data.get("currency"), CURRENCIES + ("code",), "check.reply.currency"),
            currency_symbol=_choice(data.get("currency_symbol"), ("after", "before", "after_space", "before_space"),
                                    "check.reply.currency_symbol"),
            status_emoji=tuple(dict.fromkeys(status_emoji)),
            emoji_allowed=tuple(dict.fromkeys(emoji_allowed)),
            emoji_allowed_in=_choice(data.get("emoji_allowed_in"), ("lists", "tables"), "check.reply.emoji_allowed_in") or "",
            datetime=tuple(dict.fromkeys(datetime)), sources=_choice(data.get("sources"), SOURCES, "check.reply.sources"),
            must_match=tuple(_patterns(data.get("must_match"), "check.reply.must_match")),
            must_not_match=tuple(_patterns(data.get("must_not_match"), "check.reply.must_not_match")),
            not_languages=not_languages, no_chars=tuple(dict.fromkeys(no_chars)), code_languages=code_languages,
            no_words=no_words, word_case=word_case, no_openers=no_openers, no_names=no_names,
            opens_with=markers["opens_with"], ends_with=markers["ends_with"],
            time_zone=zone.upper() if zone else None, **lengths)
        probe = cls(**fields)
        if probe.empty:
            raise CheckError("check.reply is empty: give language, format, a length (max_words, ...), spelling, units, "
                             "datetime, sources, must_match or must_not_match")
        parts = set(probe.parts())
        fields["when"] = _conditions(data.get("when"), parts, WHEN, "check.reply.when")
        fields["unless"] = _conditions(data.get("unless"), parts, UNLESS, "check.reply.unless")
        fields["except_in"] = _regions(data.get("except_in"), parts)
        fields["only_in"] = _regions(data.get("only_in"), parts, "check.reply.only_in")
        return cls(**fields)

    def parts(self) -> list[str]:
        """The names of the check's parts, as verdicts and ``when`` / ``unless`` name them."""
        return list(self._part_names)

    @functools.cached_property
    def _part_names(self) -> tuple[str, ...]:
        # read once per check: check_reply asks every pinned check for its parts on every reply
        out: list[str] = []
        if self.language or self.languages or self.not_languages:
            out.append("language")
        out += list(self.format)
        out += [name for name, _, _ in LENGTHS if getattr(self, name)]
        out += [name for name in ("spelling", "units", "currency", "sources") if getattr(self, name)]
        out += list(self.datetime)
        out += [name for name in ("no_chars", "opens_with", "ends_with", "time_zone", "code_languages", "no_words",
                                  "word_case", "no_openers", "no_names", "comment_language", "closing_language", "commit",
                                  "status_emoji")
                if getattr(self, name)]
        out += [f"style:{style}" for style in self.code_style]
        out += [f"code:{token}" for token in self.code_rules] + [f"src:{token}" for token in self.source_rules]
        out += [f"part:{token}" for token in self.part_limits]
        if self.must_match:
            out.append("must_match")
        if self.must_not_match:
            out.append("must_not_match")
        return tuple(out)

    @property
    def empty(self) -> bool:
        return not self._part_names

    @functools.cached_property
    def _conditions(self) -> tuple[dict[str, str], dict[str, str]]:
        return dict(self.when), dict(self.unless)

    @functools.cached_property
    def regions(self) -> tuple[dict[str, str], dict[str, str]]:
        """(except_in, only_in) as maps from a part to its region, read once per check."""
        return dict(self.except_in), dict(self.only_in)

    def condition(self, part: str) -> tuple[str | None, str | None]:
        """(when, unless) for one part."""
        when, unless = self._conditions
        return when.get(part), unless.get(part)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.language:
            out["language"] = self.language
        if self.languages:
            out["languages"] = list(self.languages)
        if self.not_languages:
            out["not_languages"] = list(self.not_languages)
        if self.format:
            out["format"] = list(self.format)
        if self.heading_level:
            out["heading_level"] = self.heading_level
        if self.heading_levels:
            out["heading_levels"] = list(self.heading_levels)
        if self.heading_end:
            out["heading_end"] = self.heading_end
        if self.step_label:
            out["step_label"] = self.step_label
        for name, _, _ in LENGTHS:
            if getattr(self, name):
                out[name] = getattr(self, name)
        if self.count_code:
            out["count_code"] = True
        if self.spelling_words:
            out["spelling_words"] = list(self.spelling_words)
        for name in ("spelling", "units", "currency", "currency_symbol"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        if self.units_only:
            out["units_only"] = True
        if self.units_glossed:
            out["units_glossed"] = True
        if self.units_of:
            out["units_of"] = list(self.units_of)
        if self.units_except:
            out["units_except"] = list(self.units_except)
        if self.datetime:
            out["datetime"] = list(self.datetime)
        if self.sources:
            out["sources"] = self.sources
        for name in ("no_chars", "code_languages", "no_words", "word_case", "no_openers", "no_names", "code_style", "code_rules",
                     "source_rules", "part_limits"):
            if getattr(self, name):
                out[name] = list(getattr(self, name))
        for name in ("opens_with", "ends_with", "time_zone", "comment_language", "closing_language", "language_else", "commit"):
            if getattr(self, name):
                out[name] = getattr(self, name)
        if self.except_in:
            out["except_in"] = dict(self.except_in)
        if self.only_in:
            out["only_in"] = dict(self.only_in)
        if self.status_emoji:
            out["status_emoji"] = list(self.status_emoji)
        if self.emoji_allowed:
            out["emoji_allowed"] = list(self.emoji_allowed)
        if self.emoji_allowed_in:
            out["emoji_allowed_in"] = self.emoji_allowed_in
        if self.when:
            out["when"] = dict(self.when)
        if self.unless:
            out["unless"] = dict(self.unless)
        for name in ("must_match", "must_not_match"):
            if getattr(self, name):
                out[name] = list(getattr(self, name))
        return out

    def describe(self) -> str:
        """The reply part as a person reads it."""
        parts: list[str] = []
        for part in self.parts():
            if part == "language":
                text = ("reply in the user's language" if self.language == "user"
                        else "reply in the language the user asks a translation into" if self.language == "target"
                        else f"reply language {self.language}" if self.language
                        else f"reply language {' or '.join(self.languages)}" if self.languages
                        else f"reply language not {' or '.join(self.not_languages)}")
                if self.language_else:
                    text += f", otherwise {self.language_else}"
            elif part == "step_format":
                word, mark = self.step_label.split("|")
                text = f"each step on its own line as \"{word} N {mark}\""
            elif part == "heading_end":
                text = f"no heading ends with {' or '.join(self.heading_end)}"
            elif part == "heading_levels":
                text = f"headings only of level {' or '.join(map(str, self.heading_levels))}"
            elif part in ("heading_first", "headings", "no_headings") and self.heading_level:
                text = f"{_PART_NAMES[part]} (level {self.heading_level})"
            elif part in _PART_NAMES:
                text = _PART_NAMES[part]
            elif part in {name for name, _, _ in LENGTHS}:
                unit = next(u for n, u, _ in LENGTHS if n == part)
                text = f"{'at most' if part.startswith('max') else 'at least'} {getattr(self, part)} {unit}"
                if self.count_code:
                    text += " (code included)"
            elif part == "spelling":
                text = f"{SPELLING_NAMES.get(self.spelling or '', 'British')} spelling"
                if any(":" in w for w in self.spelling_words):
                    text += " (" + ", ".join(w.replace(":", " for ") for w in self.spelling_words if ":" in w) + ")"
            elif part == "units":
                text = ("metric and imperial units together" if self.units == "both"
                        else f"{(self.units or '')[5:-6]} units first, the other system after"
                        if (self.units or "").startswith("both_")
                        else "data sizes in binary units (KiB, MiB, GiB)" if self.units == "binary"
                        else "data sizes in decimal units (kB, MB, GB)" if self.units == "decimal"
                        else f"{self.units} units" + (" only" if self.units_only else ""))
                if self.units_of:
                    text += f" ({', '.join(self.units_of)})"
                if self.units_glossed:
                    text += " (the other system with a conversion in brackets)"
                if self.units_except:
                    text += f" (except {', '.join(w.lstrip('~=') for w in self.units_except)})"
            elif part == "currency":
                text = "amounts with ISO currency codes" if self.currency == "code" else f"amounts in {self.currency}"
                if self.currency_symbol:
                    text += f", the symbol {self.currency_symbol.replace('_space', '')} the number"
                    text += ", a space between" if self.currency_symbol.endswith("_space") else ""
            elif part == "status_emoji":
                text = f"status marked with {' '.join(self.status_emoji)}"
            elif part == "no_chars":
                text = "; ".join(f"at most {c[2:]} {c[0]}" if ":" in c else f"no {c}" for c in self.no_chars)
            elif part in ("opens_with", "ends_with"):
                text = f"{'first' if part == 'opens_with' else 'last'} line starts with \"{getattr(self, part)}\""
            elif part == "time_zone":
                zone, _, refused = (self.time_zone or "").partition("!")
                text = f"times in {' and '.join(zone.split('+'))}" if "+" in zone else f"times in {' or '.join(zone.split('|'))}"
                text += f", never in {' or '.join(refused.split('|'))}" if refused else ""
            elif part == "code_languages":
                text = f"code in {' or '.join(self.code_languages)}"
            elif part == "no_words":
                text = "never " + ", ".join(f"\"{w}\"" for w in self.no_words)
            elif part == "word_case":
                text = "written with these capitals: " + ", ".join(f"\"{w}\"" for w in self.word_case)
            elif part.startswith("style:"):
                text = _style_text(part[6:])
            elif part.startswith("part:"):
                text = describe_part_limit(part[5:])
            elif part.startswith(("code:", "src:")):
                text = describe_rule(part.split(":", 1)[1])
            elif part == "commit":
                text = CommitSpec.decode(self.commit or "").describe()
            elif part == "closing_language":
                text = f"ends with a passage in {self.closing_language}"
            elif part == "comment_language":
                text = f"code comments in {self.comment_language}"
            elif part == "no_names":
                text = "never calls the user " + " or ".join(f"\"{w}\"" for w in self.no_names)
            elif part == "no_openers":
                text = "never opens with " + " or ".join(f"\"{w}\"" for w in self.no_openers)
            elif part == "sources":
                text = {"links": "sources cited with links", "references": "ends with a references section",
                        "any": "sources cited", "docs": "documentation cited"}[self.sources or "any"]
            elif part == "must_match":
                text = "; ".join(f"reply matches /{p}/" for p in self.must_match)
            else:
                text = "; ".join(f"reply never matches /{p}/" for p in self.must_not_match)
            if part == "no_emoji" and self.count_code:
                text += " (code included)"
            when, unless = self.condition(part)
            if when:
                text += f" {_condition_text(when)}"
            if unless:
                text += f" unless {_condition_text(unless).removeprefix('when ')}"
            region = dict(self.except_in).get(part)
            if region:
                text += f" (except in {region})"
            region = dict(self.only_in).get(part)
            if region:
                text += " (in the reply and the documents written)" if region == "pages" else f" (in {region})"
            parts.append(text)
        return "; ".join(parts)


INTENTS = ("privilege", "recursive_delete", "force_push", "host", "write_path", "read_path", "remote_code",
           "discard_work", "command", "sql", "secret_content", "push", "commit", "delete_ref", "test_run",
           "global_install", "migrate", "precondition", "delete", "install", "publish", "deploy", "merge", "message",
           "rebase", "open_permissions", "print_secret", "require_flag", "rewrite", "disable_tests", "image_tag",
           "written_command", "branch_name", "version_field", "send_path")
_RULE_LISTS = ("hosts", "paths", "branches", "commands", "statements", "allow_commands", "allow_paths", "allow_branches",
               "allow_urls", "allow_hosts", "via", "outside", "refs", "requires", "when_said", "unless_said", "window")
_RULE_FLAGS = ("force_only", "allow_new", "remote_only", "consent", "new_only", "shown_only")
SQL_STATEMENTS = ("drop", "drop_table", "drop_database", "truncate", "delete_all", "delete", "update_all", "alter_drop",
                  "write")


_SQL_WORDS = {"write": "writes (anything but a read)", "drop": "drops", "drop_table": "drops a table", "drop_database": "drops a database",
              "truncate": "truncates", "delete_all": "deletes without WHERE", "delete": "deletes rows",
              "update_all": "updates without WHERE", "alter_drop": "drops a column"}


@dataclass(frozen=True)
class ToolRule:
    """One thing a pin forbids a tool call to do, with its scope and its stated exceptions: judged on
    what the call does (memlock_core.compliance.intent), not on how it is spelled."""

    intent: str
    hosts: tuple[str, ...] = ()  # host: the hosts not to reach
    paths: tuple[str, ...] = ()  # write_path / read_path: the protected paths; recursive_delete: where (empty: anywhere)
    branches: tuple[str, ...] = ()  # force_push: the branches (globs; empty: every branch)
    commands: tuple[str, ...] = ()  # command: "git reset --hard" - a program and words its arguments hold, in order
    statements: tuple[str, ...] = ()  # sql: drop | truncate | delete_all (no WHERE) | delete | update_all | alter_drop
    force_only: bool = False  # recursive_delete: only `rm -rf` with -f (the rule names rm -rf and nothing broader)
    allow_commands: tuple[str, ...] = ()
    allow_paths: tuple[str, ...] = ()
    allow_branches: tuple[str, ...] = ()
    allow_urls: tuple[str, ...] = ()  # remote_code: sources whose code may be run
    allow_hosts: tuple[str, ...] = ()  # host: hosts that may be reached (with hosts ["*"]: an allow-list)
    via: tuple[str, ...] = ()  # host: only reaching by these programs or tools counts (ssh, curl, webfetch; empty: any)
    outside: tuple[str, ...] = ()  # write_path / read_path: every path outside these roots is the protected one
    refs: tuple[str, ...] = ()  # delete_ref: branch and/or tag
    requires: tuple[str, ...] = ()  # precondition: what must run first (a command, or "<tests>"), before `commands`
    allow_new: bool = False  # write_path: adding a new file is fine, changing one that exists is not
    remote_only: bool = False  # delete_ref: only refs on a remote (local ones are fine)
    consent: bool = False  # the rule's exception is the user's say-so: a call the user's message asks for is fine
    new_only: bool = False  # install: only packages named anew count ("no new dependencies": `npm ci` is fine)
    shown_only: bool = False  # read_path: showing the file is forbidden ("print secrets"); a count or yes/no is fine
    when_said: tuple[str, ...] = ()  # in force only in a turn whose user message says one of these (user_trigger.py)
    unless_said: tuple[str, ...] = ()  # lifted in a turn whose user message says one of these ("only when I say X")
    window: tuple[str, ...] = ()  # forbidden only at these days / times ("no deploys on Fridays": time_window.py)

    @classmethod
    def parse(cls, data: Any) -> "ToolRule":
        if not isinstance(data, dict):
            raise CheckError("each check.tool.forbid entry must be an object with an `intent`")
        _only(data, {"intent", *_RULE_FLAGS, *_RULE_LISTS}, "check.tool.forbid[]")
        intent = data.get("intent")
        if intent not in INTENTS:
            raise CheckError(f"check.tool.forbid[].intent must be one of {', '.join(INTENTS)}")
        lists = {name: tuple(_str_list(data.get(name), f"check.tool.forbid[].{name}", 64)) for name in _RULE_LISTS}
        rule = cls(str(intent), force_only=bool(data.get("force_only", False)), allow_new=bool(data.get("allow_new", False)),
                   remote_only=bool(data.get("remote_only", False)), consent=bool(data.get("consent", False)),
                   new_only=bool(data.get("new_only", False)), shown_only=bool(data.get("shown_only", False)), **lists)
        if intent == "host" and not rule.hosts:
            raise CheckError("a host rule needs `hosts` (\"*\" with `allow_hosts`: every host but those)")
        if intent == "send_path" and not rule.paths:
            raise CheckError("a send_path rule needs `paths`")
        if intent in ("write_path", "read_path") and not rule.paths and not rule.outside:
            raise CheckError(f"a {intent} rule needs `paths` (or `outside`: the roots everything else is protected from)")
        if intent == "precondition" and (not rule.commands or not rule.requires):
            raise CheckError("a precondition rule needs `commands` (what is guarded) and `requires` (what runs first)")
        if intent == "require_flag" and (not rule.commands or not rule.requires):
            raise CheckError("a require_flag rule needs `commands` (the program) and `requires` (its flags)")
        if intent == "command" and not rule.commands:
            raise CheckError("a command rule needs `commands`")
        if intent == "sql" and (not rule.statements or any(x not in SQL_STATEMENTS for x in rule.statements)):
            raise CheckError(f"a sql rule needs `statements` from {', '.join(SQL_STATEMENTS)}")
        return rule

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"intent": self.intent}
        for name in _RULE_LISTS:
            if getattr(self, name):
                out[name] = list(getattr(self, name))
        for name in _RULE_FLAGS:
            if getattr(self, name):
                out[name] = True
        return out

    def describe(self) -> str:
        """One line a person can read: what the rule forbids, and its exceptions."""
        what = {
            "privilege": "raise privileges (sudo, doas, su, pkexec, run0...)" +
                         (f" to run {', '.join(self.commands[:4])}" if self.commands else ""),
            "recursive_delete": "delete recursively" + (" with rm -rf" if self.force_only else ""),
            "force_push": "force-push" + (f" to {', '.join(self.branches[:6])}" if self.branches else ""),
            "host": ("reach any host" if self.hosts == ("*",) else f"reach {', '.join(self.hosts)}") +
                    (f" with {', '.join(self.via)}" if self.via else "") +
                    (f" other than through {', '.join(self.requires)}" if self.requires else ""),
            "write_path": f"write {', '.join(self.paths[:6]) or 'outside ' + ', '.join(self.outside)}" +
                          (" (adding new files is fine)" if self.allow_new else ""),
            "read_path": f"read {', '.join(self.paths[:6]) or 'outside ' + ', '.join(self.outside)}",
            "remote_code": "run downloaded code",
            "discard_work": "throw away uncommitted work",
            "command": f"run {', '.join(self.commands)}" + (f" on {', '.join(self.hosts[:4])}" if self.hosts else ""),
            "sql": "run SQL that " + ", ".join(_SQL_WORDS.get(x, x) for x in self.statements),
            "secret_content": "write a credential into a file",
            "push": "push" + (" tags" if "tag" in self.refs else "") +
                    (f" to {', '.join(self.branches[:6])}" if self.branches else ""),
            "commit": "commit" + (f" on {', '.join(self.branches[:6])}" if self.branches else ""),
            "delete_ref": f"delete {'remote ' if self.remote_only else ''}{' or '.join(self.refs) or 'refs'}",
            "test_run": (f"run the {', '.join(self.paths)} tests" if self.paths else "run the whole test suite") +
                        (f" (only {', '.join(self.allow_paths)})" if self.allow_paths and not self.paths else ""),
            "global_install": "install packages globally (npm -g, pip outside a venv, brew...)",
            "precondition": f"{', '.join(self.commands)} without running {', '.join(self.requires)} first",
            "migrate": f"apply database migrations against {', '.join(self.hosts) or 'any database'}",
            "delete": "delete files",
            "install": "install new packages" if self.new_only else "install packages",
            "publish": "publish packages" + (f" with {', '.join(self.via[:6])}" if self.via else ""),
            "deploy": "deploy",
            "merge": f"merge into {', '.join(self.branches[:6])}" if self.branches else "merge pull requests",
            "message": "send messages (Slack, email...)",
            "rebase": "rebase" + (f" {', '.join(self.branches[:6])}" if self.branches else ""),
            "open_permissions": "make files writable by everyone (chmod 777, o+w)",
            "print_secret": "print secrets to the terminal (env, printenv, echo $TOKEN)",
            "rewrite": "rewrite the history" + (f" of {', '.join(self.branches[:6])}" if self.branches else ""),
            "require_flag": f"run {', '.join(self.commands)} without {' '.join(self.requires)}",
            "disable_tests": "disable or leave out tests (skip markers, --deselect)",
            "image_tag": "use a container image without a pinned tag (untagged or :latest)",
            "written_command": f"write {', '.join(self.commands)} into {', '.join(self.paths[:3])}",
            "version_field": f"change the version in {', '.join(self.paths[:3])}",
            "branch_name": f"create a branch not named {' or '.join(self.allow_branches)}",
            "send_path": f"send {', '.join(self.paths[:6])} off this machine (scp, rsync, uploads)",
        }
        text = "never " + what.get(self.intent, self.intent) + (" unless the user asks for it" if self.consent else "")
        if self.when_said == ("@incident",):  # incident_scope.INCIDENT
            text = f"during an incident (the user's message speaks of one): {text}"
        elif self.when_said:
            text = f"when the user says \"{self.when_said[0]}\": {text}"
        if self.unless_said:
            text += f" unless the user says \"{self.unless_said[0]}\""
        allowed = [*self.allow_commands, *self.allow_paths, *self.allow_branches, *self.allow_urls, *self.allow_hosts]
        return text + (f" (except {', '.join(allowed[:4])})" if allowed else "")


@dataclass(frozen=True)
class ToolCheck:
    """Tool calls the pin forbids: by intent (``forbid``: what the call does, however it is spelled)
    and/or by pattern (``must_not_match`` on the arguments of the tools ``names`` covers)."""

    must_not_match: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    args: tuple[str, ...] = ()  # argument keys to look at; empty = every string argument
    forbid: tuple[ToolRule, ...] = ()

    @classmethod
    def parse(cls, data: Any) -> "ToolCheck":
        if not isinstance(data, dict):
            raise CheckError("check.tool must be an object")
        _only(data, {"names", "args", "must_not_match", "forbid"}, "check.tool")
        patterns = _patterns(data.get("must_not_match"), "check.tool.must_not_match")
        raw = data.get("forbid")
        if raw not in (None, []) and not isinstance(raw, list):
            raise CheckError("check.tool.forbid must be a list of rules")
        forbid = tuple(ToolRule.parse(r) for r in (raw or [])[:MAX_NAMES])
        if not patterns and not forbid:
            raise CheckError("check.tool needs `forbid` (what a call must not do) or `must_not_match` (argument patterns)")
        return cls(must_not_match=tuple(patterns), names=tuple(_str_list(data.get("names"), "check.tool.names")),
                   args=tuple(_str_list(data.get("args"), "check.tool.args")), forbid=forbid)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.forbid:
            out["forbid"] = [r.to_dict() for r in self.forbid]
        if self.must_not_match:
            out["must_not_match"] = list(self.must_not_match)
        if self.names:
            out["names"] = list(self.names)
        if self.args:
            out["args"] = list(self.args)
        return out


@dataclass(frozen=True)
class PinCheck:
    """A pin's check: a reply part, a tool part, or both, and what to do about a tool violation."""

    reply: ReplyCheck | None = None
    tool: ToolCheck | None = None
    enforce: str = "warn"

    @classmethod
    def parse(cls, data: Any) -> "PinCheck":
        """Strict: for input from a user or a model. Raises :class:`CheckError` with the reason."""
        if isinstance(data, PinCheck):
            return data
        if not isinstance(data, dict):
            raise CheckError("check must be an object with `reply` and/or `tool` (see docs/COMPLIANCE.md)")
        _only(data, {"reply", "tool", "enforce"}, "check")
        enforce = data.get("enforce") or "warn"
        if enforce not in ENFORCE:
            raise CheckError(f"check.enforce must be warn or block, got {enforce!r}")
        reply = ReplyCheck.parse(data["reply"]) if data.get("reply") not in (None, {}) else None
        tool = ToolCheck.parse(data["tool"]) if data.get("tool") not in (None, {}) else None
        if reply is None and tool is None:
            raise CheckError("check is empty: give `reply` and/or `tool`")
        return cls(reply=reply, tool=tool, enforce=str(enforce))

    @classmethod
    def load(cls, data: Any) -> "PinCheck | None":
        """Tolerant: for stored records. A record without a check, or with one this version cannot
        use, loads as unchecked (None) rather than failing the whole pin."""
        if data in (None, {}, ""):
            return None
        try:
            return cls.parse(data)
        except CheckError:
            return None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.reply is not None:
            out["reply"] = self.reply.to_dict()
        if self.tool is not None:
            out["tool"] = self.tool.to_dict()
        out["enforce"] = self.enforce
        return out

    def describe(self) -> str:
        """One line a person can read: what is checked."""
        parts: list[str] = []
        if self.reply is not None:
            parts.append(self.reply.describe())
        if self.tool is not None:
            t = self.tool
            how = "blocked" if self.enforce == "block" else "warned"
            if t.forbid:
                parts.append("tool calls: " + "; ".join(r.describe() for r in t.forbid) + f" ({how})")
            if t.must_not_match:
                where = "shell tools" if t.names == SHELL_TOOLS else ", ".join(t.names) if t.names else "any tool"
                parts.append(f"{where}: never " + " or ".join(show_pattern(p) for p in t.must_not_match) + f" ({how})")
        return "; ".join(parts)


def parse_check_field(value: Any) -> PinCheck | None | str:
    """A pin request's ``check`` argument: an object, ``"proposed"`` (accept memlock's proposal) or
    ``"none"`` (remove the check). Returns the parsed check, the keyword, or None when absent."""
    if value in (None, ""):
        return None
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("proposed", "none"):
            return word
        raise CheckError('check must be an object, "proposed" (accept memlock\'s proposal) or "none" (remove it)')
    return PinCheck.parse(value)

