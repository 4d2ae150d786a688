"""The keyword audit over the active region: threshold, what counts as active, the report."""
from __future__ import annotations

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.detection.audit import audit
from memlock_core.detection.messages import HistoryError
from memlock_core.detection.reminder_format import block_digest
from memlock_core.detection.settings import AuditSettings
from memlock_core.session.reminder import build_reminder
from memlock_core.session.requests import run_request


def anchor(anchor_id: str, text: str, probes: list[str] | None = None, priority: int = 50) -> Anchor:
    return Anchor(id=anchor_id, text=text, reminder=text, priority=priority, probes=probes or [])


FOUR = anchor("four", "alpha bravo charlie delta", ["alpha", "bravo", "charlie", "delta"])


def history_with(text: str) -> list[dict]:
    """The anchor's words in the summary; ``text`` stated as a rule in the current user message."""
    rule = f"Standing rule: {text}" if text else ""
    return [summary_message("alpha bravo charlie delta were all requested"), *chat(2),
            {"role": "user", "content": rule}]


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
    assert verdict.evidence.startswith(f"{round(verdict.score * 4)}/4 probes in one rule sentence")


def test_system_prompt_counts_as_active():
    messages = [{"role": "system", "content": "House rule: always alpha bravo charlie delta."}, summary_message("recap"), *chat(1)]
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
    own = AuditSettings(own_blocks=frozenset({block_digest(block)}))  # the session recorded injecting it
    assert audit([rule], messages, own).casualties == []
    # the same block, not recorded as injected by this session, is a copy: never evidence (issue 24)
    assert audit([rule], messages).casualties == ["rule"]


@pytest.mark.parametrize("where", ["system", "user"])
def test_a_copied_marker_block_is_never_evidence(where):
    """A memory entry (reloaded into the system prompt) or a paste that copies memlock's marker and a
    pinned rule's words does not keep the pin alive; neither does the same text flattened on one line."""
    rule = anchor("rule", "Use alpha bravo naming.", ["alpha", "bravo"])
    forged = build_reminder([rule]).text
    for text in (forged, forged.replace("\n", " "), "notes\n［ＭＥＭＬＯＣＫ］ Standing instructions:\n  - Use alpha bravo naming."):
        messages = [{"role": "system", "content": "You are helpful." + ("\n" + text if where == "system" else "")},
                    summary_message("recap mentioning alpha bravo"), *chat(2),
                    {"role": "user", "content": "next question" + ("\n\n" + text if where == "user" else "")}]
        other = AuditSettings(own_blocks=frozenset({block_digest("[memlock] Standing instructions — still in force:\n"
                                                                 "  - something else")}))
        assert audit([rule], messages, other).casualties == ["rule"], text


def test_anchor_without_probes_needs_its_whole_text():
    bare = anchor("bare", "do it now")
    assert audit([bare], history_with("please DO IT NOW")).casualties == []
    assert audit([bare], history_with("do it later")).casualties == ["bare"]


def test_integrity_is_percentage_alive_and_report_serializes():
    anchors = [FOUR, anchor("x", "xray yankee", ["xray", "yankee"]), anchor("z", "zulu", ["zulu"])]
    report = audit(anchors, history_with("alpha bravo charlie delta zulu"))
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
    assert audit([FOUR], (m for m in history_with("alpha bravo charlie delta"))).casualties == []  # any iterable works


def test_audit_is_pure():
    messages = history_with("alpha bravo")
    snapshot = repr(messages)
    anchors = [FOUR]
    audit(anchors, messages)
    assert repr(messages) == snapshot and anchors[0].status == "unknown"


# ── the evidence index and the engine's probe memo change speed, never verdicts (issue 23) ─────

def _random_history(rng, words):
    history = []
    for i in range(rng.randint(0, 40)):
        role = rng.choice(["user", "assistant", "tool", "system"])
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 12)))
        if rng.random() < 0.3:
            text = rng.choice(["Always ", "Never ", "From now on, ", "Please "]) + text + rng.choice([".", "!", "\n- "])
        if rng.random() < 0.1:
            text = f'He said "{text} {text}" > quoted\n> {text}'
        content = [{"type": "text", "text": text}] if rng.random() < 0.2 else text
        history.append({"role": role, "content": content})
        if rng.random() < 0.1:
            history.append(summary_message(" ".join(rng.choice(words) for _ in range(5))))
    return history


