"""Typos in a rule's key words mended before the rule is parsed ("ask before deleting anythng",
"dont delte files", "never push to prodution").

Users type rules fast. The parsers read a rule by its key words (the verb, its object, the consent
clause); one slipped letter in one of them leaves the rule unchecked. A word is mended only when it is
not a key word itself and is one slip away from exactly one key word (a letter dropped, two adjacent
letters swapped, a letter doubled; a letter changed is not read as a slip, it makes real words such as
"remote" of "remove"), with the same first two letters and the same last letter: an inflection
("deleted", "files") differs at its end and stays as written, and a short word is never touched.
"""
from __future__ import annotations

import functools

from memlock_core.detection.typo_mend import one_slip
from memlock_core.regex_cache import rx

# The key words the tool and code rule parsers read, in the forms users write them (English, where most
# fast-typed rules are written; words of other languages are spelled as the parsers' stems allow).
KEY_WORDS = frozenset("""
anything everything something nothing
delete deleting deletes remove removing removes erase erasing
before without asking permission approval confirm confirming first
restart restarting restarts reboot install installing installs installed uninstall
production staging database databases directory directories folder folders files
branch branches commit commits committing push pushing force-push
never always please unless except outside inside
migration migrations secrets credentials password passwords
comments comment docstrings docstring variable variables function functions
python typescript javascript english
""".split())

# The key words the reply rule parser reads (what the reply holds or leaves out: "no emjois", "use bulets")
REPLY_KEY_WORDS = frozenset("""
emoji emojis emoticon emoticons smiley smileys bullet bullets numbered heading headings header headers
paragraph paragraphs sentence sentences markdown tables british american spelling metric imperial
""".split())

# a word, not a piece of a path, a file name, a flag or code ("/var/www/produccion", "--forse", "`delte`")
_WORD = rx(r"(?<![\w/.`~$-])[A-Za-z][A-Za-z'-]{3,}(?![\w/`]|\.\w)")


@functools.lru_cache(maxsize=4096)
def _mend_word(word: str, keys: frozenset[str] = KEY_WORDS) -> str:
    low = word.lower()
    if len(low) < 5 or low in keys:
        return word
    near = [k for k in keys if k[:2] == low[:2] and k[-1] == low[-1] and one_slip(low, k)]
    if len(near) != 1:
        return word
    return near[0] if word.islower() else word  # a capitalised or upper-case word may be a name: left alone


def mend_typos(text: str, keys: frozenset[str] = KEY_WORDS) -> str:
    """``text`` with each key word (of ``keys``: the tool parsers' by default) slipped by one letter written as the
    key word."""
    return _WORD.sub(lambda m: _mend_word(m.group(0), keys), text)
