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
