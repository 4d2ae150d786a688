"""Round-14 word- and mark-level reply rules: an emoji gesture after a plural ("stop with the emojis 🙏"), a count
kept beside "only at the end", the mark a numbered list is written with ("'1.' not '1)'"). Our own wordings, with
look-alikes that must stay as they were."""
from __future__ import annotations

import pytest

from memlock_core.compliance import numbering_style
from tests.compliance_judge import proposed_reply_check, reply_outcome

# ── an emoji written after a plural word for emoji is a gesture, not the one emoji banned ─────────────────────────


@pytest.mark.parametrize("rule", ["Stop with the emojis 🙄", "Can you drop the emojis please 🙏",
                                  "Arrête avec les émojis 🙏", "Hör auf mit den Emojis 🙏", "Basta de emojis, por favor 🙏"])
def test_gesture_after_a_plural_bans_every_emoji(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "no_emoji" in check["format"], check
    assert reply_outcome(rule, "Sounds good, see you at ten ✅") == "broken"
    assert reply_outcome(rule, "Sounds good, see you at ten.") == "obeyed"


@pytest.mark.parametrize("rule", ["Don't use the 🚀 emoji", "never this emoji 🔥"])
def test_a_pointed_emoji_stays_the_one_banned(rule: str) -> None:
    check = proposed_reply_check(rule)
    assert check is not None and "no_emoji" not in check.get("format", ()), check
    assert reply_outcome(rule, "Deployed, all green ✅") != "broken"


# ── "at most N emoji, only at the end": both the place and the count ───────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "ok", "too_many"), [
    ("One emoji max, and only at the very end of a reply", "Backup done 👍", "Backup done 👍👍"),
    ("Höchstens zwei Emojis, und nur am Ende.", "Backup fertig 👍🎉", "Backup fertig 👍🎉🔥"),
])
def test_end_only_keeps_its_count(rule: str, ok: str, too_many: str) -> None:
    assert reply_outcome(rule, ok) == "obeyed"
    assert reply_outcome(rule, too_many) == "broken"
    assert reply_outcome(rule, "👍 " + ok) == "broken"


# ── the mark of a numbered list, read from the marks the rule shows ─────────────────────────────────────────────────


@pytest.mark.parametrize(("rule", "token"), [
    ("Number the steps as 1. 2. 3., never 1) 2) 3)", "numbered_dot"),
    ("For numbered items write (1), (2) and not 1. or 1)", "numbered_wrapped"),
    ("Numérote les étapes avec « 1) » et pas « 1. »", "numbered_paren"),
    ("Nummeriere Listen mit 1., nicht mit (1) oder 1)", "numbered_dot"),
    ("Para las listas numeradas usa 1) en vez de 1.", "numbered_paren"),
    ("手順の番号は「1.」で、「1)」は使わないでください", "numbered_dot"),
    ("번호는 (1) 말고 1. 형식으로 써 주세요", "numbered_dot"),
])
def test_number_mark_rule_parsed(rule: str, token: str) -> None:
    assert numbering_style.parse(rule.replace("\n", " ")) == token or token in (proposed_reply_check(rule) or {}).get(
        "format", ()), rule


@pytest.mark.parametrize("clause", ["Use numbered steps (1., 2., 3.)", "Python 3.1 not 2.7", "Step 1. then step 2.",
                                    "Give me 1) a summary and 2) the risks"])
def test_number_mark_look_alikes_not_parsed(clause: str) -> None:
    assert numbering_style.parse(clause) == ""


def test_number_mark_verdicts() -> None:
    rule = "Number the steps as 1. 2. 3., never 1) 2) 3)"
    assert reply_outcome(rule, "1) Pull.\n2) Build.\n3) Deploy.") == "broken"
    assert reply_outcome(rule, "First (1) pull, then (2) build, then (3) deploy.") == "broken"
    assert reply_outcome(rule, "1. Pull.\n2. Build.\n3) Deploy.") == "broken"
    assert reply_outcome(rule, "1. Pull.\n2. Build.\n3. Deploy.") == "obeyed"
    assert reply_outcome(rule, "Yes, the build is cached (see the CI log).") == "not_applicable"
    assert reply_outcome(rule, "Run it:\n```\n1) not a list\n```") == "not_applicable"
