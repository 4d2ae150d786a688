"""What a tool call writes, judged by the reply rules that reach it.

The assistant writes through tools too: a file's content (Claude Code ``Write`` / ``Edit`` /
``MultiEdit``, Hermes ``write_file`` / ``patch``, editor tools), a commit message (``git commit -m``
in a shell call). A reply rule reaches that text only where it says so or where the text is the kind
of thing it speaks of:

* ``no_emoji`` with code counting ("No emoji, and that includes code blocks", "auch nicht in
  Codeblöcken"): every file written and every commit message; ``only_in: comments`` ("no emoji in
  code comments or docstrings"): the comments and docstrings of the code written; ``only_in: code``:
  the code written;
* ``emoji_each_heading`` ("an emoji at the start of every heading in the docs you write"): the headings of a
  document written (Markdown, reStructuredText, plain text); ``no_emoticons`` with a commit rule on emoji: the
  text faces (``;-)``) of a commit message;
* ``code_rules: module_docstring`` ("every new .py file starts with a module docstring"): a new Python file
  (``Write`` / ``write_file`` with the whole content, not an edit) opens with a string literal;
* date formats (``iso_date``, ``dmy_date``, ``long_date`` ...: "Always write dates in ISO 8601"): the dates of a
  commit message or a document written;
* ``spelling``: documents written (Markdown, reStructuredText, plain text: "the docs you write"), read
  as prose (their code blocks and inline code left out), and the text nodes of markup written (a page, a JSX / Vue
  component: the label a user reads, never an identifier);
* ``units`` read in code ("SI units only in code and tables"): the units the names of a source file written store
  their values in ("GEOFENCE_RADIUS_FT = 500": feet);
* heading rules said of the documents the assistant writes (``only_in: files``: "In docs you write for me, number
  the section headings", "When you write a README, start it with a single # title"): the headings of a Markdown
  document written; a rule on how a document opens (its first heading, its one title) reads only a whole file
  written (``Write`` / ``write_file`` content), not an edit's fragment;
* the languages code is written in ("code examples in Rust, no C++"): a source file written, by its extension;
* rules on the code itself ("type hints in all Python code", "comment every function", "no comments",
  "snake_case", "no print()"): a source file written, read as one code block in the language its
  extension names (what a rule on the reply's code says of code, it says of the code a tool writes).

A shell command that spells out the text it writes into one file (``echo ... >> notes.md``, a here-document into
a file, ``tee``) writes that file as an editing tool would, and is read the same way.

Anything else a tool call writes is not judged by a reply rule (no verdict).
"""
from __future__ import annotations

import re
from typing import Any

from memlock_core.compliance import changelog_entries, document_scope, written_scope
from memlock_core.compliance.check import COMMAND_ARGS, SHELL_TOOLS, ReplyCheck
from memlock_core.compliance.code_blocks import code_rule_verdict, module_docstring_verdict
from memlock_core.compliance.code_style import code_style_verdict
from memlock_core.compliance.commit_message import messages_in_command
from memlock_core.compliance.emoji import find_emoji
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED, Finding
from memlock_core.compliance.reply_conventions import (
    datetime_verdict,
    spelling_verdict,
    units_verdict,
    zone_verdict,
)
from memlock_core.compliance.shell_options import long_options_verdict
from memlock_core.compliance.units import named_quantities
from memlock_core.compliance.user_turn import names_code_language
from memlock_core.compliance.written_comments import comment_verdict, source_comments
from memlock_core.compliance.written_units import units_written
from memlock_core.regex_cache import rx

# date formats a rule asks for, read in any prose a tool writes (times of day are left to the reply)
_DATE_FORMATS = frozenset({"iso_date", "dmy_date", "long_date", "kanji_date", "dmy_order", "dmy_dot"})
# files whose strings a person reads: messages, templates, pages (a time in one is a time the reply writes)
_CLOCK_KINDS = frozenset({"24h", "utc", "utc_only"})
_USER_TEXT = rx(r"\.(?:ya?ml|html?|json|po|properties|strings|ftl|hbs|jinja2?|j2|erb|txt)$", re.I)
_CONTENT_KEYS = ("content", "new_string", "new_str", "file_text", "new_source", "text", "contents", "code")
_PATH_KEYS = ("file_path", "path", "filename", "file", "notebook_path", "target_file")
_DOC = rx(r"(?:\.(?:md|markdown|rst|txt|adoc)|(?:^|/)(?:README|CHANGELOG|CONTRIBUTING|LICENSE|NOTICE)[^/]*)$", re.I)
_SQL_CLIENT = rx(r"(?:^|[\s;&|(])(?:psql|mysql|mariadb|sqlite3|duckdb|sqlcmd|clickhouse-client|cockroach\s+sql)\b")
# a quoted string that holds a statement: the query a client is given (-c, -e, --command, or its last argument)
_SQL_STRING = rx(r"([\"'])(\s*(?:select|insert|update|delete|with|create|alter|drop)\b(?:(?!\1).)*)\1", re.I | re.S)


