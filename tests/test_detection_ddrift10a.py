"""Drift detection, keyword mode (round 10a): a pin restated as one short item of the user's own instruction list
(list_item_rule.py: a language by its code, one whole clause of the pin, "first" for the pin's "before", a thing
"off limits", without the pin's frame verb), list headers that say "from here on" in more languages
(instruction_list.py), and idioms that hold an object noun read as no scope (idioms.py). Wordings written for this
test in English, French, German, Spanish, Italian, Polish, Dutch, Russian and Japanese, with neighbour items
(another language, object, name or polarity) that must leave the pin drifted."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.idioms import without_idioms
from memlock_core.detection.instruction_list import instruction_items
from memlock_core.detection.list_item_rule import restates_as_item, restates_language
from memlock_core.detection.list_restatement import restates_in_list
from memlock_core.detection.probes import derive_probes
from memlock_core.detection.rule_identity import same_rule, signature
from memlock_core.detection.settings import AuditSettings

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _alive_in_list(pin: str, header: str, items: list[str]) -> bool:
    listed = header + "\n" + "\n".join(f"{i}. {item}" for i, item in enumerate(items, 1)) + "\n\nWhat next?"
    messages = [SYSTEM, summary_message("we worked on the quarterly report"), *chat(2),
                {"role": "user", "content": listed}, {"role": "assistant", "content": "Noted."},
                {"role": "user", "content": "Carry on with the next section."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


def _item(pin: str, item: str) -> bool:
    return restates_as_item(pin, derive_probes(pin), item)


# --- a language by its code ----------------------------------------------------------------------------------
LANGUAGE_ITEMS = [
    ("Always answer me in English.", "EN only"),
    ("Réponds-moi toujours en français, s'il te plaît.", "réponses en FR"),
    ("Antworte mir immer auf Deutsch.", "Antworten nur auf DE"),
    ("Respóndeme siempre en español.", "solo ES"),
    ("Rispondi sempre in italiano.", "IT, non EN"),
    ("Odpowiadaj mi zawsze po polsku.", "zawsze PL"),
    ("Antwoord altijd in het Nederlands.", "alleen NL"),
    ("Отвечай мне всегда по-русски.", "ответы по-русски"),
    ("Responda sempre em português do Brasil.", "pt-BR"),
    ("日本語で返事をしてください。", "JP のみ"),
    ("日本語で返事をしてください。", "返答は日本語"),
    ("请一直用中文回复。", "只用中文"),
    ("항상 한국어로 대답해 주세요.", "KO"),
]


@pytest.mark.parametrize(("pin", "item"), LANGUAGE_ITEMS)
def test_a_language_code_item_restates_the_language_pin(pin: str, item: str) -> None:
    assert restates_language(pin, item)


LANGUAGE_NEIGHBOURS = [
    ("Always answer me in English.", "FR only"),  # another language
    ("Réponds-moi toujours en français, s'il te plaît.", "pas de FR"),  # the pin's language refused
    ("Antworte mir immer auf Deutsch.", "Commits auf DE"),  # narrower: commit messages only
    ("Respóndeme siempre en español.", "comentarios del código en ES"),  # narrower: code comments
    ("Rispondi sempre in italiano.", "IT e EN"),  # two languages
    ("Odpowiadaj mi zawsze po polsku.", "bez PL"),
    ("Responda sempre em português do Brasil.", "pt-PT"),  # the other region
    ("Always answer me in English.", "de nada"),  # "de" in lower case is a word, no code
    ("日本語で返事をしてください。", "EN のみ"),
    ("日本語で返事をしてください。", "コミットは日本語"),  # commit messages only
    ("请一直用中文回复。", "注释用中文"),  # code comments only
    ("항상 한국어로 대답해 주세요.", "영어로만"),
]


@pytest.mark.parametrize(("pin", "item"), LANGUAGE_NEIGHBOURS)
def test_a_language_code_item_for_another_rule_does_not(pin: str, item: str) -> None:
    assert not restates_language(pin, item)
    assert not _item(pin, item)


# --- one clause, "first", "off limits", the frame verb left out ------------------------------------------------
SHORT_ITEMS = [
    ("Never merge into the release branch directly; always open a merge request.", "nothing directly into release"),
    ("Ne touche jamais au serveur de paie. Passe par la recette sauf si je dis le contraire.", "serveur de paie : hands off"),
    ("Nunca borres ramas remotas, avísame antes.", "nada de borrar ramas remotas"),
    ("Always write the outline before the text.", "outline first"),
    ("Schreib immer zuerst die Gliederung, bevor du den Text schreibst.", "Gliederung zuerst"),
    ("Never touch the billing database.", "billing DB is off limits"),
    ("Nie zmieniaj nigdy plików w katalogu legacy/.", "legacy/ nietykalny"),
    ("Always include unit labels in every chart.", "unit labels everywhere"),
    ("Не используй жаргон в ответах.", "без жаргона"),
    ("Fammi sempre vedere la bozza prima di inviare una mail.", "bozza prima dell'invio"),
]


@pytest.mark.parametrize(("pin", "item"), SHORT_ITEMS)
def test_a_short_item_restates_the_pin(pin: str, item: str) -> None:
    assert _item(pin, item)


SHORT_NEIGHBOURS = [
    ("Never merge into the release branch directly; always open a merge request.", "nothing directly into main"),
    ("Never merge into the release branch directly; always open a merge request.", "merge into release directly"),
    ("Always write the outline before the text.", "text first"),  # the order reversed
    ("Never touch the billing database.", "billing Redis is off limits"),  # another object
    ("Never touch the billing database.", "analytics DB is off limits"),
    ("Nie zmieniaj nigdy plików w katalogu legacy/.", "vendor/ nietykalny"),
    ("Always include unit labels in every chart.", "unit labels in Grafana"),  # a name of its own
    ("Не используй жаргон в ответах.", "жаргон"),  # the other polarity
    ("Antworte immer auf Deutsch, auch wenn der Code englisch ist.", "Code auf Englisch"),  # the concession's words
    ("Always use yarn, never npm.", "npm"),
]


@pytest.mark.parametrize(("pin", "item"), SHORT_NEIGHBOURS)
def test_a_short_item_for_another_rule_does_not(pin: str, item: str) -> None:
    assert not _item(pin, item)


# --- the whole audit: list headers in more languages ------------------------------------------------------------
IN_LISTS = [
    ("Réponds-moi toujours en français.", "Bon, désormais :", ["garde les noms de variables", "FR uniquement"]),
    ("Odpowiadaj zawsze po polsku.", "Dobra, od tego momentu:", ["podawaj numer linii", "tylko PL"]),
    ("Responda sempre em português do Brasil.", "Beleza, daqui em diante:", ["PT-BR", "cita o arquivo"]),
    ("Antwoord altijd in het Nederlands.", "Oké, vanaf hier:", ["alleen NL", "noem het bestand"]),
    ("Always answer me in English.", "这个项目接下来的规矩：", ["EN only", "引用代码时写文件名"]),
    ("Never touch the billing database.", "Ground rules from here on:", ["billing DB is off limits", "small PRs"]),
]


@pytest.mark.parametrize(("pin", "header", "items"), IN_LISTS)
def test_the_pin_said_as_a_list_item_stays_alive(pin: str, header: str, items: list[str]) -> None:
    assert _alive_in_list(pin, header, items)


IN_LISTS_DRIFTED = [
    ("Réponds-moi toujours en français.", "Bon, désormais :", ["garde les noms de variables", "EN uniquement"]),
    ("Odpowiadaj zawsze po polsku.", "Dobra, od tego momentu:", ["podawaj numer linii", "commity po angielsku"]),
    ("Never touch the billing database.", "Ground rules from here on:", ["staging DB is off limits", "small PRs"]),
    # a list of facts under no rule header is no list of rules
    ("Always answer me in English.", "Team languages:", ["Mia: FR", "Jonas: DE"]),
]


@pytest.mark.parametrize(("pin", "header", "items"), IN_LISTS_DRIFTED)
def test_a_neighbour_list_item_leaves_the_pin_drifted(pin: str, header: str, items: list[str]) -> None:
    assert not _alive_in_list(pin, header, items)


@pytest.mark.parametrize("header", ["Dobra, od tego momentu:", "Tamam, buradan itibaren:", "Beleza, daqui em diante:",
                                    "Oké, vanaf hier:", "С этого момента:", "接下来的规矩：", "지금부터:"])
def test_from_here_on_headers_frame_the_users_list(header: str) -> None:
    assert instruction_items(header + "\n- one thing\n- another thing\n", reads_as_rule_any)


# --- idioms ---------------------------------------------------------------------------------------------------
IDIOMS = [
    "Root access is off the table for you; ask me instead.",
    "Force pushes are off the table.",
    "Keep every status update to 5 minutes of reading.",
    "Fais table rase des anciennes branches.",
    "Das gebe ich zu Protokoll: keine Deploys am Freitag.",
    "Que conste en actas: nada de borrar datos.",
]


@pytest.mark.parametrize("text", IDIOMS)
def test_an_idiom_names_no_scope(text: str) -> None:
    assert not {"table", "minute", "protokoll", "acta"} & set(signature(text).scope)
    assert without_idioms(text) != text


@pytest.mark.parametrize("text", ["Never put tables in the weekly report.", "Put the minutes of the meeting in the wiki.",
                                  "Keine Tabellen im Protokoll."])
def test_a_real_object_is_still_a_scope(text: str) -> None:
    assert signature(text).scope


def test_off_the_table_restates_a_ban_on_sudo() -> None:
    assert same_rule("Never run anything with sudo.",
                     "Root privileges are off the table; if something needs elevation, stop and ask me.")
    assert not same_rule("Never run anything with sudo.", "Root privileges are fine on the build box.")


# --- the other value of a slot; a short rule sentence of the user's own ---------------------------------------
OTHER_VALUE = [
    ("Don't write in the passive voice.", "active voice"),
    ("N'écris jamais à la voix passive.", "voix active"),
    ("Never give distances in imperial units.", "metric units"),
    ("Nunca uses un tono informal.", "tono formal"),
]


@pytest.mark.parametrize(("pin", "item"), OTHER_VALUE)
def test_asking_for_the_other_value_restates_a_ban(pin: str, item: str) -> None:
    assert _item(pin, item)


@pytest.mark.parametrize(("pin", "item"), [
    ("Don't write in the passive voice.", "passive voice"),  # the banned value itself
    ("Always give distances in metric units.", "imperial units"),  # the pin asks, the item asks the other
    ("Don't write in the passive voice in reports.", "active voice in emails"),  # another object
])
def test_the_banned_value_or_another_object_does_not(pin: str, item: str) -> None:
    assert not _item(pin, item)


def _alive_said(pin: str, said: str) -> bool:
    messages = [SYSTEM, summary_message("we worked on the quarterly report"), *chat(2),
                {"role": "user", "content": said}, {"role": "assistant", "content": "Sure."},
                {"role": "user", "content": "Carry on with the next section."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


@pytest.mark.parametrize(("pin", "said"), [
    ("Never touch the billing database.", "Keep in mind that the billing DB is off limits. Now, how do I rotate the logs?"),
    ("Don't write in the passive voice.", "Use the active voice. Can you tighten the intro?"),
])
def test_a_short_rule_sentence_beside_a_question_keeps_the_pin(pin: str, said: str) -> None:
    assert _alive_said(pin, said)


@pytest.mark.parametrize(("pin", "said"), [
    ("Never touch the billing database.", "Keep in mind that the staging DB is off limits. Now, how do I rotate the logs?"),
    ("Don't write in the passive voice.", "The passive voice is fine in the methods part. Can you tighten the intro?"),
    ("Never touch the billing database.", "Is the billing DB off limits?"),
])
def test_a_short_neighbour_sentence_leaves_the_pin_drifted(pin: str, said: str) -> None:
    assert not _alive_said(pin, said)


# --- scripts without spaces: a thing kept out of reach, one clause of the pin ------------------------------------
@pytest.mark.parametrize(("pin", "item"), [
    ("決済サーバーには絶対に触らないでください。", "決済サーバーNG"),
    ("不要直接修改 release 分支。", "release 别动"),
    ("결제 서버에서는 절대 명령을 실행하지 마세요.", "결제 서버 금지"),
    ("说明尽量简洁，不要写废话。", "简洁"),
])
def test_a_wide_item_that_keeps_the_pins_object_out_of_reach_restates_it(pin: str, item: str) -> None:
    assert restates_in_list(pin, derive_probes(pin), [item])


@pytest.mark.parametrize(("pin", "item"), [
    ("決済サーバーには絶対に触らないでください。", "検証サーバーNG"),  # another object
    ("不要直接修改 release 分支。", "main 别动"),  # another branch
    ("说明尽量简洁，不要写废话。", "废话"),  # the banned thing asked for
    ("回答は必ず日本語でお願いします。", "英語NG"),  # the pin bans nothing
])
def test_a_wide_item_on_another_object_does_not(pin: str, item: str) -> None:
    assert not restates_in_list(pin, derive_probes(pin), [item])


# --- a thing ruled out by an idiom reads as a rule --------------------------------------------------------------
@pytest.mark.parametrize(("pin", "said"), [
    ("Never touch the production database.", "The production database is off the table for you."),
    ("Never run anything with sudo.", "sudo is off the table, period."),
    ("Fass die Produktionsdatenbank niemals an.", "Finger weg von der Produktionsdatenbank."),
    ("Ne touche jamais à la base de production.", "La base de production est interdite pour toi."),
    ("No toques nunca la base de datos de producción.", "La base de datos de producción está prohibida."),
])
def test_a_ban_said_by_an_idiom_keeps_the_pin(pin: str, said: str) -> None:
    assert _alive_said(pin, said)


@pytest.mark.parametrize(("pin", "said"), [
    ("Never touch the production database.", "The staging database is off the table for you."),  # another object
    ("Never run anything with sudo.", "Is sudo off the table?"),  # a question
    ("Never run anything with sudo.", "sudo was off the table last year."),  # a past fact
    ("Never run anything with sudo.", "sudo is off the table for the intern, not for you."),  # someone else's rule
    ("Fass die Produktionsdatenbank niemals an.", "Finger weg von der Testdatenbank."),
    ("No toques nunca la base de datos de producción.", "La base de datos de pruebas está prohibida."),
])
def test_an_idiom_on_another_thing_or_person_leaves_the_pin_drifted(pin: str, said: str) -> None:
    assert not _alive_said(pin, said)


# --- words the comparison reads otherwise: acronyms in the plural, "full", "max" for "limit", "first" + "before" ----
@pytest.mark.parametrize(("pin", "item"), [
    ("Never merge into main directly; open an MR.", "MRs only, nothing directly into main"),
    ("Always run the linter before pushing.", "run the whole linter before each push"),
    ("Limit database queries to five per request.", "max 5 database queries per request"),
    ("Begrenze Antworten auf drei Absätze.", "höchstens 3 Absätze"),
    ("Write the migration before touching any model.", "migration first, before touching a model"),
])
def test_an_item_in_other_words_for_the_same_parts_restates_the_pin(pin: str, item: str) -> None:
    assert _item(pin, item)


@pytest.mark.parametrize(("pin", "item"), [
    ("Never merge into main directly; open an MR.", "MRs only, nothing directly into develop"),
    ("Limit database queries to five per request.", "max 10 database queries per request"),  # another number
    ("Always run the linter before pushing.", "run the linter after each push"),  # the other order
])
def test_an_item_with_another_number_place_or_order_does_not(pin: str, item: str) -> None:
    assert not _item(pin, item)


# --- an inline list split by " / ", its header after a first lead ----------------------------------------------
@pytest.mark.parametrize(("line", "item"), [
    ("Anyway: my standing prefs, since this got long: cite the file / EN only", "EN only"),
    ("Bon : mes règles, vu la longueur du fil : cite le fichier / FR uniquement", "FR uniquement"),
    ("Also gut: meine Regeln nochmal: Dateipfad nennen / nur DE", "nur DE"),
    ("Vale. Mis reglas de nuevo: cita el archivo / solo ES", "solo ES"),
    ("さて: 今後のルール: ファイル名を書く / JP のみ", "JP のみ"),
])
def test_an_inline_list_split_by_slashes_after_a_lead_is_read(line: str, item: str) -> None:
    assert item in instruction_items(line, reads_as_rule_any)


@pytest.mark.parametrize("line", ["Note: the build is slow. Weather: sunny / 20 degrees",
                                  "FYI: the paths are src / lib / tests",
                                  "Update: their old rules: EN only / no emoji"])
def test_a_slash_line_under_no_rule_header_is_no_list(line: str) -> None:
    assert not instruction_items(line, reads_as_rule_any)
