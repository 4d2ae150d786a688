"""Fixtures shared by the tests that run the real Hermes: one scripted model server per module,
and a guard that fails a test if anything tried to leave 127.0.0.1."""
from __future__ import annotations

import pytest

from hermes_harness.gateway import install_chat_model
from hermes_harness.scripted_llm import ScriptedLLM
from hermes_harness.session import NetworkGuard


@pytest.fixture(scope="module")
def server():
    srv = ScriptedLLM().start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def gateway_server():
    """The scripted model with Hermes' chat model pointed at it, for the gateway tests."""
    srv = ScriptedLLM().start()
    install_chat_model(srv)
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def no_network():
    with NetworkGuard() as guard:
        yield guard
    assert guard.blocked == [], f"something tried to leave 127.0.0.1: {guard.blocked}"
