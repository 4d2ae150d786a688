"""The same reply rule worded differently (round 15, pvar15r): a thing refused by what follows it ("X mean nothing to
me", "X 말고 Y"), an emoji ban placed in headings said with "em", code left out of a line limit in a sentence of its
own, the emoji a rule keeps when another sentence refuses the rest, a language mirror said in Dutch, Italian, with a
"please" or an arrow, and another language allowed on request in its own sentence. Every wording was written for
this test, none copied from a set."""
from __future__ import annotations

import pytest
from compliance_judge import judge, proposed_reply_check

KM = "The drive is about 240 km and takes three hours."
MILES = "The drive is about 150 miles and takes three hours."

UNIT_CASES = [
    # dismissed after the noun: the other system is the one asked for
    ("Miles mean nothing to me, so give distances in kilometres.", MILES, "broken"),
    ("Miles mean nothing to me, so give distances in kilometres.", KM, "obeyed"),
    ("Las millas no me dicen nada; las distancias, en kilómetros.", "Son unas 150 millas.", "broken"),
    ("Las millas no me dicen nada; las distancias, en kilómetros.", "Son unos 240 km.", "obeyed"),
    ("Mit Meilen kann ich nichts anfangen, Strecken bitte in Kilometern.", "Es sind etwa 150 Meilen.", "broken"),
    ("Les miles ne me disent rien : les distances en kilomètres.", "C'est à environ 240 km.", "obeyed"),
    # Korean: the refused one first, set aside with 말고 / 대신
    ("마일 말고 킬로미터로 거리를 알려 주세요.", "약 150 miles 거리입니다.", "broken"),
    ("마일 대신 킬로미터로 거리를 알려 주세요.", "약 240 km 거리입니다.", "obeyed"),
]

TIME_CASES = [
    ("AM/PM 말고 24시간제로 시각을 써 주세요.", "회의는 14:30에 시작합니다.", "obeyed"),
    ("AM/PM 말고 24시간제로 시각을 써 주세요.", "회의는 오후 2시 반에 시작합니다.", "broken"),
]


