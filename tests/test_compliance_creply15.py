"""Round-15 reply verdicts on rules that do get a check: the script language a rule asks for in French or Spanish with
the pronoun joined to the verb and the refused one after "pas"/"no"; a code-language rule scoped to a mobile platform
left off code for the rival platform; Han text without kana read as Chinese; two audiences with a language each. Our
own wordings, with look-alikes that must stay as they were."""
from __future__ import annotations

import pytest

from memlock_core.compliance.han_guess import mend_ranking
from memlock_core.compliance.platform_scope import in_platform, rule_platform
from memlock_core.compliance.reply_rule import parse_reply_rule
from tests.compliance_judge import proposed_reply_check, reply_outcome

PY = "```python\nimport os\nfor name in os.listdir('.'):\n    print(name.upper())\n```"
SH = "```bash\nfor f in *; do echo \"${f^^}\"; done\n```"

# ── the script's language: "écris-le en Python, pas en Bash" ──────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", [
    "Quand je te demande un script, écris-le en Python, pas en Bash.",
    "Si je demande un script, fais-le en Python et pas en shell.",
    "Cuando te pida un script, escríbelo en Python, no en Bash.",
    "Wenn ich um ein Skript bitte, schreib es in Python, nicht in Bash.",
    "Whenever I ask for a script, write it in Python, not in bash.",
])
def test_script_language_wanted_is_the_one_not_refused(rule: str) -> None:
    values = [c.value for c in parse_reply_rule(rule).clauses if c.object == "code"]
    assert values == ["languages:python"], values
    asked = "Écris un script qui liste les fichiers en majuscules"
    assert reply_outcome(rule, PY, user=asked) == "obeyed"
    assert reply_outcome(rule, SH, user=asked) == "broken"


@pytest.mark.parametrize("rule", ["Quand je demande un script, fais-le en bash.",
                                  "Cuando te pida un script, hazlo en bash."])
def test_bash_wanted_stays_bash(rule: str) -> None:
    values = [c.value for c in parse_reply_rule(rule).clauses if c.object == "code"]
    assert values == ["languages:bash"], values


def test_bash_only_refused_asks_for_no_bash() -> None:
    assert not [c for c in parse_reply_rule("Quand je demande un script, jamais en Bash.").clauses
                if c.value == "languages:bash"]


# ── a code-language rule scoped to one mobile platform ───────────────────────────────────────────────────────────

SWIFT = "```swift\nlet label = UILabel()\nlabel.text = \"Hi\"\nview.addSubview(label)\n```"
JAVA = "```java\nTextView label = findViewById(R.id.label);\nlabel.setText(\"Hi\");\n```"
KOTLIN = "```kotlin\nval label = findViewById<TextView>(R.id.label)\nlabel.text = \"Hi\"\n```"


@pytest.mark.parametrize("rule", ["Android snippets: Kotlin only, never Java",
                                  "For Android examples use Kotlin, not Java.",
                                  "Exemples Android en Kotlin uniquement, pas de Java"])
def test_android_rule_leaves_ios_code_alone(rule: str) -> None:
    assert reply_outcome(rule, SWIFT, user="and how do I set a label on iOS?") == "not_applicable"
    assert reply_outcome(rule, JAVA, user="how do I set a label's text?") == "broken"
    assert reply_outcome(rule, KOTLIN, user="how do I set a label's text?") == "obeyed"


def test_platform_read_from_the_rule() -> None:
    assert rule_platform("Android examples in Kotlin") == "android"
    assert rule_platform("iPhone code in Swift only") == "ios"
    assert rule_platform("Kotlin on Android, Swift on iOS") == ""
    assert rule_platform("Python examples only") == ""
    # nothing of either platform named: the rule stays on (recall first)
    assert in_platform("android", "```kotlin\nval x = 1\n```", "how do I declare a constant?")
    assert not in_platform("android", SWIFT, "on the iPad?")


# ── Han characters without kana are not Japanese ──────────────────────────────────────────────────────────────────


