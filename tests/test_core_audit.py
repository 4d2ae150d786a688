"""The keyword audit over the active region: threshold, what counts as active, the report."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.audit import AuditSettings, audit
from memlock_core.messages import HistoryError
from memlock_core.reminder import build_reminder


def anchor(anchor_id: str, text: str, probes: list[str] | None = None, priority: int = 50) -> Anchor:
    return Anchor(id=anchor_id, text=text, reminder=text, priority=priority, probes=probes or [])


FOUR = anchor("four", "alpha bravo charlie delta", ["alpha", "bravo", "charlie", "delta"])


def history_with(text: str) -> list[dict]:
    return [summary_message("alpha bravo charlie delta were all requested"), *chat(2),
            {"role": "user", "content": text}]


@pytest.mark.parametrize("live_text, threshold, alive", [
    ("alpha bravo", 0.5, True),          # 2/4 = 0.5 >= 0.5
    ("alpha", 0.5, False),               # 1/4 < 0.5
    ("alpha bravo", 0.75, False),
    ("alpha bravo charlie", 0.75, True),
    ("", 0.0, True),                     # threshold 0: nothing needs to be found
    ("ALPHA, Bravo!", 0.5, True),        # case-insensitive, punctuation is a boundary
])
def test_alive_when_fraction_of_probes_reaches_threshold(live_text, threshold, alive):
    report = audit([FOUR], history_with(live_text), AuditSettings(drift_threshold=threshold))
    verdict = report.verdict("four")
    assert verdict.alive is alive
    assert verdict.method == "keyword"
    assert verdict.evidence.startswith(f"{round(verdict.score * 4)}/4 probes")


def test_system_prompt_counts_as_active():
    messages = [{"role": "system", "content": "House rule: alpha bravo."}, summary_message("recap"), *chat(1)]
    assert audit([FOUR], messages).casualties == []


def test_tool_output_is_not_active():
    messages = [
        summary_message("recap"),
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
                                                                "function": {"name": "read", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "alpha bravo charlie delta"},
        {"role": "function", "name": "f", "content": "alpha bravo charlie delta"},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "x", "content": "alpha bravo charlie delta"},
                                     {"type": "text", "text": "thanks"}]},
    ]
    report = audit([FOUR], messages)
    assert report.casualties == ["four"]
    assert report.verdict("four").score == 0.0


def test_memlocks_own_reminder_block_counts_as_presence():
    rule = anchor("rule", "Use alpha bravo naming.", ["alpha", "bravo"])
    block = build_reminder([rule]).text
    messages = [summary_message("recap mentioning alpha bravo"), *chat(2),
                {"role": "user", "content": f"next question\n\n{block}"}]
    assert audit([rule], messages).casualties == []


def test_anchor_without_probes_needs_its_whole_text():
    bare = anchor("bare", "do it now")
    assert audit([bare], history_with("please DO IT NOW")).casualties == []
    assert audit([bare], history_with("do it later")).casualties == ["bare"]


def test_integrity_is_percentage_alive_and_report_serializes():
    anchors = [FOUR, anchor("x", "xray yankee", ["xray", "yankee"]), anchor("z", "zulu", ["zulu"])]
    report = audit(anchors, history_with("alpha bravo zulu"))
    assert report.alive == ["four", "z"] and report.casualties == ["x"]
    assert report.integrity == 67
    data = report.to_dict()
    assert data["integrity"] == 67 and data["casualties"] == ["x"]
    assert report.summary_hash and report.summaries_found == 1
    assert audit([], history_with("")).integrity is None


def test_summary_only_presence_is_a_casualty():
    report = audit([FOUR], history_with("unrelated"))
    assert report.casualties == ["four"]


def test_history_must_be_a_list():
    for bad in ("a string", {"role": "user"}, b"bytes", 42):
        with pytest.raises(HistoryError):
            audit([FOUR], bad)
    assert audit([FOUR], None).casualties == ["four"]  # no history at all: nothing is alive
    assert audit([FOUR], (m for m in history_with("alpha bravo"))).casualties == []  # any iterable works


def test_audit_is_pure():
    messages = history_with("alpha bravo")
    snapshot = repr(messages)
    anchors = [FOUR]
    audit(anchors, messages)
    assert repr(messages) == snapshot and anchors[0].status == "unknown"
