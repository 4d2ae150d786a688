"""memlock's cost per turn with many chats at once, as in one Hermes gateway (issue 13).

Run from the repository root:

    .venv/bin/python -m bench gateway                       # full run (several minutes)
    .venv/bin/python -m bench gateway --quick               # fewer chats and turns
    .venv/bin/python -m bench gateway --write-doc           # also redraw docs/img/gateway_turns.png

What runs: N threads, one per chat, each driving memlock's real Hermes hooks
(``memlock_adapters.hermes_plugin.pre_llm_call``, the ``llm_execution`` middleware once, and
``on_session_end``) turn after turn on a ~1,000-message history (a pin, 8 config anchors), with a
"model call" (a sleep, which releases the GIL like Hermes's HTTP wait) between turns. Hermes's own
work per request is not simulated, so these numbers are memlock's share only. Sessions persist to a
private home (the file state store; quiet-turn counters flushed every ``state_flush_s``, set to 3 s
here so that the run crosses it many times: writes included).

Reported per scenario: memlock wall time per turn (sum of the three calls: what the user's request
waits for, GIL and lock waits included) and CPU per turn (thread CPU), p50 and p99, the load
average, and how many turns ran a pass of Python's cyclic GC inside them (whoever allocates when
the young generation is full pays for the pass, and the host's young 1,000-message lists make one
cost several ms) with the wall p99 of the other turns; then

* interference: 50 keyword chats' quiet-turn p99 alone, and while one more chat runs a semantic
  compaction audit (new summary, ~1,000 messages) back to back;
* memory per live session (tracemalloc, the engine's state only; the host holds the history);
* two "gateways" (two engines with different homes, each with its own PostgreSQL connection and
  listener) on one PostgreSQL: quiet-turn cost with the change token, how long a pin made on one
  takes to reach the other, and concurrent pins from both.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
import tracemalloc
import uuid
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bench.bench_hook import ANCHORS, SUMMARY_END, SUMMARY_PREFIX, base_history, filler, machine  # noqa: E402

RESULTS = REPO_ROOT / "bench" / "results" / "gateway.json"
CHART = REPO_ROOT / "docs" / "img" / "gateway_turns.png"


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def make_engine(home: Path, mode: str, **extra: Any) -> Any:
    from memlock_adapters import hermes_plugin
    from memlock_core import Engine, load_config

    # state_flush_s 3: quiet-turn counters are written during the run (the default 30 s would not come round)
    # home in the config: the plugin's get_engine() keeps an engine only when its home is configured
    # or is memlock_home(); otherwise it would build its own from the host config and measure that
    cfg = load_config({"anchors": ANCHORS, "detection": mode, "hard_reinject_turns": 0, "state_flush_s": 3,
                       "home": str(home), **extra})
    engine = Engine(cfg, home=home)
    hermes_plugin._engine = engine  # the hooks below use this engine
    return engine


_POOL: list[str] = []


def _history(messages: int, rng: random.Random, unique: bool = False) -> list[dict]:
    """A ~1 KB-per-message history like bench_hook's, its filler texts drawn from a shared pool
    (building 200 x 1,000 random texts would dominate the run)."""
    if not _POOL:
        _POOL.extend(filler(random.Random(n)) for n in range(512))
    history = base_history(2, rng)
    tail = history.pop()
    for i in range(1, messages - 1):
        text = rng.choice(_POOL)
        if unique:  # every sentence new: nothing in the embedding cache
            text = ". ".join(f"{w} {rng.randrange(10**9)}" for w in text.split(". "))
        history.append({"role": "user" if i % 2 else "assistant", "content": f"{i} " + text})
    history.append(tail)
    return history


class Chat:
    """One conversation: its own history, grown by two messages a turn."""

    def __init__(self, sid: str, messages: int, seed: int, unique: bool = False) -> None:
        self.sid = sid
        self.rng = random.Random(seed)
        self.history = _history(messages, self.rng, unique)
        self.n = 0

    def next_history(self, compaction: bool = False) -> list[dict]:
        self.n += 1
        self.history = self.history + [
            {"role": "assistant", "content": filler(self.rng, 300)},
            {"role": "user", "content": f"question {self.n}: " + filler(self.rng, 200)}]
        if compaction:  # a fresh summary at the head (new body: a new compaction)
            summary = {"role": "user", "_compressed_summary": True,
                       "content": f"{SUMMARY_PREFIX}\ncheckpoint {self.sid} {self.n} {uuid.uuid4().hex}\n\n{SUMMARY_END}"}
            self.history = [summary, *self.history[1:]]
        return self.history


def settle() -> None:
    """Move the histories built so far out of the cyclic GC's reach (``gc.freeze``). Without it a
    full collection walks every message dict of every chat (~10^6 objects at 200 chats) and stops
    all threads for 100-700 ms: a pause of the host process (a gateway holds its histories the same
    way), not memlock's; ``--no-freeze`` measures with it."""
    import gc

    if not NO_FREEZE:
        gc.collect()
        gc.freeze()


