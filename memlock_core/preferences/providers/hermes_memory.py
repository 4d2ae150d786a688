"""Hermes's built-in memory: ``$HERMES_HOME/memories/USER.md`` (and MEMORY.md if configured).

Hermes's ``memory`` tool writes entries separated by a line holding only ``§`` (its
``ENTRY_DELIMITER``, ``"\\n§\\n"``) and puts a frozen snapshot of them into the system prompt
at session start. An entry's id is a hash of its text, so it stays the same when other entries
are added or removed. A missing file is simply "no preferences yet"; an unreadable one makes the
provider unavailable for this turn.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memlock_core.paths import hermes_home
from memlock_core.preferences.provider import ProviderUnavailable

ENTRY_DELIMITER = "\n§\n"


def split_entries(raw: str) -> list[str]:
    """Entries of a Hermes memory file, exactly as Hermes's own reader splits them (deduplicated)."""
    entries = [e.strip() for e in raw.split(ENTRY_DELIMITER)]
    return list(dict.fromkeys(e for e in entries if e))


def entry_id(file_name: str, entry: str) -> str:
    return f"{file_name}#{hashlib.sha256(entry.encode('utf-8', 'surrogatepass')).hexdigest()[:12]}"


@dataclass
class HermesMemoryProvider:
    directory: Path
    files: tuple[str, ...] = ("USER.md",)
    name: str = "hermes"

    def fetch(self, query: str, limit: int) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        for file_name in self.files:
            path = self.directory / file_name
            try:
                raw = path.read_text(encoding="utf-8")
            except FileNotFoundError:
                continue
            except (OSError, UnicodeDecodeError) as exc:
                raise ProviderUnavailable(f"cannot read {path}: {exc}") from None
            for entry in split_entries(raw):
                # USER.md is what the agent knows about the user; MEMORY.md holds the agent's own
                # notes, which are never standing preferences unless tagged elsewhere.
                rows.append({"id": entry_id(file_name, entry), "content": entry, "source": f"hermes:{file_name}",
                             "material": None if file_name == "USER.md" else False})
        return rows[:limit]


def from_config(cfg: Any) -> HermesMemoryProvider:
    files = tuple(getattr(cfg, "adapter_files", None) or ("USER.md",))
    return HermesMemoryProvider(hermes_home() / "memories", files)
