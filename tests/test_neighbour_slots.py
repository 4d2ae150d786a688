"""A neighbour that fills one slot of the pin's rule otherwise (slots.py, issue 22): another day, a condition of
its own, a one-off request, another code name, another quantity, a scope of its own, a permission, or in a script
without spaces one run of characters swapped. Each is another rule; a restatement is not. Sentences written for
this test, in several languages."""
from __future__ import annotations

import pytest

from memlock_core.detection.neighbour import neighbour_rule
from memlock_core.detection.rule_identity import different_rule, same_rule, says_other
from memlock_core.detection.slots import (
    days,
    names,
    narrowed_scope,
    one_off,
    own_condition,
    permission_for_obligation,
    slot_differs,
    swapped_unspaced,
)

NEIGHBOURS = [
    # occasion: a request for this turn only
    ("Always reply with a numbered list.", "Only for this reply, give me a numbered list of the options."),
    ("Réponds toujours avec une liste numérotée.", "Cette fois, fais-moi une liste numérotée."),
    ("Antworte immer mit einer nummerierten Liste.", "Nur für diese Antwort bitte eine nummerierte Liste."),
    ("Responde siempre con una lista numerada.", "Solo para esta respuesta, usa una lista numerada."),
    ("常に番号付きリストで答えてください。", "今回だけ番号付きリストで答えてください。"),
    ("总是用编号列表回答。", "这次用编号列表回答。"),
    # condition: "if / when" about the user
    ("Always write to me in Italian.", "Write to me in Italian if I open the message in Italian."),
    ("Écris-moi toujours en italien.", "Écris-moi en italien quand je t'écris en italien."),
    ("Schreib mir immer auf Italienisch.", "Schreib mir auf Italienisch, falls ich Italienisch schreibe."),
    # day: another weekday or the weekend
    ("Never restart the cluster on Mondays.", "Never restart the cluster during the holidays."),
    ("Ne redémarre jamais le cluster le lundi.", "Ne redémarre jamais le cluster le mardi."),
    ("Starte den Cluster nie montags neu.", "Starte den Cluster nie am Wochenende neu."),
    ("月曜日にはクラスタを再起動しないでください。", "祝日にはクラスタを再起動しないでください。"),
    ("월요일에는 클러스터를 재시작하지 마세요.", "명절에는 클러스터를 재시작하지 마세요."),
    ("周一不要重启集群。", "春节期间不要重启集群。"),
    # name: a branch or path swapped inside a non-Latin sentence
    ("develop ブランチに直接コミットしないでください。", "release ブランチに直接コミットしないでください。"),
    ("Не коммить напрямую в develop.", "Не коммить напрямую в release."),
    ("Never edit `config/prod.yaml` by hand.", "Never edit `config/dev.yaml` by hand."),
    # quantity: the pin's number gone
    ("Round prices to three decimals.", "Round prices to whole numbers, no decimals."),
    ("Arrondis les prix à trois décimales.", "Arrondis les prix sans décimales."),
    # scope: a place of its own, set off by commas
    ("Use British spelling.", "In the press release, use British spelling."),
    ("Usa siempre ortografía británica.", "En el contrato, usa ortografía británica."),
    ("Tutoie-moi toujours.", "Dans la lettre au propriétaire, tutoie-le."),
    # permission for an obligation
    ("Always add type hints.", "You may add type hints where it helps."),
    ("Füge immer Typannotationen hinzu.", "Du darfst Typannotationen hinzufügen."),
    ("Всегда добавляй аннотации типов.", "Можно добавлять аннотации типов."),
    # a hedge loosens the rule (hedge.py): "if possible" is a weaker neighbour, not the pin (issue 22, dev13)
    ("Always add type hints.", "If possible, always add type hints."),
]

SAME = [
    ("Always reply with a numbered list.", "Please always reply with a numbered list."),
    ("Réponds toujours en italien.", "Tes réponses, toujours en italien s'il te plaît."),
    ("Never restart the cluster on Mondays.", "Don't restart the cluster on a Monday."),
    ("Ne redémarre jamais le cluster le lundi.", "Jamais de redémarrage du cluster le lundi."),
    ("Не перезапускай кластер по понедельникам.", "Никогда не перезапускай кластер в понедельник."),
    ("月曜日にはクラスタを再起動しないでください。", "月曜日にはクラスタを再起動しないでください。"),
    ("Round prices to three decimals.", "Prices: 3 decimals."),
    ("Use British spelling.", "In every answer, use British spelling."),
    ("Use snake_case for Python variables.", "When you name Python variables, use snake_case."),
    ("Never push directly to main.", "Никогда не пушь напрямую в main."),
]


@pytest.mark.parametrize(("pin", "unit"), NEIGHBOURS)
def test_one_slot_otherwise_is_another_rule(pin: str, unit: str) -> None:
    assert slot_differs(pin, unit)
    assert different_rule(pin, unit)
    assert not same_rule(pin, unit)


@pytest.mark.parametrize(("pin", "unit"), SAME)
def test_restatements_fill_every_slot_alike(pin: str, unit: str) -> None:
    assert not slot_differs(pin, unit)


