"""Structural reply rules read by class (round 14b): ISO timestamps with their numeric offset, heading levels,
units in documents written, clocks, sources, scripts, SQL case, kept terms. Sentences are our own; each class has
harmless look-alikes that must keep their verdict."""
from __future__ import annotations

from typing import Any

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check


def _anchor(rule: str) -> Anchor:
    proposal = propose_check(rule)
    return Anchor(id="p", text=rule, reminder=rule, check=None if proposal is None else proposal.check)


def reply(rule: str, text: str, user: str | None = None) -> str:
    verdicts = check_reply([_anchor(rule)], text, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def tool(rule: str, name: str, args: dict[str, Any], user: str | None = None) -> str:
    verdicts = check_tool_call([_anchor(rule)], name, args, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


# ── ISO timestamps: the offset is the time's zone, never a time of its own ──────────────────────────────────────
ZONE_RULE = "Timestamps in ISO 8601, always with the time zone offset or Z."


@pytest.mark.parametrize("text", [
    "The job ran from 2024-03-02T23:15:00+02:00 until 2024-03-03T01:40:00+02:00.",
    "Le déploiement commence le 2024-07-09T06:00-04:00.",
    "Der Lauf startete 2024-11-30 18:05:12.250+0100 und endete um 2024-11-30T19:00:00Z.",
])
def test_iso_offset_is_the_zone(text: str) -> None:
    assert reply(ZONE_RULE, text) == "obeyed"


@pytest.mark.parametrize("text", [
    "The job ran from 2024-03-02T23:15:00 until 2024-03-03T01:40:00.",   # no offset at all
    "The window is 2024-03-04 09:00-12:00.",                               # a range, not an offset
    "It starts at 2024-03-02T23:15:00+02:00 and the review is at 14:30.",
])
def test_times_without_zone_still_break(text: str) -> None:
    assert reply(ZONE_RULE, text) == "broken"


def test_utc_rule_reads_a_zero_offset_as_utc() -> None:
    rule = "Give every time in UTC."
    assert reply(rule, "Backups finish at 2024-05-01T03:00:00+00:00.") == "obeyed"
    assert reply(rule, "Backups finish at 2024-05-01T03:00:00+09:00.") == "broken"


# ── heading levels: "H2 for sections, never H1" sets where headings start; deeper ones stay free ─────────────────
@pytest.mark.parametrize("rule", [
    "Use H2 for sections, never H1.",
    "Sections get ## headings; never a single # one.",
    "Verwende ## für Abschnitte, nie #.",
    "Usa ## para las secciones, nunca #.",
    "Titres de section en ##, jamais de #.",
])
def test_a_floor_level_leaves_subsections_free(rule: str) -> None:
    assert reply(rule, "## Setup\n\nInstall it.\n\n### On macOS\n\nUse brew.") == "obeyed"
    assert reply(rule, "# Setup\n\nInstall it.") == "broken"


@pytest.mark.parametrize("rule", [
    "Only ## headings, never #.",                          # "only": that level alone
    "## headings at most; never # or ###.",               # the deeper level refused too
    "Utilise des titres ## pour chaque section, pas de #.",  # every section at that level
])
def test_one_level_rules_still_refuse_subsections(rule: str) -> None:
    assert reply(rule, "## Setup\n\nInstall it.\n\n### On macOS\n\nUse brew.") == "broken"


PAGE_RULE = "Section headings are H2, never H1 - our wiki page already shows a title."


def test_a_page_rule_reaches_the_document_written() -> None:
    assert tool(PAGE_RULE, "Write", {"file_path": "docs/howto.md", "content": "# How to\n\n## Step one\nDo it.\n"}) == "broken"
    assert tool(PAGE_RULE, "Write", {"file_path": "docs/howto.md", "content": "## Step one\nDo it.\n\n### Note\nOk.\n"}) \
        == "obeyed"
    assert reply(PAGE_RULE, "# How to\n\nDo it.") == "broken"       # the reply too
    assert tool(PAGE_RULE, "Write", {"file_path": "src/app.py", "content": "# comment\nx = 1\n"}) == "none"


def test_a_reply_rule_without_a_page_leaves_documents_alone() -> None:
    rule = "Use H2 for sections in your replies, never H1."
    assert tool(rule, "Write", {"file_path": "README.md", "content": "# Tool\n\n## Install\n"}) == "none"


# ── Korean: 헤딩 and 제목 name headings (not a commit's or a mail's subject) ─────────────────────────────────────────
@pytest.mark.parametrize("rule", ["답변에 헤딩은 쓰지 마세요.", "응답에 제목을 달지 마세요.", "제목(헤딩) 없이 답해 주세요."])
def test_korean_heading_bans(rule: str) -> None:
    assert reply(rule, "## 준비\n설치하세요.\n\n## 실행\n실행하세요.") == "broken"
    assert reply(rule, "설치한 다음 실행하세요.") != "broken"


def test_korean_mail_subject_is_no_heading() -> None:
    assert reply("메일 제목은 짧게 써 주세요.", "## 준비\n설치하세요.") != "broken"


# ── unit rules reach the documents and the comments a tool call writes ──────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "our customers are in Germany, so metric units only",
    "Nur metrische Einheiten, wir liefern nach Europa.",
    "Système métrique uniquement.",
    "Solo sistema métrico, por favor.",
])
def test_units_in_a_document_written(rule: str) -> None:
    sheet = {"file_path": "products/chair.md", "content": "Seat height: 17 in\nWeight: 11 lb\n"}
    assert tool(rule, "Write", sheet) == "broken"
    fine = {"file_path": "products/chair.md", "content": "Seat height: 43 cm\nWeight: 5 kg\n"}
    assert tool(rule, "Write", fine) == "obeyed"


