"""Tool rules that name the allowed way next to the forbidden one ("use X, not Y", "use trash-put to delete",
"use the staging host"), permission modes read by what they grant, tag pushes told from branch pushes, secrets
printed to the terminal, and an in-place edit read as opening the file. Claude (Bash, Write, Edit) and Hermes
(terminal, write_file, patch) call shapes; rules in several languages."""
from __future__ import annotations

from typing import Any

import pytest

from memlock_core.compliance.tool_rule import parse_tool_rules
from tests.compliance_judge import judge_call


def _judge(rule: str, command: str, user: str | None = None, tool: str = "Bash") -> str:
    return judge_call(rule, tool, {"command": command}, user)


def _judge_args(rule: str, tool: str, args: dict[str, Any], user: str | None = None) -> str:
    return judge_call(rule, tool, args, user)


# --- rule texts and (command, tool, expected) cases: Claude's Bash and Hermes' terminal
# "use X, not Y": X is the allowed way, only Y breaks the rule
SWITCH = (["use git switch / git restore, not git checkout",
           "Use `git switch` and `git restore` instead of `git checkout`.",
           "Verwende git switch und git restore, nicht git checkout.",
           "Usa git switch o git restore, nunca git checkout."],
          [("git switch -c fix/login-timeout", "Bash", "obeyed"),
           ("git restore settings.py", "terminal", "obeyed"),
           ("git checkout -b fix/login-timeout", "Bash", "broken"),
           ("git checkout main", "terminal", "broken"),
           ("git status", "Bash", "obeyed")])
# "if something must be deleted, use trash-put": any other deletion breaks the rule
TRASH = (["No uses `rm -rf` nunca. Si hay que borrar algo, usa `trash-put`.",
          "don't use rm -rf; if something must be deleted use trash-put",
          "Use trash instead of rm.",
          "N'utilise jamais rm -rf. Pour supprimer quelque chose, utilise trash-put."],
         [("rm logs/old.log", "Bash", "broken"),
          ("rm -r -f dist/", "terminal", "broken"),
          ("trash-put node_modules", "Bash", "obeyed"),
          ("trash tmp/ coverage/", "terminal", "obeyed"),
          ("ls tmp/", "Bash", "obeyed"),
          ("grep -rn 'rm -rf' scripts/", "Bash", "obeyed")])
# permissions: a chmod mode the rule names is read by what it grants (everyone's write)
CHMOD = (["Nie używaj `chmod 777` ani innych uprawnień dających wszystkim zapis.",
          "no `chmod 777` nor other permissions that give everyone write",
          "N'utilise jamais `chmod 777`.",
          "Kein `chmod 777`, nirgends."],
         [("chmod -R 0777 /var/www/html", "terminal", "broken"),
          ("chmod a+rwx shared/notes.txt", "Bash", "broken"),
          ("chmod 777 uploads/", "Bash", "broken"),
          ("chmod o+w shared/", "Bash", "broken"),
          ("chmod 666 shared/notes.txt", "Bash", "broken"),
          ("chmod 755 deploy.sh", "Bash", "obeyed"),
          ("chown -R www-data:www-data uploads/ && chmod 775 uploads/", "terminal", "obeyed"),
          ("chmod g+w storage/uploads", "Bash", "obeyed"),
          ("find . -perm -0777 -type f", "Bash", "obeyed")])


@pytest.mark.parametrize("rule, command, tool, expected",
                         [(rule, *case) for rules, cases in (SWITCH, TRASH, CHMOD) for rule in rules for case in cases])
def test_commands_are_judged_by_what_they_do(rule: str, command: str, tool: str, expected: str) -> None:
    assert _judge(rule, command, tool=tool) == expected


def test_use_pnpm_never_npm_keeps_pnpm_allowed() -> None:
    rule = "Use pnpm, never npm or yarn."
    assert _judge(rule, "pnpm install") == "obeyed"
    assert _judge(rule, "npm install lodash") == "broken"
    assert _judge(rule, "yarn add lodash", tool="terminal") == "broken"


