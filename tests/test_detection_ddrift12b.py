"""Drift detection, keyword mode (round 12b): restatements whose shape, not their words, hid them.

* a rule set in Markdown emphasis ("**Never drop the audit table.**!"): the marks are taken off before the rule
  parse and the word for word comparison read it (emphasis.py), paths and globs keep theirs;
* a restatement typed fast, one of the pin's own words with a slipped letter ("without asikng me", "Nie
  pshue direkt"): mended to the pin's word and read by the same audit (typo_mend.py), while a real other word
  ("stating" for "staging") and a neighbour rule with a typo stay what they are.

Sentences written for this test in English, French, German, Spanish, Italian, Portuguese, Japanese and Russian.
"""
from __future__ import annotations

import pytest
from drift_history import alive_after_chat

from memlock_core.detection.emphasis import without_emphasis
from memlock_core.detection.typo_mend import mended


def _alive(pin: str, restated: str) -> bool:
    return alive_after_chat(pin, restated, "we worked on the payroll export", "Next, look at the CSV writer.")


# --- Markdown emphasis ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,plain", [
    ("**Never drop the audit table.**!", "Never drop the audit table."),
    ("__Réponds toujours en allemand.__", "Réponds toujours en allemand."),
    ("*Keep* every commit **small**.", "Keep every commit small."),
    ("***Nie am Freitag deployen!***", "Nie am Freitag deployen!"),
    ("**本番のログを消さないでください。**", "本番のログを消さないでください。"),
])
def test_emphasis_marks_come_off(text: str, plain: str) -> None:
    assert without_emphasis(text) == plain


@pytest.mark.parametrize("text", [
    "Never edit anything under config/**/*.yaml.",
    "Leave *.min.js files alone.",
    "Don't touch __main__.py or setup_tools.cfg.",
    "Compute 4 * 5 * 6 by hand.",
    "Use snake_case for my_helper names.",
])
def test_paths_globs_and_code_keep_their_characters(text: str) -> None:
    assert without_emphasis(text) == text


@pytest.mark.parametrize("pin,restated", [
    ("Nunca borres filas de la tabla de pagos, ni siquiera en pruebas.",
     "**Nunca borres filas de la tabla de pagos, ni siquiera en pruebas.**!"),
    ("Never rename columns in the payroll export.", "**Never rename columns in the payroll export.**"),
    ("Antworte immer auf Deutsch.", "_Antworte immer auf Deutsch._"),
])
def test_a_rule_in_bold_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Never rename columns in the payroll export.", "**Never rename columns in the tax export.**"),
    ("Antworte immer auf Deutsch.", "**Antworte immer auf Englisch.**!"),
    ("Never rename columns in the payroll export.", "The old script used to **rename columns in the payroll export**."),
])
def test_another_rule_or_a_statement_in_bold_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- one of the pin's words typed with a slip ------------------------------------------------------------------------
@pytest.mark.parametrize("pin,text,fixed", [
    ("Never merge without asking me first.", "Never merge without aksing me first.", "Never merge without asking me first."),
    ("Use type hints everywhere.", "use type hnits everywhere", "use type hints everywhere"),
    ("Niente commenti nel codice generato.", "Neinte commenti nel codice generato.", "Niente commenti nel codice generato."),
    ("Никогда не удаляй миграции.", "Никогда не уадляй миграции.", "Никогда не удаляй миграции."),
    ("Always answer in Portuguese.", "Always answer in Portugueese.", "Always answer in Portuguese."),
])
def test_a_slipped_letter_is_mended_to_the_pin_word(pin: str, text: str, fixed: str) -> None:
    assert mended(pin, text) == fixed


@pytest.mark.parametrize("pin,text", [
    ("Never deploy to staging.", "Never deploy to stating."),  # a letter changed: another word
    ("Never deploy to staging.", "Never touch src/stagnig/ files."),  # a path
    ("Always open drafts.", "Always open darfts."),  # first letters kept: "drafts" has five, swap at 2-3 ok below
    ("Keep replies short.", "Keep replise short."),  # the last two letters swapped: the last letter changes
    ("Never commit to main.", "Never comit to mian."),  # a short word ("main") is never mended
])
def test_other_words_and_paths_stay_as_written(pin: str, text: str) -> None:
    if text == "Always open darfts.":
        assert mended(pin, text) == "Always open drafts."  # an inner swap, first and last letter kept
    elif text == "Never comit to mian.":
        assert mended(pin, text) == "Never commit to mian."  # "comit" is "commit" with a letter dropped
    else:
        assert mended(pin, text) == text


