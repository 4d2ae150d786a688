"""Tool rules read clause by clause and calls read by what they run (issue 21): two prohibitions in one pin,
an adverb after a program, "never X, use Y", a program under another's name, production named by examples,
a container's bind mounts, a lone "." as a path, reinstalling the listed packages, and the one table of
short and long options."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.intent.tools import analyse_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.shell_options import long_forms, short_options
from memlock_core.compliance.tool_flags import required_flag_rules
from memlock_core.compliance.tool_rule import parse_tool_rules
from memlock_core.compliance.tool_rule_base import split_exceptions


def _verdict(rule: str, command: str, user: str | None = "go on") -> str:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    [verdict] = check_tool_call([anchor], "Bash", {"command": command}, user_message=user)
    return verdict.outcome


@pytest.mark.parametrize("rule", [
    "Never push straight to master. Also no force pushes, ever.",
    "Ne pousse jamais directement sur master. Et jamais de push forcé.",
    "Nie direkt auf master pushen. Und niemals force-pushen.",
])
@pytest.mark.parametrize("command, expected", [
    ("git push origin master", "broken"),                     # the first sentence
    ("git push origin HEAD:master", "broken"),                # a refspec onto master
    ("git push -f origin topic/cache", "broken"),              # the second: on any branch
    ("git push --force-with-lease origin topic/cache", "broken"),
    ("git push origin +topic/cache", "broken"),                # the + of a refspec forces too
    ("git push -u origin topic/cache", "obeyed"),
    ("git push origin topic/master-plan", "obeyed"),           # a branch whose name holds the word
])
def test_two_push_prohibitions_in_two_sentences(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, command) == expected


def test_a_force_push_rule_keeps_the_branches_of_its_own_sentence() -> None:
    [rule] = [r for r in parse_tool_rules("never force-push to develop").rules if r.intent == "force_push"]
    assert rule.branches == ("develop",)


@pytest.mark.parametrize("rule", [
    "never call pip directly, go through uv",
    "N'appelle jamais pip directement, passe par uv.",
    "Benutze nie pip, sondern uv.",
    "Nunca uses pip directamente, usa uv.",
])
@pytest.mark.parametrize("command, expected", [
    ("pip install rich", "broken"),
    ("python3 -m pip install rich", "broken"),
    ("pip3 install rich", "broken"),
    ("uv pip install rich", "obeyed"),       # the allowed front end running pip's install
    ("uv add rich", "obeyed"),
])
def test_an_adverb_is_no_subcommand_and_the_way_named_after_is_allowed(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, command) == expected


def test_never_x_then_use_y_is_split_into_forbidden_and_allowed() -> None:
    assert split_exceptions("don't run yarn, stick with pnpm") == ("don't run yarn", "stick with pnpm")
    assert split_exceptions("no uses yarn, usa pnpm") == ("no uses yarn", "usa pnpm")
    # a verb ending in -ly is a subcommand, not an adverb
    commands = [c for r in parse_tool_rules("don't run terraform apply or destroy").rules for c in r.commands]
    assert "terraform" not in commands


@pytest.mark.parametrize("command, expected", [
    ("npx eslint .", "broken"),                 # npm's runner under its own name
    ("npm exec -- eslint .", "broken"),
    ("pnpm exec eslint .", "obeyed"),
    ("pnpx create-foo", "obeyed"),              # pnpm's, not npm's
])
def test_a_program_under_another_programs_name(command: str, expected: str) -> None:
    assert _verdict("always pnpm, never npm", command) == expected


@pytest.mark.parametrize("rule", [
    "Never run anything against production (db-main, *.live.example.net), staging only.",
    "Rien contre la production (db-main, *.live.example.net) : seulement staging.",
])
@pytest.mark.parametrize("command, expected", [
    ("ssh web3.live.example.net uptime", "broken"),
    ("psql -h db-main -c 'select 1'", "broken"),
    ("kubectl --context prod-us get pods", "broken"),       # a production context the list did not name
    ("kubectl --context staging-us get pods", "obeyed"),
    ("vault kv get secret/prod-db", "obeyed"),               # a secret's path, not a host
])
def test_hosts_in_a_parenthesis_are_examples_of_production(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, command) == expected


def test_hosts_that_define_production_are_the_whole_of_it() -> None:
    rule = "no ssh to production. the production boxes are app-01 and app-02"
    assert _verdict(rule, "ssh app-01 uptime") == "broken"
    assert _verdict(rule, "ssh prod-batch uptime") == "obeyed"


@pytest.mark.parametrize("rule", [
    "Never run containers with --privileged and never mount /var/run/docker.sock",
    "Lance jamais de conteneur en --privileged, et ne monte jamais /var/run/docker.sock",
    "Keine Container mit --privileged starten und niemals /var/run/docker.sock mounten",
])
@pytest.mark.parametrize("command, expected", [
    ("docker run --privileged alpine sh", "broken"),
    ("podman run --privileged alpine sh", "broken"),
    ("docker run -v /var/run/docker.sock:/var/run/docker.sock:ro agent", "broken"),  # read-only still opens it
    ("S=/var/run/docker.sock; docker run --volume=$S:$S agent", "broken"),
    ("docker run --mount type=bind,source=/var/run/docker.sock,target=/s agent", "broken"),
    ("docker run -v cache:/var/cache agent", "obeyed"),                                 # a named volume
    ("grep -n docker.sock compose.yml", "obeyed"),
])
def test_container_flags_and_bind_mounts(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, command) == expected


def test_a_privileged_flag_is_no_sudo() -> None:
    intents = {r.intent for r in parse_tool_rules("no docker run --privileged").rules}
    assert "privilege" not in intents


def test_a_bind_mount_writes_its_host_path_unless_read_only() -> None:
    kinds = {(a.kind, a.path) for a in analyse_call("Bash", {"command": "docker run -v /srv/data:/data img"}, None, None, "")}
    assert ("write", "/srv/data") in kinds and ("read", "/srv/data") in kinds
    kinds = {(a.kind, a.path) for a in analyse_call("Bash", {"command": "docker run -v /srv/data:/data:ro img"}, None, None, "")}
    assert ("write", "/srv/data") not in kinds


@pytest.mark.parametrize("rule", [
    "Never git add . or git add -A - stage files by name.",
    "Gebruik nooit git add . of git add -A.",
])
@pytest.mark.parametrize("command, expected", [
    ("git add .", "broken"),
    ("git add --all", "broken"),
    ("git add -A && git commit -m wip", "broken"),
    ("git add src/main.rs README.md", "obeyed"),
])
def test_a_lone_dot_is_the_path_argument(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, command) == expected


def test_a_full_stop_after_a_command_is_no_argument() -> None:
    assert _verdict("Never run git add. Ever.", "git add src/a.py") == "broken"


@pytest.mark.parametrize("rule, command, expected", [
    ("ask me before you install any package", "npm ci", "broken"),
    ("frag mich, bevor du irgendein Paket installierst", "npm clean-install", "broken"),
    ("don't add new dependencies without asking", "npm ci", "obeyed"),        # the locked ones, reinstalled
    ("don't add new dependencies without asking", "pip install -r requirements.txt", "obeyed"),
    ("don't add new dependencies without asking", "pip install httpx", "broken"),
    ("pas de nouvelles dépendances sans me demander", "npm i -D vitest", "broken"),
    ("pas de nouvelles dépendances sans me demander", "npm ci", "obeyed"),
])
def test_installing_new_packages_and_reinstalling_listed_ones(rule: str, command: str, expected: str) -> None:
    assert _verdict(rule, command) == expected


def test_one_table_of_short_and_long_options() -> None:
    assert long_forms(["git", "branch", "-D", "old"])["D"] == "--delete --force"
    assert long_forms(["git", "add", "-A"])["A"] == "--all"
    assert long_forms(["docker", "run", "-v", "x:y"])["v"] == "--volume"
    assert long_forms(["helm", "upgrade", "-f", "v.yaml"])["f"] == "--values"
    assert long_forms(["unknown-tool", "-x"]) == {}
    # the long-options rule reads the same table
    assert short_options("git branch -D old")[0] == ("git branch -D (--delete --force)",)
    # a required flag is found in its short spelling through it
    [rule] = required_flag_rules("always run pytest with --exitfirst")
    assert _verdict_flag(rule, "pytest -x tests/") == "obeyed"
    assert _verdict_flag(rule, "pytest tests/") == "broken"


def _verdict_flag(rule: object, command: str) -> str:
    from memlock_core.compliance.tool_flags import flag_breaks
    return "broken" if flag_breaks(rule, command.split(), False) else "obeyed"  # type: ignore[arg-type]
