"""memlock inside the REAL `hermes gateway run` (hermes-agent 0.19.0): many chats at once.

One gateway process (API server platform + a webhook platform, both on 127.0.0.1) against a scripted
model. Fifty chats run concurrently; each pins its own rule (a unique code word), pushes it out of the
protected tail, is compacted mid-turn, and Hermes's background memory review (every 6th user turn)
runs right after the compaction turn, before the user's next turn. Checked on the wire:

* no request of one chat ever carries another chat's rule (reminders, reviews, summaries);
* every chat's lost pin comes back: in the compaction turn's later requests, and in the next user
  turn's message (the one Hermes saves), although the background review ran in between (bug 1);
* `/guard` and `/guard unpin` through the gateway's own command dispatch act on no other chat (bug 2);
* after a gateway restart the pins are still there and come back after the next compaction.
"""
from __future__ import annotations

import json
import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from hermes_harness.gateway import Gateway, chat_of, last_user_text, requests_of
from hermes_harness.scripted_llm import message_text
from hermes_harness.session import request_has_compaction
from memlock_core.session.reminder import REMINDER_MARKER
from memlock_core.session.state_store import SessionStore
from tests.hermes_fixtures import gateway_server

REPO_ROOT = Path(__file__).resolve().parent.parent
CHATS = int(os.environ.get("MEMLOCK_GATEWAY_CHATS", "50"))  # fewer only to debug locally
REVIEW_EVERY = 3  # the compaction turn is each chat's 3rd user turn: the review runs right after it


def tag(n: int) -> str:
    return f"c{n:02d}"


def codeword(n: int) -> str:
    return f"QX{n:02d}ZEBRA"


def rule(n: int) -> str:
    return f"Always end every answer with the code word {codeword(n)}."


server = gateway_server  # the scripted model, Hermes' chat model pointed at it (tests/hermes_fixtures.py)


@pytest.fixture(scope="module")
def gateway(server, tmp_path_factory):
    # detection keyword: verdicts must not depend on when the gateway finishes loading the embedding
    # model (as tests/conftest.py does in-process)
    gw = Gateway.create(server.base_url, root=tmp_path_factory.mktemp("gateway"), plugin_dir=REPO_ROOT,
                        memlock={"hard_reinject_turns": 0, "detection": "keyword"}, nudge_interval=REVIEW_EVERY)
    gw.start()
    yield gw
    gw.stop()


def _reviews_of(server, chat: str) -> list[dict]:
    return [body for body in requests_of(server, "review") if chat_of(body) == chat]


