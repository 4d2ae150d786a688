"""Words a rule bans, read from how the rule names them (issue 21): a label before or after a quoted list, terms of
address listed after "call me", a refused mark named in Chinese or Korean, and quoted words that are prose, not
programs. Every wording here was written for this test."""
from __future__ import annotations

import pytest
from compliance_judge import judge, proposed_reply_check

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import PinCheck
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.quotes import quoted_spans


def test_quoted_spans_keep_apostrophes_inside_words() -> None:
    assert quoted_spans("Off the table: 'we're thrilled', 'game-changer' and 'don't hesitate'.") == (
        "we're thrilled", "game-changer", "don't hesitate")
    assert quoted_spans("N'écris jamais « en fait » ni « du coup », c'est lourd.") == ("en fait", "du coup")
    assert quoted_spans("Nie „sozusagen“ schreiben.") == ("sozusagen",)


@pytest.mark.parametrize(("rule", "reply", "expected"), [
    ("Keep it plain. Forbidden: 'game-changer', 'we're thrilled'.", "We're thrilled to share this game-changer.", "broken"),
    ("Keep it plain. Forbidden: 'game-changer', 'we're thrilled'.", "The new release fixes two bugs.", "obeyed"),
    ("'utilize' and 'synergies' are off-limits.", "We can utilize the cache here.", "broken"),
    ("'utilize' and 'synergies' are off-limits.", "We can use the cache here.", "obeyed"),
    ("Mots interdits : « en fait », « du coup ».", "Du coup, il faut relancer le serveur.", "broken"),
    ("Palabras prohibidas: «obviamente», «literalmente».", "Reinicia el servidor y prueba de nuevo.", "obeyed"),
])
def test_labelled_word_bans(rule: str, reply: str, expected: str) -> None:
    assert judge(rule, reply)[0] == expected


def test_a_word_that_is_not_banned_gets_no_ban() -> None:
    assert proposed_reply_check("'whilst' is not banned, use it freely") is None


@pytest.mark.parametrize(("rule", "reply", "expected"), [
    ("please never call me dude, champ or boss", "Sure thing, champ. Restart the worker.", "broken"),
    ("please never call me dude, champ or boss", "Dude, restart the worker.", "broken"),
    ("please never call me dude, champ or boss", "Ask your boss whether the worker may restart.", "obeyed"),
    ("please never call me dude, champ or boss", "Restart the worker and check the logs.", "obeyed"),
    ("Ne m'appelle jamais mon vieux ou chef.", "Redémarre le service, chef.", "broken"),
    ("Ne m'appelle jamais mon vieux ou chef.", "Redémarre le service puis vérifie les logs.", "obeyed"),
])
def test_terms_of_address_listed(rule: str, reply: str, expected: str) -> None:
    assert judge(rule, reply)[0] == expected


def test_a_time_after_call_me_is_no_term_of_address() -> None:
    assert proposed_reply_check("don't call me before 8 or after 7") is None


@pytest.mark.parametrize(("rule", "reply", "expected"), [
    ("回答中请勿使用感叹号。", "已经修好了！请重新运行。", "broken"),
    ("请不要在回复里使用感叹号", "已经修好了。请重新运行。", "obeyed"),
    ("답변에 느낌표는 쓰지 마세요.", "수정했습니다! 다시 실행해 보세요.", "broken"),
    ("답변에 느낌표는 쓰지 마세요.", "수정했습니다. 다시 실행해 보세요.", "obeyed"),
])
def test_exclamation_marks_named_in_chinese_and_korean(rule: str, reply: str, expected: str) -> None:
    assert judge(rule, reply)[0] == expected


