"""Drift detection, keyword mode (round 14): alive rules re-injected because a guard misread a restatement.

* "Don't forget to X" asks for X in English, French, Spanish, Italian, Portuguese, German and Dutch: the rule parse
  (shared by the compliance checker) read the negated forgetting as a ban of X (forget_not.py), and the concept
  table read "n'oublie" as an omit verb;
* "(se le) trata de usted / de tú" is a form of address, not the attempt "trata de + infinitive" (hedge.py);
* an exclusive word before the reply itself ("bullet points only in your answers", "nur Deutsch in deinen
  Antworten") narrows nothing (exclusive.py, slots.narrowed_scope); a real place stays narrower;
* in Japanese and Chinese, the pin's own words moved to another place of the sentence, the parse's object said in
  its other word ("型ヒント" / "型注釈") and a verb of putting in ("付けて" / "入れて") are no swapped slot, while
  another scope, another object or a removal stays another rule.

Sentences written for this test.
"""
from __future__ import annotations

import pytest
from drift_history import alive_after_chat

from memlock_core.compliance.forget_not import without_forget_not
from memlock_core.compliance.reply_rule import parse_reply_rule
from memlock_core.compliance.tool_rule import parse_tool_rules


def _alive(pin: str, restated: str) -> bool:
    return alive_after_chat(pin, restated, "we worked on the support inbox", "Next, the refund queue.")


def _reply(text: str) -> set[tuple[str, str, str]]:
    return {(c.object, c.polarity, c.value) for c in parse_reply_rule(text).clauses}


# --- "don't forget to X" asks for X --------------------------------------------------------------------------------
@pytest.mark.parametrize("text,part", [
    ("Don't forget to write your answers as numbered steps, please.", ("list", "must", "numbered")),
    ("Never forget to reply in German.", ("language", "must", "de")),
    ("N'oubliez pas de répondre en espagnol.", ("language", "must", "es")),
    ("No te olvides de contestar en francés.", ("language", "must", "fr")),
    ("Non dimenticarti di rispondere in tedesco.", ("language", "must", "de")),
    ("Não esqueça de responder em inglês.", ("language", "must", "en")),
])
def test_forget_not_asks_for_the_act(text: str, part: tuple[str, str, str]) -> None:
    assert part in _reply(text)


@pytest.mark.parametrize("text,part", [
    ("Don't forget not to add emojis anywhere.", ("emoji", "must_not", "")),
    ("N'oublie pas de ne jamais mettre d'emojis.", ("emoji", "must_not", "")),
    ("Don't forget: never answer in Dutch.", ("language", "must_not", "nl")),
])
def test_a_ban_inside_the_act_stays_a_ban(text: str, part: tuple[str, str, str]) -> None:
    assert part in _reply(text)


def test_forget_that_is_a_statement_left_as_written() -> None:
    text = "Don't forget that the old wiki page used tables."
    assert without_forget_not(text) == text


def test_forget_not_before_a_tool_precondition_bans_no_push() -> None:
    rules = parse_tool_rules("Don't forget to run the linter before pushing.").rules
    assert all(r.intent != "push" for r in rules)


@pytest.mark.parametrize("pin,restated", [
    ("Vouvoie toujours les patients dans les courriels.", "N'oublie pas de vouvoyer les patients, comme pour tous les courriels."),
    ("Always answer in numbered steps.", "Don't forget to answer in numbered steps."),
    ("Responde siempre en catalán.", "No olvides responder siempre en catalán."),
])
def test_forget_not_restatement_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Vouvoie toujours les patients.", "N'oublie pas de tutoyer les patients."),
    ("Never answer in numbered steps.", "Don't forget to answer in numbered steps."),
    ("Réponds toujours en italien.", "N'oublie pas de répondre en portugais."),
    ("Never push to the release branch.", "Don't forget to push to the release branch tonight."),
    ("Always answer in numbered steps.", "Don't forget not to answer in numbered steps."),
])
def test_forget_not_neighbours_stay_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- "tratar de usted" ---------------------------------------------------------------------------------------------
def test_address_by_usted_is_no_hedge() -> None:
    assert _alive("Trata a los pacientes de usted en los avisos.",
                  "A los pacientes se les trata de usted en los avisos, no lo olvides nunca.")


@pytest.mark.parametrize("restated", [
    "A los pacientes se les trata de tú en los avisos.",
    "Trata de tratar a los pacientes de usted en los avisos.",
])
def test_address_neighbours_stay_drifted(restated: str) -> None:
    assert not _alive("Trata a los pacientes de usted en los avisos.", restated)


