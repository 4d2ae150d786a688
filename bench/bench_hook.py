"""Latency of memlock's pre_llm_call hook, side by side with the reference plugin (issues 2 and 23).

Run from the repository root:

    .venv/bin/python -m bench hook --quick                                   # ours only (~2 min)
    .venv/bin/python -m bench hook --quick --reference /path/to/hermes-memlock  # with the reference
    MEMLOCK_REFERENCE_PLUGIN=/path/to/hermes-memlock .venv/bin/python -m bench hook --write-doc

The reference plugin is https://github.com/Sahil-SS9/hermes-memlock (``git clone`` it and
``git checkout 694ec32``; the Hermes hook, its ``memlock_core`` and ``config.yaml`` are all it needs).
It is imported from that checkout as a package, never copied into this repository. Both plugins run
in this one process on the same histories, each sample timed for ours and then the reference (the
order alternates), so a busy machine slows both alike; the ratio is ours / reference.

Histories of 100 / 1,000 / 5,000 messages of ~1 KB, 8 anchors (the reference gets the same probes
ours derives: it rejects anchors without probes). The last user message restates 4 of them as a
list, so after a compaction 4 are alive and 4 are casualties. Two turns are timed around
``pre_llm_call`` only (the history copy Hermes makes is not ours):

(a) quiet turn: the history grows by 2 messages per turn, nothing new was compacted;
(b) compaction turn: a fresh summary replaces message 0 (a new body each turn). *warm*: memlock has
    followed the session turn by turn (its end_turn read every message); *cold*: the first compaction
    after a process restart (a new engine, every in-process memo and the embedding cache emptied;
    the embedding model itself stays loaded). For the reference, cold re-reads its session file.

The bench asserts its own scenario on every sample, so a behaviour change breaks it instead of
silently measuring something else: our casualties are exactly the 4 expected ones (integrity 50%),
the audit ran on the requested engine path (``keyword`` or ``semantic``), a warm audit classified
no text and embedded no sentence anew, a cold one read the whole live region; the reference saw the
compaction and audited it in the same mode.
"""
from __future__ import annotations

import argparse
import gc
import hashlib
import importlib.util
import json
import logging
import os
import platform
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from bench.docsection import write_section  # noqa: E402

SECTION = "## pre_llm_call hook latency (issue 2)"
SIZES = (100, 1_000, 5_000)
MODES = ("keyword", "semantic")
REFERENCE_ENV = "MEMLOCK_REFERENCE_PLUGIN"
REFERENCE_HOWTO = ("git clone https://github.com/Sahil-SS9/hermes-memlock && git -C hermes-memlock checkout 694ec32, "
                   f"then --reference hermes-memlock (or {REFERENCE_ENV}=hermes-memlock)")
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
ALIVE = ("bullets", "metric", "typing", "commits")
CASUALTIES = ("migrations", "secrets", "tests", "british")
ALIVE_IN_TAIL = "Standing rules for this chat:\n" + "\n".join(
    f"- {a['text']}" for a in ANCHORS if a["id"] in ALIVE) + "\n"
WORDS = ("the parser cache request handler returns value when index buffer queue thread config file path "
         "module server client token error retry latency schema record batch stream window offset").split()


def filler(rng: random.Random, n_chars: int = 1000) -> str:
    out, size = [], 0
    while size < n_chars:
        word = rng.choice(WORDS)
        out.append(word)
        size += len(word) + 1
    return " ".join(out)[:n_chars]


def summary(body: str) -> dict:
    return {"role": "user", "content": f"{SUMMARY_PREFIX}\n{body}\n\n{SUMMARY_END}", "_compressed_summary": True}


def base_history(n: int, rng: random.Random, summarized: bool = True) -> list[dict]:
    """n messages of ~1 KB: an (already seen) summary at 0 (or, ``summarized=False``, a session not
    compacted yet), then user/assistant turns; the rules that are alive are restated once, in the last
    user message."""
    history: list[dict] = [summary("older work, bullet points, migrations") if summarized
                           else {"role": "user", "content": filler(rng)}]
    for i in range(1, n):
        history.append({"role": "user" if i % 2 else "assistant", "content": filler(rng)})
    history[-1 if n > 1 else 0] = {"role": "user", "content": ALIVE_IN_TAIL + filler(rng, 900)}
    return history