def _wait_for_review(server, chat: str, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _reviews_of(server, chat):
            return
        time.sleep(0.1)
    raise AssertionError(f"Hermes ran no background review for {chat}")


def _run_chat(gw: Gateway, server, n: int) -> dict:
    t = tag(n)
    sid = gw.new_session()
    gw.chat(sid, f"[{t}] hello")  # the protected head (protect_first_n: 1)
    gw.chat(sid, f"[{t}] From now on, a rule. PIN: {rule(n)}")
    # turn 3: Hermes compacts after the tool call; the pin turn is older than the protected tail (4)
    gw.chat(sid, f"[{t}] look this up, COMPACT")
    _wait_for_review(server, t)  # the background review ran between this turn and the next
    gw.chat(sid, f"[{t}] next question")
    gw.chat(sid, f"[{t}] and another")
    return {"sid": sid, "n": n}


@pytest.fixture(scope="module")
def fleet(gateway, server):
    """Fifty chats, all at once."""
    with ThreadPoolExecutor(max_workers=CHATS) as pool:
        chats = list(pool.map(lambda n: _run_chat(gateway, server, n), range(CHATS)))
    return {tag(c["n"]): c for c in chats}


def _turn_requests(server, chat: str, prefix: str) -> list[dict]:
    return [b for b in requests_of(server) if chat_of(b) == chat and last_user_text(b).startswith(f"[{chat}] {prefix}")]


def _pin_id(server, chat: str) -> str:
    for body in requests_of(server):
        if chat_of(body) != chat:
            continue
        for message in body["messages"]:
            text = message_text(message)
            if message.get("role") == "tool" and text.startswith("Pinned pin_"):
                return text.split()[1]
    raise AssertionError(f"no pin made in {chat}")


def _stored_pins(gateway: Gateway, sid: str) -> list[str]:
    """The pin ids in the session's state file, as the gateway's memlock wrote it."""
    state = SessionStore(gateway.home.path / "memlock").load(sid)
    return list(state.anchors)


def test_no_chat_sees_another_chats_rule(fleet, server):
    checked = 0
    with server._lock:
        bodies = [r.body for r in server.http_log if r.kind in ("chat-model", "review", "summary")]
    for body in bodies:
        chat = chat_of(body)
        assert chat is not None
        own = codeword(int(chat[1:]))
        blob = json.dumps(body["messages"], ensure_ascii=False)
        foreign = {w for w in (codeword(n) for n in range(CHATS)) if w != own and w in blob}
        assert not foreign, f"a request of {chat} carries another chat's rule: {sorted(foreign)}"
        checked += 1
    assert checked >= CHATS * 7


def test_every_lost_pin_comes_back_despite_the_background_review(fleet, server):
    missing_midturn, missing_next = [], []
    for n in range(CHATS):
        t = tag(n)
        assert _reviews_of(server, t), f"{t}: no background review"
        after = [b for b in requests_of(server) if chat_of(b) == t and request_has_compaction(b)
                 and b["messages"][-1].get("role") == "tool"]  # the compaction turn, after its tool call
        if not after or not any(REMINDER_MARKER in message_text(m) and codeword(n) in message_text(m)
                   for b in after for m in b["messages"]):
            missing_midturn.append(t)
        (nxt,) = _turn_requests(server, t, "next question")
        text = last_user_text(nxt)
        if not (REMINDER_MARKER in text and codeword(n) in text):
            missing_next.append(t)
    if missing_midturn:
        shown = [[(m.get("role"), message_text(m)[:90]) for m in b["messages"]]
                 for b in requests_of(server) if chat_of(b) == missing_midturn[0]]
        raise AssertionError(f"no reminder after the mid-turn compaction: {missing_midturn}\n{shown}")
    # Bug 1: the review (same session id) used to take the carried-over reminder.
    assert not missing_next, f"the user's next turn lost the reminder (review took it?): {missing_next}"
    for n in range(CHATS):  # a review request never gets (and so never consumes) the reminder
        for body in _reviews_of(server, tag(n)):
            assert REMINDER_MARKER not in last_user_text(body)


def test_quiet_turn_after_the_reminder_carries_nothing(fleet, server):
    for n in range(CHATS):
        (body,) = _turn_requests(server, tag(n), "and another")
        assert REMINDER_MARKER not in last_user_text(body)


def test_guard_through_the_gateway_acts_on_no_other_chat(fleet, gateway, server):
    victim = fleet[tag(3)]
    pin_id = _pin_id(server, tag(3))
    status = gateway.command("/guard")
    assert "acts on none" in status and "/guard <session-id>" in status
    assert not any(codeword(n) in status for n in range(CHATS))
    refused = gateway.command(f"/guard unpin {pin_id}")
    assert "acts on none" in refused
    assert pin_id in _stored_pins(gateway, victim["sid"]), "a command from another chat removed the pin"
    named = gateway.command(f"/guard {victim['sid']}")
    assert f"session {victim['sid']}" in named
    assert "unknown session" in gateway.command(f"/guard unpin {pin_id} api_no_such_session")
    # the slash command sent to the API server reaches the model as text and changes nothing
    gateway.chat(victim["sid"], f"[{tag(3)}] /guard unpin {pin_id}")
    assert pin_id in _stored_pins(gateway, victim["sid"])


def test_pins_survive_a_restart(fleet, gateway, server):
    gateway.stop()
    gateway.start()
    survivors = [tag(n) for n in (0, 1, 2, 3, 4)]

    def again(t: str) -> None:
        sid = fleet[t]["sid"]
        gateway.chat(sid, f"[{t}] after restart, COMPACT")
        gateway.chat(sid, f"[{t}] after restart, next")

    with ThreadPoolExecutor(max_workers=len(survivors)) as pool:
        list(pool.map(again, survivors))
    for t in survivors:
        (body,) = _turn_requests(server, t, "after restart, next")
        text = last_user_text(body)
        assert REMINDER_MARKER in text and codeword(int(t[1:])) in text, t