def _searched_verdicts(anchors, history):
    """The keyword verdicts as a plain search finds them: every in-force text split and classified
    afresh, every unit searched (no index, no memo), then the rule parse's corrections as keyword.py
    documents them (a different rule cannot keep a pin alive; a unit sharing a probe or its stem that
    parses as the same rule, or says the rule shorter, does, also when every unit holding the probes
    was vetoed as another rule)."""
    from memlock_core.detection.active_region import REMINDER_ROLE, in_force_pieces
    from memlock_core.detection.compaction import find_summaries
    from memlock_core.detection.evidence import LIST_ROLE, is_evidence, with_list_items
    from memlock_core.detection.keyword import (
        PARSE_NEWEST,
        PARSE_OLDEST,
        anchor_probes,
        keyword_verdict,
        same_rule_verdict,
        shortened_verdict,
    )
    from memlock_core.detection.list_restatement import restates_in_list
    from memlock_core.detection.probes import normalize, probe_hits
    from memlock_core.detection.rule_identity import different_rule, parses_completely, same_rule, says_other
    from memlock_core.detection.sentence_units import unit_texts
    from memlock_core.detection.shortened import says_less_of_the_same
    from memlock_core.detection.verbatim import restates_verbatim, verbatim_verdict

    texts = []
    pieces = with_list_items(in_force_pieces(history, find_summaries(history)))
    spoken = [p.text for p in pieces if p.role in ("user", "system")]
    items = [p.text for p in pieces if p.role == LIST_ROLE]
    for piece in pieces:
        texts += [piece.text] if piece.role in (REMINDER_ROLE, LIST_ROLE) else [
            t for t in unit_texts(piece.text) if is_evidence(t, piece.role)]
    out = []
    for a in anchors:
        probes = anchor_probes(a)
        verdict = keyword_verdict(a, [normalize(t) for t in texts], 1.0)
        if verdict.alive:
            deciding = [t for t in texts if len(probe_hits(probes, normalize(t))) == len(probes)] if probes else []
            if deciding and all(different_rule(a.text, t) for t in deciding):
                verdict = keyword_verdict(a, [normalize(t) for t in texts if t not in deciding], 1.0)
        if not verdict.alive and probes:  # a casualty, or a pin whose every deciding unit said another rule
            stems = {p[:5] for p in probes if len(p) > 5 or p.isdigit()}
            shared = [t for t in texts if probe_hits(probes, normalize(t)) or any(s in t.casefold() for s in stems)]
            if parses_completely(a.text):
                shared = list(dict.fromkeys(texts[:PARSE_OLDEST] + shared + texts[-PARSE_NEWEST:]))
            for t in reversed(shared[-64:]):
                if same_rule(a.text, t):
                    verdict = same_rule_verdict(a, t, "keyword")
                    break
                part = says_less_of_the_same(a.text, probes, t) if not a.probes else ""
                if part and not says_other(a.text, part):
                    verdict = shortened_verdict(a, t, "keyword")
                    break
        if not verdict.alive and (said := restates_verbatim(a.text, spoken)):
            verdict = verbatim_verdict(a.id, said, "keyword")  # the pin word for word, mood gate or not
        elif not verdict.alive and not a.probes and (item := restates_in_list(a.text, probes, items)):
            verdict = shortened_verdict(a, item, "keyword")  # a list item said with a sign, or in Han/Kana/Hangul
        out.append((a.id, *_fields(verdict)))
    return out


def _fields(v):
    return v.alive, v.score, v.evidence


@pytest.mark.parametrize("seed", range(30))
def test_probe_index_gives_the_same_verdicts(seed):
    import random

    from memlock_core.detection.evidence_index import forget_everything
    from memlock_core.detection.keyword import search_keys
    from memlock_core.detection.probe_index import ProbeIndex

    rng = random.Random(seed)
    words = ["alpha", "bravo", "Bulleted", "bullets", "metric", "units", "test", "latest", "SQL", "mysql", "中文",
             "do it now", "x", "naïve", "NAIVE", "\u2028", "the", "use", "answer", "."]
    anchors = [anchor("a", "alpha bravo", ["alpha", "bravo"]), anchor("b", "bullet metric", ["bullet", "metric"]),
               anchor("c", "test sql", ["test", "sql"]), anchor("d", "do it now"), anchor("e", "中文回答", ["中文"]),
               anchor("f", "naive units", ["naïve", "units"]), anchor("g", "alpha alpha", ["alpha", "alpha"])]
    index = ProbeIndex(learn_budget=rng.randint(1, 20), walk_limit=rng.randint(1, 10), learn_seconds=None)
    history = _random_history(rng, words)
    for step in range(6):
        if step == 3:
            forget_everything()  # a restart: the process-wide index starts empty
        index.learn(history, search_keys(anchors))
        plain = audit(anchors, history)
        fast = audit(anchors, history, index=index)
        expected = _searched_verdicts(anchors, history)
        assert [(v.anchor_id, *_fields(v)) for v in fast.verdicts] == expected
        assert [(v.anchor_id, *_fields(v)) for v in plain.verdicts] == expected
        history = history + _random_history(rng, words)[:6]
        if rng.random() < 0.3:  # a compaction: keep a tail (same objects) after a new summary
            history = [summary_message("recap"), *history[-rng.randint(1, max(1, len(history))):]]


