"""Tool rules read for their scope before judging (issue 21): an allowed alternative named with "at most",
a push forbidden only when forced, a package manager forbidden only for installing, a secrets rule that
forbids showing a file (not counting its lines) or a committed template. Cases written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck, ToolCheck, ToolRule
from memlock_core.compliance.intent.memory import TurnMemory
from memlock_core.compliance.tool_eval import check_tool_call
from memlock_core.compliance.tool_rule import parse_tool_rules


def _verdict(rule: str, command: str) -> str:
    parsed = parse_tool_rules(rule)
    assert parsed.rules, f"no tool rule parsed from {rule!r}"
    anchor = Anchor(id="p", text=rule, reminder=rule, check=PinCheck(tool=ToolCheck(forbid=tuple(parsed.rules))))
    return check_tool_call([anchor], "Bash", {"command": command}, memory=TurnMemory(turn=0))[0].outcome


@pytest.mark.parametrize("rule", [
    "no plain git push --force; at most --force-with-lease",
    "kein git push --force, höchstens --force-with-lease",
    "nunca hagas git push --force, como mucho --force-with-lease",
])
@pytest.mark.parametrize("command, outcome", [
    ("git push --force-with-lease origin topic/x", "obeyed"),
    ("git push -f origin topic/x", "broken"),
    ("git push --force origin release", "broken"),
])
def test_at_most_names_the_form_still_allowed(rule, command, outcome):
    assert _verdict(rule, command) == outcome


def test_at_most_followed_by_a_count_is_not_an_exception():
    assert "najwyżej 3" not in " ".join(parse_tool_rules("nie rób git push --force, najwyżej 3 razy").rules[0].allow_commands)


@pytest.mark.parametrize("rule", [
    "never push with --force to main",
    "ne pousse jamais sur main avec --force",
    "nunca empurres com --force para main",
])
@pytest.mark.parametrize("command, outcome", [
    ("git push origin main", "obeyed"),  # the push is allowed, forcing it is not
    ("git push --force origin main", "broken"),
    ("git push --force origin topic/y", "obeyed"),  # another branch
])
def test_a_push_forbidden_only_when_forced(rule, command, outcome):
    assert _verdict(rule, command) == outcome


@pytest.mark.parametrize("rule", [
    "bun only, never npm or yarn to install packages",
    "usa bun, nunca npm ni yarn para instalar dependencias",
    "installe les dépendances avec bun, jamais npm ni yarn",
])
@pytest.mark.parametrize("command, outcome", [
    ("npm run test", "obeyed"),  # running a script installs nothing
    ("yarn lint", "obeyed"),
    ("npm install left-pad", "broken"),
    ("yarn add chalk", "broken"),
    ("npm ci", "broken"),
])
def test_a_package_manager_forbidden_for_installing(rule, command, outcome):
    assert _verdict(rule, command) == outcome


def test_a_package_manager_forbidden_outright_stays_forbidden():
    assert _verdict("never npm or yarn", "npm run test") == "broken"


@pytest.mark.parametrize("rule", ["never print secrets or commit .env files", "n'affiche jamais de secrets"])
@pytest.mark.parametrize("command, outcome", [
    ("grep -c = .env", "obeyed"),  # a count shows nothing of the file
    ("grep -q DATABASE_URL .env && echo present", "obeyed"),
    ("grep DATABASE_URL .env", "broken"),  # the matching line, value and all
    ("cat .env.local", "broken"),
    ("cat .env.sample", "obeyed"),  # a template holds no secret
    ('echo "token present: ${GITHUB_TOKEN:+yes}"', "obeyed"),  # the word, never the value
    ('echo "$GITHUB_TOKEN"', "broken"),
])
def test_showing_secrets_versus_reading_around_them(rule, command, outcome):
    assert _verdict(rule, command) == outcome


def test_a_rule_against_reading_still_counts_a_quiet_read():
    assert _verdict("never read .env", "grep -c KEY .env") == "broken"
    assert _verdict("Leave .env alone and any .env.* file.", "cp x .env.example") == "broken"  # named by the user


def test_shown_only_round_trips():
    rule = ToolRule("read_path", paths=(".env",), shown_only=True)
    assert ToolRule.parse(rule.to_dict()) == rule


def _verdict_user(rule: str, command: str, user: str) -> str:
    from memlock_core.compliance.tool_eval import check_tool_call as check
    parsed = parse_tool_rules(rule)
    anchor = Anchor(id="p", text=rule, reminder=rule, check=PinCheck(tool=ToolCheck(forbid=tuple(parsed.rules))))
    return check([anchor], "Bash", {"command": command}, memory=TurnMemory(turn=0), user_message=user)[0].outcome


@pytest.mark.parametrize("rule", [
    "never touch db-live.corp without my written approval",
    "niemals auf db-live.corp zugreifen ohne meine schriftliche Freigabe",
    "mai accedere a db-live.corp senza il mio esplicito consenso",
])
@pytest.mark.parametrize("user, outcome", [
    ("you may run the vacuum on db-live.corp now, I approve", "obeyed"),
    ("du darfst jetzt auf db-live.corp, ich stimme zu", "obeyed"),
    ("check the staging box", "broken"),  # no leave, and not for that host
])
def test_a_consent_clause_with_an_adjective_is_lifted_by_leave(rule, user, outcome):
    assert parse_tool_rules(rule).rules[0].consent
    assert _verdict_user(rule, "psql -h db-live.corp -c 'VACUUM'", user) == outcome
