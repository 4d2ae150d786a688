"""Round-11 reply checks (issue 21): what a whole rule says of its own pieces (an emoji written as a gesture, the
user's own emoji as the exception, numbered lists allowed after a list ban, "otherwise prose"), text smileys named
in other languages, dash-marked lists. Our own wordings in en/fr/de/es/ja, with look-alikes that must not change."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge

# ── an emoji in the rule as a gesture: the ban holds for every emoji ──────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["no emojis 🙈 I know, I know",
                                  "pas d'émojis 😅 merci",
                                  "keine Emojis bitte 🙏",
                                  "sin emojis 🚫 por favor",
                                  "please no emoji 🙂 at all"])
def test_emoji_gesture_bans_every_emoji(rule: str) -> None:
    assert judge(rule, "Done, the build is green. 🎉", "is the build ok?")[0] == "broken"
    assert judge(rule, "Done, the build is green and the tag is pushed.", "is the build ok?")[0] == "obeyed"


@pytest.mark.parametrize("rule", ["Don't use the 🚀 emoji.", "no 🔥 or 💯 emoji please"])
def test_named_emoji_stays_named(rule: str) -> None:
    assert judge(rule, "Shipped it 🎉 to staging today.", "status?")[0] != "broken"
    assert judge(rule, "Shipped it 🚀 🔥 💯 to staging today.", "status?")[0] == "broken"


# ── the user's own emoji as the exception ──────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["no emoji unless I use them first",
                                  "Pas d'émojis, sauf si j'en utilise moi-même.",
                                  "Keine Emojis, es sei denn, ich verwende selbst welche.",
                                  "Nada de emojis salvo que yo los use.",
                                  "絵文字は禁止。ただし私が使ったときは除く。"])
def test_emoji_ban_mirrors_the_user(rule: str) -> None:
    reply = "Yes, it's merged and deployed. 🎉"
    assert judge(rule, reply, "did it go out? 🤞")[0] != "broken"
    assert judge(rule, reply, "did it go out?")[0] == "broken"


def test_emoji_ban_with_other_exception_is_not_a_mirror() -> None:
    # "unless I ask": a request, not the user's own emoji
    assert judge("no emoji unless it's a celebration", "Merged. 🎉", "merged? 🤞")[0] == "broken"


# ── smileys named in other languages are text faces too ────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["без смайликов", "никаких смайлов и эмодзи", "bez buziek i emoji"])
def test_smiley_words_ban_text_faces(rule: str) -> None:
    assert judge(rule, "Готово :) осталось только выкатить.", "Как дела?")[0] == "broken"
    assert judge(rule, "Готово, осталось только выкатить (через час).", "Как дела?")[0] != "broken"


# ── numbered lists allowed after a list ban ────────────────────────────────────────────────────────────────────

STEPS = "1. Install the CLI.\n2. Run `tool login`.\n3. Run `tool deploy`."
BULLETS = "- fast startup\n- same environment everywhere\n- easy rollbacks"


@pytest.mark.parametrize("rule", ["no bullets, paragraphs please. numbered steps are fine for how-tos",
                                  "Pas de puces, écris en paragraphes. Les listes numérotées sont acceptées.",
                                  "Keine Stichpunkte, bitte Fließtext. Nummerierte Schritte sind ok.",
                                  "Sin viñetas, escribe en párrafos. Las listas numeradas están bien."])
def test_numbered_allowed_after_list_ban(rule: str) -> None:
    assert judge(rule, STEPS, "how do I deploy?")[0] != "broken"
    assert judge(rule, BULLETS, "why docker?")[0] == "broken"


def test_list_ban_without_allowance_still_bans_numbers() -> None:
    assert judge("no lists at all, write in paragraphs", STEPS, "how do I deploy?")[0] == "broken"


@pytest.mark.parametrize("rule", ["Listen bitte nummeriert, nicht mit Spiegelstrichen",
                                  "numbered lists, no dash bullets",
                                  "des listes numérotées, pas de listes à tirets"])
def test_numbered_not_dashes(rule: str) -> None:
    nested = "1. Create the workflow\n2. Add jobs\n   - lint\n   - test\n3. Protect the branch"
    assert judge(rule, nested, "how do I set up CI?")[0] == "broken"
    prose = "A reverse proxy receives requests from clients and forwards them to services behind it, often ending TLS."
    assert judge(rule, prose, "what is a reverse proxy?")[0] != "broken"


@pytest.mark.parametrize("rule", ["If I ask for steps: numbered list. Otherwise prose.",
                                  "Wenn ich nach Schritten frage: nummerierte Liste. Ansonsten Fließtext.",
                                  "Si je demande des étapes : liste numérotée. Sinon, du texte suivi.",
                                  "Si pido pasos: lista numerada. Si no, prosa."])
def test_otherwise_prose(rule: str) -> None:
    assert judge(rule, BULLETS, "What are the benefits of Docker?")[0] == "broken"
    prose = ("Docker gives you the same environment everywhere, starts quickly and makes rollbacks easy, which is "
             "why most teams adopt it for services.")
    assert judge(rule, prose, "What are the benefits of Docker?")[0] != "broken"


def test_em_dash_lines_are_a_list() -> None:
    reply = "Two differences:\n— GET puts parameters in the URL.\n— POST sends them in the body."
    assert judge("no lists, only running text", reply, "GET vs POST?")[0] == "broken"
    look_alike = "GET puts parameters in the URL — POST sends them in the body, which is the main difference here."
    assert judge("no lists, only running text", look_alike, "GET vs POST?")[0] != "broken"


# ── the serial comma: a series in a second clause of the sentence is read too ─────────────────────────────────────


@pytest.mark.parametrize("rule", ["always use the Oxford comma", "serial comma, every time",
                                  "Mets toujours la virgule d'Oxford en anglais.", "Immer mit Oxford-Komma schreiben."])
def test_oxford_comma_second_clause(rule: str) -> None:
    broken = "The backend runs Rust, SQLite, and NATS, and the UI uses Svelte, Vite and Tailwind."
    assert judge(rule, broken, "what's the stack?")[0] == "broken"
    ok = "The backend runs Rust, SQLite, and NATS, and the UI uses Svelte, Vite, and Tailwind."
    assert judge(rule, ok, "what's the stack?")[0] == "obeyed"
    clause = "I opened the file, and then I saved it and closed the editor."
    assert judge(rule, clause, "what did you do?")[0] != "broken"


# ── Spanish opening marks and the accented interrogative ────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["usa siempre los signos de apertura ¿ y ¡",
                                  "always open Spanish questions with the inverted question mark",
                                  "en español, nada de preguntas sin ¿",
                                  "Spanish replies: opening question marks and exclamation marks please"])
def test_spanish_opening_marks(rule: str) -> None:
    assert judge(rule, "Has probado a reiniciar? Mira también los cables.", "No va el wifi")[0] == "broken"
    assert judge(rule, "¿Has probado a reiniciar? ¡Mira también los cables!", "No va el wifi")[0] == "obeyed"
    # a question inside code is no prose
    assert judge(rule, "Prueba también con `curl -s localhost/?q=1` y mira la salida.", "No va")[0] != "broken"


@pytest.mark.parametrize("rule", ["escribe con todas las tildes", "Spanish accents always, please"])
def test_unaccented_interrogative(rule: str) -> None:
    assert judge(rule, "¿Como lo instalaste? También puedes usar la versión portable.", "No va")[0] == "broken"
    assert judge(rule, "¿Cómo lo instalaste? También puedes usar la versión portable.", "No va")[0] == "obeyed"


# ── sources: numbers that name a port or an exit code are no statistics ───────────────────────────────────────────


@pytest.mark.parametrize("rule", ["cite a source for every statistic you give",
                                  "Donne une source pour chaque chiffre.",
                                  "Für jede Zahl bitte eine Quelle.",
                                  "Cita una fuente para cada cifra."])
def test_port_numbers_are_no_statistics(rule: str) -> None:
    ports = "Pick anything above 1024; 3000 and 8080 are the usual choices for a dev server."
    assert judge(rule, ports, "which port should my dev server use?")[0] != "broken"
    stat = "About 38 million people in the US have diabetes, roughly 11 percent of the population."
    assert judge(rule, stat, "how common is diabetes?")[0] == "broken"


@pytest.mark.parametrize("rule", ["when you cite docs, link the exact page, not the homepage",
                                  "link the specific documentation page, not just the site"])
def test_deep_doc_link(rule: str) -> None:
    deep = "It is unbounded (https://docs.python.org/3/library/functools.html#functools.cache)."
    assert judge(rule, deep, "does functools.cache have a limit?")[0] == "obeyed"
    home = "It is unbounded, see the docs at https://docs.python.org/3/ for details."
    assert judge(rule, home, "does functools.cache have a limit?")[0] == "broken"


def test_named_doc_page_still_wants_the_title() -> None:
    rule = "Name the exact doc page (page title + section), not just 'the docs'."
    assert judge(rule, "Use `-s` (see https://docs.pytest.org/en/stable/how-to/capture.html).", "pytest output?")[0] \
        == "broken"


@pytest.mark.parametrize("rule", ["For health questions, always cite a source.",
                                  "Pour les questions de santé, cite toujours une source.",
                                  "Bei Gesundheitsfragen immer eine Quelle nennen.",
                                  "En temas de salud, cita siempre la fuente.",
                                  "健康に関する質問には必ず出典を付けてください。"])
def test_health_questions_by_their_vocabulary(rule: str) -> None:
    reply = "Adults should sleep at least 7 hours a night."
    assert judge(rule, reply, "How much sleep do I need?")[0] == "broken"
    assert judge(rule, reply + " (https://www.cdc.gov/sleep/about/index.html)", "How much sleep do I need?")[0] \
        != "broken"
    assert judge(rule, "Use `git stash` to set the changes aside.", "how do I park my changes?")[0] != "broken"


def test_counted_words_after_the_last_source_need_one() -> None:
    rule = "Bei medizinischen Aussagen bitte immer eine Quelle angeben."
    reply = ("Ja, laut Packungsbeilage hilft es (https://www.example.org/wirkstoffe/ibuprofen). Man sollte es aber "
             "nicht länger als vier Tage ohne ärztlichen Rat nehmen.")
    assert judge(rule, reply, "Hilft Ibuprofen gegen Fieber?")[0] == "broken"


# ── the form of address: the form judged "too stiff" is the one refused ─────────────────────────────────────────


@pytest.mark.parametrize("rule", ["tutoie-moi, le vouvoiement c'est trop froid",
                                  "Duz mich, Siezen ist mir zu förmlich",
                                  "háblame de tú, el usted es demasiado formal",
                                  "use 'tu' with me, 'vous' feels too stiff",
                                  "tutoie-moi, j'ai horreur du vouvoiement"])
def test_disparaged_form_is_refused(rule: str) -> None:
    familiar = {"tutoie": "Tu peux relancer le service avec la commande habituelle, puis tu vérifies les logs.",
                "Duz": "Du kannst den Dienst neu starten und dann prüfst du die Logs.",
                "háblame": "Puedes reiniciar el servicio y luego revisas tú los registros.",
                "use": "Tu peux relancer le service avec la commande habituelle, puis tu vérifies les logs."}
    formal = {"tutoie": "Vous pouvez relancer le service, puis vous vérifiez les journaux.",
              "Duz": "Sie können den Dienst neu starten und dann prüfen Sie die Logs.",
              "háblame": "Usted puede reiniciar el servicio y luego revisar los registros.",
              "use": "Vous pouvez relancer le service, puis vous vérifiez les journaux."}
    key = next(k for k in familiar if rule.startswith(k))
    assert judge(rule, familiar[key], "?")[0] != "broken"
    assert judge(rule, formal[key], "?")[0] == "broken"


def test_formal_asked_with_familiar_judged() -> None:
    rule = "vouvoie-moi, le tutoiement est trop familier"
    assert judge(rule, "Tu peux relancer le service, puis tu vérifies les journaux.", "?")[0] == "broken"


def test_named_pronoun_judged_is_its_own() -> None:
    rule = "Duz mich bitte, das Sie finde ich zu steif."
    assert judge(rule, "Du kannst den Dienst neu starten und dann prüfst du die Logs.", "?")[0] != "broken"
    assert judge(rule, "Sie können den Dienst neu starten und dann prüfen Sie die Logs.", "?")[0] == "broken"


# ── a Korean long-form date is a date in another format ─────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["dates as YYYY-MM-DD", "날짜는 YYYY-MM-DD 형식으로 써 주세요",
                                  "Dates au format ISO (AAAA-MM-JJ).", "Datumsangaben bitte als JJJJ-MM-TT.",
                                  "日付はYYYY-MM-DD形式で書いてください。"])
def test_korean_long_date_breaks_iso(rule: str) -> None:
    assert judge(rule, "2023년 10월 2일에 나왔어요.", "언제 나왔어?")[0] == "broken"
    assert judge(rule, "2023-10-02에 나왔어요.", "언제 나왔어?")[0] == "obeyed"


def test_korean_long_date_is_the_korean_format() -> None:
    rule = "날짜는 YYYY년 M월 D일 형식으로 써 주세요."
    assert judge(rule, "2025년 9월 16일에 출시되었습니다.", "언제?")[0] == "obeyed"
    assert judge(rule, "2025-09-16에 출시되었습니다.", "언제?")[0] == "broken"


# ── replies to a request: "if I ask for a summary", in any language ────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["if I ask for a recap: three sentences max",
                                  "si je te demande une synthèse : trois phrases max",
                                  "falls ich eine Zusammenfassung will: höchstens drei Sätze",
                                  "si te pido un resumen, máximo tres frases",
                                  "要約を頼んだら3文以内で"])
def test_summary_request_condition(rule: str) -> None:
    long = ("A pod groups containers. They share an IP. The scheduler places the pod on a node. The kubelet restarts "
            "failed containers. Pods are ephemeral.")
    assert judge(rule, long, "Explain in detail how a pod works")[0] != "broken"


# ── one-liners: one line saying one thing ───────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["one-liners only for yes/no questions", "just one-liners please"])
def test_one_liner_is_not_a_paragraph_on_one_line(rule: str) -> None:
    run_on = ("Yes. Since Python 3.7 dicts keep insertion order; 3.6 did it as a detail. If you need move_to_end, "
              "OrderedDict is still there.")
    assert judge(rule, run_on, "is dict ordered in python?")[0] == "broken"
    assert judge(rule, "Yes, since Python 3.7.", "is dict ordered in python?")[0] == "obeyed"


# ── a regional variety of Spanish, read by its markers ─────────────────────────────────────────────────────────

SPAIN = "Conectad el ordenador al disco externo y abrid la copia de seguridad; os llevará unos minutos."
LATIN = "Conecten la computadora al disco externo; ustedes pueden programar la copia cada hora."


@pytest.mark.parametrize("rule", ["Spanish from Spain please (vosotros, ordenador)",
                                  "réponds en espagnol d'Espagne",
                                  "bitte europäisches Spanisch",
                                  "en castellano peninsular, nada latino",
                                  "スペインのスペイン語で答えて"])
def test_spain_spanish(rule: str) -> None:
    assert judge(rule, LATIN, "¿Cómo hago una copia?")[0] == "broken"
    assert judge(rule, SPAIN, "¿Cómo hago una copia?")[0] != "broken"


@pytest.mark.parametrize("rule", ["Latin American Spanish only", "en español latino, por favor", "es-419 please"])
def test_latin_american_spanish(rule: str) -> None:
    assert judge(rule, SPAIN, "¿Cómo hago una copia?")[0] == "broken"
    assert judge(rule, LATIN, "¿Cómo hago una copia?")[0] != "broken"
    # "vale la pena" is said on both sides; "OS" is no pronoun
    shared = "Vale la pena actualizar el OS de tu computadora antes de instalar."
    assert judge(rule, shared, "¿Actualizo?")[0] != "broken"



# ── a commit-emoji rule that names pull requests reads the PR title a call writes ───────────────────────────────


def _call_outcome(rule: str, command: str) -> str:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call
    from memlock_core.compliance.propose import propose_check

    proposal = propose_check(rule)
    assert proposal is not None, rule
    found = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], "Bash",
                            {"command": command})
    return found[0].outcome if found else "not_applicable"


@pytest.mark.parametrize("rule", ["no emoji in commit messages or PR titles",
                                  "keine Emojis in Commit-Messages und PR-Titeln",
                                  "pas d'émoji dans les messages de commit ni dans les titres de PR",
                                  "sin emojis en los commits ni en los títulos de los PR"])
def test_pr_title_emoji(rule: str) -> None:
    assert _call_outcome(rule, 'gh pr create --title "🐛 fix crash on empty cart" --body "Closes #88"') == "broken"
    assert _call_outcome(rule, 'gh pr create --title "fix crash on empty cart" --body "Closes #88"') != "broken"


def test_commit_only_rule_leaves_pr_titles() -> None:
    assert _call_outcome("no emoji in commit messages", 'gh pr create --title "🐛 fix crash"') != "broken"


# ── the language of the names in code, beside what comments may be in ─────────────────────────────────────────

GERMAN_PROSE = ("Listen sind veränderbar, Tupel nicht. Tupel eignen sich daher für feste Datensätze und als "
                "Schlüssel in einem Wörterbuch.")


@pytest.mark.parametrize("rule", ["variable names in English, comments may be in German",
                                  "Variablennamen bitte auf Englisch, Kommentare dürfen deutsch sein",
                                  "noms de variables en anglais, les commentaires peuvent être en allemand",
                                  "nombres de variables en inglés, los comentarios pueden ir en alemán",
                                  "変数名は英語で、コメントはドイツ語でもいい"])
def test_names_language_is_not_the_reply_language(rule: str) -> None:
    assert judge(rule, GERMAN_PROSE, "Was ist der Unterschied zwischen Liste und Tupel?")[0] != "broken"
    german_names = "```python\ndef summe_berechnen(werte):\n    ergebnis = 0\n    return ergebnis\n```"
    assert judge(rule, german_names, "Schreib eine Summenfunktion")[0] == "broken"


# ── the pound as money beside an exchange rate is no weight ─────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["metric units only, never pounds or miles",
                                  "unités métriques uniquement, pas de livres",
                                  "nur metrische Einheiten, keine Pfund",
                                  "solo unidades métricas, nada de libras",
                                  "単位はメートル法で。ポンドは使わないでください。"])
def test_pound_as_currency(rule: str) -> None:
    rates = {"metric": "Today 1 pound is about 1.27 dollars on the exchange rate sites.",
             "unités": "Aujourd'hui, 1 livre vaut environ 1,17 euro au taux de change du jour.",
             "nur": "Heute ist 1 Pfund etwa 1,17 Euro wert, laut Wechselkurs.",
             "solo": "Hoy 1 libra equivale a unos 1,17 euros según el tipo de cambio.",
             "単位": "直近では1ポンドはおよそ190円前後です。為替サイトで確認してください。"}
    weights = {"metric": "The parcel weighs 5 pounds and shipping costs $12.",
               "unités": "Le colis pèse 5 livres.",
               "nur": "Das Paket wiegt 5 Pfund.",
               "solo": "El paquete pesa 5 libras.",
               "単位": "荷物の重さは5ポンドです。"}
    key = next(k for k in rates if rule.startswith(k))
    assert judge(rule, rates[key], "?")[0] != "broken"
    assert judge(rule, weights[key], "?")[0] == "broken"


# ── "use a table when comparing; otherwise no tables": the ban holds outside comparisons ────────────────────────

TABLE_REPLY = "| | Redis | Memcached |\n|---|---|---|\n| Types | many | strings |\n| Persistence | yes | no |"


@pytest.mark.parametrize("rule", ["when you compare options use a table; for everything else, no tables",
                                  "Pour comparer des options, un tableau ; sinon, pas de tableaux.",
                                  "cuando compares opciones, usa una tabla; para lo demás nada de tablas"])
def test_otherwise_no_tables(rule: str) -> None:
    assert judge(rule, TABLE_REPLY, "Redis vs Memcached for sessions?")[0] != "broken"
    assert judge(rule, TABLE_REPLY, "How do I install Redis on Debian?")[0] == "broken"


def test_plain_table_ban_stays() -> None:
    assert judge("no tables, ever", TABLE_REPLY, "Redis vs Memcached for sessions?")[0] == "broken"


# ── heading depth: "up to level 2", "no ### or deeper" ─────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["headings only up to level 2, no ### or deeper",
                                  "no ### or deeper headings please",
                                  "Überschriften höchstens bis Ebene 2",
                                  "titres jusqu'au niveau 2 seulement",
                                  "encabezados hasta el nivel 2 como mucho"])
def test_heading_depth(rule: str) -> None:
    assert judge(rule, "## Backend\n\nFastAPI.\n\n## Frontend\n\nReact.", "stack?")[0] == "obeyed"
    assert judge(rule, "## Backend\n\nFastAPI.\n\n### Database\n\nPostgres.", "stack?")[0] == "broken"


def test_heading_allowance_below_is_no_ban() -> None:
    rule = "Don't use H1 (#) headings; ## and below are fine."
    assert judge(rule, "## Setup\n\nInstall.\n\n### Details\n\nMore.", "how?")[0] == "obeyed"


# ── fake bold headings: the example is what is banned ──────────────────────────────────────────────────────────

FAKE = "**Step 1:**\n\nInstall nginx.\n\n**Step 2:**\n\nEdit the config."
REAL = "## Installing nginx\n\nUse apt.\n\n## Editing the config\n\nOpen the file."


@pytest.mark.parametrize("rule", ["no fake bold headings like **Step 1:**, use ## if you need a heading",
                                  "pas de faux titres en gras, utilise ##",
                                  "keine falschen Überschriften in Fett, nimm ##",
                                  "nada de títulos falsos en negrita, usa ##",
                                  "niente titoli in grassetto finti, usa ##"])
def test_fake_bold_headings(rule: str) -> None:
    assert judge(rule, FAKE, "how do I set up nginx?")[0] == "broken"
    assert judge(rule, REAL, "how do I set up nginx?")[0] == "obeyed"
    label = "**Note:** restart nginx after editing the config, or the change will not apply."
    assert judge(rule, label, "anything else?")[0] != "broken"


# ── Chinese / Japanese punctuation in CJK prose ────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["标点符号用中文的", "请使用中文标点", "句読点は全角で書いて",
                                  "use full-width punctuation in Chinese text",
                                  "ponctuation chinoise (，。) dans le texte chinois"])
def test_cjk_punctuation(rule: str) -> None:
    assert judge(rule, "pnpm 使用硬链接, 安装速度也更快. npm 是自带的。", "区别?")[0] == "broken"
    assert judge(rule, "pnpm 使用硬链接，安装速度也更快。npm 是 Node 自带的，版本 3.5 也行。", "区别?")[0] != "broken"


def test_half_width_rule_is_no_cjk_punctuation() -> None:
    from memlock_core.compliance.cjk_punctuation import parse_cjk_punctuation
    assert parse_cjk_punctuation("句読点は半角で") == []


@pytest.mark.parametrize("rule", ["if I ask a yes/no question, answer in one line", "réponds en une seule ligne",
                                  "1行で答えて", "contesta en una sola línea"])
def test_one_line_is_one_thing(rule: str) -> None:
    run_on = "Yes. It keeps insertion order since 3.7. Before that it was a detail. Use OrderedDict if needed."
    assert judge(rule, run_on, "is dict ordered?")[0] == "broken"
    assert judge(rule, "Yes, since Python 3.7.", "is dict ordered?")[0] != "broken"


def test_one_line_summary_is_the_summary_size() -> None:
    rule = "end every answer with a one-line summary"
    reply = ("Dicts keep insertion order since 3.7. Before that it was an implementation detail of CPython.\n\n"
             "Summary: dicts are ordered.")
    assert judge(rule, reply, "is dict ordered?")[0] != "broken"


# ── "official documentation only" in any language; specifications count beside it ─────────────────────────────


@pytest.mark.parametrize("rule", ["no blog links, official documentation or RFCs only",
                                  "liens : uniquement la documentation officielle ou les RFC",
                                  "keine Blogs verlinken, nur offizielle Dokumentation oder RFCs",
                                  "nada de blogs, solo documentación oficial o RFCs"])
def test_docs_only(rule: str) -> None:
    ok = "See https://developer.mozilla.org/en-US/docs/Web/HTTP/CSP and https://www.w3.org/TR/CSP3/ for details."
    assert judge(rule, ok, "CSP?")[0] == "obeyed"
    personal = ok + " A good intro is at https://someone.example.co.uk/csp-intro/"
    assert judge(rule, personal, "CSP?")[0] == "broken"


def test_primary_sources_widen_docs_only() -> None:
    rule = "don't cite Reddit. primary sources or official docs only"
    assert judge(rule, "Released December 3, 2008 (python.org/download/releases/3.0/).", "when?")[0] != "broken"
