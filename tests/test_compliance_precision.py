"""Reply rules read for what they exempt (issue 21): a line limit whose rule leaves code out counts the prose
only. Cases written for these tests, in several languages."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge

_SCRIPT = "```python\n" + "\n".join(f"x{i} = {i}" for i in range(12)) + "\n```"


@pytest.mark.parametrize("rule", [
    "at most 4 lines per answer; code blocks don't count",
    "höchstens 4 Zeilen pro Antwort, Codeblöcke zählen nicht",
    "máximo 4 líneas por respuesta, sin contar el código",
    "4 lignes maximum, les blocs de code ne comptent pas",
])
def test_a_line_limit_that_leaves_code_out(rule):
    short = f"Here it is.\n\n{_SCRIPT}\n\nRun it once."
    long_prose = "\n".join(f"Line {i} of explanation." for i in range(7)) + f"\n\n{_SCRIPT}"
    assert judge(rule, short)[0] == "obeyed"
    assert judge(rule, long_prose)[0] == "broken"


def test_a_code_block_limit_is_still_one():
    assert judge("keep code blocks under 5 lines", f"Here.\n\n{_SCRIPT}")[0] == "broken"


@pytest.mark.parametrize("reply, outcome", [
    ("Upgrade to IntelliJ 2023.3.2 before the course.", "not_applicable"),  # a product's version
    ("Wir nutzen Unity 2022.3.10 im Projekt.", "not_applicable"),
    ("Deadline 2024.3.15 for the draft.", "broken"),  # the first word of a sentence names no product
    ("Das Treffen ist am Freitag, 2024.3.15.", "broken"),
])
def test_a_version_after_a_product_name_is_no_date(reply, outcome):
    assert judge("dates as YYYY-MM-DD", reply)[0] == outcome
