"""Reply checks of issue 21 read on rules nobody here wrote: a quantity given with its conversion, a size that names
a thing, the user's own number said back; spelling rules with their own exceptions or a language scope; words a rule
forbids in one part of speech or in any inflection; a rule's scope (a request, a kind of code, an explanation of an
API). Examples written for these tests, look-alikes in several languages."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check

# --- units: a conversion in brackets, a size as a name, the user's number said back ---------------------------------

@pytest.mark.parametrize("rule", [
    "Usa el sistema métrico; si mencionas millas o pies, pon también la conversión en km o m entre paréntesis.",
    "Metric units. If you quote miles, add the km equivalent in brackets.",
    "Utilise le système métrique ; si tu cites des miles, ajoute la conversion en km entre parenthèses.",
])
def test_a_rule_that_asks_for_the_conversion_in_brackets_lets_the_other_system_lead(rule: str) -> None:
    assert (proposed_reply_check(rule) or {}).get("units_glossed") is True, rule


@pytest.mark.parametrize("rule", ["Metric please, imperial in brackets is ok.", "Metric units only.",
                                  "Usa el sistema métrico."])
def test_an_allowance_of_the_other_system_in_brackets_does_not(rule: str) -> None:
    assert not (proposed_reply_check(rule) or {}).get("units_glossed"), rule


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Usa el sistema métrico; si mencionas millas o pies, pon también la conversión en km o m entre paréntesis.",
     "La Ruta 66 medía unas 2.448 millas (unos 3.940 km).", "obeyed"),
    ("Usa el sistema métrico; si mencionas millas o pies, pon también la conversión en km o m entre paréntesis.",
     "La Ruta 66 medía unas 2.448 millas, de Chicago a Santa Mónica.", "broken"),
    ("Metric units. If you quote miles, add the km equivalent in brackets.",
     "The trail is 12 miles (19 km) long.", "obeyed"),
    ("Metric units. If you quote miles, add the km equivalent in brackets.",
     "The trail is 12 miles long, then 3 km of road.", "broken"),
    # the allowance puts imperial in the brackets: imperial may follow, never lead
    ("use metric pls, imperial in brackets is ok", "A desk is about 29 inches (74 cm) high.", "broken"),
    ("use metric pls, imperial in brackets is ok", "A desk is about 74 cm (29 inches) high.", "obeyed"),
])
def test_a_conversion_in_brackets(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, reply


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Metric units always.", "Ein 20-Fuß-Container ist etwa 6,06 m lang und 2,44 m breit.", "obeyed"),
    ("Metric units always.", "The 40-foot container is about 12.19 m long and 2.44 m wide.", "obeyed"),
    # the size is a measure of the thing ("its 4-inch aperture"): a length stated in imperial
    ("Metric units only.", "A 102 mm refractor is lighter, although its 4-inch aperture gathers less light.", "broken"),
    # a name with no metric length beside it, or a volume in imperial beside the name
    ("Metric units always.", "Order a 40-foot container for the move.", "broken"),
    ("Metric units always.", "Ein 40-Fuß-Container ist rund 12,19 m lang und fasst etwa 2.390 cubic feet.", "broken"),
])
def test_a_size_that_names_a_thing(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, reply


@pytest.mark.parametrize("rule, user, reply, outcome", [
    ("Temperatures in Fahrenheit please.", "Is 40 degrees a fever?",
     "If you mean 40 °C, yes — that's 104 °F, a high fever. If you mean 40 °F, that's the weather.", "obeyed"),
    ("Temperaturen bitte in Celsius.", "Ist 100 Grad Fieber?",
     "Wenn du 100 °F meinst, sind das etwa 38 °C: leichtes Fieber.", "obeyed"),
    # a number the user wrote, but not as a quantity ("a 2-day loop"), is no licence
    ("km not miles", "Plan a 2-day cycling loop.", "Day 1 is 65 km; day 2 ends with the last 2 miles along the harbour.",
     "broken"),
    # the user's number in the other system with no value in the wanted one beside it
    ("Temperatures in Fahrenheit please.", "Is 40 degrees a fever?", "Yes, 40 °C is a high fever.", "broken"),
])
def test_the_users_own_number_said_back(rule: str, user: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, reply


# --- spelling: a text the user asked the reply to write, quoted as a block ------------------------------------------

_GB_IN_GERMAN = "Wenn du auf Englisch schreibst, dann bitte britisches Englisch (colour, organise, centre)."


@pytest.mark.parametrize("rule, user, reply, outcome", [
    (_GB_IN_GERMAN, "Schreib mir bitte eine kurze englische Absage.",
     "Hier ein Vorschlag:\n\n> Hi Tom, I can't make it – I have a conflict at our Berlin center.", "broken"),
    (_GB_IN_GERMAN, "Schreib mir bitte eine kurze englische Absage.",
     "Hier ein Vorschlag:\n\n> Hi Tom, I can't make it – I've got a workshop I'm organising.", "obeyed"),
    ("Use British spelling.", "Please draft a note to the team about the move.",
     "Here you go:\n\n> The new office is in the city center from Monday.", "broken"),
    ("Utilise l'orthographe britannique.", "Rédige-moi un petit mot pour l'équipe, en anglais.",
     "Voici :\n\n> We will reorganise the office around the new centre.", "obeyed"),
    # a block quote the user did not ask for is someone else's text (a quoted docs line)
    ("Use British spelling.", "Why does my CSS not work?",
     "The spec says:\n\n> The color property sets the foreground color.\n\nSo check the selector.", "not_applicable"),
])
def test_a_drafted_text_in_a_block_quote_is_the_replys_own(rule: str, user: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply, user)[0] == outcome, reply


# --- banned words: a part of speech, inflected forms ----------------------------------------------------------------

_NO_LEVERAGE_VERB = "Never use the word \"delve\". Also don't use \"leverage\" as a verb."


@pytest.mark.parametrize("reply, outcome", [
    ("Financial leverage is the use of borrowed money. High leverage magnifies both gains and losses.", "obeyed"),
    ("The leverage ratio of the bank fell.", "obeyed"),
    ("Leverage caching: store the Docker layer cache between runs.", "broken"),
    ("We can leverage the existing cache.", "broken"),
    ("You should try to leverage it more.", "broken"),
    ("The team leveraged its data to win.", "broken"),
    ("By leveraging the cache, builds get faster.", "broken"),
])
def test_a_word_banned_as_a_verb_keeps_the_noun(reply: str, outcome: str) -> None:
    assert judge(_NO_LEVERAGE_VERB, reply)[0] == outcome, reply


def test_the_rule_marks_the_verb() -> None:
    assert (proposed_reply_check(_NO_LEVERAGE_VERB) or {}).get("no_words") == ["delve", "leverage (verb)"]
    assert (proposed_reply_check("Don't use \"leverage\".") or {}).get("no_words") == ["leverage"]


_CORPORATE = 'Talk to me like a colleague. No corporate speak: "synergy", "circle back", "touch base", "leverage".'


@pytest.mark.parametrize("reply, outcome", [
    ("Merging the teams unlocks synergies between search and ads.", "broken"),
    ("Let's keep circling back to the plan.", "broken"),
    ("We touched base with legal yesterday.", "broken"),
    ("She circled back on Monday.", "broken"),
    ("We merged the teams to share one roadmap and one on-call rotation.", "obeyed"),
    ("Draw a circle on the back of the page; touch the base of the lamp.", "obeyed"),
])
def test_a_banned_phrase_in_its_inflected_forms(reply: str, outcome: str) -> None:
    assert judge(_CORPORATE, reply)[0] == outcome, reply


# --- code as the object of talk is no rule about code ---------------------------------------------------------------

@pytest.mark.parametrize("rule", [
    "Don't be sycophantic. No gushing about my questions or my code.",
    "Keine Lobhudelei über meinen Code.",
    "No flattery about my code or my ideas.",
])
def test_code_talked_about_is_no_code_rule(rule: str) -> None:
    assert "no_code" not in ((proposed_reply_check(rule) or {}).get("format") or []), rule


@pytest.mark.parametrize("rule", [
    "Don't include code unless I explicitly ask for it.",
    "No code, just explain.",
    "Pas de code sauf si je le demande.",
])
def test_a_rule_about_code_in_the_reply_stays(rule: str) -> None:
    assert "no_code" in ((proposed_reply_check(rule) or {}).get("format") or []), rule


# --- a city is a place, not a time zone, unless it names the time -----------------------------------------------------

_ZONE = "When you mention a meeting or event time, always include the time zone."


@pytest.mark.parametrize("reply, outcome", [
    ("The opening keynote is on 28 October at 9:30 a.m. at Fort Mason in San Francisco.", "broken"),
    ("La keynote est le 28 octobre à 9h30 au Palais des Congrès à Paris.", "broken"),
    ("The keynote is at 9:30 a.m. PT at Fort Mason in San Francisco.", "obeyed"),
    ("The call is at 15:00 Berlin time.", "obeyed"),
    ("The call is at 15:00 UTC.", "obeyed"),
])
def test_a_city_is_no_time_zone(reply: str, outcome: str) -> None:
    assert judge(_ZONE, reply)[0] == outcome, reply


# --- the user's message is the context of a code rule -----------------------------------------------------------------

_NO_CODE = "Don't include code unless I explicitly ask for it. Explain in words."
_PANDAS = '```python\nimport pandas as pd\n\ndf = pd.read_csv("sales.csv")\n```'


@pytest.mark.parametrize("user, outcome", [
    ("Show me how to read a CSV in pandas.", "obeyed"),
    ("Montre-moi comment lire un fichier CSV avec pandas.", "obeyed"),
    ("Zeig mir, wie ich eine CSV-Datei mit pandas lese.", "obeyed"),
    ("What is pandas good for?", "broken"),
    ("Show me how to get to the station.", "broken"),
])
def test_being_shown_how_a_program_does_something_asks_for_code(user: str, outcome: str) -> None:
    assert judge(_NO_CODE, _PANDAS, user)[0] == outcome, user


_TS = "Code examples in TypeScript, not plain JavaScript."
_GO_CODE = '```go\nport := os.Getenv("PORT")\n```'


@pytest.mark.parametrize("user, outcome", [
    ("How do I read an environment variable in a Go program?", "not_applicable"),
    ("How do I read an environment variable in Go?", "not_applicable"),
    ("Go ahead: how do I read an environment variable?", "broken"),
])
def test_go_named_by_the_user_asks_for_go(user: str, outcome: str) -> None:
    assert judge(_TS, _GO_CODE, user)[0] == outcome, user


# --- a docs rule scoped to explaining an API ------------------------------------------------------------------------

_API_DOCS = "When you explain an API or library function, link to the official docs."


def test_a_docs_rule_about_an_api_is_scoped_to_interfaces() -> None:
    assert (proposed_reply_check(_API_DOCS) or {}).get("when", {}).get("sources") == "api"
    assert (proposed_reply_check("Cite the official docs when you answer technical questions.") or {}) \
        .get("when", {}).get("sources") == "technical"


@pytest.mark.parametrize("user, reply, outcome", [
    ("What's a good name for a variable holding a list of users?",
     "`users` is usually best; `active_users` says more about the contents.", "not_applicable"),
    ("How do I name my branches?", "Use a prefix, e.g. `feat/search-filters`.", "not_applicable"),
    ("What does pandas.read_csv do?", "`pd.read_csv()` reads a CSV file into a DataFrame.", "broken"),
    ("Que fait la fonction `zip` ?", "`zip(a, b)` associe les éléments deux à deux.", "broken"),
    ("Does dict keep insertion order in Python?", "Yes, since Python 3.7 dicts keep insertion order.", "broken"),
    ("What does pandas.read_csv do?",
     "`pd.read_csv()` reads a CSV file into a DataFrame. Docs: https://pandas.pydata.org/docs/reference/api/"
     "pandas.read_csv.html", "obeyed"),
])
def test_a_docs_rule_about_an_api(user: str, reply: str, outcome: str) -> None:
    assert judge(_API_DOCS, reply, user)[0] == outcome, reply


# --- spelling: the rule's own exceptions ----------------------------------------------------------------------------

_AU = ("Australian English spelling for everything customer-facing (colour, organise, program for software but "
       "programme for events).")


def test_the_rule_names_its_own_spellings() -> None:
    assert (proposed_reply_check(_AU) or {}).get("spelling_words") == ["colour", "organise", "program:software",
                                                                       "programme:events"]
    assert "spelling_words" not in (proposed_reply_check("Use British spelling (colour, centre).") or {})


@pytest.mark.parametrize("user, reply, outcome", [
    ("Write the blurb for our winter events programme.",
     "This winter our programme includes weekend markets. Organise your visit with our app.", "obeyed"),
    ("Write the blurb for our winter events programme.",
     "This winter our program includes weekend markets. Organise your visit with our app.", "broken"),
    ("Describe the new software release.", "The program now syncs your colour settings.", "obeyed"),
    ("Describe the new software release.", "The programme now syncs your colour settings.", "broken"),
    # no sense named: the word is not read; the variety still is
    ("Any news?", "The program changed. We'll organize a call.", "broken"),
])
def test_a_word_right_in_one_sense_wrong_in_the_other(user: str, reply: str, outcome: str) -> None:
    assert judge(_AU, reply, user)[0] == outcome, reply


def test_british_rule_with_its_own_sense() -> None:
    rule = "British spelling please (licence for the noun; but program for software, programme for TV)."
    assert judge(rule, "The TV programme starts at eight.", "What's on TV tonight?")[0] == "obeyed"
    assert judge(rule, "Install the program, then restart.", "How do I install this software?")[0] == "obeyed"


# --- a code-language rule for one side of a program -----------------------------------------------------------------

@pytest.mark.parametrize("user, reply, outcome", [
    ("How do I read an environment variable on the server?", '```go\nport := os.Getenv("PORT")\n```', "not_applicable"),
    ("Wie lese ich eine Umgebungsvariable im Backend?", '```python\nport = os.environ["PORT"]\n```', "not_applicable"),
    ("How do I toggle a class on a button?", "```js\nbutton.classList.toggle('open');\n```", "broken"),
    ("How do I toggle a class on a button?", "```ts\nbutton.classList.toggle('open');\n```", "obeyed"),
    ("Write an add function.", "```javascript\nfunction add(a, b) { return a + b; }\n```", "broken"),
])
def test_frontend_rule_speaks_to_frontend_code(user: str, reply: str, outcome: str) -> None:
    assert judge("Frontend examples in TypeScript, not plain JavaScript.", reply, user)[0] == outcome, reply


# --- a wording the reply suggests is its own; a word it mentions is not ----------------------------------------------

@pytest.mark.parametrize("rule, reply, outcome", [
    (_CORPORATE, 'Send a short nudge, something like: "Hi Sam, just wanted to circle back on the proposal?"', "broken"),
    (_CORPORATE, "Envoie un petit mot, par exemple : « Hi Sam, let's touch base next week. »", "broken"),
    (_CORPORATE, 'Send a short nudge, something like: "Hi Sam, any thoughts on the proposal?"', "obeyed"),
    # a form of address speaks to the user: a wording for the user's brother may use it
    ("Bitte siez mich. Kein 'du'.", "Zum Beispiel: „Alles Gute zum Geburtstag, du alter Sturkopf!“", "obeyed"),
])
def test_a_suggested_wording(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, reply


# --- spelling by part of speech ---------------------------------------------------------------------------------------

_LICENCE = "licence = noun, license = verb. UK usage. get it right"


@pytest.mark.parametrize("reply, outcome", [
    ("You'll need a license from your employer.", "broken"),
    ("You can licence it under a commercial agreement.", "broken"),
    ("You'll need a licence from your employer, and you can license the SDK to partners.", "obeyed"),
    ("The software is licensed under MIT; the licence file sits at the root.", "obeyed"),
    ("Just add a LICENSE file at the root of the repo.", "not_applicable"),  # a file's name, in capitals
])
def test_a_spelling_for_each_part_of_speech(reply: str, outcome: str) -> None:
    assert judge(_LICENCE, reply)[0] == outcome, reply


def test_part_of_speech_read_from_the_rule() -> None:
    assert (proposed_reply_check(_LICENCE) or {}).get("spelling_words") == ["licence:noun", "license:verb"]
    assert (proposed_reply_check("British spelling: practice (noun), practise (verb).") or {}).get("spelling_words") \
        == ["practice:noun", "practise:verb"]


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Use British spelling.", "A branch lives inside the same repository and shares its history with the main line; "
                              "a fork is a full copy of it under another account.", "obeyed"),
    ("Use American spelling.", "391.", "not_applicable"),
    ("Use British spelling.", "Une API est un ensemble de règles qui permet à deux logiciels de communiquer entre eux "
                              "sans connaître leur fonctionnement interne.", "not_applicable"),
])
def test_english_prose_with_no_variety_word_keeps_a_spelling_rule(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, reply
