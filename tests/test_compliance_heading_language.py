"""The language of the headings alone (heading_language.py): own sentences in several languages, and look-alikes."""
from __future__ import annotations

import pytest

from memlock_core.compliance.heading_language import verdict
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize("rule, code", [
    ("Section headings in Spanish, please.", "es"),
    ("Titres de section en français.", "fr"),
    ("Überschriften bitte auf Englisch.", "en"),
    ("見出しは日本語にしてください。", "ja"),
    ("소제목은 영어 말고 한국어로 부탁해요.", "ko"),
    ("标题用中文，不要英文。", "zh"),
])
def test_headings_language_read_on_headings(rule: str, code: str) -> None:
    found = propose_check(rule)
    assert found is not None and found.check.reply is not None
    assert found.check.reply.language == code
    assert dict(found.check.reply.only_in).get("language") == "headings"
    assert "headings" not in found.check.reply.format and "no_titles" not in found.check.reply.format


@pytest.mark.parametrize("rule", [
    "Answer in Spanish and use headings.",  # the reply's language, headings asked for
    "No headings in English answers.",
    "Use headings for long answers.",
])
def test_not_this_kind(rule: str) -> None:
    found = propose_check(rule)
    assert found is None or found.check.reply is None or dict(found.check.reply.only_in).get("language") != "headings"


def test_cjk_headings_told_by_script() -> None:
    assert verdict("ko", "## Getting Started Guide\n## 설치\n\ntext", None)[0] == "broken"
    assert verdict("ko", "## Docker Compose 설정\n\ntext", None)[0] == "obeyed"  # a term beside Hangul
    assert verdict("ko", "plain text, no heading", None)[0] == "not_applicable"
