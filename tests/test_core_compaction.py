"""Compaction detection: Hermes's three summary shapes, the flag, the legacy prefix, caller markers,
latest-wins, the body hash, and the incremental scanner agreeing with a full scan."""
from __future__ import annotations

import hashlib
import random

import pytest
from conftest import (
    PRIOR_END,
    PRIOR_HEADER,
    SUMMARY_END,
    SUMMARY_PREFIX,
    chat,
    merged_text,
    summary_message,
    summary_text,
)

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import active_pieces
from memlock_core.detection.audit import audit
from memlock_core.detection.compaction import (
    HERMES_SUMMARY_PREFIX,
    LEGACY_SUMMARY_PREFIX,
    CompactionScanner,
    find_summaries,
    latest_summary,
)
from memlock_core.detection.settings import AuditSettings

SYSTEM = {"role": "system", "content": "You are a helpful assistant."}
BULLETS = Anchor(id="bullets", text="Answer in bullet points.", reminder="Answer in bullet points.",
                 probes=["bullet", "points"])


def active_text(messages, markers=None) -> str:
    spans = find_summaries(messages) if markers is None else find_summaries(messages, markers)
    return "\n".join(p.text for p in active_pieces(messages, spans))


def test_hermes_prefix_constant_matches_installed_hermes():
    assert SUMMARY_PREFIX.startswith(HERMES_SUMMARY_PREFIX)
    assert SUMMARY_END.startswith("--- END OF CONTEXT SUMMARY")


def test_standalone_summary_at_index_0_is_a_summary_not_a_system_prompt():
    messages = [summary_message("The user asked for bullet points."), *chat(2)]
    spans = find_summaries(messages)
    assert [(s.index, s.shape, s.start) for s in spans] == [(0, "standalone", 0)]
    assert spans[0].whole_message
    assert "bullet" not in active_text(messages)
    report = audit([BULLETS], messages)
    assert report.casualties == ["bullets"]  # only the summary mentioned it


def test_standalone_summary_after_protected_head():
    head = [SYSTEM, {"role": "user", "content": "first question"}, {"role": "assistant", "content": "first answer"}]
    messages = [*head, summary_message("Earlier: bullet points were requested.", role="assistant"), *chat(3)]
    spans = find_summaries(messages)
    assert [(s.index, s.shape) for s in spans] == [(3, "standalone")]
    text = active_text(messages)
    assert "You are a helpful assistant." in text and "first question" in text
    assert "bullet" not in text


