"""Source rules with a condition, and rules scoped to one part of what the assistant writes (round 10): a source word
in a condition on the material, "when citing numbers, say where they came from", docs links for API questions,
"if there are sources", a dated title as a cited work, magnitudes in words, "link or reference"; emoji allowed only
in commit messages or banned in a list of code regions; comments asked in Chinese; snake_case named in katakana;
language and spelling rules scoped to the docs and strings a tool call writes. Wordings are the tests' own."""
from __future__ import annotations

from memlock_core.compliance import emoji_rule, written_scope
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.sources import figures, link_optional, only_the_users_act
from tests.compliance_judge import call_outcome, reply_outcome

_reply, _call = reply_outcome, call_outcome


def _describe(rule: str) -> str:
    proposal = propose_check(rule)
    return proposal.describe() if proposal is not None else ""


# ---- sources -----------------------------------------------------------------------------------------------------

def test_a_source_word_in_a_condition_on_the_material_asks_no_source():
    for clause in ("if the original gives feet, convert them", "si la fuente usa libras, pásalas a kilos",
                   "wenn die Quelle Fahrenheit nennt, rechne um", "si la source donne des pieds, convertis-les",
                   "元の資料がインチなら変換して"):
        assert only_the_users_act(clause), clause
    # a source rule keeps its source words ("if you cite a source", "出典がない場合")
    assert not only_the_users_act("if you cite a source, add the year")
    assert not only_the_users_act("出典が見つからない場合はそう書いて")


def test_a_units_rule_with_a_conversion_condition_keeps_its_system():
    for rule in ("Stick to metric; if the original gives feet, convert them.",
                 "Système métrique, et si la source donne des pieds, convertis-les.",
                 "Metrisch bitte, und wenn die Quelle Fuß angibt, rechne sie um.",
                 "Sistema métrico; si la fuente usa pies, conviértelos.",
                 "メートル法で。元の資料がフィートなら変換して。"):
        assert _describe(rule) == "metric units only", rule  # no conversion allowed: the other system breaks it
    rule = "Stick to metric; if the original gives feet, convert them."
    assert _reply(rule, "The tower is about 330 m tall.") == OBEYED
    assert _reply(rule, "The tower is about 1,083 feet tall.") == BROKEN


def test_where_the_figures_came_from_is_a_source_per_figure():
    for rule in ("Whenever you throw in numbers, say where they came from.", "Quand tu cites des chiffres, dis d'où ils viennent.",
                 "Wenn du Zahlen nennst, sag, woher sie stammen.", "Cuando des cifras, di de dónde salen.",
                 "数字を出すときは、どこから取ったか書いて。"):
        assert "every figure" in _describe(rule), rule
    rule = "Cuando des cifras, di de dónde salen."
    assert _reply(rule, "Madrid tiene unos 3,4 millones de habitantes, según el INE.") == OBEYED
    assert _reply(rule, "Madrid tiene unos 3,4 millones de habitantes.") == BROKEN
    assert _reply(rule, "Madrid es la capital de España.") == NOT_APPLICABLE
    assert propose_check("Cuando des cifras, usa dígitos.") is None or "source" not in _describe("Cuando des cifras, usa dígitos.")


def test_docs_link_for_api_questions_in_any_clause_order():
    for rule in ("For API questions, always link the official docs.",
                 "Pour les questions d'API, mets toujours un lien vers la doc officielle.",
                 "Bei Fragen zu einer API verlinke immer die offizielle Doku.",
                 "En preguntas sobre APIs, enlaza siempre a la documentación oficial.",
                 "APIの質問には必ず公式ドキュメントのリンクを付けて。"):
        assert "when an API" in _describe(rule), rule
    rule = "For API questions, always link the official docs."
    user = "How do I read a file line by line with Python's open()?"
    assert _reply(rule, "Iterate over it: `for line in open(p)`. Docs: https://docs.python.org/3/library/functions.html#open",
                  user) == OBEYED
    assert _reply(rule, "Iterate over it: `for line in open(p)` reads one line at a time.", user) == BROKEN
    assert _reply(rule, "Take a walk and come back to it later.", "I'm tired of this bug, any advice?") == NOT_APPLICABLE
    assert propose_check("For cooking questions, link a source") is None  # a topic memlock cannot tell


