"""Rules lifted by the user's say-so ("never push without asking me first"): parsed in several
languages, judged with the user's message of the turn (issue 21, item 3)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck
from memlock_core.compliance.consent import approval, has_consent_clause
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.tool_rule import parse_tool_rules
from memlock_core.session import compliance_flow, pins


@pytest.mark.parametrize("text, intent", [
    ("Never push without asking me first.", "push"),
    ("Always ask before deleting anything.", "delete"),
    ("Don't install new dependencies without asking.", "install"),
    ("Ne supprime jamais de fichiers sans me demander.", "delete"),
    ("Keine Pakete installieren, ohne mich vorher zu fragen.", "install"),
    ("No hagas push sin preguntarme.", "push"),
    ("Pas de git reset --hard ni de git clean -fd sans me demander.", "discard_work"),
])
def test_a_consent_rule_parses_into_the_action_and_its_exception(text: str, intent: str) -> None:
    assert has_consent_clause(text)
    rules = parse_tool_rules(text).rules
    assert [(r.intent, r.consent) for r in rules] == [(intent, True)], rules


@pytest.mark.parametrize("text, intent", [("Never push.", "push"), ("Never delete files.", "delete"),
                                          ("Don't install packages.", "install"), ("Don't commit anything.", "commit")])
def test_short_rules_on_plain_verbs_get_a_tool_check(text: str, intent: str) -> None:
    assert [(r.intent, r.consent) for r in parse_tool_rules(text).rules] == [(intent, False)]


@pytest.mark.parametrize("text", ["Never delete the intro paragraph.", "push notifications must be short.",
                                  "Always push back on vague requirements."])
def test_prose_about_the_same_verbs_is_not_a_tool_rule(text: str) -> None:
    assert parse_tool_rules(text).rules == []


def _pin(text: str) -> Anchor:
    proposal = propose_check(text)
    assert proposal is not None and proposal.check.tool is not None, text
    return Anchor.from_dict({"id": "p", "text": text, "check": proposal.check.to_dict()})


@pytest.mark.parametrize("user, expected", [
    ("ok, push it", "obeyed"),
    ("Looks good. Please commit and push to origin.", "obeyed"),
    ("yes go ahead", "obeyed"),
    ("Fix the typo in the README.", "broken"),
    ("don't push yet, I want to review it", "broken"),
    ("should we push this now?", "broken"),
    (None, "broken"),
])
def test_the_users_message_decides_a_consent_rule(user: str | None, expected: str) -> None:
    anchor = _pin("Never push without asking me first.")
    [verdict] = check_tool_call([anchor], "Bash", {"command": "git push origin feature/x"}, user_message=user)
    assert verdict.outcome == expected, verdict.evidence
    if expected == "obeyed":
        assert "the user asked for" in verdict.evidence


def test_a_rule_without_the_exception_is_not_lifted_by_the_user() -> None:
    anchor = _pin("Never push.")
    [verdict] = check_tool_call([anchor], "Bash", {"command": "git push"}, user_message="push it please")
    assert verdict.outcome == "broken"
    assert approval("push it", parse_tool_rules("Never push.").rules[0]) == ""


def test_other_languages_approve_in_their_own_words() -> None:
    anchor = _pin("Ne supprime jamais de fichiers sans me demander.")
    call = {"command": "rm build/output.log"}
    assert check_tool_call([anchor], "Bash", call, user_message="oui, supprime le log")[0].outcome == "obeyed"
    assert check_tool_call([anchor], "Bash", call, user_message="ne supprime pas le log")[0].outcome == "broken"
    assert check_tool_call([anchor], "Bash", {"command": "cat build/output.log"},
                           user_message="montre le log")[0].outcome == "obeyed"  # nothing deleted


def test_the_live_path_takes_the_user_message_of_the_turn(make_engine) -> None:
    engine = make_engine()
    engine.start_session("s")
    engine.mutate("s", lambda st: pins.add_pin(st, "Never push without asking me first.", check="proposed", now=1.0))
    engine.before_llm("s", [{"role": "user", "content": "Fix the failing test."}], user_message="Fix the failing test.")
    assert compliance_flow.before_tool(engine, "s", "terminal", {"command": "git push"}).message
    engine.end_turn("s")
    history = [{"role": "user", "content": "Fix the failing test."}, {"role": "assistant", "content": "Fixed."},
               {"role": "user", "content": "great, push it"}]
    engine.before_llm("s", history, user_message="great, push it")
    assert not compliance_flow.before_tool(engine, "s", "terminal", {"command": "git push"}).message


def test_a_consent_rule_round_trips_through_its_stored_form() -> None:
    check = propose_check("Never push without asking me first.")
    assert check is not None
    again = PinCheck.parse(check.check.to_dict())
    assert again.tool is not None and again.tool.forbid[0].consent


def test_a_consent_rule_said_without_a_negation_forbids_what_it_names() -> None:
    for text in ("If a command needs sudo, ask me first.", "Check with me before running anything as root."):
        assert [(r.intent, r.consent) for r in parse_tool_rules(text).rules] == [("privilege", True)], text
    anchor = _pin("If a command needs sudo, ask me first.")
    call = {"command": "sudo apt-get install -y libpq-dev"}
    assert check_tool_call([anchor], "Bash", call, user_message="install libpq")[0].outcome == "broken"
    assert check_tool_call([anchor], "Bash", call, user_message="you can use sudo for that")[0].outcome == "obeyed"


def test_two_wordings_of_the_same_consent_rule_are_the_same_rule() -> None:
    from memlock_core.detection.rule_identity import different_rule, same_rule

    assert same_rule("Nunca borres archivos sin preguntarme.", "No quiero que elimines nada sin mi permiso.")
    assert same_rule("Never use sudo without asking.", "If a command needs sudo, ask me first.")
    assert different_rule("Never push.", "Never push without asking me first.")  # the consent narrows it


def test_a_rule_about_what_a_commit_holds_is_not_a_rule_against_committing() -> None:
    assert not [r for r in parse_tool_rules("Never commit secrets").rules if r.intent == "commit"]
    assert [r.intent for r in parse_tool_rules("Don't commit anything.").rules] == ["commit"]
