"""Source, code and emoji rules read more generally (issue 21): source rules in Korean and Chinese, instructions in
verb-final languages are no claims, a construct refused by its own code shape, a pin with both a tool part and a
reply part judging what a call commits or writes."""
from __future__ import annotations

from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED
from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import call_outcome, reply_outcome

_reply, _call = reply_outcome, call_outcome


# ---- sources: Korean and Chinese rules ------------------------------------------------------------------------

def test_korean_and_chinese_source_rules_are_read():
    for rule in ("참고한 자료의 출처를 링크로 붙여 주세요.", "回答里请注明来源，并附上链接。", "請在數字後面註明出處並附上連結。"):
        proposal = propose_check(rule)
        assert proposal is not None and "sources" in proposal.kinds, rule
    korean = "링크와 함께 출처를 꼭 표시해 주세요."
    assert _reply(korean, "서울의 인구는 약 940만 명입니다.") == BROKEN
    assert _reply(korean, "서울의 인구는 약 940만 명입니다 (출처: 서울시, https://data.seoul.go.kr).") == OBEYED
    assert _reply(korean, "서울의 인구는 약 940만 명입니다 (출처: 서울시 통계).") == BROKEN  # named, no link


def test_an_instruction_in_a_verb_final_language_is_no_claim():
    korean = "링크와 함께 출처를 꼭 표시해 주세요."
    steps = "양파를 먼저 볶은 뒤 물을 붓고 15분 끓이면 됩니다. 마지막에 소금을 넣으세요."
    assert _reply(korean, steps, "된장국 끓이는 법?") == NOT_APPLICABLE
    japanese = "出典は必ずリンクで示してください。"
    assert _reply(japanese, "玉ねぎを炒めてから水を入れ、15分煮てください。", "味噌汁の作り方は？") == NOT_APPLICABLE
    assert _reply(japanese, "東京の人口は約1400万人です。", "東京の人口は？") == BROKEN
    spanish = "Pon siempre la fuente con enlace cuando des cifras."
    assert _reply(spanish, "Camina 20 minutos después de comer y evita las pantallas antes de dormir.",
                  "¿Un consejo para dormir mejor?") == NOT_APPLICABLE


# ---- code: a refused construct known by its shape ---------------------------------------------------------------

def test_a_refused_method_call_or_percent_formatting_needs_no_code_word():
    rule = "Only f-strings. Never % formatting, never .format()."
    assert _reply(rule, "```python\nmsg = 'Hi {}'.format(user)\n```") == BROKEN
    assert _reply(rule, "```python\nmsg = 'Hi %s' % user\n```") == BROKEN
    assert _reply(rule, "```python\nmsg = f'Hi {user}'\nstamp = now.strftime('%Y-%m-%d')\n```") == OBEYED
    german = "Kein .format() mehr, bitte f-Strings."
    assert _reply(german, "```python\nprint('{} Tage'.format(n))\n```") == BROKEN
    assert _call(rule, "Edit", {"file_path": "app/jobs.py", "old_string": "x", "new_string": "log.info('%d rows' % n)"}) == BROKEN


# ---- a pin with a tool part and a reply part ----------------------------------------------------------------------

def test_reply_part_judges_the_commit_even_when_the_pin_has_a_tool_part():
    rule = "Never force-push, and no emoji in commit messages."
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is not None and proposal.check.reply is not None
    assert _call(rule, "Bash", {"command": "git commit -m \"✨ add search box\""}) == BROKEN
    assert _call(rule, "Bash", {"command": "git commit -m \"Add search box\""}) == OBEYED
    assert _call(rule, "Bash", {"command": "git push --force origin main"}) == BROKEN


def test_a_commit_message_is_no_message_sent():
    proposal = propose_check("No emojis in commit messages. In chat they're fine.")
    assert proposal is not None and proposal.check.tool is None  # no "never send messages" guessed from it
    rule = "No emojis in commit messages or code comments. In chat they're fine."
    assert _call(rule, "Bash", {"command": "git commit -m \"🚑 hotfix login\""}) == BROKEN
    edit = {"file_path": "lib/cache.py", "old_string": "pass", "new_string": "# 🔥 hot path, keep it short\npass"}
    assert _call(rule, "Edit", edit) == BROKEN
    assert _call(rule, "Edit", {**edit, "new_string": "# hot path, keep it short\npass"}) == OBEYED


# ---- SQL select lists ---------------------------------------------------------------------------------------------

def test_select_star_rules_read_in_several_languages():
    from memlock_core.compliance.sql_select import select_star_rule
    for rule in ("Avoid SELECT * in queries you write.", "SELECT * is off-limits; name the columns.",
                 "Nada de SELECT * en las consultas.", "クエリでは SELECT * は使わないでください。",
                 "Always list the columns explicitly in your SQL queries."):
        assert select_star_rule(rule), rule
    for rule in ("SELECT * is fine for quick looks.", "Keep SQL keywords upper case."):
        assert not select_star_rule(rule), rule


