"""Issue 22, item 1: a pin restated in other words in another language is the same rule (polarity, action and
object agree), with the sentence kept as evidence; a statement, a question, a neighbour rule (the other polarity,
another object, a narrower scope) is not, in every language.

A concession ("aunque el cliente escriba de forma informal", "auch wenn der Kunde locker schreibt", "même s'ils
nous tutoient") says what others do: it makes a rule no statement, and it is no part of the rule's parse.
"""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.reply_rule import parse_reply_rule
from memlock_core.detection.audit import audit
from memlock_core.detection.compaction import HERMES_SUMMARY_PREFIX, SUMMARY_END_MARKER
from memlock_core.detection.evidence import is_evidence
from memlock_core.detection.rule_identity import different_rule, same_rule
from memlock_core.detection.settings import AuditSettings

SYSTEM = {"role": "system", "content": "You are a helpful assistant."}


def _history(*user: str) -> list[dict]:
    summary = {"role": "user", "_compressed_summary": True,
               "content": f"{HERMES_SUMMARY_PREFIX}\n## Constraints & Preferences\n- we fixed the export\n\n"
                          f"{SUMMARY_END_MARKER}"}
    out: list[dict] = [SYSTEM, summary]
    for text in user:
        out += [{"role": "user", "content": text}, {"role": "assistant", "content": "OK."}]
    return out + [{"role": "user", "content": "Next ticket please."}]


def _alive(pin: str, *user: str) -> tuple[bool, str]:
    verdict = audit([Anchor.from_dict({"id": "p", "text": pin})], _history(*user), AuditSettings(mode="keyword")).verdicts[0]
    return verdict.alive, verdict.evidence


# (pin, the same rule said in other words with a concession after it)
RESTATED = [
    ("Trata de usted a todos los clientes.",
     "Para todas las respuestas: nada de tutear, siempre 'usted', aunque el cliente escriba de forma informal."),
    ("Sieze die Kunden in allen Antworten.",
     "Für alle Entwürfe gilt: Anrede mit „Sie“, kein Du, auch wenn der Kunde locker schreibt."),
    ("Dai sempre del Lei ai clienti.",
     "Nelle risposte usa la forma di cortesia, niente 'tu', anche se il cliente scrive in modo informale."),
    ("Vouvoie toujours les clients dans les réponses.",
     "Petit rappel : on s'adresse aux clients avec « vous », jamais de tutoiement, même s'ils nous tutoient."),
    ("所有回答都请使用简体中文。", "提醒一下：你回复我的时候一律用简体字，不要出现繁体。"),
]


@pytest.mark.parametrize(("pin", "said"), RESTATED)
def test_a_restatement_in_other_words_keeps_the_pin_alive_with_the_sentence_as_evidence(pin: str, said: str) -> None:
    alive, evidence = _alive(pin, "Send the draft.", said)
    assert alive
    assert "the same rule, parsed" in evidence
    assert any(said[i:i + 12] in evidence for i in range(len(said) - 12))  # the sentence is the evidence


# A rule with a concession is still a rule; a statement with a concession is still a statement
RULES_WITH_CONCESSION = [
    "Para todas las respuestas: nada de tutear, siempre 'usted', aunque el cliente escriba de forma informal.",
    "Für alle Entwürfe gilt: Anrede mit „Sie“, kein Du, auch wenn der Kunde locker schreibt.",
    "Nelle risposte usa la forma di cortesia, niente 'tu', anche se il cliente scrive in modo informale.",
    "Responde siempre en español, aunque el material esté en inglés.",
]
STATEMENTS_WITH_CONCESSION = [
    "Nuestro equipo siempre trata de usted a los clientes, aunque el cliente escriba de forma informal.",
    "Aunque el cliente tutee, nuestro equipo siempre usa usted.",
    "Marta siempre trata de usted a los clientes, aunque ellos tuteen.",
    "Unser Team siezt die Kunden immer, auch wenn sie locker schreiben.",
    "Auch wenn der Kunde locker schreibt, siezt unser Team ihn immer.",
    "Notre équipe vouvoie toujours les clients, même s'ils nous tutoient.",
    "Il nostro team dà sempre del Lei ai clienti, anche se scrivono in modo informale.",
    "O time sempre trata os clientes por senhor, mesmo que escrevam informalmente.",
    "¿Tratas de usted a los clientes aunque escriban informal?",
    "Our support team always uses formal address, even if customers write casually.",
    "先輩はいつも敬語で返信していますが、お客様はくだけた表現を使います。",
    "我们的客服回答问题时都用简体中文。",
]


