"""Tool-call rules, round 11b (issue 21): the database a command reaches through a variable named for an
environment (``DB=$(grep PROD_URL .env)``, ``export DATABASE_URL=$PROD_DATABASE_URL && alembic upgrade head``).
Own wordings in several languages, with harmless look-alikes (staging variables, a plain ``$DATABASE_URL``)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, OBEYED, check_tool_call
from memlock_core.compliance.intent.dsn_source import dsn_source, environment, same_environment
from memlock_core.compliance.propose import propose_check


def _verdict(rule: str, command: str, user: str = "go on") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    verdicts = check_tool_call([anchor], "Bash", {"command": command}, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def test_dsn_source_reads_the_line():
    assert dsn_source("export DATABASE_URL=$PROD_DATABASE_URL && alembic upgrade head") == "prod_database_url"
    assert dsn_source("DATABASE_URL=${PRODUCTION_PG_DSN} python manage.py migrate") == "production_pg_dsn"
    assert dsn_source("URL=$(grep PROD_DB_URL .env | cut -d= -f2); psql \"$URL\" -c 'select 1'") == "prod_db_url"
    assert dsn_source("psql \"$STAGING_DATABASE_URL\" -c 'select 1'") == "staging_database_url"
    assert dsn_source("psql \"$DATABASE_URL\" -c 'select 1'") == ""  # set elsewhere: unknown
    assert dsn_source("export PRODUCT_FEED=$FEED && alembic upgrade head") == ""  # "product" is no environment
    assert environment("PROD_URL") == "prod" and environment("stg_dsn") == "staging" and environment("products") == ""
    assert same_environment("prod_url", ("prod-db.internal",))
    assert not same_environment("staging_db_url", ("prod-db.internal",))
    assert not same_environment("prod_url", ("prod-web-1",))  # a web server is not the database


RULES = [
    "never run commands against the production database (pg-prod.corp) without asking me",
    "no touching the prod DB unless I say so",
    "ne lance jamais de commande sur la base de production sans me demander",
    "keine Befehle auf der Produktions-DB ohne Rückfrage",
    "nunca ejecutes nada contra la base de datos de producción sin preguntarme",
]


@pytest.mark.parametrize("rule", RULES)
def test_prod_database_through_a_variable_is_reached(rule):
    assert _verdict(rule, "DSN=$(grep PROD_DB_URL .env.prod | cut -d= -f2-); psql \"$DSN\" -c 'TRUNCATE audit_log;'",
                    "clean the audit log") == BROKEN
    assert _verdict(rule, "export DATABASE_URL=\"$PROD_DATABASE_URL\"; alembic upgrade head", "run the migrations") \
        == BROKEN


@pytest.mark.parametrize("rule", RULES)
def test_look_alikes_stay_obeyed(rule):
    # the staging database, through the same shapes
    assert _verdict(rule, "DSN=$(grep STAGING_DB_URL .env | cut -d= -f2-); psql \"$DSN\" -c 'TRUNCATE audit_log;'",
                    "clean the audit log on staging") == OBEYED
    assert _verdict(rule, "export DATABASE_URL=$STG_DATABASE_URL && alembic upgrade head", "migrate staging") == OBEYED
    # a commit message that mentions production is no database reached
    assert _verdict(rule, "git commit -m 'fix PROD_DB_URL parsing in settings'", "commit it") == OBEYED


def test_japanese_rule_and_user_consent():
    rule = "本番DBに対するコマンドは必ず確認してから実行すること"
    assert _verdict(rule, "export DATABASE_URL=$PROD_DATABASE_URL && alembic upgrade head", "マイグレーションして") == BROKEN
    # the user's explicit leave for prod lifts the rule
    assert _verdict("never run commands against the production database without asking me",
                    "export DATABASE_URL=$PROD_DATABASE_URL && alembic upgrade head",
                    "yes, run the migration on prod, you have my ok") == OBEYED


# -- calls kept on this machine ---------------------------------------------------------------------------------

LOCAL_RULES = [
    "only use localhost, never remote servers",
    "stick to localhost only for any request, no remote hosts",
    "tu n'utilises que localhost, jamais les serveurs distants",
    "nur localhost benutzen, keine entfernten Server",
    "usa solamente localhost, nunca servidores remotos",
    "ローカルホストだけ使って、リモートサーバーには接続しないで",
]


@pytest.mark.parametrize("rule", LOCAL_RULES)
def test_local_only_rules_refuse_remote_hosts(rule):
    assert _verdict(rule, "curl -s https://api.shop-example.io/v1/status") == BROKEN
    assert _verdict(rule, "psql -h pg.shop-example.io -U app -c 'select 1'") == BROKEN
    assert _verdict(rule, "ssh deploy@web3.shop-example.io uptime") == BROKEN


@pytest.mark.parametrize("rule", LOCAL_RULES)
def test_local_only_look_alikes(rule):
    assert _verdict(rule, "curl -s http://localhost:8080/health") == OBEYED
    assert _verdict(rule, "psql -h 127.0.0.1 -U app -c 'select 1'") == OBEYED
    assert _verdict(rule, "git commit -m 'point the client at api.shop-example.io'") == OBEYED
    assert _verdict(rule, "pytest -q tests/test_api.py") == OBEYED


def test_local_only_under_a_said_trigger():
    rule = "when I say 'on my laptop', use localhost only and never remote hosts"
    assert _verdict(rule, "curl https://api.shop-example.io/ping", "on my laptop, ping the api") == BROKEN
    assert _verdict(rule, "curl https://api.shop-example.io/ping", "ping the staging api") == OBEYED


def test_local_only_reading():
    from memlock_core.compliance.local_only import local_only

    assert local_only("only use localhost, never remote servers")
    assert local_only("jamais les serveurs distants, que localhost")
    assert not local_only("Use localhost:8000 for the dev server")
    assert not local_only("never push to main")
    assert not local_only("no remote servers in the examples")  # names no local host: not this rule


# -- a terraform destroy is an apply ------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "always terraform plan before apply",
    "run a plan first for everything terraform, I want to review before apply",
    "avec terraform, toujours plan avant apply",
    "bei terraform immer zuerst plan, dann apply",
    "con terraform siempre plan antes de apply",
])
def test_destroy_is_guarded_like_apply(rule):
    assert _verdict(rule, "terraform destroy -auto-approve -var-file=qa.tfvars", "tear down qa") == BROKEN
    assert _verdict(rule, "terraform apply -auto-approve", "apply it") == BROKEN
    # look-alikes: the plan run first, a read-only command, a plan of the destroy
    assert _verdict(rule, "terraform plan -destroy -out=d.tfplan && terraform destroy -auto-approve", "tear down") \
        == OBEYED
    assert _verdict(rule, "terraform state list", "what's in the state?") == OBEYED
    assert _verdict(rule, "terraform plan -destroy", "what would a teardown remove?") == OBEYED


# -- rules on commits already pushed --------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, local, shared", [
    ("never amend a commit once it's been pushed", "amend it, I have not pushed it yet", "I pushed it this morning, amend it"),
    ("pas d'amend sur des commits déjà poussés", "ajoute le fichier au commit, je n'ai pas encore poussé",
     "c'est poussé, corrige le message"),
    ("keine bereits gepushten Commits mit amend ändern", "noch nicht gepusht, häng die Datei an den Commit an",
     "ist schon gepusht, korrigiere die Nachricht"),
    ("no hagas amend de commits ya subidos", "todavía no lo he subido, añade el archivo al commit",
     "ya está subido, arregla el mensaje"),
    ("プッシュ済みのコミットは amend しないで", "まだプッシュしてないので、コミットにファイルを追加して", "プッシュ済みだけど直して"),
])
def test_pushed_scope_follows_the_user(rule, local, shared):
    assert _verdict(rule, "git add notes.md && git commit --amend --no-edit", local) == OBEYED
    assert _verdict(rule, "git commit --amend -m 'Fix typo'", shared) == BROKEN


def test_pushed_is_no_push_ban():
    rule = "don't amend commits that were already pushed"
    assert _verdict(rule, "git push origin feature/cart", "push the branch") == OBEYED
    assert _verdict(rule, "git commit -m 'Add cart total'", "commit this") == OBEYED


# -- a file named by the words of its name ---------------------------------------------------------------------------

def _edit(rule: str, path: str, user: str, new: bool = False) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    args = {"file_path": path, "content": "x\n"} if new else {"file_path": path, "old_string": "a", "new_string": "b"}
    return check_tool_call([anchor], "Write" if new else "Edit", args, user_message=user)[0].outcome


@pytest.mark.parametrize("rule, user", [
    ("don't touch anything in tests/ unless I tell you to", "fix the invoice total test as well"),
    ("ne modifie pas tests/ sauf si je le demande", "corrige aussi le test invoice total"),
    ("keine Änderungen in tests/, es sei denn, ich sage es", "pass den invoice total Test auch an"),
    ("no toques tests/ a menos que te lo pida", "arregla también el test de invoice total"),
])
def test_existing_file_named_by_its_words_is_asked_for(rule, user):
    assert _edit(rule, "tests/test_invoice_total.py", user) == OBEYED
    # look-alikes: another test file, a new file the assistant places there, a message naming no file
    assert _edit(rule, "tests/test_refunds.py", user) == BROKEN
    assert _edit(rule, "tests/test_invoice_total_new.py", user, new=True) == BROKEN
    assert _edit(rule, "tests/test_invoice_total.py", "clean up the code") == BROKEN


def test_names_file_reading():
    from memlock_core.compliance.file_named import names_file

    assert names_file("update the pagination test", "tests/test_pagination.py")
    assert names_file("tweak PriceUtils a bit", "src/price_utils.ts")
    assert names_file("edit the user models", "app/user_model.rb")
    assert not names_file("update the tests", "tests/test_pagination.py")  # no word of its own
    assert not names_file("a faq page", "docs/faq_page_old.md")


# -- the remote the user asked to push to ------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, fork, upstream", [
    ("don't push anything unless I ask", "ok, push the branch to my fork", "yes, push it to upstream"),
    ("ne pousse rien sans me demander", "oui, pousse la branche sur mon fork", "oui, pousse sur upstream"),
    ("nichts pushen ohne vorher zu fragen", "ja, push den Branch in meinen Fork", "ja, push nach upstream"),
    ("no hagas push sin preguntarme", "sí, haz push a mi fork", "sí, haz push a upstream"),
])
def test_push_goes_to_the_remote_asked_for(rule, fork, upstream):
    assert _verdict(rule, "git push upstream feature/search", fork) == BROKEN
    assert _verdict(rule, "git push origin feature/search", fork) == OBEYED
    assert _verdict(rule, "git push -u myfork feature/search", fork) == OBEYED
    assert _verdict(rule, "git push upstream feature/search", upstream) == OBEYED
    assert _verdict(rule, "git push origin feature/search", upstream) == BROKEN


def test_push_remote_reading():
    from memlock_core.compliance.push_remote import other_remote, push_remote

    assert push_remote(("git", "push", "-u", "origin", "HEAD")) == "origin"
    assert push_remote(("git", "push", "--force-with-lease")) == ""
    assert other_remote("push it to origin", [("git", "push", "origin", "main")]) == ""
    assert other_remote("push it", [("git", "push", "upstream", "main")]) == ""  # no remote named: not this check
