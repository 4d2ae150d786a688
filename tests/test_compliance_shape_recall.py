"""Recall of reply shape rules (length, list marker, heading case) in wordings of other languages: a one-unit
ceiling ("in nur einem Absatz", "一段落だけで"), list points counted ("maximaal 5 punten", "最多5项"), a
sentence limit in Chinese ("三句话以内") scoped to explanations, a dash marker named by quoting it in CJK, and
sentence case asked as "only the first letter capital"."""
from __future__ import annotations

import pytest

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED
from tests.compliance_judge import judge, proposed_reply_check

_TWO_PARAGRAPHS = "The first block says one thing.\n\nThe second block says another."
_ONE_PARAGRAPH = "Only this block, and it says everything in one go."


@pytest.mark.parametrize("rule", [
    "Antworte bitte in nur einem Absatz.",
    "Antwoord in één alinea.",
    "Rispondi in un solo paragrafo.",
    "Responda num só parágrafo.",
    "Odpowiadaj w jednym akapicie.",
    "回答は一段落だけにしてください。",
    "请只用一段话回答。",
    "한 문단으로만 답해 주세요.",
])
def test_one_paragraph_ceiling_in_other_languages(rule: str) -> None:
    assert judge(rule, _TWO_PARAGRAPHS)[0] == BROKEN
    assert judge(rule, _ONE_PARAGRAPH)[0] == OBEYED


@pytest.mark.parametrize("rule", ["Beantworte alles in nur einem Satz.", "用一句话回答。", "Réponds en une seule phrase."])
def test_one_sentence_ceiling(rule: str) -> None:
    assert judge(rule, "It works. It is fast.")[0] == BROKEN
    assert judge(rule, "It works and it is fast.")[0] == OBEYED


def test_an_article_alone_is_no_ceiling() -> None:
    # "begin met een zin": start with a sentence, no limit on the reply
    check = proposed_reply_check("Begin elk antwoord met een zin over het doel.")
    assert check is None or not check.get("max_sentences")


_SEVEN = "\n".join(f"- option {i}" for i in range(1, 8))
_FOUR = "\n".join(f"- option {i}" for i in range(1, 5))


@pytest.mark.parametrize("rule", ["Lijsten hooguit 5 punten.", "Listen maximal 5 Punkte.", "Elenchi al massimo 5 punti.",
                                  "列表最多5项。", "Listas de máximo 5 puntos."])
def test_list_points_are_items(rule: str) -> None:
    assert judge(rule, _SEVEN)[0] == BROKEN
    assert judge(rule, _FOUR)[0] == OBEYED


def test_chinese_sentence_limit_scoped_to_explanations() -> None:
    rule = "解释概念的时候，不要超过两句话。"
    long = "缓存是一种存储。它保存常用数据。它让访问更快。"
    assert judge(rule, long, user="为什么要用缓存？")[0] == BROKEN
    assert judge(rule, "缓存保存常用数据。它让访问更快。", user="为什么要用缓存？")[0] == OBEYED
    assert judge(rule, long, user="帮我写一个函数")[0] == NOT_APPLICABLE
    assert judge("回答控制在两句话以内。", long)[0] == BROKEN


_STARS = "Choices:\n\n* red\n* green"


@pytest.mark.parametrize("rule", ["列表项用「-」开头，别用「*」。", "箇条書きは「-」で書いて、「*」は使わないでください。",
                                  "Gebruik streepjes in opsommingen.", "Listy tylko z myślnikami."])
def test_dash_marker_named_in_other_languages(rule: str) -> None:
    assert judge(rule, _STARS)[0] == BROKEN
    assert judge(rule, _STARS.replace("*", "-"))[0] == OBEYED


@pytest.mark.parametrize("rule", [
    "Nagłówki piszemy tak: tylko pierwsza litera wielka.",
    "Koppen: alleen de eerste letter een hoofdletter.",
    "Titoli con solo la prima lettera maiuscola.",
    "Section titles: capitalise only the first word.",
    "Überschriften: der Rest klein, bitte.",
])
def test_sentence_case_asked_as_only_the_first_capital(rule: str) -> None:
    reply = "## Setting Up The Server\n\nText.\n\n## Running It\n\nText."
    assert judge(rule, reply)[0] == BROKEN
    assert judge(rule, reply.replace("Setting Up The Server", "Setting up the server").replace("Running It", "Running it"))[0] == OBEYED


