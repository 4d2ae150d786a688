"""A rule said shorter: "use pnpm" for "Always use pnpm, never npm" (issue 22).

Users restate a standing rule in a few words, mostly as an item of their own list ("kebab-case
branches", "no paid services", "emoji-free replies"). Such a restatement holds too few of the pin's
probes for the keyword threshold, and no parse reads "no paid services". It is still the same rule
when it says nothing the pin does not say and enough of what it does:

* every content word of the unit is a word of the pin (compared by their first letters: "branches"
  is "branch"), so a narrower or different rule ("no secrets in logs" for "never commit secrets")
  brings a word of its own and is not one;
* it holds at least half of the pin's probes;
* it has the polarity of the pin's clause it matches ("use npm" is not "never use npm").

Words are compared after a small normalisation of how a rule is said short: an abbreviation is its
word ("msgs" is "messages", "deps" is "dependencies"), a word that only stresses the rule's reach
adds no object ("type hints everywhere", "metric units only"), and a place in the reply has one name
("TL;DR first line" is "a TL;DR line at the top"; "answer key at the end" is "... at the bottom").
A unit and a pin are also compared in one wording for what is said several ways (:data:`_SAID_AS_BAN`):
a ban by keeping a thing out or hands off ("Keep 'simply' out of the docs" is "no 'simply' in the docs"),
consent ("ask before new deps" is "no new deps without asking"), an upper bound ("max $50" is "don't
exceed $50") and an order ("explain, then code" is "explain before code", each word kept on its side).

The caller also vetoes a unit that names other quantities or carves an exception
(:func:`memlock_core.detection.rule_identity.says_other`), and reads this only for pins whose probes
memlock derived: probes the user gave are the user's own keyword test, with its threshold.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable, Sequence

from memlock_core.detection.number_words import number_words
from memlock_core.regex_cache import rx

STEM = 4  # words are compared by their first letters
MAX_WORDS = 12  # a restatement this short; longer units say more than a pin
_TOKEN = rx(r"[^\W\d_]+|\d+")
_STOP = frozenset("""a an the and or of in on to for with at by from all any every each my your our me you us please
it its is are be so as that this these those w o s t always ever just also here there when whenever
keep use make stick stay put give have get
everywhere anywhere throughout whatsoever only ll re ve d m per stuff thing things anything everything something
el la los las un una del con por para al siempre favor le les une des du au aux avec pour par toujours plaît
der die das den dem ein eine einen mit für auf im immer bitte os um uma do da em com sempre il lo gli
het een voor op altijd graag en dans nel
nur solo sólo solamente únicamente seulement uniquement soltanto unicamente somente apenas alleen enkel только лишь
solely exclusively exclusivement exclusivamente esclusivamente ausschließlich lediglich
de di van von zu
gebruik gebruiken utilise utilisez utiliser usa usar uses usare verwende verwenden benutze benutzen""".split())
# the generic verbs a rule is said with carry no object; a word that stresses the rule's reach ("everywhere",
# a closing "only": a narrowing "only in Makefiles" is vetoed by the caller's limiter check) adds none either;
# nor do the articles, prepositions, "always" / "please" and the verb "use" of the other languages memlock reads
_NEGATION = frozenset("""no not never don dont do does doesn without avoid nothing none nor stop free less
nunca jamás nada ningún ninguna sin jamais rien aucun aucune pas ne sans nie niemals nichts kein keine keinen
ohne nicht não nem sem mai niente senza non nooit geen niet zonder не нет без никогда ни""".split())
_CLAUSES = rx(r"[,;:]\s*|\s+but\s+|\s+(?=never\b|not\b|no\b)", re.IGNORECASE)


_NUMBER_WORDS = number_words(english_from=0, others_from=2, upto=10)  # "max. 5 zinnen", "tres frases"


# One word for what a short restatement abbreviates or names another way (see the module doc). A place in the
# reply: its start ("top", "first", "beginning") and its end ("bottom", "last", "end") are each one place.
_SAME_WORD = {"msg": "message", "msgs": "messages", "deps": "dependencies", "dep": "dependency",
              "docs": "documentation", "doc": "documentation", "db": "database", "dbs": "databases",
              "repo": "repository", "repos": "repositories", "env": "environment", "vars": "variables",
              "var": "variable", "fn": "function", "fns": "functions", "func": "function", "funcs": "functions",
              "first": "top", "beginning": "top", "start": "top", "bottom": "end", "last": "end",
              # a bound by its abbreviation: "máx. 3 frases" is "un máximo de tres frases", "max. 5 zinnen" "maximaal"
              **{w: "max" for w in "maximum maximal maximaal máximo maximo massimo máx höchstens maxi".split()},
              **{w: "min" for w in "minimum minimal minimaal mínimo minimo mínim mín mindestens".split()}}


def _tokens(text: str) -> list[str]:
    """Lower-cased words, a number word as its digits ("two decimals" is "2 decimals"), an abbreviation or
    a place word as its one name (:data:`_SAME_WORD`)."""
    words = (t.casefold() for t in _TOKEN.findall(text))
    return [_NUMBER_WORDS.get(t) or _SAME_WORD.get(t, t) for t in words]


def tokens(text: str) -> list[str]:
    """The words of ``text`` as a restatement is compared (:func:`_tokens`)."""
    return _tokens(text)


def stem(word: str) -> str:
    """A word by its first letters, as a restatement is compared (:func:`_stem`)."""
    return _stem(word)


def content_words(text: str) -> frozenset[str]:
    """The content words of ``text`` by their first letters, as a restatement is compared (module doc)."""
    return frozenset(_stem(t) for t in _tokens(text) if t not in _STOP and t not in _NEGATION)


def _stem(word: str) -> str:
    if len(word) == STEM and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]  # a short word in the plural is its word: "noms" is "nom", "tabs" is "tab"
    return word[:STEM]


_WITHOUT = frozenset("without sin sans ohne sem senza zonder".split())
# a consent by its first letters: asking, checking, permission, approval, preguntar, consultar, demander,
# autorisation, accord, Rückfrage, fragen, Erlaubnis, Zustimmung, Freigabe, perguntar, chiedere, vragen, toestemming
_CONSENT = ("ask", "chec", "perm", "appr", "preg", "cons", "dema", "auto", "acco", "rück", "frag", "erla", "zust",
            "frei", "perg", "chie", "vrag", "toes")


def _negated(tokens: Sequence[str]) -> bool:
    """A negation word, "without" (or its like) not counted before a consent ("restart it without asking"
    permits, it bans nothing: "never restart it without asking" is the ban)."""
    words = [t for t in tokens if t not in _WHOSE]
    return any(t in _NEGATION and not (t in _WITHOUT and nxt.startswith(_CONSENT))
               for t, nxt in zip(words, [*words[1:], ""]))


_WHOSE = frozenset("me my mi mis mon ma mes mein meine meiner meinen mio mia meu minha mijn".split())  # "sans me demander"


@lru_cache(maxsize=8192)
def _pin(text: str) -> tuple[frozenset[str], tuple[tuple[frozenset[str], bool], ...]]:
    """The pin's content stems, and each of its clauses as (content stems, negated)."""
    clauses = []
    for part in _CLAUSES.split(text):
        tokens = _tokens(part)
        content = frozenset(_stem(t) for t in tokens if t not in _STOP and t not in _NEGATION)
        if content:
            clauses.append((content, _negated(tokens) or "n't" in part or "n’t" in part))
    everything = frozenset().union(*(c for c, _ in clauses)) if clauses else frozenset()
    return everything, tuple(clauses)