@pytest.mark.parametrize("rule,reply,outcome", UNIT_CASES + TIME_CASES)
def test_refused_after(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_refused_after_keeps_wanted_system() -> None:
    # a look-alike: a unit named and then praised stays the wanted one
    check = proposed_reply_check("Kilometres make sense to me: distances in kilometres, please.")
    assert check is not None and check.get("units") == "metric"


EMOJI_HEADING = "## Instalação\n\nRode o instalador e pronto 🎉"


@pytest.mark.parametrize("rule", ["Sem emoji em títulos.", "Geen emoji in koppen."])
def test_emoji_ban_in_headings_only(rule: str) -> None:
    # the ban is on emoji inside headings; a heading without emoji is fine, an emoji in the body too
    assert judge(rule, EMOJI_HEADING)[0] != "broken"
    assert judge(rule, "## Instalação 🚀\n\nRode o instalador.")[0] == "broken"


PROSE_6 = "\n".join(f"Line {i} of plain prose about the task." for i in range(1, 7))
CODE_LONG = "Here it is:\n\n```bash\n" + "\n".join(f"echo step{i}" for i in range(8)) + "\n```\n\nRun it once."


@pytest.mark.parametrize("rule", [
    "Keep answers to 5 lines at most. Code blocks are an exception.",
    "Höchstens 5 Zeilen Text, wobei alles, was in Codeblöcken steht, nicht mitgezählt wird.",
    "답변은 다섯 줄 이내로 써 주세요. 코드 블록은 예외입니다.",
    "回答は5行以内にしてください。コードブロックは例外です。",
    "Pas plus de 5 lignes. Exception : les blocs de code.",
    "At most 5 lines, not counting whatever is inside code blocks.",
])
def test_code_left_out_of_line_limit(rule: str) -> None:
    assert judge(rule, PROSE_6)[0] == "broken"
    assert judge(rule, CODE_LONG)[0] == "obeyed"
    check = proposed_reply_check(rule)
    assert check is not None and "fenced_code" not in check.get("format", [])


def test_code_block_demand_still_read() -> None:
    check = proposed_reply_check("Put every shell command in a code block.")
    assert check is not None and "fenced_code" in check.get("format", [])


CHECKS = "Release status:\n\n- ✅ tests pass\n- ❌ notes missing"
ROCKET = "All set for the release 🚀"


@pytest.mark.parametrize("rule", [
    "No emoji. The one exception: ✅ and ❌ as markers in checklists.",
    "Keine Emojis. Einzige Ausnahme: ✅ und ❌ in Checklisten.",
    "Emoji: only ✅/❌ allowed in checklists, otherwise none.",
    "Emojis: nur ✅ und ❌ in Checklisten erlaubt, sonst keine.",
    "Status with emoji: ✅ ok, ❌ failed. No other emoji, please.",
    "状態は絵文字で：✅ 成功、❌ 失敗。それ以外の絵文字は使わないで。",
])
def test_kept_emoji_others_refused(rule: str) -> None:
    assert judge(rule, CHECKS)[0] == "obeyed"
    assert judge(rule, ROCKET)[0] == "broken"


def test_named_emoji_ban_stays_a_ban() -> None:
    # a look-alike: the named emoji are refused, not kept
    assert judge("Never use the 🙏 emoji.", "Thanks 🙏")[0] == "broken"
    assert judge("Never use the 🙏 emoji.", "Done ✅")[0] == "obeyed"


DUTCH_Q = "Hoe installeer ik een pakket met pip?"
ENGLISH_Q = "How do I install a package with pip?"
FRENCH_Q = "Comment installer un paquet avec pip ?"
EN_REPLY = "Run pip install followed by the package name, and it will fetch the latest version for you."
NL_REPLY = "Voer pip install uit met de naam van het pakket, dan haalt hij de nieuwste versie voor je op."


@pytest.mark.parametrize("rule", [
    "Als ik in het Nederlands schrijf, antwoord dan ook in het Nederlands. Anders in het Engels.",
    "quando ti scrivo in olandese rispondi in olandese, altrimenti in inglese",
    "When my question is in Dutch, please reply in Dutch. For any other language, an English reply.",
    "Dutch message from me → Dutch reply. Anything else, English.",
])
def test_language_mirror_variants(rule: str) -> None:
    assert judge(rule, NL_REPLY, user=DUTCH_Q)[0] == "obeyed"
    assert judge(rule, EN_REPLY, user=DUTCH_Q)[0] == "broken"
    assert judge(rule, EN_REPLY, user=FRENCH_Q)[0] != "broken"


def test_language_else_as_permission() -> None:
    # "Anything else, English works": a permission, no rule on the other replies
    rule = "Dutch message from me → Dutch reply. Anything else, English works."
    assert judge(rule, NL_REPLY, user=ENGLISH_Q)[0] != "broken"
    assert judge(rule, EN_REPLY, user=DUTCH_Q)[0] == "broken"


@pytest.mark.parametrize("rule", [
    "Reply in Dutch by default. Another language only when I ask for it.",
    "Antworte standardmäßig auf Niederländisch. Eine andere Sprache nur, wenn ich darum bitte.",
    "Réponds en néerlandais. Une autre langue seulement si je la demande.",
])
def test_other_language_on_request(rule: str) -> None:
    asked = "How do I install a package with pip? Please answer in English, it's for a colleague."
    assert judge(rule, EN_REPLY, user=asked)[0] != "broken"
    assert judge(rule, EN_REPLY, user=ENGLISH_Q)[0] == "broken"


def test_plain_language_rule_keeps_no_exception() -> None:
    check = proposed_reply_check("Reply in Dutch. Other languages are for the docs only.")
    assert check is not None and not check.get("unless")


TABLE = "| tool | speed |\n|---|---|\n| ruff | fast |\n| pylint | slow |"
PROSE_CMP = "Ruff is much faster, while pylint has more checks; pick ruff unless you need a pylint plugin."


@pytest.mark.parametrize("rule", [
    "My terminal garbles tables, so don't use them.",
    "My screen reader chokes on markdown tables, so please don't use them.",
    "Las tablas se ven mal en mi terminal, así que no las uses.",
    "Mon terminal casse les tableaux, donc ne les utilise pas.",
    "Tabellen sehen in meinem Terminal kaputt aus, also benutze sie bitte nicht.",
])
def test_reason_then_pronoun(rule: str) -> None:
    assert judge(rule, TABLE)[0] == "broken"
    assert judge(rule, PROSE_CMP)[0] == "obeyed"


def test_reason_pronoun_link_ban_keeps_other_links() -> None:
    rule = "I can't open paywalled blogs (medium.com and the like), so don't link to them."
    assert judge(rule, "See https://docs.python.org/3/library/asyncio.html for the details.")[0] != "broken"
    assert judge(rule, "See https://medium.com/@someone/asyncio-tips-123 for the details.")[0] == "broken"


def test_reason_without_pronoun_look_alike() -> None:
    # no pronoun after "so": the rule is read as it stands
    check = proposed_reply_check("I read on a small screen, so keep answers under 50 words.")
    assert check is not None and check.get("max_words") == 49


@pytest.mark.parametrize("rule,limit", [
    ("- word cap: 60 words per answer", 60),
    ("Cap your answers at 60 words.", 60),
    ("A hard cap of 60 words per reply, please.", 60),
    ("Schrijf nooit meer dan 60 woorden per antwoord.", 60),
])
def test_word_caps(rule: str, limit: int) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("max_words") == limit


@pytest.mark.parametrize("rule", [
    "si comparas opciones, dame una tabla, no una lista",
    "quand tu compares deux outils, donne-moi un tableau",
    "比较几个工具的时候，给我一个表格。",
    "Para comparar herramientas, mejor una tabla.",
])
def test_table_for_comparisons(rule: str) -> None:
    assert judge(rule, PROSE_CMP, user="ruff vs pylint?")[0] == "broken"
    assert judge(rule, TABLE, user="ruff vs pylint?")[0] == "obeyed"


@pytest.mark.parametrize("rule", [
    "quand tu cites la doc, mets le lien vers la page exacte, pas vers l'accueil",
    "Si citas documentación, enlaza la página exacta y no la portada.",
    "Wenn du Doku zitierst, verlinke die genaue Seite, nicht die Startseite.",
])
def test_exact_doc_page(rule: str) -> None:
    assert judge(rule, "It is documented here: https://docs.python.org/")[0] == "broken"
    assert judge(rule, "It is documented here: https://docs.python.org/3/library/functools.html#functools.cache")[0] \
        == "obeyed"


@pytest.mark.parametrize("rule", [
    "返事の最後を「お役に立てば幸いです」のような締めの言葉で終わらせないで。",
    "답변 끝에 맺음말은 넣지 마세요.",
])
def test_closing_words_cjk(rule: str) -> None:
    assert judge(rule, "Run the migration, then restart the server. Hope this helps!")[0] == "broken"
    assert judge(rule, "Run the migration, then restart the server.")[0] == "obeyed"


def test_closing_words_asked_for_is_no_ban() -> None:
    assert proposed_reply_check("締めの言葉を必ず入れてください。") is None or \
        "no_signoff" not in (proposed_reply_check("締めの言葉を必ず入れてください。") or {}).get("format", [])


@pytest.mark.parametrize("rule", [
    "ne m'appelle pas 'mate' ni rien de ce genre",
    "non chiamarmi 'mate' né niente del genere",
    "não me chame de 'mate' nem nada do tipo",
])
def test_nickname_class(rule: str) -> None:
    assert judge(rule, "Sure thing, pal: run the tests first.")[0] == "broken"
    assert judge(rule, "Sure: run the tests first.")[0] == "obeyed"


SHORT_WITH_HEADING = "## Answer\n\nUse `git stash` to park the changes, then switch branches."
LONG_WITH_HEADINGS = "## Setup\n\n" + " ".join(["Install the tool and check the version before you go on."] * 8) + \
    "\n\n## Use\n\n" + " ".join(["Run it on the folder and read the report it prints."] * 8)


@pytest.mark.parametrize("rule", [
    "If your answer is shorter than 80 words, no headings.",
    "Is your reply under 80 words? Then skip the headings.",
    "Is je antwoord korter dan 80 woorden? Gebruik dan geen koppen.",
    "Wenn deine Antwort kürzer als 80 Wörter ist, keine Überschriften.",
    "Si ta réponse fait moins de 80 mots, pas de titres.",
    "Si tu respuesta tiene menos de 80 palabras, sin títulos.",
])
def test_length_as_condition(rule: str) -> None:
    assert judge(rule, SHORT_WITH_HEADING)[0] == "broken"
    assert judge(rule, LONG_WITH_HEADINGS)[0] != "broken"  # a long answer is outside the rule, whatever its headings
    assert judge(rule, "Use `git stash` to park the changes, then switch branches.")[0] == "obeyed"


def test_length_limit_stays_a_limit() -> None:
    # look-alikes: a limit every reply keeps
    check = proposed_reply_check("Keep your answer under 80 words.")
    assert check is not None and check.get("max_words") == 79
    check = proposed_reply_check("Schrijf minder dan 80 woorden.")
    assert check is not None and check.get("max_words") == 79 and not check.get("min_words")


@pytest.mark.parametrize("rule", [
    "No me molesta algún emoji, pero que no haya más de uno por respuesta.",
    "Ça ne me dérange pas, un emoji, mais pas plus d'un par réponse.",
    "I don't mind an emoji, but no more than one per reply.",
])
def test_tolerated_emoji_with_a_cap(rule: str) -> None:
    assert judge(rule, "Done, the tests pass 🎉")[0] == "obeyed"
    assert judge(rule, "Done 🎉 the tests pass ✅")[0] == "broken"


def test_refusal_of_emoji_stays_a_ban() -> None:
    assert judge("No me gustan los emojis.", "Listo 🎉")[0] == "broken"


SPANISH_COMMENTS = "```python\ndef total(xs):\n    # suma todos los valores de la lista\n    return sum(xs)\n```"
ENGLISH_COMMENTS = ("La función suma los valores:\n\n```python\ndef total(xs):\n    # add up every value in the list\n"
                    "    return sum(xs)\n```")


@pytest.mark.parametrize("rule", [
    "Escribe en inglés los comentarios del código.",
    "Écris en anglais les commentaires que tu mets dans le code.",
    "Schreib auf Englisch die Kommentare in deinem Code.",
])
def test_language_before_comments(rule: str) -> None:
    assert judge(rule, SPANISH_COMMENTS)[0] == "broken"
    assert judge(rule, ENGLISH_COMMENTS)[0] == "obeyed"


def test_reply_language_then_comments_look_alike() -> None:
    check = proposed_reply_check("Réponds en français, commentaires de code en anglais.")
    assert check is not None and check.get("language") == "fr" and check.get("comment_language") == "en"


@pytest.mark.parametrize("rule", [
    "Please make a 'Summary' heading the first thing in every reply.",
    "Put a 'Summary' heading first in each answer.",
])
def test_heading_first_thing(rule: str) -> None:
    assert judge(rule, "## Summary\n\nIt works.\n\n## Details\n\nMore here.")[0] == "obeyed"
    assert judge(rule, "It works.\n\n## Summary\n\nMore here.")[0] == "broken"


@pytest.mark.parametrize("rule", [
    "No matter which language I write in: your answers in Spanish, always.",
    "Egal in welcher Sprache ich frage: Antworten bitte immer auf Spanisch.",
    "Peu importe la langue dans laquelle je t'écris : réponds en espagnol.",
])
def test_any_language_concession_before_colon(rule: str) -> None:
    assert judge(rule, "Run the installer and restart the machine when it asks you to.", user="How do I install it?")[0] \
        == "broken"
    assert judge(rule, "Ejecuta el instalador y reinicia el equipo cuando te lo pida.", user="How do I install it?")[0] \
        == "obeyed"


@pytest.mark.parametrize("rule", [
    "Ninguna respuesta debe arrancar con '¡Genial!'.",
    "No inicies nunca con '¡Genial!'.",
])
def test_opener_ban_start_verbs(rule: str) -> None:
    assert judge(rule, "¡Genial! Usa pip para instalarlo.")[0] == "broken"
    assert judge(rule, "Usa pip para instalarlo.")[0] == "obeyed"


@pytest.mark.parametrize("rule", [
    "Não termine a resposta com 'Quer que eu explique mais alguma coisa?'.",
    "Evite fechar a resposta com perguntas do tipo 'Precisa de mais alguma coisa?'.",
])
def test_quoted_example_stays_whole(rule: str) -> None:
    assert judge(rule, "Use o pip para instalar. Precisa de mais alguma coisa?")[0] == "broken"
    assert judge(rule, "Use o pip para instalar.")[0] == "obeyed"


def test_portuguese_more_than_is_no_but() -> None:
    check = proposed_reply_check("Respostas com não mais de 3 frases.")
    assert check is not None and check.get("max_sentences") == 3


@pytest.mark.parametrize("rule", [
    "Пожалуйста, обращайся ко мне на «вы», а не на «ты».",
    "Мне ближе вежливое обращение — только «вы».",
])
def test_russian_formal_address(rule: str) -> None:
    assert judge(rule, "Ты можешь запустить скрипт ещё раз, и ты увидишь результат.")[0] == "broken"
    assert judge(rule, "Вы можете запустить скрипт ещё раз, и вы увидите результат.")[0] == "obeyed"


def test_russian_informal_address_look_alike() -> None:
    check = proposed_reply_check("Не надо на «вы», давай на «ты».")
    assert check is not None and "informal_address" in check.get("format", [])
