"""A key written into a source file where the environment was read ("Never hardcode API keys; read them from
os.environ": an edit that turns ``key = os.environ["MAPS_KEY"]`` into ``key = "AIzaSyD3m0..."``).

The secret readers know token shapes (a full Google key, a GitHub token) and secret-named variables (``api_key
= "..."``); a short or made-up key assigned to a plain ``key`` passed them. An edit says more than its new
text: the variable the old text read from the environment (``os.environ``, ``os.getenv``, ``process.env``,
``ENV[...]``, ``System.getenv``, ``env::var``) now gets a quoted literal of a token's shape (one word of
letters and digits, both present, 12 characters or more). That is the hard-coding the rule forbids. A literal
that reads as a word or a default (``"localhost"``, ``"dev"``) is no key."""

from __future__ import annotations

import re
from typing import Any

from memlock_core.regex_cache import rx

__all__ = ["env_replaced_by_literal"]

_ENV_READ = rx(r"os\.environ|os\.getenv|getenv\(|process\.env|\bENV\[|System\.getenv|env::var|Environment\."
               r"GetEnvironmentVariable|\$_ENV\[|\bsettings\.\w+")
_ASSIGN = rx(r"(?P<name>[A-Za-z_][\w.]*)\s*(?::\s*\w+\s*)?[=:]\s*(?P<q>[\"'`])(?P<value>[^\"'`\s]{12,200})(?P=q)")


def _token_shaped(value: str) -> bool:
    return bool(re.fullmatch(r"[A-Za-z0-9_\-+/=.]+", value)) and bool(re.search(r"\d", value)) and \
        bool(re.search(r"[A-Za-z]", value)) and not re.fullmatch(r"[a-z]+(?:[_.-][a-z0-9]+)*", value) and \
        not value.startswith(("http", "/", "./"))


def env_replaced_by_literal(args: Any) -> str:
    """Why an edit hard-codes a value its old text read from the environment ("" when it does not)."""
    if not isinstance(args, dict):
        return ""
    edits = [args] if isinstance(args.get("old_string"), str) else \
        [e for e in args.get("edits") or [] if isinstance(e, dict)] if isinstance(args.get("edits"), list) else []
    for e in edits:
        old, new = e.get("old_string"), e.get("new_string")
        if not isinstance(old, str) or not isinstance(new, str) or not _ENV_READ.search(old) or _ENV_READ.search(new):
            continue
        for m in _ASSIGN.finditer(new):
            name = m.group("name").split(".")[-1]
            if re.search(rf"\b{re.escape(name)}\b", old) and _token_shaped(m.group("value")):
                return f"hard-codes {name} = \"{m.group('value')[:6]}…\" where the environment was read"
    return ""
