"""Length, list and heading rules read as a grammar (issue 21): limits on each part of a reply, the units and bounds
rules name, and the reply's list / heading structure. Every wording and reply here is written for these tests."""
from __future__ import annotations

import pytest

from memlock_core.compliance.check import CheckError, ReplyCheck
from memlock_core.compliance.part_length import part_limit_verdict, split_sentences
from tests.compliance_judge import judge, proposed_reply_check

# ---- limits on each part of the reply -------------------------------------------------------------------------

PART_RULES = [
    ("Each bullet should be under 10 words.", "item:words:9"),
    ("Max 15 words per bullet point.", "item:words:15"),
    ("Keep every paragraph to 3 sentences or fewer.", "paragraph:sentences:3"),
    ("No paragraph longer than 4 sentences.", "paragraph:sentences:4"),
    ("Each sentence under 25 words.", "sentence:words:24"),
    ("Keep sentences short - under 20 words.", "sentence:words:19"),
    ("Each section no longer than 2 sentences.", "section:sentences:2"),
    ("Keep bullets under 8 words.", "item:words:7"),
    ("Bullets ≤ 12 words.", "item:words:12"),
    ("Paragraphs: 3 sentences max.", "paragraph:sentences:3"),
    ("Each bullet point, at most 10 words.", "item:words:10"),
    ("One sentence per bullet.", "item:sentences:1"),
    ("Keep titles under 8 words.", "heading:words:7"),
    ("Headings of at most 5 words.", "heading:words:5"),
    ("Jede Aufzählung höchstens 8 Wörter.", "item:words:8"),
    ("Jeder Absatz höchstens drei Sätze.", "paragraph:sentences:3"),
    ("Überschriften maximal 5 Wörter.", "heading:words:5"),
    ("Chaque puce : 10 mots maximum.", "item:words:10"),
    ("Pas plus de deux phrases par paragraphe.", "paragraph:sentences:2"),
    ("Cada viñeta con un máximo de 12 palabras.", "item:words:12"),
    ("Máximo dos oraciones por párrafo.", "paragraph:sentences:2"),
    ("Ogni paragrafo al massimo 3 frasi.", "paragraph:sentences:3"),
    ("Elke alinea maximaal 3 zinnen.", "paragraph:sentences:3"),
    ("各段落は3文以内にしてください。", "paragraph:sentences:3"),
]


