"""Drift detection, keyword mode (round 13): live restatements a guard took for another rule or for a paste.

* a rule of the user's own after a finished request that names a document ("Check the style guide for product
  names. Reminder: keep answers short."): the colon opens the user's own sentence, not a paste of the guide
  (intro_sentence.py), while "Here is the wiki page. Rule 1: ..." and "... The rule there: ..." stay pasted;
* a place phrase ends at the verb after it ("Comments in the code must be in English"), so "the code must be" is
  not read as a place of the rule's own;
* in Japanese, Chinese and Korean a ban said as a noun ("pushは禁止です") for the pin's negated verb, when the rule
  parse read the same act, is no swapped slot; another branch or another act stays another rule;
* a date format spelled as its parts ("Tag.Monat.Jahr" for "TT.MM.JJJJ") is the value the parse compares, not a
  code name swapped for another.

Sentences written for this test in English, French, German, Spanish, Japanese and Chinese.
"""
from __future__ import annotations

import pytest
from drift_history import alive_after_chat

from memlock_core.detection.active_region import _unquote
from memlock_core.detection.rule_identity import same_rule
from memlock_core.detection.slots import names


def _alive(pin: str, restated: str) -> bool:
    return alive_after_chat(pin, restated, "we worked on the shipping labels", "Next, look at the label printer.")


# --- a colon after a finished request is the user's own ----------------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Keep replies under 80 words.", "Look at the release notes for the icon changes. Reminder: Keep replies under 80 words."),
    ("Never restart the billing worker.", "Read the runbook for the queue. Note: never restart the billing worker."),
    ("Réponds toujours en allemand.", "Vérifie le fichier de config du proxy. Rappel : Réponds toujours en allemand."),
    ("Antworte immer auf Spanisch.", "Schau dir die Logs vom Cron-Job an. Wichtig: Antworte immer auf Spanisch."),
])
def test_a_rule_after_a_request_naming_a_document_is_the_users_own(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("text", [
    "Here is the wiki page. Rule 1: never restart the billing worker.",
    "Check the team wiki page. The rule there: never restart the billing worker.",
    "From the ops handbook: never restart the billing worker.",
    "Voici le fichier du wiki. Règle : ne jamais redémarrer le worker.",
])
def test_a_paste_intro_still_cuts_the_pasted_text(text: str) -> None:
    assert "restart" not in _unquote(text) and "redémarrer" not in _unquote(text)


@pytest.mark.parametrize("pin,restated", [
    ("Keep replies under 80 words.", "Read the style guide for headings. It says: keep replies under 80 words."),
    ("Never restart the billing worker.", "Here is the ops page. Rule 4: never restart the billing worker."),
])
def test_a_pasted_rule_after_a_source_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a place phrase ends at its verb ---------------------------------------------------------------------------
@pytest.mark.parametrize("pin,unit", [
    ("Write all code comments in German.", "Comments in the code should be in German, even when we chat in English."),
    ("Write all docstrings in German.", "Docstrings in the code must be in German."),
])
def test_a_verb_after_a_place_ends_it(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Write all code comments in Spanish.", "Comments in the Go code must be in Spanish."),
    ("Write all code comments in Spanish.", "Comments in the code must be in French."),
    ("Use metric units in every answer.", "Units in the CSV export must be metric."),
])
def test_a_place_of_the_units_own_still_narrows_it(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


# --- a ban said as a noun in scripts without spaces ------------------------------------------------------------
@pytest.mark.parametrize("pin,unit", [
    ("developブランチに直接プッシュしないでください。", "developへの直接のpushは禁止です。"),
    ("生产数据库不要直接修改。", "生产数据库禁止直接修改。"),
])
def test_a_ban_said_as_a_noun_is_the_same_rule(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("developブランチに直接プッシュしないでください。", "releaseへの直接のpushは禁止です。"),
    ("developブランチに直接プッシュしないでください。", "developブランチの削除は禁止です。"),
    ("生产数据库不要直接修改。", "生产数据库不要直接删除。"),
    ("生产数据库不要直接修改。", "生产数据库禁止直接删除。"),
    ("金曜日には本番にデプロイしないでください。", "月曜日には本番にデプロイしないでください。"),
])
def test_another_branch_or_act_said_as_a_ban_noun_stays_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