@pytest.mark.parametrize("text", RULES_WITH_CONCESSION)
def test_a_concession_does_not_make_a_rule_a_statement(text: str) -> None:
    assert is_evidence(text, "user")


@pytest.mark.parametrize("text", STATEMENTS_WITH_CONCESSION)
def test_a_statement_with_a_concession_stays_a_statement(text: str) -> None:
    assert not is_evidence(text, "user")


@pytest.mark.parametrize(("pin", "said"), [
    ("Trata de usted a todos los clientes.",
     "Nuestro equipo siempre trata de usted a los clientes, aunque el cliente escriba de forma informal."),
    ("Sieze die Kunden in allen Antworten.", "Unser Team siezt die Kunden immer, auch wenn sie locker schreiben."),
    ("Vouvoie toujours les clients dans les réponses.",
     "Notre équipe vouvoie toujours les clients, même s'ils nous tutoient."),
    ("お客様への返信は必ず敬語で書いてください。", "先輩はいつも敬語で返信していますが、お客様はくだけた表現を使います。"),
    ("Always use formal address with customers.",
     "Our support team always uses formal address with customers, even if they write casually."),
    ("所有回答都请使用简体中文。", "我们的客服回答问题时都用简体中文。"),
    ("Responde siempre en español.", "¿Respondes siempre en español aunque el material esté en inglés?"),
])
def test_a_statement_or_a_question_in_other_words_leaves_the_pin_drifted(pin: str, said: str) -> None:
    assert not _alive(pin, said)[0]


# Neighbour rules: the other polarity, another object, a narrower scope
@pytest.mark.parametrize(("pin", "said"), [
    ("Trata de usted a todos los clientes.", "Tutea a los clientes, aunque ellos escriban de forma formal."),
    ("Trata de usted a todos los clientes.", "Usa usted solo en los correos a los clientes."),
    ("Sieze die Kunden in allen Antworten.", "Duze die Kunden, auch wenn sie förmlich schreiben."),
    ("Vouvoie toujours les clients dans les réponses.", "Tutoie les clients, même s'ils nous vouvoient."),
    ("Vouvoie toujours les clients dans les réponses.", "Vouvoie toujours les partenaires dans les contrats."),
    ("Réponds-moi toujours en français, même si les sources sont en anglais.",
     "Réponds-moi toujours en anglais, même si les sources sont en français."),
    ("Responde siempre en español.", "Escribe los comentarios del código en español, aunque hablemos en inglés."),
    ("所有回答都请使用简体中文。", "所有回答都请使用繁体中文。"),
    ("所有回答都请使用简体中文。", "回答不要用简体中文。"),
    ("所有回答都请使用简体中文。", "回复邮件时请用简体中文。"),
    ("Never merge a PR without at least one approval.", "Never merge a PR with failing checks."),
    ("Responda sempre em português.", "Responda sempre em inglês, mesmo que eu escreva em português."),
])
def test_a_neighbour_rule_in_other_words_is_not_the_pin(pin: str, said: str) -> None:
    assert not same_rule(pin, said)
    assert not _alive(pin, said)[0]


