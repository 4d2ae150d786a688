"""Recall of reply-form rules (round 6, cform4): data sizes asked in binary units over a list of refused units,
the space between a number and its unit asked in Japanese / Chinese / Korean, a size the user wrote said back.
Every wording was written for this test, none copied from a set."""
from __future__ import annotations

import pytest
from compliance_judge import judge

CASES = [
    # binary data units, the refused ones written as a slash list, the subject a German compound ("Datenvolumen")
    ("Für Datenvolumen bitte IEC-Einheiten (MiB, GiB) und nicht MB/GB.", "Das Backup hat 12 GB.", "broken"),
    ("Für Datenvolumen bitte IEC-Einheiten (MiB, GiB) und nicht MB/GB.", "Das Backup hat 12 GiB.", "obeyed"),
    ("Data sizes in binary units (KiB/MiB), not kB/MB.", "The cache holds about 300 MB.", "broken"),
    ("Data sizes in binary units (KiB/MiB), not kB/MB.", "The cache holds about 300 MiB.", "obeyed"),
    ("Pour les données, unités binaires (Mio ou MiB), jamais MB/GB.", "La base fait 3 GB.", "broken"),
    # the space between number and unit, asked in CJK; the quantity touching CJK script on either side
    ("数値と単位の間にスペースを入れてください", "重さは約3.5kgです。", "broken"),
    ("数値と単位の間にスペースを入れてください", "重さは約 3.5 kg です。", "obeyed"),
    ("数字和单位之间要加空格", "距离大约12km。", "broken"),
    ("数字和单位之间要加空格", "距离大约 12 km。", "obeyed"),
    ("숫자와 단위 사이에 공백을 넣어 주세요", "무게는 20kg입니다.", "broken"),
    ("a space between the number and the unit, always", "It was -4°C this morning.", "broken"),
    ("a space between the number and the unit, always", "It was -4 °C this morning.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", CASES)
def test_form(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_user_size_said_back() -> None:
    rule = "Memory and disk sizes in GiB, never GB."
    user = "My laptop has a 512-GB SSD, why do I only see 476 GiB?"
    reply = "The maker counts 512 GB as 512·10⁹ bytes, which is about 476 GiB."
    assert judge(rule, reply, user)[0] == "obeyed", judge(rule, reply, user)
    # a decimal size of the reply's own is still a breach
    assert judge(rule, "It is about 476 GiB; plan 20 GB for the OS.", user)[0] == "broken"
    # with no binary size beside it, the user's figure said back in the decimal unit is the reply's choice
    assert judge(rule, "A 512 GB drive is fine.", user)[0] == "broken"


def test_unit_edges() -> None:
    from memlock_core.compliance.unit_style import UNIT_SPACE, unit_style_verdict

    assert unit_style_verdict(UNIT_SPACE, "H2O, MP3, 5G and the 1990s")[0] == "not_applicable"
    assert unit_style_verdict(UNIT_SPACE, "pick 3-5kg")[0] == "not_applicable"  # a range keeps its old reading


NAMES = [
    # a rule that lists names to write "correctly": the listed name with other capitals is a breach, outside code
    ("Please always write product names correctly: TypeScript, npm, YouTube.", "Compile it with Typescript first.", "broken"),
    ("Please always write product names correctly: TypeScript, npm, YouTube.", "Compile it with TypeScript first.", "obeyed"),
    ("Please always write product names correctly: TypeScript, npm, YouTube.",
     "Run `npx typescript --version` or see https://youtube.com/x.", "not_applicable"),
    ("Schreib Markennamen bitte immer richtig: YouTube, iPhone.", "Das Video liegt auf Youtube.", "broken"),
    ("Écris correctement les noms de produits : iPhone, LinkedIn.", "Sur Linkedin, ouvre ton profil.", "broken"),
    ("Écris correctement les noms de produits : iPhone, LinkedIn.", "Sur LinkedIn, ouvre ton profil.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", NAMES)
def test_names_written_right(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_writing_well_names_nothing() -> None:
    from memlock_core.compliance.propose import propose_check

    proposal = propose_check("Write the code correctly in TypeScript, with tests.")
    assert proposal is None or not proposal.check.reply or not proposal.check.reply.word_case


MORE_LANGUAGES = [
    ("Rozmiary plików podawaj w jednostkach binarnych (GiB/MiB), nie GB/MB.", "Kopia ma 40 GB.", "broken"),
    ("Rozmiary plików podawaj w jednostkach binarnych (GiB/MiB), nie GB/MB.", "Kopia ma 40 GiB.", "obeyed"),
    ("Объём памяти пиши в двоичных единицах (GiB), а не GB.", "Серверу нужно 8 GB.", "broken"),
    ("Zet altijd een spatie tussen het getal en de eenheid.", "De fles bevat 2L.", "broken"),
    ("Sayı ile birim arasında boşluk bırak.", "Mesafe 12km.", "broken"),
    ("Sayı ile birim arasında boşluk bırak.", "Mesafe 12 km.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", MORE_LANGUAGES)
def test_more_languages(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def _call(rule: str, tool: str, args: dict[str, str]) -> str:
    from memlock_core.anchor import Anchor
    from memlock_core.compliance.evaluate import check_tool_call
    from memlock_core.compliance.propose import propose_check

    proposal = propose_check(rule)
    assert proposal is not None, rule
    [verdict] = check_tool_call([Anchor(id="p", text=rule, reminder=rule, check=proposal.check)], tool, args)
    return verdict.outcome


def test_emoji_fine_in_talk_banned_in_written_things() -> None:
    judge_call = _call

    rule = "Emoji are welcome in the chat, just keep them out of source code, docstrings and documentation."
    assert judge_call(rule, "Write", {"file_path": "docs/setup.md", "content": "# Setup 🚀\n\nRun it."}) == "broken"
    assert judge_call(rule, "Write", {"file_path": "docs/setup.md", "content": "# Setup\n\nRun it."}) == "obeyed"
    assert judge_call(rule, "Edit", {"file_path": "app.py", "old_string": "x = 1",
                                     "new_string": "x = 1  # magic ✨"}) == "broken"
    assert judge(rule, "Done, enjoy 😄")[0] != "broken"  # the talk keeps them
    assert judge(rule, "```js\n// ready 🚀\nstart();\n```")[0] == "broken"  # a code block the reply shows
    assert judge(rule, "```js\nstart();\n```")[0] == "obeyed"
    # a plain ban on emoji in code alone stays a reply-code rule, not one about documents
    from memlock_core.compliance.emoji_rule import written_places
    assert written_places("No emoji in code blocks.") == ""
    assert written_places("Emojis are fine in chat, and in code or docs too.") == ""  # an allowance, no ban


LENGTH = [
    # a one-unit adjective before the answers, scoped to closed questions
    ("one-sentence answers for yes/no questions", "Yes. It also works on Windows, with a flag.", "broken", "Does it run on Windows?"),
    ("one-sentence answers for yes/no questions", "Yes, with the --win flag.", "obeyed", "Does it run on Windows?"),
    ("single-line replies for yes-or-no questions", "No.\nIt needs root.", "broken", "Can I run it as a normal user?"),
    # code blocks left out of a line limit, said in French
    ("Au plus 3 lignes, hors blocs de code.", "Lance :\n\n```sh\nmake\nmake test\nmake install\n```\n\nC'est tout.",
     "obeyed", None),
    ("Au plus 3 lignes, blocs de code non compris.", "Lance :\n\n```sh\nmake\nmake test\nmake install\n```\n\nC'est tout.",
     "obeyed", None),
    ("Au plus 3 lignes, hors blocs de code.", "Un.\nDeux.\nTrois.\nQuatre.", "broken", None),
]


@pytest.mark.parametrize("rule,reply,outcome,user", LENGTH)
def test_length_forms(rule: str, reply: str, outcome: str, user: str | None) -> None:
    assert judge(rule, reply, user)[0] == outcome, judge(rule, reply, user)


def test_one_line_for_a_topic_stays_unread() -> None:
    from memlock_core.compliance.reply_rule import parse_reply_rule

    assert not parse_reply_rule("one-line answers for anything about git").clauses


HEADINGS = [
    # a level allowed in one sentence, the others banned after their marks in the next (verb-final languages)
    ("見出しは ## までにして。# と ### は使わないこと", "# まとめ\n\n## 手順\n\n本文。", "broken"),
    ("見出しは ## までにして。# と ### は使わないこと", "## 手順\n\n本文。", "obeyed"),
    ("标题只用 ##，# 和 ### 不要用", "### 步骤\n\n内容。", "broken"),
    ("Use ## headings; # and ### are not allowed.", "# Guide\n\nText.", "broken"),
    ("Use ## headings; # and ### are not allowed.", "## Guide\n\nText.", "obeyed"),
]


@pytest.mark.parametrize("rule,reply,outcome", HEADINGS)
def test_heading_levels_banned_after(rule: str, reply: str, outcome: str) -> None:
    assert judge(rule, reply)[0] == outcome, judge(rule, reply)


def test_heading_marks_listed_not_banned() -> None:
    from memlock_core.compliance.reply_shape import heading_level_only

    assert heading_level_only("Use ## and ### headings.") is None
    assert heading_level_only("## だけ使って、# と ### は使わないで") == 2  # the allowed run is not in the banned list