# --- "only in your answers": the reply itself ----------------------------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Always answer in numbered steps.", "Numbered steps only in your answers"),
    ("Antworte immer auf Englisch.", "Bitte nur Englisch in deinen Antworten."),
])
def test_only_before_the_reply_itself_narrows_nothing(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Always answer in numbered steps.", "Numbered steps only in your changelog entries."),
    ("Always answer in numbered steps.", "Numbered steps only in your answers about the invoices."),
    ("Antworte immer auf Englisch.", "Nur Englisch im Wiki."),
])
def test_only_before_a_place_of_its_own_stays_narrower(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- unspaced scripts: moved words, the parse's object in other words ----------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Pythonのメソッドには必ず型ヒントを付けてください。", "Pythonで書くメソッドには、必ず型注釈を入れてください。"),
    ("脚本里不要用print()排错，用logging。", "排错的时候别用print()，都走logging。"),
])
def test_unspaced_restatement_in_other_words_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Pythonのメソッドには必ず型ヒントを付けてください。", "Pythonのクラスには必ず型注釈を入れてください。"),
    ("Pythonのメソッドには必ず型ヒントを付けてください。", "TypeScriptのメソッドには必ず型注釈を入れてください。"),
    ("脚本里不要用print()排错，用logging。", "测试的时候别用print()，都走logging。"),
    ("金曜日には本番にデプロイしないでください。", "月曜日には本番にデプロイしないでください。"),
    ("回答には必ず出典を書いてください。", "回答には必ず日付を書いてください。"),
])
def test_unspaced_swaps_stay_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a number above a hundred said in words ------------------------------------------------------------------------
@pytest.mark.parametrize("text,digits", [
    ("stay below a hundred and twenty words", "stay below 120 words"),
    ("three hundred and five lines", "305 lines"),
    ("two hundred forty-two", "242"),
    ("pas plus de deux cent vingt mots", "pas plus de 220 mots"),
    ("höchstens hundertachtzig Wörter", "höchstens 180 Wörter"),
    ("menos de ciento ochenta palabras", "menos de 180 palabras"),
    ("al massimo duecentoquaranta parole", "al massimo 240 parole"),
    ("no máximo cento e oitenta palavras", "no máximo 180 palavras"),
])
def test_number_phrases_read_as_digits(text: str, digits: str) -> None:
    from memlock_core.compliance.number_phrases import with_number_phrases
    assert with_number_phrases(text) == digits


@pytest.mark.parametrize("text", ["a hundred words", "cinquante mots", "the percentage", "a century ago"])
def test_lone_number_words_left_alone(text: str) -> None:
    from memlock_core.compliance.number_phrases import with_number_phrases
    assert with_number_phrases(text) == text


@pytest.mark.parametrize("pin,restated", [
    ("Keep replies under 120 words.", "Be brief: nothing longer than about a hundred and twenty words per reply."),
    ("Antworte mit höchstens 180 Wörtern.", "Antworte mit höchstens hundertachtzig Wörtern."),
])
def test_a_limit_said_in_words_keeps_the_pin_alive(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Keep replies under 20 words.", "Be brief: nothing over about a hundred and twenty words per reply."),
    ("Keep replies under 120 words.", "Be brief: nothing over about two hundred and twenty words per reply."),
    ("Keep replies under 120 words.", "Write at least a hundred and twenty words per reply."),
    ("Antworte mit höchstens 180 Wörtern.", "Antworte mit höchstens hundertzwanzig Wörtern."),
])
def test_another_limit_said_in_words_stays_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- an imperative with its pronoun attached (Italian, Portuguese) -------------------------------------------------
@pytest.mark.parametrize("pin,restated", [
    ("Scrivi sempre in tedesco.", "Scrivimi sempre in tedesco, anche quando i ticket sono in francese."),
    ("Responda sempre em espanhol.", "Responda-me sempre em espanhol, mesmo que o código esteja em inglês."),
])
def test_enclitic_imperative_restates_the_pin(pin: str, restated: str) -> None:
    assert _alive(pin, restated)


@pytest.mark.parametrize("pin,restated", [
    ("Scrivi sempre in tedesco.", "Scrivimi sempre in francese."),
    ("Scrivi sempre in tedesco.", "Scrivimi in tedesco solo per questa risposta."),
    ("Responda sempre em espanhol.", "Responda-me em inglês desta vez."),
])
def test_enclitic_imperative_neighbours_stay_drifted(pin: str, restated: str) -> None:
    assert not _alive(pin, restated)


# --- a verbless rule over everything of a kind, with its standing adverb --------------------------------------------
@pytest.mark.parametrize("sentence", [
    "Todos os preços em euros, sempre com duas casas decimais.",
    "Tous les prix en dollars, toujours avec deux chiffres après la virgule.",
    "Tutti i prezzi in sterline, sempre con due decimali.",
])
def test_standing_phrase_reads_as_a_rule(sentence: str) -> None:
    from memlock_core.detection.verbless_rule import standing_phrase
    assert standing_phrase(sentence)


@pytest.mark.parametrize("sentence", [
    "Todos os preços estavam em euros, sempre com duas casas decimais.",
    "Todos los lunes, siempre con el mismo fallo en la cola.",
    "Tous les clients, toujours contents.",
    "Todos os preços em euros, sempre?",
])
def test_remarks_are_no_standing_phrase(sentence: str) -> None:
    from memlock_core.detection.verbless_rule import standing_phrase
    assert not standing_phrase(sentence)


def test_standing_phrase_keeps_a_currency_pin_alive() -> None:
    assert _alive("Mostre os preços em euros com duas casas decimais.",
                  "Todos os preços em euros, sempre com duas casas decimais.")
    assert not _alive("Mostre os preços em euros com duas casas decimais.",
                      "Todos os preços em dólares, sempre com duas casas decimais.")


# --- a negative quantifier bans a call as "no" does ----------------------------------------------------------------
@pytest.mark.parametrize("text", [
    "Aucun console.log dans le front.", "Ningún print() en los scripts.", "Nessun print() negli script.",
])
def test_negative_quantifier_bans_the_call(text: str) -> None:
    assert any(v.startswith("no_call:") for o, _, v in _reply(text) if o == "style")


def test_a_quantifier_that_asks_for_the_call_bans_nothing() -> None:
    assert not any(v.startswith("no_call:") for o, _, v in _reply("Use print() for the CLI output."))
