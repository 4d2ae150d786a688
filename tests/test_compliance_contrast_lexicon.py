"""One list of the words that set a refused form beside the wanted one (compliance/negation.py ``CONTRAST``), read
by the numbering-mark, decimal-mark and person-of-address readers; each still reads, and still leaves out, what it
did before the lists were merged."""
from __future__ import annotations

import re

from memlock_core.compliance import document_scope, numbering_style, unit_style
from memlock_core.compliance.negation import CONTRAST, contrast


def test_contrast_is_one_alternation_longest_first() -> None:
    words = contrast().split("|")
    assert set(words) == set(CONTRAST.split("|"))
    assert words.index("non") < words.index("no") and words.index("nicht") < words.index("nie")
    assert "mai" in contrast(more="mai").split("|")
    assert "avoid" not in contrast(without="avoid|sin").split("|")


def test_numbering_reader_refuses_after_every_word_of_the_list() -> None:
    for cue in ("rather than", "plutôt que", "statt", "en lugar de", "invece di", "nem", "keinesfalls"):
        assert numbering_style._REFUSE.search(f"1. {cue} 1)"), cue
    assert not numbering_style._REFUSE.search("use 1. for the steps")


def test_person_of_address_reader_keeps_its_own_words() -> None:
    assert document_scope.person_bans("Write in the second person ('you'), never 'the user'") == ("the user", "The user")
    assert document_scope.person_bans("Im Hilfeartikel die zweite Person („du“), nicht „der Nutzer“")
    # "avoid" is not among the words this reader takes (kept as it was)
    assert document_scope.person_bans("Use the second person ('you'); avoid 'the user'") == ()


def test_decimal_reader_sees_an_example_shown_as_the_wrong_way() -> None:
    assert unit_style._INSTEAD_BEFORE.search("Schreib 1.000,50 statt ")
    assert unit_style._INSTEAD_BEFORE.search("écris 1 000,50 plutôt que « ")
    assert not unit_style._INSTEAD_BEFORE.search("Write numbers like ")
    assert re.fullmatch(r"[^|]+(?:\|[^|]+)*", contrast(more="anstelle von"))
