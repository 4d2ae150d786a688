"""Drift-detection quality and speed (issues 3 and 9).

Runs memlock's one audit entry point (:func:`memlock_core.detection.audit.audit`) on labeled cases
in each detection mode and prints precision, recall and F1 of drift detection (drifted = positive)
per mode and per category; ``--report`` adds the baselines, reminder tokens and the chart;
``--compaction-latency`` times the compaction-turn audit.

    python -m bench corpus --report                 # every held-out figure of docs/BENCHMARKS.md + chart
    python -m bench corpus --split dev              # tune here: the dev part (bench/corpus/split.json)
    python -m bench corpus --split dev --errors semantic      # list the dev cases a mode gets wrong
    python -m bench corpus --split dev --calibrate  # the same-rule / threshold sweep (dev only)
    python -m bench corpus --latency-only --compaction-latency   # 100/1,000/5,000 messages, warm + restart

The test part of bench/corpus and the whole of live.jsonl are frozen: constants are chosen on dev,
never on them. ``--split`` defaults to dev so tuning never shows a test figure by accident.
"""
from __future__ import annotations

import argparse
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
    """The cases of one part of the by-instruction split (``all`` keeps every case). The dev part
    also holds the dev-only same-rule/different-rule cases of bench/corpus/_neighbours_dev.py."""
    if split == "all":
        return cases
    parts = json.loads(SPLIT_FILE.read_text(encoding="utf-8"))
    wanted = set(parts[split])
    chosen = [c for c in cases if c.instruction_id in wanted]
    return chosen + neighbour_cases() if split == "dev" else chosen


def neighbour_cases() -> list[Case]:
    sys.path.insert(0, str(ROOT / "bench" / "corpus"))
    from _neighbours_dev import NEIGHBOURS

    summary = {"role": "user", "_compressed_summary": True,
               "content": f"{HERMES_SUMMARY_PREFIX}\n## Constraints\n- {{rule}}\n\n{SUMMARY_END_MARKER}"}
    cases = []
    for n, (rule, neighbour, same) in enumerate(NEIGHBOURS, 1):
        anchor = Anchor.from_dict({"id": f"n{n:02d}", "text": rule})
        for kind, text, drifted in (("neighbour_rule", neighbour, True), ("paraphrase_dev", same, False)):
            head = [{"role": "system", "content": "You are a helpful assistant."},
                    {**summary, "content": summary["content"].replace("{rule}", rule)},
                    {"role": "user", "content": "Let's pick up the invoicing bug."},
                    {"role": "assistant", "content": "Sure: the totals are off by the rounding of VAT."},
                    {"role": "user", "content": f"Standing rule from here on: {text}"}]
            cases.append(Case(f"n{n:02d}-{kind}", kind, f"n{n:02d}", anchor, head, drifted))
    return cases


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
            ax.scatter([tokens], [recall], marker=markers.get(mode, "x"), s=70, label=f"{mode} ({recall:.3f}, {tokens})",
                       alpha=0.8)
        ax.legend(fontsize=7, loc="center left")
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


ANCHOR_TEXTS = (  # eight pins of the kind users set; written for the latency bench
    "Always answer in bullet points.", "Never run database migrations against production.",
    "Use metric units throughout.", "Write commit messages in the imperative mood.",
    "Don't add new dependencies without asking.", "Keep answers under 200 words.",
    "Always include type hints in Python code.", "Cite a source for every factual claim.")


def compaction_history(cases: list[Case], n_messages: int) -> list[dict]:
    """A history of ``n_messages`` at the moment of a compaction: system prompt, the summary, then
    live user/assistant/tool messages (every one of them in force: the costly case)."""
    pool = _history_texts(cases)
    summary = {"role": "user", "content": f"{HERMES_SUMMARY_PREFIX} Earlier turns were compacted.\n"
                                          f"Worked on the parser.\n{SUMMARY_END_MARKER}"}
    history: list[dict] = [{"role": "system", "content": "You are a careful coding assistant."}, summary]
    k = 0
    while len(history) < n_messages:
        role, text = pool[k % len(pool)]
        text = text if k < len(pool) else f"(note {k}) {text}"  # distinct texts: each a cache miss when new
        history.append({"role": role, "content": text})
        if role == "assistant" and k % 3 == 0 and len(history) < n_messages:
            history.append({"role": "tool", "tool_call_id": f"t{k}", "content": "ok " * 40})
        k += 1
    return history[:n_messages]