def test_select_star_judged_on_the_select_lists():
    rule = "Never SELECT * in SQL, name each column."
    assert _reply(rule, "```sql\nSELECT * FROM invoices WHERE paid = false;\n```") == BROKEN
    assert _reply(rule, "```sql\nSELECT i.*, c.name\nFROM invoices i JOIN clients c ON c.id = i.client_id;\n```") == BROKEN
    assert _reply(rule, "```sql\nSELECT status, COUNT(*) FROM invoices GROUP BY status;\n```") == OBEYED
    assert _reply(rule, "```sql\nSELECT id FROM clients c WHERE EXISTS (SELECT * FROM invoices i WHERE i.client_id = c.id);\n```") \
        == OBEYED
    assert _reply(rule, "```python\nrows = db.execute(\"select * from invoices\")\n```") == BROKEN  # SQL in a string
    assert _reply(rule, "An index speeds up lookups at some cost on writes.") == NOT_APPLICABLE
    assert _call(rule, "Write", {"file_path": "reports/unpaid.sql", "content": "SELECT * FROM invoices;\n"}) == BROKEN


# ---- long options -------------------------------------------------------------------------------------------------

def test_long_option_rules_read_in_several_languages():
    from memlock_core.compliance.shell_options import long_options_rule
    for rule in ("Prefer long flags in any command you suggest.", "In shell commands write --verbose, not -v.",
                 "Utilise toujours les options longues dans les commandes.", "Bitte lange Optionen in Shell-Befehlen.",
                 "コマンドはロングオプションで書いてください。"):
        assert long_options_rule(rule), rule
    assert not long_options_rule("Don't bother with long options, short flags are fine.")


def test_short_options_with_a_long_form_break_the_rule():
    rule = "Prefer long flags in any command you suggest."
    assert _reply(rule, "```bash\nmkdir -p logs/archive\n```") == BROKEN
    assert _reply(rule, "```bash\nmkdir --parents logs/archive\n```") == OBEYED
    assert _reply(rule, "```sh\ngrep --ignore-case error app.log | sort --numeric-sort\n```") == OBEYED
    assert _reply(rule, "```bash\ngrep --ignore-case error app.log | wc -l\n```") == BROKEN  # the second command
    assert _reply(rule, "```bash\nfind . -name '*.tmp'\n```") == NOT_APPLICABLE  # single-dash long options
    assert _reply(rule, "```bash\ngit switch -c feature/login\n```") == BROKEN
    assert _reply(rule, "A port is a number a process listens on.") == NOT_APPLICABLE
    assert _call(rule, "Bash", {"command": "tar -xzf release.tgz"}) == BROKEN
    assert _call(rule, "Bash", {"command": "tar --extract --gzip --file release.tgz"}) == OBEYED
    assert _call(rule, "Bash", {"command": "sudo docker compose up --detach"}) == OBEYED


# ---- emoji --------------------------------------------------------------------------------------------------------

def test_a_ban_that_names_no_place_reaches_commit_messages():
    for rule in ("No emoji please.", "Keine Emojis.", "絵文字は禁止です。"):
        assert _call(rule, "Bash", {"command": "git commit -m \"🎨 tidy imports\""}) == BROKEN, rule
        assert _call(rule, "Bash", {"command": "git commit -m \"Tidy imports\""}) == OBEYED, rule
        assert _call(rule, "Bash", {"command": "pytest --quiet"}) == NOT_APPLICABLE, rule
    # a ban on the replies only, or on another place, does not
    for rule in ("No emoji in your answers.", "Pas d'émojis dans tes réponses.", "No emoji in headings."):
        assert _call(rule, "Bash", {"command": "git commit -m \"🎨 tidy imports\""}) != BROKEN, rule


def test_kaomoji_count_as_text_faces_when_the_rule_bans_them():
    rule = "絵文字はダメです。顔文字もダメ。"
    proposal = propose_check(rule)
    assert proposal is not None and "no_emoticons" in proposal.kinds
    for face in ("(>_<)", "(´・ω・`)", "m(_ _)m", "（＾▽＾）", "(^_^)"):
        assert _reply(rule, f"了解しました{face}") == BROKEN, face
    assert _reply(rule, "関数 f(x) = (a - b) を使います。") == OBEYED


def test_an_elliptic_ban_after_an_allowance_speaks_to_texts_for_that_reader():
    rule = "Emoji are ok when we chat, but never in anything I'll send to a customer."
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.tool is None  # the user sends it: no tool call is banned
    mail = "Dear Mr Ito,\n\nYour order has shipped 📦 and should arrive on Friday.\n\nKind regards,\nAna"
    assert _reply(rule, mail, "write an email to the customer saying the order shipped") == BROKEN
    assert _reply(rule, mail.replace(" 📦", ""), "write an email to the customer saying the order shipped") == OBEYED
    assert _reply(rule, "Shipped 📦 finally!", "tell the team in slack the order shipped") == NOT_APPLICABLE