NO_FREEZE = False
_GC = threading.local()  # per thread: in a timed turn, and whether a cyclic-GC pass ran inside it


def _gc_seen(phase: str, info: dict) -> None:
    if phase == "start" and getattr(_GC, "timing", False):
        _GC.hit = True


WARM_TURNS = 9  # at least; then until end_turn has read the whole history (ProbeIndex.backlog)
MAX_WARM_TURNS = 500  # a cold history is read ~8 ms of CPU per end_turn (ProbeIndex.learn_seconds): ~30 turns at 1,000 messages


def warm(engine: Any, chat: Any) -> None:
    """Session start and the cold turns (the evidence index's backlog): not quiet samples."""
    engine.start_session(chat.sid)
    for turn in range(MAX_WARM_TURNS):
        live = engine.registry.live_by_id.get(chat.sid)
        if turn >= WARM_TURNS and (live is None or not live.index.backlog):
            return
        one_turn(chat)
    raise AssertionError(f"{chat.sid}: end_turn never caught up with its history")


def one_turn(chat: Chat, compaction: bool = False) -> tuple[float, float]:
    """(wall ms, cpu ms) of memlock's hooks for one turn of ``chat``."""
    from memlock_adapters import hermes_plugin

    history = chat.next_history(compaction)
    user = history[-1]["content"]
    wall = cpu = 0.0
    _GC.timing, _GC.hit = True, False
    w0, c0 = time.perf_counter(), time.thread_time()
    out = hermes_plugin.pre_llm_call(session_id=chat.sid, conversation_history=history, user_message=user)
    wall += time.perf_counter() - w0
    cpu += time.thread_time() - c0
    # the scenario: a compaction turn re-injects (the pins are not in force after the summary), a quiet
    # turn does not; anything else means the bench measures another path than it says
    assert (out is not None) == compaction or chat.n == 1, (chat.sid, chat.n, compaction, out)
    request = {"model": "bench", "messages": [{"role": "system", "content": "sys"}, *history]}
    w0, c0 = time.perf_counter(), time.thread_time()
    hermes_plugin.llm_execution(request=request, next_call=lambda payload=None: None, session_id=chat.sid)
    wall += time.perf_counter() - w0
    cpu += time.thread_time() - c0
    w0, c0 = time.perf_counter(), time.thread_time()
    hermes_plugin.on_session_end(session_id=chat.sid)
    wall += time.perf_counter() - w0
    cpu += time.thread_time() - c0
    _GC.timing = False
    return wall * 1000, cpu * 1000


