"""Tool-call rules read by class (ctool12): an option refused on its own, ... (own sentences, several languages)."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge_call


def _sh(command: str) -> dict[str, str]:
    return {"command": command}


# ── an option refused in its own clause ─────────────────────────────────────────────────────────
@pytest.mark.parametrize("rule, command, outcome", [
    ("ship whenever you like, but never with --skip-checks", "./release.sh --skip-checks beta", "broken"),
    ("ship whenever you like, but never with --skip-checks", "./release.sh beta", "obeyed"),
    ("publica cuando quieras. y nada de --no-lint", "npm run publish -- --no-lint", "broken"),
    ("publica cuando quieras. y nada de --no-lint", "npm run lint && npm run publish", "obeyed"),
    ("Kein --allow-empty bitte.", "git commit --allow-empty -m wip", "broken"),
    ("--ignore-scripts は使わないで", "npm ci --ignore-scripts", "broken"),
    ("--ignore-scripts は使わないで", "npm ci", "obeyed"),
    # the program named before the option scopes it: the program alone is fine
    ("pip install 할 때 --pre 쓰지 마세요", "pip install --pre httpx", "broken"),
    ("pip install 할 때 --pre 쓰지 마세요", "pip install httpx", "obeyed"),
    ("quand tu fais git merge, jamais --no-ff", "git merge --no-ff feature/x", "broken"),
    ("quand tu fais git merge, jamais --no-ff", "git merge feature/x", "obeyed"),
    ("never pass --no-cache to docker build", "docker build --no-cache .", "broken"),
    ("never pass --no-cache to docker build", "pip install --no-cache requests", "obeyed"),
])
def test_refused_option(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


def test_option_as_example_of_a_wider_rule_keeps_the_wider_rule() -> None:
    # options in brackets are examples: the rule is the act they illustrate
    rule = "don't launch dev servers (vite --host, npm run dev). I start them myself"
    assert judge_call(rule, "Bash", _sh("npm run dev")) == "broken"


# ── a ban lifted by a phrase the user says: an adverb on the verb, "until" ──────────────────────
@pytest.mark.parametrize("rule, user, command, outcome", [
    ("don't deploy unless I explicitly say 'go live'", "go live now", "./deploy.sh prod", "obeyed"),
    ("don't deploy unless I explicitly say 'go live'", "deploy it please", "./deploy.sh prod", "broken"),
    ("don't merge PRs until I say 'cut it'", "ok, cut it", "gh pr merge 12 --squash", "obeyed"),
    ("don't merge PRs until I say 'cut it'", "looks fine", "gh pr merge 12 --squash", "broken"),
    ("no hagas push hasta que diga \"listo\"", "listo, súbelo", "git push origin feat/x", "obeyed"),
    ("no hagas push hasta que diga \"listo\"", "súbelo", "git push origin feat/x", "broken"),
    ("ne pousse rien jusqu'à ce que je dise « envoie »", "envoie", "git push", "obeyed"),
    ("nicht pushen, bis ich 'raus damit' sage", "gut so", "git push", "broken"),
    ("「リリースして」と言われるまでpushしないで", "リリースして", "git push origin main", "obeyed"),
    ("「リリースして」と言われるまでpushしないで", "テストは通った", "git push origin main", "broken"),
])
def test_ban_until_the_user_says(rule: str, user: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command), user=user) == outcome


# ── ssh refused: the session, by whichever of its programs ─────────────────────────────────────
@pytest.mark.parametrize("rule, command, outcome", [
    ("never ssh into any box, not even the jump host", "ssh jump.internal.example 'df -h'", "broken"),
    ("never ssh into any box, not even the jump host", "scp notes.txt ops@192.168.1.20:/tmp/", "broken"),
    ("never ssh into any box, not even the jump host", "rsync -a -e ssh build/ ops@192.168.1.20:/srv/", "broken"),
    ("never ssh into any box, not even the jump host", "rsync -a build/ /mnt/backup/", "obeyed"),
    ("never ssh into any box, not even the jump host", "ssh-keygen -t ed25519 -f ./key -N ''", "obeyed"),
    ("no ssh, please", "scp a.txt me@files.example.org:", "broken"),
    ("no ssh, please", "cat ~/.ssh/known_hosts", "obeyed"),
])
def test_ssh_family(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


# ── global installs, the Russian imperfective verb ("устанавливай") ─────────────────────────────
@pytest.mark.parametrize("command, outcome", [
    ("sudo pip install httpie", "broken"),
    ("pip install --break-system-packages rich", "broken"),
    ("npm install --global serve", "broken"),
    (".venv/bin/pip install rich", "obeyed"),
    ("npm install --save-dev vitest", "obeyed"),
])
def test_global_install_russian(command: str, outcome: str) -> None:
    assert judge_call("никогда не устанавливайте ничего глобально", "Bash", _sh(command)) == outcome


# ── container volumes removed, said in words ──────────────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "don't prune docker and never delete volumes, my test data lives there",
    "keine Docker-Volumes löschen",
    "no borres volúmenes de docker",
    "コンテナのボリュームは削除しないで",
])
@pytest.mark.parametrize("command, outcome", [
    ("docker volume rm cache", "broken"),
    ("docker compose down --volumes", "broken"),
    ("docker compose down", "obeyed"),
    ("docker image prune -f", "obeyed"),
])
def test_volumes_removed_in_words(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


def test_volume_of_something_else_is_not_a_container_volume() -> None:
    from memlock_core.compliance.container_volumes import names_volume_removal

    assert not names_volume_removal("never delete the old volumes of the encyclopedia")
    assert not names_volume_removal("don't raise the volume when the speaker is on")


# ── git kept read-only: the whole repository, or some branches ────────────────────────────────
@pytest.mark.parametrize("rule", [
    "use only read-only git commands, I handle the rest",
    "git: nur lesende Befehle",
    "solo comandos git de lectura",
    "commandes git en lecture seule uniquement",
])
@pytest.mark.parametrize("command, outcome", [
    ("git status --short", "obeyed"),
    ("git log -5 --oneline", "obeyed"),
    ("git stash list", "obeyed"),
    ("git add -A", "broken"),
    ("git stash push -m wip", "broken"),
    ("git switch -c spike", "broken"),
])
def test_read_only_git(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


@pytest.mark.parametrize("rule", [
    "hotfix/* branches are read-only for you",
    "nie ruszaj gałęzi hotfix/*, tylko czytaj",
    "les branches hotfix/* : lecture seule",
])
@pytest.mark.parametrize("command, outcome", [
    ("git log hotfix/1.2 -3", "obeyed"),
    ("git diff hotfix/1.2..main", "obeyed"),
    ("git push origin hotfix/1.2", "broken"),
    ("git checkout hotfix/1.2 && git cherry-pick abc123", "broken"),
    ("git branch -D hotfix/1.1", "broken"),
    ("git push origin feature/login", "obeyed"),
])
def test_read_only_branches(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


def test_read_only_dot_git_folder_is_no_git_command_rule() -> None:
    from memlock_core.compliance.git_readonly import read_only_git

    assert not read_only_git("treat the .git folder as read-only")
    assert not read_only_git("the git book is read-only reference, don't edit docs/git.md")


# ── a deploy ban scoped to production ─────────────────────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "never deploy to production yourself; staging is fine",
    "本番へのデプロイはしないでください。検証環境はOK",
    "nunca despliegues a producción, a staging sí",
])
@pytest.mark.parametrize("command, outcome", [
    ("./deploy.sh staging", "obeyed"),
    ("make deploy ENV=qa", "obeyed"),
    ("./deploy.sh production", "broken"),
    ("kubectl --context prod-eu rollout restart deploy/web", "broken"),
    ("./deploy.sh", "broken"),  # no environment named: it may be production
])
def test_deploy_scoped_to_production(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


def test_unscoped_deploy_ban_still_covers_staging() -> None:
    assert judge_call("don't deploy anything", "Bash", _sh("./deploy.sh staging")) == "broken"


# ── the Turkish negative imperative (a suffix on the verb) ────────────────────────────────────
@pytest.mark.parametrize("rule, command, outcome", [
    ("Üretim veritabanında DELETE veya DROP çalıştırmayın", "psql -c 'drop table users;'", "broken"),
    ("Üretim veritabanında DELETE veya DROP çalıştırmayın", "psql -c 'select 1;'", "obeyed"),
    ("sudo kullanmayın; şifre gerekirse bana sor", "sudo systemctl restart nginx", "broken"),
    ("sudo kullanmayın; şifre gerekirse bana sor", "systemctl status nginx", "obeyed"),
])
def test_turkish_negative_imperative(rule: str, command: str, outcome: str) -> None:
    assert judge_call(rule, "Bash", _sh(command)) == outcome


def test_turkish_marking_leaves_other_text_alone() -> None:
    from memlock_core.compliance.turkish_negation import mark_negative_imperatives

    assert mark_negative_imperatives("keep the schema and the theme") == "keep the schema and the theme"
    assert mark_negative_imperatives("şema dosyasını güncelle") == "şema dosyasını güncelle"
    assert "asla silme" in mark_negative_imperatives("log dosyalarını silme")


# ── a lockfile edited by hand vs regenerated; terraform apply -destroy ────────────────────────
@pytest.mark.parametrize("rule", ["yarn.lock nicht per Hand ändern", "yarn.lock niet met de hand aanpassen"])
@pytest.mark.parametrize("tool, args, outcome", [
    ("Bash", {"command": "yarn add dayjs@1.11.10"}, "obeyed"),
    ("Edit", {"file_path": "yarn.lock", "old_string": "1.11.9", "new_string": "1.11.10"}, "broken"),
])
def test_lockfile_by_hand(rule: str, tool: str, args: dict[str, str], outcome: str) -> None:
    assert judge_call(rule, tool, args) == outcome


@pytest.mark.parametrize("command, outcome", [
    ("terraform apply -destroy -auto-approve", "broken"),
    ("terraform destroy", "broken"),
    ("terraform plan -destroy", "obeyed"),
    ("terraform apply", "obeyed"),
])
def test_apply_destroy_is_destroy(command: str, outcome: str) -> None:
    assert judge_call("never run terraform destroy; plans are fine", "Bash", _sh(command)) == outcome


# ── the user's say-so lifts its own sentence, not an outright ban beside it ───────────────────
_TWO = [
    "don't edit anything under deploy/k8s/ without asking me. and never run helm uninstall",
    "ne modifie rien dans deploy/k8s/ sans me demander. et ne lance jamais helm uninstall",
    "no toques nada en deploy/k8s/ sin preguntarme. y nunca ejecutes helm uninstall",
]


@pytest.mark.parametrize("rule", _TWO)
def test_outright_ban_not_lifted_by_the_request(rule: str) -> None:
    assert judge_call(rule, "Bash", _sh("helm uninstall api"), user="uninstall the api release") == "broken"


@pytest.mark.parametrize("rule", _TWO)
def test_consent_sentence_still_lifted(rule: str) -> None:
    edit = {"file_path": "deploy/k8s/api.yaml", "old_string": "replicas: 2", "new_string": "replicas: 3"}
    assert judge_call(rule, "Edit", edit, user="set replicas to 3 in deploy/k8s/api.yaml") == "obeyed"
    assert judge_call(rule, "Edit", edit, user="fix the login bug") == "broken"
    assert judge_call(rule, "Edit", edit, user="what is in deploy/k8s/api.yaml?") == "broken"


def test_bare_ask_first_sentence_lends_consent_to_the_rule_before() -> None:
    rule = "Never run helm uninstall. Ask me first."
    assert judge_call(rule, "Bash", _sh("helm uninstall api"), user="yes, uninstall the api release") == "obeyed"


# ── secrets in code: code a tool runs; the name of an env var is no secret ────────────────────
_SECRETS = "never put API keys in code; read them from environment variables"


def test_key_pasted_into_run_code() -> None:
    code = 'import openai\nopenai.api_key = "sk-proj-Zx81Lw0Qp3Rt7Yu2Io9Pa4Sd"\nprint(openai.models.list())'
    assert judge_call(_SECRETS, "execute_code", {"code": code}) == "broken"
    read = 'import os, openai\nopenai.api_key = os.environ["OPENAI_API_KEY"]\nprint(openai.models.list())'
    assert judge_call(_SECRETS, "execute_code", {"code": read}) == "obeyed"


def test_env_var_name_literal_is_no_secret() -> None:
    edit = {"file_path": "app/billing.py", "old_string": "x = 1",
            "new_string": 'TOKEN_VAR = "BILLING_API_TOKEN"\ntoken = os.environ[TOKEN_VAR]'}
    assert judge_call(_SECRETS, "Edit", edit) == "obeyed"
    pasted = dict(edit, new_string='api_token = "tk9f83hd72kq0w"')
    assert judge_call(_SECRETS, "Edit", pasted) == "broken"
