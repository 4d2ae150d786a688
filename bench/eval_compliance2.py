"""Compliance, measured on rules worded the way users write them (issue 21).

Each row is a rule text, the user's message, and a reply or a tool call, labelled broken / obeyed /
not_applicable by a helper who had not read the checker. The whole public path runs: the rule text
gets memlock's proposed check (``propose_check``, accepted as is), pinned on an anchor, and the reply
is judged by ``check_reply(..., user_message=row["user"])`` or the tool call by ``check_tool_call``.
A rule with no proposed check gives no verdict (not_applicable).

Reported: precision / recall / F1 of "broken" overall and per kind; coverage (rule texts that get a
check, the kind ``uncheckable`` left out, and the uncheckable ones that wrongly get one); next to two
baselines: "always broken", and a keyword-regex baseline (the obvious per-kind rules on the raw text).

Splits: ``dev`` (bench/corpus/compliance2_dev.jsonl, the default; development runs only on it; dev2..dev6 are
further development sets (every compliance2_devN.jsonl in bench/corpus; dev9: code and sources, dev10: spelling,
emoji, units and dates, dev11: reply form, dev12: tool calls with consent rules, dev13: sources, code, spelling,
headings, dates and lists, dev14: every kind; dev21 and dev22: rules of the opened sets translated into other
languages / reworded in their own, with the source rules' labelled cases, built by bench/variant_sets.py),
each by another author who read neither the checker nor the other sets) and
``heldout`` (compliance2_heldout.jsonl): run only with ``--split heldout``, and refused unless the
file's sha256 matches HELDOUT2_SHA256, frozen before its first run. ``heldout2`` (compliance2_heldout2.jsonl,
by another author, frozen in its own commit with compliance2_heldout2.sha256), ``heldout3``, ``heldout4``,
``heldout5``, ``heldout6`` and ``heldout7`` likewise. Sets in OPENED were read while developing after their reported runs: their figures are
in-sample, and --errors may list their cases. ``heldoutvar`` holds the other half of the variants (source rules
split by sha256), frozen like the others: it measures whether a fix made on dev21/dev22 carries to other rules'
variants.

    python -m bench compliance2 [--split dev|heldout] [--json PATH] [--errors] [--latency]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.compliance.emoji import find_emoji  # noqa: E402
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, check_reply, check_tool_call  # noqa: E402
from memlock_core.compliance.language import get_identifier  # noqa: E402
from memlock_core.compliance.propose import propose_check  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
HELDOUT2_SHA256 = "0b04797359616cd8cf6b6e2d8bc3e128531ecb91dd3c5ab42c4586adead2a609"  # frozen in e4fb2b2 before its first run
# Held-out sets opened for development after their reported runs (heldout3: three runs; heldout4: first run
# on f4e016d, 0.880 / 0.752; heldout5: first run on 0676e55, 0.929 / 0.832; heldout6: two runs, 1st on 63f109a,
# 0.863 / 0.685, opened on 3 Dec with heldout7 written to replace it; heldout7: two runs, 1st on 9238af7,
# 0.946 / 0.656, opened on 3 Dec with heldout8 written to replace it; heldout8: two runs, 1st on 03119b6,
# 0.871 / 0.659, opened on 3 Dec with heldout9 written to replace it; heldout9: two runs, 1st on 8eabef2,
# 0.962 / 0.764, opened on 4 Dec with heldout10 written to replace it; heldout10: two runs, 1st on d858dd4,
# 0.927 / 0.745, opened on 4 Dec with heldout11 written to replace it; heldout11: two runs, 1st on 27f63ac,
# 0.924 / 0.736, opened on 4 Dec with heldout12 written to replace it; heldout12: two runs, 1st on 5ed058f,
# 0.917 / 0.770, opened on 4 Dec with heldout13 written to replace it; heldout13: two runs, 1st on 4eca2b5,
# 0.897 / 0.772, opened on 5 Dec with heldout14 written to replace it; heldout14: four runs, 1st on 4c64186,
# 0.908 / 0.744, the 4th on 294ac86 0.917 / 0.763, opened on 5 Dec with heldout15 written to replace it; heldout15:
# three runs, 1st on 1f73663, 0.907 / 0.833, the 3rd on ff01ae1 0.911 / 0.836, opened on 6 Dec with heldout16 written
# to replace it; about 5 of its rows were seen by a helper before its 3rd run, see docs/BENCHMARKS.md; heldout16:
# three runs, 1st on a93dec9, 0.941 / 0.793, the 3rd on a6c0557 0.945 / 0.802, opened on 6 Dec with heldout17 written
# to replace it; heldout17: three runs, 1st on 9d22d50, 0.895 / 0.789, the 3rd on 3011bf1 0.898 / 0.789, opened on 6 Dec
# with heldout18 written to replace it; heldout18: three runs, 1st on ca5ba0e, 0.918 / 0.760, the 3rd on ce6af46
# 0.916 / 0.772, opened on 6 Dec with heldout19 written to replace it). Their
# figures from here on are in-sample; they stay sha256-checked, and --errors may list their cases. The newest frozen set reports.
OPENED = {"heldout3", "heldout4", "heldout5", "heldout6", "heldout7", "heldout8", "heldout9", "heldout10", "heldout11",
          "heldout12", "heldout13", "heldout14", "heldout15", "heldout16",
          "heldout17", "heldout18"}


def _refuse(why: str) -> None:
    print(why, file=sys.stderr)
    raise SystemExit(2)


def load(split: str) -> list[dict[str, Any]]:
    path = CORPUS / f"compliance2_{split}.jsonl"
    if split.startswith("heldout") and split != "heldout":  # heldout2, heldout3: the sha256 sits next to the set,
        raw = path.read_bytes()                                 # committed before its first run
        frozen = (CORPUS / f"compliance2_{split}.sha256").read_text().split()[0]
        if hashlib.sha256(raw).hexdigest() != frozen:
            _refuse(f"{path} does not match its frozen sha256: the held-out set must not change")
        return [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    if split == "heldout":
        if not HELDOUT2_SHA256:
            _refuse("the held-out set's sha256 is not recorded in bench/eval_compliance2.py (HELDOUT2_SHA256): "
                    "refusing to run it")
        raw = path.read_bytes()
        if hashlib.sha256(raw).hexdigest() != HELDOUT2_SHA256:
            _refuse(f"{path} does not match the frozen sha256: the held-out set must not change")
    else:
        raw = path.read_bytes()
    return [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]


_PROPOSALS: dict[str, Any] = {}


def anchor_for(rule: str) -> Anchor:
    if rule not in _PROPOSALS:
        proposal = propose_check(rule)
        _PROPOSALS[rule] = proposal.check if proposal is not None else None
    return Anchor(id="p", text=rule, reminder=rule, check=_PROPOSALS[rule])


def memlock_verdict(row: dict[str, Any]) -> tuple[str, str]:
    anchor = anchor_for(row["rule"])
    if row["target"] == "tool":
        verdicts = check_tool_call([anchor], row.get("tool") or "", row.get("args") or {}, user_message=row.get("user"))
    else:
        verdicts = check_reply([anchor], row.get("reply") or "", user_message=row.get("user"))
    if not verdicts:
        return NOT_APPLICABLE, "no verdict (no check for this target)"
    return verdicts[0].outcome, verdicts[0].evidence


# ── keyword-regex baseline: the obvious rule per keyword, on the raw text ─────────────────────
_BASE_LANG = {"french": "fr", "français": "fr", "german": "de", "deutsch": "de", "spanish": "es", "español": "es",
              "english": "en", "anglais": "en", "japanese": "ja", "日本語": "ja", "italian": "it"}
_AMERICAN = re.compile(r"\b(?:color|center|organize|behavior|favorite|gray|analyzed?|traveled|customize)\b", re.I)
_BRITISH = re.compile(r"\b(?:colour|centre|organise|behaviour|favourite|grey|analysed?|travelled|customise|defence)\b", re.I)
_IMPERIAL = re.compile(r"\d\s*(?:miles?|feet|foot|ft|inch(?:es)?|lbs?|pounds?|°F|mph|gallons?|cups?)\b", re.I)
_METRIC = re.compile(r"\d\s*(?:km|m|cm|mm|kg|g|°C|metres?|meters?|litres?|liters?)\b")


def baseline_verdict(row: dict[str, Any]) -> str:
    rule, target = row["rule"].lower(), row["target"]
    if target == "tool":
        text = json.dumps(row.get("args") or {})
        for word, pattern in (("sudo", r"\bsudo\b"), ("rm -rf", r"rm -rf"), ("force", r"--force|-f\b"),
                              ("/etc", r"/etc/"), (".env", r"\.env\b"), ("prod.example.com", r"prod\.example\.com")):
            if word in rule:
                return BROKEN if re.search(pattern, text) else "obeyed"
        return NOT_APPLICABLE
    reply = row.get("reply") or ""
    for name, code in _BASE_LANG.items():
        if name in rule and ("answer" in rule or "répon" in rule or "antworte" in rule or "responde" in rule
                             or "答え" in rule or "reply" in rule):
            guess = get_identifier().identify(reply.replace("\n", " "))
            return BROKEN if guess.language != code else "obeyed"
    if "emoji" in rule:
        has = bool(find_emoji(reply))
        return (BROKEN if not has else "obeyed") if "at least" in rule else (BROKEN if has else "obeyed")
    found = re.search(r"(\d+)\s+(words|sentences|lines|characters|wörtern)", rule)
    if found:
        n, unit = int(found.group(1)), found.group(2)
        size = len(reply.split()) if unit in ("words", "wörtern") else len(re.findall(r"[.!?](?:\s|$)", reply)) \
            if unit == "sentences" else len(reply.splitlines()) if unit == "lines" else len(reply)
        return BROKEN if size > n else "obeyed"
    if "bullet" in rule:
        return BROKEN if not re.search(r"^\s*[-*•]\s", reply, re.M) or re.search(r"^\s*\d+[.)]\s", reply, re.M) else "obeyed"
    if "numbered" in rule:
        return BROKEN if not re.search(r"^\s*\d+[.)]\s", reply, re.M) else "obeyed"
    if "heading" in rule:
        has = bool(re.search(r"^#+ ", reply, re.M))
        return (BROKEN if has else "obeyed") if "never" in rule else (BROKEN if not has else "obeyed")
    if "british" in rule:
        return BROKEN if _AMERICAN.search(reply) else "obeyed"
    if "american" in rule:
        return BROKEN if _BRITISH.search(reply) else "obeyed"
    if "metric" in rule:
        return BROKEN if _IMPERIAL.search(reply) else "obeyed"
    if "imperial" in rule:
        return BROKEN if _METRIC.search(reply) else "obeyed"
    if "utc" in rule:
        return BROKEN if re.search(r"\d(?::\d\d)?\s?(?:am|pm|[AP]M)\b|\b(?:EST|PST|CET|CEST)\b", reply) else "obeyed"
    if "iso 8601" in rule:
        return BROKEN if re.search(r"\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|[A-Z][a-z]+ \d{1,2}, \d{4}", reply) else "obeyed"
    if "24-hour" in rule:
        return BROKEN if re.search(r"\d\s?(?:am|pm|a\.m\.|p\.m\.)", reply, re.I) else "obeyed"
    if "source" in rule or "reference" in rule:
        return BROKEN if not re.search(r"https?://|references", reply, re.I) else "obeyed"
    if "code" in rule:
        if "language tag" in rule:
            return BROKEN if re.search(r"^```\s*$", reply, re.M) else "obeyed"
        return BROKEN if "```" in reply else "obeyed"
    return NOT_APPLICABLE


def scores(pred: list[str], gold: list[str]) -> dict[str, Any]:
    tp = sum(p == BROKEN and g == BROKEN for p, g in zip(pred, gold))
    fp = sum(p == BROKEN and g != BROKEN for p, g in zip(pred, gold))
    fn = sum(p != BROKEN and g == BROKEN for p, g in zip(pred, gold))
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"n": len(gold), "broken": sum(g == BROKEN for g in gold), "tp": tp, "fp": fp, "fn": fn,
            "precision": round(precision, 3), "recall": round(recall, 3), "f1": round(f1, 3),
            "three_way_accuracy": round(sum(p == g for p, g in zip(pred, gold)) / len(gold), 3) if gold else None}


def coverage(rows: list[dict[str, Any]]) -> dict[str, Any]:
    rules: dict[str, str] = {}
    for row in rows:
        rules.setdefault(row["rule"], row["kind"])
    checkable = [r for r, k in rules.items() if k != "uncheckable"]
    covered = [r for r in checkable if anchor_for(r).check is not None]
    wrongly = [r for r, k in rules.items() if k == "uncheckable" and anchor_for(r).check is not None]
    return {"rule_texts": len(checkable), "with_check": len(covered),
            "share": round(len(covered) / len(checkable), 3) if checkable else None,
            "without_check": sorted(set(checkable) - set(covered)), "uncheckable_given_a_check": wrongly}


def evaluate(rows: list[dict[str, Any]]) -> dict[str, Any]:
    gold = [r["label"] for r in rows]
    ours = [memlock_verdict(r) for r in rows]
    pred = [o for o, _ in ours]
    base = [baseline_verdict(r) for r in rows]
    per_kind: dict[str, Any] = {}
    by_kind: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        by_kind[row["kind"]].append(i)
    for kind, idx in sorted(by_kind.items()):
        per_kind[kind] = {"memlock": scores([pred[i] for i in idx], [gold[i] for i in idx]),
                          "keyword_baseline": scores([base[i] for i in idx], [gold[i] for i in idx])}
    errors = [{"id": r["id"], "kind": r["kind"], "rule": r["rule"], "label": r["label"], "got": p, "evidence": e}
              for r, (p, e) in zip(rows, ours) if p != r["label"]]
    checkable = [i for i, row in enumerate(rows) if row["kind"] != "uncheckable"]
    return {"memlock": scores(pred, gold), "keyword_baseline": scores(base, gold),
            "always_broken": scores([BROKEN] * len(rows), gold),
            # rows of judgement rules ("be encouraging") a labeller may call broken, which no check can see
            "memlock_checkable_kinds": scores([pred[i] for i in checkable], [gold[i] for i in checkable]),
            "per_kind": per_kind,
            "coverage": coverage(rows), "errors": errors}


def latency(rows: list[dict[str, Any]], repeat: int = 5) -> dict[str, Any]:
    """ms per reply: check_reply with every reply rule of the set pinned at once."""
    rules = list(dict.fromkeys(r["rule"] for r in rows if r["target"] == "reply"))
    anchors = [a for a in (anchor_for(r) for r in rules) if a.check is not None and a.check.reply is not None]
    anchors = [Anchor(id=f"p{i}", text=a.text, reminder=a.text, check=a.check) for i, a in enumerate(anchors)]
    replies = [(r["reply"], r.get("user")) for r in rows if r["target"] == "reply" and r.get("reply")]
    per_pin, all_pins = [], []
    for _ in range(repeat):
        for reply, user in replies:
            start = time.perf_counter()
            check_reply(anchors[:4], reply, user_message=user)
            per_pin.append((time.perf_counter() - start) * 1000)
            start = time.perf_counter()
            check_reply(anchors, reply, user_message=user)
            all_pins.append((time.perf_counter() - start) * 1000)

    def pcts(times: list[float]) -> dict[str, float]:
        ordered = sorted(times)
        return {"p50_ms": round(statistics.median(ordered), 3), "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 3)}

    return {"identifier": get_identifier().name, "replies": len(replies), "four_pins": pcts(per_pin),
            "all_pins": {**pcts(all_pins), "pins": len(anchors)}}


def _line(name: str, s: dict[str, Any]) -> str:
    return (f"{name:18s} P {s['precision']:.3f}  R {s['recall']:.3f}  F1 {s['f1']:.3f}  "
            f"(tp {s['tp']} fp {s['fp']} fn {s['fn']}, n {s['n']})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    dev_splits = sorted((f.stem.removeprefix("compliance2_") for f in CORPUS.glob("compliance2_dev*.jsonl")),
                        key=lambda name: int(name[3:] or 1))
    frozen_sets = sorted(f.stem.removeprefix("compliance2_") for f in CORPUS.glob("compliance2_heldout*.jsonl"))
    parser.add_argument("--split", choices=(*dev_splits, *frozen_sets),
                        default="dev")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--errors", action="store_true", help="list every case memlock gets wrong")
    parser.add_argument("--latency", action="store_true")
    args = parser.parse_args(argv)
    held_out = args.split.startswith("heldout") and args.split not in OPENED
    if held_out and args.errors:
        _refuse("--errors is refused on a held-out split: its cases must not be read while developing")
    rows = load(args.split)
    result: dict[str, Any] = {"split": args.split, "identifier": get_identifier().name, **evaluate(rows)}
    if held_out:  # figures only: no case, no rule text leaves a held-out run
        result["errors"] = []
        result["coverage"]["without_check"] = [f"({len(result['coverage']['without_check'])} rule texts, not shown)"]
    print(f"split {args.split}: {len(rows)} cases, {result['memlock']['broken']} broken "
          f"(language identifier: {result['identifier']})")
    for name in ("memlock", "keyword_baseline", "always_broken"):
        print("  " + _line(name, result[name]))
    print("  " + _line("memlock, checkable", result["memlock_checkable_kinds"]) + "  (the kind 'uncheckable' left out)")
    cov = result["coverage"]
    print(f"  coverage: {cov['with_check']}/{cov['rule_texts']} rule texts get a check ({cov['share']}); "
          f"uncheckable rules given a check: {len(cov['uncheckable_given_a_check'])}")
    for rule in cov["without_check"]:
        print(f"    unchecked: {rule!r}")
    for rule in cov["uncheckable_given_a_check"]:
        print(f"    uncheckable but checked: {rule!r}")
    print("  per kind (memlock | keyword baseline):")
    for kind, s in result["per_kind"].items():
        m, b = s["memlock"], s["keyword_baseline"]
        print(f"    {kind:12s} n {m['n']:3d} broken {m['broken']:3d}  P {m['precision']:.3f} R {m['recall']:.3f} "
              f"F1 {m['f1']:.3f}  |  P {b['precision']:.3f} R {b['recall']:.3f} F1 {b['f1']:.3f}")
    if args.errors:
        for err in result["errors"]:
            print(f"    {err['id']} [{err['kind']}] {err['rule']!r}: label {err['label']}, got {err['got']} "
                  f"({err['evidence'][:110]})")
    if args.latency:
        result["latency"] = lat = latency(rows)
        print(f"  check_reply ms ({lat['identifier']}): 4 pins p50 {lat['four_pins']['p50_ms']} p95 "
              f"{lat['four_pins']['p95_ms']}; all {lat['all_pins']['pins']} pins p50 {lat['all_pins']['p50_ms']} "
              f"p95 {lat['all_pins']['p95_ms']}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