_LEAD = rx(r"^[^—–:]{1,40}(?:—|–|:)\s+")  # "One more thing — always squash-merge": what follows the lead
# A frame that says the rule is said again ("as before", "wie gehabt", "comme d'habitude", "como siempre", "как
# раньше"): it restates, it adds no object, so a restatement is read without it, at the start or the end.
_AGAIN = (r"(?:as\s+(?:always|before|agreed|discussed|usual)|(?:same\s+)?as\s+before|like\s+before|once\s+again|again|"
          r"wie\s+(?:gehabt|immer|besprochen|gesagt|vereinbart|zuvor)|noch\s*mal|comme\s+(?:d['’]habitude|avant|convenu|"
          r"toujours|la\s+dernière\s+fois)|como\s+(?:siempre|antes|te\s+dije|sempre|combinado)|igual\s+que\s+antes|"
          r"come\s+(?:sempre|prima)|net\s+als\s+(?:eerder|altijd|vroeger)|zoals\s+(?:eerder|altijd|afgesproken)|"
          r"как\s+(?:и\s+)?(?:раньше|всегда|договаривались))")
_SAID_AGAIN = rx(rf"^\W*{_AGAIN}\s*[,:;—–-]\s*|\s*[,;—–-]\s*{_AGAIN}\s*(?=[.!]*\s*$)", re.IGNORECASE)
_REASON = rx(r"\s+(?:—|–)\s+.*$")  # "No markdown tables — my client can't render them": the rule before