def test_units_in_code_of_a_document_are_not_prose() -> None:
    rule = "metric only, we sell in the EU"
    doc = {"file_path": "docs/api.md", "content": "Call it:\n\n```\nresize --width 12in\n```\n"}
    assert tool(rule, "Write", doc) != "broken"


def test_units_in_a_config_comment_written() -> None:
    rule = "Temperatures in Celsius only."
    assert tool(rule, "Edit", {"file_path": "conf/oven.toml", "old_string": "limit =",
                               "new_string": "limit = 400    # °F"}) == "broken"
    assert tool(rule, "Edit", {"file_path": "conf/oven.toml", "old_string": "limit =",
                               "new_string": "limit = 200    # °C"}) != "broken"
    assert tool(rule, "Write", {"file_path": "src/app.py", "content": "LIMIT_F = 400\n"}) == "none"  # no comment


def test_unit_spacing_in_a_document_written() -> None:
    rule = "Always put a space between the number and the unit, like 20 °C."
    assert tool(rule, "Write", {"file_path": "notes.md", "content": "Keep it at 4°C.\n"}) == "broken"


# ── the 24-hour clock named in Dutch, Polish, Swedish; a duration stays none ───────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "Schrijf tijden in de 24-uursnotatie.",
    "Altijd het 24-uurs formaat graag.",
    "Podawaj godziny w formacie 24-godzinnym.",
    "Skriv tider med 24-timmarsklocka.",
])
def test_24_hour_clock_in_more_languages(rule: str) -> None:
    assert reply(rule, "De trein vertrekt om 7:45 pm.") == "broken"
    assert reply(rule, "De trein vertrekt om 19:45.") == "obeyed"


@pytest.mark.parametrize("rule", ["Reageer binnen 24 uur op elke melding.", "Odpowiadaj w ciągu 24 godzin."])
def test_a_24_hour_duration_is_no_clock_rule(rule: str) -> None:
    assert reply(rule, "De trein vertrekt om 7:45 pm.") != "broken"


# ── form rules kept to summaries ─────────────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "No markdown headings in the Teams summaries, please.",
    "Keine Überschriften in Wochen-Zusammenfassungen.",
    "Pas d'emoji dans les résumés d'équipe.",
    "Sin encabezados en los resúmenes semanales.",
])
def test_form_rules_said_of_summaries(rule: str) -> None:
    text = "# Week 12 🎉\n\n## Done\nShipped the importer."
    assert reply(rule, text, user="Write the README for the importer.") == "not_applicable"
    assert reply(rule, text, user="Summarize this week's thread for the channel.") == "broken"


def test_a_plain_form_rule_is_not_kept_to_summaries() -> None:
    assert reply("No headings in your replies.", "# Importer\n\nIt imports.", user="Write the README.") == "broken"


# ── false alarms of code rules: a question about commits, Go's Format, tests exempt ─────────────────────────────
def test_a_question_about_commit_messages_is_no_commit_message() -> None:
    rule = "Commit subjects: 50 characters max."
    text = "Most teams keep the subject short, roughly fifty characters, and wrap the body at seventy-two."
    assert reply(rule, text, user="What's a good length for a commit subject line?") != "broken"
    assert reply(rule, text, user="Wie lang sollte eine Commit-Nachricht sein?") != "broken"
    assert reply(rule, text, user="Write the commit message for this fix.") == "broken"


def test_a_refused_method_is_matched_with_its_case() -> None:
    rule = "Python: f-strings only, never .format()."
    assert reply(rule, '```go\nfmt.Println(time.Now().Format("15:04"))\n```') != "broken"
    assert reply(rule, '```python\nmsg = "{} done".format(job)\n```') == "broken"


