"""Code-block rules (issue 21): parsed from the rule's words, judged on the reply's markdown."""
from __future__ import annotations

from memlock_core.compliance.code_blocks import code_rule_verdict, prose_code
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED
from memlock_core.compliance.propose import propose_check


def _tokens(rule: str) -> tuple[str, ...]:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None, rule
    return proposal.check.reply.code_rules


def test_block_length_in_several_languages():
    assert _tokens("Code blocks of at most 12 lines please") == ("block_lines:12",)
    assert _tokens("pas de blocs de code de plus de huit lignes") == ("block_lines:8",)
    assert _tokens("Codeblöcke höchstens 30 Zeilen") == ("block_lines:30",)
    assert _tokens("nada de bloques de código de más de 25 líneas") == ("block_lines:25",)
    long = "```python\n" + "\n".join(f"x{i} = {i}" for i in range(14)) + "\n```"
    assert code_rule_verdict("block_lines:12", long, None)[0] == BROKEN
    assert code_rule_verdict("block_lines:20", long, None)[0] == OBEYED
    assert code_rule_verdict("block_lines:12", "No code here at all.", None)[0] == NOT_APPLICABLE


def test_shell_blocks_and_prompts():
    assert "no_shell_blocks" in _tokens("Never put terminal commands in code blocks; keep them inline.")
    fenced = "Run this:\n\n```sh\nmake test\n```"
    assert code_rule_verdict("no_shell_blocks", fenced, None)[0] == BROKEN
    assert code_rule_verdict("no_shell_blocks", "Run `make test` from the root.", None)[0] == NOT_APPLICABLE
    assert "no_prompt" in _tokens("No $ prompt before shell commands in code blocks.")
    assert code_rule_verdict("no_prompt", "```bash\n$ make test\n```", None)[0] == BROKEN
    assert code_rule_verdict("no_prompt", "```bash\necho \"$HOME\"\n```", None)[0] == OBEYED


def test_language_specific_code_rules():
    assert "no_var" in _tokens("No `var` in JavaScript please, use let/const")
    assert code_rule_verdict("no_var", "```js\nvar n = 1\n```", None)[0] == BROKEN
    assert code_rule_verdict("no_var", "```js\nlet n = 1\n```", None)[0] == OBEYED
    assert "no_semicolons" in _tokens("Write TypeScript without semicolons")
    assert code_rule_verdict("no_semicolons", "```ts\nfor (let i = 0; i < 3; i++) f(i)\n```", None)[0] == OBEYED
    assert code_rule_verdict("no_semicolons", "```ts\nf(i);\n```", None)[0] == BROKEN
    assert "sql_upper" in _tokens("Write SQL keywords in uppercase.")
    assert code_rule_verdict("sql_upper", "```sql\nselect 1 FROM t\n```", None)[0] == BROKEN
    assert code_rule_verdict("sql_upper", "```sql\nSELECT name FROM t WHERE id = 'select'\n```", None)[0] == OBEYED
    assert "py3" in _tokens("Never give me Python 2 code.")
    assert code_rule_verdict("py3", "```python\nfor k in d.iterkeys():\n    pass\n```", None)[0] == BROKEN


def test_changes_to_the_users_file():
    user = "Bump the retries in settings.py:\n```python\nRETRIES = 3\nTIMEOUT = 5\nDEBUG = False\n```"
    whole = "```python\nRETRIES = 5\nTIMEOUT = 5\nDEBUG = False\n```"
    part = "```python\nRETRIES = 5\n```"
    assert "changed_only" in _tokens("Only give me the changed lines, not the whole file.")
    assert code_rule_verdict("changed_only", whole, user)[0] == BROKEN
    assert code_rule_verdict("changed_only", part, user)[0] == OBEYED
    assert code_rule_verdict("whole_file", part, user)[0] == BROKEN
    assert code_rule_verdict("whole_file", whole, user)[0] == OBEYED
    assert code_rule_verdict("changed_only", whole, "What is a settings file?")[0] == NOT_APPLICABLE
    diff = "```diff\n-RETRIES = 3\n+RETRIES = 5\n```"
    assert code_rule_verdict("diff", diff, user)[0] == OBEYED
    assert code_rule_verdict("diff", part, user)[0] == BROKEN
    assert code_rule_verdict("diff", part, "Write a new settings module")[0] == NOT_APPLICABLE


def test_code_in_a_sentence():
    assert prose_code("Call items.sort() and then print it.") == ["items.sort()"]
    assert prose_code("Use `sorted()` when you need a copy.") == []
    assert "fenced_inline" in _tokens("Code goes in fenced blocks, never inline in the text.")
    assert code_rule_verdict("fenced_inline", "Type `make clean all` first.", None)[0] == BROKEN
    assert code_rule_verdict("fenced_inline", "```\nmake\n```\nThe `-j` flag helps.", None)[0] == OBEYED


