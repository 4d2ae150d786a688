"""Code rules of round 8 (ccode): the language of the names code defines, code in two dialects at once, code refused
by its examples, and "use A, not B" between Python modules. Each parsed from the rule's words in several languages
and judged end to end through check_reply; harmless look-alikes must not be flagged."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance import code_banned, code_identifiers, code_prefer, code_variants
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_reply
from memlock_core.compliance.propose import propose_check


def _styles(rule: str) -> tuple[str, ...]:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None, rule
    return proposal.check.reply.code_style


def _verdict(rule: str, reply: str, user: str = "") -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="a1", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


# ---- names in code -------------------------------------------------------------------------------------------

def test_identifier_language_rules_in_several_languages():
    assert "ident_lang:en" in _styles("variable and function names in English, even when you answer in German")
    assert "ident_lang:en" in _styles("in Codebeispielen Variablen- und Funktionsnamen immer auf Englisch, auch wenn du "
                                      "auf Deutsch antwortest")
    assert "ident_lang:en" in _styles("noms de variables en anglais, même si tu réponds en français")
    assert "ident_lang:en" in _styles("Escribe el código con nombres de variables en inglés, aunque me contestes en español.")
    assert code_identifiers.parse("変数名と関数名は英語で書いてください") == ["ident_lang:en"]
    assert code_identifiers.parse("Değişken isimleri İngilizce olsun, Türkçe değişken adı istemiyorum.") == ["ident_lang:en"]
    assert code_identifiers.parse("no German variable names") == ["ident_lang:!de"]


def test_identifier_permission_or_other_object_is_no_rule():
    # a permission asks nothing; a rule about the reply's language is no rule about names
    assert code_identifiers.parse("Los nombres de variables pueden quedar en inglés.") == []
    assert code_identifiers.parse("変数名は英語でOK") == []
    assert code_identifiers.parse("réponds toujours en français") == []


def test_identifier_language_verdicts():
    rule = "variable and function names in English, even when you answer in German"
    german = "```python\ndef summe_gerade(zahlen: list[int]) -> int:\n    return sum(z for z in zahlen if z % 2 == 0)\n```"
    english = "```python\ndef sum_even(numbers: list[int]) -> int:\n    return sum(n for n in numbers if n % 2 == 0)\n```"
    assert _verdict(rule, german) == BROKEN
    assert _verdict(rule, english) == OBEYED
    # German in strings, comments and a file name is no name of the code
    strings = ("```python\ndef greet(name: str) -> str:\n    # Begrüßung für den Nutzer\n"
               "    return f\"Hallo {name}, schön dich zu sehen!\"\n\ncustomers = load(\"kunden.csv\")\n```")
    assert _verdict(rule, strings) == OBEYED
    assert _verdict(rule, "Listen sind veränderbar, Tupel nicht.") == NOT_APPLICABLE
    turkish = "```python\ndef toplam_fiyat(urunler):\n    toplam = 0\n    for urun in urunler:\n        toplam += 1\n```"
    assert code_identifiers.verdict("en", [("python", turkish)])[0] == BROKEN
    # JavaScript names, and a block that does not parse as Python
    assert code_identifiers.verdict("en", [("js", "const anzahlKunden = kunden.length;")])[0] == BROKEN
    assert code_identifiers.verdict("en", [("python", "def broken(:\n    nombre_usuario = 1")])[0] == BROKEN
    # technical words and short names say nothing
    assert code_identifiers.verdict("en", [("python", "df = load_json(p)\ncfg = parse_csv(df)\n")])[0] == OBEYED


# ---- code in two dialects --------------------------------------------------------------------------------------

def test_both_dialects_rule_in_several_languages():
    assert "both:posix+powershell" in _styles("whenever you give a shell command, give both the bash and the powershell version")
    assert code_variants.parse_clause("donne toujours les deux versions, bash et PowerShell") == ["both:posix+powershell"]
    assert code_variants.parse_clause("Shell-Befehle bitte immer für Bash und PowerShell, beide Varianten") == \
        ["both:posix+powershell"]
    assert code_variants.parse_clause("los comandos siempre en bash y en PowerShell, ambos") == ["both:posix+powershell"]
    assert code_variants.parse_clause("コマンドは bash と PowerShell の両方で書いて") == ["both:posix+powershell"]
    # one dialect asked for, or one refused, is no pair
    assert code_variants.parse_clause("use bash, not PowerShell, for both scripts") == []
    assert code_variants.parse_clause("give each command in bash") == []


def test_both_dialects_verdicts():
    value = "posix+powershell"
    both = "Bash:\n\n```bash\nexport API_URL=x\n```\n\nPowerShell:\n\n```powershell\n$env:API_URL = \"x\"\n```"
    assert code_variants.verdict(value, both)[0] == OBEYED
    assert code_variants.verdict(value, "```bash\nexport API_URL=x\n```")[0] == BROKEN
    # a Unix command under a powershell tag is no PowerShell version
    fake = "```bash\nfind . -name '*.tmp' -delete\n```\n\n```powershell\nfind . -name '*.tmp' -delete\n```"
    assert code_variants.verdict(value, fake)[0] == BROKEN
    inline = "Bash: `ls -lS`\n\nPowerShell: `Get-ChildItem | Sort-Object Length -Descending`"
    assert code_variants.verdict(value, inline)[0] == OBEYED
    assert code_variants.verdict(value, "On Linux use `ip addr` (or `ifconfig`).")[0] == BROKEN
    assert code_variants.verdict(value, "A shell reads commands, e.g. bash or PowerShell.")[0] == NOT_APPLICABLE
    assert code_variants.verdict(value, "Call `os.path.join` there.")[0] == NOT_APPLICABLE


# ---- code refused by its examples ------------------------------------------------------------------------------

def test_refused_examples_parse():
    rule = "never suggest disabling TLS/SSL verification (verify=False, curl -k, NODE_TLS_REJECT_UNAUTHORIZED=0 etc)"
    assert set(_styles(rule)) >= {"no_snippet:verify=False", "no_snippet:curl -k",
                                  "no_snippet:NODE_TLS_REJECT_UNAUTHORIZED=0"}
    assert code_banned.parse_clause("ne propose jamais de désactiver la vérification TLS (verify=False, curl -k)") == \
        ["no_snippet:verify=False", "no_snippet:curl -k"]
    assert code_banned.parse_clause("schlag nie vor, die Prüfung abzuschalten, z. B. verify=False oder curl -k") == \
        ["no_snippet:verify=False", "no_snippet:curl -k"]
    assert code_banned.parse_clause("nunca sugieras desactivar TLS (verify=False, curl -k)") == \
        ["no_snippet:verify=False", "no_snippet:curl -k"]
    assert code_banned.parse_clause("TLS 検証を無効にするコードは提案しないで（verify=False, curl -k など）") == \
        ["no_snippet:verify=False", "no_snippet:curl -k"]
    # an example of what to do, a rule about what the agent runs, an option with no command: nothing
    assert code_banned.parse_clause("suggest the CA bundle (REQUESTS_CA_BUNDLE=path)") == []
    assert code_banned.parse_clause("don't start long-running servers (npm run dev, uvicorn --reload)") == []
    assert code_banned.parse_clause("keine globalen Pakete in Code-Beispielen (kein -g)") == []


def test_refused_examples_verdicts():
    rule = "never suggest disabling TLS/SSL verification (verify=False, curl -k, NODE_TLS_REJECT_UNAUTHORIZED=0 etc)"
    assert _verdict(rule, "```python\nrequests.get(url, verify=False)\n```") == BROKEN
    assert _verdict(rule, "```bash\ncurl -sSk https://dev.internal/\n```") == BROKEN
    assert _verdict(rule, "```bash\nexport NODE_TLS_REJECT_UNAUTHORIZED=0\nnode a.js\n```") == BROKEN
    assert code_banned.verdict("NODE_TLS_REJECT_UNAUTHORIZED=0", "```powershell\n$env:NODE_TLS_REJECT_UNAUTHORIZED=\"0\"\n```")[0] \
        == BROKEN
    # the right fix, a look-alike option of another command, a mention in a sentence
    assert _verdict(rule, "```python\nrequests.get(url, verify=\"/etc/ssl/ca.pem\")\n```") != BROKEN
    assert _verdict(rule, "```bash\ngrep -k pattern file\ncurl --cacert ca.pem https://x\n```") != BROKEN
    assert _verdict(rule, "Yes: `verify=False` accepts any certificate; trust the CA instead.") != BROKEN


# ---- "use A, not B" --------------------------------------------------------------------------------------------

def test_prefer_with_comma_not():
    assert code_prefer.parse("in python files use pathlib, not os.path") == ["no_module:os.path"]
    assert code_prefer.parse("en Python, pathlib, pas os.path") == ["no_module:os.path"]
    assert code_prefer.parse("im Python-Code pathlib, nicht os.path") == ["no_module:os.path"]
    assert code_prefer.parse("en el código Python usa pathlib, no os.path") == ["no_module:os.path"]
    # a bare word after "not" is no module ("lists, not tables"), nor a capitalised language name
    assert code_prefer.parse("in python answers use lists, not tables") == []
    assert code_prefer.parse("write code in Go, not Python") == []
    rule = "in python files use pathlib, not os.path"
    assert _verdict(rule, "```python\nimport os\nroot, ext = os.path.splitext(p)\n```") == BROKEN
    assert _verdict(rule, "```python\nfrom pathlib import Path\nPath(p).suffix\n```") == OBEYED


# ---- only the diff ---------------------------------------------------------------------------------------------

def test_only_the_diff_in_several_languages():
    from memlock_core.compliance.code_blocks import parse_code_rules

    def tokens(rule: str) -> list[str]:
        return [t for t, _ in parse_code_rules(rule, lambda _: None)]

    assert "diff_only" in tokens("cuando te pida cambios en el código, muéstrame solo el diff, no el archivo entero")
    assert "diff_only" in tokens("when I ask for a fix, show only the diff")
    assert "diff_only" in tokens("zeig mir nur den Diff")
    assert "diff_only" in tokens("変更は差分だけ見せて")
    assert "diff" in tokens("show changes to my code as a diff") and "diff_only" not in tokens("show changes as a diff")


def test_diff_then_whole_code_again():
    from memlock_core.compliance.code_blocks import code_rule_verdict
    diff = "```diff\n@@ -1,3 +1,3 @@\n-DEBUG = True\n+DEBUG = False\n```"
    again = diff + "\n\nFull file for reference:\n\n```python\nDEBUG = False\nALLOWED = []\nAPPS = [\"shop\"]\n```"
    user = "in settings.py set DEBUG to False"
    assert code_rule_verdict("diff_only", again, user)[0] == BROKEN
    assert code_rule_verdict("diff_only", diff, user)[0] == OBEYED
    # a usage example after the diff holds none of its added lines: no repeat
    usage = diff + "\n\nThen run:\n\n```bash\npython manage.py runserver\n```"
    assert code_rule_verdict("diff_only", usage, user)[0] == OBEYED
    # the changed_only rule with the user's file not in the message: the reply's own words mark a whole file
    whole = ("Voici le fichier complet mis à jour :\n\n```python\nimport requests\n\ndef get(u):\n"
             "    return requests.get(u, timeout=10)\n```")
    assert code_rule_verdict("changed_only", whole, "ajoute un timeout dans client.py")[0] == BROKEN
    part = "Ändere nur diese Zeile:\n\n```python\n    return requests.get(u, timeout=10)\n```"
    assert code_rule_verdict("changed_only", part, "füge in client.py einen Timeout hinzu")[0] != BROKEN
    assert code_rule_verdict("changed_only", again, user)[0] == BROKEN


# ---- set -euo pipefail at the start ------------------------------------------------------------------------------

def test_shell_options_at_the_start():
    from memlock_core.compliance.code_style import code_style_verdict, parse_code_style
    for rule in ("every shell script you write must start with set -euo pipefail (after the shebang)",
                 "en bash siempre set -euo pipefail al principio de los scripts",
                 "les scripts bash commencent toujours par set -euo pipefail",
                 "Bash-Skripte beginnen immer mit set -euo pipefail",
                 "シェルスクリプトの先頭に必ず set -euo pipefail を入れて"):
        assert "shell_set:e,pipefail,u:first" in parse_code_style(rule), rule
    assert "shell_set:e,pipefail,u" in parse_code_style("シェルスクリプトには必ず set -euo pipefail を入れて")
    late = "```bash\n#!/usr/bin/env bash\n\ngzip /var/log/app/*.log\nset -euo pipefail\n```"
    early = "```bash\n#!/usr/bin/env bash\n# compress the logs\nset -euo pipefail\n\ngzip /var/log/app/*.log\n```"
    assert code_style_verdict("shell_set:e,pipefail,u:first", late)[0] == BROKEN
    assert code_style_verdict("shell_set:e,pipefail,u", late)[0] == OBEYED  # anywhere, when the rule says no place
    assert code_style_verdict("shell_set:e,pipefail,u:first", early)[0] == OBEYED
    split = "```bash\n#!/bin/bash -e\nset -o pipefail\nset -u\nls\n```"
    assert code_style_verdict("shell_set:e,pipefail,u:first", split)[0] == OBEYED


# ---- a code block demanded when an error is explained -----------------------------------------------------------

def test_block_demanded_when_an_error_is_explained():
    from memlock_core.compliance.code_blocks import code_rule_verdict, parse_code_rules

    def tokens(rule: str) -> list[str]:
        return [t for t, _ in parse_code_rules(rule, lambda _: None)]

    for rule in ("wenn du eine Fehlermeldung erklärst, zeig immer ein Beispiel zur Behebung als Codeblock",
                 "When you explain an error, quote the error line in a code block first.",
                 "quand tu expliques une erreur, montre toujours la correction dans un bloc de code",
                 "cuando expliques un error, muestra siempre la corrección en un bloque de código"):
        assert "block_required" in tokens(rule), rule
    # no condition on the subject, or a block refused: no demand
    assert "block_required" not in tokens("show code in a code block")
    assert "block_required" not in tokens("When I ask for a command, give just the command in a code block")
    user = "git sagt: fatal: refusing to merge unrelated histories"
    inline = "Mit `--allow-unrelated-histories` beim Pull kannst du sie zusammenführen."
    block = "Einmalig erlauben:\n\n```bash\ngit pull origin main --allow-unrelated-histories\n```"
    assert code_rule_verdict("block_required", inline, user)[0] == BROKEN
    assert code_rule_verdict("block_required", block, user)[0] == OBEYED
    # an exception named in passing by the reply is no error the user brought
    style = "Spaces, four per level. Mixing the two raises `TabError` in Python 3."
    assert code_rule_verdict("block_required", style, "should I use tabs or spaces in python?")[0] == NOT_APPLICABLE


def test_tool_error_lines_are_errors():
    from memlock_core.compliance.rule_scope import about_error
    assert about_error("", "git sagt: fatal: refusing to merge unrelated histories")
    assert about_error("", "npm sagt: ERESOLVE unable to resolve dependency tree")
    assert about_error("", "ENOENT when I start the server")
    # capitals and a plain "unable" are no error
    assert not about_error("", "Wie installiere ich Node 20 mit nvm? Siehe README und EXAMPLE.")
    assert not about_error("", "I'm unable to decide between Flask and Django")


# ---- bare except, methods refused by name, a bare module after "no" ---------------------------------------------

def test_bare_except_and_refused_methods():
    from memlock_core.compliance.code_style import code_style_verdict, parse_code_style
    for rule in ("no bare except in Python", "gestion d'erreurs obligatoire : pas de except nu",
                 "kein nacktes except bitte", "nada de except vacío", "裸の except は禁止"):
        assert "no_bare_except" in parse_code_style(rule), rule
    assert "no_bare_except" not in parse_code_style("always catch the specific exception in except clauses")
    assert code_style_verdict("no_bare_except", "```python\ntry:\n    f()\nexcept:\n    pass\n```")[0] == BROKEN
    assert code_style_verdict("no_bare_except", "```python\ntry:\n    f()\nexcept ValueError:\n    pass\n```")[0] == OBEYED
    # a name no builtin bears is refused as a method too; print() stays the plain call
    assert code_style_verdict("no_call:unwrap", "```rust\nlet n: i32 = \"42\".parse().unwrap();\n```")[0] == BROKEN
    assert code_style_verdict("no_call:unwrap", "```rust\nlet n: i32 = \"42\".parse()?;\n```")[0] == OBEYED
    assert code_style_verdict("no_call:print", "```python\nconsole.print(\"x\")\n```")[0] == OBEYED


# ---- one code block; a line's width in Chinese -------------------------------------------------------------------

def test_one_block_only_in_several_languages():
    from memlock_core.compliance.code_blocks import code_rule_verdict
    for rule in ("只给一个代码块，不要拆成好几个。", "Only one code block per answer", "un seul bloc de code par réponse",
                 "nur einen Codeblock pro Antwort", "un solo bloque de código", "コードブロックは1つだけにして"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert proposal.check.reply.code_rules == ("max_blocks:1",), rule
    two = "先初始化：\n\n```bash\nnpm init -y\n```\n\n然后安装：\n\n```bash\nnpm install express\n```"
    assert code_rule_verdict("max_blocks:1", two, None)[0] == BROKEN
    assert code_rule_verdict("max_blocks:1", "```bash\nnpm init -y && npm install express\n```", None)[0] == OBEYED


def test_code_line_width_in_chinese_is_no_reply_length():
    proposal = propose_check("代码每行不超过80个字符")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.code_style == ("max_line:80",) and proposal.check.reply.max_chars is None
    long_sql = "```sql\n" + "SELECT a, b FROM t WHERE " + " AND ".join(f"c{i} = {i}" for i in range(20)) + ";\n```"
    assert _verdict("代码每行不超过80个字符", long_sql) == BROKEN
    assert _verdict("代码每行不超过80个字符", "这是一段很长的中文解释，" * 20) != BROKEN  # prose is no code line
    # a reply's length in characters stays a reply length
    answers = propose_check("answers under 300 characters")
    assert answers is not None and answers.check.reply is not None and answers.check.reply.max_chars is not None


# ---- the language a user's message names; Chinese comments ------------------------------------------------------

def test_code_language_named_next_to_kana_or_han():
    from memlock_core.compliance.user_turn import names_code_language
    assert names_code_language("Pythonでファイルを読む方法は？", ("typescript", "javascript"))
    assert names_code_language("用Python写一个函数", ("typescript",))
    assert names_code_language("Comment lire un fichier en Python ?", ("typescript",))
    assert not names_code_language("配列の重複を削除する関数を書いて", ("typescript",))
    assert not names_code_language("Pythonista tips?", ("typescript",))  # a longer word is no language name


def test_chinese_comments_with_no_kana_are_chinese():
    from memlock_core.compliance.reply_language import comment_language_verdict
    zh = "```python\n# 失败时最多重试 3 次\ndef retry(fn):\n    pass\n```"
    assert comment_language_verdict("zh", zh, None)[0] == OBEYED
    ja = "```python\n# 失敗したら3回まで再試行する\ndef retry(fn):\n    pass\n```"
    assert comment_language_verdict("zh", ja, None)[0] != OBEYED
    mixed = "```python\n# 失败时最多重试 3 次\n# keep only seven days of logs\ndef retry(fn):\n    pass\n```"
    assert comment_language_verdict("zh", mixed, None)[0] != OBEYED


def test_write_in_a_programming_language():
    for rule, wanted in (("TypeScriptで書いて。anyは使わないで", ("typescript",)), ("write everything in Rust", ("rust",)),
                         ("écris en Python stp", ("python",)), ("schreib das bitte in Go", ("go",)),
                         ("escríbelo en TypeScript", ("typescript",))):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert proposal.check.reply.code_languages == wanted, rule
    # a human language, or docstrings of Python code, is no language to write code in
    for rule in ("write in English", "Write Python docstrings in Google style"):
        proposal = propose_check(rule)
        assert proposal is None or proposal.check.reply is None or not proposal.check.reply.code_languages, rule
    assert _verdict("TypeScriptで書いて", "```js\nfunction unique(items) {\n  return [...new Set(items)];\n}\n```",
                    "配列の重複を削除する関数を書いて") == BROKEN
