"""Evidence: who created or approved each version of a pin, and through which surface.

Why it is kept apart from the admission state: the state says what is true now; the evidence says
how it came to be, and must outlive later changes (an approval of v3 does not erase that the model
proposed v2 from a tool call). Kept on the pin record (capped, the creation entry is never
dropped) and, for durable pins, in the decision log too (never pruned).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

SURFACES = ("cli", "guard", "hermes-tool", "mcp", "claude-code", "config", "import", "memlock", "unknown")
EVIDENCE_CAP = 20


@dataclass(frozen=True)
class Provenance:
    """Where a request came from: the actor, the host surface, and a reference on it
    (a Hermes tool call id, an MCP client name, ``pid 1234`` for the CLI)."""

    actor: str = "user"
    surface: str = "unknown"
    ref: str = ""

    def describe(self) -> str:
        return f"{self.actor} via {self.surface}" + (f" ({self.ref})" if self.ref else "")


@dataclass(frozen=True)
class Evidence:
    """One event in a pin's life: ``action`` (created, updated, rolled back, approved, rejected)
    of ``version``, the admission state it left, and the provenance of the request."""

    version: int
    action: str
    admission: str
    actor: str
    surface: str
    ref: str = ""
    at: float = 0.0
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> "Evidence | None":
        if not isinstance(data, dict):
            return None
        try:
            return cls(version=int(data.get("version") or 0), action=str(data.get("action") or ""),
                       admission=str(data.get("admission") or ""), actor=str(data.get("actor") or ""),
                       surface=str(data.get("surface") or "unknown"), ref=str(data.get("ref") or "")[:200],
                       at=float(data.get("at") or 0.0), note=str(data.get("note") or "")[:300])
        except (TypeError, ValueError, OverflowError):
            return None


def capped(entries: list[Evidence], cap: int = EVIDENCE_CAP) -> list[Evidence]:
    """The newest ``cap`` entries, always keeping the first (the creation)."""
    if len(entries) <= cap:
        return entries
    return [entries[0], *entries[-(cap - 1):]]


def evidence_for(provenance: Provenance, *, version: int, action: str, admission: str, at: float,
                 note: str = "") -> Evidence:
    return Evidence(version, action, admission, provenance.actor, provenance.surface, provenance.ref[:200], at,
                    note[:300])