def run_chats(n: int, turns: int, messages: int, think_s: float, mode: str, home: Path,
              busy: str | None = None) -> dict[str, Any]:
    """``n`` chats with ``turns`` quiet turns each; ``busy``: one extra chat auditing a semantic
    compaction on every turn meanwhile. Returns the quiet-turn samples' percentiles."""
    engine = make_engine(home, mode)
    chats = [Chat(f"chat-{n}-{i}-{uuid.uuid4().hex[:6]}", messages, i) for i in range(n)]
    for chat in chats:  # session start and the cold turns (probe memo backlog) are not quiet samples
        warm(engine, chat)
    settle()
    walls: list[float] = []
    cpus: list[float] = []
    gc_walls: list[float] = []  # turns inside which a cyclic-GC pass ran (see _gc_seen)
    lock = threading.Lock()
    stop = threading.Event()
    start = threading.Barrier(n + (1 if busy else 0))

    def worker(chat: Chat) -> None:
        start.wait()
        mine_w, mine_c, mine_gc = [], [], []
        for _ in range(turns):
            w, c = one_turn(chat)
            mine_w.append(w)
            mine_c.append(c)
            if _GC.hit:
                mine_gc.append(w)
            time.sleep(think_s * (0.5 + chat.rng.random()))
        with lock:
            walls.extend(mine_w)
            cpus.extend(mine_c)
            gc_walls.extend(mine_gc)

    audits: list[float] = []

    def auditor() -> None:
        """Back-to-back compaction audits of a chat whose every message is new (cache misses:
        the embedding model runs on up to max_units sentence units each time)."""
        start.wait()
        k = 0
        while not stop.is_set():
            k += 1
            chat = Chat(f"busy-{k}-{uuid.uuid4().hex[:6]}", messages, 1000 + k, unique=True)
            engine.start_session(chat.sid)
            audits.append(one_turn(chat, compaction=True)[0])

    threads = [threading.Thread(target=worker, args=(c,)) for c in chats]
    if busy:
        threads.append(threading.Thread(target=auditor))
    import gc

    gc.callbacks.append(_gc_seen)
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads[:n]:
        t.join()
    stop.set()
    for t in threads[n:]:
        t.join()
    elapsed = time.perf_counter() - began
    gc.callbacks.remove(_gc_seen)
    engine.flush_all()
    others = list(walls)
    for w in gc_walls:
        others.remove(w)
    return {"chats": n, "mode": mode, "turns": len(walls), "seconds": round(elapsed, 1),
            "wall_p50": pct(walls, 0.5), "wall_p99": pct(walls, 0.99), "wall_max": max(walls),
            "cpu_p50": pct(cpus, 0.5), "cpu_p99": pct(cpus, 0.99),
            "gc_turns": len(gc_walls), "gc_turn_wall_max": max(gc_walls, default=0.0),
            "wall_p99_without_gc_turns": pct(others, 0.99), "loadavg": _loadavg(),
            "busy_audits": len(audits), "busy_audit_p50": pct(audits, 0.5) if audits else None}


def _loadavg() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "n/a"


def run_control(n: int, turns: int, think_s: float, cpu_ms: float) -> dict[str, Any]:
    """The machine's floor: the same threads and think times, each "turn" ``cpu_ms`` of pure Python
    CPU and no memlock. Its wall p99 is what scheduling (other processes, the GIL) adds on this
    machine to any work of that size; memlock's own waits are what its p99 adds beyond this."""
    walls: list[float] = []
    lock = threading.Lock()
    start = threading.Barrier(n)

    def busy() -> None:
        end = time.thread_time() + cpu_ms / 1000
        x = 0
        while time.thread_time() < end:
            x += 1

    def worker(seed: int) -> None:
        rng = random.Random(seed)
        start.wait()
        mine = []
        for _ in range(turns):
            w0 = time.perf_counter()
            busy()
            mine.append((time.perf_counter() - w0) * 1000)
            time.sleep(think_s * (0.5 + rng.random()))
        with lock:
            walls.extend(mine)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"floor_p50": pct(walls, 0.5), "floor_p99": pct(walls, 0.99)}


def compaction_cost(mode: str, messages: int, home: Path, repeat: int) -> dict[str, Any]:
    engine = make_engine(home, mode)
    chat = Chat(f"compact-{mode}-{uuid.uuid4().hex[:6]}", messages, 7)
    engine.start_session(chat.sid)
    one_turn(chat)
    samples = [one_turn(chat, compaction=True) for _ in range(repeat)]
    return {"mode": mode, "wall_p50": pct([s[0] for s in samples], 0.5),
            "cpu_p50": pct([s[1] for s in samples], 0.5), "runs": repeat}