def test_han_without_kana_is_chinese() -> None:
    ranked = [("ja", 0.55), ("zh", 0.40), ("en", 0.01)]
    assert mend_ranking("这个函数返回列表的长度。", ranked)[0][0] == "zh"
    # a kana anywhere: Japanese stays
    assert mend_ranking("この関数は長さを返します。", ranked)[0][0] == "ja"
    # too few Han characters to be prose
    assert mend_ranking("OK 好的 thanks a lot for the help", ranked)[0][0] == "ja"
    # another guess is never touched
    assert mend_ranking("这个函数返回列表的长度。", [("zh", 0.9), ("ja", 0.05)])[0] == ("zh", 0.9)


# ── two audiences, a language each ────────────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", [
    "Customer-facing emails must be in German (most of our customers are in Austria). Internal notes for the team stay "
    "in English.",
    "Client-facing letters in French; internal memos in English.",
])
def test_outside_audience_language_and_the_inside_one(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("language_else") == "en", check
    wanted = check["language"]
    outside = {"de": "Sehr geehrte Kundin, Ihre Bestellung wird sich leider um zwei Tage verzögern. Wir bitten um "
                     "Entschuldigung.",
               "fr": "Madame, votre commande aura malheureusement deux jours de retard. Nous vous prions de nous "
                     "excuser."}[wanted]
    english = "Dear customer, your order will unfortunately be two days late. We apologise for the delay."
    noun = "customer" if wanted == "de" else "client"
    asked = f"Draft an email to a {noun} about the two-day delay"
    assert reply_outcome(rule, outside, user=asked) == "obeyed"
    assert reply_outcome(rule, english, user=asked) == "broken"
    team = "Write a note for the warehouse team about the new shelves"
    assert reply_outcome(rule, "Team: the new shelves arrive on Monday, please clear aisle three by then.",
                         user=team) == "obeyed"
    assert reply_outcome(rule, outside, user=team) == "broken"


def test_one_audience_rule_keeps_its_reading() -> None:
    check = proposed_reply_check("Customer-facing emails in German.")
    assert check is not None and check["language"] == "de" and not check.get("language_else"), check


# ── Dutch "u" against "je"/"jij" named in quotes ──────────────────────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "wanted"), [
    ("Spreek me aan met 'u', niet met 'je'.", "formal_address"),
    ("Schrijf 'u' in plaats van 'jij'.", "formal_address"),
    ("Zeg gewoon 'je' in plaats van 'u'.", "informal_address"),
])
def test_dutch_pronoun_pair(rule: str, wanted: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and wanted in check["format"], check
    formal = "U kunt het formulier online invullen. Neem uw paspoort mee naar de afspraak."
    familiar = "Je kunt het formulier online invullen. Neem je paspoort mee naar de afspraak."
    assert reply_outcome(rule, formal) == ("obeyed" if wanted == "formal_address" else "broken")
    assert reply_outcome(rule, familiar) == ("broken" if wanted == "formal_address" else "obeyed")


def test_french_je_is_no_pronoun_pair() -> None:
    # "je" is French "I" here: the rule asks for "tu" alone
    check = proposed_reply_check("Je préfère qu'on se tutoie.")
    assert check is None or "formal_address" not in check.get("format", ()), check


# ── French "ton" after an article is the noun, not "your" ──────────────────────────────────────────────────────────


@pytest.mark.parametrize("reply", ["Je vous propose ce brouillon. Souhaitez-vous un ton plus chaleureux ?",
                                   "Vous pouvez garder le ton neutre de votre première version."])
def test_ton_the_noun_under_vouvoiement(reply: str) -> None:
    assert reply_outcome("Vouvoyez-moi, s'il vous plaît.", reply) == "obeyed"


def test_ton_the_possessive_still_breaks() -> None:
    reply = "Envoie ton dossier avant vendredi, puis appelle le secrétariat pour confirmer ton inscription."
    assert reply_outcome("Vouvoyez-moi, s'il vous plaît.", reply) == "broken"


# ── a factorial is no exclamation mark ──────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("reply", ["There are 4! = 24 orders for four books.",
                                   "Choose k of n: n!/(k!(n-k)!) combinations in all.",
                                   "Das sind 6! = 720 Reihenfolgen."])
