"""Summaries are found by the position and shape the host writes, never by a marker quoted somewhere
(issue 16, B1-B5): tool output and pins never open or close a summary, a marker quoted in the tail
never masks a later real compaction, and an END line inside a body does not end it early."""
from __future__ import annotations

from conftest import SUMMARY_END, SUMMARY_PREFIX, chat, merged_text, summary_message, summary_text

from memlock_core.anchor import Anchor
from memlock_core.detection.active_region import active_pieces
from memlock_core.detection.audit import audit
from memlock_core.detection.compaction import HERMES_SUMMARY_PREFIX, CompactionScanner, find_summaries

SYSTEM = {"role": "system", "content": "You are a helpful assistant."}
BULLETS = {"id": "bullets", "text": "Answer in bullet points.", "probes": ["bullet", "points"]}
BULLETS_ANCHOR = Anchor(id="bullets", text="Answer in bullet points.", reminder="Answer in bullet points.",
                        probes=["bullet", "points"])


def _tool_quoting_summary() -> list[dict]:
    """An assistant tool call whose output prints a whole Hermes summary (say, a log file)."""
    return [{"role": "assistant", "content": "", "tool_calls": [{"id": "call_1", "type": "function"}]},
            {"role": "tool", "tool_call_id": "call_1", "content": "log:\n" + summary_text("old recap")}]


def test_b1_marker_quoted_in_the_tail_does_not_mask_a_later_compaction(make_engine):
    engine = make_engine(anchors=[BULLETS], hard_reinject_turns=0)
    engine.start_session("s")
    question = {"role": "user", "content": f"what does '{SUMMARY_PREFIX[:40]}' mean?"}
    history = [SYSTEM, *chat(3), question, *_tool_quoting_summary(), {"role": "assistant", "content": "it is a marker"}]
    assert engine.before_llm("s", history).reason == "quiet"
    history = history + chat(1, start=9)
    assert engine.before_llm("s", history).reason == "quiet"
    # the real compaction: the quoting messages stay in the tail, AFTER the new summary
    compacted = [SYSTEM, summary_message("recap: greetings"), *history[-7:]]
    outcome = engine.before_llm("s", compacted)
    assert outcome.reason == "compaction" and outcome.block and "bullet" in outcome.block


def test_b1_pasted_summary_in_the_tail_does_not_mask_a_later_compaction(make_engine):
    """Even a user message shaped exactly like a summary (pasted) cannot hide the next real one."""
    engine = make_engine(anchors=[BULLETS], hard_reinject_turns=0)
    engine.start_session("s")
    pasted = {"role": "user", "content": summary_text("something I copied from another chat")}
    history = [SYSTEM, *chat(3), pasted, {"role": "assistant", "content": "ok"}]
    engine.before_llm("s", history)  # a summary-shaped message: one audit, cheap
    history = history + chat(1, start=9)
    assert engine.before_llm("s", history).reason == "quiet"
    compacted = [SYSTEM, summary_message("recap: greetings"), *history[-4:]]
    outcome = engine.before_llm("s", compacted)
    assert outcome.reason == "compaction" and outcome.block and "bullet" in outcome.block
    assert engine.before_llm("s", compacted + chat(1, start=20)).reason == "quiet"


def test_b2_tool_text_before_a_quoted_prefix_is_not_live():
    tool_out = {"role": "tool", "tool_call_id": "c", "content": "Answer in bullet points.\n" + summary_text("x")}
    messages = [SYSTEM, summary_message("the user wants bullet points"), *chat(1),
                {"role": "assistant", "content": "", "tool_calls": [{"id": "c"}]}, tool_out]
    spans = find_summaries(messages)
    assert [s.index for s in spans] == [1]
    assert "bullet" not in "\n".join(p.text for p in active_pieces(messages, spans))
    assert audit([BULLETS_ANCHOR], messages).casualties == ["bullets"]


def test_b2_tool_result_part_in_a_user_message_cannot_open_a_summary():
    message = {"role": "user", "content": [
        {"type": "text", "text": "Answer in bullet points."},
        {"type": "tool_result", "tool_use_id": "t", "content": summary_text("quoted")}]}
    assert find_summaries([SYSTEM, message]) == []
    assert audit([BULLETS_ANCHOR], [SYSTEM, message]).casualties == []


def test_b3_tool_message_quoting_the_prefix_is_not_a_compaction(make_engine):
    messages = [SYSTEM, *chat(2), *_tool_quoting_summary()]
    assert find_summaries(messages) == []
    flagged_tool = {"role": "tool", "tool_call_id": "call_1", "content": "x", "_compressed_summary": True}
    assert find_summaries([SYSTEM, flagged_tool]) == []
    engine = make_engine(anchors=[BULLETS], hard_reinject_turns=0)
    engine.start_session("s")
    assert engine.before_llm("s", messages).reason == "quiet"
    assert engine.state("s").compactions == 0


def test_b3_user_quoting_the_prefix_mid_message_is_not_a_compaction():
    quoted = {"role": "user", "content": f"Hermes printed {SUMMARY_PREFIX} — what does that mean?"}
    assert find_summaries([SYSTEM, quoted]) == []


def test_b4_end_line_inside_a_body_does_not_end_the_summary():
    body = f"The user quoted:\n{SUMMARY_END}\nand then asked: always answer in bullet points."
    messages = [SYSTEM, summary_message(body), *chat(2)]
    spans = find_summaries(messages)
    assert len(spans) == 1 and spans[0].whole_message
    assert "bullet" not in "\n".join(p.text for p in active_pieces(messages, spans))
    assert audit([BULLETS_ANCHOR], messages).casualties == ["bullets"]
    merged = {"role": "user", "content": merged_text("hello", body), "_compressed_summary": True}
    messages = [SYSTEM, *chat(1), merged]
    assert audit([BULLETS_ANCHOR], messages).casualties == ["bullets"]


def test_b5_pin_quoting_the_prefix_does_not_make_its_reminder_a_compaction(make_engine):
    pin = {"id": "quote", "text": f"Never paste {SUMMARY_PREFIX} into answers.", "probes": ["paste", "answers"]}
    engine = make_engine(anchors=[pin], hard_reinject_turns=0)
    engine.start_session("s")
    history = [SYSTEM, summary_message("recap"), *chat(1), {"role": "user", "content": "next"}]
    first = engine.before_llm("s", history, user_message="next")
    assert first.reason == "compaction" and first.block and HERMES_SUMMARY_PREFIX in first.block
    # Hermes keeps the sent text (message + plugin context) in api_content and replays it
    history[-1] = {"role": "user", "content": "next", "api_content": f"next\n\n{first.block}"}
    history = history + [{"role": "assistant", "content": "ok"}]
    engine.end_turn("s")
    again = engine.before_llm("s", [*history, {"role": "user", "content": "more"}], user_message="more")
    assert again.reason == "quiet" and again.block is None
    assert engine.state("s").compactions == 1
    # the reminder as its own user message (inject_block's fallback) is no summary either
    assert find_summaries([SYSTEM, {"role": "user", "content": first.block}]) == []


def test_scanner_agrees_with_full_scan_on_quoting_messages():
    scanner = CompactionScanner()
    messages = [SYSTEM, *chat(2)]
    for extra in (_tool_quoting_summary(), [{"role": "user", "content": f"x {SUMMARY_PREFIX}"}],
                  [summary_message("r")], [{"role": "assistant", "content": summary_text("y") + "\ntail"}]):
        messages = messages + extra
        assert scanner.scan(messages) == find_summaries(messages)