def grow(history: list[dict], rng: random.Random) -> list[dict]:
    return history + [{"role": "assistant", "content": filler(rng)}, {"role": "user", "content": filler(rng)}]


# ── the two plugins ─────────────────────────────────────────────────────────────────────────────────
class Ours:
    """memlock through its real Hermes hook functions (memlock_adapters.hermes_plugin)."""

    name = "memlock"

    def __init__(self, work: Path) -> None:
        from memlock_adapters import hermes_plugin

        self.plugin = hermes_plugin
        self.work = work
        self.mode = ""

    def configure(self, mode: str) -> None:
        config = self.work / f"config-{mode}.yaml"
        config.write_text(f"memlock:\n  detection: {mode}\n  anchors: " + json.dumps(ANCHORS) + "\n", encoding="utf-8")
        os.environ["MEMLOCK_CONFIG"] = str(config)
        self.mode = mode
        self.restart()
        cfg = self.engine.cfg
        assert cfg.detection == mode and len(cfg.static_anchors) == len(ANCHORS), cfg.warnings
        if mode != "keyword":
            from memlock_core.detection import embedding_model

            embedding_model.get_encoder(cfg.embedding_model)  # loaded before anything is timed
            assert embedding_model.ready(cfg.embedding_model)

    def restart(self) -> None:
        """A new process, as far as memlock can tell: a new engine and every in-process memo empty."""
        self.plugin.reset_engine()
        forget_process_memos()

    @property
    def engine(self) -> Any:
        return self.plugin.get_engine()

    def start(self, sid: str) -> None:
        self.plugin.on_session_start(session_id=sid)

    def pre_llm_call(self, sid: str, history: list, user_message: str) -> Any:
        return self.plugin.pre_llm_call(session_id=sid, conversation_history=history, user_message=user_message,
                                        is_first_turn=False, model="bench", platform="cli", telemetry_schema_version=1)

    def end_turn(self, sid: str, samples: "Samples | None" = None) -> None:
        """on_session_end (timed into ``samples`` when given), then wait for the background prewarm it queued."""
        def call() -> None:
            self.plugin.on_session_end(session_id=sid, completed=True, telemetry_schema_version=1)

        samples.add(call) if samples is not None else call()
        if self.mode != "keyword":
            from memlock_core.detection import semantic

            with semantic._prewarm_lock:  # held from the prewarm's submission until it has run
                pass

    def finish(self, sid: str) -> None:
        self.engine.finalize(sid)


