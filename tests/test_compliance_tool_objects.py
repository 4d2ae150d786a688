"""Tool rules whose object the reader used to miss: a command phrase run on into prose, two prohibitions in
one sentence, a flag asked for with "only with", a directory named in Chinese, Japanese or Korean."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, check_tool_call
from memlock_core.compliance.propose import propose_check


def _verdict(rule: str, command: str | None = None, tool: str = "Bash", user: str = "go on", **args: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    call = {"command": command} if command is not None else dict(args)
    verdicts = check_tool_call([anchor], tool, call, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def test_command_phrase_stops_at_an_adverb() -> None:
    rule = "Pour Python, passe toujours par poetry ; n'utilise jamais npm install directement."
    assert _verdict(rule, "npm install left-pad") == BROKEN
    assert _verdict(rule, "npm run build") != BROKEN
    rule = "Never run cargo install globally."
    assert _verdict(rule, "cargo install ripgrep") == BROKEN


def test_command_phrase_stops_at_the_next_program() -> None:
    rule = "Nie uruchamiaj kubectl delete ani kubectl drain."
    assert _verdict(rule, "kubectl delete pod web-1") == BROKEN
    assert _verdict(rule, "kubectl drain node-3") == BROKEN
    assert _verdict(rule, "kubectl get pods") != BROKEN


def test_two_prohibitions_in_one_sentence() -> None:
    rule = "don't push to develop, and never force push anywhere"
    assert _verdict(rule, "git push origin develop") == BROKEN
    assert _verdict(rule, "git push -f origin topic/x") == BROKEN
    assert _verdict(rule, "git push origin topic/x") != BROKEN
    rule = "Ne pousse jamais sur develop, et jamais de push --force."
    assert _verdict(rule, "git push --force origin topic/x") == BROKEN
    assert _verdict(rule, "git push origin develop") == BROKEN


def test_flag_required_with_only_with() -> None:
    rule = "helm only with --namespace qa"
    assert _verdict(rule, "helm upgrade web ./chart") == BROKEN
    assert _verdict(rule, "helm upgrade web ./chart --namespace qa") != BROKEN
    assert _verdict(rule, "ls") != BROKEN
    rule = "terraform nur mit -lock-timeout=60s"
    assert _verdict(rule, "terraform apply") == BROKEN


def test_short_program_name_runs_the_program() -> None:
    rule = "kubectl only with --context lab"
    assert _verdict(rule, "k get nodes") == BROKEN
    assert _verdict(rule, "k --context lab get nodes") != BROKEN


def test_flag_value_named_by_the_user_waives_the_rule() -> None:
    rule = "kubectl only with --context lab unless I say live"
    assert _verdict(rule, "kubectl --context live get nodes", user="look at the nodes") == BROKEN
    assert _verdict(rule, "kubectl --context live get nodes", user="how do the live nodes look?") != BROKEN
    assert _verdict(rule, "kubectl get nodes", user="how do the live nodes look?") == BROKEN


def test_directory_named_before_a_cjk_folder_word() -> None:
    rule = "不要修改 fixtures 目录下的文件"
    assert _verdict(rule, tool="Edit", file_path="app/fixtures/users.json", old_string="a", new_string="b") == BROKEN
    assert _verdict(rule, tool="Edit", file_path="docs/fixtures.md", old_string="a", new_string="b") != BROKEN
    rule = "vendor 内のファイルは編集しないで"
    assert _verdict(rule, tool="Write", file_path="vendor/lib/x.go", content="package x\n") == BROKEN
    assert _verdict(rule, tool="Write", file_path="src/x.go", content="package x\n") != BROKEN
    rule = "build 폴더의 파일은 수정하지 마세요"
    assert _verdict(rule, "sed -i 's/a/b/' build/out.txt") == BROKEN


def test_existing_files_only_in_chinese() -> None:
    rule = "不要修改 seeds 目录下已有的文件，可以新建"
    assert _verdict(rule, tool="Edit", file_path="db/seeds/001.sql", old_string="a", new_string="b") == BROKEN
    assert _verdict(rule, tool="Write", file_path="db/seeds/009_new.sql", content="select 1;\n") != BROKEN


def test_secret_written_as_a_constant_or_a_shell_assignment() -> None:
    rule = "Keine Zugangsdaten in Dateien schreiben, nur Umgebungsvariablen."
    assert _verdict(rule, tool="Write", file_path="app/pay.py", content='PAYPAL_KEY = "live9f8e7d6c5b4a"\n') == BROKEN
    assert _verdict(rule, tool="Write", file_path="app/pay.py", content='PAYPAL_KEY = os.environ["PAYPAL_KEY"]\n') != BROKEN
    assert _verdict(rule, tool="Write", file_path="app/db.py", content='sort_key = "name"\n') != BROKEN
    assert _verdict(rule, "printf 'SLACK_TOKEN=abc123def456ghi' >> ~/.profile") == BROKEN
    assert _verdict(rule, "echo 'SLACK_TOKEN=$SLACK_TOKEN' >> .env.example") != BROKEN


def test_archives_and_install_places_are_written() -> None:
    rule = "Never write outside /srv/app."
    assert _verdict(rule, "tar -cjf /var/backups/app.tbz -C /srv app") == BROKEN
    assert _verdict(rule, "tar -xjf /srv/app/in.tbz -C /srv/app") != BROKEN
    assert _verdict(rule, "zip -r /home/me/app.zip /srv/app") == BROKEN
    assert _verdict(rule, "pip install --target /opt/libs requests") == BROKEN
    assert _verdict(rule, "cd /srv/app && pip install --target /srv/app/vendor requests") != BROKEN
