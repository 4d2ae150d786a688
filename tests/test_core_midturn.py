"""Mid-turn compaction: Engine.on_request patches each model request of the turn (never twice into
one request, never mutating the host's list) and the next before_llm carries the block into history."""
from __future__ import annotations

import copy

import pytest
from conftest import chat, summary_message

from memlock_core import REMINDER_MARKER
from memlock_core.detection.messages import message_text

RULES = [{"id": "bullets", "text": "Answer in bullet points.", "priority": 80, "probes": ["bullet", "points"]},
         {"id": "metric", "text": "Use metric units.", "probes": ["metric", "units"]}]
SYSTEM = {"role": "system", "content": "You are a coding agent."}


def tool_round(n: int) -> list[dict]:
    return [{"role": "assistant", "content": "", "tool_calls": [{"id": f"call_{n}", "type": "function",
                                                                 "function": {"name": "ls", "arguments": "{}"}}]},
            {"role": "tool", "tool_call_id": f"call_{n}", "content": f"file_{n}.py"}]


@pytest.fixture
def engine(make_engine):
    eng = make_engine(anchors=RULES)
    eng.start_session("s")
    return eng


def start_turn(engine) -> tuple[list, list]:
    """Turn 1: the user's rules are live; returns (history, first request)."""
    history = [{"role": "user", "content": "Always answer in bullet points and use metric units."},
               {"role": "assistant", "content": "Sure."}, *chat(3), {"role": "user", "content": "refactor the parser"}]
    assert engine.before_llm("s", history).block is None
    request = [SYSTEM, *history]
    assert engine.on_request("s", request) is None
    return history, request


def compact(request: list, tag: str = "recap") -> list:
    """Hermes compacts mid-turn: the head is folded into a summary; the current user turn survives."""
    return [SYSTEM, summary_message(f"{tag}: the user wanted bullet points and metric units"), *request[-3:]]


def test_no_compaction_no_patch(engine):
    _, request = start_turn(engine)
    for n in range(3):
        request = request + tool_round(n)
        assert engine.on_request("s", request) is None


def test_midturn_compaction_injects_into_this_and_later_requests(engine):
    _, request = start_turn(engine)
    request = compact(request + tool_round(1))
    original = copy.deepcopy(request)
    patched = engine.on_request("s", request)
    assert request == original  # the host's list and dicts are untouched
    assert patched is not None and len(patched) == len(request)
    last_user = [m for m in patched if m.get("role") == "user"][-1]
    assert last_user["content"].startswith("refactor the parser")
    block = last_user["content"].split("\n\n", 1)[1]
    assert block.splitlines()[0] == REMINDER_MARKER and "bullet points" in block and "metric units" in block
    state = engine.state("s")
    assert state.compactions == 1 and state.drift_log[-1].reason == "mid-turn compaction"
    # the patched request again: never twice into one request
    assert engine.on_request("s", patched) is None
    # the next requests of the turn (Hermes sends its own unpatched list) get it again, once
    for n in range(2, 5):
        request = request + tool_round(n)
        again = engine.on_request("s", request)
        assert again is not None
        assert sum(message_text(m).count(REMINDER_MARKER) for m in again) == 1
    assert engine.state("s").compactions == 1  # one compaction, audited once


def test_next_before_llm_carries_the_block_into_history(engine):
    _, request = start_turn(engine)
    request = compact(request + tool_round(1))
    block = message_text(engine.on_request("s", request)[-3])
    history = request[1:] + [{"role": "assistant", "content": "done"}, {"role": "user", "content": "thanks, next"}]
    outcome = engine.before_llm("s", history)
    assert outcome.reason == "carry-over" and outcome.block and outcome.block in block
    # now it is in history (Hermes stores pre_llm_call context with the user message): later turns are quiet
    history[-1] = {"role": "user", "content": f"thanks, next\n\n{outcome.block}"}
    history += [{"role": "assistant", "content": "ok"}, {"role": "user", "content": "more"}]
    assert engine.before_llm("s", history).reason == "quiet"
    assert engine.on_request("s", [SYSTEM, *history]) is None  # and the turn's requests are left alone


def test_preflight_compaction_is_not_audited_twice(engine):
    history, _ = start_turn(engine)
    history = [summary_message("recap: bullet points"), *history[-3:]]
    outcome = engine.before_llm("s", history)
    assert outcome.reason == "compaction" and outcome.block
    request = [SYSTEM, *history[:-1], {"role": "user", "content": f"{message_text(history[-1])}\n\n{outcome.block}"}]
    assert engine.on_request("s", request) is None
    assert engine.state("s").compactions == 1


def test_midturn_compaction_with_everything_alive_patches_nothing(engine):
    _, request = start_turn(engine)
    request = compact(request + tool_round(1))
    request[-3] = {"role": "user", "content": "refactor the parser; always bullet points, metric units"}
    assert engine.on_request("s", request) is None
    assert engine.state("s").integrity_score == 100


def test_user_turn_inside_the_summary_gets_a_new_user_message(engine):
    _, request = start_turn(engine)
    request = [SYSTEM, summary_message("recap: bullet points, metric units"), *tool_round(7)]
    patched = engine.on_request("s", request)
    assert patched[-1]["role"] == "user" and patched[-1]["content"].startswith(REMINDER_MARKER)
    assert patched[:-1] == request


def test_list_content_gets_a_text_part(engine):
    _, request = start_turn(engine)
    request = compact(request + tool_round(1))
    request[-3] = {"role": "user", "content": [{"type": "text", "text": "refactor the parser"},
                                               {"type": "image_url", "image_url": {"url": "data:"}}]}
    patched = engine.on_request("s", request)
    parts = patched[-3]["content"]
    assert parts[:2] == request[-3]["content"] and parts[2]["type"] == "text"
    assert parts[2]["text"].startswith(REMINDER_MARKER)


def test_second_midturn_compaction_in_the_same_turn(engine):
    _, request = start_turn(engine)
    first = engine.on_request("s", compact(request + tool_round(1), "one"))
    second_request = compact(first + tool_round(2), "two")  # the patched block was folded into the new summary
    second = engine.on_request("s", second_request)
    assert second is not None
    assert sum(message_text(m).count(REMINDER_MARKER) for m in second[2:]) == 1
    assert engine.state("s").compactions == 2
