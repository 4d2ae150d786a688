"""The optional judge for the uncertain band (issue 22 item 5): which pins it is asked about, what an
answer may change (only a confident "no" re-injects), and that every failure leaves memlock's own
verdict (recall first). Driven by fake judges; tests/test_hermes_judge.py drives Hermes's real
auxiliary client against the scripted model."""
from __future__ import annotations

import threading

import pytest
from conftest import chat, summary_message

from memlock_core.anchor import Anchor
from memlock_core.config import load_config
from memlock_core.detection.active_region import in_force_pieces
from memlock_core.detection.audit import audit
from memlock_core.detection.compaction import find_summaries
from memlock_core.detection.evidence import evidence_units, with_list_items
from memlock_core.detection.judge import (
    JUDGE_LEAD,
    JudgeCache,
    JudgeItem,
    JudgeLimits,
    ask_all,
    judge_question,
    judge_report,
    parse_answer,
    uncertain_items,
)
from memlock_core.detection.probes import derive_probes
from memlock_core.detection.reminder_format import block_digest
from memlock_core.detection.settings import AuditSettings
from memlock_core.session.reminder import REMINDER_MARKER


def anchor(anchor_id: str, text: str, priority: int = 50) -> Anchor:
    return Anchor(id=anchor_id, text=text, reminder=text, priority=priority, probes=derive_probes(text))


BULLETS = anchor("bullets", "Always answer in bullet points", 80)
SPANISH = anchor("spanish", "Always reply in Spanish", 60)
PROD = anchor("prod", "Never run anything against the production database", 90)


def compacted(*live: str) -> list[dict]:
    return [{"role": "system", "content": "You are helpful."}, summary_message("the user set some rules"), *chat(1),
            *({"role": "user", "content": text} for text in live)]


def judged_inputs(anchors, history, own=frozenset()):
    settings = AuditSettings(own_blocks=own)
    report = audit(anchors, history, settings)
    spans = find_summaries(history, settings.markers)
    units = evidence_units(with_list_items(in_force_pieces(history, spans, own)))
    return report, units


class FakeJudge:
    """Answers from a function of the question; records every question."""

    def __init__(self, answer, model_id: str = "fake-model"):
        self.answer = answer
        self.questions: list[str] = []
        self._model_id = model_id
        self._lock = threading.Lock()

    @property
    def model_id(self) -> str:
        return self._model_id

    def ask(self, question: str):
        with self._lock:
            self.questions.append(question)
        result = self.answer(question)
        if isinstance(result, BaseException):
            raise result
        return result


def always(value):
    return FakeJudge(lambda q: value)


# ── which pins are uncertain ──────────────────────────────────────────────────
@pytest.mark.parametrize("live, expected", [
    ("Format every reply as a bulleted list, please.", ["bullets"]),  # a paraphrase the parse accepted
    ("Responde siempre en español.", ["spanish"]),  # the same rule in Spanish, parsed
    ("Réponds toujours en espagnol.", ["spanish"]),  # ... in French
    ("Antworte immer auf Spanisch.", ["spanish"]),  # ... in German
    ("常にスペイン語で答えてください。", ["spanish"]),  # ... in Japanese
    ("Mi jefe siempre responde en español.", []),  # a statement about someone else: drifted already
    ("Answer in bullet points when you summarise.", ["bullets"]),  # every probe, a narrower rule
    ("Please always answer in bullet points from now on.", []),  # the pin's own words: not uncertain
    ("Bitte antworte immer auf Deutsch.", []),  # nothing keeps a pin alive: drifted, nothing to ask
])
def test_uncertain_pins_are_those_alive_on_weak_evidence(live, expected):
    report, units = judged_inputs([BULLETS, SPANISH], compacted(live))
    items = uncertain_items(report, [BULLETS, SPANISH], units)
    assert [i.anchor_id for i in items] == expected
    for item in items:
        assert item.candidates == (live,)