@pytest.mark.parametrize("rule,token", PART_RULES)
def test_part_limits_are_read(rule: str, token: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None, rule
    assert check.get("part_limits") == [token], check
    # a limit on each part is no limit on the whole reply, and asks for no list or heading
    assert not any(k.startswith(("max_", "min_")) for k in check), check
    assert "headings" not in check.get("format", []), check


def test_part_limit_beside_a_reply_limit() -> None:
    check = proposed_reply_check("Max 100 words, and no paragraph longer than 3 sentences.")
    assert check is not None and check["max_words"] == 100 and check["part_limits"] == ["paragraph:sentences:3"]
    check = proposed_reply_check("Use bullets, max 8 words each.")
    assert check is not None and check["format"] == ["bullets"] and check["part_limits"] == ["item:words:8"]
    check = proposed_reply_check("Use headings, each under 6 words.")
    assert check is not None and "headings" in check["format"] and check["part_limits"] == ["heading:words:5"]


def test_part_limits_leave_other_texts_alone() -> None:
    for rule in ("Keep functions under 40 lines.", "In code reviews, keep each comment to one sentence."):
        check = proposed_reply_check(rule)
        assert check is None or not check.get("part_limits"), (rule, check)


SECTIONED = "## Setup\nInstall it. Then run it.\n\n## Use\nCall the API. Read the result. Check the log.\n"


def test_section_verdicts() -> None:
    assert judge("Each section no longer than 2 sentences.", SECTIONED)[0] == "broken"
    assert judge("Each section no longer than 3 sentences.", SECTIONED)[0] == "obeyed"
    # no heading, no section: the rule does not speak to the reply
    assert judge("Each section no longer than 2 sentences.", "One. Two. Three. Four.")[0] == "not_applicable"


def test_item_verdicts() -> None:
    reply = "Packing list:\n\n- Passport and tickets\n- A light rain jacket for the evenings by the sea in October\n"
    outcome, evidence = judge("Each bullet should be under 10 words.", reply)
    assert outcome == "broken" and "12 words" in evidence
    assert judge("Max 15 words per bullet point.", reply)[0] == "obeyed"
    assert judge("Chaque puce : 10 mots maximum.", "Un paragraphe sans liste, qui parle d'autre chose.")[0] == "not_applicable"
    # the marker and the bold are no words
    assert judge("Bullets ≤ 3 words.", "- **Bold** item here\n- 1. two three\n")[0] == "obeyed"


def test_paragraph_and_sentence_verdicts() -> None:
    long_paragraph = "It rains. It pours. The river rises. The bridge closes.\n\nShort one."
    assert judge("No paragraph longer than 3 sentences.", long_paragraph)[0] == "broken"
    assert judge("Keep every paragraph to 4 sentences or fewer.", long_paragraph)[0] == "obeyed"
    # a list is not a paragraph, code is not prose
    listed = "Steps:\n\n1. Open it. Edit it. Save it. Close it.\n\n```\na = 1. b = 2. c = 3. d = 4.\n```\n"
    assert judge("No paragraph longer than 3 sentences.", listed)[0] == "obeyed"
    wordy = "This sentence is short. This one, however, goes on and on for far longer than anyone would like to read."
    assert judge("Each sentence under 12 words.", wordy)[0] == "broken"
    assert judge("Each sentence under 25 words.", wordy)[0] == "obeyed"
    assert judge("各段落は1文以内にしてください。", "これはペンです。あれは本です。")[0] == "broken"


def test_heading_length_verdict() -> None:
    reply = "## A very long heading that keeps going\n\nText.\n\n## Short\n\nMore."
    assert judge("Keep titles under 5 words.", reply)[0] == "broken"
    assert judge("Headings of at most 7 words.", reply)[0] == "obeyed"


def test_sentences_split_by_policy() -> None:
    assert split_sentences("See e.g. the docs. Then run it! Done?") == ["See e.g. the docs.", "Then run it!", "Done?"]
    assert split_sentences("これはペンです。あれは本です。") == ["これはペンです。", "あれは本です。"]
    assert part_limit_verdict("item:words:2", "no list here")[0] == "not_applicable"


def test_part_limit_tokens_are_validated() -> None:
    assert ReplyCheck.parse({"part_limits": ["item:words:12"]}).part_limits == ("item:words:12",)
    for bad in ("paragraph:lines:3", "sentence:sentences:2", "nothing:words:3", "item:words:0"):
        with pytest.raises(CheckError):
            ReplyCheck.parse({"part_limits": [bad]})
    assert "each list item at most 12 words" in ReplyCheck.parse({"part_limits": ["item:words:12"]}).describe()


# ---- heading levels, bold lines standing in for headings, skipped levels, marks at the end ---------------------

@pytest.mark.parametrize("rule,levels", [
    ("Only H2 and H3 headings.", [2, 3]),
    ("Use only level-2 headings.", [2]),
    ("Titres uniquement de niveau 2.", [2]),
    ("Solo encabezados ## y ###.", [2, 3]),
    ("Never use a heading bigger than ##.", [2, 3, 4, 5, 6]),
    ("Überschriften nur als ### – nie größer.", [3, 4, 5, 6]),
    ("No headings deeper than ###.", [1, 2, 3]),
    ("見出しは ## レベルまで（### 以下は使わない）。", [1, 2]),
    ("Skip H1. The top level for you is ##.", [2, 3, 4, 5, 6]),
])
def test_heading_levels_are_read(rule: str, levels: list[int]) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("heading_levels") == levels, (rule, check)
    assert "headings" not in check["format"]  # the levels of the headings a reply has; having one is not asked


def test_heading_levels_verdicts() -> None:
    reply = "## Setup\n\nInstall.\n\n#### Details\n\nMore."
    assert judge("Only H2 and H3 headings.", reply)[0] == "broken"
    assert judge("Never use a heading bigger than ##.", reply)[0] == "obeyed"
    assert judge("No headings deeper than ###.", reply)[0] == "broken"
    assert judge("Only H2 and H3 headings.", "Just a sentence of prose, no heading at all in it.")[0] == "not_applicable"


BOLD_TITLED = "**Overview**\n\nThe plan in short.\n\n**Wichtig:** a label, not a title.\n\nEnd."


@pytest.mark.parametrize("rule", [
    "Use real markdown headings (##), not bold lines pretending to be headings.",
    "Don't use bold text as headings.",
    "No fake headers.",
])
def test_bold_lines_as_headings(rule: str) -> None:
    assert proposed_reply_check(rule)["format"] == ["no_bold_headings"]
    outcome, evidence = judge(rule, BOLD_TITLED)
    assert outcome == "broken" and "Overview" in evidence
    assert judge(rule, "## Overview\n\nThe plan.\n\n**Note:** fine.")[0] == "obeyed"
    assert judge(rule, "Yes, it does.")[0] == "not_applicable"


def test_titles_of_any_kind() -> None:
    for rule in ("Pas de titres ni de sous-titres, écris juste du texte.", "Sin títulos ni subtítulos.",
                 "Niente titoli nelle risposte."):
        assert proposed_reply_check(rule)["format"] == ["no_titles"], rule
        assert judge(rule, BOLD_TITLED)[0] == "broken"
        assert judge(rule, "Plain text.\n\n**Wichtig:** a label is no title.")[0] == "obeyed"
    # marks named: markdown headings alone
    assert proposed_reply_check("Pas de titres (#, ##) dans tes réponses.")["format"] == ["no_headings"]


@pytest.mark.parametrize("rule", ["Never skip heading levels.", "Don't jump heading levels (no ### under #).",
                                  "Keine Überschriftenebenen überspringen.", "Ne saute pas de niveaux de titres."])
def test_skipped_levels(rule: str) -> None:
    assert proposed_reply_check(rule)["format"] == ["no_skipped_levels"], rule
    assert judge(rule, "# A\n\ntext\n\n### B\n\ntext")[0] == "broken"
    assert judge(rule, "# A\n\ntext\n\n## B\n\ntext\n\n# C\n\ntext")[0] == "obeyed"


@pytest.mark.parametrize("rule,marks", [
    ("Headings shouldn't end with a colon or a period.", ".:"),
    ("No trailing punctuation in headings.", ".:;!"),
    ("Überschriften ohne Punkt am Ende.", "."),
    ("Pas de point à la fin des titres.", "."),
    ("Headers must not end with a question mark.", "?"),
])
def test_heading_end_marks(rule: str, marks: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check["format"] == ["heading_end"] and check["heading_end"] == marks, check
    assert judge(rule, f"## Setup{marks[0]}\n\nText.")[0] == "broken"
    assert judge(rule, "## Setup\n\nText.")[0] == "obeyed"
    assert judge(rule, "No heading here, just a sentence.")[0] == "not_applicable"


def test_an_offered_alternative_is_no_requirement() -> None:
    check = proposed_reply_check("No nested lists. Ever. Flatten them or use sub-headings.")
    assert check is not None and check["format"] == ["flat_lists"]


def test_heading_scope_in_lines() -> None:
    rule = "If your answer is longer than 10 lines, split it into sections with ## headings."
    assert proposed_reply_check(rule)["when"] == {"headings": "lines>10"}
    short = "One.\n\nTwo.\n\nThree."
    assert judge(rule, short)[0] == "not_applicable"
    long = "\n\n".join(f"Paragraph {i} says a thing." for i in range(7))
    assert judge(rule, long)[0] == "broken"


def test_sentence_case_tells_names_from_title_case() -> None:
    rule = "Headings in sentence case, not Title Case."
    assert judge(rule, "## Next Steps\n\nShip it.")[0] == "broken"  # every word after the first capitalised
    assert judge(rule, "## Background and Motivation\n\nWhy.")[0] == "broken"
    # a name the reply writes capitalised inside a sentence, "I", and words with a capital inside are names
    assert judge(rule, "## Deploying with Docker\n\nWe build with Docker and ship.")[0] == "obeyed"
    assert judge(rule, "## Why I picked up Rust\n\nBecause.")[0] == "obeyed"
    assert judge(rule, "## Using it with Pandas and NumPy\n\nFast.")[0] == "obeyed"


# ---- lists ------------------------------------------------------------------------------------------------------

def test_a_list_partly_numbered_breaks_a_numbered_rule() -> None:
    for rule in ("Answers must be numbered.", "Always number the steps.", "Utilise des listes numérotées pour les étapes."):
        outcome, evidence = judge(rule, "1. Open the app.\n2. Tap Settings.\n3. Pick a plan.\n- Pay.\n- Confirm.",
                                  "How do I subscribe?")
        assert outcome == "broken" and "unnumbered" in evidence, rule
        # a bullet under a numbered item, or another list after a lead-in, is no stray bullet
        nested = "1. Open the app.\n   - the blue icon\n2. Tap Settings.\n3. Pick a plan."
        assert judge(rule, nested, "How do I subscribe?")[0] == "obeyed", rule
        two_lists = "1. Open the app.\n2. Tap Settings.\n\nPlans on offer:\n\n- Basic\n- Pro"
        assert judge(rule, two_lists, "How do I subscribe?")[0] == "obeyed", rule


@pytest.mark.parametrize("rule", [
    "Numbered lists for sequential steps, bullet points for everything else.",
    "Use numbered lists for steps and bullets for everything else.",
    "Nummerierte Listen für Schritte, Stichpunkte für alles andere.",
])
def test_list_style_follows_the_content(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check["when"] == {"numbered": "procedure", "no_numbered": "not_procedure"}, check
    numbered = "1. Zero setup.\n2. Fast reads.\n3. Runs everywhere."
    bulleted = "- Zero setup.\n- Fast reads.\n- Runs everywhere."
    assert judge(rule, numbered, "What are the pros of SQLite?")[0] == "broken"
    assert judge(rule, bulleted, "What are the pros of SQLite?")[0] == "obeyed"
    steps = "- Install flyctl.\n- Run fly launch.\n- Deploy with fly deploy."
    assert judge(rule, steps, "How do I deploy to Fly.io?")[0] == "broken"


def test_japanese_itemised_lists_include_numbered_ones() -> None:
    assert proposed_reply_check("箇条書きは使わないでください。")["format"] == ["no_lists"]
    assert judge("箇条書きは使わないでください。", "1. 毎日15分のシャドーイング\n2. ドラマを英語字幕で見る")[0] == "broken"
    assert proposed_reply_check("箇条書きではなく番号付きリストで。")["format"] == ["no_bullets", "numbered"]


def test_a_kind_of_item_banned_is_no_ban_on_bullets() -> None:
    for rule in ("No multi-sentence bullets.", "Keep each bullet to one sentence. No multi-sentence bullets."):
        check = proposed_reply_check(rule)
        assert check == {"part_limits": ["item:sentences:1"]}, (rule, check)
        assert judge(rule, "- Keep secrets out of the repo.\n- Rotate keys.")[0] == "obeyed"
        assert judge(rule, "- Keep secrets out. Use a vault.\n- Rotate keys.")[0] == "broken"
    assert proposed_reply_check("No long bullets.") is None  # how long is long: unchecked


def test_abbreviations_do_not_end_a_clause() -> None:
    assert proposed_reply_check("Max. 5 Zeilen pro Antwort.") == {"max_lines": 5}
    check = proposed_reply_check("Bitte keine Markdown-Überschriften verwenden, nur Fließtext und ggf. Listen.")
    assert check == {"format": ["no_headings"]}


def test_bullets_only_and_its_lead_in() -> None:
    listed = "Main causes:\n\n- Militarism\n- Alliances\n- Nationalism"
    for rule in ("Bullet points only. No prose paragraphs.", "Nur Stichpunkte.", "Solo viñetas."):
        assert proposed_reply_check(rule)["format"] == ["bullets_only_lead_in"], rule
        assert judge(rule, listed)[0] == "obeyed"
        assert judge(rule, listed + "\n\nAll three fed the arms race of the years before 1914.")[0] == "broken"
    for rule in ("Format your whole answer as a bulleted list.", "Réponds entièrement en liste à puces."):
        assert proposed_reply_check(rule)["format"] == ["bullets_only"], rule
        assert judge(rule, listed)[0] == "broken"


@pytest.mark.parametrize("rule,label", [
    ("Bitte Anleitungen immer im Format „Schritt 1 — …“, „Schritt 2 — …“.", "Schritt|—"),
    ("For how-tos, format each step as its own line like 'Step 1 — Do the thing'.", "Step|—"),
    ("Write each step as \"Step N: ...\".", "Step|:"),
    ("Numérote les étapes comme « Étape 1 : ... ».", "Étape|:"),
    ("Escribe los pasos como 'Paso 1 - ...'.", "Paso|-"),
])
def test_step_label_format(rule: str, label: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check["format"] == ["step_format"] and check["step_label"] == label, check
    word, mark = label.split("|")
    asked = "How do I set up the backup?"
    good = "\n".join(f"{word} {i} {mark} Do part {i} of it." for i in (1, 2, 3))
    assert judge(rule, good, asked)[0] == "obeyed"
    assert judge(rule, "1. Do part one.\n2. Do part two.\n3. Do part three.", asked)[0] == "broken"
    other = "!" if mark != "!" else "?"
    assert judge(rule, good.replace(f"{word} 2 {mark}", f"{word} 2{other}"), asked)[0] == "broken"
    assert judge(rule, f"{word} 1 {mark} Do one. {word} 2 {mark} Do two.", asked)[0] == "broken"
    assert judge(rule, good + "\nThen restart the service.", asked)[0] == "broken"
    assert judge(rule, "It keeps a copy of your files elsewhere, so a broken disk loses nothing.",
                 "Why back up?")[0] == "not_applicable"


# ---- counts of items, sizes named by the text they must fit, titles asked for ------------------------------------

@pytest.mark.parametrize("rule,limit", [("Use no máximo 5 tópicos.", 5), ("Höchstens 5 Stichpunkte.", 5),
                                        ("No más de 4 viñetas.", 4), ("Em resumos, no máximo 3 itens.", 3)])
def test_item_counts_in_other_languages(rule: str, limit: int) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check["max_items"] == limit and "format" not in check, check  # "no máximo" is no ban


def test_summaries_named_in_portuguese_and_german() -> None:
    check = proposed_reply_check("Nos resumos, use no máximo 5 tópicos.")
    assert check["when"] == {"max_items": "summary_request"}
    reply = "\n".join(f"- ponto {i}" for i in range(7))
    assert judge("Nos resumos, use no máximo 5 tópicos.", reply, "Resuma o livro Sapiens.")[0] == "broken"
    assert judge("Nos resumos, use no máximo 5 tópicos.", reply, "Como instalo o Docker?")[0] == "not_applicable"


@pytest.mark.parametrize("rule,limit", [("Tweet-length replies.", 280), ("Answers should fit in an SMS.", 160),
                                        ("Keep it tweet-sized.", 280), ("Tweet-length: 200 characters max.", 200)])
def test_sizes_named_by_the_text_they_fit(rule: str, limit: int) -> None:
    assert proposed_reply_check(rule) == {"max_chars": limit}
    assert judge(rule, "x" * (limit + 5))[0] == "broken"
    assert judge(rule, "Short and sweet.")[0] == "obeyed"


def test_titles_asked_for_are_measured_line_by_line() -> None:
    rule = "When I ask for titles or headlines, keep each under 60 characters."
    assert proposed_reply_check(rule)["part_limits"] == ["line:characters:59"]
    asked = "Give me three titles for my post about sourdough."
    short = "1. Sourdough at Home\n2. The Slow Loaf\n3. Starter Stories"
    assert judge(rule, short, asked)[0] == "obeyed"
    long = short + "\n4. " + "A very long title that keeps on going well past any sensible length for a title"
    assert judge(rule, long, asked)[0] == "broken"


def test_number_words_of_feminine_nouns() -> None:
    assert proposed_reply_check("Responda em no máximo duas frases.") == {"max_sentences": 2}


def test_more_wordings_of_heading_and_length_rules() -> None:
    assert proposed_reply_check("Start with a # title.") == {"format": ["heading_first"], "heading_level": 1}
    assert proposed_reply_check("Open with an H2 title.") == {"format": ["heading_first"], "heading_level": 2}
    assert proposed_reply_check("Start every answer with a title.") is None  # a bold line or a sentence may be one
    assert proposed_reply_check("Don't start with a # title.") is None
    for rule, n in (("Two sentences are enough, no more.", 2), ("Zwei Sätze reichen, mehr nicht.", 2),
                    ("Trois phrases suffisent.", 3), ("Tres frases bastan.", 3)):
        assert proposed_reply_check(rule) == {"max_sentences": n}, rule
    assert proposed_reply_check("Keep lists flat, one level only.") == {"format": ["flat_lists"]}


def test_tables_written_as_text() -> None:
    rule = "Don't use tables, my screen is small."
    piped = "Specs:\n\nDisplay | 6.1 OLED | 6.3 OLED\nChip | A18 | Tensor G4\nBattery | 3,560 mAh | 4,700 mAh"
    spaced = "```\nt3.nano    2 vCPU  0.5 GiB\nt3.micro   2 vCPU  1 GiB\nt3.small   2 vCPU  2 GiB\n```"
    assert judge(rule, piped)[0] == "broken"
    assert judge(rule, spaced)[0] == "broken"
    # prose with a pipe or two, code with aligned assignments in two columns: no table
    assert judge(rule, "Use `a | b` to pipe output, or `a || b` to run b when a fails. Both work in bash and zsh.")[0] == "obeyed"
    assert judge(rule, "```\nx  = 1\ny  = 2\nzz = 3\n```\nThat sets three variables at once for you.")[0] == "obeyed"


def test_a_gist_is_a_summary() -> None:
    rule = "when I ask for a summary, give me exactly 3 bullet points"
    assert judge(rule, "The team agreed to delay the launch by two weeks.", "Give me the gist of the meeting notes.")[0] \
        == "broken"


@pytest.mark.parametrize("rule", ["Each bullet point must be a complete sentence ending with a full stop.",
                                  "Bullets should end with a period."])
def test_items_end_with_a_full_stop(rule: str) -> None:
    assert proposed_reply_check(rule) == {"format": ["items_end"]}
    assert judge(rule, "- Keys rotate weekly.\n- Old keys expire.")[0] == "obeyed"
    assert judge(rule, "- Keys rotate weekly.\n- Old keys expire")[0] == "broken"
    assert judge(rule, "No list in this reply at all.")[0] == "not_applicable"


def test_the_form_of_bullets_is_no_ban_on_them() -> None:
    # was read as "no bullets"; now the items' end is checked (item_form), never a ban on the list
    assert proposed_reply_check("No period at the end of bullets.") == {"format": ["items_no_stop"]}


def test_stated_exceptions_of_size() -> None:
    rule = "Keep it under 10 lines unless I ask for a full file."
    long = "\n".join(f"line {i}" for i in range(15))
    assert judge(rule, long, "Give me the whole file please.")[0] == "not_applicable"
    assert judge(rule, long, "How do I start the stack?")[0] == "broken"
    for rule in ("Start with tl;dr, except for one-line answers.", "Use headings, except for one-liners."):
        assert judge(rule, "Yes — port 8080.")[0] == "not_applicable", rule
    assert judge("Start with tl;dr, except for one-line answers.", "Here is the story.\n\nIt is long.")[0] == "broken"
