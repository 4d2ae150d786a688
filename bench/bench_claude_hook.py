"""Wall time and peak memory of one cold Claude Code hook process (issue 6).

Run from the repository root:

    .venv/bin/python bench/bench_claude_hook.py              # keyword mode, 10 MB transcript
    .venv/bin/python bench/bench_claude_hook.py --semantic   # also semantic mode, before/after the daemon
    .venv/bin/python bench/bench_claude_hook.py --runs 5 --mb 10
    .venv/bin/python bench/bench_claude_hook.py --events --runs 11   # issue 27: each event vs python -c pass

Every measurement is a NEW process running ``python -m memlock_adapters.claude_code`` with a real
Claude Code payload on stdin, exactly as Claude Code runs the installed hook; wall time is measured
around the whole process (interpreter start-up included) and memory is the child's peak RSS
(``ru_maxrss`` from ``wait4``). The transcript is real-format JSONL (tests/claude_format.py): chat,
tool calls with large outputs, thinking blocks, meta and sidechain records, and compactions.

Scenarios:
  floor           ``python -c pass``: the interpreter alone
  prompt          UserPromptSubmit, steady state: the cursor is warm, one exchange was appended
  prompt-cold     UserPromptSubmit with no cursor (first hook of the session, e.g. after install):
                  the reader jumps to the last compact_boundary of the 10 MB file
  prompt-cold-nb  same, on a 10 MB transcript with no compaction at all (the whole file is parsed)
  compact         SessionStart(source=compact) with the compaction already in the transcript (older
                  builds): keyword audit + injection
  compact-event   SessionStart(source=compact) as Claude Code 2.1.332 runs it: BEFORE the boundary and
                  summary are written; memlock audits the event (the whole old context is summarised)
  resume          SessionStart(source=resume), what every ``claude -p --continue`` turn starts with:
                  warm cursor, +1 exchange and memlock's earlier reminder in the transcript; audit
  startup         SessionStart(source=startup)
  semantic, --semantic only:
  compact-sem-inproc   SessionStart(compact), MEMLOCK_DAEMON=0: the hook loads the model itself (before)
  compact-sem-daemon   SessionStart(compact) with the daemon warm (after)
  daemon-cold          the first semantic audit when no daemon runs yet (it is started and waited for)
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from claude_format import Transcript, payload  # noqa: E402

HOOK = [sys.executable, "-m", "memlock_adapters.claude_code"]


def child_env() -> dict:
    """The environment a hook runs in: no memlock/Claude variables of ours, and Python's default
    bytecode caching (a shell with PYTHONDONTWRITEBYTECODE=1 would recompile every module per hook)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "MEMLOCK"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


CPU_MS: list[float] = []  # CPU time (user + sys) of every child, in order: less sensitive to a busy machine


