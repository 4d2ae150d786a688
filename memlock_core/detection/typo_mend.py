"""A restatement typed fast: one of the pin's own words with a slipped letter ("without asikng me first", "use type
hnits", "Ninete abbreviazioni").

A user who says a rule again types it quickly. One slipped letter in a key word costs the restatement its probe (the
keyword search needs every probe), the rule parse its reading of the word (the consent in "asking", the ban in
"Niente") and sometimes the mood gate, so a rule the user had just restated was re-injected. The only dictionary here
is the pin's own words: a word of the live text is mended to a pin word when it is that word typed with one slip (two
adjacent letters swapped, an inner letter dropped or doubled), keeps its first and last letter and is no pin word
itself. A letter changed is no slip ("stating" is not "staging", "remote" not "remove"), and short words stay as
written. The mended text is then read by the same audit as any other (mood gate, probes, rule parse), so a
neighbour rule with a typo still reads as the neighbour it is.
"""
from __future__ import annotations

from functools import lru_cache

from memlock_core.regex_cache import rx

MIN_LETTERS = 5  # a pin word this long may be mended to; shorter words ("prod", "main") stay as written
# a word of prose, not a piece of a path, a file name, a flag or code ("src/dpeloy", "--forse", "`delte`")
_WORD = rx(r"(?<![\w/.`~$-])[^\W\d_]{4,}(?![\w/`]|\.\w)")


MIN_TYPO_WORD = 5  # two words this long differing by one swap are one word typed fast ("form" / "from" are two)


def letters_swapped(one: str, other: str) -> bool:
    """``other`` is ``one`` with two neighbouring letters swapped ("sempre" / "smepre"), case aside; words of
    :data:`MIN_TYPO_WORD` letters or more, the first letter kept. The probe search and the rule parse read a swapped
    word as its word; :func:`mended` also mends a dropped or doubled letter."""
    a, b = one.casefold(), other.casefold()
    return len(a) == len(b) >= MIN_TYPO_WORD and a != b and a[0] == b[0] and _slip(a, b)


def one_slip(word: str, key: str) -> bool:
    """``word`` is ``key`` typed with one slip: a letter dropped, two adjacent letters swapped, or a letter doubled. A
    letter changed is no slip: it makes real words of key words ("remote", "remove"). Shared with the rule parse's
    typo reading (compliance/rule_typos.py)."""
    if len(word) == len(key) - 1:
        return any(key[:i] + key[i + 1:] == word for i in range(1, len(key) - 1))
    if len(word) == len(key) + 1:
        return any(word[:i] + word[i + 1:] == key and word[i] == word[i - 1] for i in range(1, len(word) - 1))
    if len(word) == len(key):
        diff = [i for i in range(len(key)) if word[i] != key[i]]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and word[diff[0]] == key[diff[1]] and word[diff[1]] == key[diff[0]]
    return False


def _slip(word: str, key: str) -> bool:
    """``word`` is ``key`` typed with one slip (:func:`one_slip`), its first and last letter kept."""
    return word[0] == key[0] and word[-1] == key[-1] and one_slip(word, key)


# English endings a restatement may drop: "Before you aplpy any patch" slips on "apply" of the pin's "applying"
_ENDINGS = (("ing", ("", "e")), ("ed", ("", "e")), ("es", ("", "e")), ("s", ("",)))


# the words that make a sentence a request, mended too: "plesae skip the pictographs" is a rule the mood gate reads
MOOD_WORDS = frozenset("""please always never remember kindly bitte immer niemals toujours jamais siempre nunca sempre
""".split())


@lru_cache(maxsize=4096)
def _pin_words(pin: str) -> frozenset[str]:
    """The words a slip may be mended to: each pin word of :data:`MIN_LETTERS` or more, its English base form
    ("applying" -> "apply", "deleting" -> "delete"), and the request words of :data:`MOOD_WORDS`."""
    words: set[str] = set()
    for word in (w.casefold() for w in _WORD.findall(pin)):
        if len(word) >= MIN_LETTERS:
            words.add(word)
        for ending, restore in _ENDINGS:
            if word.endswith(ending) and word.isascii():
                words.update(base for r in restore if len(base := word[:-len(ending)] + r) >= MIN_LETTERS)
                break
    return frozenset(words | MOOD_WORDS)


@lru_cache(maxsize=4096)
def _by_ends(pin: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """:func:`_pin_words` by first and last letter: a slip keeps both, so a word is compared only with the few pin
    words that share them (a cold audit reads every word of a long live region; issue 23)."""
    index: dict[tuple[str, str], list[str]] = {}
    for key in _pin_words(pin):
        index.setdefault((key[0], key[-1]), []).append(key)
    return {ends: tuple(keys) for ends, keys in index.items()}


@lru_cache(maxsize=65536)
def mended(pin: str, text: str) -> str:
    """``text`` with each word that is one of ``pin``'s words typed with one slip written as the pin word (its first
    letter's case kept); ``text`` itself when it has none."""
    keys = _pin_words(pin)
    if not keys:
        return text
    by_ends = _by_ends(pin)
    if not any(_mends(low, keys, by_ends) for low in _distinct(text)):
        return text  # no word of the text is a pin word with a slip: most texts, read once per distinct word
    out: list[str] = []
    last = 0
    for start, end, word, low in _words(text):
        if low in keys or (low[0], low[-1]) not in by_ends:
            continue
        near = [k for k in by_ends[low[0], low[-1]] if abs(len(k) - len(low)) <= 1 and _slip(low, k)]
        if len(near) != 1:
            continue
        fixed = near[0].capitalize() if word[0].isupper() else near[0]
        out.append(text[last:start] + fixed)
        last = end
    return "".join(out) + text[last:] if out else text


def _mends(low: str, keys: frozenset[str], by_ends: dict[tuple[str, str], tuple[str, ...]]) -> bool:
    """Whether the case-folded word ``low`` is mended to exactly one pin word (the test of :func:`mended`'s loop)."""
    if low in keys or (low[0], low[-1]) not in by_ends:
        return False
    return sum(1 for k in by_ends[low[0], low[-1]] if abs(len(k) - len(low)) <= 1 and _slip(low, k)) == 1


@lru_cache(maxsize=65536)
def _distinct(text: str) -> frozenset[str]:
    """The case-folded prose words of ``text`` that :func:`mended` reads (as :func:`_words`), each once: a cold audit
    asks every live text for each drifted pin, and a long text repeats its words."""
    # each written form once, then folded: a long text repeats its words
    return frozenset(map(str.casefold, {w for w in _WORD.findall(text) if len(w) >= MIN_LETTERS - 1}))


@lru_cache(maxsize=65536)
def _words(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """(start, end, word, its case-folded form) of each prose word of ``text`` long enough to be mended: read once per
    text, whichever pins it is mended for."""
    return tuple((m.start(), m.end(), m.group(0), m.group(0).casefold()) for m in _WORD.finditer(text)
                 if len(m.group(0)) >= MIN_LETTERS - 1)
