"""Issue 22: statements are not rules (in five languages), the same rule in other words is the same
rule, a neighbouring rule is not, and the evidence the host really keeps (the protected head, the
user's own instruction lists) keeps a pin alive."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.compaction import HERMES_SUMMARY_PREFIX, SUMMARY_END_MARKER
from memlock_core.detection.evidence import reads_as_rule_any
from memlock_core.detection.rule_identity import different_rule, same_rule
from memlock_core.detection.settings import AuditSettings

STATEMENTS = [
    # English: a subject of its own and a finite verb, however rule-like the words
    "Our CI always runs black before merge.",
    "Marta never answers in bullet points.",
    "Nobody deploys on Fridays here.",
    "Log volume from failed logins doubled.",
    "Force-push protection was enabled on main last week.",
    "The old team used to say never merge on Fridays.",
    "Test coverage dropped to 60% after the refactor.",
    # Spanish
    "Marta siempre responde en viñetas.",
    "Nadie despliega los viernes aquí.",
    "El equipo nunca despliega los viernes.",
    # French
    "Marie répond toujours en français.",
    "Personne ne déploie le vendredi ici.",
    "Notre CI lance toujours black avant le merge.",
    # German
    "Unser CI führt immer black aus.",
    "Niemand deployt hier freitags.",
    "Kein Team deployt hier freitags.",
    # Japanese
    "田中さんはいつも箇条書きで答えます。",
    "金曜日は誰もデプロイしません。",
    "テストを書かないでマージした。",
    "箇条書きで回答するべきかどうか、まだ迷っています。",  # a doubt, not a rule
    # a label before a colon is read apart from what follows it
    "Update: the deploy failed.",
    "Note: our CI always runs black.",
    # a verbless "no ..." or "please" that is a report or an idiom
    "No tests failed last night.",
    "No one deploys on Fridays.",
    "No idea why it broke.",
    "The build is broken, please help.",
    "The scripts Marta writes should be reviewed.",
    "Unser Support antwortet immer auf Deutsch, auch wenn Kunden auf Englisch schreiben.",
    "Si le serveur répond toujours en français, est-ce qu'il faut quand même laisser un pourboire ?",
    "It rained like always.",
    "The build failed like before.",
    "Marta escribe siempre las fechas en formato día/mes/año.",
    # the rule spoken about, as the subject of a sentence
    "Always answering in bullet points is our house style.",
    "\"Never deploy on Fridays\" is printed on a mug in our kitchen.",
    "Never deploy on Fridays — that was the motto of the old ops team.",
    "Use tabs, not spaces: that is what the old style guide said.",
    "Toujours répondre en puces, c'était la règle de l'ancienne équipe.",
    "Sin emojis: así lo quería mi jefe anterior.",
]
RULES = [
    # a discourse marker or a short label before the rule
    "btw never merge without two approvals.",
    "Also: squash commits before merging.",
    "Reminder: never deploy on Fridays.",
    # verbless requests and longer bans
    "UK spelling please, colour and organise.",
    "Times in 24h format, please.",
    "Scripts you write for me shouldn't call sudo.",  # the assistant's own output as the subject
    "Make sure the output is valid JSON.",
    "Always answer in French, that is important to me.",
    "Package manager is pnpm — don't run npm commands.",
    "Als Dezimaltrennzeichen das Komma verwenden.",  # a German infinitive instruction
    "Escribe las fechas en formato día/mes/año.",  # an imperative, not "X escribe que ..."
    # a rule said again: "like before", "as always", "wie besprochen", "como siempre", "前と同じく"
    "Uppercase SQL keywords like before.",
    "As always: options only, I book and pay myself.",
    "Wie besprochen: Protokoll maximal eine Seite.",
    "Fechas en día/mes/año, como siempre.",
    "前と同じく、日付は YYYY/MM/DD 形式で。",
    "Ah, y nada de millas ni libras.",
    "Pas touche à la base de données de prod.",
    "no `git push --force` against main, under any circumstances.",
    "Always answer in bullet points.", "Never force-push to main.", "In prod, never run migrations by hand.",
    "Format every reply as a bulleted list.", "No emojis.", "4 spaces, no tabs.", "I want you to answer in French.",
    "Credentials don't get committed, ever.",
    "Responde siempre en español.", "No uses tabulaciones.", "Sin emojis, por favor.", "Nunca hagas push directo a main.",
    "Réponds toujours en français.", "N'utilise jamais de tableaux.", "Pas de tableaux.", "Désormais, tutoie-moi.",
    "Antworte immer auf Deutsch.", "Keine Emojis.", "Immer auf Deutsch antworten.", "Bitte keine Tabellen.",
    "箇条書きで答えてください。", "常に日本語で回答すること。", "本番環境には触らないでください。",
]


@pytest.mark.parametrize("text", STATEMENTS)
def test_a_statement_is_not_a_rule(text: str) -> None:
    assert not reads_as_rule_any(text), text


@pytest.mark.parametrize("text", RULES)
def test_a_rule_reads_as_a_rule(text: str) -> None:
    assert reads_as_rule_any(text), text


def test_the_rule_parse_tells_a_paraphrase_from_a_neighbour() -> None:
    assert same_rule("Always answer in bullet points.", "Format every reply as a bulleted list.")
    assert same_rule("Keep answers under 200 words.", "Max 200 words per reply.")
    assert same_rule("Responde siempre en español.", "Contesta en castellano, por favor.")
    assert different_rule("Never force-push to main.", "Always ask before merging to main.")  # its consent narrows it
    assert different_rule("Never force-push to main.", "Never commit directly to main.")  # force_push vs commit
    assert different_rule("Answer in French.", "Answer in Spanish.")
    assert different_rule("Réponds toujours en français.", "Écris les messages de commit en français.")
    assert different_rule("Use 24-hour time.", "Use 24-hour time in the shift roster export.") or \
        not same_rule("Use 24-hour time.", "Use 24-hour time in the shift roster export.")
    assert different_rule("Answer in Spanish.", "Write code comments in Spanish.")


BULLETS = Anchor.from_dict({"id": "bullets", "text": "Always answer in bullet points."})
SYSTEM = {"role": "system", "content": "You are a helpful assistant."}


def _summary(body: str = "we fixed the invoice export") -> dict:
    return {"role": "user", "_compressed_summary": True,
            "content": f"{HERMES_SUMMARY_PREFIX}\n## Constraints & Preferences\n- {body}\n\n{SUMMARY_END_MARKER}"}


def _tail(*user: str) -> list[dict]:
    out: list[dict] = []
    for text in user:
        out += [{"role": "user", "content": text}, {"role": "assistant", "content": "Done."}]
    return out + [{"role": "user", "content": "Next: the CSV importer."}]


@pytest.mark.parametrize("mode", ["keyword"])
def test_a_paraphrase_in_the_live_region_keeps_the_pin_alive(mode: str) -> None:
    messages = [SYSTEM, _summary("answer in bullet points"), *_tail("Please format every reply as a bulleted list.")]
    assert audit([BULLETS], messages, AuditSettings(mode=mode)).casualties == []


def test_the_parse_reads_a_paraphrase_whose_words_differ_in_form() -> None:
    """The pin's probe is "emojis", the restatement says "emoji": the parse still reads it."""
    pin = Anchor(id="emoji", text="Don't use emojis.", reminder="Don't use emojis.")
    messages = [SYSTEM, _summary("no emojis"), *_tail("Keep it plain text, no emoji at all in your replies.")]
    assert audit([pin], messages, AuditSettings(mode="keyword")).casualties == []


