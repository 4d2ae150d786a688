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
