"""Which untagged memory entries are "standing" (may be re-injected)? Quality of the `worded` policy.

    .venv/bin/python bench/eval_material.py [--write-doc]

Data: bench/corpus/memory_entries.jsonl, 60 USER.md-style entries (30 standing wishes, 30 plain
facts), written after the wording rules in memlock_core/preferences/preference.py were fixed and
never used to change them (a held-out set in that sense; it is small and hand-written). Baselines:
`all` (every entry is standing) and `tagged` (only tagged rows; an untagged store gets nothing).
Recall matters most: a standing preference judged a fact is never re-injected.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bench.docsection import write_section  # noqa: E402
from memlock_core.preferences.preference import Preference  # noqa: E402

SECTION = "## Standing-preference wording (issue 11)"
DATA = REPO_ROOT / "bench" / "corpus" / "memory_entries.jsonl"


def scores(truth: list[bool], guess: list[bool]) -> tuple[float, float, float]:
    tp = sum(t and g for t, g in zip(truth, guess))
    fp = sum(g and not t for t, g in zip(truth, guess))
    fn = sum(t and not g for t, g in zip(truth, guess))
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write-doc", action="store_true")
    args = parser.parse_args()
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    truth = [bool(r["standing"]) for r in rows]
    lines = [SECTION, "", "Which untagged memory entries the "
             f"reverse audit may re-inject (`reverse_material`), on {len(rows)} hand-written USER.md-style entries "
             f"({sum(truth)} standing wishes, {len(rows) - sum(truth)} facts) that the wording rules were not tuned on.",
             "", "| policy | precision | recall | F1 |", "|---|---:|---:|---:|"]
    missed: list[str] = []
    for policy in ("worded", "all", "tagged"):
        guess = [Preference(id=str(i), content=r["text"]).is_material(policy) for i, r in enumerate(rows)]
        p, r, f = scores(truth, guess)
        lines.append(f"| {policy} | {p:.2f} | {r:.2f} | {f:.2f} |")
        if policy == "worded":
            missed = [row["text"] for row, t, g in zip(rows, truth, guess) if t and not g]
    lines += ["", "Missed by `worded` (never re-injected unless tagged): " + "; ".join(f"\"{m}\"" for m in missed)
              + ". Set `reverse_material: all` when a store holds only preferences, or tag rows `standing: true`.", ""]
    text = "\n".join(lines)
    print(text)
    if args.write_doc:
        write_section(SECTION, text)


if __name__ == "__main__":
    main()
