"""8 processes x 50 pin/update/unpin operations at once on one store: nothing is lost, the log has every decision."""
from __future__ import annotations

import json
import multiprocessing

from pin_store_backends import anchor, backend_kind, concurrency_worker, stores  # noqa: F401

WORKERS, OPS = 8, 50
CTX = multiprocessing.get_context("fork")


def test_concurrent_writers_lose_nothing(stores, tmp_path):
    stores().put(anchor("shared", "Shared rule, first wording."), "user")
    procs = []
    for worker in range(WORKERS):
        proc = CTX.Process(target=concurrency_worker,
                           args=(stores.spec(), worker, OPS, str(tmp_path / f"result-{worker}.json")))
        proc.start()
        procs.append(proc)
    for proc in procs:
        proc.join(300)
        assert proc.exitcode == 0
    expected: dict[str, int] = {}
    shared_updates = 0
    for worker in range(WORKERS):
        result = json.loads((tmp_path / f"result-{worker}.json").read_text())
        expected.update(result["pins"])
        shared_updates += result["shared_updates"]
    store = stores()
    load = store.load()
    assert load.trusted and load.quarantined == []
    got = {p.id: p for p in load.pins}
    assert set(got) == set(expected) | {"shared"}
    for pin_id, version in expected.items():
        assert got[pin_id].version == version
        text = anchor(pin_id).text if version == 1 else f"Rule {pin_id} version {version}."
        assert got[pin_id].text == text
    # every update of the shared pin survived: none overwrote another (read-modify-write under the store lock)
    assert got["shared"].version == 1 + shared_updates
    assert len(got["shared"].history) == min(shared_updates, 5)
    history = store.history()
    assert len(history) == 1 + WORKERS * OPS
    assert [e.version for e in store.history("shared")] == list(range(1, 2 + shared_updates))
    report = store.verify()
    assert report.ok, report.problems