def test_other_clauses_keep_their_reading():
    assert _tokens("No emoji, and that includes commit messages.") == ()
    assert "no_commit_blocks" in _tokens("No code blocks in commit messages")
    proposal = propose_check("Keep answers under 100 words.")
    assert proposal is not None and proposal.check.reply is not None and proposal.check.reply.max_words == 99  # "under 100"


def test_a_rule_on_the_language_of_comments_does_not_demand_comments() -> None:
    from memlock_core.compliance.propose import propose_check

    for text in ("Write all code comments in English.", "Escribe los comentarios del código en español.",
                 "Kommentare im Code bitte auf Deutsch."):
        proposal = propose_check(text)
        assert proposal is not None and proposal.kinds == ["comment_language"], text


def test_comments_demanded_in_a_language() -> None:
    proposal = propose_check("Always give code with comments in English.")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.code_rules == ("comments",) and proposal.check.reply.comment_language == "en"


def _outcome(rule: str, reply: str, user: str | None) -> str:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_reply

    proposal = propose_check(rule)
    assert proposal is not None, rule
    return check_reply([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], reply, user_message=user)[0].outcome


def test_whole_commands_in_inline_code():
    rule = "Put all code in code blocks with the language named."
    assert _outcome(rule, "```sh\nmake\n```\nOr run `make -j 8 all` for speed.", "how do I build?") == BROKEN
    assert _outcome(rule, "```sh\nmake\n```\nThe `-j` flag runs jobs in parallel.", "how do I build?") == OBEYED
    rule = "No code unless I ask for it."
    assert _outcome(rule, "Run `make -j 8 all` and wait.", "how do I build faster?") == BROKEN
    assert _outcome(rule, "Use the `-j` flag.", "how do I build faster?") == OBEYED


def test_an_exception_in_its_own_sentence_and_a_language_contrast():
    rule = "No code in your answers. Unless I ask for code, that is."
    assert _outcome(rule, "```py\nprint(1)\n```", "Write code that prints 1") == OBEYED
    assert _outcome(rule, "```py\nprint(1)\n```", "What does print do?") == BROKEN
    rule = "Immer Kotlin, nie Java."
    assert _outcome(rule, "```java\npublic class A { public static void main(String[] a) {} }\n```", "A main class?") == BROKEN
    assert _outcome(rule, "```python\nprint(1)\n```", "Give me a Python one-liner") == NOT_APPLICABLE


def test_more_wordings_of_code_rules():
    assert _tokens("Kommentiere deinen Code.") == ("comments",)
    assert _tokens("Comenta el código.") == ("comments",)
    assert _tokens("Always show diffs for changes to my code.") == ("diff",)
    assert _tokens("Don't use $ prompts in shell examples.") == ("no_prompt",)
    proposal = propose_check("No inline code.")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.code_rules == ("no_inline_code",) and "no_code" not in proposal.check.reply.format


def test_module_docstring_of_a_new_python_file():
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call

    rule = "Each new Python module you write must open with a module docstring."
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.code_rules == ("module_docstring",)
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    good = {"file_path": "pkg/io.py", "content": "#!/usr/bin/env python3\n\"\"\"Read and write.\"\"\"\nimport os\n"}
    bad = {"file_path": "pkg/io.py", "content": "# Read and write.\nimport os\n"}
    assert check_tool_call([anchor], "Write", good)[0].outcome == OBEYED
    assert check_tool_call([anchor], "Write", bad)[0].outcome == BROKEN
    assert check_tool_call([anchor], "Write", {"file_path": "notes.md", "content": "# Notes\n"}) == []
    assert check_tool_call([anchor], "Edit", {"file_path": "pkg/io.py", "old_string": "a", "new_string": "b"}) == []


def test_a_function_named_in_a_sentence_is_not_code_written():
    assert prose_code("The os.path.join() function joins paths.") == []
    assert prose_code("Just call nums.reverse() to flip it.") == ["nums.reverse()"]
    assert prose_code("Write rev = nums[::-1] for a copy.") == ["rev = nums[::-1]"]
    assert prose_code("Then run git commit --amend to fix it.") == ["git commit --amend"]


