"""Drift detection, keyword mode (round 9b): a pin the rule model does not parse, echoed by the user in the pin's own
words without a verb (unparsed_echo.py), and a shortened list item weighed without the pin's negation word and its
verb "use" (shortened.py). Sentences written for this test in English, French, German, Spanish, Dutch and Japanese,
with statements, neighbour rules and quoted material that must leave the pin drifted."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.probes import derive_probes
from memlock_core.detection.settings import AuditSettings
from memlock_core.detection.shortened import says_less_of_the_same
from memlock_core.detection.unparsed_echo import echoes_unparsed

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _alive(pin: str, said: str) -> bool:
    messages = [SYSTEM, summary_message("we worked on the parish newsletter"), *chat(2),
                {"role": "user", "content": said}, {"role": "assistant", "content": "Noted."},
                {"role": "user", "content": "Carry on with the next section."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


ECHOED = [
    ("Never paste customer phone numbers into tickets.", "Quick one: no customer phone numbers in tickets."),
    ("Ne cite jamais le montant des salaires.", "Petit rappel : pas de montant des salaires."),
    ("Nenne niemals die Namen der Patienten.", "Nochmal: keine Namen der Patienten."),
    ("Nunca menciones el sueldo de los empleados.", "Otra cosa: nada de sueldo de los empleados."),
    ("Gebruik nooit jargon in de nieuwsbrief.", "Nog even: geen jargon in de nieuwsbrief."),
]


@pytest.mark.parametrize(("pin", "said"), ECHOED)
def test_an_unparsed_pin_echoed_in_its_own_words_stays_alive(pin: str, said: str) -> None:
    assert _alive(pin, said)


STILL_DRIFTED = [
    # a neighbour: the same ban on another object or in another place brings a word of its own
    ("Never paste customer phone numbers into tickets.", "Quick one: no customer phone numbers in emails."),
    ("Gebruik nooit jargon in de nieuwsbrief.", "Nog even: geen jargon in de notulen."),
    ("Ne cite jamais le montant des salaires.", "Petit rappel : pas de montant des primes."),
    # the other polarity
    ("Nunca menciones el sueldo de los empleados.", "Otra cosa: el sueldo de los empleados."),
    # statements about someone, in the pin's words
    ("Nenne niemals die Namen der Patienten.", "Der Arzt nannte keine Namen der Patienten."),
    ("Never paste customer phone numbers into tickets.", "Support never pasted customer phone numbers into tickets."),
    ("Nunca menciones el sueldo de los empleados.", "Nadie menciona el sueldo de los empleados."),
    # quoted or someone else's words
    ("Gebruik nooit jargon in de nieuwsbrief.", "Mijn baas zegt: geen jargon in de nieuwsbrief."),
    ("Ne cite jamais le montant des salaires.", "« Pas de montant des salaires. »"),
    # a question
    ("Never paste customer phone numbers into tickets.", "No customer phone numbers in tickets?"),
]


@pytest.mark.parametrize(("pin", "said"), STILL_DRIFTED)
def test_look_alikes_leave_the_unparsed_pin_drifted(pin: str, said: str) -> None:
    assert not _alive(pin, said)


def test_a_verb_in_another_person_is_no_echo() -> None:
    pin = "Nunca despliegues los viernes."  # a pin the rule model parses is judged by its parse: no echo either
    assert not echoes_unparsed(pin, tuple(derive_probes(pin)), "Nunca desplegamos los viernes.")


SHORTENED_ITEMS = [
    ("Gebruik nooit emoji in de rapporten.", "geen emoji"),
    ("Ne mentionne jamais le nom des clients.", "pas de noms de clients"),
    ("Verwende niemals Abkürzungen in Protokollen.", "keine Abkürzungen"),
    ("Never use acronyms in the minutes.", "no acronyms"),
    ("No uses nunca siglas en las actas.", "nada de siglas"),
]


@pytest.mark.parametrize(("pin", "item"), SHORTENED_ITEMS)
def test_a_list_item_that_keeps_only_the_banned_object_says_less_of_the_same(pin: str, item: str) -> None:
    assert says_less_of_the_same(pin, derive_probes(pin), item)


@pytest.mark.parametrize(("pin", "item"), [
    ("Gebruik nooit emoji in de rapporten.", "emoji"),  # the other polarity
    ("Ne mentionne jamais le nom des clients.", "pas de noms de fournisseurs"),  # another object
    ("Verwende niemals Abkürzungen in Protokollen.", "keine Abkürzungen in E-Mails"),  # another place
    ("Never use acronyms in the minutes.", "no jokes"),
])
def test_list_items_that_say_another_rule_do_not(pin: str, item: str) -> None:
    assert not says_less_of_the_same(pin, derive_probes(pin), item)


def test_japanese_pin_is_left_to_the_character_comparison() -> None:
    pin = "議事録では略語を使わないでください。"
    assert not echoes_unparsed(pin, tuple(derive_probes(pin)), "彼は略語を使わなかった。")


CONTRAST = [
    ("Never force-push to main.", "Rewriting history looks neat, but never force-push to main."),
    ("Ne cite jamais le montant des salaires.", "Je sais que c'est public, mais pas de montant des salaires."),
    ("Nenne niemals die Namen der Patienten.", "Das ist verständlich, aber keine Namen der Patienten."),
    ("Gebruik nooit jargon in de nieuwsbrief.", "Het is verleidelijk, maar geen jargon in de nieuwsbrief."),
    ("Nunca menciones el sueldo de los empleados.", "Ya sé que es curioso, pero nada de sueldo de los empleados."),
]


@pytest.mark.parametrize(("pin", "said"), CONTRAST)
def test_a_ban_after_a_contrast_keeps_the_pin_alive(pin: str, said: str) -> None:
    assert _alive(pin, said)


@pytest.mark.parametrize(("pin", "said"), [
    ("Never force-push to main.", "He cleans up the history, but never force-pushes to main."),
    ("Never force-push to main.", "Rewriting history looks neat, but never force-push to staging."),
    ("Gebruik nooit jargon in de nieuwsbrief.", "Mijn baas zegt het vaak, maar geen jargon in de notulen."),
    ("Nunca menciones el sueldo de los empleados.", "Es curioso, pero el sueldo de los empleados."),
])
def test_a_contrast_clause_with_another_rule_or_a_subject_leaves_it_drifted(pin: str, said: str) -> None:
    assert not _alive(pin, said)


def _items(text: str) -> list[str]:
    from memlock_core.detection.tagged_list import tagged_items
    return tagged_items(text.splitlines(), lambda h: "old" in h.lower() or "'s" in h, lambda i: i.endswith("?"))


@pytest.mark.parametrize(("text", "item"), [
    ("[length] at most 120 words\n[tone] friendly\n[scope] support mails only", "at most 120 words"),
    ("(langue) réponses en français\n(ton) vouvoiement", "vouvoiement"),
    ("[Format] Stichpunkte\n[Sprache] Deutsch", "Stichpunkte"),
    ("[estilo] frases cortas\n[idioma] español", "frases cortas"),
    ("[形式] 箇条書き\n[言語] 日本語", "箇条書き"),
])
def test_lines_labelled_by_category_are_list_items(text: str, item: str) -> None:
    assert item in _items(text)


@pytest.mark.parametrize("text", [
    "[INFO] never deploy on Fridays\n[WARN] disk low",  # a log
    "[x] no emojis\n[ ] bullet points",  # a to-do, read elsewhere
    "[style] under 150 words",  # one line is no list
    "The old bot's config:\n[style] under 150 words\n[tone] formal",  # someone else's list
    "[ERROR] no tabs allowed\n[DEBUG] spaces only",
])
def test_logs_single_lines_and_someone_elses_lists_are_not(text: str) -> None:
    assert _items(text) == []


def test_a_tagged_item_restates_the_pin_alive_and_a_neighbour_value_does_not() -> None:
    assert _alive("Keep every reply under 120 words.", "[length] under 120 words\n[tone] friendly")
    assert not _alive("Keep every reply under 120 words.", "[length] under 200 words\n[tone] friendly")
