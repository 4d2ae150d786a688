"""Compliance through the Claude Code hooks, payload level: real-format payloads piped into
``python -m memlock_adapters.claude_code`` as a subprocess, real-format transcripts, the real engine.

* "answer in French" broken by an English reply: Stop records it, the next UserPromptSubmit carries
  the correction; opt-in Stop retries ask for the fix in the same turn, bounded.
* "never use sudo" with enforce: block: PreToolUse denies ``sudo`` and lets ``ls`` through.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from claude_format import payload  # noqa: E402
from test_claude_hooks import STATIC, Claude  # noqa: E402

from memlock_core.session.compliance_flow import CORRECTION_MARKER  # noqa: E402
from memlock_core.session.status import render_status  # noqa: E402

ENGLISH = "Sure, run the tests with pytest and then commit your changes to the main branch."
FRENCH = "Bien sûr : lancez les tests avec pytest, puis validez vos changements sur la branche principale."


@pytest.fixture
def cc(tmp_path) -> Claude:
    return Claude(tmp_path)


def _tool(cc: Claude, name: str, tool_input: dict):
    result = cc.run(json.dumps(payload("PreToolUse", cc.t, tool_name=name, tool_input=tool_input)).encode())
    assert result.rc == 0, result.stderr
    return result


def _stop(cc: Claude, **fields):
    result = cc.hook("Stop", stop_hook_active=False, **fields)
    assert result.rc == 0
    return result


def test_english_reply_breaks_a_french_pin_and_the_next_prompt_carries_the_correction(cc):
    cc.hook("SessionStart", source="startup")
    pin = cc.user_pins("Always answer in French.", check="proposed")
    cc.prompt("Comment lancer les tests ?", ENGLISH)
    assert _stop(cc).out is None  # retries are opt-in: nothing asked in the same turn
    nxt = cc.prompt("Et ensuite ?", FRENCH)
    assert nxt.context is not None and CORRECTION_MARKER in nxt.context, nxt.out
    assert "Always answer in French." in nxt.context and "not fr" in nxt.context
    assert _stop(cc).out is None
    assert cc.prompt("Merci").out is None or CORRECTION_MARKER not in (cc.prompt("Merci").context or "")
    state = cc.state()
    entry = state.compliance.pins[pin]
    assert entry.recent == "bo" and entry.last_violation is not None
    shown = render_status(state)
    assert "50% obeyed of last 2" in shown and "last violation" in shown


def test_without_a_stop_hook_the_prompt_hook_checks_the_previous_reply(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Always answer in French.", check="proposed")
    cc.prompt("Comment lancer les tests ?", ENGLISH)
    nxt = cc.prompt("Et ensuite ?")  # no Stop hook ran (an install from before Stop existed)
    assert nxt.context is not None and CORRECTION_MARKER in nxt.context


def test_opt_in_stop_retry_asks_for_the_fix_once_and_never_loops(tmp_path):
    cc = Claude(tmp_path, STATIC + "  claude_stop_retries: 1\n")
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Always answer in French.", check="proposed")
    cc.prompt("Comment lancer les tests ?", ENGLISH)
    first = _stop(cc)
    assert first.out is not None and first.out["decision"] == "block", first.out
    assert CORRECTION_MARKER in first.out["reason"]
    cc.t.assistant("Again in English: run pytest, then commit your work to the repository.")
    second = cc.hook("Stop", stop_hook_active=True)
    assert second.out is None  # the retry budget is spent: the turn ends, the correction waits
    nxt = cc.prompt("Et ensuite ?", ENGLISH + " Again, in English.")
    assert nxt.context is not None and CORRECTION_MARKER in nxt.context
    assert _stop(cc).out["decision"] == "block"  # a new prompt, a new budget


def test_sudo_pin_with_enforce_block_denies_the_bash_call_and_lets_others_through(cc):
    cc.hook("SessionStart", source="startup")
    pin = cc.user_pins("Never use sudo.", check="proposed", enforce="block")
    denied = _tool(cc, "Bash", {"command": "sudo apt-get install cowsay"})
    decision = denied.out["hookSpecificOutput"]
    assert decision["hookEventName"] == "PreToolUse" and decision["permissionDecision"] == "deny"
    assert pin in decision["permissionDecisionReason"] and "Never use sudo." in decision["permissionDecisionReason"]
    assert _tool(cc, "Bash", {"command": "ls -la"}).out is None
    assert _tool(cc, "Read", {"file_path": "/etc/sudoers"}).out is None
    last = cc.state().compliance.pins[pin].last_violation
    assert last is not None and last.blocked and last.source == "tool"


def test_a_warn_only_tool_pin_lets_the_call_run_and_corrects_next_prompt(cc):
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Never use sudo.", check="proposed")
    assert _tool(cc, "Bash", {"command": "sudo ls"}).out is None
    nxt = cc.prompt("next")
    assert nxt.context is not None and "broke a standing instruction" in nxt.context


def test_compliance_hooks_fail_open_on_garbage(cc):
    cc.hook("SessionStart", source="startup")
    for body in (b'{"hook_event_name": "PreToolUse", "session_id": "x", "tool_input": 5}',
                 b'{"hook_event_name": "Stop", "session_id": "x", "transcript_path": "/nonexistent"}'):
        result = cc.run(body)
        assert result.rc == 0 and (result.out is None), (result.stdout, result.stderr)
    assert json.loads(json.dumps(cc.state().compliance.to_dict()))


def test_last_reply_never_opens_a_fifo_or_a_directory(tmp_path):
    """Stop and UserPromptSubmit read the reply from the transcript's tail: a FIFO there must not
    hang the hook waiting for a writer (the transcript reader refuses it the same way)."""
    import os

    from memlock_adapters.claude_code.compliance_hooks import last_reply

    fifo = tmp_path / "t.jsonl"
    os.mkfifo(fifo)
    assert last_reply(str(fifo)) == "" and last_reply(str(tmp_path)) == "" and last_reply(str(tmp_path / "none")) == ""


def test_block_holds_across_hook_processes_for_wrappers_and_scripts(cc, tmp_path):
    """Issue 20 through the PreToolUse hook process: `bash -c 'sudo ...'` is denied; a script written by
    an earlier call of the turn (a separate hook process) and then run is denied; a force-push to a
    feature branch under a main-only rule is allowed."""
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Never use sudo.", check="proposed", enforce="block")
    cc.user_pins("Never force-push to main.", check="proposed", enforce="block")
    cc.prompt("restart the service")
    denied = _tool(cc, "Bash", {"command": "bash -c 'sudo systemctl restart nginx'"})
    assert denied.out["hookSpecificOutput"]["permissionDecision"] == "deny"
    script = str(tmp_path / "restart.sh")
    assert _tool(cc, "Write", {"file_path": script, "content": "#!/bin/sh\nsudo systemctl restart nginx\n"}).out is None
    ran = _tool(cc, "Bash", {"command": f"sh {script}"})
    assert ran.out is not None and ran.out["hookSpecificOutput"]["permissionDecision"] == "deny", ran.stdout
    assert _tool(cc, "Bash", {"command": "git push --force origin feature/login"}).out is None
    main = _tool(cc, "Bash", {"command": "git push --force origin main"})
    assert main.out["hookSpecificOutput"]["permissionDecision"] == "deny"


def test_a_reply_that_switches_language_and_american_spelling_are_corrected_next_prompt(cc):
    """Issue 21 through the Stop and UserPromptSubmit hook processes."""
    cc.hook("SessionStart", source="startup")
    cc.user_pins("Always answer in French.", check="proposed")
    cc.prompt("Comment configurer le cache ?")
    _stop(cc, last_assistant_message=(
        "Pour configurer le cache, ouvrez le fichier de configuration et activez l'option correspondante. "
        "Ensuite, redémarrez le service pour appliquer la modification.\n\n"
        "After that, you should check the logs to make sure the cache is actually being used, and adjust the "
        "size limit if the hit rate stays low over the next few days."))
    nxt = cc.prompt("Et la taille ?")
    assert nxt.context is not None and "broke a standing instruction" in nxt.context and "French" in nxt.context
    cc.user_pins("Use British spelling.", check="proposed")
    _stop(cc, last_assistant_message=(
        "My favorite option is the dark theme: the color contrast is better and the center panel is easier to "
        "read on a large monitor during long sessions."))
    nxt = cc.prompt("Thanks")
    assert nxt.context is not None and "color" in nxt.context and "favorite" in nxt.context, nxt.context


def test_a_consent_pin_denies_the_push_nobody_asked_for_and_allows_the_asked_one(cc):
    """The PreToolUse process reads the prompt the UserPromptSubmit process recorded for the turn."""
    cc.hook("SessionStart", source="startup")
    pin = cc.user_pins("Never push without asking me first.", check="proposed", enforce="block")
    cc.prompt("Fix the typo in the README.")
    denied = _tool(cc, "Bash", {"command": "git push origin main"}).out["hookSpecificOutput"]
    assert denied["permissionDecision"] == "deny" and pin in denied["permissionDecisionReason"]
    cc.prompt("Looks good, push it.")
    assert _tool(cc, "Bash", {"command": "git push origin main"}).out is None
