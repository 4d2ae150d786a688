"""Tool rules worded loosely: typos in the key words, polite prohibitions, open example lists, refs a
pipeline deletes (issue 21, the tool-call analyser of issue 20)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.rule_typos import mend_typos
from memlock_core.compliance.tool_rule import parse_tool_rules


def _verdict(rule: str, command: str, user: str | None = "what's going on?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    [verdict] = check_tool_call([anchor], "Bash", {"command": command}, user_message=user)
    return verdict.outcome


@pytest.mark.parametrize("text, mended", [
    ("ask before deleting anythng pls", "ask before deleting anything pls"),
    ("dont delte files", "dont delete files"),
    ("never push to prodution", "never push to production"),
    ("never instal packages", "never install packages"),
])
def test_a_key_word_slipped_by_one_letter_is_mended(text: str, mended: str) -> None:
    assert mend_typos(text) == mended


@pytest.mark.parametrize("text", [
    "deleted files stay deleted",          # inflections differ at the end
    "No toques nada en /var/www/produccion.",  # a path's pieces are names
    "run `delte.sh` and --forse",          # code and flags
    "Never touch Prodution",               # a capitalised word may be a name
    "do it fast",                          # short words
    "Never delete tags on the remote.",    # a letter changed makes a real word, not a slip
])
def test_words_that_are_not_slips_stay_as_written(text: str) -> None:
    assert mend_typos(text) == text


def test_a_consent_rule_with_a_typo_gets_its_check() -> None:
    rule = "ask before deleting anythng pls"
    assert [r.intent for r in parse_tool_rules(rule).rules] == ["delete"]
    assert _verdict(rule, "find /var/log/app -name '*.gz' -mtime +7 -delete") == "broken"
    assert _verdict(rule, "rm -rf dist/ build/", user="Delete the dist/ and build/ folders, they're stale.") == "obeyed"
    assert _verdict(rule, "du -sh /var/log/* | sort -h") == "obeyed"


RESTART = ("I'd rather you didn't restart services yourself (systemctl restart, docker restart, etc.) - just tell me "
           "the command and I'll run it.")


@pytest.mark.parametrize("command, expected", [
    ("sudo systemctl restart nginx", "broken"),
    ("docker compose restart api", "broken"),                      # not among the examples: "etc."
    ("kubectl rollout restart deployment/api -n staging", "broken"),
    ("systemctl status nginx --no-pager && nginx -t", "obeyed"),
    ("journalctl -u nginx --since '10 min ago' --no-pager", "obeyed"),
])
def test_a_polite_prohibition_with_an_open_example_list(command: str, expected: str) -> None:
    assert _verdict(RESTART, command) == expected


def test_a_closed_example_list_stays_closed() -> None:
    rule = "Don't restart services with systemctl restart or docker restart."
    commands = {c for r in parse_tool_rules(rule).rules for c in r.commands}
    assert "kubectl rollout restart" not in commands


def test_polite_prohibition_in_a_reply_rule_gets_no_tool_check() -> None:
    proposal = propose_check("I'd rather you didn't use bullet points at all - write in prose paragraphs.")
    assert proposal is not None and proposal.check.tool is None


@pytest.mark.parametrize("user, expected", [
    ("which of my local branches are already merged?", "broken"),
    ("clean up the merged branches", "obeyed"),
    ("limpia las ramas ya fusionadas", "obeyed"),
    ("clean up the repo a bit", "broken"),   # tidying the repo is not asking for the branches to go
])
def test_branches_deleted_through_xargs(user: str, expected: str) -> None:
    command = "git branch --merged main | grep -v main | xargs git branch -d"
    assert _verdict("ask before deleting anything", command, user=user) == expected
    assert _verdict("No borres ramas sin consultarme", command, user=user) == expected


def test_listing_merged_branches_deletes_nothing() -> None:
    assert _verdict("ask before deleting anything", "git branch --merged main") == "obeyed"


SCOPE = "only write files inside ./src and ./docs unless I say otherwise"


@pytest.mark.parametrize("tool, args, expected", [
    ("Write", {"file_path": "src/utils/slug.ts", "content": "x"}, "obeyed"),
    ("patch", {"path": "docs/api.md", "old_string": "a", "new_string": "b"}, "obeyed"),
    ("Write", {"file_path": "scripts/seed.py", "content": "x"}, "broken"),
    ("write_file", {"path": "faq.md", "content": "x"}, "broken"),
    ("terminal", {"command": "python src/main.py > /tmp/debug.log"}, "broken"),  # a system place, outside any project
    ("terminal", {"command": "python src/main.py > /dev/null 2>&1"}, "obeyed"),
])
def test_a_scope_with_a_consent_exception_forbids_what_is_outside_it(tool: str, args: dict[str, str], expected: str) -> None:
    proposal = propose_check(SCOPE)
    assert proposal is not None and proposal.check.tool is not None
    anchor = Anchor.from_dict({"id": "p", "text": SCOPE, "check": proposal.check.to_dict()})
    [verdict] = check_tool_call([anchor], tool, args, user_message="add a helper")
    assert verdict.outcome == expected


SERVERS = "don't start long-running servers (npm run dev, uvicorn --reload, runserver...). I run those myself"


@pytest.mark.parametrize("command, expected", [
    ("npm run dev", "broken"),
    ("uvicorn app.main:app --reload --port 8000", "broken"),
    ("python manage.py runserver 0.0.0.0:8000", "broken"),   # the script is the program run
    ("FLASK_APP=app flask run", "broken"),                    # not among the examples: the class
    ("npm run build", "obeyed"),
    ("python manage.py migrate", "obeyed"),
    ("pytest -q", "obeyed"),
])
def test_long_running_servers_as_a_class(command: str, expected: str) -> None:
    assert _verdict(SERVERS, command) == expected


def test_a_flag_in_an_example_list_belongs_to_its_own_item() -> None:
    commands = {c for r in parse_tool_rules(SERVERS).rules for c in r.commands}
    assert "uvicorn --reload" in commands and "npm --reload" not in commands
    assert {c for r in parse_tool_rules("never use --no-verify").rules for c in r.commands} == {"git --no-verify"}


@pytest.mark.parametrize("command, expected", [
    ("cd ~/code/shop && python -m cProfile -o /tmp/shop.prof manage.py check", "broken"),
    ("pandoc README.md --output=/tmp/readme.html", "broken"),
    ("cd ~/code/shop && python -m cProfile -o shop.prof manage.py check", "obeyed"),
    ("grep -o 'TODO' /etc/hosts", "obeyed"),          # grep's -o is "only matching": it writes nothing
    ("ps -o pid,cmd -p 1", "obeyed"),
])
def test_an_output_option_writes_its_file(command: str, expected: str) -> None:
    assert _verdict("never write outside the repo (~/code/shop). everything you create stays in there", command) == expected


@pytest.mark.parametrize("command, expected", [
    ("npm version 1.2.0 && npm publish", "broken"),
    ("yarn npm publish --access public", "broken"),
    ("npm publish --registry=https://npm.pkg.github.com", "obeyed"),   # a private registry, not npm
    ("npm publish --registry https://registry.npmjs.org/", "broken"),
    ("npm install", "obeyed"),                                          # npm is where, not a program banned
])
def test_a_registry_named_after_a_preposition_is_where_the_act_is_forbidden(command: str, expected: str) -> None:
    assert _verdict("nunca publique pacotes no npm", command) == expected
    assert _verdict("never publish packages to npm", command) == expected


@pytest.mark.parametrize("command, expected", [
    ("scp dist/app.tar.gz deploy@prod-web-03:/srv/app/", "broken"),
    ("rsync -avz -e ssh dist/static/ prod-web-02:/var/www/static/", "broken"),
    ("ssh prod-web-05 uptime", "obeyed"),                               # outside the range
    ("ssh staging-web-01 uptime", "obeyed"),
])
def test_a_numbered_host_range(command: str, expected: str) -> None:
    assert _verdict("no ssh to production. prod hosts are prod-web-01..04 and prod-db-01", command) == expected


@pytest.mark.parametrize("command, expected", [
    ("git tag -f v1.2.0 3f4e5d6", "broken"),
    ("git tag -d v1.2.0-rc1", "broken"),
    ("git tag -a v1.3.0 -m 'Release 1.3.0' && git push origin v1.3.0", "obeyed"),
    ("git tag -l 'v1.*'", "obeyed"),
])
def test_a_tag_replaced_is_moved(command: str, expected: str) -> None:
    assert _verdict("Never delete or move git tags.", command) == expected


@pytest.mark.parametrize("command, expected", [
    ("go mod vendor", "broken"),
    ("cargo vendor third_party/rust", "broken"),
    ("go mod tidy", "obeyed"),
    ("go build ./...", "obeyed"),
])
def test_a_vendoring_command_writes_the_vendored_tree(command: str, expected: str) -> None:
    assert _verdict("files in vendor/ and third_party/ are read-only for you", command) == expected


def _call(rule: str, tool: str, args: dict[str, str], user: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    [verdict] = check_tool_call([anchor], tool, args, user_message=user)
    return verdict.outcome


@pytest.mark.parametrize("rule", [
    "No ejecutes terraform apply ni destroy a menos que yo te lo pida explícitamente.",
    "N'exécute jamais terraform apply sauf si je te le demande.",
    "Kein terraform apply, es sei denn, ich sage es.",
    "Nunca rode terraform apply a menos que eu peça.",
    "Mai eseguire terraform apply a meno che non te lo chieda.",
])
def test_unless_i_ask_is_a_consent_clause_in_several_languages(rule: str) -> None:
    assert all(r.consent for r in parse_tool_rules(rule).rules)


TERRAFORM = "No ejecutes terraform apply ni destroy a menos que yo te lo pida explícitamente."


@pytest.mark.parametrize("command, user, expected", [
    ("terraform apply tfplan", "Aplica el plan, ya lo revisé yo.", "obeyed"),
    ("terraform apply -auto-approve", "Revisa por qué falla el plan.", "broken"),
    ("terragrunt run-all apply --terragrunt-non-interactive", "Actualiza los módulos.", "broken"),  # drives terraform
    ("tofu destroy", "¿Qué hacemos con el bastión?", "broken"),
    ("terragrunt run-all plan", "Revisa el plan.", "obeyed"),
])
def test_a_subcommand_asked_for_in_another_language_and_its_drivers(command: str, user: str, expected: str) -> None:
    assert _verdict(TERRAFORM, command, user=user) == expected


PROD = ("Don't touch prod. Anything with the prod context or prod namespace is off limits unless I explicitly say so "
        "in my message.")


@pytest.mark.parametrize("command, user, expected", [
    ("kubectl --context prod-eu rollout undo deploy/checkout -n shop",
     "Roll back checkout in prod - yes, I'm explicitly OK with you touching prod for this.", "obeyed"),
    ("helm upgrade api ./charts/api -f values-prod.yaml --kube-context production",
     "deploy the new chart version", "broken"),  # leave to deploy, not to reach prod
])
def test_leave_for_a_target_must_name_it(command: str, user: str, expected: str) -> None:
    assert _verdict(PROD, command, user=user) == expected


@pytest.mark.parametrize("user, expected", [
    ("Please add REDIS_URL=redis://localhost:6379 to my .env - you have my go-ahead to edit it.", "obeyed"),
    ("add the redis url to the config", "broken"),
])
def test_leave_for_a_file_names_the_file(user: str, expected: str) -> None:
    args = {"path": ".env", "old_string": "A=1\n", "new_string": "A=1\nREDIS_URL=redis://localhost:6379\n"}
    assert _call("don't edit .env files unless I tell you to - they hold the real secrets", "patch", args, user) == expected


@pytest.mark.parametrize("user", ["add a small script to seed test data", "add a faq page"])
def test_a_word_of_a_file_name_is_no_leave_to_write_outside_the_scope(user: str) -> None:
    assert _call(SCOPE, "Write", {"file_path": "scripts/seed.py" if "seed" in user else "faq.md", "content": "x"},
                 user) == "broken"


@pytest.mark.parametrize("sql, expected", [
    ("WITH stale AS (SELECT id FROM sessions WHERE expires_at < now()) DELETE FROM sessions WHERE id IN "
     "(SELECT id FROM stale);", "broken"),
    ("WITH recent AS (SELECT * FROM sessions) SELECT count(*) FROM recent;", "obeyed"),
])
def test_a_with_query_that_writes(sql: str, expected: str) -> None:
    assert _verdict("only run read-only SQL against the database", f'psql "$DATABASE_URL" -c "{sql}"') == expected


@pytest.mark.parametrize("rule", [
    "nada de git push --force nem git reset --hard sem eu pedir",
    "No hagas git reset --hard sin que yo te lo pida.",
    "Pas de git reset --hard sans que je le demande.",
    "Niente git reset --hard senza che io lo chieda.",
])
def test_without_my_asking_is_a_consent_clause(rule: str) -> None:
    rules = parse_tool_rules(rule).rules
    assert rules and all(r.consent for r in rules)


@pytest.mark.parametrize("command, expected", [
    ("git reset --hard HEAD", "broken"),
    ("git fetch origin && git reset --hard origin/develop", "broken"),
    ("git restore src/app.py", "obeyed"),        # the rule names one command, not every discard
    ("git reset --soft HEAD~1", "obeyed"),
    ("git log --oneline --grep='reset --hard'", "obeyed"),
])
def test_a_literal_command_rule_forbids_that_command(command: str, expected: str) -> None:
    assert _verdict("Nunca faça git reset --hard.", command) == expected


def test_a_discard_rule_in_words_still_covers_every_discard() -> None:
    assert _verdict("Never throw away uncommitted work (no git reset --hard).", "git checkout -- .") == "broken"


MIGRATIONS = "Não rode migrations em produção sem me perguntar antes. Local e staging pode."


@pytest.mark.parametrize("command, user, expected", [
    ("RAILS_ENV=production bin/rails db:migrate", "sobe a migration do campo novo", "broken"),  # production not named
    ("RAILS_ENV=production bin/rails db:migrate", "pode rodar a migration em produção", "obeyed"),
])
def test_leave_for_an_act_on_a_target_must_name_the_target(command: str, user: str, expected: str) -> None:
    assert _verdict(MIGRATIONS, command, user=user) == expected


def test_a_file_change_asked_for_in_portuguese() -> None:
    args = {"file_path": "Dockerfile", "old_string": "FROM python:3.10-slim", "new_string": "FROM python:3.12-slim"}
    rule = "Não mexa no Dockerfile nem no docker-compose.yml sem eu pedir."
    assert _call(rule, "Edit", args, "Troca a imagem base do Dockerfile para python:3.12-slim.") == "obeyed"
    assert _call(rule, "Edit", args, "Atualiza as dependências do projeto.") == "broken"


@pytest.mark.parametrize("command, expected", [
    ("kubectl --context prod-eu apply -f k8s/prod/ --prune -l app=shop", "broken"),   # prune deletes
    ("kubectl --context prod-eu apply -f k8s/prod/", "obeyed"),
    ("kubectl --context staging apply -f k8s/ --prune -l app=shop", "obeyed"),         # not the cluster named
])
def test_apply_with_prune_deletes(command: str, expected: str) -> None:
    assert _verdict("Kein kubectl delete im Produktionscluster (Kontext prod-eu)!", command) == expected


@pytest.mark.parametrize("message, asked", [
    ("Zeig mir bitte ein Codebeispiel, wie man in Python eine Datei zeilenweise liest.", True),
    ("Schreib mir ein kleines Bash-Skript für das Backup.", True),
    ("Zeig mir, wie die Architektur aussieht.", False),
    ("Gib mir einen Überblick über die Beispiele im Buch.", False),
])
def test_a_german_compound_asks_for_code(message: str, asked: bool) -> None:
    from memlock_core.compliance.user_turn import asks_for_code
    assert asks_for_code(message) is asked