def test_a_concession_is_no_part_of_the_rule_parse() -> None:
    assert same_rule("Réponds-moi toujours en français, même si les sources sont en anglais.",
                     "Réponds-moi toujours en français.")
    assert same_rule("Answer in Spanish.", "Answer in Spanish, even if I write in English.")


def test_a_consent_with_me_is_no_opposite_of_without_asking() -> None:
    assert same_rule("Never deploy without asking me first.", "Check with me before any deploy, every single time.")
    assert different_rule("Never merge a PR without at least one approval.", "Never merge a PR with failing checks.")
    assert not same_rule("Never merge a PR without at least one approval.", "Never merge a PR with failing checks.")
    # the opposite word named to refuse it restates the rule
    assert same_rule("Use metric units in every answer.",
                     "Give me every measurement in metres, kilograms and degrees Celsius - no imperial.")


def test_chinese_reply_first_language_rules_and_their_refusals() -> None:
    def read(text: str) -> list[tuple[str, str, str]]:
        return [(c.object, c.polarity, c.value) for c in parse_reply_rule(text).clauses]

    # the language, and the script the reply's Chinese is written in (compliance/chinese_script.py)
    assert read("所有回答都请使用简体中文。") == [("language", "must", "zh"), ("register", "must", "zh_simplified")]
    assert read("你回复我的时候一律用简体字，不要出现繁体。") == [("language", "must", "zh"), ("register", "must", "zh_simplified")]
    assert read("回答不要用英文。") == [("language", "must_not", "en")]
    assert read("请把回答翻译成英文。") == []


@pytest.mark.parametrize("text", [
    "Bitte sprechen Sie mich mit „Sie“ an.",  # the formal imperative after "bitte", not "bitte <name>, dass ..."
    "Bitte siezen Sie mich weiterhin, auch wenn ich selbst manchmal locker schreibe.",
    "Tú respóndeme siempre en español, aunque el material esté en inglés.",  # a stressed "you" before the imperative
    "回答一律用中文，谢谢。",  # the reply as the topic, "一律" (without exception)
    "再强调一次：所有金额都用人民币表示，保留两位小数。",
    "提醒一下：你回复我的时候一律用简体字，不要出现繁体。",
])
def test_rules_said_in_other_forms_read_as_rules(text: str) -> None:
    assert is_evidence(text, "user")


@pytest.mark.parametrize("text", [
    "Bitte Jürgen, dass er die Kunden siezt.",
    "Sag Anna, sie soll die Kunden siezen.",
    "Tú respondes siempre en inglés.",
    "¿Tú respondes siempre en inglés?",
    "我们公司一律用中文回答。",
    "记住，小王总是用中文回答。",  # a subject of its own after the reminder
    "提醒一下，我们的客服一律用中文回答。",
])
def test_their_look_alikes_stay_statements(text: str) -> None:
    assert not is_evidence(text, "user")


def test_more_wordings_the_rule_parse_reads() -> None:
    def read(text: str) -> list[tuple[str, str, str]]:
        return [(c.object, c.polarity, c.value) for c in parse_reply_rule(text).clauses]

    assert read("Bitte ab jetzt nur noch deutsche Antworten.") == [("language", "must", "de")]
    assert read("Keine englischen Antworten mehr.") == [("language", "must_not", "en")]
    assert read("Bitte antworte grundsätzlich stichpunktartig.") == [("list", "must", "bullets")]
    assert same_rule("Antworte immer auf Deutsch.", "Bitte ab jetzt deutsche Antworten.")
    assert not same_rule("Verwende Tabs.", "Verwende Tabs nur noch in Makefiles.")  # "nur" narrows
    assert not same_rule("Antworte immer auf Deutsch.", "Bitte ab jetzt englische Antworten.")
    assert same_rule("Antworte immer in Stichpunkten.", "Bitte antworte grundsätzlich stichpunktartig.")
    assert not _alive("Antworte immer auf Deutsch.", "Marta schreibt immer deutsche Antworten.")[0]


