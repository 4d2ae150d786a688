"""Round-14 word- and mark-level reply rules: an emoji gesture after a plural ("stop with the emojis 🙏"), a count
kept beside "only at the end", the mark a numbered list is written with ("'1.' not '1)'"). Our own wordings, with
look-alikes that must stay as they were."""
from __future__ import annotations

import pytest

from memlock_core.compliance import numbering_style
from tests.compliance_judge import call_outcome, proposed_reply_check, reply_outcome

# ── an emoji written after a plural word for emoji is a gesture, not the one emoji banned ─────────────────────────


@pytest.mark.parametrize("rule", ["Stop with the emojis 🙄", "Can you drop the emojis please 🙏",
                                  "Arrête avec les émojis 🙏", "Hör auf mit den Emojis 🙏", "Basta de emojis, por favor 🙏"])
def test_gesture_after_a_plural_bans_every_emoji(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "no_emoji" in check["format"], check
    assert reply_outcome(rule, "Sounds good, see you at ten ✅") == "broken"
    assert reply_outcome(rule, "Sounds good, see you at ten.") == "obeyed"


@pytest.mark.parametrize("rule", ["Don't use the 🚀 emoji", "never this emoji 🔥"])
def test_a_pointed_emoji_stays_the_one_banned(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "no_emoji" not in check.get("format", ()), check
    assert reply_outcome(rule, "Deployed, all green ✅") != "broken"


# ── "at most N emoji, only at the end": both the place and the count ───────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "ok", "too_many"), [
    ("One emoji max, and only at the very end of a reply", "Backup done 👍", "Backup done 👍👍"),
    ("Höchstens zwei Emojis, und nur am Ende.", "Backup fertig 👍🎉", "Backup fertig 👍🎉🔥"),
])
def test_end_only_keeps_its_count(rule: str, ok: str, too_many: str) -> None:
    assert reply_outcome(rule, ok) == "obeyed"
    assert reply_outcome(rule, too_many) == "broken"
    assert reply_outcome(rule, "👍 " + ok) == "broken"


# ── the mark of a numbered list, read from the marks the rule shows ─────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "token"), [
    ("Number the steps as 1. 2. 3., never 1) 2) 3)", "numbered_dot"),
    ("For numbered items write (1), (2) and not 1. or 1)", "numbered_wrapped"),
    ("Numérote les étapes avec « 1) » et pas « 1. »", "numbered_paren"),
    ("Nummeriere Listen mit 1., nicht mit (1) oder 1)", "numbered_dot"),
    ("Para las listas numeradas usa 1) en vez de 1.", "numbered_paren"),
    ("手順の番号は「1.」で、「1)」は使わないでください", "numbered_dot"),
    ("번호는 (1) 말고 1. 형식으로 써 주세요", "numbered_dot"),
])
def test_number_mark_rule_parsed(rule: str, token: str) -> None:
    assert numbering_style.parse(rule.replace("\n", " ")) == token or token in (proposed_reply_check(rule) or {}).get(
        "format", ()), rule


@pytest.mark.parametrize("clause", ["Use numbered steps (1., 2., 3.)", "Python 3.1 not 2.7", "Step 1. then step 2.",
                                    "Give me 1) a summary and 2) the risks"])
def test_number_mark_look_alikes_not_parsed(clause: str) -> None:
    assert numbering_style.parse(clause) == ""


def test_number_mark_verdicts() -> None:
    rule = "Number the steps as 1. 2. 3., never 1) 2) 3)"
    assert reply_outcome(rule, "1) Pull.\n2) Build.\n3) Deploy.") == "broken"
    assert reply_outcome(rule, "First (1) pull, then (2) build, then (3) deploy.") == "broken"
    assert reply_outcome(rule, "1. Pull.\n2. Build.\n3) Deploy.") == "broken"
    assert reply_outcome(rule, "1. Pull.\n2. Build.\n3. Deploy.") == "obeyed"
    assert reply_outcome(rule, "Yes, the build is cached (see the CI log).") == "not_applicable"
    assert reply_outcome(rule, "Run it:\n```\n1) not a list\n```") == "not_applicable"


# ── names written with their capitals: the names in one piece of the rule, the cue in the next ─────────────────────


@pytest.mark.parametrize("rule", ["it's 'TypeScript' and 'macOS' — mind the capitalisation",
                                  "« GitLab », « iPhone » : respecte la casse, toujours.",
                                  "„YouTube“ und „LinkedIn“ – bitte korrekte Groß-/Kleinschreibung"])
