"""A rule said short with other words for the same thing (issue 22): an abbreviation ("msgs"), a word that only
stresses the rule's reach ("everywhere", a closing "only"), one name for a place in the reply ("first line" is
"at the top"); checkbox items and a Dutch list header. Look-alikes stay apart: another rule, the other place,
a narrowing "only", a statement, in several languages. Every sentence here was written for this test."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.evidence import EVIDENCE, reads_as_rule_any
from memlock_core.detection.instruction_list import instruction_items, repastes_own_list
from memlock_core.detection.probes import derive_probes
from memlock_core.detection.rule_identity import different_rule, says_other
from memlock_core.detection.settings import AuditSettings
from memlock_core.detection.shortened import says_less_of_the_same

MARKER = "[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns were compacted into the summary below."


def _restates(pin: str, unit: str) -> bool:
    said = says_less_of_the_same(pin, derive_probes(pin), unit)
    return bool(said) and not says_other(pin, said)


@pytest.mark.parametrize("pin,unit", [
    ("Always use type hints in Python code.", "type hints everywhere in Python"),
    ("Always use metric units.", "metric units only"),
    ("Add a TL;DR line at the top of every answer.", "TL;DR first line"),
    ("Write commit messages in the imperative mood.", "imperative commit msgs"),
    ("Always include an answer key at the bottom of each worksheet.", "answer key at the end"),
    ("Never edit the vendored dependencies.", "never edit vendored deps"),
])
def test_a_shortened_rule_with_an_abbreviation_or_a_stress_word_is_the_same(pin: str, unit: str) -> None:
    assert _restates(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    # the other place in the reply
    ("Add a TL;DR line at the top of every answer.", "TL;DR last line"),
    ("Always include an answer key at the bottom of each worksheet.", "answer key first"),
    # a narrowing "only" is a narrower rule, not a stress word
    ("Always use metric units.", "metric units only in invoices"),
    # the other polarity, said short
    ("Always use pnpm, never npm.", "npm only"),
    ("Never edit the vendored dependencies.", "edit vendored deps"),
    # another object brings a word of its own
    ("Write commit messages in the imperative mood.", "imperative PR titles"),
    # other languages: the same rule in other words is not read here (recall first), nor is another rule
    ("Escribe siempre los mensajes de commit en inglés.", "mensajes de commit en español"),
    ("Écris toujours les messages de commit en anglais.", "commits en français uniquement"),
    ("Schreib Commit-Nachrichten immer auf Englisch.", "Commit-Nachrichten nur auf Deutsch"),
    ("コミットメッセージは英語で書いてください。", "コミットメッセージは日本語だけ"),
])
def test_look_alikes_are_not_the_shortened_rule(pin: str, unit: str) -> None:
    assert not _restates(pin, unit)


def _history(user_text: str) -> list[dict[str, str]]:
    return [{"role": "system", "content": "You are a helpful assistant."},
            {"role": "user", "content": MARKER + "\n\nSummary: we talked about the release."},
            {"role": "user", "content": user_text},
            {"role": "assistant", "content": "Noted."}]


def _alive(pin: str, user_text: str) -> bool:
    report = audit([Anchor(id="p1", text=pin, reminder=pin)], _history(user_text), AuditSettings(mode="keyword"))
    return report.verdicts[0].alive


def test_checkbox_items_of_the_users_list_keep_a_rule_alive() -> None:
    text = "Checklist for you:\n☐ full test suite before any push\n✔ answer key at the end\n\nNext worksheet please."
    assert "answer key at the end" in instruction_items(text, reads_as_rule_any)
    assert _alive("Always include an answer key at the bottom of each worksheet.", text)
    assert not _alive("Always include an answer key at the top of each worksheet.", text)


def test_a_dutch_rule_list_header_frames_its_items() -> None:
    text = ("Mijn regels voor de rest van de sessie:\n1. Laat me de diff zien voordat je hem toepast.\n"
            "2. Schrijf bedragen altijd in euro's met twee decimalen.")
    assert "Schrijf bedragen altijd in euro's met twee decimalen." in instruction_items(text, reads_as_rule_any)
    assert _alive("Schrijf bedragen altijd in euro's met twee decimalen.", text)
    # the list of someone else under a Dutch header gives no items (its sentences face the mood gate alone)
    assert instruction_items("Hun oude regels:\n1. bedragen in dollars\n2. emoji mag", reads_as_rule_any) == ()
    # another rule in the user's own Dutch list does not keep the pin alive
    assert not _alive("Schrijf bedragen altijd in euro's met twee decimalen.",
                      "Mijn regels:\n1. bedragen in dollars\n2. geen emoji")


@pytest.mark.parametrize("text", [
    "Type hints everywhere in Python made the review slower last year.",  # a statement, en
    "Los mensajes de commit en inglés ya eran la norma del equipo anterior.",  # es
    "Les messages de commit en anglais étaient la règle chez mon ancien employeur.",  # fr
    "Commit-Nachrichten auf Englisch waren bei meinem alten Team üblich.",  # de
    "前のチームではコミットメッセージを英語で書いていました。",  # ja
])
def test_a_statement_sharing_the_words_keeps_nothing_alive(text: str) -> None:
    pins = {"en": "Always use type hints in Python code.",
            "es": "Escribe siempre los mensajes de commit en inglés.",
            "fr": "Écris toujours les messages de commit en anglais.",
            "de": "Schreib Commit-Nachrichten immer auf Englisch.",
            "ja": "コミットメッセージは英語で書いてください。"}
    assert [p for p in pins.values() if _alive(p, text)] == []


@pytest.mark.parametrize("pin,unit", [
    ("Always use metric units.", "metric units only"),
    ("Answer in English.", "English only, please."),
    ("Never promise refunds in customer replies.", "no refund promises in customer replies, it'll be reviewed"),
])
def test_a_closing_only_after_the_pins_own_word_does_not_narrow_it(pin: str, unit: str) -> None:
    assert not different_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Never deploy on Fridays.", "Never deploy on Fridays, hotfixes only."),  # an exception of its own
    ("Always use metric units.", "Metric units in the invoices only."),
    ("Usa siempre el sistema métrico.", "Usa el sistema métrico solo en las facturas."),
    ("Utilise toujours le système métrique.", "Le système métrique seulement pour les factures."),
    ("Verwende immer metrische Einheiten.", "Metrische Einheiten nur in Rechnungen."),
    ("常にメートル法を使ってください。", "請求書だけメートル法を使ってください。"),
])
def test_a_narrowing_only_still_makes_another_rule(pin: str, unit: str) -> None:
    assert different_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Summarize each paper in three sentences.", "Give me a three-sentence summary per paper."),
    ("Escribe los mensajes de commit en inglés.", "Los mensajes de commit, siempre en inglés."),
    ("Ne lance jamais de déploiement le vendredi.", "Pas de déploiement le vendredi, jamais."),
    ("Schreib Commit-Nachrichten immer auf Englisch.", "Commit-Nachrichten bitte auf Englisch."),
])
def test_articles_and_always_words_of_other_languages_add_no_object(pin: str, unit: str) -> None:
    assert _restates(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Summarize each paper in three sentences.", "Give me a one-sentence summary per paper."),  # another quantity
    ("Escribe los mensajes de commit en inglés.", "Nunca los mensajes de commit en inglés."),  # the other polarity
    ("Ne lance jamais de déploiement le vendredi.", "Déploiement le vendredi, toujours."),
    ("Schreib Commit-Nachrichten immer auf Englisch.", "Keine Commit-Nachrichten auf Englisch."),
    ("コミットメッセージは英語で書いてください。", "コミットメッセージは英語で書かないでください。"),
])
def test_other_language_look_alikes_are_not_the_shortened_rule(pin: str, unit: str) -> None:
    assert not _restates(pin, unit)


REPASTED = "Standing prefs (re-pasting since the chat got long):\n- keep PRs small\n- always bullets\n\nNext file?"


def test_the_users_own_list_pasted_again_is_theirs() -> None:
    assert repastes_own_list("Standing prefs (re-pasting since the chat got long):")
    assert _alive("Always answer in bullet points.", REPASTED)


@pytest.mark.parametrize("header", [
    "Here are the rules from the wiki again:",  # a document named: someone else's text
    "A colleague re-shared his rules:",
    "Las reglas del equipo anterior, de nuevo:",
    "Les anciennes règles encore une fois :",
    "Die alten Regeln noch mal:",
    "前のチームのルールをもう一度貼ります:",
])
def test_a_repeated_list_of_someone_else_stays_a_paste(header: str) -> None:
    assert not repastes_own_list(header)


@pytest.mark.parametrize("pin,unit", [
    ('Avoid the word "simply" in documentation.', "Keep 'simply' out of the documentation you write."),
    ("No exclamation marks in customer emails.", "Leave exclamation marks out of customer emails."),
    ("Never touch the billing service.", "Hands off the billing service."),
    ("Don't touch the vendor folder.", "Leave the vendor folder alone."),
])
def test_a_ban_said_by_keeping_a_thing_out_or_hands_off_is_the_same(pin: str, unit: str) -> None:
    assert _restates(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Never touch the billing service.", "Hands off the payments service."),  # another object
    ('Avoid the word "simply" in documentation.', "Keep 'simply' in the documentation you write."),  # not a ban
    ("No exclamation marks in customer emails.", "Leave exclamation marks in customer emails."),
    ("No uses emojis en los correos.", "Deja los emojis en los correos."),
    ("N'utilise pas d'emojis dans les courriels.", "Laisse les emojis dans les courriels."),
    ("Keine Emojis in E-Mails.", "Lass die Emojis in den E-Mails."),
    ("メールに絵文字を使わないでください。", "メールの絵文字はそのままにしてください。"),
])
def test_look_alikes_of_a_ban_said_another_way_are_not_it(pin: str, unit: str) -> None:
    assert not _restates(pin, unit)


@pytest.mark.parametrize("text,rule", [
    ("Hands off the billing code.", True),
    ("Leave the vendor directory alone.", True),
    ("Hands off management worked well for us.", False),  # a statement about a style
    ("Hands off the wheel was the rule in driving school.", False),  # the rule spoken about
    ("Hands off coaching helped the juniors a lot.", False),  # the idiom as the subject of a finite verb
    ("Hands off the deploy scripts, please.", True),
    ("Leave requests pile up in December.", False),  # a noun, then its finite verb
    ("Las solicitudes de vacaciones se acumulan en diciembre.", False),
    ("Les demandes de congé s'accumulent en décembre.", False),
    ("Urlaubsanträge stapeln sich im Dezember.", False),
    ("十二月は休暇申請がたまります。", False),
])
def test_leave_and_hands_off_open_a_rule_but_not_a_statement(text: str, rule: bool) -> None:
    assert bool(EVIDENCE.evidence(text).units) is rule


@pytest.mark.parametrize("pin,unit", [
    ("Never restart the database without asking me.", "ask before DB restart"),
    ("Don't add new dependencies without asking.", "ask before new deps"),
    ("Never send emails on my behalf without my approval.", "no sending emails w/o my OK"),
    ("Never restart the database server without asking me.", "Restarting the database needs my explicit go-ahead."),
    ("Always ask before deleting files.", "ask before deletes"),
])
def test_consent_however_it_is_named_is_the_same_ban(pin: str, unit: str) -> None:
    assert _restates(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Never restart the database without asking me.", "restart the database without asking"),  # a permission
    ("Never restart the database without asking me.", "ask before DB migrations"),  # another action
    ("Don't add new dependencies without asking.", "add new deps, no need to ask"),
    ("Nunca reinicies la base de datos sin preguntarme.", "Reinicia la base de datos sin preguntar."),
    ("Ne redémarre jamais la base sans me demander.", "Redémarre la base sans demander."),
    ("Starte die Datenbank nie ohne Rückfrage neu.", "Starte die Datenbank ohne Rückfrage neu."),
    ("確認なしでデータベースを再起動しないでください。", "確認なしでデータベースを再起動してください。"),
])
def test_a_permission_or_another_action_is_not_the_consent_ban(pin: str, unit: str) -> None:
    assert not _restates(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Ne redémarre jamais la base sans me demander.", "Redémarre la base sans me demander."),
    ("Starte die Datenbank nie ohne meine Zustimmung neu.", "Starte die Datenbank ohne meine Zustimmung neu."),
    ("Nunca reinicies la base de datos sin mi permiso.", "Reinicia la base de datos sin mi permiso."),
])
def test_a_permission_with_a_possessive_before_the_consent_is_no_ban(pin: str, unit: str) -> None:
    assert not _restates(pin, unit)


def test_objects_named_alike_widen_a_rule_they_do_not_scope_it() -> None:
    unit = "All timestamps in UTC please — logs and reports alike."
    assert not different_rule("Use UTC for all timestamps.", unit)
    assert _alive("Use UTC for all timestamps.", unit)


@pytest.mark.parametrize("pin,unit", [
    ("Use UTC for all timestamps.", "All timestamps in UTC in the logs."),  # scoped to one object
    ("Always respond in French.", "Translate the UI strings to French as well."),  # a task, "as well" no widening
    ("Responde siempre en francés.", "Traduce también los textos de la interfaz al francés."),
    ("Réponds toujours en français.", "Traduis aussi les textes de l'interface en français."),
    ("Antworte immer auf Französisch.", "Übersetze auch die UI-Texte ins Französische."),
    ("常にフランス語で返信してください。", "UIの文字列もフランス語に翻訳してください。"),
])
def test_a_unit_for_one_object_or_a_task_is_another_rule(pin: str, unit: str) -> None:
    assert not _alive(pin, unit)


@pytest.mark.parametrize("pin,unit,same", [
    ("Explain your reasoning before giving code.", "explain, then code", True),
    ("Always squash commits before merging.", "squash before merging", True),
    ("Explain your reasoning before giving code.", "code, then explain", False),  # the order reversed
    ("Explain your reasoning before giving code.", "code before explanation", False),
    ("Always squash commits before merging.", "merging before squash", False),
    ("Explica tu razonamiento antes de dar código.", "código, luego la explicación", False),
    ("Explique ton raisonnement avant de donner du code.", "le code, puis l'explication", False),
    ("Erkläre deine Überlegung, bevor du Code gibst.", "erst Code, dann Erklärung", False),
    ("コードの前に理由を説明してください。", "コードを先に、説明は後で", False),
])
def test_an_order_keeps_its_sides(pin: str, unit: str, same: bool) -> None:
    assert _restates(pin, unit) is same


@pytest.mark.parametrize("pin,unit,same", [
    ("Don't exceed a $50 budget per item.", "max $50 per item", True),
    ("Don't exceed a $50 budget per item.", "no more than $50 per item", True),
    ("Retry at most 3 times.", "max 3 retries", True),
    ("Don't exceed a $50 budget per item.", "min $50 per item", False),  # a lower bound
    ("Don't exceed a $50 budget per item.", "max $80 per item", False),  # another amount
    ("Don't exceed a $50 budget per item.", "exceed the $50 budget per item", False),
    ("No superes 50 $ por artículo.", "mínimo 50 $ por artículo", False),
    ("Ne dépasse pas 50 $ par article.", "au moins 50 $ par article", False),
    ("Überschreite nie 50 $ pro Artikel.", "mindestens 50 $ pro Artikel", False),
    ("1品あたり50ドルを超えないでください。", "1品あたり最低50ドル", False),
])
def test_an_upper_bound_is_one_bound_however_it_is_said(pin: str, unit: str, same: bool) -> None:
    assert _restates(pin, unit) is same
