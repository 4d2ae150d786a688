"""The cold audit's shortcuts (issue 23) give the answers of the plain regexes they skip or replace.

A cold compaction audit reads every live user message once; most of its time was regexes run over
texts that cannot match them. Each shortcut below must be exact (the drift verdicts of every bench
set were compared before and after): these properties check each one against the plain regex on
random text over the characters the patterns care about, ASCII and not.
"""
from __future__ import annotations

import re

from tests.require import require_module

hypothesis = require_module("hypothesis", "hypothesis (the [test] extra)")
from hypothesis import example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from memlock_core.detection import active_region, directive, disclaimed, lexical, sentence_units  # noqa: E402

PIECES = st.sampled_from([
    "a", "b", "k", "s", "i", "e", "g", "x", "A", "K", "S", "I", " ", "  ", "\n", "\n\n", "\t", ".", ",", ";", ":",
    "!", "?", "…", "'", '"', "‘", "’", "“", "”", "«", "»", "„", "「", "」", "『", "』", "<", ">", "/", "-", "--",
    "---", "===", "___", "***", "```", "#", "|", "(", ")", "[", "]", "0", "12", "。", "！", "？", "：", "中文",
    "\u212a", "\u017f", "\u0130", "é", "e.g.", "approx.", "Mr.", "etc.", "you must", "from now on", "always",
    "never", "said that", "don't", "make sure", "I want you", "no emojis", "From: ", "Subject: ", "> quoted",
    "[10:32] alice:", "<bob>", "// note", "every reply", "should", "off-limits", "whenever", "standing rule",
    "`", "told the team", "tells new hires to", "that says", "It should say:", "Le dije al becario:", "was:",
])
TEXT = st.lists(PIECES, max_size=40).map("".join)


def _plain_unquote(text: str) -> str:
    ar = active_region
    text = ar._FENCE.sub(" … ", text)
    text = ar._QUOTE_LINE.sub("…", text)
    text = ar._CODE_SPAN.sub(ar._quoted_words, text)
    text = ar._FORWARDED.sub("…", text)
    text = ar._DELIMITED.sub("…", text)
    text = ar._without_pastes(text)
    text = ar._after_quote_intros(text)
    text = ar.RELAYED_TAIL.sub("…", text)
    text = ar._LOG_LINE.sub("…", text)
    text = ar._SINGLE_QUOTED.sub(ar._single_quoted, text)
    text = ar._CORNER_QUOTED.sub("…", text)
    return ar._QUOTED.sub(ar._quoted_text, text)  # the substitution itself is not the shortcut under test


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_unquote_skips_only_substitutions_that_cannot_match(text):
    assert active_region._unquote(text) == _plain_unquote(text)


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_sentence_splits_without_the_characters_they_need_split_nothing(text):
    su = sentence_units
    for line in [text, *text.splitlines()]:
        plain = []
        for raw in su._SENTENCE_END.split(line):
            raw = raw.strip()
            if raw and plain and su._ABBREVIATION.search(plain[-1]):
                plain[-1] = f"{plain[-1]} {raw}"
            elif raw:
                plain.append(raw)
        assert su._sentences_of_line(line) == plain
    assert su._is_abbreviated(text) == bool(su._ABBREVIATION.search(text))
    assert su._weight(text) == len(text) + 2 * sum(1 for c in text if ord(c) >= 0x2E80)


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_case_folded_search_finds_what_the_case_insensitive_pattern_finds(text):
    for pattern, cased in ((directive._FRAMES, directive._FRAMES_CASED), (directive._REPORTED, directive._REPORTED_CASED)):
        assert directive._search(pattern, cased, text, text.lower()) == bool(pattern.search(text))
    assert disclaimed.disclaims_request(text) == bool(disclaimed._DISCLAIMER.search(text))
    plain = [p for p in re.split(r"[,–—]\s+", text) if p.strip()]
    label = directive._LABEL.match(text)
    assert directive._segments(text) == [text] + plain[1:] + ([text[label.end():]] if label else [])


@settings(max_examples=400, deadline=None)
@given(TEXT)
def test_model_covers_counts_the_same_words(text):
    words = [w for w in lexical._WORD.findall(lexical._norm(text)) if w not in lexical._SHARED]
    en = sum(1 for w in words if w in lexical._EN)
    other = sum(1 for w in words if (w in lexical._OTHER and w not in lexical._EN) or not w.isascii())
    if not text.isascii() and [c for c in text if c.isalpha()]:
        letters = [c for c in text if c.isalpha()]
        if sum(1 for c in letters if c.isascii()) < 0.85 * len(letters):
            assert lexical.model_covers.__wrapped__(text) is False
            return
    if text.isascii() and not lexical._ASCII_LETTER.search(text) or not [c for c in text if c.isalpha()]:
        assert lexical.model_covers.__wrapped__(text) is True
        return
    assert lexical.model_covers.__wrapped__(text) == (other == 0 or en > other)


