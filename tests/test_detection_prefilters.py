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
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from memlock_core.detection import active_region, directive, lexical, sentence_units  # noqa: E402

PIECES = st.sampled_from([
    "a", "b", "k", "s", "i", "e", "g", "x", "A", "K", "S", "I", " ", "  ", "\n", "\n\n", "\t", ".", ",", ";", ":",
    "!", "?", "…", "'", '"', "‘", "’", "“", "”", "«", "»", "„", "「", "」", "『", "』", "<", ">", "/", "-", "--",
    "---", "===", "___", "***", "```", "#", "|", "(", ")", "[", "]", "0", "12", "。", "！", "？", "：", "中文",
    "\u212a", "\u017f", "\u0130", "é", "e.g.", "approx.", "Mr.", "etc.", "you must", "from now on", "always",
    "never", "said that", "don't", "make sure", "I want you", "no emojis", "From: ", "Subject: ", "> quoted",
    "[10:32] alice:", "<bob>", "// note", "every reply", "should", "off-limits", "whenever", "standing rule",
])
TEXT = st.lists(PIECES, max_size=40).map("".join)


def _plain_unquote(text: str) -> str:
    ar = active_region
    text = ar._FENCE.sub(" … ", text)
    text = ar._QUOTE_LINE.sub("…", text)
    text = ar._FORWARDED.sub("…", text)
    text = ar._DELIMITED.sub("…", text)
    text = ar._without_pastes(text)
    text = ar._LOG_LINE.sub("…", text)
    text = ar._SINGLE_QUOTED.sub(ar._single_quoted, text)
    text = ar._CORNER_QUOTED.sub("…", text)
    return ar._QUOTED.sub(lambda m: "…" if len(m.group(1).split()) >= ar._MIN_QUOTED_WORDS else m.group(0), text)


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