@pytest.mark.parametrize("rule", ["For how-to steps use numbers, not bullets.",
                                  "Pour les procédures, des listes numérotées, jamais de puces."])
def test_a_bullet_nested_under_a_step_is_a_bullet_in_the_steps(rule: str) -> None:
    nested = "1. Open the panel.\n2. Pick the account.\n   - admins see two accounts\n3. Save."
    apart = "1. Open the panel.\n2. Pick the account.\n3. Save.\n\nGood to know:\n\n- admins see two accounts"
    user = "How do I change the account?"
    assert judge(rule, nested, user=user)[0] == BROKEN
    assert judge(rule, apart, user=user)[0] != BROKEN


def test_nested_literals_under_a_step_are_its_content() -> None:
    rule = "For how-to steps use numbers, not bullets."
    reply = "1. Open the config file.\n2. Make the list read:\n   - `alpha`\n   - `beta`\n3. Restart the service."
    assert judge(rule, reply, user="How do I set the list in the config?")[0] != BROKEN


def test_chinese_pair_refuses_the_word_written_after() -> None:
    rule = "请写'数据库'，不要写成'資料庫'。"
    assert proposed_reply_check(rule) == {"no_words": ["資料庫"]}
    assert judge(rule, "先备份資料庫再升级。")[0] == BROKEN
    assert judge(rule, "先备份数据库再升级。")[0] == OBEYED
    assert proposed_reply_check("请用“视频”而不是“影片”。") == {"no_words": ["影片"]}


def test_japanese_pair_refuses_the_word_written_before() -> None:
    rule = "「ユーザ」ではなく「ユーザー」と書いてください。"
    assert judge(rule, "ユーザの設定を開きます。")[0] == BROKEN
    assert judge(rule, "ユーザーの設定を開きます。")[0] == OBEYED


@pytest.mark.parametrize("rule", ["No emoji in emails or docs.", "Nada de emojis en correos o documentos formales.",
                                  "Keine Emojis in E-Mails oder Berichten."])
def test_emoji_ban_scoped_to_mails_and_documents(rule: str) -> None:
    reply = "Here it is 🚀: the rollout went fine and the team is happy."
    assert judge(rule, reply, user="Write the weekly status report for the team.")[0] == BROKEN
    assert judge(rule, reply, user="Schreib den Wochenbericht.")[0] == BROKEN
    assert judge(rule, reply, user="Redacta el informe trimestral.")[0] == BROKEN
    assert judge(rule, reply, user="Draft an email to the landlord.")[0] == BROKEN
    assert judge(rule, reply, user="What is the tallest mountain?")[0] == NOT_APPLICABLE


@pytest.mark.parametrize("rule", ["Emoji are fine when we chat, but not in anything I paste into Slack/email/docs.",
                                  "Pas d'emoji dans ce que je colle dans un mail ou une doc."])
def test_emoji_ban_on_what_the_user_pastes_elsewhere(rule: str) -> None:
    reply = "Deploys run on Fridays 🚀 and the on-call person watches the dashboards."
    assert judge(rule, reply, user="Write a short doc section about our deploy schedule.")[0] == BROKEN
    assert judge(rule, reply, user="Écris un mail à l'équipe sur les déploiements.")[0] == BROKEN
    assert judge(rule, reply, user="lol what day do we deploy?")[0] == NOT_APPLICABLE


@pytest.mark.parametrize("rule", ["Respuestas de una sola línea cuando te pregunto por un comando.",
                                  "Réponds en une seule ligne quand je te demande une commande."])
def test_one_line_limit_for_command_requests_only(rule: str) -> None:
    reply = "Prueba esto:\ndf -h\ny revisa la columna Use%."
    assert judge(rule, reply, user="¿Qué comando muestra el espacio libre? / Quelle commande ?")[0] == BROKEN
    assert judge(rule, reply, user="¿Por qué se llena el disco?")[0] == NOT_APPLICABLE


def test_french_capitals_keep_their_accent() -> None:
    rule = "Garde les majuscules accentuées, s'il te plaît."
    assert judge(rule, "Etape suivante : relancer le service. A partir de là, tout fonctionne.")[0] == BROKEN
    assert judge(rule, "Étape suivante : relancer le service. À partir de là, tout fonctionne.")[0] == OBEYED
    assert judge(rule, "Le plan A suffit : on va de A à Z sans détour, et ça fonctionne bien.")[0] == OBEYED
    assert proposed_reply_check("Mets des accents partout.") is None or "no_words" not in (
        proposed_reply_check("Mets des accents partout.") or {})
