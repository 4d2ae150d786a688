"""`memlock check ...`, `--check/--enforce` on pin/update, and compliance in `memlock status`."""
from __future__ import annotations

import json

from test_cli import env, run, run_json, start_session  # noqa: F401 (fixture)

from memlock_core.session import compliance_flow


def test_propose_accept_test_and_status(env, capsys, tmp_path):
    eng = start_session(env, "s1", str(tmp_path / "repo"))
    code, out, _ = run(capsys, "check", "propose", "Keep answers to 20 words or fewer")
    assert code == 0 and "at most 20 words" in out
    code, out, _ = run(capsys, "check", "propose", "Be kind")
    assert code == 0 and "no checkable rule" in out
    code, data = run_json(capsys, "pin", "Keep answers to 20 words or fewer", "--session", "s1")
    pin = data["anchor"]["id"]
    assert code == 0 and data["proposed_check"] == {"reply": {"max_words": 20}, "enforce": "warn"}
    assert data["anchor"]["check"] is None
    code, data = run_json(capsys, "check", "accept", pin, "--session", "s1")
    assert code == 0 and data["anchor"]["check"]["reply"]["max_words"] == 20 and data["anchor"]["version"] == 2
    long_reply = " ".join(["word"] * 30)
    code, out, _ = run(capsys, "check", "test", "--reply", long_reply, "--session", "s1")
    assert code == 0 and f"{pin}: BROKEN  30 words (limit 20)" in out
    eng = start_session(env, "s1", str(tmp_path / "repo"))
    compliance_flow.after_reply(eng, "s1", long_reply)
    eng.end_turn("s1")
    code, out, _ = run(capsys, "status", "s1")
    assert "Compliance" in out and "0% obeyed of last 1" in out and "30 words (limit 20)" in out
    code, data = run_json(capsys, "status", "s1")
    assert data["compliance"][0]["pin_id"] == pin and data["compliance"][0]["rate"] == 0.0


def test_pin_with_a_check_object_and_enforce_and_bad_input(env, capsys, tmp_path):
    start_session(env, "s1", str(tmp_path / "repo"))
    check = json.dumps({"tool": {"names": ["Bash"], "must_not_match": ["prod-db"]}})
    code, data = run_json(capsys, "pin", "Stay off the production database", "--session", "s1", "--check", check,
                          "--enforce", "block")
    assert code == 0 and data["anchor"]["check"]["enforce"] == "block"
    code, out, _ = run(capsys, "check", "test", "--tool", "Bash", "--args", '{"command": "psql -h prod-db"}',
                       "--session", "s1")
    assert "(would block)" in out
    code, out, err = run(capsys, "pin", "Rule", "--session", "s1", "--check", '{"tool": {"must_not_match": ["(a*)*"]}}')
    assert code != 0 and "repeat inside a repeat" in err
    code, out, err = run(capsys, "check", "test", "--session", "s1")
    assert code == 2 and "--reply" in err


def test_pin_check_proposed_prints_the_check_it_accepted_and_pins_show_lists_it(env, capsys, tmp_path):
    """Issue 25: `memlock pin ... --check proposed` says what it now checks and how; `pins show` too."""
    code, out, _ = run(capsys, "pin", "Keep answers to 20 words or fewer", "--scope", "global", "--check", "proposed")
    assert code == 0 and "Check accepted: at most 20 words. Enforcement: warn (" in out
    code, data = run_json(capsys, "pins", "list")
    (pin,) = [p["id"] for p in data["pins"]]
    code, out, _ = run(capsys, "pins", "show", pin)
    assert code == 0 and "  check:     at most 20 words\n" in out and "  enforce:   warn (" in out

    start_session(env, "s1", str(tmp_path / "repo"))
    code, out, _ = run(capsys, "pin", "Never run git push --force", "--session", "s1", "--check", "proposed",
                       "--enforce", "block")
    assert code == 0 and "Check accepted: tool calls: never force-push (blocked). Enforcement: block (" in out
    code, data = run_json(capsys, "pin", "Use metric units", "--session", "s1", "--check",
                          json.dumps({"reply": {"must_not_match": ["miles"]}}))
    assert code == 0 and data["check_accepted"]["enforce"] == "warn" and "miles" in data["check_accepted"]["describe"]
    session_pin = data["anchor"]["id"]
    code, out, _ = run(capsys, "pins", "show", session_pin, "--session", "s1")
    assert code == 0 and "  check:     " in out and "miles" in out and "  enforce:   warn (" in out

    code, out, _ = run(capsys, "pin", "Mention the ticket number", "--session", "s1")  # no check asked: none said
    assert code == 0 and "Check accepted" not in out
    plain = next(line.split()[1] for line in out.splitlines() if line.startswith("Pinned"))
    code, out, _ = run(capsys, "pins", "show", plain, "--session", "s1")
    assert "  check:     none (" in out

    code, out, _ = run(capsys, "check", "accept", pin, "--enforce", "block")  # accepting again says it too
    assert code == 0 and "Check accepted: at most 20 words. Enforcement: block (" in out
