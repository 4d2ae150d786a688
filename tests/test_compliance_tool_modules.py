"""Tool rules that name a module run by its interpreter ("python -m pip") and compose's own options."""
from __future__ import annotations

from memlock_core.compliance.intent.tools import analyse_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.tool_rule_judge import judge


def _outcomes(rule: str, command: str) -> list[str]:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None
    actions = analyse_call("Bash", {"command": command})
    return [judge(r, actions)[0] for r in proposal.check.tool.forbid]


def test_the_module_form_is_allowed_and_the_bare_program_is_not() -> None:
    rule = "Run pip as python -m pip, never bare pip."
    assert "broken" in _outcomes(rule, "pip install rich")
    assert "broken" in _outcomes(rule, "pip3 install -r requirements.txt")
    assert "broken" in _outcomes(rule, "./venv/bin/pip list")
    assert "broken" not in _outcomes(rule, "python3 -m pip install rich")
    assert "broken" not in _outcomes(rule, "./venv/bin/python -m pip list")
    assert "broken" in _outcomes(rule, "python -m pip install a && pip install b")


def test_the_module_form_in_other_languages() -> None:
    assert "broken" not in _outcomes("Utilise python3 -m pip, jamais pip.", "python3 -m pip install rich")
    assert "broken" in _outcomes("Utilise python3 -m pip, jamais pip.", "pip install rich")


def test_a_module_of_another_program_is_not_allowed_by_it() -> None:
    assert "broken" in _outcomes("Use uv, not pip", "python -m pip install rich")


def test_compose_down_volumes_long_and_short() -> None:
    rule = "Never run docker compose down -v."
    assert "broken" in _outcomes(rule, "docker compose down --volumes")
    assert "broken" in _outcomes(rule, "docker-compose down -v --remove-orphans")
    assert "broken" not in _outcomes(rule, "docker compose down")
    assert "broken" not in _outcomes(rule, "docker compose up -d")


def test_read_and_edit_both_forbidden_in_cjk_korean_russian() -> None:
    for rule in ("secrets.yaml は読まないで、編集もしないで", "secrets.yaml 不要读取，也不要修改",
                 "secrets.yaml 파일은 읽지 말고 수정하지도 마세요", "Не читай и не редактируй secrets.yaml"):
        assert "broken" in _outcomes(rule, "cat secrets.yaml"), rule
        assert "broken" in _outcomes(rule, "sed -i s/a/b/ secrets.yaml"), rule
        assert "broken" not in _outcomes(rule, "cat README.md"), rule


def test_a_program_listed_before_a_comma_is_forbidden_too() -> None:
    rule = "Stick to bun, not npm or yarn, in this workspace."
    assert "broken" in _outcomes(rule, "yarn add zod")
    assert "broken" in _outcomes(rule, "npm ci")
    assert "broken" not in _outcomes(rule, "bun add zod")


def test_a_program_forbidden_against_an_environment_is_scoped_to_it() -> None:
    for rule in ("never run helm against prod", "Gebruik nooit helm tegen de context 'prod'.",
                 "don't use helm with the context 'prod'"):
        assert "broken" in _outcomes(rule, "helm --kube-context prod upgrade api ./chart"), rule
        assert "broken" not in _outcomes(rule, "helm --kube-context staging upgrade api ./chart"), rule


def test_an_aside_after_the_program_is_no_subcommand_of_it() -> None:
    rule = "usa siempre nerdctl en vez de docker (aquí no hay docker daemon)"
    assert "broken" in _outcomes(rule, "docker run -d redis")
    assert "broken" not in _outcomes(rule, "nerdctl run -d redis")
    assert "broken" in _outcomes("never yarn (the lockfile is npm's)", "yarn install")


def test_russian_beyond_the_folder_is_outside_it() -> None:
    rule = "Рабочая папка — /srv/site. Не лезь за её пределы."
    assert "broken" in _outcomes(rule, "touch /tmp/x.txt")
    assert "broken" not in _outcomes(rule, "touch /srv/site/x.txt")


def test_a_commit_pushed_by_its_branch_name_was_made_on_that_branch() -> None:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call

    rule = "Keine direkten Commits auf master, immer über einen Branch."
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="a", text=rule, reminder=rule, check=proposal.check)

    def outcome(command: str) -> str:
        return check_tool_call([anchor], "Bash", {"command": command})[0].outcome

    assert outcome("git commit -am 'typo' && git push origin master") == "broken"
    assert outcome("git commit -am 'typo' && git push origin fix/typo") == "obeyed"
    assert outcome("git commit -am 'typo' && git push") == "obeyed"
