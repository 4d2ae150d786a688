"""A ban on acknowledgements before the answer in Polish, Russian, Swedish, Dutch, Turkish, Korean and Japanese: the
preamble noun or "straight to the point", the refusal around it, and the acknowledgements a reply opens with.
Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance import tone
from tests.compliance_judge import judge


@pytest.mark.parametrize("rule", [
    "No preamble, just answer.",
    "Bez żadnych wstępów, proszę.",
    "Сразу к делу, пожалуйста.",
    "Inga inledande fraser, tack.",
    "Geen inleiding, meteen ter zake.",
    "Doğrudan konuya gir.",
    "답변에 인사말은 넣지 마세요.",
    "返事に前置きを付けないでください。",
])
def test_a_ban_on_preambles_is_read(rule: str) -> None:
    assert tone.parse_filler(rule), rule


@pytest.mark.parametrize("rule", ["Write a short preamble for the report.", "Wstęp do raportu ma mieć 3 zdania."])
def test_a_preamble_asked_for_is_no_ban(rule: str) -> None:
    assert not tone.parse_filler(rule), rule


@pytest.mark.parametrize("rule, opening, outcome", [
    ("Bez wstępów, od razu do rzeczy.", "Jasne! Wpisz `ls -la`.", "broken"),
    ("Bez wstępów, od razu do rzeczy.", "Wpisz `ls -la`.", "obeyed"),
    ("Сразу к делу, без вступлений.", "Конечно! Используйте `ls -la`.", "broken"),
    ("Сразу к делу, без вступлений.", "Да, это работает так.", "obeyed"),
    ("Geen inleiding, meteen ter zake.", "Natuurlijk, gebruik `ls -la`.", "broken"),
    ("답변에 인사말은 넣지 마세요.", "물론입니다! `ls -la`를 쓰세요.", "broken"),
    ("답변에 인사말은 넣지 마세요.", "`ls -la`를 쓰세요.", "obeyed"),
])
def test_replies_that_open_with_an_acknowledgement(rule: str, opening: str, outcome: str) -> None:
    assert judge(rule, opening)[0] == outcome, (rule, opening)


@pytest.mark.parametrize("rule", ["No questions back to me, just assume something sensible.", "Bez pytań zwrotnych.",
                                  "Никаких уточняющих вопросов."])
def test_no_questions_back_bans_a_closing_question(rule: str) -> None:
    assert judge(rule, "I assumed Python 3.12.\n\nShould I also add tests?")[0] == "broken", rule
    assert judge(rule, "I assumed Python 3.12 and used pytest.")[0] == "obeyed", rule


@pytest.mark.parametrize("rule", ["Ask clarifying questions when something is unclear.",
                                  "If the task is vague, ask clarifying questions first."])
def test_asking_for_clarifying_questions_is_no_ban(rule: str) -> None:
    assert not tone.parse_end_question(rule), rule
