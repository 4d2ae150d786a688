"""Cost of the trust checks (issue 12): the safety policy, grounding, and the re-check at replay.

Run from the repository root:

    .venv/bin/python bench/bench_admission.py

* ``check_pin_text``: the safety policy on a 120-character rule and on a 2,000-character one;
* ``check_grounding``: a 40-character pin against a 200-character and an 8,000-character message;
* ``admitted_now``: the re-check every injection makes, with 1 / 10 / 100 durable pins in a file
  store (one store load, manifest and records verified, HMAC on), the pins all seeded in the session.

Median of ``--repeat`` runs, ``time.perf_counter``. Injections happen after a compaction or on the
safety net (and every turn only with ``inject: always``), never on a quiet turn.
"""
from __future__ import annotations

import argparse
import platform
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.timing import median_ms  # noqa: E402
from memlock_core import Engine, load_config  # noqa: E402
from memlock_core.pinstore.file_backend import FilePinStore  # noqa: E402
from memlock_core.session.requests import run_request  # noqa: E402
from memlock_core.trust.evidence import Provenance  # noqa: E402
from memlock_core.trust.grounding import check_grounding  # noqa: E402
from memlock_core.trust.safety import check_pin_text  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    rows = []
    short = "Always answer in bullet points and never touch the production database without asking me first."
    long = ("Keep answers short and factual; cite the file you read. " * 40)[:2000]
    rows.append(("check_pin_text, 120 chars", median_ms(lambda: check_pin_text(short), args.repeat)))
    rows.append(("check_pin_text, 2,000 chars", median_ms(lambda: check_pin_text(long), args.repeat)))
    message = "From now on: always answer in bullet points. " + "Some context about the project. " * 5
    big = ("Here is a long pasted log line with many words in it. " * 150)[:8000] + " always answer in bullet points"
    pin = "Always answer in bullet points"
    rows.append(("check_grounding, 200-char message", median_ms(lambda: check_grounding(pin, message), args.repeat)))
    rows.append(("check_grounding, 8,000-char message", median_ms(lambda: check_grounding(pin, big), args.repeat)))
    for count in (1, 10, 100):
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp)
            store = FilePinStore(home, b"bench-key-0123456789abcdef")
            engine = Engine(load_config({"max_pins": 256}), home=home, pin_store=store)
            engine.start_session("bench")
            for i in range(count):
                result = run_request(engine, "bench", {"text": f"Rule number {i}: keep module {i} small.",
                                                       "scope": "global"}, provenance=Provenance("user", "cli"))
                assert result.ok, result.message
            anchors = list(engine.state("bench").anchors.values())
            assert len(anchors) == count
            rows.append((f"admitted_now, {count} durable pin(s)",
                         median_ms(lambda: engine.admitted_now(anchors), max(20, args.repeat // 10))))
    print(f"# {platform.python_implementation()} {platform.python_version()} on {platform.machine()}, "
          f"median of {args.repeat} runs (admitted_now: {max(20, args.repeat // 10)})")
    print("| what | median ms |")
    print("|---|---|")
    for name, value in rows:
        print(f"| {name} | {value:.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
