"""The ``memlock`` command line: every command, --json, exit codes, and the real console entry point."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pin_store_backends import REPO

from memlock_adapters.cli import build_parser, main
from memlock_core.config import load_config
from memlock_core.pinstore.contract import stem_for
from memlock_core.pinstore.file_backend import FilePinStore
from memlock_core.pinstore.project import project_key
from memlock_core.session.engine import Engine
from memlock_core.session.session_map import record_current_session
from tests.memlock_env import isolate_home
from tests.require import require


@pytest.fixture
def env(tmp_path, monkeypatch):
    home = isolate_home(tmp_path, monkeypatch)
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(repo)
    return home


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    data = json.loads(out)
    assert data["exit_code"] == code and data["ok"] == (code == 0)
    return code, data


def start_session(home, sid, cwd):
    eng = Engine(load_config(), home=home)
    eng.start_session(sid, project=project_key(cwd))
    record_current_session(home, "claude-code", sid, cwd)
    return eng


def all_commands():
    parser = build_parser()
    out = []

    def walk(p, prefix):
        for action in p._actions:
            if action.__class__.__name__ == "_SubParsersAction":
                for name, sub in action.choices.items():
                    out.append(prefix + [name])
                    walk(sub, prefix + [name])
    walk(parser, [])
    return out


@pytest.mark.parametrize("command", [[]] + all_commands(), ids=lambda c: " ".join(c) or "memlock")
def test_help_everywhere(capsys, command):
    with pytest.raises(SystemExit) as done:
        main(command + ["--help"])
    assert done.value.code == 0
    assert "usage: memlock" in capsys.readouterr().out


def test_help_and_usage_errors_import_no_command_and_no_core():
    """`memlock --help` stays fast: the parser names commands as text; none is imported to show help."""
    probe = ("import json, sys\nfrom memlock_adapters.cli import main\n"
             "for argv in (['--help'], ['pin', '--help'], ['prune', '--days', '3']):\n"
             "    try:\n        main(argv)\n    except SystemExit:\n        pass\n"
             "print(json.dumps(sorted(m for m in sys.modules if m.startswith('memlock'))))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert result.returncode == 0, result.stderr
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert loaded == ["memlock_adapters", "memlock_adapters.cli", "memlock_adapters.cli.parser",
                      "memlock_adapters.cli.run"], loaded


def test_usage_errors_exit_2(env, capsys):
    for argv in (["prune", "--days", "3"], ["pin"], ["nonsense"], ["pin", "x", "--priority", "500"]):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 2
    assert "at least 7" in capsys.readouterr().err


def test_durable_pins_without_a_session(env, capsys, tmp_path):
    code, data = run_json(capsys, "pin", "Always answer in English.", "--scope", "global", "--priority", "80")
    assert code == 0 and data["anchor"]["scope"] == "global" and data["anchor"]["created_by"] == "user"
    gid = data["anchor"]["id"]
    code, data = run_json(capsys, "pin", "Use tabs here.", "--scope", "project", "--probes", "tabs")
    assert code == 0 and data["anchor"]["project"] == str((tmp_path / "repo").resolve())
    pid = data["anchor"]["id"]
    code, _, err = run(capsys, "pin", "Mention the ticket.")  # scope session needs a session
    assert code == 1 and "--session" in err
    os.chdir(tmp_path / "elsewhere")
    code, _, err = run(capsys, "pin", "Use spaces.", "--scope", "project")
    assert code == 1 and "no proven project" in err
    code, data = run_json(capsys, "pins", "list")
    assert code == 0 and sorted(p["id"] for p in data["pins"]) == sorted([gid, pid])
    code, data = run_json(capsys, "pins", "list", "--project", str(tmp_path / "elsewhere"))
    assert code == 1
    code, data = run_json(capsys, "pins", "list", "--scope", "global")
    assert [p["id"] for p in data["pins"]] == [gid]
    code, data = run_json(capsys, "update", pid, "--text", "Use tabs everywhere in this repo.")
    assert code == 0 and data["anchor"]["version"] == 2
    code, data = run_json(capsys, "rollback", pid)
    assert code == 0 and data["anchor"]["text"] == "Use tabs here." and data["anchor"]["version"] == 3
    code, out, _ = run(capsys, "pins", "show", pid)
    assert code == 0 and "v2" in out and "rolled back" in out
    code, data = run_json(capsys, "pins", "history", pid)
    assert [(e["action"], e["actor"]) for e in data["history"]] == [
        ("pinned", "user"), ("updated", "user"), ("rolled back", "user")]
    code, data = run_json(capsys, "unpin", gid)
    assert code == 0
    code, _, err = run(capsys, "unpin", gid)
    assert code == 1 and "no durable pin" in err


def test_pin_attaches_to_the_projects_current_session(env, capsys, tmp_path):
    start_session(env, "cc-session-1", tmp_path / "repo")
    code, data = run_json(capsys, "pin", "Run the tests before committing.")
    assert code == 0 and data["session_id"] == "cc-session-1" and data["anchor"]["scope"] == "session"
    sid_pin = data["anchor"]["id"]
    code, data = run_json(capsys, "pin", "Never force-push.", "--scope", "project")
    assert code == 0 and data["anchor"]["project"] == project_key(tmp_path / "repo")
    eng2 = Engine(load_config(), home=env)
    anchors = eng2.state("cc-session-1").anchors
    assert anchors[sid_pin].created_by == "user" and len(anchors) == 2
    code, data = run_json(capsys, "status")
    assert code == 0 and data["session"]["session_id"] == "cc-session-1"
    code, out, _ = run(capsys, "status", "cc-session-1")
    assert "Never force-push" in out or "force-push" in out
    code, data = run_json(capsys, "pins", "list", "--session", "cc-session-1")
    assert len(data["anchors"]) == 2
    code, data = run_json(capsys, "update", sid_pin, "--priority", "90")
    assert code == 0 and data["anchor"]["priority"] == 90
    code, data = run_json(capsys, "unpin", sid_pin)
    assert code == 0 and data["session_id"] == "cc-session-1"
    code, _, err = run(capsys, "pin", "x", "--session", "no-such-session")
    assert code == 1 and "no session" in err
    code, data = run_json(capsys, "sessions")
    assert [s["session_id"] for s in data["sessions"]] == ["cc-session-1"]


def test_integrity_commands_and_exit_3(env, capsys):
    run(capsys, "pin", "Keep answers short.", "--scope", "global")
    assert run(capsys, "verify")[0] == 0
    store = FilePinStore(env)
    [pin] = store.load().pins
    path = env / "pins" / "records" / f"{stem_for(pin.id)}.json"
    path.write_bytes(path.read_bytes().replace(b"short", b"long"))
    code, data = run_json(capsys, "verify")
    assert code == 3 and data["report"]["quarantined_now"]
    code, out, _ = run(capsys, "status")
    assert code == 3 and "quarantine" in out
    code, data = run_json(capsys, "quarantine", "list")
    assert code == 3
    name = data["quarantine"][0]["file"]
    code, data = run_json(capsys, "quarantine", "restore", name)
    assert code == 0 and "long" in data["anchor"]["text"]
    assert run(capsys, "quarantine", "list")[0] == 0 and run(capsys, "verify")[0] == 0
    # a missing manifest holds everything back; rebaseline needs an explicit yes
    (env / "pins" / "manifest.json").unlink()
    code, data = run_json(capsys, "pins", "list")
    assert code == 3 and not data["store"]["trusted"]
    code, _, err = run(capsys, "pin", "Another rule.", "--scope", "global")
    assert code == 3 and "rebaseline" in err
    code, data = run_json(capsys, "rebaseline")
    assert code == 2 and data["preview"][0]["status"] == "unlisted"
    code, data = run_json(capsys, "rebaseline", "--yes")
    assert code == 0 and data["trusted"] == 1
    assert run(capsys, "verify")[0] == 0
    code, data = run_json(capsys, "pins", "history")
    assert [e["action"] for e in data["history"]][-1] == "re-baselined"


def test_snapshot_commands(env, capsys, tmp_path):
    run(capsys, "pin", "Rule one.", "--scope", "global")
    path = tmp_path / "snap.tar.gz"
    code, data = run_json(capsys, "snapshot", "export", str(path))
    assert code == 0 and data["snapshot"]["pins"] == 1
    code, _, err = run(capsys, "snapshot", "export", str(path))
    assert code == 1 and "--force" in err
    run(capsys, "pin", "Rule two.", "--scope", "global")
    code, data = run_json(capsys, "snapshot", "import", str(path), "--dry-run")
    assert code == 0 and data["same_store"] and len(FilePinStore(env).load().pins) == 2
    code, data = run_json(capsys, "snapshot", "import", str(path))
    assert code == 0 and len(data["result"]["removed"]) == 1 and Path(data["backup"]).exists()
    assert [p.text for p in FilePinStore(env).load().pins] == ["Rule one."]
    bad = tmp_path / "bad.tar.gz"
    bad.write_bytes(b"\x1f\x8b" + b"garbage" * 10)
    code, _, err = run(capsys, "snapshot", "import", str(bad))
    assert code == 3 and "nothing changed" in err


def test_prune_keeps_durable_pins_and_log(env, capsys, tmp_path):
    start_session(env, "old-session", tmp_path / "repo")
    start_session(env, "new-session", tmp_path / "repo")
    run(capsys, "pin", "Durable rule.", "--scope", "global")
    stale = env / "sessions" / next(p.name for p in (env / "sessions").glob("old-session*.json"))
    data = json.loads(stale.read_text())
    data["last_active_at"] = time.time() - 30 * 86400
    stale.write_text(json.dumps(data))
    log_before = (env / "pins" / "log.jsonl").read_bytes()
    code, data = run_json(capsys, "prune", "--days", "7", "--dry-run")
    assert code == 0 and data["sessions"] == ["old-session"] and stale.exists()
    code, data = run_json(capsys, "prune", "--days", "7")
    assert code == 0 and data["sessions"] == ["old-session"] and not stale.exists()
    assert [s for s, *_ in Engine(load_config(), home=env).list_sessions()] == ["new-session"]
    assert (env / "pins" / "log.jsonl").read_bytes() == log_before
    assert len(FilePinStore(env).load().pins) == 1
    assert "old-session" not in (env / "current_sessions.json").read_text()


def test_unavailable_backend_is_an_error_not_a_crash(env, capsys, tmp_path):
    config = tmp_path / "config.yaml"
    config.write_text("memlock:\n  persistence_backend: postgres\n")
    code, _, err = run(capsys, "--config", str(config), "pin", "Rule.", "--scope", "global")
    assert code == 1 and "unavailable" in err
    code, out, _ = run(capsys, "pins", "list", "--config", str(config))
    assert code == 1 and "unavailable" in out


def test_console_entry_points(env, tmp_path):
    environ = dict(os.environ, PYTHONPATH=str(REPO))
    result = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", "pin", "Rule from a shell.", "--scope",
                             "global", "--json"], capture_output=True, text=True, env=environ, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["anchor"]["text"] == "Rule from a shell."
    result = subprocess.run([sys.executable, "-m", "memlock_adapters.cli", "verify"], capture_output=True, text=True,
                            env=environ, cwd=tmp_path)
    assert result.returncode == 0 and "OK" in result.stdout
    script = shutil.which("memlock", path=str(Path(sys.executable).parent))
    require(script, "the `memlock` console script (pip install -e . installs it)")
    result = subprocess.run([script, "pins", "list"], capture_output=True, text=True, env=environ, cwd=tmp_path)
    assert result.returncode == 0 and "Rule from a shell." in result.stdout
