"""Register and word choice (issue 21): contractions, the familiar or the formal "you", words a rule swaps for
another form of the same word. Inputs written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.register import contractions, parse_address, parse_contractions, parse_word_pairs
from tests.compliance_judge import judge, proposed_reply_check

_check = proposed_reply_check
_judge = judge


# ---------------------------------------------------------------- contractions

@pytest.mark.parametrize("rule", [
    "Write formally and avoid contractions.",
    "No contractions, please (isn't, you're, they'll).",
    "Keine Kontraktionen in den Antworten.",
    "Sin contracciones.",
    "短縮形は使わないでください。",
    "Avoid contracted forms in every answer.",
])
def test_contraction_bans_parse(rule: str) -> None:
    assert parse_contractions(rule)
    check = _check(rule)
    assert check is not None and "no_contractions" in check["format"], check


@pytest.mark.parametrize("rule", ["Contractions are fine.", "Use contractions so it sounds relaxed.",
                                  "Explain the contract terms in plain words."])
def test_not_a_contraction_ban(rule: str) -> None:
    assert not parse_contractions(rule)


def test_contractions_as_a_class() -> None:
    text = ("The build isn’t green yet, and it's because the runner's cache is stale. We'll clear it; you'd "
            "see the same if you're on the old image. Let's retry. The team's plan is fine.")
    found = contractions(text)
    assert found == ["isn’t", "it's", "We'll", "you'd", "you're", "Let's"]  # not the possessives runner's, team's


def test_contraction_verdicts() -> None:
    rule = "Write formally: no contractions."
    assert _judge(rule, "The service does not restart on its own. You will need to run the command again.")[0] == "obeyed"
    outcome, evidence = _judge(rule, "The service won't restart on its own, so you'll have to run it again.")
    assert outcome == "broken" and "won't" in evidence
    # code, inline code and a contraction named in quotes are not the reply's own wording
    assert _judge(rule, "Write 'do not' rather than 'don't'. The string `can't open` is the program's own "
                        "message.\n\n```python\nprint(\"it's done\")\n```")[0] == "obeyed"
    assert _judge(rule, "Le fichier n'est pas là, c'est normal.")[0] == "not_applicable"  # no English prose


# ---------------------------------------------------------------- the form of address

@pytest.mark.parametrize(("rule", "reading"), [
    ("Tu peux me tutoyer.", "informal"), ("Tutoie-moi.", "informal"), ("Ne me vouvoie pas.", "informal"),
    ("Duz mich bitte.", "informal"), ("Bitte nicht siezen.", "informal"), ("Sprich mich mit du an.", "informal"),
    ("Tutéame siempre.", "informal"), ("Háblame de tú, nada de usted.", "informal"), ("Dammi pure del tu.", "informal"),
    ("タメ口でいいよ。", "ja_casual"), ("敬語は使わないで。", "ja_casual"),
    ("Vouvoyez-moi, pas de tutoiement.", "formal"), ("Bitte siezen, nicht duzen.", "formal"),
    ("Mi dia del Lei, non del tu.", "formal"), ("敬語で話してください。", "ja_polite"),
    ("Write the tutorial in plain English.", ""),
])
def test_address_readings(rule: str, reading: str) -> None:
    assert parse_address(rule) == reading


def test_familiar_address_checks() -> None:
    check = _check("Tutoie-moi.")
    assert check is not None and check["format"] == ["informal_address"]
    assert _judge("Tutoie-moi.", "Tu peux relancer le service avec la commande ci-dessous, puis vérifie les logs.")[0] \
        == "obeyed"
    outcome, evidence = _judge("Tutoie-moi.", "Vous pouvez relancer le service, puis vérifiez les journaux.")
    assert outcome == "broken" and "vous" in evidence.lower()
    assert _judge("Duz mich bitte.", "Das kannst du mit dem Befehl unten prüfen, dann siehst du die Liste.")[0] == "obeyed"
    assert _judge("Duz mich bitte.", "Das können Sie mit dem Befehl unten prüfen, danach sehen Sie die Liste.")[0] \
        == "broken"
    assert _judge("Tutéame siempre.", "Le sugiero revisar la configuración antes de reiniciar el equipo.")[0] == "broken"
    assert _judge("Tutéame siempre.", "Puedes revisar la configuración antes de reiniciar el equipo.")[0] == "obeyed"
    # English has no such distinction; a letter drafted for the user speaks to its addressee
    assert _judge("Tutoie-moi.", "You can restart the service with the command below.")[0] == "not_applicable"
    letter = ("Monsieur le Directeur,\n\nJe vous prie de trouver ci-joint ma demande de congé pour le mois de mai. "
              "Je reste à votre disposition.\n\nCordialement,\nLéa")
    assert _judge("Tutoie-moi.", letter, user="Écris une lettre à mon directeur pour mes congés.")[0] == "not_applicable"


def test_casual_japanese() -> None:
    assert _judge("タメ口でいいよ。", "このコマンドで再起動できるよ。ログも確認してね。")[0] == "obeyed"
    assert _judge("タメ口でいいよ。", "このコマンドで再起動できます。ログも確認してください。")[0] == "broken"


# ---------------------------------------------------------------- word pairs

@pytest.mark.parametrize(("rule", "banned"), [
    ("Write brand names properly: GitLab, TypeScript, MySQL (not Gitlab, Typescript, My SQL).",
     ["Gitlab", "Typescript", "My SQL"]),
    ("Schreib bitte Schloss statt Schloß und groß, nicht gross.", ["Schloß", "gross"]),
    ("Say e-mail rather than email.", ["email"]),
    ("Spell it colour, not color.", ["color"]),
    ("ユーザではなくユーザーと書いてください。", ["ユーザ"]),
])
def test_word_pairs(rule: str, banned: list[str]) -> None:
    assert parse_word_pairs(rule) == banned


@pytest.mark.parametrize("rule", [
    "Use metric, not imperial.", "Write in English, not French.", "Use python3 instead of python.",
    "Use pnpm, not npm.", "Tabs instead of spaces.", "Answer the question, not the one you imagine.",
    "Say Node.js (not node).", "Use TypeScript, not plain JavaScript.",
])
def test_not_word_pairs(rule: str) -> None:
    assert parse_word_pairs(rule) == []


def test_word_pair_verdicts() -> None:
    rule = "Write brand names properly: GitLab, TypeScript (not Gitlab, Typescript)."
    assert _judge(rule, "Push the branch to GitLab and let the TypeScript build run.")[0] == "obeyed"
    outcome, evidence = _judge(rule, "Push the branch to Gitlab and let the build run.")
    assert outcome == "broken" and "Gitlab" in evidence
    german = "Schreib bitte Schloss statt Schloß."
    assert _judge(german, "Das Schloß liegt oberhalb der Altstadt und ist im Sommer geöffnet.")[0] == "broken"
    assert _judge(german, "Das Schloss liegt oberhalb der Altstadt und ist im Sommer geöffnet.")[0] == "obeyed"


# ---------------------------------------------------------------- rhetorical questions, sign-off blocks, quoted flattery

@pytest.mark.parametrize("rule", ["Avoid rhetorical questions.", "Keine rhetorischen Fragen.",
                                  "Pas de questions rhétoriques.", "Nada de preguntas retóricas."])
def test_rhetorical_bans_parse(rule: str) -> None:
    check = _check(rule)
    assert check is not None and check["format"] == ["no_rhetorical_questions"], check


def test_rhetorical_verdicts() -> None:
    rule = "Avoid rhetorical questions."
    assert _judge(rule, "Backups matter. Why? Disks fail without warning, and restores are slow.")[0] == "broken"
    assert _judge(rule, "Isn't caching great? It cuts the load on the database by half.")[0] == "broken"
    # a question put to the user, an offer and a check-in are no rhetorical questions; nor is one in code or quotes
    assert _judge(rule, "The cache cuts the load by half. Which database are you running?")[0] == "obeyed"
    assert _judge(rule, "The cache cuts the load by half. Want me to add the config?")[0] == "obeyed"
    assert _judge(rule, "The log says \"retry?\" when `ping -c1 host?` fails; the cache cuts the load.")[0] == "obeyed"


def test_signoff_in_a_signature_block() -> None:
    rule = "No sign-offs."
    outcome, evidence = _judge(rule, "The train leaves at 9:40 from platform 3.\n\nCheers,\nThe assistant")
    assert outcome == "broken" and "Cheers" in evidence
    assert _judge(rule, "The train leaves at 9:40.\n\nAll the best for the trip!\nMira")[0] == "broken"
    assert _judge(rule, "Packing list:\n\n- Thanks card\n- Tickets\n- Charger")[0] == "obeyed"


def test_quoted_flattery_formula_is_the_opening() -> None:
    rule = "Cut the fluff: no 'Excellent question', no 'I hope this helps'."
    assert "no_flattery" in (_check(rule) or {}).get("format", [])
    assert _judge(rule, "Excellent question! The kernel reclaims the page cache under pressure.")[0] == "broken"
    assert _judge(rule, "The kernel reclaims the page cache under pressure.")[0] == "obeyed"


# ---------------------------------------------------------------- a greeting word; replies to a request to write

@pytest.mark.parametrize(("rule", "stem", "document"), [
    ("Nos e-mails que você escrever, use 'Caro(a)' na saudação.", "Car", "mail"),
    ("Open every letter with the greeting 'Dear'.", "Dear", "letter"),
    ("Als Anrede bitte immer „Hallo“.", "Hallo", ""),
    ("Never use 'Hey' as a greeting.", "", ""),
])
def test_greeting_word(rule: str, stem: str, document: str) -> None:
    from memlock_core.compliance.register import parse_greeting_word

    assert parse_greeting_word(rule) == (stem, document)


def test_greeting_word_verdicts() -> None:
    rule = "Open every letter with the greeting 'Dear'."
    ask = "Write a letter to my landlord about the broken heating."
    assert _judge(rule, "Subject: Heating\n\nDear Mr Hall,\n\nThe heating has been off since Monday.", ask)[0] == "obeyed"
    assert _judge(rule, "Hi Mr Hall,\n\nThe heating has been off since Monday.", ask)[0] == "broken"
    # a question about letters asks for none
    assert _judge(rule, "Keep it short and polite.", "How long should a letter to a landlord be?")[0] == "not_applicable"


@pytest.mark.parametrize(("message", "asked"), [
    ("Draft an email to the team about Friday.", True), ("Redija um e-mail para o cliente.", True),
    ("Tweet about our summer sale please", True), ("Lista della spesa per la cena di sabato", True),
    ("How long should a cover email be?", False), ("Qual a diferença entre 'Caro' e 'Prezado' em e-mails?", False),
    ("What's a polite way to end an email?", False),
])
def test_asks_to_write(message: str, asked: bool) -> None:
    from memlock_core.compliance.user_turn import asks_to_write

    assert asks_to_write(message) is asked


def test_apology_in_a_drafted_email_is_the_emails() -> None:
    rule = "Never apologise."
    draft = ("Subject: Delay to your order\n\nHello,\nwe are sorry that your parcel left our warehouse two days late. "
             "It is now on its way.")
    assert _judge(rule, draft, "Draft an apology email to a customer whose order was late.")[0] == "not_applicable"
    assert _judge(rule, "Sorry, I got that wrong: the parcel left on Tuesday.")[0] == "broken"
    assert _judge(rule, "Sorry for the delay in the draft. " + draft)[0] == "broken"  # before the draft: to the user


def test_dialogue_lines_are_the_characters_words() -> None:
    reply = ("Voici une scène possible :\n\n— Salut Léa ! Tu viens ce soir ?\n— Oui, tu m'attends devant le cinéma ?\n\n"
             "Voulez-vous une version plus longue ?")
    assert _judge("Vouvoie-moi.", reply)[0] == "obeyed"
    assert _judge("Tutoie-moi.", reply)[0] == "broken"


def test_when_drafting_a_document() -> None:
    rule = "When writing letters for me, always sign off with 'Kind regards, Jo'."
    check = _check(rule)
    assert check is not None and check["when"] == {"ends_with": "asks:letter"}, check
    letter = "Dear Ms Park,\n\nThank you for the offer; I accept.\n\nKind regards, Jo"
    assert _judge(rule, letter, "Write a letter accepting the job offer.")[0] == "obeyed"
    assert _judge(rule, letter.replace("Kind regards, Jo", "Best"), "Write a letter accepting the job offer.")[0] == "broken"
    assert _judge(rule, "About one page is plenty.", "How long should a cover letter be?")[0] == "not_applicable"


def test_a_drafted_message_answers_a_request_that_does_not_name_the_mail() -> None:
    """"Draft a reply to a recruiter" names no e-mail, but a reply that drafts one (a greeting closed by a sign-off)
    was asked for it; a question about e-mails that names none is still not."""
    rule = "When drafting emails for me, always sign off with 'Best, Sam' — nothing else after it."
    mail = "Hi Laura,\n\nThank you for reaching out. I'll decline for now.\n\nBest,\nSam"
    assert _judge(rule, mail, "Draft a reply to a recruiter declining the interview.")[0] == "obeyed"
    assert _judge(rule, mail + "\n\nP.S. Feel free to connect on LinkedIn.",
                  "Draft a reply to a recruiter declining the interview.")[0] == "broken"
    assert _judge(rule, "Two short paragraphs are plenty.", "How long should a reply to a recruiter be?")[0] \
        == "not_applicable"


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    ("Spreek me aan met u.", "U kunt het beste eerst de router opnieuw opstarten. Werkt het niet, bel dan uw provider.",
     "obeyed"),
    ("Spreek me aan met u.", "Start eerst de router opnieuw op. Werkt het niet, bel dan jouw provider.", "broken"),
    ("Spreek me aan met je en jij.", "Start de router opnieuw op; daarna kun je het nog eens proberen.", "obeyed"),
    ("Обращайся ко мне на вы.", "Перезагрузите роутер. Если это не поможет, позвоните вашему провайдеру.", "obeyed"),
    ("Обращайся ко мне на вы.", "Перезагрузи роутер. Если это не поможет, позвони твоему провайдеру.", "broken"),
    ("Обращайся ко мне на ты.", "Перезагрузите роутер, это поможет.", "broken"),
    ("Vykej mi, prosím.", "Restartujte router. Pokud to nepomůže, zavolejte poskytovateli, máte na to právo.", "obeyed"),
    ("Vykej mi, prosím.", "Restartuj router. Pokud to nepomůže, zavolej poskytovateli, máš na to právo.", "broken"),
    ("Tykej mi.", "Ty knihy jsou na stole.", "not_applicable"),  # "ty": "those", no address
])
def test_the_form_of_address_in_dutch_russian_and_czech(rule: str, reply: str, outcome: str) -> None:
    assert _judge(rule, reply)[0] == outcome
