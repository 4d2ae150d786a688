"""Drift-detection quality and speed on the labeled corpus (issue 3).

Runs memlock's one audit entry point (:func:`memlock_core.detection.audit.audit`) on every case of
``bench/corpus/corpus.jsonl`` in each detection mode and prints precision, recall and F1 of drift
detection (drifted = positive) per mode and per category, then the latency of a cold and of an
incremental semantic turn on a 500-message history, and the embedding-cache hit rate.

    python -m bench corpus --split dev              # tune here: the dev part (bench/corpus/split.json)
    python -m bench corpus --split test --report    # the held-out figures of docs/BENCHMARKS.md + chart
    python -m bench corpus --corpus bench/corpus/live.jsonl   # second test set (real Hermes / Claude Code)
    python -m bench corpus --split dev --errors semantic      # list the dev cases a mode gets wrong
    python -m bench corpus --split dev --calibrate  # threshold sweeps on dev, 2-fold CV by instruction

The test part of bench/corpus and the whole of live.jsonl are frozen: constants are chosen on dev,
never on them. ``--split`` defaults to dev so tuning never shows a test figure by accident.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.detection.audit import audit
from memlock_core.detection.compaction import HERMES_SUMMARY_PREFIX, SUMMARY_END_MARKER  # noqa: E402
from memlock_core.detection.settings import AuditSettings  # noqa: E402

DEFAULT_CORPUS = ROOT / "bench" / "corpus" / "corpus.jsonl"
SPLIT_FILE = ROOT / "bench" / "corpus" / "split.json"
LIVE_CORPUS = ROOT / "bench" / "corpus" / "live.jsonl"
RESULTS = ROOT / "bench" / "results"
MODES = ("keyword", "semantic", "hybrid")


@dataclass
class Case:
    id: str
    category: str
    instruction_id: str
    anchor: Anchor
    messages: list
    drifted: bool  # the label: True = the instruction is gone from the active region


@dataclass
class Outcome:
    case: Case
    predicted_drifted: bool
    score: float
    method: str
    evidence: str
    seconds: float


def select_split(cases: list[Case], split: str) -> list[Case]:
    """The cases of one part of the by-instruction split (``all`` keeps every case)."""
    if split == "all":
        return cases
    parts = json.loads(SPLIT_FILE.read_text(encoding="utf-8"))
    wanted = set(parts[split])
    return [c for c in cases if c.instruction_id in wanted]


def load_corpus(path: Path) -> list[Case]:
    cases = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            if not line.strip():
                continue
            row = json.loads(line)
            label = row["label"]
            if label not in ("alive", "drifted"):
                raise SystemExit(f"{path}:{n}: label must be alive or drifted, got {label!r}")
            a = row["anchor"]
            anchor = Anchor.from_dict({"id": a["id"], "text": a["text"], "probes": a.get("probes") or []})
            cases.append(Case(row["id"], row["category"], row.get("instruction_id", a["id"]), anchor,
                              row["messages"], label == "drifted"))
    return cases


# ── metrics ────────────────────────────────────────────────────────────────
@dataclass
class Scores:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    def add(self, actual: bool, predicted: bool) -> None:
        if actual and predicted:
            self.tp += 1
        elif predicted:
            self.fp += 1
        elif actual:
            self.fn += 1
        else:
            self.tn += 1

    @property
    def n(self) -> int:
        return self.tp + self.fp + self.fn + self.tn

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None

    @property
    def f1(self) -> float | None:
        p, r = self.precision, self.recall
        if p is None or r is None:
            return None
        return 0.0 if p + r == 0 else 2 * p * r / (p + r)

    @property
    def accuracy(self) -> float | None:
        return (self.tp + self.tn) / self.n if self.n else None

    def to_dict(self) -> dict:
        return {"n": self.n, "tp": self.tp, "fp": self.fp, "fn": self.fn, "tn": self.tn,
                "precision": self.precision, "recall": self.recall, "f1": self.f1, "accuracy": self.accuracy}


def _fmt(x: float | None) -> str:
    return "   - " if x is None else f"{x:5.3f}"


def score_outcomes(outcomes: list[Outcome]) -> tuple[Scores, dict[str, Scores]]:
    total, per = Scores(), defaultdict(Scores)
    for o in outcomes:
        total.add(o.case.drifted, o.predicted_drifted)
        per[o.case.category].add(o.case.drifted, o.predicted_drifted)
    return total, dict(per)


# ── running the audit ──────────────────────────────────────────────────────
def run_mode(cases: list[Case], settings: AuditSettings) -> tuple[list[Outcome], list[str]]:
    outcomes, notes = [], []
    for case in cases:
        t0 = time.perf_counter()
        report = audit([case.anchor], case.messages, settings)
        dt = time.perf_counter() - t0
        v = report.verdicts[0]
        for note in report.notes:
            if note not in notes:
                notes.append(note)
        outcomes.append(Outcome(case, not v.alive, v.score, v.method, v.evidence, dt))
    return outcomes, notes


def print_tables(results: dict[str, tuple[Scores, dict[str, Scores]]], cases: list[Case]) -> None:
    modes = list(results)
    print("\nDrift detection (drifted = positive), whole corpus")
    print(f"  {'mode':<9} {'n':>4} {'P':>6} {'R':>6} {'F1':>6} {'acc':>6}   tp  fp  fn  tn")
    for mode in modes:
        s = results[mode][0]
        print(f"  {mode:<9} {s.n:>4} {_fmt(s.precision):>6} {_fmt(s.recall):>6} {_fmt(s.f1):>6} "
              f"{_fmt(s.accuracy):>6}  {s.tp:>3} {s.fp:>3} {s.fn:>3} {s.tn:>3}")
    cats = sorted({c.category for c in cases})
    labels = {cat: (sum(c.drifted for c in cases if c.category == cat), sum(not c.drifted for c in cases if c.category == cat))
              for cat in cats}
    print("\nPer category: P / R / F1 of drift detection, and accuracy ('-' = undefined: the category has only one label)")
    head = f"  {'category':<26} {'drift/alive':>11}"
    for mode in modes:
        head += f" | {mode:^27}"
    print(head)
    sub = f"  {'':<26} {'':>11}" + "".join(f" | {'P':>5} {'R':>5} {'F1':>5} {'acc':>5}  " for _ in modes)
    print(sub)
    for cat in cats:
        d, a = labels[cat]
        row = f"  {cat:<26} {f'{d}/{a}':>11}"
        for mode in modes:
            s = results[mode][1][cat]
            row += f" | {_fmt(s.precision)} {_fmt(s.recall)} {_fmt(s.f1)} {_fmt(s.accuracy)}  "
        print(row)


# ── baselines, reminder cost, report ──────────────────────────────────────
BASELINES = ("always drifted", "never drifted")


def baseline_outcomes(cases: list[Case], name: str) -> list[Outcome]:
    """"always drifted" re-injects every pin after every compaction (what a tool without an audit does:
    recall 1 by construction); "never drifted" never re-injects (what Hermes alone does)."""
    drifted = name == "always drifted"
    return [Outcome(c, drifted, 0.0, "baseline", name, 0.0) for c in cases]


def reminder_tokens(outcomes: list[Outcome]) -> int:
    """Reminder tokens an audit spends on ``outcomes``: the marker line plus one line per anchor it
    calls drifted, at ~4 characters per token (the cost that matters is relative between modes)."""
    from memlock_core.session.reminder import LINE_PREFIX, REMINDER_MARKER

    total = 0
    for o in outcomes:
        if o.predicted_drifted:
            total += -(-(len(REMINDER_MARKER) + 1 + len(LINE_PREFIX) + len(o.case.anchor.text) + 1) // 4)
    return total


def print_report(results: dict[str, tuple[Scores, dict[str, Scores]]], tokens: dict[str, int], cases: list[Case],
                 title: str) -> None:
    """Markdown tables for docs/BENCHMARKS.md: overall with baselines, then per-category confusion."""
    print(f"\n### {title}\n")
    print("| mode | P | R (lost instructions re-injected) | F1 | accuracy | tp | fp | fn | tn | reminder tokens |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for mode, (s, _) in results.items():
        print(f"| {mode} | {_fmt(s.precision)} | {_fmt(s.recall)} | {_fmt(s.f1)} | {_fmt(s.accuracy)} | "
              f"{s.tp} | {s.fp} | {s.fn} | {s.tn} | {tokens[mode]} |")
    modes = [m for m in results if m not in BASELINES]
    cats = sorted({c.category for c in cases})
    print("\nPer category: accuracy, and the confusion counts tp/fp/fn/tn (drifted = positive)\n")
    print("| category | drifted/alive | " + " | ".join(modes) + " |")
    print("|---|---|" + "---|" * len(modes))
    for cat in cats:
        d = sum(c.drifted for c in cases if c.category == cat)
        a = sum(not c.drifted for c in cases if c.category == cat)
        cells = []
        for mode in modes:
            sc = results[mode][1].get(cat, Scores())
            cells.append(f"{_fmt(sc.accuracy).strip()} ({sc.tp}/{sc.fp}/{sc.fn}/{sc.tn})")
        print(f"| {cat} | {d}/{a} | " + " | ".join(cells) + " |")


def write_chart(points: dict[str, dict[str, tuple[float, int]]], path: Path) -> None:
    """Recall of lost instructions vs reminder tokens spent, one marker per mode and baseline, one
    panel per test set."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(points), figsize=(5.5 * len(points), 4.2), squeeze=False)
    markers = {"keyword": "o", "semantic": "s", "hybrid": "D", "always drifted": "^", "never drifted": "v"}
    for ax, (title, rows) in zip(axes[0], points.items()):
        for mode, (recall, tokens) in rows.items():
            ax.scatter([tokens], [recall], marker=markers.get(mode, "x"), s=70, label=mode)
            ax.annotate(mode, (tokens, recall), textcoords="offset points", xytext=(6, -10), fontsize=8)
        ax.axhline(0.98, color="grey", linestyle=":", linewidth=1)
        ax.set_title(title, fontsize=10)
        ax.set_xlabel("reminder tokens spent (whole set)")
        ax.set_ylabel("recall of lost instructions")
        ax.set_ylim(-0.05, 1.05)
        ax.set_xlim(left=-50)
        ax.grid(alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ── latency ────────────────────────────────────────────────────────────────
def _history_texts(cases: list[Case]) -> list[tuple[str, str]]:
    """(role, text) pairs taken from the corpus, to build realistic long histories.

    English only: text in a language the model does not cover is never embedded (lexical evidence
    is used there), so an English history is the costly case.
    """
    from memlock_core.detection.lexical import model_covers

    out = []
    for case in cases:
        for m in case.messages:
            if isinstance(m, dict) and m.get("role") in ("user", "assistant") and isinstance(m.get("content"), str):
                text = m["content"]
                if (20 <= len(text) <= 1500 and "[CONTEXT" not in text and "[memlock]" not in text
                        and model_covers(text)):
                    out.append((m["role"], text))
    seen, uniq = set(), []
    for item in out:
        if item[1] not in seen:
            seen.add(item[1])
            uniq.append(item)
    return uniq


def latency(cases: list[Case], mode: str, sim_threshold: float | None, n_messages: int = 500, new_per_turn: int = 5,
            turns: int = 20) -> dict:
    from memlock_core.detection.embedding_cache import CACHE

    pool = _history_texts(cases)
    if len(pool) < n_messages + new_per_turn * turns:
        # Reuse corpus texts with a numbered prefix so every message is distinct (a cache miss when new).
        base = list(pool)
        k = 0
        while len(pool) < n_messages + new_per_turn * turns:
            role, text = base[k % len(base)]
            pool.append((role, f"(note {k}) {text}"))
            k += 1
    anchors, seen = [], set()
    for c in cases:
        if c.anchor.id not in seen:
            seen.add(c.anchor.id)
            anchors.append(c.anchor)
        if len(anchors) == 8:
            break
    summary = {"role": "user", "content": f"{HERMES_SUMMARY_PREFIX} Earlier turns were compacted.\n"
                                          f"Worked on the parser.\n{SUMMARY_END_MARKER}"}
    history = [{"role": "system", "content": "You are a careful coding assistant."}, summary]
    history += [{"role": r, "content": t} for r, t in pool[:n_messages - 2]]
    settings = AuditSettings(mode=mode, **({"sim_threshold": sim_threshold} if sim_threshold is not None else {}))
    CACHE.clear()
    t0 = time.perf_counter()
    report = audit(anchors, history, settings)
    cold = time.perf_counter() - t0
    cold_misses = CACHE.stats.misses
    CACHE.stats.hits = CACHE.stats.misses = 0
    warm_times, warm_cpu = [], []
    cursor = n_messages - 2
    for _ in range(turns):
        history = history + [{"role": r, "content": t} for r, t in pool[cursor:cursor + new_per_turn]]
        cursor += new_per_turn
        c0, t0 = time.process_time(), time.perf_counter()
        audit(anchors, history, settings)
        warm_times.append(time.perf_counter() - t0)
        warm_cpu.append(time.process_time() - c0)
    hits, misses = CACHE.stats.hits, CACHE.stats.misses
    return {"mode": mode, "messages": len(history), "anchors": len(anchors), "units_scored": report.units_scored,
            "units_capped": report.units_capped, "cold_audit_s": cold, "cold_units_embedded": cold_misses,
            "incremental_turns": turns, "new_messages_per_turn": new_per_turn,
            "incremental_median_ms": 1000 * statistics.median(warm_times),
            "incremental_p95_ms": 1000 * sorted(warm_times)[max(0, int(0.95 * len(warm_times)) - 1)],
            "incremental_max_ms": 1000 * max(warm_times),
            "incremental_cpu_median_ms": 1000 * statistics.median(warm_cpu),
            "load_average": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
            "incremental_hit_rate": hits / (hits + misses) if hits + misses else None,
            "incremental_units_embedded_per_turn": misses / turns}


# ── calibration ────────────────────────────────────────────────────────────
def _fold(instruction_id: str) -> int:
    return hashlib.sha256(instruction_id.encode()).digest()[0] % 2


def calibrate(cases: list[Case], sem: list[Outcome], hyb: list[Outcome]) -> dict:
    """Sweep the thresholds on the raw scores; full-corpus F1 and 2-fold CV split by instruction.

    Uses the scores the shipped code produced (semantic: directive-adjusted cosine or lexical
    overlap; hybrid: the same plus whether every keyword probe was found), so a sweep needs no
    re-embedding. The CV folds never share an instruction, so a threshold is tested on
    instructions it was not fitted on.
    """
    from memlock_core.detection import semantic as S

    rows = [(o.case, o.score, o.method.split(":")[-1], _full_probe_match(h.evidence))
            for o, h in zip(sem, hyb)]

    def predict(score, method, full, t, lex, margin):
        threshold = lex if method == "lexical" else t
        return not (score >= threshold or (full and score >= threshold - margin))

    def f1_of(subset, *params):
        s = Scores()
        for case, score, method, full in subset:
            s.add(case.drifted, predict(score, method, full, *params))
        return s.f1 or 0.0

    grid_t = [round(0.30 + 0.01 * i, 2) for i in range(36)]
    grid_lex = [0.3, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7]
    grids = {"semantic": [(t, lx, 0.0) for t in grid_t for lx in grid_lex],
             "hybrid": [(t, lx, m) for t in grid_t for lx in grid_lex for m in (0.0, 0.02, 0.05, 0.1, 0.15, 0.2)]}
    shipped = {"semantic": (AuditSettings().sim_threshold, S.LEXICAL_THRESHOLD, 0.0),
               "hybrid": (AuditSettings().sim_threshold, S.LEXICAL_THRESHOLD, S.HYBRID_RESCUE_MARGIN)}
    out: dict = {}
    for name, grid in grids.items():
        # Ties go to the parameters closest to the shipped ones (the flattest choice).
        def best_of(subset):
            return max(grid, key=lambda p: (round(f1_of(subset, *p), 6),
                                            -sum(abs(a - b) for a, b in zip(p, shipped[name]))))
        best_all = best_of(rows)
        cv = []
        for fold in (0, 1):
            train = [r for r in rows if _fold(r[0].instruction_id) != fold]
            test = [r for r in rows if _fold(r[0].instruction_id) == fold]
            best = best_of(train)
            cv.append({"fold": fold, "params": best, "train_f1": f1_of(train, *best), "test_f1": f1_of(test, *best),
                       "shipped_test_f1": f1_of(test, *shipped[name])})
        out[name] = {"params": "(sim_threshold, lexical_threshold, hybrid_margin)", "shipped": shipped[name],
                     "shipped_f1": f1_of(rows, *shipped[name]), "best_full": best_all,
                     "best_full_f1": f1_of(rows, *best_all), "cv": cv}
    out["semantic_curve"] = [(t, round(f1_of(rows, t, S.LEXICAL_THRESHOLD, 0.0), 4)) for t in grid_t]
    return out


def _full_probe_match(evidence: str) -> bool:
    part = evidence.rsplit("keyword ", 1)[-1]
    head = part.split(" probes", 1)[0]
    if "/" not in head:
        return part.startswith("whole text found")
    hits, total = head.split("/", 1)
    return hits.strip().isdigit() and hits.strip() == total.strip()


# ── ablation ───────────────────────────────────────────────────────────────
def _windows(text: str, size: int = 1000, overlap: int = 200) -> list[str]:
    """The reference project's semantic unit: whole messages, cut into 1,000-character windows."""
    text = text.strip()
    if len(text) <= size:
        return [text] if text else []
    step = size - overlap
    return [text[i:i + size] for i in range(0, max(1, len(text) - overlap), step)]


def ablation(cases: list[Case], base: AuditSettings) -> list[dict]:
    """What each ingredient of semantic mode is worth: F1 at the best threshold for each variant
    (the oracle threshold, so a variant is not penalised for our choice of 0.48)."""
    import memlock_core.detection.semantic as S
    import memlock_core.detection.sentence_units as U

    variants = [
        ("1000-char windows, all roles (reference-style)", dict(windows=True, bonus=0.0, filter=False)),
        ("sentence units, all roles", dict(windows=False, bonus=0.0, filter=False)),
        ("+ directive form (+/-0.10)", dict(windows=False, bonus=S.DIRECTIVE_BONUS, filter=False)),
        ("+ assistant only as commitment (shipped)", dict(windows=False, bonus=S.DIRECTIVE_BONUS, filter=True)),
    ]
    saved = (S.DIRECTIVE_BONUS, S.may_carry_instruction, U._MEMO)
    rows = []
    try:
        for name, v in variants:
            S.DIRECTIVE_BONUS = v["bonus"]
            if not v["filter"]:
                S.may_carry_instruction = lambda text, role: True
            else:
                S.may_carry_instruction = saved[1]
            U._MEMO = U._SplitMemo()
            if v["windows"]:
                U._MEMO._data.clear()
                U._MEMO.get = lambda text: tuple(_windows(text))  # type: ignore[method-assign]
            outcomes, _ = run_mode(cases, replace(base, mode="semantic"))
            best = None
            for t in [round(0.20 + 0.01 * i, 2) for i in range(61)]:
                s, per = Scores(), defaultdict(Scores)
                for o in outcomes:
                    alive = o.score >= (S.LEXICAL_THRESHOLD if o.method == "lexical" else t)
                    s.add(o.case.drifted, not alive)
                    per[o.case.category].add(o.case.drifted, not alive)
                if best is None or (s.f1 or 0) > best[1]:
                    best = (t, s.f1 or 0.0, per["paraphrase"].accuracy, per["incidental"].accuracy)
            rows.append({"variant": name, "best_threshold": best[0], "f1": best[1], "paraphrase_acc": best[2],
                         "incidental_acc": best[3]})
            print(f"  {name:<48} best threshold {best[0]:.2f}  F1 {best[1]:.3f}  paraphrase acc {best[2]:.3f}"
                  f"  incidental acc {best[3]:.3f}")
    finally:
        S.DIRECTIVE_BONUS, S.may_carry_instruction, U._MEMO = saved
    return rows


# ── main ───────────────────────────────────────────────────────────────────
def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--split", choices=("dev", "test", "all"), default="dev",
                    help="part of bench/corpus by instruction (split.json); ignored for other corpora. "
                         "Tune on dev only")
    ap.add_argument("--report", action="store_true",
                    help="held-out report: --split test on bench/corpus AND live.jsonl, markdown tables, "
                         "baselines, chart (docs/benchmarks/recall_vs_tokens.png)")
    ap.add_argument("--chart", type=Path, default=None, help="write the recall-vs-tokens PNG here")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--sim-threshold", type=float, default=None, help="override the configured default")
    ap.add_argument("--json", action="store_true", help="write bench/results/eval_corpus.json")
    ap.add_argument("--no-latency", action="store_true")
    ap.add_argument("--latency-only", action="store_true", help="skip the corpus tables; time the 500-message turns")
    ap.add_argument("--calibrate", action="store_true")
    ap.add_argument("--ablation", action="store_true", help="F1 of reference-style windows vs each ingredient")
    ap.add_argument("--errors", default="", help="comma-separated modes whose wrong cases are listed")
    args = ap.parse_args(argv)

    if args.report:
        return report(args)
    cases = load_corpus(args.corpus)
    if args.corpus.resolve() == DEFAULT_CORPUS.resolve():
        cases = select_split(cases, args.split)
        print(f"split: {args.split}")
    modes = [m for m in args.modes.split(",") if m]
    print(f"corpus: {args.corpus.relative_to(ROOT) if args.corpus.is_relative_to(ROOT) else args.corpus}: "
          f"{len(cases)} cases, {len({c.instruction_id for c in cases})} instructions, "
          f"{len({c.category for c in cases})} categories, {sum(c.drifted for c in cases)} drifted")
    base = AuditSettings()
    if args.sim_threshold is not None:
        base = replace(base, sim_threshold=args.sim_threshold)
    print(f"settings: drift_threshold {base.drift_threshold}, sim_threshold {base.sim_threshold}, "
          f"model {base.embedding_model}, max_units {base.max_units}")

    load_s = None
    if any(m != "keyword" for m in modes):
        from memlock_core.detection.embedding_model import ModelUnavailable, get_encoder

        t0 = time.perf_counter()
        try:
            get_encoder(base.embedding_model)
            load_s = time.perf_counter() - t0
            print(f"model load (import sentence-transformers + weights, once per process): {load_s:.2f} s")
        except ModelUnavailable as exc:
            print(f"model unavailable: {exc} (semantic/hybrid rows show the keyword fallback)")

    from memlock_core.detection.embedding_cache import CACHE

    results, all_outcomes, timings, notes = {}, {}, {}, {}
    for mode in ([] if args.latency_only else modes):
        CACHE.stats.hits = CACHE.stats.misses = 0
        outcomes, mode_notes = run_mode(cases, replace(base, mode=mode))
        all_outcomes[mode] = outcomes
        results[mode] = score_outcomes(outcomes)
        times = [o.seconds for o in outcomes]
        timings[mode] = {"median_ms": 1000 * statistics.median(times), "p95_ms": 1000 * sorted(times)[int(0.95 * len(times)) - 1],
                         "max_ms": 1000 * max(times), "cache_hits": CACHE.stats.hits, "cache_misses": CACHE.stats.misses}
        notes[mode] = mode_notes
    if not args.latency_only:
        print_tables(results, cases)
    print("\nPer-case audit time on the corpus (first mode to embed a text pays for it; later modes hit the cache)")
    for mode in timings:
        t = timings[mode]
        hits, misses = t["cache_hits"], t["cache_misses"]
        rate = f"{hits / (hits + misses):.1%}" if hits + misses else "n/a"
        print(f"  {mode:<9} median {t['median_ms']:7.1f} ms   p95 {t['p95_ms']:7.1f} ms   max {t['max_ms']:7.1f} ms"
              f"   cache hit rate {rate} ({hits} hits, {misses} misses)")
        for note in notes[mode]:
            print(f"            note: {note}")

    lat = []
    if not args.no_latency:
        load = f"{os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "n/a"
        print("\nLatency on a 500-message history, 8 anchors (cold: empty cache; incremental: 5 new messages per turn, "
              f"cache warm; load average before: {load})")
        for mode in [m for m in modes if m != "keyword"] + (["keyword"] if "keyword" in modes else []):
            row = latency(cases, mode, args.sim_threshold)
            lat.append(row)
            rate = "n/a" if row["incremental_hit_rate"] is None else f"{row['incremental_hit_rate']:.1%}"
            print(f"  {mode:<9} units {row['units_scored']:>5}  cold {row['cold_audit_s'] * 1000:8.1f} ms "
                  f"({row['cold_units_embedded']} units embedded)   incremental median {row['incremental_median_ms']:6.1f} ms"
                  f"  p95 {row['incremental_p95_ms']:6.1f} ms  max {row['incremental_max_ms']:6.1f} ms"
                  f"  (CPU {row['incremental_cpu_median_ms']:.1f} ms)"
                  f"   hit rate {rate}, {row['incremental_units_embedded_per_turn']:.1f} units embedded/turn")

    for mode in [m for m in args.errors.split(",") if m]:
        print(f"\nWrong in {mode}:")
        for o in all_outcomes.get(mode, []):
            if o.predicted_drifted != o.case.drifted:
                want = "drifted" if o.case.drifted else "alive"
                print(f"  {o.case.id:<24} {o.case.category:<22} want {want:<7} score {o.score:.3f}  {o.evidence[:150]}")

    cal = None
    if args.calibrate and {"semantic", "hybrid"} <= set(modes):
        cal = calibrate(cases, all_outcomes["semantic"], all_outcomes["hybrid"])
        print("\nCalibration (grid search; CV = fit on one half of the instructions, test on the other)")
        for name in ("semantic", "hybrid"):
            c = cal[name]
            print(f"  {name} {c['params']}: shipped {c['shipped']} F1 {c['shipped_f1']:.3f}; best on the full corpus "
                  f"{c['best_full']} F1 {c['best_full_f1']:.3f}")
            for f in c["cv"]:
                print(f"     fold {f['fold']}: fitted {f['params']} train F1 {f['train_f1']:.3f} -> held-out F1 "
                      f"{f['test_f1']:.3f} (shipped on the same held-out half: {f['shipped_test_f1']:.3f})")
        print("  semantic F1 by sim_threshold: " + "  ".join(f"{t:.2f}:{f:.3f}" for t, f in cal["semantic_curve"][::2]))

    abl = None
    if args.ablation:
        print("\nAblation (semantic mode; each row at its own best threshold)")
        abl = ablation(cases, base)

    if args.json:
        RESULTS.mkdir(parents=True, exist_ok=True)
        out = {
            "corpus": str(args.corpus.relative_to(ROOT)) if args.corpus.is_relative_to(ROOT) else str(args.corpus),
            "cases": len(cases), "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
            "settings": {"drift_threshold": base.drift_threshold, "sim_threshold": base.sim_threshold,
                         "embedding_model": base.embedding_model, "max_units": base.max_units},
            "model_load_s": load_s,
            "modes": {m: {"overall": results[m][0].to_dict(),
                          "categories": {k: v.to_dict() for k, v in sorted(results[m][1].items())},
                          "timing": timings[m], "notes": notes[m]} for m in results},
            "latency": lat, "calibration": cal, "ablation": abl,
        }
        path = RESULTS / "eval_corpus.json"
        path.write_text(json.dumps(out, indent=2, default=str) + "\n", encoding="utf-8")
        print(f"\nwrote {path.relative_to(ROOT)}")
    return 0


