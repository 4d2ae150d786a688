"""Reply verdicts of round 16b (code, language, tone, headings): a quoted SQL identifier is no keyword, a language
named with "only" is the language to write in, a language naming the code a rule is on is no language demand, print
refused for debugging in Chinese / Japanese / Korean, a translation asked for in Dutch or Italian, a commit message in
an inline code span, word bans in customer drafts, a term of address after an interjection, and a heading ban beside a
ban on bold stand-ins. Sentences of our own, with look-alikes that must stay as they were."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.translation import target_language


def _verdict(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    check = proposal.check if proposal is not None else None
    found = check_reply([Anchor(id="a", text=rule, reminder=rule, check=check)], reply, user_message=user)
    return found[0].outcome if found else "not_applicable"


_JS = "```js\nexport function total(cart) {\n  return cart.items.length;\n}\n```"
_TS = "```ts\nexport function total(cart: Cart): number {\n  return cart.items.length;\n}\n```"


@pytest.mark.parametrize("rule", [
    "Kotlin only, and keep functions short.",
    "Only Kotlin, please.",
    "Nur Kotlin, bitte.",
    "Uniquement du Kotlin.",
    "Solo Kotlin, por favor.",
    "Kotlinのみでお願いします。",
])
def test_a_language_named_with_only_is_the_language_to_write_in(rule: str) -> None:
    assert _verdict(rule, _JS) == "broken"


def test_typescript_only_beside_another_code_rule() -> None:
    rule = "TypeScript only, and never the `any` type."
    assert _verdict(rule, _JS) == "broken"
    assert _verdict(rule, _TS) == "obeyed"


@pytest.mark.parametrize("rule", [
    "Use camelCase for Kotlin only.",        # a scope: which code the naming demand is on
    "In Kotlin code, never use println for debugging.",
    "Dans le code Kotlin, pas de println pour déboguer.",
    "Kotlin 代码里不要用 println 调试。",
])
def test_a_language_that_names_the_code_a_rule_is_on_asks_no_language(rule: str) -> None:
    assert _verdict(rule, _JS) != "broken"


_DUMP = "```python\ndef refund(order):\n    print(\"DEBUG refund\", order.id)\n    return order.total\n```"
_OUTPUT = "```python\nfor n in range(1, 4):\n    print(n * 7)\n```"


@pytest.mark.parametrize("rule", [
    "Python 代码里别用 print 调试，请用 logging。",
    "Python のコードでは print でデバッグしないでください。",
    "Python 코드에서는 print로 디버깅하지 마세요.",
])
def test_print_refused_for_debugging_in_cjk(rule: str) -> None:
    assert _verdict(rule, _DUMP) == "broken"
    assert _verdict(rule, _OUTPUT) == "obeyed"  # a program's own output is no debugging


def test_sql_keywords_in_capitals_leave_quoted_identifiers_alone() -> None:
    rule = "Write SQL keywords in upper case."
    assert _verdict(rule, '```sql\nSELECT "order", `group`, [from] FROM archive WHERE id = 3;\n```') == "obeyed"
    assert _verdict(rule, '```sql\nSELECT "order" FROM archive where id = 3;\n```') == "broken"


@pytest.mark.parametrize(("message", "language"), [
    ("Vertaal naar het Duits: 'Goedemorgen allemaal.'", "de"),
    ("Kun je dit vertalen naar het Engels?", "en"),
    ("Traduci nell'inglese questa frase.", "en"),
    ("Übersetze das ins Englische.", "en"),
])
def test_the_language_a_translation_is_asked_into(message: str, language: str) -> None:
    assert target_language(message) == language


def test_dutch_unless_a_translation_is_asked_for() -> None:
    rule = "Antwoord altijd in het Nederlands, behalve als ik om een vertaling vraag."
    assert _verdict(rule, "Good morning, everyone.", "Vertaal naar het Engels: 'Goedemorgen allemaal.'") == "obeyed"
    assert _verdict(rule, "The shop opens at nine in the morning.", "Hoe laat gaat de winkel open?") == "broken"


def test_a_commit_message_in_an_inline_code_span() -> None:
    rule = "Commit messages in English, please; we can talk in Portuguese."
    user = "Sugere uma mensagem de commit para a nova página de login."
    assert _verdict(rule, "Proposta: `feat: adiciona a nova página de login com a opção de lembrar o utilizador`", user) == "broken"
    assert _verdict(rule, "Proposta: `feat: add the new login page with a remember-me option for returning users`", user) == "obeyed"


def test_a_phrase_banned_in_customer_drafts() -> None:
    rule = "For customer e-mails: never write 'we regret to inform you'."
    draft = "Hi Tom,\n\nWe regret to inform you that the item is out of stock.\n\nBest,\nThe team"
    assert _verdict(rule, draft, "Draft an e-mail to a customer about the missing item.") == "broken"
    # the chat itself is not a customer draft
    assert _verdict(rule, "We regret to inform you that the build failed twice.", "Why did CI fail?") != "broken"


@pytest.mark.parametrize(("reply", "outcome"), [
    ("Oh man, nope pal. The flag was removed in v3.", "broken"),
    ("Yeah pal, that works.", "broken"),
    ("Ask a pal to review the diff.", "obeyed"),       # someone else, not the user
    ("Sorry, the pal who wrote this left.", "obeyed"),
])
def test_a_term_of_address_after_an_interjection(reply: str, outcome: str) -> None:
    assert _verdict("don't call me pal or chief", reply) == outcome


def test_a_heading_ban_beside_a_ban_on_bold_stand_ins() -> None:
    rule = "Bold lines posing as headings are out too. No headings at all."
    assert _verdict(rule, "## Setup\n\nInstall it.\n\n## Use\n\nRun it.") == "broken"
    assert _verdict(rule, "**Setup**\n\nInstall it.\n\n**Use**\n\nRun it.") == "broken"
    assert _verdict(rule, "Install it, then run it.") == "obeyed"
    # "use ## if you need one" asks for no heading ban
    assert _verdict("If you need a heading, use ##, never bold lines as fake headings.",
                    "## Setup\n\nInstall it.") == "obeyed"


_STEPS = "1. Unplug the router.\n2. Hold the reset button for ten seconds.\n3. Plug it back in."
_ITEMS = "1. Basil\n2. Thyme\n3. Rosemary"


@pytest.mark.parametrize("rule", [
    "Bullet points, not numbered lists (unless the order actually matters).",
    "Keine nummerierten Listen, es sei denn, die Reihenfolge ist wichtig.",
    "Pas de listes numérotées, sauf pour des étapes.",
    "Nada de listas numeradas, salvo para pasos.",
    "Use bullets rather than numbers, except for step-by-step instructions.",
])
def test_a_numbered_list_ban_excepting_order(rule: str) -> None:
    assert _verdict(rule, _STEPS, "How do I reset my router?") != "broken"
    assert _verdict(rule, _ITEMS, "Which herbs grow well indoors?") == "broken"


def test_an_exception_that_names_no_order_keeps_the_ban() -> None:
    assert _verdict("No numbered lists, except in tables.", _STEPS, "How do I reset my router?") == "broken"


@pytest.mark.parametrize("message", ["怎么给路由器恢复出厂设置？", "如何重置路由器？", "공유기를 어떻게 초기화하나요?"])
def test_a_how_to_question_in_chinese_and_korean_asks_for_steps(message: str) -> None:
    assert _verdict("Number the steps of any procedure.", "- 拔掉电源\n- 按住复位键\n- 重新插上", message) == "broken"


def test_a_chinese_question_of_what_happened_asks_for_no_steps() -> None:
    assert _verdict("Number the steps of any procedure.", "- 网络断了\n- 路由器坏了", "路由器怎么了？") != "broken"


@pytest.mark.parametrize(("rule", "outcome"), [
    ("Put a cap on the number of emoji.", None),           # a limit with no number: unchecked, never "use emoji"
    ("Limit the emoji: two at most.", "broken"),
    ("Begrenze die Emojis auf zwei.", "broken"),
])
def test_a_cap_on_emoji_is_no_demand_for_them(rule: str, outcome: str | None) -> None:
    if outcome is None:
        proposal = propose_check(rule)
        assert proposal is None or "emoji" not in (proposal.check.reply.format if proposal.check.reply else ())
        return
    assert _verdict(rule, "Shipped 🚀 and tagged 🎉 and merged ✅.") == outcome
    assert _verdict(rule, "Shipped 🚀 and tagged.") == "obeyed"


@pytest.mark.parametrize("rule", [
    "No 🔥 or 💯, and no other emoji either.",
    "Pas de 🔥 ni de 💯, et aucun autre emoji non plus.",
    "Kein 🔥, kein 💯 und auch sonst keine Emojis.",
])
def test_named_emoji_and_the_others_refused_is_a_ban_on_all(rule: str) -> None:
    assert _verdict(rule, "Merged it 👍") == "broken"
    assert _verdict(rule, "Merged it.") == "obeyed"


def test_named_emoji_refused_alone_leave_the_others() -> None:
    assert _verdict("Never use 🔥 or 💯.", "Merged it 👍") != "broken"


_TICK_LINQ = "```csharp\nvoid Tick()\n{\n    var alive = units.Where(u => u.Hp > 0).ToList();\n}\n```"
_TICK_LOOP = "```csharp\nvoid Tick()\n{\n    foreach (var u in units) { if (u.Hp > 0) Count++; }\n}\n```"
_AWAKE_LINQ = "```csharp\nvoid Awake()\n{\n    cache = units.Where(u => u.Hp > 0).ToList();\n}\n```"


@pytest.mark.parametrize("rule", [
    "Game scripts: no LINQ inside Tick() or LateTick(), it allocates.",
    "Kein LINQ in Tick() oder LateTick().",
    "Pas de LINQ dans Tick() ni LateTick().",
    "Nada de LINQ dentro de Tick().",
    "Tick() の中で LINQ を使わないで。",
])
def test_a_construct_refused_inside_named_functions(rule: str) -> None:
    assert _verdict(rule, _TICK_LINQ) == "broken"
    assert _verdict(rule, _TICK_LOOP) == "obeyed"       # the function named is the place, not a refused call
    assert _verdict(rule, _AWAKE_LINQ) != "broken"      # LINQ elsewhere is not refused


def test_a_call_refused_inside_a_named_function() -> None:
    rule = "Never use GetComponent() inside Tick()."
    assert _verdict(rule, "```csharp\nvoid Tick()\n{\n    var rb = GetComponent();\n}\n```") == "broken"
    assert _verdict(rule, "```csharp\nvoid Awake()\n{\n    rb = GetComponent();\n}\n```") != "broken"


def test_a_plain_call_ban_still_reads_the_call() -> None:
    assert _verdict("Never use eval() in code.", "```python\ndef tick():\n    return eval(expr)\n```") == "broken"


def test_the_function_scoped_check_round_trips() -> None:
    from memlock_core.compliance.check import parse_check_field
    proposal = propose_check("Kein LINQ in Tick() oder LateTick().")
    assert proposal is not None
    assert parse_check_field(proposal.check.to_dict()) == proposal.check
    assert proposal.describe() == "no LINQ inside Tick() or LateTick()"


_BR = "Você pode baixar o arquivo no celular e depois fazer o cadastro na tela de registro."
_PT = "Pode descarregar o ficheiro no telemóvel e depois fazer o registo no ecrã de registo."


@pytest.mark.parametrize(("rule", "wrong", "right"), [
    ("Write European Portuguese, never Brazilian.", _BR, _PT),
    ("Portuguese as in Portugal, please.", _BR, _PT),
    ("Rispondi in portoghese europeo.", _BR, _PT),
    ("Brazilian Portuguese for every answer.", _PT, _BR),
])
def test_the_portuguese_variety_named_in_english_and_italian(rule: str, wrong: str, right: str) -> None:
    assert _verdict(rule, wrong) == "broken"
    assert _verdict(rule, right) == "obeyed"


def test_the_users_own_portuguese_is_no_variety_rule() -> None:
    proposal = propose_check("I'm studying European Portuguese, but answer me in English.")
    assert proposal is not None and proposal.check.reply is not None and proposal.check.reply.spelling is None


@pytest.mark.parametrize("rule", [
    "Kotlin code: every public function gets a KDoc comment.",
    "Kotlin-Code: keine Tabs, nur Leerzeichen.",
    "Code Kotlin : pas de println pour déboguer.",
])
def test_a_language_set_as_the_topic_before_a_colon_asks_no_language(rule: str) -> None:
    assert _verdict(rule, _JS) != "broken"


def test_a_banned_phrase_beside_a_demand_on_the_ending() -> None:
    rule = "For customer e-mails: never write 'we regret to inform you', and always sign with [Your Name]."
    draft = "Hi Tom,\n\nWe regret to inform you that the item is out of stock.\n\nBest,\n[Your Name]"
    assert _verdict(rule, draft, "Draft an e-mail to a customer about the missing item.") == "broken"
    clean = "Hi Tom,\n\nThe item is out of stock until May.\n\nBest,\n[Your Name]"
    assert _verdict(rule, clean, "Draft an e-mail to a customer about the missing item.") == "obeyed"