def run_process(argv: list[str], stdin: bytes, env: dict) -> tuple[float, int, bytes, bytes]:
    """(wall ms, peak RSS KB, stdout, stderr) of one child process (reaped with wait4 for its rusage);
    its CPU time is appended to CPU_MS."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=out, stderr=err, env=env)
        proc.stdin.write(stdin)
        proc.stdin.close()
        _pid, status, usage = os.wait4(proc.pid, 0)
        wall = (time.perf_counter() - started) * 1000
        CPU_MS.append((usage.ru_utime + usage.ru_stime) * 1000)
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return wall, usage.ru_maxrss, out.read(), err.read()


class Bench:
    def __init__(self, base: Path, mode: str, mb: float, with_boundary: bool = True):
        self.base = base
        self.home = base / "home"
        self.project = base / "project"
        (self.project / ".git").mkdir(parents=True, exist_ok=True)
        self.config = base / "memlock.yaml"
        self.config.write_text(f"memlock:\n  detection: {mode}\n  anchors:\n"
                               "    - {id: tests, text: Run the test suite before every commit., priority: 80}\n"
                               "    - {id: french, text: Always answer in French., priority: 60}\n")
        self.env = child_env()
        self.env.update(MEMLOCK_HOME=str(self.home), MEMLOCK_CONFIG=str(self.config), HERMES_HOME=str(base / "hermes"),
                        HOME=str(base / "user"), PYTHONPATH=str(ROOT), MEMLOCK_DAEMON_IDLE_S="600",
                        MEMLOCK_DAEMON_WAIT_S="120", MEMLOCK_HOOK_BUDGET_S="300")
        self.t = Transcript(base / "transcript.jsonl", cwd=str(self.project))
        self.build(mb, with_boundary)

    def build(self, mb: float, with_boundary: bool) -> None:
        """~``mb`` MB of real-format records; with compactions at about 35 % and 70 % of the file."""
        t = self.t
        t.user("Always answer in French. Run the test suite before every commit.")
        target = int(mb * 1_000_000)
        pending = [0.35, 0.7] if with_boundary else []
        n = 0
        while t.size() < target:
            t.filler(5, tool_bytes=8_000, tag=f"r{n}-")
            t.meta("<local-command-stdout>build ok</local-command-stdout>")
            t.sidechain_user(f"subagent task {n}")
            t.assistant(f"thinking about step {n}", thinking="Let me check the logs first.")
            n += 1
            if pending and t.size() > target * pending[0]:
                pending.pop(0)
                t.compact("Earlier the user and the assistant went through the build logs.")

    def hook(self, event: str, env: dict | None = None, **fields) -> tuple[float, int, bytes, bytes]:
        data = json.dumps(payload(event, self.t, **fields)).encode()
        wall, rss, out, err = run_process(HOOK, data, env or self.env)
        if b"Traceback" in err or b"failed" in err:
            raise SystemExit(f"hook failed: {err.decode()[-2000:]}")
        return wall, rss, out, err

    def drop_cursor(self) -> None:
        shutil.rmtree(self.home / "claude_code" / "sessions", ignore_errors=True)


def summarize(name: str, samples: list[tuple], note: str = "") -> dict:
    """One row from (wall ms, peak RSS KB, CPU ms) samples."""
    walls = sorted(s[0] for s in samples)
    cpu = [s[2] for s in samples if len(s) > 2]
    return {"scenario": name, "runs": len(walls), "median_ms": round(statistics.median(walls), 1),
            "cpu_ms": round(statistics.median(cpu), 1) if cpu else None,
            "min_ms": round(walls[0], 1), "max_ms": round(walls[-1], 1),
            "peak_rss_mb": round(max(s[1] for s in samples) / 1024, 1), "note": note}


def keyword_rows(base: Path, runs: int, mb: float) -> list[dict]:
    rows = []
    floor = [run_process([sys.executable, "-c", "pass"], b"", child_env())[:2] + (CPU_MS[-1],) for _ in range(runs)]
    rows.append(summarize("floor", floor, "python -c pass"))
    b = Bench(base / "kw", "keyword", mb)
    size_mb = b.t.size() / 1e6
    b.hook("SessionStart", source="startup")
    b.hook("UserPromptSubmit", prompt="warm up")
    samples = []
    for i in range(runs):
        b.t.user(f"prompt {i}: how is the build?")
        b.t.assistant("Le build est vert.")
        samples.append(b.hook("UserPromptSubmit", prompt=f"prompt {i}")[:2] + (CPU_MS[-1],))
    rows.append(summarize("prompt", samples, f"{size_mb:.1f} MB transcript, warm cursor, +1 exchange"))
    samples = []
    for i in range(runs):
        b.drop_cursor()
        samples.append(b.hook("UserPromptSubmit", prompt=f"cold {i}")[:2] + (CPU_MS[-1],))
    rows.append(summarize("prompt-cold", samples, f"{size_mb:.1f} MB, no cursor: jump to the last boundary"))
    nb = Bench(base / "nb", "keyword", mb, with_boundary=False)
    nb.hook("SessionStart", source="startup")
    samples = []
    for i in range(runs):
        nb.drop_cursor()
        samples.append(nb.hook("UserPromptSubmit", prompt=f"cold {i}")[:2] + (CPU_MS[-1],))
    rows.append(summarize("prompt-cold-nb", samples, f"{nb.t.size() / 1e6:.1f} MB, no compaction: whole file parsed"))
    samples = []
    for i in range(runs):
        b.hook("PreCompact")
        b.t.compact(f"Summary number {i} of the build discussion.")
        b.t.user("continue")
        wall, rss, out, _ = b.hook("SessionStart", source="compact")
        assert b"additionalContext" in out, out
        samples.append((wall, rss, CPU_MS[-1]))
    rows.append(summarize("compact", samples, "SessionStart(compact), summary already written: keyword audit + reminder"))
    samples = []
    for i in range(runs):
        b.hook("PreCompact")
        wall, rss, out, _ = b.hook("SessionStart", source="compact")
        assert b"additionalContext" in out, out
        samples.append((wall, rss, CPU_MS[-1]))
        b.hook("PostCompact", compact_summary="summary")
        b.t.compact(f"Event summary number {i}.")  # the records Claude Code writes after the hooks
        b.t.hook_context(json.loads(out)["hookSpecificOutput"]["additionalContext"])
    rows.append(summarize("compact-event", samples, "SessionStart(compact) before the summary is written (2.1.332)"))
    samples = []
    for i in range(runs):
        b.t.user(f"resumed prompt {i}")
        b.t.assistant("Le build est vert.")
        samples.append(b.hook("SessionStart", source="resume")[:2] + (CPU_MS[-1],))
    rows.append(summarize("resume", samples, "SessionStart(resume) of each `claude -p --continue` turn: audit"))
    samples = [b.hook("SessionStart", source="startup")[:2] + (CPU_MS[-1],) for _ in range(runs)]
    rows.append(summarize("startup", samples, "SessionStart(startup): seed + inject all anchors"))
    return rows


COMPLIANCE_CONFIG = """memlock:
  anchors:
    - {id: french, text: Always answer in French., priority: 60, check: {reply: {language: fr}}}
    - id: nosudo
      text: Never use sudo.
      check: {tool: {names: [Bash], args: [command], must_not_match: ['(?:^|[;&|])\\s*sudo\\b']}, enforce: block}
