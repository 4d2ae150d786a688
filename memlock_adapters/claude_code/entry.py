"""The full path of ``memlock-claude-hook`` / ``python -m memlock_adapters.claude_code`` (the entry
point, ``__main__``, first asks the stdlib-only fast path, see fast_path.py).

With no argument (what the installed hooks run): read one hook payload on stdin, print the hook
output JSON, exit 0 whatever happens. A memlock problem is written to stderr and to
``<memlock home>/logs/claude-code.log``; it never blocks a prompt or a compaction (exit 2 would).

Other commands: ``status`` (the /guard view of this project's current Claude Code session) and
``daemon`` (the semantic audit daemon; started automatically, see audit_daemon.py).
"""
from __future__ import annotations

import json
import logging
import os
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

LOG_NAME = "claude-code.log"
LOG_MAX_BYTES = 1_000_000
DEFAULT_BUDGET_S = 25.0  # the installer sets Claude Code's hook timeout to 30 s

log = logging.getLogger("memlock")


class HookTimeout(Exception):
    pass


class _OneLine(logging.Formatter):
    """stderr gets the message only: a traceback goes to the log file, never into Claude Code's output."""

    def format(self, record: logging.LogRecord) -> str:
        saved = record.exc_info, record.exc_text, record.stack_info
        record.exc_info = record.exc_text = record.stack_info = None
        try:
            text = super().format(record)
        finally:
            record.exc_info, record.exc_text, record.stack_info = saved
        return text if text.startswith("memlock") else f"memlock: {text}"