def test_engine_reads_in_end_turn_and_audits_from_the_index(make_engine):
    from memlock_core.detection.evidence import EVIDENCE

    engine = make_engine(detection="keyword",
                         anchors=[{"id": "b", "text": "Answer in bullet points.", "probes": ["bullet", "points"]}])
    engine.start_session("s")
    history = [{"role": "user", "content": f"Rule {i} for the memo test: always use bullet points."} for i in range(30)]
    before = EVIDENCE.misses
    engine.before_llm("s", history)
    live = engine.registry.live_by_id["s"]
    assert EVIDENCE.misses == before and len(live.index) == 0  # nothing on the hot path
    live.index.learn_seconds = None  # all 30 in one end_turn, however slow the machine
    engine.end_turn("s")
    assert EVIDENCE.misses == before + 30  # every text read once, off the turn
    assert len(live.index) == 31  # its units: 30 sentences and the one rule without its lead-in
    calls = []
    original = EVIDENCE.classify
    EVIDENCE.classify = lambda text: calls.append(text) or original(text)
    try:
        compacted = [summary_message("recap"), *[dict(m) for m in history[10:]]]  # new objects, same texts
        outcome = engine.before_llm("s", compacted)
    finally:
        EVIDENCE.classify = original
    assert outcome.reason == "compaction" and outcome.report.casualties == []
    assert calls == []  # every surviving message came from the index
    # a pin changes the search keys: the probe memo starts over (and is rebuilt in end_turn)
    run_request(engine, "s", {"text": "Use metric units."})
    engine.end_turn("s")
    assert any(key[0].startswith("metric") for key in live.index.bits) and 0 < len(live.index) <= 2 * len(compacted)


def test_probe_index_learns_a_long_history_in_slices_and_lets_go_of_dropped_units():
    from memlock_core.detection.evidence_index import forget_everything
    from memlock_core.detection.keyword import search_keys
    from memlock_core.detection.probe_index import ProbeIndex

    forget_everything()
    keys = search_keys([FOUR])
    history = [{"role": "user", "content": f"Always write text {i} with alpha."} for i in range(50)]
    index = ProbeIndex(learn_budget=20, walk_limit=5, learn_seconds=None)
    assert [index.learn(history, keys) for _ in range(4)] == [20, 20, 10, 0]
    assert len(index) == 50
    history += [{"role": "tool", "content": "out"}] * 10 + [{"role": "user", "content": [{"type": "text", "text": "Always p."}]}]
    assert index.learn(history, keys) == 1  # tool output is not read; content parts are, by their text
    fresh = ProbeIndex(learn_budget=512, learn_seconds=None)
    big = [{"role": "user", "content": f"Always say t{i}."} for i in range(400)]
    assert fresh.learn(big, keys) == 400
    assert fresh.learn(big[-2:], keys) == 0  # the history shrank (a compaction): nothing new to read
    assert len(fresh) == 400
    fresh.learn([{"role": "user", "content": "Always say one more thing."}], keys)
    assert len(fresh) <= 8 + 1024  # units of texts no history holds any more are let go


