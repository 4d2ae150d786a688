"""The judge inside the REAL hermes-agent 0.19.0 (issue 22 item 5), against the scripted model on 127.0.0.1.

1. The backend (memlock_adapters/hermes_judge.py) asks through Hermes's own auxiliary client
   (``call_llm(task="memlock_judge")``): the question reaches the scripted model, its one-word answer
   is read, an unclear answer or an HTTP error is no answer, a model that does not answer within
   ``judge_timeout_s`` is no answer, and the task is declared to Hermes only with ``judge: true``.
2. End to end: a pin, a compaction, then the user writes a paraphrase memlock's parse accepts; with
   ``judge: true`` the scripted model answers the judge's question "no", and the request on the
   wire carries the reminder. Answered "yes", it does not; with the judge off nobody is asked.
"""
from __future__ import annotations

import inspect
import socket
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from tests.require import require_module  # noqa: E402

HERMES = "hermes-agent (the [hermes] extra)"
auxiliary_client = require_module("agent.auxiliary_client", HERMES)

from hermes_harness.scripted_llm import HTTPError, ToolCall, last_user_message_text, message_text  # noqa: E402
from hermes_harness.session import HermesHome, HermesSession, activate_home, request_has_compaction  # noqa: E402
from memlock_adapters.hermes_judge import TASK, HermesJudge  # noqa: E402
from memlock_core.detection.judge import JUDGE_LEAD, JudgeCache, JudgeItem, JudgeLimits, ask_all  # noqa: E402
from memlock_core.session.reminder import REMINDER_MARKER  # noqa: E402
from tests.hermes_fixtures import no_network, server  # noqa: E402,F401 (fixtures)

PIN_TEXT = "Always answer in bullet points"
PARAPHRASE = "Format every reply as a bulleted list, please."


def is_judge_request(body) -> bool:
    return JUDGE_LEAD in last_user_message_text(body)


def judge_requests(server):
    """Every request of the judge the scripted model received, answered by a responder or not."""
    return [r.body for r in server.http_log if isinstance(r.body, dict) and is_judge_request(r.body)]


@pytest.fixture
def directory_plugin_only(monkeypatch):
    """Hide the pip entry point so the directory install is what Hermes loads."""
    from hermes_cli.plugins import PluginManager

    monkeypatch.setattr(PluginManager, "_scan_entry_points", lambda self: [])


@pytest.fixture
def judge_answers(server):
    """``judge_answers.append(item)``: what the scripted model answers the judge (last one set wins)."""
    answers: list = ["no"]
    server.add_responder("memlock-judge", is_judge_request, lambda body: answers[-1])
    yield answers
    server.responders[:] = [r for r in server.responders if r[0] != "memlock-judge"]


def make_home(server, tmp_path, **memlock):
    server.clear_script()
    server.reset_records()
    return HermesHome.create(server.base_url, plugins={"memlock": REPO_ROOT}, root=tmp_path / "hermes",
                             extra_config={"memlock": {"hard_reinject_turns": 0, **memlock}})


# ── the backend against Hermes's real auxiliary client ─────────────────────────
def test_installed_hermes_offers_what_the_backend_calls():
    params = inspect.signature(auxiliary_client.call_llm).parameters
    assert {"task", "messages", "temperature", "max_tokens", "timeout"} <= set(params)
    assert callable(auxiliary_client.extract_content_or_reasoning)
    from hermes_cli.plugins import PluginContext

    assert {"key", "display_name", "description", "defaults"} <= set(
        inspect.signature(PluginContext.register_auxiliary_task).parameters)


@pytest.mark.parametrize("reply, expected", [("no", False), ("No.", False), ("Yes", True), ("maybe", None),
                                             ("I am not sure what you mean.", None)])
def test_backend_asks_through_the_auxiliary_client(server, tmp_path, directory_plugin_only, judge_answers,
                                                   reply, expected):
    activate_home(make_home(server, tmp_path, judge=True))
    judge_answers.append(reply)
    judge = HermesJudge(timeout_s=20)
    question = f"{JUDGE_LEAD}\nPINNED: {PIN_TEXT}\n- {PARAPHRASE}\nAnswer with exactly one word: yes or no."
    assert judge.ask(question) is expected
    sent = judge_requests(server)
    assert len(sent) == 1 and last_user_message_text(sent[0]) == question
    assert judge.model_id.startswith("hermes:custom|") and server.base_url in judge.model_id