"""


def compliance_rows(base: Path, runs: int, mb: float) -> list[dict]:
    """The compliance hooks (issue 15): PreToolUse on every tool call, Stop after every reply."""
    b = Bench(base / "compliance", "keyword", mb)
    b.config.write_text(COMPLIANCE_CONFIG)
    b.hook("SessionStart", source="startup")
    b.hook("UserPromptSubmit", prompt="warm up")
    rows = []
    for name, command, note in (("pretool-deny", "sudo apt-get install jq", "PreToolUse, a blocking pin denies the call"),
                                ("pretool-allow", "ls -la", "PreToolUse, the call is allowed")):
        samples = []
        for _ in range(runs):
            wall, rss, out, _ = b.hook("PreToolUse", tool_name="Bash", tool_input={"command": command})
            assert (b"deny" in out) == (name == "pretool-deny"), out
            samples.append((wall, rss, CPU_MS[-1]))
        rows.append(summarize(name, samples, note))
    samples, prompts = [], []
    for i in range(runs):
        b.t.user(f"question {i}")
        b.t.assistant(f"Here is the answer number {i}, in English, although French was pinned.")
        samples.append(b.hook("Stop", stop_hook_active=False)[:2] + (CPU_MS[-1],))
        wall, rss, out, _ = b.hook("UserPromptSubmit", prompt=f"next {i}")
        assert b"broke a standing instruction" in out, out
        prompts.append((wall, rss, CPU_MS[-1]))
    rows.append(summarize("stop-checked", samples, "Stop: last reply from the transcript tail, language check "
                                                   "(loads the fastText model)"))
    rows.append(summarize("prompt-correction", prompts, "UserPromptSubmit after it: reply already checked, "
                                                        "correction added"))
    return rows


QUIET_CONFIG = """memlock:
  anchors:
    - {id: tests, text: Run the test suite before every commit., priority: 80}
