"""Spelling variety, unit system, dates and times, emoji (issue 21): rules read by their model in several
languages, replies judged with the offending words as evidence. Examples written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance import spelling
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.spelling_rule import read_spelling
from memlock_core.compliance.units import exception_words
from tests.compliance_judge import judge, proposed_reply_check

_reply = proposed_reply_check
_SCREENS = exception_words("except for screens")
_judge = judge


# --- spelling: the rule -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, variety", [
    ("Please stick to UK spelling.", "en-GB"),
    ("Spell things the way a Brit would.", "en-GB"),
    ("Nothing spelt the American way, thanks.", "en-GB"),
    ("Utilise l'orthographe britannique quand tu écris en anglais.", "en-GB"),
    ("Bitte amerikanisches Englisch verwenden (Schreibweise).", "en-US"),
    ("Ortografía estadounidense en los textos en inglés.", "en-US"),
    ("Grafia britânica no inglês, por favor.", "en-GB"),
    ("Ortografia inglese britannica, grazie.", "en-GB"),
    ("英語はアメリカ式のスペルで書いてください。", "en-US"),
    ("Oxford spelling throughout.", "en-GB-oxendict"),
    ("British spelling, but with -ize verbs.", "en-GB-oxendict"),
    ("Canadian spelling in everything customers read.", "en-CA"),
    ("Write honour, not honor.", "en-GB"),
    ("-ize, never -ise", "en-US"),
    # a suffix named alone, an -ism, a country's name, a locale joined to English, Japanese negation after the name
    ("Stick to -ise, thanks", "en-GB"),
    ("We like 'ise' endings here.", "en-GB"),
    ("-our endings please (honour, labour)", "en-GB"),
    ("-re not -er (metre, fibre)", "en-GB"),
    ("No Americanisms in the docs.", "en-GB"),
    ("Britishisms are not welcome.", "en-US"),
    ("American spellings are not acceptable in our docs.", "en-GB"),
    ("Colour, metre, catalogue: UK usage throughout.", "en-GB"),
    ("English as written in the United Kingdom.", "en-GB"),
    ("Orthographe des États-Unis pour l'anglais.", "en-US"),
    ("Verwende bitte UK-Englisch.", "en-GB"),
    ("アメリカ式の綴りは使わないでください。", "en-GB"),
])
def test_spelling_rule_wordings(rule: str, variety: str) -> None:
    assert (_reply(rule) or {}).get("spelling") == variety, rule


@pytest.mark.parametrize("rule", ["Keep a warm British tone.", "Sound a bit more American.", "Un ton très britannique.",
                                  "Use English."])
def test_judgement_and_language_rules_are_not_spelling(rule: str) -> None:
    assert read_spelling(rule) is None
    assert "spelling" not in (_reply(rule) or {})


def test_variety_named_with_english_is_not_a_language_rule() -> None:
    check = _reply("Escribe siempre en inglés británico.")
    assert check is not None and check.get("spelling") == "en-GB" and "language" not in check
    check = _reply("Usa la grafia americana quando scrivi in inglese.")
    assert check is not None and check.get("spelling") == "en-US" and "language" not in check


# --- spelling: the words ------------------------------------------------------------------------------------------

def test_generated_pairs_and_morphology() -> None:
    assert spelling.GB_TO_US["modelling"] == "modeling" and spelling.GB_TO_US["flavourful"] == "flavorful"
    assert spelling.variety_words("the woollen jumper tasted savoury") == (["woollen", "savoury"], [])
    # words in no list: -ize verbs are American, -isation nouns British; size, seize, prize are both
    assert spelling.variety_words("we dockerized it and resized the prize; seized") == ([], ["dockerized"])
    assert spelling.variety_words("dockerisation is done") == (["dockerisation"], [])
    assert spelling.variety_words("he paralyzes the parser") == ([], ["paralyzes"])
    assert spelling.variety_words("advise, promise, otherwise, improvisation") == ([], [])


def test_scowl_pairs_reach_every_family_and_inflection() -> None:
    # American forms whose British twin American English also accepts; inflections; families beyond -ise/-our
    found = spelling.variety_words("a chiseled, grayish councilor fulfills the enrollment; the airplane smoldered "
                                   "and the colorblind worshiper got a checkbook")
    assert found == ([], ["chiseled", "grayish", "councilor", "fulfills", "enrollment", "airplane", "smoldered",
                          "colorblind", "worshiper", "checkbook"])
    assert spelling.variety_words("the draughtsman ploughed the sulphur; cosier, greyer, sceptics") == \
        (["draughtsman", "ploughed", "sulphur", "cosier", "greyer", "sceptics"], [])
    # written against punctuation: a curly possessive, an em dash, a non-breaking hyphen
    assert spelling.variety_words("the color’s hue—flavor—and gray\u2011blue") == ([], ["color", "flavor", "gray"])
    # Canadian English writes some American forms (fulfill) and the British rest (colour, chiselled)
    assert spelling.judge_variety("en-CA", ["colour", "chiselled"], ["fulfill", "chiseled"]) == \
        (["colour", "chiselled", "fulfill"], ["chiseled"])


def test_canadian_and_australian_write_program() -> None:
    # both varieties write "program" for a TV or training program: "programme" is not theirs
    assert _judge("Canadian spelling, please.", "The training programme starts at the community centre.")[0] == "broken"
    assert _judge("Australian spelling, please.", "The training programme starts at the community centre.")[0] == "broken"
    assert _judge("British spelling, please.", "The training programme starts at the community centre.")[0] == "obeyed"


def test_a_sentence_about_spelling_mistakes_still_uses_its_words() -> None:
    assert _judge("Use British spelling.", "I fixed the spelling mistakes and harmonized the headings.")[0] == "broken"


def test_mentions_are_not_the_reply_spelling() -> None:
    assert _judge("Use American spelling.", "In London you pay with a cheque; that is the British spelling of check.")[0] \
        == "not_applicable"
    assert _judge("Use American spelling.", "Both *theatre* and theater appear in print; pick one per document.")[0] \
        != "broken"
    assert _judge("Use British spelling.", "Auf Englisch schreibt man *color* in den USA und colour in England.")[0] \
        == "not_applicable"


def test_translation_in_quotes_is_the_reply_english() -> None:
    outcome, why = _judge("Utilise l'orthographe britannique en anglais.", "« The theater opens at noon. » Voilà.",
                          user="Traduis : « Le théâtre ouvre à midi. »")
    assert outcome == "broken" and "theater" in why
    assert _judge("Utilise l'orthographe britannique en anglais.", "Le mot « theater » est américain.",
                  user="Que veut dire theater ?")[0] == "not_applicable"


def test_spelling_evidence_names_the_words() -> None:
    outcome, why = _judge("Oxford spelling, please.", "We organized the archive and analyzed the logs.")
    assert outcome == "broken" and "analyzed" in why and "organized" not in why
    outcome, why = _judge("No American spellings.", "The team modeled the flavor of the release.")
    assert outcome == "broken" and "flavor" in why


# --- units --------------------------------------------------------------------------------------------------------

def test_unit_rule_dimensions() -> None:
    assert _reply("Only Fahrenheit for temperatures.") == {"units": "imperial", "units_only": True, "units_of": ["temperature"]}
    check = _reply("Entfernungen bitte in Kilometern, nie in Meilen.") or {}
    assert check.get("units") == "metric" and check.get("units_of") == ["length", "speed"]
    assert "units_of" not in (_reply("Metric units only. Temperatures in Celsius.") or {})
    assert _reply("keep units sensible") is None


def test_temperature_rule_ignores_other_quantities() -> None:
    rule = "Celsius please, never Fahrenheit."
    assert _judge(rule, "The trail is 5 miles long and the summit sits at 12 °C in May.")[0] == "obeyed"
    outcome, why = _judge(rule, "Bake at 400°F until golden.")
    assert outcome == "broken" and "400°F" in why


def test_conversion_in_brackets_allowed_by_the_rule() -> None:
    rule = "metric please, imperial in parentheses is fine"
    assert _reply(rule) == {"units": "metric"}
    assert _judge(rule, "The shelf is 90 cm wide (about 35 inches).")[0] == "obeyed"
    assert _judge(rule, "The rope is 20 m long in total (65 ft).")[0] == "obeyed"
    outcome, why = _judge(rule, "The shelf is 35 inches (90 cm) wide.")
    assert outcome == "broken" and "35 inches" in why


def test_cooking_scope_and_spoons() -> None:
    rule = "In recipes use grams and millilitres, no cups."
    check = _reply(rule) or {}
    assert check.get("when") == {"units": "cooking"} and "spoon" not in check.get("units_of", [])
    outcome, why = _judge(rule, "Stir 2 cups of flour into the butter, add 1 tsp salt, bake 20 minutes.", user="Scones?")
    assert outcome == "broken" and "2 cups" in why and "tsp" not in why
    assert _judge(rule, "Use 250 g flour, 1 tbsp sugar and 200 ml milk; whisk and bake.", user="Pancakes?")[0] == "obeyed"
    assert _judge(rule, "The parcel weighs 3 cups worth of sand.", user="How heavy is my parcel?")[0] == "not_applicable"


@pytest.mark.parametrize("reply, unit", [("La pista mide 300 jardas.", "jardas"), ("Il lago è a 40 miglia da qui.", "miglia"),
                                         ("A prancha tem 8 pés de comprimento.", "pés"), ("飛距離は250ヤードです。", "ヤード")])
def test_imperial_units_in_other_languages(reply: str, unit: str) -> None:
    outcome, why = _judge("Use the metric system.", reply)
    assert outcome == "broken" and unit in why


# --- dates and times ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("reply, found", [
    ("The freeze starts on 21/11 and ends a week later.", "21/11"),
    ("リリースは3/15〜3/20の予定です。", "3/15"),
    ("Submissions close on the 3rd of March.", "3rd of March"),
    ("La consegna è prevista per il 4 settembre 2026.", "4 settembre 2026"),
    ("A entrega será em 9 de outubro de 2026.", "9 de outubro de 2026"),
])
def test_dates_not_iso(reply: str, found: str) -> None:
    outcome, why = _judge("Dates in ISO 8601 format.", reply)
    assert outcome == "broken" and found in why


def test_fractions_and_scores_are_not_dates() -> None:
    assert _judge("Dates in ISO 8601 format.", "Mix 2/3 of the batter; reviewers gave it 4/5 by 3/4 of the votes.")[0] \
        == "not_applicable"


@pytest.mark.parametrize("rule, reply, expected", [
    # numbers no calendar has, versions, dates inside a command or a log line: no date
    ("Dates in ISO 8601 format.", "Order 11/45/2031 shipped.", "not_applicable"),
    ("Dates in ISO 8601 format.", "Upgrade to release 3.4.2023 first.", "not_applicable"),
    ("Dates in ISO 8601 format.", "The line `[07/08/2025 12:01] WARN disk` is from the release on 2025-08-07.", "obeyed"),
    ("Dates in ISO 8601 format.", "It shipped on `07/08/2025`.", "broken"),
    # lengths of time are not times of day; a command's argument is not the reply's time
    ("All times in UTC, please.", "The export takes 3:45 minutes.", "not_applicable"),
    ("All times in UTC, please.", "Set the timeout to 00:45:00.", "not_applicable"),
    ("All times in UTC, please.", "Run `at 23:30 < job.sh` to queue it at 23:30 UTC.", "obeyed"),
    ("All times in UTC, please.", "The clip is 2:15:30 long.", "not_applicable"),
    ("All times in UTC, please.", "Backups start at 01:30.", "broken"),
    ("All times in UTC, please.", "The window opens at 08:00 CEST.", "broken"),
])
def test_what_is_not_a_date_or_a_time_of_day(rule: str, reply: str, expected: str) -> None:
    assert _judge(rule, reply)[0] == expected


def test_a_zone_rule_reads_the_zone_of_each_clause() -> None:
    rule = "Always state the time zone when you give a time."
    assert _judge(rule, "The call is at 16:00 CET and the replay goes out at 10:00.")[0] == "broken"
    assert _judge(rule, "The call is at 16:00 and 18:00 CET.")[0] == "obeyed"
    assert _judge(rule, "In Berlin (CET) the call starts at 16:00.")[0] == "obeyed"


def test_pounds_of_money_are_not_a_mass() -> None:
    assert _judge("Metric units only.", "The adapter costs 12 pounds on the UK store.")[0] == "not_applicable"
    assert _judge("Metric units only.", "Hosting is 40 pounds a month.")[0] == "not_applicable"
    assert _judge("Metric units only.", "The parcel weighs 12 pounds.")[0] == "broken"
    assert _judge("No freedom units, please.", "The trail is 4 miles long.")[0] == "broken"


@pytest.mark.parametrize("reply, found", [
    ("Doors close at 10.30pm sharp.", "10.30pm"),
    ("La tienda cierra a las 8:00 p. m. los sábados.", "8:00 p. m."),
    ("El vuelo sale a las 7 de la tarde.", "7"),
    ("Le train part à 6 du matin.", "6"),
])
def test_twelve_hour_times_in_other_shapes(reply: str, found: str) -> None:
    outcome, why = _judge("Always use the 24-hour clock.", reply)
    assert outcome == "broken" and found in why


def test_iana_zone_names_a_zone() -> None:
    assert _judge("Always state the time zone with times.", "The call is at 15:00 America/New_York.")[0] == "obeyed"
    assert _judge("Always state the time zone with times.", "The call is at 15:00 tomorrow.")[0] == "broken"


# --- emoji --------------------------------------------------------------------------------------------------------

def test_emoji_only_at_the_end() -> None:
    for rule in ("Emoji only at the end of a reply, never mid-text.", "Emojis nur am Ende, bitte."):
        assert (_reply(rule) or {}).get("format") == ["emoji_end_only"], rule
        assert _judge(rule, "Deployed to staging. All green.")[0] == "obeyed"
        assert _judge(rule, "Deployed to staging. All green 🚀🎉")[0] == "obeyed"
        outcome, why = _judge(rule, "Deployed 🚀 to staging. All green.")
        assert outcome == "broken" and "🚀" in why


def test_emoji_ban_in_one_region() -> None:
    rule = "No emoji in section headings."
    assert (_reply(rule) or {}).get("only_in") == {"no_emoji": "headings"}
    assert _judge(rule, "## Release notes\n\nShipped the new parser 🎉")[0] == "obeyed"
    assert _judge(rule, "## Release notes 🎉\n\nShipped the new parser.")[0] == "broken"
    assert _judge(rule, "Shipped the new parser 🎉")[0] == "not_applicable"
    rule = "Never put emoji in code comments; chat is fine."
    assert (_reply(rule) or {}).get("only_in") == {"no_emoji": "comments"}
    assert _judge(rule, "Done 👍\n\n```js\n// retry twice\nretry(2)\n```")[0] == "obeyed"
    outcome, why = _judge(rule, "Done.\n\n```js\n// retry twice 🔁\nretry(2)\n```")
    assert outcome == "broken" and "🔁" in why
    # "not even in headings" extends the ban, it does not limit it
    assert "only_in" not in (_reply("No emoji at all, not even in headings.") or {})


def test_code_counts_when_the_rule_says_so() -> None:
    for rule in ("No emoji, and that includes code.", "Keine Emojis, auch nicht in Codeblöcken."):
        assert (_reply(rule) or {}).get("count_code") is True, rule
        outcome, why = _judge(rule, "Run it:\n\n```sh\necho \"🚀 go\"\n```")
        assert outcome == "broken" and "🚀" in why


def test_status_emoji() -> None:
    rule = "Mark each status with an emoji: 🟢 ok, 🔴 failed."
    assert (_reply(rule) or {}).get("status_emoji") == ["🟢", "🔴"]
    assert _judge(rule, "🟢 API\n🔴 Worker\n🟢 Scheduler", user="Service status?")[0] == "obeyed"
    outcome, why = _judge(rule, "🟢 API\n🟢 Scheduler\nWorker: failed", user="Service status?")
    assert outcome == "broken" and "Worker" in why
    assert _judge(rule, "API ✅ and worker ✅.", user="Service status?")[0] == "broken"
    assert _judge(rule, "Python lists are mutable; tuples are not.", user="List vs tuple?")[0] == "not_applicable"
    assert _judge(rule, "- Build: passed\n- Deploy: failed", user="Anything new?")[0] == "broken"


@pytest.mark.parametrize("rule", ["Use emoji tastefully.", "Emojis con moderación, según el tono.",
                                  "絵文字は控えめに。", "Emojis dezent einsetzen."])
def test_emoji_taste_stays_unchecked(rule: str) -> None:
    assert _reply(rule) is None


def test_plain_text_symbols_allowance_is_not_a_markdown_rule() -> None:
    assert _reply("No emoji; plain text symbols like ✓ are fine.") == {"format": ["no_emoji"], "commit": "no_emoji"}
    assert _judge("No emoji; plain text symbols like ✓ are fine.", "✓ tagged\n✓ pushed `v1.2`")[0] == "obeyed"


# --- what tool calls write ----------------------------------------------------------------------------------------

def _tool(rule: str, tool: str, args: dict) -> list[tuple[str, str]]:
    from memlock_core.compliance.evaluate import check_tool_call

    proposal = propose_check(rule)
    assert proposal is not None, rule
    return [(v.outcome, v.evidence) for v in check_tool_call([Anchor(id="p", text=rule, reminder=rule,
                                                                     check=proposal.check)], tool, args)]


def test_commit_message_spelling() -> None:
    rule = "Write commit messages in British spelling."
    assert (_reply(rule) or {}).get("commit") == "spelling=en-GB"
    [(outcome, why)] = _tool(rule, "terminal", {"command": "git commit -am 'Normalize the colour tokens'"})
    assert outcome == "broken" and "normalize" in why
    assert _tool(rule, "terminal", {"command": "git commit -am 'Normalise the colour tokens'"})[0][0] == "obeyed"


def test_emoji_written_into_files_and_commits() -> None:
    rule = "No emoji anywhere, that includes code blocks."
    [(outcome, why)] = _tool(rule, "Edit", {"file_path": "app/cli.py", "old_string": "x", "new_string": "print('🎉 ready')"})
    assert outcome == "broken" and "🎉" in why
    assert _tool(rule, "Bash", {"command": "git commit -m '🐛 fix parser'"})[0][0] == "broken"
    assert _tool(rule, "write_file", {"path": "a.py", "content": "print('ready')"})[0][0] == "obeyed"
    assert _tool("No emoji.", "write_file", {"path": "a.py", "content": "print('🎉')"}) == []  # prose rule only
    rule = "No emoji in code comments or docstrings."
    [(outcome, why)] = _tool(rule, "Write", {"file_path": "m.py", "content": 'def f():\n    """Fast path 🚀."""\n'})
    assert outcome == "broken" and "🚀" in why
    assert _tool(rule, "Write", {"file_path": "m.py", "content": 'print("🚀")\n# plain comment\n'})[0][0] == "obeyed"


def test_spelling_of_documents_written() -> None:
    rule = "British spelling in everything you write."
    [(outcome, why)] = _tool(rule, "Write", {"file_path": "docs/guide.md", "content": "We optimize the catalog color."})
    assert outcome == "broken" and "optimize" in why
    assert _tool(rule, "Write", {"file_path": "src/color.py", "content": "color = 'red'"}) == []  # code keeps its names


# --- more wordings of known kinds ---------------------------------------------------------------------------------

@pytest.mark.parametrize("rule, expected", [
    ("Please use en-GB.", {"spelling": "en-GB"}),
    ("Prefer 'favour' over 'favor'.", {"spelling": "en-GB"}),
    ("Temperatures in °F please.", {"units": "imperial", "units_only": True, "units_of": ["temperature"]}),
    ("Weights in kg.", {"units": "metric", "units_only": True, "units_of": ["mass"]}),
    ("Metric, with imperial in brackets.", {"units": "both_metric_first"}),
    ("Use metric, but keep imperial for TV sizes.", {"units": "metric", "units_only": True, "units_except": list(_SCREENS)}),
    ("American date format (MM/DD/YYYY) please.", {"datetime": ["mdy_date"]}),
    ("日付はYYYY/MM/DD形式で。", {"datetime": ["ymd_slash"]}),
    ("Datum bitte im ISO-Format.", {"datetime": ["iso_date"]}),
    ("Write dates like 31/01/2026.", {"datetime": ["dmy_date"]}),
    ("Write dates like 'January 31, 2026'.", {"datetime": ["long_date"]}),
    ("Give times in my time zone (Madrid).", {"time_zone": "CET"}),
    ("Précise toujours le fuseau horaire des heures.", {"datetime": ["zone"]}),
])
def test_more_wordings(rule: str, expected: dict) -> None:
    assert _reply(rule) == expected, rule


@pytest.mark.parametrize("rule", ["Use a colour picker over the default one.", "Write over 300 words on colour theory.",
                                  "Always mention the day of the week with dates."])
def test_look_alikes_without_a_format(rule: str) -> None:
    check = _reply(rule) or {}
    # a weekday with every date is its own check (weekday), never a date format
    assert "spelling" not in check and set(check.get("datetime") or []) <= {"weekday"}, rule


def test_us_and_slash_dates() -> None:
    rule = "US date format (MM/DD/YYYY)."
    assert _judge(rule, "Renewal is due 03/14/2026, or March 20, 2026 at the latest.")[0] == "obeyed"
    outcome, why = _judge(rule, "Renewal is due 14/03/2026.")
    assert outcome == "broken" and "14/03/2026" in why
    assert _judge(rule, "Renewal is due 2026-03-14.")[0] == "broken"
    rule = "日付はYYYY/MM/DDで書いてください。"
    assert _judge(rule, "締め切りは2026/03/14です。")[0] == "obeyed"
    assert _judge(rule, "締め切りは2026-03-14です。")[0] == "broken"


@pytest.mark.parametrize("reply, word", [
    ("Enter the license key you were sent.", "license"),
    ("You should practice the scales daily.", "practice"),
    ("Practice breathing slowly before the talk.", "practice"),
    ("Check the tire pressure before the trip.", "tire"),
    ("The cookery program airs on Sundays.", "program"),
])
def test_american_forms_fixed_by_context(reply: str, word: str) -> None:
    outcome, why = _judge("British spelling, please.", reply)
    assert outcome == "broken" and word in why


@pytest.mark.parametrize("reply", ["We license the library under the MIT licence.", "Practice makes perfect.",
                                   "Long meetings tire everyone.", "The program crashed on start-up."])
def test_shared_forms_stay_unjudged(reply: str) -> None:
    assert _judge("British spelling, please.", reply)[0] != "broken"


@pytest.mark.parametrize("rule", ["Reply within 24 hours.", "Responde en menos de 24 horas.",
                                  "Antworte innerhalb von 24 Stunden.", "Rispondi entro 24 ore."])
def test_a_duration_is_not_the_24_hour_clock(rule: str) -> None:
    assert "datetime" not in (_reply(rule) or {})


def test_24_hour_rules_in_italian_and_a_zone_before_the_time() -> None:
    assert _reply("Usa il formato 24 ore.") == {"datetime": ["24h"]}
    outcome, why = _judge("時刻はUTCで書いてください。", "作業は日本時間の午前2時からです。")
    assert outcome == "broken" and "日本時間" in why


@pytest.mark.parametrize("reply, found", [("It is a good five miles from the station.", "five miles"),
                                          ("Der Gipfel liegt zwei Meilen entfernt.", "zwei Meilen"),
                                          ("The shelf is two feet wide.", "two feet")])
def test_quantities_in_words(reply: str, found: str) -> None:
    outcome, why = _judge("Use metric units.", reply)
    assert outcome == "broken" and found in why


def test_quantities_in_words_keep_their_conversion_and_body_parts() -> None:
    # the conversion into miles is imperial all the same: the rule does not allow it
    assert _judge("Use metric units.", "We hiked ten kilometres (six miles).")[0] == "broken"
    assert _judge("Use metric units, imperial in brackets is ok.", "We hiked ten kilometres (six miles).")[0] == "obeyed"
    assert _judge("Use metric units.", "Cats land on their two feet.")[0] == "not_applicable"
    assert _judge("Use metric units.", "A coffee costs three pounds.")[0] == "not_applicable"


@pytest.mark.parametrize("rule, expected", [
    ("Don't use American spelling.", {"spelling": "en-GB"}),
    ("Pas d'orthographe américaine.", {"spelling": "en-GB"}),
    ("Niente miglia, solo chilometri.", {"units": "metric", "units_only": True, "units_of": ["length", "speed"]}),
    ("Nada de pés ou polegadas.", {"units": "metric", "units_only": True, "units_of": ["length", "speed"]}),
    ("華氏ではなく摂氏で書いてください。", {"units": "metric", "units_only": True, "units_of": ["temperature"]}),
    ("Never use AM or PM.", {"datetime": ["24h"]}),
    ("Pas de format 12 heures.", {"datetime": ["24h"]}),
    ("Don't write dates like 03/04/2025, write 2025-04-03.", {"datetime": ["iso_date"]}),
])
def test_negated_wordings(rule: str, expected: dict) -> None:
    assert _reply(rule) == expected, rule


def test_twelve_hour_wanted_or_a_duration_stays_unchecked() -> None:
    assert _reply("Reply within 12 hours.") is None


@pytest.mark.parametrize("rule, expected", [
    ("Use Europe/Paris for all times.", {"time_zone": "CET"}),
    ("Always state times with a UTC offset.", {"datetime": ["zone"]}),
    ("Orari sempre in ora italiana.", {"time_zone": "CET"}),
    ("時刻は日本時間で書いてください。", {"time_zone": "JST"}),
    ("Metric units, with US conversions in parentheses.", {"units": "both"}),
    ('Write "honour", "metre" and "analyse".', {"spelling": "en-GB"}),
])
def test_zone_units_and_spelling_wordings(rule: str, expected: dict) -> None:
    assert _reply(rule) == expected, rule


def test_offsets_count_as_a_zone() -> None:
    assert _judge("Always state times with a UTC offset.", "Kick-off is 18:00 UTC+2.")[0] == "obeyed"
    assert _judge("Always state times with a UTC offset.", "Kick-off is 18:00.")[0] == "broken"


@pytest.mark.parametrize("rule, expected", [
    ("Begin every answer with an emoji.", {"format": ["emoji_start"]}),
    ("Beginne jede Antwort mit einem Emoji.", {"format": ["emoji_start"]}),
    ("絵文字で始めてください。", {"format": ["emoji_start"]}),
    ("絵文字は2つまで。", {"max_emoji": 2}),
    ("Emoji in headings only.", {"format": ["no_emoji"], "except_in": {"no_emoji": "headings"}}),
    ("Never use the 🔥 emoji.", {"must_not_match": ["🔥"]}),
    ("Avoid smileys and emoji.", {"format": ["no_emoji", "no_emoticons"], "commit": "no_emoji"}),  # commits too
])
def test_emoji_wordings(rule: str, expected: dict) -> None:
    assert _reply(rule) == expected, rule


@pytest.mark.parametrize("rule", ["Only use emoji in bullet points.", "No emoji in the first line.",
                                  "Put an emoji in front of every heading."])
def test_emoji_places_no_check_reads_stay_unchecked(rule: str) -> None:
    assert _reply(rule) is None


def test_emoji_start_and_named_emoji() -> None:
    assert _judge("Begin every answer with an emoji.", "- ✅ Deployed")[0] == "obeyed"
    assert _judge("Begin every answer with an emoji.", "Deployed ✅")[0] == "broken"
    outcome, why = _judge("Never use the 🔥 emoji.", "This release is 🔥")
    assert outcome == "broken" and "🔥" in why
    assert _judge("Never use the 🔥 emoji.", "This release is great 🎉")[0] == "obeyed"


def test_spelling_of_the_users_own_message() -> None:
    rule = "Match my spelling, British or American."
    assert _reply(rule) == {"spelling": "user"}
    assert _judge(rule, "The colour lives in theme.css.", user="Where's the colour set?")[0] == "obeyed"
    outcome, why = _judge(rule, "The color lives in theme.css.", user="Where's the colour set?")
    assert outcome == "broken" and "color" in why
    assert _judge(rule, "The color lives in theme.css.", user="Where is it set?")[0] == "not_applicable"


def test_emoji_bans_on_commits_and_comments_together() -> None:
    rule = "no emojis in commit messages or code comments please"
    assert _reply(rule) == {"format": ["no_emoji"], "commit": "no_emoji", "only_in": {"no_emoji": "comments"}}
    [(outcome, why)] = _tool(rule, "Edit", {"file_path": "a.py", "old_string": "x", "new_string": "# retry 🔁\nx"})
    assert outcome == "broken" and "🔁" in why
    assert _judge(rule, "Sure 👍 done.")[0] == "not_applicable"
    assert _reply("No emoji in replies or headings.") == {"format": ["no_emoji"]}  # the replies: every part


def test_japanese_day_month_before_a_weekday() -> None:
    outcome, why = _judge("日付は「2025年3月5日」の形式で書いてください。", "次回は3/12（水）の14時からです。")
    assert outcome == "broken" and "3/12" in why


def test_month_day_without_a_year_and_iana_zone_names() -> None:
    outcome, why = _judge("Use ISO dates.", "The release is due Dec 25.")
    assert outcome == "broken" and "Dec 25" in why
    assert _judge("Use ISO dates.", "Julia brought 5 apples in June 2024.")[0] == "not_applicable"
    assert _judge("Give all times in CET.", "The call is at 15:00 Europe/Berlin.")[0] == "obeyed"
    assert _judge("Give all times in CET.", "The call is at 15:00 America/New_York.")[0] == "broken"


def test_japanese_sentences_bound_a_times_zone() -> None:
    rule = "時刻はUTCで書いてください。"
    assert _judge(rule, "作業はUTC 6:00からです。")[0] == "obeyed"
    outcome, why = _judge(rule, "作業は6:00 UTCから。終了は8:00です。")
    assert outcome == "broken" and "8:00" in why


def test_first_word_of_a_list_item_is_no_name() -> None:
    outcome, why = _judge("Use British spelling.", "- Colour settings\n- Color of the header")
    assert outcome == "broken" and "color" in why
    assert _judge("Use British spelling.", "The Center for Disease Control published it.")[0] == "not_applicable"


@pytest.mark.parametrize("rule, expected", [("Use SI.", {"units": "metric", "units_only": True}),
                                             ("Indian English spelling.", {"spelling": "en-GB"}),
                                            ("Use Irish English.", {"spelling": "en-GB"})])
def test_si_and_british_based_varieties(rule: str, expected: dict) -> None:
    assert _reply(rule) == expected


def test_a_ban_that_names_its_object_in_the_sentence_before() -> None:
    rule = "Emoji are fine in chat, but none in commit messages."
    assert _reply(rule) == {"commit": "no_emoji"}
    assert _judge(rule, 'Use: git commit -m "✨ add cache"', user="commit message for the cache?")[0] == "broken"
    assert _reply("Emoji are ok. Commit messages: no period at the end.") == {"commit": "no_period"}


@pytest.mark.parametrize("reply, found", [("Wir treffen uns um halb drei nachmittags.", "halb drei"),
                                          ("Let's talk at seven in the evening.", "seven"),
                                          ("Le train part à trois heures de l'après-midi.", "trois heures")])
def test_hours_in_words_with_a_part_of_the_day(reply: str, found: str) -> None:
    outcome, why = _judge("Use the 24-hour clock.", reply)
    assert outcome == "broken" and found in why


def test_a_number_word_before_a_part_of_the_day_is_not_always_a_time() -> None:
    assert _judge("Use the 24-hour clock.", "We have five in the morning shift.")[0] == "not_applicable"


def test_singapore_and_hong_kong_time() -> None:
    assert _reply("Times in Singapore time please.") == {"time_zone": "SGT"}
    assert _judge("Times in Singapore time please.", "The call is at 09:00 SGT.")[0] == "obeyed"
    assert _judge("Always include the time zone.", "The call is at 09:00 HKT.")[0] == "obeyed"


def test_emoji_ban_with_excepted_emoji_and_a_counted_opener() -> None:
    rule = "No emojis in answers, except ✅/❌ in checklists."
    assert _reply(rule) == {"format": ["no_emoji"], "emoji_allowed": ["✅", "❌"], "emoji_allowed_in": "lists"}
    assert _judge(rule, "- ✅ Passport\n- ❌ Visa")[0] == "obeyed"
    assert _judge(rule, "Great trip 🎉")[0] == "broken"
    assert _reply("Start every answer with exactly one emoji.") == {"format": ["emoji_start"], "max_emoji": 1}


def test_names_in_a_run_of_capitalised_words_keep_their_spelling() -> None:
    for reply in ("Lincoln Center has a new season; the colour of the posters is lovely.",
                  "Labor Day weekend is busy, so organise the trip early.",
                  "Rockefeller Center Station is closed; the neighbourhood is quiet.",
                  "The Bureau of Labor Statistics publishes the data; I've summarised it.",
                  "Harbor Freight Tools sells them; the grey one is cheaper."):
        assert _judge("Use British spelling.", reply)[0] == "obeyed", reply
    for reply in ("The Royal Opera Centre is nearby; the color of the seats is red.",
                  "The Globe Theatre reopened; theater fans will love the color scheme.",
                  "United Nations Development Programme staff organized the event."):
        assert _judge("Use American spelling.", reply)[0] == "obeyed", reply
    # a single capitalised word opening a sentence is still the reply's own word
    assert _judge("Use British spelling.", "Color matters in branding. Pick one palette.")[0] == "broken"


def test_code_terms_in_the_prose_are_not_the_reply_spelling() -> None:
    for reply in ("Set the color property on the label and a grey border around it.",
                  "The serialize method returns bytes; I've optimised the rest.",
                  "Pass a favorite prop to the Card component so it can colour the star.",
                  "The function is called initialize, and it runs once; the behaviour is the same.",
                  "Write color: #444 in the stylesheet for a dark grey.",
                  "Change the background-color to white and the border-left-color to grey."):
        assert _judge("Use British spelling.", reply)[0] != "broken", reply
    # the same word used as the reply's English is American spelling
    assert _judge("Use British spelling.", "We changed the color of the border to grey.")[0] == "broken"
    assert _judge("Use British spelling.", "The license key is on the box.")[0] == "broken"  # "key" names no code


def test_words_of_another_language_are_not_the_reply_spelling() -> None:
    for reply in ("Ask for the bill with la cuenta, por favor — it's a nice gesture, and the colour of the menu helps.",
                  "The Spanish word for colour is color.",
                  "In Italian they say per favore; in Spanish it's por favor.",
                  "Le centre-ville est magnifique, and we loved the colors.",
                  "Barclays calls it a cheque, but we pay by check here."):
        rule = "Use American spelling." if "colors" in reply or "check here" in reply else "Use British spelling."
        assert _judge(rule, reply)[0] != "broken", reply


def test_words_both_varieties_write_are_no_evidence() -> None:
    for reply in ("The dialogue in the prologue is sharp, and the epilogue ties it up.",
                  "Two monologues open the play."):
        assert _judge("Use American spelling.", reply)[0] != "broken", reply
    for reply in ("Thanks for the acknowledgment; sulfur dioxide levels are in the encyclopedia entry.",):
        assert _judge("Use British spelling.", reply)[0] != "broken", reply
    assert _judge("Use American spelling.", "The catalogue is printed yearly.")[0] == "broken"


def test_link_titles_file_names_and_commands_keep_their_spelling() -> None:
    for reply in ("See [the color picker guide](https://example.com/picker); the colour wheel is handy.",
                  "Edit colors.css and the colour scheme changes.",
                  "Open favorites.json and organise the entries.",
                  "Run npm run optimize to minimise the bundle.",
                  "Then yarn add colorette and colour the logs."):
        assert _judge("Use British spelling.", reply)[0] != "broken", reply
    # the reply's own words around them still count
    assert _judge("Use British spelling.", "Edit colors.css to change the color.")[0] == "broken"