def test_formal_address_in_other_words_and_its_neighbours() -> None:
    assert same_rule("Dai sempre del Lei ai clienti.", "Nelle risposte usa la forma di cortesia.")
    assert not same_rule("Dai sempre del Lei ai clienti.", "Non usare la forma di cortesia con i clienti.")
    assert not same_rule("Dai sempre del Lei ai clienti.", "Dai sempre del tu ai clienti.")
    assert same_rule("Trate os clientes por senhor.", "Use o tratamento formal com os clientes.")
    assert not same_rule("Trate os clientes por senhor.", "Trate os clientes por você.")
    # "くだけた" (casual) holds no limiting "だけ" (only)
    assert same_rule("お客様への返信は必ず敬語で書いてください。",
                     "念のため：返信はすべて丁寧語・尊敬語で、くだけた表現は使わないでください。")
    assert not same_rule("お客様への返信は必ず敬語で書いてください。", "返信はタメ口で書いてください。")
    assert not same_rule("お客様への返信は必ず敬語で書いてください。", "社内チャットだけ敬語で書いてください。")


@pytest.mark.parametrize(("pin", "said"), [
    # a condition swapped for another in the same frame
    ("Never run database migrations without a backup.", "Never run database migrations during business hours."),
    ("Nunca ejecutes migraciones sin copia de seguridad.", "Nunca ejecutes migraciones durante el horario laboral."),
    ("Ne lance jamais de migrations sans sauvegarde.", "Ne lance jamais de migrations pendant les heures de bureau."),
    ("Führe nie Migrationen ohne Backup aus.", "Führe nie Migrationen während der Geschäftszeiten aus."),
    # the order the other way round
    ("Always put the final answer first, then the explanation.",
     "Always put the explanation first, then the final answer."),
    # a narrower scope: "in the <thing>"
    ("Always use tabs for indentation.", "Always use tabs for indentation in the Makefile."),
])
def test_a_swapped_condition_a_reversed_order_or_a_narrower_place_is_another_rule(pin: str, said: str) -> None:
    assert not same_rule(pin, said)
    assert different_rule(pin, said)
    assert not _alive(pin, said)[0]


def test_the_same_condition_or_order_said_otherwise_is_still_the_rule() -> None:
    assert not different_rule("Always put the final answer first, then the explanation.",
                              "Final answer first, then explain.")
    assert not different_rule("Explain before giving code.", "Explain first, then code.")
    # one of the pin's words in another role on the other side is no reversed order
    assert not different_rule("Always show the diff before applying changes.",
                              "Show me what would change (a diff) before you apply anything.")
    assert not different_rule("Answer in French.", "Always answer in French.")


def test_an_upper_bound_named_as_a_noun_and_a_japanese_am_pm_ban() -> None:
    def read(text: str) -> list[tuple[str, str, str, int | None, str]]:
        return [(c.object, c.polarity, c.value, c.limit, c.bound) for c in parse_reply_rule(text).clauses]

    assert read("Fünf Sätze sind die Obergrenze.") == [("length", "must", "sentences", 5, "max")]
    assert read("Cinq phrases, c'est le maximum.") == [("length", "must", "sentences", 5, "max")]
    assert read("午前・午後は使わないで。") == [("datetime", "must", "24h", None, "")]
    assert read("午前・午後をつけてください。") == [("datetime", "must", "12h", None, "")]
    assert same_rule("Antworte knapp, höchstens fünf Sätze.", "Bitte ab jetzt kurz: fünf Sätze sind die Obergrenze.")
    assert not same_rule("Antworte knapp, höchstens fünf Sätze.", "Bitte ab jetzt kurz: zehn Sätze sind die Obergrenze.")
    assert same_rule("予定の時刻はすべて24時間表記で書いてください。", "午前・午後は使わないで。")
    assert not same_rule("予定の時刻はすべて24時間表記で書いてください。", "午前・午後をつけてください。")
