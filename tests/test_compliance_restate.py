"""A rule against restating the user's question: parsed in several languages, read on the reply's opening (issue 21)."""
from __future__ import annotations

from tests.compliance_judge import judge, proposed_reply_check


def test_the_ban_is_read_in_several_languages_and_a_request_to_restate_is_not_a_ban() -> None:
    for rule in ("Please don't repeat my question back to me.",
                 "Ne paraphrase jamais ma question.",
                 "Wiederhole bitte nicht meine Frage.",
                 "Nunca repitas mi pregunta al empezar.",
                 "Herhaal mijn vraag niet."):
        assert "no_restate" in (proposed_reply_check(rule) or {}).get("format", []), rule
    assert "no_restate" not in (proposed_reply_check("Restate my question first, then answer.") or {}).get("format", [])


def test_an_opening_that_reports_or_asks_the_question_again_breaks_it() -> None:
    rule = "Please don't repeat my question back to me."
    asked = "what is the fastest way to copy a large folder between servers?"
    reported = "You want to know the fastest way to copy a large folder between servers. Use rsync with -a and -z."
    asked_again = "What's the fastest way to copy a large folder between servers? Rsync, mostly."
    assert judge(rule, reported, user=asked)[0] == "broken"
    assert judge(rule, asked_again, user=asked)[0] == "broken"


def test_an_answer_that_reuses_the_question_words_is_no_restatement() -> None:
    rule = "Please don't repeat my question back to me."
    asked = "what is the fastest way to copy a large folder between servers?"
    assert judge(rule, "Rsync is the fastest way to copy a large folder between servers.", user=asked)[0] == "obeyed"
    assert judge(rule, "Did the transfer fail before? If so, check the disk first.", user=asked)[0] == "obeyed"


def test_the_german_ban_on_a_german_reply() -> None:
    rule = "Wiederhole bitte nicht meine Frage."
    asked = "Wie kann ich unter Linux alle offenen Ports anzeigen lassen?"
    assert judge(rule, "Du möchtest wissen, wie du unter Linux alle offenen Ports anzeigen lassen kannst. Nimm `ss -tulpn`.",
                 user=asked)[0] == "broken"
    assert judge(rule, "Mit `ss -tulpn` siehst du alle offenen Ports samt Prozess.", user=asked)[0] == "obeyed"


def test_a_negation_elsewhere_in_the_rule_does_not_make_a_request_to_restate_a_ban() -> None:
    for rule in ("Always restate my question first, no exceptions.", "Reformule toujours ma question, pas de raccourci."):
        assert "no_restate" not in (proposed_reply_check(rule) or {}).get("format", []), rule