def test_a_statement_sharing_the_words_does_not() -> None:
    messages = [SYSTEM, _summary("answer in bullet points"),
                *_tail("Marta always answers in bullet points, which the client loves.")]
    assert audit([BULLETS], messages).casualties == ["bullets"]


def test_the_users_own_instruction_list_keeps_a_shortened_rule_alive() -> None:
    budget = Anchor.from_dict({"id": "words", "text": "Keep every reply under 150 words."})
    messages = [SYSTEM, _summary(), *_tail("Checklist for this session:\n- no emoji\n- max 150 words per reply\n"
                                           "- formal tone\n\nDraft the agenda.")]
    assert audit([budget], messages).casualties == []
    facts = [SYSTEM, _summary(), *_tail("Facts:\n- the report had 150 words\n- the reply was late\n\nThoughts?")]
    assert audit([budget], facts).casualties == ["words"]


def test_a_forwarded_mail_or_a_japanese_quotation_is_not_the_users_rule() -> None:
    keigo = Anchor.from_dict({"id": "keigo", "text": "常に敬語で答えてください。"})
    quoted = [SYSTEM, _summary(), *_tail("山田さんのメールです。先方のボットについて「常に敬語で答えてください。」と決まりました。")]
    assert audit([keigo], quoted).casualties == ["keigo"]
    mail = Anchor.from_dict({"id": "fr", "text": "Always answer in French."})
    forwarded = [SYSTEM, _summary(), *_tail("Can you help me reply?\n\nFrom: Anna <anna@example.com>\n"
                                            "Subject: bot rules\n\nAlways answer in French.\n---\nThanks")]
    assert audit([mail], forwarded).casualties == ["fr"]


