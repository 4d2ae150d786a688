"""Tone and form families read from the rule's grammar (issue 21): every wording here was written for this test,
none copied from a dev set. Each family: several wordings (en, fr, de, es, it, ja) that must get the same check, the
reply that breaks it, and harmless look-alikes that must not be called broken."""
from __future__ import annotations

import pytest
from compliance_judge import judge, proposed_reply_check

BROKEN_CASES = [
    # exclamation marks
    ("Keep exclamation points out of your answers.", "Done! The file is saved."),
    ("Zero exclamation marks, please.", "Done! The file is saved."),
    ("No exclamations.", "Great! Saved."),
    ("感嘆符は使わないでください。", "完了しました！ファイルを保存しました。"),
    ("Bitte ohne Ausrufezeichen antworten.", "Fertig! Die Datei ist gespeichert."),
    # contractions
    ("Spell out contractions: 'do not' instead of 'don't'.", "It's done and we're ready."),
    ("Don't contract words (it is, not it's).", "It's done."),
    ("Use full forms, never contractions like can't or won't.", "You can't do that."),
    ("Expand every contraction.", "We'll see."),
    # filler openers
    ("Skip the 'Of course!' at the beginning.", "Of course! Here's the code."),
    ("No filler openers like 'Great question!' or 'Absolutely!'.", "Absolutely! Here it is."),
    ("No preamble — answer right away.", "Sure! Let me explain. The answer is 4."),
    ("Get straight to the point, no 'Sure, here is...' intros.", "Sure, here is the list: a, b."),
    ("Fang nie mit „Natürlich“ an.", "Natürlich! Hier ist der Code."),
    ("Sans préambule, s'il te plaît.", "Bien sûr ! La réponse est 4."),
    ("Ohne Vorrede bitte.", "Klar! Die Antwort ist 4."),
    ("Ve al grano.", "¡Claro! La respuesta es 4."),
    ("前置きなしで答えて。", "もちろんです。答えは4です。"),
    # flattery
    ("Don't compliment my questions.", "Great question! The answer is 4."),
    ("No flattery.", "What a great question. The answer is 4."),
    ("Kein Lob für meine Fragen.", "Gute Frage! Die Antwort ist 4."),
    ("No me digas que es una buena pregunta.", "¡Buena pregunta! La respuesta es 4."),
    # sign-offs and greetings
    ("Don't close with an offer to help further.", "The answer is 4. Let me know if you need anything else."),
    ("Keine Floskeln am Ende wie 'Ich hoffe, das hilft'.", "Die Antwort ist 4. Ich hoffe, das hilft!"),
    ("Don't greet me, just answer.", "Hi there! The answer is 4."),
    ("Ne me salue pas.", "Bonjour ! La réponse est 4."),
    ("Nicht begrüßen.", "Hallo! Die Antwort ist 4."),
    ("No me saludes.", "¡Hola! La respuesta es 4."),
    # apologies
    ("Excuse-toi jamais.", "Désolé, voici la correction."),
    ("Hör auf, dich zu entschuldigen.", "Entschuldigung, hier ist die Korrektur."),
    ("Deja de pedir perdón.", "Lo siento, aquí está la corrección."),
    ("Smettila di scusarti.", "Mi dispiace, ecco la correzione."),
    # the form of address
    ("Vouvoyez-moi, s'il vous plaît.", "Tu peux ouvrir le fichier."),
    ("Address me with 'tu', not 'vous'.", "Vous pouvez ouvrir le fichier."),
    ("Sprich mich mit Du an.", "Sie können die Datei öffnen."),
    ("Wir duzen uns.", "Sie können die Datei öffnen."),
    ("Use the informal 'tú' with me.", "Usted puede abrir el archivo."),
    ("In German, always use the formal Sie.", "Du kannst die Datei öffnen."),
    ("When writing French, use the informal tu form.", "Vous pouvez ouvrir le fichier."),
    ("Dammi del tu.", "Lei può aprire il file."),
    ("Use plain form (常体) in Japanese.", "ファイルを開いてください。簡単です。"),
    ("だ・である調で書いて。", "ファイルを開きます。簡単です。"),
    ("Always use keigo when you answer in Japanese.", "ファイルを開く。簡単だ。"),
    ("Use desu/masu form in Japanese.", "ファイルを開く。簡単だ。"),
    # capitals
    ("Never write in ALL CAPS.", "This is VERY IMPORTANT: DO NOT DELETE THE FILE."),
    ("Don't shout in caps.", "Restart it NOW."),
    ("No all-caps words for emphasis.", "This is VERY important."),
    ("Keine Großbuchstaben zur Betonung.", "Das ist SEHR wichtig."),
    ("Pas de majuscules pour insister.", "Ne supprime JAMAIS ce fichier."),
    ("Sin mayúsculas para enfatizar.", "Esto es MUY importante."),
    # the first person
    ("Never refer to yourself in the first person.", "I checked the logs: the disk is full."),
    ("Pas de première personne.", "Je pense que le disque est plein."),
    ("Keine Ich-Form.", "Ich habe die Logs geprüft."),
    # hedging
    ("Don't hedge.", "The answer is probably 4."),
    ("No wishy-washy hedging, just say it.", "I think the answer is 4."),
    ("Bitte keine Relativierungen.", "Das liegt vielleicht am Cache."),
    # disclaimers
    ("No disclaimers.", "As an AI, I cannot be sure, but ibuprofen is fine."),
    ("Skip the 'consult a professional' disclaimers.", "Take 400 mg with food. Please consult a doctor first."),
    ("Keine Haftungsausschlüsse oder Warnhinweise.", "Ich bin kein Anwalt, aber die Frist ist 14 Tage."),
    ("Sin advertencias ni descargos.", "No soy médico, pero puedes tomar 400 mg."),
]


