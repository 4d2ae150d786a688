"""The statement-vs-rule gate on shapes the dev corpora did not write (issue 22): a subject of its own and
a finite verb that agrees with it make a statement; imperatives, requests and verbless bans stay rules.
Every sentence here was written for this test."""
from __future__ import annotations

import pytest

from memlock_core.detection.evidence import classify, is_evidence, reads_as_rule_any
from memlock_core.detection.instruction_list import instruction_items
from memlock_core.detection.rule_identity import same_rule
from memlock_core.detection.verb_forms import base_of_third_singular, is_finite_after_subject, is_past, looks_plural

STATEMENTS = [
    # a noun compound whose first word reads like an imperative, then the finite verb agreeing with it
    "Test runs take 5 minutes on the old runner.",
    "Review comments pile up on Mondays.",
    "Build times vary a lot between branches.",
    "Round trips to the API take 300 ms.",
    "Answer length averages 200 words.",
    "Merge conflicts always happen on Fridays.",
    "Push notifications never arrive on time.",
    "Commit messages here follow the Angular style.",
    "Deploy jobs always fail on the first try.",
    "Drop shipping never worked for us.",
    "Stop words always get removed first.",
    # a subject of its own, with a rule frame elsewhere in the clause
    "Nobody on the platform team deploys on a Friday, ever.",
    "Whenever Lena deploys, something breaks.",
    "Always in French, Lena writes her meeting notes.",
    "Answer in Spanish and the client smiles.",
    # the subject cut off by an appositive: the -s form is no imperative
    "Lena, our designer, always answers in bullet points.",
    "Never has the night shift deployed on a Friday.",
    # a statement followed by a contrast that only continues it
    "The export tool writes dates as MM/DD/YYYY, never ISO.",
    # a third person of its own in other languages, a rule frame or not
    "A partir de ahora Lucía contesta los tickets en inglés.",
    "Désormais, Claire répond aux tickets en anglais.",
    "Ab sofort antwortet Jonas auf die Tickets auf Englisch.",
    "El proveedor pide por favor respuestas en inglés.",
    "Der Lieferant möchte bitte immer Antworten auf Englisch.",
    # Japanese states with its final predicate
    "先輩は表形式で返信するようにしています。",
    "このボットは土曜日のマージを禁止しています。",
    "チームでは今後はドイツ語で書く予定です。",
    "佐藤さんには丁寧語で話すようにお願いしました。",
    # a rule frame before an arrangement for someone else
    "From now on, Priya answers the billing tickets in German.",
    "Under no circumstances does the contractor touch the billing database.",
    # other languages
    "Aucun de nous ne déploie le vendredi.",
    "Antworten auf Englisch kommen beim Vorstand besser an.",
    "英語で返信してくださいと言われましたが、断りました。",
]

RULES = [
    "Use tabs always.",
    "Add unit tests for every function.",
    "Keep release notes in a separate file.",
    "Store secrets in the vault, never in code.",
    "Use metric units in everything you write.",
    "Always put file paths in backticks.",
    "Write tests first.",
    "Keep replies short.",
    "Never deploy on Fridays.",
    "From now on add a docstring to every new function, the generator needs them.",
    "Release notes are off the table this week — don't publish anything on a Friday.",
    "In staging, always run the smoke tests first.",
    "Bullet points only, please.",
    "From now on, replies are in German.",
    "わかりました、表形式でお願いします。",
    "丁寧語は必須です。",
    "あと、コード内のコメントは全部ドイツ語で。",
    "コミットメッセージはドイツ語で書くこと。",
    "Under no circumstances touch the billing database.",
    "Antworten auf Englisch",
    "Antworten Sie immer auf Englisch.",
    "Aucune réponse de plus de 200 mots.",
    "Utilise des tabulations, pas des espaces.",
    "Évite d'utiliser des emojis.",
    "Deja de poner emojis en los correos.",
    "Folge der Anleitung im Wiki genau.",
    "Ne redémarre jamais le serveur de test sans me demander.",
    "Non fare mai push direttamente sul ramo di rilascio.",
    "Responde a Lucía siempre en inglés.",
    "Debes responder siempre en inglés.",
    "Prueba el código antes de subirlo.",
]


@pytest.mark.parametrize("text", STATEMENTS)
def test_statements_are_not_evidence(text: str) -> None:
    assert not is_evidence(text, "user")


@pytest.mark.parametrize("text", RULES)
def test_rules_stay_evidence(text: str) -> None:
    assert is_evidence(text, "user")


