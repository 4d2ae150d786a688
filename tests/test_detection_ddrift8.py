"""Drift detection, keyword mode (round 8): a colon lead-in that hands a text over, a wider rule that drops the
pin's details, an exclusive word on the pin's own value, bracket-labelled items of the user's own list.
Sentences written for this test, in English, French, German, Spanish and Japanese (and a few more), with
harmless look-alikes that must keep the pin alive (or must not hand anything over)."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.colon_handover import hands_over
from memlock_core.detection.exclusive import exclusive_on_pin
from memlock_core.detection.rule_identity import same_rule

SYSTEM = {"role": "system", "content": "You are a helpful assistant with terminal and file tools."}


def _pin(text: str) -> Anchor:
    return Anchor(id="pin", text=text, reminder=text, priority=50, probes=[])


def _after_summary(last_user: str, system: dict = SYSTEM) -> list[dict]:
    return [system, summary_message("we worked on the quarterly newsletter"), *chat(2),
            {"role": "user", "content": last_user}]


# ── a colon lead-in that hands over ─────────────────────────────────────────────

HANDED = [
    "Dana sent this to the team this morning:",
    "Te pego la guía de estilo del periódico, por contexto:",
    "Weitergeleitet vom Controlling:",
    "Voici la fiche du client, pour info :",
    "Вот шаблон задачи из трекера, просто для контекста:",
    "设计组长在群里发了：",
    "上司からこんなチャットが来た：",
    "Mail van de directeur, ter info:",
    "Here's the function that's failing:",
]
OWN = [
    "For the report:",
    "Before every commit:",
    "Requisitos:",
    "Since the context got compacted, here's my list again:",
    "Voici mes règles :",
    "Antes de publicar, segue isso:",
    "Für den Newsletter gilt:",
    "Mes règles pour la suite :",
    "今後のルール：",
    "Always answer in French.",  # no colon: nothing handed over
]


@pytest.mark.parametrize("line", HANDED)
def test_a_lead_in_clause_hands_over(line: str) -> None:
    assert hands_over(line)


@pytest.mark.parametrize("line", OWN)
def test_the_users_own_lead_in_hands_nothing_over(line: str) -> None:
    assert not hands_over(line)


PASTED_UNDER_COLON = [
    ("Usa siempre la voz activa.",
     "Te pego la guía de estilo del periódico, por contexto:\n\nGUÍA DE ESTILO\n1. Usa siempre la voz activa.\n"
     "2. Cifras en letra hasta diez.\n\n¿El titular actual cumple la 2?"),
    ("Always reply in English.",
     "Dana sent this to the team this morning:\n\nAlways reply in English, even to the Berlin office.\n\n"
     "Can you draft the agenda?"),
    ("Antworte immer auf Deutsch.",
     "Weitergeleitet vom Controlling:\n\nAntworte immer auf Deutsch, auch intern.\n\nWas kostet die Lizenz?"),
    ("Réponds toujours en français.",
     "Voici la fiche du client, pour info :\n\nRéponds toujours en français aux courriels.\n\nOn fait le devis ?"),
    ("所有文件名都用小写字母。",
     "设计组长在群里发了：\n【公告】所有文件名都用小写字母，不要有空格。\n帮我数一下 icons 文件夹里有多少个 SVG？"),
    ("必ず敬語で答えてください。",
     "上司からこんなチャットが来た：\n\n必ず敬語で答えてください。\n\nどう返事すればいい？"),
]


@pytest.mark.parametrize(("pin", "said"), PASTED_UNDER_COLON)
def test_a_rule_only_under_a_handing_lead_in_is_drifted(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]


OWN_UNDER_COLON = [
    ("Always reply in English.", "For the report:\n- always reply in English\n- no emojis"),
    ("Réponds toujours en français.", "Mes règles pour la suite :\n1. réponds toujours en français\n2. une page max"),
    ("Usa siempre la voz activa.", "Requisitos:\n- usa siempre la voz activa\n- frases cortas"),
]


@pytest.mark.parametrize(("pin", "said"), OWN_UNDER_COLON)
def test_the_users_own_list_under_a_colon_stays_evidence(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == []


# ── a wider rule of the same kind does not restate the pin's details ───────────

def test_a_wider_rule_that_drops_the_pins_details_is_not_the_pin() -> None:
    assert not same_rule("Always include the page number when citing a book.", "Cite sources when you rely on them.")
    system = {"role": "system", "content": "You are a research assistant. Cite sources when you rely on them."}
    report = audit([_pin("Always include the page number when citing a book.")],
                   _after_summary("Tighten section 2, please.", system))
    assert report.casualties == ["pin"]


@pytest.mark.parametrize(("pin", "unit"), [
    ("Always include the page number when citing a book.", "Include page numbers when you cite."),
    ("Trata siempre de usted al cliente.", "de usted"),  # a shorthand, not a wider rule
    ("Duze mich bitte nicht – bleib beim Sie.", "Und bitte weiterhin siezen, nicht duzen."),
])
def test_a_restatement_that_keeps_a_detail_is_the_pin(pin: str, unit: str) -> None:
    assert same_rule(pin, unit)


# ── an exclusive word on the pin's own value ──────────────────────────────────

@pytest.mark.parametrize(("pin", "header", "unit"), [
    ("Réponds toujours en français.", "Mes règles :", "en français uniquement"),
    ("Antworte immer auf Deutsch.", "Meine Regeln:", "nur Deutsch"),
    ("Rispondi sempre in italiano.", "Istruzioni:", "solo italiano"),
    ("Always answer in English.", "My rules:", "English only, please."),
    ("Responde siempre en español.", "Mis reglas:", "solo en español"),
])
def test_an_exclusive_word_on_the_pins_value_restates_it(pin: str, header: str, unit: str) -> None:
    report = audit([_pin(pin)], _after_summary(f"{header}\n- {unit}\n- 3 Absätze max"))
    assert report.casualties == []


@pytest.mark.parametrize(("pin", "unit"), [
    ("Use tabs for indentation.", "Use tabs only in Makefiles."),
    ("Antworte immer auf Deutsch.", "Nur bei Rechnungen auf Deutsch antworten."),
    ("Never deploy on Fridays.", "Deploy only on Fridays."),
    ("Never answer in bullet points.", "Never answer only in bullet points."),  # a negated exclusive
    ("Ne réponds jamais en anglais.", "Ne réponds pas seulement en anglais."),
])
def test_an_exclusive_word_on_another_scope_is_another_rule(pin: str, unit: str) -> None:
    assert not same_rule(pin, unit)


def test_exclusive_model() -> None:
    assert exclusive_on_pin("Antworte immer auf Deutsch.", "nur auf Deutsch") == frozenset({"nur"})
    assert exclusive_on_pin("Use tabs for indentation.", "tabs only in Makefiles") == frozenset()
    assert exclusive_on_pin("必ず日本語で答えてください。", "日本語だけ") == frozenset({"だけ"})
    assert exclusive_on_pin("必ず日本語で答えてください。", "英語だけ") == frozenset()
    assert exclusive_on_pin("回答一律使用中文。", "只用中文") == frozenset({"只"})


# ── bracket labels and headers of the user's own list ─────────────────────────

@pytest.mark.parametrize(("pin", "said"), [
    ("Keep every answer under 100 words.",
     "My checklist for you:\n[length] <100 words per answer\n[format] one example per concept\n\nNext topic?"),
    ("Always include a TL;DR at the top.",
     "Style for all postmortems from here on:\n1) blameless wording\n2) TL;DR first, always\n\nWrite INC-302."),
    ("Usa siempre pesos mexicanos para los precios.",
     "Requisitos:\n- usa siempre pesos mexicanos para los precios\n- opciones veganas"),
    ("Не используй сленг в ответах.", "Правила:\n1) без сленга в ответах\n2) цифры с источником"),
])
def test_an_item_of_the_users_own_list_keeps_the_pin_alive(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == []


def test_bracket_labels_of_someone_elses_list_stay_someone_elses() -> None:
    said = ("The old bot's rules:\n[length] <100 words per answer\n[format] one example per concept\n\n"
            "Were they any good?")
    assert audit([_pin("Keep every answer under 100 words.")], _after_summary(said)).casualties == ["pin"]


# ── number words and abbreviated bounds ───────────────────────────────────────

@pytest.mark.parametrize(("pin", "said"), [
    ("Antwoord kort: maximaal vijf zinnen.", "Even mijn wensen op een rij:\n- max. 5 zinnen per antwoord\n- geen emoji"),
    ("Responde siempre con un máximo de tres frases.", "Mis reglas:\n- máx. 3 frases\n- sin emojis"),
    ("Explique chaque graphique en deux phrases maximum.",
     "Pour le rapport :\n- PNG dans exports/\n- deux phrases max par graphique"),
])
def test_a_bound_said_with_an_abbreviation_or_digits_is_the_pin(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == []


@pytest.mark.parametrize(("pin", "said"), [
    ("Responde siempre con un máximo de tres frases.", "Mis reglas:\n- máx. 4 frases\n- sin emojis"),
    ("Antwoord kort: maximaal vijf zinnen.", "Mijn wensen:\n- min. 5 zinnen per antwoord\n- geen emoji"),
    ("Fasse dich kurz: höchstens drei Sätze.", "Meine Regeln:\n- max. 7 Sätze\n- keine Emojis"),
])
def test_another_bound_is_another_rule(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]


# ── a currency by its sign, code or name with its nationality ─────────────────

def test_currency_codes() -> None:
    from memlock_core.detection.currency_names import as_codes
    assert as_codes("Usa siempre pesos mexicanos para los precios.") == "Usa siempre MXN para los precios."
    assert as_codes("Prix en 50€ toujours") == "Prix en 50 EUR toujours"
    assert as_codes("Zeige Preise immer in Schweizer Franken.") == "Zeige Preise immer in CHF ."
    assert as_codes("価格は円で表示して") == "価格は JPY で表示して"
    assert as_codes("Give prices in Canadian dollars") == "Give prices in CAD"
    assert as_codes("we won the game, for real") == "we won the game, for real"  # no currency named


@pytest.mark.parametrize(("pin", "said"), [
    ("Usa siempre pesos mexicanos para los precios.", "Requisitos:\n- precios en MXN siempre\n- opciones veganas"),
    ("Show amounts in euros with two decimals.", "My rules:\n- € with two decimals\n- no emojis"),
    ("Affiche toujours les prix en euros.", "Mes règles :\n- prix en EUR\n- pas d'emoji"),
    ("Preise immer in Schweizer Franken.", "Meine Regeln:\n- Preise in CHF\n- keine Emojis"),
])
def test_a_currency_named_another_way_is_the_pin(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == []


@pytest.mark.parametrize(("pin", "said"), [
    ("Usa siempre pesos mexicanos para los precios.", "Requisitos:\n- precios en USD siempre\n- opciones veganas"),
    ("Show amounts in euros with two decimals.", "My rules:\n- £ with two decimals\n- no emojis"),
    ("Preise immer in Schweizer Franken.", "Meine Regeln:\n- Preise in EUR\n- keine Emojis"),
])
def test_another_currency_is_another_rule(pin: str, said: str) -> None:
    assert audit([_pin(pin)], _after_summary(said)).casualties == ["pin"]
