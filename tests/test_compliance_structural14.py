"""Structural reply rules read by class (round 14b): ISO timestamps with their numeric offset, heading levels,
units in documents written, clocks, sources, scripts, SQL case, kept terms. Sentences are our own; each class has
harmless look-alikes that must keep their verdict."""
from __future__ import annotations

from typing import Any

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply, check_tool_call
from memlock_core.compliance.propose import propose_check


def _anchor(rule: str) -> Anchor:
    proposal = propose_check(rule)
    return Anchor(id="p", text=rule, reminder=rule, check=None if proposal is None else proposal.check)


def reply(rule: str, text: str, user: str | None = None) -> str:
    verdicts = check_reply([_anchor(rule)], text, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


def tool(rule: str, name: str, args: dict[str, Any], user: str | None = None) -> str:
    verdicts = check_tool_call([_anchor(rule)], name, args, user_message=user)
    return verdicts[0].outcome if verdicts else "none"


# ── ISO timestamps: the offset is the time's zone, never a time of its own ──────────────────────────────────────
ZONE_RULE = "Timestamps in ISO 8601, always with the time zone offset or Z."


@pytest.mark.parametrize("text", [
    "The job ran from 2024-03-02T23:15:00+02:00 until 2024-03-03T01:40:00+02:00.",
    "Le déploiement commence le 2024-07-09T06:00-04:00.",
    "Der Lauf startete 2024-11-30 18:05:12.250+0100 und endete um 2024-11-30T19:00:00Z.",
])
def test_iso_offset_is_the_zone(text: str) -> None:
    assert reply(ZONE_RULE, text) == "obeyed"


@pytest.mark.parametrize("text", [
    "The job ran from 2024-03-02T23:15:00 until 2024-03-03T01:40:00.",   # no offset at all
    "The window is 2024-03-04 09:00-12:00.",                               # a range, not an offset
    "It starts at 2024-03-02T23:15:00+02:00 and the review is at 14:30.",
])
def test_times_without_zone_still_break(text: str) -> None:
    assert reply(ZONE_RULE, text) == "broken"


def test_utc_rule_reads_a_zero_offset_as_utc() -> None:
    rule = "Give every time in UTC."
    assert reply(rule, "Backups finish at 2024-05-01T03:00:00+00:00.") == "obeyed"
    assert reply(rule, "Backups finish at 2024-05-01T03:00:00+09:00.") == "broken"


# ── heading levels: "H2 for sections, never H1" sets where headings start; deeper ones stay free ─────────────────
@pytest.mark.parametrize("rule", [
    "Use H2 for sections, never H1.",
    "Sections get ## headings; never a single # one.",
    "Verwende ## für Abschnitte, nie #.",
    "Usa ## para las secciones, nunca #.",
    "Titres de section en ##, jamais de #.",
])
def test_a_floor_level_leaves_subsections_free(rule: str) -> None:
    assert reply(rule, "## Setup\n\nInstall it.\n\n### On macOS\n\nUse brew.") == "obeyed"
    assert reply(rule, "# Setup\n\nInstall it.") == "broken"


@pytest.mark.parametrize("rule", [
    "Only ## headings, never #.",                          # "only": that level alone
    "## headings at most; never # or ###.",               # the deeper level refused too
    "Utilise des titres ## pour chaque section, pas de #.",  # every section at that level
])
def test_one_level_rules_still_refuse_subsections(rule: str) -> None:
    assert reply(rule, "## Setup\n\nInstall it.\n\n### On macOS\n\nUse brew.") == "broken"


PAGE_RULE = "Section headings are H2, never H1 - our wiki page already shows a title."


def test_a_page_rule_reaches_the_document_written() -> None:
    assert tool(PAGE_RULE, "Write", {"file_path": "docs/howto.md", "content": "# How to\n\n## Step one\nDo it.\n"}) == "broken"
    assert tool(PAGE_RULE, "Write", {"file_path": "docs/howto.md", "content": "## Step one\nDo it.\n\n### Note\nOk.\n"}) \
        == "obeyed"
    assert reply(PAGE_RULE, "# How to\n\nDo it.") == "broken"       # the reply too
    assert tool(PAGE_RULE, "Write", {"file_path": "src/app.py", "content": "# comment\nx = 1\n"}) == "none"


def test_a_reply_rule_without_a_page_leaves_documents_alone() -> None:
    rule = "Use H2 for sections in your replies, never H1."
    assert tool(rule, "Write", {"file_path": "README.md", "content": "# Tool\n\n## Install\n"}) == "none"


# ── Korean: 헤딩 and 제목 name headings (not a commit's or a mail's subject) ─────────────────────────────────────────
@pytest.mark.parametrize("rule", ["답변에 헤딩은 쓰지 마세요.", "응답에 제목을 달지 마세요.", "제목(헤딩) 없이 답해 주세요."])
def test_korean_heading_bans(rule: str) -> None:
    assert reply(rule, "## 준비\n설치하세요.\n\n## 실행\n실행하세요.") == "broken"
    assert reply(rule, "설치한 다음 실행하세요.") != "broken"


def test_korean_mail_subject_is_no_heading() -> None:
    assert reply("메일 제목은 짧게 써 주세요.", "## 준비\n설치하세요.") != "broken"