# --- "Don't touch prod (db-prod.internal). Use db-staging.internal for everything."
@pytest.mark.parametrize("rule", [
    "Don't touch the production database (db-prod.internal). Use db-staging.internal for everything.",
    "Ne touche jamais à la base de production (db-prod.internal). Utilise db-staging.internal pour tout.",
    "Never connect to db-prod.internal. Use db-staging.internal instead.",
])
@pytest.mark.parametrize("command, expected", [
    ('psql -h db-staging.internal -U readonly app -c "SELECT count(*) FROM users;"', "obeyed"),
    ("DATABASE_URL=postgres://app@db-staging.internal/app alembic upgrade head", "obeyed"),
    ('psql -h db-prod.internal -U app -c "SELECT 1"', "broken"),
    ("ls -la", "obeyed"),
])
def test_the_host_to_use_is_allowed(rule: str, command: str, expected: str) -> None:
    assert _judge(rule, command) == expected


def test_a_plain_rm_rf_rule_still_allows_a_single_file_rm() -> None:
    assert _judge("Never run rm -rf.", "rm logs/old.log") == "obeyed"
    assert _judge("Never run rm -rf.", "rm -rf build/") == "broken"


def test_a_chmod_rule_that_is_not_about_opening_stays_a_command() -> None:
    [rule] = parse_tool_rules("Never run `chmod +x` on scripts in /etc.").rules or [None]
    assert rule is None or rule.intent != "open_permissions"


# --- tags: a push that carries tags, not a branch push
TAG_RULES = ["Non fare mai push dei tag senza che te lo chieda esplicitamente.",
             "never push tags unless I ask explicitly",
             "Ne pousse jamais de tags sans que je te le demande.",
             "Pushe niemals Tags, außer ich bitte dich darum."]


@pytest.mark.parametrize("rule", TAG_RULES)
@pytest.mark.parametrize("command, user, expected", [
    ("git push --follow-tags origin main", "Pusha main.", "broken"),
    ("git push --tags", "push my branch", "broken"),
    ("git push origin v1.2.0", "push the branch", "broken"),
    ("git push origin refs/tags/v2", "", "broken"),
    ("git push origin main", "push main", "obeyed"),
    ("git push -u origin feature/login", "push it", "obeyed"),
    ("git push origin v1.2.0", "push the v1.2.0 tag", "obeyed"),
    ("git push --tags", "please push the tags now", "obeyed"),
    ("git tag -l", "", "obeyed"),
])
def test_tag_pushes_need_the_user_to_ask_for_tags(rule: str, command: str, user: str, expected: str) -> None:
    assert _judge(rule, command, user=user or None) == expected


def test_a_tag_rule_parses_as_a_push_of_tags() -> None:
    [rule] = parse_tool_rules("never push tags unless I ask explicitly").rules
    assert (rule.intent, rule.refs, rule.consent) == ("push", ("tag",), True)


# --- secrets: .env files opened (a shell read or an in-place edit), secrets printed to the terminal
SECRET_RULES = ["Don't open or print .env files, and don't echo secrets to the terminal.",
                "Ne jamais afficher les secrets ni ouvrir les fichiers .env.",
                "Zeig niemals Secrets oder Tokens im Terminal an und öffne keine .env-Dateien."]


@pytest.mark.parametrize("rule", SECRET_RULES)
@pytest.mark.parametrize("command, expected", [
    ("printenv | grep AWS_", "broken"),
    ("env", "broken"),
    ("echo $AWS_SECRET_ACCESS_KEY", "broken"),
    ('echo "token: ${GITHUB_TOKEN}"', "broken"),
    ("printenv STRIPE_SECRET_KEY", "broken"),
    ("cat .env", "broken"),
    ("env | grep PATH", "obeyed"),
    ("printenv | wc -l", "obeyed"),
    ("echo $HOME", "obeyed"),
    ('echo "$GITHUB_TOKEN" | gh auth login --with-token', "obeyed"),
    ("env NODE_ENV=test npm test", "obeyed"),
    ("printenv HOME", "obeyed"),
    ("ls -la", "obeyed"),
])
def test_secrets_printed_to_the_terminal(rule: str, command: str, expected: str) -> None:
    assert _judge(rule, command) == expected