class Reference:
    """The reference plugin, imported from a checkout as a package and driven as Hermes drives it."""

    name = "reference"

    def __init__(self, path: Path) -> None:
        init = path / "__init__.py"
        if not (init.is_file() and (path / "memlock_core" / "detection.py").is_file()):
            raise SystemExit(f"--reference {path}: not a hermes-memlock checkout (no __init__.py and "
                             f"memlock_core/detection.py); get it with: {REFERENCE_HOWTO}")
        spec = importlib.util.spec_from_file_location("hermes_memlock_reference", init,
                                                      submodule_search_locations=[str(path)])
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        self.module: ModuleType = module
        self.hooks: dict[str, Callable[..., Any]] = {}
        self.mode = ""
        self.path = path

    def configure(self, mode: str) -> None:
        from memlock_core.detection.probes import derive_probes

        anchors = [{**a, "probes": derive_probes(a["text"])} for a in ANCHORS]  # the same words ours looks for
        settings: dict[str, Any] = {"detection": mode, "anchors": anchors}
        if mode == "semantic":  # the same all-MiniLM-L6-v2 weights, from where ours loads them (offline)
            from memlock_core.detection.embedding_model import DEFAULT_MODEL, resolve_model

            settings["embedding_model"] = resolve_model(DEFAULT_MODEL)
        ref = self

        class Context:  # the part of Hermes's PluginContext the plugin's register() uses
            config = {"memlock": settings}

            def register_hook(self, name: str, handler: Callable[..., Any]) -> None:
                ref.hooks[name] = handler

            def register_tool(self, **_: Any) -> None:
                pass

            def register_command(self, **_: Any) -> None:
                pass

        self.module._service.__init__()  # a fresh service: no sessions, no config
        self.module.register(Context())
        self.mode = mode
        assert self.module._service._cfg["detection"] == mode
        if mode == "semantic":  # its model is loaded by its own code, before anything is timed
            detection = sys.modules["hermes_memlock_reference.memlock_core.detection"]
            assert detection._ensure_semantic_model(self.module._service._cfg["embedding_model"]) is not None

    def provenance(self) -> str:
        """Which reference ran: a checkout, or one reassembled from stored file versions where git cannot reach
        GitHub (its REASSEMBLED note says which files, from which commits)."""
        note = self.path / "README-REASSEMBLED.txt"
        if note.is_file():
            return ("commit 694ec32, reassembled file by file from stored versions with no git access (the "
                    "copy's README-REASSEMBLED.txt names each file and the commit it came from; the plugin's "
                    "__init__.py and its memlock_core as published, nothing stubbed)")
        return "commit 694ec32"

    def restart(self) -> None:
        self.module._service.stores.clear()  # a new process re-reads each session file

    def start(self, sid: str) -> None:
        self.hooks["on_session_start"](session_id=sid)

    def pre_llm_call(self, sid: str, history: list, user_message: str) -> Any:
        return self.hooks["pre_llm_call"](session_id=sid, conversation_history=history, user_message=user_message,
                                          is_first_turn=False, model="bench", platform="cli")

    def end_turn(self, sid: str) -> None:
        self.hooks["on_session_end"](session_id=sid)

    def finish(self, sid: str) -> None:
        pass

    def last_summary_hash(self, sid: str) -> str | None:
        return self.module._service.ensure_store(sid).last_summary_hash

    def drifted(self, sid: str) -> int:
        return sum(1 for a in self.module._service.ensure_store(sid).anchors().values() if a["drifted"])


def forget_process_memos() -> None:
    """Empty every in-process memo of memlock's detection: the content memos (the evidence index),
    the lru caches of the classifiers, the sentence splitter's memo and the embedding cache."""
    from memlock_core.detection import embedding_cache, evidence_index, sentence_units

    evidence_index.forget_everything()
    for name, module in list(sys.modules.items()):
        if name.startswith("memlock_core.detection."):
            for value in list(vars(module).values()):
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    sentence_units._MEMO._data.clear()
    embedding_cache.CACHE.clear()


# ── measuring ───────────────────────────────────────────────────────────────────────────────────────
@dataclass
class Samples:
    ns: list[int] = field(default_factory=list)

    def add(self, fn: Callable[[], Any]) -> Any:
        start = time.perf_counter_ns()
        result = fn()
        self.ns.append(time.perf_counter_ns() - start)
        return result

    @property
    def median(self) -> float:
        return statistics.median(self.ns) / 1e6

    @property
    def p95(self) -> float:
        ordered = sorted(self.ns)
        return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))] / 1e6

    def cell(self) -> str:
        return f"{fmt(self.median)} ({fmt(self.p95)})" if self.ns else "n/a"


def fmt(ms: float) -> str:
    return f"{ms:.3f} ms" if ms < 10 else f"{ms:.1f} ms"


def ratio(ours: Samples, ref: Samples | None) -> str:
    return f"{ours.median / ref.median:.3f}x" if ref is not None and ref.ns else "n/a"


def peak_kib(fn: Callable[[], Any]) -> float:
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        fn()
        return (tracemalloc.get_traced_memory()[1] - before) / 1024
    finally:
        tracemalloc.stop()


def both(ours: Ours, ref: Reference | None, step: int, mine: Callable[[], None], theirs: Callable[[], None]) -> None:
    """One sample of each, ours first on even steps and the reference first on odd ones."""
    order = [mine, theirs] if step % 2 == 0 or ref is None else [theirs, mine]
    for fn in order:
        if fn is theirs and ref is None:
            continue
        fn()