# --- a date format spelled as its parts ------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["Datum als TT.MM.JJJJ", "Fecha en DD/MM/AAAA", "dates as day/month/year",
                                  "Datum im Format Tag.Monat.Jahr", "ISO: YYYY-MM-DD"])
def test_a_date_format_is_no_code_name(text: str) -> None:
    assert names(text) == frozenset()


@pytest.mark.parametrize("text,name", [("Never edit config/prod.yaml.", "config/prod.yaml"),
                                       ("Deploy with deploy_tool.sh only.", "deploy_tool.sh")])
def test_a_path_is_still_a_code_name(text: str, name: str) -> None:
    assert name in names(text)


def test_a_date_format_in_its_parts_restates_the_pin() -> None:
    assert same_rule("Schreibe Datumsangaben immer im Format TT.MM.JJJJ.", "Daten bitte immer als Tag.Monat.Jahr.")
    assert not same_rule("Schreibe Datumsangaben immer im Format TT.MM.JJJJ.", "Daten bitte immer als JJJJ-MM-TT.")


# --- a limit with its number said as a round ten ----------------------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Keep methods under 30 lines.", "No method should grow past thirty lines, split it when it does."),
    ("Keep methods under 30 lines.", "Keep methods under thirty lines."),
    ("Halte Methoden unter 50 Zeilen.", "Keine Methode über fünfzig Zeilen."),
    ("Mantén los métodos por debajo de 20 líneas.", "Ningún método debe pasar de veinte líneas."),
])
def test_a_limit_said_with_a_round_ten_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Keep methods under 30 lines.", "No method should grow past forty lines."),
    ("Keep methods under 30 lines.", "No class should grow past thirty lines."),
    ("Keep methods under 30 lines.", "Keep methods over thirty lines."),
    ("Keep methods under 30 lines.", "Our methods grew past thirty lines last year."),
])
def test_another_limit_with_a_round_ten_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a rule said as an impersonal norm --------------------------------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Niemals direkt auf develop committen.", "Commits gehen nie direkt auf develop, immer über einen Branch."),
    ("Benutze die Sie-Form in allen Kundenmails.", "In Kundenmails wird gesiezt, nicht geduzt."),
    ("Duze die Leute im Team-Chat.", "Im Team-Chat wird geduzt, nicht gesiezt."),
    ("Utilise des noms de variables en anglais.", "Et au passage : les variables doivent être nommées en anglais."),
])
def test_a_rule_restated_as_an_impersonal_norm_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Niemals direkt auf develop committen.", "Commits gingen früher nie direkt auf develop."),
    ("Niemals direkt auf develop committen.", "Bei denen gehen Commits nie direkt auf develop."),
    ("Niemals direkt auf develop committen.", "Commits gehen nie direkt auf release."),
    ("Benutze die Sie-Form in allen Kundenmails.", "In Kundenmails wird geduzt, nicht gesiezt."),
    ("Benutze die Sie-Form in allen Kundenmails.", "Mein Chef sagt, in Kundenmails wird gesiezt."),
    ("Benutze die Sie-Form in allen Kundenmails.", "Mein Chef sagt: In Kundenmails wird gesiezt."),
    ("Benutze die Sie-Form in allen Kundenmails.", "In der alten Firma hieß es: In Kundenmails wird gesiezt."),
    ("Benutze die Sie-Form in allen Kundenmails.", "Letztes Jahr wurde in Kundenmails gesiezt."),
    ("Responde siempre en portugués.", "Mi jefe siempre responde en portugués y los clientes se quejan."),
    ("Always cite sources with links.", "Sources with links are always required by the journal's style guide."),
    ("Never commit directly to develop.", "Commits never went directly to develop in the old repo."),
])
def test_a_norm_of_someone_elses_the_past_or_another_rule_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


@pytest.mark.parametrize("text,infinitive", [
    ("In Rechnungen wird gesiezt.", "In Rechnungen siezen."),
    ("Vor jedem Merge wird getestet.", "Vor jedem Merge testen."),
    ("Alle Tabellen werden formatiert.", "Alle Tabellen formatieren."),
    ("Die Staging-DB wird nur angefasst, wenn ich zustimme.", "Die Staging-DB nur anfassen, wenn ich zustimme."),
    ("Commits gehen nie auf main.", "Commits gehen nie auf main."),
])
def test_the_german_impersonal_passive_reads_as_its_infinitive(text: str, infinitive: str) -> None:
    from memlock_core.detection.norm_statement import as_infinitive

    assert as_infinitive(text) == infinitive


