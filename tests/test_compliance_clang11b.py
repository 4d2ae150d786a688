"""Round 11b classes of language rules (issue 21): replies too short for the identifier alone, and a reply that
switches language for one sentence or a sign-off. Every wording was written for this test, none copied from a set:
each class in several languages, the reply that breaks it, and harmless look-alikes that must not be called broken."""
from __future__ import annotations

import pytest
from compliance_judge import call_outcome, judge

from memlock_core.compliance.short_language import hits

# ---------------------------------------------------------------- a reply of two or three words of prose


@pytest.mark.parametrize(("rule", "reply", "user"), [
    ("always answer in German", "Try `npm ci`, then `npm test`.", "Wie installiere ich die Pakete?"),
    ("réponds toujours en français", "Run `make clean` and then `make`.", "comment je recompile ?"),
    ("Antworte bitte immer auf Deutsch.", "Just use `git stash`.", "Wie sichere ich meine Änderungen?"),
    ("answer in English no matter what language I use", "Utilise `df -h` puis `du -sh *`.",
     "Comment voir l'espace disque ?"),
    ("contesta siempre en español", "Open `~/.bashrc` and add it there.", "¿dónde pongo el alias?"),
])
def test_a_short_reply_in_another_language_breaks_it(rule: str, reply: str, user: str) -> None:
    assert judge(rule, reply, user=user)[0] == "broken", judge(rule, reply, user=user)


@pytest.mark.parametrize(("rule", "reply", "user"), [
    ("always answer in English", "Run `npm ci`, then `npm test`.", "how do I install the packages?"),
    ("réponds toujours en français", "Lance `make clean` puis `make`.", "comment je recompile ?"),
    ("Antworte bitte immer auf Deutsch.", "`git stash`", "Wie sichere ich meine Änderungen?"),
    ("contesta siempre en español", "`pip install -U pip`", "¿cómo actualizo pip?"),
    ("antworte immer auf Deutsch", "Mit `git stash` und dann `git pull`.", "Wie hole ich Änderungen?"),
    ("responde siempre en español", "Usa `ls -la`.", "¿cómo veo los archivos ocultos?"),
    # a term or product name alone says nothing
    ("réponds toujours en français", "Docker Compose : `docker compose up -d`.", "comment je lance tout ?"),
])
def test_a_short_reply_in_the_wanted_language_or_unclear_is_not_broken(rule: str, reply: str, user: str) -> None:
    assert judge(rule, reply, user=user)[0] != "broken", judge(rule, reply, user=user)


def test_a_short_reply_under_an_exception_for_the_users_language() -> None:
    rule = "always reply in German unless I ask in English"
    reply = "Run `pytest -x`, then `pytest --lf`."
    assert judge(rule, reply, user="How do I stop at the first failing test?")[0] != "broken"
    assert judge(rule, "Run `pytest -x`, then open it.", user="Wie halte ich beim ersten Fehler an?")[0] == "broken"


# ---------------------------------------------------------------- a reply that switches language for one sentence


@pytest.mark.parametrize(("rule", "reply", "user"), [
    ("responde siempre en español", "El servicio se cae porque el puerto ya está ocupado por otro proceso del sistema."
     "\n\nCheck which process holds it with the command below:\n\n```bash\nss -ltnp\n```",
     "¿por qué no arranca el servicio?"),
    ("always answer in English", "The build fails because the lockfile is out of date with the manifest. Regenerate "
     "it and commit the result.\n\nDis-moi si tu as encore une erreur.", "pourquoi le build échoue ?"),
    ("Antworte immer auf Deutsch.", "Der Fehler kommt von einer veralteten Abhängigkeit im Projekt. Aktualisiere sie "
     "mit `npm update`.\n\nThen run the tests again.", "Warum schlägt der Build fehl?"),
    ("réponds en français", "Le cache du navigateur garde l'ancienne version du fichier. Vide-le avec Ctrl+Maj+R."
     "\n\nIf that does not help, check the service worker.", "pourquoi je vois l'ancienne page ?"),
])
def test_a_sentence_in_another_language_breaks_it(rule: str, reply: str, user: str) -> None:
    assert judge(rule, reply, user=user)[0] == "broken", judge(rule, reply, user=user)


@pytest.mark.parametrize(("rule", "reply", "user"), [
    # English technical terms and a quoted phrase inside a French or German answer are no switch
    ("réponds en français", "Ouvre une pull request depuis ta branche, puis demande une review à l'équipe.\n\n"
     "Le message « Merge conflict » veut dire que deux commits touchent les mêmes lignes.", "comment je fusionne ?"),
    ("Antworte immer auf Deutsch.", "Der Deployment-Job läuft in der CI-Pipeline. Prüfe den Build-Log im Tab "
     "„Actions“ und starte den Job neu.", "Warum ist das Deployment hängen geblieben?"),
    ("responde siempre en español", "## Docker Compose\n\nEjecuta `docker compose up -d` y revisa los logs con "
     "`docker compose logs -f`.", "¿cómo arranco todo?"),
    ("always answer in English", "The French term *mise en place* means having everything ready before you start. "
     "Apply the same idea to your dev setup.", "what does mise en place mean?"),
])
def test_terms_quotes_and_headings_are_not_a_switch(rule: str, reply: str, user: str) -> None:
    assert judge(rule, reply, user=user)[0] != "broken", judge(rule, reply, user=user)


def test_frequent_words_count_for_every_language_they_belong_to() -> None:
    counted = hits("Run it, then check the logs")
    assert counted["en"] >= 3 and counted["fr"] == 0
    shared = hits("use a")
    assert shared["en"] and shared["pt"]  # a shared word never tells one language from another


# ---------------------------------------------------------------- the comments a tool call writes