def test_days_are_read_by_index_in_every_language() -> None:
    friday = {4}
    for text in ("no deploys on Friday", "pas le vendredi", "nicht am Freitag", "los viernes", "às sextas",
                 "di venerdì", "op vrijdag", "по пятницам", "金曜日", "周五", "星期五", "금요일"):
        assert days(text) == friday, text
    assert days("am Wochenende") == {7} and days("fin de semana") == {7} and days("週末") == {7}
    assert days("a second option, the fifth item") == frozenset()


def test_names_in_a_non_latin_sentence_are_latin_words() -> None:
    assert names("main 브랜치에 푸시하지 마세요") == {"main"}
    assert names("Never push to main.") == frozenset()  # a Latin sentence: only code-shaped tokens
    assert names("Don't touch src/app.py") == {"src/app.py"}


def test_one_off_needs_a_demonstrative_pointing_at_this_turn() -> None:
    assert one_off("Just this once, skip the tests.") and one_off("Diesmal ohne Tests.") and one_off("이번만 테스트 생략")
    assert not one_off("Always skip the slow tests.") and not one_off("From now on skip the slow tests.")


def test_conditions_are_the_users_or_real_ifs() -> None:
    assert own_condition("Answer in Dutch.", "Answer in Dutch when I write Dutch.")
    assert own_condition("Answer in Dutch.", "Answer in Dutch if the ticket is from Ghent.")
    assert not own_condition("Answer in Dutch.", "Answer in Dutch if possible.")
    assert not own_condition("Use tabs in Go code.", "When you write Go code, use tabs.")


def test_permission_is_not_read_under_a_negation() -> None:
    assert not permission_for_obligation("Never use emoji.", "You can't use emoji.")
    assert not permission_for_obligation("不要用表情符号。", "不可以用表情符号。")
    assert permission_for_obligation("Use emoji.", "You can use emoji.")


def test_unspaced_swap_needs_the_frame_kept() -> None:
    assert swapped_unspaced("주말에는 운영 서버를 재시작하지 마세요.", "야간에는 운영 서버를 재시작하지 마세요.")
    assert not swapped_unspaced("주말에는 운영 서버를 재시작하지 마세요.", "주말 재시작 금지.")
    # a paraphrase that words the rule anew keeps too little of the pin's frame
    assert not swapped_unspaced("見出しは必ず太字で書いてください。", "記事の本文を書いてください。")


def test_a_shortened_unit_may_leave_a_slot_out_but_not_fill_it_otherwise() -> None:
    assert not slot_differs("Never deploy on Fridays.", "no deploys", shorter=True)
    assert slot_differs("Never deploy on Fridays.", "no deploys on Mondays", shorter=True)
    assert says_other("Never deploy on Fridays.", "no deploys on Mondays")


def test_a_reason_holding_the_pins_word_does_not_hide_a_swap() -> None:
    assert neighbour_rule("Format Go code with gofmt.", "Format Go code with gofumpt, we stopped using gofmt.")


def test_a_day_of_another_clause_belongs_to_another_rule() -> None:
    assert not slot_differs("Don't book meetings before 9 a.m.", "Don't book meetings before 9 a.m., and keep Friday free.")
    assert slot_differs("Don't book meetings before 9 a.m.", "Don't book meetings before 9 a.m. on Fridays.")
    assert not slot_differs("Ne fusionne jamais en production le lundi.", "Ne fusionne jamais en production le lundi.")


def test_whenever_you_is_no_condition_of_the_user() -> None:
    assert not own_condition("Always number the steps.", "Whenever you give me steps, number them.")
    assert own_condition("Antworte auf Spanisch.", "Antworte auf Spanisch, wenn ich Spanisch schreibe.")


def test_a_synonym_beside_a_softener_is_no_swap() -> None:
    assert not neighbour_rule("Use 12-hour time.", "12-hour clock, please.")
    assert not neighbour_rule("Formatea el código Go con gofmt.", "Formatea el código Go con gofmt, por favor.")
    assert neighbour_rule("Formatea el código Go con gofmt.", "Formatea el código Go con gofumpt, ya no usamos gofmt.")


def test_unspaced_swap_anywhere_but_not_of_the_reply_word() -> None:
    assert swapped_unspaced("画像を圧縮する前に必ず確認してください。", "画像を削除する前に必ず確認してください。")
    assert not swapped_unspaced("回答は韓国語でお願いします。", "韓国語で返事してください。")
    assert not swapped_unspaced("回复一律用繁体中文。", "答复都用繁体中文，谢谢。")


@pytest.mark.parametrize("pin, unit, narrower", [
    ("Use metric units in every answer.", "Use metric units in the packing list only; elsewhere miles are fine.", True),
    ("Schreib alle Beträge in Euro.", "Schreib die Beträge nur im Angebot in Euro.", True),
    ("Réponds toujours en français.", "Réponds en français seulement dans le résumé final.", True),
    ("Keep answers under 100 words.", "Keep answers under 100 words, please.", False),
    ("Answer in French only.", "Answer in French only, as before.", False),  # the pin's own "only" is no narrowing
])
def test_a_place_the_unit_keeps_the_rule_to_is_a_narrower_rule(pin: str, unit: str, narrower: bool) -> None:
    assert narrowed_scope(pin, unit) is narrower
