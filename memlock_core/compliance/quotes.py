"""The spans a rule quotes ('delve', "hope this helps", « réunion », „dass“, 「サーバ」).

A straight or curly single quote inside a word is an apostrophe, not a quote mark: 'in today's fast-paced world'
is one quoted phrase, and "N'utilise jamais « crucial »" quotes only « crucial »."""
from __future__ import annotations

import functools

from memlock_core.regex_cache import rx

__all__ = ["quoted_spans"]

_DOUBLE = rx(r"“([^”“\n]{1,80})[”“]|«\s?([^»\n]{1,80}?)\s?»|„([^“”\n]{1,80})[“”]|\"([^\"\n]{1,80})\"|"
                     r"「([^」\n]{1,40})」|『([^』\n]{1,40})』")
# a single quote opens where no letter stands before it and closes where no letter follows it
_SINGLE = rx(r"(?<![^\W_])['‘’]((?:[^'‘’\n]|(?<=\w)['’](?=\w)){1,80}?)['’](?![^\W_])")


@functools.lru_cache(maxsize=512)
def quoted_spans(text: str) -> tuple[str, ...]:
    """The quoted spans of ``text`` in the order they stand, stripped; double and angle quotes first read, then
    single quotes outside them."""
    found: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for m in _DOUBLE.finditer(text):
        found.append((m.start(), next(g for g in m.groups() if g is not None).strip()))
        taken.append(m.span())
    for m in _SINGLE.finditer(text):
        if not any(a <= m.start() < b for a, b in taken):
            found.append((m.start(), m.group(1).strip()))
    return tuple(s for _, s in sorted(found) if s)
