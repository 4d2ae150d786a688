"""The shared negation lexicon: each narrow parser refuses with the same words, in several languages."""
from __future__ import annotations

import re

from memlock_core.compliance.negation import NEG, NEGATORS, REFUSAL
from memlock_core.compliance.shell_options import long_options_rule
from memlock_core.compliance.sql_select import select_star_rule
from memlock_core.compliance.tool_flags import mentions_flags


def test_the_tiers_nest() -> None:
    refusal = re.compile(rf"^(?:{REFUSAL})$", re.I)
    for word in ("never", "no", "jamais", "kein", "keinesfalls", "nunca", "não", "geen", "without", "sans", "sem", "avoid"):
        assert refusal.match(word), word
    whole = re.compile(rf"^(?:{NEG})$", re.I)
    for word in ("never", "rather than", "anstatt", "hör auf mit", "никогда", "żadnych", "zonder"):
        assert whole.match(word), word
    assert not re.match(rf"^(?:{NEGATORS})$", "without")  # "without prompting" refuses no flag


def test_sql_star_refused_in_any_language_the_lexicon_has() -> None:
    for clause in ("Do not use SELECT * in queries.", "Pas de SELECT * dans les requêtes.",
                   "Kein SELECT * in Abfragen.", "Nunca uses SELECT * en las consultas.", "Nooit SELECT * gebruiken."):
        assert select_star_rule(clause), clause
    assert not select_star_rule("SELECT * is fine for quick checks.")


def test_short_options_refused_before_the_long_ones_asked() -> None:
    assert long_options_rule("Use long options like --recursive in shell commands.")
    assert not long_options_rule("Don't bother with long options like --recursive.")


def test_a_flag_sentence_without_a_negator_still_asks_for_the_flag() -> None:
    assert mentions_flags("Always pass --yes so apt runs without prompting.")
    assert mentions_flags("Immer --dry-run übergeben, ohne Rückfrage.")
    assert not mentions_flags("Never pass --force to git push.")
    assert not mentions_flags("Nie --force an git push übergeben.")