"""
EVENTS_SECTION = "## Claude Code hooks: what each event costs (issue 27)"


def _pair(b: "Bench", event: str, env: dict | None = None, **fields) -> tuple[float, float, float, float, bytes]:
    """One bare interpreter then one hook process, back to back: (bare ms, hook ms, bare CPU, hook CPU, stdout)."""
    bare = run_process([sys.executable, "-c", "pass"], b"", child_env())[0]
    bare_cpu = CPU_MS[-1]
    wall, _rss, out, _err = b.hook(event, env=env, **fields)
    return bare, wall, bare_cpu, CPU_MS[-1], out


def events_rows(base: Path, runs: int) -> list[dict]:
    """Each hook event as Claude Code runs it (one process per event, issue 27), alternated with
    ``python -c pass`` in the same run; the ratio is of the medians. A 200-message transcript.

    quiet: one pin, no check (UserPromptSubmit on a quiet turn, PreToolUse, Stop: nothing to do);
    busy: a compaction to audit, a blocking tool pin, a reply check."""
    quiet = Bench(base / "quiet", "keyword", 0)
    quiet.config.write_text(QUIET_CONFIG)
    quiet.t.filler(100, tool_bytes=400)
    busy = Bench(base / "busy", "keyword", 0)
    busy.config.write_text(COMPLIANCE_CONFIG)
    busy.t.filler(100, tool_bytes=400)
    for b in (quiet, busy):
        b.hook("SessionStart", source="startup")
        b.hook("UserPromptSubmit", prompt="warm up")
        b.hook("PreToolUse", tool_name="Bash", tool_input={"command": "ls"})
        b.hook("Stop", stop_hook_active=False)
    samples: dict[str, list[tuple]] = {}
    notes: dict[str, str] = {}

    def add(name: str, note: str, sample: tuple) -> None:
        samples.setdefault(name, []).append(sample)
        notes[name] = note

    for i in range(runs):
        quiet.t.user(f"prompt {i}: how is the build?")
        quiet.t.assistant("The build is green.")
        add("UserPromptSubmit (quiet turn)", "one pin without a check, +1 exchange, no compaction",
            _pair(quiet, "UserPromptSubmit", prompt=f"prompt {i}"))
        add("PreToolUse (`ls -la`)", "no pin has a tool check",
            _pair(quiet, "PreToolUse", tool_name="Bash", tool_input={"command": "ls -la"}))
        add("Stop", "no pin has a reply check", _pair(quiet, "Stop", stop_hook_active=False))
        quiet.t.compact(f"Summary {i} of the build discussion.")
        quiet.t.user(f"continue {i}")
        sample = _pair(quiet, "UserPromptSubmit", prompt=f"continue {i}")
        assert b"additionalContext" in sample[4], sample[4]
        add("UserPromptSubmit (after a compaction)", "busy: audit + reminder", sample)
        sample = _pair(busy, "PreToolUse", tool_name="Bash", tool_input={"command": "ls -la"})
        assert b"deny" not in sample[4], sample[4]
        add("PreToolUse (`ls -la`, blocking pin)", "busy: a blocking tool pin judges the call, allowed", sample)
        sample = _pair(busy, "PreToolUse", tool_name="Bash", tool_input={"command": "sudo apt-get install jq"})
        assert b"deny" in sample[4], sample[4]
        add("PreToolUse (`sudo ...`, blocking pin)", "busy: the call is denied", sample)
        # the first hook after an install or upgrade: no compiled-pattern cache yet (memlock_core/regex_cache.py)
        sample = _pair(busy, "PreToolUse", env={**busy.env, "MEMLOCK_REGEX_CACHE": "0"}, tool_name="Bash",
                       tool_input={"command": "sudo apt-get install jq"})
        assert b"deny" in sample[4], sample[4]
        add("PreToolUse (`sudo ...`, blocking pin, cold)", "busy, every pattern compiled anew: the first hook after "
            "an install or upgrade, before the pattern cache exists", sample)
        busy.t.user(f"question {i}")
        busy.t.assistant(f"Here is the answer number {i}, in English, although French was pinned.")
        add("Stop (reply check)", "busy: the reply is checked (language)", _pair(busy, "Stop", stop_hook_active=False))
        busy.hook("UserPromptSubmit", prompt=f"next {i}")
    rows = []
    for name, got in samples.items():
        bare = statistics.median(s[0] for s in got)
        hook = statistics.median(s[1] for s in got)
        rows.append({"scenario": name, "runs": len(got), "hook_ms": round(hook, 1), "bare_ms": round(bare, 1),
                     "ratio": round(hook / bare, 2), "hook_cpu_ms": round(statistics.median(s[3] for s in got), 1),
                     "bare_cpu_ms": round(statistics.median(s[2] for s in got), 1), "note": notes[name]})
    return rows


def events_table(rows: list[dict]) -> str:
    lines = ["| hook | memlock ms | bare interpreter ms | ratio | memlock CPU ms | bare CPU ms | runs | what |",
             "|---|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        lines.append(f"| {r['scenario']} | {r['hook_ms']} | {r['bare_ms']} | {r['ratio']}x | {r['hook_cpu_ms']} | "
                     f"{r['bare_cpu_ms']} | {r['runs']} | {r['note']} |")
    return "\n".join(lines)


def semantic_rows(base: Path, runs: int, mb: float) -> list[dict]:
    from memlock_core.services import audit_daemon

    rows = []
    b = Bench(base / "sem", "semantic", mb)
    inproc = dict(b.env, MEMLOCK_DAEMON="0")
    b.hook("SessionStart", source="startup", env=inproc)
    b.hook("UserPromptSubmit", prompt="warm up", env=inproc)
    samples = []
    for i in range(runs):
        b.t.compact(f"Semantic summary {i}.")
        b.t.user("continue")
        samples.append(b.hook("SessionStart", source="compact", env=inproc)[:2] + (CPU_MS[-1],))
    rows.append(summarize("compact-sem-inproc", samples, "before: MEMLOCK_DAEMON=0, model loaded in the hook"))
    try:
        cold = []
        for i in range(max(1, runs // 2)):
            audit_daemon.stop(b.home)
            time.sleep(1.0)
            shutil.rmtree(b.home / "run", ignore_errors=True)  # also forget the last spawn time
            b.t.compact(f"Cold daemon summary {i}.")
            b.t.user("continue")
            cold.append(b.hook("UserPromptSubmit", prompt="after compaction")[:2] + (CPU_MS[-1],))
        rows.append(summarize("daemon-cold", cold, "first semantic audit: daemon started and waited for"))
        b.t.compact("prime")
        b.hook("SessionStart", source="compact")
        samples = []
        for i in range(runs):
            b.t.compact(f"Daemon summary {i}.")
            b.t.user("continue")
            samples.append(b.hook("SessionStart", source="compact")[:2] + (CPU_MS[-1],))
        info = audit_daemon.ping(b.home) or {}
        rows.append(summarize("compact-sem-daemon", samples,
                              f"after: daemon warm (daemon pid {info.get('pid')}, model {info.get('model')})"))
        daemon_rss = _rss_of(info.get("pid"))
        if daemon_rss:
            rows.append({"scenario": "daemon-process", "runs": 1, "median_ms": None, "min_ms": None, "max_ms": None,
                         "peak_rss_mb": daemon_rss, "note": "resident size of the daemon holding the model"})
    finally:
        audit_daemon.stop(b.home)
    return rows


def _rss_of(pid) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, TypeError):
        return None
    return None


def table(rows: list[dict]) -> str:
    lines = ["| scenario | runs | median ms | min ms | max ms | CPU ms | peak RSS MB | what |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['scenario']} | {r['runs']} | {r['median_ms']} | {r['min_ms']} | {r['max_ms']} | "
                     f"{r.get('cpu_ms')} | {r['peak_rss_mb']} | {r['note']} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--mb", type=float, default=10.0, help="transcript size in MB")
    parser.add_argument("--semantic", action="store_true", help="also measure semantic mode (needs the model)")
    parser.add_argument("--json", type=Path, help="also write the rows as JSON here")
    parser.add_argument("--compliance-only", action="store_true", help="only the PreToolUse / Stop rows (and the floor)")
    parser.add_argument("--events", action="store_true",
                        help="only the per-event table (issue 27): each hook against `python -c pass`, alternated")
    parser.add_argument("--label", default="", help="--events: a word for the table's heading (e.g. before/after)")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="memlock-bench-cc-"))
    if args.events:
        try:
            load = os.getloadavg()[0]
            rows = events_rows(base, args.runs)
        finally:
            shutil.rmtree(base, ignore_errors=True)
        print(f"{args.label + ': ' if args.label else ''}`.venv/bin/python bench/bench_claude_hook.py --events "
              f"--runs {args.runs}`, {time.strftime('%Y-%m-%d %H:%M')}, Python {platform.python_version()}, "
              f"{os.cpu_count()} cores, load average {load:.1f} at the start")
        print()
        print(events_table(rows))
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(rows, indent=1))
        return 0
    try:
        if args.compliance_only:
            floor = [run_process([sys.executable, "-c", "pass"], b"", child_env())[:2] + (CPU_MS[-1],)
                     for _ in range(args.runs)]
            rows = [summarize("floor", floor, "python -c pass")]
        else:
            rows = keyword_rows(base, args.runs, args.mb)
        rows += compliance_rows(base, args.runs, args.mb)
        if args.semantic:
            rows += semantic_rows(base, max(3, args.runs // 2), args.mb)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    print(f"python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} cores, "
          f"{time.strftime('%Y-%m-%d')}")
    print(table(rows))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
