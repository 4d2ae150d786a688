"""`python -m demo` (or `./dev demo`): a real Hermes Agent session with memlock, step by step.

The model is a scripted OpenAI-compatible server on 127.0.0.1, so the demo runs offline and the
same way every time; everything else is the real hermes-agent 0.19.0 with memlock loaded as a
plugin. Steps: the model pins an instruction with `guard_pin`; the conversation grows; Hermes
compacts it (the same call `/compress` makes); memlock detects the compaction, audits, finds the
instruction gone from the live context and re-injects it; the request on the wire shows it; a quiet
turn adds nothing; `/guard` shows the state. Then compliance (demo/compliance_demo.py): a pinned
"never use sudo" blocks a terminal call, a pinned "answer in French" broken by an English reply gets
a correction on the next request.
"""
from __future__ import annotations

import argparse
import logging
import shutil
import sys
import tempfile
import textwrap
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from hermes_harness.scripted_llm import ScriptedLLM, ToolCall, last_user_message_text, message_text  # noqa: E402
from hermes_harness.session import HermesHome, HermesSession, request_has_compaction  # noqa: E402
from memlock_core.session.reminder import REMINDER_MARKER  # noqa: E402

PIN = "Always answer in bullet points, and never run anything against the production database."


def step(n: int, title: str) -> None:
    print(f"\n\033[1m[{n}] {title}\033[0m")


def show(text: str, indent: str = "    ") -> None:
    print(textwrap.indent(text.rstrip(), indent))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m demo", description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the temporary HERMES_HOME and print its path")
    args = parser.parse_args(argv)
    logging.disable(logging.WARNING)
    root = Path(tempfile.mkdtemp(prefix="memlock-demo-"))
    failures = 0
    with ScriptedLLM() as server:
        home = HermesHome.create(server.base_url, plugins={"memlock": REPO_ROOT}, root=root / "hermes")
        print(f"HERMES_HOME={home.path}  (scripted model at {server.base_url})")
        with HermesSession(home, server=server) as s:
            step(1, "Opening turns")
            s.run_turn("Hi! I'm setting up our billing service today.", script=["- Hello! Ready when you are."])
            s.run_turn("First, some ground rules.", script=["- Go ahead."])

            step(2, "The user gives a standing instruction; the model pins it with guard_pin")
            s.run_turn(PIN + " Please remember that for the whole session.",
                       script=[ToolCall("guard_pin", {"text": PIN, "priority": 90}), "- Pinned: bullet points, no prod."])
            tool = [m for m in server.last_chat_request()["messages"] if m.get("role") == "tool"][-1]
            show("guard_pin -> " + message_text(tool))

            step(3, "The conversation goes on (filler turns)")
            s.warm_up()
            print(f"    history: {len(s.history)} messages")

            step(4, "Hermes compacts the context (what /compress does)")
            s.compress()
            print(f"    history after compaction: {len(s.history)} messages; summary requests: {len(server.summary_requests)}")

            step(5, "Next user turn: memlock detects the compaction and audits")
            s.run_turn("What should we do next?", script=["- Next we add the invoice endpoint."])
            sent = server.last_chat_request()
            status = s.command("/guard")
            audit_lines = [line for line in status.splitlines() if "[DRIFTED]" in line or "[ALIVE]" in line or "integrity" in line]
            show("\n".join(audit_lines))

            step(6, "The request on the wire: the casualty is re-injected into the user message")
            user_text = last_user_message_text(sent)
            show(user_text)
            ok = request_has_compaction(sent) and REMINDER_MARKER in user_text and PIN in user_text
            print("    -> reminder present:", "yes" if ok else "NO")
            failures += not ok

            step(7, "A quiet turn: nothing new is injected")
            s.run_turn("Thanks, and after that?", script=["- Then tests."])
            quiet = last_user_message_text(server.last_chat_request())
            show(quiet)
            ok = REMINDER_MARKER not in quiet
            print("    -> nothing injected:", "yes" if ok else "NO")
            failures += not ok

            step(8, "/guard (through Hermes's own command dispatch)")
            show(s.command("/guard"))

            from demo import compliance_demo  # checked pins: a blocked tool call, a correction

            failures += compliance_demo.run(s, server, 9, step, show)
    if args.keep:
        print(f"\nkept {root}")
    else:
        shutil.rmtree(root, ignore_errors=True)
    print("\ndemo " + ("completed" if not failures else f"FAILED ({failures} check(s))"))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
