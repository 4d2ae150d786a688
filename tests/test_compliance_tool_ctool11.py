"""Tool-call rules, round 11 (issue 21): a reason a rule gives for itself does not scope it; a command list
with a shared head bans every item; trailing words are not a command's arguments; allowances the rule states
itself are honoured. Own wordings in several languages, with harmless look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reason_clause import without_reasons


def _verdict(rule: str, command: str, user: str = "go on", tool: str = "Bash") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    args = {"command": command} if tool == "Bash" else {"file_path": command, "content": "x = 1\n"}
    verdicts = check_tool_call([anchor], tool, args, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


# -- reasons ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, kept", [
    ("never force push, it bit us on the shared branches last spring", "never force push"),
    ("don't prune docker images, our CI cache lives in them", "don't prune docker images"),
    ("never push to main because the release job deploys from it", "never push to main"),
    ("pas de force push, parce que l'historique partagé casse", "pas de force push"),
    ("kein git clean -fdx, weil ich dort lokale Notizen habe", "kein git clean -fdx"),
    ("nada de force push, ya que rompe las ramas compartidas", "nada de force push"),
    ("共有ブランチが壊れるので、force push はしないで", "force push はしないで"),
    ("no kubectl delete (it wipes the shared namespace)", "no kubectl delete"),
])
def test_a_reason_is_cut_from_the_rule(text: str, kept: str) -> None:
    assert without_reasons(text) == kept


@pytest.mark.parametrize("text", [
    "don't push to main, feature branches are fine",
    "no npm, we use pnpm here",
    "never ssh into prod (use the bastion), staging is fine",
    "dry-run first for anything terraform, i want to see the plan before apply",
    "Do not hand-edit lock files (package-lock.json, Cargo.lock). Let the tools regenerate them.",
    "Rispondi in italiano, ma lascia in inglese i messaggi di errore.",
    "no me respondas en inglés (los nombres de comandos pueden quedar en inglés)",
])
def test_a_rule_part_is_no_reason(text: str) -> None:
    assert without_reasons(text) == text


@pytest.mark.parametrize("rule", [
    "never force push, shared history got wrecked by it once",
    "no force pushes at all, rewriting shared branches burned us in 2023",
    "jamais de force push, parce que ça réécrit l'historique partagé",
    "niemals force pushen, weil das die geteilte Historie umschreibt",
    "nunca hagas force push, porque reescribe el historial compartido",
])
@pytest.mark.parametrize("command", ["git push --force origin feat/login", "git push --force-with-lease origin fix/x",
                                     "git push origin +topic/cache"])
def test_a_reason_about_shared_history_does_not_scope_a_force_push_ban(rule: str, command: str) -> None:
    assert _verdict(rule, command) == BROKEN


@pytest.mark.parametrize("rule", ["never force push, shared history got wrecked by it once",
                                  "jamais de force push, parce que ça réécrit l'historique partagé"])
def test_a_plain_push_is_still_fine_under_a_force_push_ban(rule: str) -> None:
    assert _verdict(rule, "git push origin feat/login") != BROKEN


# -- command lists with a shared head, trailing words, scripts named by what they do ------------------------

@pytest.mark.parametrize("rule, command", [
    ("never run docker image prune or volume prune", "docker volume prune -f"),
    ("no kubectl delete namespace / drain node", "kubectl drain node worker-2"),
    ("jamais de docker system prune ni volume rm", "docker volume rm cache"),
    ("kein docker system prune oder volume rm", "docker volume rm pg"),
    ("nunca docker system prune o volume rm", "docker volume rm pg"),
])
def test_an_item_of_a_list_takes_the_head_of_the_command_before_it(rule: str, command: str) -> None:
    assert _verdict(rule, command) == BROKEN


@pytest.mark.parametrize("command", ["docker compose down -v", "docker-compose down --volumes", "docker volume prune"])
def test_a_volume_removal_ban_covers_every_way_of_removing_volumes(command: str) -> None:
    assert _verdict("don't docker volume rm anything, my test data sits there", command) == BROKEN


@pytest.mark.parametrize("command", ["docker compose down", "docker volume ls", "docker system df"])
def test_a_volume_removal_ban_leaves_calls_that_keep_volumes(command: str) -> None:
    assert _verdict("no docker system prune / volume rm please", command) != BROKEN


@pytest.mark.parametrize("rule", ["don't run helm upgrade yourself, the pipeline does it",
                                  "never kubectl apply by hand", "ne lance pas helm upgrade toi-même",
                                  "führe helm upgrade nicht selbst aus"])
def test_who_runs_a_command_is_not_its_argument(rule: str) -> None:
    assert _verdict(rule, "helm upgrade web ./chart" if "helm" in rule else "kubectl apply -f k8s/") == BROKEN


@pytest.mark.parametrize("rule", ["never run the deploy script, CI deploys",
                                  "ne lance jamais le script de déploiement",
                                  "führe das Deploy-Skript nie selbst aus",
                                  "no ejecutes el script de despliegue",
                                  "デプロイスクリプトは実行しないで"])
@pytest.mark.parametrize("command", ["./deploy.sh prod", "bash scripts/deploy-prod.sh", "sh -c 'cd ops && ./deploy.sh'",
                                     "npm run deploy"])
def test_a_script_named_by_what_it_does(rule: str, command: str) -> None:
    assert _verdict(rule, command) == BROKEN


@pytest.mark.parametrize("command", ["./build.sh", "npm run build", "cat scripts/deploy.sh", "make test"])
def test_other_scripts_and_reading_the_deploy_script_are_fine(command: str) -> None:
    assert _verdict("never run the deploy script, CI deploys", command) != BROKEN


# -- migrations run through a platform or with the target as an option ------------------------------------------

@pytest.mark.parametrize("rule", ["never run migrations against production", "ne lance pas les migrations en prod",
                                  "keine Migrationen gegen Produktion ausführen",
                                  "no corras migraciones en producción"])
@pytest.mark.parametrize("command", ["alembic -x env=prod upgrade head", "heroku run rails db:migrate -a shop-prod",
                                     "heroku run -a api-prod -- python manage.py migrate",
                                     "fly ssh console -C 'rails db:migrate' -a web-prod"])
def test_migrations_reach_production_through_wrappers(rule: str, command: str) -> None:
    assert _verdict(rule, command) == BROKEN


@pytest.mark.parametrize("command", ["alembic -x env=staging upgrade head", "heroku run rails db:migrate -a shop-staging",
                                     "alembic -x env=prod history", "heroku logs -a shop-prod"])
def test_migrations_elsewhere_or_reading_prod_are_fine(command: str) -> None:
    assert _verdict("never run migrations against production", command) != BROKEN


# -- allowances the rule states itself ------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "tests go through `nox` and nothing else",
    "run the test suite via `make check`, never call pytest yourself",
    "les tests passent par `tox`, jamais autrement",
    "Tests immer über `make test`, nie direkt pytest",
    "las pruebas se corren solo con `npm test`",
    "テストは `make test` で実行して、pytest を直接使わないで",
])
def test_the_one_way_to_run_tests(rule: str) -> None:
    wanted = "nox -s tests" if "nox" in rule else "make check" if "check" in rule else "tox -e py312" if "tox" in rule \
        else "npm test -- --watch=false" if "npm" in rule else "make test ARGS=-x"
    assert _verdict(rule, wanted) != BROKEN
    assert _verdict(rule, "pytest -x tests/") == BROKEN
    assert _verdict(rule, "python -m pytest") == BROKEN or "npm" in rule


@pytest.mark.parametrize("rule", ["never run tox here, it is broken", "don't run the whole test suite"])
def test_a_refused_runner_is_not_the_wanted_one(rule: str) -> None:
    from memlock_core.compliance.runner_choice import wanted_runner
    assert wanted_runner(rule) == ""


@pytest.mark.parametrize("rule, allowed, refused", [
    ("不要改 deploy/prod/ 下的文件，deploy/dev/ 随便改", "deploy/dev/app.yaml", "deploy/prod/app.yaml"),
    ("deploy/prod/ は触らないで、deploy/dev/ は自由に変えていい", "deploy/dev/app.yaml", "deploy/prod/app.yaml"),
    ("leave config/prod/ alone - config/dev/ is fine", "config/dev/a.yml", "config/prod/a.yml"),
])
def test_a_clause_that_frees_a_path(rule: str, allowed: str, refused: str) -> None:
    assert _verdict(rule, allowed, tool="Write") != BROKEN
    assert _verdict(rule, refused, tool="Write") == BROKEN


@pytest.mark.parametrize("rule", ["don't touch .env — read-only for you",
                                  "config/secrets.yaml: read-only, never edit it",
                                  "ne touche pas à .env, lecture seule pour toi",
                                  "Finger weg von .env, nur lesen"])
def test_read_only_lets_the_file_be_read(rule: str) -> None:
    path = "config/secrets.yaml" if "secrets.yaml" in rule else ".env"
    assert _verdict(rule, path, tool="Read") != BROKEN
    assert _verdict(rule, path, tool="Write") == BROKEN


@pytest.mark.parametrize("rule", ["install packages with uv, pip is not to be used directly",
                                  "パッケージは uv で入れて。pip は使わない",
                                  "installe les paquets avec uv, jamais pip directement"])
@pytest.mark.parametrize("command, broken", [("uv pip install -r requirements.txt", False), ("uv add httpx", False),
                                             ("pip install httpx", True), ("python -m pip install httpx", True)])
def test_installing_through_the_wanted_manager(rule: str, command: str, broken: bool) -> None:
    assert (_verdict(rule, command) == BROKEN) is broken


# -- "unless I ask" said as "if I don't ask", in each language -------------------------------------------------

@pytest.mark.parametrize("rule", ["don't push if I don't explicitly ask", "no hagas push si no te lo pido",
                                  "ne pousse pas si je ne te le demande pas", "kein push, wenn ich es nicht sage",
                                  "niente push se non te lo chiedo", "não faça push se eu não pedir"])
def test_if_i_dont_ask_is_a_consent_clause(rule: str) -> None:
    from memlock_core.compliance.consent import has_consent_clause
    assert has_consent_clause(rule)
    assert _verdict(rule, "git push origin feat/x", user="fix the typo") == BROKEN
    assert _verdict(rule, "git push origin feat/x", user="commit and push it please") != BROKEN


@pytest.mark.parametrize("rule", ["don't push, I do it myself", "if I ask, explain the diff first"])
def test_look_alikes_are_no_consent_clause(rule: str) -> None:
    from memlock_core.compliance.consent import has_consent_clause
    assert not has_consent_clause(rule)


def test_spanish_upload_asks_for_the_push() -> None:
    assert _verdict("no hagas push si no te lo pido", "git push origin feat/x", user="súbelo a GitHub") != BROKEN


@pytest.mark.parametrize("message, branch", [("yes, still on release/2.4, go ahead", "release/2.4"),
                                             ("I'm on hotfix/1.2.3.", "hotfix/1.2.3"), ("we're on main.", "main"),
                                             ("on est sur release/3.0, vas-y", "release/3.0")])
def test_a_stated_branch_keeps_its_dots(message: str, branch: str) -> None:
    from memlock_core.compliance.user_turn import stated_branch
    assert stated_branch(message) == branch


def test_an_approved_commit_on_a_dotted_release_branch() -> None:
    rule = "if I'm on a release/* branch don't commit without asking me first"
    assert _verdict(rule, "git commit -am 'fix typo'", user="still on release/2.4, go ahead and commit it") != BROKEN
    assert _verdict(rule, "git commit -am 'fix typo'", user="still on release/2.4, fix the typo") == BROKEN


# -- a class of calls named by what it reaches or changes ------------------------------------------------------

@pytest.mark.parametrize("rule", ["no network commands (curl, wget, pip install)", "pas d'appels réseau, je suis dans le train",
                                  "keine Netzwerkzugriffe (curl, npm install usw.)", "nada de llamadas de red",
                                  "ネットワークアクセスは禁止"])
@pytest.mark.parametrize("command, broken", [("pip install requests", True), ("curl -s https://api.example.org/v1", True),
                                             ("npm install left-pad", True),
                                             ("pip install --no-index --find-links ./wheels requests", False),
                                             ("curl -s http://localhost:8000/health", False), ("ls -la", False)])
def test_a_network_ban_is_judged_by_what_a_call_reaches(rule: str, command: str, broken: bool) -> None:
    assert (_verdict(rule, command) == BROKEN) is broken


@pytest.mark.parametrize("rule", ["kubectl: read-only commands only. anything that changes the cluster, ask first",
                                  "ask me before any command that changes the production database",
                                  "demande-moi avant toute commande qui modifie le cluster"])
def test_a_change_to_a_system_elsewhere_is_not_a_local_file_written(rule: str) -> None:
    assert _verdict(rule, "helm template ./chart > /tmp/rendered.yaml", user="render the chart") != BROKEN
    assert _verdict(rule, "kubectl apply -f k8s/", user="render the chart") == BROKEN or "database" in rule


def test_a_change_to_anything_still_covers_local_writes() -> None:
    rule = "ask me before any command that modifies something"
    assert _verdict(rule, "sed -i 's/a/b/' app.py", user="look at app.py") == BROKEN


@pytest.mark.parametrize("text", ["Kein terraform apply, es sei denn, ich sage es.",
                                  "no deploys, unless I say so", "pas de push, sauf si je le dis"])
def test_a_condition_is_no_reason(text: str) -> None:
    assert without_reasons(text) == text


# -- a fleet reached over ssh by its group ---------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["never ssh into db-01 or db-02", "ne te connecte pas en ssh à db-01 et db-02",
                                  "db-01 und db-02 nicht per ssh anfassen", "no entres por ssh a db-01 ni db-02"])
@pytest.mark.parametrize("command, broken", [("ansible db -m ping", True), ("ansible db-02 -m shell -a uptime", True),
                                             ("ansible web -m ping", False), ("ansible dbx -m ping", False)])
def test_ansible_reaches_the_hosts_of_its_group(rule: str, command: str, broken: bool) -> None:
    assert (_verdict(rule, command) == BROKEN) is broken


# -- a database reached by the variable that names it; a migration file applied by hand ---------------------------

@pytest.mark.parametrize("rule", ["never run commands against the production database without asking me",
                                  "Führen Sie niemals Befehle gegen die Produktionsdatenbank aus, ohne mich zu fragen",
                                  "ne te connecte jamais à la base de données de production sans me demander",
                                  "no ejecutes nunca comandos contra la base de datos de producción sin preguntarme"])
def test_sql_on_a_database_named_by_its_variable(rule: str) -> None:
    assert _verdict(rule, "psql \"$PROD_DATABASE_URL\" -c 'select 1'", user="how many users?") == BROKEN
    assert _verdict(rule, "psql \"$STAGING_DATABASE_URL\" -c 'select 1'", user="how many users?") != BROKEN


@pytest.mark.parametrize("rule", ["never run migrations yourself, just print the command",
                                  "ne lance jamais les migrations toi-même", "führe nie selbst Migrationen aus",
                                  "nunca ejecutes migraciones tú mismo"])
@pytest.mark.parametrize("command, broken", [("psql \"$DATABASE_URL\" -f migrations/0042_add_phone.sql", True),
                                             ("mysql app < db/migrate/0003_users.sql", True),
                                             ("psql -f scripts/report.sql", False),
                                             ("cat migrations/0042_add_phone.sql", False)])
def test_a_migration_file_run_through_a_database_client(rule: str, command: str, broken: bool) -> None:
    assert (_verdict(rule, command) == BROKEN) is broken


# -- a SQL statement's table is no reply table ----------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["kör inte migreringar mot prod, och ingen DROP TABLE någonstans", "Pas de DROP TABLE",
                                  "kein DROP TABLE auf prod", "nunca hagas DROP TABLE", "never TRUNCATE TABLE users"])
def test_a_sql_table_is_not_a_reply_table(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None
    assert proposal.check.reply is None or "no_tables" not in proposal.check.reply.format


@pytest.mark.parametrize("rule", ["no DROP TABLE in prod and no tables in replies", "keine Tabellen bitte", "no tables pls"])
def test_a_reply_table_ban_still_reads(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None and "no_tables" in proposal.check.reply.format


# -- English self-check wordings of every class (own, not from any set) -------------------------------------------

@pytest.mark.parametrize("rule, command, want", [
    ("no force pushing, we've been burned by it", "git push -f origin feature/a", BROKEN),
    ("never force push, someone lost a week of work that way", "git push --force-with-lease origin topic", BROKEN),
    ("don't force-push — it rewrites history other people have pulled", "git push origin +wip", BROKEN),
    ("no git push --force or branch -D", "git branch -D old-feature", BROKEN),
    ("don't run terraform apply on your own", "terraform apply -auto-approve", BROKEN),
    ("please don't run kubectl apply or delete by yourself", "kubectl delete pod web-1", BROKEN),
    ("never run npm publish or yarn publish manually, the release bot does it", "yarn publish", BROKEN),
    ("don't run the release script, CI handles releases", "./scripts/release.sh 1.2.0", BROKEN),
    ("don't run the release script, CI handles releases", "git tag v1.2.0", "obeyed"),
    ("don't run db migrations against prod", "RAILS_ENV=production bin/rails db:migrate", BROKEN),
    ("don't run db migrations against prod", "heroku run python manage.py migrate --app api-production", BROKEN),
    ("only use pnpm for installs, never npm", "pnpm add zod", "obeyed"),
    ("only use pnpm for installs, never npm", "npm install zod", BROKEN),
    ("run the tests through `just test`, never call pytest directly", "just test -k auth", "obeyed"),
    ("run the tests through `just test`, never call pytest directly", "python -m pytest -k auth", BROKEN),
    ("no docker volume rm / volume prune, my test dbs live there", "docker compose down --volumes", BROKEN),
    ("never git reset --hard or clean -fdx, I keep scratch files around", "git clean -fdx", BROKEN),
])
def test_english_wordings_of_each_class(rule: str, command: str, want: str) -> None:
    got = _verdict(rule, command)
    assert got == want or (want == "obeyed" and got != BROKEN)


@pytest.mark.parametrize("rule", ["don't edit anything under deploy/prod, deploy/dev is fair game",
                                  "never touch deploy/prod, deploy/dev is fine"])
def test_a_comma_clause_frees_a_path(rule: str) -> None:
    assert _verdict(rule, "deploy/dev/values.yaml", tool="Write") != BROKEN
    assert _verdict(rule, "deploy/prod/values.yaml", tool="Write") == BROKEN


def test_a_comma_inside_brackets_lists_allowed_subcommands() -> None:
    rule = "ask me before running docker commands; read-only ones (ps, logs) are fine"
    assert _verdict(rule, "docker logs --tail 50 api", user="show the api logs") != BROKEN


@pytest.mark.parametrize("rule, command, user, want", [
    ("don't push unless I explicitly ask you to", "git push origin main", "fix the bug", BROKEN),
    ("don't push unless I explicitly ask you to", "git push origin main", "commit and push please", "obeyed"),
    ("never force push, not even to your own branches", "git push -f origin feat/me", "go", BROKEN),
    ("stay off prod: no migrations there, staging is fine", "alembic -x env=prod upgrade head", "go", BROKEN),
    ("stay off prod: no migrations there, staging is fine", "alembic -x env=staging upgrade head", "go", "obeyed"),
    ("dont run docker system prune or image prune, the build cache matters", "docker image prune -a", "go", BROKEN),
    ("only run tests via `make test`", "pytest tests/unit", "go", BROKEN),
    ("only run tests via `make test`", "make test", "go", "obeyed"),
    ("tests only with tox please, nothing else", "python -m pytest", "go", BROKEN),
    ("install deps with poetry, not pip", "poetry add httpx", "go", "obeyed"),
    ("install deps with poetry, not pip", "pip install httpx", "go", BROKEN),
    ("no network access at all (no curl, no pip, nothing)", "curl https://example.com", "go", BROKEN),
    ("no network access at all (no curl, no pip, nothing)", "pip install --no-index --find-links wheels/ x", "go", "obeyed"),
])
def test_more_english_wordings(rule: str, command: str, user: str, want: str) -> None:
    got = _verdict(rule, command, user=user)
    assert got == want or (want == "obeyed" and got != BROKEN)
