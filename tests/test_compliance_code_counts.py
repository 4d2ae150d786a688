"""Code-block rules read in more wordings: a ban on code blocks said bare ("No code blocks.", "코드 블록 없이"), a
count of blocks ("at most 2 code blocks"), and a construct refused in Chinese or Russian (f-strings over .format())."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, check_reply
from memlock_core.compliance.propose import propose_check

_BLOCK = "```python\nprint(1)\n```"


def _reply(rule: str, reply: str, user: str = "how does this work?") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


def test_bare_ban_on_code_blocks() -> None:
    for rule in ("Never use code blocks.", "Pas de blocs de code, merci.", "코드 블록 없이 말로만 설명해 줘."):
        assert _reply(rule, f"Like this:\n\n{_BLOCK}\n") == BROKEN, rule
        assert _reply(rule, "You call print with the value.") != BROKEN, rule


def test_qualified_ban_is_not_a_ban_on_every_block() -> None:
    proposal = propose_check("No code blocks for one-liners.")
    assert proposal is None or "no_code" not in proposal.kinds


def test_count_of_code_blocks() -> None:
    for rule in ("At most 1 code block per reply.", "Höchstens zwei Codeblöcke pro Antwort.", "コードブロックは1つまで"):
        two = f"First:\n\n{_BLOCK}\n\nThen:\n\n{_BLOCK}\n"
        limit_two = "zwei" in rule
        assert (_reply(rule, two) == BROKEN) is not limit_two, rule
        assert _reply(rule, f"Here:\n\n{_BLOCK}\n") != BROKEN, rule
    three = "\n\n".join([_BLOCK] * 3)
    assert _reply("Höchstens zwei Codeblöcke pro Antwort.", three) == BROKEN


def test_refused_construct_in_chinese_and_russian() -> None:
    old = "```python\nname = 'x'\nprint('hi {}'.format(name))\n```"
    new = "```python\nname = 'x'\nprint(f'hi {name}')\n```"
    for rule in ("别用 .format()，用 f-string", "не используй .format() в Python, только f-строки"):
        assert _reply(rule, old) == BROKEN, rule
        assert _reply(rule, new) != BROKEN, rule


def test_no_comments_unless_asked_is_lifted_by_asking_for_comments() -> None:
    rule = "Keine Kommentare im Code, außer wenn ich frage."
    code = "```python\n# add one\nx = y + 1\n```"
    assert _reply(rule, code, user="Schreib eine Funktion, die y erhöht") == BROKEN
    assert _reply(rule, code, user="Schreib eine Funktion, die y erhöht, mit Kommentaren bitte") != BROKEN
    assert _reply("No comments in code unless I ask.", code, user="add one to y, with comments") != BROKEN
    assert _reply("No comments in code unless I ask.", code, user="add one to y, no comments") == BROKEN


def test_stylesheet_written_by_a_tool_is_code() -> None:
    from memlock_core.compliance.evaluate import check_tool_call
    rule = "No comments in the code."
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    call = {"file_path": "web/app.scss", "content": ".nav {\n  // brand colour\n  color: #123456;\n}\n"}
    assert check_tool_call([anchor], "Write", call, user_message="style the nav")[0].outcome == BROKEN
    call = {"file_path": "web/app.scss", "content": ".nav {\n  color: #123456;\n}\n"}
    assert check_tool_call([anchor], "Write", call, user_message="style the nav")[0].outcome != BROKEN


def test_indentation_width_asked_for() -> None:
    two = "```python\ndef f(x):\n  return x\n```"
    four = "```python\ndef f(x):\n    return x\n```"
    tabbed = "```python\ndef f(x):\n\treturn x\n```"
    for rule in ("Indent Python code with four spaces, never two.", "Python 代码统一用 4 个空格缩进", "インデントはスペース4つで"):
        assert _reply(rule, two) == BROKEN, rule
        assert _reply(rule, tabbed) == BROKEN, rule
        assert _reply(rule, four) != BROKEN, rule
    assert _reply("Einrückung immer mit 2 Leerzeichen.", "```js\nif (a) {\n  b();\n}\n```") != BROKEN
    assert _reply("Einrückung immer mit 2 Leerzeichen.", "```js\nif (a) {\n    b();\n}\n```") == BROKEN
    assert _reply("Indent Python code with four spaces, never two.", "```yaml\na:\n  b: 1\n```") != BROKEN