@pytest.mark.parametrize("pin,restated", [
    ("Never commit API keys or .env files.", "The linter never lets API keys or .env files get committed, the hook stops them."),
    ("Indica siempre si un artículo es un preprint.", "Los editores indican siempre si un artículo es un preprint."),
])
def test_a_tool_or_a_group_doing_the_rule_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a block between two tag lines is pasted --------------------------------------------------------------------
@pytest.mark.parametrize("block", [
    "[HELPER REMINDER — rules still active]\n- Always back up the ledger before a schema change.\n[/HELPER REMINDER]",
    "<rules>\n- Always back up the ledger before a schema change.\n</rules>",
    "[quote]\nAlways back up the ledger before a schema change.\n[/quote]",
])
def test_a_tagged_block_the_user_shows_keeps_no_pin_alive(block: str) -> None:
    pin = "Always back up the ledger before a schema change."
    assert not _alive(pin, f"This turned up in another tool's output. Any idea what prints it?\n\n{block}")


@pytest.mark.parametrize("text", [
    "[INFO] started\nAlways answer in French.",
    "Use <b>bold</b> for names.\nNever push to main.",
    "[style] under 100 words\n[scope] billing only",
])
def test_a_lone_tag_marks_no_block(text: str) -> None:
    from memlock_core.detection.tag_block import without_tag_blocks

    assert without_tag_blocks(text) == text


# --- a quoted rule the user adopts ------------------------------------------------------------------------------
_QUOTED = "Always back up the ledger before a schema change."


@pytest.mark.parametrize("message", [
    f'Priya wrote this in the team channel: "{_QUOTED}" Same rule for you, please stick to it.',
    f'From our ops handbook: "{_QUOTED}" Apply that here as well, from now on.',
    f'> {_QUOTED}\n\nThat is the platform team\'s rule and we are adopting it here too, so follow it.',
    f'Mon ancien prompt disait : « {_QUOTED} » Continue de le suivre aussi dans cette session.',
    f'Mein alter Prompt sagte: „{_QUOTED}“ Befolge das auch ab jetzt.',
    f'Mi viejo prompt decía: "{_QUOTED}" Síguela también en esta sesión.',
])
def test_a_quoted_rule_the_user_adopts_keeps_the_pin_alive(message: str) -> None:
    assert _alive(_QUOTED, message)


@pytest.mark.parametrize("message", [
    f'Priya wrote this in the team channel: "{_QUOTED}" What do you think of it?',
    f'Their handbook says: "{_QUOTED}" Its rules don\'t apply here, though.',
    f'A vendor sent us this: "{_QUOTED}" Should we follow it too?',
    f'Translate this line for the Lisbon wiki: "{_QUOTED}"',
    f'Mein alter Prompt sagte: „{_QUOTED}“ Befolge das bitte nicht mehr.',
    f'Priya wrote this: "{_QUOTED}" I am undecided whether we should follow it.',
    f'The supplier\'s mail, for context:\n\n---\nFrom: ops@supplier.example\n\nOne of our house rules is "{_QUOTED}" '
    f'and we apply it to our own team.\n---\nWhat else do they ask for',
])
def test_a_quoted_rule_not_adopted_stays_drifted(message: str) -> None:
    assert not _alive(_QUOTED, message)


