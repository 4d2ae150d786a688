"""Tool-call rules, round 13a (issue 21): classes of tool rules that got no check or a wrong one. A program named
as the rule's topic with a capital ("Kubectl: get is fine, never delete"), several swaps in one rule ("rg instead of
grep, fd instead of find"), a program refused when called directly and allowed through a wrapper ("only through
`make db-upgrade`, never flyway directly"), a program run in a project environment (``poetry run X``), consent
said as "only with my go-ahead". Own wordings in several languages, with harmless look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.consent_only import as_without_consent, only_with_consent
from memlock_core.compliance.evaluate import BROKEN, check_tool_call
from memlock_core.compliance.intent.env_runners import inner_command
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.tool_rule import is_known_program, parse_tool_rules
from memlock_core.compliance.tool_swaps import swap_pairs


def _verdict(rule: str, tool: str, args: dict[str, str], user: str = "go on") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    verdicts = check_tool_call([anchor], tool, args, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def _bash(rule: str, command: str, user: str = "go on") -> str:
    return _verdict(rule, "Bash", {"command": command}, user)


# -- a program as the rule's topic, written with a capital ------------------------------------------------------

@pytest.mark.parametrize("rule", ["Helm: template and lint are fine, never uninstall.",
                                  "Kubectl: describe is ok, never delete.",
                                  "Pulumi: preview is fine, but never destroy."])
def test_capital_topic_names_the_program(rule):
    commands = [c for r in parse_tool_rules(rule).rules for c in r.commands]
    assert commands and all(" " in c for c in commands), commands  # the subcommand, under its program


def test_capital_topic_judged():
    rule = "Kubectl: describe is ok, never delete."
    assert _bash(rule, "kubectl delete pod web-7f9c") == BROKEN
    assert _bash(rule, "kubectl describe pod web-7f9c") != BROKEN
    assert _bash(rule, "kubectl get pods") != BROKEN


# -- several swaps in one rule -------------------------------------------------------------------------------------

SWAPS = [
    "use bat instead of cat, and eza instead of ls",
    "Nimm bat statt cat und eza statt ls.",
    "bat au lieu de cat, eza au lieu de ls, merci",
    "Usa bat en lugar de cat y eza en vez de ls.",
    "cat ではなく bat、ls ではなく eza を使ってね。",
]


@pytest.mark.parametrize("rule", SWAPS)
def test_each_swap_is_a_pair(rule):
    assert sorted(swap_pairs(rule, is_known_program)) == [("bat", "cat"), ("eza", "ls")]


@pytest.mark.parametrize("rule", SWAPS)  # (the Japanese one was proposed as a library rule: programs swapped)
def test_swaps_judged_per_pair(rule):
    assert _bash(rule, "cat README.md") == BROKEN
    assert _bash(rule, "ls -la src") == BROKEN
    assert _bash(rule, "eza -la src") != BROKEN  # the wanted one of the second pair is never refused
    assert _bash(rule, "bat README.md") != BROKEN


def test_single_swap_left_to_the_usual_reader():
    assert swap_pairs("use pnpm instead of npm", is_known_program) == []
    assert swap_pairs("use rg instead of grep -r for searching", is_known_program) == []


# -- a program refused when called directly, allowed through a wrapper ----------------------------------------------

DIRECT = [
    "Schema changes only through `make db-upgrade`, never run flyway directly.",
    "Les changements de schéma passent par `make db-upgrade`, jamais flyway directement.",
    "Schemaänderungen nur über `make db-upgrade`, flyway nie direkt aufrufen.",
    "Los cambios de esquema van por `make db-upgrade`, nunca ejecutes flyway directamente.",
    "スキーマ変更は `make db-upgrade` で行い、flyway を直接実行しないでください。",
]


@pytest.mark.parametrize("rule", DIRECT)
def test_direct_call_rule(rule):  # (read by allowed_forms: the wrapper asked for, the program refused)
    assert _bash(rule, "flyway migrate -url=jdbc:postgresql://db/app") == BROKEN
    assert _bash(rule, "make db-upgrade") != BROKEN
    assert _bash(rule, "make lint") != BROKEN


def test_direct_words_without_a_wrapper_stay_as_they_were():
    assert _bash("Never push directly to main.", "git push origin main") == BROKEN
    assert _bash("Never push directly to main.", "git push origin feat/login") != BROKEN
    assert _bash("Never commit directly to main, use a PR.", "gh pr create --fill") != BROKEN


# -- a program run in a project environment ----------------------------------------------------------------------

def test_inner_command():
    assert inner_command(["poetry", "run", "flyway", "info"]) == ["flyway", "info"]
    assert inner_command(["uv", "run", "--with", "rich", "pytest", "-q"]) == ["pytest", "-q"]
    assert inner_command(["bundle", "exec", "rake", "db:migrate"]) == ["rake", "db:migrate"]
    assert inner_command(["conda", "run", "-n", "ml", "python", "train.py"]) == ["python", "train.py"]
    assert inner_command(["poetry", "install"]) == []
    assert inner_command(["uv", "pip", "install", "x"]) == []


def test_program_run_through_an_environment_is_that_program():
    rule = DIRECT[0]
    assert _bash(rule, "poetry run flyway migrate") == BROKEN
    assert _bash(rule, "pipenv run flyway migrate") == BROKEN
    assert _bash(rule, "poetry run make db-upgrade") != BROKEN


def test_manager_chosen_over_pip_still_refuses_pip_it_runs():
    rule = "We use pdm here, not pip."
    assert _bash(rule, "pdm run pip install httpx") == BROKEN
    assert _bash(rule, "pdm add httpx") != BROKEN


# -- consent said as "only with my go-ahead" ------------------------------------------------------------------------

CONSENT_ONLY = [
    "Releases (npm publish) only with my explicit OK.",
    "Publier sur npm (npm publish) uniquement avec mon feu vert.",
    "npm publish nur mit meiner Freigabe.",
    "Publicar en npm (npm publish) solo con mi visto bueno.",
    "Publicar no npm (npm publish) só com a minha autorização.",
]


@pytest.mark.parametrize("rule", CONSENT_ONLY)
def test_only_with_consent(rule):
    assert only_with_consent(rule)
    assert _bash(rule, "npm publish --access public", user="bump the patch version") == BROKEN
    assert _bash(rule, "npm test", user="bump the patch version") != BROKEN


def test_only_with_consent_granted():
    assert _bash(CONSENT_ONLY[0], "npm publish", user="looks good, go ahead and publish it") != BROKEN


def test_only_with_other_conditions_is_no_consent():
    assert not only_with_consent("kubectl only with --context staging")
    assert not only_with_consent("Deploy only with a reviewer's approval.")
    assert as_without_consent("Merge only after CI is green.") == "Merge only after CI is green."


# -- tests disabled: judged on what an edit adds and on what a run leaves out --------------------------------------

NO_DISABLING = [
    "Never switch off failing tests just to make the build pass.",
    "Ne désactive jamais un test qui échoue.",
    "Bitte keine Tests deaktivieren, nur weil sie rot sind.",
    "No desactives las pruebas que fallan.",
    "失敗するテストを無効にしないでください。",
    "Never mark tests as skipped to get a green build.",
    "Never mark tests as skipped (no it.skip, no @Disabled).",  # (markers named as code: the call is judged too)
]


@pytest.mark.parametrize("rule", NO_DISABLING)
def test_disabling_tests_is_read(rule):
    assert any(r.intent == "disable_tests" for r in parse_tool_rules(rule).rules), rule


@pytest.mark.parametrize("rule", NO_DISABLING)
def test_disabling_tests_judged(rule):
    skip_py = {"file_path": "tests/test_cart.py", "old_string": "def test_total():",
               "new_string": "@unittest." "skip(\"later\")\ndef test_total():"}
    skip_js = {"file_path": "src/cart.spec.js", "old_string": "describe('cart', () => {",
               "new_string": "describe.skip('cart', () => {"}
    skip_java = {"file_path": "src/test/java/CartTest.java", "old_string": "    @Test\n    void total() {",
                 "new_string": "    @Disabled\n    @Test\n    void total() {"}
    assert _verdict(rule, "Edit", skip_py) == BROKEN
    assert _verdict(rule, "Edit", skip_js) == BROKEN
    assert _verdict(rule, "Edit", skip_java) == BROKEN
    assert _bash(rule, "pytest -k 'not test_total' tests/") == BROKEN
    assert _bash(rule, "python -m pytest --ignore=tests/test_cart.py") == BROKEN


def test_disabling_look_alikes_are_fine():
    rule = NO_DISABLING[0]
    fixed = {"file_path": "tests/test_cart.py", "old_string": "assert total == 10", "new_string": "assert total == 12"}
    named = {"file_path": "tests/test_cart.py", "content": "def test_skip_blank_rows():\n    assert parse('') == []\n"}
    near = {"file_path": "tests/test_cart.py", "old_string": "@pytest.mark." "skip(reason='flaky')\ndef test_a():\n    x = 1",
            "new_string": "@pytest.mark." "skip(reason='flaky')\ndef test_a():\n    x = 2"}
    assert _verdict(rule, "Edit", fixed) != BROKEN
    assert _verdict(rule, "Write", named) != BROKEN
    assert _verdict(rule, "Edit", near) != BROKEN  # the skip was there before the edit
    assert _bash(rule, "pytest -q tests/test_cart.py") != BROKEN
    assert _bash(rule, "pytest -k 'total and not slow_io'") == BROKEN  # still leaves tests out
    assert not any(r.intent == "disable_tests" for r in parse_tool_rules("Skip the tests when only docs change.").rules)


# -- images without a pinned tag --------------------------------------------------------------------------------------

PINNED = [
    "Container images must always be pinned to a version tag, never :latest.",
    "Jamais d'image Docker en :latest, toujours un tag précis.",
    "Docker-Images nie mit latest, immer mit fester Version.",
    "Nunca uses la etiqueta latest en las imágenes de Docker.",
    "Docker イメージは latest タグを使わないでください。",
]


@pytest.mark.parametrize("rule", PINNED)
def test_image_rule_is_read(rule):
    rules = parse_tool_rules(rule).rules
    assert any(r.intent == "image_tag" for r in rules), rule
    assert not any(r.intent == "command" and r.commands[0].startswith("docker") for r in rules)


@pytest.mark.parametrize("rule", PINNED)
def test_images_judged(rule):
    assert _bash(rule, "docker pull nginx") == BROKEN
    assert _bash(rule, "docker run -d -p 8080:80 --name web nginx:latest") == BROKEN
    assert _bash(rule, "kubectl run tmp --image=busybox --restart=Never -- sleep 10") == BROKEN
    assert _verdict(rule, "Write", {"file_path": "Dockerfile", "content": "FROM node\nCOPY . .\n"}) == BROKEN
    assert _verdict(rule, "Write", {"file_path": "compose.yaml",
                                    "content": "services:\n  db:\n    image: postgres:latest\n"}) == BROKEN


def test_pinned_images_are_fine():
    rule = PINNED[0]
    assert _bash(rule, "docker run -d -p 8080:80 -v /data:/data nginx:1.27.2") != BROKEN
    assert _bash(rule, "docker pull ghcr.io/acme/api@sha256:" + "a" * 64) != BROKEN
    assert _bash(rule, "docker ps -a") != BROKEN
    assert _bash(rule, "docker logs web") != BROKEN
    multi = "FROM golang:1.22 AS build\nRUN go build -o /app\nFROM build AS test\nFROM gcr.io/distroless/base:nonroot\n"
    assert _verdict(rule, "Write", {"file_path": "Dockerfile", "content": multi}) != BROKEN
    assert _verdict(rule, "Edit", {"file_path": "docker-compose.yml", "old_string": "    image: redis:7.2\n    ports: []",
                                   "new_string": "    image: redis:7.2\n    ports: ['6379:6379']"}) != BROKEN


# -- a database client run as one role ------------------------------------------------------------------------------

ROLES = [
    "when you use psql, always connect as the reporting role `bi_reader`",
    "psql toujours avec l'utilisateur `bi_reader`.",
    "psql immer nur mit der Rolle `bi_reader`.",
    "Con psql usa siempre el rol `bi_reader`.",
    "psql は必ず `bi_reader` ロールで接続してください。",
]


@pytest.mark.parametrize("rule", ROLES)
def test_role_rule_judged(rule):
    assert _bash(rule, "psql -h db.internal -U postgres -d sales -c 'select 1'") == BROKEN
    assert _bash(rule, "psql postgresql://etl@db.internal/sales -c 'select 1'") == BROKEN
    assert _bash(rule, "psql -h db.internal -U bi_reader -d sales -c 'select 1'") != BROKEN
    assert _bash(rule, "psql 'postgresql://bi_reader@db.internal/sales' -c \"select * from users where role='admin'\"") \
        != BROKEN
    assert _bash(rule, "pg_isready -h db.internal") != BROKEN


def test_role_needs_one_client_and_one_name():
    assert not any(r.requires and r.requires[0].startswith("<role>") for r in
                   parse_tool_rules("always use the read-only role").rules)


# -- a flag asked for in one sentence, the program named in another ------------------------------------------------

def test_flag_program_from_the_other_sentence():
    rule = "Ne lance pas helm sur le cluster prod; toujours --kube-context dev."
    assert _bash(rule, "helm upgrade api ./chart") == BROKEN
    assert _bash(rule, "helm upgrade api ./chart --kube-context dev") != BROKEN
    assert _bash(rule, "git status") != BROKEN


def test_host_named_by_another_program_is_not_the_command_run_there():
    rule = "No ejecutes kubectl contra el contexto prod-eu; usa siempre --context staging."
    assert _bash(rule, "kubectl --context staging get events | grep prod-eu") != BROKEN
    assert _bash(rule, "kubectl --context prod-eu get pods") == BROKEN


# -- command rules scoped to a kind of file --------------------------------------------------------------------------

CI_RULES = [
    "In CI config files always use yarn install --frozen-lockfile, never yarn upgrade.",
    "Dans les fichiers de CI, jamais yarn upgrade.",
    "En los archivos de CI, nunca yarn upgrade.",
]


@pytest.mark.parametrize("rule", CI_RULES)
def test_scoped_to_ci_files(rule):
    workflow = {"file_path": ".github/workflows/ci.yml",
                "content": "jobs:\n  build:\n    steps:\n      - run: yarn upgrade\n      - run: yarn test\n"}
    gitlab = {"file_path": ".gitlab-ci.yml", "old_string": "  script:\n    - yarn test",
              "new_string": "  script:\n    - yarn upgrade && yarn test"}
    fine = {"file_path": ".github/workflows/ci.yml", "content": "jobs:\n  b:\n    steps:\n      - run: yarn test\n"}
    assert _verdict(rule, "Write", workflow) == BROKEN
    assert _verdict(rule, "Edit", gitlab) == BROKEN
    assert _verdict(rule, "Write", fine) != BROKEN
    assert _bash(rule, "yarn upgrade") != BROKEN  # run locally: outside the files it is about
    assert _verdict(rule, "Write", {"file_path": "scripts/setup.sh", "content": "yarn upgrade\n"}) != BROKEN


def test_scoped_to_dockerfiles():
    rule = "In Dockerfiles never run apt-get upgrade."
    add = {"file_path": "Dockerfile", "old_string": "RUN apt-get update", "new_string": "RUN apt-get update && apt-get upgrade -y"}
    assert _verdict(rule, "Edit", add) == BROKEN
    assert _verdict(rule, "Edit", {"file_path": "Dockerfile", "old_string": "FROM x", "new_string": "FROM y"}) != BROKEN
    assert _bash(rule, "sudo apt-get upgrade") != BROKEN


# -- a list of rules, each item read alone; branch names -------------------------------------------------------------

LISTED = "- never force-push\n- no deleting tags without asking me\n- new branches start with feature/ or hotfix/"


def test_list_items_read_alone():
    intents = [r.intent for r in parse_tool_rules(LISTED).rules]
    assert "force_push" in intents and "branch_name" in intents
    assert not any(r.intent == "write_path" for r in parse_tool_rules(LISTED).rules)
    assert _bash(LISTED, "git checkout -b quick-fix") == BROKEN
    assert _bash(LISTED, "git switch -c hotfix/login-crash") != BROKEN
    assert _bash(LISTED, "git checkout main && git pull") != BROKEN
    assert _bash(LISTED, "git branch -d old-stuff") != BROKEN
    assert _bash(LISTED, "npm test") != BROKEN


@pytest.mark.parametrize("rule", ["Branches must be named feature/* or bugfix/*.",
                                  "Les branches doivent commencer par feature/ ou bugfix/.",
                                  "Branches immer mit dem Präfix feature/ oder bugfix/ benennen.",
                                  "Las ramas deben empezar por feature/ o bugfix/."])
def test_branch_names(rule):
    assert _bash(rule, "git checkout -b cleanup") == BROKEN
    assert _bash(rule, "git switch -c bugfix/null-total") != BROKEN


def test_a_list_with_a_lead_in_stays_whole():
    from memlock_core.compliance.rule_items import list_items
    assert list_items("Never run these:\n- rm -rf\n- git push --force") == []
    assert list_items("- a\n- b") == ["a", "b"]


# -- secrets in a command line as variables and options --------------------------------------------------------------

def test_secret_variables_and_options():
    rule = "Never put credentials straight into commands; use environment variables."
    assert _bash(rule, "MYSQL_PASSWORD=hunter22x mysql -u app shop") == BROKEN
    assert _bash(rule, "export API_TOKEN=abcd1234efgh && ./sync.sh") == BROKEN
    assert _bash(rule, "vault login --token=s.abcdefgh123") == BROKEN
    assert _bash(rule, "MYSQL_PASSWORD=$DB_PASS mysql -u app shop") != BROKEN
    assert _bash(rule, "echo $REGISTRY_TOKEN | docker login --password-stdin -u ci ghcr.io") != BROKEN
    assert _bash(rule, "TOKEN_FILE=/run/secrets/api ./sync.sh") != BROKEN


# -- the version of a manifest ---------------------------------------------------------------------------------------

VERSION = ["Leave the version in Cargo.toml alone.", "Ne touche jamais à la version dans Cargo.toml.",
           "Die Version in Cargo.toml bitte nicht ändern.", "Cargo.toml のバージョンは変更しないで。"]


@pytest.mark.parametrize("rule", VERSION[1:])
def test_version_field(rule):
    bump = {"file_path": "Cargo.toml", "old_string": "version = \"0.4.1\"", "new_string": "version = \"0.5.0\""}
    dep = {"file_path": "Cargo.toml", "old_string": "[dependencies]\nserde = \"1\"",
           "new_string": "[dependencies]\nserde = \"1\"\nanyhow = \"1\""}
    assert _verdict(rule, "Edit", bump) == BROKEN
    assert _bash(rule, "cargo set-version --bump minor") == BROKEN
    assert _verdict(rule, "Edit", dep) != BROKEN
    assert _bash(rule, "cargo build --release") != BROKEN


def test_version_with_an_exception_stays_a_file_rule():
    assert not any(r.intent == "version_field" for r in
                   parse_tool_rules("Don't edit pyproject.toml except to bump the version.").rules)


# -- the message of a commit said with a particle; a service act in its older spellings; Korean production -------------

def test_commit_message_with_a_particle():
    from memlock_core.compliance.check import CommitSpec
    for rule in ("git commit のメッセージは必ず英語で書いてください。", "commit 的信息一律用英文。", "커밋의 메시지는 영어로 써 주세요."):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert CommitSpec.decode(proposal.check.reply.commit or "").language == "en", rule
    rule = "git commit のメッセージは必ず英語で書いてください。"
    assert _bash(rule, "git commit -m \"fix: ログイン画面の不具合を修正\"") == BROKEN
    assert _bash(rule, "git commit -m \"fix: correct the login redirect\"") != BROKEN


def test_service_spellings_are_the_systemctl_act():
    from memlock_core.compliance.service_forms import as_systemctl
    assert as_systemctl(["service", "redis", "stop"]) == ("systemctl", "stop", "redis")
    assert as_systemctl(["/etc/init.d/redis", "stop"]) == ("systemctl", "stop", "redis")
    assert as_systemctl(["service", "--status-all"]) is None
    rule = "Never systemctl stop anything."
    assert _bash(rule, "sudo service redis stop") == BROKEN
    assert _bash(rule, "service redis status") != BROKEN


def test_korean_production_scope():
    rule = "운영 환경에서는 systemctl stop 하지 마세요."
    assert _bash(rule, "ssh prod-web-1 'sudo systemctl stop nginx'") == BROKEN
    assert _bash(rule, "systemctl --user stop syncthing") != BROKEN


def test_version_edited_in_place():
    rule = VERSION[1]
    assert _bash(rule, "sed -i 's/^version = \"0.4.1\"/version = \"0.4.2\"/' Cargo.toml") == BROKEN
    assert _bash(rule, "sed -i 's/serde = \"1\"/serde = \"1.0\"/' Cargo.toml") != BROKEN
    assert _bash(rule, "sed -i 's/version/release/' README.md") != BROKEN


@pytest.mark.parametrize("rule", ["Pulumi：preview は OK、destroy は禁止。", "Pulumi — preview is fine, never destroy.",
                                  "With pulumi, preview is fine but never destroy.", "Pulumi : preview ça va, jamais destroy.",
                                  "Pulumi: preview 는 괜찮지만 destroy 금지."])
def test_topic_program_in_other_shapes(rule):
    assert _bash(rule, "pulumi destroy --yes") == BROKEN
    assert _bash(rule, "pulumi preview") != BROKEN


@pytest.mark.parametrize("rule", ["Only drop databases when I ask you to.", "Dateien nur löschen, wenn ich es sage.",
                                  "Supprime des fichiers seulement si je le demande.",
                                  "Borra archivos solo cuando yo lo pida."])
def test_only_when_i_ask_is_consent(rule):
    assert only_with_consent(rule)
    assert parse_tool_rules(rule).rules and all(r.consent for r in parse_tool_rules(rule).rules)


def test_only_when_i_say_a_word_is_no_consent():
    assert as_without_consent('Run the full suite only when I say "full run".') == \
        'Run the full suite only when I say "full run".'
    assert _bash("Delete files only when I ask.", "rm notes.txt", user="build the project") == BROKEN
    assert _bash("Delete files only when I ask.", "rm notes.txt", user="please delete notes.txt") != BROKEN


def test_a_place_to_clean_up_asks_for_its_deletion():
    rule = "Dateien nur löschen, wenn ich es sage."
    assert _bash(rule, "find build/ -name '*.o' -delete", user="räum build/ auf") != BROKEN
    assert _bash(rule, "find build/ -name '*.o' -delete", user="clean up build/ please") != BROKEN
    assert _bash(rule, "find build/ -name '*.o' -delete", user="bau das Projekt") == BROKEN