# A ban said by where the thing is kept, in one wording: "Keep internal IDs out of the notes" is "no internal IDs
# in the notes", "Hands off the billing service" and "Leave vendor/ alone" are "don't touch ...". What the
# assistant makes is its output, whoever is named making it: "any email you draft" is "any email".
_SAID_AS_BAN = (
    (rx(r"\b(?:keep|leave)\s+(?:your\s+)?hands\s+off\b|^\W*hands\s+off\b", re.IGNORECASE), "don't touch"),
    (rx(r"\bleave\s+(?P<what>[^,;.]{1,60}?)\s+(?:alone|untouched|as\s+it\s+is)\b", re.IGNORECASE),
     r"don't touch \g<what>"),
    (rx(r"\b(?:keep|leave)\s+(?P<what>[^,;.]{1,60}?)\s+out\s+of\b", re.IGNORECASE), r"no \g<what> in"),
    (rx(r"\s+(?:that\s+)?you\s+(?:write|draft|send|produce|generate|create|make|give)\b", re.IGNORECASE), ""),
    # consent, however it is named: "without my OK", "needs my go-ahead", "ask before new deps" are "without asking"
    (rx(r"\bw/o\b", re.IGNORECASE), "without"),
    (rx(r"\b(?P<lead>without|needs?|get)\s+(?:my\s+|your\s+)?(?:explicit\s+|prior\s+)?(?:ok(?:ay)?|approval|"
                r"go-ahead|sign-off|permission|consent)\b|\b(?P<ask>asking|checking\s+with)\s+me\b", re.IGNORECASE),
     lambda m: f"{m.group('lead') or 'without'} asking" if m.group("lead") else "asking"),
    (rx(r"\b(?:ask|check\s+with)(?:\s+me)?(?:\s+first)?\s+before\s+(?P<what>[^,;.]{1,60})", re.IGNORECASE),
     r"no \g<what> without asking"),
    (rx(r"^\W*(?:any\s+)?(?P<what>[^,;.]{1,60}?)\s+needs?\s+asking(?:\s+first)?", re.IGNORECASE),
     r"no \g<what> without asking"),
    # an upper bound, however it is said: "Don't exceed a $50 budget", "no more than 3 tries", "max $50" are "max"
    (rx(r"\b(?:don['’]?t|do\s+not|never)\s+(?:exceed|go\s+(?:over|above))\b|"
                r"\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|up\s+to|maximum|max\.?)(?=\s+(?:an?\s+)?[$€£]?\d)",
                re.IGNORECASE), "max"),
    # ... and said as "under" a number, in the languages memlock reads: "onder de 100 woorden", "unter 200 Wörtern",
    # "moins de 100 mots", "menos de 100 palabras", "meno di 100 parole" are each "max 100"
    (rx(r"\b(?:under|below|fewer\s+than|less\s+than|onder|minder\s+dan|hooguit|unter|weniger\s+als|höchstens|"
                r"maximal|sous|moins\s+de|au\s+plus|menos\s+de|como\s+máximo|máximo|meno\s+di|al\s+massimo|massimo|"
                r"no\s+máximo)(?:\s+(?:de|the|die|den|les|los|las|le|la|i|o|os|a|as))?(?=\s+[$€£]?\d)", re.IGNORECASE), "max"),
    # an order said as a sequence: "explain, then code" is "explain before code"
    (rx(r"^(?P<first>[^,;.]{1,40}?)(?:\s+first)?,?\s+then\s+(?P<then>[^,;.]{1,40})", re.IGNORECASE),
     r"\g<first> before \g<then>"),
)


