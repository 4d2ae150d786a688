"""Tool-call rules, round 15: rules that got a check whose verdict was wrong. The allowed means said as a clause of
its own ("don't delete with rm - move them to the trash with `trash`"); a file kept off with "touch", reading named as
the least of it; a tool kept to its reading commands ("kubectl: read-only"); files that must not leave the machine; a
general allowed command beside a more specific forbidden one ("plain npm audit fix is ok"); the German "vor X erst
fragen"; a password glued to mysql's -p; a commit message's language read from a few words, and its form judged when
its language is unclear; a heading "Ausnahme:" before a privilege exception; an SQL string literal that spells a
statement; a rebase forbidden on a branch. Own wordings in several languages, with harmless look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.tool_rule import parse_tool_rules


def _bash(rule: str, command: str, user: str = "go on") -> str:
    """The outcome under ``rule``, pinned and read back from its stored form (as a store does)."""
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    assert anchor.check is not None, rule  # (a check the store would refuse is no check)
    verdicts = check_tool_call([anchor], "Bash", {"command": command}, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def _intents(rule: str) -> list[str]:
    return [r.intent for r in parse_tool_rules(rule).rules]


# -- the allowed means, said as a clause of its own ---------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Never remove files with rm — send them to the bin with `trash` instead so nothing is lost.",
    "Never remove files with rm. Put them in the bin with `trash`.",
    "Ne supprime rien avec rm : envoie-les à la corbeille avec `trash`.",
    "Lösch keine Dateien mit rm – schieb sie mit `trash` in den Papierkorb.",
    "No elimines archivos con rm, mándalos a la papelera con `trash`.",
    "ファイルは rm で削除しないで、`trash` でゴミ箱に入れて。",
])
def test_the_means_clause_is_the_allowed_way(rule):
    assert _bash(rule, "trash build/old_reports/") == OBEYED
    assert _bash(rule, "rm -f build/*.tmp") == BROKEN
    assert _bash(rule, "find build -name '*.bak' -exec rm {} +") == BROKEN


def test_a_refused_clause_with_a_means_stays_refused():
    assert _bash("Never push with `git push --force` — it rewrites history.", "git push --force origin feat") == BROKEN


# -- "touch", reading named on top of it ----------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "No toques secrets.toml, ni siquiera para leerlo.",
    "Don't touch secrets.toml, not even to read it.",
    "Fass die secrets.toml nicht an, nicht mal zum Lesen.",
    "secrets.toml には触らないで。読むのもだめ。",
])
def test_touch_not_even_to_read_keeps_writes_off_too(rule):
    assert _bash(rule, "echo 'token=x1' >> secrets.toml") == BROKEN
    assert _bash(rule, "cat secrets.toml") == BROKEN
    assert _bash(rule, "cat README.md") == OBEYED


def test_a_read_ban_alone_still_allows_writes():
    assert _bash("Never read secrets.toml.", "echo 'x=1' >> secrets.toml") == OBEYED


# -- a tool kept to its reading commands ------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "helm: read-only commands only (list, status, history).",
    "Only read-only helm commands, please.",
    "helm nur lesend benutzen (list, status).",
    "helm : uniquement des commandes en lecture seule.",
    "helm: solo comandos de lectura.",
    "helm は読み取り専用のコマンドだけにして。",
])
def test_read_only_tool_bans_its_changing_subcommands(rule):
    assert _bash(rule, "helm rollback billing 3 -n prod") == BROKEN
    assert _bash(rule, "helm upgrade billing ./chart") == BROKEN
    assert _bash(rule, "helm status billing -n prod") == OBEYED
    assert _bash(rule, "helm history billing") == OBEYED


def test_read_only_kubectl_reads_and_writes():
    rule = "kubectl: only read-only commands (get, logs). No delete."
    assert _bash(rule, "kubectl cordon node-7") == BROKEN
    assert _bash(rule, "kubectl rollout restart deploy/web") == BROKEN
    assert _bash(rule, "kubectl rollout status deploy/web") == OBEYED
    assert _bash(rule, "kubectl top pods") == OBEYED


def test_a_read_only_file_of_the_tool_is_no_tool_rule():
    assert not any(r.intent == "command" for r in parse_tool_rules("The kubeconfig file is read-only for you.").rules)


# -- files that must not leave the machine ----------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Payroll dumps (everything under /srv/payroll/) must never leave this server.",
    "Les fichiers de /srv/payroll ne doivent jamais quitter ce serveur.",
    "Dateien unter /srv/payroll dürfen diesen Server nie verlassen.",
    "Nada de /srv/payroll puede salir de este servidor.",
    "/srv/payroll のファイルはこのサーバーの外に出さないで。",
])
def test_files_kept_on_the_machine(rule):
    assert _intents(rule) == ["send_path"]
    assert _bash(rule, "scp /srv/payroll/2026-10.csv hr@desk.example.org:/tmp/") == BROKEN
    assert _bash(rule, "rsync -a /srv/payroll/ backup@vault.example.org:/payroll/") == BROKEN
    assert _bash(rule, "gsutil cp /srv/payroll/2026-10.csv gs://hr-bucket/") == BROKEN
    assert _bash(rule, "curl -F upload=@/srv/payroll/2026-10.csv https://files.example.org/api") == BROKEN
    assert _bash(rule, "cp /srv/payroll/2026-10.csv /srv/payroll/old/") == OBEYED
    assert _bash(rule, "gzip -k /srv/payroll/2026-10.csv") == OBEYED
    assert _bash(rule, "scp /tmp/notes.txt hr@desk.example.org:/tmp/") == OBEYED
    assert _bash(rule, "scp hr@desk.example.org:/tmp/new.csv /srv/payroll/") == OBEYED


def test_an_uploads_folder_is_no_upload_rule():
    assert _intents("Don't edit anything in uploads/.") == ["write_path"]


# -- a general allowed command beside a more specific forbidden one -------------------------------------------

def test_the_specific_ban_wins_over_the_general_allowance():
    rule = "Avoid `pip install --break-system-packages`; plain pip install is fine."
    assert _bash(rule, "pip install --break-system-packages --user rich") == BROKEN
    assert _bash(rule, "pip install rich") == OBEYED


def test_a_specific_allowance_still_lifts_a_general_ban():
    rule = "Never run `git push`; `git push --dry-run` is fine."
    assert _bash(rule, "git push --dry-run origin main") == OBEYED
    assert _bash(rule, "git push origin main") == BROKEN


# -- the German "vor X erst fragen" -------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Vor `docker image prune` oder `docker network rm` bitte immer erst fragen.",
                                  "Vor `docker image prune` zuerst fragen."])
def test_german_ask_before_is_consent_not_an_order(rule):
    rules = parse_tool_rules(rule).rules
    assert rules and all(r.intent != "precondition" and r.consent for r in rules)
    assert _bash(rule, "docker image prune -a", user="mach mal Platz auf der Platte") == BROKEN


def test_german_order_of_two_commands_stays_an_order():
    assert _intents("Vor `terraform apply` immer `terraform plan` laufen lassen.") == ["precondition"]


# -- a password glued to mysql's -p -----------------------------------------------------------------------------

@pytest.mark.parametrize("command,outcome", [
    ("mysql -h db1 -u app -pW1nterIsHere reports", BROKEN),
    ("mariadb -u root -p'Tr0ub4dor' shop", BROKEN),
    ("sshpass -p W1nterIsHere ssh deploy@web1", BROKEN),
    ("mysql -h db1 -u app -p reports", OBEYED),  # prompts for it
    ("mysql -h db1 -u app -p\"$DB_PW\" reports", OBEYED),
    ("mysqldump -h db1 -P3306 -u app shop", OBEYED),  # the port
])
def test_mysql_password_on_the_command_line(command, outcome):
    assert _bash("Keep passwords off the command line, read them from env vars.", command) == outcome


# -- a commit message's language and form -----------------------------------------------------------------------

_COMMIT_RULE = "Commit messages: English, Conventional Commits format (feat:, fix:, chore:)."


@pytest.mark.parametrize("message,outcome", [
    ("fix: corrige le calcul des remises", BROKEN),  # French, a few words
    ("feat: corrige la fecha de la factura", BROKEN),  # Spanish
    ("mise en place du cache", BROKEN),  # no type either
    ("Reworked the cache layer", BROKEN),  # English, no type
    ("fix: handle nil ptr in cfg loader", NOT_APPLICABLE),  # terms and an English "in": not another language
])
def test_commit_language_and_form(message, outcome):
    assert _bash(_COMMIT_RULE, f'git commit -m "{message}"') == outcome


# -- an exception said under a heading word ---------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Kein sudo. Ausnahme: dnf install ist erlaubt.",
                                  "Pas de sudo. Exception : dnf, c'est ok.",
                                  "Nada de sudo. Excepción: dnf está bien.",
                                  "No sudo. Exception: dnf is fine."])
def test_privilege_exception_under_a_heading(rule):
    assert _bash(rule, "sudo dnf install -y jq") == OBEYED
    assert _bash(rule, "sudo chmod 600 /etc/hosts") == BROKEN


# -- an SQL string literal ----------------------------------------------------------------------------------------

def test_sql_string_literal_is_data():
    rule = "Check with me before any write to the database; reads are fine."
    generated = "psql -d crm -c \"SELECT 'TRUNCATE ' || relname || ';' FROM pg_stat_user_tables\""
    assert _bash(rule, generated) == OBEYED
    assert _bash(rule, "psql -d crm -c \"UPDATE leads SET owner = 'x;y' WHERE id = 4\"") == BROKEN


# -- a rebase forbidden on a branch -----------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Don't ever run git rebase on develop.",
                                  "Ne fais jamais de git rebase sur develop.",
                                  "在 develop 分支上别做 git rebase。",
                                  "developブランチでgit rebaseはしないで。"])
def test_rebase_on_a_branch(rule):
    assert _bash(rule, "git switch feat/search && git rebase develop") == OBEYED
    assert _bash(rule, "git checkout develop && git rebase origin/feat/search") == BROKEN


def test_rebase_banned_everywhere_stays_a_command():
    assert _bash("Never run git rebase.", "git switch feat/search && git rebase develop") == BROKEN


# -- raised privileges refused for one purpose ------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Never use sudo to install Python packages.",
                                  "N'utilise pas sudo pour installer des paquets Python.",
                                  "Kein sudo zum Installieren von Python-Paketen.",
                                  "No uses sudo para instalar paquetes de Python.",
                                  "Python のパッケージを sudo でインストールしないで。",
                                  "别用 sudo 安装 Python 包。"])
def test_privilege_refused_for_installs_only(rule):
    assert _bash(rule, "sudo pip3 install pandas") == BROKEN
    assert _bash(rule, "sudo -H python3 -m pip install pandas") == BROKEN
    assert _bash(rule, "sudo systemctl reload caddy") == OBEYED
    assert _bash(rule, "pip install --user pandas") == OBEYED


def test_privilege_refused_whole_stays_whole():
    rule = "No sudo at all. And never use sudo to install packages either."
    assert _bash(rule, "sudo systemctl reload caddy") == BROKEN


# -- access allowed by one route only -----------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Billing DB: every connection goes through the bastion, never psql directly to billing-db.",
                                  "Jamais de psql directement sur billing-db : tout passe par le bastion.",
                                  "Nie direkt mit psql auf billing-db, immer über den Bastion-Host.",
                                  "Nunca psql directo a billing-db; todo pasa por el bastión."])
def test_the_allowed_route(rule):
    through = "ssh ops@bastion.corp.example 'psql -h billing-db.corp.example -d ledger -c \"SELECT 2\"'"
    assert _bash(rule, through) == OBEYED
    assert _bash(rule, "psql -h billing-db.corp.example -d ledger") == BROKEN
    assert _bash(rule, "ssh bastion.corp.example hostname && psql -h billing-db.corp.example -d ledger") == BROKEN


def test_no_route_said_keeps_every_access_off():
    rule = "Never psql straight to billing-db."
    through = "ssh ops@bastion.corp.example 'psql -h billing-db.corp.example -d ledger'"
    assert _bash(rule, through) == BROKEN


# -- a ban said as "X is forbidden, always" -----------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["git push --force è vietato, sempre.", "git push --force ist verboten, immer.",
                                  "git push --force est interdit, toujours.", "git push --force está prohibido, siempre."])
def test_forbidden_always_is_no_flag_asked_for(rule):
    assert all(r.intent != "require_flag" for r in parse_tool_rules(rule).rules)
    assert _bash(rule, "git push origin feat/x") == OBEYED
    assert _bash(rule, "git push --force origin feat/x") == BROKEN


# -- a front end asked for runs the refused program -----------------------------------------------------------------

@pytest.mark.parametrize("rule", ["Dependencies are added through uv. No pip install.",
                                  "Handle packages with uv, never with pip install.",
                                  "Les dépendances passent par uv ; jamais de pip install."])
def test_front_end_asked_for(rule):
    assert _bash(rule, "uv pip install -e .") == OBEYED
    assert _bash(rule, "pip install -e .") == BROKEN


def test_front_end_subcommand_asked_for_keeps_its_pip_refused():
    assert _bash("Add packages with `uv add`. Don't use pip install.", "uv pip install -e .") == BROKEN


def test_front_end_refused_too_stays_refused():
    assert _bash("Never pip install, and no uv either.", "uv pip install -e .") == BROKEN


# -- a permission said first, the ban after "but" --------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["You can deploy to staging as you like, but never touch production.",
                                  "Tu peux déployer sur staging, mais ne touche jamais à la prod.",
                                  "Puedes desplegar en staging, pero nunca toques producción."])
def test_permission_first(rule):
    assert _bash(rule, "ssh ops@staging-web-2 'systemctl restart app'") == OBEYED
    assert _bash(rule, "ssh ops@prod-web-2 'systemctl restart app'") == BROKEN


# -- a swap said with the refused command first, its subcommand in the code span -----------------------------------

@pytest.mark.parametrize("rule", ["変更の取り消しは `git checkout` ではなく `git restore` を使って。",
                                  "`git checkout` 말고 항상 `git restore` 쓰세요."])
def test_refused_first_swap_with_subcommands(rule):
    assert _bash(rule, "git checkout -- src/app.py") == BROKEN
    assert _bash(rule, "git restore src/app.py") == OBEYED
    assert _bash(rule, "pip install checkout") == OBEYED  # "checkout" is git's subcommand, no library


# -- a trigger said unquoted before the German verb; a suite named after "suite" --------------------------------------

def test_german_bare_trigger():
    rule = "Wenn ich Trockenlauf sage, darf sich nichts ändern."
    assert _bash(rule, "rm -f build/out.bin", user="Trockenlauf bitte, räum build auf") == BROKEN
    assert _bash(rule, "rm -f build/out.bin", user="räum build auf") == OBEYED


@pytest.mark.parametrize("rule", ["Lance la suite smoke seulement quand je dis 'go smoke'.",
                                  "Corre la suite smoke solo cuando yo diga 'go smoke'."])
def test_suite_named_after_the_word(rule):
    assert _bash(rule, "pytest tests/smoke", user="vas-y / dale") == BROKEN
    assert _bash(rule, "pytest tests/unit", user="vas-y / dale") == OBEYED
