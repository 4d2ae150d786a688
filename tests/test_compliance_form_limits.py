"""Reply form rules (issue 21, headings / length / list format) in wordings read since heldout6: a length limit
waived "except when I ask for code" (not a limit on code blocks), a limit that hangs on a word the user says, a
ban on one-line answers (no ceiling), the subject line of a drafted email measured on its own."""
from __future__ import annotations

import pytest

from memlock_core.compliance.outcomes import BROKEN, NOT_APPLICABLE, OBEYED
from tests.compliance_judge import judge, proposed_reply_check

_SIX_LINES = "\n".join(f"Point number {i} is worth knowing about." for i in range(1, 7))
_CODE = "Here it is:\n\n```python\n" + "\n".join(f"x{i} = {i}" for i in range(9)) + "\n```"


@pytest.mark.parametrize("rule", [
    "At most 4 lines per answer, except when I ask for code.",
    "Pas plus de 4 lignes par réponse, sauf quand je demande du code.",
    "Como máximo 4 líneas, salvo cuando te pida código.",
    "Höchstens 4 Zeilen, außer wenn ich nach Code frage.",
])
def test_line_limit_waived_by_a_code_request_limits_the_reply(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("max_lines") == 4 and not check.get("code_rules"), check
    assert judge(rule, _SIX_LINES, user="Tell me about sleep hygiene.")[0] == BROKEN
    assert judge(rule, "Two lines.\nThat is all.", user="Tell me about sleep hygiene.")[0] == OBEYED
    assert judge(rule, _CODE, user="Write me a Python script that sets nine variables.")[0] == NOT_APPLICABLE


@pytest.mark.parametrize("rule", [
    "When I say 'brief', answer in under 40 words.",
    "Quand je dis « vite », réponds en 2 phrases maximum.",
    "Wenn ich „kurz“ sage, höchstens zwei Sätze.",
])
def test_limit_hanging_on_a_word_the_user_says_is_tied_to_it(rule: str) -> None:
    # it stayed unchecked while no condition could say "the user said X"; user_trigger ties it to those turns now
    check = proposed_reply_check(rule)
    assert check is not None and check.get("when") and all(str(c).startswith("says:") for c in check["when"].values())


def test_limit_for_a_tldr_the_user_types_speaks_to_summary_requests() -> None:
    rule = "If I type tl;dr, give me exactly two sentences."
    long = "One thing happened. Then another. And a third."
    assert judge(rule, long, user="tl;dr of the Cold War?")[0] == BROKEN
    assert judge(rule, long, user="Walk me through the Cold War.")[0] == NOT_APPLICABLE


@pytest.mark.parametrize("rule", [
    "I can't stand one-sentence answers.",
    "No one-line replies, please.",
])
def test_ban_on_one_line_answers_is_no_ceiling(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is None or not any(k.startswith("max_") for k in check), check


def test_floor_for_every_explanation_speaks_to_explanations() -> None:
    rule = "I dislike terse replies. Every explanation should be at least 2 paragraphs."
    check = proposed_reply_check(rule)
    assert check is not None and check.get("min_paragraphs") == 2 and "max_lines" not in check, check
    assert judge(rule, "Glad it helped!", user="thanks, bye")[0] != BROKEN
    assert judge(rule, "Because the air scatters blue light more.", user="Why is the sky blue?")[0] == BROKEN


_MAIL = "**Subject:** {subject}\n\nHi Sam,\n\nCould we move our call to Thursday afternoon? Something came up.\n\nBest,\nAna"


@pytest.mark.parametrize(("rule", "long_subject", "short_subject"), [
    ("Subject lines in emails you write for me: 6 words max.",
     "Request to move our weekly call to Thursday afternoon", "Moving our call to Thursday"),
    ("Objets des mails : 6 mots maximum.",
     "Demande de déplacement de notre appel hebdomadaire à jeudi", "Appel déplacé à jeudi"),
    ("Betreffzeilen höchstens 6 Wörter.",
     "Bitte um Verschiebung unseres wöchentlichen Termins auf Donnerstag Nachmittag", "Termin auf Donnerstag verschieben"),
])
def test_subject_line_limit_measures_the_subject_only(rule: str, long_subject: str, short_subject: str) -> None:
    assert judge(rule, _MAIL.format(subject=long_subject))[0] == BROKEN
    assert judge(rule, _MAIL.format(subject=short_subject))[0] == OBEYED
    advice = "Lead with the action you need and any date, and keep it specific rather than vague or generic."
    assert judge(rule, advice, user="tips for subject lines?")[0] == NOT_APPLICABLE


def test_subject_line_label_in_other_languages() -> None:
    from memlock_core.compliance.part_length import subject_lines
    assert subject_lines("Objet : Réunion de lundi\n\nBonjour,") == ["Réunion de lundi"]
    assert subject_lines("**Betreff:** Rechnung 42\n\nHallo,") == ["Rechnung 42"]
    assert subject_lines("件名：見積もりのお願い\n\nお世話になっております。") == ["見積もりのお願い"]
    assert subject_lines("The subject of the talk is glaciers.") == []


@pytest.mark.parametrize("rule", [
    "Lists: 4 items maximum. Pick the most important ones.",
    "Listes : 4 éléments maximum.",
    "Elenchi: al massimo 4 elementi.",
    "Listen höchstens 4 Elemente.",
])
def test_item_count_read_in_more_languages(rule: str) -> None:
    assert judge(rule, "- one\n- two\n- three\n- four\n- five")[0] == BROKEN
    assert judge(rule, "1. one\n2. two\n3. three")[0] == OBEYED


@pytest.mark.parametrize("rule", [
    "At most one level of nesting in lists, never sub-sub-bullets.",
    "Pas de sous-sous-puces dans les listes.",
    "Listen höchstens zwei Ebenen tief.",
])
def test_one_level_of_nesting_allows_sub_items_only(rule: str) -> None:
    assert judge(rule, "- Monday\n  - gym\n  - groceries\n- Tuesday\n  - dentist")[0] == OBEYED
    assert judge(rule, "- Monday\n  - errands\n    - post office\n- Tuesday")[0] == BROKEN
    assert judge(rule, "Just a sentence, with no list in it at all here.")[0] == NOT_APPLICABLE


def test_no_nested_lists_still_means_flat() -> None:
    assert judge("No nested lists.", "- Monday\n  - gym\n- Tuesday")[0] == BROKEN


@pytest.mark.parametrize("rule", [
    "Every to-do list you write me must use markdown checkboxes (- [ ]).",
    "Listes de tâches : toujours avec des cases à cocher.",
    "Aufgabenlisten bitte immer mit Checkboxen.",
])
def test_todo_lists_use_checkboxes(rule: str) -> None:
    boxes = "- [ ] Pack the boxes\n- [ ] Cancel the internet\n- [x] Book the van"
    assert judge(rule, boxes, user="what's left to do before the move?")[0] == OBEYED
    assert judge(rule, "1. Pack the boxes\n2. Cancel the internet", user="what do I need to do before the move?")[0] == BROKEN
    assert judge(rule, "- [ ] Pack the boxes\n- Cancel the internet", user="moving checklist please")[0] == BROKEN
    features = "- Pattern matching\n- Ownership\n- Cargo"
    assert judge(rule, features, user="what are Rust's main features?")[0] == NOT_APPLICABLE


def test_negated_checkbox_rule_is_not_a_checkbox_rule() -> None:
    check = proposed_reply_check("No checkboxes in to-do lists, plain bullets are fine.")
    assert check is None or "checkbox_lists" not in check.get("format", []), check


def test_japanese_how_to_request_is_a_procedure() -> None:
    rule = "手順を説明するときは必ず番号付きリストにしてください。"
    steps = "・野菜を切る\n・肉を炒める\n・水を入れて煮込む\n・ルーを溶かす"
    assert judge(rule, steps, user="シチューの作り方を教えて")[0] == BROKEN


@pytest.mark.parametrize("rule", [
    "Headings in sentence case, never 'Title Case'.",
    "Los títulos en formato oración: solo mayúscula inicial, nada de 'Title Case'.",
    "Titres en casse de phrase, pas de Title Case.",
    "Überschriften bitte ohne Title Case.",
])
def test_sentence_case_headings_in_several_languages(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and check.get("format") == ["sentence_case_headings"], check  # no word ban on "Title Case"
    assert judge(rule, "## Before The Trip\n\nPack light.\n\n## During The Trip\n\nRelax.")[0] == BROKEN
    assert judge(rule, "## Before the trip\n\nPack light.\n\n## During the trip\n\nRelax.")[0] == OBEYED
    assert judge(rule, "Pack light and relax, that is all there is to it.")[0] == NOT_APPLICABLE


def test_sentence_case_lets_names_the_user_wrote_keep_their_capitals() -> None:
    rule = "Headings in sentence case, not Title Case."
    reply = "## Overview of the General Data Protection Regulation\n\nWhat it covers.\n\n## Rights\n\nAccess and erasure."
    assert judge(rule, reply, user="Outline a memo on the General Data Protection Regulation.")[0] == OBEYED


@pytest.mark.parametrize("rule", [
    "No H1 headings; use ## and below.",
    "Verwende keine H1-Überschriften. Wenn Überschriften, dann ab ## abwärts.",
    "Pas de titres #, à partir de ## et en dessous.",
    "Usa encabezados de ## hacia abajo, nunca #.",
])
def test_heading_levels_from_one_downwards(rule: str) -> None:
    assert judge(rule, "### Intro\n\nWhy.\n\n### Steps\n\nHow.")[0] == OBEYED
    assert judge(rule, "## Intro\n\nWhy.\n\n#### Detail\n\nHow.")[0] == OBEYED
    assert judge(rule, "# Intro\n\nWhy.\n\n## Steps\n\nHow.")[0] == BROKEN


@pytest.mark.parametrize("rule", ["No headings, just plain paragraphs.", "見出しは使わないでください。"])
def test_no_headings_without_naming_markup_counts_a_bold_title_line(rule: str) -> None:
    assert judge(rule, "**Rainy day ideas**\n\nMuseums, aquariums and covered markets all work well.")[0] == BROKEN
    assert judge(rule, "Museums, aquariums and **covered markets** all work well on a rainy day.")[0] == OBEYED


def test_no_markdown_headings_leaves_bold_lines_alone() -> None:
    rule = "No markdown headings (#) please; bold is fine."
    assert judge(rule, "**Rainy day ideas**\n\nMuseums, aquariums and covered markets all work well.")[0] != BROKEN


@pytest.mark.parametrize("rule", [
    "Number your section headings (## 1. Intro, ## 2. Setup).",
    "Nummeriere die Überschriften.",
    "Titres numérotés, s'il te plaît.",
])
def test_numbered_section_headings(rule: str) -> None:
    assert judge(rule, "# Guide\n\n## 1. Install\n\nRun it.\n\n## 2. Configure\n\nEdit it.")[0] == OBEYED
    assert judge(rule, "## 1. Install\n\nRun it.\n\n## Configure\n\nEdit it.")[0] == BROKEN
    assert judge(rule, "Run the installer, then edit the config file.")[0] == NOT_APPLICABLE


def _written(rule: str, tool: str, args: dict[str, str]) -> str:
    """The outcome of a tool call that writes a file, under a reply rule pinned with its proposed check."""
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call
    from memlock_core.compliance.propose import propose_check
    proposal = propose_check(rule)
    assert proposal is not None, rule
    verdicts = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    return verdicts[0].outcome if verdicts else NOT_APPLICABLE


_GUIDE = "# Backup guide\n\n## 1. Schedule\n\nNightly.\n\n## 2. Restore\n\nFrom the latest snapshot.\n"
_UNNUMBERED = "# Backup guide\n\n## Schedule\n\nNightly.\n\n## Restore\n\nFrom the latest snapshot.\n"


@pytest.mark.parametrize("rule", [
    "In docs you write for me, number the section headings.",
    "Quand tu écris une doc, numérote les titres.",
])
def test_heading_rule_for_documents_written_reads_the_file(rule: str) -> None:
    assert _written(rule, "Write", {"file_path": "docs/backup.md", "content": _GUIDE}) == OBEYED
    assert _written(rule, "Write", {"file_path": "docs/backup.md", "content": _UNNUMBERED}) == BROKEN
    edit = {"file_path": "docs/backup.md", "old_string": "x", "new_string": "## 3. Verify\n\nRestore a test file.\n"}
    assert _written(rule, "Edit", edit) == OBEYED
    # a chat answer is no document, unless the user asked for one
    assert judge(rule, "## Schedule\n\nNightly.\n\n## Restore\n\nLatest.", user="How often should I back up?")[0] \
        == NOT_APPLICABLE
    assert judge(rule, _UNNUMBERED, user="write me a short backup guide")[0] == BROKEN


def test_single_title_rule_for_a_readme_written() -> None:
    rule = "When you write a README for me, start it with a single # title."
    assert _written(rule, "Write", {"file_path": "README.md", "content": "# tool\n\nDoes things.\n\n## Install\n"}) == OBEYED
    assert _written(rule, "Write", {"file_path": "README.md", "content": "Does things.\n\n## Install\n"}) == BROKEN


def test_inline_code_counts_a_word_per_token() -> None:
    from memlock_core.compliance.reply_structure import measure
    assert measure("Run `source .venv/bin/activate` first.", "words", False) == 4
    assert measure("Then `pip freeze > requirements.txt` saves them.", "words", False) == 7


def test_a_request_at_length_waives_a_word_limit_unless_asked() -> None:
    rule = "Under 40 words unless I explicitly ask for a long explanation."
    long = " ".join(["word"] * 60) + "."
    assert judge(rule, long, user="Explain at length how TLS works.")[0] == NOT_APPLICABLE
    assert judge(rule, long, user="Erkläre mir ausführlich, wie TLS funktioniert.")[0] == NOT_APPLICABLE
    assert judge(rule, long, user="What is TLS?")[0] == BROKEN


def test_spanish_comparison_request_with_an_accent() -> None:
    rule = "Cuando compares opciones, usa una tabla."
    bullets = "- **Vue**: suave.\n- **React**: enorme.\n- **Svelte**: ligero y con una sintaxis sencilla de aprender."
    assert judge(rule, bullets, user="Compárame Vue, React y Svelte.")[0] == BROKEN


@pytest.mark.parametrize("rule", [
    "For code questions: at most 20 words of explanation outside the code block.",
    "Pour les questions de programmation : 20 mots maximum hors du code.",
])
def test_limit_for_code_questions_speaks_to_exchanges_about_code(rule: str) -> None:
    prose = " ".join(["Spread"] * 30) + "."
    reply = f"{prose}\n\n```js\nconst r = [...s].reverse().join('');\n```"
    assert judge(rule, reply, user="how do I reverse a string in JS?")[0] == BROKEN
    assert judge(rule, "Short note.\n\n```js\nconst r = [...s].reverse().join('');\n```",
                 user="how do I reverse a string in JS?")[0] == OBEYED
    assert judge(rule, prose, user="Any tips for a first marathon?")[0] == NOT_APPLICABLE


def test_limit_for_a_topic_memlock_cannot_measure_stays_unchecked() -> None:
    assert proposed_reply_check("For cooking questions, at most 3 sentences.") is None


def test_headings_ban_for_documents_written() -> None:
    rule = "No headings in the docs you write for me."
    assert _written(rule, "Write", {"file_path": "notes.md", "content": "## Plan\n\nShip on Friday.\n"}) == BROKEN
    assert _written(rule, "Write", {"file_path": "notes.md", "content": "Ship on Friday, then rest.\n"}) == OBEYED
    assert judge(rule, "## Plan\n\nShip on Friday.", user="When do we ship?")[0] == NOT_APPLICABLE
