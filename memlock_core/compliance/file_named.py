"""Does a user's message name a file by its words: "the pagination test" for ``test_pagination.py`` in the tests folder, "the
user model" for ``app/models/user_model.rb``, "die Preis-Utils" for ``src/price_utils.ts``, "el README" for
``README.md``.

Why a module of its own: a rule lifted by the user's say-so for a file ("never touch tests/ unless I say so") is
lifted by a message that names that file; people name files by the words of their name, seldom by the name
itself. A file is named when every word of its stem (split at ``_``, ``-``, ``.`` and camel case; a ``test``/
``spec`` prefix or suffix counts as the word "test") is a word of the message, singular or plural alike."""
from __future__ import annotations

import posixpath
import re

# what a test file's "test" part is called in a message, per language
_TEST_WORDS = frozenset({"test", "tests", "spec", "specs", "essai", "essais", "prueba", "pruebas", "テスト"})


def _fold(word: str) -> str:
    w = word.lower()
    return w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w


def stem_words(path: str) -> list[str]:
    """The words of a file's name without its extension: ``test_pagination.py`` -> ["test", "pagination"]."""
    base = posixpath.basename(path.rstrip("/"))
    stem = base.split(".", 1)[0] if not base.startswith(".") else base
    stem = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", stem)
    return [w.lower() for w in re.split(r"[_\-.\s]+", stem) if w]


def names_file(message: str, path: str) -> bool:
    """Every word of the file's stem is a word of the message (one word at least three letters long)."""
    words = stem_words(path)
    if not words or not any(len(w) >= 3 and w not in _TEST_WORDS for w in words):
        return False
    split = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", message)  # "PriceUtils": its words too
    said = {_fold(w) for w in re.findall(r"[^\W_]+", f"{message} {split}".lower())}
    if any(w in said for w in ("test", "spec", "essai", "prueba", "テスト")) or "テスト" in message:
        said |= {"test", "spec"}
    return all(_fold(w) in said or (w in _TEST_WORDS and "test" in said) for w in words)
