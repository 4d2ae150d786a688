"""Someone else's words pasted into a user message are no evidence that the user's pin is alive
(drift2_dev14: mails, chat threads, guides and checklists pasted for a task, introduced in many
languages). Sentences written for this test; the user's own rule next to a paste stays evidence."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.paste_intro import names_paste, opens_paste

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _pin(text: str) -> Anchor:
    return Anchor(id="pin", text=text, reminder=text, priority=50, probes=[])


def _after_summary(last_user: str) -> list[dict]:
    return [SYSTEM, summary_message("we worked on the quarterly newsletter"), *chat(2),
            {"role": "user", "content": last_user}]


PASTED = [
    # English: a file of another project handed over for an opinion
    ("Never commit generated files.",
     "Here is the AGENTS.md of the billing service, is it any good?\n\n# AGENTS.md\n- Never commit generated files.\n"
     "- Keep functions short."),
    # Spanish: a mail to proofread
    ("Responde siempre con una lista numerada.",
     "Corrige la ortografía de este correo de mi jefe:\n\nEquipo, responde siempre con una lista numerada cuando "
     "os pregunten por plazos. Saludos."),
    # German: a sentence-ended request to translate, then the text
    ("Schreib nie mehr als zwei Absätze.",
     "Übersetze das bitte ins Englische.\n\nLeitfaden Support: Schreib nie mehr als zwei Absätze pro Antwort."),
    # Italian: a page to summarise
    ("Usa sempre il sistema metrico.",
     "Riassumi questa pagina del manuale di bordo:\n\nUsa sempre il sistema metrico nei rapporti. I turni durano 6 ore."),
    # Japanese: a chat thread in "Name：words" lines
    ("必ず箇条書きで答えてください。",
     "チームのチャットです。要点を教えて。\n\n山本：会議は金曜に移動\n小林：必ず箇条書きで答えてください\n山本：了解です"),
    # Chinese: a colleague's guide to proofread
    ("回答一律使用简体中文。", "这是同事写的文档规范，帮我校对一下：\n\n回答一律使用简体中文，术语保留英文。"),
    # Korean: a comment to answer
    ("항상 존댓말로 답해 주세요.", "유튜브 댓글에 이런 게 있어. 어떻게 답할까?\n\n시청자: 항상 존댓말로 답해 주세요."),
    # Russian: a team lead's message, "Вот ... ?" then the text
    ("Всегда пиши код с комментариями.",
     "Вот сообщение от тимлида, что он хочет?\n\nВсегда пиши код с комментариями, иначе ревью не пройдёт."),
    # Portuguese: a chat line with a time stamp
    ("Nunca use abreviações.", "O que você acha disso?\n\nMariana Costa (09:15): nunca use abreviações nos relatórios"),
    # a mail between dash bars of another script
    ("Cite your sources in every answer.",
     "Draft a polite answer to my tutor.\n\n―――\nHi Sam, cite your sources in every answer from now on. Best, Ana\n―――"),
    # Russian words quoted after a colon, short and without a full stop
    ("Всегда отвечай по-английски.", "В книге опечатка: «Всегда отвечай по-английски». Объясни артикли."),
]


@pytest.mark.parametrize(("pin", "said"), PASTED)
def test_a_pasted_text_is_someone_elses_words(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]


KEPT = [
    # the user's own line after a marked ("> ") paste in the same paragraph
    ("Answer in English.",
     "My manager sent this checklist, read it later:\n> 1. update the roster\n> 2. book the room\n"
     "And for me: answer in English, please."),
    # a source named first, then the user's own list ("Rules for you:")
    ("Always add a summary line at the end.",
     "Borrowed from a colleague's README. Rules for you:\n- always add a summary line at the end\n- no emojis"),
    # a standing rule about translating introduces no paste: the next paragraph is the user's own
    ("Never use emojis.", "Always translate code comments into English.\n\nNever use emojis."),
    ("絵文字は使わないでください。", "コメントは必ず英語に訳して。\n\n絵文字は使わないでください。"),
    # a plain rule of the user's, no paste announced
    ("Schreib immer auf Deutsch.", "Schreib immer auf Deutsch, auch wenn ich Englisch schreibe."),
    # a task on the user's own text is no paste of someone else's: the rule stands in its own sentence
    ("Réponds toujours en français.", "Réponds toujours en français. Merci !"),
]


@pytest.mark.parametrize(("pin", "said"), KEPT)
def test_the_users_own_rule_next_to_a_paste_stays_evidence(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == []


def test_lead_in_model() -> None:
    assert opens_paste("Voici le mail de la directrice :")
    assert opens_paste("この手順を英語に訳して。")
    assert opens_paste("Vertaal naar het Frans:")
    assert not opens_paste("Always answer in French.")
    assert not opens_paste("Mes règles pour toi :")
    assert not opens_paste("Copied from a friend's README. Rules for you:")
    assert opens_paste("Traduis ceci en anglais.")
    assert not opens_paste("Always translate code comments into English.")
    assert not opens_paste("コメントは必ず英語に訳して。")
    assert names_paste("Mi ha inviato le sue regole per i fornitori")
    assert not names_paste("Here are my rules")
