"""Acts a tool rule names by their effect (publish, deploy, merge, message, rebase, open permissions),
rules read from their topic or a read-only statement, and approvals checked against the call's objects."""
from __future__ import annotations

import pytest

from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.tool_rule import parse_tool_rules
from tests.compliance_judge import judge_call, tool_pin


def _judge(rule: str, command: str, user: str | None = None, tool: str = "Bash") -> str:
    return judge_call(rule, tool, {"command": command}, user)


@pytest.mark.parametrize("text, intent, consent", [
    ("Never release a package to crates.io or npm.", "publish", False),
    ("Please don't publish our packages to the registry.", "publish", False),
    ("Ne publie jamais de paquet sur npm.", "publish", False),
    ("Never deploy to the cluster without asking me.", "deploy", True),
    ("Nunca hagas un despliegue sin preguntarme.", "deploy", True),
    ("本番へのデプロイは確認してから", "deploy", True),
    ("Don't merge pull requests without my OK.", "merge", True),
    ("Never send emails to customers without asking me first.", "message", True),
    ("Poste nichts im Slack-Kanal ohne mich vorher zu fragen.", "message", True),
    ("Don't rebase main or release branches.", "rebase", False),
    ("Nothing should ever be world-writable.", "open_permissions", False),
    ("Ask me before using sudo.", "privilege", True),
])
def test_acts_parse_in_many_wordings(text: str, intent: str, consent: bool) -> None:
    rules = parse_tool_rules(text).rules
    assert [(r.intent, r.consent) for r in rules][:1] == [(intent, consent)], rules


@pytest.mark.parametrize("command, expected", [
    ("pnpm publish --no-git-checks", "broken"),
    ("cd pkg && yarn npm publish", "broken"),
    ("python3 -m twine upload --repository internal dist/*.whl", "broken"),
    ("uv publish", "broken"),
    ("pnpm publish --dry-run", "obeyed"),
    ("npm pack && tar tf *.tgz", "obeyed"),
    ("grep -rn 'npm publish' .github/", "obeyed"),
])
def test_publishing_is_read_by_what_the_program_does(command: str, expected: str) -> None:
    assert _judge("We never publish anything to npm or PyPI from here.", command) == expected


@pytest.mark.parametrize("command, expected", [
    ("./ops/deploy-web.sh --target live", "broken"),
    ("npm run deploy:prod", "broken"),
    ("firebase deploy --only hosting", "broken"),
    ("kubectl -n shop set image deployment/web web=img:7", "broken"),
    ("helm upgrade web ./chart -n shop", "broken"),
    ("kubectl -n shop get deployment web -o yaml", "obeyed"),
    ("helm template web ./chart", "obeyed"),
    ("cat docs/deploy.md", "obeyed"),
])
def test_deploys_are_recognised_across_tools(command: str, expected: str) -> None:
    assert _judge("never deploy anything", command) == expected


@pytest.mark.parametrize("text", ["Never deploy on Fridays.", "No merges of PRs during the code freeze.",
                                  "Pas de déploiement le vendredi.", "金曜日はデプロイしないで"])
def test_an_act_forbidden_only_at_some_time_stays_unchecked(text: str) -> None:
    assert parse_tool_rules(text).rules == []


def test_a_rebase_is_judged_on_the_branch_it_rewrites() -> None:
    rule = "Never rebase shared branches like main or develop; rebasing your own feature branches is fine."
    assert _judge(rule, "git switch develop && git rebase -i HEAD~4") == "broken"
    assert _judge(rule, "git rebase origin/main topic/search") == "obeyed"
    assert _judge(rule, "git rebase --onto main old-base develop") == "broken"
    assert _judge(rule, "git pull --rebase origin main") == "obeyed"  # the current branch, not known here


def test_a_rebase_rule_names_the_same_branches_as_a_push_rule() -> None:
    """One branch vocabulary for every git rule: production, stable and dev branches count too."""
    rule = "Never rebase the production or stable branches."
    assert _judge(rule, "git rebase main production") == "broken"
    assert _judge(rule, "git rebase main topic/search") == "obeyed"


@pytest.mark.parametrize("command, expected", [
    ("chmod 0777 uploads", "broken"), ("chmod -R o+w public/", "broken"), ("chmod 750 bin/run", "obeyed"),
    ("chmod u+x bin/run", "obeyed"), ("find / -perm -o+w -type d", "obeyed"),
])
def test_world_writable_permissions(command: str, expected: str) -> None:
    assert _judge("never make anything chmod 777", command) == expected


def test_a_program_named_as_the_topic_scopes_the_forbidden_words() -> None:
    rule = "pulumi: preview is fine, never up or destroy"
    assert _judge(rule, "pulumi up --yes --stack prod") == "broken"
    assert _judge(rule, "pulumi --cwd infra destroy") == "broken"
    assert _judge(rule, "pulumi preview --stack prod") == "obeyed"