def _alive_two_turns(pin: str, first: str, second: str) -> bool:
    from conftest import chat, summary_message

    from memlock_core.anchor import Anchor
    from memlock_core.detection.audit import audit
    from memlock_core.detection.settings import AuditSettings

    messages = [{"role": "system", "content": "You are a helpful assistant with terminal and file tools."},
                summary_message("we worked on the ledger"), *chat(2), {"role": "user", "content": first},
                {"role": "assistant", "content": "It is a sensible rule."}, {"role": "user", "content": second},
                {"role": "assistant", "content": "Noted."}, {"role": "user", "content": "Next, the CSV export."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


def test_a_rule_quoted_then_adopted_in_the_next_message_keeps_the_pin_alive() -> None:
    assert _alive_two_turns(_QUOTED, f'What is your take on this rule: "{_QUOTED}"?',
                            "Agreed. Treat that as a rule for you from now on, follow it.")


@pytest.mark.parametrize("second", ["Thanks, that is all I wanted to know.", "Interesting. Don't follow it, though.",
                                    "Should we follow it here?"])
def test_a_rule_quoted_then_not_adopted_stays_drifted(second: str) -> None:
    assert not _alive_two_turns(_QUOTED, f'What is your take on this rule: "{_QUOTED}"?', second)


def test_a_forwarded_rule_adopted_after_the_forward_keeps_the_pin_alive() -> None:
    message = (f"Forwarding from Ines:\n\n---------- Forwarded message ---------\nFrom: Ines\nSubject: ledger\n\n"
               f"{_QUOTED}\n\nInes has a point. Apply that here too, from now on. Then list the open migrations.")
    assert _alive(_QUOTED, message)


def test_a_forwarded_rule_with_a_sign_off_stays_drifted() -> None:
    message = (f"Forwarding this from Ines, it is her note to the contractors, not to us:\n\n---------- Forwarded "
               f"message ---------\nFrom: Ines\nSubject: ledger\n\nHi all,\n{_QUOTED}\nThanks!\n\n"
               "Do you think the contractors will manage?")
    assert not _alive(_QUOTED, message)


# --- an act allowed only after the user approves ----------------------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Jamais faça deploy em produção sem a minha aprovação.", "Deploy em produção somente depois de eu aprovar."),
    ("Never deploy to production without approval.", "Deploys to production only after I approve."),
])
def test_an_act_only_after_the_users_approval_keeps_the_gate_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Jamais faça deploy em produção sem a minha aprovação.", "Deploy em produção só depois de o Pedro aprovar."),
    ("Jamais faça deploy em produção sem a minha aprovação.", "Migrações em produção só depois de eu aprovar."),
    ("Never deploy to production without approval.", "Deploy to production after lunch."),
])
def test_someone_elses_approval_or_another_act_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a list item made of the pin's own words ----------------------------------------------------------------------
_LIST = "Rules for today:\n- no Friday releases\n- {item}\n- metric units only\n\nNow look at the invoice mailer."


@pytest.mark.parametrize("pin,item", [
    ("Always show me the migration plan before touching the schema.", "plan before touching schema"),
    ("Always print the row count after loading a CSV file.", "row count after loading"),
])
def test_a_list_item_of_the_pins_own_words_keeps_it_alive(pin: str, item: str) -> None:
    assert _alive(pin, _LIST.format(item=item))


@pytest.mark.parametrize("pin,item", [
    ("Always show me the migration plan before touching the schema.", "touching schema before plan"),
    ("Always show me the migration plan before touching the schema.", "no plan before touching schema"),
    ("Always print the row count after loading a CSV file.", "row count after loading JSON"),
    ("Always print the row count after loading a CSV file.", "count"),
])
def test_a_list_item_that_reorders_negates_or_adds_stays_drifted(pin: str, item: str) -> None:
    assert not _alive(pin, _LIST.format(item=item))


# --- a closing line named by the pin's own marker ---------------------------------------------------------------
_MARKED = "End every answer with a one-line summary starting with 'Recap:'."


@pytest.mark.parametrize("unit", ["Finish each reply with a single Recap: line.",
                                  "Finish every reply with a single Recap line."])
def test_a_closing_summary_named_by_the_pins_marker_is_the_pin(unit: str) -> None:
    assert same_rule(_MARKED, unit)


@pytest.mark.parametrize("unit", ["Finish each reply with a single Summary: line.", "Finish each reply with a summary.",
                                  "Finish each reply with two Recap: lines.",
                                  "Never finish a reply with a Recap: line."])
def test_another_marker_or_count_stays_another_rule(unit: str) -> None:
    assert not same_rule(_MARKED, unit)


# --- a requirement said as what a thing must have ----------------------------------------------------------------
@pytest.mark.parametrize("unit", ["Any UPDATE or DELETE you run must have a WHERE clause.",
                                  "Every DELETE or UPDATE must include a WHERE clause."])