def test_probe_index_budget_is_cpu_time_so_a_backlog_drains_in_bounded_calls(monkeypatch):
    """end_turn's learning budget counts this thread's CPU time: a thread descheduled mid-call (a loaded
    machine, a busy gateway) keeps its budget, so a long backlog still drains in a bounded number of
    calls. No wall-clock assert: the descheduling is a sleep (no CPU), the cost a fake CPU clock."""
    import time

    from memlock_core.detection import probe_index
    from memlock_core.detection.evidence_index import forget_everything
    from memlock_core.detection.keyword import search_keys
    from memlock_core.detection.probe_index import ProbeIndex

    keys = search_keys([FOUR])
    # each text costs 1 ms of CPU on a fake clock: 8 ms of budget reads about 9 texts per call
    forget_everything()
    cpu = [0.0]

    def tick() -> float:
        cpu[0] += 0.001
        return cpu[0]

    history = [{"role": "user", "content": f"Always budget text {i} with alpha."} for i in range(90)]
    index = ProbeIndex(learn_seconds=0.008, clock=tick)
    calls = []
    while not calls or index.backlog:
        calls.append(index.learn(history, keys))
        assert len(calls) <= 12, calls
    assert sum(calls) == 90 and min(calls[:-1]) >= 7

    # a thread that sleeps (descheduled, no CPU) between texts keeps its budget: with the default
    # clock far more than a wall-clock budget's ~4 texts are read in the first call (how many depends on the
    # CPU each text's classification costs, ~0.4 ms here under load: at least 10 keeps the test about the clock)
    forget_everything()
    real = probe_index.EVIDENCE

    class Descheduled:
        def __getattr__(self, name):
            return getattr(real, name)

        def evidence(self, text):
            time.sleep(0.002)
            return real.evidence(text)

    monkeypatch.setattr(probe_index, "EVIDENCE", Descheduled())
    history = [{"role": "user", "content": f"Always sleep text {i} alpha."} for i in range(40)]
    index = ProbeIndex(learn_seconds=0.008)
    drained = [index.learn(history, keys) for _ in range(3)]
    assert sum(drained) == 40 and drained[0] >= 10, drained


def test_probe_index_hits_a_history_reloaded_from_disk():
    """Hermes's API server rebuilds every message object per request: the index is keyed by text."""
    import json

    from memlock_core.detection.evidence import EVIDENCE
    from memlock_core.detection.keyword import search_keys
    from memlock_core.detection.probe_index import ProbeIndex

    keys = search_keys([FOUR])
    history = [{"role": "user", "content": f"Always reload text {i} alpha."} for i in range(100)]
    index = ProbeIndex(learn_seconds=None)
    assert index.learn(history, keys) == 100
    reloaded = json.loads(json.dumps(history)) + [{"role": "user", "content": "Always one more."}]
    assert all(a["content"] is not b["content"] for a, b in zip(history, reloaded))
    before = EVIDENCE.misses
    assert index.learn(reloaded, keys) == 1  # only the new message is read
    assert EVIDENCE.misses == before + 1
    assert [_fields(v) for v in audit([FOUR], reloaded, index=index).verdicts] == \
           [_fields(v) for v in audit([FOUR], history + reloaded[-1:]).verdicts]


# ── issue 9: evidence only from a rule stated with authority after the latest summary ────────────
# Cases written for these tests (not taken from bench/corpus).

TABS = anchor("tabs", "Indent YAML files with two spaces.")


def _after_summary(*turns: tuple[str, str]) -> list[dict]:
    return [{"role": "system", "content": "You are a helpful assistant."}, summary_message("we edited YAML files"),
            *[{"role": r, "content": t} for r, t in turns]]


def test_keyword_probes_must_land_in_a_rule_not_in_an_incidental_mention():
    incidental = _after_summary(("user", "The YAML files from the spaces team were indented oddly, two levels deep."),
                                ("assistant", "I can reformat them."))
    assert audit([TABS], incidental).casualties == ["tabs"]
    restated = _after_summary(("user", "Reminder for the rest of the session: indent YAML files with two spaces."))
    assert audit([TABS], restated).casualties == []


def test_keyword_probes_in_assistant_prose_do_not_keep_a_rule_alive():
    messages = _after_summary(("user", "Can you fix the CI config?"),
                              ("assistant", "Sure. As agreed, I will always indent YAML files with two spaces."))
    assert audit([TABS], messages).casualties == ["tabs"]


def test_quoted_material_in_a_user_message_is_not_a_rule():
    messages = _after_summary(("user", 'Our old linter config said "Always indent YAML files with two spaces." '
                                       "Is that still the default?"))
    assert audit([TABS], messages).casualties == ["tabs"]
    fenced = _after_summary(("user", "Look at this file:\n```\n# Always indent YAML files with two spaces\n```\nThoughts?"))
    assert audit([TABS], fenced).casualties == ["tabs"]


def test_the_protected_head_is_in_force_until_a_later_compaction_folds_it_away():
    # Hermes keeps the first messages verbatim at the first compaction: the model reads them as live
    # user messages, so they keep a rule alive (issue 22). At the next compaction they are folded
    # into the summary and the rule is a casualty then.
    head = [{"role": "system", "content": "You are a helpful assistant."},
            {"role": "user", "content": "Always indent YAML files with two spaces."},
            {"role": "assistant", "content": "OK."},
            summary_message("we edited YAML files"), *chat(2)]
    assert audit([TABS], head).casualties == []
    folded = [{"role": "system", "content": "You are a helpful assistant."},
              summary_message("User rule: always indent YAML files with two spaces."), *chat(2)]
    assert audit([TABS], folded).casualties == ["tabs"]
    statement = [{"role": "system", "content": "You are a helpful assistant."},
                 {"role": "user", "content": "Our linter always indents YAML files with two spaces."},
                 summary_message("we edited YAML files"), *chat(2)]
    assert audit([TABS], statement).casualties == ["tabs"]
    system = [{"role": "system", "content": "House rule: always indent YAML files with two spaces."},
              summary_message("we edited YAML files"), *chat(2)]
    assert audit([TABS], system).casualties == []


