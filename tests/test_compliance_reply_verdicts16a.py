"""Reply verdicts of round 16a (units, dates, spelling, sources, length): own sentences in several languages, with
look-alikes that must stay as they were."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


def verdict(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    check = proposal.check if proposal is not None else None
    found = check_reply([Anchor(id="t", text=rule, reminder=rule, check=check)], reply, user_message=user)
    return found[0].outcome if found else "none"


# ── spelling: a banned word inside a one-letter-prefix compound the rule wants (letter_prefix.py) ──────────────────

@pytest.mark.parametrize("rule, reply, want", [
    ("Écris « e-mail », jamais « mail ».", "Réponds-lui par e-mail avant midi.", "obeyed"),
    ("Écris « e-mail », jamais « mail ».", "Réponds-lui par mail avant midi.", "broken"),
    ("Schreib „E-Mail“, nicht „Mail“.", "Ich schicke dir morgen eine E-Mail.", "obeyed"),
    ("Schreib „E-Mail“, nicht „Mail“.", "Ich schicke dir morgen eine Mail.", "broken"),
    ("Escribe «e-mail», nunca «mail».", "Te lo mando por e-mail esta tarde.", "obeyed"),
    # a compound of two words still holds the banned word
    ("Write 'e-mail', never 'email'.", "Check the email-settings page first.", "broken"),
])
def test_letter_prefixed_compound(rule: str, reply: str, want: str) -> None:
    assert verdict(rule, reply) == want


# ── units ──────────────────────────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule, reply, user, want", [
    # the user's own figure said back with its conversion, across dimensions (cups of sugar to grams)
    ("Metric units only.", "3 cups of sugar is roughly 600 g.", "The old card says 3 cups of sugar.", "obeyed"),
    ("Metric units only.", "3 tazas de azúcar son unos 600 g.", "La receta pide 3 tazas de azúcar.", "obeyed"),
    # not the user's figure: still imperial
    ("Metric units only.", "Use 3 cups of sugar, about 600 g.", "How sweet should the jam be?", "broken"),
    # pressure and force units of engineering
    ("SI units in every calculation.", "Allow for 250 psf of live load.", "Floor load for an office?", "broken"),
    ("SI units in every calculation.", "Design for 35 MPa concrete.", "Which concrete grade?", "obeyed"),
    # spoons written with a number word
    ("Doses in mL only, never spoons.", "Give her two teaspoons of the syrup.", "How much syrup?", "broken"),
    ("Dosis solo en mL, nunca cucharadas.", "Dale dos cucharaditas del jarabe.", "¿Cuánto jarabe?", "broken"),
])
def test_unit_readings(rule: str, reply: str, user: str, want: str) -> None:
    assert verdict(rule, reply, user) == want


@pytest.mark.parametrize("rule", [
    "Usa el sistema métrico; si citas unidades imperiales, añade la conversión entre paréntesis.",
    "Use metric; if you quote imperial units, put the conversion in brackets.",
])
def test_cited_units_are_no_sources_rule(rule: str) -> None:
    proposal = propose_check(rule)
    assert proposal is not None and proposal.check.reply is not None
    reply = proposal.check.reply
    assert reply.units == "metric" and reply.sources is None and reply.units_glossed
    assert verdict(rule, "El tubo mide 10 pulgadas (25,4 cm).", "¿Cuánto mide?") == "obeyed"
    assert verdict(rule, "El tubo mide 10 pulgadas.", "¿Cuánto mide?") == "broken"


def test_citing_sources_stays_a_sources_rule() -> None:
    proposal = propose_check("Si citas estudios, pon el enlace.")
    assert proposal is not None and proposal.check.reply is not None
    assert proposal.check.reply.sources is not None or proposal.check.reply.source_rules


@pytest.mark.parametrize("rule, reply, want", [
    ("Temperatures in Celsius, please.", "The bath is held at 310 K.", "broken"),
    ("Températures en degrés Celsius.", "Le point triple est à 273,16 K.", "broken"),
    ("Temperaturen bitte in °C.", "Der Fühler misst bis 500 Kelvin.", "broken"),
    # glossed, a colour temperature, "4K", a general metric rule: left as they were
    ("Temperatures in Celsius, please.", "The bath is held at 310 K (37 °C).", "obeyed"),
    ("Temperatures in Celsius, please.", "Buy a 3000 K bulb for the hallway.", "not_applicable"),
    ("Temperatures in Celsius, please.", "The 4K screen shows 120K pixels per tile.", "not_applicable"),
    ("Metric units only.", "The bath is held at 310 K.", "not_applicable"),
])
def test_kelvin_under_celsius(rule: str, reply: str, want: str) -> None:
    assert verdict(rule, reply) == want


# ── dates ─────────────────────────────────────────────────────────────────────────────────────────────────────────

@pytest.mark.parametrize("rule, reply, want", [
    ("Write dates with the month spelled out, never 05/06/2025.",
     "It closes on 12 June 2025; the sheet is called signups_2025-06-12.csv.", "obeyed"),
    ("Schreib Daten mit ausgeschriebenem Monat.", "Abgabe am 3. Juli 2025, Datei: export-2025-07-03.zip.", "obeyed"),
    ("Write dates with the month spelled out, never 05/06/2025.", "It closes on 2025-06-12.", "broken"),
    ("Datumsangaben immer als TT.MM.JJJJ.", "Die Anmeldung schließt am 28.02.26.", "broken"),
    ("Datumsangaben immer als TT.MM.JJJJ.", "Die Anmeldung schließt am 28.02.2026.", "obeyed"),
    # a version number stays no date
    ("Datumsangaben immer als TT.MM.JJJJ.", "Installiere zuerst 10.11.12 und starte neu.", "not_applicable"),
])
def test_date_forms(rule: str, reply: str, want: str) -> None:
    assert verdict(rule, reply) == want


_TS_RULES = [
    "Timestamps in the code or logs you write: ISO 8601 only.",
    "Zeitstempel im Code und in Logs immer nach ISO 8601.",
    "Las marcas de tiempo en el código o los logs, siempre en ISO 8601.",
]


@pytest.mark.parametrize("rule", _TS_RULES)
def test_code_timestamps(rule: str) -> None:
    iso = "```python\nstamp = datetime.now(timezone.utc).isoformat()\n```"
    other = "```python\nstamp = datetime.now().strftime('%m/%d/%Y %H:%M')\n```"
    js_other = "```js\nconst at = new Date().toLocaleDateString('de-DE');\n```"
    log = "```text\n2026-01-09T07:15:00Z WARN disk at 91%\n```"
    assert verdict(rule, iso) == "obeyed"
    assert verdict(rule, other) == "broken"
    assert verdict(rule, js_other) == "broken"
    assert verdict(rule, log) == "obeyed"
    # prose about the standard, with no code: not what the rule speaks of
    assert verdict(rule, "ISO 8601 writes a day as 2026-01-09.") == "not_applicable"
    # code with no timestamp
    assert verdict(rule, "```python\nprint('order %s shipped' % order_id)\n```") == "not_applicable"


def test_plain_iso_rule_still_reads_prose() -> None:
    assert verdict("Always write dates in ISO 8601.", "We ship on 03/04/2026.") == "broken"


# ── length ────────────────────────────────────────────────────────────────────────────────────────────────────────

def test_counted_noun_keeps_the_word_limit() -> None:
    rule = "When I ask for a summary: one paragraph, 50 words max."
    long = " ".join(["word"] * 58) + "."
    assert verdict(rule, long, "Summarise the meeting notes.") == "broken"
    assert verdict(rule, "Short and done.", "Summarise the meeting notes.") == "obeyed"
    # a measured artefact before the limit is still another text's length
    proposal = propose_check("Functions, 40 lines max.")
    reply = proposal.check.reply if proposal is not None else None
    assert reply is None or reply.max_lines != 40


@pytest.mark.parametrize("rule", [
    "Product descriptions for the webshop: at least 60 words each.",
    "Item descriptions: at least 60 words.",
    "Descriptions de produits : au moins 60 mots.",
])
def test_product_descriptions_scope(rule: str) -> None:
    assert verdict(rule, "Price it at 8 EUR.", "How much should I charge for the candle?") == "not_applicable"
    assert verdict(rule, "A hand-poured candle.", "Write a product description for my candle.") == "broken"


# ── sources: an author-year citation names who said it ────────────────────────────────────────────────────────────

_QUOTE_RULE = "If you quote anyone, give the author and the year."


@pytest.mark.parametrize("reply, want", [
    ('Simon et al. (1972) argued that "a wealth of information creates a poverty of attention."', "obeyed"),
    ('Knuth (1974) warned: "premature optimization is the root of all evil".', "obeyed"),
    ('As the saying goes, "premature optimization is the root of all evil" (Knuth, 1974, p. 268).', "obeyed"),
    ('As the saying goes, "premature optimization is the root of all evil".', "broken"),
])
def test_author_year_citations(reply: str, want: str) -> None:
    assert verdict(_QUOTE_RULE, reply, "Any good quote on optimization?") == want


# ── sources: research appealed to without a source is a claim (research_claims.py) ────────────────────────────────

@pytest.mark.parametrize("reply, want", [
    ("Research suggests that short naps improve afternoon focus.", "broken"),
    ("Des études montrent que la sieste courte améliore la concentration.", "broken"),
    ("Studien zeigen, dass kurze Pausen die Konzentration verbessern.", "broken"),
    ("Los estudios demuestran que las siestas cortas mejoran la atención.", "broken"),
    ("Research suggests short naps help ([Sleep Foundation](https://www.sleepfoundation.org/sleep-hygiene/naps)).",
     "obeyed"),
    # advice with no appeal to research, and the user's own research: nothing to source
    ("Try a twenty-minute nap after lunch and keep the room dark.", "not_applicable"),
    ("Your research looks solid; keep the naps short.", "not_applicable"),
])
def test_research_appeals(reply: str, want: str) -> None:
    assert verdict("Cite your sources with links.", reply, "Are naps good for focus?") == want


@pytest.mark.parametrize("reply, want", [
    ("Die Mauer fiel am 9.11.89.", "broken"),
    ("Le mur est tombé le 9.11.89.", "broken"),
    ("Installiere 1.2.3 und danach 4.5.6.", "not_applicable"),
])
def test_short_year_after_a_date_preposition(reply: str, want: str) -> None:
    assert verdict("Datumsangaben bitte als TT.MM.JJJJ.", reply) == want


# ── sources: claims of one kind (drug interactions) need a source; other claims are none of the rule's ──────────────

_INTERACTION_RULES = [
    "Every drug-interaction claim needs a source, ideally a PubMed link.",
    "Pour les interactions médicamenteuses, donne toujours une source avec un lien.",
]


@pytest.mark.parametrize("rule", _INTERACTION_RULES)
def test_interaction_claims(rule: str) -> None:
    user = "Can I take ibuprofen together with lisinopril?"
    assert verdict(rule, "Better not: ibuprofen can blunt the effect of lisinopril and strain the kidneys.",
                   user) == "broken"
    assert verdict(rule, "Better not: ibuprofen can blunt the effect of lisinopril "
                         "(https://pubmed.ncbi.nlm.nih.gov/12345678/).", user) == "obeyed"
    # a dose question is no interaction claim
    assert verdict(rule, "Up to 1.2 g a day without a prescription, in three doses.",
                   "How much ibuprofen per day is safe?") == "not_applicable"


def test_medical_rules_keep_their_topic() -> None:
    from memlock_core.compliance.topics import rule_topics
    assert rule_topics("for medical questions, link a source") == ("medical",)
    assert "interaction" not in rule_topics("Cite sources for every figure.")


@pytest.mark.parametrize("message, asked", [
    ("How do I write a good summary?", False),
    ("Comment rédiger un bon résumé ?", False),
    ("Wie schreibe ich eine gute Zusammenfassung?", False),
    ("¿Cómo redacto un buen resumen?", False),
    ("Summarise the incident report.", True),
    ("Bitte eine Zusammenfassung des Berichts.", True),
    ("How do I write a summary of this report? Here it is: ...", True),
])
def test_summary_advice_is_no_summary_request(message: str, asked: bool) -> None:
    from memlock_core.compliance.user_turn import asks_for_summary
    assert asks_for_summary(message) is asked


# ── units: a Dutch "pond" beside kilograms, told by its ratio; mg named in a dose rule ─────────────────────────────

@pytest.mark.parametrize("reply, want", [
    ("Het paard weegt zo'n 500 kg, ongeveer 1.100 pond.", "broken"),
    ("Een kilo is twee pond, dus 3 kg is 6 pond.", "obeyed"),
    ("Haal 2 pond gehakt bij de slager.", "not_applicable"),
])
def test_dutch_pond_by_ratio(reply: str, want: str) -> None:
    assert verdict("Gebruik altijd metrische eenheden.", reply) == want


def test_dose_rule_names_mass() -> None:
    rule = "Dosages in mg or mL only, never teaspoons."
    assert verdict(rule, "Take 400 mg with water.", "How much ibuprofen?") == "obeyed"
    assert verdict(rule, "Take two teaspoons of the syrup.", "How much syrup?") == "broken"