def test_backend_http_error_is_no_answer(server, tmp_path, directory_plugin_only):
    activate_home(make_home(server, tmp_path, judge=True))
    item = JudgeItem("bullets", PIN_TEXT, (PARAPHRASE,))
    server.add_responder("memlock-judge", is_judge_request, HTTPError(500, "upstream down"))
    try:
        run = ask_all([item], HermesJudge(timeout_s=5), JudgeCache(), JudgeLimits())
    finally:
        server.responders[:] = [r for r in server.responders if r[0] != "memlock-judge"]
    assert run.answers == {"bullets": None} and judge_requests(server)


def test_backend_silent_model_is_no_answer_within_judge_timeout(server, tmp_path, directory_plugin_only):
    """``auxiliary.memlock_judge`` routes the task to its own endpoint: here one that accepts the
    connection and never answers; ``judge_timeout_s`` ends the call, and nothing changes."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(16)  # connections wait in the backlog: nobody reads or answers them
        url = f"http://127.0.0.1:{silent.getsockname()[1]}/v1"
        home = make_home(server, tmp_path, judge=True)
        home.update_config({"auxiliary": {TASK: {"base_url": url, "api_key": "k", "model": "silent-model"}}})
        activate_home(home, force=True)
        judge = HermesJudge(timeout_s=0.5)
        assert "silent-model" in judge.model_id and url in judge.model_id
        item = JudgeItem("bullets", PIN_TEXT, (PARAPHRASE,))
        run = ask_all([item], judge, JudgeCache(), JudgeLimits(budget_s=60))
    assert run.answers == {"bullets": None}
    assert judge_requests(server) == [], "the task went to its own endpoint, not the main model"


def test_task_is_declared_to_hermes_only_with_the_judge_on(server, tmp_path, directory_plugin_only):
    from hermes_cli.plugins import get_plugin_auxiliary_tasks

    activate_home(make_home(server, tmp_path / "off"))
    assert TASK not in {t.get("key") for t in get_plugin_auxiliary_tasks()}
    activate_home(make_home(server, tmp_path / "on", judge=True))
    assert TASK in {t.get("key") for t in get_plugin_auxiliary_tasks()}


# ── end to end: a real Hermes session ────────────────────────────────────────
def _pinned_then_compacted(s, server):
    s.run_turn("hello", script=["hi"])  # two plain turns: the pin turn is not in Hermes's protected head
    s.run_turn("let's get started", script=["sure"])
    s.run_turn("From now on: always answer in bullet points. Please pin that.",
               script=[ToolCall("guard_pin", {"text": PIN_TEXT, "priority": 80}), "Pinned."])
    assert any("Pinned pin_" in message_text(m) for m in server.last_chat_request()["messages"] if m.get("role") == "tool")
    s.warm_up()
    s.compress()
    assert server.summary_requests, "Hermes did not ask for a summary"


def test_judge_says_not_the_same_rule_and_the_reminder_goes_out(server, tmp_path, directory_plugin_only,
                                                               judge_answers):
    with HermesSession(make_home(server, tmp_path, judge=True), server=server) as s:
        _pinned_then_compacted(s, server)
        s.run_turn(PARAPHRASE, script=["- ok"])
        sent = server.last_chat_request()
        assert request_has_compaction(sent)
        user_text = last_user_message_text(sent)
        assert REMINDER_MARKER in user_text and PIN_TEXT in user_text
        asked = judge_requests(server)
        assert len(asked) == 1
        question = last_user_message_text(asked[0])
        assert f"PINNED: {PIN_TEXT}" in question and PARAPHRASE in question
        status = s.command("/guard")
        assert "[DRIFTED]" in status and PIN_TEXT in status


def test_judge_says_same_rule_and_nothing_is_added(server, tmp_path, directory_plugin_only, judge_answers):
    judge_answers.append("yes")
    with HermesSession(make_home(server, tmp_path, judge=True), server=server) as s:
        _pinned_then_compacted(s, server)
        s.run_turn(PARAPHRASE, script=["- ok"])
        assert REMINDER_MARKER not in last_user_message_text(server.last_chat_request())
        assert len(judge_requests(server)) == 1


def test_judge_off_by_default_asks_nobody(server, tmp_path, directory_plugin_only, judge_answers):
    with HermesSession(make_home(server, tmp_path), server=server) as s:
        _pinned_then_compacted(s, server)
        s.run_turn(PARAPHRASE, script=["- ok"])
        assert REMINDER_MARKER not in last_user_message_text(server.last_chat_request())
        assert judge_requests(server) == []
