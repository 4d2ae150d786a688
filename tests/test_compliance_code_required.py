"""Rules on the code itself (issue 21): the shell options every script turns on (read as options, however
spelled), refused formatting constructs in several languages, and a change to a file the user names."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.code_style import code_style_verdict, parse_code_style, set_options
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check


def _anchor(rule: str) -> Anchor:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    return Anchor(id="p", text=rule, reminder=rule, check=proposal.check)


def _reply(rule: str, reply: str, user: str | None = None) -> str:
    return check_reply([_anchor(rule)], reply, user_message=user)[0].outcome


def _write(rule: str, tool: str, args: dict[str, str]) -> str:
    verdicts = check_tool_call([_anchor(rule)], tool, args)
    return verdicts[0].outcome if verdicts else "not_applicable"


@pytest.mark.parametrize("rule, style", [
    ("Every bash script you write must start with set -euo pipefail", "shell_set:e,pipefail,u:first"),
    ("Dans tes scripts shell, mets toujours set -eu", "shell_set:e,u"),
    ("Jedes Shell-Skript braucht immer set -o errexit -o nounset", "shell_set:e,u"),
    ("シェルスクリプトの先頭には必ず set -eu を書くこと", "shell_set:e,u:first"),
])
def test_required_shell_options_are_read_as_options(rule: str, style: str) -> None:
    assert style in parse_code_style(rule)


def test_a_set_line_named_in_a_prohibition_is_no_requirement() -> None:
    assert not [s for s in parse_code_style("never leave set -x in a shell script") if s.startswith("shell_set")]


def test_the_spellings_of_one_option_set() -> None:
    assert set_options("-euo pipefail") == set_options("-e -u -o pipefail") == \
        set_options("-o errexit -o nounset -o pipefail") == {"e", "u", "pipefail"}


@pytest.mark.parametrize("script, expected", [
    ("#!/bin/bash\nset -euo pipefail\ncp a b\n", "obeyed"),
    ("#!/bin/bash\nset -e -u\nset -o pipefail\ncp a b\n", "obeyed"),          # over two lines
    ("#!/bin/bash -eu\nset -o pipefail\ncp a b\n", "obeyed"),                  # flags on the #! line
    ("#!/bin/bash\nset -e\ncp a b\n", "broken"),
    ("#!/bin/bash\n# set -euo pipefail\ncp a b\n", "broken"),                  # a comment turns nothing on
    ("#!/usr/bin/env bash\ncp a b\n", "broken"),
])
def test_a_script_turns_the_options_on(script: str, expected: str) -> None:
    assert code_style_verdict("shell_set:e,pipefail,u", f"```bash\n{script}```")[0] == expected


def test_commands_typed_at_a_prompt_are_no_script() -> None:
    reply = "Run:\n\n```bash\n$ ls -la\n```"
    assert code_style_verdict("shell_set:e,u", reply)[0] == "not_applicable"
    assert code_style_verdict("shell_set:e,u", "```python\nprint(1)\n```")[0] == "not_applicable"


RULE = "Always put set -euo pipefail at the top of shell scripts"


def test_a_script_written_by_a_tool_and_an_edit_of_one() -> None:
    good = "#!/usr/bin/env bash\nset -euo pipefail\nmake build\n"
    assert _write(RULE, "Write", {"file_path": "ci/build.sh", "content": good}) == "obeyed"
    assert _write(RULE, "Write", {"file_path": "ci/build.sh", "content": "#!/bin/sh\nmake build\n"}) == "broken"
    # an edit replaces a fragment: the file's set line is outside it
    assert _write(RULE, "Edit", {"file_path": "ci/build.sh", "old_string": "make build",
                                 "new_string": "make build test"}) != "broken"


def test_the_rule_in_a_reply_mentioning_it_without_using_it() -> None:
    reply = "```bash\n#!/usr/bin/env bash\nrsync -a src/ dst/\n```\n\nYou may add `set -euo pipefail` if you like."
    assert _reply(RULE, reply) == "broken"


@pytest.mark.parametrize("rule", [
    "en Python usa siempre f-strings, nunca .format() ni %",
    "In Python immer f-Strings verwenden, niemals .format() oder %",
    "Python : f-strings uniquement, jamais .format() ni %",
])
@pytest.mark.parametrize("code, expected", [
    ('msg = f"{user} logged in"', "obeyed"),
    ('msg = "{} logged in".format(user)', "broken"),
    ('msg = "%s logged in" % user', "broken"),
    ("half = total % 2", "obeyed"),              # the modulo operator formats nothing
])
def test_refused_formatting_in_other_languages(rule: str, code: str, expected: str) -> None:
    assert _reply(rule, f"```python\n{code}\n```") == expected


@pytest.mark.parametrize("user, expected", [
    ("make the retry count configurable in worker.py", "broken"),
    ("in src/cache.ts, add a TTL", "broken"),
    ("what is a retry count for?", "not_applicable"),           # nothing of the user's to change
])
def test_a_named_file_is_existing_code_to_show_as_a_diff(user: str, expected: str) -> None:
    whole = "```python\nimport os\n\nRETRIES = int(os.environ.get('RETRIES', 3))\n\ndef run():\n    pass\n```"
    assert _reply("only ever show me diffs, never the full file", whole, user) == expected


@pytest.mark.parametrize("rule", [
    "if I ask for a command just give the command, no explanation",
    "quand je demande une commande, donne juste la commande, sans explication",
    "wenn ich nach einem Befehl frage: nur den Befehl, keine Erklärung",
    "cuando pida un comando, solo dame el comando, sin explicación",
])
def test_the_command_alone_when_one_is_asked_for(rule: str) -> None:
    bare = "```bash\ndu -sh ./*\n```"
    explained = bare + "\n\nThe -s flag sums each directory and -h prints sizes people can read."
    asked = "command to see the size of each folder here?"
    assert _reply(rule, bare, asked) == "obeyed"
    assert _reply(rule, explained, asked) == "broken"
    assert _reply(rule, "Because -h rounds the sizes.", "why does du -h round?") == "not_applicable"


@pytest.mark.parametrize("rule", [
    "when something fails, first paste the failing line in a code block, then explain it",
    "Zeig zuerst die Fehlermeldung in einem Codeblock, dann erklär sie",
    "d'abord le message d'erreur dans un bloc de code, puis l'explication",
])
def test_the_code_block_first_then_the_explanation(rule: str) -> None:
    block = "```\nTypeError: 'NoneType' object is not subscriptable\n```"
    later = "A function returned None where a list was expected, and the code indexed it.\n\n"
    assert _reply(rule, block + "\n\n" + later) == "obeyed"
    assert _reply(rule, "The error:\n\n" + block + "\n\n" + later) == "obeyed"       # a short lead-in line
    assert _reply(rule, later + "Here is what it printed:\n\n" + block) == "broken"


def test_explaining_first_is_no_block_first_rule() -> None:
    proposal = propose_check("first explain, then show the code block")
    assert proposal is None or proposal.check.reply is None or "block_first" not in proposal.check.reply.code_rules


@pytest.mark.parametrize("rule, reply, expected", [
    ("python only for code, please",
     "```python\ndef total(xs: list[int]) -> int:\n    return sum(xs)\n```\n\nOr with a shell one-liner: `paste -sd+ f | bc`.",
     "broken"),
    ("nur Python-Code bitte",
     "```python\nprint(sum(xs))\n```\n\nOder in JavaScript: `xs.reduce((a, b) => a + b, 0)`.", "broken"),
    ("du code en Python uniquement",
     "```python\nprint(sum(xs))\n```\n\nOu en Ruby : `xs.sum`.", "broken"),
    # a command to run the program is no second solution
    ("python only for code, please",
     "```python\nprint(sum(xs))\n```\n\nRun it with `python3 total.py`.", "obeyed"),
])
def test_the_same_solution_offered_again_in_another_language(rule: str, reply: str, expected: str) -> None:
    assert _reply(rule, reply) == expected