def test_read_only_paths_forbid_writes_not_reads() -> None:
    anchor = tool_pin("generated/ and proto/ are read-only, treat them that way")
    edit = check_tool_call([anchor], "Edit", {"file_path": "proto/user.proto", "old_string": "a", "new_string": "b"})
    read = check_tool_call([anchor], "Read", {"file_path": "proto/user.proto"})
    assert edit[0].outcome == "broken" and read[0].outcome == "obeyed"


@pytest.mark.parametrize("user, command, expected", [
    ("go ahead and install httpx", "pip install httpx", "obeyed"),
    ("go ahead and install httpx", "pip install httpx rich", "broken"),  # rich was not asked for
    ("yes, remove the tmp folder", "rm -r tmp/", "obeyed"),
    ("yes, remove the tmp folder", "rm -r tmp/ logs/", "broken"),
    ("tidy the imports in app/main.py", "rm app/legacy.py", "broken"),  # a file other than the one named
])
def test_an_approval_covers_what_it_names_and_no_more(user: str, command: str, expected: str) -> None:
    rule = ("Don't install packages unless I say so." if "install" in command
            else "Ask before deleting files.")
    assert _judge(rule, command, user) == expected


@pytest.mark.parametrize("user, command, expected", [
    ("deploy it to staging please", "helm upgrade api ./chart -n staging", "obeyed"),
    ("deploy it to staging please", "helm upgrade api ./chart -n production", "broken"),
    ("merge PR 1207", "gh pr merge 1207 --squash", "obeyed"),
    ("merge PR 1207", "gh pr merge 1208 --squash", "broken"),
    ("can you get the build ready for tomorrow's deploy?", "fly deploy", "broken"),
])
def test_an_approval_names_the_environment_and_the_number(user: str, command: str, expected: str) -> None:
    rule = "Don't deploy or merge PRs unless I explicitly tell you to."
    assert _judge(rule, command, user) == expected


def test_a_force_push_needs_the_force_asked_for() -> None:
    rule = "no force-push without asking me first"
    assert _judge(rule, "git push --force origin topic/x", "push my branch") == "broken"
    assert _judge(rule, "git push --force origin topic/x", "ok, force-push my branch") == "obeyed"


def test_messages_are_sent_by_mailers_scripts_and_webhooks() -> None:
    rule = "Ask me before sending any email or Slack message."
    assert _judge(rule, "echo hi | mailx -s test ops@example.org") == "broken"
    assert _judge(rule, "node tools/slack_notify.js 'build green'") == "broken"
    assert _judge(rule, "echo hi | mailx -s test ops@example.org", "send the test mail to ops") == "obeyed"
    assert _judge(rule, "cat templates/email.html") == "obeyed"


def test_a_rule_that_opens_with_its_scope_forbids_what_lies_outside() -> None:
    anchor = tool_pin("Only touch files in app/. Migrations, fixtures, CI config: leave them.")
    inside = check_tool_call([anchor], "Write", {"file_path": "app/models/user.py", "content": "x"})
    outside = check_tool_call([anchor], "Write", {"file_path": "fixtures/users.json", "content": "[]"})
    assert inside[0].outcome == "obeyed" and outside[0].outcome == "broken"
    hosts = tool_pin("Only download from pypi.org or files.pythonhosted.org, nothing else")
    ok = check_tool_call([hosts], "WebFetch", {"url": "https://pypi.org/simple/httpx/"})
    bad = check_tool_call([hosts], "WebFetch", {"url": "https://example.net/pkg.tar.gz"})
    assert ok[0].outcome == "obeyed" and bad[0].outcome == "broken"


def test_a_home_path_is_the_users_home_not_a_file_of_the_same_name() -> None:
    dotfiles = tool_pin("never edit my ~/.bashrc or ~/.npmrc")
    project = check_tool_call([dotfiles], "Write", {"file_path": "templates/devbox/.bashrc", "content": "x"})
    home = check_tool_call([dotfiles], "Write", {"file_path": "/home/lee/.bashrc", "content": "x"})
    assert project[0].outcome == "obeyed" and home[0].outcome == "broken"
    repo = tool_pin("never write outside the project (~/work/api)")
    assert check_tool_call([repo], "Write", {"file_path": "/Users/lee/work/api/app.py", "content": "x"})[0].outcome == "obeyed"
    assert check_tool_call([repo], "Write", {"file_path": "/Users/lee/notes.txt", "content": "x"})[0].outcome == "broken"


def test_a_command_forbidden_on_a_cluster_holds_only_there() -> None:
    rule = "Kein helm uninstall im Live-Cluster (Kontext live-us)!"
    assert _judge(rule, "helm --kube-context live-us uninstall web") == "broken"
    assert _judge(rule, "kubectl config use-context live-us && helm uninstall web") == "broken"
    assert _judge(rule, "helm --kube-context dev-us uninstall web") == "obeyed"
    assert _judge(rule, "helm --kube-context live-us list") == "obeyed"