def compaction_latency(cases: list[Case], mode: str, n_messages: int, turns: int = 20, new_messages: int = 40) -> dict:
    """The engine audits only when a compaction happened. In a warm process the previous audit
    embedded the units known then; this one embeds what arrived since (``new_messages``) and scores
    everything. Each of ``turns`` samples is a compaction ``new_messages`` later than the last."""
    from memlock_core.detection.embedding_cache import CACHE

    anchors = [Anchor.from_dict({"id": f"a{i}", "text": t}) for i, t in enumerate(ANCHOR_TEXTS)]
    full = compaction_history(cases, n_messages)
    new_messages = min(new_messages, n_messages // 2)
    base = full[:n_messages - new_messages]
    settings = AuditSettings(mode=mode)
    CACHE.clear()
    audit(anchors, base, settings)  # the previous compaction: what was known then is embedded
    times, cpu, pre, units = [], [], [], 0
    for t in range(turns):
        tail = [{**m, "content": f"(turn {t}) {m['content']}"} for m in full[n_messages - new_messages:]]
        c0, t0 = time.process_time(), time.perf_counter()
        report = audit(anchors, base + tail, settings)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        units = report.units_scored
        if mode != "keyword":  # the engine path: end_turn embedded each new rule after its turn
            from memlock_core.detection import embedding_model as em
            from memlock_core.detection.semantic import prewarm

            em.preload(settings.embedding_model)
            tail = [{**m, "content": f"(pre {t}) {m['content']}"} for m in full[n_messages - new_messages:]]
            prewarm(anchors, base + tail, settings)
            t0 = time.perf_counter()
            audit(anchors, base + tail, settings)
            pre.append(time.perf_counter() - t0)
    pre.sort()
    times.sort()
    return {"mode": mode, "messages": n_messages, "samples": turns, "units_scored": units,
            "median_ms": 1000 * statistics.median(times), "p95_ms": 1000 * times[max(0, int(0.95 * len(times)) - 1)],
            "cpu_median_ms": 1000 * statistics.median(cpu),
            "prewarmed_median_ms": 1000 * statistics.median(pre) if pre else None,
            "prewarmed_p95_ms": 1000 * pre[max(0, int(0.95 * len(pre)) - 1)] if pre else None,
            "max_ms": 1000 * times[-1]}


RESTART_PROBE = """
import json, sys, time
t_start = time.perf_counter()
sys.path.insert(0, {root!r})
from bench.eval_corpus import load_corpus, compaction_history, ANCHOR_TEXTS, DEFAULT_CORPUS
from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.settings import AuditSettings
from memlock_core.detection import embedding_model as em
history = compaction_history(load_corpus(DEFAULT_CORPUS), {n})
anchors = [Anchor.from_dict({{"id": f"a{{i}}", "text": t}}) for i, t in enumerate(ANCHOR_TEXTS)]
out = {{}}
if {mode!r} != "keyword":
    t0 = time.perf_counter(); em.preload(); [th.join() for th in em._preloading.values()]
    out["model_load_s"] = time.perf_counter() - t0
t0 = time.perf_counter()
report = audit(anchors, history, AuditSettings(mode={mode!r}))
out["first_audit_ms"] = 1000 * (time.perf_counter() - t0)
out["units_scored"] = report.units_scored
out["mode_used"] = report.mode_used
print(json.dumps(out))
"""


def restart_latency(mode: str, n_messages: int) -> dict:
    """The first compaction after a restart, in a fresh process: the model is loaded (in the
    background at session start; its time is reported apart) and every unit is embedded."""
    import subprocess

    code = RESTART_PROBE.format(root=str(ROOT), n=n_messages, mode=mode)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        return {"mode": mode, "messages": n_messages, "error": proc.stderr[-400:]}
    row = json.loads(proc.stdout.strip().splitlines()[-1])
    row.update(mode=mode, messages=n_messages)
    return row


# ── calibration (dev only) ─────────────────────────────────────────────────
def calibrate_keyword(cases: list[Case]) -> list[dict]:
    """Sweep drift_threshold for keyword mode on ``cases`` (dev only): one audit per case, the probe
    fraction re-decided offline. Prints recall, F1 and the worst drifted-only category per threshold."""
    scored = [(c, audit([c.anchor], c.messages, AuditSettings(mode="keyword")).verdicts[0].score) for c in cases]
    drifted_only = {c.category for c in cases} - {c.category for c in cases if not c.drifted}
    rows = []
    print("\nKeyword calibration (drift_threshold): recall, F1, worst drifted-only category")
    for threshold in (0.5, 0.6, 0.67, 0.75, 0.8, 0.9, 1.0):
        total, per = Scores(), defaultdict(Scores)
        for case, score in scored:
            total.add(case.drifted, score < threshold)
            if case.category in drifted_only:
                per[case.category].add(case.drifted, score < threshold)
        worst = min(((s.recall or 0.0) for s in per.values()), default=1.0)
        print(f"  {threshold:4.2f}: R {_fmt(total.recall)} F1 {_fmt(total.f1)} fp {total.fp} fn {total.fn} "
              f"worst drifted-only category {worst:.2f}")
        rows.append({"drift_threshold": threshold, **total.to_dict(), "worst_drifted_category": worst})
    return rows


def calibrate(cases: list[Case]) -> dict:
    """Sweep sim_threshold x SAME_RULE_COSINE x SAME_RULE_TERMS for semantic mode on ``cases``.

    Records, per case, the cosine and content-term overlap of every evidence unit (one audit per
    case), then re-decides offline for each grid point. Run it on dev only: ``--split dev``.
    """
    import numpy as np

    from memlock_core.detection import semantic as S
    from memlock_core.detection.lexical import content_grams

    record: dict[str, list[tuple[float, float]]] = {}
    original = S._best_semantic

    def spy(anchors, anchor_vecs, unit_vecs, units, threshold):  # type: ignore[no-untyped-def]
        if units:
            sims = anchor_vecs @ unit_vecs.T
            for row, anchor in enumerate(anchors):
                terms = content_grams(anchor.text)
                record[anchor.id] = [(float(sims[row, j]), len(terms & content_grams(u.text)) / len(terms) if terms
                                      else 0.0) for j, u in enumerate(units)]
        return original(anchors, anchor_vecs, unit_vecs, units, threshold)

    rows = []
    S._best_semantic = spy  # type: ignore[assignment]
    try:
        for case in cases:
            record.clear()
            verdict = audit([case.anchor], case.messages, AuditSettings(mode="semantic")).verdicts[0]
            rows.append((case, record.get(case.anchor.id, []) if verdict.method == "semantic" else None, verdict.alive))
    finally:
        S._best_semantic = original  # type: ignore[assignment]

    def score(t: float, same: float, frac: float) -> Scores:
        s = Scores()
        for case, units, fixed in rows:
            alive = fixed if units is None else any(c >= t and (c >= same or f >= frac) for c, f in units)
            s.add(case.drifted, not alive)
        return s

    drifted_only = {c.category for c, _, _ in rows} - {c.category for c, _, _ in rows if not c.drifted}

    def worst_drifted_category(t: float, same: float, frac: float) -> float:
        """The lowest accuracy over categories with only lost instructions (neighbour rules, incidental
        mentions, ...): a pooled recall of 0.98 can hide one class that is missed every time."""
        per: dict[str, Scores] = defaultdict(Scores)
        for case, units, fixed in rows:
            if case.category in drifted_only:
                alive = fixed if units is None else any(c >= t and (c >= same or f >= frac) for c, f in units)
                per[case.category].add(case.drifted, not alive)
        return min(((s.recall or 0.0) for s in per.values()), default=1.0)

    grid = [(round(float(t), 2), same, frac) for t in np.arange(0.40, 0.58, 0.02)
            for same in (0.6, 0.7, 0.8, 0.85, 0.9, 1.1) for frac in (0.34, 0.5, 0.67, 0.76, 0.8, 1.0)]
    table = [(p, score(*p), worst_drifted_category(*p)) for p in grid]
    shipped = (AuditSettings().sim_threshold, S.SAME_RULE_COSINE, S.SAME_RULE_TERMS)
    print("\nCalibration on these cases (sim_threshold, SAME_RULE_COSINE, SAME_RULE_TERMS): best F1 with recall "
          ">= 0.98 and every drifted-only category >= 0.95")
    for p, s, worst in sorted([r for r in table if (r[1].recall or 0) >= 0.98 and r[2] >= 0.95],
                              key=lambda r: -(r[1].f1 or 0))[:10]:
        print(f"  {p}: R {_fmt(s.recall)} F1 {_fmt(s.f1)} fp {s.fp} fn {s.fn} worst drifted-only category {worst:.2f}")
    ship = score(*shipped)
    print(f"  shipped {shipped}: R {_fmt(ship.recall)} F1 {_fmt(ship.f1)} fp {ship.fp} fn {ship.fn}")
    return {"shipped": shipped, "shipped_scores": ship.to_dict(),
            "grid": [{"params": p, **s.to_dict(), "worst_drifted_category": w} for p, s, w in table]}


# The three constants that predate the dev/test split (690028d, before 0efd4cf split the corpus): swept
# here on dev by re-running the audit with the module constant replaced. (mode, module, grid)
OLDER_CONSTANTS = {
    "LEXICAL_THRESHOLD": ("semantic", "memlock_core.detection.semantic", (0.34, 0.4, 0.5, 0.6, 0.67, 0.75, 0.8, 1.0)),
    "HYBRID_RESCUE_MARGIN": ("hybrid", "memlock_core.detection.semantic", (0.0, 0.02, 0.05, 0.08, 0.1, 0.15, 0.2)),
    "STEM": ("semantic", "memlock_core.detection.lexical", (3, 4, 5, 6, 7, 8)),
}


NEAR_F1 = 0.005


def _clear_detection_caches() -> None:
    """Forget every memo of memlock_core.detection (a swept constant must not meet a verdict cached under another)."""
    import importlib
    import pkgutil

    import memlock_core.detection as pkg

    for info in pkgutil.iter_modules(pkg.__path__):
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def calibrate_constants(cases: list[Case]) -> dict:
    """Sweep LEXICAL_THRESHOLD, HYBRID_RESCUE_MARGIN and STEM one at a time on ``cases`` (dev only).

    Each grid point re-runs the audit with the module constant replaced; the shipped value's row must
    equal an untouched run (asserted), so a sweep that stops reaching the code fails instead of printing
    a flat line. Selection rule as for the other constants: best F1 with recall >= 0.98 and every
    drifted-only category >= 0.95; ties keep the shipped value.
    """
    import importlib

    drifted_only = {c.category for c in cases} - {c.category for c in cases if not c.drifted}
    out: dict = {}
    for name, (mode, module_name, grid) in OLDER_CONSTANTS.items():
        module = importlib.import_module(module_name)
        shipped = getattr(module, name)
        _clear_detection_caches()
        baseline, notes = run_mode(cases, AuditSettings(mode=mode))
        if any("unavailable" in n or "failed" in n for n in notes):
            raise SystemExit(f"calibrating {name} needs the {mode} path, but it fell back: {notes}")
        rows = []
        print(f"\n{name} (shipped {shipped}), {mode} mode: recall, F1, worst drifted-only category")
        try:
            for value in grid:
                setattr(module, name, value)
                _clear_detection_caches()
                outcomes, _ = run_mode(cases, AuditSettings(mode=mode))
                total, per = score_outcomes(outcomes)
                if value == shipped:
                    assert [o.predicted_drifted for o in outcomes] == [o.predicted_drifted for o in baseline], \
                        f"{name}: the sweep at the shipped value differs from an untouched run"
                worst = min(((per[c].recall or 0.0) for c in drifted_only if c in per), default=1.0)
                flips = sum(a.predicted_drifted != b.predicted_drifted for a, b in zip(outcomes, baseline))
                print(f"  {value!s:>5}: R {_fmt(total.recall)} F1 {_fmt(total.f1)} fp {total.fp} fn {total.fn} "
                      f"worst drifted-only category {worst:.2f}  verdicts changed vs shipped: {flips}"
                      + ("   <- shipped" if value == shipped else ""))
                rows.append({"value": value, **total.to_dict(), "worst_drifted_category": worst, "changed": flips})
        finally:
            setattr(module, name, shipped)
            _clear_detection_caches()
        eligible = [r for r in rows if (r["recall"] or 0) >= 0.98 and r["worst_drifted_category"] >= 0.95]
        best_f1 = max(((r["f1"] or 0.0) for r in eligible), default=None)
        best = [r["value"] for r in eligible if best_f1 is not None and (r["f1"] or 0.0) >= best_f1 - 1e-9]
        # Within NEAR_F1 of the best is one case's worth on this set: no evidence to move a constant.
        near = [r["value"] for r in eligible if best_f1 is not None and (r["f1"] or 0.0) >= best_f1 - NEAR_F1]
        if best_f1 is None:
            verdict = "no value meets the selection rule"
        elif shipped in best:
            verdict = f"best F1 {best_f1:.3f} at {best}: the shipped value is on it, no change"
        elif shipped in near:
            verdict = (f"best F1 {best_f1:.3f} at {best}; the shipped value is within {NEAR_F1} of it "
                       f"(near-best: {near}): no clear signal to change it")
        else:
            verdict = f"best F1 {best_f1:.3f} at {best}: the shipped value is NOT near it - re-fit"
        print(f"  -> {verdict}")
        out[name] = {"mode": mode, "shipped": shipped, "grid": rows, "best": best, "near_best": near, "verdict": verdict}
    return out


def calibrate_refusal(corpus: Path, split: str) -> str | None:
    """Why ``--calibrate`` must not run on this data, or None: constants are chosen on the dev part only."""
    if corpus.resolve() != DEFAULT_CORPUS.resolve():
        return (f"--calibrate runs on the dev part of {DEFAULT_CORPUS.relative_to(ROOT)} only, not on {corpus}: "
                "every other corpus (live.jsonl included) is held out; constants chosen on it would make its "
                "figures in-sample")
    if split != "dev":
        return (f"--calibrate runs on --split dev only, not --split {split}: the test part is held out "
                "(`python -m bench corpus --report` reports it)")
    return None


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
    ap.add_argument("--compaction-latency", action="store_true",
                    help="time the compaction-turn audit at 100/1,000/5,000 messages, warm and after a restart")
    ap.add_argument("--latency-only", action="store_true", help="skip the corpus tables (use with --compaction-latency)")
    ap.add_argument("--calibrate", action="store_true")
    ap.add_argument("--errors", default="", help="comma-separated modes whose wrong cases are listed")
    args = ap.parse_args(argv)

    if args.report:
        return report(args)
    refusal = calibrate_refusal(args.corpus, args.split) if args.calibrate else None
    if refusal:
        print(refusal, file=sys.stderr)
        return 2
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
    if args.compaction_latency:
        load = f"{os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "n/a"
        print(f"\nCompaction-turn audit, 8 pins (load average before: {load})")
        print("| mode | messages | units scored | warm median ms | warm p95 ms | warm max ms | warm CPU median ms | "
              "engine path (new rules embedded after their turn) median / p95 ms | after restart: audit ms | "
              "model load s |")
        print("|---|---|---|---|---|---|---|---|---|---|")
        for n in (100, 1000, 5000):
            for mode in modes:
                warm = compaction_latency(cases, mode, n)
                cold = restart_latency(mode, n)
                lat.append({"warm": warm, "restart": cold})
                load_s = cold.get("model_load_s")
                print(f"| {mode} | {n} | {warm['units_scored']} | {warm['median_ms']:.1f} | {warm['p95_ms']:.1f} | "
                      f"{warm['max_ms']:.1f} | {warm['cpu_median_ms']:.1f} | "
                      + ("-" if warm["prewarmed_median_ms"] is None else
                         f"{warm['prewarmed_median_ms']:.1f} / {warm['prewarmed_p95_ms']:.1f}")
                      + f" | {cold.get('first_audit_ms', float('nan')):.0f} | "
                      f"{'-' if load_s is None else f'{load_s:.1f}'} |")

    for mode in [m for m in args.errors.split(",") if m]:
        print(f"\nWrong in {mode}:")
        for o in all_outcomes.get(mode, []):
            if o.predicted_drifted != o.case.drifted:
                want = "drifted" if o.case.drifted else "alive"
                print(f"  {o.case.id:<24} {o.case.category:<22} want {want:<7} score {o.score:.3f}  {o.evidence[:150]}")

    cal = None
    if args.calibrate:
        cal = calibrate(cases)
        cal["keyword"] = calibrate_keyword(cases)
        cal["older_constants"] = calibrate_constants(cases)

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
            "latency": lat, "calibration": cal,
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
        print("note: --report always uses the frozen test part and live.jsonl (--split is ignored)", file=sys.stderr)
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
            fell_back = [o.case.id for o in outcomes if mode != "keyword" and not o.method.startswith(mode)
                         and o.method != "lexical"]
            if fell_back:  # the scenario: each row measures the mode it names, never a silent keyword fallback
                raise SystemExit(f"{mode}: {len(fell_back)} case(s) were decided by {outcomes[0].method!r}, not "
                                 f"{mode} (model unavailable?): {fell_back[:5]}")
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
