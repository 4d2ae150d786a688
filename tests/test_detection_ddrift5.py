"""ddrift5: lost rules taken for alive. A hedged or optional restatement, another language variety, a rule split
between two values of its slot, and a question the user disowns as a request keep no pin alive (issue 22)."""
from memlock_core.detection.directive import reads_as_directive
from memlock_core.detection.disclaimed import disclaims_request
from memlock_core.detection.evidence import classify
from memlock_core.detection.hedge import hedged, optional, weakened
from memlock_core.detection.rule_identity import both_values, different_rule, same_rule, split_value
from memlock_core.detection.slots import slot_differs
from memlock_core.detection.variety import other_variety, varieties


# --- strength: hedged or optional -----------------------------------------------------------------------------------
def test_hedges_in_several_languages() -> None:
    for text in ("Add a changelog entry where possible.", "Ideally, lead with the summary.",
                 "Firma los correos si es posible.", "Usa tablas cuando sea posible.",
                 "Mets un résumé en tête si c'est possible.", "Signe tes mails de préférence.",
                 "Schreib die Tests möglichst mit pytest.", "Nutze wenn möglich Type Hints.",
                 "Metti i test se possibile.", "できれば敬語で書いてください。", "如果可能请用表格。", "가능하면 표로 정리해 주세요."):
        assert hedged(text), text


def test_a_superlative_is_no_hedge() -> None:
    for text in ("Keep the summary as brief as possible.", "Halte die Zusammenfassung möglichst knapp.",
                 "Haz el resumen lo más breve posible.", "Fais un résumé aussi court que possible."):
        assert not hedged(text), text


def test_optional_loosens_an_obligation_not_a_ban() -> None:
    assert optional("Docstrings are optional from now on.") and optional("Los tests son opcionales.")
    assert optional("Kommentare sind nicht nötig.") and optional("ドキュメントは任意です。")
    assert weakened("Always write docstrings.", "Docstrings are optional from now on.")
    assert weakened("Schreib immer Kommentare.", "Kommentare sind nicht nötig.")
    # what a ban bans may be "not needed" without loosening the ban
    assert not weakened("Never add emojis to replies.", "Drop the emojis in replies, they're not needed.")


def test_hedged_restatement_is_another_rule() -> None:
    assert not same_rule("Always answer in Spanish.", "Answer in Spanish if possible.")
    assert slot_differs("Réponds toujours en français.", "Réponds en français dans la mesure du possible.")
    assert slot_differs("Antworte immer auf Deutsch.", "Antworte möglichst auf Deutsch.")
    assert slot_differs("必ずテストを書いてください。", "テストはできれば書いてください。")
    assert not slot_differs("Answer in Spanish if possible.", "Please answer in Spanish where possible.")


# --- variety ------------------------------------------------------------------------------------------------------
def test_varieties_by_form() -> None:
    assert varieties("Escribe en español de Argentina.") == {"argen"}
    assert varieties("Write in Canadian French.") == {"canad"}
    assert varieties("Schreib auf Hochdeutsch.") == {"hoch"}
    assert varieties("Réponds en français canadien.") == {"canad"}
    assert varieties("Responda em português brasileiro.") == {"brasi"}
    assert not varieties("Write in Spanish from now on.")
    assert not varieties("Réponds en français de préférence.")


def test_another_variety_is_another_rule() -> None:
    assert other_variety("Escribe siempre en español.", "Escribe siempre en español de Argentina.")
    assert other_variety("Always write in French.", "Always write in Canadian French.")
    assert other_variety("Escribe en español de España.", "Escribe en español.")
    assert not other_variety("Escribe en español de España.", "Escribe en español.", shorter=True)
    assert not other_variety("Escribe siempre en español.", "Por favor, escribe en español.")


