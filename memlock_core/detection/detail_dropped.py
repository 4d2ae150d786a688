"""A wider rule in the same language does not restate a pin whose own details it never says.

The rule parse reads a rule's kind, not every word of it: "Always include the page number when citing a
book" parses as a citation rule, as does a host's "Cite sources when you rely on them". The pin asks for a
detail (a page number, in books) that the wider rule leaves to the agent; when the pin was compacted away,
the wider sentence must not keep it alive. The test: the pin holds two or more content words that its parse
does not read (blanking one leaves the parse as it was), and the unit says none of them, though it is
written in the pin's language (it shares a function word with it: a translation shares none and is judged by
the parse alone). A restatement in the same language keeps at least one of the pin's own details ("bullets
only" keeps "bullet"), so this only ever re-injects a pin the parse matched on its kind alone.
"""
from __future__ import annotations

import re
from typing import Callable, Collection

from memlock_core.detection.neighbour import _ARTICLES, _FUNCTION, _LIGHT, _NEUTRAL, _stem, _tokens

Parse = Callable[[str], Collection[tuple[str, ...]]]
_MIN_DETAILS = 2
_MIN_LEN = 3
# Words that only glue a sentence together in the languages memlock reads: shared, they say the two texts are
# written in one language.
_GLUE = frozenset("""the a an when if and or of in on to with for is are be by from as at not no
le la les un une des du de et ou quand si dans pour avec sur en ne pas est sont
el los las una unos y o cuando si en para con por es son no
der die das ein eine und oder wenn in mit für auf von zu ist sind nicht kein keine
il lo gli e o quando se con per di è sono non
o os as um uma e ou quando se com para por é são não""".split())


def _content(text: str) -> list[str]:
    return [t for t in _tokens(text) if len(t) >= _MIN_LEN and t.isalpha() and t not in _LIGHT
            and t not in _NEUTRAL and t not in _FUNCTION and t not in _ARTICLES and t not in _GLUE]


def _same_stem(one: str, other: str) -> bool:
    """One word's stem, or a short word's whole form inside the other ("Duze" / "duzen"), not a 3-letter word
    that begins a longer one ("use" / "user")."""
    short, long_ = sorted((one, other), key=len)
    return short == long_ or (len(short) >= 4 and long_.startswith(short))


def _spaced(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}", text)) and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]", text)


def details_dropped(anchor_text: str, unit_text: str, parse: Parse) -> bool:
    """Whether ``unit_text`` (whose parse covers the anchor's) says none of the anchor's own details: two or
    more words of the anchor its ``parse`` does not read, none of them said (by stem) in the unit, and the
    two written in one language."""
    if not (_spaced(anchor_text) and _spaced(unit_text)):
        return False
    anchor_words, unit_words = set(_tokens(anchor_text)), set(_tokens(unit_text))
    if not (anchor_words & unit_words & _GLUE):
        return False  # another language, or too few words to tell: the parse alone decides
    own = _content(unit_text)
    if len(own) < _MIN_DETAILS:
        return False  # a shorthand ("de usted", "bullets only") says the pin in fewer words, not a wider rule
    said = {_stem(t) for t in own}
    parsed = parse(anchor_text)
    details: list[str] = []
    words = list(dict.fromkeys(_content(anchor_text)))
    for word in words:
        if any(_same_stem(_stem(word), s) for s in said):
            return False  # the unit keeps one of the pin's own words ("duzen" / "Duze"): a restatement
    for word in words:
        blanked = re.sub(rf"(?<!\w){re.escape(word)}(?!\w)", "xq", anchor_text, flags=re.IGNORECASE)
        if blanked != anchor_text and parse(blanked) == parsed:
            details.append(word)
    return len(details) >= _MIN_DETAILS
