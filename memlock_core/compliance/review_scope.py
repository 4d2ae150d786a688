"""A rule scoped to reviews: "when you review my code, list the issues as a numbered list", "quand tu relis mon
code, ...", "wenn du meinen Code reviewst, ...", "cuando revises mi código, ...", "コードレビューのときは ...".

Such a rule speaks to a reply that reviews what the user gave (the user asked for a review); a reply to "how do I
write a good review comment?" talks about reviews and is no review. The rule side reads a condition word and a
verb of reviewing within a few words; the message side reads a request: a verb of reviewing in the imperative or
after "can you", with the thing to review as its object (or the noun "review" with a verb of asking).
"""
from __future__ import annotations

import functools
import re

from memlock_core.regex_cache import rx

_IF = r"(?:when(?:ever)?|if|quand|lorsque|lorsqu'|si|cuando|wenn|falls|sobald|quando|se)"
# a verb of reviewing by its stem; "check" and "look at" only with "code" after them (too common alone)
_REVIEW = (r"(?:review\w*|relis|reli(?:s|t|sez|re)|révis\w*|revis\w*|relecture|revue|reviewst|reviewen|begutacht\w*|"
           r"überprüf\w*|code-?review\w*|revisión|revisar|revises|revisas|revisá|correg\w*)")
_RULE_SCOPE = rx(rf"\b{_IF}(?:\s+\S+){{0,4}}?\s+{_REVIEW}\b|\b{_IF}(?:\s+\S+){{0,5}}?\s+(?:code|pull request|PR|"
                         rf"merge request)\s+{_REVIEW}\b|(?:コード)?レビュー(?:の(?:とき|時|際)|する(?:とき|時|際)|では|時)",
                         re.I)
# the user asks for one: "review my Dockerfile", "can you review this?", "relis mon code", "revisa mi código",
# "bitte reviewe meinen PR", "このコードをレビューして"
_OBJECT = r"(?:my|this|these|the|our|mon|ma|mes|ce|cette|ces|le|la|les|mein\w*|dies\w*|den|das|die|mi|mis|este|esta|el|la|los|las)"
_ASKED = rx(
    rf"^\s*(?:please\s+|pls\s+|bitte\s+|por favor,?\s+)?(?:review|reviewe|relis|révise|revisa|revise|überprüfe|prüfe)\b|"
    rf"\b(?:review|reviewe|relis|relire|révise[rz]?|revisa[rs]?|revise|revisar|überprüf\w*|reviewen)\s+{_OBJECT}\b|"
    rf"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?review\b|\b(?:do|give|make)\s+(?:me\s+)?a\s+(?:quick\s+)?"
    rf"(?:code\s+)?review\s+(?:of|for|on)\b|^\s*code review\s*(?:please|pls|\?|:|$)|"
    rf"\bfais(?:-moi)?\s+une\s+(?:revue|relecture)\b|\bhaz(?:me)?\s+una\s+revisión\b|\breview\s+(?:bitte|por favor|stp|svp)\b|"
    rf"レビューして|レビューを?お願い|レビューしてください|添削して",
    re.I | re.M)


@functools.lru_cache(maxsize=256)
def review_scope(text: str) -> bool:
    """The rule speaks to reviews only ("when you review my code, ...")."""
    return bool(_RULE_SCOPE.search(text))


def asks_for_review(user_message: str) -> bool:
    """The user's message asks for a review of something it gives or names."""
    return bool(_ASKED.search(user_message))