def test_what_every_statement_must_have_is_the_ban_without_it(unit: str) -> None:
    assert same_rule("Never run UPDATE or DELETE statements without a WHERE clause.", unit)


@pytest.mark.parametrize("unit", ["Every UPDATE must include a WHERE clause.",
                                  "Any UPDATE or DELETE you run must have a LIMIT.",
                                  "Any UPDATE or DELETE you run must not have a WHERE clause.",
                                  "Should every UPDATE or DELETE have a WHERE clause?"])
def test_another_requirement_stays_another_rule(unit: str) -> None:
    assert not same_rule("Never run UPDATE or DELETE statements without a WHERE clause.", unit)


@pytest.mark.parametrize("text,ban", [
    ("Every invoice must include a due date.", "No invoice without a due date."),
    ("Toute facture doit contenir une date d'échéance.", "Pas de facture sans une date d'échéance."),
    ("Cada factura debe llevar una fecha de vencimiento.", "Nunca factura sin una fecha de vencimiento."),
    ("Invoices are sent on Mondays.", "Invoices are sent on Mondays."),
])
def test_a_requirement_reads_as_its_ban(text: str, ban: str) -> None:
    from memlock_core.detection.requirement_rule import as_ban_without

    assert as_ban_without(text) == ban


def test_a_single_thing_is_one_and_every_single_time_no_number() -> None:
    from memlock_core.detection.slots import missing_quantity

    assert not missing_quantity("Close with a one-line recap.", "Close with a single recap line.")
    assert missing_quantity("Close with a one-line recap.", "Close every single reply with a recap.")


# --- a ban's universal object ------------------------------------------------------------------------------------
@pytest.mark.parametrize("pin,unit", [
    ("Never deploy to staging on Mondays.", "Never deploy anything to staging on Mondays."),
    ("Nunca hagas deploy a producción los lunes.", "Los lunes no se despliega nada en producción."),
    ("Ne déploie jamais en production le lundi.", "Ne déploie rien en production le lundi."),
])
def test_a_ban_on_anything_is_the_ban_on_the_act(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Never deploy to staging on Mondays.", "Never delete anything on staging on Mondays."),
    ("Never deploy to staging on Mondays.", "Never deploy anything to staging on Tuesdays."),
    ("Never deploy to staging on Mondays.", "Deploy anything to staging on Mondays."),
    ("Nunca hagas deploy a producción los lunes.", "Los lunes no se despliega nada en staging."),
])
def test_another_act_day_or_polarity_with_anything_stays_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


# --- naming the variables in a language --------------------------------------------------------------------------
@pytest.mark.parametrize("unit", ["Nomme les variables en anglais.", "Benenne alle Variablen auf Englisch.",
                                  "Nombra las variables en inglés.", "Name all variables in English."])
def test_naming_variables_in_a_language_is_the_variable_names_rule(unit: str) -> None:
    assert same_rule("Use English variable names.", unit)


@pytest.mark.parametrize("unit", ["Nomme les variables en français.", "Name all variables in camelCase.",
                                  "Réponds en anglais."])
def test_another_language_or_style_of_names_stays_another_rule(unit: str) -> None:
    assert not same_rule("Use English variable names.", unit)


# --- the formal "you" named as the thing to use ------------------------------------------------------------------
@pytest.mark.parametrize("pin,unit", [
    ("Dai del Lei ai pazienti.", "Con i pazienti usa sempre il Lei, mai il tu."),
    ("Siez die Mieter.", "Benutze mit den Mietern immer das Sie."),
    ("Vouvoie les locataires.", "Utilise le vous avec les locataires."),
])
def test_the_formal_you_named_as_a_thing_is_the_formal_register(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Dai del Lei ai pazienti.", "Con i pazienti usa sempre il tu."),
    ("Siez die Mieter.", "Benutze mit den Mietern immer das Du."),
    ("Vouvoie les locataires.", "Utilise le tu avec les locataires."),
    ("Antworte immer auf Deutsch.", "Schick mir die Datei, das Sie gestern bekommen haben."),
])
def test_the_familiar_you_or_a_relative_das_sie_is_no_formal_register(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)
