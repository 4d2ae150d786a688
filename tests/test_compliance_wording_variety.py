"""Rules of kinds memlock already checks, worded another way (issue 21): complaints, preferences, limits stated
after the count, stretched counts, key words typed with a slip, exceptions that leave code out, and the same kinds
in Turkish, Russian, Korean, Dutch, Polish. Each must get the check its plain English wording gets; wordings that
only look alike stay unchecked."""
from __future__ import annotations

import pytest

from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.register import FORMAL, INFORMAL, parse_address


def _kinds(text: str) -> list[str]:
    found = propose_check(text)
    return [] if found is None else found.kinds


def _describe(text: str) -> str:
    found = propose_check(text)
    return "" if found is None else found.describe()


@pytest.mark.parametrize("text", [
    "never use emmojis",                           # a letter doubled
    "Arrêtez d'ajouter des émojis.",               # a complaint: stop doing it
    "Deja de usar emojis en las respuestas.",
    "Smettila di mettere emoji.",
    "Yanıtlarda emoji kullanmayın.",               # Turkish: the refusal is a suffix of the verb
    "Никогда не используй эмодзи.",
])
def test_emoji_bans_worded_otherwise(text: str) -> None:
    assert "no_emoji" in _kinds(text)


@pytest.mark.parametrize("text", [
    "I'd prefer a table when you compare options.",
    "Je préfère un tableau quand tu compares des offres.",
    "Ich bevorzuge Tabellen, wenn du Optionen vergleichst.",
])
def test_a_preference_asks_for_a_table(text: str) -> None:
    assert _kinds(text) == ["table"]


@pytest.mark.parametrize("text, described", [
    ("Hooguit drie zinnen per antwoord.", "at most 3 sentences"),
    ("Yanıtların 80 kelimeyi aşmasın.", "at most 80 words"),       # the bound after the count, as a negated verb
    ("En fazla 4 satır yaz.", "at most 4 lines"),
    ("Не более 2 абзацев.", "at most 2 paragraphs"),
    ("Two sentences, perhaps three at most.", "at most 3 sentences"),  # a stretched count: the larger one
    ("Zwei Absätze, höchstens drei.", "at most 3 paragraphs"),
])
def test_limits_worded_otherwise(text: str, described: str) -> None:
    assert _describe(text) == described


@pytest.mark.parametrize("text", [
    "Keep replies to 6 lines at most, code blocks excluded.",
    "Höchstens 4 Zeilen, Codeblöcke ausgenommen.",
    "Máximo 8 líneas, sin contar los bloques de código.",
])
def test_code_left_out_of_a_limit_is_not_what_it_limits(text: str) -> None:
    assert _kinds(text) == ["max_lines"]


def test_a_limit_on_code_blocks_stays_one() -> None:
    assert _kinds("Code blocks: max 10 lines.") == ["code_rules"]


@pytest.mark.parametrize("text, kind", [
    ("Use bulelts for options.", "bullets"),                   # two letters swapped
    ("Metti le opzioni in un elenco puntato.", "bullets"),     # the singular Italian noun
    ("Kurulum adımlarını numaralı liste ile ver.", "numbered"),
    ("Используй нумерованный список для шагов.", "numbered"),
])
def test_list_kinds(text: str, kind: str) -> None:
    assert _kinds(text) == [kind]


@pytest.mark.parametrize("text, kind", [
    ("시각은 24시간제로 표기해 주세요.", "24h"),
    ("오전/오후로 써 주세요.", "12h"),
    ("Время в 24-часовом формате.", "24h"),
    ("Ajoute toujours le fuseau horaire.", "zone"),
    ("Pon la zona horaria en cada hora que escribas.", "zone"),
])
def test_time_rules(text: str, kind: str) -> None:
    assert _kinds(text) == [kind]


@pytest.mark.parametrize("text", ["Ответь в течение 24 часов.", "Cevabı 24 saat içinde ver."])
def test_a_duration_is_no_clock_rule(text: str) -> None:
    assert propose_check(text) is None


@pytest.mark.parametrize("text", [
    "Приводи источники со ссылками.",
    "Kaynakları her zaman bağlantı olarak ekleyin.",
])
def test_sources_as_links(text: str) -> None:
    assert "sources cited with links" in _describe(text)


@pytest.mark.parametrize("text", [
    "Mets un lien vers la documentation quand tu recommandes une bibliothèque.",
    "Gib immer einen Link zur Doku, wenn du eine Bibliothek empfiehlst.",
    "Link the docs whenever you recommend a library.",
])
def test_a_link_to_the_docs_named_as_a_noun(text: str) -> None:
    assert "sources" in _kinds(text)


@pytest.mark.parametrize("text", [
    "Nunca pongas negritas como si fueran encabezados.",
    "Non usare il grassetto come se fossero titoli.",
    "Don't use bold as headings.",
])
def test_bold_as_if_headings(text: str) -> None:
    assert _kinds(text) == ["no_bold_headings"]


def test_polish_exception_for_another_language() -> None:
    assert "unless another language is asked for" in _describe("Pisz po polsku, chyba że poproszę o inny język.")


@pytest.mark.parametrize("text, form", [
    ("Bitte duzen Sie mich nicht.", FORMAL),       # German verb-first: "nicht" comes last
    ("Duz mich bitte.", INFORMAL),
    ("Siez mich nicht mehr.", INFORMAL),
    ("Говори со мной на «вы».", FORMAL),
    ("Давай на «ты».", INFORMAL),
])
def test_forms_of_address(text: str, form: str) -> None:
    assert parse_address(text) == form


def test_a_stretched_count_needs_no_unit_of_its_own() -> None:
    assert _describe("One paragraph, max 80 words.") == "at most 80 words; at most 1 paragraphs"


@pytest.mark.parametrize("text", [
    "Indent Python code with 4 spaces, not tabs.",
    "Python-Code bitte mit 4 Leerzeichen einrücken.",
    "Python のコードは4スペースでインデントしてください。",
])
def test_a_layout_demand_names_the_code_it_is_on_not_the_language_wanted(text: str) -> None:
    assert "code_languages" not in _kinds(text)


def test_a_language_refused_beside_a_layout_demand_is_still_read() -> None:
    # the indentation is a code-style demand of its own (indent:2); the refused language is still read
    assert _kinds("Examples in TypeScript, not JavaScript, indented with 2 spaces.") == ["code_languages", "code_style"]


@pytest.mark.parametrize("text", [
    "Never commit files that hold passwords.",
    "Nie commituj plików z hasłami.",
    "Committe keine Dateien mit Geheimnissen.",
])
def test_committing_secrets_is_no_ban_on_every_commit(text: str) -> None:
    kinds = _kinds(text)
    assert "no_commit" not in kinds


def test_a_secrets_file_template_stays_readable() -> None:
    found = propose_check("Don't read the .env file, it has secrets in it.")
    assert found is not None and found.check.tool is not None
    rule = found.check.tool.forbid[0]
    assert ".env" in rule.paths and ".env.example" in rule.allow_paths


@pytest.mark.parametrize("text", [
    "Please check with me before you delete any files.",
    "Bitte fragen Sie nach, bevor Sie Dateien entfernen.",   # the polite German form
    "Pregúnteme antes de borrar archivos.",                  # the polite Spanish form
])
def test_ask_first_in_polite_forms(text: str) -> None:
    assert "no_delete" in _kinds(text)