def _setup_logging(home: Path) -> None:
    """Warnings to stderr (Claude Code shows them in verbose mode), everything to a small log file."""
    if getattr(_setup_logging, "done", False):
        return
    _setup_logging.done = True  # type: ignore[attr-defined]
    log.setLevel(logging.DEBUG if os.environ.get("MEMLOCK_DEBUG") else logging.INFO)
    log.propagate = False
    err = logging.StreamHandler(sys.stderr)
    err.setLevel(logging.WARNING)
    err.setFormatter(_OneLine("%(message)s"))
    log.addHandler(err)
    try:
        from memlock_core.fileio import private_dir

        log_dir = Path(home) / "logs"
        private_dir(log_dir)
        path = log_dir / LOG_NAME
        if path.exists() and path.stat().st_size > LOG_MAX_BYTES:
            os.replace(path, path.with_suffix(".log.1"))
        handler = logging.FileHandler(path, encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(process)d %(levelname)s %(message)s"))
        log.addHandler(handler)
    except OSError as exc:
        print(f"memlock: cannot open the log file: {exc}", file=sys.stderr)


def _budget_s() -> float:
    try:
        return max(1.0, float(os.environ.get("MEMLOCK_HOOK_BUDGET_S", DEFAULT_BUDGET_S)))
    except ValueError:
        return DEFAULT_BUDGET_S


def _on_alarm(signum, frame):  # noqa: ARG001
    raise HookTimeout(f"hook took longer than {_budget_s():.0f} s")


def _let_alerts_start(wait_s: float = 0.5) -> None:
    """An integrity alert runs its script from a daemon thread; give it a moment to start before
    this short-lived process exits (the script, in its own session, outlives us)."""
    import threading

    for thread in threading.enumerate():
        if thread.name == "memlock-alert":
            thread.join(wait_s)


def hook_main(raw: bytes | None = None, started_at: float | None = None) -> int:
    """The hook (``raw``: the payload, already read from stdin): always returns 0."""
    started = time.perf_counter()
    started_at = time.time() if started_at is None else started_at
    event = "?"
    try:
        from memlock_core.paths import memlock_home

        from .config_cache import LAST_SOURCE_SIGS, load_hook_config
        from .payload import HookPayload

        raw = sys.stdin.buffer.read() if raw is None else raw
        cfg = load_hook_config()
        home = memlock_home(cfg.home or None)
        _setup_logging(home)
        payload = HookPayload.from_bytes(raw)
        event = payload.event + (f"({payload.source})" if payload.source else "")
        if hasattr(signal, "setitimer"):
            signal.signal(signal.SIGALRM, _on_alarm)
            signal.setitimer(signal.ITIMER_REAL, _budget_s())
        try:
            from .hooks import run_hook

            result = run_hook(payload, cfg, home=home, started_at=started_at,
                              config_sigs=[list(entry) for entry in LAST_SOURCE_SIGS])
        finally:
            if hasattr(signal, "setitimer"):
                signal.setitimer(signal.ITIMER_REAL, 0)
        if result.output is not None:
            sys.stdout.write(json.dumps(result.output, ensure_ascii=True))
            sys.stdout.flush()
        _let_alerts_start()
        elapsed = (time.perf_counter() - started) * 1000
        level = logging.INFO if (result.injected or result.notes or result.reason) else logging.DEBUG
        read = "" if result.transcript_bytes is None else \
            f" transcript=+{result.transcript_bytes}B{' (cold)' if result.transcript_cold else ''}"
        log.log(level, "%s session=%s %.0f ms%s reason=%s injected=%s%s", event, payload.session_id, elapsed, read,
                result.reason or "-", ",".join(result.injected) or "-",
                (" notes=" + " | ".join(result.notes)) if result.notes else "")
    except BaseException as exc:  # noqa: BLE001 - fail open: never exit non-zero, never exit 2
        try:
            if not log.handlers:
                from memlock_core.paths import memlock_home

                _setup_logging(memlock_home())
            log.error("hook %s failed: %s: %s", event, type(exc).__name__, exc,
                      exc_info=not isinstance(exc, (HookTimeout, KeyboardInterrupt)))
        except BaseException:  # noqa: BLE001
            print(f"memlock: hook {event} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
    return 0


def status_main(args: "argparse.Namespace") -> int:
    from memlock_core.config_loader import load_host_config
    from memlock_core.paths import memlock_home
    from memlock_core.pinstore.project import project_key
    from memlock_core.session.engine import Engine
    from memlock_core.session.session_map import current_session
    from memlock_core.session.status import render_sessions, render_status

    from .payload import SESSION_PREFIX

    cfg = load_host_config()
    home = memlock_home(cfg.home or None)
    cwd = args.cwd or os.environ.get("CLAUDE_PROJECT_DIR") or os.getcwd()
    sid = args.session or current_session(home, cwd)
    engine = Engine(cfg, home=home)
    if sid and sid.startswith(SESSION_PREFIX):  # the quiet turns the hooks' fast path counted
        from .fast_cache import apply_journal

        apply_journal(engine, sid[len(SESSION_PREFIX):])
    if not sid:
        where = project_key(cwd) or cwd
        print(f"memlock: no Claude Code session recorded for {where} yet "
              "(the hooks record one when a session starts; is the hook installed?).")
        print(render_sessions(engine.list_sessions(), limit=5))
        return 0
    try:
        pin_load = engine.pin_store.load()
    except Exception as exc:  # noqa: BLE001 - status still shows the session
        pin_load = None
        print(f"memlock: durable pins unavailable: {exc}")
    print(render_status(engine.state(sid), pin_load, detection=cfg.detection))
    if cfg.detection != "keyword":
        from memlock_core.services.audit_daemon import ping

        info = ping(home)
        state = (f"pid {info['pid']}, model {info['model']}, {info['served']} audits served" if info
                 else "not running (starts at the next session start or audit)")
        print(f"  audit daemon: {state}")
    for warning in cfg.warnings:
        print(f"  ! config: {warning}")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] == "hook":
        return hook_main()
    if argv[0] == "daemon":  # the host-neutral daemon: same options everywhere
        from memlock_core.services import audit_daemon

        return audit_daemon.main(argv[1:])
    import argparse  # not on the hook's path: every millisecond of a hook is paid per prompt

    parser = argparse.ArgumentParser(prog="memlock-claude-hook",
                                     description="memlock for Claude Code (no argument: run as a hook on stdin)")
    sub = parser.add_subparsers(dest="command", required=True)
    st = sub.add_parser("status", help="status of this project's current Claude Code session (what /guard shows)")
    st.add_argument("--cwd", help="project directory (default: $CLAUDE_PROJECT_DIR or the working directory)")
    st.add_argument("--session", help="a memlock session id instead of the project's current one")
    sub.add_parser("daemon", help="run, --ping or --stop the semantic audit daemon "
                                   "(python -m memlock_core.services.audit_daemon --help)", add_help=False)
    args = parser.parse_args(argv)
    return status_main(args)