def warm_up(plugin: Ours | Reference, sid: str, history: list, rng: random.Random) -> list:
    """A session memlock has followed turn by turn: first sight, then quiet turns until its end_turn
    has read the whole history (it reads a long history seen cold in slices). Returns the grown history."""
    plugin.start(sid)
    plugin.pre_llm_call(sid, list(history), history[-1]["content"])
    plugin.end_turn(sid)
    if not isinstance(plugin, Ours):
        return history
    for _ in range(5_000):
        live = plugin.engine.registry.live_by_id.get(sid)
        if live is None or not live.index.backlog:
            break
        history = grow(history, rng)
        plugin.pre_llm_call(sid, list(history), history[-1]["content"])
        plugin.end_turn(sid)
    else:
        raise AssertionError("end_turn never caught up with the history")
    return history


def before_the_safety_net(ours: Ours, sid: str, history: list, rng: random.Random, block: int) -> list:
    """Untimed quiet turns until `block` more fit before memlock's safety net (hard_reinject_turns)
    re-injects; returns the grown history."""
    hard = ours.engine.cfg.hard_reinject_turns
    state = ours.engine.registry.live_by_id[sid].state
    while hard > 0 and state.turn + block >= state.last_reinject_turn + hard:
        history = grow(history, rng)
        ours.pre_llm_call(sid, list(history), history[-1]["content"])
        ours.end_turn(sid)
        state = ours.engine.registry.live_by_id[sid].state
    return history


def quiet(ours: Ours, ref: Reference | None, n: int, turns: int, rng: random.Random, *, summarized: bool,
          block: int = 10) -> dict:
    """Quiet turns on a history of ~n messages growing by 2 per turn, after a compaction (a summary at
    message 0) or before any; a new session every `block` turns keeps the size near n and below either
    plugin's safety-net interval. The timed turns continue the history memlock's warm-up grew (a
    shorter one would read as a rewrite: a full rescan), and start right after memlock's safety net
    fired if the warm-up (end_turn reads a cold history in slices) came within `block` turns of it."""
    mine, theirs, end = Samples(), Samples(), Samples()
    session = 0
    while len(mine.ns) < turns:
        sid = f"quiet-{ours.mode}-{n}-{summarized}-{session}"
        session += 1
        history = before_the_safety_net(ours, sid, warm_up(ours, sid, base_history(n, rng, summarized), rng),
                                        rng, block)
        if ref is not None:
            warm_up(ref, sid, history, rng)
        for i in range(min(block, turns - len(mine.ns))):
            history = grow(history, rng)
            copy, user = list(history), history[-1]["content"]

            def run_mine() -> None:
                assert mine.add(lambda: ours.pre_llm_call(sid, copy, user)) is None, "a quiet turn must not inject"
                ours.end_turn(sid, end)

            def run_theirs() -> None:
                assert ref is not None
                assert theirs.add(lambda: ref.pre_llm_call(sid, list(history), user)) is None
                ref.end_turn(sid)

            both(ours, ref, i, run_mine, run_theirs)
        ours.finish(sid)
    sid = f"quiet-mem-{ours.mode}-{n}-{summarized}"
    history = grow(warm_up(ours, sid, base_history(n, rng, summarized), rng), rng)
    copy = list(history)  # the host's copy (Hermes passes list(messages)), not memlock's memory
    peak = peak_kib(lambda: ours.pre_llm_call(sid, copy, history[-1]["content"]))
    ours.finish(sid)
    return {"ours": mine, "ref": theirs if ref is not None else None, "end": end, "peak": peak}


