"""Tool-call rules read by class (ctool12b): a credential banned from files except the file the rule names
(own sentences, several languages)."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge_call


def _write(path: str, content: str) -> dict[str, str]:
    return {"file_path": path, "content": content}


_KEY = "STRIPE_SECRET_KEY=sk_live_4eC39HqLyjWDarjtT1zdp7dc\n"


# ── the file an exception names is where the credential belongs ─────────────────────────────────
@pytest.mark.parametrize("rule, path, outcome", [
    ("never put API keys in any file, except .env.local", ".env.local", "obeyed"),
    ("never put API keys in any file, except .env.local", "src/billing.py", "broken"),
    ("Keine API-Schlüssel in Dateien schreiben, außer in config/secrets.env.", "config/secrets.env", "obeyed"),
    ("Keine API-Schlüssel in Dateien schreiben, außer in config/secrets.env.", "config/app.yaml", "broken"),
    ("Ne mets jamais de clé API dans un fichier, sauf dans .env.", ".env", "obeyed"),
    ("Ne mets jamais de clé API dans un fichier, sauf dans .env.", "README.md", "broken"),
    ("No escribas claves API en ningún archivo salvo en .env.production.", ".env.production", "obeyed"),
    ("No escribas claves API en ningún archivo salvo en .env.production.", "deploy/values.yaml", "broken"),
])
def test_secret_file_exception(rule: str, path: str, outcome: str) -> None:
    assert judge_call(rule, "Write", _write(path, _KEY)) == outcome


def test_secret_ban_without_exception_still_breaks_in_env() -> None:
    # no exception clause: a key written anywhere, .env included, is what the rule forbids
    assert judge_call("never write API keys into files", "Write", _write(".env", _KEY)) == "broken"


def test_exception_without_a_file_does_not_lift_the_ban() -> None:
    # the exception names no file ("the vault"): nothing to compare the path with, the ban holds
    assert judge_call("never put API keys in any file except the vault", "Write", _write(".env", _KEY)) == "broken"


# ── a ban, then "if you need to do it, ask me": the user's word lifts the ban ────────────────────
_ASK_RULES = [
    "Never use rm -rf. If you need to delete something, ask me.",
    "Kein rm -rf. Wenn du etwas löschen willst, frag mich.",
    "Pas de rm -rf. Si tu veux supprimer quelque chose, demande-moi.",
    "Nada de rm -rf. Si necesitas borrar algo, pregúntame.",
    "rm -rf は使わないで。削除したいときは私に確認して",
]
_GRANTS = [
    "yes, go ahead and delete dist",
    "ja, du darfst dist löschen",
    "oui, tu peux supprimer dist",
    "sí, puedes borrar dist",
    "dist は消していいよ、確認済み",
]
_UNRELATED = ["run the build", "bau das Projekt", "compile le projet", "compila el proyecto", "ビルドして"]


@pytest.mark.parametrize("rule, user", list(zip(_ASK_RULES, _GRANTS)))
def test_conditional_ask_lifted_by_the_users_word(rule: str, user: str) -> None:
    assert judge_call(rule, "Bash", {"command": "rm -rf dist"}, user=user) == "obeyed"


@pytest.mark.parametrize("rule, user", list(zip(_ASK_RULES, _UNRELATED)))
def test_conditional_ask_without_the_users_word_still_breaks(rule: str, user: str) -> None:
    assert judge_call(rule, "Bash", {"command": "rm -rf dist"}, user=user) == "broken"


@pytest.mark.parametrize("rule", [
    "Never use rm -rf.",
    "rm -rf は使わないで",
    # a condition on the agent's wish with no request to be asked: the ban stands whole
    "Never use rm -rf. If you need to delete something, use trash-put.",
])
def test_ban_without_a_request_to_be_asked_is_not_lifted(rule: str) -> None:
    assert judge_call(rule, "Bash", {"command": "rm -rf dist"}, user="yes, go ahead and delete dist") == "broken"


@pytest.mark.parametrize("rule, user", [
    ("Never use rm -rf. If you need to delete something, ask me.", "delete dist and rebuild"),
    ("Kein rm -rf. Wenn du etwas löschen willst, frag mich.", "lösch dist und bau neu"),
    ("rm -rf は使わないで。削除したいときは私に確認して", "distを削除してビルドし直して"),
])
def test_an_order_is_not_the_yes_the_rule_waits_for(rule: str, user: str) -> None:
    # the rule wants to be asked: a turn that orders the deletion has not answered that question
    assert judge_call(rule, "Bash", {"command": "rm -rf dist"}, user=user) == "broken"


def test_confirms_reads_a_grant_not_an_order() -> None:
    from memlock_core.compliance.confirm_grant import confirms
    assert confirms("sure, you may drop the cache folder")
    assert confirms("キャッシュは消してもいいです")
    assert not confirms("drop the cache folder")
    assert not confirms("キャッシュを消して")
