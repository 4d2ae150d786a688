"""Drift detection, keyword mode (round 11b): a live sentence that restates a pin in other words is read as the same
rule by the shared rule parse (rule_identity.same_rule). Four models, each the same for every language:

* a reply language said exclusively (exclusive_language.py): the other language refused and the pin's named bare,
  or the reply named first in a Korean / Japanese word order;
* a wider tool ban holds the narrower one (rule_identity.part_covered): "the vendored code" covers vendor/,
  "lockfiles" covers package-lock.json and yarn.lock;
* a consent ban said as its one way through (consent_rule.py): "only with my OK" = "never without my approval",
  consent said as an idiom ("green light", "feu vert");
* a limit said the other way round (caps.py): "not more than N" = "at most N", "not below N" = "at least N".

Wordings written for this test in English, French, German, Spanish, Italian, Portuguese, Japanese, Chinese, Korean and
Russian, with neighbours (another language, folder, action, number, direction or object) that must stay different.
"""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.caps import bounds, same_bound
from memlock_core.detection.consent_rule import consent_rule
from memlock_core.detection.exclusive_language import exclusive_language
from memlock_core.detection.rule_identity import same_consent, same_rule, signature
from memlock_core.detection.settings import AuditSettings

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _same(pin: str, unit: str) -> bool:
    return same_rule(pin, unit) or same_consent(pin, unit)


# --- a reply language said exclusively --------------------------------------------------------------------------
LANGUAGE_SAME = [
    ("Always answer in Spanish.", "No English in the answers, only Spanish."),
    ("Always answer in English.", "No German in the answers, not even a word, English throughout."),
    ("Réponds toujours en français.", "Pas d'anglais dans tes réponses : tout en français."),
    ("Antworte immer auf Deutsch.", "Kein Englisch in den Antworten, alles auf Deutsch."),
    ("Responde siempre en español.", "Nada de inglés en las respuestas: todo en español."),
    ("Responda sempre em português.", "Sem inglês nas respostas, tudo em português."),
    ("常に日本語で答えてください。", "返事は全部日本語で、英語はなし。"),
    ("请始终用中文回答我。", "不要用英文回我，全部用中文。"),
    ("항상 한국어로 답변해 주세요.", "영어 말고 한국어로만 답해 줘."),
    ("항상 한국어로 답변해 주세요.", "대답은 모두 한국어로 해 주세요."),
    ("Отвечай мне всегда по-русски.", "Отвечай мне на русском, не на английском."),
]
LANGUAGE_DIFFERENT = [
    ("Answer in French.", "No English in the answers, only Spanish."),
    ("Always answer in Portuguese.", "Don't answer in Portuguese, use English."),
    ("Réponds toujours en français.", "Pas d'anglais dans tes réponses : tout en espagnol."),
    ("Antworte immer auf Deutsch.", "Kein Deutsch in den Antworten, alles auf Englisch."),
    ("Responde siempre en español.", "Traduce las respuestas al inglés, no al español."),
    ("常に日本語で答えてください。", "返事は全部英語で、日本語はなし。"),
    ("항상 한국어로 답변해 주세요.", "답은 전부 영어로 해 주세요."),
    ("请始终用中文回答我。", "别用中文回我，全部用英文。"),
    ("Отвечай мне всегда по-русски.", "Не пиши мне по-русски, только по-английски."),
    ("Always answer in English.", "Answers in German, code comments in English."),
    ("Answer in English.", "Not in English but in Dutch, please: reply in Dutch."),
]