def test_each_command_in_its_own_block_and_lines_in_words():
    assert _tokens("keep code snippets to twenty lines or fewer") == ("block_lines:20",)
    assert "one_command" in _tokens("If you show shell commands, put each one in its own ```bash block.")
    assert code_rule_verdict("one_command", "Run `lsof -i :8080` to see it.", None)[0] == BROKEN
    assert code_rule_verdict("one_command", "```bash\nmake\nmake test\n```", None)[0] == BROKEN
    assert code_rule_verdict("one_command", "```bash\nmake test\n```", None)[0] == OBEYED
    assert code_rule_verdict("one_command", "No commands needed here.", None)[0] == NOT_APPLICABLE


def test_only_the_diff_in_many_wordings():
    for rule in ("Give me only the diff.", "Just the diff please.", "Montre seulement le diff.", "Zeig nur den Diff.",
                 "Muestra solo el diff.", "差分だけを示してください。"):
        assert _tokens(rule) == ("diff_only",), rule
    for rule in ("When editing my code, just show the changed lines.", "Return only the modified function."):
        assert _tokens(rule) == ("changed_only",), rule


def test_comments_refused_are_no_code_rule():
    for rule in ("Don't add comments to the code.", "No code comments.", "No comments in code snippets.",
                 "Keine Kommentare im Code.", "Pas de commentaires dans le code.", "コードにコメントは不要です。"):
        assert _tokens(rule) == ("no_comments",), rule
    assert _tokens("Comment every function.") == ("comments_each",)
    assert _tokens("No emoji in code comments.") != ("no_comments",)  # comments are where, emoji what
    user = "Write a function that doubles a number."
    assert code_rule_verdict("no_comments", "```python\ndef double(n):\n    # twice\n    return n * 2\n```", user)[0] == BROKEN
    assert code_rule_verdict("no_comments", "```python\ndef double(n):\n    return n * 2  # twice\n```", user)[0] == BROKEN
    assert code_rule_verdict("no_comments", "```js\nconst c = \"#fff\"; // colour\n```", user)[0] == BROKEN
    for reply in ("```python\ndef colour():\n    return \"#fff\"\n```", "```bash\n#!/bin/sh\nls --all\n```",
                  "```c\n#include <stdio.h>\nint main(void) { return 0; }\n```",
                  "```js\nfetch(\"https://example.org/x\")\n```"):
        assert code_rule_verdict("no_comments", reply, user)[0] == OBEYED, reply
    assert code_rule_verdict("no_comments", "Double it.", user)[0] == NOT_APPLICABLE


def test_commands_written_in_a_sentence_are_code_out_of_a_block():
    from memlock_core.compliance.code_blocks import prose_commands
    assert prose_commands("Run `ls -la` in the folder.") == ["ls -la"]
    assert prose_commands("Use du -sh on the directory.") == ["du -sh"]
    assert prose_commands("Type pip install httpx and you are done.") == ["pip install httpx"]
    assert prose_commands("poetry add httpx を実行してください。") == ["poetry add httpx"]
    for prose in ("The `-r` flag makes grep search recursively.", "git is a version control system.",
                  "Edit `settings.py` and restart.", "npm is slow on this machine.", "Docker makes builds repeatable."):
        assert prose_commands(prose) == [], prose


def _outcome(rule: str, reply: str, user: str | None) -> str:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_reply
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


def test_type_hints_refused_and_asked_in_other_words():
    user = "Write a function that joins two lists."
    typed = "```python\ndef join(a: list[int], b: list[int]) -> list[int]:\n    return a + b\n```"
    plain = "```python\ndef join(a, b):\n    return a + b\n```"
    for rule in ("Don't use type hints.", "No type annotations in Python, please.", "型ヒントは不要です。"):
        assert _outcome(rule, typed, user) == BROKEN, rule
        assert _outcome(rule, plain, user) == OBEYED, rule
    for rule in ("Always annotate function signatures.", "Type-annotate everything you write in Python."):
        assert _outcome(rule, plain, user) == BROKEN, rule
        assert _outcome(rule, typed, user) == OBEYED, rule


def test_code_only_when_asked_in_other_languages():
    reply = "It calls itself.\n\n```python\ndef f(n):\n    return 1 if n == 0 else n * f(n - 1)\n```"
    for rule, user in (("コードは頼んだときだけ書いて。", "再帰とは？"), ("Du code seulement si je le demande.", "La récursion ?"),
                       ("Code nur, wenn ich danach frage.", "Was ist Rekursion?")):
        assert _outcome(rule, reply, user) == BROKEN, rule