RULE_PIECES = st.sampled_from([
    "Never", "never", "don't", "Always", "run", "push", "force-push", "to main", "migrations", "against", "the",
    "production database", "print", "read", "credentials", "tokens", ".env", "~/.ssh/id_rsa", "in logs", "answer",
    "in bullet points", "in French", "rm -rf", "sudo", "commit", "directly", "DROP TABLE", "on prod", "ssh",
    "prod-db", "curl", "npm install -g", "tests", "only", "unit tests", "before", "merging", ".", ". ", "; ", ", ",
    "?", "\n", " ", "Use metric units", "Spell it the British way", "keep replies under 200 words", "emoji",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(RULE_PIECES, max_size=25).map(" ".join))
def test_tool_parts_bound_holds_every_tool_part_of_the_signature(text):
    from memlock_core.detection import rule_identity

    tool = {p for p in rule_identity.signature(text).parts if p[0] == "tool"}
    assert tool <= rule_identity._tool_parts_bound(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(RULE_PIECES, min_size=1, max_size=12).map(" ".join), st.lists(RULE_PIECES, max_size=25).map(" ".join))
@example("Spell it the British way", "answer in French Spell it the British way")  # a variety implies its language
@example("keep replies under 200 words emoji before the Never", "keep replies under 200 words")  # the same limit
def test_same_rule_answers_as_the_full_parse_does(anchor, unit):
    from memlock_core.detection import rule_identity as ri
    from memlock_core.detection.concepts import canonical

    def plain(anchor: str, unit: str) -> bool:
        sig = ri.signature(anchor)
        pieces = [seg for c in ri._SENTENCE.split(unit) if c.strip() for seg in ri.segments(c)]
        swapped = (any(ri.substituted(anchor, seg) for seg in pieces) if all(p[0] == "tool" for p in sig.parts)
                   else any(ri._unread_word_swapped(anchor, seg) for seg in pieces))
        return sig.complete and not ri._QUESTION.search(ri.without_confirmation_tag(unit)) \
            and not ri.consent_waived(anchor, unit) and not ri.other_suite_part(anchor, unit) \
            and ri.signature(unit).covers(sig) and not ri._variety_added(sig, ri.signature(unit)) \
            and not ri.split_value(anchor, unit) and not ri.both_values(anchor, unit) \
            and not ri.slot_differs(anchor, unit) \
            and not ri._other_quantities(sig, anchor, unit) \
            and not (ri.limiters(unit, trailing=True) - ri.limiters(anchor) - ri.exclusive_on_pin(anchor, unit)) \
            and not ri._swapped_names(anchor, unit) and not ri.opposite_polarity(anchor, unit) and not swapped \
            and not ri.said_otherwise(anchor, unit) \
            and not ri._opposed(anchor, ri._REFUSED.sub(" ", ri._consent_blanked(unit))) \
            and not ri.details_dropped(anchor, unit, ri._parsed_parts)

    # as written, then in the concept lexicons' words (concepts.py)
    words = canonical(anchor), canonical(unit)
    # ... or a limit both state alike (caps.py: "keep replies under 200 words" in a pin the parse does not read whole)
    assert ri.same_rule(anchor, unit) == (plain(anchor, unit) or (words != (anchor, unit) and plain(*words))
                                          or ri._same_limit(anchor, unit))


def test_a_tool_rule_is_read_by_the_tool_bound():
    from memlock_core.detection import rule_identity as ri

    assert {p for p in ri.signature("Never read ~/.ssh/id_rsa.").parts if p[0] == "tool"}
    assert ri._tool_parts_bound("Never read ~/.ssh/id_rsa.") >= ri.signature("Never read ~/.ssh/id_rsa.").parts


def test_case_folded_patterns_are_written_in_lower_case():
    """A pattern searched case-sensitively over lower-cased ASCII text may hold no upper-case ASCII letter of its own
    (an escape such as \\W is no letter): it would never match there."""
    from re import _parser

    def letters(items):
        for op, av in items:
            if str(op) == "LITERAL":
                yield chr(av)
            elif str(op) == "IN":
                for kind, v in av:
                    if str(kind) == "LITERAL":
                        yield chr(v)
                    elif str(kind) == "RANGE":
                        yield from (chr(c) for c in range(v[0], v[1] + 1))
            elif str(op) == "BRANCH":
                for alt in av[1]:
                    yield from letters(alt)
            elif str(op) == "SUBPATTERN":
                yield from letters(av[-1])
            elif str(op) in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
                yield from letters(av[2])
            elif str(op) in ("ASSERT", "ASSERT_NOT"):
                yield from letters(av[1])

    for pattern in (disclaimed._DISCLAIMER, directive._FRAMES, directive._REPORTED):
        assert pattern.flags & re.IGNORECASE
        assert not [ch for ch in letters(_parser.parse(pattern.pattern, pattern.flags)) if "A" <= ch <= "Z"]
    for text in ("Just CURIOUS, not asking.", "HYPOTHETICALLY, would you?", "Reine Neugier.", "Just curious"):
        assert disclaimed.disclaims_request(text)
    assert not disclaimed.disclaims_request("Curiously, the build passed. Keep asking for reviews.")


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_segment_mark_and_word_lengths_change_nothing(text):
    """adopted_practice skips the split of a sentence without a break mark; a probe's same-length words come from one
    scan of the text per length asked (perf16b): the answers are those of the plain reads."""
    from memlock_core.detection import adopted_practice, probes

    parts = adopted_practice._SEGMENT.split(text.strip())
    plain = len(parts) >= 2 and len(parts[0].split()) >= 3 and adopted_practice.adopts_lead(parts[-1]) \
        and not re.search(r"[?？]", text)
    assert adopted_practice.adopted_practice(text) == plain
    for length in range(1, 9):
        assert probes._same_length_words(text, length) == tuple(w for w in probes._WORD.findall(text) if len(w) == length)