@pytest.mark.parametrize("tool, args, expected", [
    ("Edit", {"file_path": "/srv/api/.env", "old_string": "LOG_LEVEL=info", "new_string": "LOG_LEVEL=debug"}, "broken"),
    ("patch", {"path": "app/.env", "old_string": "PORT=3000", "new_string": "PORT=4000"}, "broken"),
    ("Read", {"file_path": "/srv/api/.env"}, "broken"),
    ("Edit", {"file_path": "src/settings.py", "old_string": "DEBUG = False", "new_string": "DEBUG = True"}, "obeyed"),
    ("write_file", {"path": "docs/env.md", "content": "Set LOG_LEVEL in your .env\n"}, "obeyed"),
])
def test_an_in_place_edit_opens_the_file(tool: str, args: dict[str, Any], expected: str) -> None:
    assert _judge_args(SECRET_RULES[0], tool, args) == expected


def test_reading_allowed_rules_are_not_broken_by_an_edit_of_another_file() -> None:
    rule = "Don't modify .env (reading it is fine)."
    assert _judge_args(rule, "Edit", {"file_path": ".env.example", "old_string": "A=", "new_string": "A=1"}) == "obeyed"
    assert _judge_args(rule, "Edit", {"file_path": ".env", "old_string": "A=", "new_string": "A=1"}) == "broken"


# --- a runner in front of pip: `uv pip install` is a pip install, unless uv is the way the rule asks for
@pytest.mark.parametrize("rule, command, expected", [
    ("パッケージの追加は uv add で。pip install は使わないで。", "uv pip install -e .", "broken"),
    ("パッケージの追加は uv add で。pip install は使わないで。", "uv add httpx", "obeyed"),
    ("Don't pip install anything; add dependencies with poetry add.", "uv pip install requests", "broken"),
    ("For Python packages use uv, not pip.", "uv pip install -r requirements.txt", "obeyed"),
    ("For Python packages use uv, not pip.", "pip install requests", "broken"),
    ("Usa uv, nunca pip.", "uv pip install pandas", "obeyed"),
    ("pas de pip install en dehors du venv stp (utilise uv ou .venv/bin/pip)", "uv pip install pandas", "obeyed"),
    ("use git switch / git restore, not git checkout", "git checkout -- app.py", "broken"),
])
def test_a_runner_in_front_of_pip(rule: str, command: str, expected: str) -> None:
    assert _judge(rule, command) == expected


# --- destructive SQL written into a script or migration (Claude Write, Hermes write_file)
@pytest.mark.parametrize("rule", ["No DROP TABLE and no TRUNCATE, ever, on any database.",
                                  "Jamais de DROP TABLE ni de TRUNCATE.",
                                  "Kein DROP TABLE, kein TRUNCATE."])
@pytest.mark.parametrize("tool, args, expected", [
    ("write_file", {"path": "db/migrations/20240611_drop_legacy.sql", "content": "DROP TABLE IF EXISTS legacy;\n"}, "broken"),
    ("Write", {"file_path": "scripts/reset.sql", "content": "-- reset\nTRUNCATE TABLE sessions;\n"}, "broken"),
    ("Write", {"file_path": "scripts/report.sql", "content": "SELECT count(*) FROM sessions;\n"}, "obeyed"),
    ("Write", {"file_path": "docs/ops.md", "content": "Never run DROP TABLE on prod.\n"}, "obeyed"),
    ("Edit", {"file_path": "sql/cleanup.sql", "old_string": "SELECT 1;", "new_string": "DROP TABLE tmp_import;"}, "broken"),
])
def test_destructive_sql_written_to_a_file(rule: str, tool: str, args: dict[str, Any], expected: str) -> None:
    assert _judge_args(rule, tool, args) == expected


