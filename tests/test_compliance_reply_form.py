"""Reply-form rules in wordings the first parsers missed (issue 21): lengths in Portuguese, Italian and Dutch,
strict bounds ("under 100 words"), limits on each part of a reply (unchecked), Title Case headings, flat lists,
the Italian formal "Lei", exclamation marks in Portuguese and Dutch, Dutch as a reply language."""
from __future__ import annotations

import pytest

from memlock_core.compliance.reply_structure import measure
from tests.compliance_judge import judge, proposed_reply_check

_check = proposed_reply_check
_judge = judge


@pytest.mark.parametrize(("rule", "key", "limit"), [
    ("Respostas curtas: no máximo 25 palavras.", "max_words", 25),
    ("Al massimo cinque frasi per risposta.", "max_sentences", 5),
    ("Non più di 6 righe.", "max_lines", 6),
    ("Maximaal 30 woorden per antwoord.", "max_words", 30),
    ("Hoogstens drie zinnen.", "max_sentences", 3),
    ("Pelo menos 2 parágrafos.", "min_paragraphs", 2),
])
def test_length_in_more_languages(rule: str, key: str, limit: int) -> None:
    check = _check(rule)
    assert check is not None and check[key] == limit, check


@pytest.mark.parametrize(("rule", "limit"), [
    ("Stay under 50 words.", 49), ("fewer than 4 sentences", 3), ("Moins de 80 mots.", 79),
    ("No more than 50 words.", 50), ("50 words max", 50),
])
def test_strict_bounds_exclude_the_number(rule: str, limit: int) -> None:
    check = _check(rule)
    assert check is not None
    assert (check.get("max_words") or check.get("max_sentences")) == limit


def test_code_included_in_italian_counts_code() -> None:
    check = _check("Al massimo 4 righe, codice incluso.")
    assert check is not None and check["max_lines"] == 4 and check.get("count_code")
    reply = "Ecco:\n\n```sh\nls -la\ncd /tmp\npwd\n```\n\nFatto."
    assert _judge("Al massimo 4 righe, codice incluso.", reply)[0] == "broken"


@pytest.mark.parametrize("rule", [
    "Each paragraph at most 4 sentences.", "max 12 words per bullet", "Keep every comment to one sentence.",
    "Chaque section : trois phrases au plus.", "Höchstens 2 Sätze pro Absatz.",
])
def test_limits_on_each_part_stay_unchecked(rule: str) -> None:
    check = _check(rule)
    assert check is None or not any(k.startswith(("max_", "min_")) for k in check), check


def test_quoted_abbreviation_is_not_a_sentence_end() -> None:
    assert measure('"I.e." means "that is". Use it for restatements.', "sentences", False) == 2


def test_title_case_headings() -> None:
    rule = "Please put section headers in Title Case."
    assert _judge(rule, "## Getting Started\nText.\n\n## Why It Matters\nMore.")[0] == "obeyed"
    outcome, why = _judge(rule, "## Getting started\nText.")
    assert outcome == "broken" and "started" in why
    assert _judge(rule, "## WHAT TO PACK\n- socks")[0] == "broken"
    assert _judge(rule, "## Using the iOS App With `npm`\nx")[0] == "obeyed"
    assert _judge(rule, "Just one line, no heading.")[0] == "not_applicable"


@pytest.mark.parametrize("rule", ["No nested lists.", "Keine verschachtelten Listen.", "Sin listas anidadas.",
                                  "Niente elenchi annidati.", "Keep bullets one level deep."])
def test_flat_lists(rule: str) -> None:
    assert _judge(rule, "- a\n- b\n- c")[0] == "obeyed"
    assert _judge(rule, "1. a\n2. b")[0] == "obeyed"
    assert _judge(rule, "- a\n  - a1\n- b")[0] == "broken"
    assert _judge(rule, "A sentence with no list at all.")[0] == "not_applicable"


def test_italian_formal_address() -> None:
    rule = "Mi dia sempre del Lei."
    assert _judge(rule, "Le consiglio di riavviare il router. Se il problema persiste, può contattare l'assistenza.")[0] \
        == "obeyed"
    outcome, why = _judge(rule, "Le consiglio di riavviare il router. Poi vedrai che funziona.")
    assert outcome == "broken" and "vedrai" in why
    assert _judge(rule, "In inglese si usa 'you' sia per tu che per Lei. Può usarlo sempre.")[0] != "broken"


