"""Round 9 tool and code classes (issue 21): a write scope with folders kept out of it, one command ordered before
another, a program swapped for another (also said refused-first in Japanese and Korean, and in Dutch), secrets
kept out of files in several languages, network calls by git, a branch naming pattern to commit on, a construct
refused in one named language's code, YAML indentation of files written, and calls read without strings and
comments. Wordings are our own, in en/fr/de/es/ja, with harmless look-alikes."""
from __future__ import annotations

from typing import Any

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance import code_tokens, command_order, swap_order
from memlock_core.compliance.code_text import code_only
from memlock_core.compliance.evaluate import NOT_APPLICABLE, check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check


def _tool(rule: str, tool: str, args: dict[str, Any], user: str = "go ahead") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    found = check_tool_call([anchor], tool, args, user_message=user)
    return found[0].outcome if found else NOT_APPLICABLE


def _reply(rule: str, reply: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    found = check_reply([Anchor(id="a", text=rule, reminder=rule, check=proposal.check)], reply)
    return found[0].outcome if found else NOT_APPLICABLE


def _edit(path: str) -> tuple[str, dict[str, Any]]:
    return "Edit", {"file_path": path, "old_string": "a = 1", "new_string": "a = 2"}


# -- a write scope, and folders the rule then keeps out of it -------------------------------------------------------

SCOPES = ["only change files under lib/ — fixtures/ and generated/ are hands off",
          "solo modifica archivos dentro de lib/; nunca toques fixtures/ ni generated/",
          "Bearbeite nur Dateien unter lib/ – fixtures/ und generated/ niemals anfassen",
          "lib/ 以下のファイルだけ編集して。fixtures/ と generated/ は触らないで"]


@pytest.mark.parametrize("rule", SCOPES)
def test_scope_with_carve_outs(rule: str) -> None:
    assert _tool(rule, *_edit("lib/billing/tax.py")) == "obeyed"
    assert _tool(rule, *_edit("lib/fixtures_loader.py")) == "obeyed"  # a file named like the folder is not in it
    assert _tool(rule, *_edit("setup.cfg")) == "broken"  # outside the scope
    assert _tool(rule, *_edit("fixtures/users.json")) == "broken"
    assert _tool(rule, *_edit("lib/generated/schema.py")) == "broken"  # kept out even inside the scope


# -- one command before another ----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "always run helm diff before helm upgrade",
    "avant helm upgrade, lance toujours helm diff",
    "führe vor helm upgrade immer helm diff aus",
    "ejecuta siempre helm diff antes de helm upgrade",
    "helm upgrade の前に必ず helm diff を実行して",
])
def test_command_order(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "helm upgrade web ./chart"}) == "broken"
    assert _tool(rule, "Bash", {"command": "helm diff upgrade web ./chart && helm upgrade web ./chart"}) == "obeyed"
    assert _tool(rule, "Bash", {"command": "helm diff upgrade web ./chart"}) != "broken"  # the check alone
    assert _tool(rule, "Bash", {"command": "helm list -A"}) != "broken"


def test_command_order_keeps_the_rest_of_the_rule() -> None:
    rule = "always run terraform plan before terraform apply, and never -auto-approve"
    assert _tool(rule, "Bash", {"command": "terraform plan -out=tf.plan"}) != "broken"
    assert _tool(rule, "Bash", {"command": "terraform plan -out=tf.plan && terraform apply tf.plan"}) == "obeyed"
    assert _tool(rule, "Bash", {"command": "terraform plan && terraform apply -auto-approve"}) == "broken"


def test_order_reader() -> None:
    assert command_order.order_of("run a b before c d", ["a b", "c d"]) == ("c d", "a b")
    assert command_order.order_of("c d の前に a b", ["c d", "a b"]) == ("c d", "a b")
    assert command_order.order_of("run a b and c d", ["a b", "c d"]) is None


