"""A compound number said in words ("a hundred and fifty", "cent quatre-vingt-dix", "hundertfünfundzwanzig",
"thirty-five", "septante-cinq") read as digits.

The rule parse reads one number word at a time, so "nothing longer than about a hundred and fifty words" was read as a
limit of 50 words (the last word it knew), "cent quatre-vingt-dix mots" as 180 and then "dix", "thirty-five words" as
five; and detection saw a quantity of its own in a restatement of "Keep replies under 150 words". This module rewrites,
in English, French (with the Belgian and Swiss septante / huitante / octante / nonante), German, Spanish, Italian,
Portuguese and Dutch, a hundred followed by what is below it (1 to 99), and a tens word joined to a unit ("vingt-cinq",
"fünfundzwanzig", "treinta y cinco", "trentacinque", "vijfentwintig"), into digits before the parse reads the rule.
French builds 70 to 99 on 60 and 80 ("soixante-quinze", "quatre-vingt-dix-neuf"); each language's compounds are
built here by its own rule from the words of memlock_core/number_lexicon.py. A lone "hundred", a lone unit or a lone
plain tens word is left to the readers that already know it; "pour cent", "per cento" are no hundreds. Pure and
memoised by text.
"""
from __future__ import annotations

import functools
import re

from memlock_core.number_lexicon import HUNDREDS, SMALL, TENS, forms
from memlock_core.regex_cache import rx

__all__ = ["with_number_phrases"]

_LANGS = ("en", "fr", "de", "es", "it", "pt", "nl")
_GLUED = frozenset({"de", "it", "nl"})  # a compound is one word ("fünfundzwanzig", "trentacinque")


def _units(lang: str, low: int = 1, high: int = 9) -> list[tuple[str, int]]:
    return [(w, v) for v in range(low, high + 1) for w in forms(SMALL[lang][v])]


def _tens(lang: str) -> list[tuple[str, int]]:
    return [(w, 10 * (i + 2)) for i, entry in enumerate(TENS[lang][:8]) for w in forms(entry)]


def _compounds(lang: str) -> list[tuple[str, int]]:
    """Each tens word joined to a unit, by the language's rule of composition."""
    out: list[tuple[str, int]] = []
    for ten, value in _tens(lang):
        if lang == "fr" and ten.endswith("-dix"):  # soixante-dix, quatre-vingt-dix: 60 / 80 and a teen
            base = ten[:-4]
            out += [(f"{base}-{w}", value - 10 + v) for w, v in _units(lang, 11, 19)]
            out += [(f"{base}-et-{w}", value + 1) for w in forms(SMALL[lang][11])]
        elif lang == "fr":
            out += [(f"{ten}-et-{w}", value + 1) for w in forms(SMALL[lang][1])]
            out += [(f"{ten}-{w}", value + v) for w, v in _units(lang, 1 if ten.startswith("quatre-vingt") else 2)]
        elif lang == "en":
            out += [(f"{ten}-{w}", value + v) for w, v in _units(lang)]
        elif lang == "de":
            out += [(f"{w}und{ten}", value + v) for w, v in _units(lang)]
        elif lang == "nl":
            out += [(f"{w}{join}{ten}", value + v) for w, v in _units(lang) for join in ("en", "ën")]
        elif lang == "es":
            if value == 20:  # veintiuno, veintidós: one word, the accent kept or not
                out += [(f"veinti{w}", value + v) for w, v in _units(lang)]
                out += [(f"veinti{w}", 20 + v) for w, v in (("ún", 1), ("dós", 2), ("trés", 3), ("séis", 6))]
            else:
                out += [(f"{ten} y {w}", value + v) for w, v in _units(lang)]
        elif lang == "it":  # trentacinque, ventuno, ventotto (the final vowel dropped), ventitré
            out += [(ten[:-1] + w if w[0] in "uo" else ten + w, value + v) for w, v in _units(lang)]
            out.append((f"{ten}tré", value + 3))
        elif lang == "pt":
            out += [(f"{ten} e {w}", value + v) for w, v in _units(lang)]
    return out