_DATE_ARGUMENT = rx(r"(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}/\d{1,2}/\d{1,2})")


def _argument_dates(command: str) -> str:
    """The arguments of a shell command that are a date alone ("--since='11/01/2026'", "2026-11-01"), one per line; a
    path with a date in it ("logs/2026/01/02/") is none."""
    out = []
    for token in command.split():
        value = token.split("=", 1)[1] if token.startswith("-") and "=" in token else token
        value = value.strip("\"'`,;()")
        if _DATE_ARGUMENT.fullmatch(value):
            out.append(value)
    return "\n".join(out)


def _written(args: dict[str, Any]) -> tuple[str, list[str]]:
    """(the path written, the texts written) of an editing tool's arguments; a patch's added lines."""
    path = next((v for k in _PATH_KEYS if isinstance(v := args.get(k), str)), "")
    texts = [v for k in _CONTENT_KEYS if isinstance(v := args.get(k), str)]
    edits = args.get("edits")
    if isinstance(edits, list):
        texts += [e.get("new_string", "") for e in edits if isinstance(e, dict) and isinstance(e.get("new_string"), str)]
    patch = args.get("patch")
    if isinstance(patch, str):
        texts.append("\n".join(ln[1:] for ln in patch.splitlines() if ln.startswith("+") and not ln.startswith("+++")))
        found = re.search(r"^\+\+\+ (?:b/)?(\S+)", patch, re.M)
        path = path or (found.group(1) if found else "")
    return path, [t for t in texts if t.strip()]


def _shell_written(command: str) -> tuple[str, list[str]]:
    """(the path, the texts) a shell command writes into one file it spells the text of ("echo '- call Bob' >>
    notes.md", a here-document into a file): what an editing tool would have written. Several files: none read."""
    from memlock_core.compliance.intent.shell import parse
    from memlock_core.compliance.intent.tools import file_writes

    writes = file_writes(parse(command)) if command.strip() and (">" in command or "tee" in command) else []
    paths = {path for path, _, _ in writes}
    if len(paths) != 1:
        return "", []
    return paths.pop(), [text for _, text, _ in writes if text.strip()]


_EXTENSIONS = {"py": "python", "pyi": "python", "js": "javascript", "mjs": "javascript", "cjs": "javascript", "jsx": "jsx",
               "ts": "typescript", "tsx": "tsx", "go": "go", "rs": "rust", "java": "java", "kt": "kotlin", "rb": "ruby",
               "php": "php", "c": "c", "h": "c", "cpp": "cpp", "cc": "cpp", "hpp": "cpp", "cs": "csharp", "swift": "swift",
               "sh": "bash", "bash": "bash", "zsh": "bash", "sql": "sql", "lua": "lua", "scala": "scala",
               # stylesheets are code too ("no comments in code": a /* */ in site.css is one)
               "css": "css", "scss": "scss", "sass": "sass", "less": "less",
               # data files: only a rule on their indentation reads them ("YAML files: 2-space indent, never tabs")
               "yml": "yaml", "yaml": "yaml"}
_DATA = frozenset({"yaml"})
# code-block tokens that speak of the code itself (not of how the reply lays it out)
_CODE_TOKENS = ("no_comments", "comments", "comments_each", "py3", "no_var", "no_any", "no_semicolons", "semicolons",
                "sql_upper", "sql_ident_lower", "no_placeholders",
                "sql_no_star", "long_options")


