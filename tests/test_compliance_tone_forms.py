"""A dictated signature (signature.py), the case of the pronoun of address (address_case.py) and an apology in other
words or only shown (apology.py), in several languages, with look-alikes. Wordings written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance import address_case, closing_recap
from memlock_core.compliance.apology import apology_verdict
from memlock_core.compliance.signature import signature
from tests.compliance_judge import judge


@pytest.mark.parametrize("rule, label", [
    ("sign each reply with — Friday", "— Friday"),
    ("Always sign your answers as 'Your helper Max'.", "Your helper Max"),
    ("Signe toutes tes réponses avec « L'assistant ».", "L'assistant"),
    ("Unterschreibe jede Nachricht mit „Dein Bot“.", "Dein Bot"),
    ("Firma todas tus respuestas con — Lola (sí, en serio)", "— Lola"),
    ("回答の最後に「— アトム」と署名してください。", "— アトム"),
])
def test_a_dictated_signature_is_read(rule: str, label: str) -> None:
    assert signature(rule) == label, rule


@pytest.mark.parametrize("rule", ["Sign in with GitHub before pushing.", "never sign your messages with a name",
                                  "Sign the tag with my GPG key.", "Ne signe pas tes messages."])
def test_no_signature_in_look_alikes(rule: str) -> None:
    assert signature(rule) is None, rule


@pytest.mark.parametrize("reply, outcome", [
    ("Port 5432.\n\n— Friday", "obeyed"),
    ("Port 5432.\n\n– Friday", "obeyed"),
    ("Port 5432.", "broken"),
    ("Friday here: port 5432.", "broken"),
])
def test_the_signature_closes_the_reply(reply: str, outcome: str) -> None:
    assert judge("sign each reply with — Friday", reply)[0] == outcome, reply


@pytest.mark.parametrize("rule, parsed", [
    ("Пиши «вы» со строчной буквы, а не «Вы».", "address_lower_ru"),
    ("Обращайся ко мне на «Вы» с большой буквы.", "address_capital_ru"),
    ("In Russian replies, write «вы» in lower case.", "address_lower_ru"),
    ("Schreib „du“ bitte immer klein.", "address_lower_de"),
    ("Schreib 'Du' nicht klein, sondern groß.", "address_capital_de"),
    ("Écris le « вы » russe en minuscule.", "address_lower_ru"),
    ("Pisz „Ty” i „Twój” wielką literą.", "address_capital_pl"),
])
def test_the_case_of_the_pronoun_is_read(rule: str, parsed: str) -> None:
    assert address_case.parse(rule) == parsed, rule


@pytest.mark.parametrize("rule", ["Обращайся ко мне на «вы».", "Use lowercase headings, and address me with du.",
                                  "Duz mich bitte.", "Write titles in lower case."])
def test_no_case_rule_in_look_alikes(rule: str) -> None:
    assert address_case.parse(rule) is None, rule


@pytest.mark.parametrize("reply, outcome", [
    ("Если Вас это устроит, запустите `make`.", "broken"),
    ("Спасибо за Ваше терпение.", "broken"),
    ("Вы можете запустить `make`, если вам удобно.", "obeyed"),  # a capital opening the sentence is spelling
    ("Запустите `make`.", "not_applicable"),
])
def test_the_pronoun_in_lower_case(reply: str, outcome: str) -> None:
    assert address_case.verdict("address_lower_ru", reply)[0] == outcome, reply


def test_the_pronoun_with_a_capital_in_german() -> None:
    assert address_case.verdict("address_capital_de", "Kannst du mir sagen, ob dir das hilft?")[0] == "broken"
    assert address_case.verdict("address_capital_de", "Kannst Du mir sagen, ob Dir das hilft?")[0] == "obeyed"


@pytest.mark.parametrize("reply", [
    "Perdona por el lío de antes: el flag correcto es `-r`.",
    "Pardon pour la confusion, le bon flag est `-r`.",
    "Verzeih mir, der richtige Schalter ist `-r`.",
    "Forgive me, the right flag is `-r`.",
    "Scusami per l'errore: il flag giusto è `-r`.",
    "*Sorry*, the right flag is `-r`.",
])
def test_an_apology_in_other_words(reply: str) -> None:
    assert apology_verdict(reply)[0] == "broken", reply


@pytest.mark.parametrize("reply", [
    "«Perdón» se dice *excuse me* o *I'm sorry* según el contexto.",
    "In French you would write *je suis désolé* here.",
    "« Entschuldigung » se traduit par *excusez-moi*.",
    "The word pardon comes from Old French.",
    "A pardon for the prisoner was signed in 1974.",
    "「すみません」は英語で *excuse me* です。",
])
def test_an_apology_shown_is_no_apology(reply: str) -> None:
    assert apology_verdict(reply)[0] == "obeyed", reply


@pytest.mark.parametrize("rule", [
    "Don't wrap up your answers with a recap.",
    "Ne termine jamais par une conclusion qui résume tout.",
    "Keine Zusammenfassung am Ende, bitte.",
    "No termines las respuestas con un resumen.",
    "回答の最後にまとめを書かないでください。",
    "Nie zamykaj odpowiedzi podsumowaniem, kończ na treści.",
])
def test_a_ban_on_a_closing_summary_is_read(rule: str) -> None:
    assert closing_recap.parse(rule), rule


@pytest.mark.parametrize("rule", ["End every answer with a one-line summary.", "When I ask for a summary, keep it short.",
                                  "Always finish with a conclusion paragraph.", "Résume l'article en trois phrases."])
def test_a_summary_asked_for_is_no_ban(rule: str) -> None:
    assert not closing_recap.parse(rule), rule


@pytest.mark.parametrize("reply, outcome", [
    ("Use a partial index.\n\nTo sum up: index the hot rows only.", "broken"),
    ("Nimm einen Teilindex.\n\nKurz gesagt: nur die heißen Zeilen.", "broken"),
    ("Usa un índice parcial.\n\n**En resumen**, indexa solo lo caliente.", "broken"),
    ("部分インデックスを使います。\n\nまとめると、よく使う行だけを索引にします。", "broken"),
    ("Use a partial index. It covers the hot rows. In short, less to write.", "broken"),
    ("Use a partial index.\n\nA summary of the trade-offs is in the Postgres docs.", "obeyed"),
    ("Use a partial index.\n\nThen run `ANALYZE`.", "obeyed"),
])
def test_a_reply_ending_on_a_summary(reply: str, outcome: str) -> None:
    assert closing_recap.verdict(reply)[0] == outcome, reply


@pytest.mark.parametrize("reply, outcome", [
    ("Vous pouvez utiliser `rename`.\n\nPense à tester avec `-n` d'abord.", "broken"),
    ("Vous pouvez utiliser `rename`. Teste d'abord avec `-n`.", "broken"),
    ("Vous pouvez utiliser `rename`. Pensez à tester avec `-n` d'abord.", "obeyed"),
    ("Vous pouvez utiliser `rename`.\n\nGarde : la valeur par défaut est 5, vous pouvez la changer.", "obeyed"),
])
def test_a_tu_imperative_breaks_vouvoiement(reply: str, outcome: str) -> None:
    assert judge("Vouvoyez-moi, s'il vous plaît.", reply)[0] == outcome, reply


@pytest.mark.parametrize("reply, outcome", [
    ("*Basically* means 'in essence'; it adds little.", "obeyed"),
    ("The word *basically* is filler in most sentences.", "obeyed"),
    ("Das Wort *basically* bedeutet 'im Grunde'.", "obeyed"),
    ("It's *basically* a queue.", "broken"),
    ("Basically, it's a queue.", "broken"),
])
def test_a_banned_word_named_is_not_said(reply: str, outcome: str) -> None:
    assert judge("Never use the word 'basically'.", reply)[0] == outcome, reply


def test_a_signature_after_a_gerund_and_a_case_refused_after_it() -> None:
    assert signature("Termina cada respuesta firmando «— K»") == "— K"
    assert address_case.parse("Вы/Ваш с заглавной не пиши, только строчные.") == "address_lower_ru"


@pytest.mark.parametrize("reply, outcome", [
    ("Siendo una inteligencia artificial, no tengo opiniones propias.", "broken"),
    ("En tant qu'IA, je n'ai pas d'avis.", "broken"),
    ("Als KI habe ich keine eigene Meinung.", "broken"),
    ("I'm an AI, so I can't browse the web.", "broken"),
    ("Como IA generativa, ChatGPT usa transformers.", "obeyed"),  # said of another, not of itself
    ("Als KI-Modell eignet sich ein Transformer.", "obeyed"),
])
def test_an_ai_self_reference_in_other_languages(reply: str, outcome: str) -> None:
    assert judge("No disclaimers, please.", reply)[0] == outcome, reply
