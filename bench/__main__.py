"""`python -m bench NAME [options]` (or `./dev bench NAME ...`): run one of memlock's benchmarks.

  hook     pre_llm_call latency and memory against history size (bench_hook.py)
  corpus   drift-detection precision/recall/F1 per mode and category, latency, cache hits (eval_corpus.py)
  store    durable pin store load/verify/put per backend (bench_store.py)
  claude   cold Claude Code hook invocations (bench_claude_hook.py)
  material which untagged memory entries count as standing preferences (eval_material.py)
  reverse  reverse audit of stored preferences: pure audit, each provider, a compaction turn (bench_reverse.py)
  language offline language identifiers on short texts: accuracy, latency (bench_language.py)
  separability  can the model tell a paraphrased rule from a different rule? dev part only (eval_separability.py)
  toolcalls  the tool-call guard on an evasion set: block rate, false blocks, wordings without a check (eval_toolcalls.py)
  shellparsers  bashlex against memlock's shell parser: failures and time (bench_shell_parsers.py)
  compliance  pin checks: precision/recall of "broken" on the labeled set, cost per reply (eval_compliance.py)
  drift2   drift detection on rules worded as users write them (issue 22): statements, neighbours, the
           protected head, own lists, other languages; dev by default, --split heldout only explicitly
  compliance2 rules worded as users write them (issue 21): P/R of "broken" per kind, coverage, baselines;
              dev split by default, --split heldout only explicitly (eval_compliance2.py)
  bounds   what a hostile request costs: 100,000 probes, a 10 MB text, a 10,000-deep snapshot record (bench_bounds.py)
  gateway  many concurrent chats in one Hermes gateway, and two gateways on one PostgreSQL (bench_gateway.py)
  storefaults  a PostgreSQL outage (stop, freeze): turn latency, propagation, recovery (bench_store_faults.py)
  admission  the trust checks: safety policy, grounding, the re-check at replay (bench_admission.py)
  realgateway  memlock's own time per turn inside a real `hermes gateway`, 1/10/50 chats (bench_real_gateway.py)

Sections of docs/BENCHMARKS.md (each written only by bench code, with its command, commit, date, load):
  doc ID [--quick]     run the commands of one section (bench/docsection.py SECTIONS) and rewrite it
  all [--quick] [--stale] [--only ID,..] [--skip ID,..]
                       rewrite every section (--stale: only those the check flags); prints an estimate first
  check                list sections whose measured modules changed since they were measured (exit 1 if any)

Options after NAME go to that script (`python -m bench corpus --help`). Results: docs/BENCHMARKS.md.
"""
from __future__ import annotations

import json
import os
import runpy
import shlex
import sys
from pathlib import Path

ENV_COMMAND, ENV_START = "MEMLOCK_BENCH_COMMAND", "MEMLOCK_BENCH_START"  # read by bench/docsection.py

SCRIPTS = {"hook": "bench_hook.py", "corpus": "eval_corpus.py", "store": "bench_store.py",
           "claude": "bench_claude_hook.py", "reverse": "bench_reverse.py",
           "material": "eval_material.py", "gateway": "bench_gateway.py",
           "language": "bench_language.py", "separability": "eval_separability.py", "compliance": "eval_compliance.py",
           "toolcalls": "eval_toolcalls.py", "compliance2": "eval_compliance2.py",
           "drift2": "eval_drift2.py", "shellparsers": "bench_shell_parsers.py",
           "bounds": "bench_bounds.py", "storefaults": "bench_store_faults.py", "admission": "bench_admission.py",
           "realgateway": "bench_real_gateway.py"}
SECTION_COMMANDS = ("doc", "all", "check")


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help", "help") or argv[0] not in (*SCRIPTS, *SECTION_COMMANDS):
        print(__doc__.strip())
        return 0 if not argv or argv[0] in ("-h", "--help", "help") else 2
    root = str(Path(__file__).resolve().parent.parent)
    if root not in sys.path:
        sys.path.insert(0, root)
    if argv[0] in SECTION_COMMANDS:
        from bench.sections_cli import main as sections_main

        return sections_main(argv)
    script = Path(__file__).resolve().parent / SCRIPTS[argv[0]]
    sys.argv = [str(script), *argv[1:]]
    os.environ[ENV_COMMAND] = shlex.join(["python", "-m", "bench", *argv])
    os.environ.setdefault(ENV_START, json.dumps({"load": f"{os.getloadavg()[0]:.2f}"}))
    try:
        runpy.run_path(str(script), run_name="__main__")
    except SystemExit as exc:
        if exc.code is not None and not isinstance(exc.code, int):
            print(exc.code, file=sys.stderr)  # a refusal's reason ("--errors lists cases: only on the dev set")
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