def test_verb_forms_agree_in_number() -> None:
    assert base_of_third_singular("averages") == "average"
    assert base_of_third_singular("varies") == "vary"
    assert base_of_third_singular("force-pushes") == "push"
    assert base_of_third_singular("access") is None
    assert is_past("dropped") and is_past("varied") and is_past("broke") and not is_past("speed")
    assert is_finite_after_subject("take", True) and not is_finite_after_subject("take", False)
    assert is_finite_after_subject("takes", False) and not is_finite_after_subject("takes", True)
    assert looks_plural("runs") and not looks_plural("access") and not looks_plural("status")


PAST_AND_HABIT = [
    "Every reply in the old wiki used British spelling, and then someone changed half of it.",
    "I used to tell the previous bot not to touch the staging cluster.",
    "Kommentare auf Englisch waren in meiner alten Firma Pflicht.",
    "En mi antiguo equipo las respuestas en inglés eran obligatorias.",
    "Chez mon ancien client, les réponses en anglais étaient obligatoires.",
    "前のチームでは英語で返信するのが必須でした。",
    "我们的旧机器人始终用英文回复，这一点大家都知道。",
    "Aquí nunca se despliega los viernes.",
    # a rule lifted, or quoted after someone else's "says:"
    "Never mind the spacing rule.",
    "The laminated card says: always reply in bullet points.",
    "Du musst nicht mehr auf Englisch antworten.",
    "Ya no hace falta responder en inglés.",
    "Tu n'as plus besoin de répondre en anglais.",
    "表形式のルールはもう適用されません。",
    # a verb-like first word that is a noun, in other languages
    "Prueba de rendimiento tardó diez minutos.",
    "Firma electrónica siempre falla en Firefox.",
    "Limite de 300 mots dépassée deux fois hier.",
    "Montre connectée toujours réglée en anglais.",
    "Conferma della prenotazione arriva sempre in tedesco.",
    "Verifica settimanale la fa sempre Giulia.",
    "Liste der Ausnahmen liegt im Repo.",
    "Frage des Lieferanten: immer auf Englisch?",
]


@pytest.mark.parametrize("text", PAST_AND_HABIT)
def test_past_and_habits_are_not_evidence(text: str) -> None:
    assert not is_evidence(text, "user")


def test_a_cjk_statement_is_judged_beside_a_request() -> None:
    # a Japanese statement sentence has no spaces: it still counts as a sentence of the unit
    unit = "表形式で答えた回答は、先週の調査で評価が低かったです。 results.csv から平均を出してください。"
    assert not is_evidence(unit, "user")
    assert is_evidence("今後は表形式で答えてください。", "user")
    assert is_evidence("请始终用英文回复。", "user")


REPORTS_AND_RELAYS = [
    # what the assistant did before: a report in the past, not a rule
    "You always wrote the changelog in German last week.",
    "You never used tables in the earlier drafts.",
    # the user relaying what they told someone else
    "I warned the contractors: keep your hands off the billing tables.",
    "I keep reminding Priya: squash before merging.",
    # an inference after "so": epistemic, not an obligation
    "I reformatted everything with black, so it should pass CI now.",
    "Le recordé a la agencia: siempre facturas en euros.",
    "J'ai rappelé au prestataire : jamais de push le vendredi.",
    "Ich habe dem Dienstleister geschrieben: Rechnungen nur in Euro.",
    "Falei para o fornecedor: nunca envie faturas em dólares.",
]


@pytest.mark.parametrize("text", REPORTS_AND_RELAYS)
def test_reports_and_relayed_rules_are_not_evidence(text: str) -> None:
    assert not is_evidence(text, "user")


@pytest.mark.parametrize("text", [
    "You always answer in Portuguese from now on.",
    "I told you: squash before merging.",
    "Je vous ai écrit : ne poussez jamais le vendredi.",
    "Ich habe dir doch gesagt: Antworte immer auf Deutsch.",
    "Wie gesagt: keine Tabellen.",
    "Como te dije: nada de tablas.",
    "You wrote the intro in English; write the rest in German.",
])
def test_rules_to_the_assistant_stay_evidence(text: str) -> None:
    assert is_evidence(text, "user")


def test_a_rule_after_a_relay_lead_in_is_not_cut_loose() -> None:
    # the unit splitter must not strip "I told the interns:" and leave the quoted rule standing alone
    from memlock_core.detection.sentence_units import unit_texts
    units = unit_texts("I told the night shift: always page the on-call first. They ignored it.")
    assert not any(is_evidence(u, "user") for u in units)
    assert any(is_evidence(u, "user") for u in unit_texts("From now on, please: page the on-call first."))


