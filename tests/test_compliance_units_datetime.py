"""Unit-system and date/time rules worded the way new authors write them (issue 21): systems named by who uses
them, conversions asked for, both systems, exceptions, and replies read for the quantities they state. Examples
written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check

_reply = proposed_reply_check


def _units(rule: str) -> dict | None:
    check = proposed_reply_check(rule)
    return {k: v for k, v in check.items() if k.startswith("units")} if check else None


# --- units: the rule ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, system", [
    # a system named by who uses it
    ("Use European units.", "metric"),
    ("Give me the units a European would use.", "metric"),
    ("Use the International System of Units.", "metric"),
    ("Use American units, I live in Ohio.", "imperial"),
    ("Stick to the US system of measurement.", "imperial"),
    ("Measurements like an American would write them.", "imperial"),
    ("Usa unità metriche.", "metric"),
    ("Mesures : système impérial.", "imperial"),
    ("Sistema imperiale, per favore.", "imperial"),
    # a system with no other context word
    ("Everything metric.", "metric"),
    ("Everything in imperial, I'm from Texas.", "imperial"),
    ("All in metric.", "metric"),
    # a quantity named is context enough
    ("Volumes in litres.", "metric"),
    ("距離はキロで。", "metric"),
    ("Temperature in F please.", "imperial"),
    ("Temps in C.", "metric"),
    # converted into a system
    ("Convert US units to metric.", "metric"),
    ("Please change imperial measurements into metric.", "metric"),
    ("Switch any metric values to imperial.", "imperial"),
])
def test_unit_systems_named_many_ways(rule: str, system: str) -> None:
    assert (_units(rule) or {}).get("units") == system, rule


@pytest.mark.parametrize("rule", [
    "Always include the imperial conversion in parentheses.",
    "Add the metric equivalent in brackets.",
    "Always show metric with the US equivalent.",
    "Put the imperial equivalent after every metric value.",
    "Give measurements in both systems.",
    "Include both units.",
    "Give temperatures in both scales.",
    "Give the temperature in Celsius and Fahrenheit.",
    "Distances in km and miles.",
    "Donne les températures en °C et en °F.",
    "Gib Maße immer in beiden Einheiten an.",
    "Da las medidas en ambos sistemas.",
    "Métrique, avec l'équivalent impérial entre parenthèses.",
])
def test_both_systems_or_a_conversion_wanted(rule: str) -> None:
    assert (_units(rule) or {}).get("units", "").startswith("both"), rule


@pytest.mark.parametrize("rule, units", [
    ("Always include the imperial conversion in parentheses.", "both_metric_first"),
    ("Add the metric equivalent in brackets.", "both_imperial_first"),
    ("Métrique, avec l'équivalent impérial entre parenthèses.", "both_metric_first"),
    ("Give both metric and imperial, metric first.", "both_metric_first"),
    ("Imperial first, then metric in parentheses.", "both_imperial_first"),
    ("Give both metric and imperial.", "both"),
])
def test_both_systems_in_an_order(rule: str, units: str) -> None:
    assert (_units(rule) or {}).get("units") == units, rule


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Give both metric and imperial, metric first.", "Top speed 162 mph (261 km/h).", "broken"),
    ("Give both metric and imperial, metric first.", "Top speed 261 km/h (162 mph).", "obeyed"),
    ("Add the metric equivalent in brackets.", "It is 3 miles (5 km) away.", "obeyed"),
    ("Add the metric equivalent in brackets.", "It is 5 km (3 miles) away.", "broken"),
    ("Give both metric and imperial.", "It is 3 miles (5 km) away.", "obeyed"),
])
def test_both_systems_order_judged(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


@pytest.mark.parametrize("rule", [
    "Quote costs in pounds sterling (£).",
    "Prices in pounds, please.",
    "Give every budget in pounds.",
])
def test_money_in_pounds_is_not_a_unit_rule(rule: str) -> None:
    assert _units(rule) is None or "units" not in (_units(rule) or {}), rule


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Use metric units except for screen sizes.", "Get the 55-inch TV; it fits the wall.", "not_applicable"),
    ("Use metric units except for screen sizes.", "The 27-inch monitor is fine. The desk is 4 feet wide.", "broken"),
    ("Metric everywhere, but inches are fine for screens.", "A 13-inch laptop weighs about 1.3 kg.", "obeyed"),
    ("Use metric, but keep imperial for screen sizes.", "The display is 65 inches. It weighs 25 kg.", "obeyed"),
    ("Metric units except for altitude.", "We were cruising at 35,000 feet.", "not_applicable"),
    ("Système métrique, sauf pour les écrans.", "Un écran de 24 pouces suffit.", "not_applicable"),
    ("Metrisch, außer bei Bildschirmen.", "Der Bildschirm hat 27 Zoll. Der Tisch ist 5 Fuß breit.", "broken"),
])
def test_what_a_unit_rule_leaves_out(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Always include the imperial conversion in parentheses.", "The trail is 12 km long.", "broken"),
    ("Always include the imperial conversion in parentheses.", "The trail is 12 km (7.5 mi) long.", "obeyed"),
    ("Give temperatures in both scales.", "Expect 20 °C at noon.", "broken"),
    ("Give temperatures in both scales.", "Expect 20 °C (68 °F) at noon.", "obeyed"),
    ("Use European units.", "It is 30 miles from the coast.", "broken"),
    ("Use American units, I live in Ohio.", "It is 48 km from the coast.", "broken"),
])
def test_new_unit_wordings_judged(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


# --- units: the reply ---------------------------------------------------------------------------------------------

_TABLE_F = "| Town | High (°F) | Low (°F) |\n|---|---|---|\n| Lyon | 84 | 61 |\n| Nantes | 77 | 57 |"
_TABLE_KG = "| Bag | Volume [L] | Weight, kg |\n|---|---|---|\n| Day pack | 25 | 1.1 |\n| Duffel | 60 | 2.4 |"
_TABLE_BOTH = "| Leg | km | mi |\n|---|---|---|\n| Start to hut | 12 | 7.5 |"
_TABLE_NO_UNIT = "| Shop | In stock | Orders |\n|---|---|---|\n| North | 12 | 40 |"


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Temperatures in Celsius, please.", _TABLE_F, "broken"),
    ("Températures en degrés Celsius.", _TABLE_F, "broken"),
    ("Use imperial units.", _TABLE_KG, "broken"),
    ("Use metric units.", _TABLE_KG, "obeyed"),
    ("Give distances in both km and miles.", _TABLE_BOTH, "obeyed"),
    ("Use metric units.", _TABLE_NO_UNIT, "not_applicable"),
    # numbers written with fractions and ranges
    ("Use metric units.", "Stir in 1½ cups of stock.", "broken"),
    ("Weights in kg, please.", "A healthy adult is 9½–10½ stone.", "broken"),
    ("Use metric units.", "Il faut compter 2 livres de farine.", "broken"),
    ("Use metric units.", "J'ai lu trois livres et 2 livres de poche cet été.", "not_applicable"),
    # a distance named by its marker, a speed in knots
    ("Kilometres, never miles.", "Most runners struggle around mile 20.", "broken"),
    ("Speeds in km/h only.", "The ferry cruises at about 22 knots.", "broken"),
    ("Geschwindigkeiten bitte in km/h.", "Die Fähre fährt mit etwa 20 Knoten.", "broken"),
    # both systems for some quantities only
    ("Give both metric and imperial when you mention distances.", "Pack no more than 7 kg.", "not_applicable"),
    ("Give both metric and imperial when you mention distances.", "The hut is 12 km away.", "broken"),
    ("Temperatures in Celsius and Fahrenheit.", "The trail is 12 km; expect 18 °C (64 °F).", "obeyed"),
])
def test_quantities_read_in_tables_fractions_and_markers(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


# --- dates and times: the rule ------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, kinds", [
    # the weekday with every date
    ("Always put the weekday next to a date.", ["weekday"]),
    ("Dates with the day of the week, please.", ["weekday"]),
    ("Donne toujours le jour de la semaine avec les dates.", ["weekday"]),
    ("Bei jedem Datum bitte den Wochentag angeben.", ["weekday"]),
    ("Fechas siempre con el día de la semana.", ["weekday"]),
    ("日付には曜日も書いてください。", ["weekday"]),
    # no day named from today
    ("No relative dates.", ["absolute_date"]),
    ("Always give the exact date instead of words like 'tomorrow'.", ["absolute_date"]),
    ("Pas de dates relatives, donne la date exacte.", ["absolute_date"]),
    ("Keine relativen Datumsangaben.", ["absolute_date"]),
    ("Nada de fechas relativas.", ["absolute_date"]),
    ("相対的な日付は使わないで。", ["absolute_date"]),
    # 12-hour clock, and a style given by an example time
    ("Use the 12-hour clock with AM/PM.", ["12h"]),
    ("AM/PM times please, I'm in Ohio.", ["12h"]),
    ("Write times like 7:45 PM.", ["12h"]),
    ("Write times like 19:45.", ["24h"]),
    ("Heures comme 19:45, jamais 7:45 PM.", ["24h"]),
    # day first, by name or by order
    ("Use the European date format.", ["dmy_order"]),
    ("Dates in British format please.", ["dmy_order"]),
    ("Write dates day-month-year.", ["dmy_order"]),
    ("Fechas en formato europeo.", ["dmy_order"]),
    # the month in words
    ("Months as words, not numbers.", ["long_date"]),
    ("Write out the month name in dates.", ["long_date"]),
    # a template in Chinese and Japanese, a Portuguese "no" that is "in the"
    ("日期请用「YYYY年M月D日」的格式。", ["kanji_date"]),
    ("日付は「YYYY年MM月DD日」で。", ["kanji_date"]),
    ("Datas sempre no formato dd/mm/aaaa.", ["dmy_date"]),
])
def test_date_and_time_wordings(rule: str, kinds: list[str]) -> None:
    check = _reply(rule) or {}
    assert check.get("datetime") == kinds, (rule, check)


@pytest.mark.parametrize("rule, zone", [
    # the refused zone is kept after "!": a UTC time beside its JST conversion still breaks it
    ("I'm in Tokyo, so give times in JST, not UTC.", "JST!UTC"),
    ("Use CET for every time, never UTC.", "CET!UTC"),
])
def test_a_zone_with_utc_refused(rule: str, zone: str) -> None:
    assert (_reply(rule) or {}).get("time_zone") == zone, rule


def test_an_offset_is_not_an_example_time() -> None:
    assert "24h" not in ((_reply("Show times in UTC+09:00.") or {}).get("datetime") or [])


# --- dates and times: the reply -----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, reply, outcome", [
    ("Always put the weekday next to a date.", "Doors open on Friday, 14 March 2025.", "obeyed"),
    ("Always put the weekday next to a date.", "Doors open on 14 March 2025.", "broken"),
    ("Always put the weekday next to a date.", "Tue 3 June is the RC; 2025-06-10 (Tuesday) the release.", "obeyed"),
    ("Always put the weekday next to a date.", "Release on Tuesday 10 June 2025; the RC is tagged on 2025-06-03.", "broken"),
    ("Bei jedem Datum bitte den Wochentag angeben.", "Abgabe ist am Montag, 3. März 2025.", "obeyed"),
    ("日付には曜日も書いてください。", "締め切りは2025年3月5日(水)です。", "obeyed"),
    ("Always put the weekday next to a date.", "No date here, just advice.", "not_applicable"),
    ("No relative dates.", "The invoice is due tomorrow.", "broken"),
    ("No relative dates.", "The review is on 30 September 2025, three weeks from today.", "broken"),
    ("No relative dates.", "Run `date -d tomorrow` to print the next day.", "not_applicable"),
    ("No relative dates.", "The invoice is due on 16 June 2025.", "obeyed"),
    ("Pas de dates relatives, donne la date exacte.", "On se voit demain à 10h.", "broken"),
    ("Keine relativen Datumsangaben.", "Wir treffen uns am Morgen des 3. März 2025.", "obeyed"),
    ("Nada de fechas relativas.", "Llega mañana por la tarde.", "broken"),
    ("Nada de fechas relativas.", "Llega el 3 de marzo por la mañana.", "obeyed"),
    ("Use the 12-hour clock with AM/PM.", "The call is at 3:30 PM.", "obeyed"),
    ("Use the 12-hour clock with AM/PM.", "The call is at 15:30.", "broken"),
    ("Use the 12-hour clock with AM/PM.", "The call is at 9:30.", "not_applicable"),
    ("Write dates day-month-year.", "It went on sale on 29 June 2007.", "obeyed"),
    ("Write dates day-month-year.", "It went on sale on June 29, 2007.", "broken"),
    ("Write dates day-month-year.", "The deadline is 31.12.2025.", "obeyed"),
    ("Use the European date format.", "The deadline is 12/31/2025.", "broken"),
    ("日期请用「YYYY年M月D日」的格式。", "截止日期是 2025/06/30。", "broken"),
    ("日期请用「YYYY年M月D日」的格式。", "合同自2025年1月1日起生效。", "obeyed"),
    ("日付は「YYYY年MM月DD日」で。", "次の祝日は1月1日です。", "broken"),
    ("Use imperial units.", "Shot on a 35mm camera from 2 miles away.", "obeyed"),
])
def test_dates_and_times_judged(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


# --- money: the currency of every amount --------------------------------------------------------------------------

@pytest.mark.parametrize("rule, currency", [
    ("All prices in euros, please.", "EUR"),
    ("Give costs in USD, not euros.", "USD"),
    ("Quote every budget in pounds sterling (£).", "GBP"),
    ("Prix en euros uniquement.", "EUR"),
    ("Preise bitte immer in Euro.", "EUR"),
    ("Precios en dólares, no en euros.", "USD"),
    ("金額は円で書いてください。", "JPY"),
    ("Write money amounts as ISO codes (EUR 12, not €12).", "code"),
    ("Amounts with currency codes, never symbols.", "code"),
])
def test_currency_rules(rule: str, currency: str) -> None:
    assert (_reply(rule) or {}).get("currency") == currency, (rule, _reply(rule))


@pytest.mark.parametrize("rule", ["I earn dollars, so keep it cheap.", "Use metric units.", "Never mention prices."])
def test_no_currency_rule(rule: str) -> None:
    assert "currency" not in (_reply(rule) or {}), rule


@pytest.mark.parametrize("rule, reply, outcome", [
    ("All prices in euros, please.", "The museum pass costs €35; the audio guide is 6 €.", "obeyed"),
    ("All prices in euros, please.", "The museum pass costs $38.", "broken"),
    ("All prices in euros, please.", "The pass is €35 (about $38).", "obeyed"),
    ("All prices in euros, please.", "Use 5 pounds of potatoes for twelve people.", "not_applicable"),
    ("Give costs in USD, not euros.", "Hosting runs 20 EUR a month.", "broken"),
    ("Give costs in USD, not euros.", "Hosting runs 22 dollars a month.", "obeyed"),
    ("Quote every budget in pounds sterling (£).", "Budget about 300 pounds a month for food.", "obeyed"),
    ("金額は円で書いてください。", "ラーメンは900円です。", "obeyed"),
    ("金額は円で書いてください。", "ラーメンは$7です。", "broken"),
    ("Write money amounts as ISO codes (EUR 12, not €12).", "A seat is EUR 40 or USD 44.", "obeyed"),
    ("Write money amounts as ISO codes (EUR 12, not €12).", "A seat is €40.", "broken"),
    ("Preise bitte immer in Euro.", "Ein Kaffee kostet 3,50 €, ein Kuchen 4 CHF.", "broken"),
])
def test_amounts_judged(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


# --- a unit rule read in some regions only ------------------------------------------------------------------------

_CODE_MPH = "Here it is:\n\n```python\nMAX_SPEED_MPH = 65\n```"
_CODE_MS = "65 mph is about 105 km/h:\n\n```python\nMAX_SPEED_KMH = 105\n```"
_CODE_FT = "```ts\nexport const radiusFt: number = 500;\n```"


@pytest.mark.parametrize("rule, reply, outcome", [
    ("SI units only in code and tables, prose can be whatever.", _CODE_MPH, "broken"),
    ("SI units only in code and tables, prose can be whatever.", _CODE_MS, "obeyed"),
    ("SI units only in code and tables, prose can be whatever.", "The tower is 1,454 feet tall.", "not_applicable"),
    ("Metric only in tables.", "| Leg | Length |\n|---|---|\n| A | 5 mi |\n\nIt is 3 miles away.", "broken"),
    ("Metric only in tables.", "| Leg | Length |\n|---|---|\n| A | 8 km |\n\nIt is 3 miles away.", "obeyed"),
    ("Metrisch nur in Tabellen.", "| Strecke | Länge (mi) |\n|---|---|\n| A | 5 |", "broken"),
    ("Metric units only in code.", _CODE_FT, "broken"),
])
def test_unit_rule_read_in_its_regions(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


# --- a zone given as an offset; a temperature with no scale -------------------------------------------------------

@pytest.mark.parametrize("rule, reply, outcome", [
    ("Times as UTC+2.", "The call is at 14:00 CEST.", "obeyed"),
    ("Give times in GMT+9.", "It starts at 10:00.", "broken"),
    ("Use UTC-5 for all times.", "Doors open at 9:00 EST.", "obeyed"),
    ("Heures en UTC+1, s'il te plaît.", "Le train part à 14h30 CET.", "obeyed"),
    ("Always use UTC.", "Doors open at 9:00 EST.", "broken"),
])
def test_offset_zones(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Temperatures in Celsius, please.", "It'll be around 75 degrees tomorrow.", "broken"),
    ("Temperatures in Celsius, please.", "Preheat the oven to 350°.", "broken"),
    ("Temperatures in Celsius, please.", "Preheat the oven to 180 degrees.", "obeyed"),
    ("Give temperatures in Fahrenheit.", "Roast at 200 degrees for 40 minutes.", "broken"),
    ("Use metric units.", "The forecast says highs of 88° this weekend.", "broken"),
    # no scale fits only one reading: left unread
    ("Temperatures in Celsius, please.", "It will be 20 degrees outside.", "not_applicable"),
    ("Temperatures in Celsius, please.", "Turn the dial 90 degrees; it's a hot day.", "not_applicable"),
])
def test_temperatures_with_no_scale(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Use metric units.", "気温は華氏75度です。", "broken"),
    ("Use imperial units.", "気温は摂氏20度です。", "broken"),
    ("Use imperial units.", "気温は華氏75度です。", "obeyed"),
    ("Use metric units.", "Hace 90 grados Fahrenheit.", "broken"),
    ("Use metric units.", "Es hat 70 Grad Fahrenheit.", "broken"),
    ("Use imperial units.", "Il fait 25 degrés Celsius.", "broken"),
    # idioms and names are no measurement
    ("Use metric units.", "You could see that coming a mile away.", "not_applicable"),
    ("Use metric units.", "Go the extra mile for your users.", "not_applicable"),
    ("Use metric units.", "The station is about a mile away.", "broken"),
    ("Metric first, imperial in parentheses.", "It is 5 km (3.1 mi) away.", "obeyed"),
    ("Metric first, imperial in parentheses.", "It is 5 km away.", "broken"),
])
def test_scales_in_other_languages_and_idioms(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


@pytest.mark.parametrize("rule, expected", [
    ("Whenever you mention a time, include the time zone (e.g. 14:00 CET or 09:00 America/New_York).", {"datetime": ["zone"]}),
    ("Always state the time zone with a time, for example 9:00 PST.", {"datetime": ["zone"]}),
    ("Give every time in CET.", {"time_zone": "CET"}),
])
def test_a_zone_in_an_example_is_any_zone(rule: str, expected: dict) -> None:
    assert _reply(rule) == expected, rule


@pytest.mark.parametrize("rule, reply, outcome", [
    # a local time beside a UTC time: authors disagree whether it is a conversion, so it stays a time not in UTC
    ("Always give times in UTC.", "It opens at 08:00 BST. Lunch is at 12:00 UTC.", "broken"),
    # water's temperatures, a format's name
    ("Celsius only, never Fahrenheit.", "Water boils at 212 degrees at sea level.", "broken"),
    ("Use Fahrenheit.", "Water boils at 100 degrees at sea level.", "broken"),
    ("Give me imperial units.", "It is always called 35mm; a 35mm frame is about 1.4 × 0.9 inches.", "obeyed"),
])
def test_conversions_of_times_water_and_formats(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)


@pytest.mark.parametrize("rule, system", [
    ("None of that metric nonsense.", "imperial"),
    ("None of your imperial units, please.", "metric"),
    ("None of those old imperial measures.", "metric"),
])
def test_a_system_refused_with_none_of(rule: str, system: str) -> None:
    assert (_units(rule) or {}).get("units") == system, rule


@pytest.mark.parametrize("rule, reply, outcome", [
    # a conversion into the other system is that system's unit unless the rule allows it
    ("Always give temperatures in Celsius.", "Preheat the oven to 200 °C (390 °F).", "broken"),
    ("Températures toujours en Celsius.", "Préchauffe le four à 200 °C (390 °F).", "broken"),
    ("Distances in miles, I'm in Ohio.", "It is about 12 miles (19 km) from here.", "broken"),
    ("Entfernungen immer in Kilometern.", "Bis Hamburg sind es etwa 290 km.", "obeyed"),
    # the rule allows the conversion
    ("Celsius always; Fahrenheit in brackets is fine.", "Preheat the oven to 200 °C (390 °F).", "obeyed"),
    ("Temperaturas en Celsius, entre paréntesis puedes poner °F.", "Calienta el horno a 200 °C (390 °F).", "obeyed"),
])
def test_a_conversion_the_rule_does_not_allow(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, (rule, reply)
