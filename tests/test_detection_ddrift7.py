"""ddrift7: alive rules re-injected needlessly. A short restatement in French, Italian, Spanish or Portuguese is
judged by its own language's mood gate (the commonest clitics and prepositions tell the language), so an
instruction counts as evidence and a statement still does not (issue 22)."""
from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.rule_identity import same_rule
from memlock_core.detection.rule_mood import guess_languages


# --- short Romance sentences: the language their small words tell -------------------------------------------------
def test_short_romance_sentences_are_told_apart() -> None:
    assert guess_languages("Merci de toujours me tutoyer, s'il te plaît.") == ("fr",)
    assert "it" in guess_languages("Mi raccomando, continua a scrivermi in italiano.")  # "mi", "a": Spanish too
    assert guess_languages("A partir de ahora, dame cada respuesta en tablas.") == ("es",)
    assert guess_languages("Continua escrevendo sem emojis, nada de carinhas.") == ("pt",)


def test_polite_restatements_read_as_rules_in_their_language() -> None:
    for text in ("Merci de continuer à me tutoyer, c'est important pour moi.",
                 "Mi raccomando, continua a darmi del tu."):
        assert reads_as_rule_any(text), text


def test_statements_in_those_languages_stay_statements() -> None:
    for text in ("Paul me tutoie toujours à la machine à café.", "Mio fratello mi dà sempre del tu.",
                 "Me dijo que siempre responde en inglés.", "A Ana sempre responde em inglês."):
        assert not reads_as_rule_any(text), text


def test_the_restatement_is_the_same_rule() -> None:
    assert same_rule("Tutoie-moi.", "Merci de continuer à me tutoyer, c'est important pour moi.")
    assert same_rule("Dammi del tu.", "Mi raccomando, continua a darmi del tu.")


# --- a restatement mark in its own clause -------------------------------------------------------------------------
def test_restatement_after_a_dash_is_read_in_its_own_clause() -> None:
    assert reads_as_rule_any("fyi the chat was trimmed again - short answers for every question, like before.")
    assert reads_as_rule_any("The session restarted; tables for every comparison, as always.")
    assert same_rule("Always answer in bullet points.",
                     "fyi the chat was trimmed again - bullet points for every answer, as before.")


def test_a_report_with_a_restatement_mark_stays_a_report() -> None:
    for text in ("The deploy failed again; it timed out like before.",
                 "My old assistant replied in bullet points - as always.",
                 "The bot was reset - it still answers in tables like before."):
        assert not reads_as_rule_any(text), text


# --- the user's own lists: "reminder" and "charter" headers in every language the table reads ----------------------
def test_reminder_and_charter_headers_frame_a_list() -> None:
    from memlock_core.detection.instruction_list import instruction_items
    for text in ("Rappel :\n- réponses courtes\n- pas d'emojis", "Lembrete:\n- respostas curtas\n- sem emojis",
                 "Zur Erinnerung:\n- kurze Antworten\n- keine Emojis", "Charte de l'équipe :\n• vouvoiement\n• pas d'argot",
                 "Writing notes:\n- short answers\n- no emojis"):
        assert len(instruction_items(text, reads_as_rule_any)) == 2, text


def test_a_list_of_facts_under_a_plain_header_is_no_instruction_list() -> None:
    from memlock_core.detection.instruction_list import instruction_items
    assert instruction_items("Notes from the standup:\n- the CI was red\n- Ana is out today", reads_as_rule_any) == ()
    assert instruction_items("Son ancienne charte :\n- vouvoiement\n- pas d'argot", reads_as_rule_any) == ()


# --- Korean: a request ending that runs on ("...해 주시고요") -----------------------------------------------------
def test_korean_running_request_ending_is_a_request() -> None:
    assert reads_as_rule_any("그리고 계속 존댓말로 답해 주시고요.")
    assert not reads_as_rule_any("민수 씨는 항상 반말로 대답해요.")


# --- a verbless echo of the pin in its own words (echo.py) ----------------------------------------------------------
def _echo(pin: str, sentence: str) -> bool:
    from memlock_core.detection.echo import find_echo
    from memlock_core.detection.probes import derive_probes
    return bool(find_echo(pin, derive_probes(pin), ["ok, next file please", sentence]))


def test_a_bare_phrase_of_the_pin_keeps_it_alive() -> None:
    assert _echo("Always write commit messages in English.", "For the record: commit messages in English, always.")
    assert _echo("Schreib Commit-Nachrichten immer auf Englisch.", "Commit-Nachrichten immer auf Englisch.")
    assert _echo("Escribe las notas de versión en inglés.", "Las notas de versión, en inglés.")
    assert _echo("Donne les prix en euros.", "Les prix en euros.")


def test_statements_questions_and_other_rules_are_no_echo() -> None:
    pin = "Always write commit messages in English."
    for sentence in ("We always wrote commit messages in English.", "Commit messages in English last year.",
                     "Commit messages in English, except for hotfixes.", "Commit messages in German.",
                     "No commit messages in English.", "Commit messages in English?",
                     "\"Commit messages in English.\"", "My manager wrote: commit messages in English.",
                     "The old team's rule: commit messages in English."):
        assert not _echo(pin, sentence), sentence
    de = "Schreib Commit-Nachrichten immer auf Englisch."
    for sentence in ("Wir schreiben Commit-Nachrichten immer auf Englisch.", "Commit-Nachrichten waren immer auf Englisch.",
                     "Mein Chef sagt: Commit-Nachrichten immer auf Englisch.", "Commit-Nachrichten nie auf Englisch.",
                     "Commit-Nachrichten nicht mehr auf Englisch.", "Commit-Nachrichten immer auf Deutsch."):
        assert not _echo(de, sentence), sentence
    es = "Escribe las notas de versión en inglés."
    for sentence in ("Las notas de versión de Marta, en inglés.", "Las notas de versión en inglés eran la norma.",
                     "Las notas de versión ya no en inglés."):
        assert not _echo(es, sentence), sentence
    assert not _echo("Donne les prix en euros.", "Les prix de Paul en euros.")
    assert not _echo("Donne les prix en euros.", "Les prix en dollars.")


# --- a host's memory block: "User: <entry>" lines are the user's words, not a chat log -------------------------------
def test_memory_block_user_entries_stay_in_force() -> None:
    from memlock_core.detection.active_region import in_force_text
    kept = in_force_text("You help with code.\n\n## Memory\nUser: Prefer pnpm over npm.\nUser: Sin emojis, por favor.")
    assert kept is not None and "Prefer pnpm over npm." in kept and "Sin emojis, por favor." in kept
    kept = in_force_text("Agent notes.\n\n══ USER PROFILE (USER.md) ══\nUser: Antworte immer auf Deutsch.")
    assert kept is not None and "Antworte immer auf Deutsch." in kept


def test_a_pasted_exchange_or_log_stays_out() -> None:
    from memlock_core.detection.active_region import in_force_text
    for text in ("Notes.\n\n## Memory\nUser: Prefer pnpm over npm.\nAssistant: Will do.",
                 "Here is what the bot saw:\nUser: Prefer pnpm over npm.",
                 "## Memory\nUser: Prefer pnpm.\nUser: No emojis.\nAI: ok"):
        kept = in_force_text(text)
        assert kept is not None and "Prefer pnpm" not in kept, text