@pytest.mark.parametrize("pin,restated", [
    ("Don't install new packages without asking me first.",
     "Don't install new packages without asikng me first — it broke the build last time."),
    ("Use type hints on every public method.", "use type hnits on every public method, please."),
    ("Ne pousse jamais directement sur main.", "Ne pousse jamais dircetement sur main."),
    ("Niente abbreviazioni nei messaggi di log.", "**Neinte abbreviazioni nei messaggi di log**!"),
])
def test_a_restatement_with_a_slip_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    # a neighbour rule with a slip stays the neighbour: another object, another day, the consent waived
    ("Don't install new packages without asking me first.", "Don't upgrade old packages without asikng me first."),
    ("Never deploy on Fridays.", "Never deploy on Mondyas."),
    ("Ask me before deleting any file.", "Delete files without aksing me, that's fine."),
    # a statement or a question with a slip is no rule
    ("Use type hints on every public method.", "The old code had type hnits on every public method?"),
])
def test_a_neighbour_or_a_statement_with_a_slip_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a short word said in another form, a pin word moved in its clause ------------------------------------------------
@pytest.mark.parametrize("probe,text,found", [
    ("log", "every refund that fails gets logged", True),
    ("log", "keep logging the retries", True),
    ("pin", "pinned versions only", True),
    ("use", "using spaces everywhere", True),
    ("add", "nothing added without review", True),
    ("log", "check the login page", False),  # another word, not a form
    ("use", "the user table", False),
    ("use", "prices in usd", False),
    ("run", "a runtime error", False),
    ("add", "the address field", False),
])
def test_short_probe_found_in_its_verb_forms_only(probe: str, text: str, found: bool) -> None:
    from memlock_core.detection.probes import probe_found

    assert probe_found(probe, text) is found


def test_a_pin_word_moved_in_its_clause_is_no_swap() -> None:
    from memlock_core.detection.neighbour import swaps

    assert swaps("Log every declined card payment.", "Make sure every declined card payment gets logged.") == ()
    # a word swapped for another stays a swap; two pin words exchanged stay different
    assert swaps("Never deploy on Fridays.", "Never merge on Fridays.")
    assert swaps("Always ask before installing new packages.", "Always ask before upgrading old packages.")


@pytest.mark.parametrize("pin,restated,alive", [
    ("Log every declined card payment.", "Make sure every declined card payment gets logged.", True),
    ("Log every declined card payment.", "Make sure every declined card payment gets retried.", False),
    ("Log every declined card payment.", "Make sure every declined gift card gets logged.", False),
    ("Pin the base image tag.", "The base image tag was pinned last year.", False),  # a statement
])
def test_moved_verb_restatement(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive


def test_two_pin_words_exchanged_stay_another_rule() -> None:
    from memlock_core.detection.rule_identity import different_rule

    assert different_rule("Indent YAML with spaces, never tabs.", "Indent YAML with tabs, never spaces.")
    assert not _alive("Indent YAML with spaces, never tabs.", "Indent YAML with tabs, never spaces.")


@pytest.mark.parametrize("restated", ["Don't ask me before pushing tags.", "No need to ask me before pushing tags."])
def test_a_waiver_with_every_probe_is_vetoed(restated: str) -> None:
    # "tags" now holds the probe "tag": the veto, not a missing probe, keeps the waiver from restating the pin
    assert not _alive("Ask me before pushing any tag.", restated)


@pytest.mark.parametrize("text,waives", [
    ("Never prune the checkpoints without asking me.", False),  # "checkpoints" is no consent word
    ("Don't touch the checklist without checking with me.", False),
    ("Prune old checkpoints without asking me, it's fine.", True),
    ("Don't ask me before pruning checkpoints.", True),
])
def test_a_thing_named_like_a_consent_word_asks_nothing(text: str, waives: bool) -> None:
    from memlock_core.detection.consent_rule import waives_consent

    assert waives_consent(text) is waives


def test_a_slip_on_the_base_form_of_a_pin_word_is_mended() -> None:
    pin = "Always run the linter before pushing any branch."
    assert mended(pin, "Before you psuh any branch, run the linter.") == "Before you psuh any branch, run the linter."
    assert mended("Always ask before deleting a branch.", "Before you dleeet a branch, ask me.") \
        == "Before you dleeet a branch, ask me."  # two slips away from "delete": left as written
    assert mended("Always ask before deleting a branch.", "Always ask me before you deelte a branch.") \
        == "Always ask me before you delete a branch."
    assert _alive("Always show me the plan before applying a migration.",
                  "Before you aplpy any migration, show me the plan first.")
    assert not _alive("Always show me the plan before applying a migration.",
                      "Before you aplpy any hotfix, show me the plan first.")


# --- a one-line list lettered a) b) c) ------------------------------------------------------------------------------
@pytest.mark.parametrize("text,items", [
    ("Release checklist from now on: a) tag the release b) update the changelog c) announce in #ops",
     ("tag the release", "update the changelog", "announce in #ops")),
    ("Règles pour la suite : a) pas d'emojis b) réponses courtes", ("pas d'emojis", "réponses courtes")),
    ("Reglas desde ahora: a) nada de emojis, b) respuestas cortas", ("nada de emojis", "respuestas cortas")),
])
def test_a_lettered_one_line_list_is_the_users_list(text: str, items: tuple[str, ...]) -> None:
    from memlock_core.detection.evidence import reads_as_rule_any
    from memlock_core.detection.instruction_list import instruction_items

    assert instruction_items(text, reads_as_rule_any) == items


@pytest.mark.parametrize("text", [
    "Release checklist from now on: a) tag the release c) announce in #ops",  # not a run in order
    "Quick question: is option a) better than b) here",
])
def test_letters_out_of_order_or_in_prose_make_no_list(text: str) -> None:
    from memlock_core.detection.evidence import reads_as_rule_any
    from memlock_core.detection.instruction_list import instruction_items

    assert len(instruction_items(text, reads_as_rule_any)) < 2


def test_a_pin_said_as_one_lettered_item_stays_alive() -> None:
    assert _alive("Always rebase feature branches before merging.",
                  "Merge routine from now on: a) rebase before merging b) delete the branch after c) close the ticket")


# --- a ban said with a word of size or taste, pictographs shown as examples, a request word with a slip ---------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Never put emoji in commit messages.", "No little emoji in commit messages, please.", True),
    ("Keine Emojis in den Antworten.", "Keine kleinen Emojis in den Antworten.", True),
    ("Never put emoji in commit messages.", "Put little emoji in commit messages.", False),  # the other polarity
])
def test_a_size_word_between_the_ban_and_its_object_keeps_the_polarity(pin: str, unit: str, same: bool) -> None:
    from memlock_core.detection.neighbour import opposite_polarity

    assert (not opposite_polarity(pin, unit)) is same