@pytest.mark.parametrize("text, verbatim", [
    ("Please always answer in bullet points.", True),
    ("Don't always answer in bullet points, use prose when it reads better.", False),  # the words, negated
    ("Stop: you no longer need to always answer in bullet points.", False),
])
def test_the_pins_own_words_count_only_as_the_same_rule(text, verbatim):
    from memlock_core.detection.judge import _verbatim
    from memlock_core.detection.sentence_units import Unit

    assert _verbatim(BULLETS, Unit(0, "user", text)) is verbatim


def test_memlocks_own_block_is_certain_evidence():
    block = f"{REMINDER_MARKER}\n  - Always answer in bullet points"
    history = compacted("next question")
    history[-1] = {"role": "user", "content": f"next question\n\n{block}"}
    report, units = judged_inputs([BULLETS], history, own=frozenset({block_digest(block)}))
    assert report.verdict("bullets").alive
    assert uncertain_items(report, [BULLETS], units) == []


def test_a_semantic_verdict_quoting_memlocks_own_line_is_certain():
    """A similarity verdict names its sentence; when that is memlock's own reminder line, nobody is asked."""
    from memlock_core.detection.audit_report import AnchorVerdict, AuditReport

    block = f"{REMINDER_MARKER}\n  - Always answer in bullet points"
    history = compacted("next question")
    history[-1] = {"role": "user", "content": f"next question\n\n{block}"}
    _, units = judged_inputs([BULLETS], history, own=frozenset({block_digest(block)}))
    line = next(u.text for u in units if u.role == "reminder")
    report = AuditReport("semantic", "semantic", [AnchorVerdict(
        "bullets", True, 0.71, f'cosine 0.71, same rule: "{line}" (message 3, reminder)', "semantic")])
    assert uncertain_items(report, [BULLETS], units) == []
    paraphrase = AuditReport("semantic", "semantic", [AnchorVerdict(
        "bullets", True, 0.64, 'cosine 0.64, same rule: "Keep every answer to bulleted points." (message 3, user)',
        "semantic")])
    items = uncertain_items(paraphrase, [BULLETS], units)
    assert [(i.anchor_id, i.candidates, i.weak) for i in items] == [
        ("bullets", ("Keep every answer to bulleted points.",), True)]


def test_drifted_pins_are_never_asked_about():
    """A drifted pin is re-injected already; a judge's "yes" may not hold its reminder back."""
    report, units = judged_inputs([BULLETS, PROD], compacted("My manager always answers in bullet points."))
    assert set(report.casualties) == {"bullets", "prod"}
    judge = always(True)
    judged, run = judge_report(report, [BULLETS, PROD], units, judge, JudgeCache())
    assert judge.questions == [] and run.asked == []
    assert set(judged.casualties) == {"bullets", "prod"}


def test_higher_priority_first_then_paraphrase_before_probes():
    probes = anchor("x", "Always answer in bullet points", 50)
    parsed = anchor("y", "Always reply in Spanish", 50)
    urgent = anchor("z", "Always use metric units", 90)
    history = compacted("Answer in bullet points when you summarise.", "Responde siempre en español.",
                        "Use metric units when you summarise.")
    report, units = judged_inputs([probes, parsed, urgent], history)
    items = uncertain_items(report, [probes, parsed, urgent], units)
    assert [(i.anchor_id, i.weak) for i in items] == [("z", False), ("y", True), ("x", False)]


# ── the question and the answer ───────────────────────────────────────────────
def test_question_names_the_rule_and_the_candidate_and_asks_for_one_word():
    question = judge_question("Always answer in bullet points", ["Format every reply as a bulleted list."])
    assert question.startswith(JUDGE_LEAD)
    assert "PINNED: Always answer in bullet points" in question
    assert "- Format every reply as a bulleted list." in question
    assert question.rstrip().endswith("Answer with exactly one word: yes or no.")
    long = judge_question("x " * 400, ["y " * 400])
    assert len(long) < 1200


@pytest.mark.parametrize("text, expected", [
    ("yes", True), ("Yes.", True), ("**YES**", True), ("no", False), ("No.", False), ("  no - a different rule", False),
    ("<think>the user said bullets... maybe</think>\nNo", False), ('"yes"', True),
    ("", None), ("maybe", None), ("Yes and no", None), ("no/yes", None), ("I cannot tell", None),
    ("nope", None), ("yesterday", None), ("Not the same rule", None), (None, None), (42, None), ("no-one knows", None),
])
def test_parse_answer(text, expected):
    assert parse_answer(text) is expected


