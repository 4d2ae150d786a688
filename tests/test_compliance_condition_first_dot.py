"""A consent condition put first before a main clause naming a file with a dot ("Unless I sign off, don't touch
settings.toml"): the dot of the file name is no sentence end (clause_order)."""
from __future__ import annotations

import pytest

from memlock_core.compliance.clause_order import condition_last
from memlock_core.compliance.propose import propose_check


@pytest.mark.parametrize(("text", "moved"), [
    ("Unless I sign off, don't touch settings.toml.", "Don't touch settings.toml unless I sign off."),
    ("Unless I agree, never edit docker-compose.yml. Reading it is fine.",
     "Never edit docker-compose.yml unless I agree. Reading it is fine."),
    ("Before you run deploy.sh, ask me.", "Ask me before you run deploy.sh."),
])
def test_the_file_name_stays_whole(text: str, moved: str) -> None:
    assert condition_last(text) == moved


def test_the_consent_rule_reads_the_file() -> None:
    proposal = propose_check("Unless I sign off, don't touch settings.toml.")
    assert proposal is not None and proposal.check.tool is not None
    rule = proposal.check.tool.forbid[0]
    assert "settings.toml" in rule.paths and rule.consent


def test_a_sentence_end_still_ends_the_main_clause() -> None:
    assert condition_last("Before merging, ask me. Then tag it.") == "Ask me before merging. Then tag it."
