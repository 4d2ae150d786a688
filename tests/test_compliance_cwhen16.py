"""Rules bound to a day or a time of day (time_window.py, call_moment.py): the act is forbidden only inside its
window, judged at the moment the user's message states, else at the host's clock passed in as ``now``."""
from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.call_moment import moment, stated_day
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.session import compliance_flow, pins

FRIDAY_5PM = datetime(2026, 12, 4, 17, 5)  # a Friday
WEDNESDAY_10AM = datetime(2026, 12, 2, 10, 0)
DEPLOY = {"command": "./deploy.sh production v3.1.0"}


def _pin(text: str) -> Anchor:
    proposal = propose_check(text)
    assert proposal is not None, text
    return Anchor(id="a", text=text, reminder=text, check=proposal.check)


def _outcome(rule: str, user: str | None, args: dict[str, Any] = DEPLOY, now: datetime | None = None) -> str:
    [verdict] = check_tool_call([_pin(rule)], "Bash", args, user_message=user, now=now)
    return verdict.outcome


@pytest.mark.parametrize("rule", [
    "Never ship to production on a Friday.",
    "Keine Deployments am Freitag, bitte.",
    "No desplegar los viernes, por favor.",
    "金曜日はデプロイ禁止です。",
    "Ne déploie jamais le vendredi.",
    "House rule after one awful weekend: Fridays stay deploy-free.",
])
def test_a_friday_ban_is_read_with_its_day(rule: str) -> None:
    check = propose_check(rule)
    assert check is not None and check.check.tool is not None
    assert all("day:4" in r.window for r in check.check.tool.forbid)
    assert not any("day:5" in r.window for r in check.check.tool.forbid)  # the weekend of the anecdote is no window


@pytest.mark.parametrize("user, expected", [
    ("It's Friday afternoon, go ahead and release v3.1.", "broken"),
    ("Heute ist Freitag, bitte jetzt deployen.", "broken"),
    ("Hoy es viernes, despliega la versión 3.1.", "broken"),
    ("今日は金曜日なので、リリースをお願いします。", "broken"),
    ("On est vendredi, lance le déploiement.", "broken"),
    ("Wednesday: please roll out 3.1.", "obeyed"),
    ("Es ist Montag. Bitte ausrollen.", "obeyed"),
    ("Ship 3.1 please.", "not_applicable"),  # no day said, no clock: no evidence
    ("Let's deploy next Friday.", "not_applicable"),  # a day planned is not today
    ("Deploy the friday-hotfix build.", "not_applicable"),  # a name, not a day
])
def test_the_users_message_sets_the_day(user: str, expected: str) -> None:
    assert _outcome("Never deploy on Fridays.", user) == expected


def test_a_call_that_is_not_the_act_is_not_the_rules() -> None:
    assert _outcome("Never deploy on Fridays.", "It's Friday, run the linter.", {"command": "ruff check ."}) \
        == "not_applicable"
    assert _outcome("Keine Deployments am Freitag.", "Heute ist Freitag.", {"command": "make build"}) == "not_applicable"


def test_the_clock_decides_when_the_message_says_nothing() -> None:
    assert _outcome("Never deploy on Fridays.", "ship it", now=FRIDAY_5PM) == "broken"
    assert _outcome("Never deploy on Fridays.", "ship it", now=WEDNESDAY_10AM) == "obeyed"
    # the message's day wins over the clock
    assert _outcome("Never deploy on Fridays.", "It's Tuesday, ship it.", now=FRIDAY_5PM) == "obeyed"


def test_a_time_of_day_window() -> None:
    rule = "No deploys after 4pm."
    assert _outcome(rule, "It's 5:30pm, deploy now.") == "broken"
    assert _outcome(rule, "ship it", now=FRIDAY_5PM) == "broken"
    assert _outcome(rule, "ship it", now=WEDNESDAY_10AM) == "obeyed"
    assert _outcome("Nach 16 Uhr wird nicht mehr deployt.", "Es ist 18 Uhr, bitte deployen.") == "broken"
    assert _outcome("No deploys after 4pm on Fridays.", "ship it", now=WEDNESDAY_10AM) == "obeyed"
    assert _outcome("No deploys after 4pm on Fridays.", "ship it", now=FRIDAY_5PM) == "broken"


def test_business_hours_and_allowed_days() -> None:
    assert _outcome("Don't deploy outside business hours.", "go", now=FRIDAY_5PM.replace(hour=21)) == "broken"
    assert _outcome("Don't deploy outside business hours.", "go", now=WEDNESDAY_10AM) == "obeyed"
    assert _outcome("Deploy only on Tuesdays.", "It's Thursday, deploy.") == "broken"
    assert _outcome("Deploy only on Tuesdays.", "Tuesday morning: deploy.") == "obeyed"