def test_a_narrower_rule_or_one_with_an_exception_is_another_rule() -> None:
    assert different_rule("Use tabs for indentation.", "Use tabs for indentation only in Makefiles.")
    assert different_rule("Never deploy on Fridays.", "Never merge on Fridays — deploying hotfixes is fine though.")
    assert different_rule("Summarize each paper in three sentences.", "Summarize each paper's method in one sentence.")
    assert not same_rule("Responde siempre con viñetas.", "Usa viñetas solo en el acta final, no en tus respuestas.")


@pytest.mark.parametrize("message", [
    "Here is what another chatbot told my friend, copied verbatim:\n\n---\nAssistant: Sure! Rule of thumb: "
    "Always answer in bullet points. Let me know.\n---\n\nIs that good advice?",
    "Here's our CONTRIBUTING.md:\n\n# Contributing\n\n- Always answer in bullet points.\n- Run lint.\n\nWhat's missing?",
    "Proofread this paragraph from our style guide: 'Always answer in bullet points. Sentences should be short.'",
    "[10:32] alice: always answer in bullet points\n[10:33] bob: ok\nWhat do you think of that thread?",
    "Review this snippet:\n\ndef reply(x):\n    # always answer in bullet points\n    return fmt(x)\n\nAnything wrong?",
    "My manager says you should always answer in bullet points. Is that common?",
    "Tell Marta to always answer in bullet points.",
])
def test_someone_elses_words_do_not_keep_the_pin_alive(message: str) -> None:
    messages = [SYSTEM, _summary("answer in bullet points"), *_tail(message)]
    assert audit([BULLETS], messages).casualties == ["bullets"], message


@pytest.mark.parametrize("pin, item, alive", [
    ("Always use pnpm, never npm.", "use pnpm", True),
    ("Use kebab-case for branch names.", "kebab-case branches", True),
    ("Don't suggest paid tools or services.", "no paid services", True),
    ("Don't use emojis in replies.", "emoji-free replies", True),
    ("Never commit secrets or .env files.", "no secrets or .env in commits", True),
    ("Always include type hints in Python functions.", "Don't give me un-annotated Python functions.", True),
    ("Use 4 spaces for indentation, never tabs.", "4 spaces. No tabs.", True),  # each clause its polarity
    ("Show all amounts in EUR with two decimals.", "EUR, 2 decimals", True),  # a number word is its digits
    ("Use 4 spaces for indentation, never tabs.", "tabs, no spaces", False),
    ("Squash commits before merging.", "One more thing — always squash-merge.", True),  # after a lead-in
    ("Reply in plain text, no markdown tables.", "No markdown tables — my client can't render them.", True),
    ("Never commit secrets or .env files.", "no secrets in logs", False),  # a word of its own: another rule
    ("Never force-push to main.", "always force-push", False),  # the other polarity
    ("No emoji in commit messages.", "no emoji", False),  # too little of the pin
    ("Answer in three sentences.", "answer in two sentences", False),  # other numbers
])
def test_an_item_of_the_users_own_list_may_say_the_rule_shorter(pin: str, item: str, alive: bool) -> None:
    anchor = Anchor.from_dict({"id": "p", "text": pin})
    messages = [SYSTEM, _summary(pin.lower()), *_tail(f"Rules for you:\n- ping me before long jobs\n- {item}\n- keep PRs small")]
    assert (audit([anchor], messages, AuditSettings(mode="keyword")).casualties == []) is alive


@pytest.mark.parametrize("pin, unit", [
    ("常に日本語で答えてください。", "メールは丁寧な日本語で書いてください。"),  # e-mails, not every answer
    ("Reply in Spanish.", "Write the restaurant phrases in Mexican Spanish, not Castilian."),
    ("Always answer in bullet points.", "Put the meeting notes in bullet points."),
    ("常に日本語で回答してください。", "コミットメッセージは日本語で書いてください。"),
    ("Explain your reasoning before giving code.", "Explain your reasoning after the code."),  # the opposite word
    ("Always pin dependency versions exactly.", "Always pin dev dependencies loosely."),
    ("Never run migrations against the production database.",
     "Never run migrations against production without the DBA on call."),  # a condition the pin has not
    ("Always answer in bullet points.", "Always put the bullet points at the end of your answer, after a short paragraph."),
])
def test_a_language_rule_for_another_object_is_another_rule(pin: str, unit: str) -> None:
    assert different_rule(pin, unit)


