"""A grep swapped for another searcher, with or without a scope of searching: "use rg, not grep, for searching
code" against "Use `rg` instead of grep, it's faster", "grep ではなく rg で検索して".

Why a module of its own: a grep that filters what is piped into it (``ps aux | grep node``) searches no file. Under a
rule scoped to searching (code, files, the repo: "for searching", "pour chercher", "zum Suchen", "para buscar",
"検索には") such a filter is not the rule's; under a plain swap ("rg instead of grep") every grep is the refused
program, the filter included. The scope is read once, when the rule is parsed, and carried as a marker among the
rule's allowed commands (like ``<generated>`` for files a tool regenerates), so the judge need not read the text.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from memlock_core.compliance.check import ToolRule
from memlock_core.regex_cache import rx

__all__ = ["FILTERING", "with_search_scope"]

FILTERING = "<filter>"  # command allow_commands: a grep filtering piped output is fine (the rule is about searching)
_GREPS = frozenset({"grep", "egrep", "fgrep"})
_SEARCHING = rx(r"\bsearch\w*|\blook(?:ing)? (?:up|for|through)\b|\bfind(?:ing)? (?:text|code|strings?|usages?)\b|"
                r"\b(?:re)?cherch\w*|\bsuch\w*|\bdurchsuch\w*|\bbusca\w*|\bbúsqueda\w*|\bcerca\w*|\bricerc\w*|"
                r"\bprocur\w*|\bpesquis\w*|\bzoek\w*|\bszuka\w*|\bпоиск\w*|\bиска\w*|検索|探す|探し|搜索|查找|검색|찾", re.I)


def with_search_scope(rules: Sequence[ToolRule], text: str) -> list[ToolRule]:
    """``rules`` with the grep swap of a rule scoped to searching marked: its filters are not the rule's."""
    if not _SEARCHING.search(text):
        return list(rules)
    return [replace(r, allow_commands=(*r.allow_commands, FILTERING))
            if r.intent == "command" and FILTERING not in r.allow_commands and
            any(re.split(r"\s", c)[0] in _GREPS for c in r.commands) else r for r in rules]