def test_look_alikes_stay_as_they_were() -> None:
    rule = "Never deploy to production on Fridays."
    staging = {"command": "./deploy.sh staging v3.1.0"}
    assert _outcome(rule, "It's Friday, put it on staging.", staging) != "broken"
    # a day in a reply rule or a plain ban stays what it was
    assert propose_check("Never deploy to production.").check.tool.forbid[0].window == ()  # type: ignore[union-attr]
    assert propose_check("Write the Friday report in bullet points.") is None or \
        propose_check("Write the Friday report in bullet points.").check.tool is None  # type: ignore[union-attr]


def test_the_moment_reader() -> None:
    assert stated_day("Tuesday morning, let's go") is not None
    assert stated_day("see you on Friday") is None
    at = moment("It's Friday 4pm", None)
    assert at is not None and at.day == 4 and at.minute == 16 * 60
    assert moment("hello", None) is None
    clock = moment("hello", WEDNESDAY_10AM)
    assert clock is not None and clock.day == 2 and clock.source == "the host's clock"


def test_the_live_path_passes_the_clock(make_engine: Any) -> None:
    engine = make_engine()
    engine.start_session("s")
    engine.mutate("s", lambda st: pins.add_pin(st, "We never deploy on Fridays.", check="proposed", now=1.0))
    engine.before_llm("s", [{"role": "user", "content": "ship v3"}], user_message="ship v3")
    friday = compliance_flow.before_tool(engine, "s", "terminal", DEPLOY, now=FRIDAY_5PM)
    assert friday.message and "Friday" in friday.message
    assert not compliance_flow.before_tool(engine, "s", "terminal", DEPLOY, now=WEDNESDAY_10AM).message
    assert [v.outcome for v in compliance_flow.dry_run_tool(engine, "s", "terminal", DEPLOY, now=FRIDAY_5PM)] == ["broken"]


def test_the_claude_code_hook_hands_in_the_local_time(make_engine: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from memlock_adapters.claude_code import compliance_hooks
    from memlock_adapters.claude_code.payload import HookPayload

    seen: dict[str, Any] = {}

    def fake(engine: Any, sid: str, name: str, args: Any, **kw: Any) -> compliance_flow.ToolDecision:
        seen.update(kw)
        return compliance_flow.ToolDecision()

    engine = make_engine()
    payload = HookPayload(event="PreToolUse", session_id="c1", tool_name="Bash", tool_input=DEPLOY)
    engine.start_session(payload.memlock_session)
    monkeypatch.setattr(compliance_hooks.compliance_flow, "before_tool", fake)
    compliance_hooks.pre_tool_use(payload, engine)
    assert isinstance(seen.get("now"), datetime) and seen["now"].tzinfo is not None


def test_a_dry_run_on_the_day_is_no_deploy() -> None:
    for command in ("kubectl apply --dry-run=client -f prod.yaml", "helm upgrade web ./chart --dry-run"):
        assert _outcome("Never deploy on Fridays.", "It's Friday.", {"command": command}) != "broken"


@pytest.mark.parametrize("rule, tokens", [
    ("Sin despliegues en viernes.", {"day:4"}),
    ("金曜の夕方以降はリリースしないでください。", {"day:4", "after:1020"}),
    ("Keine Releases am Wochenende.", {"day:5", "day:6"}),
    ("No merges to main after 6pm.", {"after:1080"}),
])
def test_windows_in_several_languages(rule: str, tokens: set[str]) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None
    assert {t for r in proposal.check.tool.forbid for t in r.window} == tokens


def test_a_friday_evening_window_spares_the_morning() -> None:
    rule = "金曜の夕方以降はリリースしないでください。"
    assert _outcome(rule, "deploy", now=FRIDAY_5PM.replace(hour=10)) == "obeyed"
    assert _outcome(rule, "deploy", now=FRIDAY_5PM.replace(hour=19)) == "broken"


def test_an_origin_is_no_window_but_a_time_after_the_is() -> None:
    proposal = propose_check("No deploys after the 4pm cutoff.")
    assert proposal is not None and proposal.check.tool is not None
    assert proposal.check.tool.forbid[0].window == ("after:960",)
    anecdote = propose_check("Ever since that outage over a long weekend, we never deploy on Fridays.")
    assert anecdote is not None and anecdote.check.tool is not None
    assert anecdote.check.tool.forbid[0].window == ("day:4",)
