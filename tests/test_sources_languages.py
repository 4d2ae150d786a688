"""Where the links go, said in Swedish, Polish, Dutch or Russian: a section at the bottom, not in the text; a rule on
"all links" speaks of replies that give some. Examples written for these tests."""
from __future__ import annotations

import pytest

from tests.compliance_judge import judge


@pytest.mark.parametrize("rule", [
    "Put all links in a 'Sources' list at the bottom, never inside the text.",
    "Samla alla länkar i en lista 'Källor' längst ner, inte i själva texten.",
    "Wszystkie linki daj w sekcji 'Źródła' na końcu, nie w tekście.",
    "Zet alle links onderaan onder 'Bronnen', niet in de tekst.",
])
def test_links_at_the_bottom(rule: str) -> None:
    assert judge(rule, "It uses TLS 1.3.\n\n**Sources**\n- https://example.org/tls")[0] == "obeyed", rule
    assert judge(rule, "It uses TLS 1.3 (see https://example.org/tls) by default.")[0] == "broken", rule
    assert judge(rule, "Start with a short summary, then the steps.", "How do I structure a README?")[0] == "not_applicable"