def compaction(ours: Ours, ref: Reference | None, n: int, turns: int, rng: random.Random, *, cold: bool) -> dict:
    """Compaction turns: a fresh summary replaces message 0 each turn; the other messages are the same
    objects (Hermes copies message dicts, not their text). Asserts the scenario on every sample."""
    from memlock_core.detection.embedding_cache import CACHE
    from memlock_core.detection.evidence import EVIDENCE

    mode = ours.mode
    sid = f"compaction-{mode}-{n}-{'cold' if cold else 'warm'}"
    history = warm_up(ours, sid, base_history(n, rng), rng)
    if ref is not None:
        warm_up(ref, sid, history, rng)
    counter = [0]

    def fresh() -> list:
        counter[0] += 1
        out = list(history)
        out[0] = summary(f"compaction {counter[0]}: the user asked for bullet points; migrations were discussed. "
                         + filler(rng, 600))
        return out

    if mode != "keyword" and not cold:  # every evidence unit embedded, as in a session followed turn by turn
        ours.pre_llm_call(sid, fresh(), history[-1]["content"])
        ours.end_turn(sid)
    mine, theirs = Samples(), Samples()
    live_texts = sum(1 for m in history[1:] if m["role"] == "user")
    casualties: set[str] = set()
    ref_drifted = 0
    for step in range(turns):
        copy = fresh()
        user = copy[-1]["content"]

        def run_mine() -> None:
            nonlocal casualties
            if cold:
                ours.restart()
                assert ours.engine is not None  # built before the clock starts (whichever hook call comes first pays it)
            classified, embedded = EVIDENCE.misses, CACHE.stats.misses
            result = mine.add(lambda: ours.pre_llm_call(sid, copy, user))
            state = ours.engine.state(sid)
            statuses = {a.id: a.status for a in state.anchors.values()}
            casualties = {i for i, s in statuses.items() if s == "drifted"}
            assert result and "[memlock]" in result["context"], "a compaction turn must re-inject the casualties"
            assert casualties == set(CASUALTIES) and state.integrity_score == 50, (statuses, state.integrity_score)
            assert state.last_audit_mode == mode, f"the audit ran {state.last_audit_mode}, not {mode}"
            read = EVIDENCE.misses - classified
            if cold:
                assert read >= live_texts, f"a cold audit read {read} texts of {live_texts} live ones"
            else:
                assert read == 0 and CACHE.stats.misses == embedded, \
                    f"a warm audit classified {read} texts and embedded {CACHE.stats.misses - embedded} sentences"
            ours.end_turn(sid)

        def run_theirs() -> None:
            nonlocal ref_drifted
            assert ref is not None
            if cold:
                ref.restart()
            ref_copy = list(copy)
            theirs.add(lambda: ref.pre_llm_call(sid, ref_copy, user))
            body = ref_copy[0]["content"][len(ref.module.DEFAULT_SUMMARY_PREFIXES[0]):].strip()
            assert ref.last_summary_hash(sid) == hashlib.sha256(body.encode("utf-8")).hexdigest(), \
                "the reference did not see the compaction"
            ref_drifted = ref.drifted(sid)
            ref.end_turn(sid)

        both(ours, ref, step, run_mine, run_theirs)
    copy = fresh()
    if cold:
        ours.restart()
    peak = peak_kib(lambda: ours.pre_llm_call(sid, copy, copy[-1]["content"]))
    ours.finish(sid)
    return {"ours": mine, "ref": theirs if ref is not None else None, "peak": peak,
            "casualties": len(casualties), "ref_drifted": ref_drifted}


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()} {platform.release()}"


