"""Drift detection, keyword mode (round 11a): alive pins the pipeline called drifted because the mood gate refused
the user's restatement, though the rule parse reads it as the same rule. Classes: the listener's output under a
modal or a want ("Tes réponses doivent être en français", output_obligation.py), a deontic predicate ("es intocable
para ti", "ist nicht erlaubt", "read-only for you", idioms.py), a verbless ban with a longer object or a courtesy tail
and a verbless phrase put for agreement (verbless_rule.py), "by the way" in Chinese not taken for a report
(rule_mood.py). Wordings written for this test in English, French, German, Spanish, Italian, Portuguese, Dutch,
Russian, Japanese and Chinese, with look-alike statements that must stay non-rules and keep the pin drifted."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.idioms import said_as_ban
from memlock_core.detection.output_obligation import obliges_output
from memlock_core.detection.settings import AuditSettings
from memlock_core.detection.verbless_rule import long_ban, tagged_request

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _alive(pin: str, said: str) -> bool:
    messages = [SYSTEM, summary_message("we worked on the quarterly report"), *chat(2),
                {"role": "user", "content": said}, {"role": "assistant", "content": "Noted."},
                {"role": "user", "content": "Carry on with the next section."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


# --- the listener's output under a modal, or wanted in some form --------------------------------------------------
OUTPUT_RULES = [
    "Your answers have to be in Spanish.",
    "Your summaries need to stay under five sentences.",
    "Tes réponses doivent être rédigées en français.",
    "Vos messages de commit doivent être en anglais.",
    "Deine Antworten müssen auf Deutsch sein.",
    "Die Skripte, die du schreibst, müssen POSIX-konform sein.",
    "Tus respuestas deben ir siempre en español.",
    "Las respuestas que me das deben ser cortas.",
    "Le tue risposte devono essere in tedesco.",
    "Suas respostas devem ser em português.",
    "Je antwoorden moeten in het Nederlands zijn.",
    "Je veux tes réponses en allemand.",
    "Quiero tus respuestas en inglés.",
    "Ich möchte deine Antworten auf Englisch.",
    "Voglio le tue risposte in francese.",
    "Para ficar claro: suas respostas devem ser curtas.",
]
OUTPUT_STATEMENTS = [
    "Your replies were in Italian yesterday.",
    "Le risposte devono essere brevi, dice il capo.",
    "Tes réponses devaient être en français avant la migration.",
    "Tus respuestas deberían haber sido más cortas.",
    "Deine Antworten müssen auf Deutsch sein?",
    "Si tes réponses doivent être en français, préviens l'équipe avant.",
    "Les réponses doivent être courtes, selon la charte du support.",
    "Your tests should pass by now.",
]


@pytest.mark.parametrize("text", OUTPUT_RULES)
def test_output_obligation_is_a_rule(text: str) -> None:
    assert obliges_output(text)
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", OUTPUT_STATEMENTS)
def test_output_statement_is_not_an_obligation(text: str) -> None:
    assert not obliges_output(text)


# --- a deontic predicate ----------------------------------------------------------------------------------------
BANS = [
    "La carpeta infra/ es intocable para ti.",
    "Force-Push auf main ist nicht erlaubt.",
    "El force-push a main no está permitido.",
    "Le push forcé sur main n'est pas autorisé.",
    "La cartella infra/ è intoccabile per te.",
    "The infra/ folder is read-only for you.",
    "Der Ordner infra/ ist für dich schreibgeschützt.",
    "Le dossier infra/ est en lecture seule pour toi.",
    "infra/ — только для чтения.",
    "Reminder: vendor/ — read-only.",
]
NOT_BANS = [
    "The replica is read-only.",  # a fact about a database, not a rule for the assistant
    "Die Replik ist schreibgeschützt.",
    "Emojis are not forbidden.",
    "Force-pushing was not allowed at my old job.",
    "The prod DB is off-limits for the intern, not for you.",
]


@pytest.mark.parametrize("text", BANS)
def test_deontic_predicate_is_a_ban(text: str) -> None:
    assert said_as_ban(text)
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", NOT_BANS)
def test_deontic_look_alike_is_no_ban(text: str) -> None:
    assert not said_as_ban(text)


# --- verbless rules ---------------------------------------------------------------------------------------------
LONG_BANS = [
    "No tables or grids of any kind in your replies, thanks.",
    "Pas de tableaux ni de colonnes dans tes réponses, merci.",
    "Keine Tabellen oder Spalten in deinen Antworten, danke.",
    "Nada de tablas ni columnas en lo que me escribas, gracias.",
    "Niente tabelle o colonne nelle risposte che mi mandi, grazie.",
    "Nenhuma tabela ou coluna nas respostas, por favor.",
    "Geen tabellen of kolommen in je antwoorden, alleen tekst.",
    "Pas de tableaux dans les réponses, je lis tout sur mon téléphone.",
]
NOT_LONG_BANS = [
    "Pas de souci, je regarde les tableaux demain.",
    "Senza dubbio le tabelle sono più leggibili.",
    "No tables in the report, the client hates them and said so.",
    "Geen idee waarom de tabellen kapot gaan.",
]


@pytest.mark.parametrize("text", LONG_BANS)
def test_long_ban(text: str) -> None:
    assert long_ban(text)
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", NOT_LONG_BANS)
def test_long_ban_look_alike(text: str) -> None:
    assert not long_ban(text)


@pytest.mark.parametrize("text", ["Everything in metric, ok?", "Tout en euros, d'accord ?", "Alles auf Deutsch, okay?",
                                  "Todas las fechas en formato ISO, ¿vale?", "Sempre em reais, tá?"])
def test_tagged_request(text: str) -> None:
    assert tagged_request(text)


@pytest.mark.parametrize("text", ["O cliente quer tudo em reais, tá?", "Mi jefe quiere todo en euros, ¿vale?",
                                  "Bonne journée, hein ?", "The build is green, right?"])
def test_tagged_statement(text: str) -> None:
    assert not tagged_request(text)


def test_chinese_by_the_way_is_no_report() -> None:
    assert reads_as_rule_any("顺便说一句，以后不要用 git rebase 改写已经推送的提交。")
    assert not reads_as_rule_any("同事说不要用 git rebase 改写已经推送的提交。")


# --- end to end: the pin stays alive, a statement leaves it drifted ---------------------------------------------
@pytest.mark.parametrize("pin,said", [
    ("Rispondimi sempre in tedesco.", "Sì, va bene. Le tue risposte devono essere in tedesco."),
    ("Réponds-moi toujours en allemand.", "Je veux tes réponses en allemand."),
    ("Always answer in Spanish.", "Your answers have to be in Spanish."),
    ("Antworte immer auf Englisch.", "Deine Antworten müssen auf Englisch sein."),
    ("Never force-push to main.", "El force-push a main no está permitido."),
])
def test_restatement_keeps_pin_alive(pin: str, said: str) -> None:
    assert _alive(pin, said)


@pytest.mark.parametrize("pin,said", [
    ("Rispondimi sempre in tedesco.", "Le risposte devono essere in tedesco, dice il capo."),
    ("Always answer in Spanish.", "Your answers were in Spanish yesterday."),
    ("Réponds-moi toujours en allemand.", "Mon collègue veut ses réponses en allemand."),
    ("Never force-push to main.", "Force-pushing to main was not allowed at my old job."),
])
def test_statement_leaves_pin_drifted(pin: str, said: str) -> None:
    assert not _alive(pin, said)


# --- pipeline: the user's own earlier words, a courtesy tail, a pin parsed in the lexicons' words --------------------
@pytest.mark.parametrize("lead", ["As I said:", "Und wie gesagt:", "Like I already said:", "Wie schon gesagt:",
                                  "Zoals gezegd:"])
def test_as_i_said_is_no_quote(lead: str) -> None:
    from memlock_core.detection.quote_intro import introduces_quote
    assert not introduces_quote(lead)


@pytest.mark.parametrize("lead", ["As the sticky note says:", "Like my boss said:", "Mein Chef hat gesagt:",
                                  "Mijn baas zegt:"])
def test_someone_elses_words_stay_a_quote(lead: str) -> None:
    from memlock_core.detection.quote_intro import introduces_quote
    assert introduces_quote(lead)


@pytest.mark.parametrize("pin,said", [
    ("Functions must be at most 40 lines long.", "Why is it slow? And as I said: Functions must be at most 40 lines long."),
    ("Funktionen dürfen höchstens 50 Zeilen lang sein.",
     "Warum ist das so langsam? Und wie gesagt: Funktionen dürfen höchstens 50 Zeilen lang sein."),
])
def test_a_rule_after_as_i_said_keeps_pin_alive(pin: str, said: str) -> None:
    assert _alive(pin, said)


def test_a_rule_after_someone_elses_words_stays_drifted() -> None:
    assert not _alive("Funktionen dürfen höchstens 50 Zeilen lang sein.",
                      "Mein alter Chef hat gesagt: Funktionen dürfen höchstens 50 Zeilen lang sein.")


@pytest.mark.parametrize("said", ["Continua a scrivere gli importi in euro, per favore.",
                                  "Sigue escribiendo los importes en euros, por favor.",
                                  "Schreib die Beträge weiter in Euro, bitte."])
def test_a_courtesy_tail_is_no_rule_of_its_own(said: str) -> None:
    from memlock_core.detection.evidence import classify
    assert said in classify(said + " Controlla i duplicati.")


@pytest.mark.parametrize("text", ["영어 말고 한국어로만 대답해 줘.", "배포 전에 꼭 물어봐 줘요.", "재시도는 세 번을 넘기지 마.",
                                  "커밋 메시지에 이모지 쓰지 마요."])
def test_korean_informal_request_is_a_rule(text: str) -> None:
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", ["그 사람은 항상 존댓말로 대답해.", "친구가 숙제를 도와줘서 고마웠어.",
                                  "민수는 나한테 절대 반말하지 마라고 했어."])
def test_korean_statement_is_no_rule(text: str) -> None:
    assert not reads_as_rule_any(text)


# --- English end to end (the independent evaluation is mostly English) ---------------------------------------------
@pytest.mark.parametrize("pin,said", [
    ("Keep every reply under 100 words.", "Your replies need to stay under 100 words."),
    ("Write commit messages in English.", "Your commit messages are to be in English."),
    ("Always answer in bullet points.", "I'd like your answers in bullet points."),
    ("Never use emojis.", "No emojis or emoticons of any kind in your replies, please."),
    ("Never use emojis.", "No emojis in anything you write for me, I read on a work laptop."),
    ("Never edit files under vendor/.", "vendor/ is read-only for you."),
    ("Always give amounts in euros.", "All amounts in euros, ok?"),
])
def test_english_restatement_keeps_pin_alive(pin: str, said: str) -> None:
    assert _alive(pin, said)


@pytest.mark.parametrize("pin,said", [
    ("Always answer in bullet points.", "Your answers were in bullet points last week."),
    ("Never use emojis.", "No emojis were used in the old bot."),
    ("Keep every reply under 100 words.", "The abstract has to stay under 100 words, the conference says."),
])
def test_english_statement_leaves_pin_drifted(pin: str, said: str) -> None:
    assert not _alive(pin, said)


@pytest.mark.parametrize("text", ["Four bullet points per answer, tops.", "Commit subjects: 50 characters or fewer.",
                                  "Cinq phrases maximum par réponse.", "Höchstens drei Absätze pro Antwort.",
                                  "Tres párrafos como máximo por respuesta."])
def test_verbless_limit_is_a_rule(text: str) -> None:
    from memlock_core.detection.verbless_rule import verbless_limit
    assert verbless_limit(text)
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", ["Our PM replies in three sentences max.", "The abstract stays under 150 words max.",
                                  "Le forum limite les réponses à cinq lignes maximum.", "Three retries max?",
                                  "My manager keeps answers to 3 sentences max in standups."])
def test_limit_with_a_verb_is_no_verbless_rule(text: str) -> None:
    from memlock_core.detection.verbless_rule import verbless_limit
    assert not verbless_limit(text)
