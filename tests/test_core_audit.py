"""The keyword audit over the active region: threshold, what counts as active, the report."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.messages import HistoryError
from memlock_core.detection.settings import AuditSettings
from memlock_core.session.reminder import build_reminder
from memlock_core.session.requests import run_request


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


# ── the engine's probe memo (ProbeIndex) changes speed, never verdicts ──────────────────────────

def _random_history(rng, words):
    history = []
    for i in range(rng.randint(0, 40)):
        role = rng.choice(["user", "assistant", "tool", "system"])
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 12)))
        content = [{"type": "text", "text": text}] if rng.random() < 0.2 else text
        history.append({"role": role, "content": content})
        if rng.random() < 0.1:
            history.append(summary_message(" ".join(rng.choice(words) for _ in range(5))))
    return history


@pytest.mark.parametrize("seed", range(30))
def test_probe_index_gives_the_same_verdicts(seed):
    import random

    from memlock_core.detection.keyword import search_keys
    from memlock_core.detection.probe_index import ProbeIndex

    rng = random.Random(seed)
    words = ["alpha", "bravo", "Bulleted", "bullets", "metric", "units", "test", "latest", "SQL", "mysql", "中文",
             "do it now", "x", "naïve", "NAIVE", "\u2028", "the"]
    anchors = [anchor("a", "alpha bravo", ["alpha", "bravo"]), anchor("b", "bullet metric", ["bullet", "metric"]),
               anchor("c", "test sql", ["test", "sql"]), anchor("d", "do it now"), anchor("e", "中文回答", ["中文"]),
               anchor("f", "naive units", ["naïve", "units"])]
    index = ProbeIndex(learn_budget=rng.randint(1, 20), walk_limit=rng.randint(1, 10))
    history = _random_history(rng, words)
    for _ in range(6):
        index.learn(history, search_keys(anchors))
        plain = audit(anchors, history)
        fast = audit(anchors, history, index=index)
        assert [(v.anchor_id, v.alive, v.score, v.evidence) for v in fast.verdicts] == \
               [(v.anchor_id, v.alive, v.score, v.evidence) for v in plain.verdicts]
        history = history + _random_history(rng, words)[:6]
        if rng.random() < 0.3:  # a compaction: keep a tail (same objects) after a new summary
            history = [summary_message("recap"), *history[-rng.randint(1, max(1, len(history))):]]


def test_engine_memoizes_in_end_turn_and_audits_from_the_memo(make_engine):
    from memlock_core.detection.probe_index import ProbeIndex

    engine = make_engine(anchors=[{"id": "b", "text": "Answer in bullet points.", "probes": ["bullet", "points"]}])
    engine.start_session("s")
    history = [{"role": "user", "content": f"message {i} about bullet points"} for i in range(30)]
    engine.before_llm("s", history)
    live = engine._live["s"]
    assert len(live.index) == 0  # nothing on the hot path
    engine.end_turn("s")
    assert len(live.index) == 30
    calls = []
    original = ProbeIndex._mask
    ProbeIndex._mask = lambda self, text: calls.append(text) or original(self, text)
    try:
        compacted = [summary_message("recap"), *history[10:]]
        outcome = engine.before_llm("s", compacted)
    finally:
        ProbeIndex._mask = original
    assert outcome.reason == "compaction" and outcome.report.casualties == []
    assert calls == []  # every surviving message came from the memo
    # a pin changes the search keys: the memo starts over (and is rebuilt in end_turn)
    run_request(engine, "s", {"text": "Use metric units."})
    engine.end_turn("s")
    assert 0 < len(live.index) <= len(compacted)


def test_probe_index_learns_a_long_history_in_slices_and_lets_go_of_dropped_texts():
    from memlock_core.detection.keyword import search_keys
    from memlock_core.detection.probe_index import ProbeIndex

    keys = search_keys([FOUR])
    history = [{"role": "user", "content": f"text {i} alpha"} for i in range(50)]
    index = ProbeIndex(learn_budget=20, walk_limit=5)
    assert [index.learn(history, keys) for _ in range(4)] == [20, 20, 10, 0]
    assert len(index) == 50
    history += [{"role": "tool", "content": "out"}] * 10 + [{"role": "user", "content": [{"type": "text", "text": "p"}]}]
    assert index.learn(history, keys) == 0  # tool output and content parts are not memoized
    short = [summary_message("recap"), *history[-3:]]
    for _ in range(3):
        short = short + [{"role": "user", "content": f"new {len(short)}"}]
        index.learn(short, keys)
    assert len(index) <= 2 * len(short) + 256
    fresh = ProbeIndex()
    big = [{"role": "user", "content": f"t{i}"} for i in range(400)]
    assert fresh.learn(big, keys) == 400
    fresh.learn(big[-2:], keys)  # the history shrank (a compaction): texts no longer present are released
    assert len(fresh) == 2
