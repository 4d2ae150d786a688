"""A rule the rule model cannot parse, echoed by the user in the pin's own words (issue 22).

:mod:`memlock_core.detection.echo` keeps a pin alive on a verbless restatement ("Nog even: geen afkortingen in
de notulen.") only when the rule parse reads the sentence as the whole pin. Many pins have no parse at all
("Gebruik nooit afkortingen in de notulen", "Ne mentionne jamais le nom des élèves", "Never force-push to
main"): for them that check can never hold, and the pin was re-injected right after the user said it again.

For a pin the rule model does not parse completely, a user sentence keeps it alive when every reading agrees:

* it says less of the same (:mod:`memlock_core.detection.shortened`): every content word is a word of the pin,
  it holds at least half of the pin's probes, each clause has the polarity of the pin's clause it matches;
* nothing vetoes it as another rule (:func:`~memlock_core.detection.rule_identity.says_other`: another number,
  limiter, slot or scope);
* each of its content words is one of the pin's words as written, or that word in the plural ("noms" for
  "nom"): a verb in another person ("deployamos", "löscht") is a statement about someone, not the rule;
* it is the user's own sentence, said to the assistant: short, not a question, not quoted, not after a lead-in
  that introduces someone else's words (:func:`memlock_core.detection.echo.short_sentences`), and not a
  statement about someone (:func:`memlock_core.detection.parsed_restatement.states`).

A ban said after a contrast ("It's tempting, but never force-push to main") is read from the conjunction on, for
any pin: a pin the rule model parses must then also parse as the same rule there
(:func:`~memlock_core.detection.rule_identity.same_rule`); its whole sentences are left to echo.py.
A neighbour rule brings a word of its own ("geen afkortingen in e-mails"), so it stays a different rule.
Only the newest user messages are read.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from memlock_core.detection.described_fact import other_person
from memlock_core.detection.echo import newest_echo
from memlock_core.detection.parsed_restatement import states
from memlock_core.detection.rule_identity import parses_with_days, same_rule, says_other
from memlock_core.detection.shortened import _NEGATION, _STOP, _tokens, says_less_of_the_same
from memlock_core.detection.verbatim import restates_verbatim
from memlock_core.regex_cache import rx

# The endings a noun takes in the plural in the languages memlock reads ("names", "boxes", "noms", "Texte",
# "afkortingen", "regels"): a word so ended is the pin's word. Verb endings are not here on purpose.
_PLURAL = ("s", "es", "e", "en", "n", "x")
_SIGN_WORDS = rx(r"[^\W\d_]+")


def _as_pin_word(word: str, pin_words: frozenset[str]) -> bool:
    if word in pin_words:
        return True
    return any(word.endswith(end) and word[: -len(end)] in pin_words for end in _PLURAL) \
        or any(word + end in pin_words for end in _PLURAL)


# A ban said after a contrast ("Tidying the history is tempting, but never rewrite main", "c'est tentant, mais jamais
# de ...", "verlockend, aber nie ..."): the clause after the conjunction, when it opens on a negation, is the rule.
_CONTRAST = rx(r"[,;]?\s+(?:but|yet|mais|aber|doch|pero|mas|ma|maar)\s+(?=\S)", re.IGNORECASE)


def _readings(sentence: str) -> tuple[str, ...]:
    """The sentence, and the banning clause after its last contrastive conjunction (see :data:`_CONTRAST`)."""
    parts = _CONTRAST.split(sentence)
    if len(parts) > 1 and _tokens(parts[-1])[:1] and _tokens(parts[-1])[0] in _NEGATION:
        return sentence, parts[-1]
    return (sentence,)


@lru_cache(maxsize=65536)
def echoes_unparsed(pin: str, probes: tuple[str, ...], sentence: str) -> bool:
    """Whether ``sentence`` restates ``pin`` (a rule with no complete parse) in the pin's own words. The pin word
    for word is left to :func:`~memlock_core.detection.verbatim.restates_verbatim`, whose evidence says so."""
    if states(sentence) or restates_verbatim(pin, (sentence,)) or other_person(pin, sentence):
        return False
    pin_words = frozenset(_tokens(pin))
    parsed = parses_with_days(pin)  # a day-bound pin parsed without its day is echoed in its own words
    for reading in _readings(sentence)[1:] if parsed else _readings(sentence):
        shorter = says_less_of_the_same(pin, probes, reading)
        if not shorter or says_other(pin, shorter):
            continue
        if parsed and not (same_rule(pin, reading) or same_rule(pin, shorter)):
            continue  # a parsed pin is judged by its parse, as in echo.py
        content = [t for t in _tokens(shorter) if t not in _STOP and t not in _NEGATION and not t.isdigit()]
        if content and all(_as_pin_word(t, pin_words) for t in content):
            return True
    return False


def find_unparsed_echo(pin: str, probes: Sequence[str], user_texts: Sequence[str]) -> str:
    """The newest sentence of ``user_texts`` (in history order) that echoes ``pin`` (see the module doc), or ""."""
    probe_tuple = tuple(probes)
    return newest_echo(probe_tuple, user_texts, lambda sentence: echoes_unparsed(pin, probe_tuple, sentence),
                       skip=_NEGATION)
