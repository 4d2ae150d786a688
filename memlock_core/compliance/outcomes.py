"""Verdict outcomes, shared by the reply and tool checks."""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

OBEYED, BROKEN, NOT_APPLICABLE = "obeyed", "broken", "not_applicable"
OUTCOMES = (OBEYED, BROKEN, NOT_APPLICABLE)
Finding = tuple[str, str]  # (outcome, evidence a person can verify)


def quote_words(found: list[str], limit: int = 6) -> str:
    """``"color", "center"`` for evidence: the distinct words found, in order."""
    distinct = list(dict.fromkeys(found))
    shown = ", ".join(f'"{w}"' for w in distinct[:limit])
    return shown + (f" and {len(distinct) - limit} more" if len(distinct) > limit else "")


@dataclass(frozen=True)
class ComplianceVerdict:
    """One pin's verdict on one reply or tool call."""

    anchor_id: str
    outcome: str  # obeyed | broken | not_applicable
    evidence: str
    rule: str = ""  # which part decided: language | bullets | numbered | no_emoji | max_words | ... | tool
    source: str = "reply"  # reply | tool
    enforce: str = "warn"

    @property
    def broken(self) -> bool:
        return self.outcome == BROKEN

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)