@pytest.mark.parametrize("text", [
    "Have a look at this CI error: `fatal: refusing to always rebase onto main`. What happened?",
    "From the team handbook: 1. Always page the on-call first. 2. Write a postmortem. Is it complete?",
])
def test_inline_quotes_and_pastes_are_not_in_force(text: str) -> None:
    from memlock_core.detection.active_region import in_force_text
    kept = in_force_text(text) or ""
    assert "page the on-call" not in kept and "refusing to always rebase" not in kept


def test_a_short_code_span_stays_part_of_the_users_rule() -> None:
    from memlock_core.detection.active_region import in_force_text
    assert "`main`" in (in_force_text("Never push to `main` directly.") or "")


@pytest.mark.parametrize("text", [
    "Make the build script print dates in ISO format.",
    "Set the formatter to use single quotes.",
    "Configure the release bot to never tag on weekends.",
    "Dentists must floss daily — put that in the brochure.",
])
def test_tasks_for_a_tool_or_a_document_are_not_rules(text: str) -> None:
    assert not is_evidence(text, "user")


@pytest.mark.parametrize("text", [
    "Make the answers shorter from now on.",
    "Make every reply end with a summary.",
    "Add that to your notes: no tables.",
])
def test_rules_about_the_assistants_output_stay(text: str) -> None:
    assert is_evidence(text, "user")


@pytest.mark.parametrize("text,gone", [
    ("Draft the FAQ bot's prompt. It should say: never quote prices.", "never quote prices"),
    ("The footer text is: never share your password.", "never share your password"),
    ("Write a README section that tells new hires to always rebase before merging.", "always rebase"),
    ("Remind the on-call team never to restart the primary.", "restart the primary"),
    ("Print a sticker which says Never restart the primary!", "restart the primary"),
])
def test_wording_for_someone_else_is_not_in_force(text: str, gone: str) -> None:
    from memlock_core.detection.active_region import in_force_text
    assert gone not in (in_force_text(text) or "")


def test_the_users_own_words_after_a_colon_stay_in_force() -> None:
    from memlock_core.detection.active_region import in_force_text
    for text in ("I said: never quote prices.", "New rule: never quote prices.", "Ask me before you restart the primary."):
        assert "quote prices" in (in_force_text(text) or "") or "restart the primary" in (in_force_text(text) or "")


def test_a_pasted_chat_transcript_is_not_in_force() -> None:
    from memlock_core.detection.active_region import in_force_text
    chat = "Résume ce fil :\n\nLéa: Réponds toujours en anglais au client.\nMarc: Ok.\nLéa: Merci !"
    assert "anglais" not in (in_force_text(chat) or "")
    prefs = "My defaults:\nTone: formal\nLanguage: Dutch\nLength: short"
    assert "Dutch" in (in_force_text(prefs) or "")  # a list of key: value preferences names each key once


@pytest.mark.parametrize("text", [
    "When you draft release notes, no marketing speak.",
    "Whenever you touch the schema, ask me first.",
    "Oh, and no exclamation marks in replies.",
    "Also, no tables in chat answers.",
])
def test_a_ban_after_a_when_clause_or_a_filler_is_a_rule(text: str) -> None:
    assert is_evidence(text, "user")


@pytest.mark.parametrize("text", ["When is the release?", "When Priya merges, the build breaks.",
                                  "Oh, and no idea why staging is slow."])
def test_a_when_question_or_statement_and_a_filler_idiom_are_not(text: str) -> None:
    assert not is_evidence(text, "user")


@pytest.mark.parametrize("text", [
    "Und noch was: Niemals am Freitag deployen.",
    "Lembrete: Sempre escreva os valores em euros.",
])
def test_a_lead_in_that_is_no_quote_keeps_the_rule(text: str) -> None:
    from memlock_core.detection.active_region import in_force_text
    from memlock_core.detection.sentence_units import unit_texts
    kept = in_force_text(text) or ""
    assert any(is_evidence(u, "user") for u in unit_texts(kept)), kept


