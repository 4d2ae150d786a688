"""Fault injection (issue 16): full disks (ENOSPC at every commit step, and a real tiny tmpfs), SQLite on
a full disk, a read-only home, a writer killed mid log append, FIFOs and bad payloads in hooks, and
failed requests on unknown sessions."""
from __future__ import annotations

import errno
import json
import multiprocessing
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from fault_mounts import fill, read_only_view, small_tmpfs
from pin_store_backends import KEY, REPO, anchor, backend_kind, stores  # noqa: F401
from test_crash_safety import STEPS

from mcp_server.tools import MemlockTools
from memlock_adapters.cli import main
from memlock_core import Engine, load_config
from memlock_core.errors import StoreWriteFailed
from memlock_core.pinstore.file_backend import FilePinStore

CTX = multiprocessing.get_context("fork")


def _snapshot(store) -> tuple:
    load = store.load()
    return sorted((p.id, p.version, p.text) for p in load.pins), len(store.history())


# ── B14: ENOSPC / EROFS at every commit step roll back completely ─────────────────────────────────
@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS])
@pytest.mark.parametrize("op", ["create", "update", "remove"])
def test_b14_disk_error_at_every_step_rolls_back(stores, op, code):
    stores(KEY).put(anchor("a"), "user")
    before = _snapshot(stores(KEY))
    for step in STEPS[stores.kind]:
        if step == "quarantine" or (step == "record" and op == "remove"):
            continue  # steps this change never reaches (a quarantine has its own kill test)
        store = stores(KEY)

        def fault(at: str, step: str = step) -> None:
            if at == step:
                raise OSError(code, os.strerror(code))
        store._fault = fault
        with pytest.raises(StoreWriteFailed) as caught:
            if op == "remove":
                store.remove("a", "user")
            else:
                store.put(anchor("b" if op == "create" else "a", "New wording.", version=2 if op == "update" else 1),
                          "user", "updated" if op == "update" else "pinned")
        assert ("disk is full" if code == errno.ENOSPC else "read-only") in str(caught.value)
        assert "rolled back" in str(caught.value)
        fresh = stores(KEY)  # the next command, in another process: its recovery must not complete the change
        assert _snapshot(fresh) == before, step
        assert fresh.verify().ok, (step, fresh.verify().problems)


def _cli_env(monkeypatch, home: Path, tmp: Path, config: str | None = None) -> None:
    monkeypatch.setenv("MEMLOCK_HOME", str(home))
    monkeypatch.setenv("HERMES_HOME", str(tmp / "hermes"))
    monkeypatch.delenv("MEMLOCK_HMAC_KEY", raising=False)
    if config is None:
        monkeypatch.delenv("MEMLOCK_CONFIG", raising=False)
    else:
        path = tmp / "memlock.yaml"
        path.write_text(config)
        monkeypatch.setenv("MEMLOCK_CONFIG", str(path))
    monkeypatch.chdir(tmp)


