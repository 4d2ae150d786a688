"""The forms of an English word a rule bans, and whether a use of it is a verb.

"Never say 'circle back'" bans "circling back" and "circled back" too; "no 'synergy'" bans "synergies". A rule
that bans a word in one part of speech ("don't use 'leverage' as a verb") keeps the other: "financial leverage is
..." is a noun (a determiner or an adjective before it, a verb after it), "we can leverage the cache" a verb (a
subject, "to" or a modal before it; an object after it).
"""
from __future__ import annotations

import re

from memlock_core.regex_cache import rx

VERB_MARK = "(verb)"  # "leverage (verb)": the word is banned as a verb only

_MODAL = (r"to|can|could|will|would|shall|should|must|may|might|let'?s|we|you|they|i|he|she|it|not|also|just|"
          r"never|always|then|and|or|please|don'?t|didn'?t|doesn'?t|won'?t|can'?t")
_DETERMINER = (r"the|a|an|this|that|these|those|my|your|our|their|its|his|her|some|any|no|much|more|less|most|of|"
               r"in|with|for|high|low|higher|lower|financial|operating|great|little|such|enough|real|strong")
_OBJECT = r"the|a|an|your|our|their|its|this|that|these|those|my|his|her|it|them|us|me|existing|all|every|each|any"
_VERB_AFTER = rx(r"\s*(?:is|was|are|were|has|had|can|will|would|ratio|effect|points?|magnif\w+|increas\w+|"
                         r"amplif\w+|means|refers)\b", re.I)


def inflected(word: str) -> str:
    """The regex body of a lower-case word or phrase with its English inflections: the last word of a one-word ban
    ("synergy": synergies; "delve": delves, delved, delving), the first word of a phrase ("circle back": circling
    back; "touch base": touched base)."""
    head, sep, rest = word.partition(" ")
    if not re.fullmatch(r"[a-z]{4,}", head) and not (sep and re.fullmatch(r"[a-z]{3,}", head)):
        return re.escape(word)
    if head.endswith("e"):
        body = rf"(?:{re.escape(head)}[sd]?|{re.escape(head[:-1])}ing)"
    elif re.search(r"[^aeiou]y$", head):
        body = rf"(?:{re.escape(head)}(?:ing)?|{re.escape(head[:-1])}(?:ies|ied))"
    else:
        body = rf"(?:{re.escape(head)}(?:s|es|ed|ing)?|{re.escape(head)}{head[-1]}(?:ed|ing))"
    return body + (r"\s+" + r"\s+".join(re.escape(w) for w in rest.split()) if sep else "")


# the endings French, Spanish, Italian, Portuguese and German add to a noun or adjective for gender and number
# ("garantie": garanti, garanties, garantis; "gratuito": gratuita, gratuitos; "sicher": sichere, sicheren)
_GENDER_NUMBER = r"(?:e|es|s|x|a|as|o|os|i|en|er|em|n)?"


def gender_number_forms(word: str) -> str | None:
    """The regex body of a one-word ban with its gender and number forms in the Romance languages and German
    ("garantie" also bans "garanti", "garanties"); None for a phrase, a short word or one with a capital."""
    if not re.fullmatch(r"[^\W\d_A-Z]{5,}", word) or word != word.lower():
        return None
    stem = word[:-1] if word[-1] in "aeio" and len(word) >= 6 else word  # "garantie" -> "garanti", "kostenlos" kept
    if len(stem) < 5:
        return None
    return re.escape(stem) + _GENDER_NUMBER


def used_as_verb(text: str, start: int, end: int) -> bool:
    """The word at text[start:end] is used as a verb: an "-ing"/"-ed" form not after a determiner, or a base form
    after a subject, "to" or a modal, before an object or opening a sentence (an order); a base form after a
    determiner or an adjective, or before a verb, is a noun."""
    before = re.findall(r"[\w']+", re.split(r"[.!?:;\n]", text[max(0, start - 40):start])[-1].lower())
    prev = before[-1] if before else ""
    if re.fullmatch(_DETERMINER, prev):
        return False
    if re.search(r"(?:ing|ed)$", text[start:end].lower()):
        return True
    if re.fullmatch(_MODAL, prev):
        return True
    if _VERB_AFTER.match(text, end):
        return False
    following = re.match(r"[ \t]+([\w']+)", text[end:end + 30])  # the next word of its line: a clause ends at a break
    if not prev and following:  # "Leverage caching: ...": a sentence that opens with the base form is an order
        return True
    return bool(following and re.fullmatch(_OBJECT, following.group(1).lower()))
