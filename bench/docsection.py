"""Each benchmark owns one ``## `` section of docs/BENCHMARKS.md; ``--write-doc`` replaces it in place."""
from __future__ import annotations

from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent / "docs" / "BENCHMARKS.md"


def write_section(section: str, text: str, path: Path = BENCHMARKS) -> None:
    """Replace the section headed ``section`` (up to the next ``## ``) with ``text``, or append it."""
    current = path.read_text(encoding="utf-8") if path.exists() else (
        "# Benchmarks\n\nEach section is owned by the benchmark that produces it; re-run the command to refresh "
        "the numbers.\n")
    start = current.find(section)
    if start == -1:
        updated = current.rstrip("\n") + "\n\n" + text
    else:
        end = current.find("\n## ", start + len(section))
        updated = current[:start] + text + (current[end + 1:] if end != -1 else "")
    path.write_text(updated.rstrip("\n") + "\n", encoding="utf-8")
