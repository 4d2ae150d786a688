"""Evidence units: the sentences of the in-force region that may keep an anchor alive.

Both detection modes decide on the same units (issue 9): a sentence of the system prompt or of a
user message after the latest summary that *reads as a rule* (:mod:`memlock_core.detection.directive`),
or a line of memlock's own reminder block, or an item of the user's own instruction list. A sentence
in another language passes the same gate in that language (:mod:`memlock_core.detection.rule_mood`);
one in a language no table covers is not evidence (recall first). Everything else (statements,
questions, assistant prose, tool output, quoted material) is not evidence: an anchor with no
matching evidence unit is drifted and gets re-injected, the safe direction.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from memlock_core.detection.active_region import REMINDER_ROLE, ActivePiece
from memlock_core.detection.adopted_practice import adopted_practice
from memlock_core.detection.described_fact import japanese_question, looks_back, past_ban_report
from memlock_core.detection.directive import reads_as_directive, without_confirmation_tag
from memlock_core.detection.disclaimed import disclaims_request, is_asked
from memlock_core.detection.emphasis import without_emphasis
from memlock_core.detection.evidence_index import EvidenceIndex
from memlock_core.detection.framed_rule import framed_rule, other_topic, verbless
from memlock_core.detection.gated_rule import gated_rule
from memlock_core.detection.idioms import said_as_ban
from memlock_core.detection.infinitive_rule import forbidden_predicate, impersonal_norm, infinitive_ban
from memlock_core.detection.instruction_list import instruction_items
from memlock_core.detection.lexical import ENGLISH_WORDS, model_covers
from memlock_core.detection.output_obligation import obliges_output
from memlock_core.detection.rule_mood import reads_as_rule, told_language
from memlock_core.detection.sentence_units import MIN_UNIT_CHARS, Unit, raw_sentences, unit_texts
from memlock_core.detection.statement_lead import cut_units
from memlock_core.detection.verbless_rule import long_ban, standing_phrase, tagged_request, verbless_limit
from memlock_core.regex_cache import rx

_QUESTION_MARK = rx(r"[?？]")
LIST_ROLE = "list_item"  # an item of the user's own instruction list (instruction_list.py)


@lru_cache(maxsize=65536)
def reads_as_rule_any(text: str) -> bool:
    """The mood gate in the sentence's language: English form (directive.py), else rule_mood.py. A
    confirmation tag ("..., ok?") does not make a rule a question."""
    if tagged_request(text):
        return True  # "Todos os valores em reais, tá?": a verbless phrase put to the listener (verbless_rule.py)
    text = without_confirmation_tag(text)
    if past_ban_report(text) or japanese_question(text) or (looks_back(text) and verbless(text)):
        return False  # "No emojis were used.", "Commit messages in English since 2019.": a report (described_fact.py)
    if adopted_practice(text):
        return True  # "We always write commit messages in English here — please do too" (adopted_practice.py)
    if said_as_ban(text) and not _QUESTION_MARK.search(text):
        return True  # "Friday deploys are off the table", "Finger weg von der Prod-DB": a ban said by an idiom (idioms.py)
    if framed_rule(text) or gated_rule(text):
        return True  # "For all these leaflets: metric only, no pounds": a verbless rule under a topic (framed_rule.py),
        # "Nothing goes live until I say so": a gate on everything (gated_rule.py)
    if obliges_output(text) or ((long_ban(text) or verbless_limit(text) or standing_phrase(text))
            and not _QUESTION_MARK.search(text)):
        return True  # "Le tue risposte devono essere in italiano": the listener's output under a modal (output_obligation.py)
    if infinitive_ban(text) or impersonal_norm(text) or forbidden_predicate(text):
        return True  # "Niets naar main pushen", "I branch condivisi non si ribasano, mai" (infinitive_rule.py)
    if not model_covers(text):
        return reads_as_rule(text)
    if reads_as_directive(text, "user"):
        return True
    # Latin letters and few foreign function words pass for English ("Ricorda: i test prima di ogni commit"); when
    # the words tell one other language, that language's mood decides too
    lang = told_language(text, ENGLISH_WORDS)
    return lang is not None and reads_as_rule(text, lang)


@lru_cache(maxsize=65536)
def is_evidence(text: str, role: str) -> bool:
    """Whether one unit of an in-force piece reads as a rule (reminder lines and the items of the
    user's own instruction lists always do). A unit of several sentences (a pair of short
    neighbours) counts only when each of them reads as a rule: otherwise a statement's words would
    ride on its neighbour's imperative ("Auto-approved PRs caused the outage. Summarise the RCA.")."""
    if role in (REMINDER_ROLE, LIST_ROLE):
        return True
    # each sentence as written, not as joined for scoring: "Écris-la." joined to the statement after it is
    # not a rule about the statement's words; a fragment ("One more thing.") is judged by nothing
    sentences = [s for s in raw_sentences(text) if (len(s.split()) >= 3 and len(s) >= MIN_UNIT_CHARS)
                 or _wide_chars(s) >= 6] or [text]
    return all(reads_as_rule_any(s) for s in sentences)


