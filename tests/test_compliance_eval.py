"""The compliance labeled set: the held-out part is frozen, the dev part stays above the targets.

Only the dev part is scored here (a regression guard); the held-out part is scored by
`python -m bench compliance` alone, so nobody tunes on it through a failing test.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import eval_compliance  # noqa: E402


def test_heldout_part_is_frozen_and_well_formed():
    raw = (ROOT / "bench" / "corpus" / "compliance_heldout.jsonl").read_bytes()
    assert hashlib.sha256(raw).hexdigest() == eval_compliance.HELDOUT_SHA256
    rows = [json.loads(line) for line in raw.decode().splitlines()]
    assert len(rows) >= 60 and {r["label"] for r in rows} == {"obeyed", "broken", "not_applicable"}


def test_dev_part_meets_the_targets_and_every_proposed_pin_gets_a_proposal():
    rows = eval_compliance.load("dev")
    for row in rows:
        if row["check"] == "proposed":
            assert eval_compliance.anchor_for(row).check is not None, row["pin"]
    scores = eval_compliance.quality(rows)["memlock"]
    assert scores["precision"] >= 0.95 and scores["recall"] >= 0.90, scores