def test_case_names_across_pieces(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and len(check["word_case"]) == 2, check


def test_case_names_judged_outside_addresses() -> None:
    rule = "it's 'GitLab' and 'TypeScript' — mind the capitalisation"
    assert reply_outcome(rule, "Host it on Gitlab.") == "broken"
    assert reply_outcome(rule, "Host it on GitLab; the repo is https://gitlab.com/acme/web.") == "obeyed"
    assert reply_outcome(rule, "Buy a refurbished laptop.") == "not_applicable"


# ── a preferred-word pair in brackets ("(courriel, pas mail)") ─────────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "banned"), [
    ("Vocabulaire : évite les anglicismes (réunion, pas meeting).", "meeting"),
    ("Wortwahl: deutsche Begriffe statt Anglizismen (Besprechung, nicht Meeting)", "Meeting"),
    ("Vocabulario: nada de anglicismos (correo, no mail)", "mail"),
])
def test_preferred_word_pair(rule: str, banned: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and banned in check["no_words"], check


def test_preferred_word_pair_verdicts() -> None:
    rule = "Vocabulaire : évite les anglicismes (réunion, pas meeting)."
    assert reply_outcome(rule, "On cale un meeting jeudi ?") == "broken"
    assert reply_outcome(rule, "On cale une réunion jeudi ?") == "obeyed"


def test_units_bracket_stays_a_units_rule() -> None:
    check = proposed_reply_check("Use metric units (km, not miles)")
    assert check is not None and "no_words" not in check and check["units"] == "metric"


# ── options as the rule's topic ("Pour les options, ...") ──────────────────────────────────────────────────────────


@pytest.mark.parametrize("rule", ["For alternatives: a bulleted list.", "Para las opciones, usa viñetas.",
                                  "Pour les choix, une liste à puces."])
def test_options_topic_scopes_the_list(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and dict(check.get("when", {})).get("bullets") == "options", check


def test_options_listed_in_prose_break_the_list_rule() -> None:
    rule = "Para las opciones, usa viñetas."
    assert reply_outcome(rule, "Puedes usar Render, Fly.io o Railway.", user="¿Qué opciones tengo para desplegar?") == "broken"
    assert reply_outcome(rule, "- Render\n- Fly.io\n- Railway", user="¿Qué opciones tengo para desplegar?") == "obeyed"
    assert reply_outcome(rule, "Son las 15:00 en Madrid.", user="¿Qué hora es en Madrid?") == "not_applicable"


def test_flat_bullets_only_is_about_nesting() -> None:
    rule = "Keep lists simple: flat bullets only."
    assert reply_outcome(rule, "It is the HTTP status for a teapot, from an April Fools' RFC.") != "broken"
    assert reply_outcome(rule, "- one\n  - nested\n- two") == "broken"


# ── word rules scoped to the documents written ─────────────────────────────────────────────────────────────────────


def test_banned_words_in_docs_judge_documents_not_chat() -> None:
    rule = "Docs rule: never write 'obviously' or 'trivially' in the documentation."
    assert call_outcome(rule, "Write", {"file_path": "docs/setup.md", "content": "Obviously, you need Python 3.12."}) == "broken"
    assert call_outcome(rule, "Write", {"file_path": "docs/setup.md",
                                        "content": "You need Python 3.12 (`--obviously-fast` is optional)."}) == "obeyed"
    assert call_outcome(rule, "Write", {"file_path": "src/app.py", "content": "# obviously\nx = 1\n"}) == "not_applicable"
    assert reply_outcome(rule, "Obviously it works.", user="Does it work?") == "not_applicable"


def test_french_docs_scope() -> None:
    rule = "Dans la doc, jamais « simplement » ni « évidemment »."
    assert call_outcome(rule, "Write", {"file_path": "docs/fr/install.md", "content": "Il suffit simplement de lancer make."}) \
        == "broken"
    assert reply_outcome(rule, "C'est simplement un bug.", user="C'est quoi ce bug ?") == "not_applicable"


def test_contractions_in_drafts_judge_the_draft_only() -> None:
    rule = "No contractions in customer-facing letters."
    assert reply_outcome(rule, "It's fine, we've got time.", user="is the deadline ok?") == "not_applicable"
    asked = "Draft a letter to the customer confirming shipping."
    assert reply_outcome(rule, "Here's the letter:\n\nDear Mr. Hale,\n\nWe are writing to confirm that the order will ship "
                               "on Monday.\n\nKind regards", user=asked) == "obeyed"
    assert reply_outcome(rule, "Here's the letter:\n\nDear Mr. Hale,\n\nWe're writing to confirm that the order won't ship "
                               "before Monday.", user=asked) == "broken"
    fenced = "Sure! Here it is:\n\n```\nDear Mr. Hale, we {} writing to confirm the order.\n```\nLet me know if it's ok."
    assert reply_outcome(rule, fenced.format("are"), user="the customer letter pls") == "obeyed"
    assert reply_outcome(rule, fenced.format("'re").replace(" 're", "'re"), user="the customer letter pls") == "broken"
    assert call_outcome(rule, "Write", {"file_path": "letters/hale.md", "content": "We won't ship before Monday."}) == "broken"


def test_rule_naming_the_reply_keeps_judging_it() -> None:
    rule = "No contractions in replies or in the docs."
    assert reply_outcome(rule, "It's fine.", user="ok?") == "broken"


@pytest.mark.parametrize(("rule", "bad", "good"), [
    ("In help-center articles write in the second person ('you'), never 'the customer' or 'users'.",
     "The customer can download invoices from Billing.", "You can download invoices from Billing."),
    ("Im Hilfeartikel den Leser mit „du“ ansprechen, nicht „der Nutzer“.",
     "Der Nutzer öffnet die Einstellungen.", "Öffne die Einstellungen und wähle dein Konto."),
])
def test_person_of_address_in_help_articles(rule: str, bad: str, good: str) -> None:
    assert call_outcome(rule, "Write", {"file_path": "help/account.md", "content": bad}) == "broken"
    assert call_outcome(rule, "Write", {"file_path": "help/account.md", "content": good}) == "obeyed"
    assert reply_outcome(rule, bad, user="What does the customer see?") == "not_applicable"


# ── German quotation marks »...« hold a quoted passage too ─────────────────────────────────────────────────────────


def test_reversed_guillemets_are_a_quote() -> None:
    rule = "Bitte neue Rechtschreibung: 'muss' statt 'muß'"
    assert reply_outcome(rule, "Im alten Lehrbuch hieß es: »Man muß üben«. Heute schreibt man muss.") == "obeyed"
    assert reply_outcome(rule, "Man muß üben.") == "broken"
