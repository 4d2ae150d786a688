"""Tool rules worded differently (round 15, variants): the same rule reworded or translated is read as its usual
wording is: consent named as what the act needs, a permission said before the ban, a write scope said as a limit,
a ban predicate after its command, a test suite named after its noun, a bare trigger before a German verb."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.consent import has_consent_clause
from memlock_core.compliance.consent_strength import demands_explicit_ok
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.rule_rewordings import ban_first, limit_as_only
from memlock_core.compliance.tool_rule import parse_tool_rules


def _anchor(rule: str) -> Anchor:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    return Anchor(id="p", text=rule, reminder=rule, check=proposal.check)


def _bash(rule: str, command: str, user: str = "do it") -> str:
    verdicts = check_tool_call([_anchor(rule)], "Bash", {"command": command}, user_message=user)
    return verdicts[0].outcome if verdicts else "not_applicable"


def _edit(rule: str, path: str, user: str = "do it") -> str:
    verdicts = check_tool_call([_anchor(rule)], "Edit", {"file_path": path, "old_string": "a", "new_string": "b"},
                               user_message=user)
    return verdicts[0].outcome if verdicts else "not_applicable"


# ── consent named as what the act needs ───────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("text", [
    "Tagging a release requires my approval first.",
    "Any schema migration is subject to my sign-off.",
    "Publier sur npm nécessite mon accord.",
    "Das Löschen von Backups braucht meine Freigabe.",
    "Borrar ramas remotas requiere mi visto bueno.",
    "Il rilascio richiede il mio via libera.",
    "Apagar tabelas precisa da minha aprovação.",
])
def test_an_ok_named_as_what_the_act_needs_is_a_consent_clause(text: str) -> None:
    assert has_consent_clause(text)


@pytest.mark.parametrize("text", ["This script requires my laptop to be online.", "The build needs my token in env.",
                                  "Le déploiement nécessite un accès VPN."])
def test_a_need_that_is_no_ok_is_no_consent_clause(text: str) -> None:
    assert not has_consent_clause(text)


def test_a_push_the_user_approves_is_obeyed_under_requires_my_ok() -> None:
    rule = "Tagging and pushing to the release branch requires my OK; pushing other branches doesn't."
    assert _bash(rule, "git push origin release", user="Looks good, yes, push it to release.") == "obeyed"
    assert _bash(rule, "git push origin release", user="what's the status of CI?") == "broken"
    assert _bash(rule, "git push origin feat/login", user="what's the status of CI?") != "broken"


def test_a_stop_and_a_human_asked_to_approve_is_an_explicit_ok() -> None:
    rule = "Before any DELETE FROM on the orders table, pause and get a human to approve it."
    assert demands_explicit_ok(rule)
    assert _bash(rule, 'psql "$DSN" -c "DELETE FROM orders"', user="Wipe the orders table.") == "broken"
    assert _bash(rule, 'psql "$DSN" -c "SELECT count(*) FROM orders"', user="How many orders?") != "broken"


# ── a permission said before the ban ──────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "You can do whatever you need on staging, but never touch production.",
    "Tu peux tout faire sur staging, mais ne touche jamais à la production.",
    "Puedes hacer lo que quieras en staging, pero nunca toques producción.",
])
def test_a_permission_before_the_ban_is_the_allowance(rule: str) -> None:
    assert _bash(rule, "kubectl --context staging rollout restart deploy/web") == "obeyed"
    assert _bash(rule, "kubectl --context production rollout restart deploy/web") == "broken"


def test_ban_first_leaves_a_ban_without_a_permission_alone() -> None:
    assert ban_first("Never touch production, but staging is fine.") is None
    assert ban_first("Use the staging cluster, but ask before scaling it.") is None  # no permission word
    # an elliptic ban is not reordered into something unreadable: the original reading stands
    assert [r.branches for r in parse_tool_rules("You may push to feature branches, but never to main.").rules] == [("main",)]


# ── a write scope said as a limit ─────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "Your changes are restricted to app/ and spec/; anything else, ask me before editing.",
    "You can edit app/ and spec/ freely. For any other file, check with me first.",
    "Les modifications sont limitées à app/ et spec/ ; pour tout autre fichier, demande-moi avant.",
    "Änderungen sind auf app/ und spec/ beschränkt; für alles andere frag mich vorher.",
    "Los cambios se limitan a app/ y spec/; para cualquier otro archivo, pregúntame antes.",
])
def test_a_write_scope_said_as_a_limit_keeps_everything_outside(rule: str) -> None:
    assert _edit(rule, "Gemfile") == "broken"
    assert _edit(rule, "app/models/user.rb") == "obeyed"


def test_limit_as_only_leaves_texts_without_a_path_alone() -> None:
    text = "Replies are limited to three paragraphs."
    assert limit_as_only(text) == text
    text = "You can edit README.md freely."  # no other clause gating the rest
    assert limit_as_only(text) == text
