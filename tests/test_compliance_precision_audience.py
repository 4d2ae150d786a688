"""A rule for text an outside audience reads is waived when the user marks the text internal; a message silent on
its audience stays judged. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.audience import internal, scoped_to_outside
from tests.compliance_judge import judge


@pytest.mark.parametrize("rule", [
    "British spelling in anything customer-facing.",
    "No exclamation marks in client-facing copy.",
    "Pas d'emoji dans les textes à destination des clients.",
    "Keine Emojis in Texten für Kunden.",
    "Sin emojis en nada de cara al cliente.",
])
def test_rules_scoped_to_an_outside_audience(rule: str) -> None:
    assert scoped_to_outside(rule)


@pytest.mark.parametrize("rule", ["British spelling everywhere.", "No emoji, ever.", "Help users debug their code."])
def test_rules_for_every_text(rule: str) -> None:
    assert not scoped_to_outside(rule)


@pytest.mark.parametrize("message", ["Draft an internal memo for the ops team", "Schreib eine interne Notiz",
                                     "Une note interne pour l'équipe", "社内向けの連絡を書いて"])
def test_messages_marked_internal(message: str) -> None:
    assert internal(message)


def test_the_waiver_needs_the_internal_mark() -> None:
    rule = "No emoji in anything customer-facing."
    reply = "Deploy finished 🚀 all green."
    assert judge(rule, reply, "Write an internal Slack update about the deploy.")[0] == "not_applicable"
    assert judge(rule, reply, "Write the announcement for our users.")[0] == "broken"
    assert judge(rule, reply, "Post the deploy update.")[0] == "broken"  # silent on its audience: judged