# -- one program swapped for another -----------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "search the repo using rg, never grep",
    "utilise rg plutôt que grep",
    "benutze rg statt grep",
    "usa rg en lugar de grep",
    "grep ではなく rg を使ってください",
])
def test_search_tool_swap(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "grep -rn 'load_user' app/"}) == "broken"
    assert _tool(rule, "Bash", {"command": "rg -n 'load_user|grep' app/"}) != "broken"
    # a filter is no search: not the rule's when it is scoped to searching; a plain swap refuses every grep (search_scope)
    scoped = rule.startswith("search")
    assert (_tool(rule, "Bash", {"command": "docker logs web | grep -i timeout"}) != "broken") == scoped


@pytest.mark.parametrize("rule", [
    "Gebruik steeds python3 -m pip en nooit kale pip",
    "immer python3 -m pip, nie nacktes pip",
    "toujours python3 -m pip, jamais pip tout seul",
    "siempre python3 -m pip, nunca pip a secas",
])
def test_module_run_swap(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "pip install rich"}) == "broken"
    assert _tool(rule, "Bash", {"command": "python3 -m pip install rich"}) != "broken"


def test_swap_rewrites_only_refused_first_shapes() -> None:
    assert swap_order.refused_first_as_use_not("npm ではなく pnpm を使う").startswith("use pnpm, not npm")
    assert swap_order.refused_first_as_use_not("use pnpm") == "use pnpm"
    assert swap_order.filters_its_input(("grep", "-c", "ERROR"))
    assert not swap_order.filters_its_input(("grep", "-n", "x", "src/a.py"))
    assert not swap_order.filters_its_input(("grep", "-rn", "x"))


def test_a_word_rule_on_a_program_stays() -> None:
    proposal = propose_check("never say 'grep' in answers, and never run grep")
    assert proposal is not None and proposal.check.reply is not None and proposal.check.reply.no_words


# -- secrets kept out of files -----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "don't ever put tokens into source files",
    "ne mets jamais de clés API dans un fichier",
    "schreib niemals API-Schlüssel in Dateien",
    "nunca escribas claves de API en archivos",
    "APIキーやトークンをファイルに書かないでください",
    "不要把密钥写进代码里",
])
def test_secret_content(rule: str) -> None:
    assert _tool(rule, "Write", {"file_path": "app/settings.py",
                                 "content": 'MAPS_API_KEY = "k9Qw2LxP7tRv4Z"\n'}) == "broken"
    assert _tool(rule, "Write", {"file_path": "app/settings.py",
                                 "content": 'MAPS_API_KEY = os.environ["MAPS_API_KEY"]\n'}) != "broken"


# -- network calls, git included -------------------------------------------------------------------------------

def test_git_remote_calls_are_network_calls() -> None:
    rule = "keine Netzwerkzugriffe (curl, wget, npm install) ohne Rückfrage"
    assert _tool(rule, "Bash", {"command": "git fetch origin"}, user="look at the log") == "broken"
    assert _tool(rule, "Bash", {"command": "git pull ../mirror main"}, user="look at the log") != "broken"
    assert _tool(rule, "Bash", {"command": "git log --oneline -5"}, user="look at the log") != "broken"
    # an allow-list of hosts says nothing of a remote whose host is not known here
    assert _tool("only talk to github.com", "Bash", {"command": "git fetch origin"}) != "broken"


# -- commits on a branch pattern ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "never commit to main; use topic/* branches",
    "ne committe jamais sur main ; utilise des branches topic/xxx",
    "nunca hagas commit en main, usa ramas topic/<nombre>",
])
def test_commit_branch_pattern(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "git switch hotfix-9 && git commit -m 'x'"}) == "broken"
    assert _tool(rule, "Bash", {"command": "git switch -c topic/login && git commit -m 'x'"}) != "broken"
    assert _tool(rule, "Bash", {"command": "git commit -m 'x'"}) != "broken"  # branch not known here


def test_commit_rule_that_allows_is_not_a_pattern_rule() -> None:
    rule = "never commit on main (feature branches are fine)"
    assert _tool(rule, "Bash", {"command": "git switch hotfix-9 && git commit -m 'x'"}) != "broken"


