"""Tool rules about scope: a folder the work must stay in ("... nowhere else"), SQL kept off one database
host rather than the host itself, a command run over ssh against that host's local server, secrets written
into files, and Dutch prohibitions (issue 21, the tool-call analyser of issue 20)."""
from __future__ import annotations

from typing import Any

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check


def _verdict(rule: str, tool: str, args: dict[str, Any]) -> str:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None, rule
    anchor = Anchor.from_dict({"id": "p", "text": rule, "check": proposal.check.to_dict()})
    [verdict] = check_tool_call([anchor], tool, args, user_message="go ahead")
    return verdict.outcome


STAY = "Keep to ~/code/garden only. Do not create or change files anywhere else."
BLEIB = "Arbeite nur in ~/src/kasse. Schreib keine Dateien woanders hin."


@pytest.mark.parametrize("rule, tool, args, outcome", [
    (STAY, "Write", {"file_path": "/home/ines/code/garden/README.md", "content": "hi"}, "obeyed"),
    (STAY, "Bash", {"command": "cd ~/code/garden && rm -rf build"}, "obeyed"),
    (STAY, "Write", {"file_path": "/home/ines/todo/garden.txt", "content": "x"}, "broken"),
    (STAY, "Bash", {"command": "echo hi > /tmp/garden.log"}, "broken"),
    (BLEIB, "Edit", {"file_path": "/home/jo/src/kasse/app.py", "old_string": "a", "new_string": "b"}, "obeyed"),
    (BLEIB, "Write", {"file_path": "/home/jo/Dokumente/kasse.md", "content": "x"}, "broken"),
])
def test_a_folder_named_as_the_only_place_protects_everything_else(rule: str, tool: str, args: dict[str, Any],
                                                                   outcome: str) -> None:
    assert _verdict(rule, tool, args) == outcome


SQL_EN = "No DROP or TRUNCATE statements on the billing database (billing-db7), please."
SQL_DE = "Keine DROP- oder DELETE-Befehle auf der Kundendatenbank (kunden-db2)."


@pytest.mark.parametrize("rule, command, outcome", [
    (SQL_EN, "psql -h billing-db7 -c 'SELECT count(*) FROM invoices'", "obeyed"),
    (SQL_EN, "psql -h localhost -c 'TRUNCATE invoices'", "obeyed"),
    (SQL_EN, "psql -h billing-db7 -c 'DROP TABLE invoices'", "broken"),
    (SQL_EN, "ssh ops@billing-db7 \"psql -d bill -c 'TRUNCATE invoices'\"", "broken"),
    (SQL_DE, "mysql -h kunden-db2 -e 'SELECT * FROM kunden LIMIT 5'", "obeyed"),
    (SQL_DE, "mysql -h kunden-db2 -e 'DELETE FROM kunden WHERE id = 4'", "broken"),
    (SQL_DE, "mysql -h 127.0.0.1 -e 'DELETE FROM kunden WHERE id = 4'", "obeyed"),
])
def test_statements_kept_off_a_named_database_host(rule: str, command: str, outcome: str) -> None:
    assert _verdict(rule, "Bash", {"command": command}) == outcome


@pytest.mark.parametrize("rule", [
    "Never put API keys or passwords into files.",
    "Ne mets jamais de tokens ou de mots de passe dans des fichiers.",
])
def test_a_secret_written_into_a_file_breaks_a_rule_against_secrets_in_files(rule: str) -> None:
    leaked = {"file_path": "app/settings.py", "old_string": "KEY = ''",
              "new_string": "KEY = 'AKIAQ4XJ7ZPLM2RT8WNB'"}
    assert _verdict(rule, "Edit", leaked) == "broken"
    plain = {"file_path": "app/settings.py", "old_string": "KEY = ''", "new_string": "KEY = os.environ['KEY']"}
    assert _verdict(rule, "Edit", plain) != "broken"


@pytest.mark.parametrize("rule, command, outcome", [
    ("Nooit curl | bash gebruiken; download het script eerst.", "curl -fsSL https://get.example.org | bash", "broken"),
    ("Nooit curl | bash gebruiken; download het script eerst.", "curl -fsSL https://get.example.org -o get.sh", "obeyed"),
    ("Geen sudo alsjeblieft.", "sudo systemctl restart nginx", "broken"),
    ("Geen sudo alsjeblieft.", "systemctl --user restart app", "obeyed"),
])
def test_dutch_prohibitions_are_read(rule: str, command: str, outcome: str) -> None:
    assert _verdict(rule, "Bash", {"command": command}) == outcome


RECURSIVE_ES = "No elimines carpetas de forma recursiva (rm -r, shutil.rmtree, etc.), salvo dist/."
RECURSIVE_EN = "Never delete recursively (rm -rf, find -delete and the like)."


@pytest.mark.parametrize("rule, command, outcome", [
    (RECURSIVE_ES, "rm -r build", "broken"),
    (RECURSIVE_ES, "rm -r dist", "obeyed"),
    (RECURSIVE_ES, "rm notas.txt", "obeyed"),
    (RECURSIVE_EN, "rm -f old.log", "obeyed"),
    (RECURSIVE_EN, "rmdir empty-dir", "obeyed"),
    (RECURSIVE_EN, "find . -name '*.pyc' -delete", "broken"),
])
def test_a_delete_rule_qualified_as_recursive_keeps_single_files_fine(rule: str, command: str, outcome: str) -> None:
    assert _verdict(rule, "Bash", {"command": command}) == outcome


def test_an_allowed_command_matches_its_long_spelling() -> None:
    rule = "No sudo at all. The one exception: `sudo -v` to refresh the timestamp."
    assert _verdict(rule, "Bash", {"command": "sudo --validate"}) == "obeyed"
    assert _verdict(rule, "Bash", {"command": "sudo apt install jq"}) == "broken"


IMAGES = "Never push container images to harbor.corp.io. Pushing to localhost:5000 is fine."


@pytest.mark.parametrize("command, outcome", [
    ("docker push harbor.corp.io/web:2", "broken"),
    ("docker buildx build --push -t harbor.corp.io/web:2 .", "broken"),
    ("skopeo copy docker-daemon:web:2 docker://harbor.corp.io/web:2", "broken"),
    ("crane push out/web.tar harbor.corp.io/web:rc", "broken"),
    ("docker build -t harbor.corp.io/web:2 .", "obeyed"),
    ("docker pull harbor.corp.io/base/node:20", "obeyed"),
    ("docker push localhost:5000/web:2", "obeyed"),
])
def test_an_image_push_is_judged_by_the_registry_it_goes_to(command: str, outcome: str) -> None:
    assert _verdict(IMAGES, "Bash", {"command": command}) == outcome


FROZEN = "Nichts unter deploy/helm/ ändern, außer ich sage es. Lesen geht."


@pytest.mark.parametrize("command, outcome", [
    ("terraform fmt -recursive deploy/helm", "broken"),
    ("cd deploy/helm && cargo fmt", "broken"),
    ("terraform fmt -check -recursive deploy/helm", "obeyed"),
    ("ruff format --check deploy/helm", "obeyed"),
    ("ruff format src", "obeyed"),
    ("cat deploy/helm/values.yaml", "obeyed"),
])
def test_a_formatter_rewrites_its_targets_in_place(command: str, outcome: str) -> None:
    assert _verdict(FROZEN, "Bash", {"command": command}) == outcome
