"""A unit that keeps a pin's rule to a place or a case of its own is another rule (slots.py, issue 22)."""
from memlock_core.detection.rule_identity import different_rule, same_rule
from memlock_core.detection.slots import other_scope, own_condition


def test_a_definite_place_narrows_a_pin_that_says_every_reply() -> None:
    pin = "Show prices in euros in every reply."
    assert other_scope(pin, "Show prices in euros in the invoice footer.")
    assert different_rule(pin, "Show prices in euros in the invoice footer.")
    assert not same_rule(pin, "Show prices in euros in the invoice footer.")
    assert other_scope("Mets les dates au format ISO dans toutes les réponses.",
                       "Mets les dates au format ISO dans le tableau récapitulatif.")
    assert other_scope("Nutze in jeder Antwort das metrische System.", "Nutze das metrische System in der Stückliste.")


def test_a_place_that_is_any_reply_or_an_idiom_is_no_narrowing() -> None:
    pin = "Show prices in euros in every reply."
    assert not other_scope(pin, "Show prices in euros in the replies, please.")
    assert not other_scope(pin, "Show prices in euros in this chat.")
    assert not other_scope("Fais des réponses de trois phrases dans toutes les réponses.",
                           "Trois phrases au plus dans chaque réponse.")


def test_a_pin_without_a_reach_is_restated_for_the_work_at_hand() -> None:
    # "in the itinerary" is where the rule is used now, not a narrower rule than one that names no place
    assert not other_scope("Give times in 24-hour format.", "Give times in 24-hour format in the itinerary.")


def test_when_clause_with_a_case_of_its_own_in_scripts_without_spaces() -> None:
    assert own_condition("いつも英語で返事してください。", "英語でメールを書いたときは英語で返事してください。")
    assert own_condition("总是用英文回答。", "我用英文写邮件的时候，用英文回答。")
    assert own_condition("항상 영어로 답해 주세요.", "영어로 메일을 쓸 때는 영어로 답해 주세요.")


def test_when_clause_about_the_reply_itself_is_no_condition() -> None:
    assert not own_condition("いつも英語で返事してください。", "返事するときは必ず英語でお願いします。")
    assert not own_condition("总是用英文回答。", "你回复我的时候一律用英文。")
    assert not own_condition("항상 영어로 답해 주세요.", "답할 때는 항상 영어로 해 주세요.")