CHART = ROOT / "docs" / "benchmarks" / "recall_vs_tokens.png"


def report(args: argparse.Namespace) -> int:
    """Every held-out quality figure of docs/BENCHMARKS.md in one run: the frozen test part of
    bench/corpus and the live set, each mode next to the two baselines, and the chart."""
    if args.split != "test":
        print("--report always uses the frozen test part (--split test) and live.jsonl", file=sys.stderr)
    sets = [("bench/corpus, test part", select_split(load_corpus(DEFAULT_CORPUS), "test"))]
    if LIVE_CORPUS.exists():
        sets.append(("live set (real Hermes compactions, Claude Code transcripts)", load_corpus(LIVE_CORPUS)))
    modes = [m for m in args.modes.split(",") if m]
    points: dict[str, dict[str, tuple[float, int]]] = {}
    out: dict = {}
    for title, cases in sets:
        title = f"{title}: {len(cases)} cases, {len({c.instruction_id for c in cases})} instructions, " \
                f"{sum(c.drifted for c in cases)} drifted"
        results, tokens = {}, {}
        for mode in modes:
            outcomes, notes = run_mode(cases, AuditSettings(mode=mode))
            for note in notes:
                print(f"note ({mode}): {note}")
            results[mode] = score_outcomes(outcomes)
            tokens[mode] = reminder_tokens(outcomes)
        for name in BASELINES:
            outcomes = baseline_outcomes(cases, name)
            results[name] = score_outcomes(outcomes)
            tokens[name] = reminder_tokens(outcomes)
        print_report(results, tokens, cases, title)
        points[title.split(":")[0]] = {m: (results[m][0].recall or 0.0, tokens[m]) for m in results}
        out[title] = {m: {"overall": results[m][0].to_dict(), "tokens": tokens[m],
                          "categories": {k: v.to_dict() for k, v in sorted(results[m][1].items())}} for m in results}
    chart = args.chart or CHART
    write_chart(points, chart)
    print(f"\nwrote {chart.relative_to(ROOT) if chart.is_relative_to(ROOT) else chart}")
    if args.json:
        RESULTS.mkdir(parents=True, exist_ok=True)
        (RESULTS / "eval_heldout.json").write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
