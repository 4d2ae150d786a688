"""One consent rule, said as a ban ("not without asking") or as "ask first" (consent_rule.py)."""
from memlock_core.detection.consent_rule import consent_rule, same_consent_rule
from memlock_core.detection.rule_identity import same_consent
from memlock_core.detection.shortened import says_less_of_the_same


def test_the_two_forms_are_one_rule_in_several_languages() -> None:
    assert same_consent_rule("Never drop a table without asking me.", "Ask me before you drop a table.")
    assert same_consent_rule("No reinicies el servidor sin preguntarme.", "Antes de reiniciar el servidor, pregúntame.")
    assert same_consent_rule("Ne modifie jamais la base sans demander.", "Rappel : demande avant de modifier la base.")
    assert same_consent_rule("Installiere keine Pakete ohne Rückfrage.", "Frag mich, bevor du Pakete installierst.")
    assert same_consent_rule("Non riavviare il server senza chiedermelo.", "Prima di riavviare il server chiedimelo.")
    assert same_consent_rule("Vraag toestemming voordat je tabellen leegmaakt.", "eerst toestemming voor tabellen leegmaken")


def test_a_permission_or_a_refused_consent_is_no_consent_rule() -> None:
    assert consent_rule("Restart the server without asking, it's fine.") is None  # no negation: a permission
    assert consent_rule("Riavvia pure il server senza chiedermelo.") is None
    assert consent_rule("Don't ask before restarting the server.") is None  # the opposite rule


def test_another_action_or_a_narrower_object_is_another_rule() -> None:
    pin = "Never drop a table without asking me."
    assert not same_consent_rule(pin, "Ask me before you rename a column.")
    assert not same_consent_rule(pin, "Ask me before you drop a table in staging.")
    assert not same_consent(pin, "Ask me before you drop two tables.")  # a quantity of its own


def test_a_frame_that_says_it_again_adds_no_object() -> None:
    pin = "Keine Emojis in Antworten."
    assert says_less_of_the_same(pin, ["keine", "emojis", "antworten"], "Keine Emojis in Antworten, wie gehabt.")
    assert says_less_of_the_same("Never use emojis.", ["emojis"], "As before: no emojis.")
