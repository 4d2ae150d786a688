"""Keyword probes: deriving them from an instruction and finding them in text, in any script.

A probe is a short casefolded string. Words in space-separated scripts become word probes; runs of
Han, Kana, Thai and similar unspaced scripts become character bigrams, so a pin written in Chinese
gets probes too. Short probes must match a whole word (``test`` never matches ``latest``); longer
ones must start at a word boundary but may continue (``bullet`` matches ``bulleted``).
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any, Sequence

from memlock_core.detection.scripts import FUNCTION_CHARS, is_unspaced
from memlock_core.detection.typo_mend import MIN_TYPO_WORD, letters_swapped
from memlock_core.errors import UsageError
from memlock_core.regex_cache import rx

MAX_PROBES = 5
SHORT_PROBE = 4  # probes this short (or shorter) must match a whole word

_APOSTROPHES = "'’"

# Words that appear in nearly every instruction or sentence; they prove nothing about one pin.
_STOPWORDS = frozenset("""
a an the and or but nor if then else of in on at to for from by with without within into onto
about above below over under up down out off as is are was were be been being am do does did done
doing have has had having will would shall should can could may might must i me my mine we us our
you your yours he him his she her it its they them their this that these those there here what
which who whom whose when where why how all any each every some no not only own same so than too
very just also still yet again ever even more most less such both either neither one ones other
others via per please kindly let lets make sure ensure thing things something anything everything
always never use using used answer answers reply replies respond response responses write writing
keep keeping give against across instead whenever unless until every time times don't dont do't won't can't isn't aren't i'm you're it's
le la les un une des de du et ou en au aux ce ces cette est sont pas ne que qui pour par sur dans avec
toujours jamais vous tu il elle nous ils mais
el la los las un una unos unas de del y o en con por para que es son no siempre nunca usted tu
der die das ein eine und oder nicht ist sind mit für von zu im in auf immer nie bitte sie du
и в во не на с со что как это по к у о из за для от до бы же ли всегда никогда пожалуйста вы ты
""".split())


class ProbeError(UsageError):
    """Probes were given in a shape memlock cannot use."""


def normalize(text: str) -> str:
    """NFKC + casefold: the form both probes and searched text are compared in."""
    return unicodedata.normalize("NFKC", text).casefold()


def _bigrams(run: list[str]) -> list[str]:
    """Bigrams of an unspaced run, split at function characters (never bridging a gap)."""
    grams: list[str] = []
    segment: list[str] = []
    for ch in run + ["\0"]:
        if ch != "\0" and ch not in FUNCTION_CHARS:
            segment.append(ch)
            continue
        grams.extend((a + b).casefold() for a, b in zip(segment, segment[1:]))
        segment = []
    if not grams and len(run) == 1:
        grams.append(run[0])
    return grams


def _is_word_char(ch: str) -> bool:
    """Letters, digits and combining marks: Devanagari, Thai or Arabic vowel signs sit inside words,
    and ``str.isalnum`` (hence regex ``\\w``) would split ``हिंदी`` into meaningless fragments."""
    return ch.isalnum() or unicodedata.category(ch).startswith("M")


def _words(text: str) -> list[str]:
    """Maximal runs of word characters; an apostrophe between two of them stays inside (don't, l’eau)."""
    words: list[str] = []
    start = None
    for i, ch in enumerate(text):
        if _is_word_char(ch):
            if start is None:
                start = i if ch.isalnum() else None  # a word never starts with a stray mark
            continue
        if ch in _APOSTROPHES and start is not None and i + 1 < len(text) and text[i + 1].isalnum():
            continue
        if start is not None:
            words.append(text[start:i])
            start = None
    if start is not None:
        words.append(text[start:])
    return words


def _tokens(text: str) -> list[tuple[str, bool]]:
    """(token, is_acronym) pairs; unspaced runs split into bigrams."""
    out: list[tuple[str, bool]] = []
    for raw in _words(unicodedata.normalize("NFKC", text)):
        run: list[str] = []
        for ch in raw + "\0":
            if ch != "\0" and is_unspaced(ch):
                run.append(ch)
                continue
            if run:
                out.extend((gram, False) for gram in _bigrams(run))
                run = []
        spaced = "".join(c for c in raw if not is_unspaced(c))
        if spaced and not any(is_unspaced(c) for c in raw):
            out.append((spaced.casefold(), spaced.isupper() and len(spaced) >= 2))
    return out


def derive_probes(text: str, limit: int = MAX_PROBES) -> list[str]:
    """Pick up to ``limit`` distinctive probes from an instruction.

    Stopwords and instruction boilerplate ("always", "please", "answer") are dropped; among the rest
    longer words rank first (they are rarer), ties keep text order. Acronyms (``SQL``, ``CI``) and
    words with digits are kept even when short.
    """
    seen: dict[str, int] = {}
    ranked: list[tuple[int, int, str]] = []
    for pos, (tok, acronym) in enumerate(_tokens(text)):
        if tok in seen or tok in _STOPWORDS:
            continue
        unspaced = any(is_unspaced(c) for c in tok)
        has_digit = any(c.isdigit() for c in tok)
        if not (unspaced or acronym or has_digit or len(tok) >= 3):
            continue
        seen[tok] = pos
        weight = 6 if unspaced else (5 if acronym or has_digit else min(len(tok), 10))
        ranked.append((-weight, pos, tok))
    ranked.sort()
    chosen = sorted(ranked[:limit], key=lambda item: item[1])
    return [tok for _, _, tok in chosen]


MAX_GIVEN_PROBES = 16  # probes one instruction may carry
MAX_PROBE_CHARS = 80
# Bounds checked before any per-probe work (issue 24): a list longer than this, or an item longer than
# this before normalising, is refused on its size alone. Generous enough for duplicates and for NFKC
# shrinking a fullwidth or decomposed spelling.
MAX_PROBE_ITEMS = 4 * MAX_GIVEN_PROBES
MAX_RAW_PROBE_CHARS = 4 * MAX_PROBE_CHARS


def validate_probes(probes: Any) -> list[str] | None:
    """Check caller-supplied probes. ``None``/empty means "derive them"; a string is an error.

    Count and size first, then work: 100,000 probes are refused by one ``len()``, not after
    normalising and de-duplicating each one."""
    if probes is None:
        return None
    if isinstance(probes, (str, bytes)):
        raise ProbeError("probes must be a list of strings (e.g. [\"bullet\", \"points\"]), not a single string")
    if not isinstance(probes, (list, tuple)):
        raise ProbeError(f"probes must be a list of strings, got {type(probes).__name__}")
    if len(probes) > MAX_PROBE_ITEMS:
        raise ProbeError(f"at most {MAX_GIVEN_PROBES} probes per instruction (got {len(probes)})")
    for item in probes:
        if not isinstance(item, str):
            raise ProbeError(f"every probe must be a string, got {type(item).__name__}")
        if len(item) > MAX_RAW_PROBE_CHARS:
            raise ProbeError(f"a probe must be at most {MAX_PROBE_CHARS} characters")
    clean: dict[str, None] = {}  # insertion-ordered set: de-duplication in O(n)
    for item in probes:
        norm = " ".join(normalize(flatten(item)).split())  # flatten: no control chars, surrogates escaped
        if not norm:
            continue
        if len(norm) > MAX_PROBE_CHARS:
            raise ProbeError(f"a probe must be at most {MAX_PROBE_CHARS} characters")
        clean[norm] = None
        if len(clean) > MAX_GIVEN_PROBES:
            raise ProbeError(f"at most {MAX_GIVEN_PROBES} probes per instruction")
    return list(clean) or None


def _continues_word(ch: str) -> bool:
    """Is ``ch`` part of a spaced-script word (so a probe next to it is not at a word boundary)?"""
    if ch.isascii():
        return ch.isalnum()
    return _is_word_char(ch) and not is_unspaced(ch)


def _boundary_ok(text: str, pos: int, end: int, whole_word: bool) -> bool:
    if pos > 0 and _continues_word(text[pos - 1]):
        return False
    if whole_word and end < len(text) and _continues_word(text[end]):
        return False
    return True


# Inflection endings a word may carry in the languages memlock reads (plural, past, participle, gerund,
# German and Romance endings): "commas" is said as "comma", "ending" as "ends", "Stichpunkten" as
# "Stichpunkte". Two words are one word form when, past a common stem, each ends in one of these.
_ENDINGS = ("ing", "es", "ed", "en", "er", "s", "e", "d", "n", "a", "o", "i")
_SHORT_STEM_ENDINGS = ("", "ing", "es", "ed", "s", "e")  # after a 3-letter stem: "end" / "ends", not "dates" / "data"
MIN_STEM = 3
MIN_FORM = 5  # a probe this long may be found in another form of its word


def _stem_of(probe: str) -> str:
    """``probe`` without its inflection ending ("" when it has none or too little stays)."""
    for ending in _ENDINGS:
        if probe.endswith(ending) and len(probe) - len(ending) >= MIN_STEM:
            return probe[:-len(ending)]
    return ""


@lru_cache(maxsize=4096)
def _stems(probe: str) -> tuple[str, ...]:
    """The stems another inflected form of ``probe`` is found by (none for a short probe, a number, an unspaced
    script, or a word without an ending). English doubles a final consonant before -ing / -ed / -er: "committing"
    is "commit" too ("ll" and "ss" stay the stem's own: "spelling" is "spell")."""
    if len(probe) < MIN_FORM or not probe.isalpha() or any(is_unspaced(c) for c in probe):
        return ()
    stem = _stem_of(probe)
    if not stem or (len(stem) == MIN_STEM and probe[MIN_STEM:] not in _SHORT_STEM_ENDINGS):
        return ()
    if len(stem) > MIN_STEM and stem[-1] == stem[-2] and stem[-1] not in "aeiouls" and probe[len(stem):] in ("ing", "ed", "er"):
        return (stem, stem[:-1])
    return (stem,)


def _stem_found(stem: str, haystack: str) -> bool:
    """``stem`` at a word start of ``haystack``, followed by one ending of :data:`_ENDINGS` or none."""
    start = haystack.find(stem)
    while start >= 0:
        if start == 0 or not _continues_word(haystack[start - 1]):
            end = start + len(stem)
            rest = end
            while rest < len(haystack) and _continues_word(haystack[rest]):
                rest += 1
            ending = haystack[end:rest]
            if (ending == "" or ending in _ENDINGS) and rest - start >= 4 \
                    and (len(stem) > MIN_STEM or ending in _SHORT_STEM_ENDINGS):
                return True
        start = haystack.find(stem, start + 1)
    return False


MAX_GAP = 2  # function characters a restatement may put inside a probe's bigram


def _gapped_found(probe: str, haystack: str) -> bool:
    """Is the bigram ``probe`` in ``haystack`` with a particle put between its two characters? Probes are cut at
    function characters ("的", "は", "를" join no bigram), so the same words said with one more particle ("金额都保留"
    for "金额保留", "本番の環境" for "本番環境") hold the same bigram: the gap may hold only such characters, at
    most :data:`MAX_GAP` of them (a space or any other character ends it)."""
    if len(probe) != 2 or probe[1] in FUNCTION_CHARS:
        return False
    first, second = probe[0], probe[1]
    start = haystack.find(first)
    while start >= 0:
        pos = start + 1
        while pos < len(haystack) and pos - start - 1 < MAX_GAP and haystack[pos] in FUNCTION_CHARS:
            pos += 1
            if pos < len(haystack) and haystack[pos] == second:
                return True
        start = haystack.find(first, start + 1)
    return False


def probe_found(probe: str, haystack: str) -> bool:
    """Is ``probe`` (normalized) present in ``haystack`` (already normalized)? A probe of five letters or more
    is also found in another inflected form of its word: a word of ``haystack`` with its stem (:func:`_stems`) at
    a word start, then one ending of :data:`_ENDINGS` or none."""
    if not probe:
        return False
    if not probe.isascii() and any(is_unspaced(c) for c in probe):  # isascii: the common, C-fast case
        return probe in haystack or _gapped_found(probe, haystack)
    whole = len(probe) <= SHORT_PROBE
    start = haystack.find(probe)
    while start >= 0:
        end = start + len(probe)
        if _boundary_ok(haystack, start, end, whole):
            return True
        start = haystack.find(probe, start + 1)
    for stem in _stems(probe):  # mostly () or one stem absent from the text: a C-level test each
        if stem in haystack and _stem_found(stem, haystack):
            return True
    if whole and _short_form_found(probe, haystack):
        return True
    # the word typed with two neighbouring letters swapped ("smepre" for "sempre"; typo_mend.py)
    return len(probe) >= MIN_TYPO_WORD and probe.isalpha() and probe[0] in haystack \
        and any(letters_swapped(probe, w) for w in _same_length_words(haystack, len(probe)))


_WORD = rx(r"[^\W\d_]+")


def _same_length_words(haystack: str, length: int) -> tuple[str, ...]:
    return _words_by_length(haystack).get(length, ())


@lru_cache(maxsize=4096)
def _words_by_length(haystack: str) -> dict[int, tuple[str, ...]]:
    """The words of ``haystack`` in order, by length: one scan of a text serves every probe length asked of it."""
    out: dict[int, list[str]] = {}
    for word in _WORD.findall(haystack):
        out.setdefault(len(word), []).append(word)
    return {length: tuple(words) for length, words in out.items()}


_SHORT_VERB_ENDINGS = ("s", "es", "ed", "ing")


def _short_form_found(probe: str, haystack: str) -> bool:
    """A short English word of three or four letters said in another form: "logged" / "logging" / "logs" for "log",
    "pinned" for "pin", "using" for "use" (a final consonant doubled, a final "e" dropped before -ed / -ing). Only
    these verb endings, after the whole word: "login" is no form of "log", nor "data" of "dat"."""
    if not (3 <= len(probe) <= SHORT_PROBE and probe.isascii() and probe.isalpha()):
        return False
    base = probe[:-1] if probe.endswith("e") else probe
    start = haystack.find(base)
    while start >= 0:
        if start == 0 or not _continues_word(haystack[start - 1]):
            rest = start + len(base)
            while rest < len(haystack) and _continues_word(haystack[rest]):
                rest += 1
            ending = haystack[start + len(base):rest]
            if base != probe:  # "use": "used", "uses", "using"
                if ending in ("ed", "es", "ing"):
                    return True
            elif ending in _SHORT_VERB_ENDINGS or (ending[:1] == probe[-1] and ending[1:] in ("ed", "ing")
                                                   and probe[-1] not in "aeiouwxy"):
                return True
        start = haystack.find(base, start + 1)
    return False


def probe_hits(probes: Sequence[str], haystack: str) -> list[str]:
    return [p for p in probes if probe_found(p, haystack)]


_JOINERS = frozenset("\u200c\u200d")  # ZWNJ/ZWJ are part of Persian, Indic and emoji spellings


def _clean_char(c: str) -> str:
    category = unicodedata.category(c)
    if category == "Cs":  # a lone surrogate cannot be stored as UTF-8: keep it visible as an escape
        return f"\\u{ord(c):04x}"
    if category in ("Cc", "Cf", "Zl", "Zp") and c not in _JOINERS:  # bidi overrides, BOM, ... become spaces
        return " "
    return c


def flatten(text: str) -> str:
    """Collapse all whitespace (newlines, U+2028...), drop control characters, escape lone surrogates.

    Pinned text ends up as one line of the reminder block; flattening means it can never forge
    extra reminder lines or a fake marker line.
    """
    return " ".join("".join(_clean_char(c) for c in text).split())

