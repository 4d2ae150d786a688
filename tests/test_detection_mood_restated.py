"""The mood gate reads a restated rule in its own language: a reminder or a preference frame, the Russian
imperative, and a Latin-script sentence that passes for English but whose words tell another language."""
import pytest

from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.rule_mood import told_language


@pytest.mark.parametrize("text", [
    "Zur Erinnerung: vor dem Merge die Linter laufen lassen.",
    "Mir ist eine knappe Antwort lieber als ein langer Text.",
    "Pour rappel : pas de tableaux dans les réponses.",
    "Je préfère qu'on reste en anglais, merci.",
    "Te recuerdo: nada de emojis en los informes.",
    "Lembrete: sempre responda em inglês.",
    "Prefiro respostas curtas, sem introdução.",
    "Mi raccomando, rispondi sempre in inglese.",
    "다시 한번, 답변은 짧게 부탁해요.",
])
def test_reminder_and_preference_frames_read_as_rules(text: str) -> None:
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", [
    "Отвечай всегда по-английски.",
    "Напоминаю: пишите без смайликов.",
    "Никаких таблиц.",
    "Не удаляй файлы без спроса.",
])
def test_russian_imperatives_and_bans_read_as_rules(text: str) -> None:
    assert reads_as_rule_any(text)


@pytest.mark.parametrize("text", [
    "Инженеры всегда пишут отчёты по-английски.",  # a subject of its own and its finite verb
    "Мы раньше отвечали без таблиц.",  # the past: what was
    "Вы отвечаете на вопросы клиентов?",  # a question
])
def test_russian_statements_are_no_rules(text: str) -> None:
    assert not reads_as_rule_any(text)


def test_an_english_sentence_with_a_foreign_looking_word_stays_english() -> None:
    # "use" is a Portuguese imperative as well; it tells no other language, so the English reading decides
    assert told_language("Use yarn for the docs site, npm is broken there.", frozenset({"use", "for", "the"})) is None
    assert not reads_as_rule_any("Use yarn for the docs site, npm is broken there.")
    assert told_language("Ricorda: le migrazioni prima di ogni rilascio.", frozenset()) == "it"
    assert reads_as_rule_any("Ricorda: le migrazioni prima di ogni rilascio.")


@pytest.mark.parametrize("text", [
    "Jürgen always answers in bullet points.",
    "José never deploys on Fridays.",
    "François writes his commit messages in French.",
])
def test_an_english_statement_with_an_accented_name_stays_a_statement(text: str) -> None:
    assert not reads_as_rule_any(text)
