"""A credential written out in a command line (command_secrets.py): the rule in several languages, the literal
shapes, values from the environment, and look-alikes; "curl" is no URL word for the link rules."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.command_secrets import command_secret_check
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule", [
    "don't put tokens directly in curl commands, use env vars",
    "never paste API keys into the command line",
    "pas de jeton en clair dans les commandes curl",
    "keine Tokens direkt im Befehl, nimm Umgebungsvariablen",
    "nunca pongas contraseñas en los comandos",
    "コマンドにトークンを直書きしないで",
    "curl 명령에 토큰을 직접 쓰지 마",
])
def test_rule_read(rule: str) -> None:
    assert command_secret_check(rule) is not None


@pytest.mark.parametrize("rule", ["no emoji in commands", "never commit tokens", "the key command is ls",
                                  "use curl for downloads"])
def test_look_alikes(rule: str) -> None:
    assert command_secret_check(rule) is None


@pytest.mark.parametrize("command, outcome", [
    ('curl -H "Authorization: Bearer abcDEF1234567890xyz" https://api.example.com/me', "broken"),
    ('curl "https://api.example.com/items?api_key=9f8e7d6c5b4a"', "broken"),
    ("curl -u deploy:s3cretPass https://ci.example.com", "broken"),
    ("git clone https://ghp_abcdefghijklmnopqrstuvwxyz123456@github.com/x/y", "broken"),
    ('curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user', "obeyed"),
    ('curl -H "PRIVATE-TOKEN: ${GITLAB_TOKEN}" https://gitlab.com/api/v4/user', "obeyed"),
    ("curl -s https://api.github.com/zen", "obeyed"),
])
def test_verdicts(command: str, outcome: str) -> None:
    rule = "don't put tokens directly in curl commands, use env vars"
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    assert check_tool_call([anchor], "Bash", {"command": command}, user_message="check my account")[0].outcome == outcome


def test_curl_is_no_url_word() -> None:
    proposal = propose_check("don't put tokens directly in curl commands, use env vars")
    assert proposal is not None and proposal.check.reply is None
    links = propose_check("no URLs in the answer")
    assert links is not None and links.check.reply is not None and "no_links" in links.check.reply.format
