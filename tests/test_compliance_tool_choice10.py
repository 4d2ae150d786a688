"""Tool rules read by their shape in any language: an exclusive choice of tool ("only X, not Y/Z"), an order of one
program's subcommands with a banned option, a pytest selection expression that leaves the banned part out, and keeping
off a secrets file (reading included). Rule wordings are our own (en/fr/de/es/ja and others), with harmless
look-alikes that must not be flagged."""
from __future__ import annotations

import pytest

from memlock_core.compliance.test_selection import excludes
from memlock_core.compliance.tool_choice import exclusive_choice
from memlock_core.compliance.tool_rule import parse_tool_rules
from tests.compliance_judge import judge_call


def _run(rule: str, command: str, tool: str = "Bash") -> str:
    return judge_call(rule, tool, {"command": command})


def _read(rule: str, path: str, tool: str = "Read") -> str:
    return judge_call(rule, tool, {"file_path": path})


# --- an exclusive choice of tool
CHOICE_PY = ["Stick to uv only; no pip/pip3, ever.",
             "Install Python deps with uv exclusively — pip and pip3 are off-limits.",
             "Pour les paquets Python, pas de pip ni pip3 : uniquement uv.",
             "N'utilise que uv, jamais pip/pip3.",
             "Ausschließlich uv benutzen, niemals pip oder pip3.",
             "Solo uv, nunca pip/pip3 directamente.",
             "uv だけ使って、pip/pip3 は禁止。",
             "Usa soltanto uv, mai pip/pip3."]


