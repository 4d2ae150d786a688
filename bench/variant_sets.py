"""Build a development set of the same rules worded differently (rule variants).

A helper who never read the checker picks rule texts from sets that are already labelled and writes
variants of each: translations into other languages (``dev21``) or rewordings in the rule's own language
(``dev22``), keeping every scope, exception, quoted word and command. Each labelled case of the original
rule is copied with the variant in its place, so the labels hold as they are. The set measures what
new authors keep finding: the same rule, read in words the parser was not written on.

    python -m bench.variant_sets PREFIX OUT.jsonl HALF VARIANTS.json [VARIANTS.json ...]

VARIANTS.json is a list of {"file", "rule", "kind", "variants": [{"text", "lang", "style"}]}; the
sources are read from bench/corpus by their file names. HALF (``dev``, ``held`` or ``all``) keeps the
source rules whose sha256 is even (dev) or odd (held): the held half of both files makes
``compliance2_heldoutvar.jsonl``, frozen before its first run and never read while developing, so a fix
made on one rule's variants is measured on other rules' variants. The output is deterministic.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

CORPUS = Path(__file__).resolve().parent / "corpus"


def half_of(rule: str) -> str:
    """``dev`` or ``held``: a fixed split by the source rule, so every variant of a rule lands on one side."""
    return "held" if hashlib.sha256(rule.encode("utf-8")).digest()[0] % 2 else "dev"


def build(variants: list[dict[str, Any]], prefix: str, half: str = "all") -> list[dict[str, Any]]:
    """Every case of each source rule, once per variant, with the variant as its rule text."""
    sources: dict[str, list[dict[str, Any]]] = {}
    rows: list[dict[str, Any]] = []
    for entry in variants:
        if half != "all" and half_of(entry["rule"]) != half:
            continue
        name = entry["file"]
        if name not in sources:
            with (CORPUS / name).open(encoding="utf-8") as fh:
                sources[name] = [json.loads(line) for line in fh if line.strip()]
        cases = [row for row in sources[name] if row["rule"] == entry["rule"]]
        if not cases:
            raise SystemExit(f"{name}: no case has the rule {entry['rule']!r}")
        for variant in entry["variants"]:
            text = variant["text"].strip()
            if not text or text == entry["rule"]:
                continue
            for case in cases:
                row = dict(case)
                row["rule"] = text
                row["note"] = f"{case.get('note', '')} [variant ({variant.get('lang', '?')}, " \
                              f"{variant.get('style', '')}) of {case['id']}'s rule]"
                row["source"] = case["id"]
                rows.append(row)
    for n, row in enumerate(rows, 1):
        row["id"] = f"{prefix}-{n:04d}"
    return rows


def main(argv: list[str]) -> int:
    if len(argv) < 4 or argv[2] not in ("dev", "held", "all"):
        print(__doc__, file=sys.stderr)
        return 2
    prefix, out, half = argv[0], Path(argv[1]), argv[2]
    variants = [entry for name in argv[3:] for entry in json.loads(Path(name).read_text(encoding="utf-8"))]
    rows = build(variants, prefix, half)
    with out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(rows)} cases, {len({r['rule'] for r in rows})} rule texts -> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