@pytest.mark.parametrize("rule,reply", BROKEN_CASES)
def test_broken(rule: str, reply: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome == "broken", (rule, evidence)


OBEYED_CASES = [
    ("Keep exclamation points out of your answers.", "Done. The file is saved."),
    ("Don't contract words (it is, not it's).", "It is done; the user's file is saved."),
    ("No preamble — answer right away.", "Yes, modern phones stop charging at 100%."),
    ("No preamble — answer right away.", "The answer is 4."),
    ("Don't compliment my questions.", "The answer is 4, and that is a good question to test with."),
    ("Never write in ALL CAPS.", "The API returns JSON over HTTP; see the README and the AWS IAM docs."),
    ("Never write in ALL CAPS.", "Use WHERE x IS NOT NULL in the SQL query."),
    ("Never refer to yourself in the first person.", "The logs show a full disk; we can free space with `rm`."),
    ("Don't hedge.", "The answer is 4."),
    ("No disclaimers.", "Take 400 mg with food, at most three times a day."),
    ("Sprich mich mit Du an.", "Du kannst die Datei öffnen."),
    ("Dammi del tu.", "Puoi aprire il file."),
    ("Always use keigo when you answer in Japanese.", "ファイルを開いてください。簡単です。"),
]


@pytest.mark.parametrize("rule,reply", OBEYED_CASES)
def test_obeyed(rule: str, reply: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome == "obeyed", (rule, evidence)


@pytest.mark.parametrize("rule", [
    "Don't use capital letters in headings.",          # the case of headings: another rule
    "Write SQL keywords in uppercase.",                 # a positive rule about code
    "Hedge your bets when the data is thin.",           # no ban
    "Use the first person plural (we) in docs.",        # a first-person rule that allows it
    "Add a disclaimer to medical answers.",             # asks for one
    "Sé directo, sin rodeos.",                          # directness: judgement
    "Don't be sycophantic.",                            # judgement
])
def test_tone_look_alikes_get_no_tone_check(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert not set(check.get("format", [])) & {"no_caps", "no_hedging", "no_first_person", "no_disclaimers", "no_filler",
                                               "no_flattery"}, (rule, check)


EMOJI_CASES = [
    ("Don't use emoji as bullet points.", "- App icon\n- Privacy URL 🚀", "obeyed"),
    ("Don't use emoji as bullet points.", "✅ App icon\n✅ Privacy URL", "broken"),
    ("Don't use emoji as bullet points.", "- ✅ App icon\n- ✅ Privacy URL", "broken"),
    ("Don't use emoji as bullet points.", "It's fine 🙂", "not_applicable"),
    ("No emoji bullets please.", "🔹 One\n🔹 Two", "broken"),
    ("Keine Emojis als Aufzählungszeichen.", "👉 Eins\n👉 Zwei", "broken"),
    ("Pas d'emoji comme puces.", "- 👉 Un\n- 👉 Deux", "broken"),
    ("Nada de emojis como viñetas.", "- Uno\n- Dos", "obeyed"),
    ("no emoji in code or commit messages (chat is fine)", "Add this:\n\n```python\nprint(\"Done ✅\")\n```", "broken"),
    ("no emoji in code or commit messages (chat is fine)", "Nice 🎉 Add this:\n\n```python\nprint(\"Done\")\n```",
     "obeyed"),
    ("Keine Emojis im Code.", "```js\n// ⚠️ careful\nx()\n```", "broken"),
    ("Pas d'emoji dans le code.", "```js\n// 🚀 go\nx()\n```", "broken"),
    ("No emojis in code blocks.", "Great 🎉\n```\nls\n```", "obeyed"),
    ("Keep emoji out of your answers.", "Done 🇫🇷", "broken"),
    ("Never include emojis.", "Done 1️⃣ first", "broken"),
    ("No emoji.", "Done ★ rating", "obeyed"),
    ("Each bullet should start with an emoji.", "- 🎉 one\n- two", "broken"),
    ("Each bullet should start with an emoji.", "- 🎉 one\n- ✅ two", "obeyed"),
    ("No decorative symbols — no ★ ratings, no ✓ ticks, no emoji.", "Rating: ★★★", "broken"),
    ("No emoji, and no symbols like ✓ or ★ either.", "Done ✓", "broken"),
    ("Never write words in ALL CAPS.", "Do NOT do that: it deletes everything.", "broken"),
    ("Never write words in ALL CAPS.", "A NOT gate inverts its input.", "obeyed"),
    ("Dammi del Lei, non del tu.", "Puoi richiederlo online. Ti servono un documento e la tessera sanitaria.", "broken"),
]


@pytest.mark.parametrize("rule,reply,expected", EMOJI_CASES)
def test_emoji_places_and_symbols(rule: str, reply: str, expected: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome == expected, (rule, evidence)


def _tool(rule: str, tool: str, args: dict) -> str:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call
    from memlock_core.compliance.propose import propose_check

    proposal = propose_check(rule)
    assert proposal is not None, rule
    found = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    return found[0].outcome if found else "not_applicable"


@pytest.mark.parametrize("rule,tool,args,expected", [
    ("No emoji, anywhere.", "Bash", {"command": "git commit -m \"🎨 Tidy styles\""}, "broken"),
    ("Keine Emojis, nirgends.", "Bash", {"command": "git commit -m \"Stil aufgeräumt\""}, "obeyed"),
    ("No emojis in replies, ever.", "Bash", {"command": "git commit -m \"🎨 Tidy styles\""}, "not_applicable"),
    ("Emoji are ok when we chat, never in files you write.", "Write", {"file_path": "NOTES.md", "content": "# Notes 📝\n"},
     "broken"),
    ("Pas d'emoji dans les fichiers, s'il te plaît.", "Write", {"file_path": "a.txt", "content": "Bonjour ✨"}, "broken"),
    ("Emoji are ok when we chat, never in files you write.", "Write", {"file_path": "NOTES.md", "content": "# Notes\n"},
     "obeyed"),
    ("No emoji in headings.", "Write", {"file_path": "docs/x.md", "content": "## ✅ Done\n\nText 🎉\n"}, "broken"),
    ("No emoji in headings.", "Write", {"file_path": "docs/x.md", "content": "## Done\n\nText 🎉\n"}, "obeyed"),
    # an emoji ban on commit messages is no ban on commits
    ("Nada de emojis en los mensajes de commit.", "Bash", {"command": "git commit -m \"Añade login\""}, "obeyed"),
    ("Pas d'emoji dans les messages de commit.", "Bash", {"command": "git commit -m \"Ajoute le login\""}, "obeyed"),
    ("Keine Emojis in Commit-Nachrichten.", "Bash", {"command": "git commit -m \"✨ Login\""}, "broken"),
])
def test_emoji_in_what_tools_write(rule: str, tool: str, args: dict, expected: str) -> None:
    assert _tool(rule, tool, args) == expected


@pytest.mark.parametrize("rule,reply,expected", [
    # a closing question
    ("Don't end your replies with a question.", "The answer is 4. Want me to show the math?", "broken"),
    ("Never finish with a follow-up question.", "The answer is 4. Should I explain more?", "broken"),
    ("No questions at the end of your answers.", "Is it 4? Yes: the answer is 4.", "obeyed"),
    ("Ne termine pas par une question.", "La réponse est 4. Tu veux un exemple ?", "broken"),
    ("Beende deine Antworten nicht mit einer Frage.", "Die Antwort ist 4. Soll ich es erklären?", "broken"),
    ("No termines con una pregunta.", "La respuesta es 4. ¿Quieres un ejemplo?", "broken"),
    ("質問で終わらないで。", "答えは4です。例を見ますか？", "broken"),
    # offers of more help are sign-offs
    ("Don't offer more help at the end.", "The answer is 4. Happy to help further if needed!", "broken"),
    ("Sin despedidas ni ofrecimientos al final.", "La respuesta es 4. ¡Avísame si necesitas algo más!", "broken"),
    # a name the user refuses
    ("Don't call me Bob.", "Sure, Bob, the answer is 4.", "broken"),
    ("Use Dr. Okafor, never my first name (Chidi).", "Chidi, the answer is 4.", "broken"),
    ("Use Dr. Okafor, never my first name (Chidi).", "Dr. Okafor, the answer is 4.", "obeyed"),
    ("Ne m'appelle pas Jean.", "D'accord Jean, la réponse est 4.", "broken"),
    ("Nenn mich nicht Hans.", "Klar, Hans, die Antwort ist 4.", "broken"),
    ("No me llames Paco.", "Claro, Paco, la respuesta es 4.", "broken"),
    # words the rule quotes in other quotation marks, punctuation it quotes
    ("Stop using the phrase “at the end of the day”.", "At the end of the day, it works.", "broken"),
    ("Bitte nie „eigentlich“ schreiben.", "Das ist eigentlich einfach.", "broken"),
    ("N'utilise jamais le mot « voilà ».", "Voilà, c'est fait.", "broken"),
    ("Nunca digas «obviamente».", "Obviamente, funciona.", "broken"),
    ("Never use '...' in replies.", "It works... mostly.", "broken"),
    ("Don't over-explain...", "It works... mostly.", "unchecked"),
    # the reply's language next to the comments' one
    ("Réponds en français, commentaires de code en anglais.", "The cache is full: clear it before you restart.", "broken"),
    ("日本語で答えてください。コードのコメントも日本語で。",
     "簡単です。\n\n```python\n# check whether the config file exists\nprint(1)\n```", "broken"),
    # language rules in other shapes
    ("English replies only.", "Le cache est plein. Il faut le vider avant de relancer le service.", "broken"),
    ("Language: German.", "The cache is full. You need to clear it before restarting the service.", "broken"),
    ("Switch to French.", "The cache is full. You need to clear it before restarting the service.", "broken"),
    ("I only read French.", "The cache is full. You need to clear it before restarting the service.", "broken"),
    ("I don't speak English, use French.", "The cache is full. You need to clear it before restarting the service.",
     "broken"),
    ("No English please — Spanish.", "The cache is full. You need to clear it before restarting the service.", "broken"),
])
def test_more_families(rule: str, reply: str, expected: str) -> None:
    if expected == "unchecked":
        assert not (proposed_reply_check(rule) or {}).get("no_chars"), rule
        return
    outcome, evidence = judge(rule, reply)
    assert outcome == expected, (rule, evidence)


@pytest.mark.parametrize("rule,reply,expected", [
    ("Limit emoji to one per reply.", "Done 🎉🚀", "broken"),
    ("Use exactly one emoji per reply.", "Done.", "broken"),
    ("Use exactly one emoji per reply.", "Done 🎉🚀", "broken"),
    ("Use exactly one emoji per reply.", "Done 🎉", "obeyed"),
    ("Emoji-Verbot.", "Fertig 🎉", "broken"),
    ("Emojis sind tabu.", "Fertig 🎉", "broken"),
    ("Gli emoji sono vietati.", "Fatto 🎉", "broken"),
    ("Hold off on emoji.", "Done 🎉", "broken"),
    ("Cut the emoji.", "Done 🎉", "broken"),
])
def test_emoji_ban_and_count_wordings(rule: str, reply: str, expected: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome == expected, (rule, evidence)


def test_a_place_no_check_reads_stays_unchecked() -> None:
    assert proposed_reply_check("No emoji in the middle of a sentence.") is None


@pytest.mark.parametrize("rule,reply", [
    ("Never write in ALL CAPS.", "Set the log level to WARNING or ERROR, then call the GET endpoint and read the README."),
    ("Never write in ALL CAPS.", "Press CTRL+C, then check the FAQ and the PDF."),
    ("Don't hedge.", "What kind of file is it? A CSV. Run the import."),
    ("No preamble.", "No, that flag does not exist."),
    ("Don't end with a question.", "Why does it fail? Because the disk is full."),
    ("Don't call me Bob.", "Bobby tables is a classic SQL injection joke."),
    ("Don't use emoji as bullet points.", "- Build 🚀 passes\n- Deploy done"),
    ("No contractions.", "The user's file and the team's repo are ready."),
])
def test_harmless_look_alikes_are_not_broken(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] != "broken"


@pytest.mark.parametrize("rule,reply,expected", [
    ("Please use the polite form (Sie).", "Öffne die Datei und speichere sie.", "broken"),
    ("Please use the polite form (Sie).", "Öffnen Sie die Datei und speichern Sie sie.", "obeyed"),
    ("Talk to me formally in French (vous).", "Ouvre le fichier et enregistre-le.", "broken"),
    ("Dammi del tu.", "Apra il file e lo salvi.", "broken"),
    ("Use formal Japanese (keigo).", "ファイルを開け。", "broken"),
    ("カジュアルな口調で話して。", "ファイルを開いてください。", "broken"),
    ("Keep it casual, use du.", "Öffnen Sie die Datei.", "broken"),
    ("Siez mich bitte.", "Kannst du die Datei öffnen?", "broken"),
])
def test_address_wordings_and_verb_forms(rule: str, reply: str, expected: str) -> None:
    outcome, evidence = judge(rule, reply)
    assert outcome == expected, (rule, evidence)



@pytest.mark.parametrize("rule", ["Don't moralize.", "No lecturing, please.", "Don't be preachy.", "Keine Belehrungen."])
def test_moralising_is_read_by_a_lectures_written_shapes(rule: str) -> None:
    # lecturing in general is judgement; its written shapes (a reminder on health or law, "drink responsibly", "I
    # want to remind you") are read by moralising.py, and nothing else is proposed (a disclaimer formula is not it)
    assert proposed_reply_check(rule) == {"format": ["no_moralising"]}


_PRIYA = "Don't call me by my name in replies (it's Priya), it feels weird coming from a bot"


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Great idea to ask, Priya — a big salad or a dessert is always welcome.", "broken"),
    ("Break tasks into 10-minute chunks. You've got this, Priya.", "broken"),
    ("Hi Priya! Here is a plan.", "broken"),
    ("Priya Sharma\nProduct Designer, Lumen Labs\n+44 20 7946 0123", "obeyed"),  # a signature she asked for
    ("The name Priya means 'beloved' in Sanskrit.", "obeyed"),  # the name as a subject, not an address
    ("Happy to help. How many guests, and what budget?", "obeyed"),
])
def test_a_name_told_in_the_rule_is_not_used_to_address_the_user(reply: str, outcome: str) -> None:
    assert judge(_PRIYA, reply)[0] == outcome


@pytest.mark.parametrize(("rule", "names"), [
    (_PRIYA, ["Priya"]), ("Don't use my first name, I'm Sam.", ["Sam"]),
    ("If you address me, use Dr. Okafor — never my first name (Chidi).", ["Chidi"]),
    ("Don't call me by my name, it's weird. I'm Priya.", ["Priya"]),
    ("Don't call me by my name.", []),  # no name told: nothing to check
    ("My name is Priya; it's fine to use it.", []),  # no ban
])
def test_name_bans_read_the_name_told_anywhere_in_the_rule(rule: str, names: list[str]) -> None:
    from memlock_core.compliance.tone import parse_name_ban

    assert parse_name_ban(rule) == names


@pytest.mark.parametrize(("rule", "reply", "outcome"), [
    ("Chill with the exclamation marks. one per reply at most.", "Congrats, that's brilliant! When do you start?", "obeyed"),
    ("Chill with the exclamation marks. one per reply at most.", "Huge milestone! Well done! Time to celebrate!", "broken"),
    ("At most one exclamation mark per reply.", "Amazing work! That's real.\n\nYou've got this!", "broken"),
    ("Höchstens ein Ausrufezeichen pro Antwort.", "Super! Das klappt.", "obeyed"),
    ("No more than 2 exclamation marks.", "Yes! Yes! Done.", "obeyed"),
])
def test_a_cap_on_exclamation_marks(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Good one to ask. On average, the Moon is about 384,400 km from Earth.", "broken"),
    ("Ah, sure! The Moon is about 384,400 km away.", "broken"),  # the filler after an interjection
    ("Well, the Moon is about 384,400 km away on average.", "obeyed"),
    ("The Moon is about 384,400 km away.", "obeyed"),
])
def test_a_preamble_after_an_interjection(reply: str, outcome: str) -> None:
    assert judge("First line should directly answer the question — no preamble like 'Sure' or 'Of course'.", reply)[0] \
        == outcome
