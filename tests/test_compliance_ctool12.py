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
