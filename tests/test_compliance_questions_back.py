"""A ban on questions put back to the user (questions_back.py): the rule in several languages and its look-alikes,
and a question to the user anywhere in the reply, not only at its end. Wordings written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance import questions_back


@pytest.mark.parametrize("rule", [
    "Don't ask me clarifying questions, just pick something sensible.",
    "Ne me pose pas de questions, fais une hypothèse.",
    "Keine Rückfragen, nimm einfach das Naheliegende.",
    "No me hagas preguntas, asume lo razonable.",
    "聞き返さないで、適当に決めて進めて。",
])
def test_a_ban_on_questions_back_is_read(rule: str) -> None:
    assert questions_back.parse_rule(rule), rule


@pytest.mark.parametrize("rule", [
    "For yes/no questions, answer in one line.",
    "Ask clarifying questions if the task is ambiguous.",
    "No questions at the end of the reply.",
    "No questions unless something is unclear.",
])
def test_no_ban_in_look_alikes(rule: str) -> None:
    assert not questions_back.parse_rule(rule), rule


@pytest.mark.parametrize("reply, outcome", [
    ("Which database do you use? Once I know, I can write the query.", "broken"),
    ("Should I also add an index? Here is the query: `SELECT 1`.", "broken"),
    ("¿Prefieres Postgres o MySQL? Con eso te doy la consulta.", "broken"),
    ("どのデータベースを使っていますか？分かればクエリを書きます。", "broken"),
    ("I assumed Postgres: `SELECT 1`.", "obeyed"),
    ("Why is it slow? Because the index is missing. Add one.", "obeyed"),
    ("## Why is it slow?\n\nThe index is missing.", "obeyed"),
])
def test_a_question_to_the_user_anywhere(reply: str, outcome: str) -> None:
    assert questions_back.verdict(reply)[0] == outcome, reply
