"""A fleet: two REAL `hermes gateway run` processes with different homes, on one PostgreSQL.

Each gateway runs in its own clone of one repository (different paths, same `origin`), so both see
the same project. Checked: a project pin made through one gateway reaches a running session on the
other by its next turn (LISTEN/NOTIFY, no table scan per turn), and pins made concurrently through
both gateways are all stored, verified and logged.
"""
from __future__ import annotations

import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from pin_store_backends import drop_schema, pg_dsn

from hermes_harness.gateway import Gateway, chat_of, install_chat_model, last_user_text, requests_of
from hermes_harness.scripted_llm import ScriptedLLM
from memlock_core.pinstore.sql_backend import PostgresPinStore
from memlock_core.session.reminder import REMINDER_MARKER
from memlock_core.session.state_store import SessionStore

REPO_ROOT = Path(__file__).resolve().parent.parent
WRITERS = 8  # chats per gateway pinning at the same time
REMOTE = "git@example.com:team/fleet.git"


def _clone(path: Path) -> Path:
    (path / ".git").mkdir(parents=True)
    (path / ".git" / "config").write_text(f'[core]\n\tbare = false\n[remote "origin"]\n\turl = {REMOTE}\n')
    return path


@pytest.fixture(scope="module")
def fleet(tmp_path_factory):
    dsn = pg_dsn()
    schema = f"fleet_{uuid.uuid4().hex[:8]}"
    root = tmp_path_factory.mktemp("fleet")
    server = ScriptedLLM().start()
    install_chat_model(server)
    # detection keyword: verdicts must not depend on when a gateway finishes loading the embedding
    # model (as tests/conftest.py does in-process); max_pins above the 2 x WRITERS global pins plus
    # the project pin that every new session is seeded with, so no pin request meets the session cap
    memlock = {"persistence_backend": "postgres", "postgres_dsn": dsn, "postgres_schema": schema,
               "hard_reinject_turns": 0, "detection": "keyword", "max_pins": 64}
    gateways = [Gateway.create(server.base_url, root=root / f"home-{name}", plugin_dir=REPO_ROOT, memlock=memlock,
                               cwd=_clone(root / f"clone-{name}" / "fleet")) for name in ("a", "b")]
    try:
        with ThreadPoolExecutor(2) as pool:
            list(pool.map(lambda gw: gw.start(), gateways))
        yield {"a": gateways[0], "b": gateways[1], "server": server, "dsn": dsn, "schema": schema}
    finally:
        for gw in gateways:
            gw.stop()
        server.stop()
        drop_schema(dsn, schema)


def _request(server, chat: str, prefix: str) -> dict:
    (body,) = [b for b in requests_of(server) if chat_of(b) == chat and last_user_text(b).startswith(f"[{chat}] {prefix}")]
    return body


def test_a_project_pin_made_on_one_gateway_reaches_the_other_by_the_next_turn(fleet):
    a, b, server = fleet["a"], fleet["b"], fleet["server"]
    sb = b.new_session()
    b.chat(sb, "[b00] hello")
    sa = a.new_session()
    a.chat(sa, "[a00] a team rule. PIN(project): Always cite the ticket number FLEET-PROJ-7.")
    b.chat(sb, "[b00] next question")
    text = last_user_text(_request(server, "b00", "next question"))
    assert REMINDER_MARKER in text and "FLEET-PROJ-7" in text, text
    b.chat(sb, "[b00] and another")
    assert REMINDER_MARKER not in last_user_text(_request(server, "b00", "and another"))  # told once
    store = PostgresPinStore(fleet["dsn"], schema=fleet["schema"])
    (pin,) = [p for p in store.load().pins if p.scope == "project"]
    assert pin.project == "git:example.com/team/fleet"  # the remote, not either clone's path
    fleet["b_session"] = sb


def test_concurrent_pins_through_both_gateways_lose_nothing(fleet):
    a, b = fleet["a"], fleet["b"]

    def pin(job: tuple[Gateway, str]) -> None:
        gw, chat = job
        sid = gw.new_session()
        gw.chat(sid, f"[{chat}] PIN(global): Always mention the token TOKEN-{chat.upper()}.")

    jobs = [(a, f"a{n + 1:02d}") for n in range(WRITERS)] + [(b, f"b{n + 1:02d}") for n in range(WRITERS)]
    with ThreadPoolExecutor(len(jobs)) as pool:
        list(pool.map(pin, jobs))
    store = PostgresPinStore(fleet["dsn"], schema=fleet["schema"])
    load = store.load()
    assert load.trusted and not load.quarantined
    tokens = {p.text.split("TOKEN-")[1].rstrip(".") for p in load.pins if p.scope == "global"}
    assert tokens == {chat.upper() for _, chat in jobs}
    report = store.verify()
    assert report.ok, report.problems
    assert len([e for e in store.history() if e.action == "pinned"]) == len(jobs) + 1
    # and the running session on b holds every one of them after its next turn
    sid = fleet.get("b_session")
    if sid:
        b.chat(sid, "[b00] one more")
        state = SessionStore(b.home.path / "memlock").load(sid)
        held = {a.text for a in state.anchors.values() if a.kind == "global"}
        assert {f"Always mention the token TOKEN-{chat.upper()}." for _, chat in jobs} <= held