# --- one slot, two values -----------------------------------------------------------------------------------------
def test_two_languages_for_the_reply_split_the_rule() -> None:
    pin = "Always answer in German."
    unit = "Answer in English when we talk about invoices, otherwise in German."
    assert split_value(pin, unit) and different_rule(pin, unit) and not same_rule(pin, unit)
    assert not same_rule("Rispondi sempre in italiano.",
                         "Rispondi in francese quando prepari le slide, per il resto in italiano va bene.")
    # a language for an object of its own splits nothing: it parses as another object
    assert not split_value("Answer in Spanish.", "Answer in Spanish, but write code comments in English.")


def test_the_other_value_named_and_not_refused_splits_the_rule() -> None:
    pin = "Give distances in metric units."
    assert both_values(pin, "Metric units for the brochure; the US flyer keeps imperial.")
    assert not both_values(pin, "Metric units please, never imperial.")
    assert not both_values(pin, "Use metric units instead of imperial ones.")
    assert both_values("Indent with tabs.", "Tabs in Go files, spaces in the YAML.")
    assert not same_rule(pin, "Metric units for the brochure; the US flyer keeps imperial.")


# --- a question disowned as a request -----------------------------------------------------------------------------
def test_disclaimers_in_several_languages() -> None:
    for text in ("Will you keep doing that? Just curious.", "¿Lo harás así? Solo por curiosidad.",
                 "Tu vas continuer ? Simple curiosité, ce n'est pas une demande.", "Machst du das weiter? Nur aus Neugier.",
                 "続けますか？聞いてみただけです。", "Lo farai ancora? Solo per curiosità.", "你会继续吗？只是好奇。"):
        assert disclaims_request(text), text
    assert not disclaims_request("Could you always add a summary at the top?")


def test_a_disowned_question_is_no_evidence_but_the_imperative_stays() -> None:
    text = "Could you always lint each script before running it? Just wondering, no need to change anything."
    assert not classify(text)
    text = "Always lint each script before running it. Would you do that every time? Just curious."
    assert classify(text) == ("Always lint each script before running it.",)


def test_will_you_with_a_quantifier_asks_about_the_future() -> None:
    assert not reads_as_directive("Will you lint each script before running it, as you did on Monday?")
    assert reads_as_directive("Will you please lint each script before running it?")
    assert reads_as_directive("Will you always lint each script before running it?")
    assert reads_as_directive("Could you lint each script before running it?")


def test_an_attempt_is_a_hedge() -> None:
    assert weakened("Never merge on Sundays.", "Try not to merge on Sundays.")
    assert weakened("Responde siempre en catalán.", "Intenta responder en catalán.")
    assert weakened("Schreib immer Tests.", "Versuch, Tests zu schreiben.")
    assert not weakened("Try to keep replies short.", "Try to keep replies short, please.")


def test_another_language_named_beside_the_pins_splits_it() -> None:
    pin = "Always write in Dutch."
    assert split_value(pin, "Write in Dutch for the customers, in English for the dev team.")
    assert split_value("Escribe siempre en catalán.", "Escribe en catalán a los clientes, en inglés al equipo.")
    # refused, conceded or only talked about: the pin's language alone is asked for
    assert not split_value(pin, "Write in Dutch, not in English.")
    assert not split_value(pin, "Write in Dutch even when I paste English text.")
    assert not split_value(pin, "My notes are in English, but write in Dutch please.")
    assert not split_value("Écris toujours en néerlandais.", "Écris en néerlandais au lieu de l'anglais.")


def test_the_other_value_only_talked_about_splits_nothing() -> None:
    assert not both_values("Give weights in metric units.", "Weights in metric units please, I never learned imperial.")
    assert not both_values("Give weights in metric units.", "Metric units please; our old vendor was imperial.")


def test_a_page_of_its_own_scopes_the_rule() -> None:
    assert not same_rule("Keep answers under 120 words.", "Keep answers under 120 words on the help page.")
    assert not same_rule("Keep answers under 120 words.", "Keep answers under 120 words in the FAQ.")