def _code_verdicts(check: ReplyCheck, name: str, path: str, texts: list[str],
                   user_message: str | None = None, whole: bool = True) -> tuple[str, Finding] | None:
    """The first rule on the code itself that a source file written breaks, else the first it obeys. ``whole``:
    the texts are whole files (an edit's fragment lacks what a whole script must hold, its `set` line)."""
    ext = path.rsplit(".", 1)[-1].lower() if "." in path.rsplit("/", 1)[-1] else ""
    language = _EXTENSIONS.get(ext)
    if not language:
        return None
    block = "\n\n".join(f"```{language}\n{t}\n```" for t in texts)
    judged: list[tuple[str, Finding]] = []
    if language in _DATA:
        judged += [(f"style:{style}", code_style_verdict(style, block)) for style in check.code_style
                   if style.startswith("indent:")]
        return _first_verdict(name, path, judged)
    if check.comment_language:  # "Kommentare im Code bitte auf Deutsch": the comments of the code written
        from memlock_core.compliance.language import get_identifier
        from memlock_core.compliance.reply_language import comment_language_verdict
        judged.append(("comment_language", comment_language_verdict(check.comment_language, block, get_identifier())))
    if "type_hints" in check.format:
        from memlock_core.compliance.reply_structure import type_hints_verdict
        judged.append(("type_hints", type_hints_verdict(block)))
    if check.units and "code" in dict(check.only_in).get("units", "").split("+"):
        # "SI units only in code": the units the file's names store values in ("GEOFENCE_RADIUS_FT = 500"); a comment
        # that tells where a value came from ("500 ft converted to metres") is no value the program holds
        judged.append(("units", units_verdict(check.units, check.units_only, named_quantities("\n".join(texts)),
                                              check.units_of, check.units_except)))
    family = {"tsx": "typescript", "jsx": "javascript"}.get(language, language)
    if check.code_languages and family not in ("bash", "sql", "css", "scss", "sass", "less") \
            and not (user_message and names_code_language(user_message, tuple(check.code_languages))):
        # "code examples in TypeScript only, no plain JavaScript": a source file written is in its extension's language
        allowed = {"ts": "typescript", "js": "javascript", "golang": "go", "c++": "cpp"}
        wanted = {allowed.get(v, v) for v in check.code_languages}
        judged.append(("code_languages", (OBEYED, f"a {family} file") if family in wanted else
                       (BROKEN, f"a {family} file, not {' or '.join(sorted(wanted))}")))
    # a rule that leaves tests out ("tests exempt", ":nontest") leaves a test file out whole (tests/, test_*.py)
    testfile = re.search(r"(?:^|/)(?:tests?|__tests__|spec)/|(?:^|/)test_[^/]*$|_test\.\w+$|\.(?:test|spec)\.\w+$", path)
    judged += [(f"style:{style}", code_style_verdict(style, block)) for style in check.code_style
               if (whole or not style.startswith("shell_set")) and not (testfile and style.endswith(":nontest"))]
    judged += [(f"code:{token}", code_rule_verdict(token, block, None)) for token in check.code_rules
               if token.split(":")[0] in _CODE_TOKENS]
    return _first_verdict(name, path, judged)


def _first_verdict(name: str, path: str, judged: list[tuple[str, Finding]]) -> tuple[str, Finding] | None:
    """The first rule ``judged`` finds broken, else the first it finds obeyed (None for none)."""
    for part, (outcome, why) in judged:
        if outcome == BROKEN:
            return part, (BROKEN, f"{name} {path}: {why}")
    for part, (outcome, why) in judged:
        if outcome == OBEYED:
            return part, (OBEYED, f"{name} {path}: {why}")
    return None


# files whose markup holds text a user reads: web pages and UI components
_MARKUP = rx(r"\.(?:html?|jsx|tsx|vue|svelte|xml|xaml|erb|hbs|njk|jinja2?|twig)$", re.I)
# the text between two tags ("<label>Favourite colour</label>"), never an attribute, an expression or a name
_TEXT_NODE = rx(r">([^<>{}=;]*[^\W\d_][^<>{}=;]*)<")


# files of UI strings, and a value in one: "key": "Save to favourites", key: Save to favourites, key = Save
_STRINGS_FILE = rx(r"(?:\.(?:json|ya?ml|po|properties|strings|ftl|arb|resx)|(?:^|/)(?:locales?|i18n|l10n|lang|strings)/"
                           r"[^/]+)$", re.I)
_STRING_VALUE = rx(r"""(?:^|[,{])\s*["']?[\w.-]+["']?\s*[:=]\s*["']?(?P<v>[^"'\n{}\[\]]*[^\W\d_][^"'\n{}\[\]]*)["']?""",
                           re.M)


def message_strings(text: str) -> str:
    """The values of a strings file a user reads, one per line, only those written as words (two or more, or one
    capitalised): its keys and its settings (``retries: 3``, ``color: red``) left out."""
    values = [m.group("v").strip() for m in _STRING_VALUE.finditer(text)]
    return "\n".join(v for v in values if len(v.split()) >= 2 or v[:1].isupper())


