"""A legend of emoji ("✅ done, ❌ failed") before "no other emoji" keeps the legend's emoji (emoji_others._legend)."""
from __future__ import annotations

import pytest

from memlock_core.anchor import Anchor
from memlock_core.compliance.evaluate import check_reply
from memlock_core.compliance.propose import propose_check


def _outcome(rule: str, reply: str) -> str:
    proposal = propose_check(rule)
    assert proposal is not None
    anchor = Anchor(id="e", text=rule, reminder=rule, check=proposal.check)
    found = check_reply([anchor], reply, user_message="how did the pipeline go?")
    return found[0].outcome if found else "none"


@pytest.mark.parametrize("rule", [
    "🟢 green, 🔴 red. Nothing else emoji-wise.",
    "Mark results with 👍 for good and 👎 for bad; no other emoji.",
    "🟢 pour OK, 🔴 pour KO. Aucun autre emoji.",
    "🟢 bestanden, 🔴 durchgefallen. Keine anderen Emojis.",
    "🟢 = listo / 🔴 = roto, ningún otro emoji.",
])
def test_the_legend_emoji_are_kept_and_the_others_refused(rule: str) -> None:
    kept = "🟢 🔴" if "🟢" in rule else "👍 👎"
    first, second = kept.split()
    assert _outcome(rule, f"Unit tests {first}\nE2E {second}") == "obeyed"
    assert _outcome(rule, f"Unit tests {first} 🎉") == "broken"


@pytest.mark.parametrize("rule", [
    "No 🎈 or 🎂, and no other emoji either.",
    "🎈 and 🎂 are banned. No other emoji either.",
])
def test_named_emoji_refused_with_the_others_stay_refused(rule: str) -> None:
    assert _outcome(rule, "Unit tests 🎈") == "broken"