def test_reminder_line_keeps_a_rule_alive_even_when_it_is_not_worded_as_one():
    odd = anchor("odd", "Two spaces for YAML indentation.")
    block = build_reminder([odd]).text
    messages = _after_summary(("user", f"Next task: the deploy file.\n\n{block}"))
    assert audit([odd], messages, AuditSettings(own_blocks=frozenset({block_digest(block)}))).casualties == []


def test_a_reminder_block_in_assistant_text_is_not_memlocks():
    block = build_reminder([TABS]).text
    messages = _after_summary(("user", "next"), ("assistant", block))
    assert audit([TABS], messages).casualties == ["tabs"]


@pytest.mark.parametrize("sentence", [
    "Everyone loved the demo.",
    "Nevertheless, the build passed.",
    "This branch is for the billing team.",
    "I need a coffee.",
    "Test coverage is at eighty percent.",
    "error: no matching version found for the package",
    "Do you always use tabs?",
    "There is no way this works.",
])
def test_statements_do_not_read_as_rules(sentence):
    from memlock_core.detection.directive import reads_as_directive

    assert not reads_as_directive(sentence)


@pytest.mark.parametrize("sentence", [
    "Always reply in French.",
    "Do not touch the vendor directory.",
    "Don't mention the budget in emails.",
    "From now on, keep replies short.",
    "No emojis.",
    "(Side rule for the whole chat: don't use semicolons.)",
    "Please use metric units.",
])
def test_rules_read_as_rules(sentence):
    from memlock_core.detection.directive import reads_as_directive

    assert reads_as_directive(sentence)


def test_detection_auto_without_the_model_uses_keyword_and_says_why(monkeypatch):
    from memlock_core.detection import embedding_model as em

    monkeypatch.setattr(em, "ready", lambda name="": False)
    monkeypatch.setattr(em, "preload", lambda name="": False)
    messages = _after_summary(("user", "From now on, indent YAML files with two spaces."))
    report = audit([TABS], messages, AuditSettings(mode="auto"))
    assert report.mode_requested == "auto" and report.mode_used == "keyword"
    assert report.casualties == [] and "keyword probes used" in report.notes[0]


def test_session_start_loads_the_model_in_the_background_not_on_a_turn(make_engine, monkeypatch):
    from memlock_core.detection import embedding_model as em

    started: list[str] = []
    monkeypatch.setattr(em, "preload", lambda name="": started.append(name) or True)
    make_engine(detection="keyword").start_session("k")
    assert started == []  # keyword mode never needs the model
    make_engine(detection="auto").start_session("a")
    assert started == ["all-MiniLM-L6-v2"]


def test_content_memo_keeps_two_generations_and_promotes_what_is_read_again():
    from memlock_core.detection.evidence_index import ContentMemo

    calls = []
    memo = ContentMemo(lambda text: calls.append(text) or text.upper(), capacity=4)
    for text in "abcd":
        assert memo.get(text) == text.upper()
    assert len(memo) == 4  # the young generation filled up and became the old one
    memo.get("a")  # read again: promoted, not recomputed
    for text in "efgh":
        memo.get(text)
    assert calls == list("abcdefgh") and "a" in memo and "b" not in memo  # b aged out, a stayed
    assert len(memo) <= 2 * memo.capacity and memo.misses == 8


def test_reverse_audit_reads_normalized_texts_from_the_index():
    """The reverse audit's haystack is the index's normalized texts joined: the same as normalizing the join."""
    from memlock_core.detection.active_region import active_pieces
    from memlock_core.detection.compaction import find_summaries
    from memlock_core.detection.evidence import EVIDENCE
    from memlock_core.detection.probes import normalize

    history = [summary_message("recap"), {"role": "user", "content": "Straße ﬁle Ｕｓｅ TABS\u0301"},
               {"role": "assistant", "content": "İstanbul ǅ"}]
    pieces = active_pieces(history, find_summaries(history))
    assert "\n".join(EVIDENCE.normalized(p.text) for p in pieces) == normalize("\n".join(p.text for p in pieces))