def _cli(env: dict, cwd: Path, *argv: str) -> subprocess.CompletedProcess:
    """The real command in its own process (an in-process run would share SQLite's open WAL files)."""
    return subprocess.run([sys.executable, "-m", "memlock_adapters.cli", *argv], env=env, cwd=cwd,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("backend", ["file", "sqlite"])
def test_b14_b15_real_full_disk(tmp_path, backend):
    """A 512 KiB tmpfs filled to within a few KiB: every outcome is either "stored" or "not stored, said
    so"; a failed pin never shows up later, and reading always works (B15: SQLite too)."""
    config = tmp_path / "memlock.yaml"
    config.write_text(f"memlock:\n  persistence_backend: {backend}\n")
    with small_tmpfs(tmp_path / "disk") as disk:
        env = {k: v for k, v in os.environ.items() if not k.startswith("MEMLOCK") or k == "MEMLOCK_DAEMON"}
        env.update(MEMLOCK_HOME=str(disk / "home"), HERMES_HOME=str(tmp_path / "hermes"),
                   MEMLOCK_CONFIG=str(config), PYTHONPATH=str(REPO))

        def listed() -> set[str]:
            run = _cli(env, tmp_path, "pins", "list", "--json")
            assert run.returncode == 0, run.stderr  # reading works on the full disk
            return {p["text"] for p in json.loads(run.stdout)["pins"]}

        assert _cli(env, tmp_path, "pin", "--scope", "global", "First rule.").returncode == 0
        expected = {"First rule."}
        for leave_kb in (0, 4, 8, 16, 32):
            filler = fill(disk, leave_kb)
            run = _cli(env, tmp_path, "pin", "--scope", "global", f"Rule with {leave_kb} KiB free.")
            if run.returncode == 0:
                expected.add(f"Rule with {leave_kb} KiB free.")
            else:
                assert run.returncode == 1 and "full" in run.stderr and "Traceback" not in run.stderr, run.stderr
            assert listed() == expected, leave_kb
            filler.unlink()
            assert listed() == expected, leave_kb  # space came back: still no ghost pin
        assert _cli(env, tmp_path, "verify").returncode == 0


# ── reading works on a read-only home ───────────────────────────────────────────────────────────
@pytest.mark.parametrize("backend", ["file", "sqlite"])
def test_read_only_home_can_be_read(tmp_path, monkeypatch, capsys, backend):
    source = tmp_path / "home"
    _cli_env(monkeypatch, source, tmp_path, f"memlock:\n  persistence_backend: {backend}\n")
    assert main(["pin", "--scope", "global", "Always answer in English."]) == 0
    engine = Engine(load_config({"persistence_backend": backend}), home=source)
    engine.start_session("s1")
    engine.before_llm("s1", [{"role": "user", "content": "hi"}])
    engine.end_turn("s1")
    with read_only_view(source, tmp_path / "ro") as view:
        monkeypatch.setenv("MEMLOCK_HOME", str(view))
        capsys.readouterr()
        for command in (["status"], ["status", "s1"], ["verify"], ["pins", "list"], ["sessions"],
                        ["pins", "history"], ["snapshot", "export", str(tmp_path / "snap.tar.gz")]):
            assert main(command) == 0, (command, capsys.readouterr())
        capsys.readouterr()
        assert main(["pin", "--scope", "global", "Another."]) == 1
        assert "read-only" in capsys.readouterr().err
        tools = MemlockTools(Engine(load_config({"persistence_backend": backend}), home=view))
        status = tools.call("memlock_status", {"session_id": "s1"})
        assert status.ok and "Always answer in English" in status.text
        audited = tools.call("memlock_audit", {"session_id": "s1", "messages": [{"role": "user", "content": "hi"}]})
        assert audited.ok, audited.text
        fresh = tools.call("memlock_status", {"session_id": "s2"})  # a new session runs from memory
        assert fresh.ok


# ── a writer killed in the middle of a log append ──────────────────────────────────────────────
def _append_half_then_die(home: str) -> None:
    import memlock_core.pinstore.file_backend as backend

    real_write = os.write

    def torn(fd: int, data) -> int:
        real_write(fd, bytes(data)[: len(data) // 2])
        os.kill(os.getpid(), signal.SIGKILL)
        return 0
    backend.os.write = torn  # type: ignore[attr-defined]
    FilePinStore(Path(home)).put(anchor("b"), "user")
    os._exit(0)


def test_torn_log_line_from_a_killed_append_is_settled(tmp_path):
    FilePinStore(tmp_path).put(anchor("a"), "user")
    proc = CTX.Process(target=_append_half_then_die, args=(str(tmp_path),))
    proc.start()
    proc.join(60)
    assert proc.exitcode == -signal.SIGKILL
    assert not (tmp_path / "pins" / "log.jsonl").read_bytes().endswith(b"\n")  # torn for real
    report = FilePinStore(tmp_path).verify()  # the next process settles the interrupted change
    assert report.ok, report.problems
    assert sorted(p.id for p in FilePinStore(tmp_path).load().pins) == ["a", "b"]  # the record was written
    assert [e.action for e in FilePinStore(tmp_path).history()] == ["pinned", "pinned"]
    assert (tmp_path / "pins" / "log.jsonl").read_bytes().endswith(b"\n")
    assert not list((tmp_path / "pins").glob("log.orphan-*"))  # the crash's own bytes are not "evidence"


def test_torn_line_nobody_committed_is_reported_then_moved_aside(tmp_path):
    """Without a pending change no memlock writer was appending: those bytes are foreign."""
    FilePinStore(tmp_path).put(anchor("a"), "user")
    with open(tmp_path / "pins" / "log.jsonl", "ab") as fh:
        fh.write(b'{"id": "x", "action": "pinned", "te')
    report = FilePinStore(tmp_path).verify()
    assert not report.ok and any("not covered" in p for p in report.log_problems)
    assert [p.id for p in FilePinStore(tmp_path).load().pins] == ["a"]  # pins are still served
    FilePinStore(tmp_path).put(anchor("b"), "user")
    assert FilePinStore(tmp_path).verify().ok
    assert len(list((tmp_path / "pins").glob("log.orphan-*"))) == 1


# ── hooks: FIFOs, malformed payloads ────────────────────────────────────────────────────────────
def _hook(env: dict, stdin: bytes, cwd: Path, timeout: float = 20) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "memlock_adapters.claude_code"], input=stdin, capture_output=True,
                          env=env, cwd=cwd, timeout=timeout)


@pytest.fixture
def hook_env(tmp_path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "MEMLOCK")) or k == "MEMLOCK_DAEMON"}
    env.update(MEMLOCK_HOME=str(tmp_path / "home"), HERMES_HOME=str(tmp_path / "hermes"), HOME=str(tmp_path / "u"),
               PYTHONPATH=str(REPO), MEMLOCK_HOOK_BUDGET_S="120")
    return env