@pytest.mark.parametrize("rule", ["Nunca use pontos de exclamação.", "Geen uitroeptekens in je antwoorden."])
def test_exclamation_marks_in_portuguese_and_dutch(rule: str) -> None:
    assert _judge(rule, "Pronto! Feito.")[0] == "broken"
    assert _judge(rule, "Pronto. Feito.")[0] == "obeyed"


def test_dutch_reply_language() -> None:
    check = _check("Antwoord altijd in het Nederlands.")
    assert check is not None and check["language"] == "nl"


@pytest.mark.parametrize("rule", ["Never apologize.", "No apologies in your answers.", "Ne t'excuse jamais.",
                                  "Entschuldige dich nicht.", "No me pidas perdón ni te disculpes.",
                                  "Non scusarti.", "Nunca peça desculpas.", "謝罪は不要です。"])
def test_apology_ban(rule: str) -> None:
    assert _judge(rule, "I'm sorry, that was my mistake. The fix is below.")[0] == "broken"
    assert _judge(rule, "Thanks for catching that. The fix is below.")[0] == "obeyed"


def test_apology_evidence_and_mentions() -> None:
    rule = "don't ever apologise"
    outcome, why = _judge(rule, "The query was wrong. My apologies for the confusion; here is the right one.")
    assert outcome == "broken" and "apologies" in why
    assert _judge(rule, 'Write: "We are sorry for the late delivery." Then offer a discount.')[0] == "obeyed"
    assert _judge(rule, "The garden was in a sorry state after the storm.")[0] == "obeyed"
    assert _judge(rule, "Lo siento, no tengo acceso a internet.")[0] == "broken"
    assert _judge(rule, "申し訳ありませんが、その情報はありません。")[0] == "broken"


@pytest.mark.parametrize("rule", ["Don't apologise too much.", "Avoid over-apologizing.", "Excuse the typos, use bullets."])
def test_apology_degree_or_other_sense_is_no_ban(rule: str) -> None:
    check = _check(rule)
    assert check is None or "no_apology" not in check.get("format", []), check


def test_one_liner_answers() -> None:
    rule = "Only one-liners, unless I ask for more detail."
    assert _judge(rule, "Paris.")[0] == "obeyed"
    assert _judge(rule, "Paris.\nIt has been the capital since 987.")[0] == "broken"
    assert _judge(rule, "Paris.\nIt has been the capital since 987.", user="Tell me in depth about Paris")[0] \
        == "not_applicable"
    assert _check("Add a one-liner summary to long answers.") is None or \
        "max_lines" not in (_check("Add a one-liner summary to long answers.") or {})


@pytest.mark.parametrize("rule", ["Only ## headings, never # or ###.", "Usa solo títulos ##; nunca # ni ###.",
                                  "Keine # Überschriften, nur ##."])
def test_one_heading_level_allowed(rule: str) -> None:
    assert _judge(rule, "## Setup\nInstall it.\n\n## Use\nRun it.")[0] == "obeyed"
    outcome, why = _judge(rule, "# Guide\n\n## Setup\nInstall it.")
    assert outcome == "broken" and "level-1" in why
    assert _judge(rule, "A short answer without headings.")[0] == "not_applicable"


def test_a_ban_on_every_listed_level_is_no_level_rule() -> None:
    check = _check("Never use markdown headings (# or ##).")
    assert check is not None and check["format"] == ["no_headings"], check


