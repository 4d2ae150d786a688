"""A date inside a file name or an identifier ("inscriptions_2025-04-30.xlsx", "backup-2024-12-01.tar.gz",
"logs/2025/03/01/app.log", "rapport_03.04.2025.pdf") is part of that name, not a date the reply writes in its prose.

Why: a date-format rule ("write dates with the month in words, never 03/03/2025", "Datumsangaben als TT.MM.JJJJ") is
about the dates the reply states; a file's name keeps the form it was given (the reply cannot rename the user's file to
obey), so it is read neither for nor against the rule.
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

# a token of name characters holding a digit run with date separators, joined to a letter or an underscore, or ending
# in a file extension, or a path with a slash and a letter in it
_NAME_TOKEN = rx(r"(?<![\w./\\-])[\w.\\/-]*\d[\w.\\/-]*")
_DATE_IN = rx(r"\d{1,4}[-./_]\d{1,2}[-./_]\d{1,4}")
_EXTENSION = rx(r"\.(?:[a-z][a-z0-9]{0,4})(?:\.(?:gz|bz2|xz|zst|zip))?$", re.I)


def _is_name(token: str) -> bool:
    if not _DATE_IN.search(token):
        return False
    bare = token.rstrip(".")
    if _EXTENSION.search(bare) and re.search(r"[A-Za-z_]", _EXTENSION.sub("", bare) or "") is not None:
        return True  # "inscriptions_2025-04-30.xlsx", "app-2025-03-01.log"
    if _EXTENSION.search(bare) and re.search(r"\d[.-]\d{1,4}\.[a-z]", bare, re.I):
        return True  # "2025-04-30.csv": a name that is a date and an extension
    return bool(re.search(r"[A-Za-z]_|_[A-Za-z0-9]|[A-Za-z]-\d|\d-[A-Za-z]", bare))  # "db_2025-04-30", "v-2025-04-30"


def without_named_dates(text: str) -> str:
    """``text`` with the file names and identifiers that hold a date blanked."""
    return _NAME_TOKEN.sub(lambda m: " " * len(m.group(0)) if _is_name(m.group(0)) else m.group(0), text)
