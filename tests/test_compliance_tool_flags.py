"""Rules that ask for a flag ("always run X with -y", "always pass --ctx value", "long options instead of
short ones"): parsed into a require_flag tool rule; a run of the program without the flag breaks it, in
either spelling of the flag; other programs are outside it (issue 21)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.shell_options import short_options
from memlock_core.compliance.tool_flags import required_flag_rules
from memlock_core.compliance.tool_rule import parse_tool_rules


def _verdict(rule: str, command: str, *, tool_part: bool = True) -> str:
    proposal = propose_check(rule)
    assert proposal is not None and (proposal.check.tool is not None or not tool_part), rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    verdicts = check_tool_call([anchor], "Bash", {"command": command}, user_message="please do it")
    return verdicts[0].outcome if verdicts else "not_applicable"


VERBOSE = "Always call pytest with -v, I want to see each test name."
IMMER = "Führe pytest immer mit --exitfirst aus."
CTX = "helm: always pass --kube-context dev-eu. The live cluster is none of your business."


@pytest.mark.parametrize("rule, command, outcome", [
    (VERBOSE, "pytest -v tests/", "obeyed"),
    (VERBOSE, "pytest --verbose", "obeyed"),
    (VERBOSE, "pytest -qv", "obeyed"),
    (VERBOSE, "pytest tests/unit", "broken"),
    (VERBOSE, "cd app && python -m pytest -k slow", "broken"),
    (VERBOSE, "ruff check .", "obeyed"),
    (IMMER, "pytest -x", "obeyed"),
    (IMMER, "pytest -q", "broken"),
    (IMMER, "npm test", "obeyed"),
    (CTX, "helm --kube-context dev-eu list", "obeyed"),
    (CTX, "helm --kube-context=dev-eu status web", "obeyed"),
    (CTX, "helm list", "broken"),
    (CTX, "helm --kube-context live-eu list", "broken"),
    (CTX, "kubectl get pods", "obeyed"),
])
def test_a_required_flag_is_checked_in_either_spelling(rule: str, command: str, outcome: str) -> None:
    assert _verdict(rule, command) == outcome


LONG_EN = "When you run shell commands, prefer long options (--force rather than -f)."
LONG_ES = "Usa siempre opciones largas en los comandos (--recursive, no -r)."


@pytest.mark.parametrize("rule", [LONG_EN, LONG_ES])
@pytest.mark.parametrize("command, outcome", [
    ("cp -R assets/ out/", "broken"),
    ("cp --recursive assets/ out/", "obeyed"),
    ("grep -rn TODO src", "broken"),
    ("git status --short", "obeyed"),
    ("foo -z bar", "not_applicable"),  # a program whose options memlock does not know is not called out
])
def test_long_options_rule_calls_out_short_options_that_have_a_long_form(rule: str, command: str, outcome: str) -> None:
    # the rule is a code rule (shell_options.py) that also reads the command a shell call runs
    assert _verdict(rule, command, tool_part=False) == outcome


def test_short_options_names_the_first_short_option_with_a_long_form() -> None:
    bad, known = short_options("rm -rf x")
    assert known == ("rm",) and len(bad) == 1 and "--recursive" in bad[0]
    assert short_options("rm --recursive --force x")[0] == ()
    assert short_options("frobnicate -la")[1] == ()


@pytest.mark.parametrize("text", [
    "never run pytest with -x",            # a prohibition, not a requirement
    "always be careful with -rf",          # no program named
    "pytest and tox: always pass -q",      # two programs: which one is unclear
])
def test_no_flag_requirement_is_guessed(text: str) -> None:
    assert required_flag_rules(text) == []


def test_the_sentence_asking_for_a_flag_is_not_read_as_a_prohibition() -> None:
    rules = parse_tool_rules("kubectl: always pass --context qa-1. Never touch the production context.").rules
    hosts = [r.hosts for r in rules if r.intent == "host"]
    assert hosts and all(not any("qa" in h or "stag" in h for h in hs) for hs in hosts)
    assert any(r.intent == "require_flag" and r.requires == ("--context=qa-1",) for r in rules)


@pytest.mark.parametrize("rule", [LONG_EN, LONG_ES])
@pytest.mark.parametrize("reply, outcome", [
    ("Copy it with:\n\n```bash\ncp -R assets/ out/\n```", "broken"),
    ("Copy it with:\n\n```bash\ncp --recursive assets/ out/\n```", "obeyed"),
    ("```sh\n$ git status --short && rm --force a.tmp\n```", "obeyed"),
    ("A symlink points at another path.", "not_applicable"),
    ("```python\nprint('-r')\n```", "not_applicable"),
])
def test_long_options_rule_reads_the_commands_a_reply_shows(rule: str, reply: str, outcome: str) -> None:
    from memlock_core.compliance.evaluate import check_reply

    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    verdicts = check_reply([anchor], reply, user_message="how do I do it?")
    assert (verdicts[0].outcome if verdicts else "not_applicable") == outcome
