"""One number-word table for detection (memlock_core/detection/number_words.py): which words count where."""
from memlock_core.detection.number_words import number_words
from memlock_core.detection.rule_identity import numbers
from memlock_core.detection.shortened import _tokens


def test_articles_are_not_ones_outside_english_for_short_restatements() -> None:
    words = number_words(english_from=0, others_from=2, upto=10)
    assert words["three"] == "3" and words["trois"] == "3" and words["drei"] == "3" and words["три"] == "3"
    assert "un" not in words and "ein" not in words and "uma" not in words and "cero" not in words
    assert words["one"] == "1" and words["zero"] == "0"
    assert "5" in _tokens("max. vijf zinnen")
    assert "1" not in _tokens("un fichier de notes")


def test_rule_identity_reads_every_language_one_to_twelve() -> None:
    assert numbers("une seule phrase") == frozenset({"1"})
    assert numbers("höchstens zwölf Zeilen") == frozenset({"12"})
    assert numbers("máximo tres frases") == frozenset({"3"})
    assert numbers("не больше пяти предложений") == frozenset()  # an inflected form is not the table's word
    assert numbers("ровно две строки") == frozenset({"2"})


def test_italian_sei_is_never_six() -> None:
    for kwargs in ({"english_from": 0, "others_from": 0, "upto": 12}, {"english_from": 1, "others_from": 2, "upto": 10}):
        assert "sei" not in number_words(**kwargs)
