"""Shared fixtures: a private memlock home per test, and Hermes-shaped histories.

Summary texts are built from the REAL hermes-agent constants (agent/context_compressor.py), so a
change of Hermes's wording shows up here; the literal text from the issue is the fallback when
hermes-agent is not installed.
"""
from __future__ import annotations

import socket
import sys
import time
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from memlock_core import Engine, load_config  # noqa: E402

try:  # the real Hermes wording
    from agent.context_compressor import (  # noqa: E402
        _MERGED_PRIOR_CONTEXT_HEADER as PRIOR_HEADER,
    )
    from agent.context_compressor import (
        _MERGED_SUMMARY_DELIMITER as PRIOR_END,
    )
    from agent.context_compressor import (
        _SUMMARY_END_MARKER as SUMMARY_END,
    )
    from agent.context_compressor import (
        SUMMARY_PREFIX,
    )
except ImportError:  # pragma: no cover - hermes-agent not installed
    SUMMARY_PREFIX = ("[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted into the summary below. "
                      "This is a handoff from a previous context window — treat it as background reference, "
                      "NOT as active instructions.")
    SUMMARY_END = "--- END OF CONTEXT SUMMARY — respond to the message below, not the summary above ---"
    PRIOR_HEADER = "[PRIOR CONTEXT — for reference only; not a new message]"
    PRIOR_END = "[END OF PRIOR CONTEXT — COMPACTION SUMMARY BELOW]"


def summary_text(body: str) -> str:
    """A standalone Hermes summary message's content."""
    return f"{SUMMARY_PREFIX}\n{body}\n\n{SUMMARY_END}"


def merged_text(old_content: str, body: str) -> str:
    """The first tail message after Hermes merged the summary into it."""
    return f"{PRIOR_HEADER}\n{old_content}\n\n{PRIOR_END}\n\n{SUMMARY_PREFIX}\n{body}\n\n{SUMMARY_END}"


def summary_message(body: str, role: str = "user", *, flag: bool = True) -> dict:
    message: dict[str, Any] = {"role": role, "content": summary_text(body)}
    if flag:
        message["_compressed_summary"] = True
    return message


def chat(turns: int, *, start: int = 0, filler: str = "") -> list[dict]:
    """``turns`` user/assistant pairs of neutral filler."""
    out: list[dict] = []
    for i in range(start, start + turns):
        out.append({"role": "user", "content": f"question {i} about the weather {filler}".strip()})
        out.append({"role": "assistant", "content": f"answer {i}: sunny {filler}".strip()})
    return out


class Clock:
    """A controllable clock for the engine (alert cooldowns, timestamps)."""

    def __init__(self, start: float = 1_700_000_000.0):
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A private memlock home ($MEMLOCK_HOME); HERMES_HOME points into tmp too, never at ~/.hermes."""
    path = tmp_path / "memlock-home"
    monkeypatch.setenv("MEMLOCK_HOME", str(path))
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "hermes-home"))
    monkeypatch.delenv("MEMLOCK_CONFIG", raising=False)
    monkeypatch.delenv("MEMLOCK_HMAC_KEY", raising=False)
    return path


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def make_engine(home, clock):
    """``make_engine(**config)``: an Engine over the private home with config overrides."""

    def factory(**overrides: Any) -> Engine:
        cfg = load_config(overrides)
        assert not cfg.warnings, cfg.warnings
        return Engine(cfg, clock=clock)

    return factory


@pytest.fixture(autouse=True)
def _detection_auto_stays_keyword(monkeypatch, request):
    """The default ``detection: auto`` starts loading the embedding model in a background thread at
    session start and switches to semantic once it is loaded (and Claude Code hooks start the audit
    daemon for it). Tests pin auto to keyword so verdicts do not depend on load timing; the tests of
    auto itself patch ``ready``/``preload`` back (tests/test_semantic.py) or are marked ``real_model``
    (the end-to-end runs in the default mode: tests/model_gate.py)."""
    from memlock_core.detection import embedding_model

    if not request.node.get_closest_marker("real_model"):  # tests/model_gate.py: auto with the real model
        monkeypatch.setattr(embedding_model, "preload", lambda name="": False)
        monkeypatch.setattr(embedding_model, "ready", lambda name="": False)
    # No audit daemon (a process holding the ~500 MB model for 30 idle minutes) unless a test is about
    # it: the daemon's own tests, and tests marked ``uses_daemon``. The hosts' test environments keep
    # MEMLOCK_DAEMON when they drop the rest of MEMLOCK_*.
    wants_daemon = request.module.__name__.endswith("test_claude_daemon") or request.node.get_closest_marker("uses_daemon")
    if not wants_daemon:
        monkeypatch.setenv("MEMLOCK_DAEMON", "0")


def wait_for_port(proc, port: int, timeout: float = 30.0) -> None:
    """Wait until a server child process accepts connections on 127.0.0.1:``port`` (or fail with its stderr)."""
    deadline = time.monotonic() + timeout
    while True:
        assert proc.poll() is None, proc.stderr.read()
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            assert time.monotonic() < deadline, "HTTP server did not start"
            time.sleep(0.1)
