"""A rule echoed in the pin's own words, without its verb: "Commit-Messages immer auf Englisch." (issue 22).

Users restate a standing rule as a bare phrase: the pin's object and value, no verb ("Los mensajes de commit,
en inglés.", "Le date sempre nel formato GG/MM/AAAA.", "Nochmal fürs Protokoll: Commit-Messages immer auf
Englisch."). The mood gate finds no imperative there and the sentence is no evidence unit, so the pin was
re-injected although the user had just said it again.

Such a sentence keeps a pin alive only when three readings agree, each a guard against a statement:

* it says less of the same (:mod:`memlock_core.detection.shortened`): every content word is a word of the pin,
  with the pin's polarity. A statement needs a word of its own: a subject ("Marta", "wir", "I"), a finite verb
  ("were", "schreibt"), a time ("last year"), so "We always wrote commit messages in English" is no echo;
* the rule parse reads it as the whole pin (:func:`~memlock_core.detection.rule_identity.same_rule`), with no
  other quantity, limit, slot or polarity;
* it is the user's own sentence: not a question, not after a lead-in that introduces someone else's words
  ("Mein Chef sagt: ..."), not inside quotation marks.

Only the newest user messages of the in-force region are read, and only their short sentences that hold a probe's
first letters, so an audit reads a few sentences per pin at most.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Collection, Sequence

from memlock_core.detection.described_fact import (
    describes_state,
    document_topic,
    looks_back,
    other_person,
    past_ban_report,
)
from memlock_core.detection.directive import leading_statement, without_confirmation_tag
from memlock_core.detection.instruction_list import names_someone_else
from memlock_core.detection.quote_intro import introduces_quote
from memlock_core.detection.rule_identity import consent_waived, same_rule, says_other
from memlock_core.detection.sentence_units import raw_sentences
from memlock_core.detection.shortened import MAX_WORDS, says_less_of_the_same
from memlock_core.regex_cache import rx

ECHO_CANDIDATES = 32  # newest short user sentences a pin is compared with
ECHO_MESSAGES = 64  # newest user messages read for them: a compaction turn stays cheap at any history size
_WORDS = rx(r"[^\W_]+")
_QUESTION = rx(r"[?？]\W*$")
_QUOTED = rx(r"^\W*[\"“„«‘'「『]|[\"”»’'」』]\W*$")
_LEAD = rx(r"^([^—–:]{1,40})(?:—|–|:)\s+")
STEM = 5


@lru_cache(maxsize=20000)
def short_sentences(text: str) -> tuple[tuple[str, str], ...]:
    """The sentences of one user text that may echo a pin: short, not a question, not a quote, not after a
    lead-in that introduces someone else's words."""
    out: list[tuple[str, str]] = []  # (sentence, its case-folded form for the probe-stem filter)
    for sentence in raw_sentences(text):
        sentence = sentence.strip()
        if not sentence or len(_WORDS.findall(sentence)) > MAX_WORDS + 6:
            continue
        if _QUESTION.search(without_confirmation_tag(sentence)) or _QUOTED.search(sentence):
            continue
        if leading_statement(sentence):
            continue  # "None of us use the passive voice here": a subject and its verb state a habit, no bare phrase
        if describes_state(sentence) or past_ban_report(sentence) or looks_back(sentence):
            continue  # "Units are metric.", "No emojis were used.", "... since 2019": a description (described_fact.py)
        lead = _LEAD.match(sentence)
        if lead and (introduces_quote(lead.group(1).strip() + ":") or names_someone_else(lead.group(1))
                     or document_topic(lead.group(1))):
            continue  # "Mein Chef sagt: ...", "The old team's rule: ...": someone else's words
        out.append((sentence, sentence.casefold()))
    return tuple(out)


@lru_cache(maxsize=65536)
def echoed(pin: str, probes: tuple[str, ...], sentence: str) -> bool:
    """Whether ``sentence`` restates ``pin`` in its own words without a verb (see the module doc); memoised, as
    each compaction turn asks again about the same pins and the same recent sentences."""
    shorter = says_less_of_the_same(pin, probes, sentence)
    if not shorter or other_person(pin, sentence) or says_other(pin, shorter) or consent_waived(pin, sentence):
        return False
    return same_rule(pin, sentence) or (shorter != sentence and same_rule(pin, shorter))


def newest_echo(probes: Sequence[str], user_texts: Sequence[str], accept: Callable[[str], bool],
                skip: Collection[str] = ()) -> str:
    """The newest short sentence of ``user_texts`` (history order) that holds a probe's stem (``skip``: probes
    that do not count) and that ``accept`` takes, or "". At most :data:`ECHO_CANDIDATES` sentences are tried."""
    stems = tuple(dict.fromkeys(p.casefold()[:STEM] for p in probes if p and p.casefold() not in skip))
    if not stems:
        return ""
    seen = 0
    for text in reversed(user_texts[-ECHO_MESSAGES:]):
        for sentence, folded in reversed(short_sentences(text)):
            if not any(stem in folded for stem in stems):
                continue
            seen += 1
            if accept(sentence):
                return sentence
            if seen >= ECHO_CANDIDATES:
                return ""
    return ""


def find_echo(pin: str, probes: Sequence[str], user_texts: Sequence[str]) -> str:
    """The newest sentence of ``user_texts`` (in history order) that echoes ``pin``, or ""."""
    probe_tuple = tuple(probes)
    return newest_echo(probe_tuple, user_texts, lambda sentence: echoed(pin, probe_tuple, sentence))
