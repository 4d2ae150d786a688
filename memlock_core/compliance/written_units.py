"""A unit rule on the documents and comments a tool call writes.

Why a module of its own: "we ship to the EU so metric only", "Temperaturen nur in °C", "sistema métrico" are rules
on how the assistant writes quantities, and a product sheet, a README or a guide it writes (``catalog/lamp.md``:
"Height: 18 in") is text a person reads as much as the reply is; so is a comment in code or config it writes
("max_temp: 75  # °F"). Read here: the prose of a Markdown / reStructuredText / plain-text document written (its
code blocks and inline code left out) and the comments of source or config written. A value the program holds
(``timeout_ms``, ``width: 18``) is no quantity of the rule's; a rule kept to a region ("SI units only in code and
tables") is read by its region elsewhere (written.py).
"""
from __future__ import annotations

import re

from memlock_core.compliance.check import ReplyCheck
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, Finding
from memlock_core.compliance.reply_conventions import units_verdict
from memlock_core.compliance.unit_style import STYLES, unit_style_verdict
from memlock_core.compliance.written_comments import source_comment_prose
from memlock_core.regex_cache import rx

_DOC = rx(r"(?:\.(?:md|markdown|rst|txt|adoc)|(?:^|/)(?:README|CHANGELOG|CONTRIBUTING)[^/]*)$", re.I)
# a hash comment of a config file ("max_temp: 75  # °F"): config files have no comment reader of their own
_CONFIG = rx(r"\.(?:ya?ml|toml|ini|cfg|conf|env|properties)$", re.I)
_HASH_COMMENT = rx(r"(?:^|\s)#\s?([^\n]+)", re.M)
_FENCE = rx(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)", re.S)
_INLINE = rx(r"`[^`\n]+`")


def _prose(path: str, texts: list[str]) -> str:
    if _DOC.search(path):
        return "\n\n".join(_INLINE.sub(" ", _FENCE.sub("\n", t)) for t in texts)
    if _CONFIG.search(path):
        # a line with a comment, its mark taken out: "max_temp: 75  # °F" gives the value its unit
        return "\n".join(re.sub(r"\s+", " ", line.replace("#", " ")) for t in texts for line in t.splitlines()
                         if _HASH_COMMENT.search(line))
    return source_comment_prose(path, texts)


def units_written(check: ReplyCheck, name: str, path: str, texts: list[str],
                  user_message: str | None = None) -> tuple[str, Finding] | None:
    """("units", verdict) for the quantities of a document written (broken or obeyed) or of the comments of code
    or config written (broken only: a comment that obeys says nothing of the rest); None when the rule does not
    reach the file or it holds no quantity."""
    styles = [part for part in check.format if part in STYLES]
    if not (check.units and "units" not in dict(check.only_in)) and not styles or not texts or not path:
        return None
    prose = _prose(path, texts)
    if not prose.strip():
        return None
    for style in styles if _DOC.search(path) else ():  # "25 °C, with a space": the quantities of a document written
        outcome, why = unit_style_verdict(style, prose)
        if outcome == BROKEN:
            return style, (BROKEN, f"{name} {path}: {why}")
    if not check.units or "units" in dict(check.only_in):
        return None
    outcome, why = units_verdict(check.units, check.units_only, prose, check.units_of, check.units_except,
                                 user_message, check.units_glossed)
    if outcome == NOT_APPLICABLE or (outcome != BROKEN and not _DOC.search(path)):
        return None
    return "units", (outcome, f"{name} {path}: {why}")