@pytest.mark.parametrize("rule", CHOICE_PY)
@pytest.mark.parametrize("command,expected", [
    ("pip install httpx", "broken"),
    ("pip3 install -U black", "broken"),
    ("python3 -m pip install -r requirements.txt", "broken"),
    ("uv sync && pip install rich", "broken"),
    ("uv pip install httpx", "obeyed"),        # pip's interface run by uv
    ("uv add httpx", "obeyed"),
    ("uv run pytest -q", "obeyed"),
    ("grep -rn pip requirements.txt", "obeyed"),  # the word pip, no pip run
    ("cat pyproject.toml", "obeyed"),
])
def test_exclusive_python_tool(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


@pytest.mark.parametrize("rule", ["pnpm only — no npm, no yarn.",
                                  "Only pnpm here. npm, yarn: no.",
                                  "Kein npm! Kein yarn! Wir nehmen nur pnpm.",
                                  "npm/yarn 禁止、pnpm を使うこと。",
                                  "Nur pnpm verwenden, kein npm/yarn.",
                                  "Seulement pnpm, pas npm ni yarn.",
                                  "Únicamente pnpm; nada de npm o yarn.",
                                  "パッケージ操作は pnpm のみ。npm/yarn は使わないで。"])
@pytest.mark.parametrize("command,expected", [
    ("npm install lodash", "broken"),
    ("yarn add -D vitest", "broken"),
    ("npx prisma migrate dev", "broken"),     # npx is npm's runner
    ("pnpm add lodash", "obeyed"),
    ("pnpm dlx prisma generate", "obeyed"),
    ("node scripts/build.js", "obeyed"),
])
def test_exclusive_node_tool(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


def test_choice_shapes() -> None:
    choice = exclusive_choice("Bitte ausschließlich podman, kein docker.")
    assert choice is not None and choice.refused == ("docker",) and choice.wanted == ("podman",)
    choice = exclusive_choice("always rg, never grep/egrep")
    assert choice is not None and set(choice.refused) == {"grep", "egrep"}
    # a subcommand refused is no choice of tool; a sentence naming no wanted tool is none either
    assert exclusive_choice("use np, never npm publish") is None
    assert exclusive_choice("never pip install globally") is None
    # an interpreter is never the wanted tool ("for Python packages use uv"): python -m pip stays pip
    choice = exclusive_choice("For Python packages use uv, not pip")
    assert choice is not None and choice.wanted == ("uv",)
    # a branch name is no program
    assert exclusive_choice("never push to main; use git switch") is None


# --- an order of one program's subcommands, and a banned option
ORDER = ["with terraform, always plan before apply, and never -auto-approve",
         "Avec terraform : toujours plan avant apply, jamais -auto-approve.",
         "Bei terraform immer plan vor apply, niemals -auto-approve.",
         "Con terraform siempre plan antes de apply, nunca -auto-approve.",
         "terraform では apply の前に必ず plan して。-auto-approve は禁止。",
         "With terraform: plan first, then apply. Never -auto-approve.",
         "Bei terraform erst plan, dann apply; niemals -auto-approve.",
         "terraformは必ずplanしてからapplyすること。-auto-approveは禁止。"]


@pytest.mark.parametrize("rule", ORDER)
@pytest.mark.parametrize("command,expected", [
    ("terraform apply -auto-approve", "broken"),
    ("terraform init && terraform apply", "broken"),             # no plan before the apply
    ("terraform destroy -auto-approve -target=module.db", "broken"),  # the option on another subcommand
    ("terraform plan -out tfplan && terraform apply tfplan", "obeyed"),
    ("terraform apply tfplan", "obeyed"),                        # applies the saved plan: planned first
    ("terraform plan", "obeyed"),
    ("terraform fmt -recursive", "obeyed"),
    ("terraform validate", "obeyed"),
])
def test_order_and_banned_option(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


def test_then_without_first_is_no_order() -> None:
    # "commit then push" says what comes next, not a precondition on every push
    assert not any(r.intent == "precondition" for r in parse_tool_rules("git: commit, then push").rules)


def test_order_needs_a_program_named_first() -> None:
    # "ask me before deleting anything (rm, git clean)": a pronoun and a gerund, no git subcommands
    rules = parse_tool_rules("Ask me before deleting anything (rm, git clean, DROP TABLE...).").rules
    assert not any(r.intent == "precondition" for r in rules)


# --- pytest selection expressions
@pytest.mark.parametrize("argv,excluded", [
    (("pytest", "-m", "not integration"), True),
    (("pytest", "-m", "unit and not integration"), True),
    (("pytest", "-m", "not (integration or e2e)"), True),
    (("pytest", "-m", "unit"), True),
    (("pytest", "-k", "not integration"), True),
    (("pytest", "--ignore=tests/integration"), True),
    (("pytest", "-m", "integration"), False),
    (("pytest", "-m", "integration or slow"), False),
    (("pytest", "-m", "not slow"), False),
    (("pytest", "-k", "checkout"), False),   # a name may hold both words
    (("pytest", "-m", "not (integration"), False),  # unreadable: not taken as excluding
    (("jest", "-t", "not integration"), False),
])
def test_selection_expression(argv: tuple[str, ...], excluded: bool) -> None:
    assert excludes(argv, ("integr*",)) is excluded


@pytest.mark.parametrize("rule", ["don't run the integration tests, they hit the real API",
                                  "Ne lance jamais les tests d'intégration.",
                                  "Führe keine Integrationstests aus.",
                                  "No ejecutes los tests de integración."])
@pytest.mark.parametrize("command,expected", [
    ("pytest -m integration", "broken"),
    ("pytest -m 'not integration'", "obeyed"),
    ("pytest -m 'not slow and not integration' -q", "obeyed"),
    ("pytest --ignore=tests/integration", "obeyed"),
    ("pytest tests/unit", "obeyed"),
])
def test_selection_under_rules(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


# --- keeping off a secrets file reaches reading it
@pytest.mark.parametrize("rule", ["Hands off .env and every .env.* file. The .env.example template may be read.",
                                  "Ne touche pas au fichier .env.",
                                  "Fass die .env niemals an.",
                                  "No toques el .env nunca.",
                                  ".env には触らないで。"])
def test_touch_secret_file_reaches_reading(rule: str) -> None:
    assert _read(rule, "/srv/app/.env") == "broken"
    assert _read(rule, "/srv/app/.env.example") == "obeyed"
    assert _read(rule, "/srv/app/src/settings.py") == "obeyed"
    assert _run(rule, "grep -rn load_dotenv src/") == "obeyed"


@pytest.mark.parametrize("rule", ["Leave .env alone, reading it is fine.",
                                  "Ne touche pas au .env ; le lire, ça va."])
def test_general_read_grant_kept(rule: str) -> None:
    assert _read(rule, "/srv/app/.env") == "obeyed"


@pytest.mark.parametrize("rule", ["don't touch migrations/", "Ne touche pas au dossier migrations/.",
                                  "Fass .github/workflows nicht an."])
def test_touch_ordinary_folder_allows_reading(rule: str) -> None:
    path = "migrations/0003_add_index.py" if "migrations" in rule else ".github/workflows/ci.yml"
    assert _read(rule, path) == "obeyed"


# --- "ask before <program>; read-only ones (a, b) are fine": the listed subcommands are the exception
@pytest.mark.parametrize("rule", ["Ask me before running docker commands. Read-only ones (ps, logs) are fine.",
                                  "Never run docker without asking me, except read-only commands (ps, logs, inspect)."])
@pytest.mark.parametrize("command,expected", [
    ("docker restart api", "broken"),
    ("docker compose up -d db", "broken"),
    ("docker ps --format '{{.Names}}'", "obeyed"),
    ("docker logs --tail 50 api", "obeyed"),
    ("ls -la", "obeyed"),
])
def test_listed_read_only_subcommands(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


def test_negation_before_run_verb_reaches_program() -> None:
    assert _run("Never run kubectl without asking first.", "kubectl delete pod web-1") == "broken"
    assert _run("Never run kubectl without asking first.", "kubectl get pods") == "broken"
    assert _run("Never run kubectl without asking first.", "helm list") == "obeyed"


# --- "<program> commands" named by the noun for commands, in each language
@pytest.mark.parametrize("rule", ["Frag mich, bevor du docker-Befehle ausführst. Nur lesende (ps, logs) sind ok.",
                                  "Demande-moi avant de lancer des commandes docker (ps et logs sont ok).",
                                  "Pregúntame antes de ejecutar comandos de docker (ps y logs están bien).",
                                  "Ask me before running docker commands; ps and logs are fine."])
@pytest.mark.parametrize("command,expected", [
    ("docker restart api", "broken"),
    ("docker ps", "obeyed"),
    ("docker logs api", "obeyed"),
    ("git status", "obeyed"),
])
def test_program_commands_noun(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


def test_prose_exception_is_no_subcommand_list() -> None:
    assert _run("never run docker, except when I say so", "docker ps") == "broken"
    assert _run("Don't run git add . (git add -p is OK)", "git add src/app.py") == "obeyed"


@pytest.mark.parametrize("rule", ["docker コマンドを実行する前に必ず確認して。ps と logs は大丈夫。",
                                  "docker 명령어를 실행하기 전에 반드시 물어봐 주세요. 읽기 전용(ps, logs)은 괜찮아요.",
                                  "执行 docker 命令之前先问我（ps, logs 可以）。"])
@pytest.mark.parametrize("command,expected", [
    ("docker restart api", "broken"),
    ("docker compose up -d", "broken"),
    ("docker ps", "obeyed"),
    ("ls", "obeyed"),
])
def test_ask_first_cjk(rule: str, command: str, expected: str) -> None:
    assert _run(rule, command) == expected


# --- every call that changes something, named as a class
@pytest.mark.parametrize("rule", ["Ask me before running any command that changes something.",
                                  "Avant chaque commande qui modifie quelque chose, demandez-moi confirmation.",
                                  "Frag mich vor jedem Befehl, der etwas verändert.",
                                  "Pregúntame antes de cualquier comando que modifique algo."])
@pytest.mark.parametrize("tool,arg,expected", [
    ("Bash", "black src/ tests/", "broken"),
    ("Bash", "npm ci", "broken"),
    ("Bash", "rm build.log", "broken"),
    ("Bash", "git commit -m 'wip'", "broken"),
    ("Edit", "src/app.py", "broken"),
    ("Bash", "black --check --diff src/", "obeyed"),   # reports only
    ("Bash", "git status --short", "obeyed"),
    ("Bash", "ls -la && cat README.md", "obeyed"),
    ("Read", "src/app.py", "obeyed"),
])
def test_any_changing_call(rule: str, tool: str, arg: str, expected: str) -> None:
    args = {"command": arg} if tool == "Bash" else {"file_path": arg, "old_string": "a", "new_string": "b"}
    assert judge_call(rule, tool, args) == expected


def test_any_change_agreed_to() -> None:
    rule = "Avant chaque commande qui modifie quelque chose, demandez-moi confirmation."
    assert judge_call(rule, "Bash", {"command": "black src/ tests/"}, "oui, vas-y, lance black") == "obeyed"
    assert judge_call(rule, "Bash", {"command": "black src/ tests/"}) == "broken"


@pytest.mark.parametrize("rule", ["結合テスト（pytest -m integration）は実行しないで。",
                                  "No corras los tests de integración (pytest -m integration).",
                                  "Lance pas les tests lents (pytest -m slow).",
                                  "Keine langsamen Tests ausführen (pytest -m slow)."])
def test_rule_names_its_selector(rule: str) -> None:
    marker = "slow" if "slow" in rule else "integration"
    assert _run(rule, f"pytest -m {marker}") == "broken"
    assert _run(rule, f"pytest -m 'not {marker}'") == "obeyed"
    assert _run(rule, "pytest tests/unit -q") == "obeyed"