def test_code_written_in_a_sentence_under_a_fenced_rule():
    rule = "All code must be in fenced code blocks."
    user = "How do I do it?"
    for reply in ("Call len(my_list) and it returns the count.", "Add `h1 { color: red; }` to the stylesheet.",
                  "Use print(\"hi\") for that.", "Run node --version in a terminal.", "Set `DEBUG = False` first."):
        assert _outcome(rule, reply, user) == BROKEN, reply
    for reply in ("Use the built-in `len()` function.", "Edit `settings.py`, then restart.",
                  "The function f(x) grows fast.", "It depends on the `-r` flag."):
        assert _outcome(rule, reply, user) == NOT_APPLICABLE, reply


def test_commands_with_an_environment_sudo_or_an_option_and_not_inline_rules():
    from memlock_core.compliance.code_blocks import prose_commands
    assert prose_commands("Run sudo fwupdmgr refresh in a terminal.") == ["sudo fwupdmgr refresh"]
    assert prose_commands("Then try `DEBUG=1 yarn start`.") == ["DEBUG=1 yarn start"]
    assert prose_commands("Use `lsblk -f` to list them.") == ["lsblk -f"]
    assert prose_commands("Pass `--dry-run` first.") == []
    rule = "Keep shell commands in fenced code blocks, not inline."
    assert "fenced_inline" in _tokens(rule)
    user = "How do I run it?"
    assert _outcome(rule, "```bash\nmake build\n```\n\nOn a slow disk use `JOBS=1 make build` instead.", user) == BROKEN
    assert _outcome("Beispiele immer in Codeblöcken mit Sprachangabe.", "Mit rm -rf ordner geht es.", user) == BROKEN


def test_a_language_refused_in_the_rule_is_not_wanted_by_its_scope():
    proposal = propose_check("Use Kotlin, not plain Java, for any Java/Android code examples.")
    assert proposal is not None and proposal.check.reply.code_languages == ("kotlin",)  # type: ignore[union-attr]
    assert proposal.check.tool is None


def test_each_function_commented():
    rule = "Comment every function you write."
    user = "Write two helpers."
    one = "```python\ndef a(x):\n    \"\"\"Double it.\"\"\"\n    return 2 * x\n\ndef b(x):\n    return x + 1\n```"
    both = "```js\n// double it\nfunction a(x) { return 2 * x; }\n\nconst b = (x) => {\n  // add one\n  return x + 1;\n};\n```"
    assert _outcome(rule, one, user) == BROKEN
    assert _outcome(rule, both, user) == OBEYED
    assert _outcome(rule, "```bash\nls -la\n```", user) == NOT_APPLICABLE


def test_block_tags_name_what_the_block_holds():
    rule = "Shell commands in ```bash blocks, Python in ```python blocks. Don't mix them up."
    user = "How do I set it up?"
    assert "tags_match" in _tokens(rule)
    assert propose_check(rule).check.tool is None  # type: ignore[union-attr]
    assert _outcome(rule, "```python\npip install httpx\nhttpx --help\n```", user) == BROKEN
    assert _outcome(rule, "```bash\nimport httpx\nprint(httpx.get('https://example.org').status_code)\n```", user) == BROKEN
    assert _outcome(rule, "```bash\npip install httpx\n```\n\n```python\nimport httpx\nprint(httpx.__version__)\n```",
                    user) == OBEYED


def test_a_construct_refused_in_favour_of_another():
    from memlock_core.compliance.code_style import parse_code_style
    assert parse_code_style("Prefer f-strings over .format() or % in any Python you write") == \
        ["no_call:.format", "no_percent_format"]
    assert parse_code_style("Use pathlib instead of os.path.join() in Python code.") == ["no_call:os.path.join"]
    rule = "Prefer f-strings over .format() or % in any Python you write"
    user = "Print a greeting."
    assert _outcome(rule, "```python\nprint('Hi {}'.format(name))\n```", user) == BROKEN
    assert _outcome(rule, "```python\nprint('Hi %s' % name)\n```", user) == BROKEN
    assert _outcome(rule, "```python\nprint(f'Hi {name}')\n```", user) == OBEYED
    assert propose_check("Use f-strings, not .format().").check.tool is None  # type: ignore[union-attr]


def test_rules_on_code_reach_the_files_a_tool_call_writes():
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call

    def outcome(rule: str, tool: str, args: dict[str, str]) -> str:
        proposal = propose_check(rule)
        assert proposal is not None, rule
        verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
        return verdicts[0].outcome if verdicts else NOT_APPLICABLE

    plain = {"file_path": "src/calc.py", "content": "def add(a, b):\n    return a + b\n"}
    typed = {"file_path": "src/calc.py", "content": "def add(a: int, b: int) -> int:\n    return a + b\n"}
    assert outcome("Use type hints in all Python code.", "Write", plain) == BROKEN
    assert outcome("Use type hints in all Python code.", "Write", typed) == OBEYED
    assert outcome("Comment every function you write.", "Edit", {"file_path": "a.py", "old_string": "x", "new_string":
                                                                 "def f():\n    return 1\n"}) == BROKEN
    assert outcome("Use type hints in all Python code.", "Write", {"file_path": "notes.md", "content": "def x"}) \
        == NOT_APPLICABLE