def memory_per_session(messages: int, sessions: int, home: Path) -> dict[str, Any]:
    make_engine(home, "keyword")  # the hooks use it
    chats = [Chat(f"mem-{i}-{uuid.uuid4().hex[:6]}", messages, i) for i in range(sessions)]
    histories = [c.next_history() for c in chats]  # the host's memory, allocated before tracing
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    from memlock_adapters import hermes_plugin

    for chat, history in zip(chats, histories):
        hermes_plugin.pre_llm_call(session_id=chat.sid, conversation_history=history, user_message="q")
        hermes_plugin.on_session_end(session_id=chat.sid)
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return {"sessions": sessions, "messages": messages, "kib_per_session": round(used / sessions / 1024, 1)}


def fleet(dsn: str, chats: int, turns: int, messages: int, think_s: float, tmp: Path) -> dict[str, Any]:
    """Two engines, two homes, one PostgreSQL schema."""
    from memlock_core import Engine, load_config
    from memlock_core.pinstore.sql_backend import PostgresPinStore
    from memlock_core.session import durable_pins

    schema = f"bench_{uuid.uuid4().hex[:8]}"
    cfg = {"anchors": ANCHORS, "persistence_backend": "postgres", "postgres_dsn": dsn, "postgres_schema": schema,
           "hard_reinject_turns": 0, "state_flush_s": 3, "detection": "keyword"}
    a = Engine(load_config({**cfg, "home": str(tmp / "gw-a")}), home=tmp / "gw-a")
    b = Engine(load_config({**cfg, "home": str(tmp / "gw-b")}), home=tmp / "gw-b")
    out: dict[str, Any] = {}
    try:
        from memlock_adapters import hermes_plugin

        hermes_plugin._engine = b
        quiet = run_chats_on(b, chats, turns, messages, think_s)
        out.update(quiet)
        # propagation: a pin made on a, seen by b's change token (a session holds at most max_pins,
        # so the pins go straight to the store, as `memlock pin --scope global` does)
        b.start_session("reader")
        b.before_llm("reader", [{"role": "user", "content": "hi"}])
        lags = []
        for i in range(20):
            before = b._store_token()
            durable_pins.pin(a.pin_store, f"Fleet rule number {i} about pears.", scope="global", project=None,
                             actor="user", now=time.time())
            committed = time.perf_counter()
            while b._store_token() == before and time.perf_counter() - committed < 10:
                time.sleep(0.0002)
            lags.append((time.perf_counter() - committed) * 1000)
        out["notify_lag_p50"], out["notify_lag_max"] = pct(lags, 0.5), max(lags)
        # concurrent writers from both engines
        per = 25

        def writer(engine: Engine, tag: str) -> None:
            for i in range(per):
                durable_pins.pin(engine.pin_store, f"Rule {tag}-{i} about plums.", scope="global", project=None,
                                 actor="user", now=time.time())

        t0 = time.perf_counter()
        threads = [threading.Thread(target=writer, args=(e, t)) for e, t in ((a, "a"), (b, "b"))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        out["concurrent_pins"] = 2 * per
        out["concurrent_seconds"] = round(time.perf_counter() - t0, 2)
        store = PostgresPinStore(dsn, schema=schema)
        load = store.load()
        out["stored"] = len([p for p in load.pins if "plums" in p.text])
        out["verify_ok"] = store.verify().ok
        store.close()
    finally:
        for engine in (a, b):
            close = getattr(engine.pin_store, "close", None)
            if close:
                close()
        import psycopg

        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    return out


def run_chats_on(engine: Any, n: int, turns: int, messages: int, think_s: float) -> dict[str, Any]:
    chats = [Chat(f"fleet-{i}-{uuid.uuid4().hex[:6]}", messages, i) for i in range(n)]
    for chat in chats:
        warm(engine, chat)
    settle()
    walls: list[float] = []
    lock = threading.Lock()

    def worker(chat: Chat) -> None:
        mine = []
        for _ in range(turns):
            mine.append(one_turn(chat)[0])
            time.sleep(think_s * (0.5 + chat.rng.random()))
        with lock:
            walls.extend(mine)

    threads = [threading.Thread(target=worker, args=(c,)) for c in chats]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return {"chats": n, "wall_p50": pct(walls, 0.5), "wall_p99": pct(walls, 0.99)}


def middleware_copy_cost(messages: int) -> dict[str, Any]:
    """What Hermes spends per model request when any ``llm_request`` middleware is registered
    (``hermes_cli.middleware.apply_llm_request_middleware`` deep-copies the request twice), which
    memlock avoids by registering ``llm_execution`` instead."""
    import copy

    chat = Chat("copy", messages, 3)
    request = {"model": "m", "messages": [{"role": "system", "content": "s" * 20000}, *chat.history],
               "tools": [{"type": "function", "function": {"name": f"t{i}", "parameters": {"type": "object"}}}
                         for i in range(30)]}
    samples = []
    for _ in range(15):
        t0 = time.thread_time()
        copy.deepcopy(copy.deepcopy(request))
        samples.append((time.thread_time() - t0) * 1000)
    try:
        from hermes_cli import plugins as hermes_plugins

        registered = hermes_plugins.get_plugin_manager()._middleware.get("llm_request", [])
        note = f"llm_request middleware registered in this process: {len(registered)}"
    except Exception as exc:  # noqa: BLE001 - hermes not installed: the copy cost stands alone
        note = f"hermes not importable: {exc}"
    return {"messages": messages, "two_deepcopies_cpu_ms_p50": pct(samples, 0.5), "note": note}


def chart(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, 2, figsize=(10, 4))
    for ax, metric, title in ((axes[0], "wall", "wall time per quiet turn"), (axes[1], "cpu", "CPU per quiet turn")):
        for mode, style in (("keyword", "-o"), ("semantic", "--s")):
            mine = [r for r in rows if r["mode"] == mode]
            if not mine:
                continue
            xs = [r["chats"] for r in mine]
            ax.plot(xs, [r[f"{metric}_p50"] for r in mine], style, label=f"{mode} p50")
            ax.plot(xs, [r[f"{metric}_p99"] for r in mine], style, alpha=0.5, label=f"{mode} p99")
        ax.set_xscale("log")
        ax.set_xlabel("concurrent chats")
        ax.set_ylabel("ms")
        ax.set_title(title)
        ax.grid(True, alpha=0.3)
        if metric == "wall":
            ax.axhline(5, color="red", linewidth=0.8, linestyle=":", label="5 ms target")
            floor = [r for r in rows if r["mode"] == "keyword" and "floor_p99" in r]
            if floor:
                ax.plot([r["chats"] for r in floor], [r["floor_p99"] for r in floor], ":", color="gray",
                        label="machine floor p99 (same CPU, no memlock)")
        ax.legend(fontsize=7)
    fig.suptitle("memlock in one Hermes gateway: ~1,000-message chats")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chats", default="1,10,50,200", help="comma-separated concurrency levels")
    parser.add_argument("--modes", default="keyword,semantic")
    parser.add_argument("--turns", type=int, default=10, help="quiet turns per chat")
    parser.add_argument("--messages", type=int, default=1000)
    parser.add_argument("--think-ms", type=float, default=1000.0,
                        help="mean model-call time between a chat's turns (uniform 0.5x-1.5x)")
    parser.add_argument("--quick", action="store_true", help="chats 1,10,50; 8 turns; keyword only")
    parser.add_argument("--no-fleet", action="store_true", help="skip the PostgreSQL part")
    parser.add_argument("--no-freeze", action="store_true", help="leave the histories to the cyclic GC (see settle())")
    parser.add_argument("--no-extras", action="store_true", help="only the per-level table")
    parser.add_argument("--write-doc", action="store_true", help=f"write {RESULTS.name} and the chart")
    args = parser.parse_args()
    if args.quick:
        args.chats, args.turns, args.modes = "1,10,50", 8, "keyword"
    global NO_FREEZE
    NO_FREEZE = args.no_freeze
    import logging

    logging.getLogger("memlock").setLevel(logging.ERROR)
    levels = [int(x) for x in args.chats.split(",")]
    modes = args.modes.split(",")
    think = args.think_ms / 1000
    report: dict[str, Any] = {"machine": machine(), "args": vars(args), "rows": []}
    with tempfile.TemporaryDirectory(prefix="memlock-bench-gw-") as tmp:
        root = Path(tmp)
        os.environ["MEMLOCK_HOME"] = str(root / "unused")
        print(f"{'mode':>8} {'chats':>5} {'turns':>6} | {'wall p50':>8} {'wall p99':>8} {'max':>7} | "
              f"{'cpu p50':>7} {'cpu p99':>7} | {'floor50':>8} {'floor99':>8} | {'gc turns':>8} {'p99 w/o':>7} | "
              f"s | load")
        for mode in modes:
            for n in levels:
                row = run_chats(n, args.turns, args.messages, think, mode, root / f"{mode}-{n}")
                row.update(run_control(n, args.turns, think, row["cpu_p50"]))
                report["rows"].append(row)
                print(f"{mode:>8} {n:>5} {row['turns']:>6} | {row['wall_p50']:8.2f} {row['wall_p99']:8.2f} "
                      f"{row['wall_max']:7.1f} | {row['cpu_p50']:7.2f} {row['cpu_p99']:7.2f} | "
                      f"{row['floor_p50']:8.2f} {row['floor_p99']:8.2f} | {row['gc_turns']:>8} "
                      f"{row['wall_p99_without_gc_turns']:7.2f} | {row['seconds']} | {row['loadavg']}")
        if args.no_extras:
            modes = []
        report["compaction"] = [compaction_cost(m, args.messages, root / f"compact-{m}", 5) for m in modes]
        for c in report["compaction"]:
            print(f"compaction audit, {c['mode']}: wall p50 {c['wall_p50']:.1f} ms, cpu p50 {c['cpu_p50']:.1f} ms")
        if "semantic" in modes:
            alone = run_chats(50, args.turns, args.messages, think, "semantic", root / "alone")
            busy = run_chats(50, args.turns, args.messages, think, "semantic", root / "busy", busy="semantic")
            report["interference"] = {"alone": alone, "busy": busy}
            print(f"interference: 50 chats quiet p99 {alone['wall_p99']:.2f} ms alone, {busy['wall_p99']:.2f} ms "
                  f"during {busy['busy_audits']} semantic compaction audits (p50 {busy['busy_audit_p50']:.0f} ms)")
        if args.no_extras:
            return _finish(report, args)
        report["copy"] = middleware_copy_cost(args.messages)
        print(f"llm_request middleware cost avoided: two deep copies of a {args.messages}-message request = "
              f"{report['copy']['two_deepcopies_cpu_ms_p50']:.1f} ms CPU per model request")
        report["memory"] = memory_per_session(args.messages, 200, root / "memory")
        print(f"memory: {report['memory']['kib_per_session']} KiB per live session")
        dsn = os.environ.get("MEMLOCK_TEST_PG_DSN", "").strip()
        if dsn and not args.no_fleet:
            report["fleet"] = fleet(dsn, 50, args.turns, args.messages, think, root)
            f = report["fleet"]
            print(f"fleet: 50 chats on gateway b, postgres backend: quiet p50 {f['wall_p50']:.2f} / p99 "
                  f"{f['wall_p99']:.2f} ms; pin a->b lag p50 {f['notify_lag_p50']:.1f} ms (max "
                  f"{f['notify_lag_max']:.1f}); {f['concurrent_pins']} concurrent pins in {f['concurrent_seconds']} s, "
                  f"{f['stored']} stored, verify ok: {f['verify_ok']}")
    return _finish(report, args)


def _finish(report: dict[str, Any], args: argparse.Namespace) -> int:
    if args.write_doc:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(report, indent=1, default=str) + "\n")
        chart(report["rows"], CHART)
        print(f"wrote {RESULTS} and {CHART}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
