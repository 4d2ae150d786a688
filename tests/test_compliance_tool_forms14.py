"""Tool calls that break a rule by what they run, read or write (round 14, forbidden forms): a file kept from several
verbs, production named by a file, credentials in a command line, a plain program swap reaching filters, the URL form
of git remotes, a program the exception names alone. Sentences are this file's own; each class has look-alikes that
must stay as they were."""
from __future__ import annotations

import json
from typing import Any

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import NOT_APPLICABLE, check_reply, check_tool_call
from memlock_core.compliance.prod_files import environment_itself, is_prod_file, without_file_paths
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.remote_urls import banned_protocol


def _tool(rule: str, tool: str, args: dict[str, Any], user: str = "please do it") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    found = check_tool_call([anchor], tool, args, user_message=user)
    return found[0].outcome if found else NOT_APPLICABLE


def _bash(rule: str, command: str) -> str:
    return _tool(rule, "Bash", {"command": command})


def _edit(rule: str, path: str) -> str:
    return _tool(rule, "Edit", {"file_path": path, "old_string": "a: 1", "new_string": "a: 2"})


# -- one file, several banned verbs ------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "settings/keys.yaml: don't show it and don't change it.",
    "settings/keys.yaml : ne l'affiche jamais, ne le modifie jamais.",
    "settings/keys.yaml — zeig sie nicht an, ändere sie nicht.",
    "No muestres settings/keys.yaml ni lo edites.",
    "settings/keys.yaml の中身を表示しないで、編集もしないで。",
    "Non stampare settings/keys.yaml e non modificarlo.",
])
def test_a_file_shown_or_changed_breaks(rule: str) -> None:
    assert _bash(rule, "cat settings/keys.yaml") == "broken"
    assert _tool(rule, "Read", {"file_path": "settings/keys.yaml"}) == "broken"
    assert _edit(rule, "settings/keys.yaml") == "broken"
    assert _bash(rule, "cat settings/other.yaml") != "broken"
    assert _bash(rule, "grep -c token settings/keys.yaml") != "broken"  # a count shows nothing of it


@pytest.mark.parametrize("rule", [
    "Don't edit settings/keys.yaml, and don't show me long diffs",
    "Don't edit the script that prints settings/keys.yaml",
    "Never edit settings/keys.yaml; reading it is fine",
])
def test_a_reading_word_that_is_no_ban_of_reading(rule: str) -> None:
    assert _edit(rule, "settings/keys.yaml") == "broken"
    assert _bash(rule, "cat settings/keys.yaml") != "broken"


def test_a_secrets_file_off_limits_is_kept_from_reading() -> None:
    rule = "secrets.env is off limits, keep away from it"
    assert _bash(rule, "cat secrets.env") == "broken"
    assert _bash(rule, "source secrets.env && make run") == "broken"
    assert _bash(rule, "rg -n load_env src/") != "broken"
    # off limits names that file: the other secret stores are not read-protected by it
    assert _bash("Never put tokens into files. secrets.env is off limits.", "export T=$(pass show ci/token)") != "broken"


# -- production named by a file ------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Keep your hands off production; staging is fine.",
    "Ne touche pas à la prod, la préprod ça va.",
    "Finger weg von Produktion, Staging ist ok.",
    "本番環境には触らないで。ステージングは大丈夫。",
])
def test_files_that_configure_production_are_production(rule: str) -> None:
    assert _edit(rule, "helm/values-production.yaml") == "broken"
    assert _edit(rule, "infra/prod/main.tf") == "broken"
    assert _bash(rule, "sed -i s/2/4/ helm/values-prod.yaml") == "broken"
    assert _edit(rule, "helm/values-staging.yaml") != "broken"
    assert _edit(rule, "src/products/catalog.py") != "broken"  # the letters, not the word
    assert _edit(rule, "helm/values-preprod.yaml") != "broken"


def test_production_parts_keep_their_files_free() -> None:
    assert not environment_itself("don't touch the prod database")
    assert environment_itself("don't touch prod")
    assert is_prod_file("a/prod-eu/x.yml") and not is_prod_file("a/product.yml")


@pytest.mark.parametrize("rule", [
    "Non toccare compose.prod.yml, è degli ops.",
    "Leave deploy/prod.env alone, ops owns it.",
])
def test_a_file_named_prod_is_that_file(rule: str) -> None:
    assert _bash(rule, "echo X=1 >> " + ("compose.prod.yml" if "compose" in rule else "deploy/prod.env")) == "broken"
    assert _bash(rule, "ssh prod-web-1 uptime") != "broken"  # the rule names a file, not production
    assert "prod" not in without_file_paths(rule).replace("ops", "")