# -- a construct refused in one named language ------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "in Swift code never `try!`",
    "pas de `try!` en Swift",
    "kein `try!` in Swift",
    "nada de `try!` en Swift",
    "Swift では `try!` を使わないで",
])
def test_named_language_token(rule: str) -> None:
    assert code_tokens.parse(rule) == ["no_token:swift:try!"]
    assert _reply(rule, "```swift\nlet d = try! Data(contentsOf: url)\n```") == "broken"
    assert _reply(rule, "```swift\nlet d = try? Data(contentsOf: url) // not try! here\n```") == "obeyed"
    assert _reply(rule, "Avoid `try!`: it crashes, prefer `try?` with a default.") != "broken"
    assert _tool(rule, "Write", {"file_path": "App/Loader.swift", "content": "let d = try! load()\n"}) == "broken"
    assert _tool(rule, "Write", {"file_path": "App/Loader.swift", "content": "let s = \"try! is bad\"\n"}) != "broken"


def test_token_rule_is_not_a_prose_character_ban() -> None:
    proposal = propose_check("in Kotlin no `!!`, prefer ?. or ?:")
    assert proposal is not None and proposal.check.reply is not None
    assert "!" not in proposal.check.reply.no_chars
    assert _reply("in Kotlin no `!!`, prefer ?. or ?:", "Wow!! That works.") != "broken"


# -- YAML indentation of files written ---------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["YAML: indent with 2 spaces, no tabs", "fichiers YAML : indentation de 2 espaces",
                                  "YAML immer mit 2 Leerzeichen einrücken", "YAMLはスペース2つでインデント"])
def test_yaml_indent_in_files(rule: str) -> None:
    good = "jobs:\n  build:\n    runs-on: ubuntu-latest\n"
    assert _tool(rule, "Write", {"file_path": "ci.yml", "content": good}) == "obeyed"
    assert _tool(rule, "Write", {"file_path": "ci.yaml", "content": "jobs:\n    build:\n        x: 1\n"}) == "broken"
    assert _tool(rule, "Write", {"file_path": "ci.yml", "content": "jobs:\n\tbuild: 1\n"}) == "broken"
    # Python written under a YAML rule is not judged by it
    assert _tool(rule, "Write", {"file_path": "a.py", "content": "def f():\n    return 1\n"}) != "broken"


# -- calls read without strings and comments ---------------------------------------------------------------------

def test_calls_in_docstrings_and_comments_are_no_calls() -> None:
    rule = "no print() in Python, use logging"
    code = 'def f():\n    """Do not print() here."""\n    log.info("print(x) was here")  # print() removed\n'
    assert _tool(rule, "Write", {"file_path": "m.py", "content": code}) != "broken"
    assert _tool(rule, "Write", {"file_path": "m.py", "content": "def f():\n    print(1)\n"}) == "broken"


def test_code_only_keeps_lines() -> None:
    out = code_only('a = "x"  # c\nb = 2', "python")
    assert out.count("\n") == 1 and "c" not in out.split("\n")[0][6:] and "b = 2" in out


# -- one comment in the Latin script under a CJK comment-language rule ----------------------------------------------

@pytest.mark.parametrize("rule, native", [("コードのコメントは日本語で書いてください", "# 入力を検証する"),
                                          ("代码里的注释请写中文", "# 先检查输入")])
def test_a_latin_comment_among_cjk_comments(rule: str, native: str) -> None:
    mixed = (f"```python\ndef f(xs):\n    {native}\n    if not xs:\n        return 0\n"
             "    # then sum the rest quickly\n    return sum(xs)\n```")
    assert _reply(rule, mixed) == "broken"
    names_only = f"```python\ndef f(xs):\n    {native}\n    return sum(xs)  # sum(xs)\n```"
    assert _reply(rule, names_only) != "broken"


# -- an alias runs what it names ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["never rm -rf anything", "jamais de rm -rf", "niemals rm -rf", "nunca uses rm -rf",
                                  "rm -rf は絶対に使わないで"])
def test_alias_expands(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "alias wipe='rm -rf build' && wipe"}) == "broken"
    assert _tool(rule, "Bash", {"command": "alias ll='ls -la' && ll"}) != "broken"


# -- hooks skipped other than by --no-verify ---------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["don't bypass the git hooks, no --no-verify or anything like it",
                                  "ne contourne jamais les hooks git", "Git-Hooks niemals überspringen",
                                  "nunca te saltes los hooks de git", "git の hook を飛ばさないで（--no-verify 禁止）"])