def ui_text(markup: str) -> str:
    """The text nodes of ``markup`` a user reads, one per line ("<label>Favourite colour</label>": "Favourite
    colour"): what a spelling rule reaches in a UI file written, its identifiers and attributes left out."""
    return "\n".join(node.strip() for node in _TEXT_NODE.findall(markup) if len(node.split()) >= 1 and node.strip())


# heading parts a rule may say of the documents written; the first two read how a whole document opens
_OPENING_PARTS = ("single_top_heading", "heading_first")
_HEADING_PARTS = (*_OPENING_PARTS, "numbered_headings", "headings", "no_headings", "no_titles", "title_case_headings",
                  "sentence_case_headings", "heading_levels", "heading_level_only")


def _heading_part(check: ReplyCheck, part: str, text: str) -> Finding:
    from memlock_core.compliance import reply_shape
    from memlock_core.compliance import reply_structure as structure
    if part == "single_top_heading":
        return structure.single_top_verdict(text, check.heading_level)
    if part in ("heading_first", "headings", "no_headings"):
        return structure.heading_verdict(part, text, check.heading_level)
    if part == "numbered_headings":
        return reply_shape.numbered_headings_verdict(text)
    if part == "no_titles":
        return reply_shape.no_titles_verdict(text)
    if part == "title_case_headings":
        return reply_shape.title_case_verdict(text)
    if part == "sentence_case_headings":
        return reply_shape.sentence_case_verdict(text)
    if part == "heading_levels":
        return reply_shape.levels_verdict(text, check.heading_levels)
    return reply_shape.level_only_verdict(text, check.heading_level or 2)


def _document_headings(check: ReplyCheck, name: str, path: str, texts: list[str], whole: bool) -> tuple[str, Finding] | None:
    """The first heading rule on written documents that this document breaks, else the first it obeys."""
    files = [part for part, region in check.only_in if region in ("files", "pages") and part in _HEADING_PARTS
             and (whole or part not in _OPENING_PARTS)]
    judged = [(part, _heading_part(check, part, "\n\n".join(texts))) for part in files]
    for wanted in (BROKEN, OBEYED):
        for part, (outcome, why) in judged:
            if outcome == wanted:
                return part, (outcome, f"{name} {path}: {why}")
    return None


