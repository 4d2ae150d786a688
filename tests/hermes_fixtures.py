"""Fixtures shared by the tests that run the real Hermes: one scripted model server per module,
and a guard that fails a test if anything tried to leave 127.0.0.1."""
from __future__ import annotations

import pytest

from hermes_harness.scripted_llm import ScriptedLLM
from hermes_harness.session import NetworkGuard


@pytest.fixture(scope="module")
def server():
    srv = ScriptedLLM().start()
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def no_network():
    with NetworkGuard() as guard:
        yield guard
    assert guard.blocked == [], f"something tried to leave 127.0.0.1: {guard.blocked}"