@pytest.mark.parametrize("rule", [
    "Every public function needs a docstring - test files exempt.",
    "Docstrings für alle öffentlichen Funktionen, Tests ausgenommen.",
    "Docstrings on public functions; tests are exempt.",
])
def test_docstrings_with_tests_exempt(rule: str) -> None:
    test_file = {"file_path": "tests/test_tax.py", "content": "def test_vat():\n    assert vat(100) == 20\n"}
    assert tool(rule, "Write", test_file) != "broken"
    code = {"file_path": "shop/tax.py", "content": "def vat(amount):\n    return amount * 0.2\n"}
    assert tool(rule, "Write", code) == "broken"
    assert reply(rule, "```python\ndef test_vat():\n    assert vat(100) == 20\n```") != "broken"


# ── a program handed to an interpreter inside a shell block is in the interpreter's language ────────────────────
SCRIPT_RULE = "Whenever I ask for a script, make it bash, never python."


@pytest.mark.parametrize("text", [
    "```bash\npython3 - <<'EOF'\nimport shutil\nprint(shutil.disk_usage('/'))\nEOF\n```",
    "```sh\nnode <<JS\nconst fs = require('fs');\nconsole.log(fs.readdirSync('.'));\nJS\n```",
    "```bash\npython -c 'import os; print(os.listdir())'\n```",
])
def test_an_interpreter_here_document_is_not_bash(text: str) -> None:
    assert reply(SCRIPT_RULE, text, user="Write a script that shows the disk usage.") == "broken"


def test_a_here_document_into_a_file_is_bash() -> None:
    text = "```bash\n#!/usr/bin/env bash\nfor host in a b; do\n  cat >> hosts.txt <<EOF\n$host\nEOF\ndone\n```"
    assert reply(SCRIPT_RULE, text, user="Write a script that writes the host list.") == "obeyed"


# ── SQL identifiers in lower case ────────────────────────────────────────────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "SQL: keywords in capitals, identifiers in lowercase.",
    "In SQL, lowercase identifiers and uppercase keywords please.",
])
def test_sql_identifiers_lower(rule: str) -> None:
    assert reply(rule, "```sql\nSELECT name FROM Customers WHERE id = 1;\n```") == "broken"
    assert reply(rule, "```sql\nSELECT c.name, MAX(c.age) FROM customers c WHERE c.city = 'Paris';\n```") == "obeyed"


def test_sql_keyword_rule_alone_keeps_identifiers_free() -> None:
    assert reply("SQL keywords in uppercase.", "```sql\nSELECT name FROM Customers;\n```") == "obeyed"


# ── sources: a law with its link, each library function linked, figures in Han numerals ─────────────────────────
LAW_RULE = "Whenever you cite a statute, give the section number and a link to the official text."


def test_a_law_needs_its_link_too() -> None:
    user = "How much notice must a landlord give?"
    assert reply(LAW_RULE, "Three months, per § 573c of the Bürgerliches Gesetzbuch.", user=user) == "broken"
    linked = "Three months, per § 573c BGB (https://www.gesetze-im-internet.de/bgb/__573c.html)."
    assert reply(LAW_RULE, linked, user=user) == "obeyed"


def test_a_paragraph_sign_speaks_of_a_law() -> None:
    rule = "When you mention a law, name the exact section."
    assert reply(rule, "Keep the records for six years under the Gewerbeordnung.") == "broken"
    assert reply(rule, "Keep the records for six years under § 14 Gewerbeordnung.") == "obeyed"


def test_each_library_function_of_a_span_has_its_link() -> None:
    rule = "Link the official docs whenever you mention a library function."
    one = "Try `max(rows, key=functools.cmp_to_key(cmp))`, see https://docs.python.org/3/library/functions.html#max."
    assert reply(rule, one) == "broken"
    both = one + " and https://docs.python.org/3/library/functools.html#functools.cmp_to_key."
    assert reply(rule, both) == "obeyed"
    method = "Try `max(rows.values())`, see https://docs.python.org/3/library/functions.html#max."
    assert reply(rule, method) == "obeyed"


@pytest.mark.parametrize("text", ["据 Gartner 统计，全球约有三亿台设备。", "根据调查，大约两千多万人使用它。"])
def test_han_numeral_figures_need_a_source(text: str) -> None:
    assert reply("数据请注明出处并附上链接。", text) == "broken"


# ── a plain line standing in for a heading among ## sections ─────────────────────────────────────────────────────
@pytest.mark.parametrize("rule", [
    "Give every section its own ## heading.",
    "Un encabezado ## para cada sección.",
    "Mets un titre ## pour chaque section.",
])
def test_a_plain_title_line_breaks_a_per_section_rule(rule: str) -> None:
    text = ("## Setup\nInstall the package and create the config file.\n\n"
            "Usage\nRun the command with the path of the folder to scan.")
    assert reply(rule, text) == "broken"
    fine = ("## Setup\nInstall the package and create the config file.\n\n"
            "## Usage\nRun the command with the path of the folder to scan.")
    assert reply(rule, fine) == "obeyed"


def test_a_short_closing_line_is_no_title() -> None:
    rule = "Give every section its own ## heading."
    text = "## Setup\nInstall the package and create the config file.\n\nHope this helps"
    assert reply(rule, text) == "obeyed"