# ── applying answers: recall first ────────────────────────────────────────────
PARAPHRASE = compacted("Format every reply as a bulleted list, please.")


def test_a_confident_no_reinjects_the_pin():
    report, units = judged_inputs([BULLETS], PARAPHRASE)
    assert report.casualties == []
    judge = always(False)
    judged, run = judge_report(report, [BULLETS], units, judge, JudgeCache())
    assert judged.casualties == ["bullets"] and run.flipped == ["bullets"]
    verdict = judged.verdict("bullets")
    assert verdict.method == "keyword+judge" and "judge (fake-model): not the same rule" in verdict.evidence
    assert report.casualties == [], "the audit's own report is not changed in place"
    assert len(judge.questions) == 1 and "Format every reply as a bulleted list" in judge.questions[0]


@pytest.mark.parametrize("answer", [True, None, "no", 0, RuntimeError("HTTP 500"), TimeoutError("read timed out")])
def test_yes_failure_and_unusable_answers_change_nothing(answer):
    report, units = judged_inputs([BULLETS], PARAPHRASE)
    judged, run = judge_report(report, [BULLETS], units, always(answer), JudgeCache())
    assert judged.casualties == [] and run.flipped == []
    assert run.answers["bullets"] is (True if answer is True else None)


def test_a_judge_that_hangs_past_the_budget_changes_nothing():
    release = threading.Event()
    judge = FakeJudge(lambda q: release.wait(5) and False)
    report, units = judged_inputs([BULLETS], PARAPHRASE)
    cache = JudgeCache()
    try:
        judged, run = judge_report(report, [BULLETS], units, judge, cache, JudgeLimits(budget_s=0.05))
    finally:
        release.set()
    assert judged.casualties == [] and run.answers == {"bullets": None} and len(cache) == 0


def test_answers_are_cached_by_rule_candidate_and_model():
    report, units = judged_inputs([BULLETS], PARAPHRASE)
    cache = JudgeCache()
    first = always(False)
    judge_report(report, [BULLETS], units, first, cache)
    again = always(True)  # would say yes: the cached "no" answers instead, no call
    judged, run = judge_report(report, [BULLETS], units, FakeJudge(again.answer, "fake-model"), cache)
    assert run.cached == ["bullets"] and run.asked == [] and judged.casualties == ["bullets"]
    other_model = always(True)
    other_model._model_id = "another-model"
    judged, run = judge_report(report, [BULLETS], units, other_model, cache)
    assert run.asked == ["bullets"] and judged.casualties == []
    other_text, units2 = judged_inputs([BULLETS], compacted("Put every answer into a bulleted list."))
    judged, run = judge_report(other_text, [BULLETS], units2, always(True), cache)
    assert run.asked == ["bullets"], "another candidate sentence is another question"


def test_failures_are_not_cached():
    report, units = judged_inputs([BULLETS], PARAPHRASE)
    cache = JudgeCache()
    judge_report(report, [BULLETS], units, always(None), cache)
    judged, run = judge_report(report, [BULLETS], units, always(False), cache)
    assert run.asked == ["bullets"] and judged.casualties == ["bullets"]


def test_cache_is_bounded():
    cache = JudgeCache(size=2)
    for key in "abc":
        cache.put(key, True)
    assert len(cache) == 2 and cache.get("a") is None and cache.get("c") is True


def test_max_calls_bounds_the_questions_per_audit():
    items = [JudgeItem(f"p{n}", f"Always do thing {n}", (f"Do thing {n} every time",), 50) for n in range(6)]
    judge = always(False)
    run = ask_all(items, judge, JudgeCache(), JudgeLimits(max_calls=4))
    assert len(judge.questions) == 4 and run.asked == ["p0", "p1", "p2", "p3"] and run.over_limit == ["p4", "p5"]
    assert "p4" not in run.answers