def _regional(lang: str) -> list[tuple[str, int]]:
    """Tens words other readers do not know: the Belgian and Swiss forms (every form after the first)."""
    return [(w, 10 * (i + 2)) for i, entry in enumerate(TENS[lang][:8]) for w in forms(entry)[1:]
            if lang == "fr" and "-" not in w and not w.startswith("quatre")]


def _pattern(words: list[str], glued: bool) -> str:
    """One alternation, the longest first; a hyphen or a space between the parts of a spaced language."""
    alts = sorted(set(w.lower() for w in words), key=lambda w: (-len(w), w))
    esc = [re.escape(w) for w in alts]
    return "|".join(e if glued else re.sub(r"(?:\\-|\\ )", r"[\\s-]+", e) for e in esc)


def _key(text: str) -> str:
    return re.sub(r"[\s-]+", "-", text.casefold())


@functools.lru_cache(maxsize=None)
def _tables(lang: str) -> tuple[dict[str, int], dict[str, int], re.Pattern[str], re.Pattern[str] | None]:
    """(compounds below 100, everything below 100 a hundred may take, the compound pattern, the hundreds pattern)."""
    glued = lang in _GLUED
    compounds = {_key(w): v for w, v in _compounds(lang) + _regional(lang)}
    below = {**{_key(w): v for w, v in _units(lang, 1, 19) + _tens(lang)}, **compounds}
    edge_l, edge_r = r"(?<![\w-])", r"(?![\w-])"
    compound_rx = rx(rf"{edge_l}(?P<rest>{_pattern(list(compounds), glued)}){edge_r}", re.I)
    rest = _pattern(list(below), glued)
    units = _pattern([w for w, _ in _units(lang)], glued)
    not_percent = r"(?<!\bpour\s)(?<!\bpor\s)(?<!\bper\s)"
    if lang == "en":
        head = rf"(?P<h>a|one|{units})\s+hundred(?:\s+and)?\s+"
    elif lang == "fr":
        head = rf"{not_percent}(?:(?P<h>{_pattern([w for w, _ in _units(lang, 2)], False)})[\s-]+)?cents?[\s-]+"
    elif lang == "de":
        head = rf"(?P<h>{units})?hundert(?:und)?"
    elif lang in HUNDREDS and lang in ("es", "it", "pt"):
        hundreds = "|".join(re.escape(f) for entry in HUNDREDS[lang] for f in entry.split("|"))
        join = {"es": r"\s+", "it": "", "pt": r"\s+e\s+"}[lang]
        head = rf"{not_percent}(?P<hh>{hundreds}){join}"
    else:
        return compounds, below, compound_rx, None
    hundred_rx = rx(rf"{edge_l}{head}(?P<rest>{rest}){edge_r}", re.I)
    return compounds, below, compound_rx, hundred_rx


def _hundreds_value(lang: str, m: re.Match[str]) -> int:
    if "hh" in m.groupdict() and m.group("hh"):
        word = m.group("hh").casefold()
        return next(i + 1 for i, entry in enumerate(HUNDREDS[lang]) if word in entry.casefold().split("|"))
    h = m.group("h")
    if not h or h.casefold() in ("a", "one"):
        return 1
    return dict((_key(w), v) for w, v in _units(lang))[_key(h)]


# no tens or hundreds word begins anywhere: nothing to read (the first four letters of each, from the lexicon)
_GATE = rx("|".join(sorted({re.escape(w[:4]) for lang in _LANGS for entry in (*TENS[lang], *HUNDREDS.get(lang, ()))
                            for w in re.split(r"[\s|-]+", entry) if len(w) >= 4} | {"zig", "tig", "inient", "inhent"})),
           re.I)


@functools.lru_cache(maxsize=4096)
def with_number_phrases(text: str) -> str:
    """``text`` with each compound number said in words written as digits."""
    if not _GATE.search(text):
        return text
    out = text
    for lang in _LANGS:
        compounds, below, compound_rx, hundred_rx = _tables(lang)
        if hundred_rx is not None and hundred_rx.search(out):
            out = hundred_rx.sub(lambda m: str(100 * _hundreds_value(lang, m) + below[_key(m.group("rest"))]), out)
        if compound_rx.search(out):
            out = compound_rx.sub(lambda m: str(compounds[_key(m.group("rest"))]), out)
    return out