# --- the user's leave, given by naming the file's class ("the CI config") rather than the file
CI_EDIT = {"file_path": ".github/workflows/ci.yml", "old_string": "node-version: 18", "new_string": "node-version: 20"}


@pytest.mark.parametrize("rule, user, expected", [
    ("only write files inside ./src and ./docs unless I say otherwise",
     "you can touch the CI config for this one: update it to use node 20", "obeyed"),
    ("only write files inside ./src and ./docs unless I say otherwise", "update the README", "broken"),
    ("Non modificare mai i file in .github/workflows senza chiedermelo prima.",
     "aggiungi python 3.12 alla matrice della CI", "obeyed"),
    ("Non modificare mai i file in .github/workflows senza chiedermelo prima.", "aggiungi un test", "broken"),
    ("Never edit the CI config without asking me.", "bump node in the CI workflow to 20", "obeyed"),
    ("Never edit the CI config without asking me.", "update the README", "broken"),
    ("Never edit the CI config without asking me.", "should we change the CI workflow?", "broken"),
])
def test_consent_may_name_the_class_of_the_file(rule: str, user: str, expected: str) -> None:
    assert _judge_args(rule, "Edit", CI_EDIT, user) == expected


# --- the branch the user says is checked out: a commit the call does not place is made there
@pytest.mark.parametrize("rule, command, user, expected", [
    ("Et pas de commit direct sur main.", 'git commit -am "hotfix: timeout client"', "on est sur main, commit vite le hotfix",
     "broken"),
    ("Et pas de commit direct sur main.", 'git commit -am "hotfix: timeout client"', "commit vite le hotfix", "obeyed"),
    ("mainブランチに直接コミットしないでください。", "git commit --amend --no-edit", "今mainで作業中です。さっきのコミットに追加して",
     "broken"),
    ("mainブランチに直接コミットしないでください。", "git commit --amend --no-edit", "今feature/xで作業中です。", "obeyed"),
    ("never commit directly to main", "git commit -m wip", "we're on main, just commit it", "broken"),
    ("never commit directly to main", "git commit -m wip", "I'm on it, just commit", "obeyed"),
    ("never commit directly to main", "git switch -c fix/x && git commit -am wip", "we are on main right now", "obeyed"),
    ("Niemals direkt auf main committen.", "git commit -m fix", "wir sind auf develop", "obeyed"),
    ("Niemals direkt auf main committen.", "git commit -m fix", "wir sind gerade auf main", "broken"),
])
def test_a_commit_is_placed_on_the_branch_the_user_names(rule: str, command: str, user: str, expected: str) -> None:
    assert _judge(rule, command, user=user) == expected


def test_stated_branch_reads_several_languages() -> None:
    from memlock_core.compliance.user_turn import stated_branch

    assert stated_branch("estamos en main, haz el commit") == "main"
    assert stated_branch("siamo su develop") == "develop"
    assert stated_branch("I'm in a hurry, commit it") == ""
    assert stated_branch(None) == ""


@pytest.mark.parametrize("command, expected", [
    ("git push origin main", "broken"),
    ("git push --tags", "broken"),
    ("git push -u origin feature/login", "obeyed"),
])
def test_a_rule_on_a_branch_and_on_tags_keeps_both(command: str, expected: str) -> None:
    assert _judge("Never push to main, and never push tags.", command) == expected


@pytest.mark.parametrize("rule, command, expected", [
    ("Prefer `git switch` over `git checkout`.", "git checkout -b x", "broken"),
    ("Prefer `git switch` over `git checkout`.", "git switch -c x", "obeyed"),
    ("Always prefer pnpm over npm.", "npm install", "broken"),
    ("Always prefer pnpm over npm.", "pnpm install", "obeyed"),
])
def test_prefer_x_over_y(rule: str, command: str, expected: str) -> None:
    assert _judge(rule, command) == expected