def test_a_references_section_asked_when_there_are_sources():
    for rule in ("If there are sources, gather them at the end under 'Sources:'.", "S'il y a des sources, mets-les à la fin.",
                 "Wenn es Quellen gibt, bitte am Ende sammeln.", "Si hay fuentes, ponlas todas al final.",
                 "出典があるときは最後にまとめて書いて。"):
        assert "when citing sources" in _describe(rule), rule
    rule = "出典があるときは最後にまとめて書いて。"
    assert _reply(rule, "リストは変更できますが、タプルは変更できません。") == NOT_APPLICABLE  # nothing cited
    assert _reply(rule, "2022年の訪日客は約380万人でした（観光庁「訪日外国人消費動向調査」より）。") == BROKEN
    assert _reply(rule, "2022年の訪日客は約380万人でした。\n\n出典：観光庁「訪日外国人消費動向調査」") == OBEYED
    assert "when citing sources" not in _describe("Put the sources at the end.")


def test_a_dated_title_is_a_work_cited():
    rule = "Any study you bring up needs its DOI or arXiv link."
    assert _reply(rule, "See *Deep Residual Learning for Image Recognition* (2016), arXiv:1512.03385.") == OBEYED
    assert _reply(rule, "ResNet (arXiv:1512.03385) added skip connections; ViT, from *An Image Is Worth 16x16 Words* "
                        "(2021), drops convolutions.") == BROKEN
    assert _reply(rule, "Use *args to collect positional arguments (since Python 2).") == NOT_APPLICABLE  # no title


def test_an_order_of_magnitude_in_words_is_a_figure():
    for text in ("Traffic reaches hundreds of millions of requests.", "Il y a des dizaines de milliers d'abonnés.",
                 "Es gibt Hunderte von Millionen Nutzer.", "Hay decenas de miles de millones de registros.", "利用者は数百万人います。"):
        assert figures(text), text
    assert not figures("Tens of people came by.")  # a count with no magnitude word after it is no figure
    rule = "Back every statistic with a link."
    assert _reply(rule, "The service logs 4 million events a day ([status page](https://status.example.org)). "
                        "Storage runs into the hundreds of billions of rows.") == BROKEN


def test_a_link_as_one_way_among_others_asks_any_source():
    for clause in ("cite your sources (link or reference)", "tes sources (lien ou référence)", "Quellen (Link oder Titel)",
                   "tus fuentes (enlace o referencia)", "出典（リンクか書名）"):
        assert link_optional(clause), clause
    assert not link_optional("cite sources with links")
    rule = "Always cite your sources (a link or a reference) for medical questions."
    user = "How much ibuprofen can I take a day?"
    assert _reply(rule, "Up to 1,200 mg a day without a prescription, according to the NHS.", user) == OBEYED
    assert _reply(rule, "Up to 1,200 mg a day without a prescription.", user) == BROKEN


def test_tenancy_and_code_articles_are_legal_exchanges():
    rule = "Cite tes sources quand tu parles de droit."
    assert _reply(rule, "Le bailleur peut retenir une partie du dépôt de garantie si l'état des lieux le justifie.",
                  "Mon bailleur garde tout ?") == BROKEN
    assert _reply(rule, "Utilise `git stash` puis `git pull`.", "comment récupérer les changements ?") == NOT_APPLICABLE


# ---- scoped emoji ------------------------------------------------------------------------------------------------