def test_a_reply_naming_the_file_in_a_read_is_no_breach() -> None:
    rule = "Non toccare compose.prod.yml, è degli ops."
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    found = check_reply([anchor], "Da qui non lo vedo: `docker compose -f compose.prod.yml ps` sul server.",
                        user_message="Quanti container girano?")
    assert all(v.outcome != "broken" for v in found)


# -- credentials in a command line -----------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "never type credentials into a shell command, read them from the environment",
    "Pas de mot de passe en clair dans les commandes.",
    "Keine Passwörter direkt in Befehlen.",
    "Nunca pongas contraseñas en la línea de comandos.",
    "コマンドにパスワードを直接書かないで。",
])
def test_credentials_inline_break(rule: str) -> None:
    assert _bash(rule, 'mongosh "mongodb://ops:Zq8!wL3p@mongo-1:27017/app"') == "broken"
    assert _bash(rule, "curl 'https://api.example.org/v1/forecast?city=Oslo&appid=9c2e7f10ab34cd56ef78'") == "broken"
    assert _bash(rule, "curl 'https://api.example.org/v1/forecast?city=Oslo&client_secret=k29Xs81nQp'") == "broken"
    assert _bash(rule, 'mongosh "mongodb://ops:$MONGO_PW@mongo-1:27017/app"') != "broken"
    assert _bash(rule, 'psql "postgres://user:password@localhost/app"') != "broken"  # a stand-in
    assert _bash(rule, "curl \"https://api.example.org/v1/forecast?city=Oslo&appid=$OWM_KEY\"") != "broken"
    assert _bash(rule, "curl 'https://api.example.org/v1/forecast?city=Oslo&units=metric'") != "broken"


# -- a plain program swap reaches filters ---------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "use rg rather than grep",
    "Nimm rg statt grep.",
    "Usa rg y no grep.",
])
def test_plain_swap_refuses_a_filtering_grep(rule: str) -> None:
    assert _bash(rule, "kubectl get pods | grep Crash") == "broken"
    assert _bash(rule, "rg -n grep_pattern lib/") != "broken"


@pytest.mark.parametrize("rule", [
    "for searching the codebase use rg, not grep",
    "Pour chercher dans le code, utilise rg plutôt que grep.",
    "grep ではなく rg で検索してください",
])
def test_search_scoped_swap_leaves_filters(rule: str) -> None:
    assert _bash(rule, "kubectl get pods | grep Crash") != "broken"
    assert _bash(rule, "grep -rn parse_cfg lib/") == "broken"


# -- the URL form of git remotes -----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "git remotes over https only, never ssh",
    "Remotes git en HTTPS, pas en SSH.",
    "Git-Remotes bitte per HTTPS statt SSH.",
    "Los remotos de git por HTTPS, no por SSH.",
    "git のリモートは SSH ではなく HTTPS にしてください。",
])
def test_ssh_remote_forms_break(rule: str) -> None:
    assert banned_protocol(rule) == "ssh"
    assert _bash(rule, "git remote add upstream git@gitlab.example.com:core/api.git") == "broken"
    assert _bash(rule, "git clone git+ssh://git@git.example.com/tools/cli.git") == "broken"
    assert _bash(rule, "git remote set-url origin https://gitlab.example.com/core/api.git") != "broken"
    assert _bash(rule, "git remote -v") != "broken"
    assert _bash(rule, "ssh bastion-2 df -h") != "broken"  # a login is no remote's address
    assert _bash(rule, "git push origin feature/x") != "broken"


def test_https_refused_when_ssh_is_asked() -> None:
    rule = "Clone everything over SSH, not HTTPS."
    assert banned_protocol(rule) == "https"
    assert _bash(rule, "git clone https://git.example.com/tools/cli.git") == "broken"
    assert _bash(rule, "git clone git@git.example.com:tools/cli.git") != "broken"
    assert banned_protocol("never ssh into production") == ""


# -- a program the exception names alone --------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "pnpm here, never npm. Exception: npx is fine.",
    "Bei uns pnpm, kein npm. Ausnahme: npx geht.",
    "On prend pnpm, pas npm ; npx est autorisé.",
    "Usamos pnpm, nada de npm. Excepción: npx está bien.",
    "pnpm を使って、npm は使わないで。npx は OK。",
])
def test_the_allowed_program_is_no_breach(rule: str) -> None:
    assert _bash(rule, "npx degit user/template app") != "broken"
    assert _bash(rule, "npm install lodash") == "broken"
    assert _bash(rule, "npm run build && pnpm test") == "broken"


def test_a_program_banned_by_name_stays_banned() -> None:
    rule = "never npm or npx; npx is ok for nothing"
    assert _bash(rule, "npx degit user/template app") == "broken"
    assert json.dumps(propose_check(rule).check.to_dict())  # type: ignore[union-attr]
