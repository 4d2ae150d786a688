"""Rules conditioned on the user's words (user_trigger), bans of change itself (no_change), and the list readers'
counters and Swedish words: own wordings in several languages, with harmless look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.user_trigger import Trigger, said, split_trigger


def _verdict(rule: str, command: str, user: str | None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_tool_call([anchor], "Bash", {"command": command}, user_message=user)[0].outcome


@pytest.mark.parametrize("rule, phrase, mode", [
    ("when I say 'read only', don't modify any files", "read only", "when"),
    ("if I type sandbox, nothing should actually change", "sandbox", "when"),
    ("quand je dis « lecture seule », ne modifie aucun fichier", "lecture seule", "when"),
    ("Wenn ich 'Probelauf' sage: nichts ändern", "Probelauf", "when"),
    ("cuando escribo 'solo mirar', no cambies nada", "solo mirar", "when"),
    ("only deploy when I say 'ship it'", "ship it", "unless"),
    ("nur deployen, wenn ich 'los' sage", "los", "unless"),
    ("「デプロイOK」と言ったときだけ本番環境を操作してください", "デプロイOK", "unless"),
])
def test_trigger_is_read(rule: str, phrase: str, mode: str) -> None:
    trigger = split_trigger(rule)
    assert trigger is not None and trigger.phrases == (phrase,) and trigger.mode == mode


@pytest.mark.parametrize("rule", [
    "Reply in French when I write in French",  # the language written, not a phrase said
    "don't install packages unless I say so",  # a consent clause, read by the consent rules
    "only write inside ./src unless I say otherwise",
    "when you say something is fixed, show the test output",  # the assistant's words, not the user's
    "keep answers short",
])
def test_no_trigger(rule: str) -> None:
    assert split_trigger(rule) is None


def test_said_folds_and_splits_separable_verbs() -> None:
    assert said("Dry-run the sync please", Trigger(("dry run",), "when", ""))
    assert said("ruim de oude logs op", Trigger(("opruimen",), "unless", ""))
    assert said("räum bitte den Ordner auf", Trigger(("aufräumen",), "unless", ""))
    assert said("本番OK、再起動して", Trigger(("本番OK",), "unless", ""))
    assert not said("the dryer runs hot", Trigger(("dry run",), "when", ""))
    assert not said("kijk waarom de schijf vol is", Trigger(("opruimen",), "unless", ""))


@pytest.mark.parametrize("rule", [
    "when I say dry run, nothing should actually change",
    "si je dis « à blanc », rien ne doit changer",
    "wenn ich 'Trockenlauf' sage, keine Dateien ändern",
])
def test_when_trigger_ties_a_change_ban(rule: str) -> None:
    phrase = split_trigger(rule).phrases[0]  # type: ignore[union-attr]
    assert _verdict(rule, "rm -r build/", f"{phrase}: clean the build") == "broken"
    assert _verdict(rule, "rm -r build/", "clean the build") == "obeyed"  # not said: the rule is not in force
    assert _verdict(rule, "ls build/", f"{phrase}: clean the build") == "obeyed"
    assert _verdict(rule, "rm -r build/", None) == "broken"  # no message: recall first, the ban is in force


def test_dry_run_flags_change_nothing() -> None:
    rule = "when I say dry run, nothing should change"
    user = "dry run the sync"
    assert _verdict(rule, "rsync -av --delete src/ /mnt/b/", user) == "broken"
    assert _verdict(rule, "rsync -av --delete --dry-run src/ /mnt/b/", user) == "obeyed"
    assert _verdict(rule, "rsync -avn --delete src/ /mnt/b/", user) == "obeyed"
    assert _verdict(rule, "kubectl delete pod x --dry-run=client", user) == "obeyed"
    assert _verdict(rule, "alembic upgrade head", user) == "broken"


@pytest.mark.parametrize("rule, user_yes, command", [
    ("only run the e2e suite when I say 'full run'", "full run please", "pytest tests/e2e"),
    ("alleen bestanden verwijderen als ik 'opruimen' zeg", "ruim de logs op", "find logs -name '*.log' -delete"),
    ("本番環境の操作は、私が「本番OK」と言ったときだけにしてください", "本番OK、再起動して",
     "kubectl --context prod rollout restart deploy/web"),
    ("never push unless I say 'ship it'", "ok ship it", "git push origin main"),
])
def test_unless_trigger_lifts_a_ban(rule: str, user_yes: str, command: str) -> None:
    assert _verdict(rule, command, "quick check before lunch") == "broken"
    assert _verdict(rule, command, user_yes) == "obeyed"


def test_state_trigger() -> None:
    rule = "if I tell you I'm offline, no network commands"
    assert _verdict(rule, "curl https://example.com", "I'm offline today, fix the tests") == "broken"
    assert _verdict(rule, "curl https://example.com", "fetch the page") == "obeyed"
    assert _verdict("se ti dico che sono offline, niente comandi di rete", "curl https://example.com",
                    "sono offline, sistema i test") == "broken"


@pytest.mark.parametrize("rule, broken, fine", [
    ("nothing should change on this machine", "git commit -am x", "git status"),
    ("make no changes", "npm install left-pad", "cat package.json"),
    ("ne modifie rien", "rm notes.txt", "cat notes.txt"),
    ("keine Dateien ändern", "rm notes.txt", "ls"),
    ("no cambies ningún archivo", "rm notes.txt", "ls"),
    ("nichts installieren", "pip install httpx", "pip list"),
    ("no network commands", "curl https://example.com", "curl http://localhost:8000"),
])
def test_no_change_rules(rule: str, broken: str, fine: str) -> None:
    assert _verdict(rule, broken, "go") == "broken"
    assert _verdict(rule, fine, "go") == "obeyed"


@pytest.mark.parametrize("rule, described", [
    ("목록은 최대 4개 항목까지", "at most 4 items in a list"),
    ("リストは最大4つの項目まで", "at most 4 items in a list"),
    ("lists: at most 4 items", "at most 4 items in a list"),
    ("Listen höchstens 4 Punkte", "at most 4 items in a list"),
    ("inga punktlistor", "no bullet points"),
    ("inga listor tack", "no lists"),
])
def test_list_readers(rule: str, described: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and described in proposal.describe()


def test_list_look_alikes() -> None:
    for rule in ("the changelog should list every change", "nothing in the reply should be made up"):
        proposal = propose_check(rule)
        assert proposal is None or "tool calls" not in proposal.describe()


@pytest.mark.parametrize("rule", [
    "never merge into main, only open a PR",
    "don't merge to master yourself",
    "ne merge jamais dans main, ouvre une PR",
    "nicht in main mergen, nur PRs öffnen",
    "no hagas merge a main",
    "mainにマージしないで、PRだけ作って",
    "main'e merge etme, sadece PR aç",
])
def test_merge_into_branch(rule: str) -> None:
    assert _verdict(rule, "gh pr merge 7 --squash", "the PR is approved, finish it") == "broken"
    assert _verdict(rule, "git checkout main && git merge feature/x", "bring the feature in") == "broken"
    assert _verdict(rule, "gh pr create --base main --head feature/x --title x", "open it") == "obeyed"
    assert _verdict(rule, "git checkout feature/x && git merge main", "update my branch") == "obeyed"
    assert _verdict(rule, "git log main --oneline -3", "what is on main?") == "obeyed"


def test_merge_look_alikes() -> None:
    assert propose_check("merge feature branches with --no-ff") is None
    proposal = propose_check("mainブランチへの直接pushは禁止。必ずPR経由で。")
    assert proposal is not None and "push to main" in proposal.describe()


@pytest.mark.parametrize("rule", [
    "write tests with pytest, not unittest",
    "tests avec pytest, pas unittest",
    "Tests mit pytest, kein unittest",
    "Si escribes tests, que sean con pytest, nada de unittest.",
    "テストはpytestで、unittestは使わないで",
    "schrijf tests met pytest, niet met unittest",
    "for CLI code use argparse, never optparse",
])
def test_framework_not_other(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert any(s.startswith("no_module:") for s in proposal.check.reply.code_style)


@pytest.mark.parametrize("rule", [
    "in tests, no random test data",  # a stdlib name used as an adjective
    "gitは使わないで",  # a program, not a module
    "use tabs, not spaces",
])
def test_framework_look_alikes(rule: str) -> None:
    proposal = propose_check(rule)
    style = proposal.check.reply.code_style if proposal is not None and proposal.check.reply is not None else ()
    assert not any(s.startswith("no_module:") for s in style)


def _reply(rule: str, reply: str, user: str | None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


@pytest.mark.parametrize("rule, phrase", [
    ("quand je dis « bref », réponds en une seule phrase", "bref"),
    ("wenn ich 'kurz' sage, antworte in einem Satz", "kurz"),
    ("cuando digo 'rápido', responde en una frase", "rápido"),
    ("「要点だけ」と言ったら一文で答えて", "要点だけ"),
    ("if I say 'short', answer in one sentence", "short"),
])
def test_reply_part_tied_to_the_trigger(rule: str, phrase: str) -> None:
    two = "DNS maps names to addresses. It is a tree of servers."
    assert _reply(rule, two, f"{phrase}: what is DNS?") == "broken"
    assert _reply(rule, "DNS maps names to addresses.", f"{phrase}: what is DNS?") == "obeyed"
    assert _reply(rule, two, "what is DNS?") == "not_applicable"
    assert _reply(rule, two, None) == "broken"  # no message: recall first


def test_reply_ban_lifted_by_the_trigger() -> None:
    rule = "only use emoji when I say 'party mode'"
    assert _reply(rule, "Let's go 🎉", "plan my birthday") == "broken"
    assert _reply(rule, "Let's go 🎉", "party mode! plan my birthday") == "not_applicable"


@pytest.mark.parametrize("rule", [
    "Always reply in French, even if I write to you in English.",
    "réponds en français même si je t'écris en anglais",
])
def test_concession_is_no_trigger(rule: str) -> None:
    assert split_trigger(rule) is None


def test_tied_check_round_trips() -> None:
    from memlock_core.compliance.check import PinCheck

    for rule in ("quand je dis « bref », réponds en une seule phrase", "when I say dry run, nothing should change",
                 "only run the e2e suite when I say 'full run'"):
        proposal = propose_check(rule)
        assert proposal is not None and PinCheck.parse(proposal.check.to_dict()) == proposal.check


def test_drift_identity_module_class_restates_module() -> None:
    from memlock_core.detection.rule_identity import signature

    pin = signature("Write tests with pytest, not unittest.")
    restated = signature("Use pytest for every test you write — no unittest.TestCase classes.")
    assert restated.covers(pin)
