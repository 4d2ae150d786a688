"""TypeScript's `any` type forbidden: the rule read in several languages, the code's type positions checked."""
from __future__ import annotations

from memlock_core.anchor import Anchor
from memlock_core.compliance.code_blocks import no_any_rule
from memlock_core.compliance.evaluate import BROKEN, NOT_APPLICABLE, OBEYED, check_reply
from memlock_core.compliance.propose import propose_check


def _verdict(rule: str, reply: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    found = check_reply([Anchor(id="a", text=rule, reminder=rule, check=proposal.check)], reply)
    return found[0].outcome if found else NOT_APPLICABLE


def test_rule_wordings() -> None:
    assert no_any_rule("no `any` in our TS code")
    assert no_any_rule("Please avoid the any type.")
    assert no_any_rule("Bitte keine any-Typen.")
    assert no_any_rule("anyを使わないでください")
    assert no_any_rule("any 타입은 쓰지 마")
    assert no_any_rule("不要用 any 类型")
    assert not no_any_rule("don't use any emoji")
    assert not no_any_rule("never add any comments")
    assert not no_any_rule("any は使ってOK")


def test_any_in_type_positions_breaks() -> None:
    rule = "In TS code, no `any` please."
    assert _verdict(rule, "```ts\nconst cache: Map<string, any> = new Map();\n```") == BROKEN
    assert _verdict(rule, "```typescript\nfunction f(xs: any[]) { return xs.length; }\n```") == BROKEN
    assert _verdict(rule, "```ts\nconst v = JSON.parse(s) as any;\n```") == BROKEN


def test_unknown_and_prose_mentions_obey() -> None:
    rule = "anyは使わないで"
    reply = ("`any` ではなく `unknown` を使います。\n\n```ts\nfunction f(x: unknown): string {\n"
             "  // any is not used\n  return String(x);\n}\n```")
    assert _verdict(rule, reply) == OBEYED
    assert _verdict(rule, "```ts\nconst anyone: string[] = [\"any\"];\nif (items.some(isAny)) {}\n```") == OBEYED


def test_no_typescript_no_verdict() -> None:
    assert _verdict("no `any` in TypeScript", "```python\nx: Any = 1\n```") == NOT_APPLICABLE


def test_code_first_then_the_explanation() -> None:
    for rule in ("the code first, then explain it", "Erst den Code, danach die Erklärung.",
                 "Primero el código y después la explicación", "コードを先に、説明はその後で"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert "code:block_first" in proposal.check.reply.parts(), rule
    late = "Here is how it works: we split the text into words, count each one and keep the largest count.\n\n" \
           "```py\nmax(Counter(words).values())\n```"
    assert _verdict("the code first, then explain it", late) == BROKEN
    assert _verdict("the code first, then explain it", "```py\nmax(Counter(words).values())\n```\n\nCounts words.") == OBEYED


def test_line_width_in_code_said_with_words_between_or_in_other_languages() -> None:
    for rule, n in (("keep each line of the code under 90 chars", 90), ("Im Code bitte Zeilen unter 100 Zeichen", 100),
                    ("Dans le code, des lignes de moins de 72 caractères", 72)):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert f"style:max_line:{n}" in proposal.check.reply.parts(), rule
    assert propose_check("keep lines under 80 chars") is None  # no code named: the reply's own lines


def test_the_block_put_first_after_or_before_its_verb() -> None:
    for rule in ("show the failing command in a code block first", "zeig zuerst den Befehl in einem Codeblock"):
        proposal = propose_check(rule)
        assert proposal is not None and proposal.check.reply is not None, rule
        assert "code:block_first" in proposal.check.reply.parts(), rule
    for rule in ("First, put all code in code blocks.", "Always put code in code blocks, first and foremost"):
        proposal = propose_check(rule)
        assert proposal is None or proposal.check.reply is None or "code:block_first" not in proposal.check.reply.parts()