def _as_ban(text: str) -> str:
    replacement: str | Callable[[re.Match[str]], str]
    for pattern, replacement in _SAID_AS_BAN:
        text = pattern.sub(replacement, text)
    return text


def says_less_of_the_same(pin: str, probes: Sequence[str], unit: str) -> str:
    """The part of ``unit`` (itself, the rule after a lead-in, or before a reason) that restates ``pin``
    in fewer words (see the module doc), or "" for none. A ban said another way comes back in the wording
    it was compared in ("Leave vendor/ alone" as "don't touch vendor/"), for the caller's checks to read."""
    unit = _SAID_AGAIN.sub("", unit).strip() or unit
    lead = _LEAD.match(unit)
    bare = unit[lead.end():] if lead else unit
    pin_as_ban = _as_ban(pin)
    for text in dict.fromkeys((unit, _REASON.sub("", unit), bare, _REASON.sub("", bare))):
        if text and _says_less(pin, probes, text):
            return text
        said = _as_ban(text)
        if text and (said != text or pin_as_ban != pin) and _says_less(pin_as_ban, probes, said):
            return said
    return ""


_ORDER_WORDS = ("before", "after")


def _order_kept(pin: Sequence[str], unit: Sequence[str], both: bool = False) -> bool:
    """An order word ("before", "after") has the pin's words on the same side in the unit: "code before the
    explanation" is not "Explain before giving code" (nor is "code, then explain")."""
    for word in _ORDER_WORDS:
        if word in pin and word in unit:
            i, j = pin.index(word), unit.index(word)
            mine_before, mine_after = {_stem(t) for t in pin[:i]}, {_stem(t) for t in pin[i + 1:]}
            theirs_before = {_stem(t) for t in unit[:j] if t not in _STOP and t not in _NEGATION}
            theirs_after = {_stem(t) for t in unit[j + 1:] if t not in _STOP and t not in _NEGATION}
            crossed = (theirs_before & mine_after - mine_before, theirs_after & mine_before - mine_after)
            if all(crossed) if both else any(crossed):
                return False
    return True


def _says_less(pin: str, probes: Sequence[str], unit: str) -> bool:
    tokens = _tokens(unit)
    if not tokens or len(tokens) > MAX_WORDS or not probes:
        return False
    content = {_stem(t) for t in tokens if t not in _STOP and t not in _NEGATION}
    words, clauses = _pin(pin)
    if not content or not content <= words:
        return False
    # a probe that is a frame word ("sempre", "immer" where the probe list kept one) is no content to hold
    # nor is a negation probe ("nooit", "jamais"): the polarity is compared clause by clause below
    weighed = [p for p in probes if any(t not in _STOP and t not in _NEGATION for t in _tokens(p))] or list(probes)
    held = sum(1 for p in weighed if any(_stem(t) in content for t in _tokens(p)))
    if held * 2 < len(weighed) or not _order_kept(_tokens(pin), tokens):
        return False
    return _polarity_kept(clauses, unit)


MIN_ITEM_WORDS = 3


def says_less_by_words(pin: str, item: str) -> bool:
    """An item of the user's own list made only of the pin's own content words, at least :data:`MIN_ITEM_WORDS` of
    them and half of the pin's, in the pin's order and polarity ("diff before writing" for "Always show me the diff
    before writing changes to disk"): the probes (five at most) may miss a word the item keeps."""
    tokens = _tokens(item)
    if not tokens or len(tokens) > MAX_WORDS:
        return False
    content = {_stem(t) for t in tokens if t not in _STOP and t not in _NEGATION}
    words, clauses = _pin(pin)
    if len(content) < MIN_ITEM_WORDS or not content <= words or len(content) * 2 < len(words):
        return False
    return _order_kept(_tokens(pin), tokens) and _polarity_kept(clauses, item)


def _polarity_kept(clauses: tuple[tuple[frozenset[str], bool], ...], unit: str) -> bool:
    """Every clause of the unit ("4 spaces. No tabs.") has the polarity of the pin's clause it matches best."""
    for part in re.split(r"[.;,]\s+|[.;]$", unit):
        said = _tokens(part)
        stems = {_stem(t) for t in said if t not in _STOP and t not in _NEGATION}
        if not stems:
            continue
        best = max(clauses, key=lambda c: len(c[0] & stems))
        negated = _negated(said) or "n't" in part or "n’t" in part or bool(re.search(r"\w-free\b", part, re.I))
        if best[1] != negated:
            return False
    return True


