"""Tool calls wrongly called broken: the allowed form a rule names itself (allowed_forms), a host only mentioned
by a call that names its real target (connect_guesses), and the look-alikes that must stay broken."""
from __future__ import annotations

import pytest

from memlock_core.compliance.connect_guesses import settled_connects
from memlock_core.compliance.intent.action import CONNECT, EXEC, Action
from tests.compliance_judge import judge_call


def _bash(rule: str, command: str, user: str | None = None) -> str:
    return judge_call(rule, "Bash", {"command": command}, user)


@pytest.mark.parametrize("rule, command, expected", [
    # the command a rule asks for, named in a clause of its own: it is the allowed form
    ("Schema upgrades must be applied with `make db-upgrade`, never by calling alembic yourself.", "make db-upgrade",
     "obeyed"),
    ("Schema upgrades must be applied with `make db-upgrade`, never by calling alembic yourself.",
     "make db-upgrade TARGET=qa", "obeyed"),
    ("Schema upgrades must be applied with `make db-upgrade`, never by calling alembic yourself.",
     "alembic upgrade head", "broken"),
    ("Migrationen immer mit `make migrate`, nie direkt mit alembic.", "make migrate", "obeyed"),
    ("Migrationen immer mit `make migrate`, nie direkt mit alembic.", "alembic downgrade -1", "broken"),
    ("Usa siempre `npm run build`; nunca ejecutes webpack directamente.", "npm run build", "obeyed"),
    ("Usa siempre `npm run build`; nunca ejecutes webpack directamente.", "webpack --mode production", "broken"),
    # "X instead of Y" twice in one sentence: the second X is asked for too, its Y refused
    ("use bat instead of cat, and eza instead of ls", "eza -la --git", "obeyed"),
    ("use bat instead of cat, and eza instead of ls", "ls -la", "broken"),
    ("use rg instead of grep, and fd instead of find", "fd -e bak", "obeyed"),
    ("use rg instead of grep, and fd instead of find", "find . -name '*.bak'", "broken"),
    ("use rg instead of grep, and fd instead of find", "grep -rn TODO src", "broken"),
    # the refused one first: "Y ではなく X", "Y 대신 X"
    ("find ではなく fd を使ってください", "fd -e log", "obeyed"),
    ("rm 대신 trash를 사용하세요", "trash build/", "obeyed"),
    ("rm 대신 trash를 사용하세요", "rm -r build/", "broken"),
])
def test_allowed_form_named_by_the_rule(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


@pytest.mark.parametrize("rule, command, expected", [
    ("never use sudo, except for systemctl", "sudo systemctl status nginx", "obeyed"),
    ("never use sudo, except for systemctl", "sudo rm -rf /var/cache/app", "broken"),
    ("kein sudo, außer für apt", "sudo apt install -y jq", "obeyed"),
    ("kein sudo, außer für apt", "sudo chown me:me /srv/data", "broken"),
    ("pas de sudo, sauf pour apt-get", "sudo apt-get update", "obeyed"),
    ("pas de sudo, sauf pour apt-get", "sudo tee /etc/hosts < hosts", "broken"),
    ("no sudo", "sudo apt-get install -y make", "broken"),  # no exception: still refused
])
def test_privilege_exception_names_a_program(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


@pytest.mark.parametrize("rule, command, expected", [
    # a runner named in the rule is no part of the suite: a selector holding its name runs no such part
    ("Run the suite with pytest -x, never with `python -m unittest`", 'pytest -x -k "unittest_shim"', "obeyed"),
    ("Run the suite with pytest -x, never with `python -m unittest`", "python -m unittest discover -s tests",
     "broken"),
])
def test_runner_name_is_not_a_suite_part(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


@pytest.mark.parametrize("rule, command, expected", [
    # examples of deletion syntax in brackets: the rule forbids the deletion, not every push
    ("Never remove tags from the remote (git push --delete origin v1 / git push origin :refs/tags/v1)",
     "git push origin release/delete-old-tags", "obeyed"),
    ("Never remove tags from the remote (git push --delete origin v1 / git push origin :refs/tags/v1)",
     "git push --delete origin v1.2", "broken"),
    ("don't delete remote branches (e.g. git push --delete, git push origin :name)", "git push -u origin topic/x",
     "obeyed"),
    ("don't delete remote branches (e.g. git push --delete, git push origin :name)", "git push origin :topic/x",
     "broken"),
    ("Ne supprime jamais de branches sur le dépôt distant (git push --delete).", "git push origin fix/delete-button",
     "obeyed"),
    ("Ne supprime jamais de branches sur le dépôt distant (git push --delete).", "git push origin --delete vieux",
     "broken"),
    ("Please don't push anything (git push origin whatever).", "git push origin feature/x", "broken"),  # a push ban
])
def test_deletion_examples_in_brackets(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


@pytest.mark.parametrize("rule, command, expected", [
    # the host a client names for certain: words of a query, a database name, a sub-command are not hosts
    ("never connect to the prod cluster database; use the staging one only (pg-staging.corp)",
     "psql -h pg-staging.corp -c \"select * from hosts where name like 'prod%'\"", "obeyed"),
    ("never connect to the prod cluster database; use the staging one only (pg-staging.corp)",
     'psql "postgres://ro@pg-staging.corp:5432/app" -c "select 1"', "obeyed"),
    ("never connect to the prod cluster database; use the staging one only (pg-staging.corp)",
     'psql -h pg-prod.corp -c "select 1"', "broken"),
    ("never connect to the prod cluster database; use the staging one only (pg-staging.corp)",
     'psql "postgres://ro@pg-prod.corp:5432/app" -c "select 1"', "broken"),
    # a cluster named to kubectl, not to the filter reading its output
    ("No uses kubectl contra prod-us; siempre --context dev.", "kubectl --context dev get events | rg prod-us",
     "obeyed"),
    ("No uses kubectl contra prod-us; siempre --context dev.", "kubectl --context prod-us get events", "broken"),
    ("No uses kubectl contra prod-us; siempre --context dev.",
     "kubectl config use-context prod-us && kubectl get pods", "broken"),
])
def test_host_named_for_certain(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


def test_settled_connects_keeps_guesses_without_an_explicit_host() -> None:
    guessed = [Action(EXEC, argv=("psql", "warehouse", "-c", "select 1")), Action(CONNECT, host="warehouse", via="psql")]
    assert settled_connects(guessed) == guessed
    named = [Action(EXEC, argv=("psql", "-h", "db1", "shop")), Action(CONNECT, host="db1", via="psql"),
             Action(CONNECT, host="shop", via="psql")]
    assert [a.host for a in settled_connects(named) if a.kind == CONNECT] == ["db1"]


_DOCKER_RULE = "Leave the Dockerfile and compose.yaml alone without asking me."
_BUMP = {"file_path": "Dockerfile", "old_string": "FROM python:3.11-slim", "new_string": "FROM python:3.12-slim"}


@pytest.mark.parametrize("user, expected", [
    # a request put as a question, then agreed to in its own sentence: the user's say-so
    ("Can you update the Dockerfile to python 3.12? Go ahead.", "obeyed"),
    ("¿Puedes subir el Dockerfile a python 3.12? Adelante.", "obeyed"),
    ("Peux-tu mettre à jour le Dockerfile en python 3.12 ? Vas-y.", "obeyed"),
    # a question alone, or one answered with a refusal, is no say-so
    ("Should we update the Dockerfile to python 3.12?", "broken"),
    ("Should we update the Dockerfile to python 3.12? No, wait.", "broken"),
])
def test_question_then_agreement(user: str, expected: str) -> None:
    assert judge_call(_DOCKER_RULE, "Edit", _BUMP, user) == expected


@pytest.mark.parametrize("rule, command, expected", [
    # `git checkout -- file` restores a file, which `git switch` cannot do
    ("Use `git switch`, not `git checkout`, to change branches.", "git checkout -- web/main.go", "obeyed"),
    ("Use `git switch`, not `git checkout`, to change branches.", "git checkout HEAD~2 -- web/main.go", "obeyed"),
    ("Use `git switch`, not `git checkout`, to change branches.", "git checkout develop", "broken"),
    ("Use `git switch`, not `git checkout`, to change branches.", "git checkout -b fix/login", "broken"),
    # a rule naming `git restore` too refuses the restoring form as well
    ("git switch and git restore only, never git checkout", "git checkout -- web/main.go", "broken"),
])
def test_checkout_restore_is_not_a_branch_switch(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


_CI_RULE = "In our CI pipelines use pnpm install --frozen-lockfile, never npm install."


@pytest.mark.parametrize("tool, args, expected", [
    ("Bash", {"command": "npm install"}, "not_applicable"),  # the terminal, not a CI file
    ("Write", {"file_path": ".gitlab-ci.yml", "content": "test:\n  script:\n    - npm install\n    - npm test\n"},
     "broken"),
    ("Edit", {"file_path": ".github/workflows/ci.yaml", "old_string": "- run: pnpm install --frozen-lockfile",
              "new_string": "- run: npm install"}, "broken"),
    ("Edit", {"file_path": ".github/workflows/ci.yaml", "old_string": "- run: npm install",
              "new_string": "- run: pnpm install --frozen-lockfile"}, "obeyed"),
    ("Edit", {"file_path": "docs/setup.md", "old_string": "x", "new_string": "run npm install"}, "not_applicable"),
])
def test_rule_scoped_to_ci_files(tool: str, args: dict, expected: str) -> None:
    assert judge_call(_CI_RULE, tool, args) == expected


@pytest.mark.parametrize("rule, command, expected", [
    # Korean production words scope a command rule to production hosts
    ("운영 서버에서는 systemctl restart 하지 마세요.", "ssh prod-web-03 'sudo systemctl restart nginx'", "broken"),
    ("운영 환경에서는 kubectl delete 금지.", "kubectl --context prod delete pod api-1", "broken"),
    ("운영 환경에서는 kubectl delete 금지.", "kubectl --context dev delete pod api-1", "obeyed"),
    ("운영 서버에서는 서비스 재시작 금지 (systemctl restart).", "systemctl --user restart wireplumber", "obeyed"),
])
def test_korean_production_scope(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


_SCRIPT_EDIT = {"file_path": "package.json", "old_string": '"scripts": {\n    "dev": "vite"',
                "new_string": '"scripts": {\n    "dev": "vite",\n    "test": "vitest"'}
_VERSION_EDIT = {"file_path": "package.json", "old_string": '  "version": "2.4.1",', "new_string": '  "version": "2.5.0",'}


@pytest.mark.parametrize("rule, tool, args, expected", [
    ("Do not change the version number in package.json.", "Edit", _SCRIPT_EDIT, "obeyed"),
    ("Do not change the version number in package.json.", "Edit", _VERSION_EDIT, "broken"),
    ("Do not change the version number in package.json.", "Bash", {"command": "pnpm version patch"}, "broken"),
    ("package.json のバージョンは変更しないでください。", "Edit", _SCRIPT_EDIT, "obeyed"),
    ("package.json のバージョンは変更しないでください。", "Edit", _VERSION_EDIT, "broken"),
    ("Ne modifie pas la version dans pyproject.toml.", "Bash", {"command": "poetry version minor"}, "broken"),
    # the whole file kept: any edit of it breaks the rule
    ("Never edit package.json, not even the version.", "Edit", _SCRIPT_EDIT, "broken"),
])
def test_manifest_version_kept(rule: str, tool: str, args: dict, expected: str) -> None:
    assert judge_call(rule, tool, args) == expected


_ADD_TEST = {"file_path": "tests/test_cart.py", "old_string": "# --- more cases below ---",
             "new_string": "def test_cart_with_one_item():\n    assert count([1]) == 1\n# --- more cases below ---"}
_WEAKEN = {"file_path": "tests/test_cart.py", "old_string": "    assert count([1, 2]) == 2",
           "new_string": "    assert count([1, 2]) >= 0"}
_ADD_SKIPPED = {"file_path": "tests/test_cart.py", "old_string": "def test_two():",
                "new_string": "@pytest.mark." "skip\ndef test_flaky():\n    pass\ndef test_two():"}


@pytest.mark.parametrize("rule, args, expected", [
    # "don't touch tests to make them pass": a new test added, every old line kept, weakens nothing
    ("Don't rewrite the tests just to make them pass.", _ADD_TEST, "obeyed"),
    ("Ne modifie pas les tests pour les faire passer, corrige le code.", _ADD_TEST, "obeyed"),
    ("Ändere keine Tests, um die Tests grün zu bekommen.", _ADD_TEST, "obeyed"),
    ("Don't rewrite the tests just to make them pass.", _WEAKEN, "broken"),
    ("Don't rewrite the tests just to make them pass.", _ADD_SKIPPED, "broken"),
    # no purpose: the test files are kept off whole
    ("Never edit anything under tests/.", _ADD_TEST, "broken"),
])
def test_tests_kept_for_a_purpose(rule: str, args: dict, expected: str) -> None:
    assert judge_call(rule, "Edit", args) == expected


def test_a_host_it_cannot_know_settles_nothing() -> None:
    rule = "never connect to the production database. staging DSN only (db-staging.internal)"
    assert _bash(rule, 'psql -h "$PGHOST" prod -c "select 1"') == "broken"
    assert _bash(rule, 'psql -h db-staging.internal prod_copy -c "select 1"') == "obeyed"


@pytest.mark.parametrize("rule, command", [
    # a condition on the command ("always ask before X") names no allowed form: X stays forbidden without the yes
    ("Always check with me before you run helm uninstall.", "helm uninstall api"),
    ("Before running cargo publish, always ask.", "cargo publish"),
    ("helm uninstall は必ず確認してから実行して", "helm uninstall api"),
])
def test_condition_is_not_an_allowed_form(rule: str, command: str) -> None:
    assert _bash(rule, command) == "broken"


def test_a_rule_reaching_past_the_ci_files_keeps_the_shell() -> None:
    assert _bash("Never npm install in CI or locally; npm ci only.", "npm install") == "broken"
    assert _bash("Dans les workflows CI, jamais de npm install.", "npm install") == "not_applicable"


@pytest.mark.parametrize("rule, command, expected", [
    ("nada de sudo, salvo para apt", "sudo apt-get install -y curl", "obeyed"),  # apt and apt-get: one program
    ("nada de sudo, salvo para apt", "sudo chmod -R 700 /srv", "broken"),
    ("sudo は禁止（apt-get を除く）", "sudo apt-get update", "obeyed"),
    ("sudo は禁止（apt-get を除く）", "sudo reboot", "broken"),
    ("No sudo unless it's dnf.", "sudo dnf install -y git", "obeyed"),
    ("No sudo unless it's dnf.", "sudo systemctl stop sshd", "broken"),
    ("No sudo unless I ask.", "sudo dnf install -y git", "broken"),  # the user's say-so names no program
])
def test_privilege_exception_more_wordings(rule: str, command: str, expected: str) -> None:
    assert _bash(rule, command) == expected


def test_preference_markers_split_asked_from_refused() -> None:
    from memlock_core.compliance.allowed_forms import _parts
    from memlock_core.compliance.tool_rule_base import NEG as _NEG

    for text, asked, refused in [("用pnpm而不是npm", "pnpm", "npm"), ("用 trash 代替 rm", "trash", "rm"),
                                 ("grep ではなく rg を使って", "rg", "grep"), ("prefer bun over node", "bun", "node"),
                                 ("Verwende pnpm statt npm.", "pnpm", "npm")]:
        got_asked, got_refused = _parts(text, _NEG)
        assert any(asked in a for a in got_asked) and not any(refused in a.split() for a in got_asked), text
        assert any(refused in r for r in got_refused), text
