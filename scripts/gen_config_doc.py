"""Regenerate the key table in docs/CONFIGURATION.md from memlock_core/config.py (the source of truth).

Usage: python scripts/gen_config_doc.py [--check]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from memlock_core.config import KEYS  # noqa: E402

START, END = "<!-- keys:start -->", "<!-- keys:end -->"


def table() -> str:
    rows = ["| key | default | meaning |", "|---|---|---|"]
    for key in KEYS:
        default = json.dumps(key.default, ensure_ascii=False)
        rows.append(f"| `{key.name}` | `{default}` | {key.doc.replace('|', '/')} |")
    return "\n".join(rows)


def main() -> int:
    """Rewrite the table between the markers in docs/CONFIGURATION.md and README.md."""
    stale = []
    for doc in (ROOT / "docs" / "CONFIGURATION.md", ROOT / "README.md"):
        text = doc.read_text(encoding="utf-8")
        head, rest = text.split(START, 1)
        _, tail = rest.split(END, 1)
        new = f"{head}{START}\n{table()}\n{END}{tail}"
        if new != text:
            stale.append(doc.name)
            if "--check" not in sys.argv:
                doc.write_text(new, encoding="utf-8")
    if "--check" in sys.argv and stale:
        print("stale key table in: " + ", ".join(stale) + " (run python scripts/gen_config_doc.py)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
