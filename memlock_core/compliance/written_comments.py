"""The comments a tool call writes: prose a person reads, inside code.

A comment in a source file written ("/* muted gray text for captions */", "# runs nightly at 11pm") or in a shell
command (a crontab line echoed into ``crontab -``, a script written by a here-document) is written for a person, so a
rule on how the assistant writes times of day ("24h clock, no am/pm") or spells ("British spelling") reaches it as
it reaches the reply. A word the code itself uses outside its comments ("color" beside ``color: #333``) is the name
of something in the code, not the comment's own spelling, and is left out.
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ReplyCheck
from memlock_core.compliance.outcomes import BROKEN, Finding
from memlock_core.compliance.reply_conventions import code_comments, datetime_verdict, spelling_verdict
from memlock_core.regex_cache import rx

_SOURCE = rx(r"\.(?:py|pyi|js|mjs|cjs|jsx|ts|tsx|go|rs|java|kt|rb|php|c|h|cpp|cc|hpp|cs|swift|sh|bash|zsh|sql|lua|"
             r"scala|css|scss|sass|less)$|(?:^|/)(?:Dockerfile|Makefile|crontab)$", re.I)
# a shell comment, also inside a quoted line a command writes ("echo '0 23 * * * backup.sh  # nightly at 11pm'")
_SHELL_COMMENT = rx(r"(?:^|\s)#\s+([^\n'\"]+)")
_WORD = rx(r"[^\W\d_]+")
# the comments of the common syntaxes (block, line, hash, SQL / Lua dashes, docstrings): what is left is the code
_COMMENT_SYNTAX = rx(r"/\*.*?\*/|//[^\n]*|(?:^|(?<=\s))#(?![0-9a-fA-F]{3,8}\b)[^\n]*|(?:^|(?<=\s))--\s[^\n]*|"
                     r"\"\"\".*?\"\"\"|\'\'\'.*?\'\'\'", re.S)


def _without_code_words(comments: str, code: str) -> str:
    """``comments`` without the words the code uses outside them (its names, its properties)."""
    names = {w.lower() for w in _WORD.findall(code)}
    return _WORD.sub(lambda m: m.group(0) if m.group(0).lower() not in names else " ", comments)


_DOCSTRING = rx(r'"""(.*?)"""|\'\'\'(.*?)\'\'\'', re.S)


def source_comments(code: str) -> str:
    """The comments and docstrings of ``code`` (written.py reads them for rules scoped to comments)."""
    docstrings = [g for m in _DOCSTRING.finditer(code) for g in m.groups() if g]
    return "\n".join([code_comments(f"```\n{code}\n```"), *docstrings])


def source_comment_prose(path: str, texts: list[str]) -> str:
    """The comments and docstrings of the source code written to ``path`` (empty for any other file)."""
    if not path or not _SOURCE.search(path):
        return ""
    out = []
    for text in texts:
        comments = source_comments(text)
        if not comments.strip():
            continue
        code = _COMMENT_SYNTAX.sub(" ", text)
        out.append(_without_code_words(comments, code))
    return "\n".join(out)


def shell_comment_prose(command: str) -> str:
    """The comments of a shell command, one per line (those of the lines it writes into a file or a crontab too)."""
    comments = [m.group(1).strip() for m in _SHELL_COMMENT.finditer(command)]
    if not comments:
        return ""
    code = _SHELL_COMMENT.sub(" ", command)
    return _without_code_words("\n".join(comments), code)


def comment_verdict(check: ReplyCheck, name: str, path: str, texts: list[str],
                    command: str) -> tuple[str, Finding] | None:
    """(part, broken) when the comments a call writes break the rule's clock-time or spelling part; None otherwise
    (what the comments obey says nothing of the rest of what the call does)."""
    clock = "24h" in check.datetime and "24h" not in dict(check.only_in)
    spelling = bool(check.spelling) and "spelling" not in dict(check.only_in)
    if not clock and not spelling:
        return None
    prose = "\n".join(p for p in (source_comment_prose(path, texts), shell_comment_prose(command)) if p.strip())
    if not prose.strip():
        return None
    if clock:
        outcome, why = datetime_verdict("24h", prose)
        if outcome == BROKEN:
            return "24h", (BROKEN, f"a comment {name} writes: {why}")
    if spelling and check.spelling:
        outcome, why = spelling_verdict(check.spelling, prose)
        if outcome == BROKEN:
            return "spelling", (BROKEN, f"a comment {name} writes: {why}")
    return None