def _wide_chars(text: str) -> int:
    """Han, Kana and Hangul characters: a sentence in those scripts has no spaces to count words by
    ("箇条書きで答えた回答は評価が低かったです。" is a sentence of its own, not a fragment)."""
    return sum(1 for ch in text if "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af")


def with_list_items(pieces: Sequence[ActivePiece]) -> list[ActivePiece]:
    """``pieces`` plus one piece per item of the user's own instruction lists in them."""
    out = list(pieces)
    for piece in pieces:
        if piece.role in ("user", "system"):
            out.extend(ActivePiece(piece.index, LIST_ROLE, without_emphasis(item))
                       for item in instruction_items(piece.text, reads_as_rule_any))
    return out


def classify(text: str) -> tuple[str, ...]:
    """The evidence units of one in-force user or system text: its sentence units
    (:func:`~memlock_core.detection.sentence_units.unit_texts`) that read as a rule. Remembered per
    text by :data:`EVIDENCE`, so a compaction audit reads only the texts it has not seen."""
    units = unit_texts(text)
    kept = [t for t in units if is_evidence(t, "user")]
    if kept and disclaims_request(text):  # "Will you keep doing X? Just curious, not asking": no request
        kept = [t for t in kept if not is_asked(t)]
    # A sentence without its lead-in ("Rule for this chat: <rule>") is evidence when the whole is:
    # the frame sits in the lead-in, the rule's words in the rest.
    colon = [k for k in kept if ":" in k]  # only a kept unit with a colon can frame another
    framed = [t for t in units if t not in kept and any(k.endswith(t) and k[:-len(t)].rstrip().endswith(":")
                                                          for k in colon)] if colon else []
    # the unit as meant: markdown emphasis ("**Never rebase shared branches.**") is no part of its words (emphasis.py)
    return tuple(without_emphasis(t) for t in
                 cut_units([t for t in units if (t in kept or t in framed) and not _under_other_topic(text, t)]))


def _under_other_topic(text: str, unit: str) -> bool:
    """The unit follows a lead-in of its own sentence that puts it under someone else's or a past topic ("Last
    year's recipe cards: metric only, no cups"): a description of that topic, whatever its words (framed_rule.py)."""
    for colon in (":", "："):
        if colon in unit:
            head, rest = unit.split(colon, 1)
            if other_topic(head.replace("\n", " ")) and verbless(rest):
                return True  # the lead-in is part of the unit
    if not verbless(unit):
        return False  # "Context: we never deploy on Fridays — don't deploy on a Friday": a clause of its own
    at = text.find(unit)
    if at <= 0:
        return False
    before = text[:at].rstrip()
    if not before.endswith((":", "：")):
        return False
    lead = before.replace("\n", ". ")
    for end in (".", "!", "?", "。", "！", "？"):
        lead = lead.rsplit(end, 1)[-1]
    return other_topic(lead)


EVIDENCE = EvidenceIndex(classify)  # one per process: detection, the reverse audit and the engine share it


def piece_units(piece: ActivePiece) -> tuple[str, ...]:
    """The evidence units of one in-force piece (a reminder line or a list item is evidence whole)."""
    if piece.role in (REMINDER_ROLE, LIST_ROLE):
        return (piece.text,)
    return EVIDENCE.evidence(piece.text).units


def evidence_units(pieces: Sequence[ActivePiece]) -> list[Unit]:
    """Every evidence unit of ``pieces``, in history order."""
    units: list[Unit] = []
    for piece in pieces:
        units.extend(Unit(piece.index, piece.role, t) for t in piece_units(piece))
    return units
