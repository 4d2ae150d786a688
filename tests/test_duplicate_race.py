"""Concurrent identical pins (issue 16 B7): the duplicate check and the write run under one lock hold,
on every backend, so N processes pinning the same text store it once and the others are refused."""
from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
import time

from pin_store_backends import REPO, backend_kind, open_spec, stores  # noqa: F401

CTX = multiprocessing.get_context("fork")
WORKERS = 6


def _pin_same(spec: dict, start_at: float, out: str) -> None:
    from memlock_core.errors import PinConflict
    from memlock_core.session import durable_pins
    from memlock_core.session.pins import PinError

    store = open_spec(spec)
    time.sleep(max(0.0, start_at - time.time()))  # all workers leave the gate together
    try:
        anchor = durable_pins.pin(store, "Always answer in English.", scope="global", project=None, actor="user",
                                  now=time.time())
        result = {"ok": anchor.id}
    except (PinConflict, PinError) as exc:
        result = {"refused": str(exc)}
    with open(out, "w") as fh:
        json.dump(result, fh)


def test_b7_concurrent_identical_pins_store_one_copy(stores, tmp_path):
    stores().load()  # create the schema/directories first, so the race is about the pin only
    start_at = time.time() + 1.0
    procs = [CTX.Process(target=_pin_same, args=(stores.spec(), start_at, str(tmp_path / f"r{i}.json")))
             for i in range(WORKERS)]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(120)
        assert proc.exitcode == 0
    results = [json.loads((tmp_path / f"r{i}.json").read_text()) for i in range(WORKERS)]
    stored = [p for p in stores().load().pins if p.text == "Always answer in English."]
    assert len(stored) == 1
    assert [r.get("ok") for r in results if "ok" in r] == [stored[0].id]
    assert all("already pinned" in r["refused"] for r in results if "refused" in r)


def test_b7_concurrent_cli_calls_exit_nonzero_for_the_copies(tmp_path):
    env = {**os.environ, "MEMLOCK_HOME": str(tmp_path / "home"), "HERMES_HOME": str(tmp_path / "hermes"),
           "PYTHONPATH": str(REPO)}
    for name in ("MEMLOCK_CONFIG", "MEMLOCK_HMAC_KEY"):
        env.pop(name, None)
    command = [sys.executable, "-m", "memlock_adapters.cli", "pin", "--scope", "global", "same"]
    procs = [subprocess.Popen(command, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for _ in range(4)]
    codes = [proc.wait(120) for proc in procs]
    assert sorted(codes) == [0, 1, 1, 1]
    listing = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", "pins", "list", "--json"], env=env,
                             cwd=tmp_path, capture_output=True, text=True)
    assert [p["text"] for p in json.loads(listing.stdout)["pins"]] == ["same"]
