"""Material the reply mentions rather than says: the two address pronouns named as a pair, Korean words in single
quotes, and a line limit whose exception is worded with a preposition ("hors", "except", "außer"). Examples
written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge, proposed_reply_check


@pytest.mark.parametrize("rule, reply", [
    ("Vouvoyez-moi toujours.", "Vous pouvez dire « salut ». En anglais, tu ou vous se disent tous deux « you »."),
    ("Sprich mich immer mit Sie an.", "Im Englischen gibt es keinen Unterschied zwischen du und Sie. Sie sagen einfach \"you\"."),
])
def test_pronouns_named_as_a_pair_are_no_address(rule: str, reply: str) -> None:
    assert judge(rule, reply)[0] != "broken"


def test_an_informal_pronoun_that_addresses_the_user_still_breaks() -> None:
    assert judge("Vouvoyez-moi toujours.", "Tu peux essayer de redémarrer.")[0] == "broken"


def test_korean_words_in_single_quotes_are_quoted() -> None:
    reply = "'어디 가?'를 높여 말하면 '어디 가세요?'가 됩니다."
    assert judge("존댓말로 답해 주세요", reply)[0] == "obeyed"
    assert judge("존댓말로 답해 주세요", "그건 이렇게 하면 돼.")[0] == "broken"


@pytest.mark.parametrize("rule", [
    "Réponses de 4 lignes maximum, hors blocs de code.",
    "At most 4 lines per reply, except code blocks.",
    "Höchstens 4 Zeilen, außer Codeblöcke.",
])
def test_a_line_limit_with_code_excepted_by_a_preposition(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert check.get("max_lines") == 4 and check.get("except_in", {}).get("max_lines") == "code", check
    reply = "Voici :\n\n```sh\na\nb\nc\nd\ne\nf\n```\n\nC'est tout."
    assert judge(rule, reply)[0] == "obeyed"


@pytest.mark.parametrize("rule", [
    "Réponses de 4 lignes maximum, blocs de code non compris.",
    "At most 4 lines, code blocks not included.",
])
def test_a_code_exception_worded_after_the_blocks(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert check.get("except_in", {}).get("max_lines") == "code", check


def test_a_file_name_is_no_library_function_to_document() -> None:
    rule = "Toujours donner un lien vers la documentation officielle."
    reply = "Ajoute `\"noImplicitAny\": true` à ton `tsconfig.json`. Doc : https://www.typescriptlang.org/tsconfig"
    assert judge(rule, reply)[0] == "obeyed"


@pytest.mark.parametrize("rule", [
    "No shortened links (bit.ly, tinyurl.com and the like).",
    "Pas de liens raccourcis (bit.ly, tinyurl.com).",
    "Keine Links auf bit.ly oder tinyurl.com.",
])
def test_hosts_named_in_a_link_ban_narrow_it(rule: str) -> None:
    check = proposed_reply_check(rule) or {}
    assert "no_links" not in check.get("format", []), check
    assert {"no_site:bit.ly", "no_site:tinyurl.com"} <= set(check.get("source_rules", [])), check
    assert judge(rule, "Download it from https://www.python.org/downloads/")[0] != "broken"
    assert judge(rule, "Here: https://bit.ly/4abc")[0] == "broken"


def test_a_refused_host_is_matched_as_a_host() -> None:
    rule = "Never link to t.co."
    assert judge(rule, "See https://learn.microsoft.com/en-us/docs for this.")[0] != "broken"


def test_a_plain_link_ban_stays_one() -> None:
    assert "no_links" in (proposed_reply_check("No links in your replies.") or {}).get("format", [])
