"""Compliance checks, measured: precision/recall of "broken" on a labeled set, and the cost per reply.

The labeled set is replies and tool calls under pinned rules, each labeled by hand obeyed / broken /
not_applicable (bench/corpus/compliance_dev.jsonl: the part the rules were developed on;
bench/corpus/compliance_heldout.jsonl: written after development, frozen - its sha256 is checked
here - and never used to change a constant). Pins marked ``"check": "proposed"`` get the check
memlock proposes for their text, so the proposer is measured too.

Baselines next to memlock: "always broken", and "naive": the same rules on the raw text (no code
block / quote / path stripping, no short-reply guard, substring tests over every tool argument).

Cost per reply: ``check_reply`` for a session with four checked pins (language, bullets, no emoji,
length); the whole ``after_reply`` (verdicts recorded in the engine's session copy); and the same
followed by ``end_turn``'s session-file write (which a turn pays anyway), keyword detection mode.

    python -m bench compliance [--split heldout|dev|all] [--json bench/results/compliance.json]
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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.compliance.check import PinCheck  # noqa: E402
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, check_reply, check_tool_call  # noqa: E402
from memlock_core.compliance.language import BuiltinIdentifier, get_identifier  # noqa: E402
from memlock_core.compliance.propose import propose_check  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
HELDOUT_SHA256 = "6a4086b7ef5209de5a7226645de79cf2a5eacb7bddda40462689cddb672f58ef"


def load(split: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for name in (["dev", "heldout"] if split == "all" else [split]):
        path = CORPUS / f"compliance_{name}.jsonl"
        raw = path.read_bytes()
        if name == "heldout" and hashlib.sha256(raw).hexdigest() != HELDOUT_SHA256:
            raise SystemExit(f"{path} changed since it was frozen (sha256 mismatch): the held-out part must not be edited")
        rows += [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    return rows


def anchor_for(case: dict[str, Any]) -> Anchor:
    if case["check"] == "proposed":
        proposal = propose_check(case["pin"])
        check = proposal.check if proposal is not None else None
    else:
        check = PinCheck.parse(case["check"])
    return Anchor(id="p", text=case["pin"], reminder=case["pin"], check=check)


def memlock_verdict(case: dict[str, Any], identifier: Any = None) -> str:
    anchor = anchor_for(case)
    if case["kind"] == "reply":
        verdicts = check_reply([anchor], case["reply"], identifier=identifier)
    else:
        verdicts = check_tool_call([anchor], case["tool"]["name"], case["tool"]["args"])
    return verdicts[0].outcome if verdicts else NOT_APPLICABLE


_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF]")
_LIST = {"bullets": re.compile(r"^\s*[-*•]\s", re.M), "numbered": re.compile(r"^\s*\d+[.)]\s", re.M)}
_NAIVE_TOOL = {"no_sudo": r"\bsudo\b", "no_force_push": r"push.*(?:--force|-f)", "no_rm_rf": r"rm -rf"}


def naive_verdict(case: dict[str, Any]) -> str:
    """The same rules, applied the obvious way to the raw text."""
    proposal = propose_check(case["pin"]) if case["check"] == "proposed" else None
    check = proposal.check if proposal else (PinCheck.parse(case["check"]) if case["check"] != "proposed" else None)
    if check is None:
        return NOT_APPLICABLE
    if case["kind"] == "tool":
        if check.tool is None:
            return NOT_APPLICABLE
        text = json.dumps(case["tool"]["args"])
        pats = [_NAIVE_TOOL[k] for k in (proposal.kinds if proposal else []) if k in _NAIVE_TOOL]
        pats += [p for p in check.tool.must_not_match if "prod" in p]  # host rules: the host literal
        return BROKEN if any(re.search(p, text) for p in pats) else "obeyed"
    if check.reply is None:
        return NOT_APPLICABLE
    text, r = case["reply"], check.reply
    broken = False
    if r.language:
        guess = get_identifier().identify(text.replace("\n", " "))
        broken |= guess.language != r.language
    for kind in r.format:
        broken |= _EMOJI.search(text) is not None if kind == "no_emoji" else not _LIST[kind].search(text)
    if r.max_words:
        broken |= len(text.split()) > r.max_words
    broken |= any(not re.search(p, text, re.I | re.M) for p in r.must_match)
    broken |= any(re.search(p, text, re.I | re.M) for p in r.must_not_match)
    return BROKEN if broken else "obeyed"


def scores(pred: list[str], gold: list[str]) -> dict[str, Any]:
    tp = sum(p == BROKEN and g == BROKEN for p, g in zip(pred, gold))
    fp = sum(p == BROKEN and g != BROKEN for p, g in zip(pred, gold))
    fn = sum(p != BROKEN and g == BROKEN for p, g in zip(pred, gold))
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    exact = sum(p == g for p, g in zip(pred, gold))
    return {"n": len(gold), "broken": sum(g == BROKEN for g in gold), "tp": tp, "fp": fp, "fn": fn,
            "precision": round(precision, 3), "recall": round(recall, 3), "f1": round(f1, 3),
            "three_way_accuracy": round(exact / len(gold), 3) if gold else None}


def quality(rows: list[dict[str, Any]]) -> dict[str, Any]:
    gold = [r["label"] for r in rows]
    ours = [memlock_verdict(r) for r in rows]
    builtin = BuiltinIdentifier()
    ours_builtin = [memlock_verdict(r, builtin) for r in rows]
    errors = [{"id": r["id"], "label": r["label"], "got": p, "tags": r["tags"]} for r, p in zip(rows, ours) if p != r["label"]
              and BROKEN in (p, r["label"])]
    return {"memlock": scores(ours, gold), "memlock_builtin_langid": scores(ours_builtin, gold),
            "naive": scores([naive_verdict(r) for r in rows], gold),
            "always_broken": scores([BROKEN] * len(rows), gold),
            "errors": errors}


def proposals() -> dict[str, Any]:
    """The proposer on bench/corpus/compliance_rules.jsonl: rule phrasings and the kinds a person expects.
    exact: same kinds; wrong: a kind proposed that was not expected (the harmful case: shown to the
    user, who must then decline it); missed: an expected kind not proposed (the rule stays unchecked)."""
    rows = [json.loads(line) for line in (CORPUS / "compliance_rules.jsonl").read_text("utf-8").splitlines() if line]
    exact = wrong = missed = 0
    details = []
    for row in rows:
        proposal = propose_check(row["text"])
        got = set(proposal.kinds) if proposal else set()
        want = set(row["kinds"])
        exact += got == want
        wrong += bool(got - want)
        missed += bool(want - got)
        if got != want:
            details.append({"id": row["id"], "text": row["text"], "expected": sorted(want), "got": sorted(got)})
    return {"n": len(rows), "exact": exact, "with_wrong_kind": wrong, "with_missed_kind": missed,
            "expect_none": sum(not r["kinds"] for r in rows), "differences": details}


def _pcts(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"p50_ms": round(statistics.median(ordered), 3), "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 3)}


def latency(rows: list[dict[str, Any]], repeat: int = 20) -> dict[str, Any]:
    """ms per reply: pure checks, and after_reply end to end (verdicts + session write)."""
    from memlock_core import Engine, load_config
    from memlock_core.session import compliance_flow, pins

    replies = [r["reply"] for r in rows if r["kind"] == "reply"]
    anchors = [Anchor(id=f"p{i}", text=t, reminder=t, check=propose_check(t).check)  # type: ignore[union-attr]
               for i, t in enumerate(["Always answer in French", "Use bullet points", "No emoji please",
                                      "Keep answers under 120 words"])]
    out: dict[str, Any] = {"identifier": get_identifier().name, "replies": len(replies), "checked_pins": len(anchors)}
    for name, ident in (("checks", None), ("checks_builtin_langid", BuiltinIdentifier())):
        times, cpu = [], []
        for _ in range(repeat):
            for reply in replies:
                start, start_cpu = time.perf_counter(), time.thread_time()
                check_reply(anchors, reply, identifier=ident)
                times.append((time.perf_counter() - start) * 1000)
                cpu.append((time.thread_time() - start_cpu) * 1000)
        out[name] = {**_pcts(times), "cpu": _pcts(cpu)}
    with tempfile.TemporaryDirectory() as home:
        engine = Engine(load_config({"hard_reinject_turns": 0, "detection": "keyword"}), home=home)  # keyword-only mode, as the target says
        engine.start_session("bench")

        def seed(state: Any) -> None:
            for anchor in anchors:
                pins.add_pin(state, anchor.text, check="proposed", now=time.time())

        engine.mutate("bench", seed)
        engine.end_turn("bench")
        for name, write in (("after_reply", False), ("after_reply_then_end_turn_write", True)):
            times, cpu = [], []
            for i in range(repeat if not write else 3):
                for reply in replies:
                    start, start_cpu = time.perf_counter(), time.thread_time()
                    compliance_flow.after_reply(engine, "bench", f"{reply} ({name} {i})")
                    if write:
                        engine.end_turn("bench")
                    times.append((time.perf_counter() - start) * 1000)
                    cpu.append((time.thread_time() - start_cpu) * 1000)
            out[name] = {**_pcts(times), "cpu": _pcts(cpu)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", choices=("heldout", "dev", "all"), default="heldout")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--no-latency", action="store_true")
    args = parser.parse_args(argv)
    rows = load(args.split)
    result: dict[str, Any] = {"split": args.split, "identifier": get_identifier().name, "quality": quality(rows)}
    q = result["quality"]
    print(f"split {args.split}: {len(rows)} cases, {q['memlock']['broken']} broken "
          f"(language identifier: {result['identifier']})")
    for name in ("memlock", "memlock_builtin_langid", "naive", "always_broken"):
        s = q[name]
        print(f"  {name:24s} P {s['precision']:.3f}  R {s['recall']:.3f}  F1 {s['f1']:.3f}  "
              f"(tp {s['tp']} fp {s['fp']} fn {s['fn']})  3-way acc {s['three_way_accuracy']}")
    for err in q["errors"]:
        print(f"    miss: {err['id']} label {err['label']} got {err['got']} {err['tags']}")
    result["proposals"] = p = proposals()
    print(f"  proposals on {p['n']} rule phrasings ({p['expect_none']} expect none): exact {p['exact']}, "
          f"with a wrong kind {p['with_wrong_kind']}, with a missed kind {p['with_missed_kind']}")
    for d in p["differences"]:
        print(f"    {d['id']} {d['text']!r}: expected {d['expected']} got {d['got']}")
    if not args.no_latency:
        result["latency"] = latency(load("all"))
        lat = result["latency"]
        print(f"  cost per reply ({lat['checked_pins']} checked pins, {lat['replies']} replies), wall / CPU ms:")
        for name in ("checks", "checks_builtin_langid", "after_reply", "after_reply_then_end_turn_write"):
            row = lat[name]
            print(f"    {name:34s} p50 {row['p50_ms']:7.3f} / {row['cpu']['p50_ms']:.3f}   "
                  f"p95 {row['p95_ms']:7.3f} / {row['cpu']['p95_ms']:.3f}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
