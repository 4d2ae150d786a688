"""Drift detection, keyword mode (round 9): a live user sentence outside the mood gate that the rule model parses as
exactly the pin's check (parsed_restatement.py), a bare reply-language restatement, an emoticon ban that implies the
emoji ban (implied_parts.py), "only" on the pin's language named in another language. Sentences written for this
test in English, French, German, Spanish and Japanese (and a few more), with statements and neighbour rules that
must leave the pin drifted."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.exclusive import exclusive_on_pin
from memlock_core.detection.implied_parts import with_implied
from memlock_core.detection.parsed_restatement import addressed, states
from memlock_core.detection.rule_identity import same_rule
from memlock_core.detection.settings import AuditSettings

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _alive(pin: str, said: str) -> bool:
    messages = [SYSTEM, summary_message("we worked on the quarterly newsletter"), *chat(2),
                {"role": "user", "content": said}, {"role": "assistant", "content": "Sure."},
                {"role": "user", "content": "Next part."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


RESTATED = [
    ("Always answer in German.", "Ab sofort bitte nur noch auf Deutsch mit mir."),
    ("Always answer in German.", "Bitte weiterhin alles auf Deutsch, ja?"),
    ("Always answer in German.", "Antworte mir künftig bitte nur noch auf Deutsch."),
    ("Réponds toujours en français.", "Désormais, tout en français avec moi, s'il te plaît."),
    ("Responde siempre en español.", "A partir de ahora, todo en español conmigo, por favor."),
    ("Always answer in Dutch.", "Gewoon Nederlands met me blijven praten, ook als ik Engels typ."),
    ("Rispondi sempre in italiano.", "Continua a parlarmi in italiano, per favore."),
    ("日本語で答えてください。", "これからも日本語でお願いします。"),
    ("Don't use emojis in any reply.", "Please, no smileys in what you send me."),
    ("N'utilise jamais d'emojis.", "Pas de smileys dans tes réponses, s'il te plaît."),
    ("Verwende keine Emojis.", "Keine Smileys in deinen Antworten, bitte."),
    ("絵文字は使わないでください。", "顔文字も使わないでね。"),
    # a verbless rule with a confirmation tag asks the listener to agree: it is said to the assistant
    ("Always give amounts in euros.", "Amounts in euros, okay?"),
    # (round 11a: "Los importes, siempre en euros, ¿eh?", "Les montants, toujours en euros, hein ?", "Beträge immer in
    # Euro, oder?" are read by the mood gate now, a verbless phrase put for agreement (verbless_rule.py): alive)
]


GATE_FREE = [
    ("Always answer in German.", "Ab sofort bitte nur noch auf Deutsch mit mir."),
    ("Always answer in German.", "Bitte weiterhin alles auf Deutsch, ja?"),
    ("Réponds toujours en français.", "Désormais, tout en français avec moi, s'il te plaît."),
    ("Responde siempre en español.", "A partir de ahora, todo en español conmigo, por favor."),
    ("Always answer in Dutch.", "Gewoon Nederlands met me blijven praten, ook als ik Engels typ."),
    ("Rispondi sempre in italiano.", "Continua a parlarmi in italiano, per favore."),
    ("Always give amounts in euros.", "Amounts in euros, okay?"),
    # (round 11a: "Los importes, siempre en euros, ¿eh?", "Les montants, toujours en euros, hein ?", "Beträge immer in
    # Euro, oder?" are read by the mood gate now, a verbless phrase put for agreement (verbless_rule.py): alive)
]


@pytest.mark.parametrize(("pin", "said"), [r for r in RESTATED if r not in GATE_FREE])
def test_the_user_saying_the_rule_again_keeps_it_alive(pin: str, said: str) -> None:
    assert _alive(pin, said)


@pytest.mark.parametrize(("pin", "said"), GATE_FREE)
def test_a_restatement_outside_the_mood_gate_is_still_reinjected(pin: str, said: str) -> None:
    """Recall first: a sentence the mood gate does not read as a rule does not keep a pin alive, however its
    parse reads (the gate-free path was withdrawn: on a fresh author's set it kept no alive rule alive and took
    one statement for a lost rule). An extra reminder is cheap; a lost rule is not."""
    assert not _alive(pin, said)


STILL_DRIFTED = [
    # statements about someone else, in the pin's words
    ("Always answer in German.", "Mein Kollege antwortet immer nur auf Deutsch."),
    ("Always answer in German.", "Our support team always answers in German, please note."),
    ("Always answer in German.", "The hotline always replied in German, thanks for asking."),
    ("Réponds toujours en français.", "Le support répond toujours en français, tu sais."),
    ("Responde siempre en español.", "Mi jefa siempre responde en español, por favor tenlo en cuenta."),
    ("Don't use emojis in any reply.", "My boss never uses smileys in his replies to me."),
    ("絵文字は使わないでください。", "部長はいつも絵文字を使いません。"),
    # a condition and a tag: a remark about what follows, not a rule
    ("Gib Beträge immer in Euro an.", "Wenn du Beträge in Euro angibst, wird alles klarer, oder?"),
    ("Always give amounts in euros.", "If you give amounts in euros, it reads better, right?"),
    ("Always use tabs for indentation.", "gofmt always uses tabs for indentation, right?"),
    # neighbour rules: another value, another object, a task
    ("Always answer in French.", "Please, Spanish from now on."),
    ("Always answer in French.", "Keep it in Spanish with me, please."),
    ("Always answer in French.", "Translate everything into French from now on, please."),
    ("Always answer in French.", "From now on, the commit messages in French, please."),
    ("Keep every answer under 150 words.", "Please keep your answers under 100 words from now on."),
    ("Verwende keine Emojis.", "Bitte ab jetzt höchstens ein Emoji pro Antwort."),
    # a plain emoji ban does not say the emoticon part
    ("No emoticons like :-) in any reply.", "Please, no emojis in what you send me."),
]


@pytest.mark.parametrize(("pin", "said"), STILL_DRIFTED)
def test_statements_and_neighbours_leave_the_pin_drifted(pin: str, said: str) -> None:
    assert not _alive(pin, said)


@pytest.mark.parametrize("sentence", [
    "Le support répond toujours en français.", "Der Kunde antwortet immer auf Deutsch.",
    "La jefa de tienda trata siempre de usted a los clientes.", "gofmt always uses tabs for indentation.",
    "The API returns all timestamps in UTC.", "Mi hermano siempre escribe en inglés.",
    "Every reply in that thread was under 150 words.",
])
def test_statements_are_read_as_statements(sentence: str) -> None:
    assert states(sentence)


@pytest.mark.parametrize("sentence", [
    "Please, bullet points from now on.", "Désormais, tout en français avec moi.", "Bitte nur noch auf Deutsch.",
    "De ahora en adelante, todo en español.", "これからも日本語でお願いします。",
])
def test_requests_are_neither_statements_nor_unaddressed(sentence: str) -> None:
    assert addressed(sentence) and not states(sentence)




def test_only_on_the_pins_language_named_in_another_language() -> None:
    assert exclusive_on_pin("Always answer in German.", "Antworte bitte nur noch auf Deutsch.") == {"nur"}
    assert exclusive_on_pin("Réponds toujours en anglais.", "Answer only in English.") == {"only"}
    assert same_rule("Always answer in German.", "Antworte mir ab jetzt bitte nur noch auf Deutsch.")
    # "only" on something else narrows the rule
    assert not exclusive_on_pin("Always answer in German.", "Nur in E-Mails auf Deutsch antworten.")


def test_an_emoticon_ban_implies_the_emoji_ban_not_the_reverse() -> None:
    ban = ("reply", "emoji", "must_not", "emoticons", "", "", "")
    assert ("reply", "emoji", "must_not", "", "", "", "") in with_implied({ban})
    plain = ("reply", "emoji", "must_not", "", "", "", "")
    assert with_implied({plain}) == {plain}


OWN_LISTS = [
    ("Always answer in German.", "Meine Regeln für diesen Chat:\n- auf Deutsch\n- kurze Sätze\n- keine Tabellen", True),
    ("Réponds toujours en français.", "Mes règles pour la suite :\n- en français\n- phrases courtes\n- pas de tableaux", True),
    ("Responde siempre en español.", "Mis reglas para este chat:\n- en español\n- frases cortas\n- sin tablas", True),
    ("日本語で答えてください。", "ルール：\n- 日本語で\n- 短い文\n- 表は使わない", True),
    ("Always answer in German.", "My rules for this chat:\n- in English\n- short sentences\n- no tables", False),
    ("Always answer in German.", "My rules for this chat:\n- commit messages in German\n- short sentences\n- no tables", False),
]


@pytest.mark.parametrize(("pin", "said", "alive"), OWN_LISTS)
def test_a_bare_language_item_of_the_users_own_list(pin: str, said: str, alive: bool) -> None:
    assert _alive(pin, said) is alive




@pytest.mark.parametrize(("text", "count"), [
    ("Tutéame siempre, que si no me siento viejo, ¿vale? Sigue con el informe, si no. ¿Qué falta?", 3),
    ("Rispondi in italiano, se no. Poi il resto.", 2),
    ("See item No. 5 in the list. Then go on.", 2),  # "No." before a number abbreviates it
])
def test_no_closing_a_sentence_is_no_abbreviation(text: str, count: int) -> None:
    from memlock_core.detection.sentence_units import raw_sentences

    assert len(raw_sentences(text)) == count
