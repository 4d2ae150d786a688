"""How many keyword verdicts fall in the judge's uncertain band (memlock_core/detection/judge.py), per drift2 split.

Usage: python scripts/judge_band.py [split ...]   (default: dev, dev2 .. dev9 and the opened heldout)

For each split: the lost rules keyword mode keeps alive (false alive) and how many of them the
judge would be asked about (a judge that answers right re-injects those), and the alive rules kept
alive and how many of those it would be asked about (each a question, and a wrong "no" an extra
reminder). It measures the band, not a judge: no model is called.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.eval_corpus import load_corpus  # noqa: E402
from bench.eval_drift2 import OPENED, SPLITS, check_frozen  # noqa: E402
from memlock_core.detection.active_region import in_force_pieces  # noqa: E402
from memlock_core.detection.audit import audit  # noqa: E402
from memlock_core.detection.compaction import find_summaries  # noqa: E402
from memlock_core.detection.evidence import evidence_units, with_list_items  # noqa: E402
from memlock_core.detection.judge import uncertain_items  # noqa: E402
from memlock_core.detection.settings import AuditSettings  # noqa: E402


def band(split: str) -> tuple[int, int, int, int, int]:
    """(cases, false alive, of them in the band, true alive, of them in the band)."""
    if split.startswith("heldout"):
        if split not in OPENED:
            raise SystemExit(f"{split} is a reported set: not read here")
        check_frozen(SPLITS[split])
    cases = load_corpus(SPLITS[split])
    settings = AuditSettings()
    counts = [len(cases), 0, 0, 0, 0]
    for case in cases:
        report = audit([case.anchor], case.messages, settings)
        if not report.verdicts[0].alive:
            continue
        units = evidence_units(with_list_items(in_force_pieces(case.messages, find_summaries(case.messages,
                                                                                           settings.markers))))
        asked = bool(uncertain_items(report, [case.anchor], units, settings.drift_threshold))
        at = 1 if case.drifted else 3
        counts[at] += 1
        counts[at + 1] += asked
    return counts[0], counts[1], counts[2], counts[3], counts[4]


def main() -> int:
    splits = sys.argv[1:] or [s for s in ["dev", *(f"dev{n}" for n in range(2, 10)), *sorted(OPENED)] if s in SPLITS]
    print("split     cases  false alive (asked)  true alive (asked)  questions per case")
    for split in splits:
        n, fa, fa_asked, ta, ta_asked = band(split)
        print(f"{split:9} {n:5}  {fa:11} ({fa_asked:3})  {ta:10} ({ta_asked:3})  {(fa_asked + ta_asked) / max(1, n):18.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
