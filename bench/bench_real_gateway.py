"""memlock's own time per turn inside a REAL ``hermes gateway``: the gateway verdict (issue 23).

Run from the repository root:

    .venv/bin/python -m bench realgateway                        # 1, 10 and 50 chats, keyword detection
    .venv/bin/python -m bench realgateway --detection auto       # the shipped default (semantic once loaded)
    .venv/bin/python -m bench realgateway --quick --write-doc    # fewer turns; rewrite its BENCHMARKS section

What runs, as a user runs it: the scripted OpenAI-compatible model server (hermes_harness/scripted_llm.py)
and ``hermes gateway run`` (hermes-agent from the venv) with its API server platform and memlock installed
from this checkout: the harness tests/test_hermes_gateway.py uses. The gateway process is not touched:
no ``gc.freeze()``, its own threads, its own GC. For each level N, N new API sessions each get a
``--messages`` history (user/assistant turns of 200-1,200 characters) written into Hermes's own session
database (``hermes_state.SessionDB``, where the API server loads a session's history from on every
request), one warm-up turn each (memlock's first look at that history), then ``--turns`` quiet turns per
chat, all N chats at once, with a think time of 0.5-1.5 s between a chat's turns.

memlock's time is read from inside the gateway: ``MEMLOCK_HOOK_TIMING`` (memlock_adapters/hook_timing.py)
records each hook call's wall and thread-CPU time and, for the middleware, the time spent inside
``next_call`` (the model call, the tool run: Hermes's), which is subtracted. A turn's memlock time is the
sum of its calls (``pre_llm_call``, ``llm_execution`` around each model call, ``post_llm_call``,
``on_session_end``, ...). Each slow turn is split into memlock's CPU (``thread_time``), GC passes that
ran during it (in its own thread: memlock's allocations triggered them; in another: it waited for
them) and the rest of the wait (the GIL held by Hermes's threads, the CPU taken by other processes).

The scenario is asserted: every measured turn reached memlock with the seeded history and made no
re-injection (a quiet turn); every chat's warm-up and measured turns are accounted for.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from bench.bench_hook import ANCHORS, WORDS  # noqa: E402  (the hook bench's 8 pins and filler words)
from bench.docsection import write_section  # noqa: E402

SECTION = "## Quiet turns inside a real Hermes gateway (issue 23)"
TARGET_MS = 5.0


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] if ordered else float("nan")


def _text(rng: random.Random, lo: int, hi: int) -> str:
    n, out, size = rng.randint(lo, hi), [], 0
    while size < n:
        word = rng.choice(WORDS)
        out.append(word)
        size += len(word) + 1
    return " ".join(out)


def seed_history(db: Any, session_id: str, tag: str, messages: int, rng: random.Random) -> None:
    """``messages`` alternating user/assistant rows in Hermes's session database, as earlier turns leave them."""
    for i in range(messages):
        if i % 2 == 0:
            db.append_message(session_id, "user", f"[{tag}] question {i // 2}: {_text(rng, 150, 400)}")
        else:
            db.append_message(session_id, "assistant", _text(rng, 300, 1200), finish_reason="stop")


# ── one level ──────────────────────────────────────────────────────────────
def run_level(gw: Any, db: Any, chats: int, turns: int, messages: int, timing: Path, seed: int) -> dict:
    rng = random.Random(seed)
    tags = [f"n{chats}c{i:02d}" for i in range(chats)]
    sids = {tag: gw.new_session() for tag in tags}
    t0 = time.monotonic()
    for tag in tags:
        seed_history(db, sids[tag], tag, messages, rng)
    seeded_s = time.monotonic() - t0

    def warm(tag: str) -> None:
        gw.chat(sids[tag], f"[{tag}] let us continue")

    with ThreadPoolExecutor(max_workers=chats) as pool:
        list(pool.map(warm, tags))
    time.sleep(1.5)  # the timing log is flushed every 0.5 s
    start_ns = time.monotonic_ns()
    load_start = os.getloadavg()[0]

    def chat(tag: str) -> None:
        local = random.Random(f"{seed}-{tag}")
        time.sleep(local.uniform(0.0, 1.0))  # chats do not all start in the same millisecond
        for turn in range(turns):
            gw.chat(sids[tag], f"[{tag}] quiet turn {turn}: {_text(local, 40, 160)}")
            time.sleep(local.uniform(0.5, 1.5))

    with ThreadPoolExecutor(max_workers=chats) as pool:
        list(pool.map(chat, tags))
    end_ns = time.monotonic_ns()
    load_end = os.getloadavg()[0]
    time.sleep(1.5)
    records = [json.loads(line) for line in timing.read_text(encoding="utf-8").splitlines() if line.strip()]
    return analyse(records, set(sids.values()), start_ns, end_ns, chats, turns, messages) | {
        "seed_s": round(seeded_s, 1), "load": [round(load_start, 2), round(load_end, 2)]}


