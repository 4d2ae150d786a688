"""Integrity alerts: a log line and, optionally, an operator's program.

The program is run as an argv list (never through a shell) in a background thread that kills it
after ``timeout_s``: an alert never stalls the user's turn.
"""
from __future__ import annotations

import logging
import os
import signal
import subprocess
import threading
from typing import Sequence

log = logging.getLogger("memlock")


def alert_due(score: int | None, floor: int, last_alert_at: float | None, cooldown_s: float, now: float) -> bool:
    if score is None or score >= floor:
        return False
    return last_alert_at is None or now - last_alert_at >= cooldown_s


def alert_message(session_id: str, score: int, casualties: Sequence[str]) -> str:
    shown = ", ".join(casualties[:5]) + (" …" if len(casualties) > 5 else "")
    return f"memlock: integrity {score}% in session {session_id}; drifted: {shown or 'none'}"


def compliance_alert_message(session_id: str, anchor_id: str, priority: int, reminder: str, evidence: str) -> str:
    return (f"memlock: pinned rule {anchor_id} (priority {priority}) broken in session {session_id}: "
            f"{reminder[:80]} -- {evidence[:120]}")


def _run(argv: list[str], timeout_s: float) -> None:
    try:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)
    except OSError as exc:
        log.warning("memlock: alert_script %s could not start: %s", argv[0], exc)
        return
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        # start_new_session made the script a process-group leader: kill the group, so a shell
        # script's own children (a `sleep`, a `curl`) die with it instead of lingering.
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            proc.kill()
        proc.wait()
        log.warning("memlock: alert_script %s killed after %ss", argv[0], timeout_s)


def fire_alert(message: str, script: Sequence[str], timeout_s: float) -> threading.Thread | None:
    log.warning(message)
    if not script:
        return None
    worker = threading.Thread(target=_run, args=([*script, message], timeout_s), name="memlock-alert", daemon=True)
    worker.start()
    return worker
