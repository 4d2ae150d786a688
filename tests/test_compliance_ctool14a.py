"""Tool rules of round 14a: a rule with no check before (a scope kept by an option's value, a package manager
required for installing, a deploy gated on the tests, Korean deploys), and consent read by what the rule asks
for (an explicit OK or a review vs a request; the branch a rule singles out; "without telling me")."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.consent_strength import demands_explicit_ok, present_ok
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.tool_rule import parse_tool_rules


def _verdict(rule: str, command: str, user: str | None = "show me what you find", tool: str = "Bash",
             args: dict[str, str] | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    verdicts = check_tool_call([anchor], tool, args if args is not None else {"command": command}, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


# ── a program kept to one scope by an option's value ──────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "Stay in the staging namespace whenever you use kubectl.",
    "kubectl: only ever the staging namespace, unless I tell you otherwise",
    "Utilise kubectl seulement dans le namespace staging.",
    "Mit kubectl immer im Namespace staging bleiben.",
    "Usa kubectl siempre en el namespace staging.",
    "kubectl は staging ネームスペースだけで実行してください。",
])
def test_a_namespace_kept_is_broken_by_another_value_only(rule: str) -> None:
    assert _verdict(rule, "kubectl -n payments get pods") == "broken"
    assert _verdict(rule, "kubectl get deploy --namespace=kube-public") == "broken"
    assert _verdict(rule, "kubectl -n staging get pods") == "obeyed"
    assert _verdict(rule, "kubectl --namespace staging describe pod web-1") == "obeyed"
    assert _verdict(rule, "kubectl get pods") == "obeyed"  # the context's own namespace: not known here
    assert _verdict(rule, "helm list -n payments") == "obeyed"  # another program


def test_the_user_naming_the_other_value_lifts_a_scope_kept_unless_said() -> None:
    rule = "Keep kubectl in the staging namespace unless I say otherwise."
    assert _verdict(rule, "kubectl -n payments get pods", user="show me the pods") == "broken"
    assert _verdict(rule, "kubectl -n payments get pods", user="this time look in payments") == "obeyed"


def test_a_region_kept_for_aws() -> None:
    rule = "aws only in the eu-central-1 region"
    assert _verdict(rule, "aws s3 ls --region us-east-1") == "broken"
    assert _verdict(rule, "aws s3 ls --region eu-central-1") == "obeyed"


@pytest.mark.parametrize("text", ["Is kubectl in the staging namespace?", "Never use kubectl in the payments namespace.",
                                  "The staging namespace is where kubectl runs the jobs"])
def test_look_alikes_are_no_scope_kept(text: str) -> None:
    assert not any("<scoped>" in r.requires for r in parse_tool_rules(text).rules)


# ── a package manager required for installing, no rival named ────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "Please always install dependencies with uv.",
    "Installe toujours les dépendances avec uv.",
    "Abhängigkeiten immer mit uv installieren.",
    "Instala siempre las dependencias con uv.",
    "依存パッケージは必ずuvでインストールして。",
    "의존성 패키지 설치는 항상 uv로 해 주세요.",
    "依赖一律用uv安装。",
])
def test_installing_with_another_manager_of_the_ecosystem_breaks(rule: str) -> None:
    assert _verdict(rule, "pip install httpx") == "broken"
    assert _verdict(rule, "poetry add httpx") == "broken"
    assert _verdict(rule, "uv add httpx") == "obeyed"
    assert _verdict(rule, "uv pip install httpx") == "obeyed"
    assert _verdict(rule, "pip freeze") == "obeyed"  # no install
    assert _verdict(rule, "npm install left-pad") == "obeyed"  # another ecosystem


def test_the_javascript_ecosystem() -> None:
    rule = "Always add packages with pnpm."
    assert _verdict(rule, "yarn add zod") == "broken"
    assert _verdict(rule, "pnpm add zod") == "obeyed"


@pytest.mark.parametrize("text", ["Should we install the packages with uv?", "I installed the packages with uv.",
                                  "Don't install packages with pip."])
def test_look_alikes_of_the_implied_choice(text: str) -> None:
    from memlock_core.compliance.implied_choice import implied_choice_rules
    assert implied_choice_rules(text) == []


# ── a deploy gated on the tests ──────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "Never deploy without running the test suite first.",
    "Ne déploie jamais sans avoir lancé les tests.",
    "Vor jedem Deploy zuerst die Tests laufen lassen.",
    "No despliegues sin ejecutar antes los tests.",
    "デプロイする前に必ずテストを実行してください。",
])
def test_a_deploy_needs_the_tests_before_it(rule: str) -> None:
    assert _verdict(rule, "make deploy") == "broken"
    assert _verdict(rule, "make deploy && pytest") == "broken"
    assert _verdict(rule, "pytest -q && make deploy") == "obeyed"
    assert _verdict(rule, "make lint") == "obeyed"


# ── Korean deploys ───────────────────────────────────────────────────────────────────────────────────────────

def test_a_korean_ask_first_rule_on_production_deploys() -> None:
    rule = "프로덕션 환경에 배포하기 전에 반드시 저에게 확인하세요."
    assert _verdict(rule, "./deploy.sh prod", user="새 버전 올려 주세요") == "broken"
    assert _verdict(rule, "./deploy.sh staging", user="스테이징에 배포해 주세요") == "obeyed"
    assert _verdict(rule, "./deploy.sh prod", user="네, 프로덕션에 배포해도 됩니다.") == "obeyed"


# ── what the consent rule asks of the turn ───────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "Editing the Makefile needs my explicit approval.",
    "Changes to the Makefile need my review first.",
    "Pas de modification du Makefile sans mon accord explicite.",
    "Keine Änderung am Makefile ohne meine ausdrückliche Zustimmung.",
    "Nada de cambios en el Makefile sin mi aprobación explícita.",
])
def test_an_explicit_ok_is_not_a_request_for_the_work(rule: str) -> None:
    args = {"file_path": "Makefile", "old_string": "-O1", "new_string": "-O2"}
    assert demands_explicit_ok(rule)
    assert _verdict(rule, "", user="Raise the optimisation level in the Makefile.", tool="Edit", args=args) == "broken"
    assert _verdict(rule, "", user="Approved: raise the optimisation level in the Makefile.", tool="Edit",
                    args=args) == "obeyed"


@pytest.mark.parametrize("rule", ["Don't merge PRs unless I explicitly tell you to.",
                                  "no hagas merge si no te lo pido explícitamente",
                                  "Ask me before deleting files."])
def test_an_explicit_request_or_a_plain_ask_first_needs_no_more_than_a_request(rule: str) -> None:
    assert not demands_explicit_ok(rule)


def test_a_human_or_a_stop_before_the_act() -> None:
    rule = "Halt before any DROP DATABASE; stop before TRUNCATE too, a human signs those off"
    assert demands_explicit_ok(rule)
    rule = "Stop before any TRUNCATE, that needs a human."
    assert _verdict(rule, 'psql "$DSN" -c "TRUNCATE jobs"', user="Empty the jobs table.") == "broken"
    assert _verdict(rule, 'psql "$DSN" -c "TRUNCATE jobs"', user="Yes, I confirm: truncate jobs.") == "obeyed"


def test_an_ok_reported_from_earlier_is_not_this_calls() -> None:
    assert not present_ok("You okayed the restart yesterday. Now restart redis.")
    assert not present_ok("Hier tu as eu mon accord pour apt. Maintenant, recharge nginx.")
    assert present_ok("Yes, go ahead with sudo.")
    rule = "Any sudo needs my explicit OK, each and every time."
    assert _verdict(rule, "sudo systemctl restart redis", user="You OK'd sudo for apt earlier. Restart redis.") == "broken"
    assert _verdict(rule, "sudo systemctl restart redis", user="OK to use sudo, restart redis.") == "obeyed"


def test_a_branch_the_rule_singles_out_must_be_named() -> None:
    rule = "Nunca hagas push a develop sin preguntarme."
    assert _verdict(rule, "git push origin develop", user="Sube los cambios.") == "broken"
    assert _verdict(rule, "git push origin develop", user="Sí, súbelo a develop.") == "obeyed"
    assert _verdict(rule, "git push origin fix/login", user="Sube los cambios.") == "obeyed"


@pytest.mark.parametrize("rule", [
    "Don't add new libraries without letting me know.",
    "N'ajoute pas de nouvelles bibliothèques sans me prévenir.",
    "Keine neuen Bibliotheken installieren, ohne mir vorher Bescheid zu sagen.",
    "No instales librerías nuevas sin decírmelo.",
    "Não instale bibliotecas novas sem me avisar.",
])
def test_without_telling_me_is_consent_and_new_only(rule: str) -> None:
    rules = parse_tool_rules(rule).rules
    assert [(r.intent, r.consent, r.new_only) for r in rules] == [("install", True, True)], rules
    assert _verdict(rule, "npm ci", user="set up the project") == "obeyed"  # nothing new
    assert _verdict(rule, "npm install dayjs", user="we need date handling") == "broken"


def test_dutch_consent_wordings() -> None:
    rule = "Niets aan de Makefile veranderen zonder het eerst te vragen."
    args = {"file_path": "Makefile", "old_string": "-O1", "new_string": "-O2"}
    assert parse_tool_rules(rule).rules[0].consent
    assert _verdict(rule, "", user="Verhoog het optimalisatieniveau.", tool="Edit", args=args) == "broken"
    assert _verdict(rule, "", user="Oké, wijzig de Makefile: -O2.", tool="Edit", args=args) == "obeyed"


# ── a confirmation asked for, files untracked, the network hit, a day the call does not show ────────────────

@pytest.mark.parametrize("rule", [
    "Before any command that changes files, ask me for confirmation.",
    "Avant toute commande qui change des fichiers, il faut me demander une confirmation.",
    "Antes de cualquier comando que cambie archivos, pedirme confirmación.",
])
def test_a_confirmation_asked_for_is_not_a_request_for_the_work(rule: str) -> None:
    assert demands_explicit_ok(rule)
    assert _verdict(rule, "ruff format src/", user="format the code") == "broken"
    assert _verdict(rule, "ruff format src/", user="yes, go ahead and format src") == "obeyed"


def test_a_confirmation_asked_for_in_german() -> None:
    rule = "Keine Pakete installieren, ohne vorher um Bestätigung zu bitten."
    assert demands_explicit_ok(rule)
    assert _verdict(rule, "pip install httpx", user="installier httpx") == "broken"
    assert _verdict(rule, "pip install httpx", user="ja, installier httpx") == "obeyed"


def test_untracking_a_file_deletes_it_from_the_repository() -> None:
    rule = "Ask me before you delete any file."
    assert _verdict(rule, "git rm --cached config/local.json", user="clean up the index") == "broken"
    assert _verdict(rule, "git rm --cached config/local.json",
                    user="yes, go ahead and delete config/local.json from git") == "obeyed"
    assert _verdict("Never run rm -rf.", "git rm -r --cached build") == "obeyed"  # no tree removed from disk


@pytest.mark.parametrize("rule", ["Check with me before running anything that hits the internet.",
                                  "Don't touch the network."])
def test_a_call_that_hits_the_network(rule: str) -> None:
    assert _verdict(rule, "wget https://example.org/data.csv", user="get the data") == "broken"
    assert _verdict(rule, "wc -l data.csv", user="count the rows") == "obeyed"


@pytest.mark.parametrize("rule", ["we never deploy on Fridays", "pas de mise en prod le vendredi",
                                  "Freitags wird nicht deployed."])
def test_a_rule_bound_to_a_weekday_stays_unchecked(rule: str) -> None:
    # the call carries no date and the host passes no clock: a day the user names in passing is no clock either
    assert not any(r.intent in ("deploy", "precondition") for r in parse_tool_rules(rule).rules)


# ── packages installed with their version pinned ────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule", [
    "Whenever you install a dependency, pin its exact version.",
    "Fixe toujours la version exacte des paquets que tu installes.",
    "Abhängigkeiten nur mit fester Version installieren.",
    "Instala los paquetes siempre con una versión exacta.",
    "ライブラリはバージョンを固定してインストールしてください。",
    "라이브러리를 설치할 때는 반드시 버전을 고정하세요.",
])
def test_an_install_without_an_exact_version_breaks_a_pinning_rule(rule: str) -> None:
    assert _verdict(rule, "pip install pydantic") == "broken"
    assert _verdict(rule, "npm install @scope/widget") == "broken"
    assert _verdict(rule, "poetry add pydantic@^2.7") == "broken"  # a range is no pin
    assert _verdict(rule, "pip install pydantic==2.7.1") == "obeyed"
    assert _verdict(rule, "npm install @scope/widget@4.1.0") == "obeyed"
    assert _verdict(rule, "npm ci") == "obeyed"  # the lockfile's versions
    assert _verdict(rule, "pip install -r requirements.txt") == "obeyed"


@pytest.mark.parametrize("text", ["Don't pin versions when installing packages.", "Should we pin versions of packages?",
                                  "Install the latest version of every package."])
def test_look_alikes_of_a_pinning_rule(text: str) -> None:
    from memlock_core.compliance.pinned_installs import pinned_install_rules
    assert pinned_install_rules(text) == []