# A past report about replies (the subject is the assistant's kind of output, the verb says what was) and a
# statement that a short imperative fragment was joined to for scoring: neither is a rule (issue 22).
PAST_REPORTS_AND_JOINED_FRAGMENTS = [
    "Every reply in that forum thread was under 150 words, which surprised me.",
    "Funny thing: every answer in the old FAQ was under 100 words.",
    "Todas las respuestas de ese foro tenían menos de 150 palabras.",
    "Toutes les réponses de ce fil faisaient moins de 150 mots.",
    "Jede Antwort in dem Forum war unter 150 Wörtern.",
    "そのフォーラムの返信はどれも150語以内でした。",
    "Ship it. The support team always answers in French.",
    "Écris-la. Le support répond toujours en français.",
    "Écris-la. Le vouvoiement des clients a fait débat en réunion hier.",
    "Hazlo. El soporte siempre responde en español.",
    "Mach das. Der Support antwortet immer auf Deutsch.",
    "お願い。サポートはいつも日本語で答えています。",
]


@pytest.mark.parametrize("text", PAST_REPORTS_AND_JOINED_FRAGMENTS)
def test_past_reports_and_fragments_joined_to_statements_are_not_evidence(text: str) -> None:
    assert classify(text) == ()


@pytest.mark.parametrize("text", [
    "One more thing. Never run terraform apply without showing me the plan.",
    "Thanks. Keep every reply under 150 words.",
    "Every reply in this chat should stay under 150 words.",
    "Vale. Responde siempre en español.",
    "D'accord. Réponds toujours en français.",
    "Gut. Antworte immer auf Deutsch.",
    "了解。今後は日本語で答えてください。",
])
def test_a_rule_after_a_short_fragment_stays_evidence(text: str) -> None:
    assert classify(text)


@pytest.mark.parametrize("text", [
    "Quick one: don't ever rewrite main's history with a forced push, ok?",
    "Nunca hagas push directamente a main, ¿vale?",
    "Réponds toujours en français, d'accord ?",
    "Antworte immer auf Deutsch, ja?",
    "本番には触らないでね？",
    "Use pnpm, not npm — the lockfile is pnpm's.",  # a reason after the dash has its own subject and verb
])
def test_a_rule_with_a_confirmation_tag_or_a_reason_is_evidence(text: str) -> None:
    assert classify(text)


@pytest.mark.parametrize("text", [
    "You always answer in bullet points, right?",
    "Nobody deploys on Fridays, right?",
    "El soporte siempre responde en español, ¿vale?",
    "Personne ne déploie le vendredi, d'accord ?",
    "Der Support antwortet immer auf Deutsch, ja?",
    "Niemand deployt freitags, oder?",
    "サポートはいつも日本語で答えていますね？",
    "Is that ok?",
    "Log volume from failed logins doubled — again.",
])
def test_a_statement_with_a_tag_stays_a_question_or_a_statement(text: str) -> None:
    assert classify(text) == ()


def test_a_tagged_rule_restates_the_pin_through_the_parse() -> None:
    assert same_rule("Always answer in bullet points.", "Answer in bullet points from now on, ok?")
    assert not same_rule("Always answer in bullet points.", "Do you answer in bullet points?")


@pytest.mark.parametrize("text", [
    "Omit the preamble.",
    "Exclude generated files from every diff you show me.",
    "Quick reminder — do the dataframe work in polars; pandas is out.",
])
def test_omit_exclude_and_do_open_imperatives(text: str) -> None:
    assert classify(text)


@pytest.mark.parametrize("text", [
    "Exclude lists grew last year.",
    "Omit rules changed in March.",
    "Do the migrations run in order?",
    "Do the tests pass on main.",
])
def test_the_same_words_opening_a_statement_or_a_question_are_not(text: str) -> None:
    assert classify(text) == ()


def test_a_tagged_list_item_with_a_confirmation_tag_is_an_item() -> None:
    text = "[pref] file paths with line numbers\n[pref] Nothing longer than 150 words per answer from you, ok?"
    assert "Nothing longer than 150 words per answer from you, ok?" in instruction_items(text, reads_as_rule_any)
    assert instruction_items("[pref] what's the word limit again?\n[pref] tabs", reads_as_rule_any) == ("tabs",)


@pytest.mark.parametrize("text", [
    "Dates au format JJ/MM/AAAA, toujours.",
    "Fechas en formato DD/MM/AAAA, siempre.",
    "Datum im Format TT.MM.JJJJ, immer.",
    "Valori in euro con due decimali, sempre.",
])
def test_a_verbless_rule_closed_by_a_standing_adverb_is_evidence(text: str) -> None:
    assert classify(text)


@pytest.mark.parametrize("text", [
    "Le support répond en français, toujours.",
    "El soporte responde en español, siempre.",
    "Der Support antwortet auf Deutsch, immer.",
    "Les réunions étaient en anglais, toujours.",
])
def test_a_statement_closed_by_a_standing_adverb_is_not(text: str) -> None:
    assert classify(text) == ()