def test_shipping_code_is_not_a_rule_about_code_in_replies() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule

    assert parse_reply_rule("Ne mets jamais de code en production sans revue.").clauses == ()


def test_a_one_line_list_after_a_header_is_a_list() -> None:
    anchor = Anchor.from_dict({"id": "p", "text": "Use kebab-case for branch names."})
    messages = [SYSTEM, _summary("kebab-case branch names"),
                *_tail("rules: no Windows support needed; kebab-case branches; mention which file you changed")]
    assert audit([anchor], messages, AuditSettings(mode="keyword")).casualties == []


def test_a_rule_on_another_branch_or_another_service_is_not_the_same_rule() -> None:
    # a German compound names the branch ("main-Branch"); "the nginx service without asking" names no command
    assert not same_rule("Niemals direkt auf den main-Branch pushen.", "Niemals direkt auf den release-Branch pushen.")
    assert different_rule("Niemals direkt auf den main-Branch pushen.", "Niemals direkt auf den release-Branch pushen.")
    assert not same_rule("Never restart the nginx service without asking.",
                         "Never restart the postgres service without asking.")


def test_a_rule_scoped_to_an_object_the_pin_never_names_is_another_rule() -> None:
    # neither text parses; the unit is about an invoice template, the pin about prices anywhere
    assert different_rule("Give prices in EUR, not USD.", "In the invoice template, show prices in both EUR and USD.")
    assert not different_rule("Give prices in EUR, not USD.", "Quote all prices in euros, not dollars.")


def test_a_request_after_a_restated_rule_does_not_scope_it() -> None:
    # the rule's sentence names no object; the request after it names an email: the rule is restated whole
    assert same_rule("Use British spelling.", "As before, British spelling please. Now draft the reminder email.")
    assert not same_rule("Use British spelling.", "Use British spelling in emails.")


@pytest.mark.parametrize("pin,unit", [
    ("Vouvoie toujours les clients dans les réponses.", "Vouvoie toujours les partenaires dans les contrats."),
    ("Trata siempre de usted a los clientes en las respuestas.",
     "Trata siempre de usted a los proveedores en los contratos."),
    ("Sieze die Kunden in den Antworten immer.", "Sieze die Lieferanten in den Verträgen immer."),
    ("Always address customers formally in replies.", "Always address suppliers formally in contracts."),
])
def test_a_reply_rule_with_its_object_swapped_is_another_rule(pin: str, unit: str) -> None:
    # the parse reads "formal address" in both and not whom or where: the swapped object decides
    assert not same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Always answer in bullet points.", "Always reply in bullet points."),  # the verb is paraphrase
    ("Réponds toujours en français.", "Écris-moi toujours en français."),
    ("Responde siempre en español.", "Contesta siempre en castellano."),  # a word the parse reads: it compares them
    ("Cite sources in APA 7 format.", "Cite everything in APA 7 format."),  # a generic word says more, not other
    ("Write all timestamps in UTC.", "Every timestamp you write should be in UTC."),  # moved, not swapped
    ("Vouvoie toujours les clients dans les réponses.", "Vouvoie toujours les clients dans tes réponses."),
])
def test_a_paraphrase_that_swaps_a_verb_or_a_parsed_word_stays_the_same_rule(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Use 24-hour time.", "Times like 17:30, not 5:30 pm, please."),  # examples of the format, no quantities
    ("Use 24-hour time.", "Times in 24h format, please — 14:30 not 2:30pm."),
    ("Write all dates in ISO 8601 format (YYYY-MM-DD).", "Dates should look like 2024-03-15, year first."),
    ("Usa el formato de 24 horas.", "Horas como 17:30, no 5:30 pm."),
    ("Don't use emojis.", "Keep the output free of those little pictograms — zero emoji."),  # "zero" bans
    ("Nunca uses emojis.", "Cero emojis."),
    ("N'utilise jamais d'emojis.", "Zéro emoji."),
])
def test_format_examples_and_zero_in_a_ban_are_no_other_quantity(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Never deploy on Fridays.", "Never deploy on Fridays after 16:00."),  # a time in a rule that is no format rule
    ("Use 24-hour time.", "Use 24-hour time before 10:00 only."),
    ("Write all dates as YYYY-MM-DD.", "Write dates as 2024-03-15 in the 2023 report."),
    ("Keep answers under 200 words.", "Keep answers under 100 words."),
    ("Always use metric units.", "Use metric units only for distances."),  # "only" before a scope narrows
    ("Use emojis.", "zero emoji"),
])
def test_quantities_and_narrowing_only_still_make_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    # a concession does not scope the rule
    ("Always answer in French.", "Answer in French, even if the logs are in English."),
    ("Responde siempre en español.", "Contéstame siempre en español, por favor, aunque los logs estén en inglés."),
    ("Réponds toujours en français.", "Réponds toujours en français, même si les logs sont en anglais."),
    ("Antworte immer auf Deutsch.", "Antworte immer auf Deutsch, auch wenn die Logs englisch sind."),
    ("常に日本語で回答してください。", "これから英語の資料を貼りますが、回答は必ず日本語でお願いします。"),
    # one object under two names
    ("Always write commit messages in the imperative mood.", "Write commit subjects in the imperative mood."),
    ("Write all code comments in English.", "Write all comments in English."),
    ("Utilise toujours le vouvoiement dans les e-mails aux clients.",
     "Dans les mails aux clients, vouvoie-les systématiquement."),
    # "nada de" bans; a date example in Japanese
    ("Don't use emojis.", "Nada de emojis nas respostas, por favor, nunca."),
    ("Nunca hagas push directamente a main.", "Recuerda: nada de push directo a main, todo por PR."),
    ("日付は必ずYYYY-MM-DD形式で書いてください。", "日付は2024-05-01みたいな形で統一してね。"),
])
def test_concessions_names_of_one_object_and_nada_de_keep_the_same_rule(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Always answer in French.", "Answer in French in the release notes, even if I write in English."),
    ("Responde siempre en español.", "Responde en español en los correos."),
    ("Antworte immer auf Deutsch.", "Antworte in Kommentaren immer auf Deutsch."),
    ("Write all code comments in English.", "Write all log messages in English."),
])
def test_a_scope_outside_the_concession_is_still_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