def test_rewriting_history_on_shared_branches_is_a_rebase_or_a_force_push_there() -> None:
    rule = "Never rewrite history on shared branches (main, release/*); your own topic branches are fine."
    assert _judge(rule, "git push --force origin main") == "broken"
    assert _judge(rule, "git checkout main && git rebase -i HEAD~2") == "broken"
    assert _judge(rule, "git push --force origin topic/cache") == "obeyed"


@pytest.mark.parametrize("rule, command, expected", [
    ("Use pnpm for everything in this repo, never npm or yarn.", "yarn test", "broken"),
    ("Use pnpm for everything in this repo, never npm or yarn.", "pnpm test", "obeyed"),
    ("Never run npm publish or yarn publish.", "yarn publish --access public", "broken"),
])
def test_programs_listed_after_a_negation_are_all_forbidden(rule: str, command: str, expected: str) -> None:
    """"never npm or yarn": the second program of the list is as forbidden as the first."""
    assert _judge(rule, command) == expected


def test_a_rule_with_examples_keeps_its_plain_verb() -> None:
    """"Ask me before deleting anything (rm, git clean, DROP TABLE...)": the examples do not narrow "anything"."""
    rule = "Ask me before deleting anything (rm, git clean, DROP TABLE...)."
    assert _judge(rule, "rm -rf build/ dist/", user="build the release") == "broken"
    assert _judge(rule, "rm -rf build/ dist/", user="yes, go ahead and delete build/ and dist/") == "obeyed"


@pytest.mark.parametrize("user", ["clean the build folder", "get rid of the build output", "reset node modules"])
def test_a_task_in_vague_words_is_not_the_approval_a_consent_rule_asks_for(user: str) -> None:
    """Asking to "clean" leaves the how to the assistant: a consent rule still wants it to ask before deleting."""
    assert _judge("Don't run rm -rf without asking me first.", "rm -rf build/", user=user) == "broken"
    assert _judge("Don't run rm -rf without asking me first.", "rm -rf build/", user="yes, delete build/") == "obeyed"


@pytest.mark.parametrize("rule", ["Never commit or push directly to main.",
                                  "Niemals direkt auf main committen oder pushen — immer über einen Feature-Branch."])
def test_commit_or_push_forbids_both_verbs_on_the_branch(rule: str) -> None:
    assert _judge(rule, 'git checkout main && git commit -am "Fix typo"') == "broken"
    assert _judge(rule, "git push origin main") == "broken"
    assert _judge(rule, 'git checkout -b fix/typo && git commit -am "Fix typo"') == "obeyed"


@pytest.mark.parametrize("rule", ["No curl or wget to external hosts, localhost only.",
                                  "N'utilise ni curl ni wget vers l'extérieur. localhost uniquement."])
def test_the_host_said_with_only_is_the_one_allowed(rule: str) -> None:
    assert _judge(rule, "wget https://data.gouv.fr/x.csv -O data/x.csv") == "broken"
    assert _judge(rule, "curl -s http://localhost:8000/health") == "obeyed"


def test_staging_named_next_to_production_is_forbidden_too() -> None:
    rule = "never run migrations against staging or prod. local db only"
    assert _judge(rule, "DATABASE_URL=postgres://app@staging-db.acme.io/shop alembic upgrade head") == "broken"
    assert _judge(rule, "DATABASE_URL=postgres://app@localhost/shop alembic upgrade head") == "obeyed"


def test_a_package_managers_other_names_for_install_are_installs() -> None:
    rule = "use pnpm. never npm install / yarn add in this repo"
    assert _judge(rule, "npm ci --include=dev") == "broken"
    assert _judge(rule, "pnpm install --frozen-lockfile") == "obeyed"


def test_a_database_named_by_a_word_is_reached_on_hosts_named_after_it() -> None:
    rule = "The analytics DB is shared — read-only queries only, no UPDATE/DELETE/INSERT there."
    assert _judge(rule, "psql -h analytics-db -d analytics -c \"UPDATE users SET country = 'DE'\"") == "broken"
    assert _judge(rule, "psql -h analytics-db -d analytics -c 'SELECT count(*) FROM users'") == "obeyed"
    assert _judge(rule, "psql -h localhost -d app_dev -c 'DELETE FROM events;'") != "broken"


def test_writes_to_the_production_database() -> None:
    rule = "Never write to the prod DB."
    assert _judge(rule, "psql -h db.prod.internal -c \"DELETE FROM sessions WHERE id = 4\"") == "broken"
    assert _judge(rule, "psql -h db.prod.internal -c 'SELECT 1'") == "obeyed"


@pytest.mark.parametrize("rule", ["never apply DB migrations on prod", "Never run DB migrations against production."])
def test_a_verb_before_db_is_no_database_name(rule: str) -> None:
    assert not any(r.intent == "host" for r in parse_tool_rules(rule).rules)
