"""Headings, lists, emoji and sources read from the markdown and the rule's grammar (issue 21): the level a ban
names, a wish given as the reason for a ban, and look-alikes that must stay obeyed. Every wording and reply here
is written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check


def outcome(rule: str, reply: str, user: str | None = None) -> str:
    return judge(rule, reply, user)[0]


@pytest.mark.parametrize("rule, reply, expected", [
    # "# H1": the level named by its number, "#" being its mark; other levels stay allowed
    ("Never a single # H1, the page has a title already.", "## Setup\nInstall it.\n\n### Notes\nRun it.", "obeyed"),
    ("Never a single # H1, the page has a title already.", "# Setup\nInstall it.", "broken"),
    ("Keine # H1-Überschrift bitte.", "## Einrichtung\nInstallieren.", "obeyed"),
    ("Keine # H1-Überschrift bitte.", "# Einrichtung\nInstallieren.", "broken"),
    # "not with #" names no level: every markdown heading
    ("Section titles in bold only, not with #.", "## Setup\n\nInstall it.", "broken"),
])
def test_a_ban_on_one_heading_level(rule, reply, expected):
    assert outcome(rule, reply) == expected


@pytest.mark.parametrize("rule, formats", [
    ("Don't use headings in your answers, I just want plain text.", ["no_titles"]),  # a bold title line is one too
    ("No tables please, I'd rather have plain text.", ["no_tables"]),
    ("Pas de titres, je veux juste du texte brut.", ["no_titles"]),
    ("Keine Tabellen, ich will nur reinen Text.", ["no_tables"]),
    ("No markdown, I just want plain text.", ["no_markdown"]),
    ("Plain text only, no headings.", ["no_markdown", "no_titles"]),
])
def test_plain_text_as_the_reason_for_a_ban(rule, formats):
    check = proposed_reply_check(rule)
    assert check is not None
    assert sorted(check["format"]) == sorted(formats)


def test_bold_labels_and_code_under_a_headings_ban_with_a_reason():
    rule = "Don't use headings in your answers, I just want plain text."
    assert outcome(rule, "**Postgres** has richer SQL.\n\n**MySQL** is simpler to run.") == "obeyed"
    assert outcome(rule, "A README starts like this:\n\n```markdown\n# acme\nA tool.\n```\n\nThen usage.") == "obeyed"
    assert outcome(rule, "## Postgres\nRicher SQL.") == "broken"


@pytest.mark.parametrize("rule, reply, expected", [
    # one emoji opening each heading: every heading, a single emoji, no heading at all is nothing to judge
    ("Add one emoji at the start of each heading please.", "## 🌱 Roots\ntext\n\n## 🔄 Cycle\ntext", "obeyed"),
    ("Add one emoji at the start of each heading please.", "## 🌱 Roots\ntext\n\n## Cycle\ntext", "broken"),
    ("Add one emoji at the start of each heading please.", "## 🏋️💪 Strength\ntext", "broken"),
    ("Add one emoji at the start of each heading please.", "36.", "not_applicable"),
    ("Start every heading with an emoji.", "## 🏋️💪 Strength\ntext", "obeyed"),
    ("Chaque titre commence par un emoji.", "## Racines\ntexte", "broken"),
    ("Cada encabezado empieza con un emoji.", "## 🌱 Raíces\ntexto", "obeyed"),
    ("見出しの先頭に絵文字を1つ付けてください。", "## 🌱 根\n本文", "obeyed"),
    # an emoji in the prose is no heading's
    ("Add one emoji at the start of each heading please.", "## 🌱 Roots\nGrowing 🌧️ fast.", "obeyed"),
])
def test_an_emoji_opening_each_heading(rule, reply, expected):
    assert outcome(rule, reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("ok to use emoji but only in the first line / greeting, not sprinkled through the answer",
     "Good luck 📚\n\nUse active recall and spaced repetition.", "obeyed"),
    ("ok to use emoji but only in the first line / greeting, not sprinkled through the answer",
     "Good luck 📚\n\nUse active recall ✅ and past papers.", "broken"),
    # a one-line reply has no greeting line: all of it is the answer
    ("ok to use emoji but only in the first line / greeting, not sprinkled through the answer",
     "Read *The Dispossessed*, it is superb. 🚀", "broken"),
    ("ok to use emoji but only in the first line / greeting, not sprinkled through the answer",
     "Stretch for ten minutes each morning.", "obeyed"),
    ("Emojis nur in der ersten Zeile, bitte.", "Hallo 👋\nDer Zug fährt um 9 Uhr.", "obeyed"),
    ("Emojis nur in der ersten Zeile, bitte.", "Hallo\nDer Zug fährt um 9 Uhr 🚆.", "broken"),
])
def test_emoji_only_in_the_opening_line(rule, reply, expected):
    assert outcome(rule, reply) == expected


# ---- sources: the domain a rule names, attribution per figure, what a link is ----------------------------------

@pytest.mark.parametrize("rule, user, reply, expected", [
    # a rule scoped to medical claims speaks to medical exchanges only
    ("For medical claims, cite a guideline or peer-reviewed source.", "Best budget mechanical keyboard?",
     "The Keychron C3 Pro is good under $60.", "not_applicable"),
    ("For medical claims, cite a guideline or peer-reviewed source.", "Can I drink alcohol while on antibiotics?",
     "With most antibiotics a drink or two is fine, but avoid alcohol entirely with metronidazole.", "broken"),
    ("For medical claims, cite a guideline or peer-reviewed source.", "Can I drink alcohol while on antibiotics?",
     "With most antibiotics moderate drinking is fine, but never with metronidazole (NHS, *Antibiotics*, 2022).",
     "obeyed"),
    # "for medical or legal stuff": both domains, in another language too; a recipe is neither
    ("For medical or legal stuff, link a source.", "Is it legal to record a call without consent?",
     "In a two-party consent state, no.", "broken"),
    ("For medical or legal stuff, link a source.", "How do I bake banana bread?",
     "Mash three bananas, mix with flour and sugar, and bake for an hour.", "not_applicable"),
    ("Si tu affirmes un fait médical, donne la source.", "L'ibuprofène est-il dangereux pendant la grossesse ?",
     "Il est contre-indiqué à partir du 6e mois de grossesse.", "broken"),
    ("Si tu affirmes un fait médical, donne la source.", "Comment ranger des épices ?",
     "Dans des bocaux fermés, à l'abri de la lumière.", "not_applicable"),
])
def test_a_source_rule_scoped_to_a_domain(rule, user, reply, expected):
    assert outcome(rule, reply, user) == expected


@pytest.mark.parametrize("reply, expected", [
    # a source named after the year that dates it, in the sentence it backs
    ("In a 2021 meta-analysis, about 30% of nurses reported exhaustion (Galanis et al., 2021). A 2022 US survey by "
     "the American Nurses Foundation found 62% of nurses felt burned out.", "obeyed"),
    ("According to the Entgeltatlas (2023), the median is about €5,400. Stepstone's Gehaltsreport 2024 puts the "
     "average slightly higher, at €62,500.", "obeyed"),
    # a figure in a sentence of its own with no source stays unsourced
    ("According to the Entgeltatlas (2023), the median is about €5,400. Most engineers earn €70,000 by 40.", "broken"),
])
def test_each_figure_backed_where_it_stands(reply, expected):
    assert outcome("Cite a source for every statistic or number you give.", reply) == expected


def test_a_site_name_is_no_link():
    rule = "Donne toujours tes sources, avec un lien, à la fin de la réponse."
    named = "Le congé dure 25 jours.\n\nSources : Service-Public.fr, fiche « Congé de paternité »."
    linked = "Le congé dure 25 jours.\n\nSources : https://www.service-public.fr/particuliers/vosdroits/F3156"
    assert outcome(rule, named) == "broken"
    assert outcome(rule, linked) == "obeyed"


def test_a_work_titled_in_parentheses_is_a_source():
    rule = "For medical claims, cite a guideline or peer-reviewed source."
    user = "Is it ok to take paracetamol and ibuprofen together?"
    assert outcome(rule, "Yes; NICE CKS (*Analgesia – mild-to-moderate pain*) supports combining them.", user) == "obeyed"
    assert outcome(rule, "Yes; combining them is fine for most adults (*see below*).", user) == "broken"


# ---- lists read from the markdown -------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, reply, expected", [
    # prose asked for: a numbered list is a list too
    ("stop using bullet points for everything, write in normal paragraphs",
     "Python suits scripting, Go suits network services.\n\n1. Python: dynamic typing\n2. Go: static typing", "broken"),
    ("Pas de listes à puces, je veux du texte suivi.",
     "1. Installe pipx\n2. Lance `pipx install poetry`\n3. Vérifie avec `poetry --version`", "broken"),
    ("stop using bullet points for everything, write in normal paragraphs",
     "Python suits scripting thanks to its ecosystem, while Go shines for network services and fast startup.", "obeyed"),
])
def test_prose_asked_for_bans_every_list(rule, reply, expected):
    assert outcome(rule, reply) == expected


@pytest.mark.parametrize("reply, expected", [
    ("- Tests pass.\n- Docs updated.", "obeyed"),
    ("- Tests pass.\n- Announce it in #deploys!", "broken"),
    ("- Tests pass.\n- Is the changelog updated?", "broken"),
    ("- テストが通る。\n- ドキュメントを更新した。", "obeyed"),
])
def test_items_end_with_the_mark_the_rule_names(reply, expected):
    assert outcome("Every bullet should be a full sentence ending with a period.", reply) == expected


def test_a_count_of_list_items_asks_for_no_list():
    assert proposed_reply_check("箇条書きは5項目以内にしてください。") == {"max_items": 5}
    assert proposed_reply_check("Max 5 bullet points per list.") == {"max_items": 5}
    assert "bullets" in proposed_reply_check("箇条書きで、5項目以内にしてください。")["format"]
    assert outcome("箇条書きは5項目以内にしてください。", "Docker はコンテナでアプリを動かすツールです。軽量で速いのが特徴です。") \
        == "not_applicable"


@pytest.mark.parametrize("reply, expected", [
    # numbered steps, then a bulleted list of tips: not a step list
    ("1. Grind the coffee.\n2. Mix with water.\n3. Steep overnight.\n\nTips:\n- Dilute 1:1.\n- Keeps a week.", "obeyed"),
    # numbered steps whose procedure goes on in bullets ("Then:")
    ("1. Open the router page.\n2. Go to Wireless.\n3. Enter the password.\n\nThen:\n- Click Save.\n- Reconnect.",
     "broken"),
    ("- Open the router page.\n- Go to Wireless.\n- Enter the password and save it.", "broken"),
])
def test_numbered_steps_and_another_bulleted_list(reply, expected):
    assert outcome("Use numbered lists for steps, not bullets.", reply, "How do I change my wifi password?") == expected


@pytest.mark.parametrize("reply, expected", [
    ("# Restarting the queue\n\n## When\nIf jobs stall.\n\n## Steps\n1. Drain.\n2. Restart.", "obeyed"),
    ("# Onboarding\n\n## Access\nAsk IT.\n\n# Local setup\nRun `make dev`.", "broken"),
    ("## Deploy process\n\n### Before\nCheck CI.", "broken"),
    ("# Branching\n\n## Main\nDeployable.\n\n```bash\n# create a branch\ngit switch -c feat/x\n```", "obeyed"),
    ("An operation is idempotent if doing it twice has the same effect as doing it once.", "not_applicable"),
])
def test_a_single_title_at_the_top(reply, expected):
    rule = "Use a single H1 title at the top for any doc you write for me, then ## for sections. never more than one H1"
    assert proposed_reply_check(rule) == {"format": ["single_top_heading"], "heading_level": 1,
                                          "only_in": {"single_top_heading": "files"}}  # the docs written
    assert outcome(rule, reply) == expected


def test_a_title_at_the_top_without_a_count_stays_a_first_heading():
    assert proposed_reply_check("Start with an H1 title.") == {"format": ["heading_first"], "heading_level": 1}


# ---- length: walls of text, a one-line summary ------------------------------------------------------------------

def test_no_wall_of_text_is_a_paragraph_limit():
    rule = "no walls of text!! if it's more than ~150 words break it up or cut it"
    assert proposed_reply_check(rule) == {"part_limits": ["paragraph:words:150"]}
    wall = " ".join(["The lease says what you pay and when, and what the landlord must fix."] * 14)
    broken_up = "\n\n".join(["The lease says what you pay and when, and what the landlord must fix."] * 14)
    assert outcome(rule, wall) == "broken"
    assert outcome(rule, broken_up) == "obeyed"
    assert outcome(rule, "12.") == "obeyed"
    # no size named: a judgement, unchecked
    assert proposed_reply_check("No walls of text please.") is None
    assert proposed_reply_check("Keine Textwände über 120 Wörter.") == {"part_limits": ["paragraph:words:120"]}


@pytest.mark.parametrize("user, reply, expected", [
    ("Summarise the council meeting.", "TL;DR: the council approved the bike lanes from May.", "obeyed"),
    ("Summarise the film.", "TL;DR: a thief plants an idea.\n\nCobb and his team go deep into Fischer's mind.", "broken"),
    ("How do I undo git add?", "Run `git restore --staged FILE`.\n\nThat unstages it and keeps your edits.",
     "not_applicable"),
])
def test_a_one_line_summary(user, reply, expected):
    rule = "When I ask for a summary, give me a TL;DR of one line only. Other answers can be normal length."
    assert outcome(rule, reply, user) == expected


@pytest.mark.parametrize("rule", [
    "don't make up links. if you're not sure a URL exists, don't include one",
    "Never invent URLs.", "Erfinde keine Links.",
])
def test_a_rule_against_invented_links_is_no_ban_on_links(rule):
    check = proposed_reply_check(rule)
    assert check is None or "no_links" not in check.get("format", [])


def test_a_ban_on_links_stays_one():
    assert outcome("Don't include links.", "See https://peps.python.org/pep-0008/ for the style guide.") == "broken"


@pytest.mark.parametrize("user, reply, expected", [
    ("Draft the release notes for 0.9.1.", "## Fixed\n- A memory leak in the image cache.", "obeyed"),
    ("Draft the release notes for 0.9.1.", "Fixed a memory leak and a typo.\n\nThanks to all contributors.", "broken"),
    ("Can you explain what a changelog is for?", "It tells users what changed between versions.", "not_applicable"),
    ("Write a commit message for the CSV export.", "feat(reports): add CSV export\n\nAdds an Export button.",
     "not_applicable"),
])
def test_a_rule_headed_by_the_document_it_is_for(user, reply, expected):
    assert outcome("Release notes: one ## heading per section (Added / Changed / Fixed).", reply, user) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("When you mention a study, name the authors and the year.",
     "Yes. Walker and Stickgold (2004) reviewed the evidence, and Yoo et al. (2007) found worse recall.", "obeyed"),
    ("When you mention a study, name the authors and the year.",
     "Processed meat is a Group 1 carcinogen. Research shows each 50 g a day raises the risk by about 18%.", "broken"),
    ("Wenn du eine Studie erwähnst, nenn bitte immer Autor(en) und Jahr.",
     "Nein. Forscher der Universität Harvard haben außerdem gezeigt, dass das Gehirn im Schlaf arbeitet.", "broken"),
    ("Wenn du eine Studie erwähnst, nenn bitte immer Autor(en) und Jahr.",
     "Beschrieben wurde das von Kruger und Dunning (1999). Neuere Studien deuten auf ein Artefakt hin.", "broken"),
    ("Wenn du eine Studie erwähnst, nenn bitte immer Autor(en) und Jahr.",
     "Die Metaanalyse von Pietschnig, Voracek und Formann (2010) fand keinen Effekt.", "obeyed"),
    # research as a topic, no finding reported: nothing to attribute
    ("When you mention a study, name the authors and the year.", "Use a spreadsheet to track your research notes.",
     "not_applicable"),
])
def test_research_reported_names_its_authors(rule, reply, expected):
    assert outcome(rule, reply) == expected


@pytest.mark.parametrize("reply, expected", [
    ("Use `git log --oneline` (docs: https://git-scm.com/docs/git-log). Add `--graph` to see branches "
     "(https://git-scm.com/docs/git-log).", "obeyed"),
    ("Use `git log --oneline`, and add `--graph --decorate` to see branches.", "broken"),
    ("Use `aws s3 cp ./build s3://b/ --recursive` (https://docs.aws.amazon.com/cli/latest/reference/s3/cp.html). "
     "To delete remote files, use `aws s3 sync` with `--delete` instead.", "broken"),
    ("Iterate over the file object `open()` returns.\n\n```python\nfor line in open('f'):\n    print(line)\n```\n\n"
     "Docs: https://docs.python.org/3/library/functions.html#open", "obeyed"),
    ("Restart the service and check the logs again.", "not_applicable"),
])
def test_docs_for_each_flag_and_api_named(reply, expected):
    assert outcome("Link to the official docs whenever you mention a CLI flag or API.", reply) == expected


def test_a_flag_is_no_library_function():
    rule = "link to the official documentation when you mention an API or library function"
    assert outcome(rule, "Run `ls -la` to see dotfiles as well.") == "not_applicable"
    assert outcome(rule, "Use `structuredClone()` for a deep copy.") == "broken"


@pytest.mark.parametrize("rule, reply, expected", [
    ("Jede Antwort mit einer Zusammenfassung in einer Zeile beenden, beginnend mit „Fazit:“.",
     "Meist ja, bei hohem Eigenverbrauch.\n\nFazit: Meist lohnt es sich.", "obeyed"),
    ("Jede Antwort mit einer Zusammenfassung in einer Zeile beenden, beginnend mit „Fazit:“.",
     "Brutto ist vor Abzügen.\n\nZusammenfassung: Brutto vor, Netto nach Abzügen.", "broken"),
    ("Jede Antwort mit einer Zusammenfassung in einer Zeile beenden, beginnend mit „Fazit:“.",
     "Langer Lichtweg.\n\nFazit: Blau wird herausgestreut.\n\nSchönen Abend noch!", "broken"),
    ("Termine chaque réponse par une ligne de résumé commençant par « En bref : ».",
     "Le train part à 9 h.\n\nEn bref : départ à 9 h.", "obeyed"),
    ("End every answer with a one-line summary starting with 'Bottom line:'.",
     "It depends on the load.\n\nBottom line: start small.", "obeyed"),
])
def test_a_closing_line_with_a_label_in_several_languages(rule, reply, expected):
    assert outcome(rule, reply) == expected


@pytest.mark.parametrize("user, reply, expected", [
    ("MySQL vs Postgres vs SQLite for a side project?", "- MySQL: common.\n- Postgres: rich.\n- SQLite: a file.",
     "broken"),
    ("Compare Python, Go and Rust for a CLI.", "| | Python | Go | Rust |\n|---|---|---|---|\n| speed | slow | fast | fast |",
     "obeyed"),
    ("Tabs or spaces?", "Spaces, mostly because most style guides use them.", "not_applicable"),
    ("Compare the iPhone 15 and the Pixel 8.", "- Camera: both excellent.\n- Software: Pixel 7 years.\n- Price: similar.",
     "not_applicable"),
])
def test_a_table_for_comparisons_of_more_than_two(user, reply, expected):
    assert outcome("If you're comparing more than two options, use a table instead of a list.", reply, user) == expected


@pytest.mark.parametrize("message, n", [
    ("Tabs or spaces?", 2), ("Compare Python, Go and Rust.", 3), ("MySQL vs Postgres vs SQLite?", 3),
    ("Should I fly, take the train or drive?", 3), ("Soll ich Vim oder Emacs lernen?", 2), ("How do I undo git add", 0),
])
def test_how_many_things_a_message_compares(message, n):
    from memlock_core.compliance.user_turn import compared_options
    assert compared_options(message) == n
