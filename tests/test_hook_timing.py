"""MEMLOCK_HOOK_TIMING: memlock's own time per hook call inside a host, the call it wraps subtracted."""
from __future__ import annotations

import gc
import json
import time
from pathlib import Path

import pytest

from memlock_adapters import hook_timing


def test_off_by_default_the_hook_is_registered_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(hook_timing.ENV, raising=False)
    monkeypatch.setattr(hook_timing, "_recorder", None)

    def hook(**_: object) -> None:
        return None

    assert hook_timing.instrument("pre_llm_call", hook) is hook


def test_records_own_time_and_subtracts_the_wrapped_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "timing.jsonl"
    monkeypatch.setenv(hook_timing.ENV, str(log))
    monkeypatch.setattr(hook_timing, "_recorder", None)

    def pre_llm_call(session_id: str = "", conversation_history: object = None, **_: object) -> dict | None:
        return {"context": "x"}

    def llm_execution(request: object = None, next_call: object = None, session_id: str = "", **_: object) -> object:
        assert callable(next_call)
        return next_call(request)

    def model_call(request: object = None) -> str:
        time.sleep(0.05)  # the model: Hermes's time, not memlock's
        return "reply"

    hook = hook_timing.instrument("pre_llm_call", pre_llm_call)
    middleware = hook_timing.instrument("llm_execution", llm_execution)
    recorder = hook_timing._recorder
    assert recorder is not None
    try:
        assert hook(session_id="s1", conversation_history=[{}, {}, {}]) == {"context": "x"}
        assert middleware(request={"messages": []}, next_call=model_call, session_id="s1") == "reply"
        gc.collect()
        recorder.flush()
    finally:
        gc.callbacks.remove(recorder._on_gc)
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    calls = {r["hook"]: r for r in rows if "hook" in r}
    assert calls["pre_llm_call"]["messages"] == 3 and calls["pre_llm_call"]["acted"] is True
    execution = calls["llm_execution"]
    assert execution["session"] == "s1" and execution["inner"] >= 50_000_000
    assert execution["t1"] - execution["t0"] - execution["inner"] < 50_000_000
    assert any("gc" in r for r in rows)  # the collection above was recorded