def test_calls_run_concurrently_up_to_the_cap():
    both_in = threading.Barrier(2, timeout=5)

    def answer(question):
        both_in.wait()  # only returns when two calls are in flight at once
        return False

    items = [JudgeItem(f"p{n}", f"Always do thing {n}", ("c",), 50) for n in range(2)]
    run = ask_all(items, FakeJudge(answer), JudgeCache(), JudgeLimits(concurrency=2))
    assert run.answers == {"p0": False, "p1": False}


def test_one_failing_call_does_not_spoil_the_others():
    def answer(question):
        if "thing 0" in question:
            raise ConnectionError("refused")
        return False

    items = [JudgeItem(f"p{n}", f"Always do thing {n}", ("c",), 50) for n in range(3)]
    run = ask_all(items, FakeJudge(answer), JudgeCache(), JudgeLimits())
    assert run.answers == {"p0": None, "p1": False, "p2": False}


# ── in the engine ─────────────────────────────────────────────────────────────
ENGINE_ANCHORS = [{"id": "bullets", "text": "Always answer in bullet points", "priority": 80}]


def test_engine_asks_the_judge_only_when_configured(make_engine):
    judge = always(False)
    off = make_engine(anchors=ENGINE_ANCHORS)
    off.judge = judge
    off.start_session("s")
    outcome = off.before_llm("s", PARAPHRASE)
    assert outcome.block is None and judge.questions == []

    on = make_engine(anchors=ENGINE_ANCHORS, judge=True)
    on.judge = judge
    on.start_session("t")
    outcome = on.before_llm("t", PARAPHRASE)
    assert len(judge.questions) == 1
    assert outcome.block and "Always answer in bullet points" in outcome.block
    assert on.state("t").anchors["bullets"].status == "drifted"
    assert "judge" in on.state("t").anchors["bullets"].last_evidence


def test_engine_with_a_broken_judge_keeps_its_own_verdict(make_engine):
    eng = make_engine(anchors=ENGINE_ANCHORS, judge=True)
    eng.judge = always(RuntimeError("no provider configured"))
    eng.start_session("s")
    outcome = eng.before_llm("s", PARAPHRASE)
    assert outcome.block is None and eng.state("s").anchors["bullets"].status == "alive"


def test_engine_judge_is_not_asked_on_quiet_turns(make_engine):
    judge = always(False)
    eng = make_engine(anchors=ENGINE_ANCHORS, judge=True, hard_reinject_turns=0)
    eng.judge = judge
    eng.start_session("s")
    eng.before_llm("s", [{"role": "system", "content": "hi"}, *chat(2)])
    assert judge.questions == []


def test_engine_judge_is_not_asked_when_every_pin_is_reinjected_anyway(make_engine):
    judge = always(False)
    eng = make_engine(anchors=ENGINE_ANCHORS, judge=True, inject="always")
    eng.judge = judge
    eng.start_session("s")
    outcome = eng.before_llm("s", PARAPHRASE)
    assert outcome.block and judge.questions == []


def test_engine_judge_is_not_asked_by_the_safety_net(make_engine):
    judge = always(False)
    eng = make_engine(anchors=ENGINE_ANCHORS, judge=True, hard_reinject_turns=2)
    eng.judge = judge
    eng.start_session("s")
    history = [{"role": "system", "content": "hi"}, *chat(1), {"role": "user", "content": PARAPHRASE}]
    reasons = [eng.before_llm("s", history).reason for _ in range(3)]
    assert "safety-net" in reasons and judge.questions == []


def test_config_keys_validate():
    cfg = load_config({"judge": True, "judge_timeout_s": 3, "judge_max_calls": 2, "judge_budget_s": 9.5})
    assert (cfg.judge, cfg.judge_timeout_s, cfg.judge_max_calls, cfg.judge_budget_s) == (True, 3.0, 2, 9.5)
    bad = load_config({"judge": "yes", "judge_timeout_s": 0, "judge_max_calls": 2.5, "judge_budget_s": -1})
    assert (bad.judge, bad.judge_timeout_s, bad.judge_max_calls, bad.judge_budget_s) == (False, 8.0, 4, 15.0)
    assert len(bad.warnings) == 4
    assert load_config().judge is False, "the judge is opt-in"
