"""Compliance inside the REAL hermes-agent 0.19.0, against the scripted model on 127.0.0.1.

* A pinned "answer in French" (check proposed by memlock, accepted with a normal pin update) broken
  by the model's English reply: the NEXT request on the wire carries the correction; a French
  reply leaves the request after it clean.
* A pinned "never use sudo", its proposed check accepted by the user with ``/guard accept <id> block``:
  Hermes's ``pre_tool_call`` refuses the terminal call with sudo (the model sees memlock's message
  naming the pin) and lets ``echo`` run.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hermes_harness.scripted_llm import ToolCall, last_user_message_text, message_text  # noqa: E402
from hermes_harness.session import HermesHome, HermesSession  # noqa: E402
from memlock_core.session.compliance_flow import CORRECTION_MARKER  # noqa: E402
from tests.hermes_fixtures import no_network, server  # noqa: E402,F401 (fixtures)


@pytest.fixture
def home(server, tmp_path, monkeypatch):
    from hermes_cli.plugins import PluginManager

    monkeypatch.setattr(PluginManager, "_scan_entry_points", lambda self: [])
    monkeypatch.setenv("MEMLOCK_LANGID", "")  # the installed identifier, whichever it is
    server.clear_script()
    server.reset_records()
    return HermesHome.create(server.base_url, plugins={"memlock": REPO_ROOT}, root=tmp_path / "hermes",
                             extra_config={"memlock": {"hard_reinject_turns": 0}})


def _tool_results(server) -> list[str]:
    return [message_text(m) for m in server.last_chat_request()["messages"] if m.get("role") == "tool"]


def _pin(s, server, text: str) -> str:
    s.run_turn(f"{text}. Please pin that.", script=[ToolCall("guard_pin", {"text": text, "priority": 90}), "Pinned."])
    result = _tool_results(server)[-1]
    assert "Pinned pin_" in result and "Proposed check" in result, result
    found = re.search(r"Pinned (pin_[0-9a-f]+)", result)
    assert found is not None
    return found.group(1)


def _accept(s, server, pin_id: str, **extra) -> None:
    s.run_turn("Yes, use that check.", script=[ToolCall("guard_pin", {"pin_id": pin_id, "check": "proposed", **extra}),
                                               "Check accepted."])
    assert f"Updated {pin_id}" in _tool_results(server)[-1], _tool_results(server)


def test_english_reply_to_a_french_pin_gets_a_correction_on_the_next_request(home, server):
    with HermesSession(home, server=server) as s:
        s.run_turn("bonjour", script=["Bonjour ! Comment puis-je vous aider aujourd'hui ?"])
        pin_id = _pin(s, server, "Always answer in French")
        _accept(s, server, pin_id)
        s.run_turn("Comment lister les fichiers cachés ?",
                   script=["Use ls -a to list hidden files; the dot files will then show up in the listing."])
        s.run_turn("Et les permissions ?", script=["Utilisez ls -l : la première colonne montre les permissions du fichier."])
        sent = last_user_message_text(server.last_chat_request())
        assert CORRECTION_MARKER in sent, sent
        assert "Always answer in French" in sent and "not fr" in sent
        s.run_turn("Merci !", script=["Avec plaisir, bonne journée à vous !"])
        assert CORRECTION_MARKER not in last_user_message_text(server.last_chat_request())
        status = s.command("/guard")
    assert pin_id in status and "% obeyed of last" in status and "last violation" in status, status


def test_sudo_pin_with_enforce_block_blocks_the_terminal_call_and_lets_others_run(home, server):
    with HermesSession(home, server=server) as s:
        assert "terminal" in s.tool_names, s.tool_names
        pin_id = _pin(s, server, "Never use sudo")
        accepted = s.command(f"/guard accept {pin_id} block")  # the user accepts, through Hermes's own dispatch
        assert f"Updated {pin_id}" in accepted and "blocked" in accepted, accepted
        s.run_turn("install the package", script=[
            ToolCall("terminal", {"command": "sudo apt-get install -y cowsay"}),
            ToolCall("terminal", {"command": "echo memlock-let-this-run"}),
            "I could not use sudo; echo ran instead."])
        results = _tool_results(server)
    blocked = [r for r in results if "BLOCKED by memlock" in r]
    assert blocked and pin_id in blocked[0] and "Never use sudo" in blocked[0], results
    assert any("memlock-let-this-run" in r and "BLOCKED" not in r for r in results), results


def test_block_holds_against_wrappers_and_scripts_and_respects_branch_scope(home, server, tmp_path, monkeypatch):
    """Issue 20 through Hermes's own pre_tool_call: `bash -c 'sudo ...'` and a script written then run
    in the same turn are refused; a force-push to a feature branch under a main-only rule runs."""
    monkeypatch.chdir(tmp_path)
    with HermesSession(home, server=server) as s:
        sudo_pin = _pin(s, server, "Never use sudo")
        assert f"Updated {sudo_pin}" in s.command(f"/guard accept {sudo_pin} block")
        push_pin = _pin(s, server, "Never force-push to main")
        assert f"Updated {push_pin}" in s.command(f"/guard accept {push_pin} block")
        script = tmp_path / "restart.sh"
        s.run_turn("restart the service", script=[
            ToolCall("terminal", {"command": "bash -c 'sudo systemctl restart nginx'"}),
            ToolCall("write_file", {"path": str(script), "content": "#!/bin/sh\nsudo systemctl restart nginx\n"}),
            ToolCall("terminal", {"command": f"sh {script}"}),
            ToolCall("terminal", {"command": "git push --force origin feature/login 2>/dev/null; echo pushed-feature"}),
            "Done what I could."])
        results = _tool_results(server)
    blocked = [r for r in results if "BLOCKED by memlock" in r]
    assert len(blocked) == 2 and all(sudo_pin in r for r in blocked), results
    assert any("pushed-feature" in r and "BLOCKED" not in r for r in results), results


def test_an_internal_error_under_block_refuses_the_call_with_a_clear_message(home, server, monkeypatch):
    import memlock_core.compliance.tool_eval as tool_eval

    def broken_analyser(*_args, **_kwargs):
        raise RuntimeError("simulated analyser bug")

    with HermesSession(home, server=server) as s:
        pin_id = _pin(s, server, "Never use sudo")
        assert f"Updated {pin_id}" in s.command(f"/guard accept {pin_id} block")
        monkeypatch.setattr(tool_eval, "analyse_call", broken_analyser)
        s.run_turn("list files", script=[ToolCall("terminal", {"command": "echo memlock-should-not-run"}), "ok"])
        results = _tool_results(server)
    refused = [r for r in results if "BLOCKED by memlock" in r]
    assert refused and "analyser failed" in refused[0] and "memlock-should-not-run" not in refused[0], results


def test_a_reply_that_switches_to_english_halfway_and_american_spelling_are_corrected(home, server):
    """Issue 21 in the real Hermes: under "answer in French", a reply that starts in French and
    switches to English is corrected on the next request; under "Use British spelling", American
    spellings are reported with the words as evidence."""
    with HermesSession(home, server=server) as s:
        french = _pin(s, server, "Always answer in French")
        _accept(s, server, french)
        s.run_turn("Comment configurer le cache ?", script=[
            "Pour configurer le cache, ouvrez le fichier de configuration et activez l'option correspondante. "
            "Ensuite, redémarrez le service pour appliquer la modification.\n\n"
            "After that, you should check the logs to make sure the cache is actually being used, and adjust "
            "the size limit if the hit rate stays low over the next few days."])
        s.run_turn("Merci. Et la taille ?", script=["La taille se règle avec l'option max_size, en mégaoctets."])
        sent = last_user_message_text(server.last_chat_request())
        assert CORRECTION_MARKER in sent and "Always answer in French" in sent, sent
        british = _pin(s, server, "Use British spelling")
        _accept(s, server, british)
        s.run_turn("Which theme?", script=[
            "My favorite option is the dark theme: the color contrast is better and the center panel is "
            "easier to read on a large monitor during long sessions."])
        s.run_turn("Thanks", script=["You are welcome; the colour settings are in the appearance menu."])
        sent = last_user_message_text(server.last_chat_request())
    assert "Use British spelling" in sent and "color" in sent and "favorite" in sent, sent


def test_a_consent_rule_blocks_a_push_nobody_asked_for_and_lets_the_asked_one_run(home, server):
    """"Never push without asking me first" under block: the user's message of the turn decides."""
    with HermesSession(home, server=server) as s:
        pin_id = _pin(s, server, "Never push without asking me first")
        accepted = s.command(f"/guard accept {pin_id} block")
        assert f"Updated {pin_id}" in accepted, accepted
        s.run_turn("Fix the typo in the README.", script=[
            ToolCall("terminal", {"command": "git push origin main"}), "I did not push."])
        unasked = _tool_results(server)
        s.run_turn("Looks good, push it.", script=[
            ToolCall("terminal", {"command": "git push origin main"}), "Pushed."])
        asked = _tool_results(server)
    assert any("BLOCKED by memlock" in r and pin_id in r for r in unasked), unasked
    assert len(asked) > len(unasked) and not any("BLOCKED by memlock" in r for r in asked[len(unasked):]), asked
