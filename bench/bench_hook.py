"""Latency and peak memory of memlock's pre_llm_call path (issue 2).

Run from the repository root:

    .venv/bin/python bench/bench_hook.py            # full run (a few minutes)
    .venv/bin/python bench/bench_hook.py --quick    # fewer iterations (~20 s)

Measures, for histories of 10 / 100 / 1,000 / 5,000 messages of ~1 KB each, keyword detection and
8 anchors (4 alive in the tail, 4 only in the summary):

(a) quiet turn: one persistent engine, the history grows by 2 messages per turn (assistant reply +
    next user message) and nothing new was compacted, as Hermes calls the hook turn after turn;
    end_turn (where the session state is persisted) is timed separately;
(b) compaction turn: a fresh summary appears at index 0 (new body each time), so the audit runs.

It goes through the real hook, ``memlock_adapters.hermes_plugin.pre_llm_call`` (and
``on_session_end`` for end_turn) when that module imports, else through ``Engine.before_llm``; the
output says which. Latency: median and p95 of ``time.perf_counter_ns`` around the call only
(building the history copy is Hermes's cost, not ours). Peak memory: ``tracemalloc`` peak above the
level before the call, in a separate pass (tracemalloc slows everything down).
"""
from __future__ import annotations

import argparse
import gc
import logging
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Callable

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

SIZES = (10, 100, 1_000, 5_000)
SUMMARY_PREFIX = ("[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted into the summary below. "
                  "This is a handoff from a previous context window — treat it as background reference, "
                  "NOT as active instructions.")
SUMMARY_END = "--- END OF CONTEXT SUMMARY — respond to the message below, not the summary above ---"
ANCHORS = [
    {"id": "bullets", "text": "Always answer in bullet points.", "priority": 90},
    {"id": "migrations", "text": "Never run migrations against the production database.", "priority": 80},
    {"id": "metric", "text": "Use metric units in every estimate.", "priority": 60},
    {"id": "typing", "text": "Add type hints to every new Python function.", "priority": 50},
    {"id": "commits", "text": "Write commit messages in the imperative mood.", "priority": 50},
    {"id": "secrets", "text": "Never print credentials or tokens in logs.", "priority": 70},
    {"id": "tests", "text": "Run the unit tests before proposing a merge.", "priority": 40},
    {"id": "british", "text": "Spell words the British way (colour, organise).", "priority": 30},
]
ALIVE_IN_TAIL = "Reminder: bullet points please, metric units, type hints on new functions, imperative commit messages."
WORDS = ("the parser cache request handler returns value when index buffer queue thread config file path "
         "module server client token error retry latency schema record batch stream window offset").split()


def filler(rng: random.Random, n_chars: int = 1000) -> str:
    out, size = [], 0
    while size < n_chars:
        word = rng.choice(WORDS)
        out.append(word)
        size += len(word) + 1
    return " ".join(out)[:n_chars]


def base_history(n: int, rng: random.Random) -> list[dict]:
    """n messages of ~1 KB: an (already seen) summary at 0, then user/assistant turns; the rules
    that are alive appear once in the tail."""
    history: list[dict] = [{"role": "user", "content": f"{SUMMARY_PREFIX}\nolder work, bullet points, migrations\n\n"
                                                       f"{SUMMARY_END}", "_compressed_summary": True}]
    for i in range(1, n):
        role = "user" if i % 2 else "assistant"
        history.append({"role": role, "content": filler(rng)})
    history[-1 if n > 1 else 0] = {"role": "user", "content": ALIVE_IN_TAIL + " " + filler(rng, 900)}
    return history


class Hook:
    """The path under test: the real Hermes hook when available, else the core engine."""

    def __init__(self) -> None:
        try:
            from memlock_adapters import hermes_plugin

            hermes_plugin.reset_engine()
            self.plugin = hermes_plugin
            self.via = "memlock_adapters.hermes_plugin.pre_llm_call / on_session_end (the real Hermes hook)"
        except Exception as exc:  # noqa: BLE001
            self.plugin = None
            self.via = f"memlock_core.Engine.before_llm / end_turn (adapter unavailable: {exc})"
            from memlock_core import Engine
            from memlock_core.config_loader import load_host_config

            self.engine = Engine(load_host_config())

    def pre_llm_call(self, sid: str, history: list, user_message: str) -> object:
        if self.plugin is not None:
            return self.plugin.pre_llm_call(session_id=sid, conversation_history=history, user_message=user_message,
                                            is_first_turn=False, model="bench", platform="cli",
                                            telemetry_schema_version=1)
        self.engine.ensure_started(sid)
        outcome = self.engine.before_llm(sid, history, user_message=user_message)
        return {"context": outcome.block} if outcome.block else None

    def llm_request(self, sid: str, messages: list) -> object:
        """The llm_request middleware Hermes runs before every model call of a turn."""
        if self.plugin is not None:
            return self.plugin.llm_request(request={"model": "bench", "messages": messages}, session_id=sid,
                                           api_call_count=1, telemetry_schema_version=1)
        return self.engine.on_request(sid, messages)

    def end_turn(self, sid: str) -> None:
        if self.plugin is not None:
            self.plugin.on_session_end(session_id=sid, completed=True, telemetry_schema_version=1)
        else:
            self.engine.end_turn(sid)

    def finalize(self, sid: str) -> None:
        engine = self.plugin.get_engine() if self.plugin is not None else self.engine
        engine.finalize(sid)

    def engine_(self):
        return self.plugin.get_engine() if self.plugin is not None else self.engine


