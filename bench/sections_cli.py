"""`python -m bench doc ID | all | check`: rewrite sections of docs/BENCHMARKS.md, or list the stale ones."""
from __future__ import annotations

import argparse
import time

from bench.docsection import BENCHMARKS, BY_ID, PENDING, SECTIONS, Section, check, run_section


def _ids(text: str) -> list[str]:
    ids = [i for i in text.split(",") if i]
    unknown = [i for i in ids if i not in BY_ID]
    if unknown:
        raise SystemExit(f"unknown section(s) {', '.join(unknown)}; known: {', '.join(BY_ID)}")
    return ids


def main(argv: list[str]) -> int:
    name, rest = argv[0], argv[1:]
    if name == "check":
        text = BENCHMARKS.read_text(encoding="utf-8")
        problems = check(text, allow_pending=True)
        for section_id, why in PENDING.items():
            if BY_ID[section_id].heading in {p.heading for p in check(text)}:
                print(f"pending ({section_id}): {why}")
        for p in problems:
            print(f"{p.heading}\n    {p.message}")
        print(f"{len(problems)} problem(s) in {BENCHMARKS.name}" if problems else f"{BENCHMARKS.name}: every section fresh")
        return 1 if problems else 0
    ap = argparse.ArgumentParser(prog=f"python -m bench {name}")
    if name == "doc":
        ap.add_argument("id", choices=list(BY_ID))
    else:
        ap.add_argument("--only", default="", help="comma-separated section ids")
        ap.add_argument("--skip", default="", help="comma-separated section ids")
        ap.add_argument("--stale", action="store_true", help="only the sections `python -m bench check` flags")
    ap.add_argument("--quick", action="store_true", help="the sections' quick commands (fewer runs; noisier)")
    args = ap.parse_args(rest)
    if name == "doc":
        return 0 if run_section(BY_ID[args.id], quick=args.quick) else 1
    chosen: list[Section] = [BY_ID[i] for i in _ids(args.only)] if args.only else list(SECTIONS)
    skip = set(_ids(args.skip))
    if args.stale:
        stale = {p.heading for p in check(BENCHMARKS.read_text(encoding="utf-8"))}
        chosen = [s for s in chosen if s.heading in stale]
    chosen = [s for s in chosen if s.id not in skip]
    minutes = sum(s.minutes for s in chosen) * (0.4 if args.quick else 1.0)
    print(f"{len(chosen)} section(s): {', '.join(s.id for s in chosen)}\n"
          f"estimate: ~{minutes:.0f} min on an idle 2-core machine{' (--quick)' if args.quick else ''}; "
          "more under load", flush=True)
    started, failed = time.monotonic(), []
    for s in chosen:
        if not run_section(s, quick=args.quick):
            failed.append(s.id)
    print(f"\n{len(chosen) - len(failed)} of {len(chosen)} section(s) rewritten in "
          f"{(time.monotonic() - started) / 60:.1f} min" + (f"; FAILED: {', '.join(failed)}" if failed else ""))
    return 1 if failed else 0
