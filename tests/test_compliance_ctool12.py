"""Tool-call rules read by class (ctool12): an option refused on its own, ... (own sentences, several languages)."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge_call


def _sh(command: str) -> dict[str, str]:
    return {"command": command}


# ── an option refused in its own clause ─────────────────────────────────────────────────────────
@pytest.mark.parametrize("rule, command, outcome", [
    ("ship whenever you like, but never with --skip-checks", "./release.sh --skip-checks beta", "broken"),
    ("ship whenever you like, but never with --skip-checks", "./release.sh beta", "obeyed"),
    ("publica cuando quieras. y nada de --no-lint", "npm run publish -- --no-lint", "broken"),
    ("publica cuando quieras. y nada de --no-lint", "npm run lint && npm run publish", "obeyed"),
    ("Kein --allow-empty bitte.", "git commit --allow-empty -m wip", "broken"),
    ("--ignore-scripts は使わないで", "npm ci --ignore-scripts", "broken"),
    ("--ignore-scripts は使わないで", "npm ci", "obeyed"),
    # the program named before the option scopes it: the program alone is fine
    ("pip install 할 때 --pre 쓰지 마세요", "pip install --pre httpx", "broken"),
    ("pip install 할 때 --pre 쓰지 마세요", "pip install httpx", "obeyed"),
    ("quand tu fais git merge, jamais --no-ff", "git merge --no-ff feature/x", "broken"),
    ("quand tu fais git merge, jamais --no-ff", "git merge feature/x", "obeyed"),
    ("never pass --no-cache to docker build", "docker build --no-cache .", "broken"),
    ("never pass --no-cache to docker build", "pip install --no-cache requests", "obeyed"),
])
def test_refused_option(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


def test_option_as_example_of_a_wider_rule_keeps_the_wider_rule() -> None:
    # options in brackets are examples: the rule is the act they illustrate
    rule = "don't launch dev servers (vite --host, npm run dev). I start them myself"
    assert judge_call(rule, "Bash", _sh("npm run dev")) == "broken"
