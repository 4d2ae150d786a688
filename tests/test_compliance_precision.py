"""Reply rules read for what they exempt (issue 21): a line limit whose rule leaves code out counts the prose
only. Cases written for these tests, in several languages."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge

_SCRIPT = "```python\n" + "\n".join(f"x{i} = {i}" for i in range(12)) + "\n```"


@pytest.mark.parametrize("rule", [
    "at most 4 lines per answer; code blocks don't count",
    "höchstens 4 Zeilen pro Antwort, Codeblöcke zählen nicht",
    "máximo 4 líneas por respuesta, sin contar el código",
    "4 lignes maximum, les blocs de code ne comptent pas",
])
def test_a_line_limit_that_leaves_code_out(rule):
    short = f"Here it is.\n\n{_SCRIPT}\n\nRun it once."
    long_prose = "\n".join(f"Line {i} of explanation." for i in range(7)) + f"\n\n{_SCRIPT}"
    assert judge(rule, short)[0] == "obeyed"
    assert judge(rule, long_prose)[0] == "broken"


def test_a_code_block_limit_is_still_one():
    assert judge("keep code blocks under 5 lines", f"Here.\n\n{_SCRIPT}")[0] == "broken"


@pytest.mark.parametrize("reply, outcome", [
    ("Upgrade to IntelliJ 2023.3.2 before the course.", "not_applicable"),  # a product's version
    ("Wir nutzen Unity 2022.3.10 im Projekt.", "not_applicable"),
    ("Deadline 2024.3.15 for the draft.", "broken"),  # the first word of a sentence names no product
    ("Das Treffen ist am Freitag, 2024.3.15.", "broken"),
])
def test_a_version_after_a_product_name_is_no_date(reply, outcome):
    assert judge("dates as YYYY-MM-DD", reply)[0] == outcome


@pytest.mark.parametrize("rule, user, reply, outcome", [
    # the user asks about the other system's unit: the conversion stated is the answer, not a lapse
    ("metric only", "how many km is a marathon in miles terms?", "A marathon is 42.2 km; 1 mile = 1.609 km.", "obeyed"),
    ("nur metrische Einheiten", "Wie rechne ich Fahrenheit in Celsius um?", "Zum Beispiel: 212 °F entspricht 100 °C.",
     "obeyed"),
    ("solo unidades métricas", "¿cuántos pies tiene un metro?", "1 pie son 0,3048 m, así que un metro tiene unos 3,28.",
     "obeyed"),
    # no such question: the imperial quantity is the reply's own
    ("metric only", "how long is the trail?", "The trail is 12 km; 1 mile = 1.609 km.", "broken"),
    # asked about miles, but the reply gives miles alone
    ("metric only", "how far is it in miles?", "It is 7 miles from the station.", "broken"),
])
def test_a_conversion_the_user_asks_about(rule, user, reply, outcome):
    assert judge(rule, reply, user)[0] == outcome


@pytest.mark.parametrize("rule", ["headings in sentence case, not Title Case",
                                  "titres en minuscules sauf la première lettre (pas de Title Case)"])
@pytest.mark.parametrize("reply, outcome", [
    ("## Publier avec GitLab Runner\n\nLance `gitlab-runner register`.", "obeyed"),  # a brand and its product word
    ("## Sauvegarde avec Restic Snapshots\n\n`restic snapshots` liste les sauvegardes.", "obeyed"),  # tools run in code
    ("## Deploy Your App With GitLab Runner\n\nRun it.", "broken"),  # Title Case that holds a brand is still it
    ("## Backing Up Your Home Folder\n\n`restic backup ~`", "broken"),
])
def test_names_in_sentence_case_headings(rule, reply, outcome):
    assert judge(rule, reply)[0] == outcome


@pytest.mark.parametrize("rule", ["always link the official docs when you explain an API",
                                  "sempre cite a documentação oficial quando explicar uma API",
                                  "cita sempre la documentazione ufficiale quando spieghi un'API"])
def test_a_docs_rule_speaks_to_replies_about_an_interface(rule):
    assert proposed_docs(rule)
    concept = "Caching keeps a copy of a result close to where it is used, so the next read is faster."
    assert judge(rule, concept, "what is caching?")[0] != "broken"


def proposed_docs(rule: str) -> bool:
    from tests.compliance_judge import proposed_reply_check
    check = proposed_reply_check(rule) or {}
    return check.get("sources") == "docs" or "docs_each" in check.get("source_rules", [])


@pytest.mark.parametrize("reply, outcome", [
    ("The audit starts 2025-3-9 and ends a week later.", "broken"),  # ISO order without its zero padding
    ("Die Prüfung beginnt am 2025-3-9.", "broken"),
    ("The audit starts 2025-03-09.", "obeyed"),
    ("Pick a year in the range 2019-2025.", "not_applicable"),  # a span of years is no date
])
def test_an_unpadded_year_first_date_is_not_iso(reply, outcome):
    assert judge("dates as YYYY-MM-DD", reply)[0] == outcome


@pytest.mark.parametrize("rule, reply", [
    ("kroki zawsze jako numerowana lista", "Najpierw sklonuj repozytorium, potem uruchom `make`, a na końcu `make test`."),
    ("passos sempre numa lista numerada", "Primeiro clone o repositório, depois rode `make` e por fim `make test`."),
    ("steps always as a numbered list", "Сначала клонируйте репозиторий, затем запустите `make`, наконец `make test`."),
])
def test_steps_strung_together_in_prose_are_a_procedure(rule, reply):
    assert judge(rule, reply)[0] == "broken"
    numbered = "1. clone\n2. make\n3. make test"
    assert judge(rule, numbered)[0] == "obeyed"


@pytest.mark.parametrize("rule, user", [
    ("only show the diff, never the whole file", "set the retry count in worker.py to 5"),
    ("zeig nur den Diff, nicht die ganze Datei", "Füg in worker.py einen Retry hinzu"),
])
def test_a_file_the_user_names_is_existing_code_to_change(rule, user):
    whole = "Updated file:\n\n```python\nimport time\n\nRETRIES = 5\nDELAY = 2\n\ndef run():\n    pass\n```"
    diff = "```diff\n--- a/worker.py\n+++ b/worker.py\n@@ -1,3 +1,3 @@\n-RETRIES = 3\n+RETRIES = 5\n```"
    assert judge(rule, whole, user)[0] == "broken"
    assert judge(rule, diff, user)[0] == "obeyed"