def test_factorial_obeys_no_exclamation(reply: str) -> None:
    assert reply_outcome("No exclamation marks, ever.", reply) == "obeyed"


@pytest.mark.parametrize("reply", ["We sold 5! Great week.", "Version 3 is out!", "Ça marche !"])
def test_exclamations_after_numbers_still_break(reply: str) -> None:
    assert reply_outcome("No exclamation marks, ever.", reply) == "broken"


# ── an opening or closing said of one kind of drafted text ────────────────────────────────────────────────────────

MAIL = "Subject: Parking\n\nHi Ana,\n\nThe garage is closed on Monday.\n\n{close}"


@pytest.mark.parametrize(("rule", "close", "other"), [
    ("Close each e-mail draft with 'Warm wishes, Lou'", "Warm wishes,\nLou", "Cheers,\nLou"),
    ("Termine tous les mails par « Bien à vous, Lou »", "Bien à vous,\nLou", "Bises,\nLou"),
    ("Beende jede Mail mit „Beste Grüße, Lou“", "Beste Grüße,\nLou", "Tschüss,\nLou"),
])
def test_signature_asked_of_mails_only(rule: str, close: str, other: str) -> None:
    asked = "Draft a mail to Ana about the garage"
    assert reply_outcome(rule, MAIL.format(close=close), user=asked) == "obeyed"
    assert reply_outcome(rule, MAIL.format(close=other), user=asked) == "broken"
    assert reply_outcome(rule, "Say you cannot make it and offer another day.",
                         user="how do I decline a meeting politely?") == "not_applicable"


def test_signature_on_every_reply_stays_on_every_reply() -> None:
    assert reply_outcome("End every reply with '-- Lou'", "The garage is closed on Monday.") == "broken"


# ── abbreviations refused: the short forms are banned, not the full word ──────────────────────────────────────────


@pytest.mark.parametrize(("rule", "short", "full"), [
    ("Never abbreviate 'milligrams' as mg in the care plan, spell it out.", "Give 500 mg twice daily.",
     "Give 500 milligrams twice daily."),
    ("N'abrège jamais « unités » en « U » ni « UI ».", "Injecter 6 U le matin.", "Injecter 6 unités le matin."),
    ("Kürze „Einheiten“ nie als „E“ ab.", "Morgens 8 E spritzen.", "Morgens 8 Einheiten spritzen."),
    ("No abrevies «unidades» como «U».", "Administrar 10 U antes de cenar.", "Administrar 10 unidades antes de cenar."),
])
def test_refused_abbreviation(rule: str, short: str, full: str) -> None:
    assert reply_outcome(rule, short) == "broken"
    assert reply_outcome(rule, full) != "broken"


def test_single_letter_abbreviation_only_after_a_number() -> None:
    rule = "Never abbreviate 'units' as U."
    assert reply_outcome(rule, "The U.S. label lists 4 units per dose.") != "broken"
    assert reply_outcome(rule, "Take 4 u daily.") != "broken"  # its own case only


def test_abbreviation_allowed_is_no_ban() -> None:
    check = proposed_reply_check("Feel free to abbreviate minutes as min.")
    assert check is None or not check.get("must_not_match"), check


# ── the user's own figure said back with its conversion, across an abbreviation's full stop ───────────────────────


def test_user_figure_said_back_across_an_abbreviation() -> None:
    rule = "Metric units only, please."
    user = "My boat does 12 knots, and the mast is 30 ft, is that tall?"
    reply = "A 30 ft mast (approx. in the U.S. sense of feet) is about 9 m tall, which is normal."
    assert reply_outcome(rule, reply, user=user) == "obeyed"
    assert reply_outcome(rule, "A 30 ft mast is normal. Most are 25 ft.", user=user) == "broken"