@pytest.mark.parametrize("pin,unit", LANGUAGE_SAME)
def test_exclusive_language_restates_the_pin(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", LANGUAGE_DIFFERENT)
def test_other_language_or_refused_language_stays_different(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


def test_exclusive_language_reads_one_kept_language_only() -> None:
    assert exclusive_language("Sin inglés en las respuestas, solo español.") == "es"
    assert exclusive_language("Answers in German, and in French on Fridays.") == ""  # two kept
    assert exclusive_language("Never reply in English.") == ""  # refused only, negated clause
    assert exclusive_language("Translate the answers into German, not English.") == ""  # a translation
    # the parse's ban on the kept language, taken from the other one's refusal, is read as the requirement
    assert ("reply", "language", "must", "de", "", "", "") in signature("Kein Englisch in den Antworten, alles auf Deutsch.").parts


# --- a wider tool ban holds the narrower one --------------------------------------------------------------------
TOOL_SAME = [
    ("Never modify files under vendor/.", "Do not edit the vendored code."),
    ("Never edit package-lock.json by hand.", "Never hand-edit lockfiles; let the package manager do it."),
    ("Ne modifie jamais le fichier yarn.lock à la main.", "Ne touche jamais aux lockfiles à la main."),
    ("Bearbeite niemals package-lock.json von Hand.", "Lockfiles nie von Hand bearbeiten."),
    ("No edites nunca package-lock.json a mano.", "Nunca edites los lockfiles a mano."),
    ("Don't use npm.", "Don't use npm or yarn."),
]
TOOL_DIFFERENT = [
    ("Never modify files under vendor/.", "Do not edit docs/ or third_party/."),
    ("Never edit package-lock.json by hand.", "Never hand-edit the changelog."),
    ("Ne modifie jamais le fichier yarn.lock à la main.", "Ne touche jamais au changelog à la main."),
    ("Never run git push --force on main.", "Never push to main."),
    ("Don't use npm or yarn.", "Don't use npm."),  # the narrower ban does not hold the wider pin
    # "any database" is no glob that names the pin's place: the condition of the unit's own decides
    ("Never run migrations against the production database.", "Never run migrations without taking a backup first."),
]


@pytest.mark.parametrize("pin,unit", TOOL_SAME)
def test_wider_tool_ban_restates_the_pin(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", TOOL_DIFFERENT)
def test_other_object_or_narrower_ban_stays_different(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


# --- consent said as "only with my OK" ----------------------------------------------------------------------------
CONSENT_SAME = [
    ("Never deploy without my explicit approval.", "Deploy only with my written OK."),
    ("Ask me before running any database migration.", "No database migration without my green light."),
    ("Ask me before running any database migration.", "Database migrations only with my go-ahead."),
    ("Demande-moi avant de lancer une migration de base de données.", "Aucune migration de base sans mon feu vert."),
    ("Ne supprime jamais de fichiers sans mon accord.", "Tu supprimes des fichiers seulement avec mon accord."),
    ("Lösche nie Dateien ohne meine Zustimmung.", "Dateien löschen nur mit meiner Zustimmung."),
    ("No instales dependencias sin mi permiso.", "Instalar dependencias solo con mi permiso."),
    ("Nunca faça deploy sem a minha aprovação.", "Deploy só com o meu ok por escrito."),
]
CONSENT_DIFFERENT = [
    ("Never deploy without my explicit approval.", "Merge only with my OK."),
    ("Never deploy without my explicit approval.", "Deploy only with the team lead OK on Fridays."),
    ("Ask me before running any database migration.", "No deploys without my green light."),
    ("Lösche nie Dateien ohne meine Zustimmung.", "Dateien umbenennen nur mit meiner Zustimmung."),
    ("Never deploy without my explicit approval.", "Don't deploy only with my OK, get the QA sign-off too."),
]


@pytest.mark.parametrize("pin,unit", CONSENT_SAME)
def test_only_with_my_ok_restates_the_consent_ban(pin: str, unit: str) -> None:
    assert _same(pin, unit)


@pytest.mark.parametrize("pin,unit", CONSENT_DIFFERENT)
def test_other_action_or_other_consent_stays_different(pin: str, unit: str) -> None:
    assert not _same(pin, unit)


def test_only_with_is_a_ban_and_a_permission_is_not() -> None:
    assert consent_rule("Deploy only with my OK.") == frozenset({"depl"})
    assert consent_rule("Deploy without my OK, I trust you.") is None  # no negation: a permission


# --- a limit said the other way round ---------------------------------------------------------------------------
LIMIT_SAME = [
    ("Never retry more than 3 times.", "Retry at most three times, then give up."),
    ("Keep functions under 40 lines.", "No function may be longer than 40 lines."),
    ("Test coverage must stay at or above 85%.", "Coverage must never drop below 85 percent."),
    ("Les fonctions ne doivent pas dépasser 40 lignes.", "Au maximum 40 lignes par fonction."),
    ("Funktionen dürfen höchstens 40 Zeilen lang sein.", "Keine Funktion über 40 Zeilen."),
    ("Mantén las líneas en 100 caracteres como máximo.", "Ninguna línea debe pasar de 100 columnas."),
    ("Imposta un timeout di massimo 20 secondi per le richieste.", "Ogni richiesta ha un limite di 20 secondi."),
    ("HTTP 呼び出しのタイムアウトは最大 30 秒にしてください。", "タイムアウトは 30 秒以内で。"),
    ("재시도는 최대 5번까지만 하세요.", "리트라이는 5회를 넘기지 마세요."),
]
LIMIT_DIFFERENT = [
    ("Never retry more than 3 times.", "Retry at least three times before giving up."),  # the other side
    ("Never retry more than 3 times.", "Retry at most five times."),  # another number
    ("Keep functions under 40 lines.", "Keep files under 40 lines."),  # another object
    ("Test coverage must stay at or above 85%.", "Coverage must stay under 85 percent."),
    ("No uses más de tres niveles de anidación.", "No uses más de tres parámetros por función."),  # another count
    ("재시도는 최대 5번까지만 하세요.", "재시도는 최소 5번 하세요."),
]


@pytest.mark.parametrize("pin,unit", LIMIT_SAME)
def test_limit_said_the_other_way_restates_the_pin(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", LIMIT_DIFFERENT)
def test_other_bound_number_or_object_stays_different(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


def test_bounds_read_the_side_and_what_is_counted() -> None:
    assert bounds("no more than 3 retries") == frozenset({("cap", "3", "times")})
    assert bounds("not below 85%") == frozenset({("floor", "85", "percent")})
    assert bounds("Bump the version to 4.19.8.") == frozenset()
    assert not same_bound("Max 3 retries.", "Max 3 retries per minute and 5 per hour.")


# --- end to end: the audit keeps the pin alive --------------------------------------------------------------------
def _alive(pin: str, restated: str) -> bool:
    messages = [SYSTEM, summary_message("we worked on the billing service"), *chat(2),
                {"role": "user", "content": f"{restated} Now add a test for the invoice parser."},
                {"role": "assistant", "content": "Done."},
                {"role": "user", "content": "Carry on with the next module."}]
    anchor = Anchor(id="pin", text=pin, reminder=pin, priority=50, probes=[])
    return audit([anchor], messages, AuditSettings(mode="keyword")).verdicts[0].alive


@pytest.mark.parametrize("pin,restated,alive", [
    ("Never retry a failed request more than 3 times.", "Retry failed requests at most three times.", True),
    ("Never retry a failed request more than 3 times.", "Retry failed requests at most five times.", False),
    ("Always answer in Spanish.", "No English in your answers, only Spanish.", True),
    ("Always answer in Spanish.", "No English in your answers, only Italian.", False),
])
def test_audit_keeps_a_restated_pin_alive(pin: str, restated: str, alive: bool) -> None:
    assert _alive(pin, restated) is alive


# --- "Document every function with docstrings": the docs named are the docstrings ------------------------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Write docstrings for every public function.", "Document every public function with a docstring.", True),
    ("Schreibe Docstrings im Google-Stil.", "Dokumentiere jede Funktion mit Docstrings im Google-Stil.", True),
    ("Écris des docstrings au format Google.", "Documente chaque fonction avec des docstrings au format Google.", True),
    ("Always answer in English.", "Document every endpoint in English.", False),  # the docs, not the answers
    ("Write docstrings in English.", "Write the docs in English.", False),
])
def test_docstrings_named_with_the_verb_document(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same


# --- a rule frame or a list number is no slot of the rule ------------------------------------------------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Never force-push to main.", "Also, for the rest of this session: Never force-push to main.", True),
    ("Always answer in English.", "For the rest of this conversation, answer in English.", True),
    ("Réponds toujours en français.", "Pour le reste de la session : réponds en français.", True),
    ("Antworte immer auf Deutsch.", "Für den Rest der Sitzung: antworte auf Deutsch.", True),
    ("Responde siempre en español.", "Para el resto de la sesión, responde en español.", True),
    ("Never deploy on Fridays.", "3) no Friday deploys", True),
    ("Keep answers under 3 sentences.", "2) answers under 3 sentences", True),
    # a place of its own, another quantity: still another rule
    ("Always answer in English.", "In the rest of the report, answer in English.", False),
    ("Antworte immer auf Deutsch.", "Im Rest des Dokuments: antworte auf Deutsch.", False),
    ("Use tabs for indentation.", "Use tabs in the rest of the file.", False),
    ("Keep answers under 3 sentences.", "3) answers under 5 sentences", False),
])
def test_session_frame_and_item_number_are_no_slot(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same


# --- consent said as the ban's exception; metric units said by what they measure --------------------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Don't add new dependencies without asking.", "No new dependencies unless you ask me first.", True),
    ("Don't add new dependencies without asking me first.", "No new dependencies unless I say yes.", True),
    ("Ne supprime jamais de fichiers sans mon accord.", "Aucune suppression de fichiers, à moins que je ne donne mon accord.",
     True),
    ("Don't add new dependencies without asking me first.", "No new dependencies unless they are in the lockfile.", False),
])
def test_unless_i_say_yes_is_the_consent_of_the_ban(pin: str, unit: str, same: bool) -> None:
    assert _same(pin, unit) is same


@pytest.mark.parametrize("pin,unit,same", [
    ("Use metric units in every answer.", "Stick to kilometres, kilos and Celsius with me, no miles or pounds.", True),
    ("Always use metric units.", "Gib Entfernungen in Kilometern, Gewichte in Kilo und Temperaturen in Celsius an.", True),
    ("Utilise le système métrique partout.", "Donne-moi des kilos, des mètres et des degrés Celsius, jamais de livres.", True),
    ("Use metric units throughout.", "Give temperatures in Celsius.", False),  # one measure: a narrower rule
    ("Use metric units throughout.", "Use miles, pounds and Fahrenheit.", False),
    ("Always answer in bullet points.", "For the rest of this work: Always answer in bullet points.", True),
])
def test_metric_units_said_by_three_measures(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same


# --- consent said as the moment of the user's word: "until I say so", "depois que eu disser" -------------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Never deploy without my approval.", "Deploy only after I say it is fine.", True),
    ("Never deploy without my approval.", "Publish to production only after I say so.", True),
    ("Ne déploie jamais sans mon accord.", "Aucun déploiement jusqu'à ce que je le dise.", True),
    ("Lösche nie Dateien ohne meine Zustimmung.", "Lösche Dateien erst, nachdem ich es gesagt habe.", True),
    ("Nunca faça deploy sem a minha aprovação.", "Só publique em produção depois que eu disser que pode.", True),
    ("Never deploy without my approval.", "Never merge until I say so.", False),  # another act
    ("Never deploy without my approval.", "Deploy after the tests pass.", False),  # no word of the user's
    ("Never deploy without my approval.", "You may deploy on Fridays once I say so.", False),
    ("Nunca faça deploy sem a minha aprovação.", "Você pode publicar em produção sem me perguntar.", False),
])
def test_until_i_say_so_is_the_consent_of_the_ban(pin: str, unit: str, same: bool) -> None:
    assert _same(pin, unit) is same


# --- "Quick one:" holds no quantity; words of one meaning are no swap -------------------------------------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Never force-push to main.", "Quick one: don't ever force-push to main, ok?", True),
    ("Never force-push to main.", "One more thing: never force-push to main.", True),
    ("Ne pousse jamais en force sur main.", "Encore une chose : ne pousse jamais en force sur main.", True),
    ("Use 24-hour time.", "24-hour clock, please.", True),
    ("Always run the full test suite before you push.", "Run the whole test suite before you push, as usual.", True),
    ("Keep answers to one sentence.", "One more thing: keep answers to three sentences.", False),
    ("Keep answers to three sentences.", "Quick one: answers in one sentence.", False),
])
def test_reminder_frame_and_synonyms(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same


# --- the pin's own act named as a noun, "leave X out", "exclusively", a standard's number ------------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Always run the tests before committing.", "Before you commit anything, run the test suite first.", True),
    ("No exclamation marks in customer emails.", "Leave exclamation marks out of any customer email you draft.", True),
    ("Don't use emojis in replies.", "Leave emojis out of your answers entirely.", True),
    ("Antworte immer auf Deutsch.", "Bitte antworte mir ausschließlich auf Deutsch.", True),
    ("Write dates as YYYY-MM-DD.", "Use ISO 8601 for every date you write (like 2024-03-05), nothing else.", True),
    ("Always run the tests before pushing.", "Before you commit anything, run the test suite first.", False),
    ("No exclamation marks in customer emails.", "Don't leave exclamation marks out of customer emails.", False),
    ("No exclamation marks in customer emails.", "Leave exclamation marks out of the release notes.", False),
    ("Always use tabs.", "Only use tabs in Makefiles.", False),
    ("Antworte immer auf Deutsch.", "Antworte nur auf Englisch.", False),
])
def test_own_act_leave_out_exclusive_and_standards(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same


@pytest.mark.parametrize("pin,unit,same", [
    ("Ask me before deleting any file.", "Ask me before you delete a file, no exceptions.", True),
    ("Frag mich, bevor du Dateien löschst.", "Vor dem Löschen von Dateien fragst du mich, ohne Ausnahme.", True),
    ("Merge a PR only after an approval.", "Merge without asking, no exceptions.", False),
])
def test_no_exceptions_is_emphasis_not_negation(pin: str, unit: str, same: bool) -> None:
    assert _same(pin, unit) is same


# --- a precondition said as a ban with its gate: "Nothing gets committed until the tests pass" -----------------------
@pytest.mark.parametrize("pin,unit,same", [
    ("Run the full test suite before every commit.", "Nothing gets committed until all the tests have passed.", True),
    ("Run the full test suite before every commit.", "Commit only once the test suite is green.", True),
    ("Always run the tests before pushing.", "Never push before the tests are green.", True),
    ("Lance toujours les tests avant de committer.", "Ne commite rien tant que les tests ne passent pas.", True),
    ("Führe vor jedem Commit die Tests aus.", "Kein Commit, bevor die Tests grün sind.", True),
    ("Run the full test suite before every commit.", "Only push after the tests pass.", False),  # another act
    ("Run the full test suite before every commit.", "Commit when the tests pass.", False),  # no ban said
    ("Always run the tests before pushing.", "Don't push until I review the tests.", False),
])
def test_ban_until_tests_pass_is_the_precondition(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same


# --- "read-only" holds no exclusive "only"; "1, 2, 3" is a numbering example; a preposition is no object swap -------
@pytest.mark.parametrize("pin,unit,same", [
    ("Never edit files under vendor/.", "Quick reminder — files inside vendor/ are read-only for you.", True),
    ("Always number the steps in instructions.", "Steps should be numbered 1, 2, 3 when you explain how to do something.",
     True),
    ("Ne pousse jamais directement sur la branche main.", "Interdiction de pousser directement vers main.", True),
    ("Never edit files under vendor/.", "Edit vendor/ only when I ask.", False),
    ("Always number the steps in instructions.", "Use at most 3 steps when you explain something.", False),
    ("Ne pousse jamais directement sur la branche main.", "Ne pousse jamais directement vers develop.", False),
])
def test_read_only_numbering_example_and_prepositions(pin: str, unit: str, same: bool) -> None:
    assert same_rule(pin, unit) is same