def analyse(records: list[dict], sessions: set[str], start_ns: int, end_ns: int, chats: int, turns: int,
            messages: int) -> dict:
    """Group the gateway's hook records into turns (a turn starts at its pre_llm_call) and split each."""
    calls = [r for r in records if "hook" in r and r["session"] in sessions and start_ns <= r["t0"] <= end_ns]
    gcs = [r for r in records if "gc" in r and r["t1"] >= start_ns and r["t0"] <= end_ns]
    by_session: dict[str, list[dict]] = {}
    for r in sorted(calls, key=lambda r: r["t0"]):
        by_session.setdefault(r["session"], []).append(r)
    rows = []
    for sid, recs in by_session.items():
        turn: list[dict] = []
        for r in recs + [{"hook": "pre_llm_call", "end": True}]:
            if r["hook"] == "pre_llm_call" and turn:
                rows.append(split_turn(turn, gcs))
                turn = []
            if not r.get("end"):
                turn.append(r)
    # the scenario: every measured turn is a quiet turn of a seeded chat
    pre = [r for r in calls if r["hook"] == "pre_llm_call"]
    assert len(pre) == chats * turns, f"expected {chats * turns} turns to reach memlock, saw {len(pre)}"
    assert all(not r["acted"] for r in pre), "a measured turn re-injected: not a quiet turn"
    assert min(r["messages"] for r in pre) >= messages, "memlock did not see the seeded history"
    wall = [t["wall_ms"] for t in rows]
    slow = sorted(rows, key=lambda t: t["wall_ms"])[-max(1, len(rows) // 100):]  # the turns at and above p99

    def mean(key: str, of: list[dict]) -> float:
        return round(statistics.fmean(t[key] for t in of), 3)

    hooks: dict[str, list[float]] = {}
    hook_cpu: dict[str, list[float]] = {}
    for r in calls:
        hooks.setdefault(r["hook"], []).append((r["t1"] - r["t0"] - r["inner"]) / 1e6)
        hook_cpu.setdefault(r["hook"], []).append((r["cpu"] - r["inner_cpu"]) / 1e6)
    return {
        "chats": chats, "turns": len(rows), "history": [min(r["messages"] for r in pre), max(r["messages"] for r in pre)],
        "wall_p50": round(pct(wall, 0.5), 3), "wall_p99": round(pct(wall, 0.99), 3), "wall_max": round(max(wall), 3),
        "cpu_p50": round(pct([t["cpu_ms"] for t in rows], 0.5), 3),
        "cpu_p99": round(pct([t["cpu_ms"] for t in rows], 0.99), 3),
        "gc_turns": sum(1 for t in rows if t["gc_own_ms"] or t["gc_other_ms"]),
        "gc_passes": len(gcs), "gc_ms_total": round(sum(g["t1"] - g["t0"] for g in gcs) / 1e6, 1),
        "gc_by_generation": {str(gen): [sum(1 for g in gcs if g["gc"] == gen),
                                        round(sum(g["t1"] - g["t0"] for g in gcs if g["gc"] == gen) / 1e6, 1)]
                             for gen in (0, 1, 2)},
        "gc_in_memlock": sum(1 for g in gcs if any(c["thread"] == g["thread"] and c["t0"] <= g["t0"] <= c["t1"]
                                                   for c in calls)),
        "slowest": {"n": len(slow), "wall": mean("wall_ms", slow), "cpu": mean("cpu_ms", slow),
                    "gc_own": mean("gc_own_ms", slow), "gc_other": mean("gc_other_ms", slow),
                    "runq": mean("runq_ms", slow), "wait": mean("wait_ms", slow)},
        "hooks": {h: {"n": len(v), "p50": round(pct(v, 0.5), 3), "p99": round(pct(v, 0.99), 3),
                      "cpu_p99": round(pct(hook_cpu[h], 0.99), 3)} for h, v in sorted(hooks.items())},
    }


def split_turn(calls: list[dict], gcs: list[dict]) -> dict:
    """One turn's memlock time: wall and CPU of its calls (model call and tool run subtracted), and the GC
    passes inside those calls (own thread: triggered by memlock's allocations; other thread: waited for)."""
    wall = sum(c["t1"] - c["t0"] - c["inner"] for c in calls)
    cpu = sum(c["cpu"] - c["inner_cpu"] for c in calls)
    runq = sum(c.get("runq") or 0 for c in calls)
    gc_own = gc_other = 0
    for c in calls:
        for g in gcs:
            overlap = min(c["t1"], g["t1"]) - max(c["t0"], g["t0"])
            if overlap > 0:
                if g["thread"] == c["thread"]:
                    gc_own += overlap
                else:
                    gc_other += overlap
    # wall = CPU + GC passes of other threads (the GIL held by the collector) + run-queue time (no core)
    # + the rest (the GIL held by Hermes's threads, locks); the waits can overlap, so each takes what
    # is left after the ones before it
    left = max(0, wall - cpu)
    other = min(gc_other, left)
    queued = min(runq, left - other)
    return {"wall_ms": wall / 1e6, "cpu_ms": cpu / 1e6, "gc_own_ms": gc_own / 1e6, "gc_other_ms": other / 1e6,
            "runq_ms": queued / 1e6, "wait_ms": (left - other - queued) / 1e6}


# ── the run ────────────────────────────────────────────────────────────────
def run(args: argparse.Namespace) -> list[dict]:
    from hermes_state import SessionDB

    from hermes_harness.gateway import Gateway, install_chat_model
    from hermes_harness.scripted_llm import ScriptedLLM

    levels = [int(x) for x in args.chats.split(",") if x]
    out = []
    server = ScriptedLLM().start()
    install_chat_model(server)
    try:
        for detection in [d for d in args.detection.split(",") if d]:
            with tempfile.TemporaryDirectory(prefix="memlock-realgw-") as tmp:
                timing = Path(tmp) / "timing.jsonl"
                # A user's gateway: memlock's defaults but for the detection mode and 8 config anchors; the
                # context is large enough that the seeded history is not compacted (this measures quiet turns).
                gw = Gateway.create(server.base_url, root=Path(tmp) / "gw", plugin_dir=REPO_ROOT,
                                    memlock={"detection": detection, "anchors": ANCHORS},
                                    env={"MEMLOCK_HOOK_TIMING": str(timing)})
                gw.start(timeout=180)
                try:
                    db = SessionDB(gw.home.path / "state.db")
                    for n in levels:
                        print(f"[{detection}] {n} chat(s): seeding {args.messages}-message histories, warm-up, "
                              f"{args.turns} quiet turns each", flush=True)
                        row = run_level(gw, db, n, args.turns, args.messages, timing, seed=n)
                        row["detection"] = detection
                        out.append(row)
                        print(json.dumps(row), flush=True)
                    db.close()
                finally:
                    gw.stop()
    finally:
        server.stop()
    return out


def table(rows: list[dict]) -> str:
    lines = ["| detection | chats | turns | history | wall p50 ms | wall p99 ms | CPU p50 ms | CPU p99 ms | "
             "turns with a GC pass | GC passes in the gateway: gen 0 / 1 / 2 (ms) | of them started in memlock | "
             "load average |", "|---|---:|---:|---|---:|---:|---:|---:|---:|---|---:|---|"]
    for r in rows:
        lines.append(f"| {r['detection']} | {r['chats']} | {r['turns']} | {r['history'][0]}-{r['history'][1]} | "
                     f"{r['wall_p50']:.2f} | **{r['wall_p99']:.2f}** | {r['cpu_p50']:.2f} | {r['cpu_p99']:.2f} | "
                     f"{r['gc_turns']} | {gens(r)} | {r['gc_in_memlock']} | {r['load'][0]:.1f}-{r['load'][1]:.1f} |")
    lines += ["", "The slowest 1 % of turns, on average (what the p99 is made of):", "",
              "| detection | chats | turns | wall ms | memlock CPU ms | GC in memlock's thread ms | "
              "GC in another thread ms | runnable, no core (other processes) ms | GIL and lock waits ms |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        s = r["slowest"]
        lines.append(f"| {r['detection']} | {r['chats']} | {s['n']} | {s['wall']:.2f} | {s['cpu']:.2f} | "
                     f"{s['gc_own']:.2f} | {s['gc_other']:.2f} | {s['runq']:.2f} | {s['wait']:.2f} |")
    lines += ["", "Per hook call (memlock's own time; middleware without the call it wraps): wall p50 / wall p99 / "
              "CPU p99 ms:", "",
              "| detection | chats | " + " | ".join(HOOKS) + " |", "|---|---:|" + "---:|" * len(HOOKS)]
    for r in rows:
        cells = [f"{r['hooks'][h]['p50']:.2f} / {r['hooks'][h]['p99']:.2f} / {r['hooks'][h]['cpu_p99']:.2f}"
                 if h in r["hooks"] else "-" for h in HOOKS]
        lines.append(f"| {r['detection']} | {r['chats']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def gens(r: dict) -> str:
    g = r["gc_by_generation"]
    return " / ".join(f"{g[k][0]} ({g[k][1]:.0f})" for k in ("0", "1", "2"))


HOOKS = ("pre_llm_call", "llm_execution", "post_llm_call", "on_session_end")


def section(rows: list[dict], args: argparse.Namespace) -> str:
    verdicts = []
    for r in rows:
        met = "met" if r["wall_p99"] <= TARGET_MS else "**not met**"
        verdicts.append(f"{r['detection']}, {r['chats']} chat(s): p99 {r['wall_p99']:.2f} ms, {met}")
    made_of = []
    for r in rows:
        s, w = r["slowest"], max(r["slowest"]["wall"], 1e-9)
        made_of.append(f"{r['detection']}, {r['chats']} chat(s): the slowest 1 % of turns ({s['wall']:.1f} ms) are "
                       f"{100 * s['cpu'] / w:.0f} % memlock CPU, {100 * s['gc_other'] / w:.0f} % GC passes of other "
                       f"threads, {100 * s['runq'] / w:.0f} % waiting for a core, {100 * s['wait'] / w:.0f} % waiting "
                       f"for the GIL or a lock; {r['gc_in_memlock']} of the gateway's {r['gc_passes']} GC passes "
                       "started inside a memlock call")
    return "\n".join([
        SECTION, "",
        "The gateway verdict, measured as a user runs it: a real `hermes gateway run` (API server platform) "
        "against a scripted OpenAI-compatible model, memlock installed from this checkout with 8 config "
        f"anchors, ~{args.messages}-message histories in Hermes's own session database, N chats at once with "
        "0.5-1.5 s between a chat's turns, **no `gc.freeze()`**. Times are memlock's own: its hook calls "
        "inside the gateway process (`MEMLOCK_HOOK_TIMING`), with the model call and the tool run that its "
        "middleware wraps subtracted; a turn is the sum of its calls. CPU is the calling thread's CPU "
        "(`thread_time`); GC passes come from `gc.callbacks` in the gateway; \"runnable, no core\" is the "
        "thread's run-queue time (`/proc/thread-self/schedstat`): the cores were taken by other threads or "
        "processes; \"GIL and lock waits\" is the rest of wall minus CPU (chiefly the GIL held by Hermes's "
        "threads). See bench/bench_real_gateway.py.", "",
        table(rows), "",
        f"Target (quiet turn, wall p99 <= {TARGET_MS:g} ms): " + "; ".join(verdicts) + ".", "",
        "What the tail is made of (computed from the table above): " + "; ".join(made_of) + ".", ""])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chats", default="1,10,50")
    parser.add_argument("--turns", type=int, default=10, help="quiet turns per chat")
    parser.add_argument("--messages", type=int, default=400, help="seeded history per chat")
    parser.add_argument("--detection", default="keyword", help="comma-separated: keyword, auto, semantic")
    parser.add_argument("--quick", action="store_true", help="4 turns per chat")
    parser.add_argument("--json", type=Path, help="also write the rows here")
    parser.add_argument("--write-doc", action="store_true", help=f"rewrite {SECTION!r} of docs/BENCHMARKS.md")
    args = parser.parse_args()
    if args.quick:
        args.turns = min(args.turns, 4)
    rows = run(args)
    text = section(rows, args)
    print("\n" + text)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    if args.write_doc:
        write_section(SECTION, text)
    return 0


if __name__ == "__main__":
    threading.current_thread().name = "bench"
    raise SystemExit(main())