def test_hooks_skipped_other_ways(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "HUSKY=0 git commit -m wip"}) == "broken"
    assert _tool(rule, "Bash", {"command": "git -c core.hooksPath=/dev/null push"}) == "broken"
    assert _tool(rule, "Bash", {"command": "git commit -m 'fix: typo'"}) != "broken"
    assert _tool(rule, "Bash", {"command": "HUSKY=1 git commit -m wip"}) != "broken"


# -- a library refused in code, installed by a tool call ----------------------------------------------------------

@pytest.mark.parametrize("rule", ["in Python code prefer httpx over requests", "im Python-Code httpx statt requests",
                                  "requests 말고 httpx 써 주세요", "en Python, httpx en lugar de requests",
                                  "Python では requests じゃなくて httpx を使って"])
def test_installing_a_refused_library(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "pip install requests"}) == "broken"
    assert _tool(rule, "Bash", {"command": "uv add requests"}) == "broken"
    assert _tool(rule, "Bash", {"command": "pip install httpx"}) != "broken"
    assert _tool(rule, "Bash", {"command": "pip install requests-toolbelt-docs"}) != "broken"


def test_no_install_rule_for_stdlib_or_dotted_names() -> None:
    from memlock_core.compliance.library_installs import install_rules
    assert install_rules(("no_module:os.path", "no_module:unittest")) == []


# -- commands "against" the production database ------------------------------------------------------------------

@pytest.mark.parametrize("rule", ["never run queries against the production database unless I ok it",
                                  "ne lance jamais de commandes contre la base de données de production sans me demander",
                                  "Niemals Befehle gegen die Produktionsdatenbank ausführen, ohne zu fragen",
                                  "nunca ejecutes comandos contra la base de datos de producción sin preguntarme"])
def test_commands_against_production_db(rule: str) -> None:
    assert _tool(rule, "Bash", {"command": "psql -h prod-db.internal -c 'select 1'"}, user="count users") == "broken"
    assert _tool(rule, "Bash", {"command": "psql -h localhost -c 'select 1'"}, user="count users") != "broken"


def test_a_secret_variable_expanded_into_a_file() -> None:
    rule = "never write secrets or API keys into files"
    assert _tool(rule, "Bash", {"command": 'echo "key=$STRIPE_SECRET_KEY" >> notes.txt'}) == "broken"
    assert _tool(rule, "Bash", {"command": 'echo "built at $BUILD_DATE" >> notes.txt'}) != "broken"
    assert _tool(rule, "Write", {"file_path": "compose.yml", "content": "env:\n  KEY: ${STRIPE_SECRET_KEY}\n"}) != "broken"


def test_a_single_quoted_variable_is_its_name() -> None:
    rule = "never write secrets or API keys into files"
    assert _tool(rule, "Bash", {"command": "echo 'key=$STRIPE_SECRET_KEY' >> notes.txt"}) != "broken"
    assert _tool(rule, "Bash", {"command": "echo \"it's $STRIPE_SECRET_KEY\" >> notes.txt"}) == "broken"


def test_against_something_else_is_no_database_reach() -> None:
    from memlock_core.compliance.tool_rule import parse_tool_rules
    plain = parse_tool_rules("never touch the production database.").rules
    aside = parse_tool_rules("never touch the production database, everything runs against the snapshot.").rules
    assert [r.intent for r in plain] == [r.intent for r in aside]


@pytest.mark.parametrize("rule", ["always python -m pip instead of pip", "immer pnpm statt npm", "toujours rg au lieu de grep",
                                  "siempre rg en vez de grep"])
def test_always_x_instead_of_y(rule: str) -> None:
    refused, wanted = {"pip": ("pip install x", "python -m pip install x"), "npm": ("npm install", "pnpm install"),
                       "grep": ("grep -rn x src/", "rg -n x src/")}[rule.split()[-1]]
    assert _tool(rule, "Bash", {"command": refused}) == "broken"
    assert _tool(rule, "Bash", {"command": wanted}) != "broken"