# The order of two steps, however it is said: "A first, then B", "first A, then B", "A before B", "B after A"
# ("primero A, luego B", "d'abord A, puis B", "zuerst A, dann B", "AしてからB", "Bの前にA"). Each reading gives
# (what comes first, what comes next).
_FIRST = r"(?:first|primero|d['’]abord|en\s+premier|zuerst|erst|prima|primeiro)"
_THEN = r"(?:and\s+)?(?:then|luego|después|despues|puis|ensuite|dann|danach|anschließend|poi|depois)"
# a side starts where a clause does (one search start per clause, not per character)
_AT, _AT_UNSPACED = r"(?:^|(?<=[,;:.!?]))\s*", r"(?:^|(?<=[、。,]))"
_ORDERS: tuple[tuple[re.Pattern[str], bool], ...] = (
    (rx(rf"{_AT}(?:\b{_FIRST}\b\s*,?\s*)?(?P<a>[^,;:.!?]+?)(?:\s+{_FIRST})?\s*[,;]?\s+{_THEN}\b\s*,?\s*(?P<b>[^,;:.!?]+)",
                re.IGNORECASE), False),
    (rx(_AT + r"(?P<a>[^,;:.!?]+?)\s+(?:before|antes\s+de|avant(?:\s+d['’]|\s+de)?|bevor|prima\s+di)\s*(?P<b>[^,;:.!?]+)",
                re.IGNORECASE), False),
    (rx(_AT + r"(?P<b>[^,;:.!?]+?)\s+(?:after|después\s+de|après|nachdem|dopo)\s+(?P<a>[^,;:.!?]+)", re.IGNORECASE), False),
    (rx(_AT_UNSPACED + r"(?P<a>[^、。,]+?)(?:してから|てから|を先に[、,]?|が先[、,]?)(?P<b>[^。]+)"), True),
    (rx(_AT_UNSPACED + r"(?P<b>[^、。,]+?)の前に[、,]?(?P<a>[^。]+)"), True),
    (rx(_AT_UNSPACED + r"(?P<a>[^、。,]+?)の後(?:に|で)[、,]?(?P<b>[^。]+)"), True),
)
_KANJI_KANA = rx(r"[\u30a0-\u30ff\u4e00-\u9fff]")


def _side(text: str, unspaced: bool) -> frozenset[str]:
    if unspaced:  # a word of an unspaced script by its pairs of katakana and kanji
        chars = _KANJI_KANA.findall(text)
        return frozenset(a + b for a, b in zip(chars, chars[1:]))
    return frozenset(_stem(t) for t in _tokens(text) if t not in _STOP and t not in _NEGATION)


def _order(text: str) -> tuple[frozenset[str], frozenset[str]] | None:
    for pattern, unspaced in _ORDERS:
        m = pattern.search(text)
        if m:
            return _side(m.group("a"), unspaced), _side(m.group("b"), unspaced)
    return None


@lru_cache(maxsize=16384)
def order_reversed(pin: str, unit: str) -> bool:
    """The unit says the pin's two steps in the other order: "Always put the explanation first, then the final
    answer" for "Always put the final answer first, then the explanation" (both say "first", so the mirror-word
    check cannot see it), "Bの前にA" for "AしてからB". Two readings: words of each side of the pin's "before" /
    "after" stand on the other side in the unit, both ways, once each is said in one wording ("X, then Y" is "X
    before Y"; one word moved is another role: "what would change"); or the two sides of an order the unit and
    the pin each state (:data:`_ORDERS`) crossed over. A unit that says no order is left to the other checks."""
    if not _order_kept(_tokens(_as_ban(pin)), _tokens(_as_ban(unit)), both=True):
        return True
    mine, theirs = _order(pin), _order(unit)
    if mine is None or theirs is None:
        return False
    (first, then), (their_first, their_then) = mine, theirs
    # both sides crossed over: a topic word put in front ("Dependencies: ask me before ...") swaps nothing
    return bool(first & their_then - then) and bool(then & their_first - first)