# ── the report ──────────────────────────────────────────────────────────────────────────────────────
def report(rows_q: dict, rows_c: dict, ref: Reference | None, args: argparse.Namespace) -> str:
    lines = [
        f"Both plugins' `pre_llm_call` in one process on the same histories ({machine()}); ours is "
        "`memlock_adapters.hermes_plugin.pre_llm_call`, the reference is "
        + (f"Sahil-SS9/hermes-memlock's Hermes hook imported from `{ref.path}` ({ref.provenance()})" if ref else
           "**not measured in this run** (the ratio needs the reference checkout: " + REFERENCE_HOWTO + ")")
        + ". Median (p95) of `time.perf_counter_ns` around the call; each sample times ours and the reference "
        "back to back, alternating which goes first. 8 anchors (the reference gets the probes ours derives), "
        "~1 KB messages, the last user message restating 4 of the rules. See the docstring of "
        "bench/bench_hook.py for the scenario; every sample asserts it (4 casualties, integrity 50%, the "
        "engine path, warm = nothing read or embedded anew, cold = the whole live region read).", "",
        "**(a) Quiet turn** (history +2 messages per turn, no new compaction; no audit runs, so the path is the same "
        "in every detection mode; *before any*: the session was not "
        "compacted yet, so the reference scans every message for a summary; *after a compaction*: a summary at "
        "message 0, which the reference finds first and stops. Each reference turn also rewrites its session "
        "file; ours writes in `end_turn`, timed separately, where the turn's new messages are also read into the "
        "evidence index):", "",
        "| mode | session | messages | ours | reference | ours / reference | ours end_turn | ours peak mem | samples |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    for (mode, n, when), r in rows_q.items():
        lines.append(f"| {mode} | {when} | {n:,} | {r['ours'].cell()} | {r['ref'].cell() if r['ref'] else 'n/a'} | "
                     f"{ratio(r['ours'], r['ref'])} | {r['end'].cell()} | {r['peak']:.1f} KiB | {len(r['ours'].ns)} |")
    lines += ["", "**(b) Compaction turn** (a fresh summary at message 0: summary scan, audit, reminder). *warm*: "
              "memlock followed the session (its evidence index holds every message; semantic: every evidence "
              "sentence embedded); *cold*: the first compaction after a restart (new engine, every memo and the "
              "embedding cache empty, the model loaded). The reference keeps no memo; its cold run re-reads its "
              "session file.", "",
              "| mode | messages | memo | ours | reference | ours / reference | ours peak mem | casualties ours / ref | samples |",
              "|---|---:|---|---:|---:|---:|---:|---:|---:|"]
    for (mode, n, memo), r in rows_c.items():
        lines.append(f"| {mode} | {n:,} | {memo} | **{r['ours'].cell()}** | {r['ref'].cell() if r['ref'] else 'n/a'} | "
                     f"**{ratio(r['ours'], r['ref'])}** | {r['peak']:.0f} KiB | {r['casualties']} / "
                     f"{r['ref_drifted'] if r['ref'] else 'n/a'} | {len(r['ours'].ns)} |")
    targets = []
    for (mode, n, memo), r in rows_c.items():
        if r["ref"] and memo == "warm" and n >= 1_000:
            value = r["ours"].median / r["ref"].median
            targets.append(f"{mode} {n:,}: {value:.3f}x ({'met' if value <= 0.2 else 'NOT met'})")
    quiet_targets, quiet_info = [], []
    for (mode, n, when), r in rows_q.items():
        if r["ref"] and r["ref"].ns and n >= 1_000:
            value = r["ours"].median / r["ref"].median
            if n == 5_000 and when == "before any":  # the issue's own quiet-turn figure: 0.010x here
                quiet_targets.append(f"{mode} {when} {n:,}: {value:.3f}x ({'met' if value <= 0.05 else 'NOT met'})")
            else:
                quiet_info.append(f"{mode} {when} {n:,}: {value:.3f}x")
    flat = []
    for mode, when in sorted({(m, w) for m, _, w in rows_q}):
        sizes = {n: r["ours"].median for (m, n, w), r in rows_q.items() if (m, w) == (mode, when)}
        if len(sizes) > 1:
            grow_x = sizes[max(sizes)] / sizes[min(sizes)]
            flat.append(f"{mode} {when}: {min(sizes):,} -> {max(sizes):,} messages {grow_x:.2f}x "
                        f"({'met' if grow_x <= 2 else 'NOT met'})")
    if targets:
        lines += ["", "Targets (issue 23): compaction turn, warm, <= 0.2x the reference at 1,000 and 5,000 messages: "
                  + "; ".join(targets) + ". Quiet turn \"still <= 0.05x and flat\": <= 0.05x where the issue measured "
                  "it at 0.010x (5,000 messages, no compaction yet, the reference scanning the history): "
                  + ("; ".join(quiet_targets) or "not measured in this run")
                  + "; flat (ours at the largest size <= 2x ours at the smallest, where the reference's own cost "
                  "grows with the history): " + ("; ".join(flat) or "n/a")
                  + ". For information, not a target (the issue's own 1,000-message quiet figure was 0.09x; after a "
                  "compaction the reference stops at the summary in message 0, so its quiet turn costs it ~1 ms at "
                  "any size): " + "; ".join(quiet_info) + "."]
    lines += ["", "The reference's casualties differ from ours by design: it counts an anchor alive when half its probes "
              "appear anywhere in the joined text after the summary (message 0 included, which it takes for a system "
              "prompt), ours only when a sentence stating the rule holds them. Its semantic mode embeds up to 256 "
              "1,000-character windows on every compaction; ours embeds each evidence sentence once per process."]
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="history sizes (comma-separated)")
    parser.add_argument("--modes", default=",".join(MODES), help="engine paths: keyword, semantic")
    parser.add_argument("--reference", type=Path, default=os.environ.get(REFERENCE_ENV) or None,
                        help=f"a checkout of the reference plugin (or ${REFERENCE_ENV}); without it, ours only")
    parser.add_argument("--write-doc", action="store_true", help=f"replace the section {SECTION!r} of docs/BENCHMARKS.md")
    args = parser.parse_args()
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    modes = [m for m in args.modes.split(",") if m]
    quick = args.quick
    quiet_turns = 100 if quick else 400
    warm_n = {"keyword": {100: 30, 1_000: 20, 5_000: 8} if quick else {100: 100, 1_000: 50, 5_000: 20},
              "semantic": {100: 2, 1_000: 2, 5_000: 2} if quick else {100: 10, 1_000: 6, 5_000: 4}}
    cold_n = {"keyword": {100: 10, 1_000: 5, 5_000: 3} if quick else {100: 30, 1_000: 15, 5_000: 8},
              "semantic": {100: 1, 1_000: 1, 5_000: 1} if quick else {100: 4, 1_000: 3, 5_000: 2}}

    work = Path(tempfile.mkdtemp(prefix="memlock-bench-"))
    os.environ.update({"MEMLOCK_HOME": str(work / "home"), "HERMES_HOME": str(work / "hermes")})
    logging.getLogger("memlock").setLevel(logging.ERROR)  # the integrity alert would be logged once per size
    logging.getLogger("hermes_memlock_reference").setLevel(logging.ERROR)
    ours = Ours(work)
    ref = Reference(args.reference.expanduser().resolve()) if args.reference else None
    rng = random.Random(1234)
    print(f"memlock hook benchmark{' (--quick)' if quick else ''}; {machine()}; load average "
          f"{os.getloadavg()[0]:.2f}")
    if ref is None:
        print(f"reference plugin: not given, ours only (for the ratio: {REFERENCE_HOWTO})")
    rows_q: dict = {}
    rows_c: dict = {}
    for mode in modes:
        ours.configure(mode)
        if ref is not None:
            ref.configure(mode)
        for summarized in (False, True) if mode == "keyword" else ():  # a quiet turn audits nothing: same path in every mode
            for n in sizes:
                r = quiet(ours, ref, n, quiet_turns, rng, summarized=summarized)
                when = "after a compaction" if summarized else "before any"
                rows_q[(mode, n, when)] = r
                print(f"quiet      {mode:8} {n:>6,} {when}: ours {r['ours'].cell()}  reference "
                      f"{r['ref'].cell() if r['ref'] else 'n/a'}  ratio {ratio(r['ours'], r['ref'])}", flush=True)
        for n in sizes:
            for cold in (False, True):
                turns = (cold_n if cold else warm_n)[mode].get(n, 3)
                r = compaction(ours, ref, n, turns, rng, cold=cold)
                rows_c[(mode, n, "cold" if cold else "warm")] = r
                print(f"compaction {mode:8} {n:>6,} {'cold' if cold else 'warm'}: ours {r['ours'].cell()}  reference "
                      f"{r['ref'].cell() if r['ref'] else 'n/a'}  ratio {ratio(r['ours'], r['ref'])}", flush=True)
    text = report(rows_q, rows_c, ref, args)
    print("\n" + text)
    if args.write_doc:
        write_section(SECTION, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