@pytest.mark.parametrize("event", ["UserPromptSubmit", "SessionStart", "PreCompact", "Stop"])
def test_hook_never_blocks_on_a_fifo_transcript(tmp_path, hook_env, event):
    fifo = tmp_path / "t.jsonl"
    os.mkfifo(fifo)
    payload = {"hook_event_name": event, "session_id": "s1", "transcript_path": str(fifo), "cwd": str(tmp_path),
               "prompt": "hi", "source": "startup", "trigger": "auto"}
    result = _hook(hook_env, json.dumps(payload).encode(), tmp_path)  # a blocked open would time out (120 s budget)
    assert result.returncode == 0 and b"Traceback" not in result.stderr


@pytest.mark.parametrize("stdin", [b"not json", b"[1]", b'{"hook_event_name": 5}', b'{"session_id": ["x"]}',
                                   b'{"hook_event_name":"UserPromptSubmit","session_id":"s","transcript_path":7}',
                                   b"\xff" * 10, b'{"a":' * 5000])
def test_hooks_never_print_tracebacks(tmp_path, hook_env, stdin):
    result = _hook(hook_env, stdin, tmp_path)
    assert result.returncode == 0 and result.stdout == b""
    assert b"Traceback" not in result.stderr


def test_hook_traceback_goes_to_the_log_not_stderr(tmp_path, hook_env):
    hook_env["MEMLOCK_CONFIG"] = str(tmp_path / "cfg.yaml")
    (tmp_path / "cfg.yaml").write_text("memlock:\n  persistence_backend: sqlite\n")
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "pins.sqlite3").write_bytes(b"this is not a database" * 100)
    payload = {"hook_event_name": "SessionStart", "session_id": "s1", "transcript_path": str(tmp_path / "t.jsonl"),
               "cwd": str(tmp_path), "source": "startup"}
    result = _hook(hook_env, json.dumps(payload).encode(), tmp_path)
    assert result.returncode == 0 and b"Traceback" not in result.stderr


# ── failed requests on unknown sessions create nothing ──────────────────────────────────────────
def test_failed_unpin_on_unknown_session_creates_no_file(tmp_path):
    engine = Engine(load_config(), home=tmp_path)
    tools = MemlockTools(engine)
    for name, args in (("memlock_unpin", {"session_id": "ghost", "pin_id": "p1"}),
                       ("memlock_update", {"session_id": "ghost", "pin_id": "p1", "text": "x"}),
                       ("memlock_update", {"session_id": "ghost", "pin_id": "p1", "action": "rollback"})):
        result = tools.call(name, args)
        assert not result.ok and "ghost" in result.text
    from memlock_core.session.requests import run_request

    assert not run_request(engine, "ghost2", {"action": "unpin", "pin_id": "p1"}).ok
    sessions = tmp_path / "sessions"
    assert not sessions.exists() or not list(sessions.glob("*.json"))
