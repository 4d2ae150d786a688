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


# ── a ban said as a predicate, with a standing adverb ─────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["rm -rf is forbidden here, always.", "rm -rf è vietato, sempre.",
                                  "rm -rf ist immer verboten.", "rm -rf está prohibido siempre."])
def test_a_ban_predicate_with_always_is_no_flag_asked_for(rule: str) -> None:
    assert _bash(rule, "rm -rf build/") == "broken"
    assert _bash(rule, "rm -r build/") != "broken"


def test_always_with_an_option_still_asks_for_it() -> None:
    assert _bash("Always run pytest with -x.", "pytest tests/") == "broken"
    assert _bash("Always run pytest with -x.", "pytest -x tests/") == "obeyed"


# ── a test suite named after its noun (the Romance order) ─────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["Ne lance jamais la suite smoke.", "Nunca ejecutes la suite smoke.",
                                  "Non lanciare mai la suite smoke.", "Never run the smoke suite."])
def test_the_suite_named_after_its_noun_is_that_part(rule: str) -> None:
    assert _bash(rule, "npm run test:smoke") == "broken"
    assert _bash(rule, "npm run test:unit") != "broken"


def test_a_permission_worded_in_the_romance_order_lifts_the_ban_when_said() -> None:
    rule = "la suite smoke solo la corres cuando yo diga 'todo', tarda mucho"
    assert _bash(rule, "npm run test:smoke", user="corre un check rápido") == "broken"
    assert _bash(rule, "npm run test:smoke", user="ok, todo") != "broken"


# ── a bare trigger before a German or Dutch verb of saying ────────────────────────────────────────────────────

def test_a_bare_trigger_before_the_german_verb_ties_the_rule_to_it() -> None:
    rule = "Wenn ich Probelauf sage, darf sich nichts ändern."
    assert _bash(rule, "rm -rf cache/", user="mach den Probelauf") == "broken"
    assert _bash(rule, "rm -rf cache/", user="räum den Cache auf") != "broken"


@pytest.mark.parametrize("rule", ["Wenn ich Englisch schreibe, antworte auf Englisch.",
                                  "Nur wenn ich es sage, darfst du pushen."])
def test_a_language_or_a_pronoun_is_no_trigger_phrase(rule: str) -> None:
    from memlock_core.compliance.user_trigger import split_trigger
    assert split_trigger(rule) is None


# ── the refused command first, with a subcommand and an adverb (Japanese, Korean) ─────────────────────────────

@pytest.mark.parametrize("rule", ["取り込みは `git merge` ではなく必ず `git rebase` を使ってください。",
                                  "git stash ではなく必ず git worktree を使ってください。",
                                  "git stash 말고 꼭 git worktree 써 주세요."])
def test_a_refused_subcommand_first_is_a_swap_not_a_library(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None
    assert proposal.check.reply is None or not any(s.startswith("no_module:") for s in proposal.check.reply.code_style)


def test_a_refused_subcommand_first_breaks_on_the_subcommand() -> None:
    rule = "git stash ではなく必ず git worktree を使ってください。"
    assert _bash(rule, "git stash push -m wip") == "broken"
    assert _bash(rule, "git worktree add ../hotfix main") == "obeyed"


# ── the allowed program said in the sentence before the ban ───────────────────────────────────────────────────

def test_the_allowed_installer_said_first_keeps_its_own_pip() -> None:
    rule = "JavaScript packages go through pnpm. Don't use npm install."
    assert _bash(rule, "npm install lodash") == "broken"
    assert _bash(rule, "pnpm install lodash") != "broken"
    rule = "All Python dependencies go through uv. Never pip install."
    assert _bash(rule, "uv pip install httpx") != "broken"
    assert _bash(rule, "pip install httpx") == "broken"


# ── a pip named as the outside one ────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["Install every package inside the venv via .venv/bin/pip, never with the system pip.",
                                  "Cada paquete se instala dentro del venv con .venv/bin/pip, jamás con un pip de fuera.",
                                  "Installe tout dans le venv avec .venv/bin/pip, jamais avec le pip du système."])
def test_a_pip_named_as_the_outside_one_is_a_global_install(rule: str) -> None:
    assert _bash(rule, "pip install rich") == "broken"
    assert _bash(rule, ".venv/bin/pip install rich") == "obeyed"


# ── "no printing it": a file shown, no print() call ───────────────────────────────────────────────────────────

def test_no_printing_a_file_is_a_tool_rule_on_the_file() -> None:
    rule = "The secrets.yaml file is sensitive: no printing it, no editing it."
    assert _bash(rule, "cat secrets.yaml") == "broken"
    proposal = propose_check("No print() calls in library code.")
    assert proposal is not None and proposal.check.reply is not None
    assert any(s.startswith("no_call:print") for s in proposal.check.reply.code_style)


