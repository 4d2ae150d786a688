"""Precision guards written for unseen authors: a rule scoped to a subject speaks to replies on that subject only,
and a date or time shown as a piece of code's sample output is quoted, not stated."""

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.rule_scope import COMMAND, ERROR, about_error, subject_scope


def _verdict(rule: str, reply: str, user: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check is not None
    verdicts = check_reply([Anchor(id="r", text=rule, reminder=rule, check=proposal.check)], reply, user_message=user)
    return verdicts[0].outcome if verdicts else NOT_APPLICABLE


def test_subject_scope_reads_the_condition_in_several_languages() -> None:
    assert subject_scope("If you explain a bug to me, keep it to prose.") == ERROR
    assert subject_scope("Wenn du mir einen Fehler erklärst, keine Aufzählungen.") == ERROR
    assert subject_scope("Quando spieghi un errore, niente elenchi.") == ERROR
    assert subject_scope("Si je te demande une commande, une seule ligne.") == COMMAND
    assert subject_scope("Cuando te pido un comando, contesta con una línea.") == COMMAND
    assert subject_scope("No bullet points, ever.") == ""
    assert subject_scope("Explain every step in prose.") == ""


def test_about_error_reads_the_message_or_the_reply() -> None:
    assert about_error("Sure.", "my script dies with KeyError: 'id'")
    assert about_error("Le build échoue parce que ...", "pourquoi ?")
    assert not about_error("Try Vite or Parcel.", "which bundler should I pick?")


def test_error_scoped_list_ban_leaves_other_replies_alone() -> None:
    rule = "If you explain a bug to me, use full sentences and no bullet points."
    bullets = "- Vite\n- Parcel\n- esbuild"
    assert _verdict(rule, bullets, "which bundler should I pick?") == NOT_APPLICABLE
    assert _verdict(rule, bullets, "why do I get TypeError: undefined is not a function?") == BROKEN


def test_error_scope_in_german() -> None:
    rule = "Wenn du mir einen Fehler erklärst, keine Aufzählungen."
    bullets = "- Rot\n- Blau\n- Grün"
    assert _verdict(rule, bullets, "Welche Farben passen zum Logo?") == NOT_APPLICABLE
    assert _verdict(rule, bullets, "Warum bekomme ich einen Fehler beim Import?") == BROKEN


def test_command_scoped_length_waits_for_a_command_request() -> None:
    rule = "Cuando te pido un comando, contesta en una sola línea."
    two = "La caché de páginas guarda archivos leídos.\n\nEl kernel la libera cuando hace falta."
    assert _verdict(rule, two, "¿Por qué mi servidor usa tanta RAM?") == NOT_APPLICABLE
    assert _verdict(rule, two, "¿Qué comando lista los puertos abiertos?") == BROKEN


def test_sample_output_of_shown_code_is_not_a_stated_time() -> None:
    rule = "Use the 24-hour clock, never AM/PM."
    shown = "`time.strftime('%I:%M %p')` returns a string such as `09:15 AM`; `%H:%M` would give `09:15`."
    assert _verdict(rule, shown, "how do I print am/pm in python?") != BROKEN
    stated = "The backup runs at `11:30 PM` every night."
    assert _verdict(rule, stated, "when does the backup run?") == BROKEN


def test_sample_output_of_shown_code_is_not_a_stated_date_japanese() -> None:
    rule = "日付は YYYY年M月D日 の形式で書いてください。"
    shown = "`datetime.date.today().isoformat()` を呼ぶと `2025-07-01` のような文字列になります。"
    assert _verdict(rule, shown, "PythonでISO形式の日付を出すには？") != BROKEN
    stated = "締め切りは 2025-07-01 です。"
    assert _verdict(rule, stated, "締め切りはいつ？") == BROKEN


def _tool(rule: str, command: str, user: str) -> str:
    from memlock_core.compliance.evaluate import check_tool_call
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check is not None
    verdicts = check_tool_call([Anchor(id="r", text=rule, reminder=rule, check=proposal.check)], "Bash",
                               {"command": command}, user_message=user)
    return verdicts[0].outcome if verdicts else NOT_APPLICABLE


def test_a_qualified_install_ban_leaves_local_installs_alone() -> None:
    rule = "Never install anything system-wide (sudo pip, npm -g, etc.)."
    assert _tool(rule, "npm install --save-dev eslint", "add eslint") != BROKEN
    assert _tool(rule, "npm install -g eslint", "add eslint") == BROKEN
    rule_fr = "N'installe jamais de paquets globalement (npm -g, pip --user, etc.)."
    assert _tool(rule_fr, "python -m venv .venv && .venv/bin/pip install black", "installe black") != BROKEN
    assert _tool(rule_fr, "npm i -g prettier", "installe prettier") == BROKEN


def test_program_only_with_a_flag_requires_the_flag() -> None:
    rule = "helm only with --namespace web unless I tell you otherwise"
    assert _tool(rule, "helm --namespace web list", "list releases") != BROKEN
    assert _tool(rule, "helm list", "list releases") == BROKEN
    rule_de = "terraform nur mit -lock=true"
    assert _tool(rule_de, "terraform plan", "plan it") == BROKEN or _tool(rule_de, "terraform plan", "plan it") == \
        NOT_APPLICABLE


def test_commit_language_is_the_one_placed_on_commits_not_the_rest() -> None:
    from memlock_core.compliance.commit_message import _commit_language
    assert _commit_language("Write in German, but English in commit messages.") == "en"
    assert _commit_language("Schreib auf Englisch in den Commit-Nachrichten, sonst auf Deutsch.") == "en"
    assert _commit_language("Commit messages in Spanish, English everywhere else.") == "es"
    assert _commit_language("Mensajes de commit en inglés, en español para lo demás.") == "en"


def test_short_reply_scope_in_portuguese_and_italian_is_a_scope_not_a_cap() -> None:
    for rule in ("Nada de títulos nas respostas curtas (menos de 150 palavras).",
                 "Niente titoli nelle risposte brevi (meno di 150 parole)."):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check is not None and proposal.check.reply is not None
        assert proposal.check.reply.max_words is None
        assert any(cond.startswith("words<") for _, cond in proposal.check.reply.when)


def test_tables_named_in_an_exception_are_not_banned() -> None:
    for rule in ("No emoji, except 🟢/🔴 in status tables.", "Kein Emoji außer ✔ in Tabellen mit Status.",
                 "Sin emojis salvo ✅ en las tablas de estado."):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check is not None and proposal.check.reply is not None
        assert "no_tables" not in proposal.check.reply.format
    banned = propose_check("No tables, please.")
    assert banned is not None and banned.check is not None and banned.check.reply is not None
    assert "no_tables" in banned.check.reply.format


def test_agreement_that_restates_the_act_is_consent() -> None:
    rule = "Ask me before running anything against production (db.prod.internal)."
    cmd = "psql -h db.prod.internal -c 'VACUUM ANALYZE'"
    assert _tool(rule, cmd, "yes, go ahead and run the vacuum on the prod database now") != BROKEN
    assert _tool(rule, cmd, "oui, vas-y, lance le vacuum sur la base de prod maintenant") != BROKEN
    assert _tool(rule, cmd, "vacuum the database") == BROKEN


def test_comments_asked_for_in_this_turn_waive_a_no_comments_rule() -> None:
    rule = "Don't put comments in your code."
    reply = "```python\n# total of the cart\ntotal = sum(prices)\n```"
    assert _verdict(rule, reply, "sum a list in python, and comment the code please") == NOT_APPLICABLE
    assert _verdict(rule, reply, "sum a list in python") == BROKEN
    rule_fr = "Pas de commentaires dans le code."
    assert _verdict(rule_fr, reply, "Fais la somme d'une liste, avec des commentaires stp") == NOT_APPLICABLE
    assert _verdict(rule_fr, reply, "Fais la somme d'une liste, sans commentaires") == BROKEN


def test_a_template_password_in_a_url_is_no_credential() -> None:
    from memlock_core.compliance.tool_rule_judge import literal_secret
    assert literal_secret("DB_URL=mysql://app:<password>@db:3306/shop") is None
    assert literal_secret("BROKER=amqp://guest:${RABBIT_PASS}@mq:5672/") is None
    assert literal_secret("BROKER=amqp://svc:Tr0ub4dor-77@mq:5672/") is not None
    assert literal_secret("DB_URL=mysql://app:mypassword99@db/shop") is not None