@pytest.mark.parametrize(("rule", "tool", "args"), [
    ("24-hour times only, never am/pm", "Write",
     {"file_path": "jobs/cleanup.py", "content": "def cleanup():\n    # runs every night at 2am\n    purge()\n"}),
    ("always use the 24h clock", "Bash",
     {"command": "(crontab -l; echo '30 18 * * 1-5 /opt/report.sh  # weekdays at 6:30 pm') | crontab -"}),
    ("Heures au format 24 h, jamais AM/PM.", "Edit",
     {"file_path": "src/sched.ts", "old_string": "", "new_string": "// reminder fires at 8 PM\nschedule('0 20 * * *')\n"}),
    ("British spelling throughout, please", "Edit",
     {"file_path": "app/theme.scss", "old_string": "", "new_string": "/* a neutral gray for disabled buttons */\n"
                                                                     ".disabled { opacity: .5; }\n"}),
    ("use US spelling everywhere", "Write",
     {"file_path": "lib/cache.go", "content": "package cache\n\n// Initialise the cache before the first request.\n"
                                             "func Init() {}\n"}),
])
def test_a_comment_written_by_a_tool_breaks_a_clock_or_spelling_rule(rule: str, tool: str, args: dict) -> None:
    assert call_outcome(rule, tool, args) == "broken", call_outcome(rule, tool, args)


@pytest.mark.parametrize(("rule", "tool", "args"), [
    ("24-hour times only, never am/pm", "Write",
     {"file_path": "jobs/cleanup.py", "content": "def cleanup():\n    # runs every night at 02:00\n    purge()\n"}),
    ("always use the 24h clock", "Bash", {"command": "echo '0 23 * * * /opt/backup.sh  # nightly at 23:00' | crontab -"}),
    # the word is the code's own name (a CSS property, a parameter), not the comment's spelling
    ("British spelling throughout, please", "Edit",
     {"file_path": "app/theme.css", "old_string": "", "new_string": "/* set the color here */\n.muted { color: #777; }\n"}),
    ("use US spelling everywhere", "Write",
     {"file_path": "lib/paint.py", "content": "def paint(colour):\n    # colour comes from the palette\n    return colour\n"}),
])
def test_comments_that_obey_or_name_code_are_not_broken(rule: str, tool: str, args: dict) -> None:
    assert call_outcome(rule, tool, args) != "broken", call_outcome(rule, tool, args)


# ---------------------------------------------------------------- a British rule that names "licence" or "practise"


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    ("British spelling please (licence, colour, centre)", "The library ships under the Apache license, so you can "
     "use it commercially.", "broken"),
    ("UK English: 'licence', 'organise'", "Renew the driving licence online before it expires next month.", "obeyed"),
    ("UK English: 'licence', 'organise'", "You can license the artwork to other studios if you keep the credit.",
     "obeyed"),
    ("en anglais britannique : licence, centre, colour", "Read the license before you ship the product.", "broken"),
    ("British spelling, e.g. practise", "You should practice the chords every day before the gig starts.", "broken"),
    ("British spelling, e.g. practise", "It is good practice to pin the versions of your dependencies.", "obeyed"),
])
def test_a_named_licence_or_practise_spells_the_part_of_speech(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


# ---------------------------------------------------------------- cited works counted against the links


@pytest.mark.parametrize(("rule", "reply"), [
    ("when you cite research, include the link", "A survey of 2,000 developers found that most teams deploy weekly, "
     "and the report by Puppet (https://puppet.com/resources/state-of-devops-report) confirms the trend."),
    ("si citas estudios, incluye siempre el enlace", "Una revisión publicada en 2019 encontró pocos efectos, y el "
     "estudio de García (https://example.org/garcia-2021) lo confirma."),
    ("Cite tes sources avec un lien.", "Une étude parue en 2020 montre un effet net, et un rapport de l'OMS "
     "(https://www.who.int/publications/rapport-2022) va dans le même sens."),
    ("Quellen immer mit Link angeben.", "Eine Studie aus Harvard zeigt einen Effekt von 12 %, und der "
     "Bericht von Destatis (https://www.destatis.de/bericht) bestätigt ihn."),
])
def test_a_cited_work_without_its_own_link_breaks_it(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] == "broken", judge(rule, reply)


@pytest.mark.parametrize(("rule", "reply"), [
    ("when you cite research, include the link", "A study by Chen (https://example.org/chen) found the effect. The "
     "study by Chen also notes a small sample."),
    ("when you cite research, include the link", "Here is a draft of a blog post you can adapt; the numbers come "
     "from https://example.org/data."),
    ("si citas estudios, incluye siempre el enlace", "Un estudio de 2020 (https://example.org/a) y otro estudio de "
     "2022 (https://example.org/b) llegan a lo mismo."),
])
def test_each_work_with_a_link_or_a_written_work_is_not_broken(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] != "broken", judge(rule, reply)


# ---------------------------------------------------------------- Cyrillic month names under a numeric date rule


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    ("Пиши даты только в формате ДД.ММ.ГГГГ.", "Релиз запланирован на 14 марта 2026 года.", "broken"),
    ("dates as DD.MM.YYYY please", "Підтримка закінчується 5 березня 2027 року.", "broken"),
    ("Daten immer als TT.MM.JJJJ", "Der Vertrag läuft am 30 ноября 2025 aus.", "broken"),
    ("Пиши даты только в формате ДД.ММ.ГГГГ.", "Релиз запланирован на 14.03.2026.", "obeyed"),
    # a month name with no date is no date ("в мае" = "in May")
    ("Пиши даты только в формате ДД.ММ.ГГГГ.", "Обновление выйдет в мае, точной даты пока нет.", "not_applicable"),
])
def test_cyrillic_month_names_are_dates(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)
