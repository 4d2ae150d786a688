"""Unit, date and word-form rules of issue 21 read as models, not phrases: the other system in brackets, Chinese unit
words, binary vs decimal data sizes, months written out, word pairs and names with their exact capitals. Examples
written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance import conventions
from memlock_core.compliance.check import CheckError, ReplyCheck
from memlock_core.compliance.evaluate import check_tool_call
from memlock_core.compliance.propose import propose_check
from tests.compliance_judge import judge, proposed_reply_check


def _units(rule: str) -> dict | None:
    check = proposed_reply_check(rule)
    return {k: v for k, v in check.items() if k.startswith("units")} if check else None


# --- the other system in brackets -----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, units", [
    ("Give temperatures in Celsius with Fahrenheit in brackets.", {"units": "both_metric_first", "units_of": ["temperature"]}),
    ("Distances in km with miles in parentheses, e.g. 10 km (6 mi).", {"units": "both_metric_first",
                                                                       "units_of": ["length", "speed"]}),
    ("Weights in pounds with kilos in brackets.", {"units": "both_imperial_first", "units_of": ["mass"]}),
    ("Pon las temperaturas en °C y también en °F entre paréntesis.", {"units": "both_metric_first",
                                                                     "units_of": ["temperature"]}),
])
def test_the_other_system_in_brackets_is_both(rule: str, units: dict) -> None:
    assert _units(rule) == units, rule


@pytest.mark.parametrize("rule, system", [
    ("Metric please, imperial in brackets is ok.", "metric"),  # an allowance, not a demand
    ("Metric only, no imperial, not even in brackets.", "metric"),
])
def test_brackets_allowed_or_refused_stay_one_system(rule: str, system: str) -> None:
    assert (_units(rule) or {}).get("units") == system, rule


@pytest.mark.parametrize("reply, outcome", [
    ("Bake at 200 °C (392 °F) until golden, then rest it.", "obeyed"),
    ("Bake at 200 °C until golden.", "broken"),
    # a Fahrenheit value elsewhere in the sentence is no conversion of the second Celsius value
    ("Days reach 25 °C (77 °F) and nights drop to 10 °C.", "broken"),
    ("It is 12 km from the station.", "not_applicable"),  # a length: the rule speaks of temperatures
])
def test_each_value_followed_by_its_conversion(reply: str, outcome: str) -> None:
    assert judge("Give temperatures in Celsius with Fahrenheit in brackets.", reply)[0] == outcome, reply


# --- Chinese unit words ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, units", [
    ("请一律使用公制单位。", {"units": "metric", "units_only": True}),
    ("距离用英里,不要用公里。", {"units": "imperial", "units_only": True, "units_of": ["length", "speed"]}),
    ("体重请用公斤,别用磅。", {"units": "metric", "units_only": True, "units_of": ["mass"]}),
])
def test_chinese_unit_rules(rule: str, units: dict) -> None:
    assert _units(rule) == units, rule


@pytest.mark.parametrize("reply, outcome", [
    ("每周减0.5到1公斤比较健康。", "obeyed"),
    ("你现在150磅,每周减1公斤就好。", "broken"),
    ("雪有时会积到一英尺深。", "broken"),  # a Chinese numeral
    ("白天大约华氏70度。", "broken"),  # the scale before the number
    ("我吃了两碗米饭。", "not_applicable"),  # rice, not metres
])
def test_chinese_quantities_judged(reply: str, outcome: str) -> None:
    assert judge("请一律使用公制单位。", reply)[0] == outcome, reply


def test_a_span_inside_a_longer_one_is_part_of_it() -> None:
    assert [s[3] for s in conventions.quantity_spans("外面华氏75度")] == ["华氏75度"]


def test_a_list_item_opening_with_grams_states_them() -> None:
    assert [s[3] for s in conventions.quantity_spans("- 190 g flour\n- 2 eggs")] == ["190 g"]
    assert conventions.quantity_spans("- 3 in stock\n- 2 on order") == []


# --- data sizes -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, system", [
    ("Use binary units (GiB, MiB) for memory sizes, not GB/MB.", "binary"),
    ("Disk sizes in GB and MB please, never GiB.", "decimal"),
    ("Datengrößen bitte in MiB/GiB (binär), nicht MB/GB.", "binary"),
])
def test_data_size_rules(rule: str, system: str) -> None:
    assert (_units(rule) or {}).get("units") == system, rule


@pytest.mark.parametrize("rule", ["Please use en-GB.", "Keep answers under 1 GB of text, lol.", "Use metric units.",
                                  "Keep file sizes under 10 MB."])
def test_no_data_size_rule(rule: str) -> None:
    assert (_units(rule) or {}).get("units") not in ("binary", "decimal"), rule


@pytest.mark.parametrize("reply, outcome", [
    ("The index takes about 12 GiB of RAM.", "obeyed"),
    ("The index takes about 12 GB of RAM.", "broken"),
    ("The link does 100 Mbps.", "not_applicable"),  # a bit rate, no size
])
def test_data_sizes_judged(reply: str, outcome: str) -> None:
    assert judge("Memory sizes in binary units (GiB, MiB), not GB.", reply)[0] == outcome, reply


# --- months written out ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Write months out in full — no numeric dates.",
    "No numeric dates in prose, please.",
    "Pas de dates numériques.",
])
def test_months_in_words_wordings(rule: str) -> None:
    assert "long_date" in (proposed_reply_check(rule) or {}).get("datetime", []), rule


def test_numeric_dates_allowed_is_no_rule() -> None:
    assert proposed_reply_check("Numeric dates are fine.") is None


@pytest.mark.parametrize("reply, outcome", [
    ("The lease runs from 1 June 2025 to 31 May 2026.", "obeyed"),
    ("The lease runs from 01/06/2025 to 31/05/2026.", "broken"),
    ("Send it by 2025-06-01.", "broken"),
])
def test_months_in_words_judged(reply: str, outcome: str) -> None:
    assert judge("Write months out in full (1 June 2025), no numeric dates.", reply)[0] == outcome, reply


def test_a_year_first_dotted_date_is_a_date_but_a_version_is_not() -> None:
    assert conventions.dates("申告は2025.2.17からです。")[1] == ["2025.2.17"]
    assert conventions.dates("pip install tool==2024.1.2") == ([], [])
    assert judge("日付は「2024年3月5日」の形式で書いてください。", "締め切りは2025.3.17です。")[0] == "broken"


# --- word pairs and exact capitals ----------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, banned", [
    ("Write 'email', not 'e-mail', and 'website', not 'web site'.", ["e-mail", "web site"]),
    ("„dass“ statt „daß“ und „muss“ statt „muß“.", ["daß", "muß"]),
    ("Écris « courriel » et non « mail ».", ["mail"]),
])
def test_every_word_pair_read(rule: str, banned: list[str]) -> None:
    assert (proposed_reply_check(rule) or {}).get("no_words") == banned, rule


@pytest.mark.parametrize("reply, outcome", [
    ("We'll send you an email with a link to the website.", "obeyed"),
    ("We'll send you an e-mail shortly.", "broken"),
    ("See the web site for details.", "broken"),
])
def test_word_pairs_judged(reply: str, outcome: str) -> None:
    assert judge("Write 'email', not 'e-mail', and 'website', not 'web site'.", reply)[0] == outcome, reply


@pytest.mark.parametrize("rule, names", [
    ("Always write 'GitHub', 'JavaScript' and 'PostgreSQL' with the correct capitalisation.",
     ["GitHub", "JavaScript", "PostgreSQL"]),
    ("Spell product names right: GitHub, macOS (not Github, MacOS).", ["GitHub", "macOS"]),
    ("Respecte la casse de « iPhone » et « YouTube ».", ["iPhone", "YouTube"]),
])
def test_names_with_their_capitals(rule: str, names: list[str]) -> None:
    assert (proposed_reply_check(rule) or {}).get("word_case") == names, rule


@pytest.mark.parametrize("rule", ["Don't worry about capitalisation.", "Use sentence case for headings."])
def test_no_names_no_case_rule(rule: str) -> None:
    assert "word_case" not in (proposed_reply_check(rule) or {}), rule


@pytest.mark.parametrize("reply, outcome", [
    ("Push it to GitHub and run the JavaScript tests.", "obeyed"),
    ("Push it to Github.", "broken"),
    ("Node and javascript are fine here.", "broken"),
    ("Clone https://github.com/acme/tool and run `npm test`.", "not_applicable"),  # an address is not prose
    ("Use a hosted git service.", "not_applicable"),
])
def test_names_judged(reply: str, outcome: str) -> None:
    rule = "Always write 'GitHub' and 'JavaScript' with the correct capitalisation."
    assert judge(rule, reply)[0] == outcome, reply


def test_word_case_must_have_a_capital() -> None:
    with pytest.raises(CheckError):
        ReplyCheck.parse({"word_case": ["github"]})
    assert ReplyCheck.parse({"word_case": ["GitHub"]}).word_case == ("GitHub",)


# --- German spelling after the 1996 reform --------------------------------------------------------------------------

@pytest.mark.parametrize("rule, spelling", [
    ("Bitte neue deutsche Rechtschreibung.", "de-1996"),
    ("Kein ß nach kurzem Vokal, also 'dass' statt 'daß'.", "de-1996"),
    ("Use the new German spelling, please.", "de-1996"),
])
def test_reformed_german_rules(rule: str, spelling: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert check.get("spelling") == spelling and "no_chars" not in check, rule


def test_swiss_spelling_stays_a_ban_on_every_eszett() -> None:
    assert (proposed_reply_check("Schreib nach Schweizer Rechtschreibung, also ohne ß.") or {}).get("no_chars") == ["ß"]


@pytest.mark.parametrize("reply, outcome", [
    ("Mit freundlichen Grüßen, und ich weiß, dass es draußen heiß ist.", "obeyed"),  # long vowels and diphthongs
    ("Ein Fluss ist ein größeres fließendes Gewässer.", "obeyed"),
    ("Abends ist der Blick über das Wasser ein Genuß.", "broken"),
    ("Er läßt grüßen.", "broken"),
    ("Fußball ist ein Spaß; er aß und saß.", "obeyed"),
])
def test_reformed_german_judged(reply: str, outcome: str) -> None:
    assert judge("Bitte neue deutsche Rechtschreibung.", reply)[0] == outcome, reply


# --- a zone abbreviation next to kana -------------------------------------------------------------------------------

@pytest.mark.parametrize("reply, outcome", [
    ("日本時間では翌日0:00 JSTです。", "obeyed"),
    ("会議は10:00 CETです。", "broken"),
])
def test_zone_touching_kana(reply: str, outcome: str) -> None:
    assert judge("会議の時間はJST(日本時間)で書いて。", reply)[0] == outcome, reply


def test_a_padded_day_and_month_is_a_date() -> None:
    assert conventions.dates("The next run is 06/16.")[1] == ["06/16"]
    assert conventions.dates("Scored 6/10, add 1/2 cup.") == ([], [])
    assert judge("Dates as YYYY-MM-DD.", "The next run is 06/16.")[0] == "broken"


# --- units in the code a tool writes --------------------------------------------------------------------------------

@pytest.mark.parametrize("content, outcome", [
    ("export const RADIUS_FT = 500;\n", "broken"),
    ("// 500 ft converted to metres\nexport const RADIUS_KM = 0.15;\n", "obeyed"),  # a comment tells the source
    ("export const RETRIES = 3;\n", None),  # no value named by a unit: no verdict
])
def test_units_in_code_written_by_a_tool(content: str, outcome: str | None) -> None:
    rule = "SI units only in code and tables, prose can be whatever."
    proposal = propose_check(rule)
    assert proposal is not None
    verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], "Write",
                               {"file_path": "src/geo.ts", "content": content})
    assert (verdicts[0].outcome if verdicts else None) == outcome, content


# --- where a currency's symbol stands -------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, side", [
    ("Prices in EUR with the € sign after the number, German style (12,50 €).", "after"),
    ("Preise in Euro, das Zeichen hinter dem Betrag.", "after"),
    ("Prix en euros, le symbole avant le montant.", "before"),
    ("Prices in euros.", None),
])
def test_currency_symbol_side_read(rule: str, side: str | None) -> None:
    assert (proposed_reply_check(rule) or {}).get("currency_symbol") == side, rule


@pytest.mark.parametrize("reply, outcome", [
    ("Das Ticket kostet 58,00 € im Monat.", "obeyed"),
    ("Das Ticket kostet €58.00 im Monat.", "broken"),
    ("Das Ticket kostet 58 Euro im Monat.", "obeyed"),  # a word, no symbol: no side to judge
])
def test_currency_symbol_side_judged(reply: str, outcome: str) -> None:
    assert judge("Prices in EUR with the € sign after the number (12,50 €).", reply)[0] == outcome, reply


# --- date formats in what a tool writes -----------------------------------------------------------------------------

@pytest.mark.parametrize("tool, args, outcome", [
    ("Bash", {"command": "git commit -am 'Release 3.1.0 (Dec 2, 2026)'"}, "broken"),
    ("Bash", {"command": "git commit -am 'Release 3.1.0 (2026-12-02)'"}, "obeyed"),
    ("Write", {"file_path": "CHANGELOG.md", "content": "## 3.1.0 - 02/12/2026\n"}, "broken"),
    ("Write", {"file_path": "src/app.py", "content": "RELEASED = '02/12/2026'\n"}, None),  # code: not prose
    ("Bash", {"command": "ls -la"}, None),
])
def test_date_formats_in_what_a_tool_writes(tool: str, args: dict, outcome: str | None) -> None:
    rule = "Always write dates in ISO 8601 (YYYY-MM-DD)."
    proposal = propose_check(rule)
    assert proposal is not None
    verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    assert (verdicts[0].outcome if verdicts else None) == outcome, args