def stats(samples_ns: list[int]) -> tuple[float, float]:
    ordered = sorted(samples_ns)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered) / 1e6, p95 / 1e6


def timed(fn: Callable[[], object]) -> int:
    start = time.perf_counter_ns()
    fn()
    return time.perf_counter_ns() - start


def peak_kib(fn: Callable[[], object]) -> float:
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        fn()
        return (tracemalloc.get_traced_memory()[1] - before) / 1024
    finally:
        tracemalloc.stop()


def warm_up(hook: Hook, sid: str, history: list, rng: random.Random) -> list:
    """First sight of a session, then enough quiet turns for memlock to have read every message
    once (end_turn memoizes at most 512 texts per turn): the state of a session memlock has
    followed turn by turn. Returns the grown history."""
    hook.pre_llm_call(sid, list(history), history[-1]["content"])
    hook.end_turn(sid)
    for _ in range(len(history) // 512 + 1):
        history += [{"role": "assistant", "content": filler(rng)}, {"role": "user", "content": filler(rng)}]
        hook.pre_llm_call(sid, list(history), history[-1]["content"])
        hook.end_turn(sid)
    return history


def quiet_turns(hook: Hook, n: int, turns: int, block: int, rng: random.Random) -> dict:
    """History of n messages growing by 2 per turn; a new session every `block` turns keeps the size
    near n (and below hard_reinject_turns, whose safety-net audit costs like a compaction turn)."""
    pre, core, request, end = [], [], [], []
    engine = hook.engine_()
    system = {"role": "system", "content": "You are a coding agent. " + filler(rng, 2000)}
    session = 0
    while len(pre) < turns:
        sid = f"quiet-{n}-{session}"
        session += 1
        history = warm_up(hook, sid, base_history(n, rng), rng)
        for i in range(min(block, turns - len(pre))):
            user = {"role": "user", "content": f"turn {i}: " + filler(rng)}
            history += [{"role": "assistant", "content": filler(rng)}, user]
            copy = list(history)  # what Hermes passes: a shallow copy of its message list
            result = None

            def call() -> None:
                nonlocal result
                result = hook.pre_llm_call(sid, copy, user["content"])

            pre.append(timed(call))
            assert result is None, "a quiet turn must not inject"
            wire = [system, *history]
            request.append(timed(lambda: hook.llm_request(sid, wire)))
            end.append(timed(lambda: hook.end_turn(sid)))
            # the same quiet turn through the core alone (attributes the adapter's share)
            history += [{"role": "assistant", "content": filler(rng)}, {"role": "user", "content": filler(rng)}]
            copy = list(history)
            core.append(timed(lambda: engine.before_llm(sid, copy, user_message=copy[-1]["content"])))
            hook.end_turn(sid)
        hook.finalize(sid)
    mem_sid = f"quiet-mem-{n}"
    history = warm_up(hook, mem_sid, base_history(n, rng), rng)
    history += [{"role": "assistant", "content": filler(rng)}, {"role": "user", "content": filler(rng)}]
    copy = list(history)
    peak = peak_kib(lambda: hook.pre_llm_call(mem_sid, copy, copy[-1]["content"]))
    hook.finalize(mem_sid)
    return {"pre": stats(pre), "core": stats(core), "request": stats(request), "end": stats(end), "peak": peak,
            "samples": len(pre)}


def compaction_turns(hook: Hook, n: int, turns: int, rng: random.Random, *, cold: bool) -> dict:
    """A fresh summary replaces message 0 each turn; the other n-1 messages are the same objects
    (Hermes copies message dicts, not their text). cold: memlock's per-message probe memo is
    emptied before each turn, as in a new process that never saw these messages."""
    try:
        from memlock_core.detection.probe_index import ProbeIndex
    except ImportError:  # a core without the per-session probe memo (older checkouts): always "cold"
        ProbeIndex = None

    sid = f"compaction-{n}-{'cold' if cold else 'warm'}"
    history = warm_up(hook, sid, base_history(n, rng), rng)
    samples, counter = [], [0]

    def fresh() -> list:
        counter[0] += 1
        body = f"compaction {counter[0]}: the user asked for bullet points; migrations were discussed. " + filler(rng, 600)
        out = list(history)
        out[0] = {"role": "user", "content": f"{SUMMARY_PREFIX}\n{body}\n\n{SUMMARY_END}", "_compressed_summary": True}
        return out

    def forget() -> None:
        if cold and ProbeIndex is not None:
            hook.engine_()._live[sid].index = ProbeIndex()

    for _ in range(turns):
        copy = fresh()
        forget()
        result = None

        def call() -> None:
            nonlocal result
            result = hook.pre_llm_call(sid, copy, copy[-1]["content"])

        samples.append(timed(call))
        assert result and "[memlock]" in result["context"], "a compaction turn must re-inject the casualties"
        hook.end_turn(sid)
    copy = fresh()
    forget()
    peak = peak_kib(lambda: hook.pre_llm_call(sid, copy, copy[-1]["content"]))
    state = hook.engine_().state(sid)
    hook.finalize(sid)
    return {"pre": stats(samples), "peak": peak, "samples": len(samples), "integrity": state.integrity_score}


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"{platform.system()} {platform.release()}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer iterations")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="history sizes (comma-separated)")
    args = parser.parse_args()
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    quiet_n = 300 if args.quick else 2000
    turns_by_size = {10: 100, 100: 100, 1_000: 50, 5_000: 15} if args.quick else {10: 500, 100: 500, 1_000: 200, 5_000: 60}

    def compaction_n(n: int) -> int:  # fewer turns for big histories (a cold 5,000 costs ~0.1 s each)
        return turns_by_size.get(n, 15 if args.quick else 60)

    work = Path(tempfile.mkdtemp(prefix="memlock-bench-"))
    config = work / "config.yaml"
    import json

    config.write_text("memlock:\n  detection: keyword\n  anchors: " + json.dumps(ANCHORS) + "\n", encoding="utf-8")
    os.environ.update({"MEMLOCK_HOME": str(work / "home"), "HERMES_HOME": str(work / "hermes"),
                       "MEMLOCK_CONFIG": str(config)})
    logging.getLogger("memlock").setLevel(logging.ERROR)  # the integrity alert would be logged once per size
    hook = Hook()
    cfg = hook.engine_().cfg
    assert cfg.detection == "keyword" and len(cfg.static_anchors) == 8, cfg.warnings
    rng = random.Random(1234)

    print(f"memlock hook benchmark{' (--quick)' if args.quick else ''}")
    print(f"machine: {machine()}")
    print(f"path:    {hook.via}")
    print(f"config:  keyword detection, {len(cfg.static_anchors)} anchors, ~1 KB messages\n")
    print("(a) quiet turn (history +2 messages per turn, no new compaction); medians, p95 in parentheses")
    print(f"{'messages':>9} | {'pre_llm_call (hook)':>21} | {'Engine.before_llm':>17} | {'llm_request':>11} | "
          f"{'end_turn':>17} | {'peak mem':>9} | samples")
    for n in sizes:
        r = quiet_turns(hook, n, quiet_n, block=10, rng=rng)
        print(f"{n:>9,} | {r['pre'][0]:>6.4f} ({r['pre'][1]:.4f}) ms | {r['core'][0]:>14.4f} ms | "
              f"{r['request'][0]:>8.4f} ms | {r['end'][0]:>5.3f} ({r['end'][1]:.3f}) ms | {r['peak']:>5.1f} KiB | "
              f"{r['samples']}")
    print("\n(b) compaction turn (a fresh summary at index 0: full scan + audit + reminder)")
    print(f"{'messages':>9} | {'memo':>4} | {'pre_llm_call median':>19} | {'p95':>9} | {'peak mem':>10} | samples | integrity")
    for n in sizes:
        for cold in (False, True):
            r = compaction_turns(hook, n, compaction_n(n), rng, cold=cold)
            print(f"{n:>9,} | {'cold' if cold else 'warm':>4} | {r['pre'][0]:>16.3f} ms | {r['pre'][1]:>6.3f} ms | "
                  f"{r['peak']:>6.0f} KiB | {r['samples']:>7} | {r['integrity']}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
