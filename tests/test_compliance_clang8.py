"""Reply language, list/markdown structure and form (round 8, clang): a ban spoken once over a list of marks, a
permission that is no demand, the reply named before its language in Japanese, the language nearest the comments,
Chinese script per paragraph, markdown named as a modifier, prose asked for, "un solo" as a count, rules scoped to
reviews. Every wording was written for this test, none copied from a set; harmless look-alikes must not break."""
from __future__ import annotations

import pytest
from compliance_judge import judge, proposed_reply_check

from memlock_core.compliance.ban_lists import distribute
from memlock_core.compliance.permission import grants
from memlock_core.compliance.review_scope import asks_for_review, review_scope

PLAIN = "plain text only, no markdown at all (no bullets, bold, headers or code fences)"


@pytest.mark.parametrize("text,expected", [
    ("no bullets, bold, headers or code fences", "no bullets, no bold, no headers, no code fences"),
    ("pas de puces, de gras ni de titres", "pas de puces, pas de gras, pas de titres"),
    ("keine Aufzählungen, Fettdruck oder Überschriften", "keine Aufzählungen, keine Fettdruck, keine Überschriften"),
    ("sin viñetas, negritas ni tablas", "sin viñetas, sin negritas, sin tablas"),
    # look-alikes: what follows the ban is no list of marks
    ("no bullets, use numbered steps", "no bullets, use numbered steps"),
    ("no emoji, keep it short", "no emoji, keep it short"),
])
def test_ban_distributed_over_a_list(text: str, expected: str) -> None:
    assert distribute(text) == expected


@pytest.mark.parametrize("words,granted", [
    ("は英語でOK", True), ("は英語でもいい", True), ("may stay in English", True), ("dürfen englisch sein", True),
    ("pueden quedar en inglés", True), ("peuvent rester en anglais", True),
    ("must stay in English", False), ("は必ず英語で", False), ("in English", False), ("auf Englisch", False),
])
def test_permission_is_no_demand(words: str, granted: bool) -> None:
    assert grants(words) is granted


