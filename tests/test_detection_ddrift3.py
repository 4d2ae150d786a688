"""ddrift3: a particle inside a CJK probe, comparative length limits, German noun inflection in the name-swap test."""
from memlock_core.compliance.reply_rule import parse_reply_rule
from memlock_core.detection.probes import probe_found
from memlock_core.detection.rule_identity import same_rule


def _length(text: str) -> list[tuple[str, int | None, str]]:
    return [(c.value, c.limit, c.bound) for c in parse_reply_rule(text).clauses if c.object == "length"]


def test_cjk_bigram_found_across_an_inserted_particle() -> None:
    assert probe_found("价格", "价都格")  # one function character between the two
    assert probe_found("日志", "日的志")
    assert probe_found("記録", "記の録")


def test_cjk_bigram_gap_is_only_particles_and_short() -> None:
    assert not probe_found("价格", "价值格")  # a content character: another word
    assert not probe_found("价格", "价 格")  # a space ends the gap
    assert not probe_found("价格", "价的的的格")  # more than two particles


def test_comparative_length_limits_in_several_languages() -> None:
    assert _length("Replies shorter than 60 words.") == [("words", 60, "max")]
    assert _length("Antworten bitte kürzer als 40 Wörter.") == [("words", 40, "max")]
    assert _length("Des réponses plus courtes que 30 mots.") == [("words", 30, "max")]
    assert _length("Respuestas más cortas que 20 palabras.") == [("words", 20, "max")]


def test_comparative_restates_the_same_limit_only() -> None:
    assert same_rule("Keep replies under 60 words.", "From now on: replies shorter than 60 words.")
    assert not same_rule("Keep replies under 60 words.", "From now on: replies shorter than 90 words.")
    assert same_rule("Halte Antworten unter 40 Wörtern.", "Nochmal: Antworten kürzer als 40 Wörter.")
    assert not same_rule("Halte Antworten unter 40 Wörtern.", "Nochmal: Antworten kürzer als 50 Wörter.")
    assert not same_rule("Halte Antworten unter 40 Wörtern.", "Nochmal: Antworten kürzer als 40 Zeilen.")


def test_german_inflected_noun_is_no_swapped_name() -> None:
    # "Sätzen" / "Sätze" is one noun in two cases; "Deutsch" / "Englisch" are two names
    assert same_rule("Halte Antworten unter 5 Sätzen.", "Bitte: Antworten kürzer als 5 Sätze.")
    assert not same_rule("Antworte immer auf Deutsch.", "Antworte immer auf Englisch.")


def test_korean_reply_named_first_then_a_request() -> None:
    assert same_rule("영어로 대답해 주세요.", "참고로, 대답은 늘 영어로 부탁드려요.")
    assert not same_rule("영어로 대답해 주세요.", "참고로, 대답은 늘 일본어로 부탁드려요.")


def test_korean_not_this_speech_but_that() -> None:
    assert same_rule("존댓말로 대답해 주세요.", "이제부터 반말 말고 존댓말로 답해 주세요.")
    assert not same_rule("존댓말로 대답해 주세요.", "이제부터 존댓말 말고 반말로 답해 주세요.")


def test_consent_restated_with_an_indefinite_article() -> None:
    from memlock_core.detection.rule_identity import same_consent

    pin_it = "Non spostare cartelle senza chiedermelo."
    assert same_consent(pin_it, "Ricorda: prima di spostare una cartella chiedimelo.")
    assert not same_consent(pin_it, "Ricorda: prima di spostare più di una cartella chiedimelo.")
    assert not same_consent(pin_it, "Ricorda: prima di spostare 3 cartelle chiedimelo.")
    pin_de = "Lösche keine Tabellen ohne meine Zustimmung."
    assert same_consent(pin_de, "Bevor du eine Tabelle löschst, frag mich.")
    assert not same_consent(pin_de, "Bevor du mehr als eine Tabelle löschst, frag mich.")