def _tool_outcome(rule: str, command: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    pin = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    verdicts = check_tool_call([pin], "Bash", {"command": command})
    return verdicts[0].outcome if verdicts else "not_applicable"  # no tool part: no verdict on a call


@pytest.mark.parametrize("rule", [
    "Never write the word «obviamente».",
    "N'emploie jamais les mots « clairement » ni « évidemment », merci.",
    'No buzzwords: "synergize", "move the needle".',
])
def test_a_banned_word_of_prose_is_no_banned_program(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and isinstance(proposal.check, PinCheck)
    assert proposal.check.tool is None, proposal.describe()
    assert _tool_outcome(rule, "python manage.py migrate") == "not_applicable"


def test_a_banned_program_in_quotes_keeps_its_tool_check() -> None:
    proposal = propose_check("Never say 'npm install' — we use pnpm.")
    assert proposal is not None and proposal.check.tool is not None


@pytest.mark.parametrize(("reply", "expected"), [
    ("Starten Sie den Router neu. Falls das nicht hilft, ruf bitte den Anbieter an.", "broken"),
    ("Starten Sie den Router neu. Falls das nicht hilft, rufen Sie bitte den Anbieter an.", "obeyed"),
    ("Prüfen Sie zuerst das Kabel. Sobald es wieder läuft, speichere die Einstellungen.", "broken"),
])
def test_du_imperative_after_a_fronted_subordinate_clause(reply: str, expected: str) -> None:
    assert judge("Sprechen Sie mich bitte immer mit Sie an.", reply)[0] == expected


@pytest.mark.parametrize(("reply", "expected"), [
    ("Deja reposar la masa una noche: queda RIQUÍSIMA.", "broken"),
    ("Deja reposar la masa una noche en la nevera.", "obeyed"),
    ("Configura la API y el DNS antes de desplegar.", "obeyed"),
])
def test_an_accented_word_in_capitals_is_no_acronym(reply: str, expected: str) -> None:
    assert judge("No escribas palabras en MAYÚSCULAS para dar énfasis.", reply)[0] == expected


@pytest.mark.parametrize(("rule", "reply", "expected"), [
    ("Never use these words: utilize, impactful, learnings.", "Here are the learnings from the sprint.", "broken"),
    ("Never use these words: utilize, impactful, learnings.", "Here is what we learned in the sprint.", "obeyed"),
    ("Banned phrases: moving forward, low-hanging fruit.", "Moving forward, we pick the low-hanging fruit first.", "broken"),
    ("Bitte vermeide diese Wörter: zeitnah, proaktiv.", "Ich melde mich zeitnah bei dir.", "broken"),
    ("请勿使用“闭环”或“对齐”。", "我们下周再讨论这个问题。", "obeyed"),
])
def test_bare_and_chinese_word_lists(rule: str, reply: str, expected: str) -> None:
    assert judge(rule, reply)[0] == expected


def test_a_list_the_rule_asks_for_is_no_ban() -> None:
    assert proposed_reply_check("Use these words: please, thank you.") is None


@pytest.mark.parametrize(("rule", "reply", "expected"), [
    ("Quit calling me 'chief'.", "Ask your chief engineer before the release.", "obeyed"),
    ("Quit calling me 'chief'.", "Sure, chief. The release is tagged.", "broken"),
    ("Não me chame de campeão nem de querido.", "Claro, campeão, o deploy já foi feito.", "broken"),
])
def test_a_single_quoted_term_of_address(rule: str, reply: str, expected: str) -> None:
    assert judge(rule, reply)[0] == expected


@pytest.mark.parametrize(("rule", "reply", "expected"), [
    ("请不要向我道歉，直接给答案。", "抱歉，刚才算错了。结果是 12。", "broken"),
    ("请不要向我道歉，直接给答案。", "刚才算错了，结果是 12。", "obeyed"),
    ("답변에서 사과하지 마세요.", "죄송합니다. 설정 파일 경로가 틀렸습니다.", "broken"),
    ("답변에서 사과하지 마세요.", "설정 파일 경로가 틀렸습니다. 아래 경로를 쓰세요.", "obeyed"),
    ("Never apologise in replies.", "In Mandarin, 对不起 (duìbuqǐ) is the usual way to say you are sorry.", "obeyed"),
])
def test_apologies_in_chinese_and_korean_and_mentioned_ones(rule: str, reply: str, expected: str) -> None:
    assert judge(rule, reply)[0] == expected


def test_apple_is_no_apology() -> None:
    assert proposed_reply_check("사과를 먹지 마세요.") is None