_WINE = "Le recomiendo un blanco fresco, como un Albariño o un Verdejo de Rueda. Si prefiere tinto, elija uno ligero y joven."


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    # one familiar form among formal ones breaks the formal address: after a conjunction, or a verb from the recipe
    ("Bitte siez mich. Kein 'du'.", "Wiederholen Sie täglich zehn Minuten.\n\nUnd denk dran: lieber kurz als lang!", "broken"),
    ("Bitte sieze mich (Sie, nicht du).", "Rollen Sie alles auf. Dann bei 190 °C backen. Lass ihn kurz abkühlen.", "broken"),
    ("Bitte sieze mich (Sie, nicht du).", "Rollen Sie alles auf. Lassen Sie ihn kurz abkühlen.", "obeyed"),
    ("Bitte sieze mich (Sie, nicht du).", "Die Rolle des Teigs ist wichtig. Bedenken Sie die Backzeit.", "obeyed"),
    ("Trátame de usted, por favor.", f"{_WINE} ¡Que aproveches!", "broken"),
    ("Trátame de usted, por favor.", f"{_WINE} ¡Que aproveche!", "obeyed"),
    ("Trátame de usted, por favor.", "Le recomiendo estas dos. ¡Que las disfrute con calma!", "obeyed"),
])
def test_a_familiar_form_among_formal_ones(rule: str, reply: str, outcome: str) -> None:
    assert _judge(rule, reply)[0] == outcome


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    # a message the reply drafts for the user (greeting ... sign-off) apologises for its writer, not to the user
    ("stop apologizing. no 'sorry', no 'I apologize', just fix it",
     "Hi Tom,\n\nI'm sorry your order arrived late. We've refunded the shipping cost.\n\nBest,\nLea", "not_applicable"),
    ("Don't apologize in your replies — no 'sorry', no 'I apologize'.",
     "Subject: Your order #4821\n\nDear Ms Patel,\n\nWe're sorry your order arrived late.\n\nKind regards,\nSupport",
     "not_applicable"),
    # a greeting to the user with no sign-off is the reply's own voice
    ("stop apologizing. no 'sorry', no 'I apologize', just fix it",
     "Hi Tom,\n\nSorry, I got that wrong. The fix is to restart the worker.", "broken"),
    ("stop apologizing. no 'sorry', no 'I apologize', just fix it", "Restart the worker; that clears the queue.", "obeyed"),
])
def test_apology_words_in_a_drafted_message(rule: str, reply: str, outcome: str) -> None:
    assert _judge(rule, reply)[0] == outcome


def test_banned_words_other_than_apologies_count_in_a_drafted_message() -> None:
    # "no 'gonna'": the register of everything the reply writes, letters included
    rule = "Keep a formal register — no slang like 'gonna', 'wanna', 'kinda'."
    assert _judge(rule, "Hi Tom,\n\nWe're gonna ship it on Monday.\n\nBest,\nLea")[0] == "broken"


_CASE = "Always write 'GitHub', 'JavaScript' and 'PostgreSQL' with the correct capitalisation."


@pytest.mark.parametrize(("reply", "outcome"), [
    ("A JavaScript front end, PostgreSQL for storage, and the code on GitHub.", "obeyed"),
    ("Go with a Javascript front end and Postgresql, and keep everything on Github.", "broken"),
    ("If you want websites, starting with javascript gets you results right away.", "broken"),
    ("```bash\ngit clone https://github.com/acme/shop.git\n```\n\nThen set up an SSH key in your GitHub settings.", "obeyed"),
    ("Connect with `postgresql://app@localhost/shop`; PostgreSQL's default port is 5432.", "obeyed"),
    ("Python has a gentler start because of its clean syntax.", "not_applicable"),  # none of the names
])
def test_names_written_with_their_own_capitals(reply: str, outcome: str) -> None:
    assert _judge(_CASE, reply)[0] == outcome


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Ooh, excellent question — this happens to everyone. Press a rubber band into the screw head.", "broken"),
    ("Good one to ask. A rubber band between the bit and the screw head gives grip.", "broken"),
    ("Oh, the screw is stripped? Press a rubber band into the head for grip.", "obeyed"),  # an interjection, no compliment
    ("Wow, that is a stubborn screw. Use an extractor bit.", "obeyed"),
])
def test_flattery_after_an_interjection(reply: str, outcome: str) -> None:
    assert _judge("Don't start replies with 'Great question' or similar flattery.", reply)[0] == outcome


def test_the_reply_language_of_an_address_check_is_identified_when_function_words_are_few() -> None:
    """A list of Roman sights has few Italian function words ("la sera" reads as French or Spanish by them); the
    identifier, when it is sure, names the language whose familiar forms ("se hai tempo") are read."""
    reply = ("Volentieri.\n\n- **Giorno 1:** Colosseo, Foro Romano e Palatino; la sera, Trastevere.\n"
             "- **Giorno 2:** Musei Vaticani e San Pietro (prenoti con largo anticipo).\n"
             "- **Giorno 3:** Pantheon, Piazza Navona e Fontana di Trevi; se hai tempo, Villa Borghese.")
    outcome, why = _judge("Dammi del Lei, per favore, non del tu.", reply)
    assert outcome == "broken" and "hai" in why
    assert _judge("Dammi del Lei, per favore, non del tu.", reply.replace("se hai tempo", "se ha tempo"))[0] != "broken"
