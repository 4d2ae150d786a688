"""Reply form rules read by class (creply13a): a part's length limit said with a pronoun after "but", heading levels
"up to ##" with the others banned in Japanese, a single title every reply opens with, lists "without numbers" in
Korean, Japanese and Chinese, and rules scoped to replies that offer options. Own wordings, with look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check
from memlock_core.compliance.reply_rule import parse_reply_rule


def _outcome(rule: str, reply: str, user: str | None = None) -> str:
    proposal = propose_check(rule)
    assert proposal is not None, rule
    anchor = Anchor(id="p", text=rule, reminder=rule, check=proposal.check)
    return check_reply([anchor], reply, user_message=user)[0].outcome


def _values(rule: str) -> set[str]:
    return {f"{c.object}:{c.value}" for c in parse_reply_rule(rule).clauses}


# -- a part's limit said with a pronoun ---------------------------------------------------------------------------
@pytest.mark.parametrize("rule, token", [
    ("Section titles are welcome, but keep them to 3 words at most", "heading:words:3"),
    ("Headers are OK but keep them under 6 words.", "heading:words:5"),
    ("Überschriften sind okay, aber halte sie unter 7 Wörtern.", "heading:words:6"),
    ("Bullet points are fine, but they should be no longer than 15 words.", "item:words:15"),
    ("Les titres, d'accord, mais garde-les à moins de 8 mots.", "heading:words:7"),
])
def test_pronoun_takes_the_part_named_before(rule: str, token: str) -> None:
    clauses = parse_reply_rule(rule).clauses
    assert any(c.object == "partlen" and c.value == token for c in clauses), clauses
    assert not any(c.object == "length" and c.value == "words" for c in clauses), clauses


@pytest.mark.parametrize("rule", [
    "Answers are fine but keep them under 90 words.",  # the reply itself: a reply length stays
    "Code is welcome, but keep the replies under 90 words.",
])
def test_pronoun_lookalikes_keep_the_reply_length(rule: str) -> None:
    assert any(c.object == "length" and c.value == "words" for c in parse_reply_rule(rule).clauses)


def test_pronoun_without_number_adds_nothing() -> None:
    assert not parse_reply_rule("Section titles are welcome, but keep them snappy.").clauses


def test_heading_limit_judges_headings_not_the_reply() -> None:
    rule = "Section titles are welcome, but keep them to 3 words at most"
    long_reply = "A long answer without any heading at all, which runs on well past three words of prose."
    assert _outcome(rule, long_reply) == "not_applicable"
    assert _outcome(rule, "## Set it up\n\nInstall the package and restart the server process now.") == "obeyed"
    assert _outcome(rule, "## How to set the whole thing up\n\nInstall it.") == "broken"


# -- heading levels: "up to ##", the others banned ---------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "見出しは ## までにして。# (H1) と ### 以下は使わないこと。",
    "見出しは ## まで。# や ### は使わないで。",
    "Titres : ## au maximum. Pas de # (H1) ni de ###.",
])
def test_heading_level_two_only(rule: str) -> None:
    clauses = parse_reply_rule(rule).clauses
    assert [(c.value, c.bound) for c in clauses] == [("heading_level_only", "2")], clauses
    assert _outcome(rule, "## 手順\n\n設定します。\n\n## 確認\n\n動かします。") == "obeyed"
    assert _outcome(rule, "# 手順\n\n設定します。") == "broken"
    assert _outcome(rule, "## 手順\n\n### 詳細\n\n設定します。") == "broken"


def test_heading_levels_up_to_named_level() -> None:
    clauses = parse_reply_rule("見出しは ### レベルまで").clauses
    assert [(c.value, c.bound) for c in clauses] == [("heading_levels", "1,2,3")], clauses


# -- a single title every reply opens with ------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "Open each reply with a single H1 title.",
    "Commence chaque réponse par un seul titre H1.",
    "Empieza cada respuesta con un único título H1.",
])
def test_single_title_every_reply(rule: str) -> None:
    assert _outcome(rule, "Plain prose, no title at all here.") == "broken"
    assert _outcome(rule, "# Virtual environments\n\nThey isolate packages.") == "obeyed"
    assert _outcome(rule, "# One\n\ntext\n\n# Two\n\nmore") == "broken"


def test_single_title_without_opening_verb_stays_optional() -> None:
    rule = "Use a single H1 title at most, never more than one H1."
    assert _outcome(rule, "Plain prose, no title at all here.") == "not_applicable"


# -- lists without numbers ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "목록은 번호 없이 대시(-)로만 작성해 주세요.",
    "목록에 번호를 붙이지 마세요.",
    "リストは番号なしでお願いします。",
    "列表不要编号。",
])
def test_lists_without_numbers(rule: str) -> None:
    values = _values(rule)
    assert "list:numbered" in values and "list:lists" not in values, values
    assert _outcome(rule, "1. 첫째\n2. 둘째\n3. 셋째") == "broken"
    assert _outcome(rule, "- 첫째\n- 둘째\n- 셋째") == "obeyed"
    assert _outcome(rule, "짧은 답입니다. 목록은 없습니다.") == "not_applicable"


def test_numbered_lists_asked_stay_asked() -> None:
    assert "list:numbered" in _values("手順は番号付きリストで書いて。")
    assert unnumbered_free("번호를 붙여 주세요.")


def unnumbered_free(rule: str) -> bool:
    return not any(c.polarity == "must_not" and c.value == "numbered" for c in parse_reply_rule(rule).clauses)


# -- rules scoped to replies that offer options ------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "If you offer me alternatives, list them as bullets.",
    "Quand tu me proposes des options, mets-les en liste à puces.",
    "Cuando me ofrezcas opciones, ponlas en viñetas.",
    "選択肢を示すときは箇条書きで。",
])
def test_options_scope(rule: str) -> None:
    assert all(c.when == "options" for c in parse_reply_rule(rule).clauses if c.object == "list")
    assert _outcome(rule, "Restart the service; the cache is rebuilt on start.", user="Why is it slow?") \
        == "not_applicable"
    assert _outcome(rule, "There are two options: Redis or Memcached. Redis keeps data on restart.",
                    user="Which cache?") == "broken"
    assert _outcome(rule, "- Redis: persistent\n- Memcached: simpler", user="Which cache?") == "obeyed"


def test_plain_bullet_rule_keeps_every_reply() -> None:
    rule = "Always answer as a bulleted list."
    assert all(c.when != "options" for c in parse_reply_rule(rule).clauses)


# -- %-formatting refused at the end of a sentence ----------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "Für Python bitte f-Strings statt % oder .format().",
    "Python: f-strings rather than .format() or %.",
    "En Python, usa f-strings en vez de .format() o %!",
])
def test_percent_format_refused(rule: str) -> None:
    assert _outcome(rule, "```python\nprint(\"%d files\" % n)\n```") == "broken"
    assert _outcome(rule, "```python\nprint(f\"{n} files\")\n```") == "obeyed"


# -- a usage example after each function ------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "Every function you write should come with a usage example.",
    "Après chaque fonction, ajoute un exemple d'utilisation.",
    "Zu jeder Funktion bitte ein Verwendungsbeispiel.",
    "Pon un ejemplo de uso después de cada función.",
    "関数を書いたら使用例も付けてください。",
])
def test_usage_example_per_function(rule: str) -> None:
    bare = "```python\ndef double(x):\n    return x * 2\n```\n\nIt doubles a number."
    called = "```python\ndef double(x):\n    return x * 2\n\nprint(double(4))  # 8\n```"
    inline = "```js\nfunction shout(s) {\n  return s.toUpperCase();\n}\n```\n\nFor example `shout(\"hi\")` gives `HI`."
    assert _outcome(rule, bare) == "broken"
    assert _outcome(rule, called) == "obeyed"
    assert _outcome(rule, inline) == "obeyed"
    assert _outcome(rule, "Add a `.gitignore` entry for `dist/`.") == "not_applicable"


def test_usage_example_recursion_is_no_example() -> None:
    rule = "Every function you write should come with a usage example."
    recursive = "```python\ndef fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\n```"
    assert _outcome(rule, recursive) == "broken"


def test_code_example_rule_unchanged() -> None:
    assert "code:example" in _values("Always include a code example when you explain an API.")


# -- comments only where they say why ---------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "Comments only when they explain why. Don't narrate what the code does.",
    "Pas de commentaires dans le code, sauf pour expliquer pourquoi.",
    "Keine Kommentare im Code, außer sie erklären, warum.",
    "Sin comentarios en el código, salvo que expliquen por qué.",
])
def test_why_comments(rule: str) -> None:
    assert not any(c.object == "code" and c.polarity == "must_not" for c in parse_reply_rule(rule).clauses)
    plain = "```python\ndef total(xs):\n    return sum(xs)\n```"
    why = "```python\ndef total(xs):\n    # floats drift, so we sum Decimals to match the ledger\n    return sum(xs)\n```"
    narrate = "```python\ndef total(xs):\n    # add up the list\n    return sum(xs)\n```"
    assert _outcome(rule, plain) == "obeyed"
    assert _outcome(rule, why) == "obeyed"
    assert _outcome(rule, narrate) == "broken"


def test_plain_no_comments_still_bans_reasons() -> None:
    rule = "No comments in the code."
    why = "```python\ndef total(xs):\n    # floats drift, so we sum Decimals\n    return sum(xs)\n```"
    assert _outcome(rule, why) == "broken"


# -- a script asked for: bash, with its set line ------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "Whenever I ask for a script, write it in bash with set -euo pipefail at the top.",
    "Quand je demande un script, fais-le en bash avec set -euo pipefail en tête.",
])
def test_script_request_wants_bash(rule: str) -> None:
    user = "Give me a script that backs up my photos."
    python = "```python\nimport shutil\nshutil.copytree('photos', 'backup')\n```"
    no_set = "```bash\n#!/usr/bin/env bash\ncp -r photos backup\n```"
    good = "```bash\n#!/usr/bin/env bash\nset -euo pipefail\ncp -r photos backup\n```"
    assert _outcome(rule, python, user=user) == "broken"
    assert _outcome(rule, no_set, user=user) == "broken"
    assert _outcome(rule, good, user=user) == "obeyed"


def test_script_rule_leaves_other_code_requests() -> None:
    rule = "Whenever I ask for a script, write it in bash with set -euo pipefail at the top."
    python = "```python\ndef area(r):\n    return 3.14159 * r * r\n```"
    assert _outcome(rule, python, user="What is the area of a circle in Python? Show a function.") != "broken"


# -- a call refused outside tests -------------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "No expect() outside of tests.",
    "Kein expect() außerhalb der Tests.",
    "Pas de expect() hors des tests.",
    "Nada de expect() fuera de los tests.",
])
def test_call_refused_outside_tests(rule: str) -> None:
    tested = ("```rust\npub fn half(n: u32) -> Option<u32> { n.checked_div(2) }\n\n#[cfg(test)]\nmod tests {\n"
              "    use super::*;\n    #[test]\n    fn halves() {\n        assert_eq!(half(4).expect(\"some\"), 2);\n    }\n}\n```")
    leaked = "```rust\npub fn read(p: &str) -> String {\n    std::fs::read_to_string(p).expect(\"read\")\n}\n```"
    assert _outcome(rule, tested) == "obeyed"
    assert _outcome(rule, leaked) == "broken"


def test_call_refused_everywhere_keeps_tests() -> None:
    rule = "Never use expect() in Rust code."
    tested = "```rust\n#[test]\nfn t() {\n    let x: Option<u8> = Some(1);\n    x.expect(\"one\");\n}\n```"
    assert _outcome(rule, tested) == "broken"


# -- a word limit that counts the code ---------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "Máximo 40 palabras, contando el código también.",
    "At most 40 words, counting the code.",
    "40 mots maximum, en comptant le code.",
    "Höchstens 40 Wörter, Code mitgezählt.",
])
def test_word_limit_counts_code(rule: str) -> None:
    assert parse_reply_rule(rule).count_code
    prose = " ".join(["palabra"] * 30)
    code = "```python\n" + "\n".join(f"value_{i} = compute(item_{i})" for i in range(12)) + "\n```"
    assert _outcome(rule, f"{prose}\n\n{code}") == "broken"
    assert _outcome(rule, prose) == "obeyed"


# -- %-placeholders in a logging call --------------------------------------------------------------------------
def test_logging_percent_placeholders() -> None:
    rule = "Python: f-strings only, never % formatting."
    assert _outcome(rule, "```python\nlog.warning(\"retry %s of %d\", name, n)\n```") == "broken"
    assert _outcome(rule, "```python\nlog.warning(f\"retry {name} of {n}\")\n```") == "obeyed"
    assert _outcome(rule, "```python\nratio = done % total\n```") == "obeyed"


# -- the language of the headings alone --------------------------------------------------------------------------
@pytest.mark.parametrize("rule, good, bad", [
    ("Überschriften bitte auf Deutsch.", "## Einrichtung der Datenbank\n\nText.", "## Getting started with the database\n\nText."),
    ("見出しは日本語で書いて。", "## インストール手順\n\n本文。", "## Installation steps\n\n本文。"),
    ("헤딩은 한국어로 써 주세요.", "## 설치 방법\n\n본문.", "## Next steps\n\n본문."),
])
def test_headings_language(rule: str, good: str, bad: str) -> None:
    clauses = parse_reply_rule(rule).clauses
    assert [(c.object, c.region) for c in clauses] == [("language", "only:headings")], clauses
    assert _outcome(rule, good) == "obeyed"
    assert _outcome(rule, bad) == "broken"
    assert _outcome(rule, "Just prose, no heading here.") == "not_applicable"


def test_reply_language_with_headings_stays_reply_language() -> None:
    clauses = parse_reply_rule("Antworte auf Deutsch, auch in den Überschriften.").clauses
    assert any(c.object == "language" and c.region == "" for c in clauses)


# -- a naming convention per language ----------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "camelCase in TypeScript, snake_case in Python; never mix them.",
    "Python en snake_case, JavaScript en camelCase.",
])
def test_naming_per_language(rule: str) -> None:
    js_snake = "```javascript\nfunction retryLater(delay_ms) {\n  return delay_ms * 2;\n}\n```"
    js_camel = "```javascript\nfunction retryLater(delayMs) {\n  return delayMs * 2;\n}\n```"
    py_snake = "```python\ndef retry_later(delay_ms):\n    return delay_ms * 2\n```"
    py_camel = "```python\ndef retryLater(delayMs):\n    return delayMs * 2\n```"
    assert _outcome(rule, js_snake) == "broken"
    assert _outcome(rule, js_camel) == "obeyed"
    assert _outcome(rule, py_snake) == "obeyed"
    assert _outcome(rule, py_camel) == "broken"


def test_one_convention_for_all_code_unchanged() -> None:
    from memlock_core.compliance.code_style import parse_code_style
    assert parse_code_style("Use snake_case for every variable in the code.") == ["naming:snake"]


# -- print() refused for debugging only --------------------------------------------------------------------------
@pytest.mark.parametrize("rule", [
    "No print() for debugging in Python, use logging.",
    "Kein print() zum Debuggen, nimm logging.",
    "Nada de print() para depurar, usa logging.",
    "Pas de print() pour le débogage.",
])
def test_print_refused_for_debugging(rule: str) -> None:
    assert _outcome(rule, "```python\nprint(\"Welcome to the quiz!\")\n```") == "obeyed"
    assert _outcome(rule, "```python\nfor n in range(3):\n    print(f\"{n} squared is {n * n}\")\n```") == "obeyed"
    assert _outcome(rule, "```python\nprint(f\"{payload=}\")\n```") == "broken"
    assert _outcome(rule, "```python\nprint(\"rows:\", rows)\n```") == "broken"
    assert _outcome(rule, "```python\nprint(resp.headers)\n```") == "broken"


def test_print_refused_outright_unchanged() -> None:
    assert _outcome("No print() calls in Python, use logging.", "```python\nprint(\"Welcome\")\n```") == "broken"


# -- a size after "short replies" is the replies' size, no heading length ---------------------------------------
@pytest.mark.parametrize("rule", [
    "No headings in short answers (under 150 words).",
    "Keine Überschriften in kurzen Antworten (unter 150 Wörtern).",
])
def test_short_reply_size_is_a_scope(rule: str) -> None:
    clauses = parse_reply_rule(rule).clauses
    assert not any(c.object == "partlen" for c in clauses), clauses
    assert any(c.object == "headings" and c.when == "words<150" for c in clauses), clauses


def test_heading_limit_after_a_part_stays() -> None:
    assert any(c.value == "heading:words:6" for c in parse_reply_rule("Headings, at most 6 words.").clauses)


def test_heading_marks_written_against_kana() -> None:
    clauses = parse_reply_rule("見出しは##まで。#や###は使わないで。").clauses
    assert [(c.value, c.bound) for c in clauses] == [("heading_level_only", "2")], clauses
    assert [(c.value, c.bound) for c in parse_reply_rule("見出しは##まで").clauses] == [("heading_levels", "1,2")]