@pytest.mark.parametrize("rule,reply,outcome", [
    (PLAIN, "Run sudo systemctl restart nginx, then check systemctl status nginx. It should say active.", "obeyed"),
    (PLAIN, "Run:\n\n```\nsudo systemctl restart nginx\n```\n\nIt should say **active (running)**.", "broken"),
    (PLAIN, "Follow-up items:\n- add disk alerts\n- rotate logs daily", "broken"),
    # a literal asterisk in plain text is no emphasis
    (PLAIN, "An asterisk (*) in a cron field means every value, so 0 * * * * runs hourly at minute zero.", "obeyed"),
    ("pas de markdown du tout (pas de puces, de gras ni de titres)", "Redémarre le service puis vérifie son état.",
     "obeyed"),
    ("pas de markdown du tout (pas de puces, de gras ni de titres)", "## Étapes\n\nRedémarre le service puis vérifie.",
     "broken"),
])
def test_plain_text_only(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


JA_RULE = "返事は必ず日本語で。コードのコメントは英語でOK"


@pytest.mark.parametrize("reply,outcome", [
    ("`Set` を使うと簡単です。\n\n```js\n// 重複を削除\nconst u = [...new Set(a)];\n```\n\n結果は重複のない配列になります。",
     "obeyed"),  # the comments may be English; Japanese ones are fine too
    ("`Set` を使うと簡単です。\n\n```js\n// remove duplicates\nconst u = [...new Set(a)];\n```\n\n結果は重複のない配列になります。",
     "obeyed"),
    ("Use a with block and iterate over the file object, which streams the file line by line for you.", "broken"),
])
def test_japanese_reply_named_first_comments_allowed(reply: str, outcome: str) -> None:
    assert judge(JA_RULE, reply)[0] == outcome, judge(JA_RULE, reply)


@pytest.mark.parametrize("rule,language,comments", [
    ("返事は必ず日本語で", "ja", None),
    ("回答はすべて英語でお願いします", "en", None),
    ("コードのコメントは英語で、説明は日本語でお願いします", "ja", "en"),
    ("Antworte auf Deutsch, Kommentare dürfen englisch sein", "de", None),
    ("siempre en español (el código puede quedar en inglés)", "es", None),
    ("Réponds en français, commentaires de code en anglais", "fr", "en"),
    # the language refused on the way to the comments' own
    ("コード内のコメントは英語じゃなくて日本語でお願いします。", None, "ja"),
])
def test_reply_and_comment_language(rule: str, language: str | None, comments: str | None) -> None:
    check = proposed_reply_check(rule)
    assert check is not None
    assert check.get("language") == language and check.get("comment_language") == comments, check


SIMPLIFIED_RULE = "请用简体中文回答，不要用繁体"


@pytest.mark.parametrize("reply,outcome", [
    ("merge 会保留两条分支的历史。\n\n一般來說，還沒推送的分支可以用 rebase，已經共享的分支最好用 merge。", "broken"),
    ("merge 会保留两条分支的历史。\n\n一般来说，还没推送的分支可以用 rebase，已经共享的分支最好用 merge。", "obeyed"),
    # a quotation in the other script is not the reply's own script
    ("这个错误的原文是「檔案不存在」，意思是文件不存在，请检查路径是否正确。", "obeyed"),
])
def test_chinese_script_per_paragraph(reply: str, outcome: str) -> None:
    assert judge(SIMPLIFIED_RULE, reply)[0] == outcome, judge(SIMPLIFIED_RULE, reply)


@pytest.mark.parametrize("rule,reply,outcome", [
    ("nada de tablas en markdown, usa listas", "Te recomiendo **AWS S3 Standard** para datos calientes.", "obeyed"),
    ("nada de tablas en markdown, usa listas", "| Nombre | Edad |\n|---|---|\n| Ana | 30 |\n| Luis | 25 |", "broken"),
    ("keine Tabellen in Markdown", "Nimm **PostgreSQL**, wenn du Transaktionen brauchst.", "obeyed"),
    ("pas de listes à puces, écris en paragraphes", "1. Créez l'application.\n2. Poussez le code.\n3. Lisez les logs.",
     "broken"),
    ("pas de listes à puces, écris en paragraphes", "Créez d'abord l'application, poussez ensuite le code, puis lisez "
     "les logs pour vérifier que tout fonctionne.", "obeyed"),
    ("keine Stichpunkte, schreib in Absätzen", "1. Öffne die Datei.\n2. Speichere sie.\n3. Schließe den Editor.", "broken"),
])
def test_markdown_modifier_and_prose(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_un_solo_is_a_count_not_only() -> None:
    check = proposed_reply_check("cuando me des pasos, numéralos, y un solo comando por paso")
    assert check is not None and "code_only" not in check.get("format", [])
    only = proposed_reply_check("solo el comando, sin explicación")
    assert only is not None and "code_only" in only.get("format", [])


REVIEW_RULE = "when you review my code, list the issues as a numbered list"


@pytest.mark.parametrize("rule", [REVIEW_RULE, "quand tu relis mon code, numérote les problèmes",
                                  "wenn du meinen Code reviewst, nummeriere die Punkte",
                                  "コードレビューのときは問題点を番号付きリストで"])
def test_review_scope_read(rule: str) -> None:
    assert review_scope(rule)


@pytest.mark.parametrize("message,asked", [
    ("review my Dockerfile", True), ("can you review this function?", True), ("relis mon code stp", True),
    ("revisa mi código, por favor", True), ("このコードをレビューして", True),
    ("how do I write a good code review comment?", False), ("what is a code review?", False),
])
def test_review_asked(message: str, asked: bool) -> None:
    assert asks_for_review(message) is asked


def test_review_rule_waived_without_review() -> None:
    reply = "Be specific about the line and the problem, and suggest an alternative when you can."
    assert judge(REVIEW_RULE, reply, user="how do I write a good code review comment?")[0] == "not_applicable"
    assert judge(REVIEW_RULE, reply, user="review my Dockerfile please")[0] == "broken"


@pytest.mark.parametrize("rule,reply,outcome", [
    # a fixed hyphenated phrase holds another word; a two-part compound still holds the banned spelling
    ("don't say 'simply' or 'just' when explaining how to do something",
     "Start it with docker run. The runtime is just-in-time compiled on first run, so the first call is slower.", "obeyed"),
    ("don't say 'simply' or 'just' when explaining how to do something", "Just run docker run and you are done.", "broken"),
    ("gebruik de officiële spelling: 'e-mail', 'online', geen 'email' of 'web site'",
     "Je krijgt ook een gratis email-adres voor formulieren.", "broken"),
    # a greeting the lexicon knew too little of
    ("sin saludos ni despedidas, ve directo al grano", "Buenas, multiplica la base por 0,21 para obtener el IVA.", "broken"),
    ("sin saludos ni despedidas, ve directo al grano", "Buenas prácticas: multiplica la base por 0,21 y redondea.",
     "obeyed"),
])
def test_word_bans_and_greetings(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule,reply,outcome", [
    # the signature closes the e-mail the user asked for, not the reply
    ("sin saludos ni despedidas, ve directo al grano",
     "Asunto: Día libre\n\nHola, Marta:\n\nTe escribo para pedirte el viernes libre.\n\nUn saludo,\nDiego", "obeyed"),
    ("no sign-offs", "Subject: Day off\n\nHi Marta,\n\nCould I take Friday off?\n\nBest,\nDiego", "obeyed"),
    # the reply's own closing formula
    ("no sign-offs", "Restart the service and check the logs again.\n\nBest,\nYour assistant", "broken"),
])
def test_signoff_of_a_drafted_letter(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


@pytest.mark.parametrize("rule,language", [
    ("English please", "en"), ("Deutsch bitte", "de"), ("español, por favor", "es"), ("français s'il te plaît", "fr"),
])
def test_language_then_please(rule: str, language: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("language") == language, check


STEPS = "Use numbered lists for any steps."


@pytest.mark.parametrize("reply,outcome", [
    # advice after the list that only ends on "afterwards" is no further step
    ("1. Dump the data.\n2. Create the database.\n3. Load the data.\n\nFor large databases pgloader is faster, but "
     "double-check the boolean columns afterwards.", "obeyed"),
    # a sentence that a sequence word opens goes on with the procedure
    ("1. Dump the data.\n2. Create the database.\n\nThen load the data with loaddata and restart the app.", "broken"),
    ("1. Exporta los datos.\n2. Crea la base.\n\nLuego carga los datos y reinicia la aplicación.", "broken"),
])
def test_procedure_going_on_after_the_list(reply: str, outcome: str) -> None:
    assert judge(STEPS, reply, user="walk me through the migration")[0] == outcome, judge(STEPS, reply)


@pytest.mark.parametrize("rule,reply,outcome", [
    # the familiar imperative after a fronted condition breaks a formal rule
    ("Vouvoie-moi toujours.", "Lancez la commande. Vous pouvez vérifier ensuite. Et si ça ne suffit pas, supprime le dossier.",
     "broken"),
    ("Vouvoie-moi toujours.", "Lancez la commande. Vous pouvez vérifier ensuite. Et si ça ne suffit pas, supprimez le dossier.",
     "obeyed"),
    ("trátame de usted, nunca de tú", "Compruebe el cable. Si sigue sin funcionar, actualiza los controladores.", "broken"),
    ("trátame de usted, nunca de tú", "Compruebe el cable. Si sigue sin funcionar, actualice los controladores.", "obeyed"),
    ("Bitte siezen Sie mich.", "Den Schlüssel finden Sie unter dem Ordner. Kopier den einfach auf den Server.", "broken"),
    # the pronoun named in emphasis is the word explained, nobody addressed
    ("trátame de usted, nunca de tú", "De forma informal se dice **tú**; con desconocidos se usa usted, como hago yo con "
     "usted.", "obeyed"),
])
def test_mixed_address(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


PER_STEP = "cuando me des pasos, numéralos, y un solo comando por paso"


@pytest.mark.parametrize("rule,reply,outcome", [
    (PER_STEP, "1. Clona: `git clone git@github.com:acme/app.git`\n2. Entra: `cd app`\n3. Instala: `pnpm install`", "obeyed"),
    (PER_STEP, "1. Clona y entra: `git clone git@github.com:acme/app.git && cd app`\n2. Instala: `pnpm install`", "broken"),
    ("one command per step", "1. Install:\n   ```bash\n   npm install\n   npm run build\n   ```\n2. Start: `npm start`",
     "broken"),
    # a pipe is one command; a setting in backticks is no command
    ("one command per step", "1. Count: `ls | wc -l`\n2. Set `reverse=True` and run `python sort.py`", "obeyed"),
    ("une seule commande par étape", "1. Installez : `apt install nginx`\n2. Démarrez : `systemctl start nginx`", "obeyed"),
    ("ein Befehl pro Schritt", "1. Installieren: `apt update; apt install nginx`\n2. Starten: `systemctl start nginx`",
     "broken"),
    # a command in the prose after the list belongs to no step
    ("one command per step", "1. Build: `make`\n2. Test: `make test`\n\nIf it fails, run `make clean` and `make` again.",
     "obeyed"),
])
def test_one_command_per_step(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


QUOTE_FIRST = "when you explain an error, quote the exact error message first, then explain"
TRACE = "my script fails:\nTraceback (most recent call last):\nModuleNotFoundError: No module named 'yaml'"


@pytest.mark.parametrize("rule,reply,user,outcome", [
    (QUOTE_FIRST, "> ModuleNotFoundError: No module named 'yaml'\n\nInstall PyYAML in the same environment.", TRACE, "obeyed"),
    (QUOTE_FIRST, "The yaml module comes from PyYAML, which isn't installed. Run pip install pyyaml.", TRACE, "broken"),
    # the quotation left for the end, or a paraphrase of the error
    (QUOTE_FIRST, "PyYAML is missing, install it.\n\n> ModuleNotFoundError: No module named 'yaml'", TRACE, "broken"),
    (QUOTE_FIRST, "> npm ERR! dependency conflict\n\nTwo packages need different peer versions.",
     "npm install gives: npm ERR! code ERESOLVE unable to resolve dependency tree", "broken"),
    # a reply that explains no error is not judged
    (QUOTE_FIRST, "Run python3 -m venv .venv, then activate it.", "how do I make a venv?", "not_applicable"),
    ("quand tu expliques une erreur, cite d'abord le message d'erreur exact",
     "`Permission denied (publickey)`\n\nGitHub n'a accepté aucune de vos clés SSH.",
     "pourquoi j'ai 'permission denied (publickey)' quand je pousse ?", "obeyed"),
    ("wenn du einen Fehler erklärst, zitiere zuerst die genaue Fehlermeldung",
     "Das Modul fehlt, installiere es mit pip.", "Fehler: ModuleNotFoundError: No module named 'yaml'", "broken"),
    ("cuando expliques un error, cita primero el mensaje de error exacto",
     "```\nModuleNotFoundError: No module named 'yaml'\n```\n\nFalta el paquete PyYAML.", TRACE, "obeyed"),
    ("エラーを説明するときは、まずエラーメッセージをそのまま引用して",
     "PyYAML が入っていません。pip install pyyaml を実行してください。", TRACE, "broken"),
])
def test_error_quoted_first(rule: str, reply: str, user: str, outcome: str) -> None:
    assert judge(rule, reply, user=user)[0] == outcome, judge(rule, reply, user=user)


def test_cite_sources_first_is_no_error_quote() -> None:
    check = proposed_reply_check("cite your sources first")
    assert check is None or "error_quote_first" not in check.get("format", [])


ITEM_FORM = "bullets: no trailing periods, start each with a capital letter"


@pytest.mark.parametrize("rule,reply,outcome", [
    (ITEM_FORM, "- Order layers by change rate\n- Use a `.dockerignore`\n- Pin base images", "obeyed"),
    (ITEM_FORM, "- Order layers by change rate\n- use multi-stage builds\n- Pin base images", "broken"),
    (ITEM_FORM, "- Build output like `dist/`\n- Logs such as `npm-debug.log`.", "broken"),
    # code that opens an item or ends it is written as it must be
    (ITEM_FORM, "- `node_modules/`\n- Logs such as `npm-debug.log`", "obeyed"),
    ("pas de point final dans les puces", "- Installer le paquet\n- Relancer le service.", "broken"),
    ("Stichpunkte ohne Punkt am Ende", "- Paket installieren\n- Dienst neu starten", "obeyed"),
    ("viñetas sin punto final, empieza cada una con mayúscula", "- instala el paquete\n- Reinicia el servicio", "broken"),
])
def test_item_form(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_item_form_needs_list_items() -> None:
    heading = proposed_reply_check("no trailing periods in headings")
    assert heading is not None and "items_no_stop" not in heading.get("format", [])
    bullets = proposed_reply_check("no bullets")
    assert bullets is not None and tuple(bullets.get("format", ())) == ("no_bullets",)