def written_verdict(check: ReplyCheck, tool_name: str, args: Any,
                    user_message: str | None = None) -> tuple[str, Finding] | None:
    """(part, verdict) for the first reply part that reaches what this call writes; None when none does.
    ``user_message``: the turn's request; one naming another programming language waives ``code_languages``."""
    if not isinstance(args, dict):
        return None
    name = tool_name if isinstance(tool_name, str) else ""
    commits: list[str] = []
    command = ""
    if name in SHELL_TOOLS:
        command = next((v for k, v in args.items() if k in COMMAND_ARGS and isinstance(v, str)), "")
        commits = messages_in_command(command)
    path, texts = _written(args) if name not in SHELL_TOOLS else _shell_written(command)
    if "long_options" in check.code_rules and name in SHELL_TOOLS and command.strip():
        # "use long options in shell commands": the command the call runs, where memlock knows its options
        outcome, why = long_options_verdict([command])
        if outcome != NOT_APPLICABLE:
            return "code:long_options", (outcome, f"{name}: {why}")
    sql_rules = [t for t in check.code_rules if t in ("sql_upper", "sql_no_star", "sql_ident_lower")]
    if sql_rules and name in SHELL_TOOLS and _SQL_CLIENT.search(command):
        # "SQL keywords in capitals", "never SELECT *": the SQL a database client runs ("psql -c 'SELECT ...'")
        queries = [m.group(2) for m in _SQL_STRING.finditer(command)]
        if queries:
            block = "\n\n".join(f"```sql\n{q}\n```" for q in queries)
            sql_judged = [(t, code_rule_verdict(t, block, None)) for t in sql_rules]
            for token, (outcome, why) in sorted(sql_judged, key=lambda j: j[1][0] != BROKEN):
                if outcome != NOT_APPLICABLE:
                    return f"code:{token}", (outcome, f"{name}: {why}")
    argument_dates = _argument_dates(command) if name in SHELL_TOOLS and not texts and not commits else ""
    for kind in ["iso_date"] if argument_dates and "iso_date" in check.datetime else []:
        # "dates as YYYY-MM-DD always": a date a command's argument spells ("git log --since='11/01/2026'"); a format
        # for people to read ("DD.MM.YYYY") does not reach what a program is given
        outcome, why = datetime_verdict(kind, argument_dates)
        if outcome != NOT_APPLICABLE:
            return kind, (outcome, f"{name}: {why}")
    commented = comment_verdict(check, name, path, texts, command)  # "# nightly at 11pm" under "24h clock only"
    if commented is not None:
        return commented
    if not texts and not commits:
        return None
    logged = next((p for p in check.format if p in (changelog_entries.PAST, changelog_entries.BULLETS)), None)
    if logged and texts and changelog_entries.is_changelog(path):
        # "changelog entries: one bullet per change, each starting with a past-tense verb": the lines the call adds
        old = [v for k in ("old_string", "old_str") if isinstance(v := args.get(k), str)]
        outcome, why = changelog_entries.verdict(texts, old, past=logged == changelog_entries.PAST)
        if outcome != NOT_APPLICABLE:
            return logged, (outcome, f"{name} {path}: {why}")
    found: tuple[str, Finding] | None = document_scope.written_verdict(check, name, path, texts, user_message)
    if found is not None and found[1][0] == BROKEN:  # "In the docs: never use 'simply'": the document's prose
        return found
    if texts and _DOC.search(path) and any(region in ("files", "pages") for _, region in check.only_in):
        whole = any(k in args for k in ("content", "file_text")) and not any(k in args for k in ("old_string", "old_str",
                                                                                                  "edits"))
        headings = _document_headings(check, name, path, texts, whole)
        if headings is not None and headings[1][0] == BROKEN:
            return headings
        found = headings
    region = dict(check.only_in).get("no_emoji")
    if region == "docs":  # "no emoji in the documentation files (README, docs/)": a document written, no other file
        region = "files" if written_scope.is_doc(path) else "none"
    if "no_emoji" in check.format and region == "headings" and texts and _DOC.search(path):
        # "no emoji in headings": the headings of a document written
        from memlock_core.compliance.emoji_rule import region_text
        heads = "\n".join(region_text(t, "headings") for t in texts)
        emoji = find_emoji(heads)
        if emoji:
            return "no_emoji", (BROKEN, f"emoji in a heading {name} {path} writes: {' '.join(dict.fromkeys(emoji))[:24]}")
        if heads.strip():
            found = ("no_emoji", (OBEYED, f"no emoji in the headings {name} {path} writes"))
    each = [f for f in ("one_emoji_each_heading", "emoji_each_heading") if f in check.format]
    if each and texts and _DOC.search(path):
        # "one emoji at the start of every section heading in the docs you write": the headings of a document written
        from memlock_core.compliance.emoji_rule import each_heading_verdict
        outcome, why = each_heading_verdict("\n\n".join(texts), one=each[0].startswith("one_"))
        if outcome == BROKEN:
            return each[0], (BROKEN, f"{name} {path}: {why}")
        if outcome == OBEYED:
            found = (each[0], (OBEYED, f"{name} {path}: {why}"))
    # "emoji only in commit messages": every file written is judged, the commit messages are not
    commits = [] if dict(check.except_in).get("no_emoji") == "commits" else commits
    if "no_emoji" in check.format and (check.count_code or region in ("code", "comments", "files")) and (texts or commits):
        judged = [source_comments(t) for t in texts] if region == "comments" else texts + ([] if region else commits)
        emoji = [e for t in judged for e in find_emoji(t)]
        where = f"{name} {path}".strip() if texts else f"{name} commit message"
        if emoji:
            return "no_emoji", (BROKEN, f"emoji written by {where}: {' '.join(dict.fromkeys(emoji))[:24]}")
        found = ("no_emoji", (OBEYED, f"no emoji in what {where} writes"))
    if check.no_chars and dict(check.only_in).get("no_chars") == "files" and texts and path:
        # "no exclamation marks in the app's texts": the strings a user reads in what the call writes
        from memlock_core.compliance.app_text import user_strings
        from memlock_core.compliance.reply_form import chars_verdict
        strings = "\n".join(user_strings(path, t) for t in texts).strip()
        if strings:
            outcome, why = chars_verdict(check.no_chars, strings)
            if outcome == BROKEN:
                return "no_chars", (BROKEN, f"{name} {path}: {why}")
            if outcome == OBEYED and found is None:
                found = ("no_chars", (OBEYED, f"{name} {path}: {why}"))
    if "no_emoticons" in check.format and commits and "no_emoji" in (check.commit or ""):
        # "no emoji, and no text smileys like ;-) either": a face in a commit message breaks it too
        from memlock_core.compliance.reply_conventions import emoticon_verdict
        outcome, why = emoticon_verdict("\n\n".join(commits))
        if outcome == BROKEN:
            return "no_emoticons", (BROKEN, f"{name} commit message: {why}")
    if "module_docstring" in check.code_rules and texts and path and any(k in args for k in ("content", "file_text")) \
            and not any(k in args for k in ("old_string", "old_str", "edits")):
        created = module_docstring_verdict(path, texts[0])  # "every new .py file starts with a module docstring"
        if created is not None:
            return "code:module_docstring", (created[0], f"{name}: {created[1]}")
    if texts and path:
        whole = any(k in args for k in ("content", "file_text", "contents")) and \
            not any(k in args for k in ("old_string", "old_str", "edits"))
        code = _code_verdicts(check, name, path, texts, user_message, whole)
        if code is not None and (code[1][0] == BROKEN or found is None):
            if code[1][0] == BROKEN:
                return code
            found = code
    measured = units_written(check, name, path, texts, user_message)  # "metric only": a product sheet written
    if measured is not None and (measured[1][0] == BROKEN or found is None):
        if measured[1][0] == BROKEN:
            return measured
        found = measured
    dated = [kind for kind in check.datetime if kind in _DATE_FORMATS]
    read_by_people = bool(commits or (texts and (_DOC.search(path) or _USER_TEXT.search(path))))
    # "24h clock, no am/pm", "Zeiten immer in UTC angeben": the clock times of a document, a message file or a page
    # a person reads ("Standup at 9:30am", "Zeit: 23 Uhr (Berlin)")
    dated += [kind for kind in check.datetime if kind in _CLOCK_KINDS and read_by_people]
    if check.time_zone and texts and (_DOC.search(path) or _USER_TEXT.search(path)):
        outcome, why = zone_verdict(check.time_zone, "\n\n".join(texts))
        if outcome == BROKEN:  # "Toujours donner les heures en heure de Paris": the times of the page written
            return "time_zone", (BROKEN, f"{name} {path}: {why}")
        if outcome == OBEYED and found is None:
            found = ("time_zone", (OBEYED, f"{name} {path}: {why}"))
    if dated and (commits or (texts and (_DOC.search(path) or any(k in _CLOCK_KINDS for k in dated)))):
        # "Always write dates in ISO 8601": the dates of a commit message or a document written too
        what = "\n\n".join(commits) if commits else "\n\n".join(texts)
        where = f"{name} commit message" if commits else f"{name} {path}"
        for kind in dated:
            if kind not in _CLOCK_KINDS and not commits and not _DOC.search(path):
                continue  # a date in a data file (YAML, JSON) is data; only its clock times are read
            # the strings of a message file are what a person reads: their quote marks are the file's syntax
            outcome, why = datetime_verdict(kind, what if commits or _DOC.search(path) else re.sub(r"[\"'`]", " ", what))
            if outcome == BROKEN:
                return kind, (BROKEN, f"{where}: {why}")
            if outcome == OBEYED and found is None:
                found = (kind, (OBEYED, f"{where}: {why}"))
    shown = "\n".join(ui_text(t) for t in texts) if check.spelling and texts and _MARKUP.search(path) else ""
    if check.spelling and texts and _STRINGS_FILE.search(path):  # "Save to favourites" in en-US.json: a string shown
        shown = "\n".join(message_strings(t) for t in texts)
    scoped = dict(check.only_in)
    if check.spelling and texts and not shown and not _DOC.search(path):  # "US spelling in user-facing strings"
        shown = written_scope.source_strings(scoped, path, texts)
    if check.language and scoped.get("language") == "files" and texts:  # "README and doc files in English"
        told = written_scope.language_of_docs(check.language, path, texts)
        if told is not None and told[0] == BROKEN:
            return "language", (BROKEN, f"{name} {path}: {told[1]}")
        if told is not None and found is None:
            found = ("language", (told[0], f"{name} {path}: {told[1]}"))
    if check.spelling and texts and (_DOC.search(path) or shown.strip()):
        outcome, why = spelling_verdict(check.spelling, "\n\n".join(texts) if _DOC.search(path) else shown)
        if outcome == BROKEN:
            return "spelling", (BROKEN, f"{name} {path}: {why}")
        if outcome == OBEYED and found is None:
            found = ("spelling", (OBEYED, f"{name} {path}: {why}"))
    return found