# ── the allowed program said with "with", the refused one after "not" ─────────────────────────────────────────

@pytest.mark.parametrize("rule", ["Handle the JS dependencies with pnpm, not with npm.",
                                  "Gère les dépendances JS avec pnpm, pas avec npm.",
                                  "Las dependencias de JS, con pnpm, no con npm."])
def test_with_x_not_with_y_is_a_swap(rule: str) -> None:
    assert _bash(rule, "npm install left-pad") == "broken"
    assert _bash(rule, "pnpm install left-pad") != "broken"


def test_with_and_not_between_plain_words_is_no_swap() -> None:
    assert propose_check("Write the summary with care, not with haste.") is None or \
        propose_check("Write the summary with care, not with haste.").check.tool is None  # type: ignore[union-attr]


# ── asking said in German with "bei mir", in Korean with 확인받고 / 땐 … 물어봐 ─────────────────────────────────

@pytest.mark.parametrize("rule", ["Vor jedem Push auf main erst bei mir nachfragen.",
                                  "Push auf main nur nach Rücksprache mit mir.",
                                  "main 브랜치에 push는 먼저 저한테 확인받고 하세요.",
                                  "main 브랜치에 push할 땐 꼭 물어봐 주세요."])
def test_asking_first_in_other_words_is_consent(rule: str) -> None:
    assert has_consent_clause(rule)
    assert _bash(rule, "git push origin main", user="wie ist der Stand?") == "broken"


def test_asking_someone_else_is_no_consent() -> None:
    assert not has_consent_clause("Ich frage im Team nach, ob das passt.")


# ── a file named only in a Japanese or Korean reason clause ───────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["credentials.json には本番の鍵が入っているので、中身を読まないでください。",
                                  "credentials.json에는 운영 키가 있으니까 내용을 읽지 마세요."])
def test_the_file_of_the_reason_clause_owns_the_contents(rule: str) -> None:
    assert _bash(rule, "cat credentials.json") == "broken"
    assert _bash(rule, "cat README.md") != "broken"


def test_a_reason_clause_without_contents_is_left_alone() -> None:
    from memlock_core.compliance.rule_rewordings import reason_topic
    text = "Makefile は古いので、新しく書き直してください。"
    assert reason_topic(text) == text


# ── a ban said with an idiom after the act ────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["Force-pushing is completely off the table.", "Le force push est hors de question.",
                                  "Force-Push kommt nicht in Frage.", "Il force push è fuori discussione."])
def test_a_ban_idiom_after_the_act_is_a_ban(rule: str) -> None:
    assert _bash(rule, "git push --force origin feat/x") == "broken"
    assert _bash(rule, "git push origin feat/x") != "broken"


def test_an_idiom_about_no_act_is_no_tool_rule() -> None:
    proposal = propose_check("Option B is off the table for the logo.")
    assert proposal is None or proposal.check.tool is None


# ── the user's say-so named other ways ────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", ["Any git tag has to be cleared with me first.", "Tags need me to sign off.",
                                  "Tagging releases is my call, not yours.",
                                  "Il tag delle release richiede sempre la mia approvazione.",
                                  "Ohne mein OK wird nichts getaggt."])
def test_the_users_say_so_named_other_ways_is_consent(rule: str) -> None:
    assert has_consent_clause(rule)


def test_a_participle_of_a_loan_verb_is_read_by_its_stem() -> None:
    rule = "Auf main wird nie direkt gepusht."
    assert _bash(rule, "git push origin main") == "broken"
    assert _bash(rule, "git push origin feat/x") != "broken"
    rule = "Ohne mein OK wird nichts nach main gepusht."
    assert _bash(rule, "git push origin main", user="Status?") == "broken"
    assert _bash(rule, "git push origin main", user="Ja, push es nach main.") == "obeyed"


# ── the permission first in its own clause or sentence; a scope kept with "stay within" / "keep inside" ────────

def test_a_permission_in_its_own_clause_before_the_ban_is_the_allowance() -> None:
    rule = "Feel free to inspect anything on staging; just never touch production."
    assert _bash(rule, "kubectl --context staging get pods") == "obeyed"
    assert _bash(rule, "kubectl --context production delete pod web-1") == "broken"


@pytest.mark.parametrize("rule", ["Writes should stay within lib/; anything else needs my OK.",
                                  "Keep your changes inside lib/ and ask before touching anything else."])
def test_a_scope_kept_with_stay_within_keeps_everything_outside(rule: str) -> None:
    assert _edit(rule, "setup.cfg") == "broken"
    assert _edit(rule, "lib/core.py") == "obeyed"
