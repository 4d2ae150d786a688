"""Reply form rules (issue 21) read since heldout7: a length beside "long / short answers" names which replies a
heading rule speaks to (no limit on every reply); "code counts too" is how a reply's length is counted (no code-block
limit); a rule joined to a code-block limit by ", and" is read too; "make a table" when comparing; "no links, just
the name of the source"; "say which time zone"."""
from __future__ import annotations

import pytest

from memlock_core.compliance.check import CheckError, ReplyCheck
from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED
from tests.compliance_judge import judge, proposed_reply_check

_SECTIONS = ("## Install\n\nGet the package from the store.\n\n## Configure\n\nEdit the settings file.\n\n"
             "## Run\n\nStart the service and watch the log.")
_THREE_PLAIN = ("The cache keeps recent pages.\n\nIt is cleared every night at two.\n\n"
                "You can also clear it by hand from the admin page.")
_ONE_PLAIN = "The cache keeps recent pages and is cleared every night."


@pytest.mark.parametrize("rule", [
    "Put headings on long answers (3 paragraphs or more).",
    "Des titres pour les réponses longues (3 paragraphes ou plus).",
    "長い回答（3段落以上）には見出しを入れてください",
])
def test_length_beside_long_answers_is_the_scope_of_a_heading_rule(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "min_paragraphs" not in check, check
    assert check.get("when", {}).get("headings") == "paragraphs>2", check
    assert judge(rule, _ONE_PLAIN)[0] == NOT_APPLICABLE
    assert judge(rule, _THREE_PLAIN)[0] == BROKEN


@pytest.mark.parametrize("rule", [
    "No headings in short answers under 5 lines.",
    "Pas de titres dans les réponses courtes (moins de 5 lignes).",
    "Keine Überschriften in kurzen Antworten unter 5 Zeilen.",
])
def test_length_beside_short_answers_is_the_scope_of_a_heading_ban(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "max_lines" not in check, check
    assert judge(rule, _SECTIONS)[0] == NOT_APPLICABLE  # a long, sectioned reply: not what the rule speaks to
    assert judge(rule, "## Answer\n\nPort 22.")[0] == BROKEN
    assert judge(rule, "Port 22, set in the daemon's config.")[0] == OBEYED


def test_fewer_than_condition_validates_and_reads() -> None:
    check = ReplyCheck.parse({"format": ["no_headings"], "when": {"no_headings": "lines<5"}})
    assert "fewer than 5 lines" in check.describe()
    with pytest.raises(CheckError):
        ReplyCheck.parse({"format": ["no_headings"], "when": {"no_headings": "lines<<5"}})


@pytest.mark.parametrize("rule", [
    "Max 5 lines per answer, code counts too.",
    "Höchstens 5 Zeilen pro Antwort, der Code zählt mit.",
    "5 lignes max par réponse, le code compte aussi.",
    "Máximo 5 líneas por respuesta, el código también cuenta.",
])
def test_code_counting_policy_limits_the_reply_not_its_blocks(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("max_lines") == 5 and check.get("count_code") and not check.get("code_rules"), check
    code = "Run this:\n\n```sh\nmake\nmake test\nmake install\n```\n\nDone."
    assert judge(rule, code)[0] == BROKEN  # 8 lines with the block
    assert judge(rule, "Use `make`.\nThen test.")[0] == OBEYED


@pytest.mark.parametrize("rule", [
    "no tables please, and keep code blocks under 20 lines",
    "keine Tabellen, und Codeblöcke höchstens 20 Zeilen",
])
def test_rule_joined_to_a_code_block_limit_is_read_too(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "no_tables" in check.get("format", []) and check.get("code_rules"), check
    assert judge(rule, "| a | b |\n|---|---|\n| 1 | 2 |")[0] == BROKEN


@pytest.mark.parametrize("rule", [
    "no semicolons in TS snippets (house style)",
    "Runnable examples only — no pseudo-code, no '...' stand-ins.",
])
def test_code_rule_alone_gains_no_prose_rule(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is None or not check.get("no_chars"), check


@pytest.mark.parametrize("rule", [
    "Quand tu compares des solutions, fais un tableau.",
    "Wenn du zwei Bibliotheken vergleichst, mach eine Tabelle.",
    "Si comparas planes, haz una tabla.",
    "When you compare tools, do a table.",
])
def test_make_a_table_when_comparing(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("format") == ["table"] and check.get("when") == {"table": "comparison"}, check


@pytest.mark.parametrize("rule", [
    "No links, just the name of the source.",
    "Keine Links, nur den Namen der Quelle.",
    "Sin enlaces: solo el nombre del sitio.",
])
def test_no_links_with_the_name_instead(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("format") == ["no_links"], check
    assert judge(rule, "See https://example.org/guide for details.")[0] == BROKEN
    assert judge(rule, "See the project's user guide for details.")[0] == OBEYED


def test_links_allowed_only_to_some_sites_stay_no_blanket_ban() -> None:
    check = proposed_reply_check("no links except to the official docs")
    assert check is None or "no_links" not in check.get("format", []), check


@pytest.mark.parametrize("rule", [
    "whenever you give a time, say which time zone",
    "quand tu donnes une heure, dis quel fuseau horaire",
    "si das una hora, di qué zona horaria es",
])
def test_say_which_time_zone(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("datetime") == ["zone"], check


@pytest.mark.parametrize("question, closed", [
    ("Is it safe to delete the build folder?", True),
    ("Was the deploy rolled back?", True),
    ("Can I run this on a Pi, or not?", True),
    ("I use Debian 12. Does it ship Python 3.11?", True),
    ("Darf ich den Cache leeren?", True),
    ("Peut-on renommer une branche distante ?", True),
    ("Est-ce que le port 80 est ouvert ?", True),
    ("¿Hay que reiniciar el servidor?", True),
    ("このコマンドは安全ですか？", True),
    ("How does the scheduler pick a thread?", False),
    ("Should I pick Debian or Fedora?", False),
    ("Was kostet ein zweiter Server?", False),
    ("Comment vider le cache ?", False),
    ("¿Cuál es más rápido?", False),
    ("どのエディタを使えばいいですか？", False),
    ("Tell me about B-trees.", False),
])
def test_yes_no_question_read_from_its_shape(question: str, closed: bool) -> None:
    from memlock_core.compliance.yes_no import is_yes_no_question
    assert is_yes_no_question(question) is closed


@pytest.mark.parametrize("rule", [
    "For yes/no questions, two sentences at most.",
    "Bei Ja/Nein-Fragen höchstens zwei Sätze.",
    "Pour les questions fermées, deux phrases maximum.",
    "Para preguntas de sí o no, máximo 2 frases.",
])
def test_length_for_yes_no_questions_only(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("when") == {"max_sentences": "yes_no"}, check
    three = "It is. The folder is rebuilt on the next run. Nothing else depends on it."
    assert judge(rule, three, user="Is it safe to delete the build folder?")[0] == BROKEN
    assert judge(rule, three, user="How does the build folder get filled?")[0] == NOT_APPLICABLE
    assert judge(rule, "Yes, it is rebuilt on the next run.", user="Is it safe to delete the build folder?")[0] == OBEYED


@pytest.mark.parametrize("rule, style", [
    ("Write numbers the German way: 2.500,75 and not 2,500.75", "decimal_comma"),
    ("Use the German number format.", "decimal_comma"),
    ("Écris les nombres au format français.", "decimal_comma"),
    ("Números con formato español, por favor.", "decimal_comma"),
    ("Zahlen bitte im englischen Format.", "decimal_point"),
    ("Numbers like 3,400.25 please.", "decimal_point"),
])
def test_number_format_named_by_locale_or_example(rule: str, style: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("format") == [style] and "language" not in check, check


@pytest.mark.parametrize("reply, outcome", [
    ("Rund 0.245 EUR pro Aufruf.", BROKEN),          # a leading zero: the point marks decimals
    ("Die Datei hat 3,400,000 Zeilen.", BROKEN),       # commas grouping thousands twice
    ("Gesamt: 12,345.60 Punkte.", BROKEN),
    ("Planen Sie 2.5 bis 3 Liter ein.", BROKEN),      # a range, the unit written out
    ("Rund 0,245 EUR pro Aufruf, bei 3.400.000 Aufrufen.", OBEYED),
    ("Gesamt: 12.345,60 Punkte.", OBEYED),
    ("Python 3.12 ist erschienen.", NOT_APPLICABLE),  # a version, no quantity
])
def test_decimal_comma_reads_grouped_and_leading_zero_numbers(reply: str, outcome: str) -> None:
    assert judge("Use the decimal comma.", reply)[0] == outcome


def test_inches_in_french_before_a_preposition_are_imperial() -> None:
    rule = "Utilise uniquement le système métrique."
    assert judge(rule, "Un écran de 32 pouces en 4K convient.")[0] == BROKEN


@pytest.mark.parametrize("rule", [
    "if I ask you for a command, just give me the command, no explanation",
    "Si je te demande une commande, juste la commande, sans explication.",
    "Si te pido un comando, solo el comando, sin explicación.",
    "Wenn ich dich nach einem Befehl frage, nur den Befehl, keine Erklärung.",
])
def test_command_alone_for_command_requests(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("format") == ["code_only"], check
    assert check.get("when") == {"code_only": "command_request"}, check
    bare = "```bash\ndu -sh ~/Downloads\n```"
    talk = bare + "\n\nThe -s flag sums the folder and -h prints sizes a person can read."
    user = "command to see how big my Downloads folder is?"
    assert judge(rule, bare, user=user)[0] == OBEYED
    assert judge(rule, talk, user=user)[0] == BROKEN
    assert judge(rule, "Because du walks every file.", user="why is du so slow on big folders?")[0] == NOT_APPLICABLE


@pytest.mark.parametrize("reply, outcome", [
    ("Das Fenster beginnt um 09:10 MEZ und endet um 08:52 UTC.", BROKEN),  # two instants, the second in UTC
    ("The window opens at 07:00 UTC, which is 08:00 CET.", OBEYED),        # one instant in both zones
    ("Ventana: 16:20 UTC (17:20 CET).", OBEYED),
])
def test_time_in_another_zone_is_a_conversion_only_when_it_can_be_the_same_instant(reply: str, outcome: str) -> None:
    from memlock_core.compliance.reply_conventions import zone_verdict
    assert zone_verdict("CET", reply)[0] == outcome