@pytest.mark.parametrize("text,plain", [
    ("leave out the pictograms (🎉, 👍) in the release notes", "leave out the pictograms in the release notes"),
    ("keine Bildchen (😀 🚀) mehr", "keine Bildchen mehr"),
    ("Show prices (€) with two decimals", "Show prices (€) with two decimals"),  # a currency sign is a value
    ("Mark steps with arrows (→)", "Mark steps with arrows (→)"),
    ("No emoji (except ✅) in the changelog", "No emoji (except ✅) in the changelog"),
])
def test_pictographs_shown_as_examples_are_dropped(text: str, plain: str) -> None:
    from memlock_core.detection.emphasis import without_symbol_examples

    assert without_symbol_examples(text) == plain


def test_commas_inside_a_bracket_split_no_list() -> None:
    from memlock_core.detection.evidence import reads_as_rule_any
    from memlock_core.detection.instruction_list import instruction_items

    text = "one more thing: please drop the pictograms (🎉, 👍, 🚀) from the release notes"
    assert all("(" not in item or ")" in item for item in instruction_items(text, reads_as_rule_any))
    assert instruction_items("Rules for today: no emoji, short answers, British spelling", reads_as_rule_any) \
        == ("no emoji", "short answers", "British spelling")


@pytest.mark.parametrize("pin,restated,alive", [
    ("No emoji in the release notes.", "one more thing: plesae drop the pictograms (🎉, 👍) from the release notes",
     True),
    ("Always answer in Portuguese.", "Alwyas answer in Portuguese, remember.", True),
    ("No emoji in the release notes.", "plesae add a few pictograms (🎉, 👍) to the release notes", False),
])
def test_a_request_word_with_a_slip_still_reads_as_a_rule(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive


# --- a list headed by what to keep to before the work goes on ------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Two things before we move on:\n- stage changes file by file\n- short commit subjects\n- no force pushes",
    "Avant de continuer :\n- une branche par tâche\n- des messages de commit courts",
    "Bevor wir weitermachen:\n- ein Branch pro Aufgabe\n- kurze Commit-Betreffzeilen",
    "Antes de seguir:\n- una rama por tarea\n- asuntos de commit cortos",
])
def test_a_before_we_go_on_header_heads_the_users_list(text: str) -> None:
    from memlock_core.detection.evidence import reads_as_rule_any
    from memlock_core.detection.instruction_list import instruction_items

    assert len(instruction_items(text, reads_as_rule_any)) >= 2


def test_someone_elses_list_before_we_go_on_stays_theirs() -> None:
    from memlock_core.detection.evidence import reads_as_rule_any
    from memlock_core.detection.instruction_list import instruction_items

    text = "The old team's notes, before we continue:\n- stage changes file by file\n- short commit subjects"
    assert instruction_items(text, reads_as_rule_any) == ()


def test_a_pin_said_as_an_item_after_a_before_we_go_on_header_stays_alive() -> None:
    assert _alive("Keep commit subjects short.",
                  "Two things before we move on:\n- stage changes file by file\n- short commit subjects")
