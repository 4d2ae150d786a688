"""Split bench/corpus by instruction into a dev part and a frozen test part (issue 9).

Every case of one instruction lands in the same part, so a constant tuned on dev is judged on
instructions it never saw. English (i01-i44) and other-language (i45-i68) instructions are split
separately so both parts hold both. The seed is a fixed string: the split is the same on every run.

    python3 bench/corpus/make_split.py          # rewrites split.json (identical output every time)
    python3 bench/corpus/make_split.py --check  # exit 1 if split.json differs from what this makes

The test part is frozen: constants are chosen on dev only (``python -m bench corpus --split dev``);
``--split test`` is run to report, never to tune.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED = "memlock-issue-9-split-v1"
TEST_FRACTION = 0.3


def make_split(corpus: Path = HERE / "corpus.jsonl") -> dict[str, object]:
    ids: set[str] = set()
    with corpus.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                ids.add(json.loads(line)["instruction_id"])
    english = sorted(i for i in ids if int(i[1:]) <= 44)
    other = sorted(i for i in ids if int(i[1:]) > 44)
    rng = random.Random(SEED)
    test: list[str] = []
    for group in (english, other):
        test += rng.sample(group, round(TEST_FRACTION * len(group)))
    test.sort()
    dev = sorted(ids - set(test))
    return {"seed": SEED, "test_fraction": TEST_FRACTION, "unit": "instruction_id",
            "dev": dev, "test": test}


def main(argv: list[str]) -> int:
    split = make_split()
    text = json.dumps(split, indent=1) + "\n"
    path = HERE / "split.json"
    if "--check" in argv:
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print("split.json differs from make_split.py's output", file=sys.stderr)
            return 1
        return 0
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path.name}: {len(split['dev'])} dev / {len(split['test'])} test instructions")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