@pytest.mark.parametrize("pin,unit", [
    ("Always answer in bullet points.", "bullets only"),  # the pin's value said exclusively
    ("Always answer in bullet points.", "Checklist for this session: active voice; bullets only; no 'synergy'."),
    ("Always use metric units.", "metric units only"),
    ("Write all code comments in English.", "Comments in the code: English only, please."),
])
def test_a_closing_only_restates_the_rule(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


def test_a_consent_exception_is_still_a_limiter_beside_a_closing_only() -> None:
    assert not same_rule("Never delete files.", "Never delete files without asking me first.")
    assert not same_rule("Never delete files.", "Never delete files without asking me first only.")


@pytest.mark.parametrize("pin,live", [
    # a past report about replies (the words of the pin, and its number)
    ("Keep every reply under 150 words.", "Funny thing: Every reply in that forum thread was under 150 words, which "
                                          "surprised me.\n\nWhat's killing the pods?"),
    # a statement after a short imperative joined to it for scoring
    ("Réponds toujours en français.", "Écris-la.\n\nLe support répond toujours en français, c'est la politique maison."),
    ("Vouvoie toujours les clients dans les réponses.",
     "Pour info : Le vouvoiement des clients a fait débat en réunion hier. Écris-la."),
    # the same frame with the object and the scope swapped: another rule
    ("Vouvoie toujours les clients dans les réponses.", "Au fait, Vouvoie toujours les partenaires dans les contrats."),
])
def test_a_lost_rule_is_reinjected_past_reports_fragments_and_swapped_objects(pin: str, live: str) -> None:
    anchor = Anchor.from_dict({"id": "pin", "text": pin})
    messages = [SYSTEM, _summary(pin), *_tail(live)]
    assert audit([anchor], messages, AuditSettings(mode="keyword")).casualties == ["pin"]


@pytest.mark.parametrize("pin,live", [
    ("Never force-push to main.", "Quick one: don't ever force-push to main, ok?"),
    ("Use 24-hour time.", "Also: times in 24h format, please — 14:30 not 2:30pm."),
    ("Don't use emojis.", "Ground rules first: Keep the output free of those little pictograms — zero emoji."),
    ("Always answer in bullet points.", "Checklist for this session: active voice; bullets only; no 'synergy'."),
])
def test_a_restated_rule_keeps_the_pin_alive_tags_examples_zero_and_only(pin: str, live: str) -> None:
    anchor = Anchor.from_dict({"id": "pin", "text": pin})
    messages = [SYSTEM, _summary(pin), *_tail(live)]
    assert audit([anchor], messages, AuditSettings(mode="keyword")).casualties == []
