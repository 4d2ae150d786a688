"""The compliance part of `python -m demo`: checked pins, a blocked tool call, a correction.

Runs inside the demo's real Hermes session: the user pins "Never use sudo" and accepts memlock's
proposed check with ``/guard accept <id> block``; the model's terminal call with sudo is refused by
Hermes's ``pre_tool_call`` and an ordinary one runs; a pinned "answer in French" is broken by an English
reply and the next request carries the correction; ``/guard`` shows the compliance rates.
"""
from __future__ import annotations

import re
from typing import Any, Callable

from hermes_harness.scripted_llm import ToolCall, last_user_message_text, message_text
from memlock_core.session.compliance_flow import CORRECTION_MARKER


def _tool_results(server: Any) -> list[str]:
    return [message_text(m) for m in server.last_chat_request()["messages"] if m.get("role") == "tool"]


def _pin(s: Any, server: Any, text: str) -> str:
    s.run_turn(f"{text}. Please pin that.", script=[ToolCall("guard_pin", {"text": text, "priority": 90}), "Pinned."])
    result = _tool_results(server)[-1]
    found = re.search(r"Pinned (pin_[0-9a-f]+)", result)
    return found.group(1) if found else ""


def run(s: Any, server: Any, first_step: int, step: Callable[[int, str], None], show: Callable[[str], None]) -> int:
    """The compliance steps; returns the number of failed checks."""
    failures = 0
    n = first_step
    step(n, "The user pins \"Never use sudo\"; memlock proposes a check, the user accepts it with /guard")
    sudo = _pin(s, server, "Never use sudo")
    show("guard_pin -> " + _tool_results(server)[-1])
    show(s.command(f"/guard accept {sudo} block"))

    step(n + 1, "The model tries a terminal call with sudo, then an ordinary one")
    s.run_turn("Install jq for me.", script=[ToolCall("terminal", {"command": "sudo apt-get install -y jq"}),
                                             ToolCall("terminal", {"command": "echo jq-is-not-needed"}),
                                             "I did not use sudo; jq is not needed after all."])
    results = _tool_results(server)
    show("\n".join("tool result -> " + r[:200] for r in results[-2:]))
    ok = any("BLOCKED by memlock" in r and sudo in r for r in results) and any("jq-is-not-needed" in r for r in results)
    print("    -> sudo blocked, echo ran:", "yes" if ok else "NO")
    failures += not ok

    step(n + 2, "\"Always answer in French\", accepted by the model; its next reply is in English")
    french = _pin(s, server, "Always answer in French")
    s.run_turn("Oui, active la vérification.", script=[ToolCall("guard_pin", {"pin_id": french, "check": "proposed"}),
                                                        "C'est fait."])
    s.run_turn("Comment voir l'espace disque ?", script=["Use df -h to see the free space on every mounted disk."])
    s.run_turn("Merci.", script=["Avec plaisir !"])
    sent = last_user_message_text(server.last_chat_request())
    show(sent)
    ok = CORRECTION_MARKER in sent
    print("    -> correction on the next request:", "yes" if ok else "NO")
    failures += not ok

    step(n + 3, "/guard: compliance per checked pin")
    status = s.command("/guard")
    show(status[status.find("Compliance"):] if "Compliance" in status else status)
    return failures