def test_a_language_for_the_names_in_code_is_not_the_reply_language():
    # the names' language is read (code_identifiers), never as the reply's language
    for rule in ("Nombres de funciones en inglés, aunque me respondas en español.", "Variablennamen bitte auf Englisch."):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert proposal.check.reply.language is None and not proposal.check.reply.languages, rule
        assert proposal.check.reply.code_style == ("ident_lang:en",), rule
    assert propose_check("Use snake_case for variable names.") is not None


def test_every_shell_command_in_a_block():
    from tests.compliance_judge import judge, proposed_reply_check

    for rule in ("Always put shell commands in fenced code blocks.", "Put terminal commands in code blocks, please.",
                 "Mets toujours les commandes dans des blocs de code.", "Befehle bitte immer in Codeblöcke."):
        check = proposed_reply_check(rule)
        assert check is not None and "block_commands" in check.get("code_rules", []), rule
    rule = "Always put shell commands in fenced code blocks."
    user = "How do I clean up Docker?"
    assert judge(rule, "Run this:\n\n```bash\ndocker system prune\n```", user)[0] == "obeyed"
    for reply in ("```bash\ndocker system df\n```\n\nThen run docker volume prune and confirm.",
                  "```bash\npnpm install\n```\n\nThen start it with `pnpm dev` and open the page.",
                  "Use `git status` to see what changed.",
                  "```bash\nmake build\n```\n\nAfterwards `sudo systemctl restart nginx` picks it up."):
        assert judge(rule, reply, user)[0] == "broken", reply
    # a program's or a file's name in backticks is no command
    assert judge(rule, "```bash\nnpm ci\n```\n\nThis reads `package-lock.json` and uses `npm` only.", user)[0] == "obeyed"
    assert judge(rule, "Docker keeps images until you remove them.", user)[0] == "not_applicable"


def test_a_language_is_read_where_it_is_first_named():
    from tests.compliance_judge import judge, proposed_reply_check

    for rule, wanted in (("Python examples only please, no JavaScript — I'm teaching a Python class.", ["python"]),
                         ("Rust snippets only, no Go; our whole team writes Rust.", ["rust"]),
                         ("Exemples en Python uniquement, pas de JavaScript : mon cours est en Python.", ["python"]),
                         ("TypeScript examples, not JavaScript, since the app is TypeScript.", ["typescript"])):
        check = proposed_reply_check(rule)
        assert check is not None and check.get("code_languages") == wanted, rule
    rule = "Python examples only please, no JavaScript — I'm teaching a Python class."
    assert judge(rule, "```javascript\nconsole.log(1);\n```", "Show me a print")[0] == "broken"
    assert judge(rule, "```python\nprint(1)\n```", "Show me a print")[0] == "obeyed"


def test_a_run_verb_leads_into_a_command_of_any_program() -> None:

    from memlock_core.compliance.code_blocks import prose_commands
    assert prose_commands("If it's older than 20, run nvm install 20 followed by nvm use 20.") == ["nvm install 20"]
    assert prose_commands("Then activate it with source .venv/bin/activate and install your deps.") == \
        ["source .venv/bin/activate"]
    for prose in ("Then run the tests in parallel.", "Run it with care and check the output.",
                  "Then run tests again with fresh data.", "Then use 20 workers.", "Then type exit to leave.",
                  "We then went with option 2 for speed.", "Run migrations with your framework's tool."):
        assert prose_commands(prose) == [], prose


def test_a_bash_block_rule_sees_a_command_left_in_a_sentence() -> None:
    rule = "When you give shell commands, put them in a ```bash block, never inline in a sentence."
    text = "```bash\nnode --version\n```\n\nIf it's older than 20, install nvm and run nvm install 20 followed by nvm use 20."
    assert code_rule_verdict("fenced_inline", text, None)[0] == BROKEN
    text = "```sql\nSELECT 1;\n```\n\nFrom the shell you can also run psql -d shop -c '\\l+' to see all databases."
    assert code_rule_verdict("fenced_inline", text, None)[0] == BROKEN
    text = "```bash\ntar -xzf archive.tar.gz -C ./output\n```\n\nThe `-C` flag sets the target directory."
    assert code_rule_verdict("fenced_inline", text, None)[0] == OBEYED
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None and "fenced_inline" in proposal.check.reply.code_rules
