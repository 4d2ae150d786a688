"""The vocabulary of the code-block and source checks a pin's check may carry (``code_rules``,
``source_rules``): typed tokens, validated and described here, judged in
:mod:`memlock_core.compliance.code_blocks` and :mod:`memlock_core.compliance.sources`.

Why tokens: each is one measurable property of the reply's markdown ("no code block over 20 lines",
"no bare URL"), so a check stays data a person can read and a store can sign.
"""
from __future__ import annotations

from memlock_core.regex_cache import rx

# Code blocks and code in the reply.
CODE_RULES = {
    "no_secret_literal": "no secret or API key written as a literal in its code (read from the environment instead)",
    "block_required": "a code block in each reply the rule speaks to (an error explained, a command asked for)",
    "block_first": "the code block comes first, the explanation after it (a short lead-in line aside)",
    "block_lines:N": "no code block longer than N lines",
    "max_blocks:N": "at most N code blocks",
    "no_shell_blocks": "shell commands inline, never in a code block",
    "short_config_inline:N": "config snippets under N lines inline, not in a code block",
    "only_code_in_blocks": "code blocks hold code only (no prose, no list)",
    "tag_except_output": "a language tag on every code block but terminal output",
    "tags_match": "each code block's tag names the language it holds (no shell commands in a python block)",
    "no_placeholders": "runnable code: no '...' placeholder, no pseudo-code",
    "py3": "Python 3 syntax only",
    "no_var": "no `var` in JavaScript",
    "no_any": "no `any` type in TypeScript",
    "no_semicolons": "no statement-ending semicolons in JavaScript / TypeScript",
    "semicolons": "a semicolon ending every JavaScript / TypeScript statement",
    "no_prompt": "no shell prompt ($) in front of commands in code blocks",
    "sql_upper": "SQL keywords in capitals",
    "sql_ident_lower": "SQL identifiers (tables, columns) in lower case",
    "sql_no_star": "SQL names its columns: no SELECT * (nor alias.*)",
    "long_options": "shell commands spell their options long (--recursive, not -r) where a long form exists",
    "changed_only": "only the changed lines, never the whole file back",
    "whole_file": "the whole file when changing one",
    "diff": "changes to existing code as a diff block",
    "diff_only": "changes as a diff block, and only the diff: not the whole code again",
    "comments": "comments in the code",
    "no_comments": "no comments in the code",
    "why_comments": "no comment in the code that only narrates it: each gives a reason",
    "comments_each": "a comment or docstring on every function",
    "one_command": "one shell command per block (no && chains)",
    "no_inline_code": "no inline code: code in blocks",
    "fenced_inline": "no code written in a sentence: code in fenced blocks",
    "block_code": "no whole command or call in inline code: code in blocks",
    "block_commands": "every shell command in a code block, none in a sentence",
    "module_docstring": "a new Python file a tool call creates opens with a module docstring",
    "no_commit_blocks": "no code block in a commit message",
    "code_only_strict": "nothing but the code: no text before or after it",
    "usage_example": "every function the reply writes is called in an example after it",
}
# Sources and links.
SOURCE_RULES = {
    "per_claim": "a source next to every figure (none after the last source of a paragraph)",
    "no_bare_urls": "links as markdown links with descriptive text, no bare URL",
    "footnotes": "numbered [n] markers and a reference list at the end",
    "ref_numbered": "the references as a numbered list",
    "ref_bulleted": "the references as a bulleted list",
    "no_inline": "sources at the end, not in the text",
    "end_only": "sources at the end: none cited in parentheses or linked in the text",
    "no_academic": "no academic references ([n], author-year, a bibliography): plain links",
    "linked": "every source cited with a link",
    "doi": "a DOI for every paper cited",
    "no_site:NAME": "never cites NAME",
    "no_link:NAME": "never links to NAME (naming it is fine)",
    "docs_only": "links only to official documentation",
    "say_unsourced": "a claim without a source says so",
    "per_claim_links": "a link next to every figure (none after the last link of a paragraph)",
    "per_fact": "a source next to every figure and every fact about something named",
    "per_fact_links": "a link next to every figure and every fact about something named",
    "ref_links": "every reference in the list links its source",
    "doc_page": "the doc page and its section named, not just 'the docs'",
    "doc_page_link": "the exact doc page linked (or named with its section), not the site's front page",
    "docs_each": "every library function named links its documentation",
    "docs_each_flags": "every library function and command-line flag named links its documentation",
    "quote_linked": "a quotation comes with the link of the page it quotes",
    "file_line": "a sentence about the code points to its file and line (src/app.py:42)",
    "recent:N": "no source older than N years",
    "since:N": "no source from before the year N",
    "study_authors": "every study spoken of named with its authors and year",
    "no_invented": "no link given as a guess (hedged, or to a private host)",
    "law_section": "every sentence about the law names its provision (§ 622 BGB, Art. 6 GDPR)",
    "law_link": "a law spoken of comes with a link to its text",
    "survey_year": "every survey spoken of named with its year",
    "quote_attributed": "every quotation names who said it and where (a work, an occasion, a date)",
    "cite_year": "every source cited comes with its year",
    "cve_nvd": "every CVE named links its NVD entry",
    "versioned_docs": "every documentation link pinned to a version (not 'latest' or 'stable')",
    "security_ref": "every security claim comes with a CVE or advisory link",
}
_CODE_TOKEN = rx(r"^(?:block_lines:\d{1,3}|max_blocks:\d{1,2}|short_config_inline:\d{1,2}|" +
                         "|".join(k for k in CODE_RULES if ":" not in k) + r")$")
_SOURCE_TOKEN = rx(r"^(?:no_site:[a-z0-9.-]{2,30}|no_link:[a-z0-9.-]{2,30}|recent:\d{1,2}|since:\d{4}|" +
                           "|".join(k for k in SOURCE_RULES if ":" not in k) + r")$")


def valid_code_rule(token: str) -> bool:
    return bool(_CODE_TOKEN.match(token))


def valid_source_rule(token: str) -> bool:
    return bool(_SOURCE_TOKEN.match(token))


def describe_rule(token: str) -> str:
    """A token as a person reads it."""
    name, _, value = token.partition(":")
    for table in (CODE_RULES, SOURCE_RULES):
        if token in table:
            return table[token]
        key = f"{name}:N" if value.isdigit() else f"{name}:NAME"
        if key in table:
            return table[key].replace("NAME" if key.endswith("NAME") else "N", value)
    return token
