"""Verdict outcomes, shared by the reply and tool checks."""
from __future__ import annotations

OBEYED, BROKEN, NOT_APPLICABLE = "obeyed", "broken", "not_applicable"
OUTCOMES = (OBEYED, BROKEN, NOT_APPLICABLE)
Finding = tuple[str, str]  # (outcome, evidence a person can verify)


def quote_words(found: list[str], limit: int = 6) -> str:
    """``"color", "center"`` for evidence: the distinct words found, in order."""
    distinct = list(dict.fromkeys(found))
    shown = ", ".join(f'"{w}"' for w in distinct[:limit])
    return shown + (f" and {len(distinct) - limit} more" if len(distinct) > limit else "")
