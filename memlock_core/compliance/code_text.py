"""The code of a block with its string literals and comments blanked out: what a rule on code constructs
("no print() calls", "no `!!` in Kotlin") reads. A docstring that says "never use print() here", a comment that
shows the old `user!!.name`, a message string "call print() to debug" are prose about the construct, not uses of it.

Why a module of its own: several code readers (calls refused, tokens refused in a named language) need the same
blanking; it is done once here by a small scanner, not by each reader's own pattern. Blanked text keeps its line
breaks, so a line found afterwards can still be shown as evidence.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

__all__ = ["code_only"]

# languages whose line comments open with '#' (else '//' and '/* */'); shells, Python, Ruby, YAML, R, Perl, TOML
_HASH_COMMENTS = frozenset({"python", "py", "python3", "ruby", "rb", "bash", "sh", "shell", "zsh", "yaml", "yml", "r",
                            "perl", "toml", "ini", "conf", "dockerfile", "make", "makefile", "elixir", "nim"})
_SCAN = rx(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|`(?:\\.|[^`\\])*`|'
                   r"/\*[\s\S]*?\*/|//[^\n]*|#[^\n]*|--[^\n]*")


def _blank(text: str) -> str:
    return re.sub(r"[^\n]", " ", text)


def code_only(body: str, language: str = "") -> str:
    """``body`` with its strings and comments blanked (kept as spaces and line breaks). ``language`` (a fence
    info or a file's language) picks the comment marks; unknown: both kinds, '#' only where it opens a comment."""
    lang = language.lower()
    hash_ok = lang in _HASH_COMMENTS
    slash_ok = not hash_ok
    dash_ok = lang in ("sql", "lua", "haskell", "hs")

    def repl(m: re.Match[str]) -> str:
        tok = m.group(0)
        if tok.startswith("#"):
            at = m.start()
            opens = at == 0 or body[at - 1] in " \t\n"
            return _blank(tok) if (hash_ok or (not lang and opens)) else tok[0] + code_only(tok[1:], language)
        if tok.startswith(("//", "/*")):
            return _blank(tok) if slash_ok else tok[:1] + code_only(tok[1:], language)
        if tok.startswith("--"):
            return _blank(tok) if dash_ok else tok[:1] + code_only(tok[1:], language)
        if tok.startswith("`") and lang in ("python", "py", "python3", "kotlin", "kt", "rust", "rs", "java", "c", "cpp"):
            return tok  # a backtick is no string quote there
        return tok[0] + _blank(tok[1:-1]) + tok[-1] if len(tok) >= 2 else tok

    return _SCAN.sub(repl, body)
