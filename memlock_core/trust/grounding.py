"""Is a pin the model made *grounded in the user's own words*?

Why: the familiar flow "the user says 'remember globally: always answer in French', the model pins
it" must keep working, while a rule that reached the model only through tool output, a web page or
its own prose must not become a durable pin on the model's say-so. The host records the user's
latest message (Hermes ``pre_llm_call``, Claude Code ``UserPromptSubmit``); the model cannot write
that record.

Definition (tested by ``test_grounding`` in ``tests/test_trust_policy.py``). Both texts are
normalised: Unicode NFKC, case-folded, every run of non-alphanumeric characters becomes one space,
and *filler* words are dropped (articles, "please", "pin", "remember", "always remember", pronouns
that address the assistant: :data:`FILLER`). Let P be the pin's words and U the user's message's words. The pin is
grounded when

1. P is not empty and every word of P occurs in U (a paraphrase that adds a word the user did not
   say is NOT grounded), and
2. the words of P occur in U *in order* within one window of at most ``len(P) + SLACK`` words
   (the user's sentence, not words collected from all over a long message), and
3. no negation word (:data:`NEGATIONS`) inside that window, or the one word before it, is missing
   from P (so "use tabs" is not grounded in "never use tabs").

Contiguous containment ("Always answer in bullet points" inside "From now on: always answer in
bullet points. Please pin that.") is the common case of this rule.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from memlock_core.regex_cache import rx

SLACK = 3
MAX_USER_CHARS = 20_000
FILLER = frozenset(
    "a an the please pin pinned pinning remember memorize memorise note save keep this that it these those "
    "you your yourself i me my we us our from now on going forward henceforth rule instruction "
    "globally global project session also just kindly".split())
NEGATIONS = frozenset("no not never don dont doesn doesnt didn didnt isn isnt aren arent won wont can cant cannot "
                      "shouldn shouldnt mustn mustnt without avoid stop neither nor nothing none nobody nowhere "
                      "except unless".split())
_NON_WORD = rx(r"[\W_]+", re.UNICODE)


@dataclass(frozen=True)
class Grounding:
    """The verdict and why: ``missing`` lists pin words the user never said."""

    grounded: bool
    reason: str
    missing: tuple[str, ...] = ()


def words(text: str) -> list[str]:
    """Normalised words, filler dropped (see the module docstring)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return [w for w in _NON_WORD.sub(" ", folded).split() if w not in FILLER]


def check_grounding(pin_text: str, user_message: str | None) -> Grounding:
    if not user_message or not user_message.strip():
        return Grounding(False, "no user message was recorded for this turn")
    pin = words(pin_text)
    user = words(user_message[:MAX_USER_CHARS])
    if not pin:
        return Grounding(False, "the pin has no words to ground")
    vocabulary = set(user)
    missing = tuple(dict.fromkeys(w for w in pin if w not in vocabulary))
    if missing:
        return Grounding(False, "the pin uses words the user did not say: " + ", ".join(missing[:8]), missing)
    window = len(pin) + SLACK
    for start, word in enumerate(user):
        if word != pin[0]:
            continue
        end = _match_in_order(pin, user, start, start + window)
        if end is None:
            continue
        around = user[max(0, start - 1):end]
        dropped = [w for w in around if w in NEGATIONS and w not in pin]
        if dropped:
            continue
        return Grounding(True, "the user's message states the rule")
    return Grounding(False, "the user's words are not stated together, in this order, in one sentence")


def _match_in_order(pin: list[str], user: list[str], start: int, stop: int) -> int | None:
    """End index (exclusive) of the shortest in-order match of ``pin`` in ``user[start:stop]``."""
    position = start
    for word in pin:
        while position < min(stop, len(user)) and user[position] != word:
            position += 1
        if position >= min(stop, len(user)):
            return None
        position += 1
    return position