# ── a length asked of explanations the user requests ─────────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["Whenever I ask you to explain a concept, write at least 120 words.",
                                  "Quand je te demande d'expliquer quelque chose, au moins 120 mots.",
                                  "Cuando te pido que expliques algo, usa al menos 120 palabras."])
def test_explanation_request_scopes_a_length(rule: str) -> None:
    assert reply_outcome(rule, "It is on Tuesday at nine.", user="when is the meeting?") == "not_applicable"
    assert reply_outcome(rule, "Entropy measures disorder.", user="Explain entropy to me") == "broken"


# ── a rule on one kind of drafted text: tweets, captions, posts, client e-mails ──────────────────────────────────────


def test_tweet_limit_speaks_to_tweets() -> None:
    rule = "Tweets: 200 characters at most."
    long = "Our bakery now opens at seven on weekdays. " * 8
    assert reply_outcome(rule, long, user="write a tweet about our new opening hours") == "broken"
    assert reply_outcome(rule, long, user="write a blog post about our new opening hours") == "not_applicable"


def test_caption_emoji_speaks_to_captions() -> None:
    rule = "Every Instagram caption you write ends with exactly one emoji."
    assert reply_outcome(rule, "Fresh sourdough, every morning.", user="caption for the sourdough photo") == "broken"
    assert reply_outcome(rule, "Hi Jo, can we move the call to Friday? Thanks, Ana",
                         user="note to Jo about the call") == "not_applicable"


def test_dates_in_client_emails() -> None:
    rule = "In client emails, no relative dates ('tomorrow', 'next week'): give the date."
    mail = "Dear Ms Park,\n\nWe will send the report tomorrow.\n\nKind regards,\nLee"
    assert reply_outcome(rule, mail, user="email to the client about the report") == "broken"
    assert reply_outcome(rule, "Can you check the figures by tomorrow?",
                         user="quick note to my colleague about the figures") == "not_applicable"


def test_a_rule_on_every_reply_keeps_every_reply() -> None:
    check = proposed_reply_check("Keep every answer under 200 characters.")
    assert check is not None and not check.get("when"), check


# ── a word named as a spelling is not written; a noun at a line's end is no verb ──────────────────────────────────


def test_old_spelling_named_is_not_written() -> None:
    rule = "Bitte die neue deutsche Rechtschreibung verwenden."
    assert reply_outcome(rule, "Richtig ist „Fluss“; die alte Schreibung Fluß ist seit 1996 veraltet.") == "obeyed"
    assert reply_outcome(rule, "Der Fluß ist heute sehr ruhig, das Wasser steht fast.") == "broken"


def test_noun_before_a_line_break_is_a_noun() -> None:
    rule = "British English please (licence, colour)."
    reply = "The photos are shared under a free licence\nthe code is licensed under MIT."
    assert reply_outcome(rule, reply) == "obeyed"


# ── rewordings: a unit dismissed as meaningless is refused; Portuguese "em" places an emoji ban ───────────────────


@pytest.mark.parametrize("rule", ["Miles mean nothing to me, so distances in kilometres.",
                                  "Las millas no me dicen nada: distancias en kilómetros.",
                                  "Meilen sagen mir nichts, Entfernungen bitte in Kilometern."])
def test_dismissed_unit_is_the_refused_one(rule: str) -> None:
    assert reply_outcome(rule, "The drive is about 620 km, roughly seven hours.") == "obeyed"
    assert reply_outcome(rule, "The drive is about 385 miles, roughly seven hours.") == "broken"


def test_portuguese_em_places_the_emoji_ban() -> None:
    rule = "Nada de emoji em títulos."
    assert reply_outcome(rule, "## Instalação\n\nRode `npm install` e pronto 🎉") == "obeyed"
    assert reply_outcome(rule, "## Instalação 🚀\n\nRode `npm install`.") == "broken"