def test_emoji_first_in_the_headings_of_a_document_written():
    rule = "Start every section heading with an emoji in the docs you write."
    good = {"file_path": "docs/setup.md", "content": "# 🚀 Setup\n\nInstall it.\n\n## 🧪 Tests\n\nRun them.\n"}
    assert _call(rule, "Write", good) == OBEYED
    assert _call(rule, "Write", {**good, "content": "# 🚀 Setup\n\n## Tests 🧪\n"}) == BROKEN  # emoji last
    assert _call(rule, "Write", {"file_path": "src/app.py", "content": "# Setup\nx = 1\n"}) == NOT_APPLICABLE  # no doc
    spanish = "En los documentos que escribas, cada título empieza con un emoji."
    assert _call(spanish, "Write", {"file_path": "LEEME.md", "content": "# Instalación\n\nPasos.\n"}) == BROKEN


def test_text_faces_in_a_commit_message_when_the_rule_bans_them():
    rule = "No emoji and no text smileys like :-) either."
    assert _call(rule, "Bash", {"command": "git commit -m \"Fix the flaky test :-)\""}) == BROKEN
    assert _call(rule, "Bash", {"command": "git commit -m \"Fix the flaky test (see #12)\""}) == OBEYED


def test_a_source_file_written_in_a_banned_language():
    rule = "Code examples in Go only, no Python."
    assert _call(rule, "Write", {"file_path": "examples/server.py", "content": "print('hi')\n"}, "write an example server") \
        == BROKEN
    assert _call(rule, "Write", {"file_path": "examples/server.go", "content": "package main\n"}, "write an example server") \
        == OBEYED
    # the user asked for the other language by name: the rule's exception
    assert _call(rule, "Write", {"file_path": "examples/server.py", "content": "print('hi')\n"},
                 "write the example in Python this time") != BROKEN
    german = "Codebeispiele bitte nur in Kotlin, kein Java."
    assert _call(german, "Write", {"file_path": "demo/Main.java", "content": "class Main {}\n"}, "leg ein Beispiel an") \
        == BROKEN


# ---- sources: laws and topic-scoped claims ---------------------------------------------------------------------

def test_a_law_mentioned_in_any_exchange_needs_its_provision():
    rule = "Whenever you cite a law, give the section number."
    proposal = propose_check(rule)
    assert proposal is not None and "legal exchanges" not in proposal.describe()
    assert _reply(rule, "Selling alcohol to minors is banned under the Licensing Act.",
                  "can my bar serve a 17 year old?") == BROKEN
    assert _reply(rule, "Tenancy law sets the notice period, so check your lease.", "how do I move out?") == BROKEN
    assert _reply(rule, "Under section 146 of the Licensing Act 2003, selling alcohol to minors is an offence.",
                  "can my bar serve a 17 year old?") == OBEYED
    assert _reply(rule, "Use a zip code lookup in the source code.", "how do I validate addresses?") == NOT_APPLICABLE
    german = "Wenn du ein Gesetz nennst, gib den Paragraphen an."
    assert _reply(german, "Das regelt das Bürgerliche Gesetzbuch.", "Wie lange ist die Kündigungsfrist?") == BROKEN


def test_an_answer_in_a_scoped_domain_that_cites_nothing():
    rule = "Every medical claim needs a reference to a study or a guideline."
    assert _reply(rule, "Yes, a warm drink with honey calms a cough in most adults.", "does honey help a cough?") == BROKEN
    assert _reply(rule, "Honey calms a cough about as well as syrups (Cochrane review, 2018).",
                  "does honey help a cough?") != BROKEN
    assert _reply(rule, "Update your CV and tailor it to the job.", "how do I get a job?") == NOT_APPLICABLE


def test_the_sql_a_database_client_runs():
    upper = "SQL keywords in upper case, please."
    assert _call(upper, "Bash", {"command": "psql -d shop -c \"select id from orders where total > 100\""}) == BROKEN
    assert _call(upper, "Bash", {"command": "psql -d shop -c \"SELECT id FROM orders WHERE total > 100\""}) == OBEYED
    star = "Nunca uses SELECT * en SQL."
    assert _call(star, "Bash", {"command": "sqlite3 app.db 'SELECT * FROM users;'"}) == BROKEN
    assert _call(star, "Bash", {"command": "mysql -e \"SELECT id, name FROM users\" crm"}) == OBEYED
    assert _call(star, "Bash", {"command": "echo 'select * from x' > notes.txt"}) == NOT_APPLICABLE  # no client runs it


def test_node_is_no_request_for_plain_javascript_under_a_typescript_rule():
    from memlock_core.compliance.user_turn import names_code_language
    assert not names_code_language("How do I read a file in Node?", ("typescript",))
    assert names_code_language("How do I read a file in Node?", ("python",))
    rule = "Nur TypeScript in Codebeispielen, kein JavaScript."
    assert _reply(rule, "```ts\nconst n: number = 1;\n```", "Wie lese ich eine Datei in Node?") == OBEYED