def test_emoji_only_in_commit_messages():
    for rule in ("Emoji belong in commit messages only, nowhere else.", "Pas d'emoji, sauf dans les messages de commit.",
                 "Emojis bitte nur in Commit-Nachrichten.", "Emojis solo en los mensajes de commit.",
                 "絵文字はコミットメッセージだけにしてください。"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert dict(proposal.check.reply.except_in).get("no_emoji") == "commits", rule
    rule = "Pas d'emoji, sauf dans les messages de commit."
    assert _reply(rule, "C'est corrigé 🎉") == BROKEN
    assert _reply(rule, "C'est corrigé.") == OBEYED
    assert _call(rule, "Bash", {"command": "git commit -m '🐛 corrige le tri'"}) != BROKEN
    assert _call(rule, "Write", {"file_path": "CHANGELOG.md", "content": "## 1.2\n\n- Tri corrigé ✨\n"}) == BROKEN
    # a ban on emoji in commit messages is the other way round
    assert "commit messages: no emoji" in _describe("never put emoji in commit messages")


def test_emoji_banned_in_a_list_of_code_regions():
    for rule in ("no emoji in code comments or log lines", "pas d'emoji dans les commentaires ni dans les logs",
                 "keine Emojis in Code-Kommentaren oder Log-Ausgaben", "sin emojis en los comentarios ni en los mensajes de log",
                 "コードのコメントやログに絵文字を入れないで"):
        assert emoji_rule.scoped_ban(rule) == "code", rule
    assert emoji_rule.scoped_ban("no emoji in code comments or docstrings") == "comments"
    assert emoji_rule.scoped_ban("no emoji in headings") == "headings"
    rule = "keine Emojis in Code-Kommentaren oder Log-Ausgaben"
    assert _reply(rule, "Läuft wieder 🎉") == NOT_APPLICABLE  # the chat keeps its emoji
    assert _reply(rule, "```python\nlogger.warning('🔥 disk almost full')\n```") == BROKEN
    assert _reply(rule, "```python\nlogger.warning('disk almost full')\n```") == OBEYED
    assert _call(rule, "Write", {"file_path": "job.py", "content": "# 🐢 slow path\nrun()\n"}) == BROKEN


# ---- code comments, naming ---------------------------------------------------------------------------------------

def test_a_short_latin_comment_is_no_chinese():
    rule = "注释请用中文。"
    assert _reply(rule, "```python\nx = 1  # retry count\n```") == BROKEN
    assert _reply(rule, "```python\nx = 1  # 重试次数\n```") == OBEYED
    assert _reply(rule, "```python\nimport os  # noqa\n```") == NOT_APPLICABLE  # a pragma is no comment


def test_snake_case_named_in_katakana():
    assert _describe("関数名はスネークケースにして。キャメルケースは使わない。") == "snake_case names in code"
    assert _describe("Use camelCase for variables") == "camel_case names in code"
    rule = "識別子はスネークケースで。キャメルケースは禁止。"
    assert _reply(rule, "```js\nconst userCount = 3;\n```") == BROKEN
    assert _reply(rule, "```js\nconst user_count = 3;\n```") == OBEYED


# ---- language and spelling of the files written ------------------------------------------------------------------

def test_docs_language_scoped_to_the_files_written():
    for rule in ("Write the README and the docs in English; you can answer me in French.", "README und Doku-Dateien bitte auf Englisch.",
                 "Les fichiers de doc et le README en anglais.", "La documentación y el README, en inglés.",
                 "READMEやドキュメントは英語で書いて。返答は日本語でいいよ。"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert proposal.check.reply.language == "en" and dict(proposal.check.reply.only_in).get("language") == "files", rule
    rule = "README und Doku-Dateien bitte auf Englisch."
    assert _reply(rule, "Klar, ich schreibe dir gleich die Installationsanleitung für das Projekt.") == NOT_APPLICABLE
    english = "# Setup\n\nClone the repository, install the dependencies and start the development server.\n"
    german = "# Einrichtung\n\nKlone das Repository, installiere die Abhängigkeiten und starte den Entwicklungsserver.\n"
    assert _call(rule, "Write", {"file_path": "docs/setup.md", "content": english}) == OBEYED
    assert _call(rule, "Write", {"file_path": "docs/setup.md", "content": german}) == BROKEN
    assert _call(rule, "Bash", {"command": "ls docs"}) == NOT_APPLICABLE
    # the reply itself named, or docs given as a reason: the reply's language
    for rule in ("Replies and docs in English.", "British English please — our docs are UK-based.",
                 "British spelling in prose and UI strings."):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None
        assert not proposal.check.reply.only_in, rule
    assert not written_scope.files_only("US spelling only (the docs go to US customers).")


def test_spelling_scoped_to_strings_and_docs():
    rule = "British spelling for UI strings and docs."
    assert _reply(rule, "The color looks fine to me.") == NOT_APPLICABLE  # the chat is not a UI string
    assert _call(rule, "Edit", {"file_path": "src/menu.tsx", "old_string": "x",
                                "new_string": "<button title='Pick a color'>Color</button>"}) == BROKEN
    assert _call(rule, "Edit", {"file_path": "app/errors.py", "old_string": "x",
                                "new_string": "raise ValueError('Could not recognise the file')"}) == OBEYED
    assert _call(rule, "Edit", {"file_path": "app/errors.py", "old_string": "x",
                                "new_string": "raise ValueError('Could not recognize the file')"}) == BROKEN


# ---- an allowance in brackets beside a rule ----------------------------------------------------------------------

def test_a_bracketed_allowance_is_no_ban():
    from memlock_core.compliance.aside_allowance import without_allowance_aside
    for rule, kept in (("No English in replies (code is fine).", "No English in replies."),
                       ("Pas d'anglais dans les réponses (le code, ça va).", "Pas d'anglais dans les réponses."),
                       ("Kein Englisch in den Antworten (Code darf).", "Kein Englisch in den Antworten."),
                       ("Nada de inglés en las respuestas (el código sí).", "Nada de inglés en las respuestas."),
                       ("返答で英語は使わないで（コードは可）。", "返答で英語は使わないで。")):
        assert without_allowance_aside(rule) == kept, rule
        proposal = propose_check(rule)
        assert proposal is None or "no code" not in proposal.describe(), rule
    # a bracket that limits or bans stays part of the rule
    assert without_allowance_aside("no emoji (not even in code)") == "no emoji (not even in code)"
    assert without_allowance_aside("Max 5 bullets (3 is better)") == "Max 5 bullets (3 is better)"
    # an exception to the ban itself is the rule's own: it stays
    assert without_allowance_aside("no emoji (✅ ok)") == "no emoji (✅ ok)"
    assert without_allowance_aside("No tables (ASCII tables ok)") == "No tables (ASCII tables ok)"


def test_emoji_banned_in_the_docs_written_only():
    for rule in ("no emoji in documentation files", "pas d'emoji dans les fichiers de doc", "keine Emojis in Doku-Dateien",
                 "sin emojis en los archivos de documentación (README, docs/)"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert dict(proposal.check.reply.only_in).get("no_emoji") == "docs", rule
    rule = "sin emojis en los archivos de documentación (README, docs/)"
    assert _call(rule, "Write", {"file_path": "docs/usage.md", "content": "# Uso 🚀\n\nEjecuta el comando.\n"}) == BROKEN
    assert _call(rule, "Write", {"file_path": "docs/usage.md", "content": "# Uso\n\nEjecuta el comando.\n"}) == OBEYED
    assert _call(rule, "Write", {"file_path": "src/app.py", "content": "print('listo 👍')\n"}) != BROKEN  # no document
    assert _reply(rule, "¡Hecho! 🎉") == NOT_APPLICABLE
    # files in general stay files
    proposal = propose_check("no emoji in the files you write")
    assert proposal is not None and proposal.check.reply is not None
    assert dict(proposal.check.reply.only_in).get("no_emoji") == "files"


def test_a_ban_scoped_to_technical_explanations():
    for rule in ("no emoji in technical explanations, small talk is fine", "pas d'emoji dans les explications techniques",
                 "keine Emojis in technischen Erklärungen", "sin emojis en las explicaciones técnicas",
                 "技術的な説明では絵文字を使わないで"):
        assert _describe(rule) == "no emoji when explaining", rule
    assert _describe("no emoji in coding answers") == "no emoji in replies about code or commands"
    rule = "no emoji in technical explanations, small talk is fine"
    assert _reply(rule, "Glad it worked! 😊", "thanks a lot, that fixed it!") == NOT_APPLICABLE
    assert _reply(rule, "DNS maps names to addresses 🌐, cached by resolvers.", "explain how DNS works") == BROKEN
    assert _reply(rule, "DNS maps names to addresses, cached by resolvers.", "explain how DNS works") == OBEYED
    assert _describe("no emoji") == "no emoji; commit messages: no emoji"  # no place named: every reply


def test_a_package_to_install_is_a_library_spoken_of():
    from memlock_core.compliance.sources import recommends_library
    for reply in ("Use the reader, and install `openpyxl` too.", "Il faut aussi installer `openpyxl`.",
                  "Installiere auch `httpx`.", "Instala `axios` primero.", "`requests`をインストールしてください。"):
        assert recommends_library(reply), reply
    assert not recommends_library("Run `make install` in the repo.")  # a target, no package named after the verb
    rule = "Link the official docs whenever you talk about a library."
    assert _reply(rule, "Read it with `pd.read_excel()`; install `openpyxl` as well.") == BROKEN
    assert _reply(rule, "Read it with `pd.read_excel()`; install `openpyxl` as well "
                        "(docs: https://openpyxl.readthedocs.io/en/stable/).") == OBEYED


def test_a_reply_that_cites_owes_its_references_section():
    rule = "Put the source links at the end of the answer, not in the middle of the text."
    explained = "`Cache-Control` sets the caching policy ([MDN](https://developer.mozilla.org/)); `max-age` is in seconds."
    assert _reply(rule, explained, "explain HTTP cache headers") == BROKEN
    at_end = "`Cache-Control` sets the caching policy; `max-age` is in seconds.\n\nSources:\n- https://developer.mozilla.org/"
    assert _reply(rule, at_end, "explain HTTP cache headers") == OBEYED
    assert _reply(rule, "You're welcome, glad it helped!", "thanks!") == NOT_APPLICABLE
