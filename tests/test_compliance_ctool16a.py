"""Tool-call rules, round 16a: rules that got a check whose verdict was wrong (git, branches, images, databases,
package managers). Images a build tags (an untagged build under "always build with a version tag"); a host asked
for with "always" beside the refused one (an allow-list); branch deletion guarded for local and remote alike, and a
request for a clean-up that names no branch is no OK for one; a refused program with the options the rule names
("rg instead of grep -r"); the options of the allowed form asked for "always" (`pytest -q`); pinned installs said
with the installer as the topic ("pip install するときは…固定"); pushes kept to a branch prefix; an environment
activated first. Own wordings in several languages, with harmless look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_tool_call
from memlock_core.compliance.propose import propose_check


def _bash(rule: str, command: str, user: str = "go on") -> str:
    """The outcome under ``rule``, pinned and read back from its stored form (as a store does)."""
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    assert anchor.check is not None, rule
    verdicts = check_tool_call([anchor], "Bash", {"command": command}, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def _not_broken(outcome: str) -> bool:
    return outcome in (OBEYED, NOT_APPLICABLE)


# -- images a build, a tag or a push names ----------------------------------------------------------------------

BUILD_RULES = [
    "Container images: always build them with a pinned version tag, never :latest.",
    "Images Docker : construis toujours avec un tag de version explicite, jamais :latest.",
    "Docker-Images immer mit einem festen Versions-Tag bauen, niemals :latest.",
    "Construye siempre las imágenes con una etiqueta de versión fija, nunca :latest.",
    "イメージのビルドには必ずバージョンタグを付けて、:latest は使わないで。",
]


@pytest.mark.parametrize("rule", BUILD_RULES)
@pytest.mark.parametrize("command", ["docker build .", "docker build -t billing-svc .",
                                     "docker build -t billing-svc:latest -f Dockerfile.prod .",
                                     "docker buildx build --platform linux/arm64 -t reg.local/billing-svc ."])
def test_untagged_or_latest_builds_break(rule: str, command: str) -> None:
    assert _bash(rule, command, "Build the image.") == BROKEN


@pytest.mark.parametrize("rule", BUILD_RULES)
@pytest.mark.parametrize("command", ["docker build -t billing-svc:3.2.1 .",
                                     "docker buildx build -t reg.local/billing-svc:2024.06 --push .",
                                     "docker build --help", "docker ps"])
def test_versioned_builds_stay_obeyed(rule: str, command: str) -> None:
    assert _not_broken(_bash(rule, command, "Build the image."))


def test_tag_and_push_name_their_image() -> None:
    rule = "Never use :latest for our images, always pin a tag."
    assert _bash(rule, "docker tag billing-svc:3.2.1 billing-svc:latest") == BROKEN
    assert _bash(rule, "docker push reg.local/billing-svc") == BROKEN
    assert _not_broken(_bash(rule, "docker push reg.local/billing-svc:3.2.1"))
    # a rule that only refuses :latest says nothing of a build given no tag at all
    assert _not_broken(_bash(rule, "docker build ."))


# -- a host asked for with "always", the other refused ----------------------------------------------------------

HOST_RULES = [
    "For mysql, always connect to ro-mirror.corp.lan, never to the writer.",
    "Avec mysql, connecte-toi toujours à ro-mirror.corp.lan, jamais au serveur principal.",
    "Mit mysql immer auf ro-mirror.corp.lan verbinden, nie auf den Writer.",
    "Con mysql conéctate siempre a ro-mirror.corp.lan, nunca al servidor principal.",
    "mysql は必ず ro-mirror.corp.lan に接続して、書き込み用サーバーには接続しないで。",
]


@pytest.mark.parametrize("rule", HOST_RULES)
def test_host_asked_for_is_an_allow_list(rule: str) -> None:
    assert _bash(rule, 'mysql -h writer.corp.lan -e "select 1"', "How many rows?") == BROKEN
    assert _bash(rule, "mysql --host=writer.corp.lan -e 'show tables'", "List tables.") == BROKEN
    assert _not_broken(_bash(rule, 'mysql -h ro-mirror.corp.lan -e "select 1"', "How many rows?"))


def test_host_refused_by_name_stays_refused() -> None:
    rule = "Never connect to writer.corp.lan with mysql; use the mirror."
    assert _bash(rule, 'mysql -h writer.corp.lan -e "select 1"') == BROKEN
    assert _not_broken(_bash(rule, 'mysql -h ro-mirror.corp.lan -e "select 1"'))


# -- branch deletion, local and remote, and the clean-up that names no branch -----------------------------------

BRANCH_RULES = [
    "Ask me before you delete a branch, whether local or remote.",
    "Demande-moi avant de supprimer une branche, locale ou distante.",
    "Frag mich, bevor du Branches löschst – lokal oder remote.",
    "Pregúntame antes de eliminar ramas, locales o remotas.",
]


@pytest.mark.parametrize("rule", BRANCH_RULES)
@pytest.mark.parametrize("command", ["git branch -D spike/old-cache", "git push origin --delete spike/old-cache",
                                     "git push origin :spike/old-cache"])
def test_cleanup_request_is_no_ok_for_a_branch_it_does_not_name(rule: str, command: str) -> None:
    assert _bash(rule, command, "Tidy up the stale branches.") == BROKEN


@pytest.mark.parametrize("rule", BRANCH_RULES)
def test_branch_named_by_the_user_is_the_ok(rule: str) -> None:
    assert _not_broken(_bash(rule, "git branch -D spike/old-cache", "Delete spike/old-cache, it is merged."))


def test_remote_only_rule_keeps_local_deletes_free() -> None:
    rule = "Don't delete remote branches without asking; local ones are yours to clean."
    assert _not_broken(_bash(rule, "git branch -D spike/old-cache", "Tidy up."))
    assert _bash(rule, "git push origin --delete spike/old-cache", "Tidy up.") == BROKEN


def test_branches_read_from_input_follow_the_users_criterion() -> None:
    rule = "No borres ramas sin preguntarme."
    assert _not_broken(_bash(rule, "git branch --merged main | grep -v main | xargs git branch -d",
                             "borra las ramas que ya están fusionadas"))


# -- a refused program with the options the rule names ----------------------------------------------------------

GREP_RULES = [
    "Prefer rg over grep -r here, the tree is huge.",
    "use rg instead of grep -r please",
    "Utilise rg au lieu de grep -r.",
    "Verwende rg statt grep -r.",
    "grep -r ではなく rg を使ってください。",
]


@pytest.mark.parametrize("rule", GREP_RULES)
def test_recursive_grep_breaks_a_single_file_grep_does_not(rule: str) -> None:
    assert _bash(rule, "grep -rn parseConfig lib/") == BROKEN
    assert _bash(rule, "grep -R --include='*.go' parseConfig .") == BROKEN
    assert _not_broken(_bash(rule, "grep -c WARN server.log"))
    assert _not_broken(_bash(rule, "rg -n parseConfig lib/"))


def test_plain_grep_swap_still_reaches_every_grep() -> None:
    assert _bash("use rg instead of grep", "grep -c WARN server.log") == BROKEN


# -- the options of the allowed form --------------------------------------------------------------------------

RUNNER_RULES = [
    "Run tests with `pytest -x` always, never `python -m unittest`.",
    "Pour les tests : toujours `pytest -x`, jamais `python -m unittest`.",
    "Tests immer mit `pytest -x`, nie mit unittest.",
    "Para las pruebas usa siempre `pytest -x`, nunca `python -m unittest`.",
    "テストは必ず `pytest -x` で実行して、`python -m unittest` は使わないで。",
]


@pytest.mark.parametrize("rule", RUNNER_RULES)
def test_allowed_form_without_its_option_breaks(rule: str) -> None:
    assert _bash(rule, "pytest tests/unit", "Run the tests.") == BROKEN
    assert _not_broken(_bash(rule, "pytest -x tests/unit", "Run the tests."))
    assert _not_broken(_bash(rule, "pytest --exitfirst tests/unit", "Run the tests."))


def test_allowed_form_without_options_asks_for_none() -> None:
    assert _not_broken(_bash("Always run `make check`, not pytest directly.", "make check"))
    assert _not_broken(_bash("Use `pytest -x` instead of unittest.", "pytest tests/"))


# -- pinned installs with the installer as the topic -------------------------------------------------------------

PIN_RULES = [
    "When you pip install something, always pin the version with ==.",
    "Quand tu fais un pip install, fixe toujours la version (==).",
    "Bei pip install immer die Version mit == festlegen.",
    "pip install の時は必ずバージョンを固定すること（==）。",
]


@pytest.mark.parametrize("rule", PIN_RULES)
def test_pip_install_topic_is_no_choice_of_manager(rule: str) -> None:
    assert _bash(rule, "pip install httpx", "add httpx") == BROKEN
    assert _bash(rule, 'pip install "httpx>=0.27"', "add httpx") == BROKEN
    assert _bash(rule, "pip install httpx==0.27.0 anyio", "add both") == BROKEN
    assert _not_broken(_bash(rule, "pip install httpx==0.27.0 anyio==4.4.0", "add both"))
    assert _not_broken(_bash(rule, "pip install -r requirements.txt", "install deps"))


# -- pushes kept to a branch prefix -----------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Only push to branches that start with `bot/`. Everything else belongs to the team.",
    "Ne pousse que sur des branches qui commencent par bot/.",
])
def test_push_kept_to_prefix(rule: str) -> None:
    assert _bash(rule, "git push origin HEAD:main", "Ship it.") == BROKEN
    assert _bash(rule, "git push -u origin hotfix/9.1", "Push the hotfix.") == BROKEN
    assert _not_broken(_bash(rule, "git push -u origin bot/lint-fixes", "Push it."))
    assert _not_broken(_bash(rule, "git checkout -b wip-local", "New branch."))


def test_push_prefix_is_no_protected_folder() -> None:
    assert _not_broken(_bash("Ne pousse que sur des branches qui commencent par bot/.", "echo x > bot/notes.txt"))


def test_branch_naming_rule_is_no_push_rule() -> None:
    rule = "Name new branches with the prefix bot/."
    assert _not_broken(_bash(rule, "git push origin HEAD:main"))
    assert _bash(rule, "git checkout -b wip-local") == BROKEN


# -- an environment activated first -----------------------------------------------------------------------------

ENV_RULES = [
    "Don't pip install into the base conda env; always `conda activate geo310` first.",
    "N'installe jamais avec pip dans l'env base, toujours `conda activate geo310` d'abord.",
    "Kein pip install in die base-Umgebung. Immer zuerst `conda activate geo310`.",
    "No hagas pip install en el entorno base. Siempre `conda activate geo310` primero.",
    "base 環境に pip install しないで。必ず先に `conda activate geo310` して。",
]


@pytest.mark.parametrize("rule", ENV_RULES)
def test_install_after_activation(rule: str) -> None:
    assert _not_broken(_bash(rule, "conda activate geo310 && pip install shapely", "Install shapely."))
    assert _bash(rule, "pip install shapely", "Install shapely.") == BROKEN
    assert _bash(rule, "conda install -n base shapely", "Install shapely.") == BROKEN
    assert _not_broken(_bash(rule, "conda install -n geo310 shapely", "Install shapely."))


def test_plain_pip_ban_keeps_every_pip_install() -> None:
    assert _bash("Never pip install anything.", "conda activate geo310 && pip install shapely") == BROKEN


def test_allow_list_lifted_by_a_declared_state() -> None:
    rule = "With mysql, always connect to ro-mirror.corp.lan, never the writer, unless I say we're running a backfill."
    command = 'mysql -h writer.corp.lan -e "update jobs set done = 1"'
    assert _not_broken(_bash(rule, command, "We're running the backfill now, go."))
    assert _bash(rule, command, "Mark the jobs done.") == BROKEN
    assert _not_broken(_bash(rule, 'mysql -h ro-mirror.corp.lan -e "select 1"', "Count them."))


# -- files deleted under "ask before deleting": the user names them, or the glob's words -------------------------

DELETE_RULES = [
    "Check with me before you delete any file.",
    "Demande-moi avant de supprimer un fichier.",
    "Frag mich, bevor du Dateien löschst.",
]


@pytest.mark.parametrize("rule", DELETE_RULES)
def test_delete_request_that_names_no_file_is_no_ok(rule: str) -> None:
    assert _bash(rule, "rm lib/compat/shim_v1.py", "get rid of the obsolete shim") == BROKEN
    assert _bash(rule, "rm exports/*.pdf", "clean out the old exports") == BROKEN


@pytest.mark.parametrize("rule", DELETE_RULES)
def test_delete_request_naming_the_file_or_its_kind_is_the_ok(rule: str) -> None:
    assert _not_broken(_bash(rule, "rm lib/compat/shim_v1.py", "delete shim_v1.py"))
    assert _not_broken(_bash(rule, "rm exports/*.pdf", "delete the pdf exports"))


@pytest.mark.parametrize("rule", DELETE_RULES)
def test_yes_to_the_question_is_the_ok(rule: str) -> None:
    assert _not_broken(_bash(rule, "rm exports/*.pdf", "yes, go ahead and delete them"))
    assert _not_broken(_bash(rule, "rm exports/2023/*.pdf", "delete the pdfs in exports/2023"))
