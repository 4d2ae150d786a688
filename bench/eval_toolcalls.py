"""The tool-call guard, measured: block rate on violating calls, false-block rate on harmless ones,
and rule wordings that got no check, on an evasion set (issue 20).

Each row is one rule text, the earlier calls of its turn and one tool call, labelled violating or
harmless by a person. The rule is pinned as the user would (memlock's proposed check, accepted with
``enforce: block``); the earlier calls go through the same ``before_tool`` path first (so the turn's
memory learns what they wrote), then the call is judged. Sets: ``bench/corpus/toolcalls_dev.jsonl``
(development) and ``toolcalls_heldout.jsonl`` (written by a helper who never read the analyser,
frozen by sha256 before its first run; ``--split heldout`` is explicit).

Baseline: "first word", the naive guard - the command's first word (or the rule's literal command)
matched against the rule's keywords, as memlock did before issue 20.

    python -m bench toolcalls [--split dev|heldout] [--json bench/results/toolcalls.json] [--show-misses]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_core.config import load_config  # noqa: E402
from memlock_core.session import compliance_flow  # noqa: E402
from memlock_core.session.engine import Engine  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"


def load(split: str) -> list[dict[str, Any]]:
    path = CORPUS / f"toolcalls_{split}.jsonl"
    raw = path.read_bytes()
    if split == "heldout":
        want = (CORPUS / "toolcalls_heldout.sha256").read_text().split()[0]
        if hashlib.sha256(raw).hexdigest() != want:
            raise SystemExit(f"{path} changed since it was frozen (sha256 mismatch)")
    return [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]


_FIRST = {"privilege": r"^\s*sudo\b", "recursive_delete": r"^\s*rm\s+-rf\b", "force_push": r"^\s*git push\b.*(--force|-f\b)",
          "curl_pipe_shell": r"^\s*curl\b.*\|\s*(ba)?sh", "pipe_to_shell": r"^\s*curl\b.*\|\s*(ba)?sh",
          "git_reset_hard": r"^\s*git reset --hard"}


def naive(row: dict[str, Any]) -> bool:
    """First-word regex on the command (hosts and paths: the literal token anywhere in the command)."""
    command = next((v for k, v in row["args"].items() if k in ("command", "cmd") and isinstance(v, str)), "")
    pattern = _FIRST.get(row["kind"])
    if pattern:
        return bool(re.search(pattern, command))
    tokens = re.findall(r"(?:\d{1,3}\.){3}\d{1,3}|[\w-]+(?:\.[\w-]+)+|\.[\w.-]+|[\w./-]+/", row["rule"])
    text = json.dumps(row["args"])
    return any(t in text for t in tokens)


class Harness:
    """One engine, one session per row, the rule pinned by the user with its proposed check (block)."""

    def __init__(self, root: Path):
        self.engine = Engine(load_config({"home": str(root), "detection": "keyword"}))
        self.n = 0
        self.last_ms = 0.0

    def verdict(self, row: dict[str, Any]) -> tuple[bool, bool, str]:
        """(checked, blocked, message)."""
        self.n += 1
        sid = f"s{self.n}"
        self.engine.ensure_started(sid)
        from memlock_core.anchor import Anchor
        from memlock_core.compliance.check import PinCheck
        from memlock_core.compliance.propose import propose_check

        proposal = propose_check(row["rule"])
        if proposal is None or proposal.check.tool is None:
            return False, False, "no tool check proposed"
        check = PinCheck(reply=proposal.check.reply, tool=proposal.check.tool, enforce="block")
        anchor = Anchor(id="p1", text=row["rule"], reminder=row["rule"], check=check)

        def put(state: Any) -> None:
            state.anchors[anchor.id] = anchor

        self.engine.record(sid, put)
        for prior in row.get("prior") or []:
            compliance_flow.before_tool(self.engine, sid, prior["tool"], prior["args"])
        start = time.perf_counter()
        decision = compliance_flow.before_tool(self.engine, sid, row["tool"], row["args"])
        self.last_ms = (time.perf_counter() - start) * 1000
        return True, decision.block, decision.message


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench toolcalls", description=__doc__.split("\n\n")[0])
    ap.add_argument("--split", choices=("dev", "dev2", "dev3", "heldout"), default="dev",
                    help="dev, dev2 (a second development set by another author) or heldout (explicit only)")
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--show-misses", action="store_true", help="print each wrong decision")
    args = ap.parse_args(argv)
    rows = load(args.split)
    with tempfile.TemporaryDirectory() as tmp:
        harness = Harness(Path(tmp))
        per_kind: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        unchecked: set[str] = set()
        wordings: set[str] = set()
        times: list[float] = []
        for row in rows:
            checked, blocked, message = harness.verdict(row)
            if checked:
                times.append(harness.last_ms)
            wordings.add(row["rule"])
            if not checked:
                unchecked.add(row["rule"])
            k = per_kind[row["kind"]]
            label = row["label"]
            k[label] += 1
            k[f"{label}_blocked"] += int(blocked)
            k[f"{label}_naive"] += int(naive(row))
            if args.show_misses and blocked != (label == "violating"):
                print(f"MISS {row['id']} {label} blocked={blocked} [{row['kind']}/{row['class']}] {row['rule'][:50]!r}\n"
                      f"     {row['tool']} {json.dumps(row['args'])[:160]}\n     {message[:160]}")
    tot = defaultdict(int)
    print(f"{'kind':18} {'violating':>9} {'blocked':>8} {'naive':>6} | {'harmless':>8} {'blocked':>8} {'naive':>6}")
    for kind, k in sorted(per_kind.items()):
        for key, value in k.items():
            tot[key] += value
        print(f"{kind:18} {k['violating']:9d} {k['violating_blocked'] / max(1, k['violating']):8.1%} "
              f"{k['violating_naive'] / max(1, k['violating']):6.1%} | {k['harmless']:8d} "
              f"{k['harmless_blocked'] / max(1, k['harmless']):8.1%} {k['harmless_naive'] / max(1, k['harmless']):6.1%}")
    result = {"split": args.split, "violating": tot["violating"], "harmless": tot["harmless"],
              "block_rate": round(tot["violating_blocked"] / max(1, tot["violating"]), 4),
              "false_block_rate": round(tot["harmless_blocked"] / max(1, tot["harmless"]), 4),
              "naive_block_rate": round(tot["violating_naive"] / max(1, tot["violating"]), 4),
              "naive_false_block_rate": round(tot["harmless_naive"] / max(1, tot["harmless"]), 4),
              "wordings": len(wordings), "wordings_without_check": sorted(unchecked),
              "ms_per_call_p50": round(statistics.median(times), 3),
              "ms_per_call_p95": round(sorted(times)[int(0.95 * (len(times) - 1))], 3)}
    print(f"{'all':18} {tot['violating']:9d} {result['block_rate']:8.1%} {result['naive_block_rate']:6.1%} | "
          f"{tot['harmless']:8d} {result['false_block_rate']:8.1%} {result['naive_false_block_rate']:6.1%}")
    print(f"wordings without a check: {len(unchecked)} of {len(wordings)} {sorted(unchecked)}")
    print(f"before_tool per call (the judged call, as the host hook calls it): p50 {result['ms_per_call_p50']} ms, "
          f"p95 {result['ms_per_call_p95']} ms")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
