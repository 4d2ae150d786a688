"""Unit, spelling and date rules of issue 21 in wordings the earlier tests did not cover: a concession about the
units the user writes in, spoons and cups in other languages, recipes recognised by their ingredients. Examples
written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check


def _units(rule: str) -> str | None:
    check = proposed_reply_check(rule)
    return check.get("units") if check else None


@pytest.mark.parametrize("rule", [
    "Stick to metric, even when I ask you in feet.",
    "Metric please, even if my question uses pounds or ounces.",
    "Toujours le système métrique, même si je te parle en miles.",
    "Bitte immer metrisch, selbst wenn ich dir Angaben in Fuß gebe.",
    "Siempre sistema métrico, aunque yo te hable en millas.",
    "Sempre unità metriche, anche quando ti chiedo in piedi.",
])
def test_units_the_user_writes_in_do_not_count_against_the_rule(rule: str) -> None:
    assert _units(rule) == "metric", rule


@pytest.mark.parametrize("rule, reply, user, outcome", [
    # the user's own figure said back, with its metric value: kept; a new imperial figure: broken
    ("Stick to metric, even when I ask you in feet.", "That is about 3 m.", "How tall is a 10 foot ceiling?", "obeyed"),
    ("Stick to metric, even when I ask you in feet.", "10 feet is 120 inches.", "How tall is a 10 foot ceiling?", "broken"),
    ("Sempre unità metriche, anche quando ti chiedo in piedi.", "20 libbre sono circa 9 kg.",
     "Quanto sono 20 libbre?", "obeyed"),
    ("Sempre unità metriche, anche quando ti chiedo in piedi.", "Un divano di 80 pollici.", "Che divano?", "broken"),
])
def test_concession_rules_judged(rule: str, reply: str, user: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, reply


@pytest.mark.parametrize("rule, reply, user, outcome", [
    ("In Rezepten nur Gramm und Milliliter, keine Löffelmaße.", "Du brauchst 3 EL Öl und 200 g Mehl.", "Teig?", "broken"),
    ("In Rezepten nur Gramm und Milliliter, keine Löffelmaße.", "Nimm 2 Tassen Reis und Wasser.", "Reis kochen?", "broken"),
    ("In Rezepten nur Gramm und Milliliter, keine Löffelmaße.", "30 ml Essig, 10 g Zucker, Salz.", "Wie mache ich ein Dressing?",
     "obeyed"),
    # a dressing is cooking even without an oven or flour
    ("For recipes, metric only.", "Whisk 2 tbsp mustard into the olive oil.", "How do I make a vinaigrette?", "broken"),
])
def test_recipes_in_other_languages(rule: str, reply: str, user: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, reply


def test_turkish_lira_is_no_teaspoon() -> None:
    from memlock_core.compliance.conventions import quantity_spans
    assert quantity_spans("The ticket costs 100 TL for adults.") == []
    assert [w for _, _, _, w in quantity_spans("Dazu 1 TL Salz.")] == ["1 TL"]


def test_italian_pounds_measure_mass() -> None:
    from memlock_core.compliance.units import dimension
    assert dimension("10 libbre") == "mass"
    assert dimension("3 EL") == "spoon"


# --- how a unit symbol is written ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, style", [
    ("Always leave a space between the number and the unit symbol.", "unit_space"),
    ("Mettez toujours une espace entre le nombre et l'unité (3 m, pas 3m).", "unit_space"),
    ("Zwischen Zahl und Einheit bitte immer ein Leerzeichen.", "unit_space"),
    ("Numbers and units separated by a space, SI style.", "unit_space"),
    ("Litres take a capital L: 5 L, 250 mL.", "litre_capital"),
    ("Escribe los litros con L mayúscula.", "litre_capital"),
    ("Write litres with a lowercase l, never a capital L.", "litre_lower"),
])
def test_unit_style_rules(rule: str, style: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert style in check.get("format", []), (rule, check)


def test_no_unit_style_without_a_space_rule() -> None:
    check = proposed_reply_check("Use metric units.") or {}
    assert not set(check.get("format", [])) & {"unit_space", "litre_capital", "litre_lower"}


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Always leave a space between the number and the unit symbol.", "The board draws 12W at 5V.", "broken"),
    ("Always leave a space between the number and the unit symbol.", "The board draws 12 W at 5 V.", "obeyed"),
    ("Always leave a space between the number and the unit symbol.", "A 4K screen on a 5G phone, music from the 1980s in MP3.",
     "not_applicable"),
    ("Zwischen Zahl und Einheit bitte immer ein Leerzeichen.", "Die Kiste wiegt 2,5kg.", "broken"),
    ("Zwischen Zahl und Einheit bitte immer ein Leerzeichen.", "Die Kiste wiegt 2,5 kg.", "obeyed"),
    ("Litres take a capital L: 5 L, 250 mL.", "Pour in 250 ml of stock.", "broken"),
    ("Litres take a capital L: 5 L, 250 mL.", "Pour in 250 mL of stock, then 1 L of water.", "obeyed"),
    ("Escribe los litros con L mayúscula.", "Un depósito de 40 l.", "broken"),
])
def test_unit_style_judged(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (reply, judge(rule, reply))


# --- spelling: the variety an exception names, two varieties each in its place -------------------------------------

@pytest.mark.parametrize("rule, variety", [
    ("American spelling throughout, apart from titles of British books.", "en-US"),
    ("Ortografía estadounidense, salvo en citas de periódicos británicos.", "en-US"),
    ("British spelling, except in quotes from American papers.", "en-GB"),
    ("Use American spelling. British spelling looks odd to our readers.", "en-US"),
])
def test_the_variety_an_exception_names_is_not_the_rule(rule: str, variety: str) -> None:
    assert (proposed_reply_check(rule) or {}).get("spelling") == variety, rule


@pytest.mark.parametrize("rule", [
    "British spelling for the user guide, American spelling for the changelog.",
    "US English in the app strings, UK English in the press releases.",
])
def test_two_varieties_each_in_its_place_are_left_unchecked(rule: str) -> None:
    assert "spelling" not in (proposed_reply_check(rule) or {}), rule


def test_quoted_british_words_keep_a_us_rule() -> None:
    rule = "American spelling throughout, apart from quotes from British papers."
    assert judge(rule, 'The Times wrote that the plan "will prioritise the centre". We organized a summary.')[0] == "obeyed"
    assert judge(rule, "The Times says the plan will prioritise the centre.")[0] == "broken"


# --- several zones named side by side ------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, zone", [
    ("For meetings, give every time in both JST and US Pacific.", "JST+PT"),
    ("Nenne Uhrzeiten immer in MEZ und in New York time.", "CET+ET"),
    ("Dime la hora siempre en hora peninsular o en hora canaria.", "CET|WET"),
    ("Give times in CET, not in US Eastern.", "CET!ET"),  # the refused zone is kept: a time in it breaks the rule
])
def test_several_zones(rule: str, zone: str) -> None:
    assert (proposed_reply_check(rule) or {}).get("time_zone") == zone, (rule, proposed_reply_check(rule))


@pytest.mark.parametrize("rule, reply, outcome", [
    ("For meetings, give every time in both JST and US Pacific.", "Let's meet at 09:00 JST.", "broken"),
    ("For meetings, give every time in both JST and US Pacific.", "Let's meet at 09:00 JST (17:00 PDT the day before).",
     "obeyed"),
    ("Dime la hora siempre en hora peninsular o en hora canaria.", "El tren sale a las 8:15 hora canaria.", "obeyed"),
    ("Dime la hora siempre en hora peninsular o en hora canaria.", "El tren sale a las 8:15.", "broken"),
    # a zone abbreviation of the usual shape counts as a zone
    ("Always state the time zone with every time.", "Kick-off is at 16:00 BRT.", "obeyed"),
])
def test_several_zones_judged(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (reply, judge(rule, reply))


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Metric for everything, but leave aviation altitudes in feet.", "Airliners cruise at about 35,000 ft.", "not_applicable"),
    ("Metric for everything, but leave aviation altitudes in feet.", "The trail is 5 miles long.", "broken"),
    ("Tout en métrique, mais laisse les altitudes en pieds.", "L'avion vole à 30 000 pieds d'altitude.", "not_applicable"),
])
def test_a_thing_left_in_its_own_unit(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (reply, judge(rule, reply))


def test_exception_words_fit_a_check() -> None:
    from memlock_core.compliance.units import exception_words
    assert len(exception_words("Metric, but keep screen sizes in inches and leave flight altitudes in feet.")) <= 16


# --- spelling in UI markup written, and clauses after a dash ------------------------------------------------------

def _call(rule: str, tool: str, args: dict) -> str:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call
    from memlock_core.compliance.propose import propose_check
    proposal = propose_check(rule)
    assert proposal is not None
    [verdict] = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    return verdict.outcome


def test_spelling_reads_the_text_nodes_of_markup_written() -> None:
    judge_call = _call
    rule = "British spelling everywhere, please."
    bad = {"file_path": "web/Profile.jsx", "content": "<h2>Your favorite color</h2>\n<ColorSwatch color={color} />"}
    good = {"file_path": "web/Profile.jsx", "content": "<h2>Your favourite colour</h2>\n<ColorSwatch color={color} />"}
    assert judge_call(rule, "Write", bad) == "broken"
    assert judge_call(rule, "Write", good) == "obeyed"


def test_ui_text_leaves_names_and_attributes_out() -> None:
    from memlock_core.compliance.written import ui_text
    assert ui_text('<button className="color-btn" onClick={setColor}>Pick a colour</button>') == "Pick a colour"


@pytest.mark.parametrize("reply, outcome", [
    ('The review called it "a colourful romp" – we are honoured to be on the list.', "broken"),
    ('The review called it "a colourful romp" – we are honored to be on the list.', "obeyed"),
    ('La critique l\'a appelé « a colourful romp » ; nous sommes ravis.', "not_applicable"),
])
def test_a_clause_after_a_dash_is_read_apart(reply: str, outcome: str) -> None:
    assert judge("American spelling, please.", reply)[0] == outcome, (reply, judge("American spelling, please.", reply))


# --- decimals of amounts and quantities ---------------------------------------------------------------------------

@pytest.mark.parametrize("rule, style", [
    ("Prices in euros, with a comma for decimals.", "decimal_comma"),
    ("Bitte immer mit Dezimalkomma schreiben.", "decimal_comma"),
    ("Utilise la virgule décimale pour les montants.", "decimal_comma"),
    ("Use a decimal point in amounts, not a comma.", "decimal_point"),
])
def test_decimal_rules(rule: str, style: str) -> None:
    assert style in (proposed_reply_check(rule) or {}).get("format", []), (rule, proposed_reply_check(rule))


@pytest.mark.parametrize("reply, outcome", [
    ("That comes to 14,90 € plus 3.20 € delivery.", "broken"),
    ("That comes to 14,90 € plus 3,20 € delivery, about 2,5 kg.", "obeyed"),
    ("Install Python 3.12 and run version 2.1 of the tool.", "not_applicable"),
])
def test_decimals_judged(reply: str, outcome: str) -> None:
    rule = "Bitte immer mit Dezimalkomma schreiben."
    assert judge(rule, reply)[0] == outcome, (reply, judge(rule, reply))
