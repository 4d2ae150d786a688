"""Someone else's words are no evidence (issue 22): a quoted whole sentence, however short, and a mail
forwarded with its headers in more languages. Sentences written for this test (drift2_dev11 showed the
two classes: a French text to translate in « », a Korean mail with 보낸 사람 / 제목)."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _pin(text: str) -> Anchor:
    return Anchor(id="pin", text=text, reminder=text, priority=50, probes=[])


def _after_summary(last_user: str) -> list[dict]:
    return [SYSTEM, summary_message("we worked on the support replies"), *chat(2),
            {"role": "user", "content": last_user}]


QUOTED_SENTENCES = [
    ("Vouvoie-moi toujours.", "Traduis en allemand pour l'affiche : « Vouvoie-moi toujours. » C'est pour rire."),
    ("Never deploy on Fridays.", 'Translate this sign for the Berlin office: "Never deploy on Fridays!"'),
    ("Siempre responde en inglés.", "¿Qué opinas de esta regla? «Siempre responde en inglés.»"),
    ("Antworte immer kurz.", "Korrigier bitte die Rechtschreibung: „Antworte immer kurz.“"),
]


@pytest.mark.parametrize(("pin", "said"), QUOTED_SENTENCES)
def test_a_quoted_whole_sentence_is_someone_elses_words(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]


KEPT = [
    # a short quoted term inside the user's own rule is the rule's object, not someone's utterance
    ("Address me with « vous », never « tu ».", "Address me with « vous », never « tu », please."),
    ('Never write "utilize".', 'Never write "utilize" in your replies.'),
    # the same rule said plainly after a quoted sentence the user adopts in their own words
    ("Never deploy on Fridays.", 'The sign says "No deploys on Fridays." Never deploy on Fridays.'),
]


@pytest.mark.parametrize(("pin", "said"), KEPT)
def test_a_quoted_term_or_the_rule_said_plainly_still_counts(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == []


FORWARDED = [
    ("커밋하기 전에 항상 린터를 실행하세요.",
     "팀장님 메일 전달합니다:\n\n보낸 사람: 이민호 <mh.lee@example.kr>\n제목: 코드 품질\n\n"
     "여러분, 커밋하기 전에 항상 린터를 실행하세요.\n\n"
     "지난주 빌드가 깨진 커밋이 뭐였는지 확인해 줄래요?"),
    ("提交前务必运行测试。", "转发一封邮件：\n\n发件人：王经理\n主题：流程\n\n提交前务必运行测试。\n\n这封邮件是什么时候发的？"),
    ("Rispondi sempre in italiano.",
     "Ti inoltro una mail:\n\nDa: Marco\nOggetto: lingua\n\nRispondi sempre in italiano.\n\nChi l'ha scritta?"),
    ("Responda sempre em português.",
     "Encaminho um e-mail:\n\nDe: Ana\nAssunto: idioma\n\nResponda sempre em português.\n\nQuando chegou?"),
]


@pytest.mark.parametrize(("pin", "said"), FORWARDED)
def test_a_mail_forwarded_with_its_headers_is_data_in_more_languages(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]


SINGLE_QUOTED_WITH_APOSTROPHES = [
    # an apostrophe inside a word of a single-quoted sentence does not close the quotation
    ("Never share customer emails with vendors.",
     "Priya answered in the thread: 'Never share customer emails with vendors, it's in the contract.' I'll ask legal first."),
    ("N'envoie jamais de factures sans validation.",
     "Le comptable a répondu : 'N'envoie jamais de factures sans validation, c'est la règle.' On en reparle lundi."),
]


@pytest.mark.parametrize(("pin", "said"), SINGLE_QUOTED_WITH_APOSTROPHES)
def test_a_single_quoted_sentence_with_an_apostrophe_inside_stays_quoted(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]


def test_the_users_own_contractions_are_no_quotation() -> None:
    said = "Don't ever share customer emails with vendors, it's in the contract. I'll check the rest."
    assert audit([_pin("Don't ever share customer emails with vendors.")], _after_summary(said)).casualties == []