@pytest.mark.parametrize("as_parts", [False, True])
def test_merged_summary_only_prefix_to_end_is_summary(as_parts):
    old = "please keep answers short"
    body = "The user wants bullet points."
    if as_parts:
        from agent.context_compressor import _append_text_to_content  # real Hermes merge helper

        content = _append_text_to_content(
            _append_text_to_content([{"type": "text", "text": old}],
                                    f"\n\n{PRIOR_END}\n\n{SUMMARY_PREFIX}\n{body}\n\n{SUMMARY_END}"),
            PRIOR_HEADER + "\n", prepend=True)
        assert isinstance(content, list)
    else:
        content = merged_text(old, body)
    tail = {"role": "user", "content": content, "_compressed_summary": True}
    messages = [SYSTEM, {"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}, tail]
    spans = find_summaries(messages)
    assert len(spans) == 1 and spans[0].shape == "merged" and spans[0].index == 3
    assert not spans[0].whole_message
    text = active_text(messages)
    assert old in text  # the tail's own content stays live
    assert "bullet" not in text and SUMMARY_END not in text
    # text a host appends after the END marker (Hermes's pre_llm_call context) is live too
    tail["content"] = (merged_text(old, body) + "\n\nALSO: use metric units")
    assert "use metric units" in active_text(messages)
    assert find_summaries(messages)[0].body_hash == spans[0].body_hash  # appending after END: same summary


def test_flag_without_prefix_marks_whole_message():
    messages = [SYSTEM, {"role": "assistant", "content": "recap: bullet points", "_compressed_summary": True},
                {"role": "user", "content": "next"}]
    spans = find_summaries(messages)
    assert [(s.index, s.shape) for s in spans] == [(1, "flagged")]
    assert "bullet" not in active_text(messages)


def test_legacy_prefix_only_at_start_of_message():
    legacy = {"role": "user", "content": f"{LEGACY_SUMMARY_PREFIX} the user wants bullet points"}
    messages = [SYSTEM, legacy, {"role": "assistant", "content": "ok"}]
    spans = find_summaries(messages)
    assert [(s.index, s.shape) for s in spans] == [(1, "legacy")]
    assert "bullet" not in active_text(messages)
    # quoting the legacy prefix mid-message is not a compaction
    quoted = [SYSTEM, {"role": "user", "content": f"what does {LEGACY_SUMMARY_PREFIX} mean? bullet"}]
    assert find_summaries(quoted) == []


def test_caller_supplied_markers():
    marker = "<<compacted-history>>"
    messages = [SYSTEM, {"role": "user", "content": f"{marker}\nAlways use bullet points."}, *chat(1)]
    assert find_summaries(messages) == []
    spans = find_summaries(messages, (HERMES_SUMMARY_PREFIX, marker))
    assert [(s.index, s.shape) for s in spans] == [(1, "marker")]
    settings = AuditSettings(markers=(HERMES_SUMMARY_PREFIX, LEGACY_SUMMARY_PREFIX, marker))
    assert audit([BULLETS], messages, settings).casualties == ["bullets"]
    assert audit([BULLETS], messages).casualties == []  # without the marker it reads as live text


def test_config_summary_markers_reach_the_audit():
    from memlock_core.config import load_config

    cfg = load_config({"summary_markers": ["## Conversation summary"]})
    settings = AuditSettings.from_config(cfg)
    assert HERMES_SUMMARY_PREFIX in settings.markers and "## Conversation summary" in settings.markers


def test_latest_summary_wins_when_there_are_several():
    first = summary_message("first compaction: bullet points")
    second = summary_message("second compaction: metric units", role="assistant")
    messages = [first, *chat(2), second, *chat(1, start=5)]
    spans = find_summaries(messages)
    assert [s.index for s in spans] == [0, 5]
    assert latest_summary(messages) == spans[-1]
    report = audit([BULLETS], messages)
    assert report.summary_hash == spans[-1].body_hash and report.summaries_found == 2
    assert report.casualties == ["bullets"]  # both summaries are excluded from the active region


def test_body_hash_is_sha256_of_summary_span():
    body = "The user wants bullet points."
    message = {"role": "user", "content": summary_text(body)}
    span = find_summaries([message])[0]
    expected = message["content"][span.start:span.end]
    assert expected.startswith(HERMES_SUMMARY_PREFIX) and expected.rstrip().endswith("---")
    assert span.body_hash == hashlib.sha256(expected.encode("utf-8")).hexdigest()
    # same body elsewhere in the history: same hash; another body: another hash
    moved = find_summaries([SYSTEM, *chat(3), dict(message)])[0]
    assert moved.body_hash == span.body_hash
    changed = find_summaries([{"role": "user", "content": summary_text(body + " And metric units.")}])[0]
    assert changed.body_hash != span.body_hash


def test_content_parts_and_odd_content_shapes():
    messages = [
        {"role": "user", "content": [{"type": "text", "text": summary_text("bullet points")}]},
        {"role": "assistant", "content": None},
        {"role": "user", "content": {"type": "text", "text": "a dict content"}},
        {"role": "user", "content": 12345},
        "not a message",
        None,
    ]
    spans = find_summaries(messages)
    assert [(s.index, s.shape) for s in spans] == [(0, "standalone")]
    text = active_text(messages)
    assert "a dict content" in text and "12345" in text and "bullet" not in text


def test_engine_detects_new_compaction_by_changed_hash(make_engine):
    engine = make_engine(anchors=[{"id": "bullets", "text": "Answer in bullet points.", "probes": ["bullet", "points"]}])
    engine.start_session("s")
    history = [SYSTEM, *chat(3)]
    assert engine.before_llm("s", history).reason == "quiet"
    history = [summary_message("some recap"), *chat(2, start=10)]
    first = engine.before_llm("s", history)
    assert first.reason == "compaction" and first.block
    history = history + chat(1, start=20)
    assert engine.before_llm("s", history).reason == "quiet"  # same summary, same hash
    history = [summary_message("another recap"), *chat(2, start=30)]
    assert engine.before_llm("s", history).reason == "compaction"
    assert engine.state("s").compactions == 2


# ── the incremental scanner must always agree with a full scan ──────────────────────────────────

def _random_edit(rng: random.Random, messages: list) -> list:
    """One step of a conversation: appends, a grown last message, or a compaction in one of Hermes's shapes.

    Known limit of the scanner (by design, it is O(new messages)): a "compaction" that replaces exactly
    ONE middle message by one summary, shifting nothing, is only seen at the next full scan. Real
    compactions fold several messages, so the tail moves and the scanner's window check notices.
    """
    kind = rng.choice(["append", "append", "append", "grow_last", "compact_head", "compact_middle", "merge"])
    out = list(messages)
    if kind == "append" or not out:
        for _ in range(rng.randint(1, 4)):
            role = rng.choice(["user", "assistant", "tool"])
            content = rng.choice(["", None, f"msg {rng.random()}", [{"type": "text", "text": f"part {rng.random()}"}]])
            entry = {"role": role, "content": content}
            if role == "assistant" and rng.random() < 0.5:
                entry["tool_calls"] = [{"id": f"call_{rng.random()}", "type": "function"}]
            out.append(entry)
    elif kind == "grow_last":
        last = dict(out[-1]) if isinstance(out[-1], dict) else {"role": "user", "content": ""}
        text = last.get("content") if isinstance(last.get("content"), str) else ""
        last["content"] = text + "\n\nextra context"
        out[-1] = last
    elif kind == "compact_head":
        keep = out[-rng.randint(1, max(1, len(out))):]
        out = [summary_message(f"recap {rng.random()}"), *keep]
    elif kind == "compact_middle" and len(out) >= 3:
        # a real compaction folds at least two messages into the summary, so the tail shifts
        head = rng.randint(0, min(12, len(out) - 2))
        tail = out[head + rng.randint(2, len(out) - head):]
        out = [*out[:head], summary_message(f"recap {rng.random()}", role="assistant"), *tail]
        # the turn goes on after the compaction: the list may end up longer than before
        out += [{"role": "assistant", "content": "", "tool_calls": [{"id": f"call_{rng.random()}"}]}
                for _ in range(rng.randint(0, 30))]
    elif len(out) >= 3:  # Hermes's merge: the middle is dropped and the summary merged into the first tail message
        head = rng.randint(0, len(out) - 2)
        first_tail = rng.randint(head + 1, len(out) - 1)
        old = out[first_tail].get("content") if isinstance(out[first_tail], dict) else None
        merged = {"role": "user", "content": merged_text(old if isinstance(old, str) else "x", f"recap {rng.random()}"),
                  "_compressed_summary": True}
        out = [*out[:head], merged, *out[first_tail + 1:]]
    return out


@pytest.mark.parametrize("seed", range(40))
def test_scanner_matches_full_scan(seed):
    rng = random.Random(seed)
    scanner = CompactionScanner()
    messages: list = [SYSTEM, *chat(2)]
    for _ in range(60):
        messages = _random_edit(rng, messages)
        assert scanner.scan(messages) == find_summaries(messages)


def test_scanner_quiet_turn_scans_only_new_messages():
    scanner = CompactionScanner()
    messages = [SYSTEM, *chat(200)]
    scanner.scan(messages)
    full = scanner.full_scans
    for i in range(10):
        messages = messages + chat(1, start=1000 + i)
        scanner.scan(messages)
    assert scanner.full_scans == full
    messages = [summary_message("recap"), *messages[-10:]]
    assert len(scanner.scan(messages)) == 1
    assert scanner.full_scans == full + 1


def test_engine_follows_the_latest_of_several_summaries(make_engine):
    """Append-only transcripts keep every summary: a second one later in the list is a new compaction."""
    engine = make_engine(anchors=[{"id": "bullets", "text": "Answer in bullet points.", "probes": ["bullet", "points"]}])
    engine.start_session("s")
    history = [summary_message("first recap: bullet points"), *chat(2)]
    assert engine.before_llm("s", history).reason == "compaction"
    history = history + chat(1, start=5)
    assert engine.before_llm("s", history).reason == "quiet"
    history = history + [summary_message("second recap: bullet points", role="assistant"), *chat(1, start=9)]
    outcome = engine.before_llm("s", history)
    assert outcome.reason == "compaction" and outcome.report.summaries_found == 2
    assert engine.state("s").last_summary_hash == find_summaries(history)[-1].body_hash
